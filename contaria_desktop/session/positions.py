"""Position files: "Save position" (the engine's complete ``to_json``) and "Open position..."
(also accepting a hand-written position in the engine's ``from_position`` format).

Format (``format_version`` 1)::

    {"format": "contaria-desktop-position", "format_version": 1, "app_version": "0.1.0",
     "saved_at": "...", "game": "contaria", "num_players": 3, "options": {...},
     "seats": [{"name": "Ana", "kind": "human"}, ...], "playtest": false,
     "state": {...engine to_json...}, "state_hash": "...", "rules_digest": "..."}

A hand-written file needs only ``{"game": "contaria", "position": {...}}`` (``"format"``,
``"seats"`` and ``"playtest"`` are optional).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from contaria_desktop import __version__
from contaria_desktop.engines.core import GameSpec, Seat, State, get_spec

from .errors import LoadWarning, SaveError
from .loading import engine_guard
from .saveformat import FORMAT_ID, POSITION_FORMAT_ID, SHORT_TEXT, POSITION_FORMAT_VERSION, now_iso, parse_seats

if TYPE_CHECKING:  # pragma: no cover
    from .game_session import GameSession


def position_dict(session: "GameSession") -> dict[str, Any]:
    """The position file content for the session's current state."""
    state = session.state
    return {
        "format": POSITION_FORMAT_ID, "format_version": POSITION_FORMAT_VERSION, "app_version": __version__,
        "saved_at": now_iso(), "game": session.game_id, "num_players": session.num_players,
        "options": dict(session.record.options), "seats": [s.to_json() for s in session.record.seats],
        "playtest": session.playtest, "state": state.to_json(), "state_hash": state.state_hash(),
        "rules_digest": session.spec.rules_digest(getattr(state, "data_overrides", None)),
    }


@dataclass
class OpenedPosition:
    """A validated position file. ``kind`` is ``"state"`` (``start`` = an engine ``to_json``
    dict) or ``"position"`` (``start`` = a hand-written ``from_position`` dict)."""

    spec: GameSpec
    state: State
    options: dict[str, Any]
    seats: list[Seat]
    kind: str
    start: dict[str, Any]
    warnings: list[LoadWarning]
    playtest: bool


def read_position(data: Any, path: Any) -> OpenedPosition:
    """Validate a parsed position file and build its state. Raises :class:`SaveError` naming
    the problem."""
    if not isinstance(data, dict):
        raise SaveError(path, "a position file must be a JSON object", "position.not_object")
    fmt = data.get("format")
    if fmt == FORMAT_ID:
        raise SaveError(path, "this is a saved game, not a position; use Open", "position.is_save")
    if fmt is not None and fmt != POSITION_FORMAT_ID:
        raise SaveError(path, "this is not a Contária Desktop position file", "position.not_position")
    version = data.get("format_version", POSITION_FORMAT_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, "'format_version' must be a whole number from 1", "position.bad_version")
    if version > POSITION_FORMAT_VERSION:
        raise SaveError(path, f"the file was made by a newer version of the app (position format {version})",
                        "position.too_new")
    game = data.get("game")
    if not isinstance(game, str):
        raise SaveError(path, "'game' (the game id, e.g. \"contaria\") is missing or not text", "position.no_game")
    has_state, has_position = "state" in data, "position" in data
    if has_state == has_position:
        raise SaveError(path, "the file needs exactly one of 'state' (saved) and 'position' (hand-written)",
                        "position.bad_start")
    start = data["state" if has_state else "position"]
    if not isinstance(start, dict):
        raise SaveError(path, f"'{'state' if has_state else 'position'}' must be an object", "position.bad_start")
    playtest = data.get("playtest", False)
    if not isinstance(playtest, bool):
        raise SaveError(path, "'playtest' must be true or false", "position.bad_field")
    for name in ("app_version", "saved_at"):  # informative only, but capped like a save's
        value = data.get(name)
        if value is not None and (not isinstance(value, str) or len(value) > SHORT_TEXT):
            raise SaveError(path, f"'{name}' must be text of at most {SHORT_TEXT} characters", "position.bad_field")
    listed = data.get("num_players")
    if listed is not None and (not isinstance(listed, int) or isinstance(listed, bool) or not 0 < listed < 100):
        raise SaveError(path, "'num_players' must be a small whole number", "position.bad_field")
    warnings: list[LoadWarning] = []
    with engine_guard(path, "the position"):
        spec = get_spec(game)
        if has_state:
            state = spec.state_class.from_json(start)
        else:
            state = spec.state_class.from_position(start)
        n = spec.check_players(state.num_players)
        if listed is not None and listed != n:
            raise SaveError(path, f"'num_players' says {listed} but the position is for {n} players",
                            "position.bad_field")
        options = spec.resolve_options(getattr(state, "options", None) or {})
        # Probe the state so a broken position fails here, not later in the UI.
        state.legal_actions()
        state.view(None)
        for seat in range(n):
            state.view(seat)
        if has_state:
            digest = data.get("state_hash")
            if isinstance(digest, str) and digest != state.state_hash():
                warnings.append(LoadWarning("position.warning.edited",
                                            "The position was changed after it was saved.", {}))
            rules = data.get("rules_digest")
            if isinstance(rules, str) and rules != spec.rules_digest(getattr(state, "data_overrides", None)):
                warnings.append(LoadWarning("save.warning.rules_changed",
                                            "The rules data (cards) changed since this position was saved.", {}))
    raw_seats = data.get("seats")
    if raw_seats is None:
        seats = [Seat(f"Player {i + 1}") for i in range(n)]
    elif isinstance(raw_seats, list):
        seats = parse_seats(raw_seats, n, path)
    else:
        raise SaveError(path, "'seats' must be a list", "position.bad_field")
    return OpenedPosition(spec, state, options, seats, "state" if has_state else "position", start, warnings,
                          playtest)
