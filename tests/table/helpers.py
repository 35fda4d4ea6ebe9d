"""Small helpers shared by the table tests."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from contaria_desktop.games.contaria.cardtext import card_data


def click(qtbot, widget, key: str) -> None:
    """Left-click the target ``key`` of a TableWidget."""
    pos = widget.mapFromScene(widget.target_scene_pos(key))
    qtbot.mouseClick(widget.viewport(), Qt.LeftButton, pos=pos)


def drag(widget, key_from: str, scene_to: QPointF) -> None:
    """Press on ``key_from``, move in steps (button held) to ``scene_to``, release."""
    vp = widget.viewport()
    start = widget.mapFromScene(widget.target_scene_pos(key_from))
    end = widget.mapFromScene(scene_to)

    def send(kind, pos: QPoint, button, buttons):
        ev = QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button, buttons,
                         Qt.NoModifier)
        QApplication.sendEvent(vp, ev)

    send(QMouseEvent.MouseButtonPress, start, Qt.LeftButton, Qt.LeftButton)
    for i in range(1, 9):
        p = start + (end - start) * (i / 8)
        send(QMouseEvent.MouseMove, p, Qt.NoButton, Qt.LeftButton)
    send(QMouseEvent.MouseButtonRelease, end, Qt.LeftButton, Qt.NoButton)


def hover(widget, key: str) -> None:
    vp = widget.viewport()
    pos = widget.mapFromScene(widget.target_scene_pos(key))
    ev = QMouseEvent(QMouseEvent.MouseMove, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
                     Qt.NoButton, Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(vp, ev)


def revealed_names() -> dict[str, str]:
    """Card data id -> revealed name (untranslated = English source)."""
    return {c["id"]: c["name"] for c in card_data()["cards"]}


def is_legal(action, legal) -> bool:
    """``action`` is one of the very objects in ``legal``."""
    return any(action is a for a in legal)
