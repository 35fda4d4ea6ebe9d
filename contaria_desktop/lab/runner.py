"""Running a lab simulation: batches of deals on local processes (default) or a Dask cluster
(:mod:`.cluster`), results streamed back and put in deal order. Pure Python, no Qt.

Determinism: each game depends only on the run's configuration and its deal (:mod:`.play`), so
the records - and ``games.csv`` - are the same whatever the worker count, batch size or backend.

Interruption: a ``KeyboardInterrupt`` (Ctrl+C, or raised by the ``progress`` callback) stops the
run; the games already finished are kept and the outcome says ``interrupted``.
"""

from __future__ import annotations

import json
import multiprocessing
import signal
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, Callable

from .config import LabConfig
from .play import detail_shapes, play_game, run_batch

#: ``progress(done_games, total_games)``; called after every finished batch. It may raise
#: ``KeyboardInterrupt`` to stop the run (the window's Cancel and the tests do).
Progress = Callable[[int, int], None]

#: How many times a batch whose worker died is run again before the run fails.
MAX_RERUNS = 3


class LabRunError(RuntimeError):
    """The run could not go on (a batch failed :data:`MAX_RERUNS` times, or a game raised)."""


@dataclass
class Outcome:
    """What a run produced: ``records`` (game records of :func:`.play.play_game`, in deal order),
    ``interrupted`` (stopped before every game finished), ``seconds`` (wall clock, start-up
    included), ``backend`` (``"local"`` or ``"dask"``), ``workers``, ``reruns`` (batches run
    again after a lost worker), ``startup_seconds`` (pool/cluster connection)."""

    config: LabConfig
    records: list[dict[str, Any]] = field(default_factory=list)
    interrupted: bool = False
    seconds: float = 0.0
    backend: str = "local"
    workers: int = 1
    reruns: int = 0
    startup_seconds: float = 0.0


def default_batch_size(games: int, workers: int) -> int:
    """Games per task: about eight tasks per worker (even load, cheap Ctrl+C), 1..50."""
    return max(1, min(50, -(-games // (workers * 8))))


def make_batches(seeds: range | list[int], size: int) -> list[list[int]]:
    """``seeds`` cut into consecutive lists of ``size`` (the last may be shorter)."""
    seeds = list(seeds)
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def prepare(config: LabConfig) -> LabConfig:
    """``config`` validated, with its result-detail shapes probed (:func:`.play.detail_shapes`).
    Raises :class:`~.config.LabConfigError`."""
    config.validate()
    if config.shapes:
        return config
    return LabConfig(**{**config.__dict__, "shapes": detail_shapes(config)})


def run(config: LabConfig, workers: int = 1, *, scheduler: Any = None, batch_size: int | None = None,
        progress: Progress | None = None, records: Callable[[list[dict[str, Any]]], None] | None = None) -> Outcome:
    """Simulate every game of ``config``.

    - ``workers``: local processes (1: this process, no pool); ignored with a scheduler.
    - ``scheduler``: a Dask scheduler address (``"tcp://host:8786"``) or a
      ``distributed.Client``; needs the ``cluster`` extra (:mod:`.cluster`).
    - ``batch_size``: games per task (default :func:`default_batch_size`); never changes results.
    - ``records(batch)``: called with each finished batch's game records (in the order batches
      finish, before ``progress``), e.g. to redraw plots while the run goes on.

    Returns an :class:`Outcome`. Raises :class:`~.config.LabConfigError` before any game for a
    bad configuration, :class:`LabRunError` when a batch keeps failing."""
    if not isinstance(workers, int) or workers < 1:
        from .config import LabConfigError
        raise LabConfigError(f"workers must be at least 1, not {workers!r}", "lab.workers", value=repr(workers)[:40])
    config = prepare(config)
    start = time.perf_counter()
    outcome = Outcome(config, workers=workers)
    size = batch_size or default_batch_size(config.games, workers)
    batches = make_batches(config.seeds(), size)
    done: dict[int, dict[str, Any]] = {}

    def take(batch: list[dict[str, Any]]) -> None:
        for r in batch:
            done[r["seed"]] = r
        if records is not None:
            records(batch)
        if progress is not None:
            progress(len(done), config.games)

    try:
        if scheduler is not None:
            from .cluster import run_dask
            outcome.backend = "dask"
            run_dask(config, batches, scheduler, take, outcome)
        elif workers == 1:
            for batch in batches:
                take([play_game(config, s) for s in batch])
        else:
            _run_pool(config, batches, workers, take, outcome)
    except KeyboardInterrupt:
        outcome.interrupted = True
        note = getattr(progress, "interrupted", None)   # the terminal bar says "writing files…" now
        if note is not None:
            note()
    outcome.records = [done[s] for s in sorted(done)]
    outcome.interrupted = outcome.interrupted or len(done) < config.games
    outcome.seconds = time.perf_counter() - start
    return outcome


def _ignore_sigint() -> None:
    # Ctrl+C reaches the whole process group: only the parent handles it (and stops the pool).
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _context():
    # forkserver: no fork of a parent that may run threads (the lab window), cheap workers.
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["contaria_desktop.lab.play"])
        return ctx
    return multiprocessing.get_context("spawn")


def _run_pool(config: LabConfig, batches: list[list[int]], workers: int,
              take: Callable[[list[dict[str, Any]]], None], outcome: Outcome,
              task: Callable[[str, list[int]], str] = run_batch) -> None:
    """Run ``batches`` on ``workers`` processes; a pool broken by a dead worker is replaced and
    its unfinished batches run again (at most :data:`MAX_RERUNS` times each). ``task`` is the
    batch function (a module-level function: tests pass one whose worker dies)."""
    text = config.text()
    todo = {i: b for i, b in enumerate(batches)}
    tries = {i: 0 for i in todo}
    t0 = time.perf_counter()
    while todo:
        pool = ProcessPoolExecutor(max_workers=min(workers, len(todo)), mp_context=_context(),
                                   initializer=_ignore_sigint)
        outcome.startup_seconds += time.perf_counter() - t0
        try:
            futures = {pool.submit(task, text, b): i for i, b in todo.items()}
            pending = set(futures)
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in finished:
                    i = futures[fut]
                    try:
                        records = json.loads(fut.result())
                    except BrokenProcessPool:
                        continue            # rerun below, in a new pool
                    todo.pop(i)
                    take(records)
            pool.shutdown(wait=True)
        except BaseException:
            _stop(pool)
            raise
        for i in todo:
            tries[i] += 1
            if tries[i] > MAX_RERUNS:
                raise LabRunError(f"the batch of deals {todo[i][0]}..{todo[i][-1]} failed {tries[i]} times")
            outcome.reruns += 1
        t0 = time.perf_counter()


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel what has not started and end the worker processes now (Ctrl+C, an error): their
    unfinished batches are not waited for."""
    processes = list(getattr(pool, "_processes", {}).values())   # no public handle on the workers
    pool.shutdown(wait=False, cancel_futures=True)
    for p in processes:
        try:
            p.terminate()
        except (OSError, AttributeError):
            pass
    for p in processes:
        p.join(timeout=5)
