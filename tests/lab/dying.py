"""A batch function whose worker process dies the first time (for the lost-worker test of the
local pool; a module of its own so that worker processes can import it)."""

import os
from pathlib import Path

from contaria_desktop.lab.play import run_batch



def dying_batch(config_text: str, seeds: list[int]) -> str:
    marker = Path(os.environ["CONTARIA_LAB_TEST_MARKER"])
    if 3 in seeds and not marker.exists():
        marker.write_text("died once")
        os._exit(1)          # the worker process is gone, as if killed
    return run_batch(config_text, seeds)
