"""The Quissama board on the table, drawn from the engine's data with the generic kinds: the
two regions, 4 squares with their capacity, 10 businesses each with a merchant space and two
worker spaces and its coin token, the roads, the Cabeça de Porco, the Senzala and the Ministry
track; meeples (player colours, black capoeiras with counts), the Gallery, each seat's area with
its progress, and sharp pictures at a device pixel ratio of 2."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.quissama import QuissamaState, rules_data
from contaria_desktop.table.geometry import SCENE_RECT
from tests.table.helpers import click

POS = {"players": 4, "seed": 3, "current": 0,
       "hands": [["COIN_1", "COIN_1", "COIN_2", "NAGOA_1", "BOURGEOIS"], [], [], []],
       "squares": {"SQ_N1": 5, "SQ_N2": 3, "SQ_G1": 1, "SQ_G2": 0}, "cdp": 2,
       "businesses": {"BZ_N1": {"merchant": 0, "workers": 2}, "BZ_G3": {"merchant": 1, "workers": 1}},
       "ministry": [2, 1, None, None, None, None],
       "gallery": {"PRINCESA": {"owner": 0, "meeples": []}, "ALEMAO": {"owner": None, "meeples": [2, 3]}}}


def _show(table, st, seat=0, interactive=True):
    table.show_state("quissama", st.view(seat), st.legal_actions() if interactive else [], interactive=interactive)
    return table.table_scene()


def test_the_board_is_drawn_from_the_data(table):
    st = QuissamaState.from_position(POS)
    scene = _show(table, st)
    plan = scene.plan
    for q, d in rules_data.SQUARES.items():
        space = plan.spaces[f"sq:{q}"]
        assert space.capacity == d["capacity"] and len(space.polygon) >= 3
    assert plan.spaces["sq:SQ_N1"].subtitle == "5/5" and plan.spaces["sq:SQ_N1"].emphasis
    assert plan.tokens["meeple:sq:SQ_N1"].count == 5 and plan.tokens["meeple:sq:SQ_N2"].count == 3
    assert "meeple:sq:SQ_G2" not in plan.tokens                 # an empty square has no capoeira
    for bz in rules_data.BUSINESSES:
        assert {f"biz:{bz}", f"biz:{bz}:merchant", f"biz:{bz}:worker0", f"biz:{bz}:worker1", f"road:{bz}"} <= set(plan.spaces)
    assert "coin:biz:BZ_N1" not in plan.tokens and "coin:biz:BZ_N2" in plan.tokens   # full: the token left
    assert plan.tokens["meeple:biz:BZ_G3:worker0"].colour == "#151515"
    assert "meeple:biz:BZ_G3:worker1" not in plan.tokens
    assert plan.spaces["cdp"].subtitle == "2/5" and plan.tokens["meeple:cdp"].count == 2
    assert plan.tokens["meeple:senzala"].count == 30 - 5 - 3 - 1 - 2 - 2 - 1
    assert [f"ministry:{i}" for i in range(6)] == [k for k in scene.spaces if k.startswith("ministry:")]
    assert {"meeple:ministry:0", "meeple:ministry:1"} <= set(plan.tokens)
    assert {"region:NAGOA", "region:GUAIAMUM"} <= set(plan.spaces)
    # the Gallery, meeples on a character (clickable, to be removed), an owned character in its area
    assert "card:char:ALEMAO" in plan.cards and plan.cards["card:char:ALEMAO"].zone == "gallery"
    assert {"meeple:char:ALEMAO:2", "meeple:char:ALEMAO:3"} <= set(plan.tokens)
    assert plan.cards["card:char:PRINCESA"].zone == "seat:0"
    assert plan.spaces["progress:0:PRINCESA"].subtitle == "squares filled 1/3"
    assert {f"seat:{s}" for s in range(4)} <= set(plan.zones) and plan.piles["hand:1"].count == 0
    # the viewer's hand, the Market, the deck
    assert [k for k in plan.cards if k.startswith("card:hand:")] == [
        "card:hand:BOURGEOIS:0", "card:hand:COIN_1:0", "card:hand:COIN_1:1", "card:hand:COIN_2:0", "card:hand:NAGOA_1:0"]
    assert len([k for k in plan.cards if k.startswith("card:market:")]) == 3
    assert plan.piles["deck"].count == st.view(0)["deck_count"]
    # everything on the table
    for rect in [z.rect for z in plan.zones.values()] + [s.bounds() for s in plan.spaces.values()]:
        assert SCENE_RECT.adjusted(-2, -2, 2, 2).contains(rect)


def test_hover_shows_the_objective_and_every_seat_s_progress(table):
    st = QuissamaState.from_position(POS)
    scene = _show(table, st)
    item = scene.cards["card:char:PRINCESA"]
    pictures, lines = item.face.preview_content(item.card, "")
    words = " ".join(text for text, _ in lines)
    assert "Objective: fill 3 squares with capoeiras." in words
    assert "squares filled 1/3" in words


def test_a_click_on_the_board_is_a_move(table, qtbot):
    st = QuissamaState.from_position(POS)
    _show(table, st)
    assert "biz:BZ_N2" in table.targets()                      # acquire: Bourgeois + 2 Coins
    with qtbot.waitSignal(table.actionChosen, timeout=2000) as sig:
        click(qtbot, table, "biz:BZ_N2")
        if table.selection() is not None:                      # two ways to pay: the double Coin
            click(qtbot, table, "card:hand:COIN_2:0")
    action = sig.args[0]
    assert action.type == "acquire" and action["business"] == "BZ_N2" and action in st.legal_actions()


def test_the_curtain_s_public_view_shows_no_hand(table):
    st = QuissamaState.from_position(POS)
    scene = _show(table, st, seat=None, interactive=False)
    assert not [k for k in scene.plan.cards if k.startswith("card:hand:")]
    assert table.targets() == []


def test_pictures_are_sharp_at_twice_the_pixel_ratio(table):
    """Cards are rendered at their on-screen size × the device pixel ratio (the face cache),
    the board's spaces and pieces with vectors."""
    from PySide6.QtCore import QRectF
    from contaria_desktop.table import faces
    st = QuissamaState.from_position(POS)
    scene = _show(table, st)
    faces.clear_cache()
    image = QImage(1600, 1000, QImage.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, 800, 500), SCENE_RECT)     # the scene at half size, 2x pixels
    p.end()
    card = scene.plan.cards["card:hand:COIN_2:0"]
    widths = {w for (key, w, _) in faces._cache if key == card.face}
    assert round(100 * card.scale * 0.5 * 2.0) in widths      # on-screen width × the ratio
    for key in ("sq:SQ_G1", "cdp", "biz:BZ_N3", "ministry:3"):
        centre = scene.spaces[key].body_rect().center()
        assert image.pixelColor(int(centre.x()), int(centre.y())).alpha() > 0, key
