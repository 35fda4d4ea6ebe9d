"""The Dark Tales table (games/dark_tales/layout.py) draws what a seat's view holds: its own hand
face up, the others' hands as backs with a count (known cards face up), the hidden VP pile
without a number for the others, identical common cards overlapped with a count, the setting
cards, the Day/Night indicator; targets are one click (games/dark_tales/targeting.py)."""

from __future__ import annotations

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.dark_tales import DarkTalesState
from contaria_desktop.games import registry


def _state(**extra) -> DarkTalesState:
    pos = {"num_players": 3, "settings": {"a": "A1", "b": "B2"},
           "hands": [["king", "dragon"], ["witch", {"id": "fairy", "known_to": "all"}], ["ogre"]],
           "tableaus": [["young_hero"], ["princess"], []], "common": ["night", "merchant", "merchant"],
           "items": [{"sword": 1}, {"coin": 2}, {}], "vp": [5, 7, 2], "deck": ["spell", "gypsy"]}
    pos.update(extra)
    return DarkTalesState.from_position(pos)


def _plan(state, seat):
    return registry.get("dark_tales").layout().plan(state.view(seat), seat if seat is not None else 0, None)


def test_own_hand_up_other_hands_backs_known_cards_up(qapp):
    state = _state()
    plan = _plan(state, 0)
    own = [c for c in plan.cards.values() if c.zone == "hand:0"]
    assert sorted(c.card["id"] for c in own) == ["dragon", "king"]
    seat1 = [c for c in plan.cards.values() if c.zone == "seat:1" and c.card.get("handle") in
             {h["handle"] for h in state.view(0)["seats"][1]["hand"]}]
    ids = sorted(str(c.card["id"]) for c in seat1)
    assert ids == ["None", "fairy"]                       # the Witch is hidden, the Fairy known to all
    known = [c for c in seat1 if c.card["id"] == "fairy"][0]
    assert known.face.tag == "known"


def test_vp_pile_has_no_number_for_the_others_unless_open_scores(qapp):
    plan = _plan(_state(), 0)
    assert plan.piles["vp:0"].show_count and plan.piles["vp:0"].count == 5
    assert not plan.piles["vp:1"].show_count and plan.piles["vp:1"].count == 1
    open_plan = _plan(_state(options={"open_scores": True}), 0)
    assert open_plan.piles["vp:1"].show_count and open_plan.piles["vp:1"].count == 7


def test_identical_common_cards_overlap_with_a_count(qapp):
    plan = _plan(_state(), 0)
    merchants = [c for c in plan.cards.values() if c.zone == "common" and c.card["id"] == "merchant"]
    assert len(merchants) == 2
    a, b = sorted(merchants, key=lambda c: c.pos.x())
    assert 0 < b.pos.x() - a.pos.x() < 30 and b.face.tag == "×2" and a.face.tag == ""


def test_settings_daynight_deck_discard_supply(qapp):
    plan = _plan(_state(), 0)
    assert {"card:setting:A1", "card:setting:B2"} <= set(plan.cards)
    assert plan.zones["settings"].title == "Setting cards"
    # the tale's title on its own banner across the table (QA of issue 11)
    assert plan.piles["title"].faces[0].texts() == ["The Battle of the Forgotten Lands and The Dragon's Treasure"]
    assert plan.zones["daynight"].title == "Night"
    assert plan.piles["deck"].count == 2 and plan.piles["deck"].show_count
    assert {f"supply:{i}" for i in ("coin", "sword", "armour", "wand")} <= set(plan.tokens)
    assert plan.tokens["items:1:coin"].count == 2


def test_a_play_is_one_click_on_a_hand_card_and_a_line_on_its_zone(qapp):
    state = _state(common=["night", "merchant", "dragon"])
    view = state.view(0)
    legal = state.legal_actions()
    t = registry.get("dark_tales").targeting(legal, 0, view)
    plays = {a for a in legal if a.type == "play"}
    assert {t.activate(f"card:{a['card']}") for a in plays} == plays
    lines = [a for a in legal if a.type == "use_item"]
    assert lines, "the Sword line of A1 is legal: a villain is in play"
    assert t.activate("line:sword") == lines[0]
    plugin = registry.get("dark_tales")
    assert {a for a in legal if a.type in plugin.bar_actions()} == set(lines)
    assert plugin.bar_caption(lines[0]) == "Use Sword"


def test_a_target_choice_highlights_the_cards_in_play(qapp):
    state = _state(hands=[["ogre"], ["witch"], ["king"]], tableaus=[[], ["princess"], ["fairy"]])
    state.apply(Action("play", card=next(h["handle"] for h in state.view(0)["seats"][0]["hand"])))
    view = state.view(0)
    assert view["pending"]["kind"] == "choose_card"
    t = registry.get("dark_tales").targeting(state.legal_actions(), 0, view)
    plan = registry.get("dark_tales").layout().plan(view, 0, None)
    assert set(t.targets()) == {f"card:{h}" for h in view["pending"]["choices"]}
    assert set(t.targets()) <= set(plan.cards)


def test_the_curtain_view_shows_no_hand(qapp):
    plan = _plan(_state(), None)
    assert all(c.card.get("id") is None for c in plan.cards.values() if c.zone.startswith("hand:"))
    assert all(not p.show_count for k, p in plan.piles.items() if k.startswith("vp:"))


def test_the_wizards_revealed_card_is_shown_to_all(qapp):
    """DT-N10..N12: the Wizard reveals the deck's top card; every seat's table shows it face up
    (the "Revealed" row by the deck) while its player decides whether to play the Spell."""
    state = _state(hands=[["wizard"], ["king"], ["ogre"]], deck=["spell", "fairy", "gypsy"])
    state.apply(Action("play", card=state.view(0)["seats"][0]["hand"][0]["handle"]))
    view0 = state.view(0)
    assert view0["pending"]["prompt"] == "dark_tales.prompt.may_play_revealed"
    handle = view0["pending"]["params"]["card"]
    for seat in (0, 1, 2, None):
        plan = _plan(state, seat)
        place = plan.cards.get(f"card:{handle}")
        assert place is not None and place.card["id"] == "spell" and place.zone == "reveal", seat


def test_the_secret_helpers_look_is_shown_to_its_player_only(qapp):
    state = _state(hands=[["secret_helper"], ["king"], ["ogre"]], deck=["spell", "fairy", "gypsy", "witch"])
    state.apply(Action("play", card=state.view(0)["seats"][0]["hand"][0]["handle"]))
    view0 = state.view(0)
    assert view0["pending"]["prompt"] == "dark_tales.prompt.choose_looked"
    t = registry.get("dark_tales").targeting(state.legal_actions(), 0, view0)
    mine = _plan(state, 0)
    assert set(t.targets()) == {f"card:{h}" for h in view0["pending"]["choices"]} and set(t.targets()) <= set(mine.cards)
    other = _plan(state, 1)
    looked = {f"card:{h}" for h in view0["pending"]["choices"]}
    assert not looked & set(other.cards)          # the deck's cards stay hidden from the others
    resolving = [c for c in other.cards.values() if c.zone == "reveal"]
    assert [c.card["id"] for c in resolving] == ["secret_helper"]   # the card resolving is public


def test_the_single_opponent_spans_the_table_at_two_players(qapp):
    """QA of issue 11 (6): at 2 players the opponent's panel sat centred, 1000 units wide, its
    cards in a corner. It now spans the table: its hand on the left, the cards in front of it
    in their own framed area on the right, both large; nothing overlaps."""
    from contaria_desktop.games.dark_tales.layout import DUEL_SCALE, TABLE_W
    from contaria_desktop.table.geometry import CARD_H, CARD_W
    from PySide6.QtCore import QRectF
    state = DarkTalesState.from_position({
        "num_players": 2, "settings": {"a": "A2", "b": "B1"},
        "hands": [["king", "dragon"], ["witch", {"id": "fairy", "known_to": "all"}, "ogre"]],
        "tableaus": [["young_hero"], ["princess", "merchant", "wizard"]], "common": ["night"],
        "items": [{}, {"coin": 1}], "vp": [0, 0], "deck": ["spell", "gypsy"]})
    plan = _plan(state, 0)
    panel = plan.zones["seat:1"].rect
    assert panel.left() <= 12 and panel.right() >= TABLE_W - 12
    front = plan.zones["front:1"].rect
    assert panel.contains(front)
    handles = {h["handle"] for h in state.view(0)["seats"][1]["hand"]}
    hand = [c for c in plan.cards.values() if c.card.get("handle") in handles]
    played = [c for c in plan.cards.values() if c.zone == "front:1"]
    assert len(hand) == 3 and len(played) == 3

    def rect(c):
        w, h = CARD_W * c.scale, CARD_H * c.scale
        return QRectF(c.pos.x() - w / 2, c.pos.y() - h / 2, w, h)

    assert all(c.scale == DUEL_SCALE for c in hand + played)
    assert all(panel.contains(rect(c)) and not rect(c).intersects(front) for c in hand)
    assert all(front.contains(rect(c)) for c in played)
    title = plan.piles["title"]
    w, h = title.body_size()
    assert not panel.intersects(QRectF(title.top_left.x(), title.top_left.y(), w, h))
