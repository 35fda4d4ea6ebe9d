"""Issue 13 QA (quifix7): Ctrl+Z within a half-made choice (a Market card clicked, the card
to give still to choose) drops that choice as Esc does (ui/gamepage.py ``GamePage.undo``),
instead of refusing with "the next player has already taken over the screen"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import start


def _click(page, key):
    pos = page.table.mapFromScene(page.table.target_scene_pos(key))
    QTest.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QApplication.processEvents()


def test_ctrl_z_cancels_a_pending_market_exchange(qtbot, window):
    page = start(window, game="quissama", players=2, seed=21)
    for _ in range(6):          # past the opening round (each seat opens a business)
        if page.curtain.is_up():
            QTest.mouseClick(page.curtain.confirm_button(), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        targets = sorted(page.table.targets())
        if any(k.startswith("card:market:") for k in targets):
            break
        _click(page, targets[0])
    market = sorted(k for k in page.table.targets() if k.startswith("card:market:"))
    assert market, page.table.targets()
    before = page.session.state.omniscient_view()
    _click(page, market[0])
    assert page.table.selection() is not None and "give in exchange" in page.bar.text()
    window.statusBar().clearMessage()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert page.table.selection() is None
    assert "give in exchange" not in page.bar.text()
    assert "taken over the screen" not in window.statusBar().currentMessage()
    assert "not possible" not in page.bar.text()
    assert page.session.state.omniscient_view() == before       # nothing was played or undone
