"""Dark Tales card faces (:class:`DarkTalesFace`): painted with vectors at the on-screen size
(``table/faces.pixmap`` caches them); the card back and the start-page tile are pictures in
``assets/dark_tales/`` (made by ``scripts/make_art.py``).

A face up card shows its name, type, printed VP (a dotted ring when that value is
unverified) and, on large cards, its text; a setting card shows its title and lines.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ...table import art
from ...table.faces import (CONDENSED, TIGHTEST, UNVERIFIED, draw_fitted, draw_wrapped, points_badge,
                            points_badge_radius, readable_px)
from ...i18n.hyphens import syllable_breaks
from . import cardtext

TYPE_COLOURS = {"MALE": QColor("#35608f"), "FEMALE": QColor("#a2416b"), "MONSTER": QColor("#7a2323"),
                "PLACE": QColor("#3d7040"), "EVENT": QColor("#6a4c93")}
DAY, NIGHT = QColor("#e8b73a"), QColor("#22315e")
PAPER = QColor("#efe4c8")
INK = QColor("#221a12")
BACK = QColor("#1d1726")


@dataclass(frozen=True)
class DarkTalesFace:
    """One face; hashable (the picture cache key).

    ``kind``: ``"card"`` (card ``card`` face up), ``"back"`` (face down; ``count`` painted
    on it for a pile or a hand), ``"setting"`` (setting card ``card`` = ``"A1"``...),
    ``"title"`` (the tale's title banner; ``card`` = ``"A1|B2"``, the two setting cards).
    ``tag``: a caption on a ribbon at the foot ("known", "×3"). ``under``: a card under
    another of its kind in a stack - only its coloured edge is painted, so the strips that
    show give no badge or name fragment (QA of issue 11: "++2", "(" slivers); its hover
    preview still shows the whole card."""

    kind: str
    card: str | None = None
    count: int | None = None
    tag: str = ""
    under: bool = False

    @property
    def face_up(self) -> bool:
        return self.kind != "back"

    @property
    def identity(self) -> str | None:
        return self.card if self.kind != "back" else None

    def texts(self) -> list[str]:
        """Every string this face paints (the leak tests read these)."""
        out: list[str] = []
        if self.kind == "card" and self.card and not self.under:
            out += [cardtext.name(self.card), cardtext.type_name(cardtext.card_type(self.card)),
                    str(cardtext.card_vp(self.card))]
        elif self.kind == "setting" and self.card:
            out += [cardtext.setting_code(self.card), cardtext.setting_name(self.card)]
        elif self.kind == "title" and self.card:
            out.append(_title_text(self.card))
        if self.count is not None:
            out.append(str(self.count))
        if self.tag:
            out.append(self.tag)
        return out

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "back":
            _paint_back(p, w, h, self.count)
        elif self.kind == "vp":
            _paint_vp(p, w, h)
        elif self.kind == "setting":
            _paint_setting(p, str(self.card), w, h)
        elif self.kind == "title":
            _paint_title(p, str(self.card), w, h)
        elif self.under:
            colour = {"day": DAY, "night": NIGHT}.get(str(self.card)) or \
                TYPE_COLOURS.get(cardtext.card_type(str(self.card)), QColor("#555555"))
            _frame(p, w, h, colour)
        else:
            _paint_card(p, str(self.card), w, h, abilities, ribbon_rect(p, w, h, self.tag) if self.tag else None)
        if self.tag:
            rib = ribbon_rect(p, w, h, self.tag)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(240, 196, 76, 235))
            p.drawRoundedRect(rib, w * 0.04, w * 0.04)
            p.setPen(INK)
            lines = ribbon_lines(p, w, self.tag)
            if len(lines) == 1:
                # one word whole in narrower letters ("conhecida" at 44 px, not "conheci…")
                draw_fitted(p, rib, self.tag, max(h * 0.1, rib.height() * 0.72), 5.0, bold=True, stretches=TIGHTEST)
            else:
                line_h = (rib.height() - 2.0) / len(lines)
                for i, line in enumerate(lines):
                    draw_fitted(p, QRectF(rib.left(), rib.top() + 1.0 + i * line_h, rib.width(), line_h),
                                line, line_h * 0.8, 5.0, bold=True)

    def preview_content(self, card: dict, owner_label: str) -> tuple[list, list]:
        """Pictures and text lines of the hover preview (the layout puts the lines in the
        card dict as ``lines``)."""
        pictures = card.get("preview_faces") or [(replace(self, under=False), owner_label)]
        return pictures, list(card.get("lines") or [])


#: the medallion's (the card's initial) usual smallest height, as a share of the card's inner
#: height: a long name takes the type line's place before it shrinks the medallion below it
PIC_MIN = 0.2


def _frame(p: QPainter, w: float, h: float, colour: QColor) -> QRectF:
    outer = QRectF(0.5, 0.5, w - 1, h - 1)
    p.setPen(QPen(QColor("#0e0b08"), max(1.0, w * 0.015)))
    p.setBrush(colour)
    p.drawRoundedRect(outer, w * 0.07, w * 0.07)
    inner = outer.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PAPER)
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    return inner


def _paint_back(p: QPainter, w: float, h: float, count: int | None) -> None:
    image = art.load_image("dark_tales", "card_back.png")
    if image is not None:
        p.drawImage(QRectF(0, 0, w, h), image, QRectF(image.rect()))
    else:
        p.setPen(QPen(QColor("#c9a45c"), max(1.0, w * 0.03)))
        p.setBrush(BACK)
        p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
    if count is not None:
        r = QRectF(w * 0.2, h * 0.36, w * 0.6, h * 0.28)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRoundedRect(r, w * 0.06, w * 0.06)
        p.setPen(QColor("white"))
        draw_fitted(p, r, str(count), r.height() * 0.8, 6.0, bold=True)


def _title_text(cards: str) -> str:
    a, _, b = cards.partition("|")
    return cardtext.title(a, b)


def _paint_title(p: QPainter, cards: str, w: float, h: float) -> None:
    """The tale's title "A and B" on a dark banner, centred, on one line as large as fits."""
    p.setPen(QPen(QColor("#c9a45c"), max(1.0, h * 0.05)))
    p.setBrush(QColor(20, 16, 28, 215))
    p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), h * 0.3, h * 0.3)
    p.setPen(QColor("#f0d9a0"))
    draw_fitted(p, QRectF(h * 0.4, 0, w - h * 0.8, h), _title_text(cards), h * 0.62, 5.0, bold=True)


def _paint_vp(p: QPainter, w: float, h: float) -> None:
    """A face-down victory-point token."""
    r = QRectF(1, 1, w - 2, h - 2)
    p.setPen(QPen(QColor("#c9a45c"), max(1.0, w * 0.06)))
    p.setBrush(QColor("#3a2a18"))
    p.drawEllipse(r)
    p.setPen(QColor("#c9a45c"))
    p.drawEllipse(r.adjusted(w * 0.18, h * 0.18, -w * 0.18, -h * 0.18))


def ribbon_lines(p: QPainter, w: float, tag: str) -> list[str]:
    """The tag's lines on the ribbon of a card ``w`` wide: one when it fits at the readable
    floor, else its words on two or three lines, measured in the narrower letters
    ``draw_fitted`` may use ("top of / the deck" on a small card - QA of issue 11: "baralho
    nº 1" was cut to "baral…"); one (elided) when three lines do not fit either."""
    font = _bold_font(readable_px(p, 5.0))
    width = w * 0.88 - 2.0
    if " " not in tag or QFontMetricsF(font).horizontalAdvance(tag) <= width:
        return [tag]
    font.setStretch(CONDENSED[0])      # draw_fitted narrows the letters as far as this, too
    lines = _wrap(tag.split(), QFontMetricsF(font), lambda i: width, False)
    return lines if lines is not None and len(lines) <= 3 else [tag]


def ribbon_rect(p: QPainter, w: float, h: float, tag: str = "") -> QRectF:
    """The tag ribbon at a card's foot ("known", "×3"): tall enough for the tag's lines
    (:func:`ribbon_lines`) at the readable floor; the card's type line and text are laid out
    above it (QA of issue 11: the ribbon covered the type label)."""
    text_h = QFontMetricsF(_bold_font(readable_px(p, 5.0))).height()
    n = len(ribbon_lines(p, w, tag)) if tag else 1
    rib_h = max(h * 0.13, text_h * n + 2.0)
    return QRectF(w * 0.06, h - w * 0.05 - rib_h, w * 0.88, rib_h)


def _paint_card(p: QPainter, card_id: str, w: float, h: float, abilities: bool,
                ribbon: QRectF | None = None) -> None:
    """A face-up card; ``ribbon`` (the tag's place at the foot) is kept free of its texts."""
    kind = cardtext.card_type(card_id)
    colour = TYPE_COLOURS.get(kind, QColor("#555555"))
    if card_id == "day":
        colour = DAY
    elif card_id == "night":
        colour = NIGHT
    inner = _frame(p, w, h, colour)
    unverified = cardtext.unverified(card_id)
    # the name band on top, as tall as the name needs (title_lines): whole words on as few
    # lines as can be, right of the VP badge or else under it; hyphenated only when no
    # whole-word layout fits - a name is never cut to "Princ…" (the picture moves down instead)
    name = cardtext.name(card_id)
    # the VP badge's real size (it grows on a small card to hold its number): the name's first
    # lines start right of it
    centre = QPointF(inner.left() + w * 0.1, inner.top() + w * 0.1)
    badge_r = points_badge_radius(p, w * 0.11, cardtext.card_vp(card_id))
    badge_right = max(inner.left() + w * 0.21, centre.x() + badge_r + w * 0.01)
    narrow = QRectF(badge_right, inner.top() + h * 0.005, inner.right() - w * 0.01 - badge_right, 0)
    wide_left = inner.left() + w * 0.03
    badge_bottom = max(inner.top() + w * 0.21, centre.y() + badge_r)
    layout = title_lines(p, name, narrow.width(), inner.right() - w * 0.01 - wide_left,
                         badge_bottom - narrow.top(), inner.height() * 0.1, inner.height() * 0.45)
    font, lines = layout.font, layout.lines
    line_h = QFontMetricsF(font).height()
    name_top = badge_bottom if layout.below else narrow.top()
    name_h = name_top - narrow.top() + len(lines) * line_h + 1.0
    pic_top = inner.top() + max(inner.height() * 0.2, name_h + h * 0.01)
    pic_h = max(inner.height() * PIC_MIN, inner.height() * 0.56 - (pic_top - inner.top()))
    type_font = QFontMetricsF(_bold_font(readable_px(p, 5.0))).height()
    type_h = max(inner.height() * 0.1, type_font)
    # the type line sits on the ribbon (or the card's foot), the picture gives up what it needs
    # (a name on three lines under the VP badge left the type under the card's edge)
    foot = ribbon.top() if ribbon is not None else inner.bottom()
    pic_h = min(pic_h, foot - h * 0.01 - type_h - h * 0.01 - pic_top)
    # a name on three lines ("Criatura / de la / Noche" on a seat's small card) left the
    # medallion a thin bar with its letter cut (QA of issue 11): it keeps PIC_MIN of the card
    # and the type line gives way instead (the frame's colour says the type)
    show_type = True
    pic_min = inner.height() * PIC_MIN
    if pic_h < pic_min - 0.5:
        grown = min(pic_min, foot - h * 0.01 - pic_top)
        # only when the medallion then holds its letter at the readable size (else, as before,
        # a medallion too small for it is left out: its letter would spill onto the ribbon)
        if grown >= QFontMetricsF(_bold_font(readable_px(p, 6.0))).height():
            show_type = False
            pic_h = max(pic_h, grown)
    # the picture: a medallion in the type's colour with the card's initial
    pic = QRectF(inner.left() + inner.width() * 0.1, pic_top, inner.width() * 0.8, max(0.0, pic_h))
    if pic.height() >= h * 0.06:
        p.setBrush(colour.lighter(140))
        p.setPen(QPen(colour.darker(130), max(1.0, w * 0.012)))
        p.drawRoundedRect(pic, w * 0.05, w * 0.05)
        _emblem(p, card_id, pic)
    elif layout.below:
        # no room for the medallion (a long name over a ribbon on a small card - QA of log8:
        # a known Creature of the Night in an opponent's hand at 44 px had no letter): the
        # initial goes on a chip in the top-right corner, the row the name left free
        corner_letter(p, card_id, colour, QRectF(QPointF(centre.x() + badge_r + w * 0.03, inner.top() + 0.5),
                                                 QPointF(inner.right() - w * 0.02, badge_bottom - 0.5)))
    # name on top, right of the VP badge (and under it when it takes more lines)
    p.setPen(INK)
    p.setFont(font)
    centred = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    for i, line in enumerate(lines):
        top = name_top + i * line_h
        left = narrow.left() if top < badge_bottom - 0.5 else wide_left
        right = narrow.right() if top < badge_bottom - 0.5 else inner.right() - w * 0.01
        p.drawText(QRectF(left, top, right - left, line_h), centred, line)
    # printed VP badge at the top left
    points_badge(p, centre, w * 0.11, cardtext.card_vp(card_id), "vp" in unverified)
    # type line under the picture
    type_rect = QRectF(inner.left(), pic.bottom() + h * 0.01, inner.width(), type_h)
    p.setPen(colour.darker(120))
    label = cardtext.type_name(kind)
    if show_type and type_rect.bottom() <= foot + 0.5:
        # (on a card too small for name, type and ribbon, the colour says the type)
        draw_fitted(p, type_rect, label, inner.height() * 0.08, 5.0, bold=True)
    bottom = ribbon.top() if ribbon is not None else inner.bottom()
    if w >= 120 and abilities and bottom - type_rect.bottom() > h * 0.08:
        text_rect = QRectF(inner.left() + w * 0.04, type_rect.bottom(), inner.width() - w * 0.08,
                           bottom - type_rect.bottom() - h * 0.02)
        body = " ".join(cardtext.card_lines(card_id))
        if "effect" in unverified and body:
            body += " " + cardtext.unverified_mark()
        p.setPen(INK)
        draw_wrapped(p, text_rect, body, w * 0.075, max(5.0, w * 0.05))


def corner_letter(p: QPainter, card_id: str, colour: QColor, room: QRectF) -> QRectF | None:
    """The card's initial on a small chip at the right of ``room`` (painter units: the free
    top row right of the VP badge), for a card whose medallion has no room. The letter is
    at the readable size (:func:`readable_px`); returns the chip's rectangle, or None (and
    paints nothing) when the chip does not fit ``room`` at that size."""
    letter = cardtext.name(card_id)[:1]
    font = _bold_font(readable_px(p, 6.0))
    fm = QFontMetricsF(font)
    pad = max(1.0, fm.capHeight() * 0.25)
    chip_h = fm.capHeight() + 2 * pad
    chip_w = max(chip_h, fm.horizontalAdvance(letter) + 2 * pad)
    if not letter or chip_h > room.height() + 0.01 or chip_w > room.width() + 0.01:
        return None
    chip = QRectF(room.right() - chip_w, room.center().y() - chip_h / 2, chip_w, chip_h)
    p.setBrush(colour.lighter(140))
    p.setPen(QPen(colour.darker(130), max(1.0, chip_h * 0.08)))
    p.drawRoundedRect(chip, chip_h * 0.25, chip_h * 0.25)
    p.setPen(QColor(255, 255, 255, 235))
    p.setFont(font)
    # the capital's own box centred on the chip (not the line's, which adds the descent)
    p.drawText(QPointF(chip.center().x() - fm.horizontalAdvance(letter) / 2, chip.center().y() + fm.capHeight() / 2),
               letter)
    return chip


def _bold_font(px: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(round(px))))
    return font


def _emblem(p: QPainter, card_id: str, rect: QRectF) -> None:
    """The card's picture: its art if present, else the initial on the medallion."""
    image = art.load_image("dark_tales", f"{card_id}.png")
    if image is not None:
        p.drawImage(rect, image, QRectF(image.rect()))
        return
    p.setPen(QColor(255, 255, 255, 220))
    draw_fitted(p, rect, cardtext.name(card_id)[:1], rect.height() * 0.7, 6.0, bold=True)


def _paint_setting(p: QPainter, sid: str, w: float, h: float) -> None:
    colour = QColor("#8a6d2f") if cardtext.setting_kind(sid) == "A" else QColor("#4e5d2f")
    inner = _frame(p, w, h, colour)
    p.setPen(colour.darker(140))
    head = QRectF(inner.left(), inner.top() + h * 0.01, inner.width(), inner.height() * 0.14)
    draw_fitted(p, head, cardtext.setting_code(sid), head.height() * 0.9, 6.0, bold=True)
    p.setPen(INK)
    # a small card (no lines) gives its whole body to the title, on as many lines as it needs
    name_h = inner.height() * 0.2 if w >= 120 else inner.bottom() - head.bottom() - h * 0.02
    name_rect = QRectF(inner.left() + w * 0.03, head.bottom(), inner.width() - w * 0.06, name_h)
    if w >= 120:
        draw_wrapped(p, name_rect, cardtext.setting_name(sid), w * 0.12, 5.0)
    else:
        _wrapped_title(p, name_rect, cardtext.setting_name(sid), w * 0.12)
    if w >= 120:
        body = "\n".join(t + (" " + cardtext.unverified_mark() if inf else "") for t, inf in cardtext.setting_lines(sid))
        draw_wrapped(p, QRectF(inner.left() + w * 0.03, name_rect.bottom(), inner.width() - w * 0.06,
                               inner.bottom() - name_rect.bottom() - h * 0.01), body, w * 0.065, 5.0)
    if cardtext.setting_inferred(sid):
        p.setPen(QPen(UNVERIFIED, max(1.0, w * 0.015), Qt.PenStyle.DotLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner.adjusted(1, 1, -1, -1), w * 0.05, w * 0.05)


def _wrapped_title(p: QPainter, rect: QRectF, text: str, max_px: float) -> None:
    """A setting's title word-wrapped in ``rect`` at a readable size, with narrower letters
    before a long word would be cut ("Esquecidas" on a small card); the largest size that
    fits, else :func:`draw_wrapped`."""
    min_px = readable_px(p, 5.0)
    flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    px = max(max_px, min_px)
    while px >= min_px:
        for stretch in (100, 86, 74):
            font = QFont()
            font.setPixelSize(max(5, int(round(px))))
            if stretch != 100:
                font.setStretch(stretch)
            fm = QFontMetricsF(font)
            if (all(fm.horizontalAdvance(word) <= rect.width() for word in text.split())
                    and fm.boundingRect(rect, flags, text).height() <= rect.height()):
                p.setFont(font)
                p.drawText(rect, flags, text)
                return
        px -= 0.5
    draw_wrapped(p, rect, text, max_px, 5.0)


#: pyphen's hyphenation dictionaries per UI language, tried in order (the English names are
def _wrap(words: list[str], fm: QFontMetricsF, width_of, hyphenate: bool,
          breaks=syllable_breaks) -> list[str] | None:
    """Greedy word wrap; line ``i`` is ``width_of(i)`` wide. A word wider than its line is
    hyphenated when ``hyphenate``, else the wrap fails (None). The break is a syllable
    boundary (``breaks(word)``, :func:`syllable_breaks`) - the one that leaves the most even
    halves when the rest fits the next line ("Prin-cesa", not "Prince-sa"), else the longest
    head that fits. A word with no boundary that fits (the dictionary knows no break, or every
    syllable is wider than the line) is never split: the wrap fails (QA of issue 11: "Cur-sed"
    came from a rule of thumb splitting words the dictionary could not break)."""
    lines: list[str] = []
    cur = ""
    # (piece, its break positions or None: not asked yet) - a word's rest keeps the
    # boundaries of the whole word ("En-" + "chanted", never a new "chant-ed")
    queue: list[tuple[str, list[int] | None]] = [(w, None) for w in words]
    while queue:
        word, known = queue.pop(0)
        trial = f"{cur} {word}" if cur else word
        if fm.horizontalAdvance(trial) <= width_of(len(lines)) + 0.5:
            cur = trial
            continue
        if cur:
            lines.append(cur)
            cur = ""
            queue.insert(0, (word, known))
            continue
        if not hyphenate:
            return None
        limit = width_of(len(lines)) + 0.5
        points = breaks(word) if known is None else known
        fitting = [k for k in points if fm.horizontalAdvance(word[:k] + "-") <= limit]
        if not fitting:
            return None
        rest_fits = [k for k in fitting if fm.horizontalAdvance(word[k:]) <= width_of(len(lines) + 1) + 0.5]
        cut = min(rest_fits, key=lambda k: (abs(len(word) - 2 * k), -k)) if rest_fits else fitting[-1]
        lines.append(word[:cut] + "-")
        queue.insert(0, (word[cut:], [k - cut for k in points if k > cut]))
    if cur:
        lines.append(cur)
    return lines


@dataclass(frozen=True)
class TitleLayout:
    """How a card's name is printed: ``font``, ``lines``, and ``below`` - True when the first
    line starts under the VP badge (full width) rather than beside it."""

    font: QFont
    lines: list[str]
    below: bool = False


def title_lines(p: QPainter, text: str, first_w: float, wide_w: float, narrow_h: float, max_px: float,
                max_h: float) -> TitleLayout:
    """How a card's name is printed. Lines beside the VP badge are ``first_w`` wide, lines
    from ``narrow_h`` down (under the badge) ``wide_w`` wide; the name takes at most ``max_h``
    (counted from the top, the badge's height included when it starts under the badge).

    Whole words first (QA of issue 11: "Wiz-ard" on small cards): for one line, then two,
    then more - beside the badge, then starting under it - at the largest size from ``max_px``
    down to the readable floor (:func:`readable_px`), normal then narrower letters. Only when
    no whole-word layout fits at the floor are words hyphenated, at syllable boundaries only;
    a word that cannot be hyphenated is never split: the name shrinks below the floor on full
    width lines instead - never an elided name."""
    min_px = readable_px(p, 5.0)
    top_px = max(max_px, min_px)
    words = text.split() or [text]

    def attempt(px: float, stretch: int, hyphenate: bool, below: bool) -> tuple[QFont, list[str] | None, float]:
        font = _bold_font(px)
        if stretch != 100:
            font.setStretch(stretch)
        fm = QFontMetricsF(font)
        line_h = fm.height()
        if below:
            lines = _wrap(words, fm, lambda i: wide_w, hyphenate)
            return font, lines, line_h * len(lines or ()) + narrow_h
        lines = _wrap(words, fm, lambda i: first_w if i * line_h < narrow_h - 0.5 else wide_w, hyphenate)
        return font, lines, line_h * len(lines or ())

    sizes = []
    px = top_px
    while px >= min_px:
        sizes.append(px)
        px -= 0.5
    for count in range(1, len(words) + 1):
        for below in (False, True):
            for px in sizes:
                for stretch in (100, 86, 74):
                    font, lines, height = attempt(px, stretch, False, below)
                    if lines is not None and len(lines) <= count and height <= max_h + 0.5:
                        return TitleLayout(font, lines, below)
    for hyphenate, limit in ((True, max_h), (False, float("inf")), (True, float("inf"))):
        # hyphenated within the name's share; then taller than it (the picture gives way)
        for below in (False, True):
            font, lines, height = attempt(min_px, 74, hyphenate, below)
            if lines is not None and height <= limit + 0.5:
                return TitleLayout(font, lines, below)
    px = min_px     # nothing fits at the floor: whole words, full width, smaller letters
    while px > 4.0:
        font, lines, _ = attempt(px, 74, False, True)
        if lines is not None:
            return TitleLayout(font, lines, True)
        px -= 0.5
    return TitleLayout(_bold_font(4.0), words, True)
