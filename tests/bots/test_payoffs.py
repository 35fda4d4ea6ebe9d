"""Payoffs (issue 12): a win shared by k is 1/k; a non-seat winner is a loss for every seat."""

from __future__ import annotations

from contaria_desktop.bots import payoffs
from contaria_desktop.bots.ismcts import rewards
from contaria_desktop.engines.core import Result


def test_payoffs():
    assert payoffs(Result((3, 5, 1), (1,)), 3) == [0, 1, 0]
    assert payoffs(Result((5, 5, 1), (0, 1)), 3) == [0.5, 0.5, 0]
    assert payoffs(Result((1, 2), ("contaria",)), 2) == [0, 0]
    assert payoffs(Result((1, 2), ("ea_nasir",)), 2) == [0, 0]
    assert payoffs(Result((2, 2), (), draw=True), 2) == [0, 0]
    assert payoffs(Result((2, 2, 0), (0, "contaria")), 3) == [0.5, 0, 0]


class _Over:
    num_players = 3

    def __init__(self, result):
        self._r = result

    def result(self):
        return self._r


def test_rewards_add_a_small_score_margin():
    r = rewards(_Over(Result((3, 5, 1), (1,))), 0.1)
    assert r == [0.1 * 0.5, 0.9 + 0.1, 0.0]
    lost = rewards(_Over(Result((3, 5, 1), ("contaria",))), 0.1)
    assert lost[1] > lost[0] > lost[2] == 0 and max(lost) <= 0.1
    assert rewards(_Over(Result((2, 2, 2), (0, 1, 2))), 0.1) == [0.9 / 3] * 3
    assert rewards(_Over(Result((3, 5, 1), (1,))), 0.0) == [0, 1, 0]
