"""A layout may hand the scene the same ``SpacePlace`` object on every plan (a board's static
spaces); the space item then keeps its geometry without recomputing it, and a new place object
still updates it."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from contaria_desktop.table.items.space import SpaceItem
from contaria_desktop.table.layouts.base import SpacePlace


def test_the_same_place_object_is_not_reapplied_and_a_new_one_is(qapp):
    item = SpaceItem("road:1")
    place = SpacePlace("road:1", QRectF(0, 0, 40, 10), title="road")
    item.set_place(place)
    outline = item.polygon
    item.set_place(place)
    assert item.polygon is outline and item.place is place
    moved = SpacePlace("road:1", QRectF(5, 5, 40, 10), title="road")
    item.set_place(moved)
    assert item.place is moved and item.body_rect() == QRectF(5, 5, 40, 10)
