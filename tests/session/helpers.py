"""Shared helpers for the session tests."""

from __future__ import annotations

from contaria_desktop.bots import RandomBot
from contaria_desktop.session import GameSession


def play(session: GameSession, steps: int | None = None, seed: int = 0) -> GameSession:
    """Apply up to ``steps`` random legal decisions (all remaining when ``None``)."""
    bot = RandomBot(seed)
    n = 0
    while not session.is_over and (steps is None or n < steps):
        seat = session.current_player
        session.apply(bot.choose(session.view(seat), session.legal_actions()))
        n += 1
    return session


def finished_game(game: str = "toy", players: int = 2, seed: int = 5, **kw) -> GameSession:
    return play(GameSession.new(game, players, seed=seed, **kw), seed=seed)
