"""Quissama random-playout throughput and how random games end (issue 13, Numbers).

Run as a script: ``nice -n 19 python benchmarks/bench_quissama.py [--games N] [--players K]``
prints the load average, then per player count the CPU seconds and CPU decisions/s
(``time.process_time``: other processes do not count, though on a loaded machine they still slow
the caches and shared cores),
games/s, the mean decisions per game, the share of games ending by an objective vs by the round
cap, and the size of the legal-action lists met (mean, p99, max: the single-step action model of
``docs/quissama-engine-contract.md`` relies on them staying small).
Or with pytest-benchmark: ``python -m pytest benchmarks/bench_quissama.py --benchmark-enable -q``.

Each game: ``GAME.new_game(n, seed)`` then ``legal_actions()`` + ``apply()`` of a uniformly random
legal action until the end (the loop bots and the conformance suite use). Target (issue 13): at
least 20,000 decisions/s on one core.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from contaria_desktop.engines.core import Rng  # noqa: E402
from contaria_desktop.engines.quissama import GAME  # noqa: E402

TARGET_DECISIONS_PER_S = 20_000


def play(num_players: int, seeds: range, options: dict | None = None) -> dict:
    """Play one random game per seed; return counts, CPU seconds and legal-list sizes."""
    decisions = 0
    ends = {"objective": 0, "round_cap": 0}
    sizes: dict[int, int] = {}
    cpu = 0.0
    for seed in seeds:
        start = time.process_time()
        s = GAME.new_game(num_players, seed, options or {})
        rng = Rng(seed ^ 0x51A)
        game_sizes = []
        while not s.is_terminal:
            legal = s.legal_actions()
            game_sizes.append(len(legal))
            s.apply(legal[rng.below(len(legal))])
        result = s.result()
        cpu += time.process_time() - start  # one list append per decision included
        for k in game_sizes:
            sizes[k] = sizes.get(k, 0) + 1
        decisions += s.decisions
        reason = result.details.get("reason", "round_cap")
        ends[reason] = ends.get(reason, 0) + 1
    return {"games": len(seeds), "decisions": decisions, "cpu_s": cpu, "ends": ends, "sizes": sizes}


def _percentile(sizes: dict[int, int], q: float) -> int:
    total = sum(sizes.values())
    seen = 0
    for k in sorted(sizes):
        seen += sizes[k]
        if seen >= q * total:
            return k
    return 0


def report(num_players: int, r: dict) -> str:
    """One line: speed, game length, how the games ended, legal-list sizes."""
    g = r["games"]
    sizes = r["sizes"]
    n_lists = sum(sizes.values()) or 1
    mean = sum(k * v for k, v in sizes.items()) / n_lists
    return (f"quissama {num_players}p: {g} games in {r['cpu_s']:.2f} s CPU, "
            f"{r['decisions'] / r['cpu_s']:,.0f} decisions/s CPU "
            f"(target {TARGET_DECISIONS_PER_S:,}), "
            f"{g / r['cpu_s']:.1f} games/s, {r['decisions'] / g:.0f} decisions/game; "
            f"ended by an objective {100 * r['ends'].get('objective', 0) / g:.0f}%, "
            f"by the round cap {100 * r['ends'].get('round_cap', 0) / g:.0f}%; "
            f"legal actions mean {mean:.1f}, p99 {_percentile(sizes, 0.99)}, max {max(sizes, default=0)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--players", type=int)
    ap.add_argument("--first-seed", type=int, default=0)
    args = ap.parse_args(argv)
    if hasattr(os, "getloadavg"):  # CPU time excludes other processes, but not their cache/SMT contention
        print("load average: " + " ".join(f"{x:.1f}" for x in os.getloadavg()), flush=True)
    for n in range(GAME.min_players, GAME.max_players + 1):
        if args.players not in (None, n):
            continue
        print(report(n, play(n, range(args.first_seed, args.first_seed + args.games))), flush=True)
    return 0


def test_random_playouts(benchmark) -> None:  # pragma: no cover - benchmark only
    """4-player games timed by pytest-benchmark; every count reported in ``extra_info``."""
    for n in (2, 3, 5):
        benchmark.extra_info[f"{n}p"] = report(n, play(n, range(10)))
    r = benchmark.pedantic(play, args=(4, range(10)), rounds=1, iterations=1)
    benchmark.extra_info["4p"] = report(4, r)


if __name__ == "__main__":
    raise SystemExit(main())
