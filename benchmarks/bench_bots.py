"""Bot speed (issue 12): decision time per difficulty and simulations per second per game.

Run: ``python benchmarks/bench_bots.py [--positions 20] [--kinds normal hard] [--games contaria ...]``
or ``python benchmarks/bench_bots.py --latency`` (event-loop latency while a Hard bot thinks)
(low priority on a shared machine: ``nice -n 19``), or through pytest:
``python -m pytest benchmarks/bench_bots.py --benchmark-enable -q`` (simulations/s only).

Positions are taken from seeded random playouts of every registered game at 2 players and at its
largest count (``--counts strength``: the strength runs' larger count instead), keeping decisions with a
real choice.
At each, the bot decides once with the iteration budget of its difficulty and NO time cap, on one
core (the search is single-threaded), so the numbers say whether the full iteration budget fits the
targets. Reported per game, count and difficulty:

- CPU p50 / p95 / max of one decision (``time.process_time``: other processes' load does not
  count; targets: Normal p95 <= 1 s, Hard p95 <= 3 s - what one idle core would take);
- wall-clock p95 (inflated by the machine's load);
- simulations per second (CPU).

``--latency``: a Qt event loop runs a 10 ms timer while :class:`~contaria_desktop.session.bots.BotDriver`
has a Hard bot think (its default budget) in each registered game at 4 players (or the largest
count); reported: the timer's lateness p50 / p95 / max (target p95 <= 50 ms).

In the app the default budgets also carry a wall-clock cap (1 s / 3 s), so a loaded machine runs
fewer simulations instead of answering later.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from contaria_desktop.bots import BOTS, Budget, make_bot, make_sampler  # noqa: E402
from contaria_desktop.engines.core import Rng, all_specs  # noqa: E402

TARGET_P95 = {"normal": 1.0, "hard": 3.0}


def positions(spec, players: int, count: int, seed: int = 77):
    """``count`` states with at least two legal actions, from random playouts of deals seed, seed+1..."""
    out, deal = [], seed
    while len(out) < count:
        state, rng = spec.new_game(players, deal), Rng(deal)
        deal += 1
        while not state.is_terminal and len(out) < count:
            legal = state.legal_actions()
            if len(legal) > 1 and rng.below(4) == 0:
                out.append(state.clone())
            state.apply(legal[rng.below(len(legal))])
    return out


def percentile(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return 0.0
    k = min(len(v) - 1, max(0, int(round(q * (len(v) - 1)))))
    return v[k]


def measure(spec, players: int, kind: str, count: int) -> dict:
    """Time one decision of a ``kind`` bot at each of ``count`` positions."""
    walls, cpus, sims = [], [], 0
    bot = make_bot(kind, 1)
    budget = Budget(iterations=bot.budget.iterations)
    for i, state in enumerate(positions(spec, players, count)):
        seat = state.current_player
        w0, c0 = time.perf_counter(), time.process_time()
        a = bot.analyse(state.view(seat), state.legal_actions(), make_sampler(state, seat), budget)
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
        sims += a.simulations
    cpu_total = sum(cpus)
    return {"game": spec.id, "players": players, "kind": kind, "decisions": len(walls),
            "iterations": budget.iterations, "cpu_p50": percentile(cpus, 0.5), "cpu_p95": percentile(cpus, 0.95),
            "cpu_max": max(cpus), "wall_p95": percentile(walls, 0.95),
            "sims_per_s": sims / cpu_total if cpu_total else 0.0}


def latency(decisions: int = 3) -> list[dict]:
    """Event-loop lateness (seconds) of a 10 ms QTimer while a Hard bot thinks off the UI thread."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, QTimer

    from contaria_desktop.session import GameSession
    from contaria_desktop.session.bots import BotDriver

    app = QCoreApplication.instance() or QCoreApplication([])
    out = []
    for spec in all_specs():
        n = min(4, spec.max_players)
        session = GameSession.new(spec.id, n, seed=5, seat_kinds=["hard"] * n)
        driver, late, clock = BotDriver(), [], QElapsedTimer()
        timer = QTimer()
        timer.setInterval(10)
        last = [0]

        def tick():
            now = clock.elapsed()
            late.append(max(0, now - last[0] - 10) / 1000)
            last[0] = now
        timer.timeout.connect(tick)
        for _ in range(decisions):
            while len(session.legal_actions()) < 2 and not session.is_over:
                session.apply(session.legal_actions()[0])
            if session.is_over:
                break
            loop = QEventLoop()
            moves = []
            driver.decided.connect(moves.append)
            driver.decided.connect(loop.quit)
            clock.start()
            last[0] = 0
            timer.start()
            driver.request(session)
            loop.exec()
            timer.stop()
            driver.decided.disconnect()
            session.apply(moves[0].action)
        driver.shutdown()
        out.append({"game": spec.id, "players": n, "ticks": len(late), "p50": percentile(late, 0.5),
                    "p95": percentile(late, 0.95), "max": max(late or [0])})
    del app
    return out


def larger_count(spec) -> int:
    """The strength runs' larger count (``scripts/bot_strength.py``): 4 when allowed."""
    return min(4, spec.max_players) if spec.max_players > 2 else 2


def counts(spec, which: str) -> list[int]:
    """Player counts measured: ``largest`` (default) 2 and the game's largest count (the slowest
    searches), ``strength`` 2 and the strength runs' larger count."""
    other = spec.max_players if which == "largest" else larger_count(spec)
    return sorted({max(2, spec.min_players), other})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="bot decision times and simulations per second")
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--kinds", nargs="*", default=["easy", "normal", "hard"])
    ap.add_argument("--games", nargs="*", default=[])
    ap.add_argument("--latency", action="store_true")
    ap.add_argument("--counts", choices=["largest", "strength"], default="largest",
                    help="2 players and the largest count (default) or the strength runs' larger count")
    ap.add_argument("--players", nargs="*", type=int, default=[],
                    help="measure these player counts instead (those a game allows)")
    args = ap.parse_args(argv)
    if args.latency:
        print("| game | players | ticks | lateness p50 | p95 | max |")
        print("|---|---|---|---|---|---|")
        rows = latency()
        for r in rows:
            print(f"| {r['game']} | {r['players']} | {r['ticks']} | {r['p50'] * 1000:.0f} ms | "
                  f"{r['p95'] * 1000:.0f} ms | {r['max'] * 1000:.0f} ms |")
        return 0 if all(r["p95"] <= 0.05 for r in rows) else 1
    print("| game | players | bot (simulations) | decisions | CPU p50 | CPU p95 | CPU max | wall p95 | sims/s (CPU) |")
    print("|---|---|---|---|---|---|---|---|---|")
    ok = True
    for spec in all_specs():
        if args.games and spec.id not in args.games:
            continue
        chosen = [n for n in args.players if spec.min_players <= n <= spec.max_players]
        for n in (chosen if args.players else counts(spec, args.counts)):
            for kind in args.kinds:
                if kind not in BOTS or kind == "random":
                    continue
                r = measure(spec, n, kind, args.positions)
                print(f"| {r['game']} | {n} | {kind} ({r['iterations']}) | {r['decisions']} | {r['cpu_p50']:.2f} s | "
                      f"{r['cpu_p95']:.2f} s | {r['cpu_max']:.2f} s | {r['wall_p95']:.2f} s | "
                      f"{r['sims_per_s']:.0f} |", flush=True)
                ok &= r["cpu_p95"] <= TARGET_P95.get(kind, float("inf"))
    return 0 if ok else 1


def test_simulations_per_second(benchmark):
    """pytest-benchmark: one Normal decision (fixed 50 simulations) in Contária, 4 players."""
    from contaria_desktop.engines.core import get_spec
    spec = get_spec("contaria")
    state = positions(spec, 4, 1)[0]
    seat = state.current_player
    bot = make_bot("normal", 1)
    sampler = make_sampler(state, seat)
    result = benchmark(bot.analyse, state.view(seat), state.legal_actions(), sampler, Budget(iterations=50))
    assert result.simulations == 50


if __name__ == "__main__":
    raise SystemExit(main())
