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

Numbers keep the ``.`` decimal point in every language (the CSV and JSON files use it too).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

# ``translate(context, text) -> translated text`` (``QCoreApplication.translate``'s shape).
Translate = Callable[[str, str], str]

# The translation context of every lab report and plot text.
CONTEXT = "LabReport"

# Stem of the app's compiled catalogues (``contaria_desktop_<code>.qm``).
CATALOG_STEM = "contaria_desktop"


def english(context: str, text: str) -> str:
    """The source text unchanged (the default ``translate``)."""
    return text


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
    from PySide6.QtCore import QTranslator      # only for --lang: the lab imports no Qt otherwise
    translator = QTranslator()
    if not translator.load(str(path)):
        raise ValueError(f"the translation file {path} could not be read")

    def translate(context: str, text: str) -> str:
        return translator.translate(context, text) or text

    translate.translator = translator    # kept alive with the function
    return translate


def kind_name(kind: str, translate: Translate = english) -> str:
    """A seat kind (a ``bots.BOTS`` key) as a reader sees it; an unknown kind as it is."""
    names = {"random": translate("LabReport", "random"), "easy": translate("LabReport", "easy"),
             "normal": translate("LabReport", "normal"), "hard": translate("LabReport", "hard")}
    return names.get(kind, kind)


def seat_label(seat: int, kind: str, translate: Translate = english, newline: bool = True) -> str:
    """``"seat 0\\n(random)"``: a seat position (0-based, as in ``games.csv``) and its kind."""
    text = (translate("LabReport", "seat {seat}\n({kind})") if newline
            else translate("LabReport", "seat {seat} ({kind})"))
    return text.format(seat=seat, kind=kind_name(kind, translate))
