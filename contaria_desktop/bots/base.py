"""What every bot shares: the budget, the sampler type, the payoff of a finished game and the
analysis a search can give (for the Hint). Pure Python, no Qt."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from contaria_desktop.engines.core import Action, Result, State, digest

#: ``sampler(seed) -> State``: a complete state consistent with everything the deciding seat
#: knows (hidden identities re-dealt, random generator reseeded), different for each ``seed``
#: and the same for the same ``seed``. See :func:`.sampling.make_sampler`.
Sampler = Callable[[int], State]


@dataclass(frozen=True)
class Budget:
    """How much a search may think about one decision.

    - ``iterations``: upper bound on simulations (sampled playouts); ``None``: no bound.
    - ``seconds``: upper bound on wall-clock time (checked between simulations); ``None``: no bound.
      Fixed-iteration budgets (``seconds=None``) make a bot's play independent of the machine.
    - ``stop``: optional callable polled between simulations; when it returns True the search
      ends at once (cancelling a bot that thinks off the UI thread).

    At least one of ``iterations`` / ``seconds`` must be set (``ValueError`` otherwise), and a
    search always runs at least one simulation per root action it has to compare, unless stopped.
    """

    iterations: int | None = None
    seconds: float | None = None
    stop: Callable[[], bool] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a budget needs iterations or seconds")
        if self.iterations is not None and (not isinstance(self.iterations, int) or self.iterations < 1):
            raise ValueError(f"iterations must be a positive whole number, got {self.iterations!r}")
        if self.seconds is not None and not self.seconds > 0:
            raise ValueError(f"seconds must be positive, got {self.seconds!r}")

    def with_stop(self, stop: Callable[[], bool] | None) -> "Budget":
        """The same budget, cancelled by ``stop``."""
        return Budget(self.iterations, self.seconds, stop)


@dataclass(frozen=True)
class ActionStats:
    """One root action after a search: ``visits`` (simulations through it) and ``value`` (mean
    payoff for the deciding seat, 0..1: 1 = a sure win)."""

    action: Action
    visits: int
    value: float


@dataclass(frozen=True)
class Analysis:
    """What a bot chose and why: ``action``; ``stats`` per root action, most visited first
    (empty for bots that do not search); ``simulations`` run and ``seconds`` spent."""

    action: Action
    stats: tuple[ActionStats, ...] = ()
    simulations: int = 0
    seconds: float = 0.0


def payoffs(result: Result, num_players: int) -> list[float]:
    """Each seat's payoff for a finished game (issue 12): a win shared by *k* winners is ``1/k``
    to each winning seat, a loss is 0. A non-seat winner (Contária's CONTÁRIA tale, CharLatão's
    Ea-Nasir) counts among the *k* and takes its share, so when it wins alone every seat gets 0.
    A drawn game with no winner gives every seat 0 (nobody won)."""
    winners = result.winners
    out = [0.0] * num_players
    if not winners:
        return out
    share = 1.0 / len(winners)
    for w in winners:
        if isinstance(w, int) and not isinstance(w, bool) and 0 <= w < num_players:
            out[w] += share
    return out


def decision_seed(bot_seed: int, view: Any) -> int:
    """The seed of one decision: a function of the bot's seed and of the seat's view only, so a
    bot is stateless and reproducible (the same question after undo, redo or loading a save gets
    the same answer) and cannot depend on anything the seat does not see."""
    return int(digest([bot_seed, view])[:15], 16)


def check_legal(legal_actions: Sequence[Action]) -> None:
    """Raise ``ValueError`` when there is no legal action to choose from."""
    if not legal_actions:
        raise ValueError("no legal action to choose from")
