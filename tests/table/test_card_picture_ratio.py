"""A card painted into a picture of the scene (no widget: a screenshot, a print) is rendered at
the picture's device pixel ratio, like piles - sharp in a 2x picture."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from contaria_desktop.table import faces
from contaria_desktop.table.geometry import SCENE_RECT
from contaria_desktop.table.items.card import CardItem
from contaria_desktop.table.scene import TableScene

from .fakeboard import Back


def test_a_card_in_a_2x_picture_is_rendered_at_twice_its_size(qapp):
    scene = TableScene()
    item = CardItem("card:x")
    scene.addItem(item)
    face = Back("Z", "#336699")
    item.set_face(face)
    item.setPos(QPointF(400, 300))
    faces.clear_cache()
    image = QImage(1600, 1000, QImage.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, 800, 500), SCENE_RECT)       # half size, 2x pixels: 1:1
    p.end()
    widths = {w for (key, w, _) in faces._cache if key == face}
    assert widths == {100}
