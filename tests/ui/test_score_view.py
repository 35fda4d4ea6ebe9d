"""Issue 16: the score screen drawn like the table (ui/scoreview.py, games/scoresheet.py).

Content comes from ``result()`` and the seat's view only (a card never revealed stays hidden,
even from the seat that knew it); every card and cell has an accessible name; the buttons
act; the celebration follows the animation speed (none at speed 0, the tests' speed); the
breakdown tables are one click away; Quissama shows no "+1 point" tables."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from contaria_desktop.engines.core import Rng
from contaria_desktop.games import registry, scoresheet
from contaria_desktop.games.plugin import ScorePresenter
from contaria_desktop.i18n import messages
from contaria_desktop.ui.scores import ScoreDialog
from contaria_desktop.ui.scoreview import CardTile, SeatPanel

from .conftest import start

GAMES = [p.id for p in registry.playable()]


def finished(game_id: str, n: int, seed: int, options: dict | None = None):
    spec = registry.get(game_id).spec()
    state = spec.new_game(n, seed, options or {})
    rng = Rng(seed)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


def dialog(qtbot, game_id: str, state, view=None, speed: float = 0.0, match=None) -> ScoreDialog:
    plugin = registry.get(game_id)
    names = [f"P{i}" for i in range(state.num_players)]
    ctx = messages.MessageContext(game_id, names, view if view is not None else state.view(None), **plugin.namers())
    d = ScoreDialog(state.result(), ctx, 7, match=match, speed=speed)
    qtbot.addWidget(d)
    d.show()
    QApplication.processEvents()
    return d


def test_contaria_cards_never_revealed_stay_hidden_even_from_the_seat_that_knew_them(qtbot):
    """Rulebook §5.1: cards not revealed by the end stay unrevealed. The score view is built
    from the result and seat 0's own view (which knows seat 0's face-down cards): a face-down
    card shows only its initial side, and its identity is in no text, tooltip or name."""
    state = finished("contaria", 4, 5)
    omni = {c["handle"]: c for tale in state.omniscient_view()["tales"] for c in tale["cards"]}
    d = dialog(qtbot, "contaria", state, view=state.view(0))
    ctx = d.ctx
    checked = 0
    for panel in d.view.panels:
        lines = state.result().breakdown[panel.seat.key]
        assert len(panel.tiles) == len(lines)
        for tile, line in zip(panel.tiles, lines):
            card = omni[line["params"]["card"]]
            if card.get("face_up") or line["params"]["identity"] is not None:
                continue
            checked += 1
            face = tile.card.face
            assert tile.card.hidden and face.identity is None and face.secret is None and not face.face_up
            name = ctx.identity(card["identity"])
            if name.casefold() == ctx.initial(card["initial"]).casefold():
                continue   # a plain card is named like its type
            said = " ".join([tile.accessibleName(), tile.toolTip(), *face.texts()])
            assert name not in said, said
    assert checked, "seed 5 leaves cards face down"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_panel_and_cell_has_an_accessible_name(qtbot, game_id):
    state = finished(game_id, 3, 11)
    d = dialog(qtbot, game_id, state)
    assert d.view.accessibleName()   # the first Tab stop is named
    panels = d.findChildren(SeatPanel)
    assert len(panels) >= state.num_players
    assert all(p.accessibleName() for p in panels)
    tiles = d.findChildren(CardTile)
    assert tiles, f"{game_id}: the view shows cards"
    assert all(t.accessibleName() and t.toolTip() for t in tiles)
    from PySide6.QtCore import Qt
    tables = list(d.tables.values()) + ([d.summary] if d.summary is not None else [])
    assert tables
    for table in tables:
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None:
                    assert item.data(Qt.ItemDataRole.AccessibleTextRole), (game_id, r, c)


def test_details_button_switches_to_the_tables_and_back(qtbot):
    d = dialog(qtbot, "contaria", finished("contaria", 3, 2))
    assert d.stack.currentWidget() is d.view
    d.details_button.click()
    assert d.stack.currentIndex() == 1 and all(t.isVisible() for t in d.tables.values())
    d.details_button.click()
    assert d.stack.currentWidget() is d.view


def test_buttons_act_and_none_is_dead(qtbot):
    class Match:
        markers, finished, winners = [1, 0, 2], False, []
    d = dialog(qtbot, "contaria", finished("contaria", 3, 2), match=Match())
    seen = []
    d.nextTaleRequested.connect(lambda: seen.append("next"))
    d.replayRequested.connect(lambda: seen.append("replay"))
    d.newGameRequested.connect(lambda: seen.append("new"))
    visible = [b for b in d.findChildren(QPushButton) if b.isVisibleTo(d)]
    assert {b.objectName() for b in visible} >= {"nextTaleButton", "replayButton", "newGameButton", "detailsButton"}
    d.replay_button.click()
    d.new_game_button.click()
    d.show()
    d.next_button.click()
    assert seen == ["replay", "new", "next"]
    # the series standings: a table with the leader marked (♛: the series' mark, not a winner's ★)
    assert d.view.series is not None
    table = d.view.series.findChild(type(next(iter(d.tables.values()))))
    assert table.item(2, 0).text().startswith("♛") and not table.item(0, 0).text().startswith("♛")


def test_celebration_follows_the_animation_speed(qtbot):
    state = finished("contaria", 3, 2)
    assert dialog(qtbot, "contaria", state).celebrations == []          # speed 0: none
    d = dialog(qtbot, "contaria", state, speed=1.0)
    winners = [p for p in d.view.panels if p.seat.won]
    qtbot.waitUntil(lambda: len(d.celebrations) == len(winners))
    assert winners
    assert all(c.animation.duration() == 1600 for c in d.celebrations)
    slow = dialog(qtbot, "contaria", state, speed=2.0)
    qtbot.waitUntil(lambda: bool(slow.celebrations))
    assert all(c.animation.duration() == 3200 for c in slow.celebrations)


def test_the_window_shows_no_celebration_in_tests_and_new_game_opens_the_dialog(qtbot, window, monkeypatch):
    page = start(window, players=3, seed=4)
    asked = []
    monkeypatch.setattr(window, "new_game_dialog", lambda game_id="": asked.append(game_id))
    page.autoplay(2000, random.Random(3))
    d = window.score_dialog
    assert d is not None and d.celebrations == []
    d.new_game_button.click()
    qtbot.waitUntil(lambda: asked == [""])
    assert window.score_dialog is None


def test_quissama_keeps_its_progress_table_and_drops_the_point_tables(qtbot):
    d = dialog(qtbot, "quissama", finished("quissama", 3, 7))
    assert d.summary is not None and d.tables == {}
    assert all(t.card.points is None for t in d.view.tiles())   # objectives, not points


def test_a_plugin_without_the_extension_still_gets_a_readable_view(qtbot):
    """The default presenter: one plain tile per breakdown line, its words and points."""
    state = finished("contaria", 3, 2)
    ctx = messages.MessageContext("contaria", ["A", "B", "C"], state.view(None))
    sheets = ScorePresenter().seat_sheets(state.result(), ctx, None)
    assert [s.key for s in sheets][:3] == ["0", "1", "2"]
    assert all(isinstance(c, scoresheet.ScoreCard) and c.face is None and isinstance(c.points, int)
               for s in sheets for c in s.cards)
    assert sum(s.won for s in sheets) == len(state.result().winners)


def test_cards_are_drawn_at_the_device_pixel_ratio(qtbot, monkeypatch):
    """Crisp at 2×: the face is rendered at on-screen size × device pixel ratio."""
    from contaria_desktop.table import faces
    asked = []
    real = faces.pixmap

    def spy(face, width_px, *args, **kwargs):
        asked.append(width_px)
        return real(face, width_px, *args, **kwargs)
    monkeypatch.setattr(faces, "pixmap", spy)
    d = dialog(qtbot, "contaria", finished("contaria", 3, 2))
    tile = next(t for t in d.view.tiles() if t.card.face is not None)
    monkeypatch.setattr(tile, "devicePixelRatioF", lambda: 2.0)
    asked.clear()
    tile.grab()
    assert asked and asked[0] == 2 * tile.width()


def test_keyboard_reaches_every_button_and_the_tables(qtbot):
    """Tab goes through the buttons (Details, Replay, New game, Close...); on the details page
    the breakdown tables take the focus too (their cells are read out)."""
    from PySide6.QtCore import Qt
    d = dialog(qtbot, "contaria", finished("contaria", 3, 2))
    d.activateWindow()
    names = set()
    for _ in range(30):
        d.focusNextChild()
        w = QApplication.focusWidget() or d.focusWidget()
        if w is not None:
            names.add(w.objectName() or type(w).__name__)
    assert {"detailsButton", "replayButton", "newGameButton"} <= names, names
    d.show_details(True)
    assert all(t.focusPolicy() & Qt.FocusPolicy.TabFocus for t in d.tables.values())


def test_charlatao_round_window_has_next_round_until_the_last_round(qtbot):
    """Issue 16: "Next round" as a clear button (the next round is dealt behind the window);
    the last round's window, next to the final scores, has Close."""
    from contaria_desktop.session import GameSession
    s = GameSession.new("charlatao", 3, seed=4, seat_names=["A", "B", "C"])
    rng = random.Random(4)
    while s.state.view(None).get("round", 0) < 1:
        s.apply(rng.choice(s.legal_actions()))
    plugin = registry.get("charlatao")
    ctx = messages.MessageContext("charlatao", ["A", "B", "C"], s.view(None), **plugin.namers())
    mid = plugin.round_dialog(s, ctx, None)
    qtbot.addWidget(mid)
    mid.show()
    assert mid.next_button is not None and mid.next_button.isVisible()
    mid.next_button.click()
    assert not mid.isVisible()
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    last = plugin.round_dialog(s, ctx, None)
    qtbot.addWidget(last)
    assert last.next_button is None
