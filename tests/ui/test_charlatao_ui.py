"""CharLatão in the window: on the start page, the New Game dialog's options by player
count, the privacy curtain through the passing step (one seat at a time, nothing private on
screen behind it), the 2-player score screen with Ea-Nasir, and the command-line picture."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from contaria_desktop.games.charlatao import text
from tests.ui.conftest import click_target, screen_texts, start


def test_start_page_offers_charlatao(window):
    assert "charlatao" in window.start_page.tiles


def test_new_game_dialog_enables_the_options_of_the_player_count(qtbot, window):
    from contaria_desktop.ui.newgame import NewGameDialog

    dialog = NewGameDialog(window, "charlatao")
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("charlatao"))
    widgets = dialog.option_widgets
    assert set(widgets) == {"side", "trump", "removed_suit", "two_player_side"}
    expected = {2: {"removed_suit", "two_player_side"}, 3: {"side", "trump", "removed_suit"},
                4: {"side", "trump"}, 5: {"side", "trump"}}
    for n, enabled in expected.items():
        dialog.players_spin.setValue(n)
        assert {name for name, w in widgets.items() if w.isEnabled()} == enabled, n
    dialog.players_spin.setValue(3)
    choice = dialog.choice()
    assert choice.game_id == "charlatao" and choice.num_players == 3
    assert choice.options == {"side": "basic", "trump": True, "removed_suit": "random", "two_player_side": "advanced"}


def _hidden_card_names(session, seat_on_screen):
    """Names of cards the seat on screen (None: nobody) may not know: other hands."""
    omni = session.state.omniscient_view()
    names = set()
    for s, hand in enumerate(omni["hands"]):
        if s != seat_on_screen:
            names |= {text.card_name(c) for c in hand}
    return names


def _leaks(window, names):
    said = "\n".join(screen_texts(window))
    return [n for n in names if f" {n}" in f" {said}" and not any(f"{d}{n}" in said for d in "0123456789")]


def test_passing_is_one_seat_at_a_time_behind_the_curtain(qtbot, window):
    page = start(window, game="charlatao", players=4, seed=3)
    session = page.session
    rng = random.Random(3)
    curtains = []
    while session.state.phase != "play":
        if page.curtain.is_up():
            seat = page.curtain.seat
            curtains.append(seat)
            assert seat == session.current_player
            assert not _leaks(window, _hidden_card_names(session, None))
            assert page.table.targets() == []
            qtbot.mouseClick(page.curtain.confirm_button(), Qt.MouseButton.LeftButton)
            continue
        seat = session.current_player
        assert not _leaks(window, _hidden_card_names(session, seat))
        targets = page.table.targets()
        assert targets, session.state.phase
        click_target(qtbot, page.table, rng.choice(sorted(targets)))
        QApplication.processEvents()
    # the Supplier, then each seat once for its discard and pass (no curtain in between)
    supplier = session.state.characters.index("supplier")
    ea = session.state.characters.index("ea_nasir")
    assert curtains == [supplier] + [(ea + i) % 4 for i in range(4)]


def test_two_player_score_screen_names_ea_nasir(qtbot, window):
    page = start(window, game="charlatao", players=2, seed=4, names=["Ana", "Bruno"])
    session = page.session
    rng = random.Random(4)
    while not session.is_over:
        session.apply(rng.choice(session.legal_actions()))
    page.refresh()
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    result = session.result()
    assert set(dialog.tables) == {"0", "1", "ea_nasir"}
    summary = dialog.summary
    assert summary.rowCount() == 3 and summary.item(2, 0).text().endswith("Ea-Nasir")
    assert summary.horizontalHeaderItem(summary.columnCount() - 1).text() == "Round wins"
    assert dialog.winner_names() == [("Ea-Nasir" if w == "ea_nasir" else page.names[w]) for w in result.winners]
    titles = [box.title() for box in dialog.findChildren(type(dialog.tables["0"].parentWidget()))]
    assert any("round win" in t for t in titles)


def test_round_dialog_shows_the_round_breakdown(qtbot, window):
    page = start(window, game="charlatao", players=3, seed=6)
    session = page.session
    rng = random.Random(6)
    while session.state.round == 0:
        if page.curtain.is_up():
            page.confirm(page.curtain.seat)
        page.choose(rng.choice(session.legal_actions()))
    dialog = window.round_dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "Round 1 scores"
    lines = session.state.round_lines[0]
    for key, table in dialog.tables.items():
        assert table.rowCount() == len(lines[key])
        assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == \
            ["Quality", "Suit", "Cards", "Per card", "Points"]
        assert sum(int(table.item(r, 4).text().replace("\u2212", "-")) for r in range(table.rowCount())) == \
            sum(line["points"] for line in lines[key])


def test_command_line_picture_of_a_four_player_game(tmp_path):
    from PySide6.QtGui import QImage

    from tests.ui.test_cli import _run

    out = tmp_path / "x.png"
    proc = _run("--game", "charlatao", "--players", "4", "--seed", "1", "--autoplay", "30",
                "--screenshot", str(out), tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 640


def test_the_last_round_gets_its_window_and_no_stale_one_stays(qtbot, window):
    """Issue 18.6: a round window left open is replaced by the next round's; at the end the
    last round's window is shown next to the final scores, never an older one."""
    page = start(window, game="charlatao", players=3, seed=8)
    rng = random.Random(8)
    titles = []
    while not page.session.is_over:
        page.autoplay(1, rng)
        dialog = window.round_dialog
        if dialog is not None and dialog.isVisible() and (not titles or titles[-1] != dialog.windowTitle()):
            titles.append(dialog.windowTitle())   # left open on purpose
    assert titles == ["Round 1 scores", "Round 2 scores", "Round 3 scores"]
    from contaria_desktop.games.charlatao.scores import RoundScoreDialog
    shown = [w for w in window.findChildren(RoundScoreDialog) if w.isVisible()]
    assert [w.windowTitle() for w in shown] == ["Round 3 scores"]
    assert window.score_dialog is not None and window.score_dialog.isVisible()
