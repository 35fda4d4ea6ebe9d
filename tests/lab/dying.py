"""A batch function whose worker process dies the first time (for the lost-worker test of the
local pool; a module of its own so that worker processes can import it)."""

import os
from pathlib import Path

from contaria_desktop.lab.play import run_batch


def dying_batch(marker: str, config_text: str, seeds: list[int]) -> str:
    """``run_batch``, except that the first call given deal 3 ends its process (``marker``: a
    file noting that it happened; the forkserver's workers do not see later environment changes)."""
    if 3 in seeds and not Path(marker).exists():
        Path(marker).write_text("died once")
        os._exit(1)          # the worker process is gone, as if killed
    return run_batch(config_text, seeds)
