"""The toy third game in the app, played only by clicks (issue 10, "Done when"): its start
page tile, the New Game dialog's OK button, the curtain, highlighted table targets and the
instruction bar's Pass button, up to the score screen."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from contaria_desktop.games import registry
from contaria_desktop.i18n.names import plain
from tests.ui.conftest import click_target


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
    done = {"curtain": 0, "table": 0, "bar": 0}
    for _ in range(400):
        if page.session.is_over:
            break
        if page.curtain.is_up():
            qtbot.mouseClick(page.curtain.confirm_button(), Qt.MouseButton.LeftButton)
            done["curtain"] += 1
        elif not done["bar"] and page.bar.buttons():     # the first player passes: the bar's button
            qtbot.mouseClick(page.bar.buttons()[0][1], Qt.MouseButton.LeftButton)
            done["bar"] += 1
        else:                                             # then a card, then a basket, until the end
            targets = [k for k in page.table.targets() if k != page.table.selection()]
            if targets:
                click_target(qtbot, page.table, rng.choice(sorted(targets)))
                done["table"] += 1
            else:
                QApplication.processEvents()
    assert page.session.is_over, done
    actions = page.session.record.actions
    assert actions[0].type == "pass" and done["bar"] == 1
    plays = [a for a in actions if a.type == "play"]
    assert len(plays) == 12 and done["table"] >= 2 * len(plays)     # every card: a card, then a basket
    assert done["curtain"] >= len(actions) - 1
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    result = page.session.result()
    assert dialog.game_result == result
    assert dialog.winner_names() == [page.names[w] for w in result.winners]
    for key, table in dialog.tables.items():
        assert table.rowCount() == len(result.breakdown[key])
        texts = [plain(table.item(r, 0).text()) for r in range(table.rowCount())]
        assert all("basket" in t for t in texts), texts
    log = "\n".join(window.log_panel.lines())
    assert "passed." in log and "put the" in log and "The harvest is over." in log


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
