"""Quissama's end screen texts: who reached which objective, why a game stopped by the round
limit is a draw, and the progress table (from the public Result and final view)."""

from __future__ import annotations

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.quissama import QuissamaState
from contaria_desktop.games.quissama.scores import QuissamaScores, progress_rows
from contaria_desktop.i18n.messages import MessageContext


def _ctx(view):
    return MessageContext("quissama", ["Ana", "Bruno", "Caio"], view)


def test_a_win_names_the_objective_and_the_progress_rows(qapp):
    st = QuissamaState.from_position({
        "players": 3, "hands": [["LIBERTY", "NAGOA_1"], [], []],
        "squares": {"SQ_N1": 5, "SQ_G1": 5, "SQ_N2": 4, "SQ_G2": 0},
        "gallery": {"PRINCESA": {"owner": 0, "meeples": []}}})
    st.apply(next(a for a in st.legal_actions() if a.type == "free" and a["square"] == "SQ_N2"))
    result = st.result()
    view = st.view(None)
    scores = QuissamaScores()
    assert "reached the objective of Princesa" in scores.win_reason(result, _ctx(view))
    assert scores.draw_reason(result, _ctx(view)) == ""
    rows = progress_rows(view, _ctx(view))
    assert rows[0][1] == "Princesa" and "squares filled 3/3" in rows[0][2] and rows[1][1:] == ["–", "–"]


def test_the_round_limit_is_a_draw_with_its_reason(qapp):
    st = QuissamaState.from_position({"players": 3, "options": {"round_cap": 10}, "turn_number": 29})
    for _ in range(200):
        if st.is_terminal:
            break
        legal = st.legal_actions()
        st.apply(next((a for a in legal if a.type in ("end_turn", "done")), legal[0]))
    assert st.is_terminal
    result = st.result()
    assert result.draw and result.details["reason"] == "round_cap"
    scores = QuissamaScores()
    assert scores.draw_reason(result, _ctx(st.view(None))) == "Nobody reached an objective within the round limit."
    assert scores.win_reason(result, _ctx(st.view(None))) == ""
