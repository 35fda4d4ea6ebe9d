"""Fixes of the QA findings on the Contária window (issues #3/#4): names with ``&`` and
right-to-left letters, scripted runs leave the player's files alone, log wording and
numbering, score screen explanations, app name, seat-name checks, load errors."""

from __future__ import annotations

from contaria_desktop import APP_ID, APP_NAME
from contaria_desktop.app import build_parser

from .conftest import start


# ----- 12: one spelling of the app name -------------------------------------------------------
def test_app_name_is_spelled_with_the_accent_everywhere_people_read_it(window):
    assert APP_NAME == "Contária Desktop" and APP_ID.isascii()
    assert "Contária Desktop" in build_parser().format_help()
    assert window.windowTitle() == "Contária Desktop"
    start(window, players=3)
    assert window.windowTitle().endswith("– Contária Desktop")
