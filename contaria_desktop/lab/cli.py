"""``contaria-lab``: simulate many games from the command line (issue 15).

    contaria-lab --game contaria --players 4 --games 1000 --seat normal --seat random \\
                 --seat random --seat random --workers 2 --out DIR

writes ``DIR/games.csv``, ``DIR/summary.json`` and ``DIR/report.html`` (docs/lab.md). With
``--data FILE`` it runs an A/B comparison: the same deals on the shipped game and on the
variant ``FILE`` (``DIR/A/``, ``DIR/B/``, ``DIR/comparison.json``, ``DIR/report.html``). ``--lang pt_BR`` (or ``es``) writes the
reports and plots in that language, game-specific columns in the game's words (its plug-in's
``lab_name``, ``lab/names.py``); the CSV and JSON files are the same in every language.
Ctrl+C stops the run and still writes the files for the games already finished (exit 130).
Exit codes: 0 done, 2 bad arguments, 1 a run or file error, 130 interrupted.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from .config import SHIPPED, LabConfig, LabConfigError, load_variant, parse_option, seat_kinds
from .files import LabOutputError, check_folder
from .names import game_words
from .progress import ProgressBar
from .runner import LabRunError, run
from .output import write_outputs


def parser() -> argparse.ArgumentParser:
    # the module docstring's first paragraph, without its reST markup (``...``)
    ap = argparse.ArgumentParser(prog="contaria-lab", description=__doc__.split("\n\n")[0].replace("``", ""))
    ap.add_argument("--game", required=True, help="game id (contaria, charlatao, ...)")
    ap.add_argument("--players", type=int, required=True, help="number of seats")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                    help="a game option (repeat); VALUE is JSON when it parses (true, 3), else text")
    ap.add_argument("--seat", action="append", default=[], metavar="KIND",
                    help=f"one per seat, in seat order: {', '.join(seat_kinds())} (default: all random)")
    ap.add_argument("--data", type=Path, metavar="FILE",
                    help="A/B: also run the same deals on this variant (JSON: {\"name\", \"options\", \"data\"}, "
                         "or a card data file {\"cards.x.score\": 3, ...} as Tools ▸ Card data… writes)")
    ap.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    ap.add_argument("--seed", type=int, default=0, help="first deal number (default 0)")
    ap.add_argument("--workers", type=int, default=1, help="local worker processes (default 1)")
    ap.add_argument("--out", type=Path, required=True, metavar="DIR", help="output folder")
    ap.add_argument("--scheduler", metavar="ADDRESS",
                    help="run on a Dask cluster (tcp://host:8786); needs contaria-desktop[cluster]")
    ap.add_argument("--lang", default="en", metavar="CODE",
                    help="language of report.html and its plots: en (default), pt_BR, es "
                         "(written as the app takes them: pt-BR, pt, ES...)")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        options = dict(parse_option(o) for o in args.option)
        seats = tuple(args.seat) or ("random",) * max(args.players, 0)
        config = LabConfig(args.game, args.players, seats, options, args.games, args.seed, SHIPPED)
        variant = load_variant(args.data) if args.data is not None else None
        # everything a run could trip on is checked before the first game (QA of issue 15):
        # the options, seats and counts, the B side's data and options, the output folder
        config.validate()
        if variant is not None:
            dataclasses.replace(config, variant=variant).validate()
    except LabConfigError as err:
        print(f"contaria-lab: error: {err}", file=sys.stderr)
        return 2
    scheduler = args.scheduler
    try:
        from contaria_desktop.common.languages import normalize

        from .texts import catalog_translate
        translate = catalog_translate(normalize(args.lang) or args.lang)
    except ValueError as err:
        print(f"contaria-lab: error: --lang: {err}", file=sys.stderr)
        return 2
    try:
        check_folder(args.out)      # an unusable folder is found before the games, not after
    except LabOutputError as err:
        print(f"contaria-lab: error: {err}", file=sys.stderr)
        return 1
    try:
        with game_words(config.game, translate) as translate:
            if variant is not None:
                from .ab import run_ab
                result = run_ab(config, variant, args.out, workers=args.workers, scheduler=scheduler,
                                progress_factory=lambda label: ProgressBar(label=label), translate=translate)
                interrupted = result["interrupted"]
                print(f"A/B written to {args.out}", file=sys.stderr)
            else:
                bar = ProgressBar()
                try:
                    outcome = run(config, args.workers, scheduler=scheduler, progress=bar)
                finally:
                    bar.close()
                data = write_outputs(outcome, args.out, translate=translate)
                interrupted = outcome.interrupted
                print(f"{data['games_finished']} games written to {args.out}"
                      f"{' (interrupted)' if interrupted else ''}", file=sys.stderr)
    except LabConfigError as err:
        print(f"contaria-lab: error: {err}", file=sys.stderr)
        return 2
    except (LabRunError, LabOutputError, ImportError, OSError) as err:
        print(f"contaria-lab: error: {err}", file=sys.stderr)
        return 1
    return 130 if interrupted else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
