"""Dark Tales card faces (:class:`DarkTalesFace`): painted with vectors at the on-screen size
(``table/faces.pixmap`` caches them); the card back and the start-page tile are pictures in
``assets/dark_tales/`` (made by ``scripts/make_art.py``).

A face up card shows its name, type, printed VP (a dotted ring when that value is
unverified) and, on large cards, its text; a setting card shows its title and lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ...table import art
from ...table.faces import UNVERIFIED, draw_fitted, draw_wrapped, fits_readably, points_badge, readable_px
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
    on it for a pile or a hand), ``"setting"`` (setting card ``card`` = ``"A1"``...).
    ``tag``: a caption on a ribbon at the foot ("known", "×3")."""

    kind: str
    card: str | None = None
    count: int | None = None
    tag: str = ""

    @property
    def face_up(self) -> bool:
        return self.kind != "back"

    @property
    def identity(self) -> str | None:
        return self.card if self.kind != "back" else None

    def texts(self) -> list[str]:
        """Every string this face paints (the leak tests read these)."""
        out: list[str] = []
        if self.kind == "card" and self.card:
            out += [cardtext.name(self.card), cardtext.type_name(cardtext.card_type(self.card)),
                    str(cardtext.card_vp(self.card))]
        elif self.kind == "setting" and self.card:
            out += [cardtext.setting_code(self.card), cardtext.setting_name(self.card)]
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
        else:
            _paint_card(p, str(self.card), w, h, abilities)
        if self.tag:
            rib = QRectF(w * 0.06, h * 0.82, w * 0.88, h * 0.13)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(240, 196, 76, 235))
            p.drawRoundedRect(rib, w * 0.04, w * 0.04)
            p.setPen(INK)
            draw_fitted(p, rib, self.tag, rib.height() * 0.8, 5.0, bold=True)

    def preview_content(self, card: dict, owner_label: str) -> tuple[list, list]:
        """Pictures and text lines of the hover preview (the layout puts the lines in the
        card dict as ``lines``)."""
        pictures = card.get("preview_faces") or [(self, owner_label)]
        return pictures, list(card.get("lines") or [])


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


def _paint_vp(p: QPainter, w: float, h: float) -> None:
    """A face-down victory-point token."""
    r = QRectF(1, 1, w - 2, h - 2)
    p.setPen(QPen(QColor("#c9a45c"), max(1.0, w * 0.06)))
    p.setBrush(QColor("#3a2a18"))
    p.drawEllipse(r)
    p.setPen(QColor("#c9a45c"))
    p.drawEllipse(r.adjusted(w * 0.18, h * 0.18, -w * 0.18, -h * 0.18))


def _paint_card(p: QPainter, card_id: str, w: float, h: float, abilities: bool) -> None:
    kind = cardtext.card_type(card_id)
    colour = TYPE_COLOURS.get(kind, QColor("#555555"))
    if card_id == "day":
        colour = DAY
    elif card_id == "night":
        colour = NIGHT
    inner = _frame(p, w, h, colour)
    unverified = cardtext.unverified(card_id)
    # the name band on top: tall enough for one line at the readable size on small cards
    # (the picture moves down instead of the name overflowing the card's top)
    # (two lines, the second one under the badge too, when a name of several words does not
    # fit one line readably: "Hidden / Cave" rather than "Hidde…")
    name = cardtext.name(card_id)
    name_w = inner.width() - w * 0.22
    line_h = QFontMetricsF(_bold_font(readable_px(p, 5.0))).height()
    one_line = len(name.split()) < 2 or fits_readably(p, name, name_w, inner.height() * 0.1, True)
    if one_line or 2 * line_h * 0.9 > inner.height() * 0.4:
        need = line_h + 1.0          # one line (elided) when two do not fit the card
    else:
        need = 2 * line_h + 2.0
    name_h = min(max(inner.height() * 0.18, need), inner.height() * 0.4)
    pic_top = inner.top() + max(inner.height() * 0.2, name_h + h * 0.01)
    pic_h = max(inner.height() * 0.2, inner.height() * 0.56 - (pic_top - inner.top()))
    # the picture: a medallion in the type's colour with the card's initial
    pic = QRectF(inner.left() + inner.width() * 0.1, pic_top, inner.width() * 0.8, pic_h)
    p.setBrush(colour.lighter(140))
    p.setPen(QPen(colour.darker(130), max(1.0, w * 0.012)))
    p.drawRoundedRect(pic, w * 0.05, w * 0.05)
    _emblem(p, card_id, pic)
    # name on top, right of the VP badge
    p.setPen(INK)
    _card_name(p, QRectF(inner.left() + w * 0.21, inner.top() + h * 0.005, name_w, name_h),
               name, inner.height() * 0.1,
               inner.left() + w * 0.03 if h * 0.005 + name_h / 2 >= w * 0.2 else None)   # below the badge
    # printed VP badge at the top left
    centre = QPointF(inner.left() + w * 0.1, inner.top() + w * 0.1)
    points_badge(p, centre, w * 0.11, cardtext.card_vp(card_id), "vp" in unverified)
    # type line under the picture
    type_rect = QRectF(inner.left(), pic.bottom() + h * 0.01, inner.width(), inner.height() * 0.1)
    p.setPen(colour.darker(120))
    label = cardtext.type_name(kind)
    draw_fitted(p, type_rect, label, type_rect.height() * 0.8, 5.0, bold=True)
    if w >= 120 and abilities:
        text_rect = QRectF(inner.left() + w * 0.04, type_rect.bottom(), inner.width() - w * 0.08,
                           inner.bottom() - type_rect.bottom() - h * 0.02)
        body = " ".join(cardtext.card_lines(card_id))
        if "effect" in unverified and body:
            body += " " + cardtext.unverified_mark()
        p.setPen(INK)
        draw_wrapped(p, text_rect, body, w * 0.075, max(5.0, w * 0.05))


def _card_name(p: QPainter, rect: QRectF, text: str, max_px: float, second_left: float | None = None) -> None:
    """The card's name: one line when it fits at a readable size, else two lines (a name of
    several words: "Creature of the Night" on a small card), shrunk only as far as needed."""
    words = text.split()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(max(max_px, readable_px(p, 5.0)))))   # the size it is drawn at
    two_lines = rect.height() / 2 >= QFontMetricsF(_bold_font(readable_px(p, 5.0))).height() * 0.9
    if QFontMetricsF(font).horizontalAdvance(text) <= rect.width() or len(words) < 2 or not two_lines:
        # one line, condensed then elided on a small card (the full name is on hover)
        draw_fitted(p, rect, text, max_px, 5.0, bold=True)
        return
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    half = rect.height() / 2
    for i, line in enumerate((" ".join(words[:cut]), " ".join(words[cut:]))):
        left = rect.left() if i == 0 or second_left is None else second_left
        draw_fitted(p, QRectF(left, rect.top() + i * half, rect.right() - left, half), line,
                    min(max_px, half * 0.95), 5.0, bold=True)


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
