"""The playtest Hint in words (QA of issue 12): a move is named as the seat's own log would say
it, its own cards included ("played the 3 of blue", not "Play"), never a card it does not know;
the answer box closes when the position changes. And remembered default seat names follow the
language and the seat's kind."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from contaria_desktop.bots import Budget
from contaria_desktop.ui.botturns import BotTurnsMixin
from contaria_desktop.ui.instructionbar import button_caption
from contaria_desktop.ui.newgame import NewGameChoice, is_default_name, remember_seats, remembered_seats


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))


def playtest(window, game, seed=5):
    page = window.start_game(NewGameChoice(game, 2, ["Ana", "Bea"], {}, True, seed, ["human", "human"]))
    if page.curtain_seat() is not None:
        page.confirm(page.curtain_seat())
    return page


def test_charlatao_hint_names_the_card_played(window):
    page = playtest(window, "charlatao")
    legal = [a for a in page.session.legal_actions() if a.type == "play"]
    words = [page.action_words(a) for a in legal]
    assert len(legal) > 2 and len(set(words)) == len(words)          # one line per card
    assert all(w != button_caption(page.game_id, a) for w, a in zip(words, legal))
    assert "the 1 of blue" in words[0] or "of" in words[0]


def test_hint_words_never_name_what_the_seat_does_not_know(window, monkeypatch):
    """Every word comes from worlds the seat cannot tell from the real one: the same words
    whatever the hidden cards are (the real state is never tried)."""
    page = playtest(window, "dark_tales", seed=8)
    s = page.session
    legal = s.legal_actions()
    before = [page.action_words(a) for a in legal]
    # the same seat knowledge, the other cards dealt otherwise
    monkeypatch.setattr(s._tl, "state", s.state.shuffle_unknown(s.current_player, 12345))
    assert [page.action_words(a) for a in legal] == before


def test_a_hint_for_another_position_closes(qtbot, window):
    page = playtest(window, "contaria", seed=3)
    with qtbot.waitSignal(page.hintReady, timeout=20_000):
        window.hint()
    assert window.hint_box is not None and window.hint_box.isVisible()
    assert "Thinking about a hint" not in window.statusBar().currentMessage()
    page.choose(page.session.legal_actions()[0])
    assert window.hint_box is None


def test_the_thinking_note_goes_without_clearing_other_messages(qtbot, window):
    """"Thinking about a hint…" is its own status-bar label: it shows while the Hint is
    computed and goes when the answer comes; a message shown meanwhile stays."""
    page = playtest(window, "contaria", seed=3)
    label = window.findChild(QLabel, "hintStatusLabel")
    with qtbot.waitSignal(page.hintReady, timeout=20_000):
        window.hint()
        assert label.isVisibleTo(window) and label.text() == "Thinking about a hint…"
        window.statusBar().showMessage("Saved to somewhere.")
    assert not label.isVisibleTo(window)
    assert window.statusBar().currentMessage() == "Saved to somewhere."


def test_the_thinking_note_and_a_message_never_overlap(qtbot, window, monkeypatch):
    """QA: after File ▸ Save as… ("Saved to …") a Hint's "Thinking about a hint…" was drawn
    over the message, both unreadable. The note is a permanent widget left of the game's name:
    both visible, side by side."""
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(seconds=30))
    playtest(window, "charlatao", seed=3)
    bar = window.statusBar()
    message = "Saved to /home/someone/games/charlatao.json."
    bar.showMessage(message, 6000)
    window.hint()
    qtbot.wait(50)
    label = window.findChild(QLabel, "hintStatusLabel")
    assert label.isVisible() and label.text() == "Thinking about a hint…"
    assert bar.currentMessage() == message
    # the message is painted from the bar's left edge; the note starts after its last letter
    text_right = bar.contentsRect().left() + bar.fontMetrics().horizontalAdvance(message)
    assert label.geometry().left() > text_right, (label.geometry(), text_right)
    assert label.geometry().right() <= bar.contentsRect().right()
    # and no other widget of the bar sits over the note
    for other in bar.findChildren(QLabel):
        if other is not label and other.isVisible() and other.parent() is label.parent():
            assert not other.geometry().intersects(label.geometry()), other.objectName()


def test_a_move_while_the_hint_thinks_drops_the_note_only(qtbot, window, monkeypatch):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(seconds=30))
    page = playtest(window, "contaria", seed=3)
    label = window.findChild(QLabel, "hintStatusLabel")
    window.hint()
    assert page.hint_pending() and label.isVisibleTo(window)
    window.statusBar().showMessage("Another message.")
    page.choose(page.session.legal_actions()[0])
    assert not page.hint_pending() and not label.isVisibleTo(window)
    assert window.statusBar().currentMessage() == "Another message."
    assert getattr(window, "hint_box", None) is None


def test_default_seat_names_are_remembered_as_defaults():
    remember_seats(["human", "hard", "human"], ["Ana", "Bot 2 (Hard)", "Player 3"])
    assert remembered_seats() == [("human", "Ana"), ("hard", ""), ("human", "")]
    assert is_default_name(1, "Bot 2 (Hard)") and is_default_name(0, "Player 1")
    assert not is_default_name(0, "Bot 2 (Hard)") and not is_default_name(2, "Ana")


def test_contaria_hint_tells_apart_cards_with_the_same_front(window):
    """Placements read alike on the table ("placed a CAVALHEIRO"); the Hint adds the card's own
    name as the seat knows it, so two such moves never read the same."""
    page = playtest(window, "contaria", seed=5)
    legal = page.session.legal_actions()
    words = page.hint_words(legal)
    assert len(set(words)) == len(words)
    assert any(w.endswith(")") for w in words)
