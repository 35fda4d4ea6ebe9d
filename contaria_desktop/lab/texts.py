"""The lab's report and plot texts in the reader's language (issue 15), with no Qt in the lab.

Every function that writes a text for people (``report.py``, ``ab.py``, ``figures.py``) takes
``translate(context, text) -> str`` - the signature of ``QCoreApplication.translate`` - and
writes ``translate("LabReport", "English text")`` with a literal, so
``scripts/update_translations.py`` (lupdate) finds the messages and they are translated in
``translations/*.ts`` like the app's own. Who passes what:

- the Playtest lab window: ``QCoreApplication.translate`` (the app's language);
- ``contaria-lab --lang pt_BR``: :func:`catalog_translate` (the app's compiled catalogue, read
  with a ``QTranslator``; PySide6 is imported only then);
- everything else: :func:`english` (the source texts).

A ``translate`` may also carry two optional attributes (:func:`localized` adds them):

- ``decimal_point``: the reader's decimal separator for the report's and the plots' numbers
  (``","`` in pt_BR and es; :func:`catalog_translate` sets it from ``QLocale``, the window from
  the app's locale); without it, ``"."``. The CSV and JSON files always use ``"."``;
- ``names(column, value)``: the game's own words for a game-specific column (``value`` None:
  the column's name, e.g. ``characters`` -> "Personagens") or for one of its values (a
  character's translated name); the window passes the game plug-in's
  (``GamePlugin.lab_name``); without it, the engine's keys as they are;
- ``words(what, key, value)``: the plug-in's ``GamePlugin.lab_text`` - the game's display
  name (``"game"``), an option's label (``"option"``) and value (``"choice"``), a non-seat
  winner's name (``"winner"``); without it (or when it gives ""), the ids as they are.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Mapping

# ``translate(context, text) -> translated text`` (``QCoreApplication.translate``'s shape).
Translate = Callable[[str, str], str]

# The translation context of every lab report and plot text.
CONTEXT = "LabReport"

# Stem of the app's compiled catalogues (``contaria_desktop_<code>.qm``).
CATALOG_STEM = "contaria_desktop"


def english(context: str, text: str) -> str:
    """The source text unchanged (the default ``translate``)."""
    return text


def english_plural(text: str, n: int) -> str:
    """The English form of a plural source text for ``n`` without a catalogue: ``%n`` is ``n``
    and a ``(s)`` / ``(es)`` ending is dropped for 1 and kept otherwise ("%n worker
    process(es)" -> "1 worker process", "2 worker processes")."""
    import re
    return re.sub(r"\((e?s)\)", "" if n == 1 else r"\1", text).replace("%n", str(n))


class Plurals:
    """A translation context for lab texts that have a plural form (Qt's ``%n``), bound to a
    ``translate``: bind it to a variable named like the context and write
    ``<variable>.tr("… %n worker process(es) …", "", n)`` with a literal, so lupdate reads the
    context from the variable's name and makes a plural message. The form comes from
    ``translate``'s optional ``plural(context, text, n)`` (the window's
    ``QCoreApplication.translate``, a ``--lang`` catalogue), else :func:`english_plural`."""

    __slots__ = ("name", "translate")

    def __init__(self, name: str, translate: Translate) -> None:
        self.name = name
        self.translate = translate

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        plural = getattr(self.translate, "plural", None)
        out = plural(self.name, text, n) if plural is not None else ""
        return out or english_plural(text, n)


def qt_plural(translate_n: Callable[..., str]) -> Callable[[str, str, int], str]:
    """A ``plural(context, text, n)`` for :class:`Plurals` from a Qt-shaped
    ``translate(context, text, disambiguation, n)`` (``QCoreApplication.translate``,
    ``QTranslator.translate``): Qt picks the form (``QTranslator`` leaves ``%n`` for the caller,
    replaced here); "" when it has none."""
    def plural(context: str, text: str, n: int) -> str:
        out = translate_n(context, text, "", n)
        return "" if not out or out == text else out.replace("%n", str(n))
    return plural


def localized(translate: Translate, decimal_point: str = ".",
              names: Callable[[str, str | None], str] | None = None,
              words: Callable[..., str] | None = None) -> Translate:
    """``translate`` with the reader's ``decimal_point``, the game's ``names(column, value)``
    and ``words(what, key, value)`` (module docstring) attached; ``translate`` itself is left
    unchanged."""
    def wrapped(context: str, text: str) -> str:
        return translate(context, text)

    wrapped.decimal_point = decimal_point
    if names is not None:
        wrapped.names = names
    if words is not None:
        wrapped.words = words
    for attr in ("translator", "plural"):      # keep a catalogue's translator alive, and plurals
        if hasattr(translate, attr):
            setattr(wrapped, attr, getattr(translate, attr))
    return wrapped


def decimal_point(translate: Translate) -> str:
    """The decimal separator of ``translate``'s reader (``"."`` unless it says otherwise)."""
    return getattr(translate, "decimal_point", ".")


def number(x: float, spec: str, translate: Translate = english) -> str:
    """``format(x, spec)`` (e.g. ``".2f"``, ``"+.1f"``, ``".3g"``) with the reader's decimal
    separator: ``number(0.25, ".2f", pt_BR) == "0,25"``."""
    text = format(x, spec)
    point = decimal_point(translate)
    return text if point == "." else text.replace(".", point)


def column_name(column: str, translate: Translate = english) -> str:
    """A game-specific column's name in the reader's language (the game's ``names``), else the
    column's key (``characters``)."""
    names = getattr(translate, "names", None)
    return (names(column, None) if names is not None else "") or column


def value_name(column: str, value: str, translate: Translate = english) -> str:
    """One value of a game-specific column (a character, a setting) in the reader's language,
    else the engine's key."""
    names = getattr(translate, "names", None)
    return (names(column, value) if names is not None else "") or value


def catalog_dirs() -> list[Path]:
    """Where the app's compiled catalogues may be, in the order of
    ``contaria_desktop.resources.data_root("translations")``: the frozen bundle, the installed
    package's ``_data``, a source checkout. (Repeated here because the lab sits below
    ``resources`` in the layer order; ``tests/lab/test_lab_texts.py`` checks both agree.)"""
    import contaria_desktop
    package = Path(contaria_desktop.__file__).resolve().parent
    out = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        out.append(Path(meipass) / "translations")
    out.append(package / "_data" / "translations")
    if (package.parent / "pyproject.toml").is_file():
        out.append(package.parent / "translations")
    return [p for p in out if p.is_dir()]


def catalog_translate(code: str) -> Translate:
    """A ``translate`` for language ``code`` (``en``, ``pt_BR``, ``es``) from the app's compiled
    catalogue. English needs none (:func:`english`). Raises ``ValueError`` naming the code and
    the folders searched when there is no catalogue for it (an unknown language)."""
    if code == "en":
        return english
    dirs = catalog_dirs()
    path = next((d / f"{CATALOG_STEM}_{code}.qm" for d in dirs if (d / f"{CATALOG_STEM}_{code}.qm").is_file()),
                None)
    if path is None:
        raise ValueError(f"no translation for language {code!r} (looked in "
                         f"{', '.join(str(d) for d in dirs) or 'no translations folder'})")
    from PySide6.QtCore import QLocale, QTranslator      # only for --lang: the lab imports no Qt otherwise
    translator = QTranslator()
    if not translator.load(str(path)):
        raise ValueError(f"the translation file {path} could not be read")

    def translate(context: str, text: str) -> str:
        return translator.translate(context, text) or text

    translate.translator = translator    # kept alive with the function
    translate.plural = qt_plural(translator.translate)
    translate.decimal_point = QLocale(code).decimalPoint()
    return translate


def kind_name(kind: str, translate: Translate = english) -> str:
    """A seat kind (a ``bots.BOTS`` key) as a reader sees it; an unknown kind as it is."""
    names = {"random": translate("LabReport", "random"), "easy": translate("LabReport", "easy"),
             "normal": translate("LabReport", "normal"), "hard": translate("LabReport", "hard")}
    return names.get(kind, kind)


def seat_label(seat: int, kind: str, translate: Translate = english, newline: bool = True) -> str:
    """``"seat 1\\n(random)"``: seat position ``seat`` (0-based, as in ``games.csv``) shown as
    people count seats, from 1 (the window's "Seat 1..n"), and its kind."""
    text = (translate("LabReport", "seat {seat}\n({kind})") if newline
            else translate("LabReport", "seat {seat} ({kind})"))
    return text.format(seat=seat + 1, kind=kind_name(kind, translate))


def _words(translate: Translate, what: str, key: str = "", value: Any = None) -> str:
    words = getattr(translate, "words", None)
    if words is None:
        return ""
    try:
        return str(words(what, key, value) or "")
    except Exception:  # noqa: BLE001 - a plug-in's bug never costs a run its report
        return ""


def game_title(game: str, translate: Translate = english) -> str:
    """The game's display name (``GamePlugin.lab_text("game")``), else its id."""
    return _words(translate, "game") or game


def option_lines(options: Mapping[str, Any], translate: Translate = english) -> list[str]:
    """``["Option label: value", ...]`` for resolved game ``options`` in the reader's words:
    the plug-in's option labels and choice names, yes/no for a switch, numbers as they are."""
    out = []
    for name, value in options.items():
        label = _words(translate, "option", name) or name
        if isinstance(value, bool):
            shown = translate("LabReport", "yes") if value else translate("LabReport", "no")
        else:
            shown = _words(translate, "choice", name, value) if isinstance(value, str) else ""
            shown = shown or str(value)
        out.append(translate("LabReport", "{option}: {value}").format(option=label, value=shown))
    return out


def variant_title(name: str, translate: Translate = english) -> str:
    """A variant's name as a reader sees it: the shipped data is "original"."""
    return translate("LabReport", "original") if name == "shipped" else name


def winner_label(key: str, translate: Translate = english) -> str:
    """A non-seat winner (``"ea_nasir"``) in the game's words (``lab_text("winner")``), else
    the key with spaces."""
    return _words(translate, "winner", key) or key.replace("_", " ")
