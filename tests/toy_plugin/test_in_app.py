"""The toy third game in the app, played only by clicks (issue 10, "Done when"): its start
page tile, the New Game dialog's OK button, the curtain, highlighted table targets and the
instruction bar's Pass button, up to the score screen."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from contaria_desktop.games import registry
from contaria_desktop.i18n.names import plain
from tests.ui.conftest import step_by_clicks


def _press_ok_on_the_dialog(qtbot, seen: list) -> None:
    dialog = QApplication.activeModalWidget()
    if dialog is None:                      # not open yet: look again shortly
        QTimer.singleShot(20, lambda: _press_ok_on_the_dialog(qtbot, seen))
        return
    seen.append(dialog.spec.id)
    box = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_harvest_plays_to_its_score_screen_by_clicks(qtbot, window):
    assert "harvest" in {p.id for p in registry.playable()}
    tile = window.start_page.tiles["harvest"]
    assert tile.text().startswith("Harvest (test game)")
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _press_ok_on_the_dialog(qtbot, seen))
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert seen == ["harvest"]
    page = window.game
    assert page is not None and page.game_id == "harvest"
    rng = random.Random(4)
    done = {"curtain": 0, "table": 0, "bar": 0, "wait": 0}
    for _ in range(400):
        if page.session.is_over:
            break
        done[step_by_clicks(qtbot, window, rng)] += 1
    assert page.session.is_over, done
    assert done["table"] >= 4 and done["curtain"] >= 2
    plays = [a for a in page.session.record.actions if a.type == "play"]
    assert plays and done["table"] >= 2 * len(plays)      # a card, then a basket
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    result = page.session.result()
    assert dialog.result == result
    assert dialog.winner_names() == [page.names[w] for w in result.winners]
    for key, table in dialog.tables.items():
        assert table.rowCount() == len(result.breakdown[key])
        texts = [plain(table.item(r, 0).text()) for r in range(table.rowCount())]
        assert all("basket" in t for t in texts), texts
    log = "\n".join(window.log_panel.lines())
    assert "put the" in log and "The harvest is over." in log


def test_harvest_speaks_portuguese_and_spanish_from_its_own_catalogues(qtbot, window):
    """The plug-in's own .qm files (``GamePlugin.catalog_dir``) are installed with the app's."""
    from contaria_desktop.i18n import translators

    from contaria_desktop.i18n import rules

    try:
        translators.set_language("pt_BR")
        QApplication.processEvents()
        assert window.start_page.tiles["harvest"].text().startswith("Colheita (jogo de teste)")
        assert any(name.startswith("harvest_pt_BR") for name in translators.installed_files())
        translators.set_language("es")
        QApplication.processEvents()
        assert window.start_page.tiles["harvest"].text().startswith("Cosecha (juego de prueba)")
        assert "Cosecha – resumen de las reglas" in rules.rules_html("harvest")
    finally:   # back to English while the toy game is still installed (the window redraws)
        translators.install_translators(None, "en")
        QApplication.processEvents()
