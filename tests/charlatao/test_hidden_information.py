"""Hidden information: views, event logs and identity shuffling never show a seat what it
may not know (ARCHITECTURE "Hidden identity never leaks")."""

import json

import pytest

from contaria_desktop.engines.charlatao.rules_data import ORDER, SUIT_OF
from contaria_desktop.engines.core import Rng

from .helpers import Q5, advance_to_play, first_legal, new, pos


def card_ids(obj) -> set[str]:
    """Every card id anywhere in a JSON-like value."""
    if isinstance(obj, str):
        return {obj} if obj in ORDER else set()
    if isinstance(obj, dict):
        return set().union(*(card_ids(v) for v in obj.values())) if obj else set()
    if isinstance(obj, (list, tuple)):
        return set().union(*(card_ids(v) for v in obj)) if obj else set()
    return set()


def allowed_ids(s, seat, public):
    """Card ids ``seat`` may know now: its hand, its passing choices and received card,
    the trump card, and every card played face up so far (``public``)."""
    ok = set(public)
    if s.trump_card:
        ok.add(s.trump_card)
    if seat is not None:
        ok.update(s.hands[seat])
        ok.update(c for c in s.pending[seat] if c)
        passing_done = s.phase not in ("choose_excellent", "discard", "pass")
        if passing_done:
            for giver, to in enumerate(s.pass_to):
                if to == seat and s.pending[giver][1]:
                    ok.add(s.pending[giver][1])
    return ok


@pytest.mark.parametrize("n,seed", [(3, 1), (4, 2), (5, 3), (2, 4)])
def test_views_and_logs_show_only_known_cards(n, seed):
    s = new(n, seed=seed)
    rng = Rng(seed)
    public: set[str] = {s.ea_card} if s.ea_card else set()  # revealed while dealing
    while not s.is_terminal:
        for seat in [None, *range(n)]:
            view_ids = card_ids(s.view(seat))
            assert view_ids <= allowed_ids(s, seat, public), (seat, view_ids - allowed_ids(s, seat, public))
        legal = s.legal_actions()
        events = s.apply(legal[rng.below(len(legal))])
        for e in events:
            if e.type in ("charlatao.card_played", "charlatao.bribed", "charlatao.ea_nasir_revealed",
                          "charlatao.ea_nasir_last_card", "charlatao.trump_revealed"):
                public.add(e.params["card"])
        for seat in [None, *range(n)]:
            for e in events:
                if e.visible(seat):
                    assert card_ids(e.params) <= allowed_ids(s, seat, public), (seat, e)


def test_spectator_never_sees_a_hand_or_a_secret_quality():
    s = new(4, seed=12)
    while s.tricks_done < 3 or s.phase != "play":
        first_legal(s)
    v = s.view(None)
    assert v["hands"] == [None] * 4 and v["hand_counts"] == [len(h) for h in s.hands]
    assert all(q is None for q in v["qualities"].values())
    assert v["passing"]["my_discard"] is None and v["passing"]["discards"] is None
    o = s.omniscient_view()
    assert o["hands"] == s.hands and o["qualities"] == s.qualities and o["omniscient"]
    assert o["passing"]["discards"] == [p[0] for p in s.pending]


def test_shuffle_unknown_keeps_what_the_seat_knows():
    s = new(4, seed=13)
    advance_to_play(s)
    for _ in range(9):
        first_legal(s)
    for seat in range(4):
        for k in range(5):
            t = s.shuffle_unknown(seat, k)
            assert t.view(seat) == s.view(seat)
            assert t.legal_actions() == s.legal_actions()
            assert t.hands[seat] == s.hands[seat]
            assert [len(h) for h in t.hands] == [len(h) for h in s.hands]
            # the card it passed is still where it went, and its discard is still in the pile
            to = s.pass_to[seat]
            if s.pending[seat][1] in s.hands[to]:
                assert s.pending[seat][1] in t.hands[to]
            assert s.pending[seat][0] in t.pile
            # shown voids hold in the shuffled world
            for other in range(4):
                assert not any(SUIT_OF[c] in s.voids[other] for c in t.hands[other])
            # known qualities are unchanged
            for sp in s.known[seat]:
                assert t.qualities[sp] == s.qualities[sp]
            # cards only move between hidden places (hands and the face-down pile)
            assert sorted([c for h in t.hands for c in h] + t.pile) == sorted(
                [c for h in s.hands for c in h] + s.pile)
    assert s.shuffle_unknown(None, 1).to_json() != s.to_json()  # something did move


def test_shuffle_unknown_respects_voids():
    hands = [["blue-1", "blue-2", "green-3"], ["yellow-1", "yellow-2", "yellow-3"],
             ["blue-3", "blue-4", "green-4"], ["red-1", "red-2", "red-3"]]
    s = pos(num_players=4, qualities=Q5, trump=None, hands=hands, voids=[[], ["blue", "green"], [], []],
            leader=0)
    for k in range(30):
        t = s.shuffle_unknown(0, k)
        assert not any(SUIT_OF[c] in ("blue", "green") for c in t.hands[1])


def test_shuffle_unknown_keeps_ea_nasirs_pass_out_of_the_terrible_suit():
    s = new(4, seed=14)
    advance_to_play(s)
    ea = s.characters.index("ea_nasir")
    spect = [s.shuffle_unknown(None, k) for k in range(20)]
    for t in spect:
        passed = t.pending[ea][1]
        assert passed in t.hands[t.pass_to[ea]]
        assert SUIT_OF[passed] != t.qualities["terrible"]


def test_shuffle_unknown_in_two_players():
    s = new(2, seed=15)
    for _ in range(7):
        first_legal(s)
    for seat in (None, 0, 1):
        t = s.shuffle_unknown(seat, 3)
        assert t.view(seat) == s.view(seat)
        assert t.legal_actions() == s.legal_actions()
        assert sorted(t.ea_hidden + t.hands[0] + t.hands[1]) == sorted(s.ea_hidden + s.hands[0] + s.hands[1])


def test_pending_choices_of_others_are_not_in_views():
    s = new(5, seed=16)
    first_legal(s)
    chosen = {}
    while s.phase != "play":
        seat = s.current_player
        a = s.legal_actions()[-1]
        chosen.setdefault(seat, []).append(a["card"])
        s.apply(a)
        for other in range(5):
            v = json.dumps(s.view(other))
            for who, cards in chosen.items():
                if who != other and s.phase != "play":
                    assert not any(f'"{c}"' in v for c in cards), (other, who)
