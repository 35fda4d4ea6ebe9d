"""A bot that picks uniformly among the legal actions."""

from __future__ import annotations

from typing import Any, Sequence

from contaria_desktop.engines.core import Action, Rng

from .base import Analysis, Budget, Sampler, check_legal, decision_seed


class RandomBot:
    """Chooses a uniformly random legal action with its own seeded :class:`Rng` (reproducible:
    the same seed and the same questions give the same answers).

    It sees only the seat's view and the legal actions (the sampler and budget are accepted for
    the common bot signature and ignored). :meth:`choose` draws from the bot's own stream;
    :meth:`analyse` (what the session's driver calls) is stateless like the search bots: seeded
    by the bot's seed and the view, so a loaded game goes on identically."""

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
        """A uniformly random legal action seeded by ``decision_seed(seed, view)``, as an
        :class:`Analysis` without statistics. Raises ``ValueError`` when there is none."""
        check_legal(legal_actions)
        return Analysis(legal_actions[Rng(decision_seed(self.seed, view)).below(len(legal_actions))])
