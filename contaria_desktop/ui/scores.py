"""The score screen: each participant's breakdown from ``Result.breakdown`` as the game's score
presenter draws it (its plug-in's ``scores()``: games/plugin.py), the winners (entities such as
Contária's CONTÁRIA tale included), the deal number, and in a series the standings and a
button for the next game - their words are the presenter's (``next_game_label``,
``series_text``, ``series_winner_text``; Contária: Book of Tales, "Next tale")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QGroupBox,
                               QLabel, QPushButton, QScrollArea, QSizePolicy, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..games import registry
from ..games.plugin import ScorePresenter
from ..games.widgets import available_size, fit_rows, fit_to_screen, layout_boxes, points_heading, read_only_table, \
    signed_points, unverified_label
from ..i18n import messages
from ..i18n.names import mnemonic_safe, plain

translate = QCoreApplication.translate


def presenter(game_id: str) -> ScorePresenter:
    """The score presenter of ``game_id``'s plug-in (the generic one for an unknown game)."""
    plugin = registry.find(game_id)
    return plugin.scores() if plugin is not None else ScorePresenter()


def participant_name(key: str, ctx: messages.MessageContext) -> str:
    """Breakdown key ("0", "1", ..., "contaria") as a heading (the game's presenter)."""
    return presenter(ctx.game_id).participant_name(key, ctx)


class ScoreDialog(QDialog):
    """Shows a finished game's :class:`Result`. ``match`` is the series standings
    (``MatchStatus``-like: ``markers``, ``finished``, ``winners``) or None; when the series
    goes on, the presenter's next-game button emits :attr:`nextTaleRequested`. ``suits``: the game's extra public
    facts for its tables (its plug-in's ``score_extra(session)``, e.g. CharLatão's
    ``{round: {quality: suit}}``). What goes in the tables is the game's score presenter's
    (games/plugin.py, ``ScorePresenter``).
    The dialog fits the screen (at most 1000 × 640, scrolling inside)."""

    nextTaleRequested = Signal()
    replayRequested = Signal()  # "Replay": watch the game again (ui/replay.py)

    def __init__(self, result: Any, ctx: messages.MessageContext, seed: int | None,
                 match: Any = None, parent: Any = None, suits: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreDialog")
        self.result = result
        self.ctx = ctx
        self._seed = seed
        self._match = match
        self._suits = suits
        self.presenter = presenter(ctx.game_id)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._content: QWidget | None = None
        self._build()
        fit_to_screen(self, 1000, 640)

    def _build(self) -> None:
        """Every widget of the dialog, in the current language (rebuilt on LanguageChange)."""
        result, ctx, seed = self.result, self.ctx, self._seed
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
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.winners_label.setFont(font)
        self.winners_label.setText(self._winners_text())
        layout.addWidget(self.winners_label)
        self.reason_label = QLabel(self._content)   # why: happiest/saddest tale, the rule
        self.reason_label.setObjectName("reasonLabel")
        self.reason_label.setWordWrap(True)
        self.reason_label.setText(self.presenter.win_reason(result, ctx))
        self.reason_label.setVisible(bool(self.reason_label.text()))
        layout.addWidget(self.reason_label)
        scroll = QScrollArea(self._content)
        scroll.setWidgetResizable(True)
        body = QWidget(scroll)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.summary: QTableWidget | None = None
        self.summary = self.presenter.summary_table(result, ctx)   # e.g. points per round
        if self.summary is not None:
            outer.addWidget(self.summary)
        grid = QGridLayout()
        outer.addLayout(grid, 1)
        self.tables: dict[str, QTableWidget] = {}
        keys = self._keys()
        boxes = []
        for key in keys:
            box = QGroupBox(mnemonic_safe(self._heading(key)), body)
            inner = QVBoxLayout(box)
            table = self._table(result.breakdown.get(key, []))
            inner.addWidget(table)
            boxes.append(box)
            self.tables[key] = table
        if self.presenter.grid or len(keys) > 2:  # side by side only when two tables fit whole
            room = min(1000, available_size(self)[0]) - 60
            self.columns = layout_boxes(grid, boxes, room)
        else:
            cols = self.columns = 1
            for i, box in enumerate(boxes):
                box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # hug the table
                grid.addWidget(box, i // cols, i % cols, Qt.AlignmentFlag.AlignTop)
            grid.setRowStretch((len(keys) + cols - 1) // cols, 1)  # spare height below, not inside the boxes
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)

        info = []
        if seed is not None:
            info.append(translate("ScoreDialog", "Deal number: {seed}").format(seed=seed))
        info += self.presenter.notes(result, self.ctx)
        self.info_label = QLabel("   ".join(i for i in info if i), self._content)
        self.info_label.setWordWrap(True)
        self.info_label.setObjectName("dealLabel")
        self.info_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.info_label)
        self.unverified_label = None   # the small "* unverified value" legend (issue 18.10)
        if self.presenter.unverified_note(result, ctx):
            self.unverified_label = unverified_label(self._content)
            self.unverified_label.setToolTip(self.presenter.unverified_note(result, ctx))
            layout.addWidget(self.unverified_label)

        self.match_label = QLabel(self._content)
        self.match_label.setObjectName("matchLabel")
        self.match_label.setWordWrap(True)
        layout.addWidget(self.match_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self._content)
        buttons.rejected.connect(self.reject)
        self.next_button = QPushButton(self.presenter.next_game_label(), self._content)
        self.next_button.setObjectName("nextTaleButton")
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.clicked.connect(self._next)
        self.replay_button = QPushButton(translate("ScoreDialog", "Replay…"), self._content)
        self.replay_button.setObjectName("replayButton")
        self.replay_button.setToolTip(translate("ScoreDialog", "Watch this game again, step by step"))
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self.replayRequested.emit)
        layout.addWidget(buttons)
        self.set_match(self._match)

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange)."""
        self._build()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange and self._content is not None:
            self.retranslate()
        super().changeEvent(event)

    # ----- content ------------------------------------------------------------------------
    def _keys(self) -> list[str]:
        keys = [str(s) for s in range(len(self.result.scores))]
        keys += [k for k in self.result.breakdown if k not in keys]
        keys += [k for k in self.result.entities if k not in keys]
        return keys

    def total(self, key: str) -> Any:
        """The total of participant ``key`` (a seat number as text, or an entity name)."""
        if key.isdigit() and int(key) < len(self.result.scores):
            return self.result.scores[int(key)]
        return self.result.entities.get(key, sum(l.get("points", 0) for l in self.result.breakdown.get(key, [])))

    def _heading(self, key: str) -> str:
        total = self.total(key)
        won = (int(key) if key.isdigit() else key) in self.result.winners
        custom = self.presenter.heading(key, total, won, self.result, self.ctx)
        if custom is not None:
            return custom
        name = self.presenter.participant_name(key, self.ctx)
        head = points_heading(name[:1].upper() + name[1:], total)
        return ("★ " + head) if won else head

    def _table(self, lines: list[dict[str, Any]]) -> QTableWidget:
        """The game's table for one participant's lines, else item and points."""
        table = self.presenter.breakdown_table(lines, self.result, self.ctx, self._suits)
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

    def _winners_text(self) -> str:
        names = [messages.winner_name(w, self.ctx) for w in self.result.winners]
        if getattr(self.result, "draw", False):
            reason = self.presenter.draw_reason(self.result, self.ctx)
            if reason:
                return translate("ScoreDialog", "The game is a draw: {reason}.").format(reason=reason.rstrip("."))  # a reason may end its own sentence
            return translate("ScoreDialog", "The game is a draw.")
        if not names:
            return translate("ScoreDialog", "Nobody wins this game.")
        return translate("ScoreDialog", "Winners: {names}").format(names=", ".join(names))

    def set_match(self, match: Any) -> None:
        """Show series standings (or hide them when ``match`` is None)."""
        self._match = match
        if match is None:
            self.match_label.hide()
            self.next_button.hide()
            return
        markers = ", ".join(f"{self.ctx.seat(s)}: {m}" for s, m in enumerate(match.markers))
        text = self.presenter.series_text(markers, self.ctx)
        if match.finished:
            names = ", ".join(self.ctx.seat(s) for s in match.winners)
            text += "\n" + self.presenter.series_winner_text(names, self.ctx)
        self.match_label.setText(text)
        self.match_label.show()
        self.next_button.setVisible(not match.finished)

    def winner_names(self) -> list[str]:
        """The winners in words, in the result's order (without the bidi isolates that
        :meth:`MessageContext.seat` puts around names on screen)."""
        return [plain(messages.winner_name(w, self.ctx)) for w in self.result.winners]

    def _next(self) -> None:
        self.nextTaleRequested.emit()
        self.accept()
