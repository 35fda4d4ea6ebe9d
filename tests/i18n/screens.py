"""Helpers for the translated-screens tests: reach each screen, measure whether any text is
cut off, record the texts the table paints (and whether they had to be elided)."""

from __future__ import annotations

import random
import re
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox, QGroupBox, QLabel, QPushButton,
                               QRadioButton, QStyle, QStyleOptionButton, QStyleOptionComboBox, QTabBar, QTableWidget,
                               QWidget)

#: The smallest window the table is designed for (docs/table-api.md: "from 1024x640").
MIN_SIZE = (1024, 640)
LANGS = ("en", "pt_BR", "es")


def start(window, game: str = "contaria", players: int = 4, seed: int = 3, moves: int = 0, names=None):
    """Start a game in ``window`` and play ``moves`` random decisions (curtains confirmed)."""
    from contaria_desktop.ui.newgame import NewGameChoice, default_seat_name

    names = names or [default_seat_name(i) for i in range(players)]
    page = window.start_game(NewGameChoice(game, players, names, {}, False, seed))
    assert page is not None
    if moves:
        page.autoplay(moves, random.Random(seed))
    if page.curtain_seat() is not None:
        page.confirm(page.curtain_seat())
    QApplication.processEvents()
    return page


def settle() -> None:
    """Let posted events run: LanguageChange, then the relayouts the new texts ask for."""
    for _ in range(3):
        QApplication.processEvents()


def _plain(text: str) -> str:
    """Text as painted: without the ``&`` of accelerators (``&&`` is a literal ampersand)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _button_needed(button: QAbstractButton) -> int:
    fm = button.fontMetrics()
    text_w = fm.horizontalAdvance(_plain(button.text()))
    style = button.style()
    if isinstance(button, (QCheckBox, QRadioButton)):
        return button.sizeHint().width()
    opt = QStyleOptionButton()
    opt.initFrom(button)
    opt.text = button.text()
    # the text plus the style's margins (not the style's minimum button width)
    needed = style.sizeFromContents(QStyle.ContentsType.CT_PushButton, opt,
                                    fm.size(Qt.TextFlag.TextShowMnemonic, button.text()), button).width()
    return min(needed, text_w + 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, opt, button) + 8)


@dataclass
class CutOff:
    widget: str
    text: str
    needed: int
    available: int

    def __str__(self) -> str:
        return f"{self.widget}: {self.text!r} needs {self.needed}px, has {self.available}px"


def cut_off_texts(root: QWidget) -> list[CutOff]:
    """Every visible label, button, check box, combo box, group box title, tab and table
    header/cell under ``root`` whose text does not fit its actual size."""
    out: list[CutOff] = []
    widgets = [root] + root.findChildren(QWidget)
    for w in widgets:
        if not w.isVisible() or w.width() <= 0:
            continue
        name = f"{type(w).__name__}({w.objectName()})"
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            rect = w.contentsRect()
            avail_w = rect.width() - 2 * max(w.margin(), 0) - max(w.indent(), 0)
            text = _plain(w.text()) if w.buddy() is not None else w.text()   # "&Game:" shows "Game:"
            if w.textFormat() == Qt.TextFormat.RichText or (
                    w.textFormat() != Qt.TextFormat.PlainText and re.search(r"<[a-zA-Z/][^>]*>", text)):
                continue  # rich text (HTML) flows in its own box
            fm = w.fontMetrics()
            if w.wordWrap():
                needed_h = fm.boundingRect(QRect(0, 0, avail_w, 100000), int(Qt.TextFlag.TextWordWrap), text).height()
                if needed_h > rect.height() + 1:
                    out.append(CutOff(name, text, needed_h, rect.height()))
                longest = max((fm.horizontalAdvance(word) for word in text.split()), default=0)
                if longest > avail_w:
                    out.append(CutOff(name, text, longest, avail_w))
            else:
                lines = text.split("\n")
                needed = max(fm.horizontalAdvance(line) for line in lines)
                if needed > avail_w + 1:
                    out.append(CutOff(name, text, needed, avail_w))
                if len(lines) * fm.lineSpacing() > rect.height() + fm.leading() + 2:
                    out.append(CutOff(name, text, len(lines) * fm.lineSpacing(), rect.height()))
        elif isinstance(w, QAbstractButton) and not isinstance(w, QTabBar) and w.text():
            if isinstance(w, (QPushButton, QCheckBox, QRadioButton)):
                needed = _button_needed(w)
                if needed > w.width() + 1:
                    out.append(CutOff(name, w.text(), needed, w.width()))
        elif isinstance(w, QComboBox) and w.currentText():
            opt = QStyleOptionComboBox()
            w.initStyleOption(opt)
            field = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                             QStyle.SubControl.SC_ComboBoxEditField, w)
            needed = w.fontMetrics().horizontalAdvance(w.currentText())
            if needed > field.width() + 1:
                out.append(CutOff(name, w.currentText(), needed, field.width()))
        elif isinstance(w, QGroupBox) and w.title():
            needed = w.fontMetrics().horizontalAdvance(_plain(w.title())) + 16
            if needed > w.width():
                out.append(CutOff(name, w.title(), needed, w.width()))
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                needed = w.fontMetrics().horizontalAdvance(_plain(w.tabText(i)))
                if needed > w.tabRect(i).width() - 8:
                    out.append(CutOff(name, w.tabText(i), needed, w.tabRect(i).width()))
        elif isinstance(w, QTableWidget):
            header = w.horizontalHeader()
            fm = header.fontMetrics()
            for col in range(w.columnCount()):
                item = w.horizontalHeaderItem(col)
                if item is not None and item.text() and not header.isSectionHidden(col):
                    needed = fm.horizontalAdvance(item.text()) + 8
                    if needed > header.sectionSize(col):
                        out.append(CutOff(name + " header", item.text(), needed, header.sectionSize(col)))
                for row in range(w.rowCount()):
                    cell = w.item(row, col)
                    if cell is not None and cell.text():
                        cfm = QFontMetrics(cell.font())
                        needed = cfm.horizontalAdvance(cell.text()) + 6
                        if needed > w.columnWidth(col):
                            out.append(CutOff(name + " cell", cell.text(), needed, w.columnWidth(col)))
    return out


# --- texts the table paints ------------------------------------------------------------

@dataclass(frozen=True)
class Painted:
    where: str      # "zone", "preview", "marker", "face", "cface"
    text: str
    elided: bool    # does not fit even at the smallest font size: painted with "…"


@contextmanager
def record_painted_texts():
    """Record every one-line text the table paints with ``draw_fitted`` while the block runs."""
    from contaria_desktop.table import faces
    import contaria_desktop.games.charlatao.faces as cfaces
    import contaria_desktop.table.items.pile as pile
    import contaria_desktop.table.items.token as marker
    import contaria_desktop.table.items.preview as preview
    import contaria_desktop.table.items.zone as zone

    seen: list[Painted] = []
    original = faces.draw_fitted

    def recorder(where):
        def draw(p, rect, text, max_px, min_px, bold=False, *args, **kwargs):
            drawn = original(p, rect, text, max_px, min_px, bold, *args, **kwargs)
            if drawn is False:   # an optional text left out at this size (issue 18.3): nothing is cut
                return drawn
            low = faces.readable_px(p, min_px)   # what draw_fitted uses: never below the readable size
            font = faces.fit_font(text, rect.width(), max(max_px, low), low, bold)
            need = QFontMetricsF(font).horizontalAdvance(text)
            seen.append(Painted(where, text, need > rect.width() + 0.5))
            return drawn
        return draw

    modules = {faces: "face", cfaces: "cface", zone: "zone", preview: "preview", marker: "marker",
               pile: "face"}   # a pile's caption was drawn through faces before it had a module
    saved = {m: m.draw_fitted for m in modules}
    for module, where in modules.items():
        module.draw_fitted = recorder(where)
    faces.clear_cache()
    try:
        yield seen
    finally:
        for module, fn in saved.items():
            module.draw_fitted = fn
        faces.clear_cache()
