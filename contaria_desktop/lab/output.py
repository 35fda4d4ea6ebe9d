"""Writing a run's files: ``games.csv`` (:mod:`.table`), ``summary.json`` and ``report.html``
(:mod:`.report`). Every file is written atomically."""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from pathlib import Path
from typing import Any

from .files import write_text
from .runner import Outcome
from .stats import describe, summary_stats
from .table import csv_text
from .texts import Translate, english

SUMMARY_FORMAT = 1


def versions() -> dict[str, str | None]:
    """Versions that can change results or speed: the app, Python, the platform, and dask /
    matplotlib when installed (read from metadata, not imported)."""
    from importlib import metadata
    import contaria_desktop

    def v(name: str) -> str | None:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return None

    return {"contaria_desktop": contaria_desktop.__version__, "python": platform.python_version(),
            "platform": platform.platform(), "dask": v("dask"), "distributed": v("distributed"),
            "matplotlib": v("matplotlib")}


def summary(outcome: Outcome, csv: str) -> dict[str, Any]:
    """The ``summary.json`` object of ``outcome`` whose ``games.csv`` text is ``csv``:
    ``game, players, seats, options`` (resolved), ``variant``, ``first_seed``,
    ``games_requested``, ``games_finished``, ``interrupted``, ``stats`` (rates with 95 % Wilson
    intervals, :func:`.stats.summary_stats`), ``timings``, ``versions``, ``data_digest``
    (rules data + options, :meth:`~.config.LabConfig.data_digest`) and ``csv_sha256``."""
    c = outcome.config
    kinds = list(c.seats)
    recs = outcome.records
    decisions = sum(r["decisions"] for r in recs)
    wall = outcome.seconds
    return {
        "format": SUMMARY_FORMAT, "game": c.game, "players": c.players, "seats": kinds,
        "options": c.spec().resolve_options(c.game_options()), "variant": c.variant.to_json(),
        "first_seed": c.first_seed, "games_requested": c.games, "games_finished": len(recs),
        "finished_seeds": _ranges([r["seed"] for r in recs]),
        "interrupted": outcome.interrupted, "stats": summary_stats(recs, kinds),
        "timings": {"backend": outcome.backend, "workers": outcome.workers, "wall_seconds": wall,
                    "startup_seconds": outcome.startup_seconds, "reruns": outcome.reruns,
                    "games_per_second": len(recs) / wall if wall > 0 else None,
                    "decisions_per_second": decisions / wall if wall > 0 else None,
                    "seconds_per_game": describe(r["seconds"] for r in recs)},
        "versions": versions(), "data_digest": c.data_digest(),
        "csv_sha256": hashlib.sha256(csv.encode("utf-8")).hexdigest(),
        "command": sys.argv[1:] if Path(sys.argv[0]).name.startswith("contaria-lab") else None,
    }


def _ranges(seeds: list[int]) -> list[list[int]]:
    """``[3, 4, 5, 9] -> [[3, 5], [9, 9]]`` (which deals finished, compactly)."""
    out: list[list[int]] = []
    for s in seeds:
        if out and out[-1][1] == s - 1:
            out[-1][1] = s
        else:
            out.append([s, s])
    return out


def write_outputs(outcome: Outcome, folder: str | Path, report: bool = True,
                  translate: Translate = english) -> dict[str, Any]:
    """Write ``games.csv``, ``summary.json`` and (``report``) ``report.html`` + ``plots/`` into
    ``folder`` (created); the report and its plots in ``translate``'s language (:mod:`.texts`;
    the CSV and JSON files are the same in every language). Returns the summary. Raises
    :class:`~.files.LabOutputError`."""
    folder = Path(folder)
    csv = csv_text(outcome.records, list(outcome.config.seats))
    write_text(folder / "games.csv", csv)
    data = summary(outcome, csv)
    write_text(folder / "summary.json", json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    if report:
        from .report import write_report
        write_report(folder, data, outcome.records, list(outcome.config.seats), translate=translate)
    return data
