"""The generic conformance suite every engine must pass (issue #2 section 4).

``playout(spec, num_players, seed)`` plays one seeded random game and checks, at every step,
that legal actions are non-empty exactly when the game is not over and that every seat's view
is JSON-serializable; and at sampled steps (powers of two, and the end) the heavier checks:
every legal action applies on a clone, sampled illegal actions raise ``IllegalAction`` and
leave the state unchanged, ``from_json(to_json())`` round-trips, ``clone()`` is independent,
replaying the record gives the same state, and identity shuffling leaves each seat's view,
the legal actions and the seat's log unchanged - for every seat, across reveals too
(:func:`check_hidden_information`, issue 19.2).
"""

from __future__ import annotations

import json
from typing import Any

from contaria_desktop.engines.core import (Action, GameRecord, GameSpec, IllegalAction, Rng,
                                           State)


#: legal actions tried per seat in :func:`check_hidden_information`
ACTIONS_PER_SEAT = 4


class ConformanceFailure(AssertionError):
    pass


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise ConformanceFailure(msg)


def illegal_samples(state: State, legal: list[Action], rng: Rng, k: int = 4) -> list[Action]:
    """Actions that are not in ``legal``: unknown types and legal ones with one argument
    changed."""
    out = [Action("__not_an_action__"), Action("pass", bogus=1)]
    for _ in range(k):
        if not legal:
            break
        a = rng.choice(legal)
        if not a.args:
            continue
        key, val = a.args[rng.below(len(a.args))]
        if isinstance(val, bool):
            new: Any = not val
        elif isinstance(val, int):
            new = val + 1000
        elif isinstance(val, str):
            new = val + "_x"
        else:
            new = "x"
        args = dict(a.args)
        args[key] = new
        out.append(Action(a.type, **args))
    legal_set = set(legal)
    return [a for a in out if a not in legal_set]


def _seat_events(events: list, seat: int | None) -> list:
    return [e.to_json() for e in events if e.visible(seat)]


def heavy_checks(spec: GameSpec, state: State, record: GameRecord, rng: Rng) -> None:
    legal = state.legal_actions()
    before = state.to_json()
    # issue 19.1: the generator's state would let a seat re-deal everything still hidden
    secret = str(state.rng.state)
    for seat in [None, *range(state.num_players)]:
        _check(secret not in json.dumps(state.view(seat)),
               f"seat {seat}'s view holds the random generator's state")
    # round trip
    again = type(state).from_json(json.loads(json.dumps(before)))
    _check(again.to_json() == before, "from_json(to_json()) does not round-trip")
    _check(again.legal_actions() == legal, "legal actions change after a JSON round trip")
    # replay
    _check(record.replay().to_json() == before, "replaying the record gives a different state")
    # every legal action applies on a clone; the original is untouched (independence)
    for a in legal:
        c = state.clone()
        try:
            c.apply(a)
        except IllegalAction as err:  # pragma: no cover - reported as a failure
            raise ConformanceFailure(f"legal action {a!r} raised IllegalAction: {err}") from None
    _check(state.to_json() == before, "applying actions to clones changed the original")
    # illegal actions
    for a in illegal_samples(state, legal, rng):
        try:
            state.apply(a)
        except IllegalAction:
            pass
        else:
            raise ConformanceFailure(f"illegal action {a!r} was accepted")
        _check(state.to_json() == before, f"rejected action {a!r} changed the state")
    check_hidden_information(state, rng)


def translate(action: Action, remap: dict, groups: tuple[str, ...]) -> Action:
    """``action`` with every argument that names a moved identity of ``groups`` renamed
    (``remap`` as returned by ``State.sample_unknown``)."""
    if not remap or not groups:
        return action
    args = dict(action.args)
    changed = False
    for key, value in action.args:
        for g in groups:
            if (g, value) in remap:
                args[key] = remap[(g, value)]
                changed = True
                break
    return Action(action.type, **args) if changed else action


def check_hidden_information(state: State, rng: Rng, per_seat: int = ACTIONS_PER_SEAT) -> int:
    """Issue 19.2: for EVERY seat and the spectator, a world that seat cannot tell apart
    (``sample_unknown(seat, fixed_seats=())``: the deciding seat's cards move too) gives the
    same view, and - for the decider - the same legal actions. Then, for up to ``per_seat``
    legal actions (the same in both worlds, renamed where actions name identities), the seat
    sees the same events and the same view afterwards. Actions that reveal something are NOT
    skipped: identities the seat knows after the action (a reveal shown to it, a card made
    public) are held in place, and everything still hidden from it is shuffled, so a reveal
    shown to the wrong seat (or a public event naming a hidden card) makes the worlds differ.

    Returns the number of (seat, action) comparisons made; engines without a knowledge model
    (``knowledge()`` not implemented) are skipped and return 0. Raises
    :class:`ConformanceFailure`."""
    try:
        model = state.knowledge()
    except NotImplementedError:
        return 0
    legal = state.legal_actions()
    decider = state.current_player
    compared = 0
    for seat in [None, *range(state.num_players)]:
        world, _ = state.sample_unknown(seat, rng.below(1 << 30), fixed_seats=())
        _check(world.view(seat) == state.view(seat),
               f"seat {seat}'s view depends on identities it does not know")
        if seat == decider:
            _check(world.legal_actions() == legal,
                   f"legal actions depend on identities seat {seat} does not know")
        unknown = model.unknown_identities(seat)
        picks = legal[:2] + [legal[rng.below(len(legal))] for _ in range(max(0, per_seat - 2))] if legal else []
        for a in dict.fromkeys(picks):
            c1 = state.clone()
            e1 = c1.apply(a)
            still = c1.knowledge().unknown_identities(seat)
            fixed = unknown - still  # what the action lets this seat know stays in place
            other, remap = state.sample_unknown(seat, rng.below(1 << 30), fixed_seats=(), fixed=fixed)
            a2 = translate(a, remap, model.action_groups)
            if a2 not in other.legal_actions():
                continue  # e.g. a follow-suit rule: not the same decision in that world
            c2 = other.clone()
            e2 = c2.apply(a2)
            compared += 1
            _check(_seat_events(e1, seat) == _seat_events(e2, seat),
                   f"seat {seat}'s log after {a!r} depends on identities it does not know:\n"
                   f"  {_seat_events(e1, seat)}\n  {_seat_events(e2, seat)}")
            _check(c1.view(seat) == c2.view(seat),
                   f"seat {seat}'s view after {a!r} depends on identities it does not know")
    return compared


def playout(spec: GameSpec, num_players: int, seed: int, heavy: bool = True) -> State:
    """Play one random game from deal ``seed`` with all checks; return the final state.

    Raises :class:`ConformanceFailure` describing the first broken invariant."""
    record = GameRecord.start(spec.id, num_players, seed)
    state = record.initial_state()
    rng = Rng(seed ^ 0x5EED)
    step = 0
    seats = [None, *range(num_players)]
    while True:
        legal = state.legal_actions()
        _check(bool(legal) == (not state.is_terminal),
               f"step {step}: legal actions {'empty' if not legal else 'present'} but terminal={state.is_terminal}")
        _check((state.current_player is None) == state.is_terminal, f"step {step}: current_player vs terminal")
        for seat in seats:
            json.dumps(state.view(seat))
        if heavy and (step & (step - 1) == 0):
            heavy_checks(spec, state, record, rng)
        if state.is_terminal:
            break
        _check(step < spec.max_decisions, f"game exceeded its declared maximum of {spec.max_decisions} decisions")
        action = legal[rng.below(len(legal))]
        events = state.apply(action)
        for e in events:
            json.dumps(e.to_json())
        record.actions.append(action)
        step += 1
    json.dumps(state.omniscient_view())
    if heavy:
        heavy_checks(spec, state, record, rng)
    result = state.result()
    _check(len(result.scores) == num_players, "result() must give one score per seat")
    json.dumps(result.to_json())
    return state
