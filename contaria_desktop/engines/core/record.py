""":class:`GameRecord`: a game as data (game id, options, seats, seed or starting position,
actions, rules digest). Replaying it reproduces the state exactly - the "parameters + action
history" lesson from OpenSpiel (its issue #1277)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .errors import IllegalAction, StateFormatError
from .records import Action
from .spec import get_spec
from .state import State


@dataclass
class Seat:
    """A seat at the table: display ``name`` and ``kind`` (``"human"`` or a bot id)."""

    name: str
    kind: str = "human"

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}

    @classmethod
    def from_json(cls, data: Any) -> "Seat":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise StateFormatError(f"bad seat {data!r:.60}", "record.bad_seat")
        kind = data.get("kind", "human")
        if not isinstance(kind, str):
            raise StateFormatError(f"bad seat kind {kind!r:.60}", "record.bad_seat")
        return cls(data["name"], kind)


class ReplayError(StateFormatError):
    """Replaying a record failed; ``index`` is the 0-based number of the failing action."""

    def __init__(self, message: str, index: int, reason: str) -> None:
        super().__init__(message, "record.replay_failed", index=index, reason=reason)
        self.index = index
        self.reason = reason


@dataclass
class GameRecord:
    """A whole game as data.

    - ``game``: registered game id; ``num_players``: seat count.
    - ``options``: resolved options dict.
    - ``seats``: list of :class:`Seat` (length ``num_players``).
    - ``seed``: the deal number, or ``None`` when the game starts from ``position``.
    - ``position``: an engine position (see ``State.from_position``) or ``None``.
    - ``actions``: decisions in order.
    - ``rules_digest``: digest of the rules data the actions were taken under.
    - ``data``: the rules-data override the game ran on (``{dotted key: value}``, issue 14;
      ``{}``: the shipped data). Saved only when not empty, so a record without overrides
      is written exactly as before; a game is replayed on its own data anywhere.
    """

    game: str
    num_players: int
    options: dict[str, Any]
    seats: list[Seat]
    seed: int | None = 0
    position: dict[str, Any] | None = None
    actions: list[Action] = field(default_factory=list)
    rules_digest: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def start(cls, game: str, num_players: int, seed: int | None = 0,
              options: Mapping[str, Any] | None = None, seats: list[Seat] | None = None,
              position: dict[str, Any] | None = None, data: Mapping[str, Any] | None = None) -> "GameRecord":
        """A new record; validates the game, player count, options and data override (raises
        :class:`~.errors.OptionError` / :class:`~.errors.UnknownGame` /
        :class:`~.gamedata.DataOverrideError`)."""
        spec = get_spec(game)
        spec.check_players(num_players)
        opts = spec.resolve_options(options)
        seats = seats or [Seat(f"Player {i + 1}") for i in range(num_players)]
        if len(seats) != num_players:
            raise StateFormatError("one seat per player is needed", "record.bad_seats")
        overrides = spec.validate_data(data)
        return cls(game, num_players, opts, list(seats), seed, position, [], spec.rules_digest(overrides),
                   overrides)

    def initial_state(self) -> State:
        """The state before the first action."""
        spec = get_spec(self.game)
        if self.position is not None:
            return spec.state_class.from_position(self.position)
        return spec.new_game(self.num_players, self.seed or 0, self.options, data=self.data)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all by default).

        Raises :class:`ReplayError` naming the first action that is not legal."""
        state = self.initial_state()
        for i, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except IllegalAction as err:
                raise ReplayError(f"action {i + 1} is not legal: {err.reason}", i, err.reason) from None
        return state

    def to_json(self) -> dict[str, Any]:
        out = {
            "game": self.game,
            "num_players": self.num_players,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "position": self.position,
            "actions": [a.to_json() for a in self.actions],
            "rules_digest": self.rules_digest,
        }
        if self.data:
            out["data_overrides"] = dict(self.data)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        """Read a record; raises :class:`~.errors.StateFormatError` (or subclasses) with a
        message naming the bad field."""
        if not isinstance(data, dict):
            raise StateFormatError("a game record must be a JSON object", "record.not_object")
        try:
            game = data["game"]
            n = data["num_players"]
            options = data.get("options") or {}
            seats = [Seat.from_json(s) for s in data.get("seats") or []]
            seed = data.get("seed")
            position = data.get("position")
            actions = [Action.from_json(a) for a in data.get("actions") or []]
            rules = data.get("rules_digest", "")
            overrides = data.get("data_overrides") or {}
        except (KeyError, TypeError, ValueError) as err:
            raise StateFormatError(f"bad game record: {err}", "record.bad") from None
        if not isinstance(game, str):
            raise StateFormatError("'game' must be a text id", "record.bad_game")
        if not isinstance(n, int) or isinstance(n, bool):
            raise StateFormatError("'num_players' must be a whole number", "record.bad_players")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise StateFormatError("'seed' must be a non-negative whole number", "record.bad_seed")
        if position is not None and not isinstance(position, dict):
            raise StateFormatError("'position' must be an object", "record.bad_position")
        if not isinstance(options, dict) or not isinstance(rules, str):
            raise StateFormatError("'options' must be an object", "record.bad_options")
        spec = get_spec(game)
        spec.check_players(n)
        options = spec.resolve_options(options)
        if seats and len(seats) != n:
            raise StateFormatError(f"{len(seats)} seats for {n} players", "record.bad_seats")
        seats = seats or [Seat(f"Player {i + 1}") for i in range(n)]
        try:
            overrides = spec.validate_data(overrides)
        except ValueError as err:
            raise StateFormatError(f"bad data_overrides: {err}", "record.bad_data") from None
        return cls(game, n, options, seats, seed, position, actions, rules, overrides)
