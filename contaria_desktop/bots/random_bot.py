"""A bot that picks uniformly among the legal actions."""

from __future__ import annotations

from typing import Any, Sequence

from contaria_desktop.engines.core import Action, Rng

from .base import Analysis, Budget, Sampler, check_legal


class RandomBot:
    """Chooses a uniformly random legal action with its own seeded :class:`Rng` (reproducible:
    the same seed and the same questions give the same answers).

    It sees only the seat's view and the legal actions (the view, sampler and budget are accepted
    for the common bot signature and ignored)."""

    kind = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action], sampler: Sampler | None = None,
               budget: Budget | None = None) -> Action:
        """One of ``legal_actions``; raises ``ValueError`` when there is none."""
        check_legal(legal_actions)
        return legal_actions[self.rng.below(len(legal_actions))]

    def analyse(self, view: dict[str, Any], legal_actions: Sequence[Action], sampler: Sampler | None = None,
                budget: Budget | None = None) -> Analysis:
        """:meth:`choose` as an :class:`Analysis` without statistics."""
        return Analysis(self.choose(view, legal_actions, sampler, budget))
