"""Dark Tales' score screen on known positions (``DarkTalesState.from_position``): the B card's
breakdown per seat (pairs, ranking awards, VP per card), the tie-break when it decided, the
"(?)" unverified mark with its tooltip (games/dark_tales/scores.py)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.dark_tales import DarkTalesState
from contaria_desktop.games import registry
from contaria_desktop.i18n import messages


def _over(**position) -> DarkTalesState:
    """A finished game: the turn seat starts its turn with an empty hand, the deck empty."""
    base = {"settings": {"a": "A1", "b": "B1"}, "begin_turn": True, "deck": []}
    base.update(position)
    state = DarkTalesState.from_position(base)
    assert state.is_terminal
    return state


def _ctx(state):
    from contaria_desktop.ui.gamepage import card_namers
    n = state.num_players
    return messages.MessageContext("dark_tales", ["Ana", "Bruno", "Caio", "Dora"][:n], state.view(None),
                                   **card_namers("dark_tales"))


def _b1_example():
    """Rulebook "Fin del juego" example (DT-E8): 1 Creature of the Night, 2 Swords, 1 Wand,
    3 coins, 2 cards in hand, 31 VP; another player has 6 (coins + hand): 31 + 3 + 5 = 39."""
    return _over(num_players=3, hands=[["king", "fairy"], [], ["ogre"]], turn_seat=1,
                 tableaus=[["creature_of_the_night"], [], []],
                 items=[{"sword": 2, "wand": 1, "coin": 3}, {}, {"coin": 5}], vp=[31, 0, 0])


def test_b1_example_breakdown_rows(qapp):
    from contaria_desktop.games.dark_tales import scores
    state = _b1_example()
    result = state.result()
    assert result.scores[0] == 39
    rows = scores.rows_of(result.breakdown["0"], _ctx(state))
    texts = [r[0] for r in rows]
    assert any("Sword + Villain: 1 × 3 VP" in t for t in texts), texts
    ranking = [r for r in rows if "place 2" in r[0]]
    assert ranking and ranking[0][1] == "award 5 VP" and ranking[0][2] == "+5"
    assert sum(int(r[2].replace("−", "-")) for r in rows) == 39


def test_breakdown_table_marks_inferred_values_with_a_tooltip(qapp):
    from contaria_desktop.games.dark_tales import cardtext
    state = _b1_example()
    result = state.result()
    presenter = registry.get("dark_tales").scores()
    table = presenter.breakdown_table(result.breakdown["2"], result, _ctx(state), None)
    assert table.rowCount() == len(result.breakdown["2"])
    marked = [table.item(r, 0) for r in range(table.rowCount()) if table.item(r, 0).text().endswith("(?)")]
    assert marked, "the B1 ranking's 1st place award (10 VP) is inferred: marked"
    second = presenter.breakdown_table(result.breakdown["0"], result, _ctx(state), None)
    assert not any(second.item(r, 0).text().endswith("(?)") for r in range(second.rowCount())), \
        "the 2nd place award (5 VP) and the pair are printed values (FOUND): no mark"
    assert all(item.toolTip() == cardtext.unverified_note() for item in marked)
    assert "Unverified value" in presenter.notes(result, _ctx(state))[0].words


def test_summary_play_vp_b_vp_and_total(qapp):
    state = _b1_example()
    result = state.result()
    table = registry.get("dark_tales").scores().summary_table(result, _ctx(state))
    assert table.rowCount() == 3
    assert [table.item(0, c).text().strip("\u2068\u2069") for c in range(4)] == ["Ana", "+31", "+8", "+39"]


def test_tie_break_by_items_and_hand_is_explained(qapp):
    """DT-E6: equal VP, the tied player with more items + cards in hand wins."""
    state = _over(num_players=2, hands=[["king"], []], turn_seat=1, settings={"a": "A1", "b": "B3"},
                  items=[{"coin": 1}, {}], vp=[10, 10])
    result = state.result()
    assert result.winners == (0,) and result.details["tie_break"]["decided"]
    presenter = registry.get("dark_tales").scores()
    ctx = _ctx(state)
    reason = presenter.win_reason(result, ctx)
    reason = reason.replace("\u2068", "").replace("\u2069", "")
    assert "tie-break" in reason and "Ana 2" in reason and "Bruno 0" in reason
    table = presenter.summary_table(result, ctx)
    assert table.columnCount() == 5 and table.item(0, 4).text() == "2"


def test_shared_victory_is_a_draw_reason(qapp):
    state = _over(num_players=2, hands=[["king"], []], turn_seat=1, settings={"a": "A1", "b": "B3"},
                  items=[{}, {"wand": 1}], vp=[7, 7])
    result = state.result()
    assert set(result.winners) == {0, 1}
    presenter = registry.get("dark_tales").scores()
    assert "shared" in presenter.draw_reason(result, _ctx(state))


@pytest.mark.parametrize("b", ["B1", "B2", "B3"])
def test_every_breakdown_line_has_words(qapp, b):
    from contaria_desktop.games.dark_tales import scores
    state = _over(num_players=2, hands=[["king"], []], turn_seat=1, settings={"a": "A2", "b": b},
                  tableaus=[["dragon", "ogre"], ["princess"]],
                  items=[{"sword": 2, "armour": 1, "coin": 2}, {"coin": 1, "armour": 2}], vp=[4, 3])
    result = state.result()
    for key, lines in result.breakdown.items():
        for what, _, _, _ in scores.rows_of(lines, _ctx(state)):
            assert what and "{" not in what and "?" != what
