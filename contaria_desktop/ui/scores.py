"""The score screen (issue 16): first the drawn score view (``ui/scoreview.py``: each
participant's cards as the table draws them, with their points, large totals, the winners and
why they won, a short celebration, the series standings), then one click away the breakdown
tables from ``Result.breakdown`` as the game's score presenter builds them (its plug-in's
``scores()``: games/plugin.py) - what screen readers get, every cell named. The winners
(entities such as Contária's CONTÁRIA tale included), the deal number, and in a series a button
for the next game; their words are the presenter's (``next_game_label``, ``series_text``,
``series_winner_text``, ``series_table``; Contária: Book of Tales, "Next tale")."""

from __future__ import annotations

import dataclasses

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QPushButton, QScrollArea, QSizePolicy, QStackedWidget, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..games import registry
from ..games.plugin import ScorePresenter
from ..games.scoresheet import participant_keys, participant_total
from ..games.widgets import available_size, fit_rows, fit_to_screen, layout_boxes, points_heading, read_only_table, \
    signed_points, unverified_label
from ..i18n import messages
from ..i18n.context import TrContext
from ..i18n.formatting import join_names
from ..i18n.names import display_names, mnemonic_safe, plain
from .scorelegend import Legend
from .scoreview import ScoreView

translate = QCoreApplication.translate
score_winners = TrContext("score_winners")   # plural headlines (lupdate reads the context from the name)


def presenter(game_id: str) -> ScorePresenter:
    """The score presenter of ``game_id``'s plug-in (the generic one for an unknown game)."""
    plugin = registry.find(game_id)
    return plugin.scores() if plugin is not None else ScorePresenter()


def participant_name(key: str, ctx: messages.MessageContext) -> str:
    """Breakdown key ("0", "1", ..., "contaria") as a heading (the game's presenter)."""
    return presenter(ctx.game_id).participant_name(key, ctx)


class ScoreDialog(QDialog):
    """Shows a finished game's :class:`Result`: first the drawn score view (``ui/scoreview.py``:
    each participant's cards with their points, large totals, the winners highlighted and
    why, a short celebration, the series standings), and one click away ("Details") the
    breakdown tables, which are also what screen readers get (every cell has an accessible
    name). ``match`` is the series standings (``MatchStatus``-like: ``markers``,
    ``finished``, ``winners``) or None; when the series goes on, the presenter's next-game
    button emits :attr:`nextTaleRequested`. ``suits``: the game's extra public facts (its
    plug-in's ``score_extra(session)``, e.g. CharLatão's ``{round: {quality: suit}}``).
    ``speed``: the animation duration factor of the celebration (0, the default: none).
    What is shown is the game's score presenter's (games/plugin.py, ``ScorePresenter``).
    The dialog fits the screen (1024×640 and up; at most 1320 × 860), scrolling only
    vertically inside."""

    nextTaleRequested = Signal()
    replayRequested = Signal()  # "Replay": watch the game again (ui/replay.py)
    newGameRequested = Signal()  # "New game": the New Game dialog (the main window's)

    def __init__(self, result: Any, ctx: messages.MessageContext, seed: int | None,
                 match: Any = None, parent: Any = None, suits: Any = None, speed: float = 0.0) -> None:
        super().__init__(parent)
        self.setObjectName("scoreDialog")
        self.game_result = result   # not ``result``: QDialog.result() is the dialog's exit code
        self.ctx = ctx
        self._seed = seed
        self._match = match
        self._suits = suits
        self._speed = max(0.0, float(speed or 0.0))
        self._celebrated = False
        self.celebrations: list[Any] = []
        self.presenter = presenter(ctx.game_id)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._content: QWidget | None = None
        avail_w, avail_h = available_size(self)
        self._size = (min(1320, max(1000, avail_w - 100)), min(860, max(640, avail_h - 80)))
        fit_to_screen(self, *self._size)   # first: the drawn view's cards are sized for its room
        self._build()

    def _place_view(self) -> None:
        """The drawn view, built once for its room (issue 16: Contária's five tales scrolled
        37 px at 1024×640 under a three-row legend): every other part of the dialog is laid
        out first, then the view takes the largest cards whose panels fit the height left
        (``ScoreView``'s fit model; down to :data:`~contaria_desktop.ui.scoreview.MIN_CARD_W`,
        below which it scrolls vertically with cards as wide as the width allows)."""
        for layout in (self.layout(), self._content.layout()):
            layout.invalidate()   # hidden widgets get no resize events: lay out each level now
            layout.activate()
        room = (self.stack.width(), self.stack.height())
        self.view = ScoreView(self._seats, self._series, self._size[0], self.stack,
                              card_scale=getattr(self.presenter, "card_scale", 1.0), room=room)
        self.stack.insertWidget(0, self.view)

    def _build(self) -> None:
        """Every widget of the dialog, in the current language (rebuilt on LanguageChange)."""
        result, ctx, seed = self.game_result, self.ctx, self._seed
        page = self.stack.currentIndex() if self._content is not None else 0
        if self._content is not None:
            self._layout.removeWidget(self._content)
            self._content.hide()
            self._content.deleteLater()
        self._content = QWidget(self)
        self._layout.addWidget(self._content)
        self.setWindowTitle(translate("ScoreDialog", "Scores"))
        layout = QVBoxLayout(self._content)
        self.winners_label = QLabel(self._content)
        self.winners_label.setObjectName("winnersLabel")
        self.winners_label.setWordWrap(True)
        font = self.winners_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.winners_label.setFont(font)
        self.winners_label.setText(self._headline())
        layout.addWidget(self.winners_label)
        self.reason_label = QLabel(self._content)   # why: happiest/saddest tale, the rule
        self.reason_label.setObjectName("reasonLabel")
        self.reason_label.setWordWrap(True)
        self.reason_label.setText(self._reason())
        self.reason_label.setVisible(bool(self.reason_label.text()))
        layout.addWidget(self.reason_label)

        self.stack = QStackedWidget(self._content)
        seats = self.presenter.seat_sheets(result, ctx, self._suits)
        series = self.presenter.series_table(result, ctx, self._match)
        # the table is the series' standings when the game has none without the series
        # (Book of Tales); CharLatão's is its rounds, and the series line stays
        self._series_in_table = series is not None and self._match is not None and \
            self.presenter.series_table(result, ctx, None) is None
        self._seats, self._series = seats, series
        self.stack.addWidget(self._details())   # the drawn view goes before it (_place_view)
        layout.addWidget(self.stack, 1)

        # the marks of the cards explained, one line each (issue 16 QA: one joined label wrapped mid-sentence)
        room = min(self._size[0], available_size(self)[0]) - 24   # the dialog's width on a small screen
        self.legend = Legend(self.presenter.notes(result, self.ctx), room, self._content)
        layout.addWidget(self.legend)
        info = []
        if seed is not None:
            info.append(translate("ScoreDialog", "Deal number: {seed}").format(seed=seed))
        self.info_label = QLabel("   ".join(i for i in info if i), self._content)
        self.info_label.setWordWrap(True)
        self.info_label.setObjectName("dealLabel")
        self.info_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.info_label.setVisible(bool(self.info_label.text()))
        self.unverified_label = None   # the small "* unverified value" legend (issue 18.10), with the others
        if self.presenter.unverified_note(result, ctx):
            self.unverified_label = unverified_label(self._content)
            self.unverified_label.setToolTip(self.presenter.unverified_note(result, ctx))
            self.legend.add_widget(self.unverified_label)

        self.match_label = QLabel(self._content)
        self.match_label.setObjectName("matchLabel")
        self.match_label.setWordWrap(True)
        layout.addWidget(self.match_label)
        self._buttons(layout)
        self.set_match(self._match)
        self._place_view()
        self._show_page(page)

    def _details(self) -> QWidget:
        """The breakdown page: the presenter's summary table, then one table per participant
        (unless the presenter shows none: ``breakdowns = False``)."""
        result = self.game_result
        scroll = QScrollArea(self.stack)
        scroll.setObjectName("scoreDetails")
        scroll.setWidgetResizable(True)
        body = QWidget(scroll)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.summary: QTableWidget | None = None
        self.summary = self.presenter.summary_table(result, self.ctx)   # e.g. points per round
        if self.summary is not None:
            outer.addWidget(self.summary)
        grid = QGridLayout()
        outer.addLayout(grid, 1)
        self.tables: dict[str, QTableWidget] = {}
        keys = self._keys() if self.presenter.breakdowns else []
        boxes = []
        for key in keys:
            box = QGroupBox(mnemonic_safe(self._heading(key)), body)
            inner = QVBoxLayout(box)
            table = self._table(result.breakdown.get(key, []))
            table.setAccessibleName(plain(self._heading(key)))
            inner.addWidget(table)
            boxes.append(box)
            self.tables[key] = table
        if self.presenter.grid or len(keys) > 2:  # side by side only when two tables fit whole
            room = min(self._size[0], available_size(self)[0]) - 60
            self.columns = layout_boxes(grid, boxes, room)
        else:
            cols = self.columns = 1
            for i, box in enumerate(boxes):
                box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # hug the table
                grid.addWidget(box, i // cols, i % cols, Qt.AlignmentFlag.AlignTop)
            grid.setRowStretch((len(keys) + cols - 1) // cols, 1)  # spare height below, not inside the boxes
        for table in ([self.summary] if self.summary is not None else []) + list(self.tables.values()):
            name_cells(table)
        scroll.setWidget(body)
        return scroll

    def _buttons(self, layout: QVBoxLayout) -> None:
        """Details/Cards, Replay, New game, the series' next game and Close - each acts."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self._content)
        buttons.rejected.connect(self.reject)
        self.next_button = QPushButton(self.presenter.next_game_label(), self._content)
        self.next_button.setObjectName("nextTaleButton")
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.clicked.connect(self._next)
        self.details_button = QPushButton(self._content)
        self.details_button.setObjectName("detailsButton")
        self.details_button.clicked.connect(lambda: self._show_page(1 - self.stack.currentIndex()))
        buttons.addButton(self.details_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button = QPushButton(translate("ScoreDialog", "Replay…"), self._content)
        self.replay_button.setObjectName("replayButton")
        self.replay_button.setToolTip(translate("ScoreDialog", "Watch this game again, step by step"))
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self.replayRequested.emit)
        self.new_game_button = QPushButton(translate("ScoreDialog", "New game…"), self._content)
        self.new_game_button.setObjectName("newGameButton")
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_game_button.clicked.connect(self._new_game)
        self.button_box = buttons
        row = QHBoxLayout()   # the deal number beside the buttons: the height goes to the cards (1024×640)
        row.addWidget(self.info_label, 1)
        row.addWidget(buttons)
        layout.addLayout(row)

    def _show_page(self, index: int) -> None:
        """0: the drawn view; 1: the breakdown tables (the button names the other one)."""
        self.stack.setCurrentIndex(index)
        self.details_button.setText(translate("ScoreDialog", "Cards") if index else translate("ScoreDialog", "Details"))
        self.details_button.setToolTip(translate("ScoreDialog", "Show the cards") if index else
                                       translate("ScoreDialog", "Show the detailed breakdown tables"))

    def show_details(self, details: bool = True) -> None:
        """Show the breakdown tables (``details``) or the drawn view."""
        self._show_page(1 if details else 0)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._celebrated and self._speed > 0:   # once, when the scores first appear
            self._celebrated = True
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self._celebrate)   # after the first paint (cards take a moment)

    def _celebrate(self) -> None:
        if self._content is not None and self.isVisible():
            self.celebrations = self.view.celebrate(self._speed)

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange); default seat names
        ("Jogador 1") too (:func:`names.display_names`)."""
        self.ctx = dataclasses.replace(self.ctx, seat_names=display_names(self.ctx.seat_names))
        self._build()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange and self._content is not None:
            self.retranslate()
        super().changeEvent(event)

    # ----- content ------------------------------------------------------------------------
    def _keys(self) -> list[str]:
        return participant_keys(self.game_result)

    def total(self, key: str) -> Any:
        """The total of participant ``key`` (a seat number as text, or an entity name)."""
        return participant_total(self.game_result, key)

    def _heading(self, key: str) -> str:
        total = self.total(key)
        won = (int(key) if key.isdigit() else key) in self.game_result.winners
        custom = self.presenter.heading(key, total, won, self.game_result, self.ctx)
        if custom is not None:
            return custom
        name = self.presenter.participant_name(key, self.ctx)
        head = points_heading(name[:1].upper() + name[1:], total)
        return ("★ " + head) if won else head

    def _table(self, lines: list[dict[str, Any]]) -> QTableWidget:
        """The game's table for one participant's lines, else item and points."""
        table = self.presenter.breakdown_table(lines, self.game_result, self.ctx, self._suits)
        if table is not None:
            return table
        table = read_only_table(len(lines), [translate("ScoreDialog", "Item"), translate("ScoreDialog", "Points")])
        for row, line in enumerate(lines):
            name = messages.text(line.get("key", ""), **self.ctx.words(line.get("params", {})))
            item = QTableWidgetItem(name)
            item.setToolTip(name)
            table.setItem(row, 0, item)
            points = QTableWidgetItem(signed_points(line.get("points", 0)))
            points.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, 1, points)
        return fit_rows(table)

    def _series_over(self) -> bool:
        return self._match is not None and bool(getattr(self._match, "finished", False))

    def _headline(self) -> str:
        """The big line: the series' Grand Winner(s) once the series is over, else this
        game's winners (or the draw)."""
        if self._series_over() and getattr(self._match, "winners", ()):
            winners = list(self._match.winners)
            names = join_names([self.ctx.seat(s) for s in winners])   # "Ana, Bia and Caio"
            return self.presenter.series_winner_text(names, self.ctx, count=len(winners))
        return self._winners_text()

    def _reason(self) -> str:
        """Why: the presenter's sentence; once a series is over, this game's result is
        said there ("Last game – Winner: Ana. ...") under the Grand Winner."""
        why = self.presenter.win_reason(self.game_result, self.ctx)
        if self._series_over() and getattr(self._match, "winners", ()):
            last = translate("ScoreDialog", "Last game – {result}.").format(result=self._winners_text().rstrip("."))
            return " ".join(x for x in (last, why) if x)
        return why

    def _winners_text(self) -> str:
        names = [messages.winner_name(w, self.ctx) for w in self.game_result.winners]
        if getattr(self.game_result, "draw", False):
            reason = self.presenter.draw_reason(self.game_result, self.ctx)
            if reason:
                # the reason is a sentence of its own (QA: "a draw: Nobody…" had a capital after a colon)
                return translate("ScoreDialog", "The game is a draw. {reason}").format(
                    reason=reason if reason.rstrip().endswith((".", "!", "?")) else reason + ".")
            return translate("ScoreDialog", "The game is a draw.")
        if not names:
            return translate("ScoreDialog", "Nobody wins this game.")
        # one form per count (Qt plural forms): "Winner: Ana", "Winners: Ana, Bia"
        return score_winners.tr("Winner(s): %1", "", len(names)).replace("%1", join_names(names))

    def set_match(self, match: Any) -> None:
        """Show series standings (or hide them when ``match`` is None); a new ``match``
        rebuilds the dialog (the headline, the standings table)."""
        if match is not self._match and self._content is not None:
            self._match = match
            self._build()
            return
        self._match = match
        if match is None:
            self.match_label.hide()
            self.next_button.hide()
            return
        self.next_button.setVisible(not match.finished)
        if self._series_in_table and self._series is not None and self._series.rows:   # the table says it: once
            self.match_label.hide()
            return
        markers = ", ".join(f"{self.ctx.seat(s)}: {m}" for s, m in enumerate(match.markers))
        self.match_label.setText(self.presenter.series_text(markers, self.ctx))
        self.match_label.show()

    def winner_names(self) -> list[str]:
        """The winners in words, in the result's order (without the bidi isolates that
        :meth:`MessageContext.seat` puts around names on screen)."""
        return [plain(messages.winner_name(w, self.ctx)) for w in self.game_result.winners]

    def _next(self) -> None:
        self.nextTaleRequested.emit()
        self.accept()

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()


def name_cells(table: QTableWidget) -> None:
    """Give every cell of ``table`` an accessible name: its row's first cell, its column's
    header and its text ("Ana, Points: +3"), so a screen reader reads the breakdown whole."""
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # keyboard users move through the cells too
    headers = [table.horizontalHeaderItem(c).text() if table.horizontalHeaderItem(c) else ""
               for c in range(table.columnCount())]
    for r in range(table.rowCount()):
        first = table.item(r, 0)
        row_name = first.text().replace("\n", " ") if first is not None else ""
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None:
                continue
            text = item.text().replace("\n", " ")
            spoken = f"{headers[c]}: {text}" if c == 0 else f"{row_name}, {headers[c]}: {text or '–'}"
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
