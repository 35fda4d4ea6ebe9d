"""Card faces, generic part: a face's picture at a given pixel size, cached, and the drawing
helpers every game's faces use (fitted names, wrapped text, points badges, art with a fallback).

A *face* is any hashable object with ``paint(painter, w, h, abilities)`` (draws itself on a
``w`` × ``h`` card, pixels), ``texts() -> [str]`` (every string it may paint; tests look for
leaks there) and ``preview_content(card, owner_label)`` for the hover preview
(``table/items/preview.py``); optionally ``face_up`` and
``identity`` (a change of either turns the card over with a flip animation). Each game defines its faces in its plug-in package
(``games/<id>/faces.py``).

Pictures are rendered by Qt at the size the card has on screen, device pixel ratio included,
and cached by ``(face, width in pixels)`` - KPat's approach, so cards are never blurry at any
window size or on high-DPI screens.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap, QRadialGradient

from ..i18n import generation as language_generation
from ..i18n.formatting import signed
from .geometry import CARD_H, CARD_W

POSITIVE = QColor("#2563c9")     # rulebook keywords: positive points are blue
NEGATIVE = QColor("#d0312d")     # ... negative points are red
UNVERIFIED = QColor("#e39b16")
SECRET = QColor("#f0c44c")


class Face(Protocol):
    """What one card face shows (see the module doc); hashable, used as the cache key."""

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None: ...

    def texts(self) -> list[str]: ...

    def preview_content(self, card: dict, owner_label: str) -> tuple[list[tuple[Any, str]], list[tuple[str, str]]]: ...


#: Type name kept for the table's signatures (a face of any game).
FaceSpec = Face


# --- cache ------------------------------------------------------------------------------

_cache: OrderedDict[tuple, QPixmap] = OrderedDict()
_CACHE_MAX = 400
_cache_language = -1   # i18n.generation() the cached faces were drawn in


def clear_cache() -> None:
    """Drop every rendered face (language change, new assets)."""
    _cache.clear()


def cache_size() -> int:
    return len(_cache)


def pixmap(spec: Face, width_px: int, abilities: bool = True, height_px: int | None = None,
           dpr: float | None = None) -> QPixmap:
    """The face at ``width_px`` pixels wide, cached. The height is ``height_px`` or, by
    default, the card's 5:7 ratio (a pile of pieces of another shape passes its
    own). ``abilities=False`` leaves the ability text off large faces (the preview sets it
    apart). Callers pass the on-screen size times the device pixel ratio (crisp on high DPI);
    ``dpr``: that ratio, when the caller knows it (a widget's ``devicePixelRatioF()``) - the
    readable-text floor is in screen pixels, so a face 150 px wide at 2× lays out as a 75 px
    card (issue 16: without it, faces on the score screen at 2× were laid out for 150 screen
    px and cut their ability text); else the table's ratio (:func:`set_text_floor`)."""
    global _cache_language
    if _cache_language != language_generation():  # faces hold translated text
        _cache.clear()
        _cache_language = language_generation()
    width_px = max(8, int(width_px))
    # keys stay (face, width, abilities): an explicit height goes with the face
    key = (spec if height_px is None else (spec, int(height_px)), width_px, abilities)
    if dpr is not None:
        key += (float(dpr),)
    pix = _cache.get(key)
    if pix is not None:
        _cache.move_to_end(key)
        return pix
    pix = QPixmap.fromImage(render(spec, width_px, abilities, height_px, dpr))
    _cache[key] = pix
    if len(_cache) > _CACHE_MAX:
        _cache.popitem(last=False)
    return pix


# --- painting ---------------------------------------------------------------------------

# --- readable text (issue 18.3) ------------------------------------------------------------
#: Smallest text a player must read, in screen pixels: 9 px at a 1024×640 table, 11 px from
#: 1280×800 up (:func:`min_text_px_for`). Every drawing helper below keeps text at least this
#: large on the screen, whatever the scene's scale; the table widget sets it on resize.
_min_text_px = 9.0
_screen_dpr = 1.0
_render_dpr: float | None = None   # the ratio :func:`render` was given for the face it paints


def min_text_px_for(width: int, height: int) -> float:
    """The smallest readable text for a window ``width`` × ``height`` pixels: 9 px at
    1024×640, 11 px at 1280×800 and above, in between linearly; below 1024×640 (smaller
    than the app supports) it shrinks with the window, to 6.5 px at most."""
    ratio = min(width / 1024.0, height / 640.0)
    if ratio < 1.0:
        return max(6.5, 9.0 * ratio)
    return 9.0 + 2.0 * min(1.0, max(0.0, (ratio - 1.0) / 0.25))


def set_text_floor(px: float, dpr: float = 1.0) -> bool:
    """Set the smallest text size (screen pixels) and the screen's device pixel ratio;
    faces drawn with another floor are dropped from the cache. True when it changed."""
    global _min_text_px, _screen_dpr
    px, dpr = round(float(px) * 2) / 2, float(dpr or 1.0)
    if px == _min_text_px and dpr == _screen_dpr:
        return False
    _min_text_px, _screen_dpr = px, dpr
    _cache.clear()
    return True


def text_floor() -> float:
    """The smallest text size now, in screen pixels."""
    return _min_text_px


def _units_per_screen_px(p: QPainter) -> float:
    """How many of the painter's units make one screen pixel: the scene's scale for an item
    on the table; the device pixel ratio for a face rendered into the cache (at on-screen
    size times the ratio)."""
    t = p.worldTransform()
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0
    device = p.device()
    if isinstance(device, QImage) and device.devicePixelRatio() == 1.0:
        scale /= _render_dpr or _screen_dpr
    return 1.0 / scale


def readable_px(p: QPainter, px: float) -> float:
    """``px`` (painter units) raised to the smallest readable size on the screen (whole
    units up: fonts take whole pixel sizes)."""
    floor = _min_text_px * _units_per_screen_px(p)
    return px if px >= floor else float(math.ceil(floor - 1e-6))


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
#: Narrower still, for a short word that must be printed whole on the smallest cards (a type
#: banner, a name chip - issue 18: an empty banner or "Chapeuzi…" reads as a defect); the
#: letters keep the readable height, only their width is squeezed.
TIGHTEST = CONDENSED + (66, 60)
#: Fraction of the largest size under which a name is condensed rather than shrunk further.
SHRINK_FIRST = 0.75


def fit_font(text: str, width: float, max_px: float, min_px: float, bold: bool = False,
             stretches: tuple[int, ...] = CONDENSED) -> QFont:
    """The font for ``text`` on one line ``width`` pixels wide: the largest size between
    ``min_px`` and ``max_px`` at which it fits, shrinking to ``SHRINK_FIRST`` of the largest
    size first, then trying the narrower letters of ``stretches`` (QFont stretch, %; default
    :data:`CONDENSED`, :data:`TIGHTEST` for words that must be whole) from the largest size
    down; the most condensed font at ``min_px`` when nothing fits (the caller elides)."""
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
        for stretch in (100,) + tuple(stretches):
            f = _font(px, bold, stretch)
            if fits(f):
                return f
        px -= 0.5
    if stretches is not CONDENSED:
        # words that must be whole: at the readable size itself, the widest letters that fit
        for stretch in stretches:
            f = _font(min_px, bold, stretch)
            if fits(f):
                return f
    # (the default keeps its result, the most condensed letters: a game's layout may measure
    # its zone headers with it)
    return _font(min_px, bold, stretches[-1])


#: Texts this short (counts such as "×12" or "3/5") are drawn whole, past their rect if they
#: must, rather than elided to a meaningless "…" (QA of issue 18.3).
SHORT_TEXT = 4


def draw_fitted(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float,
                bold: bool = False, align=Qt.AlignCenter, optional: bool = False,
                stretches: tuple[int, ...] = CONDENSED) -> bool:
    """One line of text shrunk (then elided) to fit ``rect``, never below the readable size
    (:func:`readable_px`). ``optional``: a text the face shows otherwise too (a type banner
    beside its emblem and colour, a name the zone's header already gives) is left out
    rather than cut when it does not fit at that size. ``stretches``: see :func:`fit_font`.
    Returns whether it was drawn."""
    min_px = readable_px(p, min_px)
    f = fit_font(text, rect.width(), max(max_px, min_px), min_px, bold, stretches)
    if optional and QFontMetricsF(f).horizontalAdvance(text) > rect.width() + 0.5:
        return False
    p.setFont(f)
    shown = QFontMetricsF(f).elidedText(text, Qt.ElideRight, rect.width())
    if optional and shown != text and len(text) > SHORT_TEXT:
        return False          # within the half-pixel slack above, yet Qt would cut it
    if shown != text and len(text) <= SHORT_TEXT:
        # a count or a short mark ("×12", "3/5") is never cut to "…": it outgrows its rect
        width = QFontMetricsF(f).horizontalAdvance(text) + 1.0
        rect = QRectF(rect.center().x() - width / 2, rect.top(), width, rect.height())
        shown = text
    if QFontMetricsF(f).height() > rect.height() + 0.5:
        rect = QRectF(rect.left(), rect.center().y() - QFontMetricsF(f).height() / 2,
                      rect.width(), QFontMetricsF(f).height())   # never clipped to a low strip
    p.drawText(rect, align | Qt.AlignVCenter, shown)
    return True


def _fits_whole(text: str, width: float, max_px: float, min_px: float, bold: bool,
               stretches: tuple[int, ...] = CONDENSED) -> bool:
    """What :func:`draw_fitted` with ``optional`` would draw whole (its two checks)."""
    metrics = QFontMetricsF(fit_font(text, width, max_px, min_px, bold, stretches))
    if metrics.horizontalAdvance(text) > width + 0.5:
        return False
    return len(text) <= SHORT_TEXT or metrics.elidedText(text, Qt.ElideRight, width) == text


def draw_name(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float, bold: bool = True,
              align=Qt.AlignCenter, optional: bool = False,
              stretches: tuple[int, ...] = CONDENSED) -> bool:
    """A card name in ``rect``: on one line when it fits (see :func:`fit_font`); a name of
    several words that would be cut ("Reina Malvada" on a small card) goes on two lines
    when ``rect`` is tall enough; otherwise it is elided."""
    min_px = readable_px(p, min_px)
    max_px = max(max_px, min_px)
    f = fit_font(text, rect.width(), max_px, min_px, bold, stretches)
    words = text.split()
    if (QFontMetricsF(f).horizontalAdvance(text) <= rect.width() or len(words) < 2
            or rect.height() < 2 * min_px):
        return draw_fitted(p, rect, text, max_px, min_px, bold, align, optional, stretches)
    half = rect.height() / 2
    line_px = max(min(max_px, half * 0.95), min_px)
    lines = name_lines(text)
    if optional and not all(_fits_whole(line, rect.width(), line_px, min_px, bold, stretches)
                            for line in lines):
        return False        # both lines or neither (QA: a first line drawn, the second dropped)
    for i, line in enumerate(lines):
        draw_fitted(p, QRectF(rect.left(), rect.top() + i * half, rect.width(), half), line, line_px,
                    min_px, bold, align, optional, stretches)
    return True


def name_lines(text: str) -> tuple[str, ...]:
    """``text`` as :func:`draw_name` puts it on two lines (its words split in two halves of
    about equal length), or the one line of a one-word name."""
    words = text.split()
    if len(words) < 2:
        return (text,)
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return (" ".join(words[:cut]), " ".join(words[cut:]))


def fits_readably(p: QPainter, text: str, width: float, max_px: float, bold: bool = False,
                  stretches: tuple[int, ...] = CONDENSED) -> bool:
    """True when ``text`` fits ``width`` on one line at a size the player can read
    (:func:`readable_px`; letters as narrow as ``stretches`` allow)."""
    min_px = readable_px(p, 5.0)
    f = fit_font(text, width, max(max_px, min_px), min_px, bold, stretches)
    return QFontMetricsF(f).horizontalAdvance(text) <= width + 0.5


def draw_wrapped(p: QPainter, rect: QRectF, text: str, max_px: float, min_px: float) -> None:
    """Word-wrapped text shrunk until it fits ``rect`` (clipped at the smallest size)."""
    min_px = readable_px(p, min_px)
    px = max(max_px, min_px)
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


def points_badge_radius(p: QPainter, radius: float, points: int | None) -> float:
    """The radius :func:`points_badge` really draws (same units as ``radius``): at least
    ``radius``, more when the number at the readable text size needs it (on a small card the
    badge grows to hold it - QA saw "+1" spill outside its circle), so a face can keep its
    name clear of the badge."""
    if points is None:
        return 0.0
    px = readable_px(p, radius * 1.05)
    half = QFontMetricsF(_font(px, bold=True)).horizontalAdvance(signed(points)) / 2 + px * 0.15
    return max(radius, px / 1.05 * 0.55, half)


def points_badge(p: QPainter, centre: QPointF, radius: float, points: int | None,
                 unverified: bool) -> None:
    """A round badge with the points: blue when positive, red when negative; an orange ring
    marks an INFERRED value."""
    if points is None:
        return
    colour = NEGATIVE if points < 0 else POSITIVE
    px = readable_px(p, radius * 1.05)
    font = _font(px, bold=True)
    label = signed(points)
    r = points_badge_radius(p, radius, points)
    p.setPen(QPen(UNVERIFIED if unverified else QColor("white"), max(1.0, radius * 0.16),
                  Qt.DashLine if unverified else Qt.SolidLine))
    p.setBrush(colour)
    p.drawEllipse(centre, r, r)
    p.setPen(QColor("white"))
    p.setFont(font)
    box = max(r, px / 1.05)
    p.drawText(QRectF(centre.x() - box, centre.y() - box, 2 * box, 2 * box), Qt.AlignCenter, label)


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
    p.setFont(_font(readable_px(p, rect.height() * 0.5), bold=True))
    p.drawText(rect, Qt.AlignCenter, letter[:1])


def render(spec: Face, width_px: int, abilities: bool = True, height_px: int | None = None,
           dpr: float | None = None) -> QImage:
    """Paint face ``spec`` on a transparent image ``width_px`` wide and ``height_px`` high
    (default: the card's ratio) for a screen of device pixel ratio ``dpr`` (default: the
    table's); not cached, see :func:`pixmap`."""
    global _render_dpr
    w = float(width_px)
    h = round(w * CARD_H / CARD_W) if height_px is None else max(8, int(height_px))
    img = QImage(int(w), int(h), QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform
                     | QPainter.TextAntialiasing)
    _render_dpr = float(dpr) if dpr else None
    try:
        spec.paint(p, w, float(h), abilities)
    finally:
        _render_dpr = None
        p.end()
    return img
