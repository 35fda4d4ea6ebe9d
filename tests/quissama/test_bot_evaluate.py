"""The bots' position estimate for Quissama (issue 12; ``QuissamaState.bot_evaluate`` and
``BOT_PLAYOUT_DEPTH``, the optional hooks of ``docs/bots.md``): its range, determinism, agreement
with finished games, that it reads progress towards the objectives (rulebook, Know the
Characters), and that the generic search uses it to cut its playouts."""

from __future__ import annotations

import math

import pytest

from contaria_desktop.bots import Budget, make_sampler, payoffs, search
from contaria_desktop.engines.quissama import GAME, QuissamaState
from contaria_desktop.engines.quissama import evaluate as ev

from .helpers import pos, random_game


def _states(players: int, seed: int, every: int = 7):
    """States met along one random game (every ``every``-th decision), the final one included."""
    s = GAME.new_game(players, seed, {})
    from contaria_desktop.engines.core import Rng
    r, k = Rng(seed + 3), 0
    while not s.is_terminal:
        if k % every == 0:
            yield s.clone()
        legal = s.legal_actions()
        s.apply(legal[r.below(len(legal))])
        k += 1
    yield s


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_estimate_in_range_one_value_per_seat_summing_to_one(players: int) -> None:
    for st in _states(players, 40 + players):
        values = st.bot_evaluate()
        assert len(values) == players
        assert all(isinstance(v, float) and 0.0 <= v <= 1.0 for v in values)
        if not st.is_terminal:
            assert math.isclose(sum(values), 1.0)


@pytest.mark.parametrize("players", [2, 4])
def test_estimate_deterministic_and_changes_nothing(players: int) -> None:
    for st in _states(players, 7, every=23):
        before = st.to_json()
        first = st.bot_evaluate()
        assert st.bot_evaluate() == first == st.clone().bot_evaluate()
        assert QuissamaState.from_json(before).bot_evaluate() == first
        assert st.to_json() == before


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_estimate_of_a_finished_game_is_its_payoffs(players: int, seed: int) -> None:
    st = random_game(players, seed)
    assert st.is_terminal
    assert st.bot_evaluate() == payoffs(st.result(), players)


def test_round_cap_draw_scores_nobody() -> None:
    st = random_game(2, 5, options={"round_cap": 10})
    assert st.is_terminal and st.result().winners == ()
    assert st.bot_evaluate() == [0.0, 0.0]


def test_nobody_ahead_is_an_even_split() -> None:
    st = pos(players=4, hands=[["COIN_1"]])
    assert st.bot_evaluate() == [0.25] * 4


def test_progress_of_each_objective_kind() -> None:
    """Imperador: ministers of 4; Alencar: 2 ministers and 2 full businesses; Araújo: 4 full
    businesses; Princesa: the 3 fullest squares; Alemão: the Cabeça de Porco; Quissama and
    Woodruff: Bernardina (board §9, data ``characters.ids.*.objective``)."""
    st = pos(players=3, hands=[["COIN_1"]], ministry=[0, 0, 1, None, None, None],
             businesses={"BZ_N1": {"merchant": 0, "workers": 2}, "BZ_N2": {"merchant": 0, "workers": 1}},
             squares={"SQ_N1": 5, "SQ_N2": 0, "SQ_G1": 1, "SQ_G2": 0}, cdp=2)
    assert ev.objective_progress(st, 0, "IMPERADOR") == 0.5
    assert ev.objective_progress(st, 1, "IMPERADOR") == 0.25
    assert ev.objective_progress(st, 0, "ALENCAR") == pytest.approx((2 + 1.5) / 4)
    assert ev.objective_progress(st, 0, "ARAUJO") == pytest.approx(1.5 / 4)
    assert ev.objective_progress(st, 2, "ARAUJO") == 0.0
    assert ev.objective_progress(st, 1, "PRINCESA") == pytest.approx((1 + 0.2 + 0) / 3)
    assert ev.objective_progress(st, 1, "ALEMAO") == pytest.approx(2 / st.cdp_cap)
    assert ev.objective_progress(st, 0, "QUISSAMA") == 0.0
    assert ev.objective_progress(st, 0, "BERNARDINA") == 0.0  # no objective of her own


def test_the_seat_closer_to_its_objective_is_ahead() -> None:
    """Seat 1 holds Imperador (unblocked) with 3 of his 4 ministers; seat 2 has one meeple on
    Princesa with two full squares; seat 0 nothing: 1 > 2 > 0."""
    st = pos(players=3, hands=[["COIN_1"]], ministry=[1, 1, 1, None, None, None],
             gallery={"IMPERADOR": {"owner": 1}, "PRINCESA": {"meeples": [2]}},
             squares={"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 0, "SQ_G2": 0})
    v = st.bot_evaluate()
    assert v[1] > v[2] > v[0]
    # blocked by another player's meeple: the holder counts less (no victory while blocked)
    blocked = pos(players=3, hands=[["COIN_1"]], ministry=[1, 1, 1, None, None, None],
                  gallery={"IMPERADOR": {"owner": 1, "meeples": [0]}})
    assert ev.seat_progress(blocked, 1) == pytest.approx(ev.HOLD[1] * 0.75)
    assert ev.seat_progress(st, 1) == pytest.approx(ev.HOLD[0] * 0.75)


def test_search_cuts_playouts_at_the_depth_and_scores_them(monkeypatch) -> None:
    """The generic IS-MCTS finds the hook (``docs/bots.md``): each simulation that does not end
    the game is scored by ``bot_evaluate`` after ``BOT_PLAYOUT_DEPTH`` decisions."""
    st = random_game(3, 11, steps=60)
    assert not st.is_terminal and len(st.legal_actions()) > 1
    calls = []
    real = QuissamaState.bot_evaluate

    def counting(self):
        calls.append(self.decisions)
        return real(self)

    monkeypatch.setattr(QuissamaState, "bot_evaluate", counting)
    a = search(st.legal_actions(), make_sampler(st, st.current_player), Budget(iterations=12), seed=3)
    assert a.simulations == 12
    assert 0 < len(calls) <= 12
    # the tree walk adds at most one decision per simulation so far before the playout starts
    assert all(d - st.decisions <= QuissamaState.BOT_PLAYOUT_DEPTH + 12 for d in calls)
    assert min(calls) - st.decisions >= QuissamaState.BOT_PLAYOUT_DEPTH
    assert QuissamaState.BOT_PLAYOUT_DEPTH == ev.PLAYOUT_DEPTH > 0
