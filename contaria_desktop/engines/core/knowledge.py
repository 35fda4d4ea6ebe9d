"""The engine's knowledge model: which seats know the identity behind each hidden handle.

A game with hidden information keeps *identities* (which card is where, which suit lies on
a quality space) behind *handles* (a stable card id, or a place such as "seat 2's hand,
slot 3"). :meth:`State.knowledge() <.state.State.knowledge>` describes, for the position as
it stands, every handle whose identity is not on show to everybody:

- ``key``: the handle's name (unique in one snapshot);
- ``identity``: what is behind it now (a JSON scalar, unique inside its ``group``);
- ``group``: identities are only ever exchanged inside one group (Contária: cards of the
  same public *initial type* — a card's public side, rulebook §2 / cards.md Errata 2;
  CharLatão: ``"card:<round>"`` and ``"quality:<round>"``). A new deal of the same
  identities (a new round) uses new group names: a card re-dealt face down is a new hidden
  fact, not the card everybody saw played a moment ago;
- ``known_to``: the seats that know the identity (the seat it was dealt to, a seat that
  peeked, a seat that passed it...); ``public``: everybody knows it (a reveal);
- ``forbid``: identities the handle cannot hold given public facts (CharLatão: a seat that
  showed a void cannot hold that suit).

``Knowledge.consistent`` checks constraints that link handles (CharLatão: the card Ea-Nasir
passed is not of the terrible suit, rules "Passando cartas"), evaluated on a whole
assignment.

On this model the kit implements one identity shuffle for every game
(:meth:`Knowledge.sample`, used by :meth:`State.shuffle_unknown
<.state.State.shuffle_unknown>`): permute the identities a seat does not know among the
handles it does not know, inside each group, keeping ``forbid`` and ``consistent``. The
conformance harness uses it to prove nothing hidden leaks; a bot's information-set sampler
uses the same call to draw a world consistent with what its seat knows. See
``docs/knowledge-model.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Collection, Hashable, Iterable, Mapping

from .rng import Rng

Assignment = dict[str, Any]
#: (group, identity): how identities are named outside one snapshot.
GroupIdentity = tuple[str, Hashable]

#: full random permutations tried before falling back to constraint-keeping swaps
TRIES = 20
#: swaps per free handle in the fallback
SWAPS = 6


@dataclass(frozen=True)
class Handle:
    """One hidden handle of a knowledge snapshot (see the module docstring).

    ``known_to`` holds seat numbers; the spectator (seat ``None``) knows only ``public``
    handles."""

    key: str
    identity: Hashable
    group: str = ""
    known_to: frozenset[int] = frozenset()
    public: bool = False
    forbid: Collection[Hashable] = frozenset()

    def known(self, seat: int | None) -> bool:
        """True when ``seat`` (``None``: a spectator) knows the identity."""
        return self.public or (seat is not None and seat in self.known_to)


@dataclass
class Knowledge:
    """A snapshot of who knows what.

    - ``handles``: every hidden handle (public ones may be listed too: they never move).
    - ``consistent``: optional ``assignment -> bool`` for constraints linking handles; the
      current assignment must satisfy it.
    - ``action_groups``: groups whose identities actions name directly (CharLatão's
      ``Action("play", card="red-3")``); a harness translating an action into a shuffled
      world renames those arguments. Empty when actions name handles (Contária).

    Raises ``ValueError`` on construction when a key repeats or an identity repeats in a
    group.
    """

    handles: tuple[Handle, ...]
    consistent: Callable[[Mapping[str, Any]], bool] | None = None
    action_groups: tuple[str, ...] = ()
    _by_key: dict[str, Handle] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.handles = tuple(self.handles)
        seen: set[GroupIdentity] = set()
        for h in self.handles:
            if h.key in self._by_key:
                raise ValueError(f"handle {h.key!r} listed twice")
            gi = (h.group, h.identity)
            if gi in seen:
                raise ValueError(f"identity {h.identity!r} appears twice in group {h.group!r}")
            seen.add(gi)
            self._by_key[h.key] = h

    def __getitem__(self, key: str) -> Handle:
        return self._by_key[key]

    def assignment(self) -> Assignment:
        """``{key: identity}`` of every handle."""
        return {h.key: h.identity for h in self.handles}

    def unknown_identities(self, seat: int | None) -> set[GroupIdentity]:
        """``(group, identity)`` of every handle ``seat`` does not know."""
        return {(h.group, h.identity) for h in self.handles if not h.known(seat)}

    def free(self, seat: int | None, fixed_seats: Iterable[int] = (),
             fixed: Collection[GroupIdentity] = ()) -> list[Handle]:
        """Handles whose identity may move: unknown to ``seat`` and to every seat in
        ``fixed_seats``, and not holding an identity listed in ``fixed``."""
        also = [s for s in fixed_seats if s is not None]
        return [h for h in self.handles
                if not h.known(seat) and not any(h.known(s) for s in also)
                and (h.group, h.identity) not in fixed]

    def sample(self, seat: int | None, rng: Rng, fixed_seats: Iterable[int] = (),
               fixed: Collection[GroupIdentity] = ()) -> Assignment:
        """A new full assignment in which the free handles (see :meth:`free`) hold a random
        permutation of their identities, group by group (in order of first appearance),
        keeping every ``forbid`` and ``consistent``. The identities are sorted before the
        seeded shuffle, so a draw does not depend on the real (hidden) order.

        Up to :data:`TRIES` uniform permutations per group are tried; if none fits, random
        transpositions that keep the constraints are applied to the current assignment
        (still a valid world, but not a uniform draw). Deterministic from ``rng``.
        ``self.sampler(seat, fixed_seats, fixed)(rng)`` is the same draw (see :meth:`sampler`).
        """
        return self.sampler(seat, fixed_seats, fixed)(rng)

    def sampler(self, seat: int | None, fixed_seats: Iterable[int] = (),
                fixed: Collection[GroupIdentity] = ()) -> Callable[[Rng], Assignment]:
        """:meth:`sample` prepared once for many draws: ``draw(rng) -> Assignment`` gives
        exactly ``self.sample(seat, rng, fixed_seats, fixed)`` (the same assignment and the same
        use of ``rng``), with the free handles, their groups and the canonical (``repr``-sorted)
        identity order computed here instead of on every draw. A bot's information-set sampler
        draws hundreds of worlds from one knowledge snapshot (``bots/sampling.make_sampler``).
        The snapshot must not change between draws (a :class:`Knowledge` never does)."""
        base = self.assignment()
        groups: dict[str, list[Handle]] = {}
        for h in self.free(seat, fixed_seats, fixed):
            groups.setdefault(h.group, []).append(h)
        # Canonical order: the draw depends on the seed and on what is public, never on
        # where the hidden identities really are (bots' no-peeking guarantee, docs/bots.md).
        plan = [(hs, [h.key for h in hs], tuple(sorted((h.identity for h in hs), key=repr)),
                 any(h.forbid for h in hs))
                for hs in groups.values() if len(hs) >= 2]
        consistent = self.consistent

        def draw(rng: Rng) -> Assignment:
            asg = dict(base)
            for hs, keys, old, forbids in plan:
                for _ in range(TRIES):
                    trial = list(old)
                    rng.shuffle(trial)
                    if forbids and not all(ident not in h.forbid for h, ident in zip(hs, trial)):
                        continue
                    if consistent is None:  # the first fitting permutation is kept
                        asg.update(zip(keys, trial))
                        break
                    saved = [asg[k] for k in keys]
                    asg.update(zip(keys, trial))
                    if consistent(asg):
                        break
                    asg.update(zip(keys, saved))
                else:
                    self._swaps(hs, asg, rng)
            return asg

        return draw

    def _swaps(self, hs: list[Handle], asg: Assignment, rng: Rng) -> None:
        k = len(hs)
        for _ in range(SWAPS * k):
            i, j = rng.below(k), rng.below(k)
            a, b = hs[i], hs[j]
            x, y = asg[a.key], asg[b.key]
            if y in a.forbid or x in b.forbid:
                continue
            asg[a.key], asg[b.key] = y, x
            if self.consistent is not None and not self.consistent(asg):
                asg[a.key], asg[b.key] = x, y

    def remap(self, assignment: Mapping[str, Any]) -> dict[GroupIdentity, Hashable]:
        """``(group, old identity) -> new identity`` for every handle ``assignment`` changes."""
        return {(h.group, h.identity): assignment[h.key] for h in self.handles
                if assignment.get(h.key, h.identity) != h.identity}
