"""Issue 18.7 and 16: every score screen (the drawn view and the breakdown tables) fits a 1024×640 screen in every language and player count
without horizontal scrolling - no column cut (CharLatão's 5-player Total, pt_BR round
columns). Games come from ``registry.playable()``, so a game added later is checked too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QScrollArea, QTableWidget

from contaria_desktop.engines.core import Rng
from contaria_desktop.games import registry
from contaria_desktop.i18n import messages, translators

from tests import budget

from .test_presentation import CASES, LANGUAGES

SCREEN = (1024, 640)


@pytest.fixture
def small_screen(monkeypatch):
    """Every dialog believes the screen is 1024×640 (its available geometry)."""
    import contaria_desktop.games.widgets as widgets
    import contaria_desktop.ui.scores as ui_scores
    monkeypatch.setattr(widgets, "available_size", lambda widget=None: SCREEN)
    monkeypatch.setattr(ui_scores, "available_size", lambda widget=None: SCREEN)
    for plugin in registry.playable():
        try:
            module = plugin.module("scores")
        except ImportError:
            continue
        if hasattr(module, "available_size"):
            monkeypatch.setattr(module, "available_size", lambda widget=None: SCREEN)
    yield


def finished(game_id: str, n: int, seed: int):
    spec = registry.get(game_id).spec()
    state = spec.new_game(n, seed, {})
    rng = Rng(seed)
    for _ in range(spec.max_decisions):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


class _Session:
    """What ``GamePlugin.round_dialog`` reads of a session: the state and the public log."""

    def __init__(self, state):
        self.state = state

    def log(self, seat=None, omniscient=False):
        return []


def cut(dialog) -> list[str]:
    """What does not fit: a scroll area that scrolls sideways, a table whose columns are
    wider than its viewport, a dialog wider than the screen."""
    bad = []
    if dialog.width() > SCREEN[0] or dialog.height() > SCREEN[1]:
        bad.append(f"dialog {dialog.width()}×{dialog.height()}")
    for area in dialog.findChildren(QAbstractScrollArea):
        if not area.isVisible():
            continue
        if isinstance(area, QScrollArea) and area.horizontalScrollBar().maximum() > 0:
            bad.append(f"scroll area scrolls sideways by {area.horizontalScrollBar().maximum()} px")
        if isinstance(area, QTableWidget):
            need = sum(area.columnWidth(c) for c in range(area.columnCount()))
            have = area.viewport().width()
            if need > have + 1:
                headers = [area.horizontalHeaderItem(c).text() for c in range(area.columnCount())]
                bad.append(f"table {area.objectName() or headers} needs {need} px, shows {have}")
            for c in range(area.columnCount()):
                hint = max(area.sizeHintForColumn(c), area.horizontalHeader().sectionSizeHint(c))
                if area.columnWidth(c) + 1 < hint and not area.isColumnHidden(c):
                    bad.append(f"column {area.horizontalHeaderItem(c).text()!r} cut: {area.columnWidth(c)} < {hint}")
    return bad


def view_cut(view) -> list[str]:
    """The drawn score view (issue 16): no sideways scrolling, every panel and card inside
    the visible width."""
    bad = []
    if view.horizontalScrollBar().maximum() > 0:
        bad.append(f"score view scrolls sideways by {view.horizontalScrollBar().maximum()} px")
    room = view.viewport().width()
    for panel in view.panels:
        if panel.geometry().right() > room:
            bad.append(f"panel {panel.seat.key} ends at {panel.geometry().right()} > {room}")
        for tile in panel.tiles:
            right = tile.mapTo(view.viewport(), tile.rect().topRight()).x()
            if right > room:
                bad.append(f"a card of {panel.seat.key} ends at {right} > {room}")
                break
    return bad


@pytest.mark.parametrize("game_id,n", CASES)
def test_final_and_round_scores_fit_1024x640_in_every_language(game_id, n, qapp, small_screen):
    from contaria_desktop.ui.scores import ScoreDialog

    plugin = registry.get(game_id)
    state = finished(game_id, n, 500 + n)
    assert state.is_terminal
    names = [f"Jogador {i + 1}" for i in range(n)]
    problems = []
    spec = plugin.spec()
    # every language at the smallest and largest count; one, turning with the count, between
    # (CI time, tests/budget.py; CONTARIA_FULL_CHECKS=1 checks all of them everywhere)
    extreme = budget.FULL or n in (spec.min_players, spec.max_players)
    if not extreme and n % 2:
        pytest.skip("CI time: every other middle count (tests/budget.py; CONTARIA_FULL_CHECKS=1 checks it)")
    for code in (LANGUAGES if extreme else (LANGUAGES[n % len(LANGUAGES)],)):
        translators.install_translators(None, code)
        QApplication.processEvents()   # the language change delivered now, not to the new dialog (a rebuild)
        try:
            ctx = messages.MessageContext(game_id, names, state.view(None), **plugin.namers())
            dialog = ScoreDialog(state.result(), ctx, 123456789012345678, suits=None)
            dialog.show()
            QApplication.processEvents()
            problems += [f"{code} final: {p}" for p in cut(dialog)]
            problems += [f"{code} cards: {p}" for p in view_cut(dialog.view)]
            dialog.show_details(True)   # the breakdown tables, one click away (issue 16)
            QApplication.processEvents()
            problems += [f"{code} details: {p}" for p in cut(dialog)]
            dialog.close()
            dialog.deleteLater()
            rounds = plugin.round_dialog(_Session(state), ctx, None)   # the last round's window
            if rounds is not None:
                rounds.show()
                QApplication.processEvents()
                problems += [f"{code} round: {p}" for p in cut(rounds)]
                rounds.close()
                rounds.deleteLater()
        finally:
            translators.install_translators(None, "en")
    assert not problems, "\n".join(problems)
