"""Names as people read them in the window: the app name with its accent, seat names with
``&`` (not a mnemonic) and right-to-left letters (isolated, the sentence stays left-to-right)."""

from __future__ import annotations

from contaria_desktop import APP_ID, APP_NAME
from contaria_desktop.app import build_parser

from .conftest import finish, start


# ----- 12: one spelling of the app name -------------------------------------------------------
def test_app_name_is_spelled_with_the_accent_everywhere_people_read_it(window):
    assert APP_NAME == "Contária Desktop" and APP_ID.isascii()
    assert "Contária Desktop" in build_parser().format_help()
    assert window.windowTitle() == "Contária Desktop"
    start(window, players=3)
    assert window.windowTitle().endswith("– Contária Desktop")


# ----- 2 and 3: "&" and right-to-left letters in seat names ------------------------------------
RTL = "مرحبا עברית"


def test_ampersand_in_a_name_is_not_a_mnemonic(window):
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QGroupBox

    page = start(window, players=2, names=["A&B", "R&D"])
    name = page.names[page.curtain.seat]
    button = page.curtain.confirm_button()
    assert name.replace("&", "&&") in button.text() and QKeySequence.mnemonic(button.text()).isEmpty()
    assert f"I am {name} – show my cards" in page.curtain.texts()
    finish(page)
    dialog = window.score_dialog
    titles = [box.title() for box in dialog.findChildren(QGroupBox)]
    assert any("A&&B" in t for t in titles) and any("R&&D" in t for t in titles)
    assert all(QKeySequence.mnemonic(t).isEmpty() for t in titles)


def test_right_to_left_names_are_isolated_in_every_text(qtbot, window):
    from contaria_desktop.i18n.names import isolate

    from .conftest import scene_texts

    page = start(window, players=3, names=[RTL, "Ana", "Bruno"], seed=2)
    wrapped = isolate(RTL)
    assert wrapped in page.curtain._title.text()
    page.confirm(page.curtain.seat)
    seat = page.session.current_player
    assert seat == 0 or RTL not in page.bar.text()
    lines = window.log_panel.lines() + [page.bar.text()] + scene_texts(page.table)
    # every time the name appears, it is wrapped in FSI ... PDI
    found = [t for t in lines if RTL in t]
    assert found and all(t.count(RTL) == t.count(wrapped) for t in found)
    finish(page)
    assert wrapped in window.score_dialog.winners_label.text() or 0 not in page.session.result().winners


def test_a_sentence_starting_with_a_right_to_left_name_stays_left_to_right(qtbot, window):
    """The instruction bar keeps the app language's direction: the text starts at the left."""
    from PySide6.QtGui import QColor

    page = start(window, players=2, names=[RTL, "Ana"], seed=1)
    bar = page.bar
    bar.show_prompt(page.context().text("contaria.turn", seat=page.context().seat(0)), [])
    label = bar._label
    label.setStyleSheet("color: black; background: white")
    image = label.grab().toImage()
    dark = [x for x in range(image.width()) for y in range(0, image.height(), 2)
            if QColor(image.pixel(x, y)).lightness() < 100]
    assert dark and min(dark) < image.width() * 0.1  # left-aligned, like any English sentence


def test_resume_offer_isolates_the_names(qtbot, window):
    from pathlib import Path

    from contaria_desktop.ui import session_bridge
    from contaria_desktop.i18n.names import isolate
    from contaria_desktop.ui.resume import ResumeOffer

    session = session_bridge.new_session("contaria", 3, seed=1, seat_names=[RTL, "Ana", "Bia"])
    offer = ResumeOffer(Path("autosave.json"), session, None, window.start_page)
    assert isolate(RTL) + ", " in offer.detail.text()
    session.close()
