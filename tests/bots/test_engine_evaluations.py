"""The engines' optional ``bot_evaluate`` hooks (issue 12, docs/bots.md): CharLatão judges a game
at a round start, Dark Tales at a turn's main decision. Each answer is every seat's expected
reward 0..1 (or ``None``: play on), deterministic, and leaves the state untouched."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.charlatao import bot_eval as ch_eval
from contaria_desktop.engines.core import Rng, get_spec
from contaria_desktop.engines.dark_tales import bot_eval as dt_eval


def walk(game: str, players: int, seed: int):
    """Every state of a seeded random game (``None``-free), the final one excluded."""
    state, rng = get_spec(game).new_game(players, seed), Rng(seed)
    while not state.is_terminal:
        yield state
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("game,players", [("charlatao", 2), ("charlatao", 3), ("charlatao", 4),
                                          ("charlatao", 5), ("dark_tales", 2), ("dark_tales", 3),
                                          ("dark_tales", 4)])
def test_evaluations_are_rewards_deterministic_and_change_nothing(game, players):
    judged = 0
    for state in walk(game, players, 3):
        before = state.to_json()
        values = state.bot_evaluate()
        assert state.to_json() == before
        if values is None:
            continue
        judged += 1
        assert values == state.bot_evaluate() == state.clone().bot_evaluate()
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        total = sum(values)
        # the seats share the whole game, except what Ea-Nasir may win in the 2-player CharLatão
        assert total <= 1 + 1e-9 and (total >= 1 - 1e-9 or (game == "charlatao" and players == 2))
    assert judged > 0


def test_charlatao_is_judged_at_round_starts_only():
    rounds_judged = set()
    for state in walk("charlatao", 4, 5):
        if state.bot_evaluate() is not None:
            assert ch_eval.at_round_start(state) and state.phase == "choose_excellent" and state.round > 0
            rounds_judged.add(state.round)
    assert rounds_judged == {1, 2, 3}


def test_charlatao_leader_is_favoured_and_less_so_with_more_rounds_to_play():
    three_left = ch_eval.win_chances([20, 0, 0, 0], 0.8 * ch_eval.ROUND_SPREAD * 3 ** 0.5)
    one_left = ch_eval.win_chances([20, 0, 0, 0], 0.8 * ch_eval.ROUND_SPREAD)
    assert one_left[0] > three_left[0] > 0.25 > three_left[1]
    assert ch_eval.win_chances([5, 5, 1], 0) == [0.5, 0.5, 0.0]   # nothing left: the leaders share


def test_charlatao_duel_chances_follow_the_round_wins():
    """2 players: first to two round wins, Ea-Nasir included; ties play on (scoring.md 7.7)."""
    even = ch_eval.duel_chances((0, 0, 0), 2, 20)
    assert even[0] == pytest.approx(even[1]) == pytest.approx(even[2]) == pytest.approx(1 / 3, abs=1e-6)
    ahead = ch_eval.duel_chances((1, 0, 0), 2, 20)
    assert ahead[0] > ahead[1] == pytest.approx(ahead[2]) and sum(ahead) == pytest.approx(1)
    assert ch_eval.duel_chances((2, 0, 1), 2, 20) == (1.0, 0.0, 0.0)
    assert ch_eval.duel_chances((2, 2, 0), 2, 0) == (0.5, 0.5, 0.0)   # the house cap: leaders share


def test_dark_tales_leader_is_favoured():
    state = next(s for s in walk("dark_tales", 3, 7) if s.bot_evaluate() is not None and s.turns > 4)
    lead = state.clone()
    lead.vp = list(lead.vp)
    lead.vp[1] += 30
    values = lead.bot_evaluate()
    assert values[1] == max(values) > 1 / 3
    assert dt_eval.turns_left_per_seat(state) > 0


def test_dark_tales_standing_counts_hand_cards_and_items():
    """A card in hand and an owned item are worth points beyond the score (fitted on random games,
    ``bot_eval.HAND_VALUE`` / ``ITEM_VALUE``): one more hand card raises the seat's standing by at
    least ``HAND_VALUE`` (setting B may rank hands too) and its estimate."""
    state = next(s for s in walk("dark_tales", 2, 7) if s.bot_evaluate() is not None and s.turns > 4)
    assert dt_eval.HAND_VALUE > 0 and dt_eval.ITEM_VALUE > 0
    before = dt_eval.standing(state)
    more = state.clone()
    more.hands = [list(h) for h in more.hands]
    more.hands[1].append(more.deck[-1])
    after = dt_eval.standing(more)
    assert after[1] - before[1] >= dt_eval.HAND_VALUE
    assert more.bot_evaluate()[1] > state.bot_evaluate()[1]


@pytest.mark.parametrize("game,players", [("charlatao", 4), ("dark_tales", 2)])
def test_search_bots_play_with_the_evaluation(game, players):
    """The search stops playouts at the engine's judgement and still answers legally."""
    from contaria_desktop.bots import Budget, make_bot, make_sampler
    state = next(s for i, s in enumerate(walk(game, players, 9)) if i > 10 and len(s.legal_actions()) > 1)
    seat = state.current_player
    a = make_bot("hard", 1).analyse(state.view(seat), state.legal_actions(), make_sampler(state, seat),
                                    Budget(iterations=30))
    assert a.simulations == 30 and a.action in state.legal_actions()
