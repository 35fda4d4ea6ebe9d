"""Articles before default seat names (translations/README, "Seat names"; issue 18.9).

A name the players chose takes no article ("conto de Ana", "cuento de Ana"); a default name
("Jogador 2", "Robô 3 (Difícil)", "Jugador 2", "Bot 3 (Difícil)") is a common noun, so the
preposition in front of it takes the article: "do Jogador 2", "ao Jogador 2", "del Jugador
2", "al Jugador 2". Templates keep the plain preposition ("de {seat}", "para %1"); the
filled sentence is corrected here, so every message, table label and score line follows the
one rule. The contractions are language data (:data:`CONTRACTIONS`), by language prefix.

A list of names after the preposition gives every default name its article, not only the
first: "entre o Jogador 1, o Jogador 3 e o CONTÁRIA", "do Jogador 1 e do Jogador 2", "entre
Ana y el Jugador 3" (:data:`LIST_ARTICLES`, :data:`LIST_SEPARATORS`). A list item is a
default name or a name in bidi isolates (every message names seats isolated,
``MessageContext.seat``); the list ends at the first other word.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from .names import BOT_TEMPLATE, DEFAULT_CONTEXT, PLAYER_TEMPLATE, SHORT_BOT_TEMPLATE, template_source

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

# preposition -> the article a later default name of a list after it takes: a contraction
# is repeated ("do Jogador 1 e do Jogador 2", "al Jugador 1 y al Jugador 2"), a preposition
# that does not contract gives the bare article ("entre o Jogador 1 e o Jogador 2")
LIST_ARTICLES: dict[str, dict[str, str]] = {
    "pt": {"de": "do", "em": "no", "a": "ao", "por": "pelo", "para": "o", "com": "o", "entre": "o"},
    "es": {"de": "del", "a": "al", "en": "el", "por": "el", "para": "el", "con": "el", "entre": "el"},
}

# what joins the items of a list (``formatting.join_names``: Qt's list patterns; es "e"
# before an /i/ sound)
LIST_SEPARATORS: dict[str, tuple[str, ...]] = {"pt": (", ", " e "), "es": (", ", " y ", " e ")}

_ISOLATES = "\u2066\u2067\u2068"
_FSI, _PDI = "\u2068", "\u2069"


def _default_source(player: str, bot: str, bot_short: str = "") -> str:
    """Regex source of one default seat name (optionally isolated), from the translated
    templates ``player`` ("Jogador {n}"), ``bot`` ("Robô {n} ({difficulty})") and the bot's
    short form ``bot_short`` ("Robô {n}", :func:`names.short_name`: a narrow caption's)."""
    names = [template_source(t) for t in (player, bot, bot_short) if t]
    return f"[{_ISOLATES}]?(?:{'|'.join(names)}){_PDI}?"


@lru_cache(maxsize=8)
def _pattern(lang: str, player: str, bot: str, bot_short: str = "") -> re.Pattern | None:
    """Group 1: the preposition; group 2: the list after it (one item or more, the first
    or a later one a default name)."""
    table = CONTRACTIONS.get(lang)
    if not table:
        return None
    preps = "|".join(sorted(map(re.escape, table), key=len, reverse=True))
    item = f"(?:{_default_source(player, bot, bot_short)}|{_FSI}[^{_PDI}\n]*{_PDI})"
    sep = "|".join(map(re.escape, LIST_SEPARATORS.get(lang, (", ",))))
    return re.compile(rf"(?<![\w-])({preps}) ((?:{item})(?:(?:{sep})(?:{item}))*)")


@lru_cache(maxsize=8)
def _default(player: str, bot: str, bot_short: str = "") -> re.Pattern:
    """A whole list item that is a default name (optionally isolated)."""
    return re.compile(_default_source(player, bot, bot_short))


def with_articles(text: str, lang: str | None = None) -> str:
    """``text`` with the article added after each preposition that precedes a default seat
    name, and before every later default name of a list after that preposition, in the
    language on screen (or ``lang``, e.g. ``"pt_BR"``); unchanged in a language without
    :data:`CONTRACTIONS` (English) or when no default name occurs. Applying it twice
    changes nothing more."""
    if lang is None:
        from .translators import current_language
        lang = current_language()
    key = (lang or "").split("_")[0]
    if key not in CONTRACTIONS or not text:
        return text
    translate = QCoreApplication.translate
    player, bot, short = (translate(DEFAULT_CONTEXT, t) for t in (PLAYER_TEMPLATE, BOT_TEMPLATE, SHORT_BOT_TEMPLATE))
    pattern = _pattern(key, player, bot, short)
    if pattern is None:
        return text
    default = _default(player, bot, short)
    table, later = CONTRACTIONS[key], LIST_ARTICLES.get(key, {})
    splitter = re.compile("(" + "|".join(map(re.escape, LIST_SEPARATORS.get(key, (", ",)))) + ")")

    def articled(m: re.Match) -> str:
        prep, items = m.group(1), splitter.split(m.group(2))   # item, separator, item, ...
        first = (table[prep] if default.fullmatch(items[0]) else prep) + " " + items[0]
        rest = later.get(prep.lower(), "")
        return first + "".join(part if i % 2 or not rest or not default.fullmatch(items[i + 2])
                               else part + rest + " " for i, part in enumerate(items[1:]))
    return pattern.sub(articled, text)
