"""Hot-seat privacy: while the curtain is up nothing private is anywhere on screen
(ARCHITECTURE.md "Session, saves, hot-seat"); asserted on items and texts, not pixels."""

from __future__ import annotations

import random

from contaria_desktop.games.contaria import cardtext
from tests.ui.conftest import screen_texts, start, step_by_clicks


def hidden_words(session) -> set[str]:
    """Identity ids and card names of every card the public view does not show."""
    public = set()
    for tale in session.view(None)["tales"]:
        public |= {c["identity"] for c in tale["cards"] if c.get("identity")}
    secret = set()
    omni = session.omniscient_view()
    for zone in omni["tales"] + omni["hands"]:
        for c in zone["cards"]:
            if c.get("identity") and c["identity"] not in public:
                secret.add(c["identity"])
    # a plain card's name equals its type name, which is public: only named characters count
    return secret | {cardtext.card_name(i) for i in secret if not i.endswith("_plain")}


def assert_nothing_private(window):
    words = hidden_words(window.game.session)
    assert words, "the test needs hidden cards"
    for text in screen_texts(window):
        for word in words:
            assert word not in text, f"{word!r} leaked in {text!r}"


def test_curtain_is_up_at_the_start_and_hides_every_hand(window):
    page = start(window, names=["Ana", "Bruno", "Caio", "Dora"])
    seat = page.session.current_player
    assert page.curtain.is_up()
    assert page.curtain.seat == seat
    assert page.screen_seat is None
    assert f"Pass to {page.names[seat]}" in page.curtain.texts()
    assert page.table.targets() == []
    assert page.bar.buttons() == []
    assert_nothing_private(window)


def test_curtain_after_each_hand_over_and_only_public_log(qtbot, window):
    page = start(window, seed=5)
    rng = random.Random(3)
    curtains = 0
    for _ in range(200):
        if page.session.is_over:
            break
        if page.curtain.is_up():
            curtains += 1
            assert_nothing_private(window)
            public_log = page.log_lines(None)
            assert window.log_panel.lines() == public_log
        step_by_clicks(qtbot, window, rng)
    assert curtains >= 8


def test_confirm_shows_that_seat_its_own_hand(qtbot, window):
    page = start(window)
    seat = page.session.current_player
    qtbot.mouseClick(page.curtain.confirm_button(), qtbot_button())
    assert not page.curtain.is_up()
    assert page.screen_seat == seat
    assert page.session.holder == seat
    own = {c["identity"] for c in page.session.view(seat)["hands"][seat]["cards"]}
    assert own and all(i for i in own)
    assert page.table.targets()


def qtbot_button():
    from PySide6.QtCore import Qt
    return Qt.MouseButton.LeftButton


def test_undo_behind_the_curtain_asks_for_confirmation_again(qtbot, window):
    page = start(window, seed=2)
    page.confirm(page.session.current_player)
    mover = page.session.current_player
    place = next(a for a in page.session.legal_actions() if a.type == "place")
    page.choose(place)
    assert page.curtain.is_up() and page.curtain.seat != mover
    window.undo()
    assert page.session.current_player == mover
    assert page.curtain.is_up() and page.curtain.seat == mover  # whoever is at the screen confirms
    assert_nothing_private(window)


def test_refused_undo_says_why_in_the_status_bar(window):
    page = start(window, seed=2)
    page.confirm(page.session.current_player)
    page.choose(next(a for a in page.session.legal_actions() if a.type == "place"))
    page.confirm(page.session.current_player)  # the next player takes the screen
    window.undo()
    assert "next player" in window.statusBar().currentMessage()


def test_playtest_reveal_all_shows_everything_without_curtain(window):
    page = start(window, playtest=True)
    assert not page.curtain.is_up()
    window.act_reveal.setChecked(True)
    assert page.reveal_all
    assert page._shown_view.get("omniscient") is True
