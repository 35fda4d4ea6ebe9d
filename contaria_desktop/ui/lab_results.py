"""The Playtest lab window's results (issue 15): exporting the last run's report and CSV, and
opening one of its deals in the Replay window (:class:`LabResults`, a mix-in of
``ui/lab_panel.LabWindow``), with the small text helpers the window and ``ui/lab_replay.py``
share (:func:`kind_label`, :func:`clock`). Split from ``ui/lab_panel.py``; no behaviour of its own.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

translate = QCoreApplication.translate


def kind_label(kind: str) -> str:
    """Translated name of a seat kind (a ``bots.BOTS`` key)."""
    labels = {"random": translate("LabWindow", "Random"), "easy": translate("LabWindow", "Easy"),
              "normal": translate("LabWindow", "Normal"), "hard": translate("LabWindow", "Hard")}
    return labels.get(kind, kind)


def clock(seconds: float) -> str:
    """``seconds`` as ``m:ss`` (``h:mm:ss`` from an hour on)."""
    seconds = max(0, int(round(seconds)))
    h, m, sec = seconds // 3600, seconds // 60 % 60, seconds % 60
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


class LabResults:
    """Export and replay of :class:`~contaria_desktop.ui.lab_panel.LabWindow`'s last run. Uses the
    window's ``folder`` (the run's files, "" before any), ``sides`` (``{label: (LabConfig, set of
    finished deals)}``), ``status`` (a ``QLabel``) and the replay controls ``replay_side``,
    ``replay_seed``, ``replay_button``."""

    def export(self, target: str = "") -> str:
        """Copy the last run's files (report, plots, games.csv, summary.json; an A/B run's
        comparison and both sides) into a folder the user chooses (or ``target``); returns it
        ("" when nothing was copied)."""
        if not self.folder:
            return ""
        if not target:
            target = QFileDialog.getExistingDirectory(self, translate("LabWindow", "Export the report to"))
        if not target:
            return ""
        try:
            shutil.copytree(self.folder, target, dirs_exist_ok=True)
        except OSError as err:
            self._export_failed(err)
            return ""
        self.status.setText(translate("LabWindow", "Report exported to {folder}").format(folder=target))
        return target

    def export_csv(self, target: str = "") -> list[str]:
        """Save the last run's ``games.csv`` as ``target`` (asked when empty); an A/B run gives
        two files, ``<name>_A.csv`` and ``<name>_B.csv``. Returns the paths written."""
        if not self.folder:
            return []
        if not target:
            target, _ = QFileDialog.getSaveFileName(self, translate("LabWindow", "Export the games as CSV"),
                                                    "games.csv", translate("LabWindow", "CSV files (*.csv)"))
        if not target:
            return []
        dest = Path(target)
        if dest.suffix.lower() != ".csv":
            dest = dest.with_name(dest.name + ".csv")
        pairs = ([(Path(self.folder) / "games.csv", dest)] if "" in self.sides else
                 [(Path(self.folder) / side / "games.csv", dest.with_name(f"{dest.stem}_{side}.csv"))
                  for side in self.sides if (Path(self.folder) / side / "games.csv").is_file()])
        from ..session.atomic import atomic_write_bytes
        try:
            for src, out in pairs:
                atomic_write_bytes(out, src.read_bytes())
        except OSError as err:
            self._export_failed(err)
            return []
        written = [str(out) for _, out in pairs]
        self.status.setText(translate("LabWindow", "Games exported to {files}").format(files=", ".join(written)))
        return written

    def _export_failed(self, err: OSError) -> None:
        QMessageBox.warning(self, translate("LabWindow", "Playtest lab"),
                            translate("LabWindow", "The files could not be exported: {reason}").format(
                                reason=err.strerror or str(err)))

    def _replay_target(self) -> tuple[Any, int] | None:
        """(configuration, deal) the replay controls point at, when that deal finished."""
        label = self.replay_side.currentData() if self.replay_side.count() else None
        if label is None or label not in self.sides:
            return None
        config, finished = self.sides[label]
        seed = self.replay_seed.value()
        return (config, seed) if seed in finished else None

    def _update_replay(self) -> None:
        ok = self._replay_target() is not None
        self.replay_button.setEnabled(ok)
        self.replay_seed.setEnabled(bool(self.sides))
        if not self.sides:
            self.replay_button.setToolTip(translate("LabWindow", "Run some games first."))
        elif not ok:
            self.replay_button.setToolTip(translate("LabWindow", "This deal has not been played yet."))
        else:
            self.replay_button.setToolTip(translate("LabWindow", "Watch this game in the Replay window."))

    def open_replay(self) -> Any:
        """Open the chosen simulated game in the Replay window (played again from its deal);
        returns the window, or None when it could not be opened (the reason is shown)."""
        target = self._replay_target()
        if target is None:
            return None
        from .lab_replay import open_simulated_game
        self.status.setText(translate("LabWindow", "Playing deal {deal} again…").format(deal=target[1]))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            window = open_simulated_game(self, *target)
        except (ValueError, KeyError) as err:
            self.status.setText(translate("LabWindow", "The game could not be replayed: {reason}").format(
                reason=str(err)))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.status.setText(translate("LabWindow", "Deal {deal} is open in the Replay window.").format(deal=target[1]))
        return window
