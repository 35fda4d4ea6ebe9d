"""A 3-player Quissama game played in the window by clicks from a position close to an
objective (engine ``from_position``, opened as a position file): two players end their turns
with the bar's buttons behind the privacy curtain; the third exchanges with the Market, undoes
it, then frees a capoeira onto the last square the Princesa needs (the square, then the move
button) and wins; the end screen names the objective and every seat's progress."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from contaria_desktop.session import GameSession
from tests.ui.conftest import click_target

POSITION = {
    "players": 3, "seed": 11, "current": 1, "first_player": 0, "turn_number": 7,
    "hands": [["LIBERTY", "NAGOA_1", "COIN_1", "COIN_1", "COIN_2"],
              ["COIN_1", "COIN_1", "CROWN", "CROWN", "LIBERTY"],
              ["BOURGEOIS", "BOURGEOIS", "CROWN", "LIBERTY", "LIBERTY"]],
    "market": ["CROWN", "BOURGEOIS", "GUAIAMUM_1"],
    "squares": {"SQ_N1": 5, "SQ_G1": 5, "SQ_N2": 4, "SQ_G2": 0},
    "gallery": {"PRINCESA": {"owner": 0, "meeples": []}},
}


def _bar(qtbot, page, caption: str) -> None:
    buttons = {b.text(): b for _, b in page.bar.buttons()}
    assert caption in buttons, list(buttons)
    qtbot.mouseClick(buttons[caption], Qt.MouseButton.LeftButton)


def _curtain(qtbot, page) -> None:
    if page.curtain.is_up():
        qtbot.mouseClick(page.curtain.confirm_button(), Qt.MouseButton.LeftButton)


def test_three_players_by_clicks_until_the_princesa_wins(qtbot, window, tmp_path):
    path = tmp_path / "near_win.json"
    path.write_text(json.dumps({"game": "quissama", "position": POSITION}), encoding="utf-8")
    page = window.play(GameSession.open_position(path))
    assert page is not None
    s = page.session
    for seat in (1, 2):                       # end the turn, hand already at 5: Done
        _curtain(qtbot, page)
        assert s.state.current_player == seat
        _bar(qtbot, page, "End turn")
        _bar(qtbot, page, "Done")
    _curtain(qtbot, page)
    assert s.state.current_player == 0
    table = page.table
    # a Market exchange by clicks (the Crown for a Coin card), undone within the turn
    before = s.state.view(0)["seats"][0]["hand"]
    click_target(qtbot, table, "card:market:0")
    click_target(qtbot, table, "card:hand:COIN_1:0")
    assert "CROWN" in s.state.view(0)["seats"][0]["hand"]
    window.undo()
    _curtain(qtbot, page)
    assert s.state.view(0)["seats"][0]["hand"] == before
    # the winning move: the square (two moves there), the move, the only payment
    progress = s.state.view(0)["seats"][0]["progress"]["PRINCESA"][0]
    assert (progress["key"], progress["have"], progress["need"]) == ("quissama.progress.full_squares", 2, 3)
    click_target(qtbot, table, "sq:SQ_N2")
    assert {"verb:free", "verb:free_princesa"} <= set(table.targets())
    click_target(qtbot, table, "verb:free")
    qtbot.waitUntil(lambda: s.is_over, timeout=5000)
    result = s.result()
    assert result.winners == (0,) and result.details["reason"] == "objective"
    assert result.details["characters"] == ["PRINCESA"]
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible(), timeout=5000)
    dialog = window.score_dialog
    text = " ".join(l.text() for l in dialog.findChildren(type(page.bar._label)))
    assert "Princesa" in text
    summary = dialog.summary
    assert summary is not None and summary.rowCount() == 3
    assert "squares filled 3/3" in summary.item(0, 2).text()
