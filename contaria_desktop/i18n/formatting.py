"""The shared text helpers every game and window use (issue 10, item 4): numbers and signed
points in the language on screen, Qt-style placeholder filling, seat labels with bidi isolates.

:func:`install_translators` makes the chosen language's locale Qt's default
(``QLocale.setDefault``), so numbers follow View ▸ Language: the UI language's digits and
grouping, and one minus sign everywhere - the typographic ``−`` (U+2212) as printed on the cards.
"""

from __future__ import annotations

import datetime as _dt
import unicodedata
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from .articles import with_articles
from .names import display_name, isolate

MINUS = "\u2212"


def number(value: int | float) -> str:
    """``1234`` -> ``"1,234"`` (en), ``"1.234"`` (pt_BR, es). Negative numbers keep the
    locale's minus sign."""
    return QLocale().toString(value)


def integer(value: int) -> str:
    """A whole number without grouping (counts, trick numbers, deal numbers are short), the
    typographic minus for negatives, digits of the current locale: ``-3`` -> ``"−3"``."""
    text = QLocale().toString(abs(int(value)))
    return (MINUS + text) if value < 0 else text


def signed(points: int | float) -> str:
    """Points with their sign, as printed on cards: ``"+3"``, ``"−2"`` (typographic minus),
    ``"0"``; digits in the current locale (a float keeps its decimals: ``"+1.5"``)."""
    if points > 0:
        return "+" + QLocale().toString(points)
    if points < 0:
        return MINUS + QLocale().toString(-points)
    return QLocale().toString(0)


def fill(template: str, *args: Any) -> str:
    """Qt-style placeholders of a translated template: ``%1``, ``%2``... replaced by ``args``
    (highest first, so ``%1`` never eats the start of ``%10``). Arguments are used as given
    (format numbers with :func:`signed`/:func:`integer` first)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", str(args[i - 1]))
    return with_articles(template)     # "do Jogador 2" (translations/README, "Seat names")


#: Bidi classes that can reorder the text around a name (strong right-to-left, Arabic digits,
#: explicit embeddings, overrides and isolates).
_BIDI_ACTIVE = frozenset({"R", "AL", "AN", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})


def needs_isolate(name: str) -> bool:
    """True when ``name`` holds a character that could reorder the text around it in a
    left-to-right UI language (right-to-left letters, Arabic digits, bidi controls)."""
    return any(unicodedata.bidirectional(ch) in _BIDI_ACTIVE for ch in str(name))


def is_you(seat: Any, viewer: Any, names: Sequence[str] | None = None) -> bool:
    """True when the table speaks of ``seat`` as "you": it is the ``viewer`` and a person plays
    it (``names`` a :class:`names.SeatNames` whose ``bots`` hold it: a bot's own view on screen,
    such as ``--view-seat`` of a bot seat, names the bot)."""
    return seat is not None and seat == viewer and seat not in getattr(names, "bots", ())


def seat_label(seat: int, viewer: int | None, names: Sequence[str] | None) -> str:
    """The table's label of ``seat``: its name (``"Player N"`` without one), ``"(you)"`` for
    the ``viewer`` unless a bot plays it (:func:`is_you`). A typed name that could reorder the label (:func:`needs_isolate`) is
    wrapped in Unicode isolates (:func:`names.isolate`), so "مرحبا (you)" keeps its order; a
    left-to-right name is drawn as typed. A default name ("Jogador 2") is shown in the language
    on screen (:func:`names.display_name`)."""
    translate = QCoreApplication.translate
    if names and 0 <= seat < len(names) and names[seat]:
        shown = display_name(names[seat], seat)
        name = isolate(shown) if needs_isolate(shown) else str(shown)
    else:
        name = fill(translate("table", "Player %1"), integer(seat + 1))
    return fill(translate("table", "%1 (you)"), name) if is_you(seat, viewer, names) else name


def join_names(names: Sequence[str]) -> str:
    """Names as a sentence lists them, in the UI language (Qt's locale list patterns,
    ``QLocale.createSeparatedList``): ``"Ana"``, ``"Ana and Bia"``, ``"Ana, Bia and Caio"``
    (en), ``"Ana, Bia e Caio"`` (pt_BR), ``"Ana, Bia y Caio"`` (es; "e" before a name that
    starts with an /i/ sound: ``"Ana e Inés"``). English lists take no comma before "and",
    as the app's own sentences do. ``""`` for no names. Names keep their bidi isolates."""
    names = [str(n) for n in names]
    locale = QLocale()
    if locale.language() == QLocale.Language.English:
        locale = QLocale("en_GB")   # "Ana, Bia and Caio": the app's English, no serial comma
    elif locale.language() == QLocale.Language.C:
        locale = QLocale("en_GB")
    text = locale.createSeparatedList(names)
    if locale.language() == QLocale.Language.Spanish and len(names) > 1:
        last = names[-1].strip("\u2066\u2067\u2068\u2069").lower()   # bidi isolates around a name
        if (last.startswith(("i", "hi", "í", "hí")) and not last.startswith(("hia", "hie", "hio", "hiu"))
                and text.endswith(" y " + names[-1])):
            text = text[: -len(" y " + names[-1])] + " e " + names[-1]   # "Ana e Inés" (RAE)
    return text


def date_time(moment: _dt.datetime, long: bool = False) -> str:
    """A date and time in the current locale's short (or long) format; a naive datetime is
    taken as local time."""
    if moment.tzinfo is not None:
        moment = moment.astimezone().replace(tzinfo=None)
    fmt = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
    return QLocale().toString(QDateTime(moment), fmt)
