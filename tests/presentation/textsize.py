"""Painted text heights on the table (issue 18.3): every ``QPainter.drawText`` made while the
table is rendered is recorded with the font's pixel size as it lands on the screen (the font
size times the painter's scale to device pixels, over the device pixel ratio)."""

from __future__ import annotations

import math
from contextlib import contextmanager
from typing import Any, Iterator

from PySide6.QtGui import QFontInfo, QPainter


def _screen_px(p: QPainter) -> float:
    f = p.font()
    px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * p.device().logicalDpiY() / 72.0
    t = p.worldTransform()
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
    dpr = p.device().devicePixelRatioF() if hasattr(p.device(), "devicePixelRatioF") else 1.0
    return px * scale / (dpr or 1.0)


def _text_of(args: tuple) -> str:
    for a in args:
        if isinstance(a, str):
            return a
    return ""


@contextmanager
def recording() -> Iterator[list[tuple[str, float]]]:
    """Within the block, ``[(text, screen px)]`` of every text painted."""
    original = QPainter.drawText
    seen: list[tuple[str, float]] = []

    def record(self: QPainter, *args: Any) -> Any:
        text = _text_of(args)
        if text.strip():
            seen.append((text, _screen_px(self)))
        return original(self, *args)

    QPainter.drawText = record
    try:
        yield seen
    finally:
        QPainter.drawText = original


def painted_texts(table: Any) -> list[tuple[str, float]]:
    """Render ``table`` (a shown ``TableWidget``) once with every face drawn afresh, and
    return what was painted: ``[(text, screen px)]``."""
    from PySide6.QtGui import QImage
    from contaria_desktop.table import faces

    faces.clear_cache()
    image = QImage(table.viewport().size(), QImage.Format.Format_ARGB32)
    with recording() as seen:
        painter = QPainter(image)
        table.render(painter)
        painter.end()
    return seen
