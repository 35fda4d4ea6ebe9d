"""The start page: one tile per playable game, "New game", "Continue" and "Open…".

Drawn with palettes and a painted tile rather than a style sheet, and without touching the
``Qt`` namespace before the first paint (its first use builds ~90 Python enums, ~18 ms): the
start page is the first thing painted (benchmarks/bench_startup.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (QAbstractButton, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ..i18n import messages
from .lab_window import open_lab_window

translate = QCoreApplication.translate

FELT = QColor("#263a2e")
PARCHMENT = QColor("#f7f0de")
PARCHMENT_HOVER = QColor("#fff8e6")
INK = QColor("#2b2115")
BRASS = QColor("#8a6d3b")
GOLD = QColor("#d4a84c")


def playable_specs() -> list[Any]:
    """The specs of the games that can be played here: a complete plug-in is installed
    (``contaria_desktop.games`` entry point) and its engine registered (games/registry.py).
    The same test decides the CLI's ``--game``, so a tile never leads to a missing table."""
    from ..games import registry
    return [plugin.spec() for plugin in registry.playable()]


def tile_pixmap(game_id: str) -> QPixmap | None:
    """The art for ``game_id``'s tile (the first of its plug-in's ``tile_assets()`` that
    exists in its art folder), or None."""
    from ..games import registry
    from ..resources import MissingAsset, asset_path
    plugin = registry.find(game_id)
    if plugin is None:
        return None
    for name in plugin.tile_assets():
        try:
            pixmap = QPixmap(str(asset_path(plugin.art_folder, name)))
        except MissingAsset:
            continue
        if not pixmap.isNull():
            return pixmap
    return None


class GameTile(QAbstractButton):
    """A game's tile: its picture and its name, painted (no style sheet)."""

    SIZE = QSize(210, 196)

    def __init__(self, game_id: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"tile_{game_id}")
        self.setFixedSize(self.SIZE)
        self._game_id = game_id
        self._source: QPixmap | None = None  # decoded by load_picture(), after the first paint
        self._scaled: QPixmap | None = None

    def load_picture(self) -> None:
        """Decode the tile's art (~15 ms for a 512 px PNG, so not before the first paint)."""
        if self._source is None:
            self._source = tile_pixmap(self._game_id)
            self._scaled = None
            self.update()

    def _picture(self) -> QPixmap | None:
        if self._source is None:
            return None
        ratio = self.devicePixelRatioF()
        if self._scaled is None or self._scaled.devicePixelRatio() != ratio:
            src = self._source.size()
            scale = min(150 * ratio / src.width(), 108 * ratio / src.height())
            size = QSize(max(1, round(src.width() * scale)), max(1, round(src.height() * scale)))
            scaled = QPixmap(size)
            scaled.fill(QColor(0, 0, 0, 0))
            p = QPainter(scaled)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawPixmap(QRectF(0, 0, size.width(), size.height()), self._source, QRectF(self._source.rect()))
            p.end()
            scaled.setDevicePixelRatio(ratio)
            self._scaled = scaled
        return self._scaled

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        hot = self.underMouse() or self.hasFocus() or self.isDown()
        p.setPen(QPen(GOLD if hot else BRASS, 2))
        p.setBrush(PARCHMENT_HOVER if hot else PARCHMENT)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        pic = self._picture()
        if pic is not None:  # centred in a 150 x 108 box; the text below never moves
            size = pic.deviceIndependentSize()
            p.drawPixmap(int((self.width() - size.width()) / 2), int(14 + (108 - size.height()) / 2), pic)
        text_top = 14 + 108 + 8
        p.setPen(INK)
        font = p.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        p.setFont(font)
        metrics = QFontMetricsF(font)
        y = text_top + metrics.ascent()
        for line in self.text().splitlines():  # short lines, centred by hand (see module doc)
            p.drawText(QPointF((self.width() - metrics.horizontalAdvance(line)) / 2, y), line)
            y += metrics.lineSpacing()

    def enterEvent(self, event: Any) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: Any) -> None:
        self.update()
        super().leaveEvent(event)

    def sizeHint(self) -> QSize:
        return self.SIZE


class StartPage(QWidget):
    """Emits :attr:`newGameRequested` (game id or "" for the dialog's default),
    :attr:`continueRequested` (the save path) and :attr:`openRequested`."""

    newGameRequested = Signal(str)
    continueRequested = Signal(str)
    openRequested = Signal()
    firstPainted = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._painted = False
        self.setObjectName("startPage")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, FELT)
        self.setPalette(palette)
        self._continue_path: Path | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        outer.addStretch(1)
        self._title = self._label("startTitle", PARCHMENT, 2.6, bold=True)
        self._subtitle = self._label("startSubtitle", QColor("#d8ccb0"), 1.0)
        for label in (self._title, self._subtitle):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(label)
            row.addStretch(1)
            outer.addLayout(row)
        self._notices = QVBoxLayout()  # e.g. the resume-after-a-crash offer (ui/resume.py)
        self._notices.setContentsMargins(0, 16, 0, 0)
        outer.addLayout(self._notices)
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
        # the Playtest lab (issue 15): a shim that loads the lab window on first use only
        self.lab_button = QPushButton(self)
        self.lab_button.setObjectName("labButton")
        self.lab_button.clicked.connect(lambda: open_lab_window(self.window()))
        for b in (self.new_button, self.continue_button, self.open_button, self.lab_button):
            b.setMinimumHeight(36)
            b.setMinimumWidth(150)
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        outer.addStretch(2)
        self._tiles: dict[str, GameTile] | None = None   # built after the first paint (see tiles)
        self._specs: list[Any] = []
        self.retranslate()

    @property
    def tiles(self) -> dict[str, GameTile]:
        """One tile per playable game, by game id. Built on first use - at the latest right
        after the first paint (:meth:`after_first_paint`): finding the games reads the
        installed entry points (``importlib.metadata``) and imports the engines, which the
        first picture of the window does not need (benchmarks/bench_startup.py)."""
        if self._tiles is None:
            self._tiles = {}
            self._specs = playable_specs()
            for i, spec in enumerate(self._specs):
                tile = GameTile(spec.id, self)
                tile.clicked.connect(lambda _=False, g=spec.id: self.newGameRequested.emit(g))
                self._grid.addWidget(tile, i // 4, i % 4)
                self._tiles[spec.id] = tile
            self._retranslate_tiles()
        return self._tiles

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def after_first_paint(self) -> None:
        """Finishing touches that need the ``Qt`` namespace (see the module docstring)."""
        from PySide6.QtCore import Qt
        for tile in self.tiles.values():   # builds the tiles now
            tile.setCursor(Qt.CursorShape.PointingHandCursor)
            tile.load_picture()

    def _label(self, name: str, colour: QColor, scale: float, bold: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        label.setPalette(palette)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(bold)
        label.setFont(font)
        return label

    def add_notice(self, widget: QWidget) -> None:
        """Show ``widget`` centred between the title and the game tiles (after the first
        paint: uses the ``Qt`` namespace, see the module docstring)."""
        from PySide6.QtCore import Qt
        self._notices.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)

    def set_continue(self, path: Path | None) -> None:
        """Enable "Continue" for ``path`` (latest save/autosave) or disable it with a reason."""
        self._continue_path = path
        self.retranslate()

    def _continue(self) -> None:
        if self._continue_path is not None:
            self.continueRequested.emit(str(self._continue_path))

    def retranslate(self) -> None:
        """Every text in the current language (tiles, buttons, tooltips)."""
        self._title.setText(translate("StartPage", "Contária Desktop"))
        self._subtitle.setText(translate("StartPage", "Tabletop games for friends sharing one screen"))
        self.new_button.setText(translate("StartPage", "New game…"))
        self.open_button.setText(translate("StartPage", "Open saved game…"))
        self.lab_button.setText(translate("StartPage", "Playtest lab…"))
        self.lab_button.setToolTip(translate("StartPage", "Simulate many games with bots and see the statistics and plots."))
        self.continue_button.setText(translate("StartPage", "Continue"))
        if self._continue_path is None:
            self.continue_button.setEnabled(False)
            self.continue_button.setToolTip(translate("StartPage", "No saved or autosaved game to continue yet."))
        else:
            self.continue_button.setEnabled(True)
            self.continue_button.setToolTip(translate("StartPage", "Continue {file}").format(
                file=self._continue_path.name))
        if self._tiles is not None:
            self._retranslate_tiles()

    def _retranslate_tiles(self) -> None:
        for spec in self._specs:
            players = (translate("StartPage", "{min}–{max} players").format(min=spec.min_players, max=spec.max_players)
                       if spec.min_players != spec.max_players else
                       translate("StartPage", "{n} players").format(n=spec.min_players))
            tile = self._tiles[spec.id]
            tile.setText(f"{messages.game_name(spec)}\n{players}")
            tile.setToolTip(translate("StartPage", "Start a new game of {game}").format(game=messages.game_name(spec)))
        if not self._specs:
            self.new_button.setEnabled(False)
            self.new_button.setToolTip(translate("StartPage", "No game is installed."))
