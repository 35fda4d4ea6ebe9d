"""The table draws exactly the view: items keyed and reused, no hidden identity anywhere."""

from contaria_desktop.table.items.card import CardItem
from contaria_desktop.table.items.highlight import Highlight

from .fakeview import FakeContaria
from .helpers import hover, revealed_names


def _game(n=4, seed=3):
    g = FakeContaria(n, seed)
    g.play_round(2)
    return g


def test_items_are_reused_across_updates(table):
    g = _game(5)
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    scene = table.table_scene()
    before = {k: id(v) for k, v in scene.cards.items()}
    zones = {k: id(v) for k, v in scene.zones.items()}
    n_items = len(scene.items())
    g.apply(g.legal()[0])
    table.show_state("contaria", g.view(1), g.legal(), interactive=True)
    g.apply(next(a for a in g.legal() if a.type == "mirror"))
    table.show_state("contaria", g.view(2), g.legal(), interactive=True)
    assert {k: id(v) for k, v in scene.cards.items()} == before
    assert {k: id(v) for k, v in scene.zones.items()} == zones
    assert len(scene.items()) == n_items
    assert len(scene.cards) == 25


def test_cards_follow_the_view(table):
    g = _game(3)
    h = g.hands[0][0]
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    g.apply(next(a for a in g.legal() if a.type == "place" and a["card"] == h))
    table.show_state("contaria", g.view(0), [], interactive=False)
    plan = table.table_scene().plan
    assert plan.cards["card:" + h].zone == "tale:0"
    assert table.table_scene().cards["card:" + h].pos() == plan.cards["card:" + h].pos


def _hidden_names(g, seat):
    """Revealed names of cards the seat does not know (face down, not dealt to it)."""
    names = revealed_names()
    return {names[c["identity"]] for c in g.cards.values()
            if not c["face_up"] and c["owner"] != seat}


def test_spectator_view_shows_no_identity(table):
    g = _game(4)
    view = g.view(None)
    table.show_state("contaria", view, [], interactive=False)
    scene = table.table_scene()
    names = revealed_names()
    hidden = {names[c["identity"]] for c in g.cards.values() if not c["face_up"]}
    # hover every card too: the preview must not know more than the view
    texts = set(scene.texts())
    for key in list(scene.cards):
        hover(table, key)
        texts |= set(scene.texts())
    assert not hidden & texts
    assert "Your secret" not in texts


def test_seat_view_shows_only_its_own_secrets(table):
    g = _game(5)
    table.show_state("contaria", g.view(2), [], interactive=False)
    scene = table.table_scene()
    texts = set(scene.texts())
    for key in list(scene.cards):
        hover(table, key)
        texts |= set(scene.texts())
    assert not _hidden_names(g, 2) & texts
    names = revealed_names()
    own_hand = {names[g.cards[h]["identity"]] for h in g.hands[2]}
    assert own_hand <= texts          # the viewer's own hand shows its secrets
    assert "Your secret" in texts


def test_curtain_view_forgets_private_faces(table):
    g = _game(3)
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    hover(table, "card:" + g.hands[0][0])
    table.show_state("contaria", g.view(None), [], interactive=False)
    texts = set(table.table_scene().texts())
    assert not {revealed_names()[g.cards[h]["identity"]] for h in g.hands[0]} & texts
    assert table.targets() == []


def test_highlights_match_legal_actions(table):
    g = _game(4)
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    expected = {f"card:{a['card']}" for a in legal if a.type == "place"} | {"mirrors:0"}
    assert set(table.targets()) == expected
    scene = table.table_scene()
    for item in scene.all_items():
        if hasattr(item, "highlight"):
            want = Highlight.TARGET if item.key in expected else Highlight.NONE
            assert item.highlight == want, item.key


def test_not_interactive_highlights_nothing(table):
    g = _game(4)
    table.show_state("contaria", g.view(0), g.legal(), interactive=False)
    assert table.targets() == []


def test_deactivated_cards_are_turned_and_markers_sit_on_their_cards(table):
    g = _game(4)
    victim = g.tales[1][0]
    g.deactivate(victim)
    g.put_marker("GIANT", victim)
    table.show_state("contaria", g.view(0), [], interactive=False)
    scene = table.table_scene()
    card = scene.cards["card:" + victim]
    assert card.rotation() == 90.0
    marker = scene.tokens["marker:GIANT"]
    assert card.sceneBoundingRect().contains(marker.scenePos())
    assert marker.opacity() == 1.0
    assert scene.tokens["marker:WITCH"].opacity() < 1.0     # on no card: in the tray


def test_hover_emits_the_view_card_and_shows_the_preview(table, qtbot):
    g = _game(3)
    view = g.view(0)
    table.show_state("contaria", view, [], interactive=False)
    h = g.hands[0][0]
    with qtbot.waitSignal(table.hoveredCard) as blocker:
        hover(table, "card:" + h)
    assert blocker.args[0]["handle"] == h
    preview = table.table_scene().preview
    assert preview.isVisible()
    name = revealed_names()[g.cards[h]["identity"]]
    assert name in preview.texts()
    assert not preview.sceneBoundingRect().intersects(
        table.table_scene().cards["card:" + h].sceneBoundingRect())


def test_all_card_items_are_card_items(table):
    g = _game(5)
    table.show_state("contaria", g.view(0), [], interactive=False)
    assert all(isinstance(c, CardItem) for c in table.table_scene().cards.values())



def test_retranslate_redraws_every_text(table, qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Marking(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return "«" + source + "»" if context in ("table", "contaria.cards") else ""

    g = _game(3)
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    click_key = "card:" + g.hands[0][0]
    from .helpers import click
    click(qtbot, table, click_key)
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        table.retranslate()
        texts = table.table_scene().texts()
        assert "«CONTÁRIA»" in texts
        card = table.table_scene().cards["card:" + g.hands[0][0]]
        assert any(s.startswith("«") for s in card.face.texts())
        assert table.selection() == click_key          # a half-made choice survives
    finally:
        QCoreApplication.removeTranslator(translator)
        table.retranslate()
    assert "CONTÁRIA" in table.table_scene().texts()


def test_seat_names_replace_player_numbers(table):
    g = _game(3)
    table.set_seat_names(["Ana", "Bruno", "Caio"])
    table.show_state("contaria", g.view(1), [], interactive=False)
    texts = table.table_scene().texts()
    assert "Bruno (you) – tale" in texts and "Ana – tale" in texts


def test_points_colours_follow_sign(qapp):
    from contaria_desktop.games.contaria.faces import FaceSpec
    from contaria_desktop.table.faces import NEGATIVE, POSITIVE, render
    image = render(FaceSpec("DONZELA", True, "donzela_irma_ma"), 200)   # printed -2
    found_red = any(image.pixelColor(x, y).red() > 180 and image.pixelColor(x, y).green() < 90
                    and image.pixelColor(x, y).blue() < 90
                    for x in range(10, 45) for y in range(10, 45))
    assert found_red
    image = render(FaceSpec("DONZELA", True, "donzela_princesa"), 200)  # printed +3
    found_blue = any(image.pixelColor(x, y).blue() > 150 and image.pixelColor(x, y).red() < 90
                     for x in range(10, 45) for y in range(10, 45))
    assert found_blue
    assert NEGATIVE != POSITIVE


def test_the_preview_stays_readable_when_the_window_shrinks(table, qtbot):
    """Issue 18.3: a preview shown in a large window kept its scale after the window was made
    1024×640 (its lines 6.7-8.3 px on screen, seen on CharLatão's hand after --autoplay); it is
    scaled again on resize so its smallest line is at least the readable size."""
    from contaria_desktop.table import faces
    g = _game(3)
    table.resize(1600, 1000)
    table.show_state("contaria", g.view(0), [], interactive=False)
    hover(table, "card:" + g.hands[0][0])
    preview = table.table_scene().preview
    assert preview.isVisible()
    table.resize(1024, 640)
    qtbot.wait(1)
    on_screen = preview.smallest_px() * preview.scale() * table.transform().m22()
    assert on_screen >= faces.text_floor() - 0.05
