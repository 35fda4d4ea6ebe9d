"""The shared text helpers (i18n/formatting.py, issue 10 item 4): one signed-number format
with a typographic minus in the UI language's digits, Qt-style placeholders, seat labels that
isolate right-to-left names."""

from __future__ import annotations

from contaria_desktop.i18n import formatting
from contaria_desktop.i18n.names import FSI, PDI


def test_signed_and_integer_use_one_minus():
    assert formatting.signed(3) == "+3" and formatting.signed(0) == "0"
    assert formatting.signed(-3) == "\u22123" == formatting.integer(-3)
    assert formatting.integer(12) == "12"


def test_fill_replaces_highest_placeholders_first():
    assert formatting.fill("%1 of %10", *range(1, 11)) == "1 of 10"
    assert formatting.fill("%2, %1", "a", "b") == "b, a"


def test_seat_labels_isolate_right_to_left_names_only():
    assert formatting.seat_label(0, 0, ["Ana"]) == "Ana (you)"
    assert formatting.seat_label(1, 0, ["Ana", ""]) == "Player 2"
    assert formatting.seat_label(1, 1, ["Ana", "مرحبا"]) == f"{FSI}مرحبا{PDI} (you)"
    assert formatting.seat_label(0, None, ["x\u202ey"]) == f"{FSI}x\u202ey{PDI}"


def test_games_use_the_shared_helpers():
    from contaria_desktop.games.charlatao import text
    from contaria_desktop.games.contaria import cardtext, layout
    assert cardtext.signed is text.signed is formatting.signed
    assert cardtext.fill is text.fill is formatting.fill
    assert layout.seat_label is text.seat_label is formatting.seat_label


def test_a_bot_seat_is_never_you():
    """A bot's own view on screen (``--view-seat``, the replay's "View as") labels its seat by
    name: ``SeatNames.bots`` hold the bot seats (a plain list: every seat a person's)."""
    from contaria_desktop.i18n.names import SeatNames
    names = SeatNames(["Ana", "Bot 2 (Hard)"], bots=[1])
    assert formatting.seat_label(1, 1, names) == "Bot 2 (Hard)"
    assert formatting.seat_label(0, 0, names) == "Ana (you)"
    assert formatting.seat_label(1, 1, ["Ana", "Bot 2 (Hard)"]) == "Bot 2 (Hard) (you)"
    assert not formatting.is_you(1, 1, names) and formatting.is_you(0, 0, names)
    assert not formatting.is_you(None, None, names)
