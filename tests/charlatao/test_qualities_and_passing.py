"""Steps 2-6 of "Preparação de Início de Rodada": the Fornecedor's excellent suit, the other
suit cards placed face down, who looks at what, card passing and the optional trump."""

import pytest

from contaria_desktop.engines.charlatao.rules_data import SUIT_OF
from contaria_desktop.engines.core import Action, IllegalAction

from .helpers import Q5, act, advance_to_play, first_legal, new, pos, types


def test_fornecedor_chooses_the_excellent_suit_first():
    s = new(4, seed=4)
    sup = s.characters.index("supplier")
    assert s.phase == "choose_excellent" and s.current_player == sup
    assert s.legal_actions() == [Action("choose_excellent", suit=x) for x in s.suits]
    events = act(s, "choose_excellent", suit="yellow")
    assert s.qualities["excellent"] == "yellow"
    assert sorted(x for x in s.qualities.values()) == sorted(s.suits)
    public = [e for e in events if e.visible_to is None]
    assert all("yellow" not in str(e.params) for e in public)  # the choice is secret
    private = [e for e in events if e.type == "charlatao.excellent_chosen_private"]
    assert private[0].visible_to == (sup,)


@pytest.mark.parametrize("n,expected", [
    (3, {"ea_nasir": {"terrible", "acceptable"}, "assyrian_buyer": {"good_assyrian"},
         "supplier": {"excellent"}}),
    (4, {"ea_nasir": {"terrible", "acceptable"}, "assyrian_buyer": {"good_assyrian", "good_babylonian"},
         "supplier": {"excellent"}, "babylonian_buyer": {"good_assyrian", "good_babylonian"}}),
    (5, {"ea_nasir": {"terrible", "acceptable"}, "assyrian_buyer": {"good_assyrian", "good_babylonian"},
         "supplier": {"excellent"}, "babylonian_buyer": {"good_assyrian", "good_babylonian"},
         "messenger": set()}),
])
def test_each_character_sees_exactly_its_spaces(n, expected):
    s = new(n, seed=8)
    events = first_legal(s)
    for seat, char in enumerate(s.characters):
        view = s.view(seat)
        shown = {sp for sp, suit in view["qualities"].items() if suit is not None}
        assert shown == expected[char], char
        for sp in shown:
            assert view["qualities"][sp] == s.qualities[sp]
        seen = {e.params["space"] for e in events if e.type == "charlatao.quality_seen"
                and e.visible_to == (seat,)}
        assert seen == expected[char] - ({"excellent"} if char == "supplier" else set())
    assert all(v is None for v in s.view(None)["qualities"].values())


def test_three_player_spaces_have_no_babylonian():
    s = new(3, seed=8)
    first_legal(s)
    assert set(s.qualities) == {"excellent", "acceptable", "terrible", "good_assyrian"}


def _discard_position(hand0, n=4):
    """Seat 0 is Ea-Nasir; passing starts with him."""
    suits = ["blue", "yellow", "red", "green", "purple"]
    others = [[f"{suits[(k + s) % 5]}-{r}" for k in range(3) for r in range(1, 6)] for s in range(1, n)]
    used = set(hand0)
    hands = [hand0]
    for h in others:
        h = [c for c in h if c not in used][:len(hand0)]
        used.update(h)
        hands.append(h)
    return pos(num_players=n, phase="discard", hands=hands, qualities=Q5)


def test_ea_nasir_may_not_pass_the_terrible_suit():
    s = _discard_position(["red-10", "red-11", "blue-10", "green-10", "purple-12"])
    assert s.current_player == 0 and s.characters[0] == "ea_nasir"
    # he may discard a terrible card...
    assert "red-10" in [a["card"] for a in s.legal_actions()]
    act(s, "discard", card="red-10")
    # ...but not pass one
    assert [a["card"] for a in s.legal_actions()] == ["blue-10", "green-10", "purple-12"]
    with pytest.raises(IllegalAction):
        act(s, "pass_card", card="red-11")


def test_ea_nasir_keeps_a_passable_card():
    s = _discard_position(["red-10", "red-11", "blue-10"])
    assert [a["card"] for a in s.legal_actions()] == ["red-10", "red-11"]
    act(s, "discard", card="red-11")
    assert [a["card"] for a in s.legal_actions()] == ["blue-10"]


def test_ea_nasir_with_only_terrible_cards_passes_any():
    s = _discard_position(["red-10", "red-11", "red-12"])
    act(s, "discard", card="red-10")
    assert [a["card"] for a in s.legal_actions()] == ["red-11", "red-12"]


def test_other_characters_may_pass_terrible():
    s = _discard_position(["blue-10", "blue-11", "green-10"])
    first_legal(s), first_legal(s)
    assert s.current_player == 1
    hand = list(s.hands[1])
    act(s, "discard", card=hand[0])
    assert [a["card"] for a in s.legal_actions()] == hand[1:]


def test_passing_one_seat_at_a_time_clockwise_from_ea_nasir():
    s = new(4, seed=21)
    first_legal(s)
    ea = s.characters.index("ea_nasir")
    order = []
    while s.phase != "play":
        order.append((s.current_player, s.phase))
        first_legal(s)
    assert order == [(((ea + i) % 4), ph) for i in range(4) for ph in ("discard", "pass")]
    assert [len(h) for h in s.hands] == [14] * 4


def test_pass_goes_left_and_is_seen_only_after_all_choices():
    s = new(4, seed=22)
    first_legal(s)
    ea = s.characters.index("ea_nasir")
    left = (ea + 1) % 4
    act(s, "discard", card=s.legal_actions()[0]["card"])
    passed = s.legal_actions()[-1]["card"]
    events = act(s, "pass_card", card=passed)
    # the receiver neither holds nor sees it yet, and nobody else sees the choice
    assert passed not in s.hands[left]
    for seat in range(4):
        v = s.view(seat)
        assert v["passing"]["received"] is None
        if seat != ea:
            assert passed not in str(v) and v["passing"]["my_pass"] is None
    assert s.view(ea)["passing"]["my_pass"] == passed
    assert s.view(left)["passing"]["passed"][ea] is True  # that he decided is public
    assert [e.visible_to for e in events if passed in str(e.params)] == [(ea,)]
    events = advance_to_play(s)
    assert passed in s.hands[left]
    got = [e for e in events if e.type == "charlatao.card_received" and e.params["seat"] == left]
    assert got[0].params == {"seat": left, "from": ea, "card": passed}
    assert got[0].visible_to == (left,) and got[0].reveals
    assert s.view(left)["passing"]["received"] == passed


def test_five_players_messenger_only_discards_and_babylonian_passes_to_ea_nasir():
    s = new(5, seed=23)
    first_legal(s)
    mess = s.characters.index("messenger")
    baby = s.characters.index("babylonian_buyer")
    ea = s.characters.index("ea_nasir")
    assert s.pass_to[mess] is None and s.pass_to[baby] == ea
    assert mess not in s.pass_to
    decisions = []
    while s.phase != "play":
        decisions.append((s.current_player, s.phase))
        first_legal(s)
    assert (mess, "pass") not in decisions and (mess, "discard") in decisions
    assert [len(h) for h in s.hands] == [11] * 5
    received_by_ea = s.pending[baby][1]
    assert received_by_ea in s.hands[ea]


def test_trump_is_the_top_of_the_shuffled_discards():
    s = new(4, seed=30)
    events = advance_to_play(s)
    discards = sorted(p[0] for p in s.pending)
    assert sorted(s.pile) == discards and len(s.pile) == 4
    assert s.trump_card == s.pile[0] and s.trump_suit == SUIT_OF[s.pile[0]]
    tr = [e for e in events if e.type == "charlatao.trump_revealed"][0]
    assert tr.visible_to is None and tr.reveals and tr.params["card"] == s.trump_card
    v = s.view(None)
    assert v["discard_pile"]["cards"][0] == s.trump_card
    assert v["discard_pile"]["cards"][1:] == [None] * 3
    assert v["trump"] == s.trump_suit


def test_without_trump_option():
    s = new(4, seed=30, trump=False)
    events = advance_to_play(s)
    assert s.trump_suit is None and "charlatao.no_trump" in types(events)
    assert s.view(None)["discard_pile"]["cards"] == [None] * 4


def test_own_discard_is_known_only_to_its_owner():
    s = new(4, seed=31)
    advance_to_play(s)
    for seat in range(4):
        assert s.view(seat)["passing"]["my_discard"] == s.pending[seat][0]
    for e in s.pending:
        if e[0] != s.trump_card:
            assert e[0] not in str(s.view(None))


def test_comprador_assirio_leads_first():
    for seed in range(5):
        s = new(4, seed=seed)
        advance_to_play(s)
        assert s.current_player == s.characters.index("assyrian_buyer")
