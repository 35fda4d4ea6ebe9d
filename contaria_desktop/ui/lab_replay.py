"""Opening a game the Playtest lab simulated in the Replay window (issue 15).

The lab keeps no move lists (a run of thousands of games keeps only results); a game depends
only on the run's configuration and its deal, so it is played again exactly
(``lab.play.game_actions``: the same deal, bots, seeds and fixed budgets) and its actions are
applied to a playtest :class:`~contaria_desktop.session.GameSession` (everything visible, from
any seat), which the Replay window shows like any finished game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def seat_names(kinds: list[str] | tuple[str, ...]) -> list[str]:
    """Seat names for a simulated game: "Seat 1: Random", ... (translated)."""
    from .lab_results import kind_label
    return [translate("LabWindow", "Seat {n}: {kind}").format(n=i + 1, kind=kind_label(k)) for i, k in enumerate(kinds)]


def simulated_session(config: Any, seed: int) -> Any:
    """A finished playtest ``GameSession`` of deal ``seed`` of lab run ``config`` (a
    ``lab.LabConfig``), its decisions the ones the run made. Raises ``ValueError`` when the
    game cannot be replayed (a seed outside the run; an engine refusing an action - which would
    mean the game is not deterministic: a bug)."""
    from ..lab.play import game_actions
    from ..session import GameSession
    if not config.first_seed <= seed < config.first_seed + config.games:
        raise ValueError(f"deal {seed} is not one of this run's deals "
                         f"({config.first_seed}..{config.first_seed + config.games - 1})")
    actions = game_actions(config, seed)
    session = GameSession.new(config.game, config.players, seed, dict(config.game_options()),
                              seat_names=seat_names(config.seats), playtest=True, seat_kinds=list(config.seats))
    for action in actions:
        session.apply(action)
    return session


def open_simulated_game(parent: Any, config: Any, seed: int) -> Any:
    """Show deal ``seed`` of lab run ``config`` in a Replay window (kept as
    ``parent.replay_window``); returns the window. Raises as :func:`simulated_session`."""
    from .replay import show_replay
    return show_replay(parent, simulated_session(config, seed))
