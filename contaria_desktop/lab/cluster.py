"""The Dask distributed backend (``contaria-lab --scheduler ADDRESS``; install with
``pip install 'contaria-desktop[cluster]'``). Imported only when a scheduler is given.

Tasks are batches of deals (:func:`.play.run_batch`: configuration text and seeds in, JSON text
out); results stream back with ``distributed.as_completed`` in whatever order they finish and
the runner puts them in deal order, so the output equals a local run's. A batch whose worker is
lost is rescheduled by the scheduler itself; if it still fails (``KilledWorker`` after the
scheduler's own ``allowed-failures``, or any error on the worker) the lab submits it again, up to
:data:`.runner.MAX_RERUNS` times. Every worker needs ``contaria-desktop`` installed (the same
version: ``summary.json`` records the client's).
"""

from __future__ import annotations

import json
import time
from typing import Any, Callable

from .config import LabConfig
from .play import run_batch

#: How long to wait for the scheduler before giving up (a Dask duration).
CONNECT_TIMEOUT = "20s"


def _distributed():
    try:
        import distributed
    except ImportError:
        from .runner import LabRunError
        raise LabRunError("the cluster backend needs Dask: pip install 'contaria-desktop[cluster]'") from None
    return distributed


def run_dask(config: LabConfig, batches: list[list[int]], scheduler: Any,
             take: Callable[[list[dict[str, Any]]], None], outcome: Any,
             task: Callable[[str, list[int]], str] = run_batch) -> None:
    """Run ``batches`` on the cluster at ``scheduler`` (an address string, or a connected
    ``distributed.Client`` which is left open), calling ``take(records)`` per finished batch.

    ``task`` is the batch function (tests pass a failing one). Raises
    :class:`~.runner.LabRunError` when Dask is missing, the scheduler cannot be reached, or a
    batch failed more than :data:`~.runner.MAX_RERUNS` extra times; ``KeyboardInterrupt`` cancels
    the outstanding tasks and is re-raised."""
    from .runner import MAX_RERUNS, LabRunError
    distributed = _distributed()
    t0 = time.perf_counter()
    own = not isinstance(scheduler, distributed.Client)
    if own:
        try:
            client = distributed.Client(scheduler, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as err:
            raise LabRunError(f"cannot reach the Dask scheduler {scheduler!r}: {err}") from None
    else:
        client = scheduler
    outcome.startup_seconds += time.perf_counter() - t0
    futures: dict[Any, int] = {}
    try:
        outcome.workers = len(client.scheduler_info().get("workers", {}))
        text = config.text()
        tries = [0] * len(batches)
        for i, batch in enumerate(batches):
            futures[client.submit(task, text, batch, pure=False)] = i
        queue = distributed.as_completed(list(futures))
        for fut in queue:
            i = futures.pop(fut)
            if fut.status != "finished":
                tries[i] += 1
                if tries[i] > MAX_RERUNS:
                    err = fut.exception() if fut.status == "error" else fut.status
                    raise LabRunError(f"the batch of deals {batches[i][0]}..{batches[i][-1]} failed "
                                      f"{tries[i]} times on the cluster: {err}")
                outcome.reruns += 1
                again = client.submit(task, text, batches[i], pure=False)
                futures[again] = i
                queue.add(again)
                continue
            records = json.loads(fut.result())
            fut.release()
            take(records)
    except BaseException:
        if futures:
            try:
                client.cancel(list(futures))
            except Exception:  # noqa: BLE001 - the client may already be closing
                pass
        raise
    finally:
        if own:
            client.close()
