"""Issue 13 QA (quifix7): every Quissama log line is in the past tense, as the other games'
logs are, in en, pt_BR and es. The verbs below are the present-tense forms the catalogue
used to hold ("Player 1's turn 1 begins.", "ends the turn", "a capoeira goes back",
"wins with" ...); prompts, buttons, names and progress lines are not log lines."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from contaria_desktop.games.quissama.messages import CONTEXT, TEMPLATES
from contaria_desktop.i18n import translators

#: present-tense verbs found in the log templates before the fix, per language
PRESENT = {
    "en": {"begins", "is", "are", "ends", "takes", "goes", "leaves", "moves", "wins", "renews"},
    "pt_BR": {"começa", "termina", "encerra", "pega", "volta", "sai", "passa", "vence", "é",
              "está", "renova"},
    "es": {"empieza", "comienza", "termina", "toma", "vuelve", "sale", "pasa", "gana", "renueva",
           "está", "ha", "es"},
}
_NOT_LOG = ("quissama.prompt.", "quissama.button.", "quissama.result.", "quissama.progress.",
            "quissama.character.", "quissama.card.", "quissama.square.", "quissama.place.",
            "quissama.region.", "quissama.colour.", "quissama.option.", "quissama.business",
            "quissama.nothing", "quissama.game_name")
LOG_KEYS = [k for k in TEMPLATES if not k.startswith(_NOT_LOG)]


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_every_quissama_log_line_is_in_the_past_tense(qapp, code):
    assert "quissama.turn_started" in LOG_KEYS and "quissama.won" in LOG_KEYS
    translators.install_translators(None, code)
    present = []
    try:
        for key in LOG_KEYS:
            line = QCoreApplication.translate(CONTEXT, TEMPLATES[key])
            words = set(re.findall(r"[^\W\d_]+", line.replace("{", " {").lower()))
            bad = words & PRESENT[code]
            if bad:
                present.append(f"{key}: {line!r} ({', '.join(sorted(bad))})")
    finally:
        translators.install_translators(None, "en")
    assert not present, "\n".join(present)
