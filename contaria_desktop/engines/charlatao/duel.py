"""The 2-player variant "A Proposição do Charlatão" (manual pages 18-23).

The first player holds the Comprador Assírio and the other the Comprador Babilônico, for
the whole game (scoring.md 7.10); the first player alternates each round. Each trick Ea-Nasir
first reveals a card (not part of the trick); the non-leader may bribe once per round
(``bribe``: leave suit on purpose, lose the trick, then ``peek`` at a face-down quality);
the trick's three cards are divided (``give`` by the loser to Ea-Nasir, ``take`` by the
winner, the loser keeps the last). First to win two rounds wins, Ea-Nasir included; ties
play on, up to ``two_player.max_rounds`` rounds (a documented house cap).

The state's :class:`~contaria_desktop.engines.core.Flow` holds the phase (``play``, then the
trick's division ``peek`` -> ``give`` -> ``take``; ``over``) and the deciding seat (``turn``);
:data:`MACHINE` maps each phase to its legal actions and how to apply one. The division
steps are phases, not stacked frames, because saves name them in ``phase`` (their format is
kept, issue 10 item 5) and no step ever waits below another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event, Machine, Phase
from .rules_data import (DATA, ORDER, QUALITIES, SUIT_OF, deck, ea_nasir_duel_entry, scoring_entry, setup,
                         two_player)
from .scoring import count_by_quality, duel_over, round_winners, score_entry
from .tricks import BRIBE, GIVE, PEEK, PLAY, TAKE, playable, trick_winner

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState

_KEY = ORDER.__getitem__
#: the face-down spaces on the 2-player quality-index card a briber may look at
TABLE_SPACES = ("excellent", "terrible")
EA = "ea_nasir"


def round_first(st: "CharlataoState") -> int:
    """The first player (and first leader) of the current round: the game's first player
    in even rounds, the other player in odd ones ("Próxima Rodada", 2 players)."""
    return st.first_seat if st.round % 2 == 0 else 1 - st.first_seat


def start_game(st: "CharlataoState", ev: list[Event]) -> None:
    st.characters = ["assyrian_buyer", "babylonian_buyer"] if st.first_seat == 0 else \
        ["babylonian_buyer", "assyrian_buyer"]
    st.round_wins = {"0": 0, "1": 0, EA: 0}
    start_round(st, ev)


def start_round(st: "CharlataoState", ev: list[Event]) -> None:
    """Deal 9 cards each and 10 face down to Ea-Nasir; give each player a secret suit card
    (the Assírio's names the good Babylonian suit and vice versa); the other two go face
    down on the terrible and excellent spaces; Ea-Nasir reveals his first card."""
    cfg = setup(2)
    cards = deck(st.suits, cfg["ranks"])
    st.rng.shuffle(cards)
    d = cfg["deal"]
    st.hands = [sorted(cards[:d], key=_KEY), sorted(cards[d:2 * d], key=_KEY)]
    st.ea_hidden = cards[2 * d:]
    st.ea_pile, st.ea_card = [], None
    suit_cards = list(st.suits)
    st.rng.shuffle(suit_cards)
    holds = DATA["two_player"]["holds"]
    held = [holds[st.characters[0]], holds[st.characters[1]]]
    table = [sp for sp in cfg["spaces"] if sp not in held]
    st.qualities = {}
    for sp, suit in zip(held + table, suit_cards):
        st.qualities[sp] = suit
    st.qualities = {sp: st.qualities[sp] for sp in cfg["spaces"]}
    st.known = [[held[0]], [held[1]]]
    st.revealed = False
    st.bribed, st.briber, st.peeks, st.split = [False, False], None, {}, None
    st.trick, st.tricks_done, st.history = [], 0, []
    st.won = [[[], []], [[], []]]
    st.won_tricks = [[0, 0], [0, 0]]
    st.voids = [[], []]
    st.pending, st.pass_to = [[None, None], [None, None]], [None, None]  # no passing in 2p
    st.pass_order, st.pass_pos, st.pile, st.leftover = [], 0, [], []
    st.trump_suit = st.trump_card = None
    st.leader = round_first(st)
    ev.append(Event("charlatao.round_started", {"round": st.round, "characters": list(st.characters),
                                                "first_player": st.leader}))
    for s in (0, 1):
        ev.append(Event("charlatao.dealt", {"seat": s, "cards": list(st.hands[s])},
                        visible_to=(s,), reveals=True))
        sp = held[s]
        ev.append(Event("charlatao.quality_seen", {"seat": s, "space": sp, "suit": st.qualities[sp]},
                        visible_to=(s,), reveals=True))
    _begin_trick(st, ev)


def _begin_trick(st: "CharlataoState", ev: list[Event]) -> None:
    st.ea_card = st.ea_hidden.pop(0)
    ev.append(Event("charlatao.ea_nasir_revealed", {"card": st.ea_card, "trick": st.tricks_done + 1},
                    reveals=True))
    st.flow.phase = "play"
    st.flow.turn = st.leader


def _legal_play(st: "CharlataoState") -> list[Action]:
    s = st.flow.turn
    assert s is not None
    hand = st.hands[s]
    if not st.trick:
        return [PLAY[c] for c in hand]
    led = SUIT_OF[st.trick[0]]
    out = [PLAY[c] for c in playable(hand, led)]
    if not st.bribed[s]:
        # a bribe must not follow suit (scoring.md 7.9 a-b)
        out += [BRIBE[c] for c in hand if SUIT_OF[c] != led]
    return out


def _legal_peek(st: "CharlataoState") -> list[Action]:
    return [PEEK[sp] for sp in TABLE_SPACES if sp not in st.peeks]


def _legal_give(st: "CharlataoState") -> list[Action]:
    assert st.split is not None
    return [GIVE[c] for c in st.split["cards"]]


def _legal_take(st: "CharlataoState") -> list[Action]:
    split = st.split
    assert split is not None
    return [TAKE[c] for c in split["cards"] if c != split["given"]]


def legal(st: "CharlataoState") -> list[Action]:
    """The legal actions of ``st.flow.turn`` (:data:`MACHINE` dispatches on the phase)."""
    return MACHINE.legal(st)


def apply(st: "CharlataoState", action: Action, ev: list[Event]) -> None:
    """Apply a legal ``action`` (:data:`MACHINE` dispatches on the phase)."""
    MACHINE.apply(st, action, ev)


def _play(st: "CharlataoState", card: str, bribe: bool, ev: list[Event]) -> None:
    s = st.flow.turn
    assert s is not None
    st.hands[s].remove(card)
    if not st.trick:
        st.trick = [card]
        ev.append(Event("charlatao.card_played", {"seat": s, "card": card, "trick": st.tricks_done + 1},
                        reveals=True, known_to=(s,)))
        st.flow.turn = 1 - s
        return
    led = SUIT_OF[st.trick[0]]
    if not bribe and SUIT_OF[card] != led and led not in st.voids[s]:
        st.voids[s].append(led)  # a bribe says nothing about the hand
    st.trick.append(card)
    if bribe:
        # "Suborno": the briber leaves suit on purpose and so loses the trick
        st.bribed[s] = True
        st.briber = s
        winner = st.leader
        ev.append(Event("charlatao.bribed", {"seat": s, "card": card, "trick": st.tricks_done + 1},
                        reveals=True, known_to=(s,)))
    else:
        winner = (st.leader + trick_winner(st.trick, None)) % 2
        ev.append(Event("charlatao.card_played", {"seat": s, "card": card, "trick": st.tricks_done + 1},
                        reveals=True, known_to=(s,)))
    st.split = {"cards": [st.ea_card, st.trick[0], st.trick[1]], "winner": winner,
                "loser": 1 - winner, "given": None}
    ev.append(Event("charlatao.trick_decided", {"seat": winner, "trick": st.tricks_done + 1,
                                                "cards": list(st.split["cards"])}))
    if bribe:
        if not st.peeks:
            st.flow.phase, st.flow.turn = "peek", s
            return
        # "O segundo jogador a subornar deve olhar a carta que o primeiro jogador não escolheu."
        other = next(sp for sp in TABLE_SPACES if sp not in st.peeks)
        _peek_space(st, s, other, ev)
    st.flow.phase, st.flow.turn = "give", 1 - winner


def _peek_space(st: "CharlataoState", seat: int, space: str, ev: list[Event]) -> None:
    st.peeks[space] = seat
    if space not in st.known[seat]:
        st.known[seat].append(space)
        st.known[seat].sort(key=QUALITIES.index)
    ev.append(Event("charlatao.peeked", {"seat": seat, "space": space}))
    ev.append(Event("charlatao.peeked_private", {"seat": seat, "space": space, "suit": st.qualities[space]},
                    visible_to=(seat,), reveals=True))


def _peek(st: "CharlataoState", space: str, ev: list[Event]) -> None:
    s = st.flow.turn
    assert s is not None and st.split is not None
    _peek_space(st, s, space, ev)
    st.flow.phase, st.flow.turn = "give", st.split["loser"]


def _give(st: "CharlataoState", card: str, ev: list[Event]) -> None:
    """"Dividindo o cobre": the loser chooses which of the three cards goes to Ea-Nasir."""
    split = st.split
    assert split is not None
    split["given"] = card
    st.ea_pile.append(card)
    ev.append(Event("charlatao.given_to_ea_nasir", {"seat": split["loser"], "card": card}))
    st.flow.phase, st.flow.turn = "take", split["winner"]


def _take(st: "CharlataoState", card: str, ev: list[Event]) -> None:
    """The winner takes one of the two cards left; the loser keeps the last one."""
    split = st.split
    assert split is not None
    w, l = split["winner"], split["loser"]
    kept = next(c for c in split["cards"] if c != split["given"] and c != card)
    st.won[w][0].append(card)
    st.won[l][0].append(kept)
    st.won_tricks[w][0] += 1
    st.tricks_done += 1
    ev.append(Event("charlatao.copper_divided", {"winner": w, "took": card, "loser": l, "kept": kept,
                                                 "ea_nasir": split["given"], "trick": st.tricks_done}))
    st.history.append({"number": st.tricks_done, "leader": st.leader, "cards": list(st.trick),
                       "winner": w, "phase": "before", "ea_nasir_card": st.ea_card,
                       "briber": st.briber, "given": split["given"], "took": card, "kept": kept})
    st.leader = st.briber if st.briber is not None else w
    st.trick, st.briber, st.split, st.ea_card = [], None, None, None
    if st.hands[0]:
        _begin_trick(st, ev)
    else:
        _end_round(st, ev)


def _end_round(st: "CharlataoState", ev: list[Event]) -> None:
    """Ea-Nasir takes his last card; the Revelation; scoring of the two buyers and of
    Ea-Nasir as a third buyer; round winners; game end ("Fim do Jogo para Dois Jogadores")."""
    last = st.ea_hidden.pop(0)
    st.ea_pile.append(last)
    ev.append(Event("charlatao.ea_nasir_last_card", {"card": last}, reveals=True))
    st.revealed = True
    for s in (0, 1):
        st.known[s] = [q for q in QUALITIES if q in st.qualities]
    ev.append(Event("charlatao.revelation", {"qualities": dict(st.qualities)}, reveals=True))
    side = st.options.get("two_player_side", "advanced")
    quality_of = {suit: sp for sp, suit in st.qualities.items()}
    points: dict[str, int] = {}
    lines: dict[str, list] = {}
    for key, entry, cards in (
            ("0", scoring_entry(st.characters[0], side, st.data_overrides), st.won[0][0]),
            ("1", scoring_entry(st.characters[1], side, st.data_overrides), st.won[1][0]),
            (EA, ea_nasir_duel_entry(side, st.data_overrides), st.ea_pile)):
        p, ls = score_entry(entry, {"before": count_by_quality(cards, SUIT_OF, quality_of)}, {})
        character = EA if key == EA else st.characters[int(key)]
        for line in ls:
            line["params"].update(round=st.round, character=character)
        points[key], lines[key] = p, ls
    winners = round_winners(points)
    for k in winners:
        st.round_wins[k] += 1
    for key in points:
        lines[key].append({"key": "charlatao.score.round_result",
                           "params": {"round": st.round, "points": points[key], "won": key in winners},
                           "points": 1 if key in winners else 0})
    st.round_points.append([points["0"], points["1"]])
    st.ea_points.append(points[EA])
    st.round_lines.append(lines)
    st.round_winners.append(winners)
    ev.append(Event("charlatao.round_won", {"round": st.round, "points": points, "winners": winners,
                                            "wins": dict(st.round_wins)}))
    st.round += 1
    rules = two_player(st.data_overrides)  # the data in force (issue 14)
    over = duel_over(st.round_wins, rules["round_wins_to_win"])
    if over is None and st.round >= rules["max_rounds"]:
        best = max(st.round_wins.values())  # house cap: the leaders share the victory
        over = [k for k, v in st.round_wins.items() if v == best]
    if over is not None:
        st.winners = [k if k == EA else int(k) for k in over]
        st.flow.phase, st.flow.turn = "over", None
        ev.append(Event("charlatao.game_over", {"winners": st.winners, "wins": dict(st.round_wins)}))
        return
    start_round(st, ev)


def _no_action(st: "CharlataoState", action: Action, ev: list[Event]) -> None:  # pragma: no cover
    raise AssertionError("the game is over")  # CharlataoState.apply refuses every action first


#: phase -> (legal, apply); the action's only argument is a card or a space
MACHINE = Machine({
    "play": Phase(_legal_play, lambda st, a, ev: _play(st, a.args[0][1], a.type == "bribe", ev)),
    "peek": Phase(_legal_peek, lambda st, a, ev: _peek(st, a.args[0][1], ev)),
    "give": Phase(_legal_give, lambda st, a, ev: _give(st, a.args[0][1], ev)),
    "take": Phase(_legal_take, lambda st, a, ev: _take(st, a.args[0][1], ev)),
    "over": Phase(lambda st: [], _no_action),
}, {})
