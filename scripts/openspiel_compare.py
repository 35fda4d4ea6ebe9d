"""Our Normal/Hard bots against OpenSpiel's IS-MCTS bot at the same time per decision (issue 17).

    python scripts/openspiel_compare.py run [--csv benchmarks/results/openspiel_compare.csv]
                                            [--seconds 0.2] [--games 100] [--chunk 2] [--hours H]
                                            [--only TEXT ...]
    python scripts/openspiel_compare.py report [--csv ...]

Needs the ``openspiel`` extra. Every game is played at 2 players through the adapter
(:mod:`contaria_desktop.interop.openspiel`): one seat is our bot (``normal`` or ``hard``, the
app's bots with ``Budget(seconds=S)``), the other OpenSpiel's ``ISMCTSBot`` (Python, random
rollout evaluator, one rollout per leaf, UCT constant 0.7 like ours, max-visit final policy,
unlimited world samples drawn by ``resample_from_infostate`` = the bots' sampler) whose
simulation loop runs until the same ``S`` seconds are spent. Both answer at once when there is
one legal action. Seats alternate with the game index; game ``i`` is deal ``SEED_BASE + i`` (so
games 2k and 2k+1 are the same deal with the seats swapped).

A game scores each seat its payoff (``bots.payoffs``: a win shared by k winners is 1/k; a
non-seat winner such as CONTÁRIA or Ea-Nasir makes every seat lose). ``report`` prints our
mean payoff and OpenSpiel's with 95 % Wilson intervals, the games played, the tally (ours won /
theirs won / nobody) and the mean simulations per decision of each side. The CSV gets one line
per game (fsync'd; a torn last line is ignored), so ``run`` resumes where it stopped and plays the
configurations round-robin ``--chunk`` games at a time. Run it with low priority:
``nice -n 19 python scripts/openspiel_compare.py run --hours 0.5``.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from contaria_desktop.bots import Budget, make_bot, make_sampler  # noqa: E402
from contaria_desktop.interop import openspiel as osp  # noqa: E402
from contaria_desktop.interop.encoding import codec_for  # noqa: E402

SEED_BASE = 70_000
PLAYERS = 2
OURS = ("normal", "hard")
UCT_C = 0.7
FIELDS = ["game", "ours", "seconds_per_decision", "index", "deal", "our_seat", "our_payoff", "their_payoff",
          "decisions", "our_decisions", "our_simulations", "their_decisions", "their_simulations", "seconds"]
DEFAULT_CSV = Path(__file__).resolve().parent.parent / "benchmarks" / "results" / "openspiel_compare.csv"


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's Python IS-MCTS with a wall-clock budget per decision instead of a fixed
    simulation count (its ``run_simulation``, node table and final policy are used as they
    are). ``last_simulations``: simulations run for the last decision."""

    def __init__(self, game, seconds: float, seed: int) -> None:
        super().__init__(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)), UCT_C,
                         max_simulations=1, random_state=np.random.RandomState(seed + 1),
                         allow_inconsistent_action_sets=True)
        self.seconds = seconds
        self.last_simulations = 0

    def run_search(self, state):
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_simulations = 0
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        sims = 0
        # the first simulation only expands the root: at least two, so the root has a visit
        while sims < 2 or self._root_node.total_visits <= 0 or time.perf_counter() < deadline:
            self.run_simulation(self.sample_root_state(state))
            sims += 1
        self.last_simulations = sims
        # the root's actions are the same in every sampled world (tests/interop checks it)
        return self.get_final_policy(state, self._root_node)


def configs(only: list[str] | None = None) -> list[tuple[str, str]]:
    """``(game id, our bot kind)`` for every registered game and both our bots."""
    out = [(g, k) for g in sorted(osp.REGISTERED) for k in OURS]
    return [c for c in out if not only or any(o in f"{c[0]}/{c[1]}" for o in only)]


def play(game_id: str, ours: str, index: int, seconds: float) -> dict:
    """Play game ``index`` of ``(game_id, ours)`` and return its CSV row."""
    game = osp.load(game_id, players=PLAYERS, seed=SEED_BASE + index, deals=1)
    codec = codec_for(game_id)
    our_seat = index % 2
    bot = make_bot(ours, SEED_BASE + index)
    budget = Budget(seconds=seconds)
    theirs = TimedISMCTSBot(game, seconds, SEED_BASE + index)
    state = game.new_initial_state()
    state.apply_action(0)   # the only deal: SEED_BASE + index
    start = time.perf_counter()
    n = our_n = our_sims = their_n = their_sims = 0
    while not state.is_terminal():
        seat = state.current_player()
        if seat == our_seat:
            engine = state.engine()
            legal = engine.legal_actions()
            analysis = bot.analyse(engine.view(seat), legal, make_sampler(engine, seat), budget)
            state.apply_action(codec.encode(analysis.action))
            if len(legal) > 1:
                our_n += 1
                our_sims += analysis.simulations
        else:
            action = theirs.step(state)
            if len(state.legal_actions()) > 1:
                their_n += 1
                their_sims += theirs.last_simulations
            state.apply_action(int(action))
        n += 1
    pay = state.returns()
    return {"game": game_id, "ours": ours, "seconds_per_decision": seconds, "index": index,
            "deal": SEED_BASE + index, "our_seat": our_seat, "our_payoff": round(pay[our_seat], 6),
            "their_payoff": round(pay[1 - our_seat], 6), "decisions": n, "our_decisions": our_n,
            "our_simulations": our_sims, "their_decisions": their_n, "their_simulations": their_sims,
            "seconds": round(time.perf_counter() - start, 3)}


def read_rows(path: Path) -> list[dict]:
    """The complete rows of the CSV (a torn or malformed line is skipped)."""
    if not path.exists():
        return []
    rows = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            try:
                float(row["our_payoff"]), float(row["their_payoff"]), int(row["index"])
                float(row["seconds_per_decision"]), int(row["their_simulations"])
            except (KeyError, TypeError, ValueError):
                continue
            rows.append(row)
    return rows


def append_row(path: Path, row: dict) -> None:
    """Append one line and fsync it (a crash loses at most the line being written)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not path.exists() or path.stat().st_size == 0
    torn = False
    if not new:
        with path.open("rb") as fh:
            fh.seek(-1, os.SEEK_END)
            torn = fh.read(1) != b"\n"
    with path.open("a", newline="", encoding="utf-8") as fh:
        if torn:
            fh.write("\n")
        w = csv.DictWriter(fh, fieldnames=FIELDS)
        if new:
            w.writeheader()
        w.writerow(row)
        fh.flush()
        os.fsync(fh.fileno())


def run(path: Path, seconds: float, games: int, chunk: int, hours: float | None, only: list[str]) -> None:
    done: dict[tuple, set[int]] = {}
    for row in read_rows(path):
        done.setdefault((row["game"], row["ours"], float(row["seconds_per_decision"])), set()).add(int(row["index"]))
    stop_at = None if hours is None else time.time() + hours * 3600
    while True:
        progressed = False
        for game_id, ours in configs(only):
            have = done.setdefault((game_id, ours, seconds), set())
            for i in [i for i in range(games) if i not in have][:chunk]:
                if stop_at is not None and time.time() >= stop_at:
                    return
                row = play(game_id, ours, i, seconds)
                append_row(path, row)
                have.add(i)
                progressed = True
                print(f"{game_id}/{ours} #{i}: ours {row['our_payoff']} theirs {row['their_payoff']} "
                      f"({row['decisions']} decisions, {row['seconds']} s)", flush=True)
        if not progressed:
            return


def wilson(p: float, n: int) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion ``p`` observed over ``n`` games (the lab's
    :func:`contaria_desktop.lab.stats.wilson`)."""
    from contaria_desktop.lab.stats import wilson as interval
    return interval(p * n, n)


def report(path: Path) -> str:
    """A Markdown table, one line per (game, our bot, seconds per decision)."""
    groups: dict[tuple, list[dict]] = {}
    for row in read_rows(path):
        groups.setdefault((row["game"], row["ours"], float(row["seconds_per_decision"])), []).append(row)
    lines = ["| game (2 players) | ours | s/decision | games | ours: mean payoff [95 % CI] | "
             "IS-MCTS: mean payoff [95 % CI] | ours won / theirs won / nobody | sims per decision (ours / IS-MCTS) |",
             "|---|---|---|---|---|---|---|---|"]
    for (game_id, ours, sec), rows in sorted(groups.items()):
        n = len(rows)
        mine = sum(float(r["our_payoff"]) for r in rows) / n
        theirs = sum(float(r["their_payoff"]) for r in rows) / n
        lo, hi = wilson(mine, n)
        tlo, thi = wilson(theirs, n)
        won = sum(float(r["our_payoff"]) > float(r["their_payoff"]) for r in rows)
        lost = sum(float(r["our_payoff"]) < float(r["their_payoff"]) for r in rows)
        our_sims = sum(int(r["our_simulations"]) for r in rows) / max(1, sum(int(r["our_decisions"]) for r in rows))
        their_sims = (sum(int(r["their_simulations"]) for r in rows)
                      / max(1, sum(int(r["their_decisions"]) for r in rows)))
        lines.append(f"| {game_id} | {ours} | {sec:g} | {n} | {mine:.2f} [{lo:.2f}, {hi:.2f}] | "
                     f"{theirs:.2f} [{tlo:.2f}, {thi:.2f}] | {won} / {lost} / {n - won - lost} | "
                     f"{our_sims:.0f} / {their_sims:.0f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    r.add_argument("--seconds", type=float, default=0.2, help="thinking time per decision, both sides")
    r.add_argument("--games", type=int, default=100, help="games per configuration")
    r.add_argument("--chunk", type=int, default=2)
    r.add_argument("--hours", type=float, default=None)
    r.add_argument("--only", nargs="*", default=[])
    p = sub.add_parser("report")
    p.add_argument("--csv", type=Path, default=DEFAULT_CSV)
    args = parser.parse_args(argv)
    if args.command == "run":
        if args.seconds <= 0 or args.games < 1 or args.chunk < 1:
            parser.error("--seconds, --games and --chunk must be positive")
        run(args.csv, args.seconds, args.games, args.chunk, args.hours, args.only)
    print(report(args.csv))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
