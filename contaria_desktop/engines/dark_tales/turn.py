"""The turn of Dark Tales (rulebook "Como se Juega", "Fin del juego"): legal actions, the start
of a turn, running effect frames, applying a decision.

A turn (DT-T3): the end check (DT-E2, DT-E3, turn cap OQ-DT15), continuous start-of-turn
effects (OQ-DT11), the draw (DT-T4/T5, not under the Witch DT-N6), then one decision for
Phases 2 and 3 together (modelling DT-H1): ``use_item`` (one A-card line, DT-T6/T7) or
``play`` (DT-T10). Effect frames sit on ``state.stack`` and are run by :func:`run` with the
steps of :mod:`.steps`; a frame waiting for a decision leaves ``state.pending`` set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action, Event
from . import events as E
from .events import ev, ev_sorted
from .rules_data import RULINGS
from .stall import ForcedPasses, fast_forward, stalled
from .steps import (_DREW_PRIVATE, _TURN_STARTED, ALL_MASK, BLOCKED_PAIR, CHOOSE_CARD, CHOOSE_ITEM,
                    DREW_PAIR, HANDLE_INDEX, HANDLES, LIMBO, MAY, NO_DRAW, P, PASS, PLAY, SEAT_ONLY, SEAT_PAIR,
                    START_EFFECT, USE_ITEM, _hit, _place, _source, _take_looked, execute, handle,
                    line_legal, locked, play_card, take_item)

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

_MAX_TURNS = RULINGS["max_turns_default"]
PASSED = tuple(ev_sorted(P + "passed", (SEAT_PAIR[s],)) for s in range(4))


# ----- legal actions ----------------------------------------------------------------------
def legal(st: "DarkTalesState") -> list[Action]:
    if st.stage == "over":
        return []
    p = st.pending
    if p is not None:
        kind = p["kind"]
        if kind == "choose_card":
            return [CHOOSE_CARD[h] for h in p["choices"]]
        if kind == "choose_item":
            return [CHOOSE_ITEM[k] for k in p["choices"]]
        return [MAY[True], MAY[False]]
    seat = st.turn_seat
    hand = st.hands[seat]
    items = st.items[seat]
    if st.stage == "main" and any(items.values()):
        out = []
        for lid, cost, line in st.tab.line_costs[st.setting_a]:
            for k, c in cost:  # the cost first (line_legal's own first test, inline): most lines fail it
                if items[k] < c:
                    break
            else:
                if line_legal(st, seat, line):
                    out.append(USE_ITEM[lid])
        if hand:
            out += [PLAY[h] for h in hand]
        else:
            out.append(PASS)  # the Witch's empty hand (OQ-DT2 skip_turn, DTD-9)
        return out
    if hand:
        return [PLAY[h] for h in hand]
    return [PASS]


# ----- the turn ---------------------------------------------------------------------------
def begin_turn(st: "DarkTalesState", seat: int, events: list[Event]) -> None:
    """Start ``seat``'s turn: end check first (DT-E2/E3: deck empty and no card in hand; the
    Witch's empty hand per ``witch_empty_hand``, OQ-DT2; the turn cap, OQ-DT15), then
    continuous start-of-turn effects (OQ-DT11), then the draw (DT-T4/T5, DT-N6)."""
    st.turn_seat = seat
    st.pending = None
    st.stack = []
    if not st.hands[seat] and (not st.deck or (
            st.options.get("witch_empty_hand", "skip_turn") == "end_game" and locked(st, seat))):
        end_game(st, "empty_hand", seat, events)
        return
    if st.turns >= st.options.get("max_turns", _MAX_TURNS):
        end_game(st, "turn_cap", seat, events)
        return
    st.turns += 1
    st.stage = "start"
    tableau = st.tableau[seat]
    blocked = False
    if tableau:
        ident = st.ident
        starts = [h for h in tableau if ident[h] in START_EFFECT]
        if starts:
            for h in reversed(starts):  # first card in front of the seat resolves first
                st.stack.append({"k": "start", "seat": seat, "src": h, "id": ident[h], "i": 0})
            run(st, events)  # then _after_start
            return
        if st.deck:  # the Witch's lock (steps.locked, inline)
            for h in tableau:
                if ident[h] in NO_DRAW:
                    blocked = True
                    break
    _draw_phase(st, seat, blocked, events)


def _after_start(st: "DarkTalesState", events: list[Event]) -> None:
    """Phase 1 (DT-T4/T5, DT-N6), after the start-of-turn effects: the draw (not under the
    Witch's lock)."""
    seat = st.turn_seat
    _draw_phase(st, seat, bool(st.deck) and locked(st, seat), events)


def _draw_phase(st: "DarkTalesState", seat: int, blocked: bool, events: list[Event]) -> None:
    """Phase 1's draw for ``seat`` (``blocked``: under the Witch's lock, DT-N6). One public
    ``turn_started`` event tells the turn, whether a card was drawn and whether the Witch
    blocked it; the drawn card is a private event."""
    deck = st.deck
    drew = 1 if deck and not blocked else 0
    key = (blocked, drew, seat, st.turns)
    e = E.TURN_STARTED.get(key)
    if e is None:
        e = E.TURN_STARTED[key] = ev_sorted(_TURN_STARTED, (BLOCKED_PAIR[blocked], DREW_PAIR[drew], SEAT_PAIR[seat],
                                                            ("turn", st.turns)))
    events.append(e)
    if drew:  # the turn's draw, inline
        h = deck.pop()
        st.hands[seat].append(h)
        st.zone[h] = seat
        st.known[h] |= 1 << seat
        cid = st.ident[h]
        key = (h, cid, seat)
        e = E.DREW_ONE.get(key)
        if e is None:
            e = E.DREW_ONE[key] = ev_sorted(_DREW_PRIVATE, (("cards", ((HANDLES[h], cid),)), SEAT_PAIR[seat]),
                                            SEAT_ONLY[seat], True)
        events.append(e)
    st.stage = "main"


def end_turn(st: "DarkTalesState", events: list[Event]) -> None:
    """The turn ends after the card play (DT-T17); the player to the left goes next."""
    begin_turn(st, (st.turn_seat + 1) % st.num_players, events)


def end_game(st: "DarkTalesState", reason: str, seat: int, events: list[Event]) -> None:
    """Game over (DT-E3: the seat does not take its turn); B scoring is applied in
    :func:`.views.result` (DT-E4) and totals revealed (DT-E5)."""
    st.stage = "over"
    st.reason = reason
    st.pending = None
    st.stack = []
    events.append(ev(P + "game_over", {"reason": reason, "seat": seat}))


def _finish_frame(st: "DarkTalesState", fr: dict[str, Any]) -> None:
    if fr["k"] == "card" and st.zone[fr["src"]] == LIMBO:
        _place(st, fr["seat"], fr["src"], st.tab.cards[fr["id"]]["destination"])


def _after_stack(st: "DarkTalesState", events: list[Event]) -> None:
    stage = st.stage
    if stage == "play":
        begin_turn(st, (st.turn_seat + 1) % st.num_players, events)  # end_turn
    elif stage == "start":
        _after_start(st, events)
    elif stage == "line":
        st.stage = "card"


def run(st: "DarkTalesState", events: list[Event]) -> None:
    """Resolve effect frames until one needs a decision (``pending`` set) or all are done."""
    stack = st.stack
    daynight = st.daynight
    last = sts = None
    steps_by = st.tab.steps_by  # the data in force (issue 14)
    while stack:
        fr = stack[-1]
        if fr is not last:  # the same frame's steps while it runs
            sts = steps_by[fr["k"]][fr["id"]]
            last = fr
        i = fr["i"]
        if i >= len(sts):
            stack.pop()
            if fr["k"] == "card" and st.zone[fr["src"]] == LIMBO:
                _finish_frame(st, fr)
            continue
        step = sts[i]
        cond = step.get("if")
        if cond is not None and cond != daynight:
            fr["i"] = i + 1
            continue
        if not execute(st, fr, step, events):
            return
        daynight = st.daynight  # a Day or Night card changes it
        fr["i"] += 1
    stage = st.stage  # _after_stack, inline
    if stage == "play":
        begin_turn(st, (st.turn_seat + 1) % st.num_players, events)  # end_turn
    elif stage == "start":
        _after_start(st, events)
    elif stage == "line":
        st.stage = "card"


# ----- applying a decision ----------------------------------------------------------------
def apply(st: "DarkTalesState", action: Action, events: list[Event]) -> None:
    """Apply a legal action (checked by the caller)."""
    seat = st.turn_seat
    t = action.type
    p = st.pending
    if p is not None:
        st.pending = None
        fr = st.stack[-1]
        step = st.tab.steps_by[fr["k"]][fr["id"]][fr["i"]]
        if t == "choose_card":
            h = HANDLE_INDEX[action.args[0][1]]  # the only argument: ("card", handle)
            if step["op"] == "look_top_take":
                _take_looked(st, seat, h, len(p["choices"]), events)
            else:
                _hit(st, fr, step, h, events)
            fr.pop("asked", None)
            fr["i"] += 1
        elif t == "choose_item":
            take_item(st, seat, action.get("item"), events)
            fr["i"] += 1
        else:  # may
            accept = action.get("accept")
            if step["op"] == "reveal_top_may_play":
                fr["i"] += 1
                top = st.deck[-1]
                if accept:  # a nested play of the revealed Spell (DT-N11, DTD-5)
                    play_card(st, seat, top, events, nested=True)
                else:
                    events.append(ev(P + "may_declined", {"seat": seat, "source": _source(fr)}))
                    events.append(ev(P + "returned_top", {"card": handle(top), "id": st.ident[top]}))
            elif accept:
                fr["asked"] = True  # run the step again, now accepted
            else:
                events.append(ev(P + "may_declined", {"seat": seat, "source": _source(fr)}))
                fr["i"] += 1
        run(st, events)
        return
    if t == "play":
        st.stage = "play"
        play_card(st, seat, HANDLE_INDEX[action.args[0][1]], events)  # the only argument: ("card", handle)
        run(st, events)
    elif t == "use_item":
        line_id = action.get("line")
        line = st.tab.lines[st.setting_a][line_id]
        for k, c in line["cost"].items():  # back to the supply (DT-T6)
            st.items[seat][k] -= c
            st.supply[k] += c
        events.append(ev(P + "item_used", {"seat": seat, "setting": st.setting_a, "line": line_id,
                                             "cost": dict(line["cost"])}))
        st.stage = "line"
        st.stack.append({"k": "line", "seat": seat, "src": -1, "id": f"{st.setting_a}.{line_id}", "i": 0})
        run(st, events)
    else:  # pass: the Witch's holder with an empty hand skips Phase 3 (OQ-DT2)
        events.append(PASSED[seat])
        end_turn(st, events)
        if (st.options.get("stall_fast_forward", True) and not isinstance(events, ForcedPasses)
                and stalled(st)):
            fast_forward(st, events)  # the Witch stall: the remaining forced passes (issue 11)
