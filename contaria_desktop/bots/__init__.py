"""Players that choose among legal actions. They see only ``view(seat)`` and the legal actions,
never the full state. Pure Python, no Qt."""

from .random_bot import RandomBot

#: Bot factories by the ``Seat.kind`` id used in saves.
BOTS = {"random": RandomBot}

__all__ = ["BOTS", "RandomBot"]
