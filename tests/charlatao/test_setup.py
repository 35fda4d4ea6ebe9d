"""Set-up rules: manual "Preparação do Jogo" and "Preparação de Início de Rodada" (steps 1-4),
"Próxima Rodada" and "Fim de Jogo" (round count)."""

import pytest

from contaria_desktop.engines.charlatao import GAME
from contaria_desktop.engines.charlatao.rules_data import SUIT_OF, SUITS
from contaria_desktop.engines.charlatao.standard import characters_for_round
from contaria_desktop.engines.core import OptionError

from .helpers import first_legal, new


@pytest.mark.parametrize("n,deal,suits", [(3, 16, 4), (4, 15, 5), (5, 12, 5)])
def test_deal_sizes_and_suits(n, deal, suits):
    s = new(n, seed=7)
    assert [len(h) for h in s.hands] == [deal] * n
    assert len(s.suits) == suits
    cards = [c for h in s.hands for c in h] + s.leftover
    assert len(cards) == len(set(cards)) == 12 * suits
    assert all(SUIT_OF[c] in s.suits for c in cards)
    # 16 x 3 = 48: the printed "two left over" is an erratum (scoring.md 7.8)
    assert s.leftover == []


def test_three_players_remove_one_suit_for_the_whole_game():
    s = new(3, seed=3, removed_suit="green")
    assert s.removed_suit == "green" and "green" not in s.suits
    while not s.is_terminal:
        for h in s.hands:
            assert all(SUIT_OF[c] != "green" for c in h)
        first_legal(s)
    assert "green" not in s.view(None)["suits"]


def test_random_removed_suit_is_from_the_seed():
    assert new(3, seed=11).removed_suit == new(3, seed=11).removed_suit
    assert {new(3, seed=k).removed_suit for k in range(30)} == set(SUITS)
    assert new(4, seed=11).removed_suit is None


@pytest.mark.parametrize("n,order", [
    (3, ["ea_nasir", "assyrian_buyer", "supplier"]),
    (4, ["ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer"]),
    (5, ["ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger"]),
])
def test_characters_dealt_clockwise_from_ea_nasir(n, order):
    s = new(n, seed=5)
    ea = s.characters.index("ea_nasir")
    assert [s.characters[(ea + i) % n] for i in range(n)] == order


def test_first_ea_nasir_is_random():
    assert {new(4, seed=k).characters.index("ea_nasir") for k in range(40)} == {0, 1, 2, 3}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_characters_pass_left_each_round_and_everyone_is_ea_nasir_once(n):
    seen = []
    for r in range(n):
        chars = characters_for_round(n, 0, r)
        if r:
            prev = characters_for_round(n, 0, r - 1)
            assert chars == [prev[(s - 1) % n] for s in range(n)]  # seat s gets seat s-1's card
        seen.append(chars.index("ea_nasir"))
    assert sorted(seen) == list(range(n))


@pytest.mark.parametrize("n", [3, 4, 5])
def test_one_round_per_player(n):
    s = new(n, seed=2)
    rounds = set()
    while not s.is_terminal:
        rounds.add(s.round)
        first_legal(s)
    assert rounds == set(range(n)) and len(s.round_points) == n
    assert s.result().details["characters"][0] == characters_for_round(n, s.first_seat, 0)


def test_new_round_reshuffles_everything():
    s = new(4, seed=9)
    first = [list(h) for h in s.hands]
    while s.round == 0:
        first_legal(s)
    assert [len(h) for h in s.hands] == [15] * 4
    assert s.hands != first
    assert s.pile == [] and s.trump_suit is None and not s.revealed


def test_options():
    assert GAME.resolve_options(None) == {"side": "basic", "trump": True, "removed_suit": "random",
                                          "two_player_side": "advanced"}
    with pytest.raises(OptionError):
        GAME.resolve_options({"side": "expert"})
    with pytest.raises(OptionError):
        GAME.new_game(6, 0)
    with pytest.raises(OptionError):
        GAME.new_game(1, 0)


def test_advanced_side_uses_advanced_tables_for_everyone():
    s = new(4, seed=1, side="advanced")
    v = s.view(0)
    assert v["side"] == "advanced"
    assert v["scoring"]["assyrian_buyer"]["per_suit"]["terrible"] == -3
    assert set(v["unverified"]) == {"ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer"}


def test_the_deal_is_deterministic():
    a, b = new(5, seed=123), new(5, seed=123)
    while not a.is_terminal:
        first_legal(a), first_legal(b)
    assert a.to_json() == b.to_json()


def test_deal_events_are_private():
    s = new(4, seed=1)
    # the deal happened in new_game; check the next round's deal events instead
    events = []
    while s.round == 0:
        events += first_legal(s)
    dealt = [e for e in events if e.type == "charlatao.dealt"]
    assert len(dealt) == 4
    for e in dealt:
        assert e.visible_to == (e.params["seat"],) and e.reveals
        assert e.params["cards"] == s.hands[e.params["seat"]]
