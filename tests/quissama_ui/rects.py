"""Where texts and tokens land on a shown table, in the view's pixels (QA of issue 13: a meeple,
a coin or a "×N" badge never covers a text).

Every item is painted on its own with the view's transform and each ``QPainter.drawText`` is
recorded as the rectangle its glyphs take (the font's line box around the laid-out text); a
card's face is rendered at its on-screen size and its texts are mapped onto the card. A token
is its body (the radius) plus its count badge, as ``table/items/token.py`` paints them."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from contaria_desktop.table import faces

__all__ = ["badges_over_tokens", "covered", "layout_rects", "token_rects"]


@contextmanager
def _recording(device: Any = None) -> Iterator[list[tuple[str, QRectF]]]:
    """Within the block, the texts painted (on a device of size ``device`` = (w, h) only, when given: a face drawn into
    the face cache while an item paints is not where the item is)."""
    original = QPainter.drawText
    seen: list[tuple[str, QRectF]] = []

    def record(self: QPainter, *args: Any) -> Any:
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip() and (device is None or (self.device().width(), self.device().height()) == device):
            m = QFontMetricsF(self.font())
            if isinstance(args[0], (QRectF,)) and len(args) >= 3:
                local = m.boundingRect(args[0], int(args[1]), text)
            elif isinstance(args[0], QPointF):
                local = QRectF(args[0].x(), args[0].y() - m.ascent(), m.horizontalAdvance(text), m.height())
            else:
                local = QRectF()
            seen.append((text, self.worldTransform().mapRect(local)))
        return original(self, *args)

    QPainter.drawText = record
    try:
        yield seen
    finally:
        QPainter.drawText = original


def _paint_item(item: Any, transform: QTransform, size: Any) -> list[tuple[str, QRectF]]:
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    with _recording((image.width(), image.height())) as seen:
        p = QPainter(image)
        p.setTransform(transform)
        item.paint(p, QStyleOptionGraphicsItem(), None)
        p.end()
    return seen


def _card_texts(item: Any, transform: QTransform) -> list[tuple[str, QRectF]]:
    face = item.painted_face()
    if face is None:
        return []
    device = transform.mapRect(item.card_rect())
    width_px = max(8, int(round(device.width())))
    with _recording() as seen:
        faces.render(face, width_px)
    k = device.width() / width_px
    return [(t, QRectF(device.left() + r.left() * k, device.top() + r.top() * k, r.width() * k, r.height() * k))
            for t, r in seen]


def token_rects(item: Any, transform: QTransform) -> list[QRectF]:
    """A token's body and its "×N" badge in view pixels."""
    r = item.radius()
    out = [QRectF(-r, -r, 2 * r, 2 * r)]
    if item.place is not None and item.place.count > 1:
        bh = max(r * 0.8, 15.0)
        out.append(QRectF(r * 0.35, r * 0.35, max(r * 1.1, 1.5 * bh), bh))
    return [transform.mapRect(x) for x in out]


def layout_rects(table: Any) -> tuple[list[tuple[str, str, QRectF]], list[tuple[str, QRectF]]]:
    """``(texts, tokens)`` of the shown table: texts as ``(item key, text, rect)``, tokens as
    ``(token key, rect)`` (a token with a count gives two rects), all in view pixels."""
    scene = table.table_scene()
    view = table.viewportTransform()
    size = table.viewport().size()
    texts: list[tuple[str, str, QRectF]] = []
    tokens: list[tuple[str, QRectF]] = []
    faces.clear_cache()
    for group in (scene.spaces, scene.tracks, scene.zones, scene.piles, scene.tokens, scene.cards):
        for key, item in group.items():
            if not item.isVisible():
                continue
            transform = item.sceneTransform() * view
            if group is scene.cards:
                seen = _card_texts(item, transform)
            else:
                seen = _paint_item(item, transform, size)
            texts += [(key, t, r) for t, r in seen]
            if group is scene.tokens:
                tokens += [(key, r) for r in token_rects(item, transform)]
    return texts, tokens


def covered(table: Any, slack: float = 1.0) -> list[str]:
    """Every text with a token (or a token's badge) over it, other than the token's own label
    and count: ``"<token> over <item>: <text>"``; ``slack`` pixels of a text's line box may be
    touched (its leading)."""
    texts, tokens = layout_rects(table)
    out = []
    for tkey, trect in tokens:
        for key, text, rect in texts:
            if key == tkey:
                continue
            inner = rect.adjusted(slack, slack, -slack, -slack)
            if inner.isValid() and trect.intersects(inner):
                out.append(f"{tkey} over {key}: {text!r}")
    return sorted(set(out))


def badges_over_tokens(table: Any) -> list[str]:
    """Every "×N" badge lying over another token's body: ``"<token>'s badge over <token>"``."""
    scene = table.table_scene()
    view = table.viewportTransform()
    bodies, badges = [], []
    for key, item in scene.tokens.items():
        if item.isVisible():
            rects = token_rects(item, item.sceneTransform() * view)
            bodies.append((key, rects[0]))
            badges += [(key, r) for r in rects[1:]]
    return sorted(f"{a}'s badge over {b}" for a, badge in badges for b, body in bodies
                  if a != b and badge.intersects(body.adjusted(2, 2, -2, -2)))
