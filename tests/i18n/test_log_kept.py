"""``log_lines(kept=...)``: which entry each line tells, when a twin's line is left out (the
replay pairs its log rows with their steps through it; by position the rows after a left-out
twin were given the next entry's step)."""

from __future__ import annotations

from contaria_desktop.engines.core import Event
from contaria_desktop.i18n import messages


def test_kept_names_the_entry_of_each_line_when_a_twin_is_left_out():
    peek = Event("contaria.peeked", {"seat": 0, "card": "c01", "identity": "fada"}, visible_to=[0], reveals=True)
    public = Event("contaria.peeked_public", {"seat": 0, "card": "c01"})
    passed = Event("contaria.passed", {"seat": 1})
    entries = [(0, peek), (0, public), (1, passed)]
    ctx = messages.MessageContext("contaria", ["Ana", "Bea"], {})
    kept: list[int] = []
    lines = messages.log_lines(entries, ctx, kept=kept)
    assert len(lines) == 2 and kept == [0, 2]          # the public twin told nothing new
    assert "Bea" in lines[1]
    assert messages.log_lines(entries, ctx) == lines  # the lines themselves unchanged
