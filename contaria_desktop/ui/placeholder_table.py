"""A stand-in for the table (``contaria_desktop.table.TableWidget``) while it is not
installed: same signals and methods (docs/table-api.md), draws one clickable box per legal
action the table would handle, and the view's public outline. Not a game table."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

translate = QCoreApplication.translate

#: Action types the window's instruction bar offers as buttons (docs/table-api.md).
BAR_ACTIONS = frozenset({"may", "choose_option", "pass"})


def _key(action: Any) -> str:
    return json.dumps(action.to_json(), sort_keys=True)


class PlaceholderTable(QGraphicsView):
    """Same interface as ``TableWidget``; see docs/table-api.md."""

    actionChosen = Signal(object)
    idle = Signal()
    hoveredCard = Signal(object)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setBackgroundBrush(QColor("#2f4f3a"))
        self._targets: dict[str, tuple[Any, QGraphicsRectItem]] = {}
        self._interactive = False

    def show_state(self, game_id: str, view: dict, legal: list, *, interactive: bool) -> None:
        scene = self.scene()
        scene.clear()
        self._targets.clear()
        self._interactive = interactive
        title = QGraphicsSimpleTextItem(translate("PlaceholderTable", "The card table is not installed yet."))
        title.setBrush(QColor("white"))
        scene.addItem(title)
        y = 30.0
        for tale in view.get("tales", []) or []:
            cards = ", ".join(c.get("identity") or c.get("initial", "?") for c in tale.get("cards", []))
            line = QGraphicsSimpleTextItem(f"{tale.get('id')}: {cards}")
            line.setBrush(QColor("white"))
            line.setPos(0, y)
            scene.addItem(line)
            y += 20
        y += 10
        for action in legal if interactive else []:
            if action.type in BAR_ACTIONS:
                continue
            box = QGraphicsRectItem(QRectF(0, 0, 300, 22))
            box.setPos(0, y)
            box.setBrush(QBrush(QColor("#f0d98c")))
            box.setPen(QPen(QColor("black")))
            label = QGraphicsSimpleTextItem(" ".join(f"{k}={v}" for k, v in action.to_json().items()), box)
            label.setPos(4, 3)
            scene.addItem(box)
            self._targets[_key(action)] = (action, box)
            y += 26
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))
        self.idle.emit()

    def mousePressEvent(self, event: Any) -> None:
        if self._interactive and event.button() == Qt.MouseButton.LeftButton:
            pos = self.mapToScene(event.position().toPoint())
            for action, box in self._targets.values():
                if box.sceneBoundingRect().contains(pos):
                    self.actionChosen.emit(action)
                    return
        super().mousePressEvent(event)

    def set_animation_speed(self, factor: float) -> None:
        pass

    def is_animating(self) -> bool:
        return False

    def retranslate(self) -> None:
        pass

    def targets(self) -> list[str]:
        return list(self._targets)

    def target_scene_pos(self, key: str) -> QPointF:
        return self._targets[key][1].sceneBoundingRect().center()


def table_class() -> type:
    """The real ``TableWidget`` when the table package is installed, else the placeholder."""
    try:
        from ..table import TableWidget  # type: ignore[attr-defined]
        return TableWidget
    except ImportError:
        return PlaceholderTable
