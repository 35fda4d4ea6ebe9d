"""Issue 14: the Replay window's hover text and card reference follow the replayed record's
card data, not this computer's nor the game on the main window's; closing it gives the main
window's game its own data back."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry
from contaria_desktop.session import GameSession
from contaria_desktop.ui.replay import open_replay_file
from tests.ui.conftest import start

DATA = {"cards.donzela_princesa.score": 5}


@pytest.fixture
def saved(tmp_path):
    session = GameSession.new("contaria", 2, seed=5, data=DATA)
    for _ in range(3):
        session.apply(session.legal_actions()[0])
    path = tmp_path / "g.json"
    session.save(path)
    session.close()
    yield path
    registry.find("contaria").use_data({})


def _hover_marked() -> bool:
    from contaria_desktop.games.contaria.faces import FaceSpec, preview_content
    card = {"identity": "donzela_princesa", "initial": "DONZELA", "face_up": True}
    lines = preview_content(FaceSpec("DONZELA", True, "donzela_princesa"), card, "")[1]
    return "+5" in lines[0][0] and "†" in lines[0][0]


def test_replay_shows_the_records_data_and_gives_it_back(qtbot, window, saved):
    start(window, players=2)                      # the main window's game: shipped data
    plugin = registry.find("contaria")
    assert plugin.data_in_force == {} and not _hover_marked()
    replay = open_replay_file(window, saved)       # deleted on close, with its reference dialog
    assert replay.data == DATA and plugin.data_in_force == DATA
    assert _hover_marked()
    dialog = replay.show_reference()
    assert "+5†" in dialog.reference_text.toHtml()
    replay.close()
    assert plugin.data_in_force == {} and not _hover_marked()


def test_reference_from_the_main_window_is_not_the_replays(qtbot, window, saved):
    from contaria_desktop.ui.helpdialog import REFERENCE_PAGE, RulesDialog
    start(window, players=2)
    replay = open_replay_file(window, saved)
    dialog = RulesDialog("contaria", window, REFERENCE_PAGE)
    qtbot.addWidget(dialog)
    assert "+5†" not in dialog.reference_text.toHtml()
    replay.close()


def test_leaving_the_replay_window_gives_the_data_back(qtbot, window, saved):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    start(window, players=2)
    replay = open_replay_file(window, saved)
    plugin = registry.find("contaria")
    assert plugin.data_in_force == DATA
    QApplication.sendEvent(replay, QEvent(QEvent.Type.WindowDeactivate))
    assert plugin.data_in_force == {}
    QApplication.sendEvent(replay, QEvent(QEvent.Type.WindowActivate))
    assert plugin.data_in_force == DATA
    replay.close()
