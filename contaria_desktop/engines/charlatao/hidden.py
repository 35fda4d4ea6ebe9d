"""The knowledge model of CharLatão (:func:`knowledge`, :func:`with_identities`), on which
the kit's generic identity shuffle (``State.shuffle_unknown``) and bots' samplers run.

"Unknown to a seat" means a card whose *place* the seat cannot name: another seat's hand,
another seat's face-down passing choice, the face-down discard pile (except the seat's own
discard and the face-up trump), the set-aside cards, Ea-Nasir's face-down hand (2 players);
and a quality space the seat has not seen.

Since the generic kit shuffle (``State.shuffle_unknown``) runs on :func:`knowledge`,
the seat deciding now is held fixed only by default (its legal actions name its cards);
``fixed_seats=()`` moves its cards too when another seat does not know them.

Public information is kept: card counts per place, voids a seat has shown by not following
suit, and the rule that Ea-Nasir's passed card is not of the terrible suit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core import Handle, Knowledge
from .rules_data import ORDER, SUIT_OF

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState


def _passing_done(st: "CharlataoState") -> bool:
    return st.is_duel or st.phase not in ("choose_excellent", "discard", "pass")


def knowledge(st: "CharlataoState") -> Knowledge:
    """The knowledge model (see :mod:`contaria_desktop.engines.core.knowledge`).

    Handles are *places*: ``hand:<seat>:<i>``, ``pend:<seat>:<0|1>`` (a face-down discard /
    passing choice before the passing resolves), ``pile:<i>``, ``left:<i>`` (set aside),
    ``eah:<i>`` (Ea-Nasir's face-down hand, 2 players) in group ``"card:<round>"``, and
    ``q:<space>`` in group ``"quality:<round>"`` (the suit on a quality space); each round
    is a new deal, hence a new group. Known to: the seat
    holding the card; after the passing, the seats that discarded or passed it; everybody
    for the face-up trump; for a space, the seats that have seen it (everybody after the
    Revelation). Public constraints: shown voids (``forbid``), and Ea-Nasir's passed card is
    not of the terrible suit (``consistent``). Actions name cards, so the card group is an
    action group."""
    n = st.num_players
    done = _passing_done(st)
    record: dict[str, set[int]] = {}  # card -> seats that discarded/passed it (after passing)
    if done and not st.is_duel:
        for v in range(n):
            for c in st.pending[v]:
                if c is not None:
                    record.setdefault(c, set()).add(v)
    trump = st.trump_card
    handles: list[Handle] = []
    # one group per deal: a card re-dealt next round is a new hidden fact
    cards, spaces = f"card:{st.round}", f"quality:{st.round}"

    def add(key: str, card: str, holder: int | None, forbid: frozenset = frozenset()) -> None:
        known = set(record.get(card, ()))
        if holder is not None:
            known.add(holder)
        handles.append(Handle(key, card, cards, frozenset(known), card == trump, forbid))

    for t in range(n):
        voids = set(st.voids[t])
        forbid = frozenset(c for c in ORDER if SUIT_OF[c] in voids) if voids else frozenset()
        for i, c in enumerate(st.hands[t]):
            add(f"hand:{t}:{i}", c, t, forbid)
        if not done:
            for i, c in enumerate(st.pending[t]):
                if c is not None:
                    add(f"pend:{t}:{i}", c, t)
    for i, c in enumerate(st.pile):
        add(f"pile:{i}", c, None)
    for i, c in enumerate(st.leftover):
        add(f"left:{i}", c, None)
    for i, c in enumerate(st.ea_hidden):
        add(f"eah:{i}", c, None)
    for sp, suit in st.qualities.items():
        if suit is not None:
            seen = frozenset(v for v in range(n) if sp in st.known[v])
            handles.append(Handle(f"q:{sp}", suit, spaces, seen, st.revealed))

    consistent = None
    ea = None if st.is_duel else st.seat_of("ea_nasir")
    terrible = st.qualities.get("terrible")
    if ea is not None and st.pending[ea][1] is not None and terrible is not None \
            and SUIT_OF[st.pending[ea][1]] != terrible:
        card = st.pending[ea][1]
        key = None
        if not done:
            key = f"pend:{ea}:1"
        else:
            to = st.pass_to[ea]
            if to is not None and card in st.hands[to]:
                key = f"hand:{to}:{st.hands[to].index(card)}"
        if key is not None:
            def consistent(asg: Mapping[str, Any], key: str = key) -> bool:
                return SUIT_OF[asg[key]] != asg["q:terrible"]
    return Knowledge(tuple(handles), consistent, action_groups=(cards,))


def with_identities(state: "CharlataoState", assignment: Mapping[str, Any]) -> "CharlataoState":
    """A copy of ``state`` with each place of :func:`knowledge` holding ``assignment[key]``;
    after the passing, a seat's discard/pass record follows its card; hands are re-sorted."""
    s = state.clone()
    remap: dict[str, str] = {}
    changed: set[int] = set()
    for key, value in assignment.items():
        kind, _, rest = key.partition(":")
        if kind == "q":
            s.qualities[rest] = value
            continue
        if kind == "hand":
            t, i = map(int, rest.split(":"))
            box, changed_seat = s.hands[t], t
        elif kind == "pend":
            t, i = map(int, rest.split(":"))
            box, changed_seat = s.pending[t], None
        else:
            box = {"pile": s.pile, "left": s.leftover, "eah": s.ea_hidden}[kind]
            i, changed_seat = int(rest), None
        if box[i] != value:
            remap[box[i]] = value
            box[i] = value
            if changed_seat is not None:
                changed.add(changed_seat)
    if remap and not s.is_duel and _passing_done(s):
        # after passing, a seat's discard/pass record follows the place the card sits in
        s.pending = [[remap.get(c, c) if c is not None else None for c in p] for p in s.pending]
    for t in changed:
        s.sort_hand(t)
    s._legal = None
    return s
