"""Quissama's card faces, drawn in code (vectors and text, no bitmaps): a card of the deck by
its kind (icons N, G, C, L, B, K with their values; a special card with its effect), a
character of the Gallery (name, influence cost, ability and objective) and the deck's back.

Faces are hashable and hold only ids; their words are looked up in the language on screen
when painted (the table's face cache is dropped on a language switch)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from ...engines.quissama import rules_data
from ...table.faces import CONDENSED, SHRINK_FIRST, draw_name, readable_px
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


def icon_font(p: QPainter, radius: float) -> QFont:
    """The font of an icon's letter on a disc of ``radius``: readable on a small card (issue
    18.3), so it may outgrow the disc."""
    return _font(readable_px(p, radius * 1.1), True)


#: the most of a character card its name band may take for a name on two lines
TITLE_MAX = 0.3
CONDENSED_ALL = (100,) + CONDENSED


def title_lines(name: str, lines: int) -> list[str]:
    """``name`` as printed on ``lines`` lines (two: split where the halves are most even)."""
    if lines <= 0 or not name:
        return []
    words = name.split()
    if lines == 1 or len(words) < 2:
        return [name]
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _title_font(p: QPainter, lines: list[str], width: float, max_px: float, stretches: tuple[int, ...],
                max_height: float = 1e9, least: float = 0.0) -> QFont | None:
    """The largest bold font from ``max_px`` down to the readable floor (or ``least`` when
    larger), trying ``stretches`` at each size, at which every one of ``lines`` fits
    ``width`` and a line's box is at most ``max_height`` high; None when none does."""
    low = max(readable_px(p, 5.0), least)
    px = max(max_px, low)
    while px >= low - 1e-6:
        for stretch in stretches:
            f = _font(px, True)
            if stretch != 100:
                f.setStretch(stretch)
            m = QFontMetricsF(f)
            if m.height() <= max_height and all(m.horizontalAdvance(x) <= width for x in lines):
                return f
        px -= 0.5
    return None


def title_fit(p: QPainter, width: float, h: float, names: tuple[str, ...],
              max_px: float, most: float = TITLE_MAX) -> tuple[str, int, float, QFont | None]:
    """How a card's name is printed in a band ``width`` wide on a card ``h`` high: ``(name,
    lines, band height, font)`` - the first of ``names`` (the name, then its short form) that
    fits whole at a readable size: on one line in the band (23 % of the card) in plain or
    slightly narrow letters, else on two lines in a band grown to hold them (at most
    ``most`` of the card, :data:`TITLE_MAX` by default), else on one line smaller and
    narrower; ``("", 0, band, None)``
    when none fits (never a cut name: QA of issue 13)."""
    base = h * 0.23
    for name in names:
        if not name:
            continue
        # one line not much smaller than the card's other names, else two lines, else one
        # line as small and narrow as readable
        one = _title_font(p, [name], width, max_px, (100, 86), base - 1, max_px * SHRINK_FIRST)
        if one is not None:
            return name, 1, base, one
        halves = title_lines(name, 2)
        if len(halves) == 2:
            two = _title_font(p, halves, width, max_px, CONDENSED_ALL, (h * most - 2) / 2)
            if two is not None:
                return name, 2, max(base, 2 * QFontMetricsF(two).height() + 2), two
        small = _title_font(p, [name], width, max_px, CONDENSED_ALL, base - 1)
        if small is not None:
            return name, 1, base, small
    return "", 0, base, None


def draw_icon(p: QPainter, icon: str, centre: QPointF, radius: float, value: int = 1,
              letter: bool = True) -> None:
    """One cost icon: a disc in the icon's colour with its letter (and ×2 for a double);
    ``letter`` False: the disc alone (a card too small for the letters: its colour says the
    icon, the hover says the cost in words)."""
    p.setPen(QPen(QColor(40, 30, 20, 200), max(0.8, radius * 0.1)))
    p.setBrush(QColor(ICON_COLOURS.get(icon, "#888888")))
    p.drawEllipse(centre, radius, radius)
    if not letter:
        return
    p.setPen(QColor(ICON_INK.get(icon, "white")))
    font = icon_font(p, radius)
    p.setFont(font)
    label = text.icon_letter(icon) + ("" if value == 1 else str(value))
    half = max(radius, float(font.pixelSize()))
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
        special = not icons and not wild
        if special:     # the name's lines push the effect down (QA of issue 13: "Imperial" on it)
            named = _special_title(p, rect, w, h, text.kind_name(self.kind),
                                   (text.special_effect(self.kind), text.short_effect(self.kind)))
        else:
            named = draw_name(p, QRectF(rect.left() + w * 0.05, rect.top() + h * 0.02, rect.width() - w * 0.1,
                                        h * 0.28), text.kind_name(self.kind), w * 0.16, 5.0, optional=True)
        if not named and icons:   # a long one-word name ("Guaiamum" in the Market): never blank
            # short form of a double card: the single card's name (its two icons say "double")
            single = self.kind[:-2] + "_1" if self.kind.endswith("_2") else self.kind
            named = _fallback_name(p, rect, w, h, text.kind_name(self.kind), text.kind_name(single))
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
            # named: the name and its effect are painted (_special_title). A card too small
            # for both (the cards under Quissama, a Market card at 1024×640) prints its name
            # over the body instead, else the effect alone: never blank (QA of issue 13)
            body = QRectF(rect.left() + w * 0.07, h * 0.28, rect.width() - w * 0.14, h * 0.68)
            whole = QRectF(rect.left() + w * 0.02, h * 0.08, rect.width() - w * 0.04, h * 0.86)
            if not named and not draw_whole(p, whole, (text.kind_name(self.kind),), w * 0.16, 4.0, Qt.AlignHCenter):
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


#: the most of a special card its name on two lines may take: more than a character's (a
#: Market card at 1024×640 needs 0.32 for "Bendición / de Peito" at the readable size), the
#: effect under it prints its short form when the rest is too small
SPECIAL_TITLE_MAX = 0.4


def _special_title(p: QPainter, rect: QRectF, w: float, h: float, name: str,
                   effects: tuple[str, ...]) -> bool:
    """A special card's name at the top of ``rect`` (a ``w`` × ``h`` card) on one line, else
    on two (:func:`title_fit`: each line as high as its font), and under it the first of
    ``effects`` (the effect, its short form) that fits whole: the effect starts where the
    name ends, so a second line never runs into it (QA of issue 13, "Familia / Imperial" at
    1024×640). False, with nothing painted, when the two do not fit together readably."""
    width = rect.width() - w * 0.1
    printed, lines, _band, font = title_fit(p, width, h, (name,), w * 0.16, SPECIAL_TITLE_MAX)
    if font is None:
        return False
    line_h = QFontMetricsF(font).height()
    top = rect.top() + h * 0.02
    body_top = top + lines * line_h + h * 0.01
    body = QRectF(rect.left() + w * 0.07, body_top, rect.width() - w * 0.14, h * 0.96 - body_top)
    effect = next(((e, f) for e in effects if e for f in (wrapped_font(p, body, e, w * 0.11, 4.0),)
                   if f is not None), None)
    if effect is None:
        return False
    p.setFont(font)
    for i, line in enumerate(title_lines(printed, lines)):
        p.drawText(QRectF(rect.left() + w * 0.05, top + i * line_h, width, line_h), Qt.AlignCenter, line)
    p.setPen(QColor("#3b2a1a"))
    p.setFont(effect[1])
    p.drawText(body, Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop, effect[0])
    return True


def _fallback_name(p: QPainter, rect: QRectF, w: float, h: float, name: str, short: str) -> bool:
    """A card name that did not fit its band at a readable size (QA of issue 13: "Guaiamum"
    blank on a Market card at 1280×800), tried in turn above the icons (which start at about
    0.37 of the height): across the card's whole width; on two lines; the ``short`` form
    ("Guaiamum" for "double Guaiamum"); a one-word name cut in two with a hyphen ("Guaia-" /
    "mum"). True when one was painted."""
    band = QRectF(rect.left() + 1, rect.top() + h * 0.02, rect.width() - 2, h * 0.2)
    tall = QRectF(band.left(), band.top(), band.width(), h * 0.34)
    tries = [(band, name), (tall, name), (band, short)]
    for word in dict.fromkeys((short, name)):
        if " " not in word and len(word) >= 6:
            cut = (len(word) + 1) // 2 + 1
            tries.append((tall, f"{word[:cut]}- {word[cut:]}"))
    return any(draw_name(p, r, t, w * 0.16, 5.0, optional=True) for r, t in tries)


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

    def title(self, p: QPainter, w: float, h: float) -> tuple[str, int, float, QFont | None]:
        """``(name printed, lines, band height, font)`` on a ``w`` × ``h`` card (:func:`title_fit`):
        every other word of the face is painted under the band."""
        return title_fit(p, w * 0.92 - 2, h, (text.character_name(self.char), text.short_character_name(self.char)),
                         w * 0.14)

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        rect = _frame(p, w, h, "#f1e6cc")
        name, lines, band_h, font = self.title(p, w, h)
        band = QRectF(rect.left(), rect.top(), rect.width(), band_h)
        p.setPen(QPen(QColor(40, 30, 20, 120), 1.0) if self.colour in ("yellow", "white") else Qt.NoPen)
        p.setBrush(QColor(text.player_colour(self.colour)) if self.colour else QColor("#3b2a1a"))
        p.drawRoundedRect(band, w * 0.07, w * 0.07)
        p.setPen(QColor("#1b1b1b") if self.colour in ("yellow", "white") else QColor("white"))
        printed: list[QRectF] = []      # where words are: a blocked card's slash keeps off them
        # the name on one line, else on two in a taller band, else its short form ("Alencar");
        # a card too small even for that (a seat's area, where a plate names it) leaves it out
        inner = band.adjusted(w * 0.04, 0, -w * 0.04, 0)
        for i, line in enumerate(title_lines(name, lines)):
            part = QRectF(inner.left(), inner.top() + i * inner.height() / lines, inner.width(), inner.height() / lines)
            p.setFont(font)
            p.drawText(part, Qt.AlignCenter, line)
            printed.append(QFontMetricsF(p.font()).boundingRect(part, int(Qt.AlignCenter), line))
        top = self._cost(p, w, h, band.bottom() + max(1.0, h * 0.015), printed)
        p.setPen(QColor("#2b1d10"))
        # the objective in a few words from the data; the whole sentence on hover
        # (above the meeples standing on the card's bottom edge: layout._character)
        goal = QRectF(w * 0.05, top + h * 0.02, w * 0.9, max(0.0, h * (0.99 - PIECES_BAND) - top - h * 0.02))
        said = draw_whole(p, goal, (text.short_objective(self.char),), w * 0.12, 4.0, Qt.AlignHCenter)
        if said:
            flags = int(Qt.TextWordWrap | Qt.AlignHCenter | Qt.AlignTop)
            printed.append(QFontMetricsF(p.font()).boundingRect(goal, flags, said))
        if self.blocked:
            # the slash crosses the card but no word (QA of issue 13: it crossed the objective)
            clip = QPainterPath()
            clip.addRect(QRectF(0, top, w, h - top))   # under the name band and the cost
            pad = max(1.5, w * 0.02)
            for r in printed:
                hole = QPainterPath()
                hole.addRect(r.adjusted(-pad, -pad, pad, pad))
                clip = clip.subtracted(hole)
            p.save()
            p.setClipPath(clip)
            p.setPen(QPen(QColor("#c0392b"), max(1.5, w * 0.04)))
            p.drawLine(QPointF(w * 0.1, h * 0.9), QPointF(w * 0.9, h * 0.1))
            p.restore()

    def _cost(self, p: QPainter, w: float, h: float, top: float, printed: list[QRectF]) -> float:
        """The influence cost under the band from ``top`` down: the icons with their letters
        (a letter at the readable size may outgrow its disc; the row is placed so that its
        letters stay clear of the band - QA of issue 13), the discs alone when the letters
        would run into each other, or three identical cards; returns the row's bottom."""
        cost = rules_data.CHARACTERS[self.char]["cost"]
        if not isinstance(cost, dict):
            half = h * 0.055
            y = top + half
            p.setPen(QPen(QColor("#3b2a1a"), max(0.8, w * 0.012)))   # three identical cards (hover: in words)
            for i in range(3):
                card = QRectF(w * (0.3 + 0.14 * i), y - half, w * 0.12, 2 * half)
                p.setBrush(QColor("#f7efd2"))
                p.drawRoundedRect(card, 2, 2)
            return y + half
        icons = [icon for icon, n in cost.items() for _ in range(n)]
        r = min(w * 0.08, w * 0.9 / (2.3 * max(1, len(icons))))
        m = QFontMetricsF(icon_font(p, r))
        letters = max(m.horizontalAdvance(text.icon_letter(i)) for i in icons) <= 2.3 * r - 1.0
        half = max(r, m.height() / 2) if letters else r
        y = top + half
        x0 = w / 2 - (len(icons) - 1) * r * 1.15
        for i, icon in enumerate(icons):
            draw_icon(p, icon, QPointF(x0 + i * r * 2.3, y), r, letter=letters)
        printed.append(QRectF(x0 - 1.15 * r, y - half, len(icons) * 2.3 * r, 2 * half))
        return y + half

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
