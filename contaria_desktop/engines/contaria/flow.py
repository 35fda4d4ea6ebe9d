"""Contária's turn and ability stack on the engine kit (:mod:`..core.decisions`).

The :class:`~contaria_desktop.engines.core.Flow` of a :class:`~.state.ContariaState` has:

- phase ``play`` (rulebook §5.2: a turn is one action - place a card, use a mirror, or an
  explicit ``pass`` when neither is possible, A20) and phase ``over`` (§5.1: every tale holds
  4 cards; no legal action, ``turn`` stays on the seat that played last);
- ``turn``: the seat whose turn it is (``turn_seat`` in the save format);
- the stack of ability decisions (``pending`` in the save format, rulebook §5.2-§5.4, G1).
  Steps (handles are ints in memory, see :mod:`.abilities`):

  - ``ab``: ``{"src", "i", "opt", "stage", "target"}`` - on-reveal ability ``i`` of ``src``
    (option ``opt`` of a choose-one, -1 otherwise) at ``stage`` ``start`` or ``dest``;
  - ``marker``: ``{"src", "marker"}`` - (re)place a marker (§5.4, A17);
  - ``peek``: ``{"src", "target"}`` - the Fera's optional look.

  Each step's ``auto`` skips what cannot be obeyed (§5.2 "it must be ignored", A9, A23) and
  narrows a choose-one to its only possible option; ``choices`` turn the pending decision
  into actions; ``resolve`` applies the answer (:meth:`~.abilities.AbilityMixin._resolve`).
  When the stack is empty after an action, ``after`` ends the turn (§5.1).

Saves keep their format (issue 10 item 5): :func:`frame_to_json`/:func:`frame_from_json`
write a frame's step under its historical key ``op``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from contaria_desktop.engines.core import Action, Event, Machine, Phase, Step

from .abilities import HANDLES

if TYPE_CHECKING:  # pragma: no cover
    from .state import ContariaState

HANDLE_INDEX = {h: i for i, h in enumerate(HANDLES)}
N_CARDS = 25

# Actions are immutable: build each one once (speed, see benchmarks/bench_contaria.py).
PLACE = [[Action("place", card=HANDLES[h], tale=t) for t in range(6)] for h in range(N_CARDS)]
MIRROR = [Action("mirror", card=HANDLES[h]) for h in range(N_CARDS)]
CHOOSE_CARD = [Action("choose_card", card=HANDLES[h]) for h in range(N_CARDS)]
CHOOSE_TALE = [Action("choose_tale", tale=t) for t in range(6)]
MAY = {True: Action("may", accept=True), False: Action("may", accept=False)}
PASS = Action("pass")
_OPTION_ACTIONS: dict[str, Action] = {}

#: the save format's name of the kit's ``step`` key, and the frame keys holding handles
OP = "op"
HANDLE_KEYS = ("src", "target")


def option_action(name: str) -> Action:
    a = _OPTION_ACTIONS.get(name)
    if a is None:
        a = _OPTION_ACTIONS[name] = Action("choose_option", option=name)
    return a


# ----- phase "play" ---------------------------------------------------------------------
def _play_legal(st: "ContariaState") -> list[Action]:
    """§5.2: place a hand card in your tale or CONTÁRIA (another player's incomplete tale
    only when both are full), or use a mirror on a face-down revealable card in any tale;
    an explicit ``pass`` when neither is possible (A20)."""
    seat, n = st.flow.turn, st.num_players
    acts: list[Action] = []
    hand = st.hands[seat]
    if hand:
        tales = st.tales
        targets = [t for t in (seat, n) if len(tales[t]) < 4]
        if not targets:
            targets = [t for t in range(n) if t != seat and len(tales[t]) < 4]
        acts = [PLACE[h][t] for h in hand for t in targets]
    if st.mirrors_used[seat] < st.mirrors_total:
        up = st.face_up
        unrev = st.cont.unrev
        acts.extend(MIRROR[h] for tale in st.tales for h in tale if not up[h] and not unrev[h])
    return acts or [PASS]


def _play_apply(st: "ContariaState", action: Action, events: list[Event]) -> None:
    seat = st.flow.turn
    t = action.type
    if t == "place":
        h = HANDLE_INDEX[action["card"]]
        st.hands[seat].remove(h)
        # a face-down card has no ability (Errata 2): it cannot change any source's state,
        # so no marker can be lost or re-placed here; no _settle needed
        st._put(h, action["tale"])
        events.append(Event("contaria.placed", {"seat": seat, "card": HANDLES[h],
                                                "initial": st.card(h).initial, "tale": action["tale"]}))
    elif t == "mirror":
        h = HANDLE_INDEX[action["card"]]
        st.mirrors_used[seat] += 1
        events.append(Event("contaria.mirror_used", {"seat": seat, "card": HANDLES[h]}))
        st._reveal(h, seat, events)
    else:
        events.append(Event("contaria.passed", {"seat": seat}))


def _end_turn(st: "ContariaState", events: list[Event]) -> None:
    """§5.1: the game ends the moment every tale holds 4 cards; otherwise the next seat
    (clockwise = seat + 1) plays."""
    st.turns += 1
    if all(len(t) == 4 for t in st.tales):
        st.flow.phase = "over"
        events.append(Event("contaria.game_over", {}))
    else:
        st.flow.turn = (st.flow.turn + 1) % st.num_players


def _no_action(st: "ContariaState", action: Action, events: list[Event]) -> None:  # pragma: no cover
    raise AssertionError("the game is over")  # State.apply refuses every action first


# ----- ability steps ----------------------------------------------------------------------
def _choices(st: "ContariaState", frame: dict) -> list[Action]:
    kind, choices = st.decision()[:2]
    if kind == "choose_card":
        return [CHOOSE_CARD[h] for h in choices]
    if kind == "choose_tale":
        return [CHOOSE_TALE[t] for t in choices]
    if kind == "may":
        return [MAY[True], MAY[False]]
    return [option_action(o) for o in choices]


def _resolve(st: "ContariaState", frame: dict, action: Action, events: list[Event]) -> None:
    t = action.type
    if t == "choose_card":
        value: Any = HANDLE_INDEX[action["card"]]
    elif t == "choose_tale":
        value = action["tale"]
    elif t == "may":
        value = action["accept"]
    else:
        value = action["option"]
    st._resolve(frame, value, events)


def _auto(st: "ContariaState", frame: dict, events: list[Event]) -> bool:
    d = st._frame_step(frame, events)
    if d is None:
        return True
    st._dec = d  # the decision now pending, computed once
    return False


_STEP = Step(_choices, _resolve, _auto)
MACHINE = Machine({"play": Phase(_play_legal, _play_apply, _end_turn),
                   "over": Phase(lambda st: [], _no_action)},
                  {"ab": _STEP, "marker": _STEP, "peek": _STEP})


# ----- the save format ------------------------------------------------------------------
def frame_to_json(frame: Mapping[str, Any]) -> dict[str, Any]:
    """A frame as saves and positions write it: ``op`` for the kit's ``step``; handles as
    ``"cNN"`` (``None`` for -1)."""
    out: dict[str, Any] = {}
    for k, v in frame.items():
        if k == "step":
            out[OP] = v
        elif k in HANDLE_KEYS:
            out[k] = HANDLES[v] if v >= 0 else None
        else:
            out[k] = v
    return out


def frame_data(frame: Mapping[str, Any]) -> tuple[Any, Any, dict[str, Any]]:
    """``(op, seat, data)`` of a frame in the save format (handles left as they are)."""
    data = {k: v for k, v in frame.items() if k != OP and k != "seat"}
    return frame.get(OP), frame.get("seat"), data


__all__ = ["MACHINE", "PLACE", "MIRROR", "CHOOSE_CARD", "CHOOSE_TALE", "MAY", "PASS", "option_action",
           "frame_to_json", "frame_data", "HANDLE_INDEX", "N_CARDS"]
