"""Contária card faces: what a card shows (:class:`FaceSpec`), how it paints itself and what
its hover preview says. The picture cache and drawing helpers are the table's
(``table/faces.py``); the texts come from :mod:`.cardtext`.

The level of detail follows the pixel size: small cards show name, art and points; large ones
add types and ability text.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from ...i18n.formatting import signed
from . import art
from ...table.faces import (NEGATIVE, POSITIVE, SECRET, TIGHTEST, UNVERIFIED, draw_art, draw_fitted,
                            draw_name, draw_wrapped, fits_readably, name_lines, points_badge,
                            points_badge_radius, readable_px)
from . import cardtext
from .cardtext import SideText, marker_name

translate = QCoreApplication.translate

TYPE_COLOURS = {
    "DONZELA": QColor("#c2577a"),
    "CRIANCA": QColor("#d38b1f"),
    "FADA": QColor("#7a55b0"),
    "CAVALHEIRO": QColor("#3d6fb6"),
    "VELHINHA": QColor("#3f8a4e"),
}


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

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        """Draw this face on a ``w`` × ``h`` card (pixels)."""
        _paint_face(p, self, w, h, abilities)

    def preview_content(self, card: dict, owner_label: str) -> tuple[list[tuple["FaceSpec", str]], list[tuple[str, str]]]:
        """The hover preview of view CARD dict ``card`` (``table/items/preview.py``): the
        side(s) to show with captions, then text lines with their styles. A face-down card
        whose identity the viewer knows is shown twice: its initial side (what everyone
        sees) and its hidden side (only this viewer)."""
        return preview_content(self, card, owner_label)

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
        # small cards: a filled badge over the window, larger than the window itself, kept
        # inside the card (a badge grown to the readable size would be clipped at its edge)
        r = points_badge_radius(p, w * 0.125, side.points)
        centre = QPointF(max(POINTS_CENTRE[0] * w, r + 1.0), max(POINTS_CENTRE[1] * h, r + 1.0))
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
        _paint_banner(p, _frac(RIBBON, w, h), side.name, w)
    else:
        _paint_text_box(p, side, _frac(TEXT_BOX, w, h), w, abilities)

    secret = spec.secret_side()
    if secret is not None:
        _paint_secret(p, _frac(SECRET_BAND, w, h), secret, w, secret_label(spec.omniscient))


#: Narrower letters for the type banner, down to half width: the word must sit on the
#: ribbon's flat part, never over its scroll ends (QA: "ÇAVALHEIRO" at 1024×640).
BANNER_STRETCHES = TIGHTEST + (55, 50)


def banner_flat(ribbon: QRectF, w: float) -> QRectF:
    """The ribbon's flat part, where the banner's word goes: the cream band of the art
    (assets/README.md, "Type-name ribbon") inside its blue edge lines."""
    return ribbon.adjusted(w * 0.01, 0, -w * 0.01, 0)


def _paint_banner(p: QPainter, ribbon: QRectF, name: str, w: float) -> None:
    """The type banner on the ribbon's flat part (:func:`banner_flat`), whole at the
    readable size (issue 18.3, 18: an empty ribbon reads as a defect) and never over the
    scroll ends (QA: the ends covered the "C" and "O" of "CAVALHEIRO" on 48 px cards): in
    bold letters narrowed down to :data:`BANNER_STRETCHES`, else in regular ones. On a card
    smaller than the app ever draws, with nothing fitting, the ribbon stays empty (the
    emblem and the colour say the type, the preview names it) rather than show a cut word."""
    max_px = ribbon.height() * 0.62
    flat = banner_flat(ribbon, w)
    for bold in (True, False):
        if draw_fitted(p, flat, name, max_px, 5.0, bold=bold, optional=True, stretches=BANNER_STRETCHES):
            return


def _paint_text_box(p: QPainter, side: SideText, box: QRectF, w: float,
                    abilities: bool = True) -> None:
    """Name, then types, then (on large cards) the ability text, in the art's text box."""
    large = w >= 150 and abilities
    medium = w >= 84
    if not medium:
        _whole_name(p, box, side.name, w)
        return
    name_h = box.height() * (0.24 if large else 0.46)
    if not large and not fits_readably(p, side.name, box.width(), name_h * 0.82, True):
        # a long name at a readable size takes the whole box (two lines); the types are in
        # the preview (issue 18.3: no text below the readable size)
        _whole_name(p, box, side.name, w)
        return
    draw_name(p, QRectF(box.left(), box.top(), box.width(), name_h), side.name, name_h * 0.82, 5.0)
    types_h = box.height() * (0.16 if large else 0.34)
    label = " · ".join(side.types)
    if "types" in side.unverified:   # the app's unverified mark; "?" means "stayed face down"
        label += " *"
    p.save()
    p.setPen(QColor("#5a4a36"))
    draw_fitted(p, QRectF(box.left(), box.top() + name_h, box.width(), types_h), label,
                types_h * 0.78, 5.0, optional=not large)   # all the types, or none (preview)
    p.restore()
    if large and side.abilities:
        text_rect = QRectF(box.left(), box.top() + name_h + types_h + box.height() * 0.02,
                           box.width(), box.height() - name_h - types_h - box.height() * 0.02)
        text = "\n".join(side.abilities)
        if "abilities" in side.unverified:
            text += " *"
        draw_wrapped(p, text_rect, text, w * 0.05, max(5.0, w * 0.03))


def _whole_name(p: QPainter, box: QRectF, name: str, w: float) -> None:
    """A revealed card's name in its text box, or, when it cannot be printed whole there at
    a readable size, over the box's rim across the card's whole width (issue 18.3: never
    "Chapeuzin…"); then on a paper label grown upwards over the art, one line per half of
    the name, in narrower letters if need be (issue 18: "Chapeuzinho Vermelho", "Fada
    Madrinha" on the smallest cards); elided only as a last resort."""
    if draw_name(p, box, name, box.height() * 0.5, 5.0, optional=True):
        return
    wide = QRectF(w * 0.02, box.top(), w * 0.96, box.height())
    if draw_name(p, wide, name, box.height() * 0.5, 5.0, optional=True):
        return
    low = readable_px(p, 5.0)
    lines = name_lines(name)
    width = w * 0.94
    if all(fits_readably(p, line, width, low, True, TIGHTEST) for line in lines):
        line_h = low * 1.2
        height = max(box.height(), line_h * len(lines) + 2)
        label = QRectF((w - width) / 2 - 1, box.bottom() - height, width + 2, height)
        p.save()
        p.setPen(QPen(QColor("#8a7350"), max(1.0, w * 0.012)))
        p.setBrush(PAPER)
        p.drawRoundedRect(label, w * 0.03, w * 0.03)
        p.restore()
        top = label.top() + (height - line_h * len(lines)) / 2
        for i, line in enumerate(lines):
            draw_fitted(p, QRectF(label.left() + 1, top + i * line_h, width, line_h), line, low, 5.0,
                        bold=True, stretches=TIGHTEST)
        return
    draw_name(p, box, name, box.height() * 0.5, 5.0)


def _paint_secret(p: QPainter, strip: QRectF, side: SideText, w: float, label: str) -> None:
    """The "your secret" strip: the revealed identity of a face-down card only this viewer
    knows, its name always whole (issue 18.3: never "Cavalhe…"). A name that does not fit
    beside the points gets the strip's whole width under a row with the "Your secret" label
    and the points, on two lines if it has several words, in narrower letters if need be
    (issue 18: never an empty chip); the strip grows upwards over the art for it, as far as
    about the card's middle. The points badge, grown to the readable size, stays inside the
    card (issue 18: "+3" was clipped at the card's edge)."""
    low = readable_px(p, 5.0)
    pts_w = 0.0
    if side.points is not None:
        radius = points_badge_radius(p, strip.height() * 0.36, side.points)
        pts_w = max(strip.height() * 0.9, 2 * radius + w * 0.03)
    inset = w * 0.04
    if fits_readably(p, side.name, strip.width() - 2 * inset - pts_w, strip.height() * 0.5, True):
        _secret_row(p, strip, side, w, label, pts_w)
        return
    two = len(side.name.split()) > 1 and not fits_readably(p, side.name, w * 0.9, strip.height() * 0.5, True)
    row_h = max(strip.height() * 0.34, low * 1.2, pts_w * 0.8)
    name_h = (2.3 if two else 1.2) * low
    top = max(strip.bottom() - strip.width() * 0.95, min(strip.top(), strip.bottom() - row_h - name_h - 2))
    # the card's whole width (less its rim) for the name
    strip = QRectF(w * 0.025, top, w * 0.95, strip.bottom() - top)
    inset = w * 0.025
    _secret_box(p, strip, w)
    row = QRectF(strip.left() + inset, strip.top() + 1, strip.width() - 2 * inset, row_h)
    badge_left = row.right()
    if side.points is not None:
        radius = points_badge_radius(p, row_h * 0.42, side.points)
        cx = min(row.right() - row_h * 0.45, w - radius - 1.0)
        badge_left = cx - radius
        points_badge(p, QPointF(cx, row.center().y()), row_h * 0.42, side.points,
                     "points" in side.unverified)
    p.setPen(SECRET)
    draw_fitted(p, QRectF(row.left(), row.top(), max(0.0, badge_left - row.left() - 1), row.height()),
                label, row.height() * 0.7, 5.0, align=Qt.AlignLeft, optional=True)
    p.setPen(QColor("white"))
    # the name over the strip's whole inner width; bold, else regular letters, before a cut
    name_rect = QRectF(strip.left() + 1.5, row.bottom(), strip.width() - 3, strip.bottom() - row.bottom() - 1)
    px = name_rect.height() * (0.45 if two else 0.8)
    for bold, optional in ((True, True), (False, True), (False, False)):
        if draw_name(p, name_rect, side.name, px, 5.0, bold, Qt.AlignLeft, optional, TIGHTEST):
            return


def _secret_box(p: QPainter, strip: QRectF, w: float) -> None:
    grad = QLinearGradient(strip.topLeft(), strip.bottomLeft())
    grad.setColorAt(0, QColor(28, 22, 34, 238))
    grad.setColorAt(1, QColor(12, 10, 16, 248))
    p.setPen(QPen(SECRET, max(1.0, w * 0.014)))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(strip, w * 0.04, w * 0.04)


def _secret_row(p: QPainter, strip: QRectF, side: SideText, w: float, label: str, pts_w: float) -> None:
    """The strip when the name fits beside the points: label above the name, points right,
    the badge inside the card's edge."""
    _secret_box(p, strip, w)
    body = strip.adjusted(w * 0.04, 0, -pts_w - w * 0.01, 0)
    if strip.height() >= 22:
        top = QRectF(body.left(), body.top() + strip.height() * 0.05, body.width(),
                     strip.height() * 0.34)
        p.setPen(SECRET)
        draw_fitted(p, top, label, top.height() * 0.85, 5.0, align=Qt.AlignLeft, optional=True)
        name_rect = QRectF(body.left(), top.bottom(), body.width(), strip.bottom() - top.bottom())
    else:
        name_rect = body
    p.setPen(QColor("white"))
    draw_name(p, name_rect, side.name, name_rect.height() * 0.74, 5.0, align=Qt.AlignLeft, optional=True)
    if side.points is not None:
        r = min(pts_w * 0.45, strip.height() * 0.36)
        radius = points_badge_radius(p, r, side.points)
        cx = min(strip.right() - pts_w * 0.55, w - radius - 1.0)
        points_badge(p, QPointF(cx, strip.center().y()), r, side.points, "points" in side.unverified)


def _title(side: SideText) -> str:
    parts = [side.name]
    if side.types:
        parts.append(" · ".join(side.types))
    if side.points is not None:
        parts.append(signed(side.points))
    return "  —  ".join(parts)


def preview_content(face: FaceSpec, card: dict, owner_label: str) -> tuple[list[tuple[FaceSpec, str]], list[tuple[str, str]]]:
    """See :meth:`FaceSpec.preview_content`."""
    identity = card.get("identity")
    initial = str(card.get("initial") or "")
    hidden = FaceSpec(initial, True, identity, None, face.options) if identity else None
    if face.omniscient:
        yours = translate("table", "Hidden side")
    else:
        yours = translate("table", "Hidden side (only you know it)")
    if card.get("face_up") and hidden:
        pictures = [(hidden, translate("table", "Revealed side"))]
    elif hidden:
        pictures = [(face.initial_only(), translate("table", "Initial side (everyone sees it)")), (hidden, yours)]
    else:
        pictures = [(face.initial_only(), translate("table", "Initial side"))]
    shown = pictures[-1][0].front()          # the side with the most to say
    title = "title"
    if shown.points is not None:
        title = "title-" if shown.points < 0 else "title+"
    from . import PLUGIN
    marked = any(f.front().changed for f, _ in pictures)   # a value from the card data (issue 14)
    lines: list[tuple[str, str]] = [(_title(shown) + (" " + PLUGIN.OVERRIDE_MARK if marked else ""), title)]
    lines += [(line, "text") for line in shown.abilities]
    if owner_label:
        lines.append((owner_label, "status"))
    if card.get("deactivated"):
        lines.append((translate("table", "Deactivated: its abilities do not work and it scores 0."), "status"))
    if card.get("points") is not None:
        lines.append((translate("table", "Counts now: %1").replace("%1", signed(int(card["points"]))), "status"))
    if card.get("markers"):
        lines.append((translate("table", "Markers: %1").replace(
            "%1", ", ".join(marker_name(m) for m in card["markers"])), "status"))
    unverified: set = set()
    for f, _ in pictures:
        unverified |= f.front().unverified
    if unverified:
        lines.append((translate("table", "Dotted ring or *: unverified value (Help ▸ Rules summary)."), "note"))
    if marked:
        lines.append(PLUGIN.override_note())
    return pictures, lines
