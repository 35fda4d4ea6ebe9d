"""Start-up time to the first painted window: the app's main window (start page) against a
bare PySide6 window, measured in the same run (issue #3 target: app <= 1.5 x bare).

Each measurement is a fresh Python process (imports included, as a user sees it): the parent
starts it and stops the clock when the child reports the window's first paint event; the
child then exits at once. Offscreen platform unless ``QT_QPA_PLATFORM`` says otherwise.

Run as a benchmark: ``python -m pytest benchmarks/bench_startup.py --benchmark-enable -q``
or as a script: ``python benchmarks/bench_startup.py [rounds]`` (prints medians and ratio).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET_RATIO = 1.5


def _child(kind: str) -> None:  # pragma: no cover - runs in the child process
    """Show a window and print "painted" on its first paint event, then exit."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                sys.stdout.write("painted\n")
                sys.stdout.flush()
                os._exit(0)
            return False

    if kind == "bare":
        from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
        app = QApplication([])
        window = QMainWindow()
        window.setCentralWidget(QLabel("Hello"))
        window.resize(1024, 640)
    else:
        from contaria_desktop.app import build, parse_args
        app, window, _ = build(parse_args([]))
        window.resize(1024, 640)
    spy = FirstPaint()
    window.installEventFilter(spy)
    window.show()
    app.exec()
    os._exit(1)


#: Compiled bytecode goes here (not into the checkout), so that after the warm-up run both
#: variants start from .pyc files as an installed app does, even when the environment sets
#: PYTHONDONTWRITEBYTECODE.
PYCACHE = Path(tempfile.gettempdir()) / "contaria-bench-pycache"


def time_start(kind: str) -> float:
    """Seconds from starting a process to its window's first paint (``kind``: bare/app)."""
    return run_start(kind)[0]


def run_start(kind: str) -> tuple[float, float]:
    """(wall seconds to the first paint, CPU seconds the child used until then) for one
    fresh process. CPU time is what the start-up costs; wall time also includes waiting for
    the CPU when the machine is busy."""
    tmp = tempfile.mkdtemp(prefix="bench-startup-")
    env = dict(os.environ, CONTARIA_SETTINGS_DIR=tmp, CONTARIA_DESKTOP_DATA_DIR=tmp,
               PYTHONPYCACHEPREFIX=str(PYCACHE),
               PYTHONPATH=os.pathsep.join([str(REPO)] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, __file__, "--child", kind], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    if line.strip() != "painted":
        raise RuntimeError(f"{kind} window never painted (exit {proc.returncode})")
    return elapsed, usage.ru_utime + usage.ru_stime


def measure(rounds: int = 7) -> dict[str, float]:
    """Interleaved runs (one warm-up each, not counted): medians of wall and CPU time and
    their ratios (app / bare)."""
    run_start("bare"), run_start("app")
    runs: dict[str, list[tuple[float, float]]] = {"bare": [], "app": []}
    for _ in range(rounds):
        for kind in runs:
            runs[kind].append(run_start(kind))
    out: dict[str, float] = {}
    for kind, values in runs.items():
        out[f"{kind}_wall_median_s"] = statistics.median(v[0] for v in values)
        out[f"{kind}_wall_min_s"] = min(v[0] for v in values)
        out[f"{kind}_cpu_median_s"] = statistics.median(v[1] for v in values)
    out["wall_ratio"] = out["app_wall_median_s"] / out["bare_wall_median_s"]
    out["cpu_ratio"] = out["app_cpu_median_s"] / out["bare_cpu_median_s"]
    return out


def test_startup_bare_window(benchmark):
    benchmark.pedantic(time_start, args=("bare",), rounds=5, iterations=1, warmup_rounds=1)


def test_startup_app_window(benchmark):
    benchmark.pedantic(time_start, args=("app",), rounds=5, iterations=1, warmup_rounds=1)


def test_startup_ratio(benchmark):
    result = benchmark.pedantic(measure, kwargs={"rounds": 5}, rounds=1, iterations=1)
    benchmark.extra_info.update({k: round(v, 4) for k, v in result.items()})
    # CPU time: on a shared machine wall time mostly measures the other processes.
    assert result["cpu_ratio"] <= TARGET_RATIO, result


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        _child(sys.argv[2])
    else:
        n = int(sys.argv[1]) if len(sys.argv) > 1 else 7
        r = measure(n)
        for kind, name in (("bare", "bare PySide6 window"), ("app", "Contária Desktop")):
            print(f"{name:20s} wall median {r[f'{kind}_wall_median_s'] * 1000:5.0f} ms "
                  f"(min {r[f'{kind}_wall_min_s'] * 1000:4.0f})   CPU median {r[f'{kind}_cpu_median_s'] * 1000:5.0f} ms")
        print(f"ratio app/bare: wall {r['wall_ratio']:.2f}, CPU {r['cpu_ratio']:.2f} (target <= {TARGET_RATIO})")
