#!/usr/bin/env python3
"""Long Quissama random-playout run, resumable (issue 13, Numbers: 2,000 playouts per player count
with zero failures; a script, not CI).

Usage::

    nice -n 19 python scripts/quissama_playouts.py --playouts 2000 [--players 2 3 4 5]
        [--results quissama-playouts.json] [--heavy-every 100] [--view-every 10] [--chunk 25]

Seeds ``0..N-1`` per player count. On one seed in ``--heavy-every`` (multiples; ``0``: never) the
playout is the conformance harness's (:func:`tests.conformance.harness.playout`): every seat's
view at every step, and the heavy checks at steps 1, 2, 4, 8 … and at the end (every legal action
on a clone, illegal actions refused, save round-trip, replay, identity shuffle for every seat).
Every other seed plays the same random game (same generator as the harness) with the per-step
invariants of the harness: legal actions non-empty exactly when the game is not over,
``current_player`` ``None`` exactly then, no more than ``max_decisions`` decisions, every event
JSON-serializable; every seat's view (spectator included) JSON-serialized at every
``--view-every``-th step and at the end; the result has one score per seat. Player counts are
interleaved in chunks of ``--chunk`` seeds, so an interrupted run has covered every count about
equally.

The results file (JSON, written atomically after every chunk) holds, per player count, the next
seed, playouts done, decisions, CPU seconds (``time.process_time``), wall seconds, endings by
objective and by the round cap, and every failure (seed, message). Run the same command again to
continue where it stopped; a results file written with other settings is refused. ``--report``
prints the file's summary without playing. Exit status 1 when a playout failed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from contaria_desktop.engines.core import GameRecord, GameSpec, Rng, State, get_spec  # noqa: E402
from tests.conformance.harness import ConformanceFailure, playout  # noqa: E402

FORMAT = 1


def write_atomic(path: str, data: dict[str, Any]) -> None:
    """Write ``data`` as JSON to ``path`` through a temporary file and ``os.replace``."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".playouts-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, sort_keys=True)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def load(path: str, config: dict[str, Any]) -> dict[str, Any]:
    """The results so far, or a fresh record; ``SystemExit`` on a damaged or foreign file."""
    if not os.path.exists(path):
        return {"format": FORMAT, "config": config, "counts": {}}
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as err:
        raise SystemExit(f"{path}: cannot read the results file ({err}); move it away to start over")
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("counts"), dict):
        raise SystemExit(f"{path}: not a Quissama playout results file")
    if data.get("config") != config:
        raise SystemExit(f"{path}: written with other settings {data.get('config')}; "
                         f"use them again or another --results file")
    return data


def fresh_count() -> dict[str, Any]:
    return {"next_seed": 0, "playouts": 0, "decisions": 0, "cpu_s": 0.0, "wall_s": 0.0,
            "objective": 0, "round_cap": 0, "max_decisions": 0, "failures": []}


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise ConformanceFailure(msg)


def light_playout(spec: GameSpec, n: int, seed: int, view_every: int) -> State:
    """The harness's random game from deal ``seed`` (same moves) with its per-step invariants;
    every seat's view at every ``view_every``-th step and at the end."""
    state = GameRecord.start(spec.id, n, seed).initial_state()
    rng = Rng(seed ^ 0x5EED)  # the harness's generator: the same game as playout(..., seed)
    seats = [None, *range(n)]
    step = 0
    while True:
        legal = state.legal_actions()
        _check(bool(legal) == (not state.is_terminal),
               f"step {step}: legal actions {'empty' if not legal else 'present'} but terminal={state.is_terminal}")
        _check((state.current_player is None) == state.is_terminal, f"step {step}: current_player vs terminal")
        if state.is_terminal:
            break
        if step % view_every == 0:
            for s in seats:
                json.dumps(state.view(s))
        _check(step < spec.max_decisions, f"game exceeded its declared maximum of {spec.max_decisions} decisions")
        for e in state.apply(legal[rng.below(len(legal))]):
            json.dumps(e.to_json())
        step += 1
    for s in seats:
        json.dumps(state.view(s))
    json.dumps(state.omniscient_view())
    result = state.result()
    _check(len(result.scores) == n, "result() must give one score per seat")
    json.dumps(result.to_json())
    return state


def run_chunk(n: int, seeds: range, heavy_every: int, view_every: int, rec: dict[str, Any]) -> None:
    """Play ``seeds`` for ``n`` players; add to ``rec``."""
    spec = get_spec("quissama")
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for seed in seeds:
        heavy = heavy_every > 0 and seed % heavy_every == 0
        try:
            if heavy:
                state = playout(spec, n, seed, heavy=True)
                rec["heavy"] = rec.get("heavy", 0) + 1
            else:
                state = light_playout(spec, n, seed, view_every)
        except ConformanceFailure as err:
            rec["failures"].append({"seed": seed, "error": str(err)[:2000]})
        except Exception as err:  # noqa: BLE001 - any crash is a failure to report with its seed
            rec["failures"].append({"seed": seed, "error": f"{type(err).__name__}: {err}"[:2000]})
        else:
            rec["decisions"] += state.decisions
            rec["max_decisions"] = max(rec["max_decisions"], state.decisions)
            reason = state.result().details.get("reason", "round_cap")
            rec[reason if reason in ("objective", "round_cap") else "round_cap"] += 1
        rec["playouts"] += 1
        rec["next_seed"] = seed + 1
    rec["cpu_s"] = round(rec["cpu_s"] + time.process_time() - cpu0, 3)
    rec["wall_s"] = round(rec["wall_s"] + time.perf_counter() - wall0, 3)


def summary(data: dict[str, Any]) -> list[str]:
    """One line per player count, then the failures."""
    lines = []
    for key in sorted(data["counts"], key=int):
        r = data["counts"][key]
        done, fails = r["playouts"], len(r["failures"])
        ok = max(1, done - fails)
        rate = r["decisions"] / r["cpu_s"] if r["cpu_s"] else 0.0
        lines.append(f"quissama {key}p: {done} playouts ({r.get('heavy', 0)} with heavy checks), {fails} failure(s); "
                     f"{r['cpu_s']:.0f} s CPU "
                     f"({r['cpu_s'] / max(1, done):.2f} s/playout, {rate:,.0f} decisions/s with the checks), "
                     f"{r['wall_s']:.0f} s wall; {r['decisions'] / ok:.0f} decisions/game (max "
                     f"{r['max_decisions']}); objective {100 * r['objective'] / ok:.1f}%, "
                     f"round cap {100 * r['round_cap'] / ok:.1f}%")
        for f in r["failures"][:10]:
            lines.append(f"  seed {f['seed']}: {f['error'][:300]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--playouts", type=int, default=2000, help="playouts per player count (seeds 0..N-1)")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    ap.add_argument("--results", default="quissama-playouts.json", help="results file (JSON), resumed")
    ap.add_argument("--heavy-every", type=int, default=100,
                    help="full harness playout with heavy checks on one seed in M (0: never)")
    ap.add_argument("--view-every", type=int, default=10, help="every seat's view every K steps (light playouts)")
    ap.add_argument("--chunk", type=int, default=25, help="seeds per player count between saves")
    ap.add_argument("--report", action="store_true", help="print the results file's summary and stop")
    args = ap.parse_args(argv)
    spec = get_spec("quissama")
    bad = [n for n in args.players if not spec.min_players <= n <= spec.max_players]
    if bad or args.playouts < 0 or args.chunk < 1 or args.heavy_every < 0 or args.view_every < 1:
        ap.error(f"players must be {spec.min_players}-{spec.max_players}; playouts, heavy-every >= 0; "
                 f"chunk, view-every >= 1")
    config = {"heavy_every": args.heavy_every, "view_every": args.view_every}
    data = load(args.results, config)
    if not args.report:
        counts = data["counts"]
        for n in args.players:
            counts.setdefault(str(n), fresh_count())
        while True:
            todo = [n for n in args.players if counts[str(n)]["next_seed"] < args.playouts]
            if not todo:
                break
            for n in todo:
                rec = counts[str(n)]
                start = rec["next_seed"]
                run_chunk(n, range(start, min(args.playouts, start + args.chunk)), args.heavy_every,
                          args.view_every, rec)
                write_atomic(args.results, data)
                print(f"quissama {n}p: {rec['playouts']}/{args.playouts} done, "
                      f"{len(rec['failures'])} failure(s), {rec['cpu_s']:.0f} s CPU", flush=True)
    for line in summary(data):
        print(line)
    failed = sum(len(data["counts"][str(n)]["failures"]) for n in args.players if str(n) in data["counts"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
