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


def test_engine_hooks_rollout_policy_and_evaluation():
    """The optional engine hooks: a playout policy, and an evaluation that ends playouts early."""
    from contaria_desktop.bots import Budget, make_bot, make_sampler
    from tests.kit.toygame import ToyState

    calls = {"policy": 0, "evaluate": 0}

    class Policy(ToyState):
        def bot_rollout_action(self, rng):
            calls["policy"] += 1
            return self.legal_actions()[-1]

    class Evaluated(ToyState):
        BOT_PLAYOUT_DEPTH = 0

        def bot_evaluate(self):
            calls["evaluate"] += 1
            return [0.5] * self.num_players

    s = Policy.new_game(3, 1, {})
    a = make_bot("normal", 1).analyse(s.view(0), s.legal_actions(), make_sampler(s, 0), Budget(iterations=8))
    assert calls["policy"] > 0 and a.simulations == 8 and calls["evaluate"] == 0

    calls.update(policy=0, evaluate=0)
    s = Evaluated.new_game(3, 1, {})
    a = make_bot("normal", 1).analyse(s.view(0), s.legal_actions(), make_sampler(s, 0), Budget(iterations=8))
    assert calls["evaluate"] == 8 and calls["policy"] == 0
    assert all(st.value == 0.5 for st in a.stats)   # every playout was scored by the evaluation


def test_an_evaluation_of_none_lets_the_playout_go_on():
    """``bot_evaluate`` may answer ``None`` ("not a state I can judge"): the playout plays on and
    asks again after each decision, to the end of the game if need be."""
    from contaria_desktop.bots import Budget, make_bot, make_sampler
    from tests.kit.toygame import ToyState

    calls = {"evaluate": 0, "judged": 0}

    class Sometimes(ToyState):
        BOT_PLAYOUT_DEPTH = 0

        def bot_evaluate(self):
            calls["evaluate"] += 1
            if calls["evaluate"] % 3:
                return None
            calls["judged"] += 1
            return [0.25] * self.num_players

    s = Sometimes.new_game(3, 1, {})
    a = make_bot("normal", 1).analyse(s.view(0), s.legal_actions(), make_sampler(s, 0), Budget(iterations=12))
    assert a.simulations == 12 and calls["judged"] > 0 and calls["evaluate"] > calls["judged"]
