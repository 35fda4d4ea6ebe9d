"""A one-line terminal progress bar with rate and ETA (standard library only)."""

from __future__ import annotations

import sys
import time
from typing import TextIO


def _clock(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class ProgressBar:
    """``bar(done, total)`` redraws ``[#####.....] 120/1000 games  85.3/s  ETA 0:00:10`` on
    ``stream`` (stderr by default), at most every ``interval`` seconds and always at the end;
    ``close()`` ends the line. The rate is measured from the first call."""

    def __init__(self, stream: TextIO | None = None, width: int = 30, interval: float = 0.2,
                 label: str = "games") -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.width, self.interval, self.label = width, interval, label
        self.start = time.perf_counter()
        self._last = 0.0
        self._drawn = False

    def line(self, done: int, total: int) -> str:
        """The text of the bar for ``done`` of ``total`` games."""
        elapsed = time.perf_counter() - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        filled = int(self.width * done / total) if total else self.width
        eta = _clock((total - done) / rate) if rate > 0 else "?"
        speed = f"{rate:.1f}/s" if rate >= 1 or rate == 0 else f"{1 / rate:.1f} s/game"   # not "0.0/s"
        return f"[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} {self.label}  {speed}  ETA {eta}"

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self._last < self.interval:
            return
        self._last = now
        self.stream.write("\r" + self.line(done, total))
        self.stream.flush()
        self._drawn = True

    def interrupted(self) -> None:
        """Ctrl+C: say at once that the finished games are being written (that takes a moment)."""
        self.close()
        self.stream.write("interrupted: writing the files of the finished games…\n")
        self.stream.flush()

    def close(self) -> None:
        if self._drawn:
            self.stream.write("\n")
            self.stream.flush()
            self._drawn = False
