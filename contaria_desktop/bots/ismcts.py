"""A generic information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling, Powley
& Whitehouse 2012) over states drawn from a :data:`~.base.Sampler`.

Each simulation draws a new determinization (a complete state consistent with what the deciding
seat knows), walks one shared tree whose edges are actions, restricted to the actions legal in
that determinization (UCB1 with availability counts), adds one node, plays the rest of the game
out and backs up every seat's reward (:func:`rewards`); each node is judged by the seat
that chose its action. Only the State contract is used: ``legal_actions``, ``apply``,
``current_player``, ``is_terminal``, ``result``; so it works for every registered game.

Optional engine hooks (duck-typed; none is required; CharLatão and Dark Tales have ``bot_evaluate``):

- ``state.bot_rollout_action(rng) -> Action``: a playout policy used instead of a uniformly random
  legal action (it must return a legal action; ``rng`` is the search's :class:`Rng`).
- ``state.bot_evaluate() -> list[float] | None``: each seat's expected reward (0..1) in a
  non-final state, as the payoffs would score it. With it a playout stops after
  ``state.BOT_PLAYOUT_DEPTH`` decisions (default :data:`PLAYOUT_DEPTH`; 0: at once) and is scored
  by the evaluation - at the first state from there on for which it does not return ``None``
  (``None``: "not a state I can judge", e.g. in the middle of a round; the playout goes on and
  asks again after each decision).

Optional generic playout policy (no engine knowledge): MAST, the Move-Average Sampling
Technique (Finnsson & Björnsson 2008; with IS-MCTS: Powley, Whitehouse & Cowling 2014,
"Information capture and reuse strategies in MCTS"). The search keeps, for each (seat, action),
the mean reward of the simulations in which that seat took that action (anywhere in the tree or
the playout), and a playout picks, with probability ``1 - epsilon``, the legal action of best
mean for the seat to move (an action never seen counts as :data:`MAST_UNSEEN`), else a uniformly
random one. Hard uses it (:data:`HardBot.MAST`); an engine's ``bot_rollout_action`` wins over it.
An engine may turn it off for its game with the class attribute ``BOT_MAST = False`` (a tuning
knob, read from the sampled state: MAST keys its statistics by the action alone, which misleads
when an action's name does not carry its meaning across determinizations - Dark Tales' ``play``
names a per-deal card handle whose identity each sample re-deals - or when measurements show it
hurts); the search then plays uniformly random playouts, as with ``mast=None``.
"""

from __future__ import annotations

import math
import time
from typing import Any, Sequence

from contaria_desktop.engines.core import Action, Rng, State

from .base import ActionStats, Analysis, Budget, Sampler, check_legal, decision_seed, payoffs

#: UCB1 exploration constant for payoffs in [0, 1].
EXPLORATION = 0.7
#: Default weight of the score margin in a playout's reward (the rest is the win share). It can
#: tell apart playouts that are all lost, but 0.1 played worse in Contária (Normal among randoms,
#: same deals: 7/10 instead of 9/10 at 2 players, 3.3/10 instead of 4.2/10 at 4), so it is off.
SHAPING = 0.0


def rewards(state: State, shaping: float = SHAPING) -> list[float]:
    """Each seat's reward (0..1) for a finished playout: ``(1 - shaping)`` times its win share
    (:func:`~.base.payoffs`) plus ``shaping`` times its score's place between the lowest and the
    highest seat score (0 when all scores are equal)."""
    result = state.result()
    n = state.num_players
    pay = payoffs(result, n)
    if not shaping:
        return pay
    scores = list(result.scores)[:n]
    lo, hi = (min(scores), max(scores)) if scores else (0, 0)
    if len(scores) != n or hi <= lo:
        return [(1 - shaping) * p for p in pay]
    return [(1 - shaping) * p + shaping * (sc - lo) / (hi - lo) for p, sc in zip(pay, scores)]


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "player")

    def __init__(self, player: int | None) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.player = player   # the seat that chose the action leading here


#: Decisions a playout makes before an engine's ``bot_evaluate`` scores it.
PLAYOUT_DEPTH = 20
#: MAST value of an action no simulation has taken yet (optimistic: it gets tried).
MAST_UNSEEN = 1.0


class _Mast:
    """MAST statistics: ``seat -> {action: [reward total, count]}`` over one search's simulations,
    and the epsilon-greedy playout choice they give. (One table per seat, keyed by the action
    alone: a playout step looks up every legal action, and a (seat, action) pair per look-up cost
    about a third of the choice.)"""

    __slots__ = ("epsilon", "table")

    def __init__(self, epsilon: float) -> None:
        if not 0.0 <= epsilon <= 1.0:
            raise ValueError(f"MAST epsilon must be within 0..1, got {epsilon!r}")
        self.epsilon = epsilon
        self.table: dict[int, dict[Action, list[float]]] = {}

    def choose(self, player: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A uniformly random action with probability ``epsilon``, else the first of best mean."""
        if self.epsilon >= 1.0 or rng.below(1_000_000) < self.epsilon * 1_000_000:
            return legal[rng.below(len(legal))]
        seen = self.table.get(player)
        if seen is None:   # every action unseen: all count MAST_UNSEEN, the first wins
            return legal[0]
        best, best_value = legal[0], -1.0
        get = seen.get
        for a in legal:
            entry = get(a)
            value = MAST_UNSEEN if entry is None else entry[0] / entry[1]
            if value > best_value:
                best, best_value = a, value
        return best

    def update(self, taken: list[tuple[int, Action]], pay: Sequence[float]) -> None:
        """Credit every (seat, action) of one simulation with that seat's reward."""
        table = self.table
        for player, action in taken:
            seen = table.get(player)
            if seen is None:
                seen = table[player] = {}
            entry = seen.get(action)
            if entry is None:
                seen[action] = [pay[player], 1]
            else:
                entry[0] += pay[player]
                entry[1] += 1


def _rollout(state: State, rng: Rng, max_steps: int, shaping: float, mast: _Mast | None = None,
             taken: list[tuple[int, Action]] | None = None) -> list[float]:
    """Play ``state`` out and return every seat's reward. With ``mast`` (and no engine policy)
    the playout follows MAST and appends each ``(seat, action)`` it takes to ``taken``."""
    policy = getattr(state, "bot_rollout_action", None)
    evaluate = getattr(state, "bot_evaluate", None)
    depth = getattr(state, "BOT_PLAYOUT_DEPTH", PLAYOUT_DEPTH) if evaluate is not None else None
    steps = 0
    while not state.is_terminal:
        if depth is not None and steps >= depth:
            values = evaluate()
            if values is not None:   # None: not a state the engine can judge, play on
                values = [float(v) for v in values]
                if len(values) != state.num_players:
                    raise ValueError(f"{type(state).__name__}.bot_evaluate gave {len(values)} values "
                                     f"for {state.num_players} seats")
                return values
        if steps >= max_steps:
            raise RuntimeError(f"{type(state).__name__}: playout longer than {max_steps} decisions")
        if policy is not None:
            state.apply(policy(rng))
        elif mast is not None:
            player = state.current_player
            action = mast.choose(player, state.legal_actions(), rng)
            taken.append((player, action))
            state.apply(action)
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        steps += 1
    return rewards(state, shaping)


def search(legal_actions: Sequence[Action], sampler: Sampler, budget: Budget, seed: int,
           exploration: float = EXPLORATION, max_steps: int = 100_000, shaping: float = SHAPING,
           trees: int = 1, mast: float | None = None) -> Analysis:
    """Run IS-MCTS for the seat to decide in the samples, choosing among ``legal_actions`` and return the :class:`Analysis`
    (the most visited root action; ties go to the earlier action in ``legal_actions``).

    ``seed`` makes the search reproducible (with a fixed-iteration budget); ``shaping``: see
    :func:`rewards`. ``trees`` > 1 grows that many independent trees, taking simulations in turn,
    and sums their root statistics (root-parallel ensemble: the same depth as one tree with
    ``1/trees`` of the budget, less variance). ``mast``: the MAST playout policy's epsilon (see
    the module docstring; ``None``: uniformly random playouts; an engine whose states say
    ``BOT_MAST = False`` gets random playouts whatever ``mast`` is). ``max_steps`` bounds
    one playout (``RuntimeError`` beyond it: an engine that never ends). Raises ``ValueError``
    when ``legal_actions`` is empty. With one legal action it answers at once."""
    check_legal(legal_actions)
    root_legal = list(legal_actions)
    if len(root_legal) == 1:
        return Analysis(root_legal[0])
    start = time.perf_counter()
    deadline = None if budget.seconds is None else start + budget.seconds
    if not isinstance(trees, int) or trees < 1:
        raise ValueError(f"trees must be a positive whole number, got {trees!r}")
    rng = Rng(seed)
    mast_stats = None if mast is None else _Mast(mast)
    mast_checked = mast_stats is None
    roots = [_Node(None) for _ in range(trees)]
    root_set = set(root_legal)
    sims = 0
    while True:
        if budget.iterations is not None and sims >= budget.iterations:
            break
        if budget.stop is not None and budget.stop():
            break
        if deadline is not None and sims >= 1 and time.perf_counter() >= deadline:
            break
        state = sampler(rng.next_u64() >> 1)
        if not mast_checked:   # the engine's knob (module docstring), read once
            mast_checked = True
            if not getattr(state, "BOT_MAST", True):
                mast_stats = None
        root = roots[sims % trees]
        node, path = root, [root]
        taken: list[tuple[int, Action]] | None = None if mast_stats is None else []
        # selection and expansion
        while not state.is_terminal:
            legal = state.legal_actions()
            if node is root:  # the real choice: the same actions, whatever the sample
                legal = [a for a in legal if a in root_set] or root_legal
            player = state.current_player
            untried = [a for a in legal if a not in node.children]
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = untried[rng.below(len(untried))]
                child = _Node(player)
                child.avail = 1
                node.children[action] = child
                if taken is not None:
                    taken.append((player, action))
                state.apply(action)
                node = child
                path.append(node)
                break
            best, best_score = None, -1.0
            for a in legal:
                c = node.children[a]
                score = c.total / c.visits + exploration * math.sqrt(math.log(c.avail) / c.visits)
                if score > best_score:
                    best, best_score = a, score
            if taken is not None:
                taken.append((player, best))
            state.apply(best)
            node = node.children[best]
            path.append(node)
        pay = (rewards(state, shaping) if state.is_terminal
               else _rollout(state, rng, max_steps, shaping, mast_stats, taken))
        if mast_stats is not None:
            mast_stats.update(taken, pay)
        for nd in path:
            nd.visits += 1
            if nd.player is not None:
                nd.total += pay[nd.player]
        sims += 1
    stats = []
    for a in root_legal:
        kids = [r.children[a] for r in roots if a in r.children]
        visits = sum(c.visits for c in kids)
        if visits:
            stats.append(ActionStats(a, visits, sum(c.total for c in kids) / visits))
    order = {a: i for i, a in enumerate(root_legal)}
    stats.sort(key=lambda s: (-s.visits, -s.value, order[s.action]))
    chosen = stats[0].action if stats else root_legal[rng.below(len(root_legal))]
    return Analysis(chosen, tuple(stats), sims, time.perf_counter() - start)


class SearchBot:
    """A bot that runs :func:`search` with a default :class:`Budget`.

    ``SearchBot(seed, budget=None, shaping=SHAPING)``; subclasses set ``kind``, ``DEFAULT_BUDGET``,
    ``TREES`` and ``MAST`` (the playout policy's epsilon, ``None``: random playouts; see
    :func:`search`).
    It is stateless between decisions: each decision is seeded from the bot's seed and the
    seat's view (:func:`~.base.decision_seed`), so the same question gets the same answer."""

    kind = "search"
    DEFAULT_BUDGET = Budget(iterations=200, seconds=1.0)
    TREES = 1
    MAST: float | None = None

    def __init__(self, seed: int = 0, budget: Budget | None = None, shaping: float = SHAPING) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError(f"seed must be a non-negative integer, got {seed!r}")
        self.seed = seed
        self.budget = budget or self.DEFAULT_BUDGET
        self.shaping = shaping

    def analyse(self, view: dict[str, Any], legal_actions: Sequence[Action], sampler: Sampler | None = None,
                budget: Budget | None = None) -> Analysis:
        """The search's answer with its statistics. Raises ``ValueError`` with no legal action or
        no sampler (when there is a choice)."""
        check_legal(legal_actions)
        if len(legal_actions) == 1:
            return Analysis(legal_actions[0])
        if sampler is None:
            raise ValueError(f"the {self.kind} bot needs a sampler to think")
        return search(legal_actions, sampler, budget or self.budget, decision_seed(self.seed, view),
                      shaping=self.shaping, trees=self.TREES, mast=self.MAST)

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action], sampler: Sampler | None = None,
               budget: Budget | None = None) -> Action:
        """One of ``legal_actions`` (see :meth:`analyse`)."""
        return self.analyse(view, legal_actions, sampler, budget).action


class EasyBot(SearchBot):
    """Easy: a tiny search (a few dozen simulations) - it sees obvious wins and blunders often."""

    kind = "easy"
    DEFAULT_BUDGET = Budget(iterations=24, seconds=0.3)


class NormalBot(SearchBot):
    """Normal: IS-MCTS with a budget meant for at most 1 s per decision on one core."""

    kind = "normal"
    DEFAULT_BUDGET = Budget(iterations=200, seconds=1.0)


class HardBot(SearchBot):
    """Hard: one IS-MCTS tree with four times Normal's simulations (800) and MAST playouts
    (epsilon 0.4: see the module docstring) instead of uniformly random ones; meant for at most
    3 s per decision on one core (the app budget stops it at 3 s)."""

    kind = "hard"
    DEFAULT_BUDGET = Budget(iterations=800, seconds=3.0)
    MAST = 0.4
