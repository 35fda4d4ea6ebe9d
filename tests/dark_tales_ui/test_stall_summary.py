"""QA of issue 11: the Witch stall's one log line said nothing of what the skipped turns did.
It names the turns skipped and each seat's VP gained in them (public amounts, OQ-DT10)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Event
from contaria_desktop.i18n import messages, translators


@pytest.mark.parametrize("code,expected", [
    ("en", "skipping 225 turns: Ana gained 112 VP (Old Sage)."),
    ("pt_BR", "pulando 225 turnos: Ana ganhou 112 PV (Velho Sábio)."),
    ("es", "saltándose 225 turnos: Ana ganó 112 PV (Viejo Sabio)."),
])
def test_the_stall_line_names_the_skipped_turns_and_the_vp(code, expected, qapp):
    translators.install_translators(None, code)
    try:
        ctx = messages.MessageContext("dark_tales", ["Ana", "Bruno"], {"viewer": 1})
        ev = Event("dark_tales.stall_fast_forward", {"turns": 300, "skipped": 225,
                                                      "gains": [[0, "card:old_sage", 112]]})
        text = messages.event_text(ev, ctx).replace("\u2068", "").replace("\u2069", "")
        assert text.endswith(expected), text
        none = Event("dark_tales.stall_fast_forward", {"turns": 300, "skipped": 1, "gains": []})
        assert "{" not in messages.event_text(none, ctx)
    finally:
        translators.install_translators(None, "en")
