"""The start page: one tile per playable game, "New game", "Continue" and "Open…"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolButton,
                               QVBoxLayout, QWidget)

from ..engines.core import all_specs
from . import messages

translate = QCoreApplication.translate

#: Asset names tried, in order, for a game's tile picture (``assets/<game>/<name>``;
#: ``{game}`` is the game id).
TILE_ASSETS = ("tile.png", "{game}_emblem.png", "card_back.png")


def playable_specs() -> list[Any]:
    """Registered games that work: every spec whose engine can deal its minimum table."""
    out = []
    for spec in all_specs():
        try:
            spec.new_game(spec.min_players, 1)
        except Exception:  # an engine that cannot even deal is not offered
            continue
        out.append(spec)
    return out


def tile_icon(game_id: str) -> QIcon | None:
    from ..resources import MissingAsset, asset_path
    for name in TILE_ASSETS:
        try:
            return QIcon(str(asset_path(game_id, name.format(game=game_id))))
        except MissingAsset:
            continue
    return None


class StartPage(QWidget):
    """Emits :attr:`newGameRequested` (game id or "" for the dialog's default),
    :attr:`continueRequested` (the save path) and :attr:`openRequested`."""

    newGameRequested = Signal(str)
    continueRequested = Signal(str)
    openRequested = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#startPage { background: #263a2e; }"
                           "#startPage QLabel#startTitle { color: #f7f0de; }"
                           "#startPage QLabel#startSubtitle { color: #d8ccb0; }"
                           "#startPage QToolButton { background: #f7f0de; border: 2px solid #8a6d3b;"
                           " border-radius: 10px; padding: 10px; color: #2b2115; font-size: 12pt; }"
                           "#startPage QToolButton:hover { background: #fff8e6; border-color: #d4a84c; }")
        self._continue_path: Path | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        outer.addStretch(1)
        self._title = QLabel(self)
        self._title.setObjectName("startTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self._title.setFont(font)
        self._subtitle = QLabel(self)
        self._subtitle.setObjectName("startSubtitle")
        self._subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self._title)
        outer.addWidget(self._subtitle)
        outer.addSpacing(24)
        self._grid = QGridLayout()
        self._grid.setSpacing(18)
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addLayout(self._grid)
        grid_row.addStretch(1)
        outer.addLayout(grid_row)
        outer.addSpacing(24)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newGameButton")
        self.new_button.clicked.connect(lambda: self.newGameRequested.emit(""))
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.clicked.connect(self._continue)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("openButton")
        self.open_button.clicked.connect(self.openRequested.emit)
        for b in (self.new_button, self.continue_button, self.open_button):
            b.setMinimumHeight(36)
            b.setMinimumWidth(140)
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        outer.addStretch(2)
        self.tiles: dict[str, QToolButton] = {}
        self._specs = playable_specs()
        for i, spec in enumerate(self._specs):
            tile = QToolButton(self)
            tile.setObjectName(f"tile_{spec.id}")
            tile.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            tile.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            tile.setFixedSize(QSize(210, 196))
            icon = tile_icon(spec.id)
            if icon is not None:
                tile.setIcon(icon)
                tile.setIconSize(QSize(150, 104))
            tile.clicked.connect(lambda _=False, g=spec.id: self.newGameRequested.emit(g))
            self._grid.addWidget(tile, i // 4, i % 4)
            self.tiles[spec.id] = tile
        self.retranslate()

    def set_continue(self, path: Path | None) -> None:
        """Enable "Continue" for ``path`` (latest save/autosave) or disable it with a reason."""
        self._continue_path = path
        self.retranslate()

    def _continue(self) -> None:
        if self._continue_path is not None:
            self.continueRequested.emit(str(self._continue_path))

    def retranslate(self) -> None:
        self._title.setText(translate("StartPage", "Contária Desktop"))
        self._subtitle.setText(translate("StartPage", "Tabletop games for friends sharing one screen"))
        self.new_button.setText(translate("StartPage", "New game…"))
        self.open_button.setText(translate("StartPage", "Open saved game…"))
        self.continue_button.setText(translate("StartPage", "Continue"))
        if self._continue_path is None:
            self.continue_button.setEnabled(False)
            self.continue_button.setToolTip(translate("StartPage", "No saved or autosaved game to continue yet."))
        else:
            self.continue_button.setEnabled(True)
            self.continue_button.setToolTip(translate("StartPage", "Continue {file}").format(
                file=self._continue_path.name))
        for spec in self._specs:
            players = (translate("StartPage", "{min}–{max} players").format(min=spec.min_players, max=spec.max_players)
                       if spec.min_players != spec.max_players else
                       translate("StartPage", "{n} players").format(n=spec.min_players))
            tile = self.tiles[spec.id]
            tile.setText(f"{messages.game_name(spec)}\n{players}")
            tile.setToolTip(translate("StartPage", "Start a new game of {game}").format(game=messages.game_name(spec)))
        if not self._specs:
            self.new_button.setEnabled(False)
            self.new_button.setToolTip(translate("StartPage", "No game is installed."))
