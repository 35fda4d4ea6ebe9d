"""QA of issue 11: on a scaled-down table (Dark Tales, es, 1024x640) the zone title "Área común"
read "Area común": the readable font filled the header and the capital's accent sat on the
frame's top edge. Every game's zone title keeps its highest ink clear of the edge."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from contaria_desktop.table.faces import fit_font, readable_px
from contaria_desktop.table.items.zone import TITLE_CLEARANCE, ZoneItem, title_drop


def test_an_accented_capital_clears_the_frame_on_a_half_size_table(qapp):
    img = QImage(400, 60, QImage.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    p.scale(0.5, 0.5)                      # the table drawn at half size: the readable font grows
    rect = QRectF(10, 2, 600, 22)
    try:
        drop = title_drop(p, rect, "Área común")
        low = readable_px(p, 8.0)
        m = QFontMetricsF(fit_font("Área común", rect.width(), max(15.0, low), low, True))
        ink_top = rect.center().y() + drop - m.height() / 2 + m.ascent() + m.tightBoundingRect("Área común").top()
        assert low > 15.0 and drop > 0 and ink_top >= TITLE_CLEARANCE - 1e-6
        zone = ZoneItem("common")
        zone.set_geometry(QRectF(0, 0, 700, 100), "Área común", "", [])
        zone.paint(p, None)                # paints with the drop, no error
    finally:
        p.end()
