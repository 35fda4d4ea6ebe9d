"""Card faces: what a card shows (:class:`FaceSpec`) and its picture at a given pixel size.

Pictures are rendered by Qt (art image + texts) at the size the card has on screen, device
pixel ratio included, and cached by ``(spec, width in pixels)`` - KPat's approach, so cards are
never blurry at any window size or on high-DPI screens. The level of detail follows the pixel
size: small cards show name, art and points; large ones add types and ability text.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QLinearGradient,
                           QPainter, QPainterPath, QPen, QPixmap, QRadialGradient)

from ..i18n import generation as language_generation
from . import art, cardtext
from .cardtext import SideText, signed
from .geometry import CARD_H, CARD_W

translate = QCoreApplication.translate

TYPE_COLOURS = {
    "DONZELA": QColor("#c2577a"),
    "CRIANCA": QColor("#d38b1f"),
    "FADA": QColor("#7a55b0"),
    "CAVALHEIRO": QColor("#3d6fb6"),
    "VELHINHA": QColor("#3f8a4e"),
}
POSITIVE = QColor("#2563c9")     # rulebook keywords: positive points are blue
NEGATIVE = QColor("#d0312d")     # ... negative points are red
UNVERIFIED = QColor("#e39b16")
SECRET = QColor("#f0c44c")


@dataclass(frozen=True)
class FaceSpec:
    """What one card face shows; hashable, used as the cache key.

    - ``initial``: initial type key (``"DONZELA"`` ... ``"VELHINHA"``), always public;
    - ``identity``: the revealed side's card data id when ``face_up`` (else ``None``);
    - ``secret``: the revealed identity of a face-down card the viewer knows (their own card
      or a peek), drawn as a "your secret" strip; ``None`` when the viewer does not know it;
    - ``face_up``: the revealed side is showing."""

    initial: str
    face_up: bool = False
    identity: str | None = None
    secret: str | None = None
    options: tuple = ()       # the game's options as sorted (name, value) pairs
    omniscient: bool = False  # playtest/replay view: the strip says "Hidden side"

    def front(self) -> SideText:
        """Texts of the side that is up."""
        if self.face_up and self.identity:
            return cardtext.revealed_side(self.identity, dict(self.options))
        return cardtext.initial_side(self.initial)

    def secret_side(self) -> SideText | None:
        return cardtext.revealed_side(self.secret, dict(self.options)) if self.secret else None

    def initial_only(self) -> "FaceSpec":
        return FaceSpec(self.initial, options=self.options, omniscient=self.omniscient)

    def texts(self) -> list[str]:
        """Every string the face may paint (tests look for leaks here)."""
        out = self.front().texts()
        side = self.secret_side()
        if side is not None:
            out += [secret_label(self.omniscient), *side.texts()]
        return out


def secret_label(omniscient: bool) -> str:
    """Title of the strip showing a face-down card's known identity."""
    if omniscient:
        return translate("table", "Hidden side")
    return translate("table", "Your secret")


def options_key(options: dict | None) -> tuple:
    """A game's options as a hashable key (only scalar values are kept)."""
    return tuple(sorted((str(k), v) for k, v in (options or {}).items()
                        if isinstance(v, (str, int, float, bool, type(None)))))


def face_for(card: dict, show_secret: bool = True, options: tuple = (),
             omniscient: bool = False) -> FaceSpec:
    """The face a view ``CARD`` dict shows. ``show_secret`` draws the known identity of a
    face-down card as a strip (off for zones too small to read it); ``options`` from
    :func:`options_key` (some card texts depend on rules variants)."""
    initial = str(card.get("initial") or "")
    identity = card.get("identity")
    face_up = bool(card.get("face_up")) and bool(identity)
    secret = identity if (identity and not face_up and show_secret) else None
    return FaceSpec(initial=initial, face_up=face_up, identity=identity if face_up else None,
                    secret=secret, options=options, omniscient=omniscient)


# --- cache ------------------------------------------------------------------------------

_cache: OrderedDict[tuple, QPixmap] = OrderedDict()
_CACHE_MAX = 400
_cache_language = -1   # i18n.generation() the cached faces were drawn in


def clear_cache() -> None:
    """Drop every rendered face (language change, new assets)."""
    _cache.clear()


def cache_size() -> int:
    return len(_cache)


def pixmap(spec: FaceSpec, width_px: int, abilities: bool = True) -> QPixmap:
    """The face at ``width_px`` pixels wide (height in the card's 5:7 ratio), cached.
    ``abilities=False`` leaves the ability text off large faces (the preview sets it apart)."""
    global _cache_language
    if _cache_language != language_generation():  # faces hold translated text
        _cache.clear()
        _cache_language = language_generation()
    width_px = max(8, int(width_px))
    key = (spec, width_px, abilities)
    pix = _cache.get(key)
    if pix is not None:
        _cache.move_to_end(key)
        return pix
    pix = QPixmap.fromImage(render(spec, width_px, abilities))
    _cache[key] = pix
    if len(_cache) > _CACHE_MAX:
        _cache.popitem(last=False)
    return pix


# --- painting ---------------------------------------------------------------------------

def _font(px: float, bold: bool = False, stretch: int = 100) -> QFont:
    f = QFont()
    f.setPixelSize(max(5, int(round(px))))
    f.setBold(bold)
    if stretch != 100:
        f.setStretch(stretch)
    return f


#: Narrower letters (QFont stretch, %) tried before a long name is made tiny or cut
#: ("Cavalhe…" on small cards): a condensed name stays readable.
CONDENSED = (86, 74)
#: Fraction of the largest size under which a name is condensed rather than shrunk further.
SHRINK_FIRST = 0.75


def fit_font(text: str, width: float, max_px: float, min_px: float, bold: bool = False) -> QFont:
    """The font for ``text`` on one line ``width`` pixels wide: the largest size between
    ``min_px`` and ``max_px`` at which it fits, shrinking to ``SHRINK_FIRST`` of the largest
    size first, then trying :data:`CONDENSED` letters from the largest size down; the most
    condensed font at ``min_px`` when nothing fits (the caller elides)."""
    def fits(f: QFont) -> bool:
        return QFontMetricsF(f).horizontalAdvance(text) <= width
    floor = max(min_px, max_px * SHRINK_FIRST)
    px = max_px
    while px > floor:
        f = _font(px, bold)
        if fits(f):
            return f
        px -= 0.5
    px = max_px
    while px > min_px:
        for stretch in (100,) + CONDENSED:
            f = _font(px, bold, stretch)
            if fits(f):
                return f
        px -= 0.5
    return _font(min_px, bold, CONDENSED[-1])


def draw_fitted(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float,
                bold: bool = False, align=Qt.AlignCenter) -> None:
    """One line of text shrunk (then elided) to fit ``rect``."""
    f = fit_font(text, rect.width(), max_px, min_px, bold)
    p.setFont(f)
    shown = QFontMetricsF(f).elidedText(text, Qt.ElideRight, rect.width())
    p.drawText(rect, align | Qt.AlignVCenter, shown)


def draw_name(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float, bold: bool = True,
              align=Qt.AlignCenter) -> None:
    """A card name in ``rect``: on one line when it fits (see :func:`fit_font`); a name of
    several words that would be cut ("Reina Malvada" on a small card) goes on two lines
    when ``rect`` is tall enough; otherwise it is elided."""
    f = fit_font(text, rect.width(), max_px, min_px, bold)
    words = text.split()
    if (QFontMetricsF(f).horizontalAdvance(text) <= rect.width() or len(words) < 2
            or rect.height() < 2 * min_px):
        draw_fitted(p, rect, text, max_px, min_px, bold, align)
        return
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    half = rect.height() / 2
    line_px = min(max_px, half * 0.95)
    for i, line in enumerate((" ".join(words[:cut]), " ".join(words[cut:]))):
        draw_fitted(p, QRectF(rect.left(), rect.top() + i * half, rect.width(), half), line, line_px,
                    min_px, bold, align)


def draw_wrapped(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float) -> None:
    """Word-wrapped text shrunk until it fits ``rect`` (clipped at the smallest size)."""
    px = max_px
    flags = Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop
    while px > min_px:
        f = _font(px)
        if QFontMetricsF(f).boundingRect(rect, flags, text).height() <= rect.height():
            break
        px -= 0.5
    p.setFont(_font(px))
    p.save()
    p.setClipRect(rect)
    p.drawText(rect, flags, text)
    p.restore()


def points_badge(p: QPainter, centre: QPointF, radius: float, points: int | None,
                 unverified: bool) -> None:
    """A round badge with the points: blue when positive, red when negative; an orange ring
    marks an INFERRED value."""
    if points is None:
        return
    colour = NEGATIVE if points < 0 else POSITIVE
    p.setPen(QPen(UNVERIFIED if unverified else QColor("white"), max(1.0, radius * 0.16),
                  Qt.DashLine if unverified else Qt.SolidLine))
    p.setBrush(colour)
    p.drawEllipse(centre, radius, radius)
    p.setPen(QColor("white"))
    p.setFont(_font(radius * 1.05, bold=True))
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
               Qt.AlignCenter, signed(points))


def draw_art(p: QPainter, rect: QRectF, image: QImage | None, colour: QColor, letter: str) -> None:
    """The art cropped to fill ``rect``; without art a clean gradient with a big letter."""
    if image is not None:
        src = QRectF(image.rect())
        target_ratio = rect.width() / max(rect.height(), 1.0)
        if src.width() / src.height() > target_ratio:      # too wide: crop the sides
            w = src.height() * target_ratio
            src = QRectF(src.x() + (src.width() - w) / 2, src.y(), w, src.height())
        else:                                               # too tall: crop top and bottom
            h = src.width() / target_ratio
            src = QRectF(src.x(), src.y() + (src.height() - h) / 3, src.width(), h)
        p.drawImage(rect, image, src)
        return
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0.0, colour.lighter(160))
    grad.setColorAt(1.0, colour.darker(130))
    p.fillRect(rect, QBrush(grad))
    p.setPen(QColor(255, 255, 255, 200))
    p.setFont(_font(rect.height() * 0.5, bold=True))
    p.drawText(rect, Qt.AlignCenter, letter[:1])


def render(spec: FaceSpec, width_px: int, abilities: bool = True) -> QImage:
    """Paint ``spec`` on a transparent image ``width_px`` wide (not cached; see :func:`pixmap`).

    ``spec`` is a Contária :class:`FaceSpec` or any hashable face of another game with a
    ``paint(painter, w, h, abilities)`` method (e.g. ``table/charlatao/faces.py``)."""
    w = float(width_px)
    h = round(w * CARD_H / CARD_W)
    img = QImage(int(w), int(h), QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform
                     | QPainter.TextAntialiasing)
    try:
        painter = getattr(spec, "paint", None)   # another game's face paints itself
        if painter is not None:
            painter(p, w, float(h), abilities)
        else:
            _paint_face(p, spec, w, float(h), abilities)
    finally:
        p.end()
    return img


# Where the card art leaves room for texts, as fractions of the card: the reserved areas of
# assets/README.md in the 600x840 art (the fallback frame uses the same places).
POINTS_CENTRE = (82 / 600, 82 / 840)             # points badge, inner cream disc
POINTS_RADIUS = 48 / 600                         # ... in card widths
RIBBON = (80 / 600, 688 / 840, 440 / 600, 98 / 840)          # initial side: type ribbon
TEXT_BOX = (44 / 600, 566 / 840, 512 / 600, 232 / 840)       # revealed side: inner panel
SECRET_BAND = (0.08, 0.60, 0.84, 0.205)  # "your secret" strip, above the ribbon


def _frac(rect: tuple[float, float, float, float], w: float, h: float) -> QRectF:
    return QRectF(rect[0] * w, rect[1] * h, rect[2] * w, rect[3] * h)


def _paint_frame(p: QPainter, spec: FaceSpec, w: float, h: float, colour: QColor,
                 revealed: bool, letter: str) -> None:
    """Fallback when the art file is missing: a framed card with the same text places."""
    radius = w * 0.06
    outer = QRectF(0.5, 0.5, w - 1, h - 1)
    p.setPen(Qt.NoPen)
    p.setBrush(colour.darker(120))
    p.drawRoundedRect(outer, radius, radius)
    inner = outer.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04)
    draw_art(p, inner, None, colour, letter)
    p.setBrush(PAPER)
    centre = QPointF(POINTS_CENTRE[0] * w, POINTS_CENTRE[1] * h)
    p.drawEllipse(centre, POINTS_RADIUS * w, POINTS_RADIUS * w)
    box = _frac(TEXT_BOX if revealed else RIBBON, w, h)
    box = box.adjusted(-w * 0.02, -h * 0.01, w * 0.02, h * 0.01)
    p.drawRoundedRect(box, w * 0.03, w * 0.03)


PAPER = QColor("#f4ead2")
INK = QColor("#2a2118")


def _paint_face(p: QPainter, spec: FaceSpec, w: float, h: float, abilities: bool = True) -> None:
    colour = TYPE_COLOURS.get(spec.initial, QColor("#777777"))
    side = spec.front()
    revealed = spec.face_up and spec.identity is not None
    image = art.contaria_revealed(spec.identity) if revealed else art.contaria_initial(spec.initial)
    if image is not None:
        p.drawImage(QRectF(0, 0, w, h), image, QRectF(image.rect()))
    else:
        _paint_frame(p, spec, w, h, colour, revealed, side.name)

    # points in the round window: blue when positive, red when negative (rulebook keywords)
    if side.points is not None and w < 120:
        # small cards: a filled badge over the window, larger than the window itself
        centre = QPointF(POINTS_CENTRE[0] * w, POINTS_CENTRE[1] * h)
        points_badge(p, centre, w * 0.125, side.points, "points" in side.unverified)
    elif side.points is not None:
        centre = QPointF(POINTS_CENTRE[0] * w, POINTS_CENTRE[1] * h)
        r = POINTS_RADIUS * w
        if "points" in side.unverified:
            p.setPen(QPen(UNVERIFIED, max(1.0, r * 0.14), Qt.DotLine))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(centre, r * 1.08, r * 1.08)
        p.setPen(NEGATIVE if side.points < 0 else POSITIVE)
        draw_fitted(p, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), signed(side.points),
                    r * 1.15, 5.0, bold=True)

    p.setPen(INK)
    if not revealed:
        ribbon = _frac(RIBBON, w, h)
        draw_fitted(p, ribbon.adjusted(w * 0.02, 0, -w * 0.02, 0), side.name,
                    ribbon.height() * 0.62, 5.0, bold=True)
    else:
        _paint_text_box(p, side, _frac(TEXT_BOX, w, h), w, abilities)

    secret = spec.secret_side()
    if secret is not None:
        _paint_secret(p, _frac(SECRET_BAND, w, h), secret, w, secret_label(spec.omniscient))


def _paint_text_box(p: QPainter, side: SideText, box: QRectF, w: float,
                    abilities: bool = True) -> None:
    """Name, then types, then (on large cards) the ability text, in the art's text box."""
    large = w >= 150 and abilities
    medium = w >= 84
    if not medium:
        draw_name(p, box, side.name, box.height() * 0.5, 5.0)
        return
    name_h = box.height() * (0.24 if large else 0.46)
    draw_name(p, QRectF(box.left(), box.top(), box.width(), name_h), side.name, name_h * 0.82, 5.0)
    types_h = box.height() * (0.16 if large else 0.34)
    label = " · ".join(side.types)
    if "types" in side.unverified:
        label += " ?"
    p.save()
    p.setPen(QColor("#5a4a36"))
    draw_fitted(p, QRectF(box.left(), box.top() + name_h, box.width(), types_h), label,
                types_h * 0.78, 5.0)
    p.restore()
    if large and side.abilities:
        text_rect = QRectF(box.left(), box.top() + name_h + types_h + box.height() * 0.02,
                           box.width(), box.height() - name_h - types_h - box.height() * 0.02)
        text = "\n".join(side.abilities)
        if "abilities" in side.unverified:
            text += " *"
        draw_wrapped(p, text_rect, text, w * 0.05, max(5.0, w * 0.03))


def _paint_secret(p: QPainter, strip: QRectF, side: SideText, w: float, label: str) -> None:
    """The "your secret" strip: the revealed identity of a face-down card only this viewer
    knows, legible at every size."""
    grad = QLinearGradient(strip.topLeft(), strip.bottomLeft())
    grad.setColorAt(0, QColor(28, 22, 34, 238))
    grad.setColorAt(1, QColor(12, 10, 16, 248))
    p.setPen(QPen(SECRET, max(1.0, w * 0.014)))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(strip, w * 0.04, w * 0.04)
    pts_w = strip.height() * 0.9 if side.points is not None else 0.0
    body = strip.adjusted(w * 0.04, 0, -pts_w - w * 0.01, 0)
    if strip.height() >= 22:
        top = QRectF(body.left(), body.top() + strip.height() * 0.05, body.width(),
                     strip.height() * 0.34)
        p.setPen(SECRET)
        draw_fitted(p, top, label, top.height() * 0.85, 5.0, align=Qt.AlignLeft)
        name_rect = QRectF(body.left(), top.bottom(), body.width(), strip.bottom() - top.bottom())
    else:
        name_rect = body
    p.setPen(QColor("white"))
    draw_name(p, name_rect, side.name, name_rect.height() * 0.74, 5.0, align=Qt.AlignLeft)
    if side.points is not None:
        r = min(pts_w * 0.45, strip.height() * 0.36)
        points_badge(p, QPointF(strip.right() - pts_w * 0.55, strip.center().y()), r,
                     side.points, "points" in side.unverified)
