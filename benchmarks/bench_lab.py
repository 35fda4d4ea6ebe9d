"""Playtest lab throughput (issue 15, "Numbers"): wall-clock medians of ``--rounds`` runs.

    nice -n 19 python benchmarks/bench_lab.py [--games 5000] [--rounds 3] [--skip-dask]

1. ``engine``: the engine's own single-process random playouts (``benchmarks/playouts.py``), the
   reference rate; ``lab x1``: the lab with one worker (in-process) on the same game and count,
   random seats. Target: lab x1 >= 90 % of the engine's rate.
2. ``lab x2``: two local worker processes. Target: >= 1.8x lab x1 on a quiet 2-core machine.
3. ``dask``: a Dask ``LocalCluster`` of 2 worker processes (1 thread each), cluster start-up
   excluded. Target: within 20 % of ``lab x2``.

CharLatão, 4 players. Prints a Markdown table (paste it into docs/lab.md) and the load average,
because on a shared machine the numbers mean little without it. Run with ``nice -n 19``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playouts import play_random_games  # noqa: E402

from contaria_desktop.engines.core import get_spec  # noqa: E402
from contaria_desktop.lab import LabConfig, run  # noqa: E402
from contaria_desktop.lab.runner import prepare  # noqa: E402

GAME, PLAYERS = "charlatao", 4


def _timed(fn, name: str) -> float:
    t, c = time.perf_counter(), time.process_time()
    fn()
    wall = time.perf_counter() - t
    # printed as it goes: a run stopped early still leaves its numbers
    print(f"{name}: {wall:.2f} s wall, {time.process_time() - c:.2f} s CPU in this process, "
          f"load {os.getloadavg()[0]:.1f}", file=sys.stderr, flush=True)
    return wall


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--skip-dask", action="store_true")
    args = ap.parse_args(argv)
    n, rounds = args.games, args.rounds
    spec = get_spec(GAME)
    # probe the result shapes once (the lab does it once per run; not what is measured)
    config = prepare(LabConfig(GAME, PLAYERS, ("random",) * PLAYERS, games=n, first_seed=1000))
    rows = []
    load0 = os.getloadavg()

    runs: dict[str, list[float]] = {"engine": [], "lab x1": [], "lab x2": [], "dask": []}
    jobs = {"engine": lambda: play_random_games(spec, PLAYERS, 1000, n),
            "lab x1": lambda: run(config, 1), "lab x2": lambda: run(config, 2)}
    cluster = client = None
    if not args.skip_dask:
        import distributed
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                           dashboard_address=":0", silence_logs=50)
        client = distributed.Client(cluster)
        client.run(lambda: __import__("contaria_desktop.lab.play"))   # start-up excluded: warm imports
        jobs["dask"] = lambda: run(config, scheduler=client)
    try:
        for _ in range(rounds):     # interleaved, so a change in the machine's load hits every kind alike
            for name, job in jobs.items():
                runs[name].append(_timed(job, name))
    finally:
        if client is not None:
            client.close()
            cluster.close()
    med = {k: statistics.median(v) for k, v in runs.items() if v}
    engine, lab1, lab2 = med["engine"], med["lab x1"], med["lab x2"]
    rows.append(("engine playouts (1 process)", engine, runs["engine"], "reference"))
    rows.append(("lab, 1 worker", lab1, runs["lab x1"], f"{engine / lab1:.0%} of engine (target >= 90 %)"))
    rows.append(("lab, 2 workers", lab2, runs["lab x2"], f"{lab1 / lab2:.2f}x of 1 worker (target >= 1.8x)"))
    if "dask" in med:
        rows.append(("Dask LocalCluster, 2 processes", med["dask"], runs["dask"],
                     f"{med['dask'] / lab2 - 1:+.0%} vs lab 2 workers (target within 20 %)"))
    load1 = os.getloadavg()
    print(f"\n{n} {GAME} {PLAYERS}-player random games, median of {rounds} runs; "
          f"load average {load0[0]:.1f} before, {load1[0]:.1f} after; {os.cpu_count()} CPUs\n")
    print("| run | median s | games/s | runs (s) | versus |")
    print("|---|---|---|---|---|")
    for name, med, times, note in rows:
        print(f"| {name} | {med:.2f} | {n / med:.0f} | {', '.join(f'{t:.1f}' for t in times)} | {note} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
