"""Playing one lab game and turning its result into CSV cells. Pure Python, no Qt.

A game is a function of the run's :class:`~.config.LabConfig` and its deal number only: the
deal is ``spec.new_game(players, seed, options)`` and seat ``s`` is played by
``make_bot(kind, seed * 16 + s)`` (the seeding of ``scripts/bot_strength.py``). Search bots get a
fixed-iteration budget (their ``DEFAULT_BUDGET.iterations``, no time limit) so a loaded machine,
a worker count or a cluster cannot change a single decision.

Game-specific columns, without naming any game:

1. an optional engine hook ``state.lab_columns() -> {"game": {name: scalar}, "seats": [{name:
   scalar}, ...]}`` (none of today's engines has it), else
2. the public ``Result``: ``entities`` become ``entity_<name>`` columns and ``details`` are read
   by shape: a scalar is a game column; a list with one scalar per seat (or a list of such
   lists, one per round, joined with ``+``) is a seat column; another short list of scalars is a
   game column joined with ``+``. A list that has one item per seat only by coincidence (Dark
   Tales' two settings at 2 players) is told apart by :func:`detail_shapes`, which plays one
   random game at another player count and sees whether the length follows the count.
"""

from __future__ import annotations

import time
from typing import Any, Mapping

from contaria_desktop.bots import Budget, RandomBot, make_bot, make_sampler, payoffs
from contaria_desktop.engines.core import Result, Rng, State, canonical_json

from .config import LabConfig

#: Longest game-level list (joined with "+") kept as a column; longer lists are left out.
MAX_JOINED = 8
SCALARS = (str, int, float, bool, type(None))


def bot_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s bot in deal ``seed``."""
    return seed * 16 + seat


def new_state(config: LabConfig, seed: int) -> State:
    """The deal ``seed`` of ``config`` (options: the run's with the variant's laid over; rules
    data: the variant's override, issue 14, carried by the state into clones and bots' samples)."""
    return config.spec().new_game(config.players, seed, config.game_options(), data=config.variant.data)


def _budget(bot) -> Budget | None:
    default = getattr(bot, "DEFAULT_BUDGET", None)
    return None if default is None else Budget(iterations=default.iterations or 200)


def _play(config: LabConfig, seed: int, actions: list[Any] | None = None) -> tuple[State, int, list[int]]:
    """Play deal ``seed`` to the end: ``(final state, decisions, decisions per seat)``; every
    action taken is appended to ``actions`` when given (:func:`game_actions`)."""
    state = new_state(config, seed)
    n = config.players
    bots = [make_bot(kind, bot_seed(seed, s)) for s, kind in enumerate(config.seats)]
    budgets = [_budget(b) for b in bots]
    seat_decisions = [0] * n
    decisions = 0
    # a random bot never reads the view: skip building it (its choice is the same)
    quick = [isinstance(b, RandomBot) for b in bots]
    while not state.is_terminal:
        seat = state.current_player
        legal = state.legal_actions()
        if quick[seat]:
            action = bots[seat].choose(None, legal)
        elif len(legal) == 1:
            action = legal[0]
        else:
            action = bots[seat].analyse(state.view(seat), legal, make_sampler(state, seat), budgets[seat]).action
        if actions is not None:
            actions.append(action)
        state.apply(action)
        decisions += 1
        seat_decisions[seat] += 1
    return state, decisions, seat_decisions


def play_game(config: LabConfig, seed: int) -> dict[str, Any]:
    """Play deal ``seed`` to the end; returns its JSON-safe record::

        {"seed", "decisions", "seat_decisions": [int], "scores": [num], "winners": [int|str],
         "payoffs": [float], "draw": bool, "game": {col: cell}, "seats": [{col: cell}], "seconds"}

    ``seconds`` is the only machine-dependent field (never written to games.csv)."""
    start = time.perf_counter()
    n = config.players
    state, decisions, seat_decisions = _play(config, seed)
    result = state.result()
    game_cols, seat_cols = columns(state, result, n, config.shapes)
    return {"seed": seed, "decisions": decisions, "seat_decisions": seat_decisions,
            "scores": [_num(x) for x in result.scores], "winners": list(result.winners),
            "payoffs": [round(p, 6) for p in payoffs(result, n)], "draw": bool(result.draw),
            "game": game_cols, "seats": seat_cols, "seconds": time.perf_counter() - start}


def game_actions(config: LabConfig, seed: int) -> list[Any]:
    """The actions of deal ``seed``, in order, played again exactly as the run played them (a
    game depends only on the configuration and its deal): what the lab window needs to open a
    simulated game in the replay window (``GameSession.new(game, players, seed, options)``
    with these actions applied). Each action is the engine's ``Action``."""
    actions: list[Any] = []
    _play(config, seed, actions)
    return actions


def _num(x: Any) -> Any:
    return int(x) if isinstance(x, float) and x.is_integer() else x


def _cell(value: Any) -> Any:
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return _num(value)
    return canonical_json(value)


def _per_seat(value: Any, n: int) -> list[Any] | None:
    """One cell per seat when ``value`` is a list of ``n`` scalars or a list of such lists."""
    if not isinstance(value, list) or not value:
        return None
    if len(value) == n and all(isinstance(v, SCALARS) for v in value):
        return [_cell(v) for v in value]
    if all(isinstance(r, list) and len(r) == n and all(isinstance(v, SCALARS) for v in r) for r in value):
        return ["+".join(str(_cell(r[s])) for r in value) for s in range(n)]
    return None


def columns(state: State, result: Result, n: int, shapes: Mapping[str, str] | None = None
            ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """``(game columns, [seat columns per seat])`` of a finished game (see the module doc)."""
    hook = getattr(state, "lab_columns", None)
    if callable(hook):
        got = hook()
        return ({k: _cell(v) for k, v in dict(got.get("game", {})).items()},
                [{k: _cell(v) for k, v in dict(row).items()} for row in got.get("seats", [{}] * n)])
    shapes = shapes or {}
    game: dict[str, Any] = {f"entity_{k}": _cell(v) for k, v in sorted(result.entities.items())}
    seats: list[dict[str, Any]] = [{} for _ in range(n)]
    for key, value in sorted(result.details.items()):
        per_seat = _per_seat(value, n) if shapes.get(key, "seat") == "seat" else None
        if per_seat is not None:
            for s in range(n):
                seats[s][key] = per_seat[s]
        elif isinstance(value, SCALARS):
            game[key] = _cell(value)
        elif isinstance(value, list) and len(value) <= MAX_JOINED and all(isinstance(v, SCALARS) for v in value):
            game[key] = "+".join(str(_cell(v)) for v in value)
    return game, seats


def _random_details(config: LabConfig, players: int) -> Mapping[str, Any]:
    st = config.spec().new_game(players, 0, config.game_options(), data=config.variant.data)
    rng = Rng(0)
    while not st.is_terminal:
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
    return st.result().details


def detail_shapes(config: LabConfig) -> dict[str, str]:
    """``{detail key: "seat" | "game"}`` for the lists in ``Result.details`` that have one item
    per seat at ``config.players``: "seat" when, in one random game at another player count, the
    key's list follows that count too (or is absent there), "game" when its length stays put.
    A game with one player count gets ``{}`` (every such list is taken per seat)."""
    spec = config.spec()
    n = config.players
    other = n + 1 if n + 1 <= spec.max_players else n - 1
    if other < spec.min_players or other == n:
        return {}
    here, there = _random_details(config, n), _random_details(config, other)
    out: dict[str, str] = {}
    for key, value in here.items():
        if _per_seat(value, n) is None:
            continue
        alt = there.get(key)
        if isinstance(alt, list) and _per_seat(alt, other) is None and len(alt) == len(value):
            out[key] = "game"
        else:
            out[key] = "seat"
    return out


def run_batch(config_text: str, seeds: list[int]) -> str:
    """Play ``seeds`` of the run described by ``config_text`` (``LabConfig.text()``); returns the
    canonical JSON list of game records. JSON text in and out: what crosses a process or the
    network is data, never a pickled object of ours."""
    import json
    config = LabConfig.from_json(json.loads(config_text))
    return canonical_json([play_game(config, s) for s in seeds])
