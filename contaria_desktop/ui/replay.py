"""The Replay window (issue #4): step through a saved or finished game - First, Back,
Forward, Last (Home, Left, Right, End) and a slider - as one seat knew it at each step, or
with everything visible, on a non-interactive table with the log beside it.

Built on :class:`contaria_desktop.session.Replay` (docs/session-api.md): the table draws
``Replay.view(seat)`` (or the omniscient view) and the log lists ``Replay.log(seat)``, so the
window never shows more than the chosen seat could see then. Generic by game id: any game
the table can draw.

Privacy (issue #4): a finished game or a playtest game may be watched from any seat or with
everything visible. An unfinished hot-seat game may go on, and whoever opens its replay could
be any of its players, so it is shown only as a spectator sees it (``view(None)``, public
events only); the seats and "Everything visible" stay in the list, disabled, with the reason.
Exception: when exactly one seat is a person (the others are bots), that person's own seat
is offered too - nobody else at the table has secrets to keep from them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QMainWindow, QMessageBox, QPushButton, QSlider, QSplitter,
                               QStyle, QVBoxLayout, QWidget)

from ..i18n import messages
from ..i18n.fileerrors import problem_text, summary_and_details
from .. import settings as prefs
from . import session_bridge
from ..i18n.names import SeatNames, display_names, isolate

translate = QCoreApplication.translate

#: Seat-combo data of "Everything visible" (the omniscient view).
EVERYTHING = -1
#: Seat-combo data of "Public view" (a spectator's view, ``view(None)``).
PUBLIC = -2
#: Item data role holding the 0-based step of a log row.
STEP_ROLE = int(Qt.ItemDataRole.UserRole) + 1
#: Item data role: True for the rows of the current step (highlighted).
CURRENT_ROLE = int(Qt.ItemDataRole.UserRole) + 2


class _Game:
    """One game of the window: a label and a lazily built :class:`Replay`."""

    def __init__(self, build: Callable[[], Any], finished: bool | None = None) -> None:
        self._build = build
        self._replay: Any = None
        self._finished = finished

    @property
    def replay(self) -> Any:
        if self._replay is None:
            self._replay = self._build()
        return self._replay

    @property
    def finished(self) -> bool:
        """True when the game reached its end (the record's last state is terminal)."""
        if self._finished is None:
            r = self.replay
            here = r.position
            r.last()
            self._finished = bool(r.state.is_terminal)
            r.goto(here)
        return self._finished


class ReplayWindow(QMainWindow):
    """A top-level window replaying ``session``'s game (and, in a series, its earlier games).

    ``session``: a ``GameSession`` (not moved: the replay works on a copy of its timeline).
    ``source``: the file it came from, for the title (optional). Start position: the deal.
    Emits :attr:`stepChanged` (position) after every move.
    """

    stepChanged = Signal(int)

    def __init__(self, session: Any, parent: Any = None, source: str | Path | None = None,
                 speed: float | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        from ..session import Replay

        self.game_id = session_bridge.game_id(session)
        self.names = session_bridge.seat_names(session)
        self.playtest = session_bridge.is_playtest(session)
        humans = [s for s in range(len(self.names)) if session.is_human(s)]
        self._bot_seats = [s for s in range(len(self.names)) if s not in humans]   # never "you"
        #: The seat offered even in an unfinished game (the only person; see the module doc).
        self._own_seat: int | None = humans[0] if len(humans) == 1 else None
        self._spec = session_bridge.spec_of(session)
        # the card data the replayed games ran on (issue 14): hover and reference show it
        # while this window is active (the main window's game gets its own back after)
        self.data: dict[str, Any] = dict(getattr(session.record, "data", None) or {})
        self._options = dict(getattr(session.record, "options", None) or {})
        self._source = Path(source) if source is not None else None
        self.games: list[_Game] = []
        if session.is_series and session.match is not None:
            for record in list(session.match.games)[:-1]:
                self.games.append(_Game(lambda rec=record: Replay(rec), finished=True))
        self.games.append(_Game(lambda: Replay(session), finished=bool(session.is_over)))
        self._game = len(self.games) - 1
        self.seat: int | None = 0
        #: True while the public (spectator) view is shown; ``seat`` then keeps the last seat.
        self.public = False
        from .gamepage import card_namers
        self._namers = card_namers(self.game_id)
        self._sized = False
        self._build_ui(speed)
        self._fill_texts()
        self.replay.first()
        self.refresh()
        self.resize(1280, 800)

    # ----- building -----------------------------------------------------------------------
    def _build_ui(self, speed: float | None) -> None:
        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)

        top = QHBoxLayout()
        self.seat_label = QLabel(central)
        self.seat_combo = QComboBox(central)
        self.seat_combo.setObjectName("replaySeatCombo")
        self.seat_label.setBuddy(self.seat_combo)
        self.game_label = QLabel(central)
        self.game_combo = QComboBox(central)
        self.game_combo.setObjectName("replayGameCombo")
        self.game_label.setBuddy(self.game_combo)
        self.step_label = QLabel(central)
        self.step_label.setObjectName("replayStepLabel")
        font = self.step_label.font()
        font.setBold(True)
        self.step_label.setFont(font)
        top.addWidget(self.seat_label)
        top.addWidget(self.seat_combo)
        top.addSpacing(12)
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo)
        top.addStretch(1)
        top.addWidget(self.step_label)
        top.addSpacing(12)
        self.reference_button = QPushButton(central)
        self.reference_button.setObjectName("replayReference")
        self.reference_button.setAutoDefault(False)
        self.reference_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reference_button.clicked.connect(self.show_reference)
        top.addWidget(self.reference_button)
        outer.addLayout(top)
        series = len(self.games) > 1
        self.game_label.setVisible(series)
        self.game_combo.setVisible(series)

        from ..table import TableWidget  # the table is imported with the first game/replay
        self.splitter = QSplitter(Qt.Orientation.Horizontal, central)
        self.table = TableWidget(self.splitter)
        self.table.setObjectName("replayTable")
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrows step the replay, not the table
        # headings: names never reorder them; "View as" a bot seat never says "you"
        self.table.set_seat_names(SeatNames([isolate(n) for n in self.names], bots=self._bot_seats))
        self.table.set_bottom_seat(0)
        self.table.set_animation_speed(prefs.animation_speed() if speed is None else speed)
        self.log_list = QListWidget(self.splitter)
        self.log_list.setObjectName("replayLog")
        self.log_list.setWordWrap(True)
        self.log_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # no wider a floor than the main window's log dock (default_log_width): the table
        # keeps the main window's size, whose texts are fitted to it (QA of issue 13)
        self.log_list.setMinimumWidth(170)
        self.log_list.itemClicked.connect(self._log_clicked)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.log_list)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.splitter, 1)

        bottom = QHBoxLayout()
        style = self.style()
        icon = QStyle.StandardPixmap
        self.first_button = QPushButton(central)
        self.back_button = QPushButton(central)
        self.forward_button = QPushButton(central)
        self.last_button = QPushButton(central)
        self.slider = QSlider(Qt.Orientation.Horizontal, central)
        self.slider.setObjectName("replaySlider")
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self.goto)
        for name, button, slot, pixmap in (
                ("replayFirst", self.first_button, self.first, icon.SP_MediaSkipBackward),
                ("replayBack", self.back_button, self.back, icon.SP_MediaSeekBackward),
                ("replayForward", self.forward_button, self.forward, icon.SP_MediaSeekForward),
                ("replayLast", self.last_button, self.last, icon.SP_MediaSkipForward)):
            button.setObjectName(name)
            button.setIcon(style.standardIcon(pixmap))
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the shortcuts
            button.clicked.connect(slot)
        bottom.addWidget(self.first_button)
        bottom.addWidget(self.back_button)
        bottom.addWidget(self.slider, 1)
        bottom.addWidget(self.forward_button)
        bottom.addWidget(self.last_button)
        outer.addLayout(bottom)
        self.setCentralWidget(central)

        self.shortcuts: dict[str, QShortcut] = {}
        for key, slot in (("Home", self.first), ("Left", self.back), ("Right", self.forward), ("End", self.last)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts[key] = shortcut

        self.seat_combo.currentIndexChanged.connect(self._seat_chosen)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)

    def _fill_texts(self) -> None:
        """Every text in the current language (also on LanguageChange)."""
        game = messages.game_name(self._spec)
        title = translate("ReplayWindow", "Replay – {game}").format(game=game)
        if self._source is not None:
            title = f"{title} – {self._source.name}"
        self.setWindowTitle(title)
        self.seat_label.setText(translate("ReplayWindow", "&View as:"))
        self.game_label.setText(translate("ReplayWindow", "&Game:"))
        self.first_button.setText(translate("ReplayWindow", "First"))
        self.back_button.setText(translate("ReplayWindow", "Back"))
        self.forward_button.setText(translate("ReplayWindow", "Forward"))
        self.last_button.setText(translate("ReplayWindow", "Last"))
        self.reference_button.setText(translate("ReplayWindow", "Card reference"))
        self.reference_button.setToolTip(translate("ReplayWindow", "The cards with the values this game was "
                                                                   "played with"))
        self.first_button.setToolTip(translate("ReplayWindow", "The deal, before the first decision (Home)"))
        self.back_button.setToolTip(translate("ReplayWindow", "One step back (Left arrow)"))
        self.forward_button.setToolTip(translate("ReplayWindow", "One step forward (Right arrow)"))
        self.last_button.setToolTip(translate("ReplayWindow", "The last step (End)"))
        self.slider.setToolTip(translate("ReplayWindow", "Drag to any step"))

        self.seat_combo.blockSignals(True)
        self.seat_combo.clear()
        for seat, name in enumerate(self.names):
            self.seat_combo.addItem(name, seat)
        self.seat_combo.addItem(translate("ReplayWindow", "Public view (no hidden cards)"), PUBLIC)
        self.seat_combo.addItem(translate("ReplayWindow", "Everything visible"), EVERYTHING)
        self.seat_combo.setCurrentIndex(self.seat_combo.findData(self._combo_data()))
        self.seat_combo.blockSignals(False)
        self._update_view_items()

        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for k in range(len(self.games)):
            self.game_combo.addItem(translate("ReplayWindow", "Game {n} of the series").format(n=k + 1), k)
        self.game_combo.setCurrentIndex(self._game)
        self.game_combo.blockSignals(False)

    def _combo_data(self) -> int:
        """Seat-combo data of the view shown."""
        if self.public:
            return PUBLIC
        return EVERYTHING if self.seat is None else self.seat

    def _update_view_items(self) -> None:
        """Seats and "Everything visible" only where allowed (see the module doc); a view that
        is no longer allowed (another game of a series) falls back to the public view."""
        model = self.seat_combo.model()
        why = translate("ReplayWindow", "This game is not over: finish the game or use playtest mode "
                                        "to see hidden cards.")
        for index in range(self.seat_combo.count()):
            data = self.seat_combo.itemData(index)
            if data == PUBLIC:
                allowed = True
                model.item(index).setToolTip(translate("ReplayWindow", "What every player could see: "
                                                                       "no hand, no hidden card"))
            else:
                allowed = self.everything_allowed() if data == EVERYTHING else self.seat_allowed(int(data))
                model.item(index).setToolTip("" if allowed else why)
            model.item(index).setEnabled(allowed)
        if not self.public and not (self.everything_allowed() if self.seat is None else self.seat_allowed(self.seat)):
            self.public = True   # the caller refreshes
            self._sync_combo()

    # ----- state --------------------------------------------------------------------------
    @property
    def replay(self) -> Any:
        """The :class:`Replay` of the game shown."""
        return self.games[self._game].replay

    @property
    def position(self) -> int:
        return self.replay.position

    @property
    def length(self) -> int:
        return self.replay.length

    def everything_allowed(self) -> bool:
        """May the omniscient view be shown for the game on screen?"""
        return self.playtest or self.games[self._game].finished

    def seat_allowed(self, seat: int) -> bool:
        """May ``seat``'s view (its hand, its choices) be shown for the game on screen?"""
        return self.everything_allowed() or seat == self._own_seat

    def current_view(self) -> dict[str, Any]:
        """The view on the table now (the public one, the chosen seat's, or everything)."""
        if self.public:
            return self.replay.view(None)
        return self.replay.omniscient_view() if self.seat is None else self.replay.view(self.seat)

    # ----- moving -------------------------------------------------------------------------
    def first(self) -> None:
        """Home: the deal."""
        self.goto(0)

    def last(self) -> None:
        """End: after the last decision."""
        self.goto(self.length)

    def back(self) -> None:
        """Left: one step back."""
        self.goto(self.position - 1)

    def forward(self) -> None:
        """Right: one step forward."""
        self.goto(self.position + 1)

    def goto(self, position: int) -> None:
        """Show ``position`` (clamped to 0..length)."""
        position = max(0, min(self.length, int(position)))
        if position != self.position:
            self.replay.goto(position)
            self.refresh()

    def set_seat(self, seat: int | None) -> None:
        """Show what ``seat`` knew (None: everything). A view that is not allowed (see the
        module doc) shows the public view instead."""
        if not (self.everything_allowed() if seat is None else self.seat_allowed(seat)):
            self.set_public()
            return
        self.seat = seat
        self.public = False
        if seat is not None:  # "Everything visible" keeps the last chosen seat at the bottom
            self.table.set_bottom_seat(seat)
        self._sync_combo()
        self.refresh()

    def set_public(self) -> None:
        """Show what a spectator saw: public cards and public events only."""
        self.public = True
        self._sync_combo()
        self.refresh()

    def _sync_combo(self) -> None:
        index = self.seat_combo.findData(self._combo_data())
        if index != self.seat_combo.currentIndex():
            self.seat_combo.blockSignals(True)
            self.seat_combo.setCurrentIndex(index)
            self.seat_combo.blockSignals(False)

    def set_game(self, k: int) -> None:
        """Series: replay game ``k`` (0-based), from its deal."""
        k = max(0, min(len(self.games) - 1, int(k)))
        self._game = k
        if self.game_combo.currentIndex() != k:
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(k)
            self.game_combo.blockSignals(False)
        self.replay.first()
        self._update_view_items()
        self.refresh()

    def _seat_chosen(self, index: int) -> None:
        data = self.seat_combo.itemData(index)
        if data == PUBLIC:
            self.set_public()
        else:
            self.set_seat(None if data == EVERYTHING else int(data))

    def _game_chosen(self, index: int) -> None:
        self.set_game(index)

    def _log_clicked(self, item: QListWidgetItem) -> None:
        step = item.data(STEP_ROLE)
        if isinstance(step, int):
            self.goto(step + 1)

    # ----- drawing ------------------------------------------------------------------------
    # ----- card data (issue 14) ------------------------------------------------------------
    def data_shown(self, game_id: str) -> dict[str, Any] | None:
        """The card data the reference of ``game_id`` shows when opened from this window: the
        replayed games' data for their game, None for another game (read by RulesDialog)."""
        return self.data if game_id == self.game_id else None

    def use_own_data(self) -> None:
        """Hover text and card texts show the replayed games' data (issue 14)."""
        from .mainwindow import show_data_in_force
        show_data_in_force(self.game_id, self.data)

    def give_back_data(self) -> None:
        """The main window's game (if any, of the same game) shows its own data again."""
        from .mainwindow import show_data_in_force
        game = getattr(self.parent(), "game", None)
        session = getattr(game, "session", None)
        if session is not None and session_bridge.game_id(session) == self.game_id:
            show_data_in_force(self.game_id, session.record.data)

    def show_reference(self) -> Any:
        """Help's card reference for the replayed game, with the values it was played with."""
        from .helpdialog import REFERENCE_PAGE, RulesDialog
        self.use_own_data()
        dialog = RulesDialog(self.game_id, self, REFERENCE_PAGE, self._options or None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.reference_dialog = dialog
        dialog.show()
        return dialog

    def event(self, event: Any) -> bool:
        if event.type() == QEvent.Type.WindowActivate:
            self.use_own_data()
        elif event.type() == QEvent.Type.WindowDeactivate:   # e.g. back to the main window's game
            self.give_back_data()
        return super().event(event)

    def closeEvent(self, event: Any) -> None:
        self.give_back_data()
        super().closeEvent(event)

    def refresh(self) -> None:
        """Table, log, counter, slider and buttons for the current position."""
        self.use_own_data()  # the hover text is made as the table is drawn
        r = self.replay
        view = self.current_view()
        self.table.show_state(self.game_id, view, [], interactive=False)
        ctx = messages.MessageContext(self.game_id, self.names, view, **self._namers)
        if self.public:
            entries = r.log(None)
        else:
            entries = r.log(self.seat, omniscient=self.seat is None)
        kept: list[int] = []   # a twin's line may be left out: pair each line with its own entry
        lines = messages.log_lines([(e.step, e.event) for e in entries], ctx, kept=kept)
        self._fill_log(lines, [entries[i] for i in kept])

        pos, total = r.position, r.length
        text = translate("ReplayWindow", "Step {step} of {total}").format(step=pos, total=total)
        actor = r.current_actor
        if pos == 0:
            text += " · " + translate("ReplayWindow", "the deal")
        elif actor is not None:
            text += " · " + ctx.seat(actor)
        if pos == total and getattr(r.state, "is_terminal", False):
            text += " · " + translate("ReplayWindow", "game over")
        self.step_label.setText(text)
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(pos)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(pos > 0)
        self.back_button.setEnabled(pos > 0)
        self.forward_button.setEnabled(pos < total)
        self.last_button.setEnabled(pos < total)
        self.stepChanged.emit(pos)

    def _fill_log(self, lines: list[str], entries: list[Any]) -> None:
        self.log_list.clear()
        palette = self.log_list.palette()
        background = QBrush(palette.color(palette.ColorRole.Highlight))
        foreground = QBrush(palette.color(palette.ColorRole.HighlightedText))
        current_item = None
        for line, entry in zip(lines, entries):
            item = QListWidgetItem(line)
            item.setData(STEP_ROLE, entry.step)
            item.setData(CURRENT_ROLE, bool(entry.current))
            if entry.current:
                item.setBackground(background)
                item.setForeground(foreground)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                current_item = current_item or item
            self.log_list.addItem(item)
        if current_item is not None:
            self.log_list.scrollToBottom()
            self.log_list.scrollToItem(current_item, QAbstractItemView.ScrollHint.PositionAtTop)
        else:
            self.log_list.scrollToBottom()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            self.fit_log()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._sized:
            self.fit_log()

    def fit_log(self) -> None:
        """Give the log the main window's log dock width for this window's width
        (``mainwindow.default_log_width``), so the table is as large as in the main window
        at the same size: a smaller table cut names there ("Cabeça de Por…", "Fada Ma…";
        QA of issue 13). The player may drag the splitter until the next resize."""
        from .mainwindow import default_log_width
        width = max(1, self.splitter.width())
        log = default_log_width(self.width())
        self.splitter.setSizes([max(1, width - log - self.splitter.handleWidth()), log])

    # ----- reading (tests) ----------------------------------------------------------------
    def log_lines(self) -> list[str]:
        """The log lines shown, oldest first."""
        return [self.log_list.item(i).text() for i in range(self.log_list.count())]

    def highlighted_rows(self) -> list[int]:
        """Rows of the log marked as the current step."""
        return [i for i in range(self.log_list.count()) if self.log_list.item(i).data(CURRENT_ROLE)]

    # ----- language -----------------------------------------------------------------------
    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "step_label"):
            # default names ("Jogador 1") in the new language: combo, headings, log
            self.names = display_names(self.names)
            self.table.set_seat_names(SeatNames([isolate(n) for n in self.names], bots=self._bot_seats))
            self._fill_texts()
            self.table.retranslate()
            self.refresh()
        super().changeEvent(event)


# ----- opening ---------------------------------------------------------------------------------

def _report(parent: Any, title: str, text: str, details: str = "") -> None:
    """Error dialog (the main window's, which keeps the last one for tests, when there is one);
    ``details`` under "Show details"."""
    show = getattr(parent, "show_error", None)
    if callable(show):
        show(title, text, details)
        return
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def open_replay_file(parent: Any, path: str | Path) -> ReplayWindow | None:
    """Open save file ``path`` in a new Replay window. A file that cannot be read shows a
    dialog naming it and the problem, and returns None."""
    path = Path(path)
    try:
        session = session_bridge.load_session(path)
    except Exception as err:  # noqa: BLE001 - SaveError, engine errors, OS errors: all shown
        problem, details = summary_and_details(err)   # one plain sentence; the detail below (18.14)
        _report(parent, translate("ReplayWindow", "Cannot replay {file}").format(file=path.name),
                translate("ReplayWindow", "{file}:\n{problem}").format(file=str(path), problem=problem), details)
        return None
    prefs.set_value("files/last_dir", str(path.resolve().parent))
    window = show_replay(parent, session, path)
    if session.load_warnings:
        window.statusBar().showMessage(" ".join(problem_text(w) for w in session.load_warnings), 15000)
    return window


def ask_replay_file(parent: Any) -> ReplayWindow | None:
    """File ▸ Replay a game…: ask for a save file and replay it."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(parent, translate("ReplayWindow", "Replay a saved game"),
                                          prefs.last_dir(),
                                          translate("ReplayWindow", "Saved games (*.json);;All files (*)"))
    return open_replay_file(parent, path) if path else None


def show_replay(parent: Any, session: Any, source: str | Path | None = None) -> ReplayWindow:
    """A Replay window for ``session`` (e.g. the finished game on screen), shown at once.
    The window is kept as ``parent.replay_window`` when ``parent`` is given."""
    speed = getattr(parent, "_speed", None)
    window = ReplayWindow(session, parent, source, speed)
    if parent is not None:
        parent.replay_window = window
        window.resize(max(800, min(1280, parent.width())), max(560, min(800, parent.height())))
    window.show()
    window.raise_()
    window.activateWindow()
    return window
