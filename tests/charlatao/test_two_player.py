"""The 2-player variant "A Proposição do Charlatão" (manual pages 18-23; scoring.md 5, 7.7,
7.9-7.12)."""

import pytest

from contaria_desktop.engines.charlatao import GAME, MAX_DECISIONS
from contaria_desktop.engines.charlatao.rules_data import DATA, RANK_OF
from contaria_desktop.engines.core import Action, IllegalAction

from .helpers import act, first_legal, legal_cards, new, pos, types

Q2 = {"excellent": "blue", "terrible": "red", "good_assyrian": "yellow", "good_babylonian": "green"}


def duel(**fields):
    base = dict(num_players=2, removed_suit="purple", qualities=Q2)
    base.update(fields)
    return pos(**base)


def test_setup_28_cards_9_each_10_to_ea_nasir():
    s = new(2, seed=3)
    assert len(s.suits) == 4
    cards = s.hands[0] + s.hands[1] + s.ea_hidden + [s.ea_card]
    assert len(set(cards)) == 28 and all(RANK_OF[c] <= 7 for c in cards)
    assert [len(h) for h in s.hands] == [9, 9] and len(s.ea_hidden) == 9  # one already revealed
    assert s.ea_card is not None and s.tricks_done == 0


def test_characters_and_secret_suit_cards():
    s = new(2, seed=4)
    first = s.first_seat
    assert s.characters[first] == "assyrian_buyer" and s.characters[1 - first] == "babylonian_buyer"
    assert s.view(first)["side"] == "advanced"
    # the Assírio's card names the good Babylonian suit, and the other way round
    assert s.known[first] == ["good_babylonian"] and s.known[1 - first] == ["good_assyrian"]
    assert s.view(first)["qualities"] == {"excellent": None, "terrible": None,
                                          "good_assyrian": None, "good_babylonian": s.qualities["good_babylonian"]}
    assert s.view(first)["duel"]["holders"] == {"good_babylonian": first, "good_assyrian": 1 - first}
    assert set(s.qualities) == {"excellent", "terrible", "good_assyrian", "good_babylonian"}
    assert all(v is None for v in s.view(None)["qualities"].values())
    assert s.current_player == first  # the first player is the first leader
    assert not s.view(0)["trump_option"] and s.trump_suit is None


def test_first_player_alternates_each_round_and_characters_stay():
    s = new(2, seed=5)
    first, chars = s.first_seat, list(s.characters)
    while s.round == 0:
        first_legal(s)
    if not s.is_terminal:
        assert s.current_player == 1 - first and s.characters == chars


def test_ea_nasir_card_is_not_part_of_the_trick():
    s = duel(hands=[["blue-1", "green-1"], ["blue-2", "red-3"]], ea_nasir_card="red-7",
             ea_nasir_hand=["yellow-1", "yellow-2"])
    act(s, "play", card="blue-1")
    # Ea-Nasir's red 7 does not set the suit: seat 1 must follow blue
    assert legal_cards(s) == ["blue-2"]
    events = act(s, "play", card="blue-2")
    assert [e.params["seat"] for e in events if e.type == "charlatao.trick_decided"] == [1]
    s2 = duel(hands=[["blue-1", "green-1"], ["blue-2", "red-3"]], ea_nasir_card="blue-7",
              ea_nasir_hand=["yellow-1", "yellow-2"])
    act(s2, "play", card="blue-1")
    events = act(s2, "play", card="blue-2")
    # his blue 7 cannot win either
    assert [e.params["seat"] for e in events if e.type == "charlatao.trick_decided"] == [1]


def test_manual_bribe_example():
    """Player 1 leads a blue 3; player 2 must follow with his blue 2 but has not bribed yet,
    so he bribes with another card, peeks at a secret suit and keeps the yellow 5 Ea-Nasir
    revealed away from his opponent."""
    s = duel(hands=[["blue-3", "green-1"], ["blue-2", "red-4"]], ea_nasir_card="yellow-5",
             ea_nasir_hand=["yellow-6", "yellow-7"])
    act(s, "play", card="blue-3")
    assert s.legal_actions() == [Action("play", card="blue-2"), Action("bribe", card="red-4")]
    events = act(s, "bribe", card="red-4")
    assert s.bribed == [False, True]
    bribed = [e for e in events if e.type == "charlatao.bribed"][0]
    assert bribed.params["seat"] == 1 and bribed.reveals and bribed.visible_to is None
    # the briber loses the trick and peeks at once, before the copper is divided
    assert s.phase == "peek" and s.current_player == 1
    assert s.legal_actions() == [Action("peek", space="excellent"), Action("peek", space="terrible")]
    events = act(s, "peek", space="excellent")
    private = [e for e in events if e.type == "charlatao.peeked_private"][0]
    assert private.visible_to == (1,) and private.reveals and private.params["suit"] == "blue"
    public = [e for e in events if e.type == "charlatao.peeked"][0]
    assert public.visible_to is None and "suit" not in public.params
    assert s.view(1)["qualities"]["excellent"] == "blue" and s.view(0)["qualities"]["excellent"] is None
    # dividing: the loser gives one of the three cards to Ea-Nasir
    assert s.phase == "give" and s.current_player == 1
    assert legal_cards(s, "give") == ["yellow-5", "blue-3", "red-4"]
    act(s, "give", card="yellow-5")
    # the winner takes one of the two left, the loser keeps the last
    assert s.current_player == 0 and legal_cards(s, "take") == ["blue-3", "red-4"]
    events = act(s, "take", card="blue-3")
    assert s.won[0][0] == ["blue-3"] and s.won[1][0] == ["red-4"] and s.ea_pile == ["yellow-5"]
    # the briber leads the next trick; Ea-Nasir has revealed his next card
    assert s.current_player == 1 and s.ea_card == "yellow-6"
    assert "charlatao.ea_nasir_revealed" in types(events)


def test_second_briber_sees_the_other_space():
    s = duel(hands=[["green-1"], ["blue-2"]], ea_nasir_card="yellow-5", ea_nasir_hand=["yellow-6"],
             bribed=[False, True], peeks={"excellent": 1}, leader=1)
    assert s.known[1] == ["excellent", "good_assyrian"]
    act(s, "play", card="blue-2")
    # seat 0 is void in blue: he may simply play, or still bribe (scoring.md 7.9 a)
    assert s.legal_actions() == [Action("play", card="green-1"), Action("bribe", card="green-1")]
    events = act(s, "bribe", card="green-1")
    assert s.phase == "give" and s.current_player == 0  # no choice of space
    seen = [e for e in events if e.type == "charlatao.peeked_private"][0]
    assert seen.params == {"seat": 0, "space": "terrible", "suit": "red"} and seen.visible_to == (0,)


def test_bribe_limits():
    # once per round
    s = duel(hands=[["blue-3", "green-1"], ["blue-2", "red-4"]], ea_nasir_card="yellow-5",
             ea_nasir_hand=["yellow-6", "yellow-7"], bribed=[False, True], peeks={"terrible": 1})
    act(s, "play", card="blue-3")
    assert [a.type for a in s.legal_actions()] == ["play"]
    # the leader cannot bribe
    s = duel(hands=[["blue-3", "green-1"], ["blue-2", "red-4"]], ea_nasir_card="yellow-5",
             ea_nasir_hand=["yellow-6", "yellow-7"])
    assert {a.type for a in s.legal_actions()} == {"play"}
    # holding only the led suit, he cannot leave suit
    s = duel(hands=[["blue-3", "green-1"], ["blue-2", "blue-4"]], ea_nasir_card="yellow-5",
             ea_nasir_hand=["yellow-6", "yellow-7"])
    act(s, "play", card="blue-3")
    assert {a.type for a in s.legal_actions()} == {"play"}
    with pytest.raises(IllegalAction):
        act(s, "bribe", card="blue-2")


def test_loser_without_bribe_divides_and_winner_leads():
    s = duel(hands=[["blue-3", "green-1"], ["blue-2", "red-4"]], ea_nasir_card="yellow-5",
             ea_nasir_hand=["yellow-6", "yellow-7"])
    act(s, "play", card="blue-3"), act(s, "play", card="blue-2")
    assert s.phase == "give" and s.current_player == 1
    act(s, "give", card="blue-3")
    act(s, "take", card="yellow-5")
    assert s.won == [[["yellow-5"], []], [["blue-2"], []]] and s.current_player == 0


def test_round_end_ea_nasir_takes_his_last_card_and_scores_as_third_buyer():
    s = duel(hands=[["blue-3"], ["blue-2"]], ea_nasir_card="yellow-5", ea_nasir_hand=["red-7"],
             ea_nasir_pile=["blue-1", "blue-4"], won=[["yellow-1"], ["green-1"]])
    act(s, "play", card="blue-3"), act(s, "play", card="blue-2")
    act(s, "give", card="yellow-5")
    events = act(s, "take", card="blue-3")
    last = [e for e in events if e.type == "charlatao.ea_nasir_last_card"][0]
    assert last.params["card"] == "red-7" and last.reveals
    # his pile: blue 1, blue 4 (earlier), yellow 5 (given), red 7 (his last card)
    ea_lines = s.round_lines[-1]["ea_nasir"]
    assert {line["params"]["quality"]: line["params"]["cards"] for line in ea_lines
            if line["key"] == "charlatao.score.suit"} == {"excellent": 2, "good_assyrian": 1, "terrible": 1}
    # Advanced (placeholder) rows: Assírio yellow 1 (2) + blue 3 (2) = 4;
    # Babilônico green 1 (2) + blue 2 (2) = 4; Ea-Nasir 2 blue (4) + 1 good (1) + 1 terrible (-3) = 2
    assert s.round_points[-1] == [4, 4] and s.ea_points[-1] == 2
    assert s.round_winners[-1] == ["0", "1"]  # both tied on top: both win the round
    assert s.round_wins == {"0": 1, "1": 1, "ea_nasir": 0}
    rev = [e for e in events if e.type == "charlatao.revelation"][0]
    assert rev.params["qualities"] == Q2 and rev.visible_to is None and rev.reveals
    assert s.round == 1 and not s.is_terminal


def _final_trick(round_wins, ea_pile, won, round_=1):
    return duel(hands=[["red-2"], ["red-3"]], ea_nasir_card="red-1", ea_nasir_hand=["red-4"],
                ea_nasir_pile=ea_pile, won=won, round_wins=round_wins, round=round_)


def _finish(s):
    """Play out the round in progress (first legal decision each time)."""
    start = s.round
    while s.round == start and not s.is_terminal:
        first_legal(s)


def test_ea_nasir_can_win_the_game():
    s = _final_trick({"0": 1, "1": 0, "ea_nasir": 1}, ["blue-1", "blue-2", "blue-3"], [[], []])
    _finish(s)
    assert s.is_terminal
    r = s.result()
    assert r.winners == ("ea_nasir",) and r.entities == {"ea_nasir": 2} and r.scores == (1, 0)
    assert any(line["key"] == "charlatao.score.round_result" for line in r.breakdown["ea_nasir"])


def test_first_to_two_round_wins():
    s = _final_trick({"0": 1, "1": 1, "ea_nasir": 0}, [], [["blue-1", "blue-2"], []])
    _finish(s)
    assert s.is_terminal and s.result().winners == (0,)


def test_ties_play_on():
    # seats 0 and 1 tie the round and both reach two wins: play another round
    s = _final_trick({"0": 1, "1": 1, "ea_nasir": 0}, [], [["blue-1", "blue-2"], ["blue-3", "blue-4"]])
    _finish(s)
    assert s.round_wins == {"0": 2, "1": 2, "ea_nasir": 0}
    assert not s.is_terminal and s.round == 2 and len(s.hands[0]) == 9


def test_house_cap_ends_a_never_ending_tie():
    cap = DATA["two_player"]["max_rounds"]
    s = _final_trick({"0": 5, "1": 5, "ea_nasir": 0}, [], [["blue-1", "blue-2"], ["blue-3", "blue-4"]],
                     round_=cap - 1)
    _finish(s)
    assert s.is_terminal and set(s.result().winners) == {0, 1}
    assert MAX_DECISIONS >= cap * (9 * 4 + 2) == GAME.max_decisions


def test_complete_random_games_end_and_divide_every_trick():
    for seed in range(6):
        s = new(2, seed=seed)
        decisions = 0
        while not s.is_terminal:
            if s.phase == "play" and not s.trick:
                start = (len(s.won[0][0]), len(s.won[1][0]), len(s.ea_pile))
            before_round = s.round
            s.apply(s.legal_actions()[decisions * 7 % len(s.legal_actions())])
            decisions += 1
            if s.round == before_round and s.phase == "play" and not s.trick and s.tricks_done:
                assert (len(s.won[0][0]), len(s.won[1][0]), len(s.ea_pile)) == (start[0] + 1, start[1] + 1,
                                                                               start[2] + 1)
        r = s.result()
        assert decisions <= GAME.max_decisions
        assert max(r.scores + (r.entities["ea_nasir"],)) >= 2


def test_first_player_is_random():
    assert {new(2, seed=k).first_seat for k in range(20)} == {0, 1}
