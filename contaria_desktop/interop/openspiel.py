"""Every registered engine as an OpenSpiel game (issue 17). See docs/openspiel.md.

Importing this module registers each game of the engine registry
(:func:`~contaria_desktop.engines.core.all_specs`) with ``pyspiel.register_game`` as
``python_<game id>`` (``python_contaria``, ``python_charlatao``, ...), loadable with
``pyspiel.load_game(name)`` or ``pyspiel.load_game(name, {"players": 4, ...})``. Needs the
``openspiel`` extra (``pip install 'contaria-desktop[openspiel]'``); the app never imports it.

What OpenSpiel sees (each point is documented in docs/openspiel.md):

- **Game type**: sequential, imperfect information, general-sum, explicit chance, terminal
  rewards; information-state and observation *strings* (no tensors).
- **Parameters**: ``players`` (the engine's seat range, default its minimum), ``seed`` (the
  first deal number, default 0), ``deals`` (how many deal numbers the opening chance node
  chooses among, default 65536), ``data`` (the rules data the game runs on, issue 14: the JSON
  text of an override ``{"dotted key": value}`` as in the app's ``overrides/<game>.json``,
  validated against the game's schema; ``""``, the default: the shipped data) and every engine option (bools and whole numbers as such,
  ``choice`` options as text: ``first_player="random"``; a whole-number choice is written
  ``n<value>``, ``first_player="n2"`` (seats count from 0), so OpenSpiel's game string, which
  reads ``first_player=2`` back as a number, round-trips).
- **Chance**: one chance node opens the game and picks deal number ``seed + k`` (``k`` uniform
  in ``0 .. deals-1``); the engine then deals *itself* from that number, and every later random
  event (re-deals, draws) comes from the engine's own seeded generator, hidden inside the state
  like the order of a shuffled deck. So a game played here is exactly the app's game with that
  deal number, and the record replays it.
- **Actions**: the fixed encoding of :mod:`.encoding`; ``action_to_string`` gives the engine's
  action type and arguments (``"place card=c07 tale=2"``).
- **Observation string** of seat *p*: canonical JSON of ``view(p)``. **Information state
  string**: *p*'s own history — a chained digest of its first view, then per decision the
  action *p* took (if it was *p*'s) and the events the engine showed *p* (its log), and the
  current ``view(p)``. Never the full state.
- **Returns**: :func:`contaria_desktop.bots.payoffs` of ``result()`` (a win shared by *k*
  winners is ``1/k``; a non-seat winner takes its share, so alone it leaves every seat at 0).
- **max_game_length**: the engine's ``GameSpec.max_decisions`` (the conformance suite holds every
  playout to it).
- **resample_from_infostate** (for OpenSpiel's IS-MCTS): the bots' information-set sampler
  (:func:`contaria_desktop.bots.make_sampler`): hidden identities re-dealt through the engine's
  knowledge model and the generator reseeded.
- **Serialization**: OpenSpiel serializes a Python state as its action history plus its Python
  attributes; ours hold one object whose serial form is JSON text: the engine's
  :class:`~contaria_desktop.engines.core.GameRecord` (game, players, options, deal number,
  actions), replayed on load (a resampled world, which no record reaches, carries the engine's
  own ``to_json`` instead).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Mapping

import numpy as np
import pyspiel

from contaria_desktop.bots import make_sampler, payoffs
from contaria_desktop.engines.core import (Action, Event, GameRecord, GameSpec, OptionSpec, State,
                                           all_specs, canonical_json, get_spec)

from .encoding import ActionCodec, codec_for

#: ``python_<game id>``
PREFIX = "python_"
#: how many deal numbers the opening chance node picks among, by default
DEFAULT_DEALS = 1 << 16
#: format tag of the serial form (:meth:`_Core.to_text`)
SERIAL_FORMAT = 1


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a game: ``"python_" + game_id``."""
    return PREFIX + game_id


# ----- parameters -------------------------------------------------------------------------

def _choice_text(choice: Any) -> str:
    """A choice as an OpenSpiel text parameter: ``"n2"`` for the whole number 2 (a bare
    ``"2"`` would be read back from the game string as a number, of the wrong type)."""
    if isinstance(choice, int) and not isinstance(choice, bool):
        return f"n{choice}"
    return str(choice)


def _param_default(opt: OptionSpec) -> Any:
    if opt.kind == "choice":
        return _choice_text(opt.default)
    return opt.default


def _option_value(opt: OptionSpec, value: Any) -> Any:
    """An OpenSpiel parameter value back to the engine's option value (``choice`` options are
    passed as text); raises ``ValueError`` naming the option and its choices."""
    if opt.kind == "choice":
        for choice in opt.choices:
            if _choice_text(choice) == str(value):
                return choice
        raise ValueError(f"option {opt.name!r} must be one of "
                         f"{', '.join(_choice_text(c) for c in opt.choices)}; got {value!r}")
    if opt.kind == "bool":
        return bool(value)
    return int(value)


def parameter_specification(spec: GameSpec) -> dict[str, Any]:
    """The game's OpenSpiel parameters and their defaults (see the module docstring)."""
    params: dict[str, Any] = {"players": spec.min_players, "seed": 0, "deals": DEFAULT_DEALS, "data": ""}
    for opt in spec.options:
        if opt.name in params:
            raise ValueError(f"{spec.id}: option {opt.name!r} clashes with an OpenSpiel parameter")
        params[opt.name] = _param_default(opt)
    return params


def data_value(spec: GameSpec, text: Any) -> dict[str, Any]:
    """The ``data`` parameter (JSON text of a rules-data override; ``""``: the shipped data) as
    the validated override the engine runs on. Raises ``ValueError`` (not JSON, not an object)
    or the schema's ``DataOverrideError`` (a ``ValueError`` naming the key)."""
    if isinstance(text, Mapping):
        raw: Any = dict(text)
    elif not str(text or "").strip():
        return {}
    else:
        try:
            raw = json.loads(str(text))
        except json.JSONDecodeError as err:
            raise ValueError(f"'data' must be the JSON text of a rules-data override: {err}") from None
    if not isinstance(raw, dict):
        raise ValueError("'data' must be a JSON object of {\"dotted key\": value}")
    return spec.validate_data(raw)


def game_type(spec: GameSpec) -> pyspiel.GameType:
    """The :class:`pyspiel.GameType` of an engine."""
    return pyspiel.GameType(
        short_name=short_name(spec.id),
        long_name=f"Contária Desktop engine: {spec.id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification=parameter_specification(spec),
    )


# ----- the game -----------------------------------------------------------------------------

class EngineGame(pyspiel.Game):
    """One engine as an OpenSpiel game, for ``players`` seats with the given options.

    Raises ``ValueError`` / the engine's ``OptionError`` for a bad player count, option or
    ``deals`` (< 1)."""

    def __init__(self, spec: GameSpec, params: Mapping[str, Any] | None = None) -> None:
        defaults = parameter_specification(spec)
        given = dict(params or {})
        unknown = sorted(set(given) - set(defaults))
        if unknown:
            raise ValueError(f"{short_name(spec.id)} has no parameter {unknown[0]!r}")
        values = {**defaults, **given}
        self.spec = spec
        self.data = data_value(spec, values["data"])
        self.codec: ActionCodec = codec_for(spec.id, self.data)
        self.num_seats = spec.check_players(int(values["players"]))
        self.seed_base = int(values["seed"])
        self.deals = int(values["deals"])
        if self.seed_base < 0 or self.deals < 1:
            raise ValueError("'seed' must be >= 0 and 'deals' >= 1")
        self.options = spec.resolve_options({o.name: _option_value(o, values[o.name]) for o in spec.options})
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.size,
            max_chance_outcomes=self.deals,
            num_players=self.num_seats,
            min_utility=0.0,
            max_utility=1.0,
            max_game_length=spec.max_decisions,
        )
        super().__init__(game_type(spec), info, values)

    def new_initial_state(self) -> "EngineState":
        """The state before the deal (a chance node)."""
        return EngineState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> "EngineObserver":
        """Perfect recall → the information-state observer, else the observation (view) one."""
        if isinstance(iig_obs_type, Mapping):   # called as make_py_observer(params)
            iig_obs_type = None
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return EngineObserver(recall)

    def state_from_record(self, record: GameRecord) -> "EngineState":
        """An OpenSpiel state at the end of ``record`` (a game from a deal number, with the same
        game, players and options as this game). When the deal number is one the chance node
        can pick, the history starts with that chance outcome; otherwise the deal is made
        directly and the history holds only the decisions. Raises ``ValueError`` on a
        mismatch, a record from a hand-written position, or an action that is not legal."""
        if (record.game != self.spec.id or record.num_players != self.num_seats
                or dict(record.options) != self.options):
            raise ValueError(f"the record is a {record.num_players}-player {record.game} game with other "
                             f"options, not this {self.num_seats}-player {self.spec.id} game")
        if dict(record.data) != self.data:
            raise ValueError("the record ran on other rules data than this game's 'data' (load the game "
                             "with the record's data_overrides)")
        if record.position is not None:
            raise ValueError("a record from a hand-written position has no deal number")
        state = EngineState(self)
        deal = record.seed or 0
        if 0 <= deal - self.seed_base < self.deals:
            state.apply_action(deal - self.seed_base)
        else:
            state._core.deal(deal, self.options)
        for a in record.actions:
            state.apply_action(self.codec.encode(a))
        return state


# ----- the state's data (what OpenSpiel copies and serializes) -------------------------------

def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class _Step:
    """One logged decision: who took it, the action, the events (their JSON made once, on first
    use, and shared by every copy of the state)."""

    __slots__ = ("actor", "action", "events", "_texts")

    def __init__(self, actor: int | None, action: Action, events: list[Event]) -> None:
        self.actor = actor
        self.action = action
        self.events = events
        self._texts: tuple[str, list[tuple[Any, str]]] | None = None

    def texts(self) -> tuple[str, list[tuple[Any, str]]]:
        if self._texts is None:
            self._texts = (canonical_json(self.action.to_json()),
                           [(e.visible_to, canonical_json(e.to_json())) for e in self.events])
        return self._texts


class _Core:
    """The Python-side data of one :class:`EngineState`: the engine state, the record of the
    game, each seat's information trail. OpenSpiel deep-copies it on ``clone()`` (an engine
    clone) and pickles it on ``serialize()`` — as JSON text only (``__reduce__``)."""

    def __init__(self, game_id: str, num_players: int, options: dict[str, Any], seed_base: int = 0,
                 deals: int = DEFAULT_DEALS, data: Mapping[str, Any] | None = None) -> None:
        self.game_id = game_id
        self.data: dict[str, Any] = dict(data or {})   # the rules-data override in force
        self.seed_base = seed_base
        self.deals = deals
        self.num_players = num_players
        self.options = options
        self.deal_number: int | None = None
        self.engine: State | None = None
        self.actions: list[Action] = []
        self.trails = [""] * num_players   # folded up to log[cursor[p]] (see trail())
        self.seen = [0] * num_players
        self.cursor = [0] * num_players
        self.log: list[_Step] = []
        self.resampled = False
        self.legal: tuple[list[int], dict[int, Action]] | None = None
        self.texts: dict[Any, str] = {}   # strings of this position (views, __str__); never copied

    def changed(self) -> None:
        """Forget what was computed for the previous position."""
        self.legal = None
        self.texts = {}

    # -- play
    def deal(self, number: int, options: dict[str, Any]) -> None:
        spec = get_spec(self.game_id)
        self.deal_number = number
        self.engine = spec.new_game(self.num_players, number, options, data=self.data)
        # each seat's first observation: what it is dealt (its first view)
        self.trails = [_digest(canonical_json(["deal", self.engine.view(p)])) for p in range(self.num_players)]
        self.seen = [1] * self.num_players
        self.changed()

    def apply(self, action: Action) -> None:
        engine = self.engine
        assert engine is not None
        actor = engine.current_player
        events = engine.apply(action)
        self.actions.append(action)
        self.changed()
        self.observe(actor, action, events)

    def observe(self, actor: int | None, action: Action, events: list[Event]) -> None:
        """Log one decision for the trails (folded lazily, :meth:`trail`): random playouts that
        never ask for an information state pay only this append."""
        self.log.append(_Step(actor, action, events))

    def trail(self, p: int) -> tuple[int, str]:
        """``(observations, digest)`` of seat ``p``: its trail with every logged decision folded
        in — its own action, and the events the engine showed it (a decision after which ``p``
        saw nothing and did nothing leaves the trail as it was)."""
        trail, seen = self.trails[p], self.seen[p]
        for step in self.log[self.cursor[p]:]:
            own_text, texts = step.texts()
            shown = [t for vis, t in texts if vis is None or p in vis]
            if step.actor != p and not shown:
                continue
            own = own_text if step.actor == p else "null"
            trail = _digest(f"{trail}|{own}|[{','.join(shown)}]")
            seen += 1
        self.trails[p], self.seen[p], self.cursor[p] = trail, seen, len(self.log)
        return seen, trail

    # -- copies
    def __deepcopy__(self, memo: dict) -> "_Core":
        out = _Core.__new__(_Core)
        out.game_id = self.game_id
        out.data = self.data   # never changed in place
        out.seed_base = self.seed_base
        out.deals = self.deals
        out.num_players = self.num_players
        out.options = dict(self.options)
        out.deal_number = self.deal_number
        out.engine = None if self.engine is None else self.engine.clone()
        out.actions = list(self.actions)
        out.trails = list(self.trails)
        out.seen = list(self.seen)
        out.cursor = list(self.cursor)
        out.log = list(self.log)   # the steps are shared: they never change
        out.resampled = self.resampled
        out.legal = self.legal
        out.texts = {}
        return out

    def record(self) -> GameRecord:
        """The game so far as the engine's :class:`GameRecord`."""
        spec = get_spec(self.game_id)
        rec = GameRecord.start(self.game_id, self.num_players, self.deal_number or 0, self.options, data=self.data)
        rec.actions = list(self.actions)
        rec.rules_digest = spec.rules_digest(self.data)
        return rec

    def to_text(self) -> str:
        """The serial form: JSON text of the record (or, for a resampled world, the engine's
        own ``to_json``) and the seats' trails."""
        for p in range(self.num_players):
            self.trail(p)
        data: dict[str, Any] = {
            "format": SERIAL_FORMAT, "game": self.game_id, "num_players": self.num_players,
            "options": self.options, "seed_base": self.seed_base, "deals": self.deals, "trails": self.trails, "seen": self.seen,
            "data": self.data,
            "record": None if self.deal_number is None else self.record().to_json(),
            "state": self.engine.to_json() if (self.resampled and self.engine is not None) else None,
        }
        return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_text(cls, text: str) -> "_Core":
        """Inverse of :meth:`to_text`; raises ``ValueError`` (bad text) or the engine's
        ``StateFormatError`` / ``ReplayError``."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != SERIAL_FORMAT:
            raise ValueError("not a serialized Contária Desktop OpenSpiel state")
        core = cls(data["game"], int(data["num_players"]), dict(data["options"]), int(data["seed_base"]),
                   int(data["deals"]), get_spec(data["game"]).validate_data(data.get("data") or {}))
        rec = data.get("record")
        if rec is not None:
            record = GameRecord.from_json(rec)
            core.deal_number = record.seed
            core.actions = list(record.actions)
            spec = get_spec(core.game_id)
            if data.get("state") is not None:
                core.engine = spec.state_class.from_json(data["state"])
                core.resampled = True
            else:
                core.engine = record.replay()
        core.trails = [str(t) for t in data["trails"]]
        core.seen = [int(n) for n in data["seen"]]
        core.cursor = [0] * core.num_players
        core.log = []
        return core

    def __reduce__(self):
        return (_core_from_text, (self.to_text(),))


def _core_from_text(text: str) -> _Core:
    """Unpickling hook of :class:`_Core` (its pickle holds only this JSON text)."""
    return _Core.from_text(text)


# ----- the state ---------------------------------------------------------------------------

class EngineState(pyspiel.State):
    """An OpenSpiel state wrapping one engine state (``self.engine()``; ``None`` before the
    deal). Every method follows the OpenSpiel contract; see the module docstring."""

    def __init__(self, game: EngineGame) -> None:
        super().__init__(game)
        self._core = _Core(game.spec.id, game.num_seats, dict(game.options), game.seed_base, game.deals, game.data)

    # -- access for tools
    def engine(self) -> State | None:
        """The engine state (do not mutate it: use ``apply_action``)."""
        return self._core.engine

    def record(self) -> GameRecord:
        """The game so far as a :class:`GameRecord` (``ValueError`` before the deal or for a
        resampled world, which no record reaches)."""
        if self._core.engine is None or self._core.resampled:
            raise ValueError("no record: the deal is not made or this is a resampled world")
        return self._core.record()

    # -- OpenSpiel API
    def current_player(self) -> int:
        core = self._core
        if core.engine is None:
            return pyspiel.PlayerId.CHANCE
        if core.engine.is_terminal:
            return pyspiel.PlayerId.TERMINAL
        return int(core.engine.current_player)

    def _legal(self) -> tuple[list[int], dict[int, Action]]:
        core = self._core
        if core.legal is None:
            codec = codec_for(core.game_id, core.data)   # the payments of the data in force
            by_code = {codec.encode(a): a for a in core.engine.legal_actions()}
            core.legal = (sorted(by_code), by_code)
        return core.legal

    def _legal_actions(self, player: int) -> list[int]:
        core = self._core
        if core.engine is None or core.engine.is_terminal or player != core.engine.current_player:
            return []
        return list(self._legal()[0])

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._core.engine is not None:
            return []
        deals = self._core.deals
        p = 1.0 / deals
        return [(k, p) for k in range(deals)]

    def _apply_action(self, action: int) -> None:
        core = self._core
        if core.engine is None:
            if not 0 <= action < core.deals:
                raise ValueError(f"deal outcome {action} is outside 0..{core.deals - 1}")
            core.deal(core.seed_base + action, core.options)
            return
        legal = self._legal()[1]
        chosen = legal.get(action)
        if chosen is None:
            raise ValueError(f"action {action} ({self._action_to_string(self.current_player(), action)}) "
                             "is not legal now")
        core.apply(chosen)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {self._core.seed_base + action}"
        return codec_for(self._core.game_id, self._core.data).to_string(action)

    def is_terminal(self) -> bool:
        return self._core.engine is not None and self._core.engine.is_terminal

    def returns(self) -> list[float]:
        core = self._core
        if core.engine is None or not core.engine.is_terminal:
            return [0.0] * core.num_players
        return payoffs(core.engine.result(), core.num_players)

    def resample_from_infostate(self, player_id: int, probability_sampler) -> "EngineState":
        """A state ``player_id`` cannot tell from this one, drawn with the bots' sampler
        (:func:`contaria_desktop.bots.make_sampler`): the identities the seat does not know are
        re-dealt and the engine's generator reseeded. ``probability_sampler()`` gives a float
        in [0, 1) (e.g. ``pyspiel.UniformProbabilitySampler``); the draw is a function of it."""
        out = self.clone()
        core = self._core
        if core.engine is None or core.engine.is_terminal:
            return out
        seed = int(float(probability_sampler()) * (1 << 53))
        out._core.engine = make_sampler(core.engine, player_id)(seed)
        out._core.resampled = True
        out._core.changed()
        return out

    def __str__(self) -> str:
        core = self._core
        if core.engine is None:
            return f"{core.game_id}: deal pending"
        text = core.texts.get("str")
        if text is None:
            text = core.texts["str"] = canonical_json(core.engine.to_json())
        return text

    # -- strings the observer reads
    def _view_text(self, player: int) -> str:
        core = self._core
        text = core.texts.get(player)
        if text is None:
            text = core.texts[player] = canonical_json(core.engine.view(player))
        return text

    def observation_text(self, player: int) -> str:
        """Canonical JSON of ``view(player)`` (``"deal pending"`` before the deal)."""
        core = self._core
        if core.engine is None:
            return "deal pending"
        return self._view_text(player)

    def information_text(self, player: int) -> str:
        """``player``'s information state: its trail (first view, own actions, events it was
        shown) and its current view."""
        core = self._core
        if core.engine is None:
            return f"seat {player}; deal pending"
        seen, trail = core.trail(player)
        return (f"seat {player}; observations {seen}; trail {trail}; "
                f"view {self._view_text(player)}")


class EngineObserver:
    """OpenSpiel's Python observer protocol: strings only (``tensor`` is an empty array)."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: EngineState, player: int) -> None:
        """No tensor to fill."""

    def string_from(self, state: EngineState, player: int) -> str:
        if self.perfect_recall:
            return state.information_text(player)
        return state.observation_text(player)


# ----- registration ----------------------------------------------------------------------

REGISTERED: dict[str, str] = {}
#: games of the registry left out (no action encoding yet): ``{game id: reason}``
SKIPPED: dict[str, str] = {}


def register_all() -> dict[str, str]:
    """Register every engine of the registry that has an action encoding (idempotent).
    Returns ``{game id: short name}``; games without an encoding are listed in
    :data:`SKIPPED`."""
    known = set(pyspiel.registered_names())
    for spec in all_specs():
        if spec.id in REGISTERED:
            continue
        try:
            codec_for(spec.id)
        except KeyError:
            SKIPPED[spec.id] = "no action encoding in contaria_desktop/interop/encoding.py"
            continue
        name = short_name(spec.id)
        if name not in known:
            pyspiel.register_game(game_type(spec), _factory(spec))
        REGISTERED[spec.id] = name
    return dict(REGISTERED)


#: the registered game classes (one :class:`EngineGame` subclass per game), by game id
GAME_CLASSES: dict[str, type] = {}


def _factory(spec: GameSpec) -> type:
    """A subclass of :class:`EngineGame` bound to ``spec``, called by OpenSpiel as
    ``cls(params)``. A class, not a closure: OpenSpiel's registry keeps its creator until the
    C++ runtime exits, after Python's; a class stays referenced by its own MRO and is not freed
    during Python's shutdown, whereas freeing a closure then aborts the interpreter
    ("PyThreadState_Get: the function must be called with the GIL held")."""
    cls = GAME_CLASSES.get(spec.id)
    if cls is None:
        def __init__(self, params=None, _spec=spec) -> None:
            EngineGame.__init__(self, _spec, params)
        cls = GAME_CLASSES[spec.id] = type(f"EngineGame_{spec.id}", (EngineGame,), {"__init__": __init__})
    return cls


def load(game_id: str, **params: Any) -> EngineGame:
    """``pyspiel.load_game("python_<game_id>", params)`` with plain Python values."""
    register_all()
    return pyspiel.load_game(short_name(game_id), dict(params))


register_all()

__all__ = ["DEFAULT_DEALS", "EngineGame", "EngineObserver", "EngineState", "PREFIX", "REGISTERED", "data_value",
           "SKIPPED", "game_type", "load", "parameter_specification", "register_all", "short_name"]
