"""QA (log8): Quissama's log told the seat who drew "Bia drew 1 card for the ministers." and
then "Bia drew Bourgeois." The shared twin rule (i18n.messages.log_lines, ``PUBLIC_TWINS``)
leaves the count out for that reader; the others keep the count line."""

from __future__ import annotations

from contaria_desktop.i18n import translators
from tests.i18n.draw_lines import first_draw, step_lines

NAMES = ["Ana", "Bia", "Caio"]


def test_the_seat_who_drew_reads_one_draw_line_and_the_others_the_count(qapp):
    step, log = first_draw("quissama", 3, 1, reason="ministers")   # Bia's turn 26 (seed 1)
    translators.install_translators(None, "en")
    reader = step_lines("quissama", NAMES, log, step, 1, 1)
    assert [line for line in reader if line.startswith("Bia drew")] == ["Bia drew Bourgeois."]
    other = step_lines("quissama", NAMES, log, step, 2, 2)
    assert [line for line in other if line.startswith("Bia drew")] == ["Bia drew 1 card for the ministers."]
    assert "Bia drew 1 card for the ministers." in step_lines("quissama", NAMES, log, step, -1, None)
    everything = step_lines("quissama", NAMES, log, step, None, None)
    assert "Bia drew 1 card for the ministers." in everything and "Bia drew Bourgeois." in everything
