"""The kit's own seeded random generator.

Engines never touch the global :mod:`random` module: the generator lives inside the state,
is serialized with it (one integer), and its shuffle is defined here, so a deal depends only
on the seed and on this file - not on the Python version, ``random.shuffle`` details or
``PYTHONHASHSEED``.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
# Rejection limits of Rng.below by n, for the small n games draw from (bounded size).
_LIMIT_CACHE_MAX = 4096
_LIMITS: dict[int, int] = {}


class Rng:
    """SplitMix64 generator with an explicit, JSON-safe state.

    ``Rng(seed)`` accepts any non-negative int (a "deal number"). ``state`` is a single
    64-bit int; ``Rng.from_json(rng.to_json())`` continues the same stream.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError(f"seed must be a non-negative integer, got {seed!r}")
        # Fold big seeds into 64 bits and scramble so that seeds 0, 1, 2 ... start far apart.
        folded = 0
        while True:
            folded ^= seed & _MASK
            seed >>= 64
            if not seed:
                break
        self.state = _mix(folded ^ 0x6A09E667F3BCC908)

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer of the stream."""
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``; ``n`` must be >= 1. Unbiased (rejection sampling).

        Draws ``next_u64()`` until it is below the largest multiple of ``n`` that fits in 64
        bits and returns it modulo ``n``. The step and :func:`_mix` are inlined and the limit
        of small ``n`` is cached (random playouts call this once per decision); the stream and
        every result are those of the plain loop (tests/kit/test_rng_below.py).
        """
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs n >= 1")
            limit = (1 << 64) - ((1 << 64) % n)
            if type(n) is int and n <= _LIMIT_CACHE_MAX:
                _LIMITS[n] = limit
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def derive(self, salt: int) -> int:
        """A new seed derived from this stream's state and ``salt`` (does not advance it).

        Used by the match layer to give game *k* of a series its own deal number.
        """
        return _mix((self.state ^ _mix(salt & _MASK)) & _MASK) & ((1 << 63) - 1)

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, state: int) -> "Rng":
        if not isinstance(state, int) or isinstance(state, bool) or not 0 <= state <= _MASK:
            raise ValueError(f"bad random-generator state {state!r}")
        rng = cls.__new__(cls)
        rng.state = state
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)
