"""The Playtest lab window's plots, redrawn while a run goes on (issue 15).

The figures are the lab's own (:mod:`contaria_desktop.lab.figures`: the same drawing code and
translated texts as ``report.html``) shown on matplotlib's Qt canvas (``backend_qtagg``, which
draws with Agg and blits into a ``QWidget``). Why matplotlib rather than Qt Charts
(docs/lab.md, "Plot technology"): matplotlib is already a dependency for the report, so the
live plots add no library to the install or the bundle, while Qt Charts is in PySide6-Addons,
which the app does not install (PySide6-Essentials only) and the bundle excludes; and one
drawing code gives the window and the report the same plots.

Redrawing is throttled (:data:`REDRAW_MS`): batches of results arrive faster than a plot can
be drawn on a loaded machine. This module is imported with the lab window (on first use).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

translate = QCoreApplication.translate


def lab_translate(game_id: str | None = None) -> Any:
    """The ``translate`` the lab's plots and report get from the window (``lab.texts``): the
    app's language (``QCoreApplication.translate``), the app locale's decimal separator
    (``QLocale``) and the game plug-in's names for its result columns
    (``GamePlugin.lab_name``: characters, settings) and words for the run (``GamePlugin.lab_text``:
    the game's name, option labels, non-seat winners), read when called."""
    from PySide6.QtCore import QLocale
    from ..games import registry
    from ..lab.texts import localized, qt_plural
    plugin = registry.find(game_id) if game_id else None
    names = (lambda column, value: plugin.lab_name(column, value)) if plugin is not None else None
    words = (lambda what, key="", value=None: plugin.lab_text(what, key, value)) if plugin is not None else None
    out = localized(translate, QLocale().decimalPoint(), names, words)
    out.plural = qt_plural(translate)   # "%n worker process(es)" in the app's language
    return out

# Least time between two redraws while results arrive (milliseconds).
REDRAW_MS = 800
# Height of one plot on screen (pixels; the figure is drawn at the canvas' size).
PLOT_HEIGHT = 300


class LabPlots(QScrollArea):
    """A scrolling column of plots of the game records it is given.

    :meth:`start` (a new run or side: seat kinds and a heading), :meth:`add` (a finished
    batch's records; redrawn within :data:`REDRAW_MS`), :meth:`finish` (redraw now, stop the
    timer), :meth:`show_comparison` (an A/B run's comparison plot on top), :meth:`clear`.
    ``canvases`` maps a plot key (``lab.figures.plot_keys``) to its canvas."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("labPlots")
        self.setWidgetResizable(True)
        self._inner = QWidget(self)
        self._layout = QVBoxLayout(self._inner)
        self._layout.addStretch(1)
        self.setWidget(self._inner)
        self.heading = QLabel(self._inner)
        self.heading.setObjectName("labPlotsHeading")
        self.heading.setWordWrap(True)
        self._layout.insertWidget(0, self.heading)
        self.empty = QLabel(self._inner)
        self.empty.setObjectName("labPlotsEmpty")
        self.empty.setWordWrap(True)
        self._layout.insertWidget(1, self.empty)
        self.canvases: dict[str, Any] = {}
        self.comparison: Any = None
        self._cmp: dict[str, Any] | None = None
        self.records: list[dict[str, Any]] = []
        self.kinds: list[str] = []
        self.game = ""              # the game id (its plug-in names the result columns)
        self.redraws = 0            # how many times the plots were drawn (tests, tuning)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REDRAW_MS)
        self._timer.timeout.connect(self.redraw)
        self.retranslate()

    def retranslate(self) -> None:
        """Fixed texts, and the plots in the current language."""
        self.empty.setText(translate("LabWindow", "The plots appear here as the games finish."))
        if self.records:
            self.redraw()
        if self._cmp is not None:
            self.show_comparison(self._cmp)

    def clear(self) -> None:
        """No plots (before a run)."""
        self._timer.stop()
        for canvas in list(self.canvases.values()) + ([self.comparison] if self.comparison is not None else []):
            self._layout.removeWidget(canvas)
            canvas.deleteLater()
        self.canvases = {}
        self.comparison = None
        self._cmp = None
        self.records = []
        self.heading.setText("")
        self.empty.setVisible(True)

    def start(self, kinds: list[str], heading: str = "", game: str = "") -> None:
        """A new run (or A/B side) of game ``game`` with seats ``kinds`` begins; the plots of the
        previous one go."""
        self.clear()
        self.kinds = list(kinds)
        self.game = game
        self.heading.setText(heading)

    def add(self, records: list[dict[str, Any]]) -> None:
        """Results arrived: keep them and redraw soon (at most every :data:`REDRAW_MS`)."""
        self.records.extend(records)
        if not self._timer.isActive():
            self._timer.start()

    def finish(self) -> None:
        """The run ended: draw the final plots now."""
        self._timer.stop()
        if self.records:
            self.redraw()

    def _canvas(self, index: int) -> Any:
        from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
        from ..lab.figures import new_figure
        canvas = FigureCanvasQTAgg(new_figure())
        canvas.setMinimumHeight(PLOT_HEIGHT)
        canvas.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._layout.insertWidget(index, canvas)
        return canvas

    @staticmethod
    def _fit(canvas: Any) -> None:
        """Give the figure the canvas' size again: ``figures.draw`` widens a plot with many
        categories for the report's PNG, which on screen left a strip of an older picture."""
        dpi = canvas.figure.dpi / canvas.device_pixel_ratio
        if canvas.width() > 1 and canvas.height() > 1:
            canvas.figure.set_size_inches(canvas.width() / dpi, canvas.height() / dpi, forward=False)

    def redraw(self) -> None:
        """Draw every plot of the records kept (new plots - a character column - are added)."""
        from ..lab import figures
        if not self.records or not figures.available():
            return
        self.records.sort(key=lambda r: r["seed"])     # the same picture whatever order batches came in
        words = lab_translate(self.game)
        keys = figures.plot_keys(self.records, len(self.kinds), words)
        first = 2 + (self.comparison is not None)       # after the heading, the note, the A/B plot
        for key in [k for k in self.canvases if k not in keys]:   # a column that stopped saying anything
            canvas = self.canvases.pop(key)
            self._layout.removeWidget(canvas)
            canvas.deleteLater()
        for i, key in enumerate(keys):
            canvas = self.canvases.get(key)
            if canvas is None:
                canvas = self.canvases[key] = self._canvas(first + i)
                canvas.setObjectName(f"plot_{key}")
            figures.draw(canvas.figure, key, self.records, self.kinds, words)
            self._fit(canvas)
            canvas.figure.tight_layout()
            canvas.draw_idle()
        self.empty.setVisible(False)
        self.redraws += 1

    def show_comparison(self, cmp: dict[str, Any]) -> None:
        """An A/B run's comparison (``lab.ab.compare``): its win-rate plot above the others."""
        from ..lab import figures
        self._cmp = cmp
        if not figures.available() or not cmp.get("games"):
            return
        if self.comparison is None:
            self.comparison = self._canvas(2)
            self.comparison.setObjectName("plot_ab_win_rate")
        figures.draw_ab(self.comparison.figure, cmp, lab_translate(self.game))
        self.comparison.figure.tight_layout()
        self.comparison.draw_idle()
        self.empty.setVisible(False)
