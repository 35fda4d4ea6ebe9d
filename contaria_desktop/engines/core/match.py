"""The match layer: a series of games played as one record (Contária's Book of Tales).

A :class:`MatchRecord` holds the series options and one :class:`GameRecord` per game; the
engine's :class:`MatchRules` turns the finished games' results into standings.

Deal numbers of a series (issue 19.1): game *k* is dealt with ``game_seed(k)``, derived from
the series seed by a one-way hash (:data:`ONE_WAY`), so the deal number of a finished game,
shown on its score screen, says nothing about the deals still hidden; the series seed itself
is the series secret and is never shown while the series runs. Series saved before this
(``scheme`` absent, :data:`LEGACY`) keep their old, reversible derivation so they replay
identically; their deal numbers are shown only once the series is decided.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence

from .errors import StateFormatError
from .record import GameRecord, Seat
from .rng import Rng
from .spec import get_spec
from .state import Result

#: derivation schemes of a series' deal numbers (see the module docstring)
LEGACY, ONE_WAY = 1, 2
SCHEMES = (LEGACY, ONE_WAY)


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

    Game *k* (0-based) is dealt with ``game_seed(k)``, derived from ``seed`` (the series
    secret) by ``scheme`` (:data:`ONE_WAY` for new series, :data:`LEGACY` for old saves), so
    the series replays exactly.
    """

    game: str
    num_players: int
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    games: list[GameRecord] = field(default_factory=list)
    scheme: int = ONE_WAY

    @classmethod
    def start(cls, game: str, num_players: int, seed: int, options: Mapping[str, Any] | None = None,
              seats: list[Seat] | None = None, data: Mapping[str, Any] | None = None) -> "MatchRecord":
        """A new series; ``data``: the rules-data override every game of it runs on (issue 14)."""
        match = cls(game, num_players, {}, [], seed, [])
        first = GameRecord.start(game, num_players, match.game_seed(0), options, seats, data=data)
        match.options, match.seats, match.games = first.options, first.seats, [first]
        return match

    def game_seed(self, k: int) -> int:
        """Deal number of game ``k`` (0-based).

        :data:`ONE_WAY`: the first 63 bits of SHA-256 of the series seed and ``k`` - knowing
        the deal numbers of games ``0..k`` gives nothing about game ``k + 1``.
        :data:`LEGACY`: game 0 used the series seed itself and game ``k`` ``Rng(seed).derive(k)``,
        which anyone who saw game 0's number could recompute."""
        if self.scheme == LEGACY:
            return self.seed if k == 0 else Rng(self.seed).derive(k)
        text = f"contaria-desktop series {self.seed} game {k}".encode()
        return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1

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
            "seats": [s.to_json() for s in self.seats], "seed": self.seed, "scheme": self.scheme,
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
        scheme = data.get("scheme", LEGACY)
        if scheme not in SCHEMES or isinstance(scheme, bool):
            raise StateFormatError(f"unknown series scheme {scheme!r:.20}", "match.bad_scheme")
        first = games[0]
        return cls(first.game, first.num_players, first.options, first.seats, seed, games, scheme)
