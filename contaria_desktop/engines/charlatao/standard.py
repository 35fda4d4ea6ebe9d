"""The 3-5 player round flow (manual "Preparação de Início de Rodada", "Fluxo da Rodada",
"Fim da Rodada", "Próxima Rodada", "Fim de Jogo").

Functions take the :class:`~.state.CharlataoState` and a list to append events to.
Decision order in a round: the Fornecedor chooses the excellent suit; then, one seat at a
time clockwise from Ea-Nasir, each seat discards (and, except the Messenger, passes) a card;
then tricks, led first by the Comprador Assírio.

The state's :class:`~contaria_desktop.engines.core.Flow` holds the phase
(``choose_excellent``, ``discard``, ``pass``, ``play``, ``over``) and the deciding seat
(``turn``); :data:`MACHINE` maps each phase to its legal actions and how to apply one. No
decision nests inside another, so the stack stays empty.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from ..core import Action, Event, Machine, Phase
from .rules_data import (ORDER, QUALITIES, SUIT_OF, deck, knowledge, scoring_entry, setup)
from .scoring import count_by_quality, game_winners, score_entry
from .tricks import (CHOOSE_EXCELLENT, DISCARD, PASS_CARD, PLAY, playable, trick_winner)

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState

_KEY = ORDER.__getitem__


def characters_for_round(num_players: int, first_ea: int, rnd: int) -> list[str]:
    """Characters per seat in round ``rnd``: dealt clockwise from the first Ea-Nasir in the
    set-up order ("Distribua os outros personagens"), then passed one seat to the left each
    round ("Próxima Rodada")."""
    order = setup(num_players)["characters"]
    ea = (first_ea + rnd) % num_players
    return [order[(s - ea) % num_players] for s in range(num_players)]


def pass_targets(characters: list[str]) -> list[int | None]:
    """Who each seat passes to: the next seat to the left that is not the Mensageiro de
    Nanni; the Messenger passes nothing (None). In 5 players this makes the Comprador
    Babilônico pass to Ea-Nasir (manual step 5 "Passagem de cartas")."""
    n = len(characters)
    out: list[int | None] = []
    for s, char in enumerate(characters):
        if char == "messenger":
            out.append(None)
            continue
        t = (s + 1) % n
        while characters[t] == "messenger":
            t = (t + 1) % n
        out.append(t)
    return out


def start_round(st: "CharlataoState", ev: list[Event]) -> None:
    """Deal a round (step 1) and hand the decision to the Fornecedor (step 2)."""
    n = st.num_players
    cfg = setup(n)
    st.characters = characters_for_round(n, st.first_seat, st.round)
    cards = deck(st.suits, cfg["ranks"])
    st.rng.shuffle(cards)
    d = cfg["deal"]
    st.hands = [sorted(cards[i * d:(i + 1) * d], key=_KEY) for i in range(n)]
    st.leftover = cards[n * d:]  # set aside for the round (none with the printed numbers)
    st.qualities = {sp: None for sp in cfg["spaces"]}
    st.known = [[] for _ in range(n)]
    st.revealed = False
    st.pending = [[None, None] for _ in range(n)]
    st.pass_to = pass_targets(st.characters)
    ea = st.characters.index("ea_nasir")
    st.pass_order = [(ea + i) % n for i in range(n)]
    st.pass_pos = 0
    st.pile = []
    st.trump_suit = st.trump_card = None
    st.trick, st.tricks_done, st.history = [], 0, []
    st.won = [[[], []] for _ in range(n)]
    st.won_tricks = [[0, 0] for _ in range(n)]
    st.voids = [[] for _ in range(n)]
    st.leader = st.characters.index("assyrian_buyer")
    st.flow.phase = "choose_excellent"
    st.flow.turn = st.characters.index("supplier")
    ev.append(Event("charlatao.round_started",
                    {"round": st.round, "characters": list(st.characters), "leftover": len(st.leftover)}))
    for s in range(n):
        ev.append(Event("charlatao.dealt", {"seat": s, "cards": list(st.hands[s])},
                        visible_to=(s,), reveals=True))


def _legal_play(st: "CharlataoState") -> list[Action]:
    """Follow the led suit if you can ("Fluxo da Rodada")."""
    led = SUIT_OF[st.trick[0]] if st.trick else None
    return [PLAY[c] for c in playable(st.hands[st.flow.turn], led)]


def _legal_discard(st: "CharlataoState") -> list[Action]:
    return [DISCARD[c] for c in _discardable(st, st.flow.turn)]


def _legal_pass(st: "CharlataoState") -> list[Action]:
    return [PASS_CARD[c] for c in _passable(st, st.flow.turn)]


def _legal_choose(st: "CharlataoState") -> list[Action]:
    return [CHOOSE_EXCELLENT[suit] for suit in st.suits]


def legal(st: "CharlataoState") -> list[Action]:
    """The legal actions of ``st.flow.turn`` (:data:`MACHINE` dispatches on the phase)."""
    return MACHINE.legal(st)


def _non_terrible(st: "CharlataoState", seat: int) -> list[str]:
    terrible = st.qualities["terrible"]
    return [c for c in st.hands[seat] if SUIT_OF[c] != terrible]


def _discardable(st: "CharlataoState", seat: int) -> list[str]:
    """Any card; but Ea-Nasir may not discard his only non-terrible card, because he must
    still pass one (he "may not pass a card of the terrible suit, only discard it"). Decided
    here: discard and pass are chosen together in the manual, so the restriction covers the
    pair (see the contract doc, "Rules decisions")."""
    hand = st.hands[seat]
    if st.characters[seat] == "ea_nasir" and st.pass_to[seat] is not None:
        ok = _non_terrible(st, seat)
        if len(ok) == 1:
            return [c for c in hand if c != ok[0]]
    return list(hand)


def _passable(st: "CharlataoState", seat: int) -> list[str]:
    """Any card, except that Ea-Nasir may not pass the terrible suit (step 5 "ATENÇÃO");
    if he holds nothing else he passes any card (scoring.md 7.3 edge case)."""
    if st.characters[seat] == "ea_nasir":
        ok = _non_terrible(st, seat)
        if ok:
            return ok
    return list(st.hands[seat])


def apply(st: "CharlataoState", action: Action, ev: list[Event]) -> None:
    """Apply a legal ``action`` (:data:`MACHINE` dispatches on the phase)."""
    MACHINE.apply(st, action, ev)


def _choose_excellent(st: "CharlataoState", suit: str, ev: list[Event]) -> None:
    """Steps 2-4: the Fornecedor secretly picks the excellent suit; the other suit cards are
    shuffled face down onto the remaining spaces; each character looks at its spaces."""
    s = st.flow.turn
    assert s is not None
    n = st.num_players
    st.qualities["excellent"] = suit
    others = [x for x in st.suits if x != suit]
    st.rng.shuffle(others)
    spaces = [sp for sp in setup(n)["spaces"] if sp != "excellent"]
    for sp, x in zip(spaces, others):
        st.qualities[sp] = x
    ev.append(Event("charlatao.excellent_chosen", {"seat": s}))
    ev.append(Event("charlatao.excellent_chosen_private", {"seat": s, "suit": suit}, visible_to=(s,)))
    ev.append(Event("charlatao.qualities_placed", {"spaces": list(st.qualities)}))
    for seat, char in enumerate(st.characters):
        seen = knowledge(char, n)
        st.known[seat] = [q for q in QUALITIES if q in seen]
        for sp in st.known[seat]:
            if sp == "excellent" and seat == s:
                continue  # he chose it himself
            ev.append(Event("charlatao.quality_seen", {"seat": seat, "space": sp, "suit": st.qualities[sp]},
                            visible_to=(seat,), reveals=True))
    st.flow.phase = "discard"
    st.flow.turn = st.pass_order[0]


def _discard(st: "CharlataoState", card: str, ev: list[Event]) -> None:
    s = st.flow.turn
    assert s is not None
    st.hands[s].remove(card)
    st.pending[s][0] = card
    ev.append(Event("charlatao.discard_chosen", {"seat": s}))
    ev.append(Event("charlatao.discard_chosen_private", {"seat": s, "card": card}, visible_to=(s,)))
    if st.pass_to[s] is None:
        _next_passer(st, ev)
    else:
        st.flow.phase = "pass"


def _pass_card(st: "CharlataoState", card: str, ev: list[Event]) -> None:
    s = st.flow.turn
    assert s is not None
    st.hands[s].remove(card)
    st.pending[s][1] = card
    to = st.pass_to[s]
    ev.append(Event("charlatao.pass_chosen", {"seat": s, "to": to}))
    ev.append(Event("charlatao.pass_chosen_private", {"seat": s, "to": to, "card": card}, visible_to=(s,)))
    _next_passer(st, ev)


def _next_passer(st: "CharlataoState", ev: list[Event]) -> None:
    st.pass_pos += 1
    if st.pass_pos < st.num_players:
        st.flow.phase = "discard"
        st.flow.turn = st.pass_order[st.pass_pos]
        return
    _resolve_passing(st, ev)


def _resolve_passing(st: "CharlataoState", ev: list[Event]) -> None:
    """All choices are in: deliver the passed cards (seen only now), form the discard pile,
    and turn up the trump (step 6, optional)."""
    passes = []
    for s in st.pass_order:
        card, to = st.pending[s][1], st.pass_to[s]
        if card is not None and to is not None:
            insort(st.hands[to], card, key=_KEY)
            passes.append([s, to])
    ev.append(Event("charlatao.cards_passed", {"passes": passes}))
    for s, to in passes:
        ev.append(Event("charlatao.card_received", {"seat": to, "from": s, "card": st.pending[s][1]},
                        visible_to=(to,), reveals=True))
    st.pile = [st.pending[s][0] for s in st.pass_order]
    st.rng.shuffle(st.pile)
    if st.options.get("trump", True):
        st.trump_card = st.pile[0]
        st.trump_suit = SUIT_OF[st.trump_card]
        ev.append(Event("charlatao.trump_revealed", {"card": st.trump_card, "suit": st.trump_suit},
                        reveals=True))
    else:
        ev.append(Event("charlatao.no_trump", {}))
    st.flow.phase = "play"
    st.flow.turn = st.leader


def _play(st: "CharlataoState", card: str, ev: list[Event]) -> None:
    """Play a card; when everyone has played, the trick goes to the highest trump, else the
    highest card of the led suit; its winner leads next. Checks the Revelation after the
    trick ("Verificar Revelação")."""
    s = st.flow.turn
    assert s is not None
    n = st.num_players
    st.hands[s].remove(card)
    trick = st.trick
    if trick:
        led = SUIT_OF[trick[0]]
        if SUIT_OF[card] != led and led not in st.voids[s]:
            st.voids[s].append(led)
    trick.append(card)
    ev.append(Event("charlatao.card_played", {"seat": s, "card": card, "trick": st.tricks_done + 1},
                    reveals=True, known_to=(s,)))
    if len(trick) < n:
        st.flow.turn = (s + 1) % n
        return
    winner = (st.leader + trick_winner(trick, st.trump_suit)) % n
    st.tricks_done += 1
    phase = "after" if st.revealed else "before"
    st.won[winner][1 if st.revealed else 0].extend(trick)
    st.won_tricks[winner][1 if st.revealed else 0] += 1
    st.history.append({"number": st.tricks_done, "leader": st.leader, "cards": trick, "winner": winner,
                       "phase": phase})
    ev.append(Event("charlatao.trick_won", {"seat": winner, "trick": st.tricks_done, "cards": trick,
                                            "phase": phase}))
    st.trick = []
    st.leader = st.flow.turn = winner
    if not st.revealed and st.tricks_done == setup(n)["revelation_after_trick"]:
        reveal(st, ev)
    if not st.hands[winner]:
        _end_round(st, ev)


def reveal(st: "CharlataoState", ev: list[Event]) -> None:
    """The Revelation: every quality space is turned face up for everyone."""
    st.revealed = True
    for s in range(st.num_players):
        st.known[s] = [q for q in QUALITIES if q in st.qualities]
    ev.append(Event("charlatao.revelation", {"qualities": dict(st.qualities)}, reveals=True))


def score_seat(st: "CharlataoState", seat: int, side: str) -> tuple[int, list[dict]]:
    """Points and score lines of ``seat`` for the round just played."""
    quality_of = {suit: sp for sp, suit in st.qualities.items()}
    cards = {"before": count_by_quality(st.won[seat][0], SUIT_OF, quality_of),
             "after": count_by_quality(st.won[seat][1], SUIT_OF, quality_of)}
    tricks = {"before": st.won_tricks[seat][0], "after": st.won_tricks[seat][1]}
    return score_entry(scoring_entry(st.characters[seat], side, st.data_overrides), cards, tricks)


def _end_round(st: "CharlataoState", ev: list[Event]) -> None:
    """Score the round ("Fim da Rodada"); then the next round or the end of the game (one
    round per player, "Fim de Jogo")."""
    side = st.options.get("side", "basic")
    points, lines = [], {}
    for s in range(st.num_players):
        p, ls = score_seat(st, s, side)
        points.append(p)
        for line in ls:
            line["params"].update(round=st.round, character=st.characters[s])
        lines[str(s)] = ls
    st.round_points.append(points)
    st.round_lines.append(lines)
    totals = [sum(r[s] for r in st.round_points) for s in range(st.num_players)]
    ev.append(Event("charlatao.round_scored", {"round": st.round, "points": points, "totals": totals}))
    st.round += 1
    if st.round >= st.num_players:
        st.winners = list(game_winners(totals, points))
        st.flow.phase, st.flow.turn = "over", None
        ev.append(Event("charlatao.game_over", {"winners": st.winners, "totals": totals}))
        return
    start_round(st, ev)


def _no_action(st: "CharlataoState", action: Action, ev: list[Event]) -> None:  # pragma: no cover
    raise AssertionError("the game is over")  # CharlataoState.apply refuses every action first


#: phase -> (legal, apply); the action's only argument is a card or a suit
MACHINE = Machine({
    "choose_excellent": Phase(_legal_choose, lambda st, a, ev: _choose_excellent(st, a.args[0][1], ev)),
    "discard": Phase(_legal_discard, lambda st, a, ev: _discard(st, a.args[0][1], ev)),
    "pass": Phase(_legal_pass, lambda st, a, ev: _pass_card(st, a.args[0][1], ev)),
    "play": Phase(_legal_play, lambda st, a, ev: _play(st, a.args[0][1], ev)),
    "over": Phase(lambda st: [], _no_action),
}, {})
