"""Articles before default seat names (translations/README, "Seat names"; issue 18.9).

A name the players chose takes no article ("conto de Ana", "cuento de Ana"); a default name
("Jogador 2", "Robô 3 (Difícil)", "Jugador 2", "Bot 3 (Difícil)") is a common noun, so the
preposition in front of it takes the article: "do Jogador 2", "ao Jogador 2", "del Jugador
2", "al Jugador 2". Templates keep the plain preposition ("de {seat}", "para %1"); the
filled sentence is corrected here, so every message, table label and score line follows the
one rule. The contractions are language data (:data:`CONTRACTIONS`), by language prefix.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

#: preposition -> preposition with the masculine article, per language (the default names
#: "Jogador"/"Robô"/"Jugador"/"Bot" are masculine nouns)
CONTRACTIONS: dict[str, dict[str, str]] = {
    "pt": {"de": "do", "em": "no", "a": "ao", "por": "pelo", "para": "para o", "com": "com o", "entre": "entre o",
           "De": "Do", "Em": "No", "A": "Ao", "Por": "Pelo", "Para": "Para o", "Com": "Com o", "Entre": "Entre o"},
    "es": {"de": "del", "a": "al", "en": "en el", "por": "por el", "para": "para el", "con": "con el",
           "entre": "entre el",
           "De": "Del", "A": "Al", "En": "En el", "Por": "Por el", "Para": "Para el", "Con": "Con el",
           "Entre": "Entre el"},
}

_ISOLATES = "\u2066\u2067\u2068"


@lru_cache(maxsize=8)
def _pattern(lang: str, player: str, bot: str) -> re.Pattern | None:
    table = CONTRACTIONS.get(lang)
    if not table:
        return None
    names = []
    for template in (player, bot):
        parts = re.split(r"(\{n\}|\{difficulty\}|%1)", template)
        names.append("".join(r"\d+" if p in ("{n}", "%1") else r"[^()\n]+" if p == "{difficulty}"
                             else re.escape(p) for p in parts))
    preps = "|".join(sorted(map(re.escape, table), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])({preps}) (?=[{_ISOLATES}]?(?:{'|'.join(names)}))")


def with_articles(text: str, lang: str | None = None) -> str:
    """``text`` with the article added after each preposition that precedes a default seat
    name, in the language on screen (or ``lang``, e.g. ``"pt_BR"``); unchanged in a language
    without :data:`CONTRACTIONS` (English) or when no default name occurs."""
    if lang is None:
        from .translators import current_language
        lang = current_language()
    key = (lang or "").split("_")[0]
    if key not in CONTRACTIONS or not text:
        return text
    translate = QCoreApplication.translate
    pattern = _pattern(key, translate("NewGameDialog", "Player {n}"),
                       translate("NewGameDialog", "Bot {n} ({difficulty})"))
    if pattern is None:
        return text
    table = CONTRACTIONS[key]
    return pattern.sub(lambda m: table[m.group(1)] + " ", text)
