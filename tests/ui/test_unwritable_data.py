"""Issue 18.1: a data folder that cannot be created or written (here a path through a regular
file, which fails for root too) never stops play: the game starts and is playable, a notice
names the folder and the reason, Save works elsewhere, and the crash dialog claims no autosave."""

from __future__ import annotations

import pytest

from tests.ui.test_unsaved import decide


@pytest.fixture
def blocked(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(blocker / "data"))
    return blocker


def test_command_line_game_starts_and_plays_without_autosave(qtbot, blocked, tmp_path):
    from contaria_desktop.app import build, parse_args

    app, window, status = build(parse_args(["--game", "contaria", "--players", "3"]))
    qtbot.addWidget(window)
    window.set_speed(0.0)
    window.show()
    assert status == 0 and window.game is not None
    page = window.game
    decide(page, 3)                                     # playable
    assert page.session.cursor == 3
    assert window.autosave_slot is None
    folder, reason = window.autosave_problem
    assert str(blocked) in folder and reason == "part of the path is a file, not a folder"
    box = window.autosave_notice
    assert box is not None and box.isVisible() and box.objectName() == "autosaveOffBox"
    assert folder in box.text() and reason in box.text() and "File ▸ Save" in box.text()
    label = window.findChild(type(window._autosave_label), "autosaveOffLabel")
    assert label.isVisible() and label.text() == "Autosave off"
    assert window.save_as(tmp_path / "kept.json")       # Save still works to a writable place
    assert (tmp_path / "kept.json").is_file()
    assert window.autosave_kept() is False
    # a second game: still no autosave, the mark stays, the notice is not repeated
    box.close()
    decide(window.game)
    from contaria_desktop.ui.newgame import NewGameChoice
    assert window.start_game(NewGameChoice("contaria", 3, ["A", "B", "C"], {}, False, 2)) is not None
    assert window.autosave_notice is None and label.isVisible()
    window.game.session.close()


def test_start_page_recent_files_and_settings_survive(qtbot, blocked, tmp_path, monkeypatch):
    from contaria_desktop.ui.mainwindow import MainWindow

    monkeypatch.setenv("CONTARIA_SETTINGS_DIR", str(blocked / "settings"))  # settings cannot be written either
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.start_page.continue_button.text() != "")
    win._look_for_saves()                                # Continue and the resume list: nothing, no error
    assert getattr(win, "resume_offer", None) is None
    win._fill_recent()
    win.set_speed(0.5)                                   # the setting is not stored; play goes on
    assert win._speed == 0.5
    assert win.statusBar().currentMessage().startswith("Settings cannot be saved")


def test_crash_dialog_only_claims_an_autosave_that_exists(qtbot, window, blocked):
    from contaria_desktop.ui.crash import CrashDialog
    from tests.ui.conftest import start

    from PySide6.QtWidgets import QLabel

    def text(autosave):
        d = CrashDialog("Traceback", None, None, autosave)
        qtbot.addWidget(d)
        return " ".join(label.text() for label in d.findChildren(QLabel))

    assert window.autosave_kept() is None                # no game: no claim either way
    start(window)
    assert window.autosave_kept() is False
    no_game, without, kept = text(None), text(False), text(True)
    assert "autosave was kept" not in no_game and "autosave was kept" not in without
    assert "has no autosave" in without and "autosave was kept" in kept


def test_a_write_failing_later_turns_autosave_off_with_the_reason(qtbot, window):
    import errno

    from contaria_desktop.session import SaveError
    from tests.ui.conftest import start

    start(window)
    assert window.autosave_slot is not None and window.autosave_problem is None
    try:
        try:
            raise OSError(errno.ENOSPC, "No space left on device", str(window.autosave_slot))
        except OSError:
            raise SaveError(window.autosave_slot, "cannot write the file (No space left on device)") from None
    except SaveError as err:
        window._autosave_error_from_thread(err)        # as the writer thread reports it
    qtbot.waitUntil(lambda: window.autosave_problem is not None)
    folder, reason = window.autosave_problem
    assert folder == str(window.autosave_slot.parent) and reason == "the disk is full"
    assert window.autosave_notice is not None and "the disk is full" in window.autosave_notice.text()


def test_save_dialog_suggests_a_usable_folder(qtbot, window, blocked, monkeypatch):
    from pathlib import Path

    from contaria_desktop.ui import window_files
    from tests.ui.conftest import start

    start(window)
    asked = {}

    class FakeDialog:
        @staticmethod
        def getSaveFileName(parent, title, suggested, filters):
            asked["suggested"] = suggested
            return "", ""

    monkeypatch.setattr(window_files, "_file_dialog", lambda: FakeDialog)
    assert window.save_as() is False                    # cancelled, nothing raised
    assert Path(asked["suggested"]).parent == Path.home()
