"""A bot that picks uniformly among the legal actions."""

from __future__ import annotations

from typing import Any, Sequence

from contaria_desktop.engines.core import Action, Rng


class RandomBot:
    """Chooses a uniformly random legal action with its own seeded :class:`Rng` (reproducible:
    the same seed and the same questions give the same answers).

    It sees only the seat's view and the legal actions (the view is accepted for the common bot
    signature and ignored)."""

    kind = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action]) -> Action:
        """One of ``legal_actions``; raises ``ValueError`` when there is none."""
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[self.rng.below(len(legal_actions))]
