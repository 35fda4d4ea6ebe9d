"""The "Playtest lab" window (issue 15, app side): choose a game, its options, the seat kinds,
the number of games and, optionally, a variant file for an A/B comparison; the simulation runs
on a background thread (:mod:`contaria_desktop.lab`) with a progress bar, an estimate of the
time left and Cancel; the plots (``ui/lab_plots.py``) are redrawn as results arrive; the report
and the CSV can be exported; any simulated game opens in the Replay window (played again from
its deal, ``ui/lab_replay.py``). Reached from File ▸ Playtest lab… and the start page.

This module is imported on first use (``ui/lab_window.py``); the lab itself (and matplotlib)
when a run starts or the first plot is drawn.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import tempfile
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QProgressBar, QPushButton, QScrollArea, QSizePolicy, QSpinBox, QSplitter,
                               QVBoxLayout, QWidget)

from ..i18n import messages
from .lab_errors import config_error_text
from .lab_plots import LabPlots
from .lab_results import LabResults, clock, kind_label
from .lab_thread import LabThread, cluster_installed
from .optionform import add_option_widgets

translate = QCoreApplication.translate


def _narrow(widget: QWidget) -> None:
    """Let a dropdown be narrower than its longest choice (the full text shows when open)."""
    if isinstance(widget, QComboBox):
        widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        widget.setMinimumContentsLength(8)


class LabWindow(LabResults, QWidget):
    """The Playtest lab window (a top-level window): the form on the left, the plots on the right;
    export and replay of the last run are :class:`~contaria_desktop.ui.lab_results.LabResults`."""

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
        self._own_folder = ""       # the temporary folder this window made, deleted on the next run/close
        # The last run's sides: ``{label: (LabConfig, set of finished deals)}`` ("" or "A", "B").
        self.sides: dict[str, tuple[Any, set[int]]] = {}
        self._started = 0.0         # when the current run (or side) started, for the time left
        self._side = ""

        outer = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(splitter)
        left = QWidget(splitter)
        layout = QVBoxLayout(left)
        layout.setContentsMargins(0, 0, 0, 0)
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
        self.scheduler_edit = QLineEdit(self)
        self.scheduler_edit.setObjectName("labScheduler")
        self.scheduler_edit.textChanged.connect(lambda text: self.workers_spin.setEnabled(
            not text.strip() and self.thread is None))
        self._scheduler_label = QLabel(self)
        form.addRow(self._scheduler_label, self.scheduler_edit)
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
        self.seat_combos: list[QComboBox] = []
        self._options_box = QGroupBox(self)
        self._options_form = QFormLayout(self._options_box)
        self.option_widgets: dict[str, QWidget] = {}
        boxes = QWidget(self)
        boxes_layout = QVBoxLayout(boxes)
        boxes_layout.setContentsMargins(0, 0, 0, 0)
        boxes_layout.addWidget(self._seats_box)
        boxes_layout.addWidget(self._options_box)
        boxes_layout.addStretch(1)
        boxes_scroll = QScrollArea(self)
        boxes_scroll.setWidgetResizable(True)
        boxes_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        boxes_scroll.setWidget(boxes)
        # the pane scrolls down, never sideways: its dropdowns shrink to its width (QA at 1024×640)
        boxes_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(boxes_scroll, 1)
        self._boxes, self._boxes_scroll = boxes, boxes_scroll

        buttons = QHBoxLayout()
        self.run_button = QPushButton(self)
        self.run_button.setObjectName("labRun")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("labCancel")
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        for b in (self.run_button, self.cancel_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.progress = QProgressBar(self)
        layout.addWidget(self.progress)
        self.status = QLabel(self)
        self.status.setObjectName("labStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout.addWidget(self.status)

        exports = QHBoxLayout()
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("labExportReport")
        self.export_csv_button = QPushButton(self)
        self.export_csv_button.setObjectName("labExportCsv")
        self.export_button.clicked.connect(lambda: self.export())
        self.export_csv_button.clicked.connect(lambda: self.export_csv())
        exports.addWidget(self.export_button)
        exports.addWidget(self.export_csv_button)
        layout.addLayout(exports)

        replay_row = QHBoxLayout()
        self._replay_label = QLabel(self)
        self.replay_side = QComboBox(self)
        self.replay_side.setObjectName("labReplaySide")
        self.replay_side.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)   # "B (ch_ea…" was cut
        self.replay_side.setVisible(False)               # shown for an A/B run's two sides
        self.replay_seed = QSpinBox(self)
        self.replay_seed.setObjectName("labReplaySeed")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("labReplay")
        self.replay_button.clicked.connect(lambda: self.open_replay())
        self.replay_seed.valueChanged.connect(self._update_replay)
        self.replay_side.currentIndexChanged.connect(self._update_replay)
        replay_row.addWidget(self._replay_label)
        replay_row.addWidget(self.replay_side)
        replay_row.addWidget(self.replay_seed, 1)
        replay_row.addWidget(self.replay_button)
        layout.addLayout(replay_row)

        self.plots = LabPlots(splitter)
        splitter.addWidget(left)
        splitter.addWidget(self.plots)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([430, 770])

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        self.retranslate()
        self._game_changed()
        self._set_running(False)
        self.resize(1200, 780)

    # ----- texts --------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every fixed text in the current language (called on LanguageChange)."""
        self.setWindowTitle(translate("LabWindow", "Playtest lab"))
        self._game_label.setText(translate("LabWindow", "Game:"))
        self._players_label.setText(translate("LabWindow", "Players:"))
        self._games_label.setText(translate("LabWindow", "Number of games:"))
        self._seed_label.setText(translate("LabWindow", "First deal:"))
        self._workers_label.setText(translate("LabWindow", "Worker processes:"))
        self._scheduler_label.setText(translate("LabWindow", "Dask scheduler:"))
        self.scheduler_edit.setPlaceholderText(translate("LabWindow", "empty: processes on this computer"))
        self.scheduler_edit.setToolTip(translate(
            "LabWindow", "The address of a Dask scheduler (tcp://host:8786) to run the games on a cluster; "
                         "needs pip install 'contaria-desktop[cluster]' here and on every worker."))
        self._variant_label.setText(translate("LabWindow", "Compare with (A/B):"))
        self.variant_edit.setPlaceholderText(translate("LabWindow", "no variant: shipped game only"))
        self.variant_edit.setToolTip(translate(
            "LabWindow", "A variant file – JSON with a name, game options and card data, or a card data file as "
                         "Tools ▸ Card data… writes: the same deals are played on the shipped game (A) and on "
                         "the variant (B) and compared."))
        self.variant_button.setText(translate("LabWindow", "Choose…"))
        self._seats_box.setTitle(translate("LabWindow", "Seats"))
        self._options_box.setTitle(translate("LabWindow", "Options"))
        self.run_button.setText(translate("LabWindow", "Run"))
        self.cancel_button.setText(translate("LabWindow", "Cancel"))
        self.cancel_button.setToolTip(translate("LabWindow", "Stop after the games under way; the finished games "
                                                             "are kept in the report."))
        self.export_button.setText(translate("LabWindow", "Export report…"))
        self.export_button.setToolTip(translate("LabWindow", "Copy the report (HTML and plots), games.csv and "
                                                             "summary.json into a folder."))
        self.export_csv_button.setText(translate("LabWindow", "Export CSV…"))
        self.export_csv_button.setToolTip(translate("LabWindow", "Save games.csv: one row per game and seat."))
        self._replay_label.setText(translate("LabWindow", "Deal:"))
        self.replay_button.setText(translate("LabWindow", "Replay…"))
        self.replay_seed.setToolTip(translate("LabWindow", "A deal of the last run, to watch in the Replay window "
                                                           "(played again exactly as simulated)."))
        for i, label in enumerate(self.sides):
            if i < self.replay_side.count():
                self.replay_side.setItemText(i, self._side_name(label))
        self.plots.retranslate()
        self._update_replay()
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

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_pane)      # the rows' widths are known once the window is polished

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
        for w in self.option_widgets.values():          # long choice names must not widen the pane
            _narrow(w)
        self._options_box.setVisible(bool(spec.options))
        QTimer.singleShot(0, self._fit_pane)      # once the new rows are polished
        if self.thread is None and self.plots.game and self.plots.game != spec.id:
            self.plots.clear()      # another game's plots would be read as this one's (the files stay exportable)
        self._players_changed()

    def _fit_pane(self) -> None:
        """Make the seats-and-options pane at least as wide as its widest row plus its vertical
        scroll bar: a check box cannot wrap its text, and with sideways scrolling off a long
        one ("Libro de Cuentos: seguir hasta que un jugador lidere en solitario", es at
        1024×640) would otherwise run under the scroll bar. Called when the rows change."""
        try:
            self._boxes.layout().activate()
        except RuntimeError:   # the window was deleted before the deferred call
            return
        bar = self._boxes_scroll.verticalScrollBar().sizeHint().width()
        self._boxes_scroll.setMinimumWidth(self._boxes.minimumSizeHint().width() + bar
                                           + 2 * self._boxes_scroll.frameWidth())

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
                  self.workers_spin, self.variant_edit, self.variant_button, self._seats_box, self._options_box,
                  self.scheduler_edit):
            w.setEnabled(not running)
        if self.scheduler_edit.text().strip():
            self.workers_spin.setEnabled(False)          # the cluster's workers run the games
        self.cancel_button.setEnabled(running)
        files = not running and bool(self.folder)
        self.export_button.setEnabled(files)
        self.export_csv_button.setEnabled(files)
        self._update_replay()

    def start(self) -> None:
        """Run the simulation described by the form on a background thread."""
        if self.thread is not None:
            return
        variant = None
        path = self.variant_edit.text().strip()
        if path:
            from ..lab import LabConfigError, load_variant
            try:
                variant = load_variant(path)
            except LabConfigError as err:
                self._show_error(translate("LabWindow", "The variant file cannot be used: {reason}").format(
                    reason=config_error_text(err)))
                return
        scheduler = self.scheduler_edit.text().strip()
        if scheduler and not cluster_installed():
            self.status.setText(translate("LabWindow", "The cluster backend is not installed: pip install "
                                                       "'contaria-desktop[cluster]'"))
            return
        config = self.config()
        from ..lab import LabConfigError
        try:  # both sides are checked before any game: a bad B must not cost side A's run (QA)
            config.validate()
            if variant is not None:
                dataclasses.replace(config, variant=variant).validate()
        except LabConfigError as err:  # earlier results stay on screen (the detail in words, lab_errors)
            reason = config_error_text(err)
            self._show_error(translate("LabWindow", "The variant file cannot be used: {reason}").format(
                reason=reason) if variant is not None else
                translate("LabWindow", "The simulation could not run: {reason}").format(reason=reason))
            return
        if variant is None:
            self.sides = {"": (config, set())}
        else:
            from ..lab import SHIPPED
            self.sides = {"A": (dataclasses.replace(config, variant=SHIPPED), set()),
                          "B": (dataclasses.replace(config, variant=variant), set())}
        self.replay_side.blockSignals(True)
        self.replay_side.clear()
        for label in self.sides:
            self.replay_side.addItem(self._side_name(label), label)
        self.replay_side.setCurrentIndex(self.replay_side.count() - 1)
        self.replay_side.blockSignals(False)
        self.replay_side.setVisible(variant is not None)
        self.replay_seed.setRange(config.first_seed, config.first_seed + config.games - 1)
        self._drop_folder()    # the previous run's temporary files (Export copies them out)
        self.folder = self._own_folder = tempfile.mkdtemp(prefix="contaria-lab-")
        self.thread = LabThread(config, self.workers_spin.value(), variant, self.folder, self, scheduler)
        self.thread.side.connect(self._on_side)
        self.thread.records.connect(self._on_records)
        self.thread.progress.connect(self._on_progress)
        self.thread.done.connect(self._on_done)
        self.thread.failed.connect(self._on_failed)
        self.thread.finished.connect(self._on_finished)
        self.progress.setRange(0, self.games_spin.value())
        self.progress.setValue(0)
        self.status.setText(translate("LabWindow", "Connecting to {address}…").format(address=scheduler)
                            if scheduler else translate("LabWindow", "Preparing…"))
        self.plots.clear()
        self.status.setToolTip("")
        self._progress_text = ""
        self._started = time.monotonic()
        self._set_running(True)
        self.thread.start()

    def _show_error(self, text: str) -> None:
        """Show ``text`` whole in the status line (wrapped, selectable to copy; a long path
        without spaces may wrap anywhere) and as its tooltip."""
        # a zero-width space after "/" and after a dot inside a word lets a long path or a
        # dotted data key wrap instead of being cut (the tooltip keeps the text to copy)
        self.status.setText(re.sub(r"(/|\.(?=[A-Za-z_]))", "\\1\u200b", text))
        self.status.setToolTip(text)

    def _side_name(self, label: str) -> str:
        if label == "A":
            return translate("LabWindow", "A (shipped)")
        if label == "B":
            return translate("LabWindow", "B ({name})").format(name=self.sides["B"][0].variant.name)
        return ""

    def cancel(self) -> None:
        """Stop after the current batch; the finished games are kept and shown."""
        if self.thread is not None:
            self.thread.cancel()
            self.status.setText(translate("LabWindow", "Stopping after the games under way…"))

    def _on_side(self, label: str) -> None:
        self._side = label
        self._started = time.monotonic()
        config = self.sides[label][0]
        heading = (translate("LabWindow", "Side {side}").format(side=self._side_name(label)) if label else "")
        self.plots.start(list(config.seats), heading, config.game)

    def _on_records(self, label: str, batch: list) -> None:
        self.sides[label][1].update(r["seed"] for r in batch)
        self.plots.add(batch)
        self._update_replay()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        elapsed = time.monotonic() - self._started
        if 0 < done < total:
            left = translate("LabWindow", "about {time} left").format(time=clock(elapsed * (total - done) / done))
        elif done >= total:
            left = translate("LabWindow", "{time} in all").format(time=clock(elapsed))
        else:
            left = ""
        locale = QLocale()
        text = translate("LabWindow", "{done} of {total} games played").format(done=locale.toString(done),
                                                                                total=locale.toString(total))
        if self._side:
            text = translate("LabWindow", "Side {side}: {progress}").format(side=self._side, progress=text)
        self._progress_text = f"{text} · {left}" if left else text
        if self.thread is not None and self.thread.cancelled:   # "Stopping…" stays until the run stops
            return
        self.status.setText(self._progress_text)

    def _on_done(self, folder: str, interrupted: bool, comparison: Any) -> None:
        self.plots.finish()
        if comparison is not None:
            self.plots.show_comparison(comparison)
        end = (translate("LabWindow", "Cancelled: the finished games are in the report.")
               if interrupted else translate("LabWindow", "Done."))
        progress = getattr(self, "_progress_text", "")
        self.status.setText(f"{progress}\n{end}" if progress else end)   # both lines stay (QA)

    def _drop_folder(self) -> None:
        """Delete the temporary folder of the last run (exports are copies, so nothing is lost)."""
        if self._own_folder:
            shutil.rmtree(self._own_folder, ignore_errors=True)
        self._own_folder = ""

    def _on_failed(self, message: str) -> None:
        self.folder = ""
        self._drop_folder()
        self._show_error(translate("LabWindow", "The simulation could not run: {reason}").format(reason=message))

    def _on_finished(self) -> None:
        self.thread = None
        self._side = ""
        self._set_running(False)

    def closeEvent(self, event: Any) -> None:
        if self.thread is not None:
            self.thread.cancel()
            self.thread.wait(30_000)
        if self.thread is None or self.thread.isFinished():
            self.folder = ""
            self._drop_folder()
        super().closeEvent(event)
