"""Quissama's card faces, drawn in code (vectors and text, no bitmaps): a card of the deck by
its kind (icons N, G, C, L, B, K with their values; a special card with its effect), a
character of the Gallery (name, influence cost, ability and objective) and the deck's back.

Faces are hashable and hold only ids; their words are looked up in the language on screen
when painted (the table's face cache is dropped on a language switch)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from ...engines.quissama import rules_data
from ...table.faces import CONDENSED, draw_name, readable_px
from . import text

#: icon colours (rulebook: Nagoa blue, Guaiamum red)
ICON_COLOURS = {"N": "#2f5fb3", "G": "#b33a2f", "C": "#d9a92a", "L": "#e9e4d2", "B": "#7a5230", "K": "#7b3fa0"}
ICON_INK = {"N": "white", "G": "white", "C": "#3b2a05", "L": "#2b2b2b", "B": "white", "K": "white"}
KIND_PAPER = {"N": "#dfe8f7", "G": "#f6dedb", "C": "#f7efd2", "L": "#f3f1ea", "B": "#efe3d6", "K": "#eee0f4"}
SPECIAL_PAPER = "#e9dcc0"
#: the bottom of a character card kept clear of text: the meeples on it stand there
PIECES_BAND = 0.08
BACK = "#5a3423"


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(5, int(round(px))))
    f.setBold(bold)
    return f


def wrapped_font(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float) -> QFont | None:
    """The largest font (``max_px`` down to the readable floor, then narrower letters) at
    which ``text`` wraps into ``rect`` whole - every line inside, no word wider than the rect;
    None when it cannot be printed readably there (the caller prints something shorter or
    nothing: never a cut word, QA of issue 13)."""
    low = readable_px(p, min_px)
    flags = Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop
    words = text.split()
    for stretch in (100,) + CONDENSED:
        px = max(max_px, low)
        while px >= low - 1e-6:
            f = _font(px)
            if stretch != 100:
                f.setStretch(stretch)
            m = QFontMetricsF(f)
            if (all(m.horizontalAdvance(word) <= rect.width() for word in words)
                    and m.boundingRect(rect, flags, text).height() <= rect.height()):
                return f
            px -= 0.5
    return None


def draw_whole(p: QPainter, rect: QRectF, texts: tuple[str, ...], max_px: float, min_px: float,
               align=Qt.AlignLeft) -> str:
    """Print the first of ``texts`` that fits ``rect`` whole (:func:`wrapped_font`), e.g. the
    full effect, else its short form; returns what was printed ("" when none fits)."""
    for candidate in texts:
        if not candidate:
            continue
        f = wrapped_font(p, rect, candidate, max_px, min_px)
        if f is not None:
            p.setFont(f)
            p.drawText(rect, Qt.TextWordWrap | align | Qt.AlignTop, candidate)
            return candidate
    return ""


def draw_icon(p: QPainter, icon: str, centre: QPointF, radius: float, value: int = 1) -> None:
    """One cost icon: a disc in the icon's colour with its letter (and ×2 for a double)."""
    p.setPen(QPen(QColor(40, 30, 20, 200), max(0.8, radius * 0.1)))
    p.setBrush(QColor(ICON_COLOURS.get(icon, "#888888")))
    p.drawEllipse(centre, radius, radius)
    p.setPen(QColor(ICON_INK.get(icon, "white")))
    # the letter stays readable on a small card (issue 18.3): it may outgrow the disc
    px = readable_px(p, radius * 1.1)
    p.setFont(_font(px, True))
    label = text.icon_letter(icon) + ("" if value == 1 else str(value))
    half = max(radius, px)
    p.drawText(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half), Qt.AlignCenter, label)


def _frame(p: QPainter, w: float, h: float, paper: str) -> QRectF:
    rect = QRectF(1, 1, w - 2, h - 2)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor(paper).lighter(104))
    grad.setColorAt(1, QColor(paper).darker(108))
    p.setPen(QPen(QColor("#3b2a1a"), max(1.0, w * 0.02)))
    p.setBrush(grad)
    p.drawRoundedRect(rect, w * 0.07, w * 0.07)
    return rect


@dataclass(frozen=True)
class KindFace:
    """A card of the deck of kind ``kind`` (``NAGOA_1``...); ``count`` > 1 adds "×N"."""

    kind: str
    count: int = 1

    def texts(self) -> list[str]:
        return [t for t in (text.kind_name(self.kind), text.special_effect(self.kind), text.short_effect(self.kind)) if t]

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        icons = rules_data.ICONS.get(self.kind, {})
        wild = self.kind == rules_data.WILD
        main = next(iter(icons), "")
        rect = _frame(p, w, h, KIND_PAPER.get(main, SPECIAL_PAPER))
        p.setPen(QColor("#2b1d10"))
        # left out on a card too small for it whole (a known card in a seat's area, the cards
        # under Quissama): its icons and the hover preview name it
        named = draw_name(p, QRectF(rect.left() + w * 0.05, rect.top() + h * 0.02, rect.width() - w * 0.1, h * 0.28),
                          text.kind_name(self.kind), w * 0.16, 5.0, optional=True)
        if icons:
            (icon, value), = icons.items()
            r = w * (0.2 if value == 1 else 0.17)
            if value == 1:
                draw_icon(p, icon, QPointF(w / 2, h * 0.56), r * 1.3)
            else:
                draw_icon(p, icon, QPointF(w * 0.32, h * 0.56), r)
                draw_icon(p, icon, QPointF(w * 0.68, h * 0.56), r)
        elif wild:
            r = w * 0.1
            for i, icon in enumerate(rules_data.WILD_ICONS):
                row, col = divmod(i, 3)
                draw_icon(p, icon, QPointF(w * (0.25 + 0.25 * col), h * (0.45 + 0.2 * row)), r)
        else:
            p.setPen(QColor("#3b2a1a"))
            # the whole effect, else a few words; the whole text is in the hover preview. A
            # card too small for its name in the top band (the cards under Quissama) prints
            # the name here instead: a special card is never blank (QA of issue 13)
            body = QRectF(rect.left() + w * 0.07, h * 0.28, rect.width() - w * 0.14, h * 0.68)
            whole = QRectF(rect.left() + w * 0.02, h * 0.08, rect.width() - w * 0.04, h * 0.86)
            if named or not draw_whole(p, whole, (text.kind_name(self.kind),), w * 0.16, 4.0, Qt.AlignHCenter):
                draw_whole(p, body, (text.special_effect(self.kind), text.short_effect(self.kind)), w * 0.11, 4.0)
        if self.count > 1:
            p.setPen(QPen(QColor("white"), 1.0))
            p.setBrush(QColor(30, 20, 10, 220))
            badge = QRectF(w * 0.58, h * 0.82, w * 0.38, h * 0.15)
            p.drawRoundedRect(badge, 4, 4)
            p.setFont(_font(readable_px(p, h * 0.1), True))
            p.drawText(badge, Qt.AlignCenter | Qt.TextFlag.TextDontClip, f"×{self.count}")

    def preview_content(self, card: dict, owner_label: str):
        lines = [(text.kind_name(self.kind), "title")]
        for line in card.get("lines") or []:
            lines.append((line, "body"))
        if not rules_data.ICONS.get(self.kind):
            lines.append((text.special_effect(self.kind), "body"))
        from . import PLUGIN   # a count from the player's card data is said and marked † (issue 14)
        mark = PLUGIN.override_mark(f"cards.{self.kind}.count")
        if mark:
            count = rules_data.SCHEMA.data(PLUGIN.data_in_force)["kinds"][self.kind]["count"]
            lines.append((PLUGIN.copies_line(count) + " " + mark, "status"))
            lines.append(PLUGIN.override_note())
        return [(KindFace(self.kind), owner_label)], lines


@dataclass(frozen=True)
class CharacterFace:
    """A character card of the Gallery: ``char`` (``QUISSAMA``...), owned by ``colour`` (a
    player colour or "" while in the Gallery), ``blocked`` when an opponent's meeple sits on
    it in its owner's area (neither ability nor objective counts)."""

    char: str
    colour: str = ""
    blocked: bool = False

    def texts(self) -> list[str]:
        return [text.character_name(self.char), text.short_objective(self.char), text.objective(self.char)]

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        rect = _frame(p, w, h, "#f1e6cc")
        band = QRectF(rect.left(), rect.top(), rect.width(), h * 0.23)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(text.player_colour(self.colour)) if self.colour else QColor("#3b2a1a"))
        p.drawRoundedRect(band, w * 0.07, w * 0.07)
        p.setPen(QColor("#1b1b1b") if self.colour in ("yellow", "white") else QColor("white"))
        # on two lines if need be; a card too small for it whole (a seat's area, where the
        # name stands beside it) leaves it out rather than cut it
        draw_name(p, band.adjusted(w * 0.04, 0, -w * 0.04, 0), text.character_name(self.char), w * 0.14, 5.0,
                  optional=True)
        cost = rules_data.CHARACTERS[self.char]["cost"]
        y = h * 0.31
        if isinstance(cost, dict):
            icons = [icon for icon, n in cost.items() for _ in range(n)]
            r = min(w * 0.08, w * 0.9 / (2.3 * max(1, len(icons))))
            x0 = w / 2 - (len(icons) - 1) * r * 1.15
            for i, icon in enumerate(icons):
                draw_icon(p, icon, QPointF(x0 + i * r * 2.3, y), r)
        else:
            p.setPen(QPen(QColor("#3b2a1a"), max(0.8, w * 0.012)))   # three identical cards (hover: in words)
            for i in range(3):
                card = QRectF(w * (0.3 + 0.14 * i), y - h * 0.055, w * 0.12, h * 0.11)
                p.setBrush(QColor("#f7efd2"))
                p.drawRoundedRect(card, 2, 2)
        p.setPen(QColor("#2b1d10"))
        # the objective in a few words from the data; the whole sentence on hover
        # (above the meeples standing on the card's bottom edge: layout._character)
        draw_whole(p, QRectF(w * 0.05, h * 0.39, w * 0.9, h * (0.99 - 0.39 - PIECES_BAND)),
                   (text.short_objective(self.char),), w * 0.12, 4.0, Qt.AlignHCenter)
        if self.blocked:
            p.setPen(QPen(QColor("#c0392b"), max(1.5, w * 0.04)))
            p.drawLine(QPointF(w * 0.1, h * 0.9), QPointF(w * 0.9, h * 0.1))

    def preview_content(self, card: dict, owner_label: str):
        lines = [(text.character_name(self.char), "title"),
                 (text.cost_line(self.char), "status"),
                 (text.ability(self.char), "body"),
                 (text.objective(self.char), "body")]
        for who, progress in card.get("progress") or []:
            lines.append((f"{who}: " + ", ".join(text.progress_line(x) for x in progress), "status"))
        if self.blocked:
            lines.append((text.blocked_note(), "warn"))
        return [(self, owner_label)], lines


@dataclass(frozen=True)
class BackFace:
    """The back of a Quissama card (the deck, other players' hands)."""

    def texts(self) -> list[str]:
        return []

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        rect = QRectF(1, 1, w - 2, h - 2)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor(BACK).lighter(130))
        grad.setColorAt(1, QColor(BACK).darker(130))
        p.setPen(QPen(QColor("#e0b45a"), max(1.0, w * 0.03)))
        p.setBrush(grad)
        p.drawRoundedRect(rect, w * 0.07, w * 0.07)
        p.setPen(QPen(QColor(224, 180, 90, 160), max(1.0, w * 0.02)))
        p.setBrush(Qt.NoBrush)
        c = rect.center()
        for f in (0.32, 0.22):      # a berimbau's gourd: two rings
            p.drawEllipse(c, w * f, w * f)
        p.drawLine(QPointF(c.x(), rect.top() + h * 0.08), QPointF(c.x(), rect.bottom() - h * 0.08))

    def preview_content(self, card: dict, owner_label: str):
        return [(self, owner_label)], [(line, "body") for line in card.get("lines") or []]
