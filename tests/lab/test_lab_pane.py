"""The Playtest lab window's options pane at 1024×640 (QA): a long check box (Spanish Contária:
"Libro de Cuentos: seguir hasta que un jugador lidere en solitario") is never under the pane's
scroll bar — the pane is as wide as its widest row."""

from __future__ import annotations

import pytest

from .languages import language_fixture

pytestmark = pytest.mark.gui

spanish = language_fixture("es")


def test_a_long_spanish_option_is_not_under_the_scroll_bar(spanish, qtbot):
    from PySide6.QtWidgets import QCheckBox
    from contaria_desktop.ui.lab_panel import LabWindow
    win = LabWindow()
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.game_combo.setCurrentIndex(win.game_combo.findData("contaria"))
    win.show()
    qtbot.waitUntil(lambda: win._boxes_scroll.minimumWidth() > 200)
    viewport = win._boxes_scroll.viewport()
    boxes = [b for b in win._options_box.findChildren(QCheckBox) if b.isVisible()]
    assert any(len(b.text()) > 50 for b in boxes)            # the long Spanish one is there
    for box in boxes:
        right = box.mapTo(viewport, box.rect().topLeft()).x() + box.sizeHint().width()
        assert right <= viewport.width(), (box.text(), right, viewport.width())
