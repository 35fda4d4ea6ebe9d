""":class:`GameSession` - the controller that drives any engine for hot-seat play: the record,
seats, the cursor with undo/redo, the privacy-curtain hand-over, saves, positions, autosave
and Book-of-Tales series. Pure Python (no Qt); use it from one (the UI) thread."""

from __future__ import annotations

import os
import secrets
import weakref
from pathlib import Path
from typing import Any, Callable

from contaria_desktop import __version__
from contaria_desktop.engines.core import (Action, Event, GameRecord, GameSpec, MatchRecord, MatchStatus,
                                           OptionError, Result, Seat, State, get_spec)
from contaria_desktop.engines.core.match import LEGACY

from . import hotseat
from .atomic import atomic_write_bytes, dumps_bytes
from .autosave import AutosaveWriter
from .errors import LoadWarning, SaveError, UndoRefused
from .jsonfile import MAX_FILE_BYTES, parse_json_bytes, read_json_file
from .loading import Loaded, build
from .paths import autosave_path
from .positions import position_dict, read_position
from .recent import add_recent
from .records import SessionRecord
from .seats import default_bot_seeds
from .saveformat import MAX_BOT_SEED, MAX_NAME, FORMAT_ID, FORMAT_VERSION, SEAT_KINDS, migrate, now_iso, parse_save
from .timeline import Timeline

Listener = Callable[["GameSession", list[Event]], None]

_latest: "weakref.ref[GameSession] | None" = None


class SessionError(Exception):
    """A session operation that does not apply now (e.g. ``next_game()`` outside a series).
    ``key`` is a message key."""

    def __init__(self, message: str, key: str) -> None:
        super().__init__(message)
        self.key = key


class GameSession:
    """One game (or Book-of-Tales series) being played. Create with :meth:`new`, :meth:`load`
    or :meth:`open_position`; see ``docs/session-api.md``.

    Public attributes: ``game_id``, ``spec``, ``record`` (the current game's
    :class:`GameRecord`; its ``actions`` are those up to the cursor), ``playtest``,
    ``match`` (:class:`MatchRecord` or ``None``), ``load_warnings`` (list of
    :class:`LoadWarning`), ``path`` (last file saved to / loaded from, or ``None``).
    """

    def __init__(self, spec: GameSpec, record: GameRecord, timeline: Timeline, *, playtest: bool = False,
                 match: MatchRecord | None = None, finished: list[tuple[GameRecord, str, Result]] | None = None,
                 undo_floor: int = 0, created_at: str | None = None,
                 bot_seeds: list[int | None] | None = None) -> None:
        """Internal: use :meth:`new`, :meth:`load` or :meth:`open_position`."""
        global _latest
        self.spec = spec
        self.game_id = spec.id
        self.record = record
        self.playtest = bool(playtest)
        self.match = match
        self.load_warnings: list[LoadWarning] = []
        self.path: Path | None = None
        self.created_at = created_at or now_iso()
        # one seed per seat (None: human, or derived from the deal: session.seats.seat_bot_seed)
        self.bot_seeds: list[int | None] = (list(bot_seeds) if bot_seeds is not None
                                            else [None] * record.num_players)
        self._tl = timeline
        self._finished = list(finished or [])   # series games before the current: (record, hash, result)
        self._finished_json = [self._game_json(*f) for f in self._finished]  # their save-file form
        self._floor = undo_floor
        self._holder: int | None = None
        self._listeners: list[Listener] = []
        self._autosave: AutosaveWriter | None = None
        self._rules_digest = record.rules_digest or spec.rules_digest(record.data)
        record.actions = timeline.actions()
        _latest = weakref.ref(self)

    # ----- creation ---------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, num_players: int, seed: int | None = None, options: dict | None = None,
            seat_names: list[str] | None = None, playtest: bool = False,
            seat_kinds: list[str] | None = None, bot_seeds: list[int | None] | None = None,
            data: dict | None = None) -> "GameSession":
        """A new game (or series, when the options ask for one).

        ``seed`` is the deal number (``None``: a random one, ``secrets.randbelow(10**9)``);
        ``seat_names`` default to "Player 1"...; ``seat_kinds`` are ``"human"`` (default) or a bot
        id per seat; ``bot_seeds`` one seed (0..2**63-1) or ``None`` per seat, default
        ``session.seats.default_bot_seeds(seed, kinds)`` (kept in saves: a loaded game goes on
        identically). ``data``: a rules-data override (``{dotted key: value}``, issue 14; see
        :mod:`.overrides`), kept in the record and the save. Raises :class:`OptionError` (bad
        player count, option, seed, seat list or
        bot seeds, a seat name that is empty or only spaces: key ``option.empty_name``) or
        :class:`UnknownGame`."""
        spec = get_spec(game_id)
        spec.check_players(num_players)
        if seed is None:
            seed = secrets.randbelow(10**9)
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise OptionError(f"the deal number must be a non-negative whole number, not {seed!r}",
                              "option.bad_seed", seed=repr(seed))
        names = list(seat_names) if seat_names is not None else [f"Player {i + 1}" for i in range(num_players)]
        kinds = list(seat_kinds) if seat_kinds is not None else ["human"] * num_players
        if len(names) != num_players or len(kinds) != num_players:
            raise OptionError(f"one name and kind per seat are needed ({num_players} seats)",
                              "option.bad_seats", players=num_players)
        if not all(isinstance(x, str) for x in names + kinds):
            raise OptionError("seat names and kinds must be text", "option.bad_seats", players=num_players)
        blank = [i for i, name in enumerate(names) if not name.strip()]
        if blank:  # nobody could tell whose turn it is
            raise OptionError(f"seat {blank[0] + 1} has no name", "option.empty_name", seat=blank[0] + 1)
        for i, name in enumerate(names):  # a name that could not be saved or loaded (issue 19)
            if len(name) > MAX_NAME or not (name.isascii() or name.encode("utf-8", "replace").decode() == name):
                raise OptionError(f"seat {i + 1} has a name that cannot be saved", "option.bad_name", seat=i + 1)
        unknown = [k for k in kinds if k not in SEAT_KINDS()]
        if unknown:
            raise OptionError(f"unknown kind of player {unknown[0]!r} (use \"human\" or a bot id)",
                              "option.bad_seats", players=num_players)
        seats = [Seat(n, k) for n, k in zip(names, kinds)]
        if bot_seeds is None:
            bot_seeds = default_bot_seeds(seed, kinds)
        elif len(bot_seeds) != num_players or not all(
                s is None or (isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= MAX_BOT_SEED)
                for s in bot_seeds):
            raise OptionError("bot seeds must be one whole number (0..2**63-1) or None per seat",
                              "option.bad_seats", players=num_players)
        opts = spec.resolve_options(options)
        match = None
        if spec.match_rules is not None and spec.match_rules.is_match(opts):
            match = MatchRecord.start(game_id, num_players, seed, opts, seats, data=data)
            record = match.current
        else:
            record = GameRecord.start(game_id, num_players, seed, opts, seats, data=data)
        return cls(spec, record, Timeline(record.initial_state()), playtest=playtest, match=match,
                   bot_seeds=list(bot_seeds))

    # ----- reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The state at the cursor. Treat as read-only (mutating it breaks the session)."""
        return self._tl.state

    @property
    def seats(self) -> list[Seat]:
        return list(self.record.seats)

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    @property
    def num_players(self) -> int:
        return self.record.num_players

    @property
    def current_player(self) -> int | None:
        return self._tl.state.current_player

    @property
    def cursor(self) -> int:
        """Decisions applied so far in the current game."""
        return self._tl.cursor

    @property
    def is_over(self) -> bool:
        return self._tl.state.is_terminal

    def is_human(self, seat: int | None) -> bool:
        """True when ``seat`` is played by a person (``Seat.kind == "human"``)."""
        return seat is not None and 0 <= seat < len(self.record.seats) and self.record.seats[seat].kind == "human"

    def legal_actions(self) -> list[Action]:
        return self._tl.state.legal_actions()

    def view(self, seat: int | None) -> dict[str, Any]:
        """``state.view(seat)`` at the cursor."""
        return self._tl.state.view(seat)

    def omniscient_view(self) -> dict[str, Any]:
        return self._tl.state.omniscient_view()

    def result(self) -> Result:
        """The current game's result; raises ``GameNotOver`` before the end."""
        return self._tl.state.result()

    def log(self, seat: int | None, omniscient: bool = False) -> list[tuple[int, Event]]:
        """``(step index, event)`` for every event ``seat`` may see (all when ``omniscient``), in
        order, up to the cursor. The step index is the 0-based number of the action that caused
        the event. Undone decisions are not in it."""
        return self._tl.log(seat, omniscient)

    # ----- playing ----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply the current player's decision. Raises ``IllegalAction`` (nothing changes).
        Returns the events; listeners get them; the autosave is updated."""
        step = self._tl.apply(action)
        self.record.actions.append(action)
        events = list(step.events)
        self._changed(events)
        return events

    # ----- undo / redo ------------------------------------------------------------------
    def _undo_target(self) -> tuple[int | None, str]:
        return hotseat.undo_target(self._tl.steps, self._tl.cursor, self.is_human, self._floor, self.playtest)

    def can_undo(self) -> tuple[bool, str]:
        """``(True, "")`` or ``(False, reason_key)``; keys in :mod:`.hotseat`
        (``"undo.refused.start"``, ``".revealed"``, ``".other_player"``, ``".nothing_of_yours"``)."""
        target, reason = self._undo_target()
        return target is not None, reason

    def undo(self) -> None:
        """Undo the last human decision and the bot decisions after it (one action at a time
        when only bots decided, in playtest). Raises :class:`UndoRefused`."""
        target, reason = self._undo_target()
        if target is None:
            raise UndoRefused(reason)
        self._tl.goto(target)
        del self.record.actions[target:]
        self._changed([Event("session.undo", {"cursor": target})])

    def can_redo(self) -> bool:
        return self._tl.cursor < self._tl.length

    def redo(self) -> None:
        """Re-apply the next undone decision and the bot decisions after it. Raises
        :class:`SessionError` when there is nothing to redo."""
        target = hotseat.redo_target(self._tl.steps, self._tl.cursor, self.is_human)
        if target is None:
            raise SessionError("nothing to redo", "redo.refused.nothing")
        start = self._tl.cursor
        self._tl.goto(target)
        self.record.actions = self._tl.actions()
        events = [e for s in self._tl.steps[start:target] for e in s.events]
        self._changed(events)

    # ----- hot-seat hand-over -----------------------------------------------------------
    @property
    def handover_pending(self) -> int | None:
        """The seat that must confirm the privacy curtain before the table shows private
        information, or ``None``. A curtain is needed when a human seat is to decide, it is not
        the seat that last confirmed, and two or more seats are human (never in playtest)."""
        seat = self.current_player
        if self.playtest or seat is None or not self.is_human(seat):
            return None
        if sum(1 for s in self.record.seats if s.kind == "human") < 2:
            return None
        return None if self._holder == seat else seat

    @property
    def holder(self) -> int | None:
        """The human seat that last confirmed the curtain (who is at the screen), or ``None``."""
        return self._holder

    @property
    def undo_floor(self) -> int:
        """Decisions before this position are final (hot-seat)."""
        return self._floor

    def confirm_handover(self, seat: int) -> None:
        """``seat`` confirmed the privacy curtain: the earlier decisions of every other human seat
        can no longer be undone. Raises ``ValueError`` for a seat that does not exist."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat!r}")
        if seat != self._holder and not self.playtest:
            # The redo future belongs to whoever had the screen; it must not pass to another seat.
            self._tl.truncate_future()
        self._holder = seat
        self._floor = hotseat.floor_after_handover(self._tl.steps, self._tl.cursor, seat, self.is_human,
                                                   self._floor)

    # ----- listeners --------------------------------------------------------------------
    def add_listener(self, fn: Listener) -> None:
        """``fn(session, events)`` is called after apply, undo, redo and next_game (undo passes
        ``[Event("session.undo", {"cursor": c})]``, next_game ``[Event("session.next_game",
        {"game": k})]``)."""
        self._listeners.append(fn)

    def remove_listener(self, fn: Listener) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _changed(self, events: list[Event]) -> None:
        if self._autosave is not None:
            self._autosave.submit(self.to_save_dict())
        for fn in list(self._listeners):
            fn(self, events)

    # ----- series (Book of Tales) -------------------------------------------------------
    @property
    def is_series(self) -> bool:
        return self.match is not None

    @property
    def game_number(self) -> int:
        """0-based number of the current game in the series (0 outside a series)."""
        return len(self._finished)

    def deal_number(self) -> int | None:
        """The deal number of the game on screen, if it may be shown (issue 19.1): ``None``
        for a game started from a position, and for a game of an undecided series saved
        with the old, reversible derivation (``MatchRecord.scheme == LEGACY``: its numbers
        would let anyone re-deal the tales still to come). New series derive each tale's
        number one-way, so showing it reveals nothing still hidden."""
        seed = self.record.seed
        if seed is None or self.match is None or self.match.scheme != LEGACY:
            return seed
        return seed if self.match_status().finished else None

    def match_status(self) -> MatchStatus:
        """Standings of the series, counting the current game once it is over. Raises
        :class:`SessionError` outside a series."""
        if self.match is None or self.spec.match_rules is None:
            raise SessionError("this game is not part of a series", "session.not_series")
        results = [r for _, _, r in self._finished]
        if self.is_over:
            results.append(self.result())
        return self.spec.match_rules.status(self.num_players, self.record.options, results)

    def next_game(self) -> None:
        """Start the next game of the series. Raises :class:`SessionError` outside a series,
        before the current game is over, or when the series is decided."""
        status = self.match_status()
        if not self.is_over:
            raise SessionError("the current game is not over", "match.game_not_over")
        if status.finished:
            raise SessionError("the series is already decided", "match.finished")
        assert self.match is not None
        self._finished.append((self.record, self.state.state_hash(), self.result()))
        self._finished_json.append(self._game_json(*self._finished[-1]))
        k = len(self.match.games)
        rec = GameRecord.start(self.game_id, self.num_players, self.match.game_seed(k), self.record.options,
                               self.record.seats, data=self.record.data)
        self.match.games.append(rec)
        self.record = rec
        self._tl = Timeline(rec.initial_state())
        self._floor, self._holder = 0, None
        self._changed([Event("session.next_game", {"game": k})])

    # ----- saves ------------------------------------------------------------------------
    def to_save_dict(self) -> dict[str, Any]:
        """The save file's content (format in :mod:`.saveformat`). Cheap: actions are cached as
        JSON; the dict shares no mutable data with the live state."""
        rec = self.record
        cursor = self._tl.cursor
        data: dict[str, Any] = {
            "format": FORMAT_ID, "format_version": FORMAT_VERSION, "app_version": __version__,
            "created_at": self.created_at, "saved_at": now_iso(),
            "game": self.game_id, "num_players": rec.num_players, "options": dict(rec.options),
            "seats": [s.to_json() for s in rec.seats], "playtest": self.playtest,
            "seed": rec.seed, "position": rec.position,
            "start_state": getattr(rec, "start_state", None),
            "actions": [s.action_json for s in self._tl.steps[:cursor]],
            "rules_digest": self._rules_digest,
            "state_hash": self._tl.state.state_hash(),
            "is_over": self._tl.state.is_terminal,
            "undo_floor": min(self._floor, cursor),
            "series": None,
            "bot_seeds": list(self.bot_seeds),
        }
        if self.match is not None:
            data["series"] = {"seed": self.match.seed, "scheme": self.match.scheme,
                              "games": list(self._finished_json)}
        if rec.data:  # the rules-data override the game runs on (issue 14): replayable anywhere
            data["data_overrides"] = dict(rec.data)
        return data

    @staticmethod
    def _game_json(record: GameRecord, state_hash: str, result: Result) -> dict[str, Any]:
        """A finished series game as saved (computed once: autosave repeats it every decision)."""
        return {"seed": record.seed, "actions": [a.to_json() for a in record.actions], "state_hash": state_hash}

    def suggested_file_name(self) -> str:
        """A file name for the Save dialog: ``"<game>-<YYYYMMDD-HHMM>.json"`` (local time); join
        it with ``saves_dir()``."""
        import datetime as _dt
        return f"{self.game_id}-{_dt.datetime.now().strftime('%Y%m%d-%H%M')}.json"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the save file atomically and add it to the recent files. Raises
        :class:`SaveError` (the previous file, if any, is untouched)."""
        atomic_write_bytes(path, dumps_bytes(self.to_save_dict()))
        self.path = Path(path)
        add_recent(path, self.game_id)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "GameSession":
        """Open a save file: parse, migrate, validate, replay every action. Raises one
        :class:`SaveError` naming the file and the problem; ``load_warnings`` lists what the
        player should know (rules data changed, action dropped, older format...)."""
        session = cls._from_json_data(read_json_file(path), path)
        session.path = Path(path)
        if os.path.abspath(path) != os.path.abspath(autosave_path(create=False)):
            add_recent(path, session.game_id)
        return session

    @classmethod
    def load_bytes(cls, raw: bytes, name: str = "<memory>") -> "GameSession":
        """Like :meth:`load` for a save already in memory (e.g. dropped or pasted); ``name``
        stands for the file in messages. Not added to the recent files."""
        if len(raw) > MAX_FILE_BYTES:
            raise SaveError(name, f"the file is too large (over {MAX_FILE_BYTES // 2**20} MB)", "save.too_large")
        return cls._from_json_data(parse_json_bytes(raw, name), name)

    @classmethod
    def _from_json_data(cls, raw: Any, path: Any) -> "GameSession":
        data, migrated_from = migrate(raw, path)
        sd = parse_save(data, path, migrated_from)
        loaded: Loaded = build(sd, path)
        session = cls(loaded.spec, loaded.current.record, loaded.current.timeline, playtest=sd.playtest,
                      match=loaded.match, finished=loaded.finished,
                      undo_floor=min(sd.undo_floor, loaded.current.timeline.cursor), created_at=sd.created_at,
                      bot_seeds=sd.bot_seeds)
        session.load_warnings = loaded.warnings
        return session

    # ----- positions --------------------------------------------------------------------
    def save_position(self, path: str | os.PathLike[str]) -> None:
        """Write the current position (engine ``to_json``) to a position file, atomically."""
        atomic_write_bytes(path, dumps_bytes(position_dict(self)))

    @classmethod
    def open_position(cls, path: str | os.PathLike[str]) -> "GameSession":
        """Start a new game from a position file: one written by :meth:`save_position` (engine
        ``to_json``) or hand-written (``{"game": id, "position": {...}}`` for the engine's
        ``from_position``). Raises :class:`SaveError` naming the problem."""
        op = read_position(read_json_file(path), path)
        n = op.state.num_players
        if op.kind == "state":
            data = dict(getattr(op.state, "data_overrides", None) or {})  # the state carries its rules data
            record: GameRecord = SessionRecord(op.spec.id, n, op.options, op.seats, None, None, [],
                                               op.spec.rules_digest(data), data, start_state=op.start)
        else:
            record = GameRecord(op.spec.id, n, op.options, op.seats, None, op.start, [], op.spec.rules_digest())
        session = cls(op.spec, record, Timeline(op.state), playtest=op.playtest)
        session.load_warnings = op.warnings
        return session

    # ----- autosave ---------------------------------------------------------------------
    def start_autosave(self, path: str | os.PathLike[str] | None = None,
                       on_error: Callable[[SaveError], None] | None = None) -> None:
        """Autosave after every change to ``path`` (default: the autosave slot), on a background
        thread. ``on_error(SaveError)`` is called on that thread if a write fails."""
        if self._autosave is None:
            self._autosave = AutosaveWriter(path or autosave_path(), on_error)
        self._autosave.submit(self.to_save_dict())

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until the autosave is on disk (True) or ``timeout`` seconds pass (False)."""
        return self._autosave.flush(timeout) if self._autosave is not None else True

    @property
    def autosave_error(self) -> SaveError | None:
        """The last autosave failure, if any."""
        return self._autosave.last_error if self._autosave is not None else None

    def close(self) -> None:
        """Flush and stop the autosave writer (the autosave file stays, for "Continue")."""
        if self._autosave is not None:
            self._autosave.close()
            self._autosave = None

    @staticmethod
    def latest() -> "GameSession | None":
        """The most recently created or loaded session still alive (for crash reports)."""
        return _latest() if _latest is not None else None
