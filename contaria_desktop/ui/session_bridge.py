"""The window's access to the session layer (``contaria_desktop.session``, see
``docs/session-api.md``): every place in ``ui/`` creates, opens and inspects sessions
through these few functions, so the windows depend on one small surface."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engines.core import get_spec

_LAZY = ("GameSession", "SaveError", "SessionError", "UndoRefused")


def __getattr__(name: str) -> Any:
    """``session_bridge.GameSession`` etc., imported on first use (faster start-up)."""
    if name in _LAZY:
        from .. import session
        return getattr(session, name)
    raise AttributeError(name)

__all__ = ["GameSession", "SaveError", "SessionError", "UndoRefused", "game_id", "is_playtest",
           "card_data", "latest_save", "load_session", "new_session", "recent_paths", "seat_kinds", "seat_names", "seed", "spec_of"]


def new_session(game_id: str, num_players: int, seed: int | None = None,
                options: dict[str, Any] | None = None, seat_names: list[str] | None = None,
                playtest: bool = False, seat_kinds: list[str] | None = None,
                data: dict[str, Any] | None = None) -> Any:
    """A new game session (see ``GameSession.new``; ``seat_kinds``: ``"human"`` or a bot id per
    seat, all human when None; ``data``: a rules-data override, see :func:`card_data`). Raises
    the engine's ``OptionError`` / ``UnknownGame`` for bad parameters."""
    from ..session import GameSession
    return GameSession.new(game_id, num_players, seed=seed, options=options,
                           seat_names=seat_names, playtest=playtest, seat_kinds=seat_kinds, data=data)


def card_data(game_id: str) -> Any:
    """This computer's rules-data override of ``game_id`` (``session.overrides.LoadedOverrides``:
    ``values``, ``path``, ``error`` — a refused file gives ``values == {}`` and the error)."""
    from ..session.overrides import load_overrides
    return load_overrides(game_id)


def load_session(path: str | Path) -> Any:
    """Open a save file; raises :class:`SaveError` naming the file and the problem."""
    from ..session import GameSession
    return GameSession.load(path)


def game_id(session: Any) -> str:
    """The id of the session's game."""
    return session.game_id


#: Longest seat name shown (characters) - the New Game dialog's limit (``newgame.MAX_NAME``),
#: applied to names from a save too, so a long name never widens the log or a heading.
SHOWN_NAME = 24


def shown_name(name: str) -> str:
    """``name`` as shown: at most :data:`SHOWN_NAME` characters, a longer one cut with "…"."""
    name = str(name)
    return name if len(name) <= SHOWN_NAME else name[:SHOWN_NAME - 1].rstrip() + "…"


def seat_names(session: Any) -> list[str]:
    """Display names of the seats, in seat order, capped like the New Game dialog's
    (:func:`shown_name`; issue 18.12); a default name ("Jogador 1", "Bot 3 (Hard)") in the
    language on screen now (:func:`names.display_name`: call again after a language change).
    The session keeps the full names, as they were stored."""
    from ..i18n.names import display_name
    return [shown_name(display_name(n, s)) for s, n in enumerate(session.seat_names)]


def seat_kinds(session: Any) -> list[str]:
    """``"human"`` or a bot id per seat, in seat order."""
    return [seat.kind for seat in session.seats]


def seed(session: Any) -> int | None:
    """Deal number of the game on screen that may be shown (None for a game started from a
    position, or when it would give away a deal still hidden: ``GameSession.deal_number``)."""
    return session.deal_number()


def score_seed(session: Any) -> int | None:
    """The number the score screen shows as "Deal number": the game's deal number; for a
    tale of a series, the number the user started the series with (``--seed 3``: 3, not
    the tale's derived deal number), and only once the series is decided (it deals every
    tale: shown earlier it would let anyone re-deal the tales to come); None otherwise."""
    match = getattr(session, "match", None)
    if match is None or not getattr(session, "is_series", False):
        return seed(session)
    return match.seed if session.match_status().finished else None


def is_playtest(session: Any) -> bool:
    """True in playtest mode (free undo, no curtain, deal number shown)."""
    return bool(session.playtest)


def spec_of(session: Any) -> Any:
    """The :class:`GameSpec` of the session's game."""
    return get_spec(session.game_id)


def latest_save() -> Path | None:
    """The file "Continue" opens (newest recent save or the autosave), or None."""
    try:
        from ..session import latest_game
        return latest_game()
    except Exception:  # a damaged data folder must not stop the start page
        return None


def recent_paths() -> list[str]:
    """Recent save files that still exist, newest first."""
    try:
        from ..session import recent_files
        return [e["path"] for e in recent_files()]
    except Exception:
        return []
