"""Turning a parsed save (:class:`~.saveformat.SaveData`) into replayed games, with every
game-level check: known game, valid options and seats, a legal replay, the state hash, the
rules-data digest, the series structure. Problems raise :class:`SaveError`; things the player
should merely know become :class:`LoadWarning`."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Any, Iterator

from contaria_desktop import __version__
from contaria_desktop.engines.core import (EngineError, GameRecord, GameSpec, MatchRecord, OptionError,
                                           PositionError, ReplayError, Result, State, StateFormatError,
                                           UnknownGame, get_spec)

from .errors import LoadWarning, SaveError
from .records import SessionRecord
from .saveformat import GameData, SaveData
from .timeline import describe_action, StepFailed, Timeline


@contextlib.contextmanager
def engine_guard(path: Any, what: str = "the file") -> Iterator[None]:
    """Turn any error raised by engine code on untrusted data into one :class:`SaveError`.

    Engines validate what they can; this is the safety net so that no file crashes the app."""
    try:
        yield
    except SaveError:
        raise
    except UnknownGame as err:
        raise SaveError(path, f"{what} is for a game this version does not know ({err.params.get('game', '?')})",
                        "save.unknown_game") from None
    except OptionError as err:
        raise SaveError(path, f"{what} has invalid options: {err}", "save.bad_options") from None
    except PositionError as err:
        raise SaveError(path, f"{what} holds an invalid position: {err}", "save.bad_position") from None
    except StateFormatError as err:
        raise SaveError(path, f"{what} holds a saved state the game cannot use: {err}",
                        "save.bad_position") from None
    except NotImplementedError:
        raise SaveError(path, "this game cannot start from a position yet", "save.no_positions") from None
    except (EngineError, Exception) as err:  # noqa: BLE001 - see docstring
        raise SaveError(path, f"{what} holds data the game cannot use ({type(err).__name__}: {err})",
                        "save.engine_rejected") from None


@dataclass
class LoadedGame:
    """One replayed game of a save."""

    record: GameRecord
    timeline: Timeline


@dataclass
class Loaded:
    """Everything a session needs from a save file."""

    spec: GameSpec
    current: LoadedGame
    match: MatchRecord | None = None
    finished: list[tuple[GameRecord, str, Result]] = field(default_factory=list)  # series games before
    warnings: list[LoadWarning] = field(default_factory=list)


def initial_state(spec: GameSpec, n: int, options: dict[str, Any], g: GameData, path: Any,
                  data: dict[str, Any] | None = None) -> State:
    """The state a saved game starts from (deal, hand-written position or saved position);
    a deal runs on the save's rules-data override ``data`` (issue 14)."""
    if g.start_state is not None:
        try:
            state = spec.state_class.from_json(g.start_state)
        except StateFormatError as err:
            raise SaveError(path, f"the starting position cannot be read: {err}", "save.bad_position") from None
    elif g.position is not None:
        state = spec.state_class.from_position(g.position)
    else:
        state = spec.new_game(n, g.seed or 0, options, data=data)
    if getattr(state, "num_players", n) != n:
        raise SaveError(path, f"the starting position is for {state.num_players} players, not {n}",
                        "save.bad_position")
    return state


def build(sd: SaveData, path: Any) -> Loaded:
    """Replay a save and check it (see module docstring). Raises :class:`SaveError`."""
    with engine_guard(path):
        spec = get_spec(sd.game)
        spec.check_players(sd.num_players)
        options = spec.resolve_options(sd.options)
        return _build(sd, spec, options, path)


def _build(sd: SaveData, spec: GameSpec, options: dict[str, Any], path: Any) -> Loaded:
    n = sd.num_players
    if sd.bot_seeds is not None and len(sd.bot_seeds) != n:
        raise SaveError(path, f"the save file is damaged: 'bot_seeds' has {len(sd.bot_seeds)} entries for "
                        f"{n} seats", "save.bad_seats")
    warnings: list[LoadWarning] = []
    try:  # the save's own rules-data override (issue 14): refused as a damaged field
        data = spec.validate_data(sd.data_overrides)
    except ValueError as err:
        raise SaveError(path, f"the save file is damaged: 'data_overrides' cannot be used ({err})",
                        "save.bad_field", field="data_overrides") from None
    mine = _local_overrides(spec.id)
    if mine is not None and mine != data:
        differ = len({k for k in set(mine) | set(data) if mine.get(k) != data.get(k)})
        warnings.append(LoadWarning("save.warning.other_data",
                                    f"This game was played with other card data than this computer's ({differ} "
                                    f"value{'s' if differ != 1 else ''} differ{'' if differ != 1 else 's'}); "
                                    "it goes on with the data it was saved with.",
                                    {"count": differ}))
    today = spec.rules_digest(data)
    changed = sd.rules_digest is not None and sd.rules_digest != today
    if sd.migrated_from is not None:
        warnings.append(LoadWarning("save.warning.migrated",
                                    f"The file was written in an older format ({sd.migrated_from}) and was converted.",
                                    {"version": sd.migrated_from}))
    if changed:
        warnings.append(LoadWarning("save.warning.rules_changed",
                                    "The rules data (cards) changed since this game was saved; "
                                    "it was replayed with today's data."))
    # A hash mismatch is an error only when nothing could explain it.
    strict_hash = not changed and sd.rules_digest is not None and sd.app_version == __version__

    has_series = sd.series_seed is not None
    # A game started from a position is a single game even if its options name a series.
    is_match = (spec.match_rules is not None and spec.match_rules.is_match(options)
                and (has_series or sd.current.seed is not None))
    if has_series and not is_match:
        raise SaveError(path, "the file holds a series but its options are for a single game", "save.bad_series")
    if is_match and not has_series:
        # The app always writes "series" for a series game: without it the earlier games and the
        # standings are lost, and loading on would quietly restart the series (issue 19, item 7).
        if sd.migrated_from is None:
            raise SaveError(path, "the file is for a series of games but its series data (the earlier "
                            "games and the standings) is missing", "save.series_missing")
        warnings.append(LoadWarning("save.warning.series_missing",
                                    "The file holds no series data: the series starts again from this game.",
                                    {}))
    games = list(sd.previous) + [sd.current]
    match = None
    if is_match:
        series_seed = sd.series_seed if has_series else sd.current.seed
        if series_seed is None:
            raise SaveError(path, "a series must start from a deal number", "save.bad_series")
        # a series saved without its scheme (or a first tale saved alone) is a LEGACY series
        scheme = sd.series_scheme if has_series else 1
        match = MatchRecord(spec.id, n, options, list(sd.seats), series_seed, [], scheme)
        for k, g in enumerate(games):
            if g.seed != match.game_seed(k):
                raise SaveError(path, f"series game {k + 1} does not have the series' deal number",
                                "save.bad_series", game=k + 1)

    finished: list[tuple[GameRecord, str, Result]] = []

    def make_record(g: GameData, actions: list[Any]) -> GameRecord:
        if g.start_state is not None:
            return SessionRecord(spec.id, n, options, list(sd.seats), None, None, actions, today, data,
                                 start_state=g.start_state)
        return GameRecord(spec.id, n, options, list(sd.seats), g.seed, g.position, actions, today, data)

    for k, g in enumerate(games):
        last = k == len(games) - 1
        where = f"series game {k + 1}, " if match is not None and len(games) > 1 else ""
        if not last:
            # Fast path for a finished game of a series: the kit's replay keeps no steps or
            # snapshots. Any problem falls through to the full replay below, which reports it.
            record = make_record(g, list(g.actions))
            try:
                final = record.replay()
            except ReplayError:
                final = None
            if final is not None and final.is_terminal:
                digest = final.state_hash()
                if g.state_hash is None or g.state_hash == digest:
                    assert match is not None
                    match.games.append(record)
                    finished.append((record, digest, final.result()))
                    _check_series_open(spec, n, options, finished, changed, path)
                    continue
        state = initial_state(spec, n, options, g, path, data)
        cut = None
        try:
            tl = Timeline.replayed(state, g.actions)
        except StepFailed as err:
            if not changed:
                raise SaveError(path, f"{where}{err}", "save.illegal_action", index=err.index,
                                reason=err.reason, action=g.actions[err.index].to_json()) from None
            cut = err.index
            tl = Timeline.replayed(initial_state(spec, n, options, g, path, data), g.actions[:cut])
            warnings.append(LoadWarning(
                "save.warning.action_dropped",
                f"With today's rules data, {where}action {cut + 1} ({_describe(g.actions[cut])}) no longer "
                f"applies ({err.reason}); the game continues from just before it.",
                {"index": cut, "action": g.actions[cut].to_json(), "reason": err.reason}))
        if cut is None and g.state_hash is not None and g.state_hash != tl.state.state_hash():
            if strict_hash:
                raise SaveError(path, f"{where}the replayed game does not match the saved state (hash differs)",
                                "save.hash_mismatch")
            warnings.append(LoadWarning("save.warning.hash_mismatch",
                                        f"{where}the replayed game differs from the saved state.", {}))
        record = make_record(g, tl.actions())
        if match is not None:
            match.games.append(record)
        stop_here = cut is not None or not tl.state.is_terminal
        if last or stop_here:
            if not last and not changed:
                raise SaveError(path, f"series game {k + 1} is not finished but later games follow",
                                "save.bad_series", game=k + 1)
            if not last:
                warnings.append(LoadWarning("save.warning.series_cut",
                                            f"The series continues from game {k + 1}; later games were dropped.",
                                            {"game": k + 1}))
            return Loaded(spec, LoadedGame(record, tl), match, finished, warnings)
        finished.append((record, tl.state.state_hash(), tl.state.result()))
        _check_series_open(spec, n, options, finished, changed, path)
    raise AssertionError("unreachable")  # pragma: no cover


def _check_series_open(spec: GameSpec, n: int, options: dict[str, Any],
                       finished: list[tuple[GameRecord, str, Result]], changed: bool, path: Any) -> None:
    """A finished game may be followed by another only while the series is undecided."""
    if changed:
        return
    status = spec.match_rules.status(n, options, [r for _, _, r in finished])  # type: ignore[union-attr]
    if status.finished:
        raise SaveError(path, f"the series was already decided after game {len(finished)}", "save.bad_series")


def _local_overrides(game_id: str) -> dict[str, Any] | None:
    """This computer's override of ``game_id`` (``{}``: none; None: its file is refused)."""
    from .overrides import load_overrides
    try:
        found = load_overrides(game_id)
    except (OSError, ValueError):
        return None
    return None if found.error is not None else found.values


def _describe(action: Any) -> str:
    return describe_action(action)
