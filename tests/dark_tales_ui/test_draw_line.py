"""QA (log8): after an effect drew cards, the seat who drew read two lines ("You drew 2
cards." then "You drew Enchanted Forest and Old Sage."). The shared twin rule
(i18n.messages.log_lines, the game's ``PUBLIC_TWINS``) leaves the count line out for the
reader, whose private line follows it; the other seats, the public and the omniscient log
keep what they read before."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Event
from contaria_desktop.i18n import messages, translators
from tests.i18n.draw_lines import first_draw, step_lines

NAMES = ["Ana", "Bia", "Caio"]


def test_the_seat_who_drew_reads_one_draw_line_and_the_others_the_count(qapp):
    step, log = first_draw("dark_tales", 3, 1)   # Ana's Merchant draws 2 cards (seed 1, step 3)
    translators.install_translators(None, "en")
    reader = step_lines("dark_tales", NAMES, log, step, 0, 0)
    assert [line for line in reader if line.startswith("You drew")] == ["You drew Enchanted Forest and Old Sage."]
    for seat in (1, 2):   # Bia also draws her turn's card in this step: her own line only
        other = step_lines("dark_tales", NAMES, log, step, seat, seat)
        assert "Ana drew 2 cards." in other and not any("Enchanted Forest" in line for line in other)
    assert "Ana drew 2 cards." in step_lines("dark_tales", NAMES, log, step, -1, None)
    # the omniscient log (no reader, one line per entry as a replay pairs them): unchanged
    everything = step_lines("dark_tales", NAMES, log, step, None, None)
    assert "Ana drew 2 cards." in everything and "Ana drew Enchanted Forest and Old Sage." in everything


@pytest.mark.parametrize("code,line", [("en", "You drew Princess and Day."), ("pt_BR", "Você comprou: Princesa e Dia."),
                                       ("es", "Robaste: Princesa y Día.")])
def test_the_cards_drawn_are_listed_as_a_sentence(code, line, qapp):
    """"You drew Princess, Day." read as a list cut short: the names join as the language
    lists them (formatting.join_names)."""
    translators.install_translators(None, code)
    try:
        ctx = messages.MessageContext("dark_tales", NAMES, {}, reader=0)
        event = Event("dark_tales.drew_private", {"seat": 0, "cards": [["c1", "princess"], ["c2", "day"]]})
        assert messages.event_text(event, ctx).replace("\u2068", "").replace("\u2069", "") == line
    finally:
        translators.install_translators(None, "en")
