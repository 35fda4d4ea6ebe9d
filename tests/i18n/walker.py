"""The English-leak walker (issue 19, item 10): collect every text a screen shows - widgets
(labels, buttons, combo box items, group titles, tabs, table headers and cells, text views,
window titles, tool tips, menus, status bar) and table scene items (``texts()``, tool tips) -
and find the ones that a player who chose Portuguese or Spanish must not see:

- ``english``: an English source text of the catalogue whose translation differs (the source
  was shown instead of its translation), whole or as one line; also a filled template
  ("Seat 3" from "Seat {n}") when the template has enough words of its own;
- ``english words``: a line with two or more English function words ("the", "must", ...) -
  English that never went through the catalogue (e.g. an exception's message);
- ``raw``: a raw engine value - a message key (``"save.bad_field"``), an option value
  (``"red"``, ``"book_of_tales"`` or its humanized "Red"), or an identifier from the
  game's view (card ids ``"crianca_joao"``, ``"red-3"``, markers ``"DWARF"``, handles).

A text identical to a translation in the language on screen is never a leak (``"FADA"`` is
the Portuguese name of the type ``"FADA"``). Generic: raw values come from the registered
plug-ins' option specs and from whatever view the table shows, so a new game is walked
without changes here.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel, QLineEdit,
                               QListWidget, QMainWindow, QPlainTextEdit, QTabBar, QTableWidget, QTabWidget,
                               QTextEdit, QTreeWidget, QWidget)

_BIDI = re.compile("[\u2066-\u2069\u200e\u200f]")
_TAGS = re.compile(r"<[^>]+>")
_PLACEHOLDER = re.compile(r"\{\w+\}|%n|%L?\d")
#: English words that are not words of Portuguese or Spanish
STOPWORDS = frozenset("the is are must cannot not with your you this and of to was were will which "
                      "there should would has been into from that".split()) - {"has"}   # es "has"
_IDENTIFIER = re.compile(r"^(?=.*[A-Za-z])[A-Za-z0-9]+(?:[_\-.][A-Za-z0-9]+)+$|^[A-Z]{3,}$|^[a-z]\d+$")
#: Widgets (object names) whose English is deliberate, with the reason.
VERBATIM = {
    "licencesText": "assets/LICENSES.md: legal text kept as published; the label above it says "
                    "(in the translation) that it is the original English text",
}
_KEY_PREFIXES = ("save", "position", "option", "illegal", "undo", "redo", "match", "game", "core", "os")


@dataclass(frozen=True)
class Shown:
    """One text on screen: ``where`` (screen and widget) and the ``text`` as painted."""

    where: str
    text: str


def plain(text: str) -> str:
    """Text as a player reads it: no bidi isolates, accelerator ``&`` removed, HTML tags
    dropped (rich-text labels), entities unescaped."""
    text = _BIDI.sub("", text)
    if _TAGS.search(text):
        text = html.unescape(_TAGS.sub("\n", text))
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# ----- collecting --------------------------------------------------------------------------

def widget_texts(root: QWidget, where: str) -> list[Shown]:
    """Every text under ``root`` (visible widgets only, and the window title)."""
    out: list[Shown] = []

    def add(w: QWidget, text: Any) -> None:
        if isinstance(text, str) and text.strip():
            out.append(Shown(f"{where}: {type(w).__name__}({w.objectName()})", text))

    add(root, root.windowTitle())
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisible() or w.objectName() in VERBATIM:
            continue
        add(w, w.toolTip())
        if isinstance(w, QLabel):
            add(w, w.text())
        elif isinstance(w, QAbstractButton):
            add(w, w.text())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(w, w.itemText(i))
                add(w, w.itemData(i, 3))        # Qt.ToolTipRole
        elif isinstance(w, QGroupBox):
            add(w, w.title())
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                add(w, w.tabText(i))
                add(w, w.tabToolTip(i))
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(w, w.tabText(i))
        elif isinstance(w, QTableWidget):
            for col in range(w.columnCount()):
                if w.horizontalHeaderItem(col) is not None:
                    add(w, w.horizontalHeaderItem(col).text())
                for row in range(w.rowCount()):
                    if w.item(row, col) is not None:
                        add(w, w.item(row, col).text())
                        add(w, w.item(row, col).toolTip())
            for row in range(w.rowCount()):
                if w.verticalHeaderItem(row) is not None:
                    add(w, w.verticalHeaderItem(row).text())
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                add(w, w.item(i).text())
        elif isinstance(w, QTreeWidget):
            stack = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
            while stack:
                item = stack.pop()
                for col in range(w.columnCount()):
                    add(w, item.text(col))
                stack += [item.child(i) for i in range(item.childCount())]
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            add(w, w.toPlainText())
        elif isinstance(w, QLineEdit):
            add(w, w.placeholderText())
        if isinstance(w, QMainWindow):
            for action in w.menuBar().actions():
                add(w, action.text())
                if action.menu() is not None:
                    stack = [action.menu()]
                    while stack:
                        menu = stack.pop()
                        for a in menu.actions():
                            add(w, a.text())
                            add(w, a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
                            if a.menu() is not None:
                                stack.append(a.menu())
            add(w, w.statusBar().currentMessage())
    return out


def scene_texts(table: Any, where: str) -> list[Shown]:
    """Every text of the visible items of a table widget's scene (``texts()``, tool tips)."""
    return [Shown(f"{where}: scene", t) for t in table.table_scene().texts() if isinstance(t, str) and t.strip()]


def top_level_texts(where: str) -> list[Shown]:
    """Texts of every visible top-level window (main window, dialogs, message boxes)."""
    out: list[Shown] = []
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and not w.inherits("QMenu"):
            out += widget_texts(w, f"{where}/{type(w).__name__}")
    return out


# ----- judging -----------------------------------------------------------------------------

def _template_pattern(source: str) -> re.Pattern | None:
    """A full-match pattern of a source with placeholders, when its own words make a match
    meaningful (at least 8 letters outside the placeholders)."""
    if not _PLACEHOLDER.search(source):
        return None
    literal = _PLACEHOLDER.sub("", source)
    if sum(ch.isalpha() for ch in literal) < 8:
        return None
    parts = _PLACEHOLDER.split(source)
    return re.compile(".+?".join(re.escape(p) for p in parts), re.S)


@dataclass
class Catalogue:
    """What the catalogue of language ``code`` says: English sources whose translation
    differs (``english``), every translation (``translated``), template patterns."""

    code: str
    english: set[str] = field(default_factory=set)
    translated: set[str] = field(default_factory=set)
    patterns: list[tuple[re.Pattern, str]] = field(default_factory=list)

    @classmethod
    def load(cls, code: str) -> "Catalogue":
        from tests.i18n.conftest import load_script

        script = load_script()
        cat = cls(code)
        sources: dict[str, set[str]] = {}
        for m in script.read_ts(script.ts_path(code)):
            forms = {plain(f) for f in m.forms if f}
            cat.translated |= forms
            sources.setdefault(plain(m.source), set()).update(forms)
        for source, forms in sources.items():
            if forms and source not in forms:
                cat.english.add(source)
        cat.english -= cat.translated
        for source in cat.english:
            pattern = _template_pattern(source)
            if pattern is not None:
                cat.patterns.append((pattern, source))
        return cat


@dataclass
class RawValues:
    """Raw engine values that must never be shown as they are: ``exact`` (whole text or
    line), ``tokens`` (identifiers, also inside a text) and ``keys`` (message keys)."""

    exact: set[str] = field(default_factory=set)
    tokens: set[str] = field(default_factory=set)
    keys: set[str] = field(default_factory=set)

    @classmethod
    def from_registry(cls) -> "RawValues":
        """Option values of every registered game and every message key known to the app."""
        from contaria_desktop.games import registry
        from contaria_desktop.i18n import fileerrors, messages

        raw = cls()
        raw.keys |= set(messages._CORE) | set(fileerrors.FILE_TEXTS) | set(fileerrors.PLURAL_TEXTS)
        for plugin in registry.playable():   # games with a table (engine-only games show nothing yet)
            raw.keys |= set(plugin.messages().TEMPLATES)
            for opt in plugin.option_specs():
                raw.keys |= {k for k in (opt.label_key, opt.help_key) if k}
                for value in getattr(opt, "choices", ()):
                    if isinstance(value, str):
                        raw.add(value)
        return raw

    def add(self, value: str) -> None:
        from contaria_desktop.i18n.messages import humanize

        if len(value) < 2 or value.isdigit():
            return
        if _IDENTIFIER.match(value):
            self.tokens.add(value)
        self.exact.add(value)
        self.exact.add(humanize(value))

    def add_view(self, view: Any, skip: Iterable[str] = ()) -> None:
        """Every identifier-like string (values and keys) of a game's view."""
        skip = set(skip)
        stack = [view]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                for k, v in node.items():
                    if isinstance(k, str) and _IDENTIFIER.match(k) and k not in skip:
                        self.add(k)
                    stack.append(v)
            elif isinstance(node, (list, tuple)):
                stack.extend(node)
            elif isinstance(node, str) and node not in skip and (_IDENTIFIER.match(node) or node.islower()):
                self.add(node)


def _token_re(tokens: set[str]) -> re.Pattern | None:
    if not tokens:
        return None
    alternatives = "|".join(re.escape(t) for t in sorted(tokens, key=len, reverse=True))
    return re.compile(rf"(?<![\w\-.])(?:{alternatives})(?![\w\-])")


_KEY_RE = re.compile(r"(?<![\w/\\.-])([a-z][a-z_]*(?:\.[a-z0-9_]+)+)(?![\w/\\-])")


def leaks(shown: Iterable[Shown], cat: Catalogue, raw: RawValues) -> list[str]:
    """Every shown text that leaks English or a raw value, as ``"where: kind: text"``."""
    tokens = _token_re({t for t in raw.tokens if t not in cat.translated})
    exact = {e for e in raw.exact if e not in cat.translated}
    out: list[str] = []
    seen: set[tuple[str, str]] = set()
    for s in shown:
        text = plain(s.text).strip()
        if not text or (s.where, text) in seen:
            continue
        seen.add((s.where, text))
        lines = [text] + [ln.strip() for ln in text.split("\n") if ln.strip()]
        found = ""
        for line in lines:
            bare = line.rstrip(":").rstrip("…").strip()
            if line in cat.english or bare in cat.english:
                found = f"english {line!r}"
            elif any(p.fullmatch(line) for p, _ in cat.patterns):
                source = next(src for p, src in cat.patterns if p.fullmatch(line))
                found = f"english {line!r} (template {source!r})"
            elif line in exact or bare in exact:
                found = f"raw value {line!r}"
            if found:
                break
        if not found:
            prose = re.sub(r"\S*[/\\._]\S*", " ", text)       # paths and file names are not prose
            words = {w.lower() for w in re.findall(r"[A-Za-z']+", prose)}
            english = sorted(words & STOPWORDS)
            if len(english) >= 2:
                found = f"english words {english}"
        if not found and tokens is not None:
            m = tokens.search(text)
            if m:
                found = f"raw value {m.group(0)!r}"
        if not found:
            for m in _KEY_RE.finditer(text):
                key = m.group(1)
                if key in raw.keys or key.split(".", 1)[0] in _KEY_PREFIXES + tuple(raw_game_ids()):
                    found = f"message key {key!r}"
                    break
        if found:
            out.append(f"{s.where}: {found} in {text[:160]!r}")
    return out


def raw_game_ids() -> list[str]:
    from contaria_desktop.games import registry
    return [p.id for p in registry.playable()]
