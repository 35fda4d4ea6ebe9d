"""Players that choose among legal actions. They see only ``view(seat)``, the legal actions and
a sampler of states consistent with what their seat knows, never the real state. Pure Python,
no Qt. See docs/bots.md.

``bot.choose(view, legal_actions, sampler, budget) -> Action``; ``bot.analyse(...) -> Analysis``.
"""

from .base import ActionStats, Analysis, Budget, Sampler, decision_seed, payoffs
from .ismcts import EasyBot, HardBot, NormalBot, SearchBot, search
from .random_bot import RandomBot
from .sampling import make_sampler

#: Bot classes by the ``Seat.kind`` id used in saves and on the command line, weakest first.
#: Each is built as ``BOTS[kind](seed)``.
BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(kind: str, seed: int = 0):
    """A new bot of ``kind`` (a key of :data:`BOTS`) seeded with ``seed``; ``KeyError`` for an
    unknown kind."""
    try:
        cls = BOTS[kind]
    except KeyError:
        raise KeyError(f"unknown bot kind {kind!r} (known: {', '.join(BOTS)})") from None
    return cls(seed)


__all__ = ["ActionStats", "Analysis", "BOTS", "Budget", "EasyBot", "HardBot", "NormalBot", "RandomBot",
           "Sampler", "SearchBot", "decision_seed", "make_bot", "make_sampler", "payoffs", "search"]
