"""Playtest lab throughput (issue 15, "Numbers"): wall-clock medians of ``--rounds`` runs, and
the CPU time each run cost (this process and every process it started, Dask workers included).

    nice -n 19 python benchmarks/bench_lab.py [--games 5000] [--rounds 3] [--skip-dask] [--json FILE]
    nice -n 19 python benchmarks/bench_lab.py --quick     # 200 games: checks the script, not the targets

One command gives the issue's three figures: the table, then one line per target saying
whether the wall-clock medians meet it (``met`` / ``NOT met``; with ``--quick`` the verdicts
are printed but mean nothing - the pools' start-up weighs too much in 200 games).

1. ``engine``: the engine's own single-process random playouts (``benchmarks/playouts.py``), the
   reference rate; ``lab x1``: the lab with one worker (in-process) on the same game and count,
   random seats. Target: lab x1 >= 90 % of the engine's rate.
2. ``lab x2``: two local worker processes. Target: >= 1.8x lab x1 on a quiet 2-core machine.
3. ``dask``: a Dask ``LocalCluster`` of 2 worker processes (1 thread each), cluster start-up
   excluded. Target: within 20 % of ``lab x2``.

CharLatão, 4 players. Prints a Markdown table (paste it into docs/lab.md) with the load average
of each run, because on a shared machine the wall-clock numbers mean little without it. The CPU
seconds do not depend on the load (as much): they say what a run costs, so on a busy machine
``CPU(lab x1) / CPU(engine)`` stands in for target 1, and ``CPU(lab x2) / CPU(lab x1)`` gives the
best speed-up two idle cores could give (``2 x CPU(x1) / CPU(x2)``) for target 2. Child CPU is
read with psutil (every descendant process, sampled every 0.1 s, so a process's last moments
before it exits may be missed); without psutil only this process is counted. Run with
``nice -n 19``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playouts import play_random_games  # noqa: E402

from contaria_desktop.engines.core import get_spec  # noqa: E402
from contaria_desktop.lab import LabConfig, run  # noqa: E402
from contaria_desktop.lab.runner import prepare  # noqa: E402

GAME, PLAYERS = "charlatao", 4
DEFAULT_GAMES, QUICK_GAMES = 5000, 200


class CpuMeter:
    """CPU seconds (user + system) a run costs, over a ``with`` block: ``own`` - this thread only
    (``whole_process``: False; the warm Dask scheduler's threads live in this process and are not
    the run's) or this whole process - and ``child``: the processes started during the block
    (``existing``: also those alive before it, i.e. a warm Dask cluster's workers). Descendants
    are sampled every ``interval`` seconds on a thread (psutil); each one's last sample is kept,
    so a worker that exits between two samples loses at most ``interval`` seconds."""

    def __init__(self, whole_process: bool = False, existing: bool = False, interval: float = 0.1) -> None:
        self.whole_process, self.existing, self.interval = whole_process, existing, interval
        self.children: dict[int, float] = {}
        self.before: dict[int, float] = {}
        self._stop = threading.Event()

    @staticmethod
    def _descendants() -> dict[int, float]:
        try:
            import psutil
        except ImportError:
            return {}
        out = {}
        for child in psutil.Process().children(recursive=True):
            try:
                t = child.cpu_times()
                out[child.pid] = t.user + t.system
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                pass
        return out

    def _sample(self) -> None:
        while not self._stop.wait(self.interval):
            self.children.update(self._descendants())

    def _clock(self) -> float:
        return time.process_time() if self.whole_process else time.thread_time()

    def __enter__(self) -> "CpuMeter":
        self.before = self._descendants()
        self.children = dict(self.before)
        self.own = self._clock()
        self.thread = threading.Thread(target=self._sample, daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.own = self._clock() - self.own
        self.children.update(self._descendants())
        self._stop.set()
        self.thread.join()
        self.child = sum(v - self.before.get(pid, 0.0) for pid, v in self.children.items()
                         if self.existing or pid not in self.before)

    @property
    def total(self) -> float:
        return self.own + self.child


def _timed(fn, name: str) -> tuple[float, float, float]:
    """Run ``fn``: ``(wall seconds, CPU seconds of the run, 1-minute load average)``. A Dask run
    counts this whole process (the scheduler) and the cluster's workers; the others count this
    thread and the processes they start."""
    dask = name == "dask"
    t = time.perf_counter()
    with CpuMeter(whole_process=dask, existing=dask) as cpu:
        fn()
    wall = time.perf_counter() - t
    load = os.getloadavg()[0]
    # printed as it goes: a run stopped early still leaves its numbers
    print(f"{name}: {wall:.2f} s wall, {cpu.total:.2f} s CPU ({cpu.own:.2f} here, {cpu.child:.2f} in other "
          f"processes), load {load:.1f}", file=sys.stderr, flush=True)
    return wall, cpu.total, load


def verdicts(wall: dict[str, float], quick: bool = False) -> str:
    """One line per target of issue 15 from the wall-clock medians ``wall`` (seconds per run:
    ``engine``, ``lab x1``, ``lab x2``, optionally ``dask``)."""
    lines = []
    r1 = wall["engine"] / wall["lab x1"]
    lines.append(f"target 1, lab 1 worker >= 90 % of the engine's rate: {r1:.0%} - {'met' if r1 >= 0.9 else 'NOT met'}")
    r2 = wall["lab x1"] / wall["lab x2"]
    lines.append(f"target 2, 2 workers >= 1.8x 1 worker: {r2:.2f}x - {'met' if r2 >= 1.8 else 'NOT met'}")
    if "dask" in wall:
        r3 = wall["dask"] / wall["lab x2"] - 1
        lines.append(f"target 3, Dask LocalCluster within 20 % of local processes: {r3:+.0%} - "
                     f"{'met' if abs(r3) <= 0.2 else 'NOT met'}")
    else:
        lines.append("target 3, Dask: not run (--skip-dask)")
    if quick:
        lines.append(f"(fewer than {DEFAULT_GAMES} games: the verdicts check the script, not the targets)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=DEFAULT_GAMES)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--skip-dask", action="store_true")
    ap.add_argument("--json", metavar="FILE", help="also write every run's (wall, CPU, load) here")
    ap.add_argument("--quick", action="store_true",
                    help=f"{QUICK_GAMES} games (unless --games is given): a check that it all runs")
    args = ap.parse_args(argv)
    n, rounds = args.games, args.rounds
    if args.quick and n == DEFAULT_GAMES:
        n = QUICK_GAMES
    spec = get_spec(GAME)
    # probe the result shapes once (the lab does it once per run; not what is measured)
    config = prepare(LabConfig(GAME, PLAYERS, ("random",) * PLAYERS, games=n, first_seed=1000))
    load0 = os.getloadavg()

    runs: dict[str, list[tuple[float, float, float]]] = {"engine": [], "lab x1": [], "lab x2": [], "dask": []}
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
    wall = {k: statistics.median(r[0] for r in v) for k, v in runs.items() if v}
    cpu = {k: statistics.median(r[1] for r in v) for k, v in runs.items() if v}
    notes = {
        "engine": ("reference", "reference"),
        "lab x1": (f"{wall['engine'] / wall['lab x1']:.0%} of engine (target >= 90 %)",
                   f"{cpu['engine'] / cpu['lab x1']:.0%} of engine"),
        "lab x2": (f"{wall['lab x1'] / wall['lab x2']:.2f}x of 1 worker (target >= 1.8x)",
                   f"best on 2 idle cores {2 * cpu['lab x1'] / cpu['lab x2']:.2f}x"),
    }
    if "dask" in wall:
        notes["dask"] = (f"{wall['dask'] / wall['lab x2'] - 1:+.0%} vs lab 2 workers (target within 20 %)",
                         f"{cpu['dask'] / cpu['lab x2'] - 1:+.0%} CPU vs lab 2 workers")
    names = {"engine": "engine playouts (1 process)", "lab x1": "lab, 1 worker", "lab x2": "lab, 2 workers",
             "dask": "Dask LocalCluster, 2 processes"}
    load1 = os.getloadavg()
    print(f"\n{n} {GAME} {PLAYERS}-player random games, median of {rounds} runs; "
          f"load average {load0[0]:.1f} before, {load1[0]:.1f} after; {os.cpu_count()} CPUs\n")
    print("| run | median wall s | games/s | runs: wall s (load) | wall versus | median CPU s | CPU versus |")
    print("|---|---|---|---|---|---|---|")
    for key, (wall_note, cpu_note) in notes.items():
        each = ", ".join(f"{w:.1f} ({ld:.0f})" for w, _, ld in runs[key])
        print(f"| {names[key]} | {wall[key]:.2f} | {n / wall[key]:.0f} | {each} | {wall_note} | "
              f"{cpu[key]:.2f} | {cpu_note} |")
    print()
    print(verdicts(wall, quick=n < DEFAULT_GAMES))
    if args.json:
        Path(args.json).write_text(json.dumps({"games": n, "rounds": rounds, "runs": runs,
                                               "load_before": load0, "load_after": load1}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
