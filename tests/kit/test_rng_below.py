"""Rng.below's fast path (cached limits, inlined SplitMix64 step) gives exactly the old results.

The reference is the plain implementation Rng.below had before (limit recomputed, next_u64()
per draw): same values and same stream state after every call, for small, large and
power-of-two n, from many seeds, including n whose rejection branch is taken.
"""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Rng


def _old_below(rng: Rng, n: int) -> int:
    if n <= 0:
        raise ValueError("below() needs n >= 1")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = rng.next_u64()
        if x < limit:
            return x % n


def test_below_matches_the_plain_loop_over_many_values():
    ns = list(range(1, 300)) + [4095, 4096, 4097, 10**6, 2**32 + 1, 2**63 + 1, 3 * 2**62, 2**64 - 1, 2**64]
    for seed in range(40):
        new, ref = Rng(seed), Rng(seed)
        for n in ns:
            assert new.below(n) == _old_below(ref, n)
            assert new.state == ref.state


def test_below_rejection_branch_matches():
    # n = 2**63 + 1 rejects about half the draws: the stream must skip exactly the same ones.
    new, ref = Rng(7), Rng(7)
    for _ in range(2000):
        assert new.below(2**63 + 1) == _old_below(ref, 2**63 + 1)
        assert new.state == ref.state


def test_shuffle_and_choice_unchanged():
    new, ref = Rng(12345), Rng(12345)
    items = list(range(100))
    new.shuffle(items)
    expected = list(range(100))
    for i in range(99, 0, -1):
        j = _old_below(ref, i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and new.state == ref.state


@pytest.mark.parametrize("n", [0, -1, -5])
def test_below_rejects_n_below_one(n):
    rng = Rng(1)
    with pytest.raises(ValueError):
        rng.below(n)
    assert rng.state == Rng(1).state
