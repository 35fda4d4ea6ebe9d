"""Issue 18.2: a game in progress is never replaced or closed without asking ("Save changes to
this game?" Save / Discard / Cancel), and autosave keeps one slot per game started, the
newest offered first on the start page so the player can pick the game they meant."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.conftest import start


def decide(page, n: int = 1) -> None:
    """Make ``n`` decisions on the game page (curtain confirmed first)."""
    for _ in range(n):
        if page.curtain.is_up():
            page.confirm(page.curtain_seat())
        page.choose(page.session.legal_actions()[0])


class Answers:
    """Stands in for the question; records how often it was asked."""

    def __init__(self, window, *answers: str) -> None:
        self.answers = list(answers)
        self.asked = 0
        window.ask_save_changes = self

    def __call__(self) -> str:
        self.asked += 1
        return self.answers.pop(0)


def test_no_question_without_decisions_or_after_saving(window, tmp_path):
    first = start(window, seed=1)
    asked = Answers(window)                     # would fail (empty list) if asked
    second = start(window, seed=2)              # no decision in the first game: no question
    assert window.game is second and first is not second
    decide(second)
    assert window.has_unsaved_changes()
    assert window.save_as(tmp_path / "g.json")
    assert not window.has_unsaved_changes()
    assert window.open_file(tmp_path / "g.json")
    assert asked.asked == 0
    decide(window.game)
    window.game.undo()                          # back to the saved decision... still a change
    assert window.has_unsaved_changes() == (window.game.session.cursor != 1)


@pytest.mark.parametrize("how", ["new", "open", "position", "home", "continue"])
def test_cancel_keeps_the_game_discard_replaces_it(window, tmp_path, how):
    other = start(window, seed=3)
    decide(other)
    assert window.save_as(tmp_path / "other.json") and window.save_position(tmp_path / "pos.json")
    page = start(window, seed=4)
    decide(page, 2)
    session = page.session

    def replace() -> bool:
        if how == "new":
            return start_or_none(window, seed=5) is not None
        if how == "open":
            return window.open_file(tmp_path / "other.json")
        if how == "position":
            return window.open_position(tmp_path / "pos.json")
        if how == "home":
            return window.show_start_page()
        window.start_page.set_continue(tmp_path / "other.json")
        window.start_page.continue_button.click()
        return window.game is None or window.game.session is not session

    asked = Answers(window, "cancel", "discard")
    assert replace() is False
    assert window.game is page and window.game.session is session and session.cursor == 2
    assert replace() is True
    assert asked.asked == 2
    assert window.game is None or window.game.session is not session


def start_or_none(window, seed):
    from contaria_desktop.ui.newgame import NewGameChoice
    return window.start_game(NewGameChoice("contaria", 4, ["A", "B", "C", "D"], {}, False, seed))


def test_save_answer_saves_first_and_a_cancelled_save_keeps_the_game(window, tmp_path, monkeypatch):
    from contaria_desktop.ui import window_files

    page = start(window, seed=6)
    decide(page)
    target = tmp_path / "kept.json"
    chosen = [""]

    class FakeDialog:
        @staticmethod
        def getSaveFileName(*args):
            return chosen[0], ""

    monkeypatch.setattr(window_files, "_file_dialog", lambda: FakeDialog)
    Answers(window, "save", "save")
    assert start_or_none(window, seed=7) is None          # the file dialog was cancelled
    assert window.game is page
    chosen[0] = str(target)
    assert start_or_none(window, seed=7) is not None      # saved, then replaced
    assert target.is_file()
    from contaria_desktop.session import GameSession
    assert GameSession.load(target).cursor == 1


def test_closing_the_window_asks(window):
    page = start(window, seed=8)
    decide(page)
    asked = Answers(window, "cancel", "discard")
    assert not window.close()
    assert window.isVisible() and window.game is page
    assert window.close()
    assert asked.asked == 2


def test_the_question_is_the_standard_message_box(window, _answer_save_changes):
    page = start(window, seed=9)
    decide(page)
    seen = {}

    def answer() -> None:
        box = getattr(window, "save_changes_box", None)
        if box is None or not box.isVisible():
            QTimer.singleShot(20, answer)
            return
        seen["buttons"] = box.standardButtons()
        seen["text"] = box.text()
        seen["info"] = box.informativeText()
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, answer)
    assert _answer_save_changes(window) == "cancel"     # the real question (conftest answers others)
    buttons = QMessageBox.StandardButton
    assert seen["buttons"] == buttons.Save | buttons.Discard | buttons.Cancel
    assert seen["text"] == "Save changes to this game?"
    assert "autosave of the last few games" in seen["info"]
    assert window.game is page

    # with autosave off (an unwritable data folder, issue 18.1) it says Discard loses the moves
    window.autosave_problem = ("/nowhere", "read-only")
    QTimer.singleShot(0, answer)
    assert _answer_save_changes(window) == "cancel"
    assert "lost" in seen["info"] and "autosave of the last few games" not in seen["info"]


def test_every_game_started_keeps_its_own_slot_and_the_start_page_offers_them(window, qtbot):
    from contaria_desktop.session import MAX_SLOTS, autosave_slots

    sessions = []
    for seed in range(MAX_SLOTS + 1):
        page = start(window, seed=20 + seed, names=[f"P{seed}", "B", "C", "D"])
        decide(page, 1 + seed % 2)
        page.session.flush_autosave()
        os.utime(window.autosave_slot, (1_000_000 + seed, 1_000_000 + seed))  # a clear order
        sessions.append(page.session)
    assert window.show_start_page()
    slots = autosave_slots()
    assert len(slots) == MAX_SLOTS                         # the oldest was pruned
    offer = window.resume_offer
    assert offer is not None and offer.isVisible()
    assert [e.path for e in offer.entries] == slots        # newest first
    assert "Which one" in offer.question.text()
    first_line = offer.rows[0][1].text()
    assert "P5" in first_line and "Contária" in first_line and "decisions so far: 2" in first_line
    # pick an older one: that game comes back, in its own slot
    entry, _label, resume_button, _discard = offer.rows[2]
    resume_button.click()
    assert window.game is not None
    assert window.game.session.seat_names[0] == "P3"
    assert window.autosave_slot == entry.path
    assert window._file is None                            # Save asks where


def test_a_damaged_slot_is_listed_for_discarding_only(window):
    from contaria_desktop.session import autosave_slots

    page = start(window, seed=40, names=["Ana", "B", "C", "D"])
    decide(page, 2)
    good = window.autosave_slot
    page = start(window, seed=41)
    decide(page)
    bad = window.autosave_slot
    assert window.show_start_page()
    bad.write_text("{", encoding="utf-8")
    os.utime(bad, (2_000_000, 2_000_000))
    os.utime(good, (1_000_000, 1_000_000))
    window.show_start_page()
    offer = window.resume_offer
    assert [e.path for e in offer.entries] == [bad, good]
    (_e, label, resume_button, discard_button) = offer.rows[0]
    assert not resume_button.isVisible() and bad.name in label.text()
    assert "Which one" in offer.question.text()
    discard_button.click()
    assert autosave_slots() == [good]
    offer = window.resume_offer
    assert [e.path for e in offer.entries] == [good]
    assert offer.question.text() == "Your last game was interrupted. Resume it?"
