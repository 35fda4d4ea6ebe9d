#!/usr/bin/env python3
"""Run the presentation conformance checks (tests/presentation/harness.py) on many positions
outside pytest, report timings, and optionally save a 1024 x 640 picture of each phase.

Usage::

    QT_QPA_PLATFORM=offscreen python scripts/presentation_conformance.py --games 20 \
        [--game ID] [--players K] [--pictures DIR] [--entry-point NAME=module:attr ...]

For every installed game plug-in (or only ``--game``) and player count (or only
``--players``), plays ``--games`` seeded random games and checks: message keys translated
(every game), clicks reach every legal action (``--positions`` positions a game), a seat's
screen unchanged under ``shuffle_unknown`` (the same positions), no overlaps (one picture per
phase). ``--entry-point`` adds a game from outside the installed distributions (as the test
suite injects its toy game). Exit status 1 when a check failed, 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from importlib.metadata import EntryPoint

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def _check_game(plugin, n: int, args, table, trs, out_dir) -> list[str]:
    from tests.presentation import harness as H

    spec = plugin.spec()
    seeds = range(args.first_seed, args.first_seed + args.games)
    games = [H.playout(spec, n, s) for s in seeds]
    bad = [f"messages: {p}" for p in H.untranslated(H.message_keys(plugin, spec, games), trs)]
    clicker = H.Clicker(table)
    names = [f"P{i}" for i in range(n)]
    for game in games:
        k = args.positions
        idx = sorted({round(i * (len(game) - 1) / max(1, k - 1)) for i in range(k)})
        for pos in (game[i] for i in idx):
            state = pos.state
            if not state.is_terminal:
                legal = state.legal_actions()
                found, problems = H.clickable_actions(clicker, plugin.id, state.view(state.current_player), legal)
                bad += [f"clicks, step {pos.step}: {p}" for p in problems + H.unreachable(plugin.id, legal, found)]
            for seat in [None, *range(n)]:
                before = H.seat_scene(table, plugin.id, state, seat, names)
                after = H.seat_scene(table, plugin.id, state.shuffle_unknown(seat, pos.step + 1), seat, names)
                bad += [f"privacy, step {pos.step}, seat {seat}: {part} differ" for part in before
                        if before[part] != after[part]]
    phases: dict = {}
    for game in games:
        for pos in game:
            phases.setdefault(H.phase_of(pos.state), pos)
    for i, (phase, pos) in enumerate(phases.items()):
        state = pos.state
        seat = None if state.is_terminal else state.current_player
        table.show_state(plugin.id, state.view(seat), [], interactive=False)
        bad += [f"overlap, {phase}: {p}" for p in H.overlaps(table.table_scene())]
        if out_dir:
            table.grab().save(os.path.join(out_dir, f"{plugin.id}_{n}p_phase{i:02d}.png"))
    return bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="random games per player count")
    parser.add_argument("--positions", type=int, default=4, help="positions per game for clicks and privacy")
    parser.add_argument("--game", help="only this game id")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--pictures", help="save one 1024x640 PNG per phase into this folder")
    parser.add_argument("--entry-point", action="append", default=[], metavar="NAME=module:attr",
                        help="also load this game plug-in (not installed)")
    args = parser.parse_args(argv)
    extra = []
    for text in args.entry_point:
        name, sep, value = text.partition("=")
        if not sep or ":" not in value:
            parser.error(f"--entry-point wants NAME=module:attr, not {text!r}")
        extra.append(EntryPoint(name, value, "contaria_desktop.games"))

    from PySide6.QtWidgets import QApplication

    from contaria_desktop.engines.core import plugins
    from contaria_desktop.games import registry

    app = QApplication.instance() or QApplication([])
    with plugins.use_entry_points(extra):
        from contaria_desktop.table import TableWidget
        from tests.presentation import harness as H

        chosen = [p for p in registry.all_plugins() if args.game in (None, p.id)]
        if not chosen:
            print(f"no installed game {args.game!r}", file=sys.stderr)
            return 2
        if args.pictures:
            os.makedirs(args.pictures, exist_ok=True)
        table = TableWidget()
        table.resize(1024, 640)
        table.set_animation_speed(0)
        table.show()
        app.processEvents()
        trs = {code: H.catalogues(code) for code in ("en", "pt_BR", "es")}
        failed = 0
        for plugin in chosen:
            spec = plugin.spec()
            for n in range(spec.min_players, spec.max_players + 1):
                if args.players not in (None, n):
                    continue
                start = time.perf_counter()
                bad = _check_game(plugin, n, args, table, trs, args.pictures)
                took = time.perf_counter() - start
                print(f"{plugin.id} {n}p: {args.games} games, {len(bad)} problems, {took:.1f} s")
                for line in bad[:20]:
                    print("   ", line)
                failed += bool(bad)
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
