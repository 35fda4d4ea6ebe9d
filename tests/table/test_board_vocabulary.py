"""Quissama's kind of board is expressible with the table's generic kinds, without editing
``table/``: a fake plug-in (tests/table/fakeboard.py) draws squares (one a polygon), a business
with its spaces, a road, the Cabeça de Porco, the Ministry track, meeples with counts, a coin and
the deck pile; the widget shows it, hit-tests its spaces, clicks and drops onto them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.core import plugins
from contaria_desktop.table import faces
from contaria_desktop.table.geometry import SCENE_RECT
from contaria_desktop.table.layouts.base import PilePlace, SpacePlace, TokenPlace, TrackPlace

from . import fakeboard
from .helpers import click, drag

GO = [Action("go", space="sq:N1"), Action("go", space="ministry:3"), Action("go", space="cdp")]
SEND = [Action("send", space="sq:G1")]


@pytest.fixture
def board(table):
    with plugins.use_entry_points([fakeboard.ENTRY_POINT]):
        yield table


def _show(table, legal, ministry=2):
    table.show_state(fakeboard.GAME_ID, {"num_players": 3, "current_player": 0, "ministry": ministry},
                     legal, interactive=True)
    return table.table_scene()


def test_the_scene_holds_every_kind_by_key(board):
    scene = _show(board, GO)
    assert set(scene.spaces) >= {"sq:N1", "sq:G1", "cdp", "biz:N1:merchant", "road:N1"}
    assert [f"ministry:{i}" for i in range(6)] == [k for k in scene.spaces if k.startswith("ministry:")]
    assert set(scene.tracks) == {"ministry"}
    assert set(scene.piles) == {"deck"} and scene.piles["deck"].place.count == 57
    assert "57" in scene.piles["deck"].texts()
    tokens = scene.tokens
    assert tokens["meeple:sq:N1:black"].place.count == 2 and tokens["meeple:cdp:black"].place.count == 3
    assert tokens["coin:biz:N1"].place.shape == "circle" and "$" in tokens["coin:biz:N1"].texts()
    assert scene.spaces["ministry:2"].place.emphasis          # the Ministry's current space
    assert {"Ministry", "Praça N1", "Cabeça de Porco", "57"} <= set(scene.texts())
    assert scene.cards["card:c1"].isVisible()


def test_targets_are_board_and_track_spaces_and_clicks_choose_them(board, qtbot):
    scene = _show(board, GO)
    assert set(board.targets()) == {"sq:N1", "ministry:3", "cdp"}
    for action in GO:
        _show(board, GO)
        with qtbot.waitSignal(board.actionChosen, timeout=1000) as sig:
            click(qtbot, board, action["space"])
        assert sig.args[0] is action
    assert scene.spaces["ministry:3"].isVisible()


def test_hit_testing_follows_a_polygon_and_a_track_space(board):
    scene = _show(board, GO)
    square = scene.spaces["sq:N1"]
    inside = square.mapToScene(QPointF(300, 400))
    corner = QPointF(square.body_rect().left() + 3, square.body_rect().top() + 3)   # in its box, off the polygon
    keys_in = board._keys_at(board.mapFromScene(inside))
    keys_out = board._keys_at(board.mapFromScene(corner))
    assert "sq:N1" in keys_in and "sq:N1" not in keys_out
    track_rects = scene.plan.tracks["ministry"].space_rects()
    for i, rect in enumerate(track_rects):
        keys = board._keys_at(board.mapFromScene(rect.center() + QPointF(0, -rect.height() * 0.3)))
        assert f"ministry:{i}" in keys and not any(f"ministry:{j}" in keys for j in range(6) if j != i)
    # a token that takes no clicks lets the click through to its space
    meeple = scene.tokens["meeple:sq:N1:p0"]
    assert "sq:N1" in board._keys_at(board.mapFromScene(meeple.scenePos()))
    assert board._click_key(board._keys_at(board.mapFromScene(meeple.scenePos()))) == "sq:N1"


def test_a_card_drops_onto_a_board_space(board, qtbot):
    _show(board, SEND)
    assert "card:c1" in board.targets()
    assert board._targeting.drop_targets("card:c1") == ["sq:G1"]
    scene = board.table_scene()
    with qtbot.waitSignal(board.actionChosen, timeout=1000) as sig:
        drag(board, "card:c1", scene.spaces["sq:G1"].body_rect().center())
    assert sig.args[0] is SEND[0]
    _show(board, SEND)
    with qtbot.assertNotEmitted(board.actionChosen):     # nowhere legal: the card goes back
        drag(board, "card:c1", scene.spaces["cdp"].body_rect().center())


def test_two_step_selection_and_cancel(board, qtbot):
    _show(board, SEND)
    click(qtbot, board, "card:c1")
    assert board.selection() == "card:c1" and board.targets() == ["sq:G1"]
    qtbot.keyClick(board, Qt.Key_Escape)
    assert board.selection() is None


def test_nothing_overlaps_and_pieces_sit_on_their_spaces(board):
    scene = _show(board, GO)
    plan = scene.plan
    areas = [(k, s.bounds()) for k, s in plan.spaces.items()]
    areas += [(k, t.rect) for k, t in plan.tracks.items()]
    areas += [(k, scene.piles[k].mapRectToScene(scene.piles[k].body_rect())) for k in plan.piles]
    areas += [(k, z.rect) for k, z in plan.zones.items()]
    for i, (ka, ra) in enumerate(areas):
        assert SCENE_RECT.contains(ra), ka
        for kb, rb in areas[i + 1:]:
            nested = ra.contains(rb) or rb.contains(ra)      # a business's spaces lie in its frame
            assert nested or not ra.intersects(rb), (ka, kb)
    track = plan.tracks["ministry"].space_rects()
    for a, b in zip(track, track[1:]):
        assert not a.intersects(b) and a.right() < b.left()
    tokens = [(k, t.mapRectToScene(t.shape().boundingRect())) for k, t in scene.tokens.items()]
    for i, (ka, ra) in enumerate(tokens):
        for kb, rb in tokens[i + 1:]:
            assert not ra.intersects(rb), (ka, kb)
    on = {"meeple:sq:N1:black": "sq:N1", "meeple:sq:N1:p0": "sq:N1", "meeple:cdp:black": "cdp",
          "meeple:biz:N1:merchant": "biz:N1:merchant", "meeple:ministry:p2": "ministry:2"}
    for token, space in on.items():
        item = scene.spaces[space]
        assert item.shape().contains(scene.tokens[token].scenePos()), token
    coin = scene.tokens["coin:biz:N1"]
    assert plan.zones["biz:N1"].rect.contains(coin.mapRectToScene(coin.shape().boundingRect()))


def test_the_board_renders_crisp_at_twice_the_pixel_ratio(board):
    scene = _show(board, GO)
    faces.clear_cache()
    image = QImage(1600, 1000, QImage.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, 800, 500), SCENE_RECT)     # the scene at half size, 2x pixels
    p.end()
    pile = scene.plan.piles["deck"]
    widths = {w for (key, w, _) in faces._cache if isinstance(key, tuple) and key[0] == pile.faces[0]}
    assert widths == {round(pile.piece_w * 0.5 * 2.0)}       # cached at on-screen size × dpr
    # vector kinds paint something on every space (no blank board)
    centre = scene.spaces["sq:G1"].body_rect().center()
    assert image.pixelColor(int(centre.x()), int(centre.y())).alpha() > 0


def test_bad_places_are_refused():
    with pytest.raises(ValueError):
        TokenPlace("t", QPointF(), shape="star")
    with pytest.raises(ValueError):
        TokenPlace("t", QPointF(), count=-1)
    with pytest.raises(ValueError):
        SpacePlace("s", polygon=[QPointF(), QPointF(1, 1)])
    with pytest.raises(ValueError):
        SpacePlace("s")
    with pytest.raises(ValueError):
        TrackPlace("t", QRectF(0, 0, 10, 10), "", [])
    with pytest.raises(ValueError):
        PilePlace("p", QPointF(), [], 10, 10, count=-2)
    with pytest.raises(ValueError):
        SpacePlace("s", QRectF(0, 0, 40, 40), capacity=1).piece_points(2)
    plan = fakeboard.plan({}, 0)
    with pytest.raises(ValueError):
        plan.add(TokenPlace("sq:N1", QPointF()))          # a key already used by a space


def test_the_table_package_names_no_board_game():
    """The board above needed no edit of table/: no Quissama word there."""
    import pathlib
    root = pathlib.Path(__file__).resolve().parents[2] / "contaria_desktop" / "table"
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        for word in ("quissama", "ministry", "meeple:", "capoeira", "contária", "mirror", "charlat",
                     "tale:"):
            assert word not in text, (path.name, word)
