#!/usr/bin/env python3
"""Run the conformance harness's random playouts outside pytest and report speed.

Usage: ``python scripts/conformance.py --playouts N [--game ID] [--players K] [--heavy-every M]``

For every registered engine (or only ``--game``) and every player count (or only
``--players``), plays ``N`` seeded random games with :func:`tests.conformance.harness.playout`
(heavy checks on one playout in ``M``, 5 by default as in the pytest suite; ``0`` = none) and
prints playouts per second, decisions per second and any failures (seed and message). Exit
status 1 when a playout failed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from contaria_desktop.engines.core import all_specs  # noqa: E402
from tests.conformance.harness import ConformanceFailure, playout  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=1000, help="playouts per player count")
    parser.add_argument("--game", help="only this game id")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument("--heavy-every", type=int, default=5,
                        help="heavy checks on one playout in M (0: never)")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    specs = [s for s in all_specs() if args.game in (None, s.id)]
    if not specs:
        print(f"no registered game {args.game!r}", file=sys.stderr)
        return 2
    failed = 0
    for spec in specs:
        counts = range(spec.min_players, spec.max_players + 1)
        for n in counts:
            if args.players is not None and n != args.players:
                continue
            failures: list[tuple[int, str]] = []
            decisions = 0
            start = time.perf_counter()
            for seed in range(args.first_seed, args.first_seed + args.playouts):
                heavy = args.heavy_every > 0 and seed % args.heavy_every == 0
                try:
                    state = playout(spec, n, seed, heavy=heavy)
                    decisions += getattr(state, "decisions", 0)
                except ConformanceFailure as err:
                    failures.append((seed, str(err)))
                except Exception as err:  # noqa: BLE001 - report any crash with its seed
                    failures.append((seed, f"{type(err).__name__}: {err}"))
            secs = time.perf_counter() - start
            rate = args.playouts / secs if secs else float("inf")
            extra = f", {decisions / secs:,.0f} decisions/s" if decisions else ""
            print(f"{spec.id} {n}p: {args.playouts} playouts in {secs:.1f}s = {rate:,.1f} playouts/s{extra}; "
                  f"{len(failures)} failure(s)")
            for seed, msg in failures[:10]:
                print(f"  seed {seed}: {msg}")
            failed += len(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
