"""CharLatão layout and targeting without a window: every view of random games (2-5
players, every phase) fits the scene without overlapping panels, every legal action is
reachable by clicks, illegal cards carry their reason, the quality board shows exactly what
the viewer knows, and nothing the viewer may not know is named anywhere in the plan."""

from __future__ import annotations

import json
import random
import re

import pytest
from PySide6.QtCore import QRectF

from contaria_desktop.engines.charlatao import GAME, CharlataoState
from contaria_desktop.games.charlatao import text
from contaria_desktop.games.charlatao.targeting import CharlataoTargeting, action_key
from contaria_desktop.table.geometry import CARD_H, CARD_W, SCENE_RECT
from contaria_desktop.games.charlatao import layout
from contaria_desktop.table.layouts import layout_for

NAMES = ["Ana", "Bruno", "Caio", "Dora", "Eva"]


def views_of_random_game(n: int, seed: int, every: int = 1):
    """(state, seat, view) along a random game (each ``every``-th decision), in the deciding
    seat's view."""
    state = GAME.new_game(n, seed, {})
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal and step < GAME.max_decisions:
        if step % every == 0:
            seat = state.current_player
            yield state, seat, state.view(seat)
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    yield state, 0, state.view(0)


def top_level(zones) -> list:
    rects = {k: z.rect for k, z in zones.items()}
    out = []
    for key, rect in rects.items():
        if not any(other != key and rects[other].contains(rect) and rects[other] != rect for other in rects):
            out.append((key, rect))
    return out


def test_layout_is_found_by_game_id():
    assert layout_for("charlatao") is layout


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_every_view_fits_the_scene_without_overlapping_panels(n, seed):
    checked = 0
    for state, seat, view in views_of_random_game(n, seed, every=3 if n > 2 else 5):
        plan = layout.plan(view, seat, NAMES[:n])
        for key, zone in plan.zones.items():
            assert SCENE_RECT.contains(zone.rect), (key, zone.rect)
        panels = top_level(plan.zones)
        for i, (k1, r1) in enumerate(panels):
            for k2, r2 in panels[i + 1:]:
                inter = r1.intersected(r2)
                assert inter.width() < 1 or inter.height() < 1, (k1, k2, view["phase"])
        for key, card in plan.cards.items():
            zone = plan.zones[card.zone].rect.adjusted(-14, -14, 14, 18)   # fan rotation margin
            w, h = CARD_W * card.scale, CARD_H * card.scale
            rect = QRectF(card.pos.x() - w / 2, card.pos.y() - h / 2, w, h)
            assert zone.contains(rect), (key, card.zone, view["phase"])
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("n,seed", [(2, 5), (3, 6), (4, 7), (5, 8)])
def test_every_legal_action_is_reachable_by_clicks(n, seed):
    for state, seat, view in views_of_random_game(n, seed, every=2):
        if state.is_terminal:
            continue
        legal = state.legal_actions()
        plan = layout.plan(view, seat, NAMES[:n])
        keys = set(plan.cards) | set(plan.zones)
        t = layout.targeting(legal, seat, view)
        assert set(t.targets()) <= keys, view["phase"]
        for action in legal:
            t = layout.targeting(legal, seat, view)
            if action.type == "bribe":
                assert t.activate(f"bribe:{seat}") is None
                assert f"card:{action['card']}" in t.targets()
                assert t.activate(f"card:{action['card']}") is action
            else:
                key = action_key(action)
                assert key in t.targets()
                assert t.activate(key) is action


def _find(n: int, pred, seeds=range(1, 40)):
    for seed in seeds:
        for state, seat, view in views_of_random_game(n, seed):
            if not state.is_terminal and pred(state, view):
                return state, seat, view
    raise AssertionError("no such position in the random games")


def test_cards_that_do_not_follow_suit_are_disabled_with_the_reason():
    def holds_led_and_other(state, view):
        trick = view["trick"]["cards"]
        if view["phase"] != "play" or not trick:
            return False
        led = text.suit_of(trick[0])
        hand = view["hands"][view["current_player"]]
        return any(text.suit_of(c) == led for c in hand) and any(text.suit_of(c) != led for c in hand)

    state, seat, view = _find(4, holds_led_and_other)
    led = text.suit_of(view["trick"]["cards"][0])
    t = layout.targeting(state.legal_actions(), seat, view)
    disabled = t.disabled()
    hand = view["hands"][seat]
    assert set(disabled) == {f"card:{c}" for c in hand if text.suit_of(c) != led}
    assert set(t.targets()) == {f"card:{c}" for c in hand if text.suit_of(c) == led}
    for reason in disabled.values():
        assert "follow suit" in reason and text.suit_name(led) in reason


def test_ea_nasir_may_not_pass_a_terrible_card_and_the_reason_says_so():
    def ea_passing_with_terrible(state, view):
        seat = view["current_player"]
        terrible = view["qualities"].get("terrible")
        return (view["phase"] == "pass" and view["characters"][seat] == "ea_nasir" and terrible
                and any(text.suit_of(c) == terrible for c in view["hands"][seat])
                and any(text.suit_of(c) != terrible for c in view["hands"][seat]))

    state, seat, view = _find(3, ea_passing_with_terrible)
    terrible = view["qualities"]["terrible"]
    disabled = layout.targeting(state.legal_actions(), seat, view).disabled()
    assert set(disabled) == {f"card:{c}" for c in view["hands"][seat] if text.suit_of(c) == terrible}
    assert all("terrible" in r for r in disabled.values())


def test_two_player_bribe_is_chosen_with_the_token_then_a_card():
    def may_bribe(state, view):
        return any(a.type == "bribe" for a in state.legal_actions())

    state, seat, view = _find(2, may_bribe)
    legal = state.legal_actions()
    t = layout.targeting(legal, seat, view)
    assert f"bribe:{seat}" in t.targets()
    bribe_cards = {f"card:{a['card']}" for a in legal if a.type == "bribe"}
    assert t.activate(f"bribe:{seat}") is None and t.selection == f"bribe:{seat}"
    assert set(t.targets()) == bribe_cards
    for key, reason in t.disabled().items():       # the led suit may not be bribed with
        assert key not in bribe_cards and "bribe" in reason
    assert t.cancel() and t.selection is None
    plan = layout.plan(view, seat, NAMES[:2])
    assert f"bribe:{seat}" in plan.zones


def _faces(plan):
    return {k: c.face for k, c in plan.cards.items()}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_quality_cards_face_up_only_where_known_and_for_all_after_the_revelation(n):
    state = GAME.new_game(n, n, {})
    rng = random.Random(n)
    seen_revealed = False
    while not state.is_terminal:
        for seat in [None, *range(n)]:
            view = state.view(seat)
            faces = _faces(layout.plan(view, seat if seat is not None else 0, NAMES[:n]))
            for space, suit in view["qualities"].items():
                face = faces[f"card:q:{space}"]
                if view["revealed"]:
                    assert face.kind == "suit" and face.suit == suit
                elif suit is None:
                    assert face.kind == "quality" and face.suit is None
                else:
                    assert face.kind == "quality" and face.secret and face.suit == suit
                    assert seat is not None
        seen_revealed = seen_revealed or state.view(None)["revealed"]
        if state.tricks_done > 9 and seen_revealed:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert seen_revealed


CARD_TOKEN = re.compile(r"(?<![\w-])(?:red|blue|green|yellow|purple)-\d+(?!\d)")


def _strings(obj) -> set[str]:
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(_strings(v) for v in obj.values()), set())
    if isinstance(obj, (list, tuple)):
        return set().union(*(_strings(v) for v in obj), set())
    return set()


def _plan_strings(plan) -> str:
    """Everything the plan could show or say: titles, faces, preview lines."""
    parts = []
    for zone in plan.zones.values():
        parts += [zone.title, zone.subtitle]
    for card in plan.cards.values():
        parts += card.face.texts()
        parts += [card.face.card or "", card.face.suit or ""]
        parts += [line for line, _ in card.card.get("lines", [])]
        for face, caption in card.card.get("preview_faces") or []:
            parts += [caption, face.suit or "", face.card or ""]
    return "\n".join(parts)


@pytest.mark.parametrize("n,seed", [(2, 9), (4, 10), (5, 11)])
def test_nothing_hidden_is_named_in_the_plan(n, seed):
    """No card of another hand, face-down discard, pending choice, Ea-Nasir's face-down hand
    or unseen quality appears anywhere in a seat's (or the public) plan."""
    for state, seat, view in views_of_random_game(n, seed, every=7):
        omni = state.omniscient_view()
        for viewer in (seat, None):
            v = state.view(viewer)
            known = _strings(v)
            plan = layout.plan(v, viewer if viewer is not None else seat, NAMES[:n])
            strings = _plan_strings(plan)
            # every card named in the plan is one the view shows
            assert set(CARD_TOKEN.findall(strings)) <= known
            hidden = {c for c in CARD_TOKEN.findall(json.dumps(omni)) if c not in known}
            for card in hidden:
                name = re.escape(text.card_name(card))
                assert not re.search(rf"(?<!\d){name}", strings), card
            for space, suit in omni["qualities"].items():
                if v["qualities"].get(space) is None:
                    face = plan.cards[f"card:q:{space}"].face
                    assert face.suit is None and face.kind == "quality"


def test_hand_is_sorted_and_fanned_left_to_right():
    state = GAME.new_game(4, 2, {})
    seat = state.current_player
    view = state.view(seat)
    plan = layout.plan(view, seat, NAMES[:4])
    hand = view["hands"][seat]
    xs = [plan.cards[f"card:{c}"].pos.x() for c in hand]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    zs = [plan.cards[f"card:{c}"].z for c in hand]
    assert zs == sorted(zs)
    rotations = [plan.cards[f"card:{c}"].rotation for c in hand]
    assert rotations[0] < 0 < rotations[-1]           # a fan


def test_other_seats_show_hand_counts_and_won_tricks():
    state = GAME.new_game(5, 3, {})
    rng = random.Random(3)
    while not (state.phase == "play" and state.tricks_done >= 8):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    plan = layout.plan(view, 0, NAMES)
    for seat in range(1, 5):
        backs = [k for k in plan.cards if k.startswith(f"card:h{seat}.")]
        assert len(backs) == view["hand_counts"][seat]
        assert plan.cards[backs[-1]].face.count == view["hand_counts"][seat]
        messenger = view["characters"][seat] == "messenger"
        before, after = view["tricks_won"][seat]
        if messenger:
            assert plan.cards[f"card:won:{seat}:before"].face.count == before
            assert plan.cards[f"card:won:{seat}:after"].face.count == after
        else:
            assert plan.cards[f"card:won:{seat}:all"].face.count == before + after
    assert any(ch == "messenger" for ch in view["characters"])


def test_trick_slots_name_who_played_what_and_trump_is_shown():
    state = CharlataoState.from_position({
        "num_players": 4, "phase": "play", "trump": "yellow", "discards": ["yellow-5", "red-1", "red-2", "red-3"],
        "hands": [["blue-1", "blue-2"], ["green-4"], ["green-5", "green-6"], ["purple-1", "purple-2"]],
        "leader": 1, "trick": ["blue-3"], "tricks_played": 12,
        "qualities": {"excellent": "blue", "good_assyrian": "yellow", "terrible": "red",
                      "good_babylonian": "green", "acceptable": "purple"}})
    view = state.view(2)
    plan = layout.plan(view, 2, NAMES[:4])
    assert plan.zones["slot:0"].title == "Bruno" and plan.cards["card:blue-3"].zone == "slot:0"
    assert plan.zones["slot:1"].title == "Caio (you)" and plan.zones["slot:1"].emphasis
    assert "Yellow (sun)" in plan.zones["discards"].title
    assert plan.cards["card:yellow-5"].face.kind == "copper"          # the trump card, face up
    assert "led: Blue (moon)" in plan.zones["trick"].title


def test_character_preview_marks_unverified_values():
    state = GAME.new_game(3, 1, {})
    view = state.view(0)
    plan = layout.plan(view, 0, NAMES[:3])
    ea = view["characters"].index("ea_nasir")
    lines = [t for t, _ in plan.cards[f"card:char:{ea}"].card["lines"]]
    assert any(t.strip().startswith("Terrible") and t.strip().endswith("−4") for t in lines)   # FOUND
    assert any(t.strip().startswith("Excellent") and t.endswith("*") for t in lines)          # INFERRED
    assert any("unverified value" in t and "Help" in t for t in lines)   # player words (issue 18.10)
    supplier = view["characters"].index("supplier")
    lines = [t for t, _ in plan.cards[f"card:char:{supplier}"].card["lines"]]
    assert not any(t.endswith("*") for t in lines)                                              # FOUND


def test_every_suit_has_its_own_symbol_file():
    from contaria_desktop.engines.charlatao.rules_data import SUITS
    from contaria_desktop.table import art
    images = [art.load_image("charlatao", f"suit_{text.suit_index(s)}.png") for s in SUITS]
    assert all(i is not None and not i.isNull() for i in images)
    assert len({text.suit_index(s) for s in SUITS}) == 5
    assert len({text.suit_title(s) for s in SUITS}) == 5          # names carry the shape too


def test_targeting_outside_a_decision_offers_nothing():
    t = CharlataoTargeting([], None, {})
    assert t.targets() == [] and t.disabled() == {} and t.activate("card:blue-1") is None


def test_an_empty_hand_says_empty_not_zero_cards():
    """Issue 18 (QA of the pictures): pt_BR said "Mão do Jogador 4 · 0 carta" (Qt's singular
    form takes 0 in Portuguese); an empty hand's title says it is empty."""
    state = CharlataoState.from_position({
        "num_players": 4, "phase": "play", "trump": "yellow", "discards": ["yellow-5", "red-1", "red-2", "red-3"],
        "hands": [[], ["green-4"], ["green-5"], ["purple-1"]],
        "leader": 0, "trick": ["blue-3"], "tricks_played": 13,
        "qualities": {"excellent": "blue", "good_assyrian": "yellow", "terrible": "red",
                      "good_babylonian": "green", "acceptable": "purple"}})
    plan = layout.plan(state.view(0), 0, NAMES[:4])
    assert plan.zones["hand:0"].title == "Your hand · empty"
    plan = layout.plan(state.view(None), 0, NAMES[:4])     # a spectator's view (the game's end)
    assert plan.zones["hand:0"].title == f"{NAMES[0]}'s hand · empty"
    plan = layout.plan(state.view(1), 1, NAMES[:4])
    assert plan.zones["hand:1"].title.startswith("Your hand · 1 card")   # (English plural forms need the app catalogue)
