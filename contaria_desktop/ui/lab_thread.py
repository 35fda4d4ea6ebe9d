"""The Playtest lab window's background run (issue 15): :class:`LabThread` plays a simulation
(or an A/B comparison) with :mod:`contaria_desktop.lab` off the UI thread and reports through
Qt signals; :func:`cluster_installed` says whether the Dask backend can be used. Split from
``ui/lab_panel.py`` (the window), which imports it on first use of the lab.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QThread, Signal

from .lab_plots import lab_translate

translate = QCoreApplication.translate

#: How long the window waits for a Dask scheduler before saying it cannot be reached (seconds).
CONNECT_SECONDS = 15


def cluster_installed() -> bool:
    """True when the cluster extra (Dask ``distributed``) is installed."""
    import importlib.util
    return importlib.util.find_spec("distributed") is not None


class LabThread(QThread):
    """Runs one simulation (or A/B) off the UI thread. Signals: ``side(label)`` when a run
    (``""``) or an A/B side (``"A"``, ``"B"``) starts; ``records(label, batch)`` with each
    finished batch's game records; ``progress(done, total)``; at the end ``done(folder,
    interrupted, comparison)`` (the A/B comparison dict, or None) or ``failed(message)``.
    :meth:`cancel` stops it after the current batch (the finished games are kept and written).
    ``scheduler``: a Dask scheduler address (``tcp://host:8786``), or "" for local processes;
    the thread connects first and fails with a translated message when it cannot. The report
    is written in the app's language and locale."""

    side = Signal(str)
    records = Signal(str, object)
    progress = Signal(int, int)
    done = Signal(str, bool, object)
    failed = Signal(str)

    def __init__(self, config: Any, workers: int, variant: Any, folder: str, parent: Any = None,
                 scheduler: str = "") -> None:
        super().__init__(parent)
        self.config, self.workers, self.variant, self.folder = config, workers, variant, folder
        self.scheduler = scheduler
        self.words = lab_translate(config.game)      # read here, in the UI thread
        self._cancelled = False

    def cancel(self) -> None:
        self._cancelled = True

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called (the run stops after the games under way)."""
        return self._cancelled

    def _progress(self, done: int, total: int) -> None:
        self.progress.emit(done, total)
        if self._cancelled:
            raise KeyboardInterrupt   # the lab's own way to stop: finished games are kept

    def _records(self, label: str) -> Any:
        self.side.emit(label)
        return lambda batch: self.records.emit(label, batch)

    def _connect(self) -> Any:
        """A Dask client connected to :attr:`scheduler` (None: local processes). Raises
        ``ValueError`` with a translated message when the extra is missing or the scheduler
        does not answer within :data:`CONNECT_SECONDS`."""
        if not self.scheduler:
            return None
        try:
            import distributed
        except ImportError:
            raise ValueError(translate("LabWindow", "The cluster backend is not installed: pip install "
                                                    "'contaria-desktop[cluster]'")) from None
        try:
            return distributed.Client(self.scheduler, timeout=f"{CONNECT_SECONDS}s")
        except (OSError, TimeoutError, ValueError, TypeError) as err:
            raise ValueError(translate("LabWindow", "The Dask scheduler {address} cannot be reached: {reason}")
                             .format(address=self.scheduler, reason=str(err) or type(err).__name__)) from None

    def run(self) -> None:  # noqa: D401 - QThread entry point
        from ..lab import LabConfigError, LabOutputError, LabRunError, run, write_outputs
        client = None
        try:
            client = self._connect()
            if self.variant is not None:
                from ..lab.ab import run_ab
                cmp = run_ab(self.config, self.variant, self.folder, workers=self.workers, scheduler=client,
                             progress_factory=lambda _label: self._progress, records_factory=self._records,
                             translate=self.words)
                self.done.emit(self.folder, bool(cmp["interrupted"]), cmp)
                return
            outcome = run(self.config, self.workers, scheduler=client, progress=self._progress,
                          records=self._records(""))
            write_outputs(outcome, self.folder, translate=self.words)
        except LabConfigError as err:   # in the window's language (lab_errors)
            from .lab_errors import config_error_text
            self.failed.emit(config_error_text(err))
            return
        except (LabRunError, LabOutputError, OSError, ValueError) as err:
            self.failed.emit(str(err))
            return
        finally:
            if client is not None:
                client.close()
        self.done.emit(self.folder, outcome.interrupted, None)
