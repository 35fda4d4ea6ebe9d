"""Game specifications (:class:`GameSpec`, :class:`OptionSpec`) and the registry."""

from __future__ import annotations

import hashlib
import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from . import plugins
from .errors import OptionError, UnknownGame

if TYPE_CHECKING:  # pragma: no cover
    from .gamedata import DataSchema
    from .match import MatchRules
    from .state import State


@dataclass(frozen=True)
class OptionSpec:
    """One declared option of a game.

    - ``name``: the key in the options dict (``"mode"``).
    - ``kind``: ``"bool"``, ``"choice"`` or ``"int"``.
    - ``default``: used when the option is not given.
    - ``choices``: the allowed values of a ``"choice"`` option.
    - ``minimum`` / ``maximum``: bounds of an ``"int"`` option.
    - ``label_key`` / ``help_key``: message keys the UI translates.
    - ``players``: the player counts the option applies to (empty: all counts). For the
      others the engine ignores it and the New Game dialog disables its widget.
    - ``depends_on``: ``(other option, value)``: the option matters only while the other
      option has that value (e.g. Contária's ``book_until_leader`` needs ``mode`` =
      ``book_of_tales``); ``None``: always.

    Raises ``ValueError`` on construction when the spec itself is inconsistent (a bad kind,
    a default the option would refuse, a player count below 1); :class:`GameSpec` checks
    ``players`` against its seat range and ``depends_on`` against its other options.
    - ``choice_keys``: message keys of the labels of ``choices``, in the same order (empty:
      ``"<game>.choice.<name>.<value>"``, see :meth:`choice_key`); every choice has a label
      (tests/i18n/test_no_english.py checks every registered game).
    """

    name: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    label_key: str = ""
    help_key: str = ""
    players: tuple[int, ...] = ()
    depends_on: tuple[str, Any] | None = None
    choice_keys: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "choice", "int"):
            raise ValueError(f"option {self.name!r}: unknown kind {self.kind!r}")
        if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in self.players):
            raise ValueError(f"option {self.name!r}: 'players' must list player counts")
        object.__setattr__(self, "players", tuple(sorted(set(self.players))))
        if self.depends_on is not None and (
                not isinstance(self.depends_on, tuple) or len(self.depends_on) != 2
                or not isinstance(self.depends_on[0], str) or self.depends_on[0] == self.name):
            raise ValueError(f"option {self.name!r}: 'depends_on' must be (another option, value)")
        try:
            self.validate(self.default)
        except OptionError as err:
            raise ValueError(f"option {self.name!r}: bad default: {err}") from None

    def applies(self, num_players: int, options: Mapping[str, Any] | None = None) -> bool:
        """Whether the option matters for ``num_players`` seats with these (other) option
        values: ``num_players`` is in ``players`` (or ``players`` is empty) and, when
        ``depends_on`` is set, ``options`` gives the other option the required value (an
        absent value does not, so pass resolved options)."""
        if self.players and num_players not in self.players:
            return False
        if self.depends_on is not None:
            other, wanted = self.depends_on
            return (options or {}).get(other) == wanted
        return True

    def choice_key(self, game_id: str, value: Any) -> str:
        """Message key of the label of choice ``value`` (a ``choice`` option): its entry in
        ``choice_keys``, else ``"<game_id>.choice.<name>.<value>"``."""
        if self.choice_keys and value in self.choices:
            return self.choice_keys[self.choices.index(value)]
        return f"{game_id}.choice.{self.name}.{value}"

    def validate(self, value: Any) -> Any:
        """Return ``value`` if acceptable, else raise :class:`OptionError` naming the option."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r} must be true or false, got {value!r}",
                                  "option.bad_bool", option=self.name, value=repr(value))
        elif self.kind == "choice":
            if value not in self.choices:
                raise OptionError(
                    f"option {self.name!r} must be one of {', '.join(map(str, self.choices))}; got {value!r}",
                    "option.bad_choice", option=self.name, value=repr(value))
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionError(f"option {self.name!r} must be a whole number, got {value!r}",
                                  "option.bad_int", option=self.name, value=repr(value))
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum):
                raise OptionError(
                    f"option {self.name!r} must be between {self.minimum} and {self.maximum}, got {value}",
                    "option.out_of_range", option=self.name, value=value)
        return value


@dataclass(frozen=True)
class GameSpec:
    """What the app needs to know about a game before a state exists.

    - ``id``: stable identifier used in saves (``"contaria"``).
    - ``name_key``: message key of the display name.
    - ``min_players`` / ``max_players``: inclusive seat range.
    - ``options``: declared :class:`OptionSpec` tuple.
    - ``max_decisions``: documented upper bound on decisions in one game; the conformance
      suite fails a playout that exceeds it.
    - ``state_class``: the engine's :class:`~.state.State` subclass.
    - ``match_rules``: optional series rules (Contária's Book of Tales), see :mod:`.match`.
    - ``rules_files``: names of data files the digest covers (for information).
    - ``data_schema``: the game's editable data (:class:`~.gamedata.DataSchema`), or None.
    """

    id: str
    name_key: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    max_decisions: int
    state_class: type["State"]
    match_rules: "MatchRules | None" = None
    rules_files: tuple[str, ...] = field(default_factory=tuple)
    data_schema: "DataSchema | None" = None

    def __post_init__(self) -> None:
        names = [o.name for o in self.options]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.id}: an option is declared twice")
        for opt in self.options:
            bad = [n for n in opt.players if not self.min_players <= n <= self.max_players]
            if bad:
                raise ValueError(f"{self.id}: option {opt.name!r} names player count {bad[0]}, "
                                 f"outside {self.min_players}-{self.max_players}")
            if opt.depends_on is not None:
                other, wanted = opt.depends_on
                if other not in names:
                    raise ValueError(f"{self.id}: option {opt.name!r} depends on unknown option {other!r}")
                try:
                    self.option(other).validate(wanted)
                except OptionError as err:
                    raise ValueError(f"{self.id}: option {opt.name!r} depends on a value {other!r} "
                                     f"cannot take: {err}") from None

    def option(self, name: str) -> OptionSpec:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise OptionError(f"{self.id} has no option {name!r}", "option.unknown", option=name)

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and validate. Raises :class:`OptionError` on an unknown option or bad
        value. Returns a new dict with every declared option."""
        options = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            out[opt.name] = opt.validate(options.pop(opt.name, opt.default))
        if options:
            name = sorted(options)[0]
            raise OptionError(f"{self.id} has no option {name!r}", "option.unknown", option=name)
        return out

    def check_players(self, num_players: Any) -> int:
        """Return ``num_players`` if it is in range, else raise :class:`OptionError`."""
        if not isinstance(num_players, int) or isinstance(num_players, bool) or not (
            self.min_players <= num_players <= self.max_players):
            raise OptionError(
                f"{self.id} is for {self.min_players} to {self.max_players} players, not {num_players!r}",
                "option.bad_players", game=self.id, players=repr(num_players),
                min=self.min_players, max=self.max_players)
        return num_players

    def new_game(self, num_players: int, seed: int = 0, options: Mapping[str, Any] | None = None,
                 data: Mapping[str, Any] | None = None) -> "State":
        """A fresh game. ``data``: a partial override of the editable rules data
        (``{dotted key: value}``, issue 14), kept in the state so clones, saves and replays
        run on it. Raises :class:`OptionError` for a bad player count or option and
        :class:`~.gamedata.DataOverrideError` for an override the schema refuses."""
        n = self.check_players(num_players)
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise OptionError(f"the deal number must be a non-negative whole number, not {seed!r}",
                              "option.bad_seed", seed=repr(seed))
        overrides = self.validate_data(data)
        if overrides:
            return self.state_class.new_game(n, seed, self.resolve_options(options), data=overrides)
        return self.state_class.new_game(n, seed, self.resolve_options(options))

    def validate_data(self, data: Mapping[str, Any] | None) -> dict[str, Any]:
        """The clean override (``{}`` for none or the shipped values); raises
        :class:`~.gamedata.DataOverrideError` (a game without a schema accepts no override)."""
        if not data:
            return {}
        if self.data_schema is None:
            from .gamedata import DataOverrideError
            raise DataOverrideError(f"{self.id} has no editable data", "data.unknown_key", field=str(next(iter(data)))[:80])
        return self.data_schema.validate(data)

    def rules_digest(self, data: Mapping[str, Any] | None = None) -> str:
        """Digest of the rules data this engine runs on (see ``State.rules_digest``), covering
        an override ``data`` (already validated; none: the shipped data's digest, unchanged)."""
        base = self.state_class.rules_digest()
        if not data:
            return base
        from .gamedata import override_digest
        return hashlib.sha256(f"{base}+{override_digest(data)}".encode()).hexdigest()


_REGISTRY: dict[str, GameSpec] = {}

def register(spec: GameSpec) -> GameSpec:
    """Add ``spec`` to the registry (idempotent for the same object)."""
    existing = _REGISTRY.get(spec.id)
    if existing is not None and existing is not spec:
        raise ValueError(f"game id {spec.id!r} registered twice")
    _REGISTRY[spec.id] = spec
    return spec


def load_engines() -> None:
    """Import every installed game's engine: the engines are found through the games'
    plug-ins (the ``contaria_desktop.games`` entry points, :mod:`.plugins`), each of which
    imports its engine package (``plugin.engine_module``), which registers its ``GAME``.

    A game whose plug-in or engine fails to import is left out (recorded in
    :func:`.plugins.load_errors`), never raised."""
    for game_id, plugin in plugins.load_plugins().items():
        module = getattr(plugin, "engine_module", None)
        if not module or game_id in _REGISTRY:
            continue
        try:
            importlib.import_module(module)
        except Exception as err:  # noqa: BLE001 - one broken engine must not hide the others
            plugins.record_error(game_id, module, err)


def get_spec(game_id: str) -> GameSpec:
    """The registered spec for ``game_id``; raises :class:`UnknownGame`."""
    load_engines()
    try:
        return _REGISTRY[game_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise UnknownGame(f"unknown game {game_id!r} (known: {known})", "game.unknown",
                          game=str(game_id)) from None


def all_specs() -> list[GameSpec]:
    """Every registered spec, sorted by id."""
    load_engines()
    return [_REGISTRY[k] for k in sorted(_REGISTRY)]
