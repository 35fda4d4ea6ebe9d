"""Why does one search bot not beat another? A cheap diagnostic on fixed positions (issue 12).

    python scripts/bot_diagnose.py agree [--game dark_tales] [--players 2] [--positions 24]
                                         [--turns 4 12 20 28] [--ref 5000] [--variants NAME ...]
    python scripts/bot_diagnose.py evaluation [--game dark_tales] [--players 2] [--games 300]
                                              [--turns 4 12 20 28]

``agree``: positions are seeded random games (deal ``SEED_BASE + i``, every seat playing uniformly
at random) stopped at the first decision with a real choice at or after turn ``k`` (the engine's
``turns`` counter when it has one, else the decision count). At each position every variant
(:data:`VARIANTS`: Normal, Hard, Hard without MAST, Hard without the engine's ``bot_evaluate``
hook, ...) chooses twice (two search seeds), and a long reference search (``--ref`` simulations,
random playouts with the hook, i.e. Normal's search made long) chooses once. Printed per variant:
how often it agrees with the reference, how often its two seeds agree with each other (a search
whose values are flat picks by noise), and its mean regret: the reference's best value among
the actions minus the reference's value of the variant's choice (0..1, the reference's estimate
of the win chance lost; before session 9 it was measured against the reference's own, most
visited, choice).

``evaluation``: the engine's ``bot_evaluate`` at turn ``k`` of seeded random games against the
game's final payoff for the same seat: Brier score (lower is better; 0.25 for a coin), the
correlation, and the Brier score for a few other values of the Dark Tales evaluation's
``TURN_SPREAD`` (with its ``ITEM_VALUE`` and ``HAND_VALUE`` as they are).

Both are read-only and deterministic (fixed seeds, fixed iteration budgets). Run them niced on a
shared machine: ``nice -n 19 python scripts/bot_diagnose.py agree``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from contaria_desktop.bots import Budget, make_sampler, payoffs, search  # noqa: E402
from contaria_desktop.bots.ismcts import EXPLORATION, HardBot  # noqa: E402
from contaria_desktop.engines.core import Rng, get_spec  # noqa: E402

SEED_BASE = 70_000


@dataclass(frozen=True)
class Variant:
    """A search configuration: ``iterations``, ``mast`` (epsilon or ``None``), ``hook`` (use the
    engine's ``bot_evaluate``), ``depth`` (override of the engine's ``BOT_PLAYOUT_DEPTH``)."""

    iterations: int
    mast: float | None = None
    hook: bool = True
    depth: int | None = None
    exploration: float = EXPLORATION   # UCB1's constant (the bots' EXPLORATION = 0.7)
    force_mast: bool = True   # False: the engine's BOT_MAST knob holds, as in the shipped bot


VARIANTS = {
    "normal": Variant(200),
    "hard": Variant(800, mast=HardBot.MAST),   # with MAST, whatever the engine's BOT_MAST
    "hard_nomast": Variant(800),
    "hard_nohook": Variant(800, mast=0.4, hook=False),
    "hard_nomast_nohook": Variant(800, hook=False),
    "hard_depth8": Variant(800, depth=8),
    "hard_depth40": Variant(800, depth=40),
    # the shipped Hard (MAST where the engine allows it), and with another UCB exploration constant
    "hard_ship": Variant(800, mast=HardBot.MAST, force_mast=False),
    "hard_c035": Variant(800, mast=HardBot.MAST, force_mast=False, exploration=0.35),
    "hard_c02": Variant(800, mast=HardBot.MAST, force_mast=False, exploration=0.2),
}
DEFAULT_VARIANTS = ["normal", "hard", "hard_nomast", "hard_nohook"]


def wrap_sampler(sampler, variant: Variant):
    """The sampler with the engine's hook switched off or its playout depth changed, and MAST
    allowed when the variant asks for it even if the engine's ``BOT_MAST`` knob says no (per
    sampled state, as instance attributes: the search reads them with ``getattr``)."""
    if variant.hook and variant.depth is None and (variant.mast is None or not variant.force_mast):
        return sampler

    def sample(seed: int):
        st = sampler(seed)
        if variant.mast is not None and variant.force_mast:
            st.BOT_MAST = True
        if not variant.hook:
            st.bot_evaluate = None
        if variant.depth is not None:
            st.BOT_PLAYOUT_DEPTH = variant.depth
        return st
    return sample


def position(game: str, players: int, index: int, turn: int):
    """A seeded random game stopped at the first real choice at or after ``turn``; ``None``
    when the game ends first."""
    spec = get_spec(game)
    state = spec.new_game(players, SEED_BASE + index)
    rng = Rng(SEED_BASE + index)
    while not state.is_terminal:
        legal = state.legal_actions()
        now = getattr(state, "turns", None)
        now = state.decisions if now is None else now
        if now >= turn and len(legal) > 1:
            return state
        state.apply(legal[rng.below(len(legal))])
    return None


def agree(args) -> None:
    names = args.variants or DEFAULT_VARIANTS
    ref = Variant(args.ref)
    tally = {n: {"agree": 0, "self": 0, "regret": 0.0, "count": 0} for n in names}
    ref_self = 0
    t0 = time.perf_counter()
    count = 0
    for k in args.turns:
        for i in range(args.positions):
            state = position(args.game, args.players, i, k)
            if state is None:
                continue
            seat, legal = state.current_player, state.legal_actions()
            sampler = make_sampler(state, seat)
            r = search(legal, sampler, Budget(iterations=ref.iterations), seed=1)
            values = {s.action: s.value for s in r.stats}
            best = max(values.values(), default=0.0)   # regret against the best action it saw
            if args.ref_twice:
                ref_self += search(legal, sampler, Budget(iterations=ref.iterations), seed=2).action == r.action
            count += 1
            line = [f"turn {k:3d} pos {i:3d} ({len(legal)} actions)"]
            for n in names:
                v = VARIANTS[n]
                picks = [search(legal, wrap_sampler(sampler, v), Budget(iterations=v.iterations), seed=s,
                                mast=v.mast, exploration=v.exploration).action
                         for s in (11, 12)]
                t = tally[n]
                for p in picks:
                    t["agree"] += p == r.action
                    t["regret"] += best - values.get(p, 0.0)
                    t["count"] += 1
                t["self"] += picks[0] == picks[1]
                line.append(f"{n}:{sum(p == r.action for p in picks)}")
            print("  ".join(line), f"[{time.perf_counter() - t0:.0f} s]", flush=True)
    print(f"\n{args.game} {args.players} players, {count} positions (turns {args.turns}), "
          f"reference {ref.iterations} simulations (random playouts, hook)")
    if args.ref_twice:
        print(f"reference agrees with itself (another seed): {ref_self}/{count}")
    print("| variant | agrees with reference | agrees with itself | mean regret (reference value) |")
    print("|---|---|---|---|")
    for n in names:
        t = tally[n]
        c = max(1, t["count"])
        print(f"| {n} | {t['agree']}/{t['count']} ({t['agree'] / c:.0%}) | {t['self']}/{count} "
              f"| {t['regret'] / c:.4f} |")


def evaluation(args) -> None:
    spec = get_spec(args.game)
    spreads = [None] + args.spreads
    rows = []   # (turn, seat totals, turns left, payoff of each seat, hook values)
    mod = None
    if args.game == "dark_tales":
        from contaria_desktop.engines.dark_tales import bot_eval as mod
    for g in range(args.games):
        state = spec.new_game(args.players, SEED_BASE + 10_000 + g)
        rng = Rng(SEED_BASE + 10_000 + g)
        snaps = []
        targets = list(args.turns)
        while not state.is_terminal:
            now = getattr(state, "turns", state.decisions)
            if targets and now >= targets[0]:
                ev = state.bot_evaluate()
                if ev is not None:
                    extra = None
                    if mod is not None:
                        extra = (mod.standing(state), mod.turns_left_per_seat(state))
                    snaps.append((targets.pop(0), list(ev), extra))
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        pay = payoffs(state.result(), args.players)
        for k, ev, extra in snaps:
            rows.append((k, ev, extra, pay))
    print(f"{args.game} {args.players} players, {args.games} random games: bot_evaluate at turn k "
          f"vs the final payoff (every seat)")
    print("| turn | samples | Brier (hook) | corr (hook) | " +
          " | ".join(f"Brier spread {s}" for s in args.spreads) + " |")
    print("|---|---|---|---|" + "---|" * len(args.spreads))
    for k in args.turns:
        rs = [r for r in rows if r[0] == k]
        if not rs:
            continue
        xs = [v for r in rs for v in r[1]]
        ys = [p for r in rs for p in r[3]]
        brier = sum((x - y) ** 2 for x, y in zip(xs, ys)) / len(xs)
        cells = [f"{k}", f"{len(rs)}", f"{brier:.4f}", f"{corr(xs, ys):.3f}"]
        for s in args.spreads:
            if mod is None:
                cells.append("")
                continue
            bs = []
            for _, _, (totals, left), pay in rs:
                spread = s * math.sqrt(max(1.0, left))
                top = max(totals)
                w = [math.exp((t - top) / spread) for t in totals]
                bs.extend((wi / sum(w) - p) ** 2 for wi, p in zip(w, pay))
            cells.append(f"{sum(bs) / len(bs):.4f}")
        print("| " + " | ".join(cells) + " |")


def corr(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return sxy / (sx * sy) if sx and sy else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("agree")
    a.add_argument("--game", default="dark_tales")
    a.add_argument("--players", type=int, default=2)
    a.add_argument("--positions", type=int, default=12)
    a.add_argument("--turns", type=int, nargs="+", default=[4, 12, 20, 28])
    a.add_argument("--ref", type=int, default=5000)
    a.add_argument("--ref-twice", action="store_true", help="also run the reference with a second seed")
    a.add_argument("--variants", nargs="*", choices=sorted(VARIANTS))
    e = sub.add_parser("evaluation")
    e.add_argument("--game", default="dark_tales")
    e.add_argument("--players", type=int, default=2)
    e.add_argument("--games", type=int, default=300)
    e.add_argument("--turns", type=int, nargs="+", default=[4, 12, 20, 28, 36])
    e.add_argument("--spreads", type=float, nargs="*", default=[0.5, 1.0, 2.0, 3.0])
    args = ap.parse_args(argv)
    agree(args) if args.cmd == "agree" else evaluation(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
