"""QA (log8): after an effect drew cards, the seat who drew read two lines ("You drew 2
cards." then "You drew Enchanted Forest, Old Sage."). The shared twin rule
(i18n.messages.log_lines, the game's ``PUBLIC_TWINS``) leaves the count line out for the
reader, whose private line follows it; the other seats, the public and the omniscient log
keep what they read before."""

from __future__ import annotations

from contaria_desktop.i18n import translators
from tests.i18n.draw_lines import first_draw, step_lines

NAMES = ["Ana", "Bia", "Caio"]


def test_the_seat_who_drew_reads_one_draw_line_and_the_others_the_count(qapp):
    step, log = first_draw("dark_tales", 3, 1)   # Ana's Merchant draws 2 cards (seed 1, step 3)
    translators.install_translators(None, "en")
    reader = step_lines("dark_tales", NAMES, log, step, 0, 0)
    assert [line for line in reader if line.startswith("You drew")] == ["You drew Enchanted Forest, Old Sage."]
    for seat in (1, 2):   # Bia also draws her turn's card in this step: her own line only
        other = step_lines("dark_tales", NAMES, log, step, seat, seat)
        assert "Ana drew 2 cards." in other and not any("Enchanted Forest" in line for line in other)
    assert "Ana drew 2 cards." in step_lines("dark_tales", NAMES, log, step, -1, None)
    # the omniscient log (no reader, one line per entry as a replay pairs them): unchanged
    everything = step_lines("dark_tales", NAMES, log, step, None, None)
    assert "Ana drew 2 cards." in everything and "Ana drew Enchanted Forest, Old Sage." in everything
