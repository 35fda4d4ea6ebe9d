"""The "Playtest lab" window (issue 15, app side): choose a game, its options, the seat kinds,
the number of games and, optionally, a variant file for an A/B comparison; the simulation runs
on a background thread (:mod:`contaria_desktop.lab`) with a progress bar and Cancel; when it
ends (or is cancelled) the report's plots are shown and the files can be exported.

What it does not do yet (see docs/lab.md): the plots appear when the run ends, not while it
runs; a simulated game cannot be opened in the replay window; it is reached from the File menu
only (not from the start page).

This module is imported on first use (``ui/lab_window.py``); the lab itself (and matplotlib)
when a run starts.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QThread, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QMessageBox, QProgressBar, QPushButton, QScrollArea, QSpinBox,
                               QVBoxLayout, QWidget)

from ..i18n import messages
from .optionform import add_option_widgets

translate = QCoreApplication.translate

def kind_label(kind: str) -> str:
    """Translated name of a seat kind (a ``bots.BOTS`` key)."""
    labels = {"random": translate("LabWindow", "Random"), "easy": translate("LabWindow", "Easy"),
              "normal": translate("LabWindow", "Normal"), "hard": translate("LabWindow", "Hard")}
    return labels.get(kind, kind)


class LabThread(QThread):
    """Runs one simulation (or A/B) off the UI thread. ``progress(done, total)``; at the end
    ``done(folder, interrupted)`` or ``failed(message)``. :meth:`cancel` stops it after the
    current batch (the finished games are kept and written)."""

    progress = Signal(int, int)
    done = Signal(str, bool)
    failed = Signal(str)

    def __init__(self, config: Any, workers: int, variant_file: str, folder: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.config, self.workers, self.variant_file, self.folder = config, workers, variant_file, folder
        self._cancelled = False

    def cancel(self) -> None:
        self._cancelled = True

    def _progress(self, done: int, total: int) -> None:
        self.progress.emit(done, total)
        if self._cancelled:
            raise KeyboardInterrupt   # the lab's own way to stop: finished games are kept

    def run(self) -> None:  # noqa: D401 - QThread entry point
        from ..lab import LabConfigError, LabOutputError, LabRunError, load_variant, run, write_outputs
        try:
            if self.variant_file:
                from ..lab.ab import run_ab
                result = run_ab(self.config, load_variant(self.variant_file), self.folder, workers=self.workers,
                                progress_factory=lambda _label: self._progress)
                interrupted = bool(result["interrupted"])
            else:
                outcome = run(self.config, self.workers, progress=self._progress)
                write_outputs(outcome, self.folder)
                interrupted = outcome.interrupted
        except (LabConfigError, LabRunError, LabOutputError, OSError, ValueError) as err:
            self.failed.emit(str(err))
            return
        self.done.emit(self.folder, interrupted)


class LabWindow(QWidget):
    """The Playtest lab window (a top-level window)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("labWindow")
        from ..bots import BOTS
        from .startpage import playable_specs
        self._kinds = list(BOTS)
        # the games with a complete plug-in (translated option labels); engine-only games are
        # simulated from the command line (contaria-lab)
        self._specs = {s.id: s for s in playable_specs()}
        self.thread: LabThread | None = None
        self.folder = ""            # the last run's files (a temporary folder until exported)

        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_combo = QComboBox(self)
        for spec in self._specs.values():
            self.game_combo.addItem(messages.game_name(spec), spec.id)
        self._game_label = QLabel(self)
        form.addRow(self._game_label, self.game_combo)
        self.players_spin = QSpinBox(self)
        self._players_label = QLabel(self)
        form.addRow(self._players_label, self.players_spin)
        self.games_spin = QSpinBox(self)
        self.games_spin.setRange(1, 1_000_000)
        self.games_spin.setValue(100)
        self._games_label = QLabel(self)
        form.addRow(self._games_label, self.games_spin)
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setRange(0, 2_000_000_000)
        self._seed_label = QLabel(self)
        form.addRow(self._seed_label, self.seed_spin)
        self.workers_spin = QSpinBox(self)
        self.workers_spin.setRange(1, max(1, os.cpu_count() or 1))
        self._workers_label = QLabel(self)
        form.addRow(self._workers_label, self.workers_spin)
        variant_row = QHBoxLayout()
        self.variant_edit = QLineEdit(self)
        self.variant_button = QPushButton(self)
        self.variant_button.clicked.connect(self._choose_variant)
        variant_row.addWidget(self.variant_edit, 1)
        variant_row.addWidget(self.variant_button)
        self._variant_label = QLabel(self)
        form.addRow(self._variant_label, variant_row)
        layout.addLayout(form)

        self._seats_box = QGroupBox(self)
        self._seats_form = QFormLayout(self._seats_box)
        layout.addWidget(self._seats_box)
        self.seat_combos: list[QComboBox] = []
        self._options_box = QGroupBox(self)
        self._options_form = QFormLayout(self._options_box)
        layout.addWidget(self._options_box)
        self.option_widgets: dict[str, QWidget] = {}

        buttons = QHBoxLayout()
        self.run_button = QPushButton(self)
        self.cancel_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.export_button.clicked.connect(self.export)
        for b in (self.run_button, self.cancel_button, self.export_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.progress = QProgressBar(self)
        layout.addWidget(self.progress)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.plots = QWidget(self)
        self._plots_layout = QVBoxLayout(self.plots)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.plots)
        layout.addWidget(scroll, 1)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        self.retranslate()
        self._game_changed()
        self._set_running(False)
        self.resize(640, 820)

    # ----- texts --------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every fixed text in the current language (called on LanguageChange)."""
        self.setWindowTitle(translate("LabWindow", "Playtest lab"))
        self._game_label.setText(translate("LabWindow", "Game:"))
        self._players_label.setText(translate("LabWindow", "Players:"))
        self._games_label.setText(translate("LabWindow", "Number of games:"))
        self._seed_label.setText(translate("LabWindow", "First deal:"))
        self._workers_label.setText(translate("LabWindow", "Worker processes:"))
        self._variant_label.setText(translate("LabWindow", "Compare with (A/B):"))
        self.variant_edit.setPlaceholderText(translate("LabWindow", "no variant: shipped game only"))
        self.variant_edit.setToolTip(translate(
            "LabWindow", "A variant file (JSON with a name and game options): the same deals are played on the "
                         "shipped game (A) and on the variant (B) and compared."))
        self.variant_button.setText(translate("LabWindow", "Choose…"))
        self._seats_box.setTitle(translate("LabWindow", "Seats"))
        self._options_box.setTitle(translate("LabWindow", "Options"))
        self.run_button.setText(translate("LabWindow", "Run"))
        self.cancel_button.setText(translate("LabWindow", "Cancel"))
        self.export_button.setText(translate("LabWindow", "Export report…"))
        for i, combo in enumerate(self.seat_combos):
            for j, kind in enumerate(self._kinds):
                combo.setItemText(j, kind_label(kind))
            label = self._seats_form.labelForField(combo)
            if isinstance(label, QLabel):
                label.setText(translate("LabWindow", "Seat {n}:").format(n=i + 1))

    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "run_button"):
            self.retranslate()
        super().changeEvent(event)

    # ----- the form -----------------------------------------------------------------------
    @property
    def spec(self) -> Any:
        return self._specs.get(self.game_combo.currentData())

    def _game_changed(self) -> None:
        spec = self.spec
        if spec is None:
            return
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(spec.min_players, spec.max_players)
        self.players_spin.setValue(min(max(4, spec.min_players), spec.max_players))
        self.players_spin.blockSignals(False)
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        self.option_widgets = add_option_widgets(self._options_form, spec, self)
        self._options_box.setVisible(bool(spec.options))
        self._players_changed()

    def _players_changed(self) -> None:
        old = [c.currentData() for c in self.seat_combos]
        while self._seats_form.rowCount():
            self._seats_form.removeRow(0)
        self.seat_combos = []
        for seat in range(self.players_spin.value()):
            combo = QComboBox(self)
            for kind in self._kinds:
                combo.addItem(kind_label(kind), kind)
            combo.setCurrentIndex(max(0, combo.findData(old[seat] if seat < len(old) else "random")))
            combo.setObjectName(f"seat_{seat}")
            self._seats_form.addRow(translate("LabWindow", "Seat {n}:").format(n=seat + 1), combo)
            self.seat_combos.append(combo)
        n = self.players_spin.value()
        for opt in self.spec.options:
            w = self.option_widgets.get(opt.name)
            if w is not None:
                w.setEnabled(not opt.players or n in opt.players)

    def _choose_variant(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("LabWindow", "Variant file"), "",
                                              translate("LabWindow", "Variant files (*.json)"))
        if path:
            self.variant_edit.setText(path)

    @staticmethod
    def _value(w: QWidget) -> Any:
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        return w.value()

    def config(self) -> Any:
        """The :class:`~contaria_desktop.lab.LabConfig` the form describes."""
        from ..lab import LabConfig
        n = self.players_spin.value()
        options = {o.name: self._value(self.option_widgets[o.name]) for o in self.spec.options
                   if not o.players or n in o.players}
        return LabConfig(self.spec.id, n, tuple(c.currentData() for c in self.seat_combos), options,
                         self.games_spin.value(), self.seed_spin.value())

    # ----- running ------------------------------------------------------------------------
    def _set_running(self, running: bool) -> None:
        for w in (self.run_button, self.game_combo, self.players_spin, self.games_spin, self.seed_spin,
                  self.workers_spin, self.variant_edit, self.variant_button, self._seats_box, self._options_box):
            w.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.export_button.setEnabled(not running and bool(self.folder))

    def start(self) -> None:
        """Run the simulation described by the form on a background thread."""
        if self.thread is not None:
            return
        self.folder = tempfile.mkdtemp(prefix="contaria-lab-")
        self.thread = LabThread(self.config(), self.workers_spin.value(), self.variant_edit.text().strip(),
                                self.folder, self)
        self.thread.progress.connect(self._on_progress)
        self.thread.done.connect(self._on_done)
        self.thread.failed.connect(self._on_failed)
        self.thread.finished.connect(self._on_finished)
        self.progress.setRange(0, self.games_spin.value())
        self.progress.setValue(0)
        self.status.setText(translate("LabWindow", "Preparing…"))
        self._clear_plots()
        self._set_running(True)
        self.thread.start()

    def cancel(self) -> None:
        """Stop after the current batch; the finished games are kept and shown."""
        if self.thread is not None:
            self.thread.cancel()
            self.status.setText(translate("LabWindow", "Stopping after the games under way…"))

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(translate("LabWindow", "{done} of {total} games played").format(done=done, total=total))

    def _on_done(self, folder: str, interrupted: bool) -> None:
        self.status.setText(translate("LabWindow", "Cancelled: the finished games are in the report.")
                            if interrupted else translate("LabWindow", "Done."))
        self._show_plots(Path(folder))

    def _on_failed(self, message: str) -> None:
        self.folder = ""
        self.status.setText(translate("LabWindow", "The simulation could not run: {reason}").format(reason=message))

    def _on_finished(self) -> None:
        self.thread = None
        self._set_running(False)

    def _clear_plots(self) -> None:
        while self._plots_layout.count():
            item = self._plots_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()

    def _show_plots(self, folder: Path) -> None:
        self._clear_plots()
        first = {"ab_win_rate": 0, "win_rate": 1, "scores": 2, "length": 3}    # then per character/setting
        images = sorted(folder.glob("*.png")) + sorted(folder.glob("plots/*.png"),
                                                        key=lambda p: (first.get(p.stem, 9), p.name))
        for path in images:
            label = QLabel(self.plots)
            label.setPixmap(QPixmap(str(path)))
            label.setObjectName(f"plot_{path.stem}")
            self._plots_layout.addWidget(label)
        if not images:
            self._plots_layout.addWidget(QLabel(translate("LabWindow", "No plots (matplotlib is not installed)."),
                                                self.plots))

    def export(self, target: str = "") -> str:
        """Copy the last run's files (report, plots, games.csv, summary.json) into a folder the
        user chooses (or ``target``); returns it ("" when nothing was copied)."""
        if not self.folder:
            return ""
        if not target:
            target = QFileDialog.getExistingDirectory(self, translate("LabWindow", "Export the report to"))
        if not target:
            return ""
        try:
            shutil.copytree(self.folder, target, dirs_exist_ok=True)
        except OSError as err:
            QMessageBox.warning(self, translate("LabWindow", "Playtest lab"),
                                translate("LabWindow", "The report could not be exported: {reason}").format(
                                    reason=err.strerror or str(err)))
            return ""
        self.status.setText(translate("LabWindow", "Report exported to {folder}").format(folder=target))
        return target

    def closeEvent(self, event: Any) -> None:
        if self.thread is not None:
            self.thread.cancel()
            self.thread.wait(30_000)
        super().closeEvent(event)
