"""Which bot plays a seat, and with which seed (pure Python, no Qt): the part of
:mod:`.bots` that sessions and saves need (issue 12).

A session keeps one seed per bot seat (``GameSession.bot_seeds``, saved as ``bot_seeds``);
bots are stateless (each decision is seeded by ``bots.decision_seed(seed, view)``), so a game
loaded from a save goes on with exactly the answers it would have had."""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.core import Rng

_SEAT_SALT = 0xB07_5EA7


def bot_seed(deal: int | None, seat: int, game_number: int = 0) -> int:
    """The seed of the bot at ``seat`` for deal number ``deal`` (``None``: a game from a position,
    counted as 0) and game ``game_number`` of a series: a non-negative int, the same every time."""
    return Rng((deal or 0) ^ _SEAT_SALT).derive(seat * 1_000_003 + game_number)


def default_bot_seeds(deal: int | None, kinds: list[str]) -> list[int | None]:
    """One seed per seat for a new game dealt with ``deal``: ``bot_seed(deal, seat)`` for a bot
    seat, ``None`` for a human seat."""
    return [None if kind == "human" else bot_seed(deal, seat) for seat, kind in enumerate(kinds)]


def seat_bot_seed(session: Any, seat: int) -> int:
    """The seed of the bot at ``seat`` for the game on screen: the session's ``bot_seeds[seat]``
    (game 0 of a series, or a single game) or a seed derived from it for game *k* of a series;
    derived from the deal number when the session has none for that seat (saves written before
    seeds were kept: the same answers as then)."""
    game_number = getattr(session, "game_number", 0)
    seeds = getattr(session, "bot_seeds", None) or []
    base = seeds[seat] if seat < len(seeds) else None
    if base is None:
        return bot_seed(session.record.seed, seat, game_number)
    return base if game_number == 0 else Rng(base).derive(game_number)
