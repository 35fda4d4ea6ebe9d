"""Trick play (manual "Fluxo da Rodada": "Seguir naipe", "Determine o vencedor da vaza", the
blue/yellow example) and the Revelation ("Verificar Revelação")."""

import pytest

from contaria_desktop.engines.charlatao.tricks import trick_winner
from contaria_desktop.engines.core import IllegalAction

from .helpers import Q3, Q5, act, advance_to_play, first_legal, legal_cards, new, pos, types


def _manual_example(trump="yellow"):
    """3 players, purple out. Seat 1 (Comprador Assírio) leads; "jogador 1" is seat 2,
    "jogador 2" is seat 0."""
    return pos(num_players=3, removed_suit="purple", qualities=Q3, trump=trump,
               hands=[["yellow-4", "red-9"], ["blue-3", "green-7"], ["blue-2", "red-5"]])


def test_manual_example_follow_suit():
    s = _manual_example()
    assert s.current_player == 1
    act(s, "play", card="blue-3")
    # "O jogador 1 deve seguir o naipe, então pode apenas jogar seu 2 azul."
    assert legal_cards(s) == ["blue-2"]
    with pytest.raises(IllegalAction):
        act(s, "play", card="red-5")
    act(s, "play", card="blue-2")
    # "O jogador 2 não possui azul, pode jogar o que quiser."
    assert legal_cards(s) == ["red-9", "yellow-4"]


def test_manual_example_trump_wins():
    s = _manual_example()
    act(s, "play", card="blue-3"), act(s, "play", card="blue-2")
    events = act(s, "play", card="yellow-4")
    won = [e for e in events if e.type == "charlatao.trick_won"][0]
    assert won.params["seat"] == 0
    assert s.current_player == 0  # the winner leads next
    assert s.voids[0] == ["blue"]


def test_manual_example_off_suit_gives_the_trick_to_the_leader():
    s = _manual_example()
    act(s, "play", card="blue-3"), act(s, "play", card="blue-2")
    events = act(s, "play", card="red-9")
    assert [e.params["seat"] for e in events if e.type == "charlatao.trick_won"] == [1]
    assert s.won[1][0] == ["blue-3", "blue-2", "red-9"]


def test_trick_winner_rules():
    assert trick_winner(["blue-3", "blue-12", "red-12"], None) == 1
    assert trick_winner(["blue-3", "blue-12", "red-1"], "red") == 2
    assert trick_winner(["red-2", "blue-12", "red-1"], "red") == 0
    assert trick_winner(["blue-3", "red-1", "red-5", "blue-11"], "red") == 2
    assert trick_winner(["blue-3", "green-12", "yellow-12"], "purple") == 0


def test_card_ranks_only_matter_within_the_led_suit_or_trump():
    s = pos(num_players=4, qualities=Q5, trump=None,
            hands=[["green-12"], ["blue-1"], ["yellow-12"], ["purple-12"]])
    events = []
    for _ in range(4):
        events += first_legal(s)
    assert [e.params["seat"] for e in events if e.type == "charlatao.trick_won"] == [1]


@pytest.mark.parametrize("n,reveal_after,hand_left", [(3, 8, 7), (4, 7, 7), (5, 6, 5)])
def test_revelation_timing(n, reveal_after, hand_left):
    s = new(n, seed=40 + n)
    advance_to_play(s)
    while s.tricks_done < reveal_after - 1:
        first_legal(s)
    assert not s.revealed
    assert all(v is None for v in s.view(None)["qualities"].values())
    events = []
    while s.tricks_done < reveal_after:
        events += first_legal(s)
    assert s.revealed and types(events)[-1] == "charlatao.revelation"
    rev = events[-1]
    assert rev.visible_to is None and rev.reveals and rev.params["qualities"] == s.qualities
    assert [len(h) for h in s.hands] == [hand_left] * n
    for seat in [None, *range(n)]:
        assert s.view(seat)["qualities"] == s.qualities


def _messenger_position(tricks_played, revealed=None):
    """5 players, one card each left; the Messenger (seat 4) leads the trump and wins."""
    fields = dict(num_players=5, qualities=Q5, trump="purple", leader=4, tricks_played=tricks_played,
                  hands=[["blue-1", "blue-2"], ["yellow-1", "yellow-2"], ["green-1", "green-2"],
                         ["red-1", "red-2"], ["purple-11", "purple-12"]])
    if revealed is not None:
        fields["revealed"] = revealed
    return pos(**fields)


def test_the_trick_that_triggers_the_revelation_counts_as_before():
    s = _messenger_position(tricks_played=5)
    assert not s.revealed
    for _ in range(5):
        first_legal(s)
    assert s.tricks_done == 6 and s.revealed
    assert s.won_tricks[4] == [1, 0]
    assert s.history[-1]["phase"] == "before"
    for _ in range(5):
        first_legal(s)
    assert s.round_points  # round over: 1 before (-2) + 1 after (+5)
    assert s.round_points[0][4] == 3
    lines = s.round_lines[0]["4"]
    assert [(line["params"]["phase"], line["params"]["tricks"], line["points"]) for line in lines] == [
        ("before", 1, -2), ("after", 1, 5)]


def test_view_splits_messenger_tricks_before_and_after():
    s = _messenger_position(tricks_played=5)
    for _ in range(5):
        first_legal(s)
    s2 = s.clone()
    for _ in range(3):
        first_legal(s2)
    assert s.view(0)["tricks_won"][4] == [1, 0]
    assert s2.view(0)["tricks_won"][4] == [1, 0]  # trick 7 still in progress


def test_hands_run_out_after_the_last_trick_and_round_scores():
    s = new(4, seed=50)
    advance_to_play(s)
    tricks = 0
    while s.round == 0:
        events = first_legal(s)
        tricks += sum(e.type == "charlatao.trick_won" for e in events)
    assert tricks == 14
    assert len(s.round_points) == 1
