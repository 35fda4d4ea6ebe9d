"""The save-file format (JSON, versioned) and its validation.

A save is a game's record plus metadata. Version 1 (current)::

    {
      "format": "contaria-desktop-save", "format_version": 1, "app_version": "0.1.0",
      "created_at": "2026-11-29T21:53:40Z", "saved_at": "...",
      "game": "contaria", "num_players": 3, "options": {...},
      "seats": [{"name": "Ana", "kind": "human"}, ...],     # kind: "human" or a bot id
      "playtest": false,
      "seed": 123456789,            # the deal number, or null when the game starts from
      "position": null,             #   a hand-written position (engine format) or from
      "start_state": null,          #   a saved position (engine to_json), exactly one set
      "actions": [{"type": "place", "card": "c07", "tale": 0}, ...],
      "rules_digest": "<sha256 of the rules data the actions were taken under>",
      "state_hash": "<sha256 of the state after the last action>",
      "is_over": false,
      "undo_floor": 0,              # hot-seat: decisions before it can no longer be undone
      "series": null | {"seed": S, "scheme": 2,
                        "games": [{"seed": s, "actions": [...], "state_hash": h}, ...]},
      "bot_seeds": [null, 8812..., ...],  # per seat: the bot's seed, null for a human seat
      "data_overrides": {"cards.x.score": 3}  # optional: the rules-data override played on
    }

``data_overrides`` (optional, issue 14) holds the values of the rules-data override file the
game ran on (``session.overrides``), so the game replays on any machine, with or without that
file; absent when the game ran on the shipped data (such saves are written as before).

``bot_seeds`` (optional, written since issue 12) keeps each bot seat's seed so a loaded game
goes on with the same bots' answers; absent (older saves) or ``null`` for a bot seat, the seed is
derived from the deal number (``session.bots.bot_seed``), as before.

``series.games`` are the finished games of a Book-of-Tales series before the current one;
game *k* is dealt with ``MatchRecord.game_seed(k)``. ``series.scheme`` names how those deal
numbers derive from the series seed: 2 (one-way, written since issue 19.1) or 1 (the old,
reversible derivation; assumed when the key is absent, so older saves replay identically).
Loading never executes code: it parses, validates every field, migrates older versions
(:data:`MIGRATIONS`), then the session replays every action with the engine's own legality
check.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Any, Callable

from contaria_desktop.engines.core import Action, Seat

from .errors import SaveError

FORMAT_ID = "contaria-desktop-save"
FORMAT_VERSION = 1
POSITION_FORMAT_ID = "contaria-desktop-position"
POSITION_FORMAT_VERSION = 1


def SEAT_KINDS() -> frozenset[str]:  # noqa: N802 - reads like the constant it stands for
    """Accepted ``Seat.kind`` values: ``"human"`` and every bot id in ``bots.BOTS``."""
    from contaria_desktop.bots import BOTS
    return frozenset({"human", *BOTS})


def now_iso() -> str:
    """Current UTC time as ISO 8601 text, seconds precision (``2026-11-29T21:53:40Z``)."""
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass
class GameData:
    """One game of a save file: how it starts, its actions, the hash of its state at the end
    (``None`` only in migrated files that had none)."""

    seed: int | None
    position: dict[str, Any] | None = None
    start_state: dict[str, Any] | None = None
    actions: list[Action] = field(default_factory=list)
    state_hash: str | None = None


@dataclass
class SaveData:
    """A parsed, structurally valid save (not yet replayed)."""

    game: str
    num_players: int
    options: dict[str, Any]
    seats: list[Seat]
    current: GameData
    rules_digest: str | None = None
    playtest: bool = False
    app_version: str = ""
    created_at: str | None = None
    saved_at: str | None = None
    undo_floor: int = 0
    series_seed: int | None = None
    series_scheme: int = 1
    previous: list[GameData] = field(default_factory=list)
    migrated_from: int | None = None
    bot_seeds: list[int | None] | None = None
    data_overrides: dict[str, Any] = field(default_factory=dict)


# ----- migrations ------------------------------------------------------------------------

def migrate_v0_to_v1(data: dict[str, Any], path: Any) -> dict[str, Any]:
    """Format 0 (pre-release builds) to format 1.

    Format 0 looked like ``{"format_version": 0, "app_version": "0.0.1", "game": "toy",
    "players": ["Ana", "Bruno"], "seed": 5, "options": {}, "moves": [...]}``: plain seat names
    (all human), ``moves`` instead of ``actions``, no rules digest and no state hash."""
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SaveError(path, "'players' must be a list of names (format 0)", "save.bad_field", field="players")
    moves = data.get("moves", [])
    out = {
        "format": FORMAT_ID, "format_version": 1,
        "app_version": data.get("app_version", ""),
        "created_at": None, "saved_at": None,
        "game": data.get("game"),
        "num_players": len(players),
        "options": data.get("options", {}),
        "seats": [{"name": p, "kind": "human"} for p in players],
        "playtest": False,
        "seed": data.get("seed"), "position": None, "start_state": None,
        "actions": moves,
        "rules_digest": None, "state_hash": None,
        "undo_floor": 0, "series": None,
    }
    return out


#: ``MIGRATIONS[v]`` turns a format-``v`` dict into format ``v + 1``.
MIGRATIONS: dict[int, Callable[[dict[str, Any], Any], dict[str, Any]]] = {0: migrate_v0_to_v1}


def migrate(data: Any, path: Any) -> tuple[dict[str, Any], int | None]:
    """Bring ``data`` to :data:`FORMAT_VERSION`. Returns ``(data, migrated_from)`` where
    ``migrated_from`` is the original version, or ``None`` if it was current.

    Raises :class:`SaveError` for something that is not a save, or a newer format."""
    if not isinstance(data, dict):
        raise SaveError(path, "this is not a Contária Desktop save file (not a JSON object)", "save.not_a_save")
    version = data.get("format_version")
    fmt = data.get("format")
    if fmt == POSITION_FORMAT_ID:
        raise SaveError(path, "this is a position file; use Open position", "save.is_position")
    if fmt != FORMAT_ID and not (fmt is None and version == 0):
        raise SaveError(path, "this is not a Contária Desktop save file", "save.not_a_save")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveError(path, "the format version is missing or not a whole number", "save.bad_version")
    if version > FORMAT_VERSION:
        raise SaveError(path, f"the file was made by a newer version of the app (format {version}; "
                        f"this version reads up to {FORMAT_VERSION})", "save.too_new", version=version)
    original = version
    while version < FORMAT_VERSION:
        data = MIGRATIONS[version](data, path)
        version += 1
    return data, (original if original != FORMAT_VERSION else None)


# ----- validation ------------------------------------------------------------------------

#: Longest version, date or game id accepted (characters); seat names: :data:`MAX_NAME`.
SHORT_TEXT = 64
#: Longest seat name accepted (characters).
MAX_NAME = 200

#: Start of every "a field is wrong" problem: the player learns the file itself is damaged.
DAMAGED = "the save file is damaged: "

class _Fields:
    """Typed access to a JSON object; every failure is a SaveError naming the field."""

    def __init__(self, data: dict[str, Any], path: Any, where: str = "") -> None:
        self.data, self.path, self.where = data, path, where

    def fail(self, name: str, what: str) -> SaveError:
        return SaveError(self.path, f"{DAMAGED}'{self.where}{name}' {what}", "save.bad_field",
                         field=self.where + name)

    def get(self, name: str, kinds: tuple[type, ...], required: bool = True, nullable: bool = False,
            default: Any = None) -> Any:
        if name not in self.data:
            if required:
                raise SaveError(self.path, f"{DAMAGED}'{self.where}{name}' is missing", "save.missing_field",
                                field=self.where + name)
            return default
        value = self.data[name]
        if value is None and nullable:
            return None
        if not isinstance(value, kinds) or (bool not in kinds and isinstance(value, bool)):
            raise self.fail(name, f"must be {_kind_words(kinds)}")
        return value

    def text(self, name: str, max_len: int, required: bool = True, nullable: bool = False,
             default: Any = None) -> Any:
        """A text field of at most ``max_len`` characters (every text in a file is also capped
        by ``jsonfile.MAX_TEXT_CHARS``; short fields get a tighter cap here)."""
        value = self.get(name, (str,), required, nullable, default)
        if isinstance(value, str) and len(value) > max_len:
            raise self.fail(name, f"is too long ({len(value)} characters; at most {max_len})")
        return value

    def count(self, name: str, required: bool = True, nullable: bool = False, default: Any = None) -> Any:
        value = self.get(name, (int,), required, nullable, default)
        if value is not None and value < 0:
            raise self.fail(name, "must not be negative")
        return value


def _kind_words(kinds: tuple[type, ...]) -> str:
    words = {str: "text", int: "a whole number", bool: "true or false", dict: "an object", list: "a list"}
    return " or ".join(words.get(k, k.__name__) for k in kinds)


def parse_actions(raw: list[Any], path: Any, where: str) -> list[Action]:
    """Actions from their JSON; raises :class:`SaveError` naming the (1-based) bad action."""
    out = []
    for i, item in enumerate(raw):
        try:
            out.append(Action.from_json(item))
        except (ValueError, TypeError) as err:
            raise SaveError(path, f"{where}action {i + 1} is not an action ({err})", "save.bad_action",
                            index=i) from None
    return out


def parse_seats(raw: list[Any], num_players: int, path: Any) -> list[Seat]:
    if len(raw) != num_players:
        raise SaveError(path, f"{len(raw)} seats for {num_players} players", "save.bad_seats")
    seats = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise SaveError(path, f"seat {i + 1} must be an object", "save.bad_seats")
        f = _Fields(item, path, f"seats[{i}].")
        name = f.get("name", (str,))
        kind = f.get("kind", (str,), required=False, default="human")
        if len(name) > MAX_NAME:
            raise SaveError(path, f"seat {i + 1} has a name that is too long", "save.bad_seats")
        if kind not in SEAT_KINDS():
            raise SaveError(path, f"seat {i + 1} is played by an unknown kind of player ({kind[:40]!r})",
                            "save.bad_seats")
        seats.append(Seat(name, kind))
    return seats


#: Largest bot seed accepted in a save (63 bits, like the deal numbers the app shows).
MAX_BOT_SEED = (1 << 63) - 1


def parse_bot_seeds(raw: list[Any] | None, path: Any) -> list[int | None] | None:
    """The optional ``bot_seeds`` list: one entry per seat, a whole number 0..2**63-1 or ``null``
    (a human seat, or a bot whose seed is derived from the deal number). ``None`` when absent.
    Raises :class:`SaveError` (``save.bad_seats``) for a wrong value; the length is checked
    with the player count (``loading.build``)."""
    if raw is None:
        return None
    out: list[int | None] = []
    for i, value in enumerate(raw):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                  or not 0 <= value <= MAX_BOT_SEED):
            raise SaveError(path, f"{DAMAGED}'bot_seeds[{i}]' must be a whole number from 0 to 2**63-1 or null",
                            "save.bad_seats")
        out.append(value)
    return out


def _parse_hash(f: _Fields, name: str, allow_missing: bool) -> str | None:
    value = f.get(name, (str,), required=not allow_missing, nullable=allow_missing)
    if value is not None and (len(value) != 64 or any(c not in "0123456789abcdef" for c in value)):
        raise f.fail(name, "is not a SHA-256 digest")
    return value


def parse_save(data: dict[str, Any], path: Any, migrated_from: int | None) -> SaveData:
    """Check every field of a (migrated) format-1 dict; returns :class:`SaveData`.

    Game-specific checks (known game, options, replay) are done by the session."""
    f = _Fields(data, path)
    legacy = migrated_from is not None
    game = f.text("game", SHORT_TEXT)
    num_players = f.count("num_players")
    options = f.get("options", (dict,), required=False, default={})
    seats = parse_seats(f.get("seats", (list,)), num_players, path)
    start_keys = [k for k in ("position", "start_state") if data.get(k) is not None]
    seed = f.count("seed", required=False, nullable=True)
    position = f.get("position", (dict,), required=False, nullable=True)
    start_state = f.get("start_state", (dict,), required=False, nullable=True)
    if (seed is not None) + len(start_keys) != 1:
        raise SaveError(path, "exactly one of 'seed', 'position' and 'start_state' must be given",
                        "save.bad_start")
    current = GameData(seed, position, start_state,
                       parse_actions(f.get("actions", (list,)), path, ""),
                       _parse_hash(f, "state_hash", legacy))
    out = SaveData(
        game=game, num_players=num_players, options=options, seats=seats, current=current,
        rules_digest=_parse_hash(f, "rules_digest", legacy),
        playtest=f.get("playtest", (bool,), required=False, default=False),
        app_version=f.text("app_version", SHORT_TEXT, required=False, default="") or "",
        created_at=f.text("created_at", SHORT_TEXT, required=False, nullable=True),
        saved_at=f.text("saved_at", SHORT_TEXT, required=False, nullable=True),
        undo_floor=f.count("undo_floor", required=False, default=0),
        migrated_from=migrated_from,
    )
    out.bot_seeds = parse_bot_seeds(f.get("bot_seeds", (list,), required=False, nullable=True), path)
    out.data_overrides = f.get("data_overrides", (dict,), required=False, nullable=True, default={}) or {}
    if out.undo_floor > len(current.actions):
        raise f.fail("undo_floor", "(how far back undo may go) is past the last action")
    series = f.get("series", (dict,), required=False, nullable=True)
    if series is not None:
        if current.seed is None:
            raise SaveError(path, "a series must start every game from a deal number", "save.bad_series")
        sf = _Fields(series, path, "series.")
        out.series_seed = sf.count("seed")
        out.series_scheme = sf.count("scheme", required=False, default=1)
        if out.series_scheme not in (1, 2):
            raise sf.fail("scheme", "must be 1 or 2")
        for k, g in enumerate(sf.get("games", (list,))):
            if not isinstance(g, dict):
                raise sf.fail(f"games[{k}]", "must be an object")
            gf = _Fields(g, path, f"series.games[{k}].")
            out.previous.append(GameData(
                gf.count("seed"), None, None,
                parse_actions(gf.get("actions", (list,)), path, f"series game {k + 1}: "),
                _parse_hash(gf, "state_hash", legacy)))
    return out
