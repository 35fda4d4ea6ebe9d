"""The match layer: a series of games played as one record (Contária's Book of Tales).

A :class:`MatchRecord` holds the series options and one :class:`GameRecord` per game; the
engine's :class:`MatchRules` turns the finished games' results into standings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence

from .errors import StateFormatError
from .record import GameRecord, Seat
from .rng import Rng
from .spec import get_spec
from .state import Result


@dataclass(frozen=True)
class MatchStatus:
    """Standings of a series.

    - ``markers``: victory markers per seat (index = seat).
    - ``finished``: True when the series is decided.
    - ``winners``: seats that won the series (empty until finished).
    """

    markers: tuple[int, ...]
    finished: bool
    winners: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"markers": list(self.markers), "finished": self.finished, "winners": list(self.winners)}


class MatchRules(Protocol):
    """Engine-provided series rules."""

    def is_match(self, options: Mapping[str, Any]) -> bool:
        """True when these options ask for a series rather than one game."""

    def status(self, num_players: int, options: Mapping[str, Any], results: Sequence[Result]) -> MatchStatus:
        """Standings after ``results`` (finished games, in order)."""


@dataclass
class MatchRecord:
    """A series as one record: the first game's parameters plus every game record.

    Game *k* (0-based) is dealt with ``game_seed(k)``, derived from ``seed``, so the series
    replays exactly.
    """

    game: str
    num_players: int
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    games: list[GameRecord] = field(default_factory=list)

    @classmethod
    def start(cls, game: str, num_players: int, seed: int, options: Mapping[str, Any] | None = None,
              seats: list[Seat] | None = None) -> "MatchRecord":
        first = GameRecord.start(game, num_players, seed, options, seats)
        match = cls(game, num_players, first.options, first.seats, seed, [first])
        return match

    def game_seed(self, k: int) -> int:
        """Deal number of game ``k`` (game 0 uses the series seed itself)."""
        return self.seed if k == 0 else Rng(self.seed).derive(k)

    @property
    def current(self) -> GameRecord:
        return self.games[-1]

    def results(self) -> list[Result]:
        """Results of the finished games, in order."""
        out = []
        for rec in self.games:
            state = rec.replay()
            if state.is_terminal:
                out.append(state.result())
        return out

    def status(self) -> MatchStatus:
        spec = get_spec(self.game)
        if spec.match_rules is None:
            raise StateFormatError(f"{self.game} has no series rules", "match.unsupported")
        return spec.match_rules.status(self.num_players, self.options, self.results())

    def next_game(self) -> GameRecord:
        """Start the next game of the series (the current one must be over and the series
        undecided); returns its record."""
        if not self.current.replay().is_terminal:
            raise StateFormatError("the current game is not over", "match.game_not_over")
        if self.status().finished:
            raise StateFormatError("the series is already decided", "match.finished")
        rec = GameRecord.start(self.game, self.num_players, self.game_seed(len(self.games)),
                               self.options, self.seats)
        self.games.append(rec)
        return rec

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "num_players": self.num_players, "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats], "seed": self.seed,
            "games": [g.to_json() for g in self.games],
        }

    @classmethod
    def from_json(cls, data: Any) -> "MatchRecord":
        if not isinstance(data, dict) or not isinstance(data.get("games"), list) or not data["games"]:
            raise StateFormatError("a series needs a non-empty 'games' list", "match.bad")
        games = [GameRecord.from_json(g) for g in data["games"]]
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise StateFormatError("'seed' must be a non-negative whole number", "match.bad_seed")
        first = games[0]
        return cls(first.game, first.num_players, first.options, first.seats, seed, games)
