"""Issue 14: opening (or resuming) a save made with card data other than this computer's asks
whether to continue with the data the save was made with; Cancel keeps what is on screen.
"Use my current data" is not offered (the save's moves may not replay on other values)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from contaria_desktop.session import GameSession
from contaria_desktop.session.overrides import write_overrides
from contaria_desktop.ui.window_files import OTHER_DATA, ask_continue_with_saved_data

DATA = {"cards.donzela_princesa.score": 5, "initial_points.FADA": 3}


def _save_with_data(path: Path, data=DATA) -> Path:
    session = GameSession.new("contaria", 2, seed=11, data=data)
    for _ in range(4):
        session.apply(session.legal_actions()[0])
    session.save(path)
    session.close()
    return path


class Answer:
    """Stands in for the question: records what it was asked and answers ``reply``."""

    def __init__(self, window, reply: bool) -> None:
        self.reply, self.asked = reply, []
        window.ask_other_data = self

    def __call__(self, path, count) -> bool:
        self.asked.append((Path(path).name, count))
        return self.reply


def test_other_data_asks_and_continue_plays_on_the_saves_data(window, tmp_path):
    save = _save_with_data(tmp_path / "g.json")   # this computer has no override file
    answer = Answer(window, True)
    assert window.open_file(save)
    assert answer.asked == [("g.json", 2)]
    assert window.game.session.record.data == DATA
    assert not [w for w in window.game.session.load_warnings if w.key == OTHER_DATA]  # asked, not warned too


def test_cancel_keeps_the_screen_as_it_was(window, tmp_path):
    save = _save_with_data(tmp_path / "g.json")
    Answer(window, False)
    assert not window.open_file(save)
    assert window.game is None


def test_same_data_is_not_asked(window, tmp_path):
    write_overrides("contaria", DATA)
    save = _save_with_data(tmp_path / "g.json")
    answer = Answer(window, False)
    assert window.open_file(save)
    assert answer.asked == []


def test_resume_asks_too(window, tmp_path):
    from contaria_desktop.ui import resume

    save = _save_with_data(tmp_path / "slot.json")
    answer = Answer(window, False)
    window.resume_offer = type("Offer", (), {"path": save, "hide": lambda s: None, "deleteLater": lambda s: None})()
    assert resume.resume(window, save) is None
    assert answer.asked == [("slot.json", 2)] and window.game is None


def _click_later(name: str, seen: list) -> None:
    def click() -> None:
        box = next((w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QMessageBox) and w.objectName() == "otherDataBox" and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, click)
            return
        seen.append([b.text() for b in box.buttons()])
        seen.append(box.text())
        if name == "cancel":
            box.button(QMessageBox.StandardButton.Cancel).click()
        else:
            next(b for b in box.buttons() if b.objectName() == name).click()
    QTimer.singleShot(0, click)


def test_the_real_question_offers_continue_and_cancel_only(qtbot, tmp_path):
    seen: list = []
    _click_later("continueWithSavedData", seen)
    assert ask_continue_with_saved_data(None, tmp_path / "g.json", 3) is True
    buttons, text = seen
    assert len(buttons) == 2 and "Continue with the save's data" in buttons
    assert "g.json" in text and "3" in text
    seen.clear()
    _click_later("cancel", seen)
    assert ask_continue_with_saved_data(None, tmp_path / "g.json", 3) is False


def test_the_question_counts_one_value_in_the_singular(qtbot, tmp_path):
    """"(1 value differs)", not "(1 values differ)": a Qt plural message (%n)."""
    from contaria_desktop.i18n import translators
    translators.install_translators(None, "en")     # English plural forms come from its catalogue
    seen: list = []
    _click_later("cancel", seen)
    ask_continue_with_saved_data(None, tmp_path / "g.json", 1)
    text = seen[1]
    assert "1 value differs" in text and "values differ" not in text
