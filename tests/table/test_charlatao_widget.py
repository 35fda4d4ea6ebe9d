"""CharLatão in the real TableWidget (offscreen): clicks on an overlapped fanned hand choose
exactly the card under the mouse, the Bribe token then a card makes a bribe, illegal cards are
dimmed with the reason in the hover preview, items are reused, the public view shows no hidden
card, and pictures at the smallest and a large window size (set TABLE_SCREENSHOTS to keep
them)."""

from __future__ import annotations

import os
import random

import pytest

from contaria_desktop.engines.charlatao import GAME, CharlataoState
from contaria_desktop.games.charlatao import text

from .helpers import click, hover, is_legal

NAMES = ["Ana", "Bruno", "Caio", "Dora", "Eva"]


def chosen(table, qtbot, keys):
    got = []
    table.actionChosen.connect(got.append)
    for key in keys:
        click(qtbot, table, key)
    table.actionChosen.disconnect()
    return got


def test_clicks_on_a_fanned_hand_choose_the_card_under_the_mouse(table, qtbot):
    state = GAME.new_game(3, 1, {})
    state.apply(state.legal_actions()[0])          # the Supplier chose: discards begin
    seat = state.current_player
    legal = state.legal_actions()
    table.set_seat_names(NAMES[:3])
    table.show_state("charlatao", state.view(seat), legal, interactive=True)
    hand = state.view(seat)["hands"][seat]
    assert len(hand) == 16
    for card in (hand[0], hand[7], hand[-1]):
        table.show_state("charlatao", state.view(seat), legal, interactive=True)
        got = chosen(table, qtbot, [f"card:{card}"])
        assert len(got) == 1 and got[0].type == "discard" and got[0]["card"] == card
        assert is_legal(got[0], legal)


def _position_with_bribe() -> CharlataoState:
    return CharlataoState.from_position({
        "num_players": 2, "phase": "play", "leader": 0,
        "hands": [["red-1", "red-2", "red-5"], ["red-3", "blue-4", "green-6", "yellow-7"]],
        "trick": ["red-4"], "ea_nasir_card": "blue-1", "ea_nasir_hand": ["blue-2", "blue-3", "green-1", "green-2"],
        "tricks_played": 5,
        "qualities": {"excellent": "blue", "terrible": "red", "good_assyrian": "green",
                      "good_babylonian": "yellow"}})


def test_bribe_token_then_a_card_is_a_bribe(table, qtbot):
    state = _position_with_bribe()
    seat = state.current_player
    assert seat == 1
    legal = state.legal_actions()
    table.set_seat_names(NAMES[:2])
    table.show_state("charlatao", state.view(seat), legal, interactive=True)
    targets = table.targets()
    assert "bribe:1" in targets and "card:red-3" in targets and "card:blue-4" not in targets
    assert "follow suit" in table.disabled()["card:blue-4"]
    got = chosen(table, qtbot, ["bribe:1", "card:green-6"])
    assert len(got) == 1 and got[0].type == "bribe" and got[0]["card"] == "green-6"
    assert is_legal(got[0], legal)
    # a direct click on a card that follows suit plays it
    table.show_state("charlatao", state.view(seat), legal, interactive=True)
    got = chosen(table, qtbot, ["card:red-3"])
    assert got[0].type == "play" and got[0]["card"] == "red-3"


def test_disabled_cards_are_dimmed_and_the_preview_says_why(table, qtbot):
    state = _position_with_bribe()
    table.show_state("charlatao", state.view(1), state.legal_actions(), interactive=True)
    scene = table.table_scene()
    assert scene.cards["card:blue-4"].dimmed and not scene.cards["card:red-3"].dimmed
    hover(table, "card:blue-4")
    preview = scene.preview
    assert preview.isVisible()
    said = "\n".join(preview.texts())
    assert "You must follow suit" in said and text.card_name("blue-4") in said


def test_hover_preview_follows_the_bribe_selection_and_the_next_steps(table, qtbot):
    """QA: after a click on the Bribe token the preview of the hovered card kept "To bribe
    with this card, choose Bribe first"; it is redrawn on every selection and state change."""
    state = _position_with_bribe()
    table.set_seat_names(NAMES[:2])
    table.set_animation_speed(0)

    def show():
        table.show_state("charlatao", state.view(1), state.legal_actions(), interactive=True)

    def said():
        preview = table.table_scene().preview
        return "\n".join(preview.texts()) if preview.isVisible() else ""

    show()
    hover(table, "card:green-6")
    assert "choose Bribe first" in said()
    click(qtbot, table, "bribe:1")
    assert table.selection() == "bribe:1"
    assert text.card_name("green-6") in said() and "follow suit" not in said()
    click(qtbot, table, "bribe:1")                    # dropped again: the reason is back
    assert table.selection() is None and "choose Bribe first" in said()
    click(qtbot, table, "bribe:1")
    hover(table, "card:green-6")
    assert "follow suit" not in said()
    state.apply(next(a for a in state.legal_actions() if a.type == "bribe" and a["card"] == "green-6"))
    for phase in ("peek", "give"):
        assert state.phase == phase
        show()
        hover(table, "card:yellow-7")
        assert text.card_name("yellow-7") in said() and "follow suit" not in said() and "Bribe" not in said()
        assert table.disabled() == {}
        state.apply(state.legal_actions()[0])


def test_items_are_reused_and_the_character_preview_shows_its_scoring(table, qtbot):
    state = GAME.new_game(4, 2, {})
    rng = random.Random(2)
    table.set_seat_names(NAMES[:4])
    scene = table.table_scene()
    ids = {}
    for _ in range(40):
        seat = state.current_player
        table.show_state("charlatao", state.view(seat), state.legal_actions(), interactive=True)
        for key, item in scene.cards.items():
            assert ids.setdefault(key, id(item)) == id(item)
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    table.show_state("charlatao", state.view(seat), state.legal_actions(), interactive=True)
    hover(table, f"card:char:{seat}")
    said = "\n".join(scene.preview.texts())
    assert "Points per copper card won" in said and "Excellent" in said


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_public_view_shows_no_card_of_any_hand(table, n):
    state = GAME.new_game(n, n, {})
    rng = random.Random(n)
    for _ in range(25):
        state.apply(rng.choice(state.legal_actions()))
    table.show_state("charlatao", state.view(None), [], interactive=False)
    hands = {c for h in state.omniscient_view()["hands"] for c in h}
    faces = [item.face for item in table.table_scene().cards.values() if item.isVisible()]
    assert not hands & {f.card for f in faces if f.card}
    assert table.targets() == [] and table.disabled() == {}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_pictures_of_a_trick_in_play(table, shots_dir, n, size):
    state = GAME.new_game(n, 10 + n, {})
    rng = random.Random(n)
    while not (state.phase == "play" and len(state.trick) == 1 and state.tricks_done >= 2):
        state.apply(rng.choice(state.legal_actions()))
    table.resize(*size)
    table.set_seat_names(NAMES[:n])
    seat = state.current_player
    table.show_state("charlatao", state.view(seat), state.legal_actions(), interactive=True)
    image = table.grab().toImage()
    image.save(os.path.join(shots_dir, f"charlatao_{n}p_{size[0]}x{size[1]}.png"))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 9) for y in range(0, image.height(), 9)}
    assert len(colours) > 50


def test_retranslate_redraws_without_losing_the_selection(table, qtbot):
    state = _position_with_bribe()
    table.show_state("charlatao", state.view(1), state.legal_actions(), interactive=True)
    click(qtbot, table, "bribe:1")
    assert table.selection() == "bribe:1"
    table.retranslate()
    assert table.selection() == "bribe:1"


def test_a_card_played_by_another_seat_flies_in_from_its_hand(table, qtbot):
    state = GAME.new_game(4, 6, {})
    rng = random.Random(6)
    while not (state.phase == "play" and not state.trick):
        state.apply(rng.choice(state.legal_actions()))
    viewer = (state.current_player + 1) % 4
    table.show_state("charlatao", state.view(viewer), [], interactive=False)
    leader = state.current_player
    action = rng.choice(state.legal_actions())
    state.apply(action)
    table.set_animation_speed(1.0)
    table.show_state("charlatao", state.view(viewer), [], interactive=False)
    item = table.table_scene().cards[f"card:{action['card']}"]
    plan = table.table_scene().plan
    panel = plan.zones[f"seat:{leader}"].rect
    assert table.is_animating()
    assert panel.contains(item.pos())                     # starts at the leader's hand ...
    qtbot.waitUntil(lambda: not table.is_animating(), timeout=3000)
    assert item.pos() == plan.cards[item.key].pos         # ... and lands in the trick
