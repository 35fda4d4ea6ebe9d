"""The drawn score view (issue 16): every participant's tale / won tricks / tableau as the
table's own card faces with their points and small badges, large totals, the winners
highlighted (with a short celebration that follows the animation speed), and a series'
standings. Game-neutral: everything comes from the game's score presenter as data
(``games/scoresheet.py``: :class:`SeatSheet`, :class:`ScoreCard`, :class:`SeriesTable`).

Cards are painted from the face cache at on-screen size × device pixel ratio (crisp at 2×);
each card is a small widget with an accessible name and a tooltip saying all it shows. The
view scrolls only vertically: rows of cards wrap (:class:`FlowLayout`), so it never needs
to scroll sideways, at 1024×640 or larger.
"""

from __future__ import annotations

import math
import random
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QLayout, QScrollArea, QSizePolicy,
                               QStyle, QVBoxLayout, QWidget, QWidgetItem)

from ..games import scoresheet as sheet
from ..games.widgets import score_table, signed_points
from ..i18n.context import TrContext
from ..table import faces
from ..table.animation import duration_ms
from ..table.geometry import CARD_H, CARD_W
from . import scorefit
from .scorefit import MIN_CARD_W, SYMBOL_PX, Entry, arrange, badge_text_font  # noqa: F401  (re-exported)

score_points = TrContext("score_points")   # "+1 point" (lupdate reads the context from the name)

translate = QCoreApplication.translate

POSITIVE = QColor("#2563c9")
NEGATIVE = QColor("#d0312d")
NEUTRAL = QColor("#5b5b5b")
GOLD = QColor("#e0a526")
BADGE_COLOURS = {sheet.BASE: QColor("#4b5563"), sheet.BONUS: QColor("#2f855a"),
                 sheet.DEACTIVATED: QColor("#6b7280"), sheet.NEGATIVE: NEGATIVE,
                 sheet.UNVERIFIED: QColor("#e39b16"), sheet.COUNT: QColor("#374151"),
                 sheet.INFO: QColor("#4b5563"), sheet.WON: GOLD, sheet.HIDDEN: QColor("#6b7280")}
# Base length of the winners' celebration at the normal animation speed (factor 1).
CELEBRATION_MS = 1600


def badge_colour(badge: sheet.Badge) -> QColor:
    """The fill of ``badge``: its kind's colour, except that a bonus or a value that is
    negative ("−2") takes the negative colour (QA of issue 16: "Princesa −2" was green)."""
    if badge.kind in (sheet.BONUS, sheet.INFO, sheet.BASE) and badge.text[:1] in ("−", "-"):
        return NEGATIVE
    return BADGE_COLOURS.get(badge.kind, NEUTRAL)


def points_colour(points: int | None) -> QColor:
    if not points:
        return NEUTRAL
    return POSITIVE if points > 0 else NEGATIVE


class FlowLayout(QLayout):
    """Items left to right, wrapping to new rows (Qt's flow layout example): as wide as its
    parent allows, as tall as its rows need (height for width)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6, one_row_hint: bool = False) -> None:
        super().__init__(parent)
        self._items: list[Any] = []
        self._gap = spacing
        self._one_row_hint = one_row_hint   # a group of cards: it asks for one row of them
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: Any) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> Any:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> Any:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        if self._one_row_hint and self._items:
            hints = [item.sizeHint() for item in self._items]
            width = sum(h.width() for h in hints) + self._gap * (len(hints) - 1)
            return QSize(width, self._place(QRect(0, 0, width, 0), move=False))   # the row's lines aligned
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in rows (``move``: really move them); returns the height used.
        In a row, the tiles that have ``row_metrics``/``align`` (:class:`CardTile`) share one
        line for the reasons under their cards and one for their points (issue 16 QA); the
        rows are :func:`~.scorefit.arrange`'s, as the score dialog's fit model counts them."""
        entries = []
        for item in self._items:
            hint, widget = item.sizeHint(), item.widget()
            entries.append(Entry(hint.width(), hint.height(),
                                 widget.row_metrics() if hasattr(widget, "row_metrics") else None,
                                 item.heightForWidth if item.hasHeightForWidth() else None))
        height, rects, lines = arrange(entries, rect.width(), self._gap)
        if move:
            for item, (x, y, w, h), line in zip(self._items, rects, lines):
                if line is not None:
                    item.widget().align(*line)
                item.setGeometry(QRect(rect.x() + x, rect.y() + y, w, h))
        return height


class CardTile(QWidget):
    """One :class:`~contaria_desktop.games.scoresheet.ScoreCard`: the face (or a plain tile
    with its words), its badges in rows under it, then its points in a pill; a card that stayed face down is drawn from its public side and marked."""

    def __init__(self, card: sheet.ScoreCard, width: int, parent: QWidget | None = None,
                 compact: bool = False) -> None:
        """``width``: the card's, px; ``compact``: the tile as the fit model's compact view
        draws it (:func:`~.scorefit.tile_shape`: reason small or beside the card, badges on
        the pill's line)."""
        super().__init__(parent)
        self.card = card
        # what the dialog's fit model counted
        self.shape = shape = scorefit.tile_shape(card, width, self.font(), compact)
        self._w, self._h, self._pill_h = shape.w, shape.h, shape.pill_h
        self._badge_font = QFont(self.font())
        self._badge_font.setPixelSize(11)
        self._badge_font.setBold(True)
        self._badge_rects = shape.badge_rects
        self._badges_h = shape.badges_h
        self._reason_font, self._reason_flags, self._reason_text = shape.reason_font, shape.reason_flags, \
            shape.reason_text
        if shape.side_w:   # beside the card, from its top
            self._reason_rect = QRectF(self._w + scorefit.SIDE_GAP, 0, shape.side_w, shape.reason_h)
        else:
            self._reason_rect = QRectF(0, shape.block_h + shape.badges_h + 1, self._w, shape.reason_h)
        self._pill_top = shape.pill_top
        self._natural_h = shape.natural_h
        self.setFixedWidth(shape.tile_w)
        self.setMinimumHeight(self._natural_h)   # a row taller than the tile (aligned) makes it taller
        self.points_text = signed_points(card.points) if card.points is not None else ""
        spoken = card.spoken(score_points.tr("%1 point(s)", "", abs(card.points)).replace("%1", self.points_text)
                             if self.points_text else "")
        self.setAccessibleName(spoken)
        self.setToolTip(spoken)
        self.setObjectName("scoreCard")

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        card = QRectF(0, 0, self._w, self._h)
        if self.card.face is not None:
            dpr = self.devicePixelRatioF()
            pix = faces.pixmap(self.card.face, round(self._w * dpr), height_px=round(self._h * dpr), dpr=dpr)
            p.drawPixmap(card, pix, QRectF(pix.rect()))
        else:
            self._plain(p, card)
        if self.card.hidden:
            p.fillRect(card.adjusted(2, 2, -2, -2), QColor(40, 40, 40, 40))
        self._badges(p)
        if self.card.reason:
            p.setFont(self._reason_font)
            p.setPen(self.palette().windowText().color())
            p.drawText(self._reason_rect, self._reason_flags, self._reason_text)
        if self.points_text:
            self._points(p)
        p.end()

    def reason_rect(self) -> QRectF:
        """Where the reason is drawn (empty height: none)."""
        return QRectF(self._reason_rect)

    def _plain(self, p: QPainter, rect: QRectF) -> None:
        """A score line without a card: its words on a paper tile."""
        p.setPen(QPen(QColor("#8a7a5a"), 1))
        p.setBrush(QColor("#f6efdc"))
        p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        p.setPen(QColor("#33230f"))
        inner = rect.adjusted(4, 4, -4, -4)
        faces.draw_wrapped(p, inner, self.card.label, 12.0, 9.0)

    def _line_left(self) -> float:
        """Where the pill's line starts: the pill centred under the card, or the badges and
        the pill together (compact)."""
        if self.shape.inline:   # under the card and the reason beside it
            return max(0.0, (min(self.shape.tile_w, max(self._w, self.shape.inline_width())) -
                             self.shape.inline_width()) / 2)
        return (self._w - self.shape.pill_w) / 2

    def _points(self, p: QPainter) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(13)
        w = self.shape.pill_w
        h = self._pill_h - 2
        rect = QRectF(self._line_left() + self.shape.inline_width() - w if self.shape.inline else (self._w - w) / 2,
                      self._pill_top + 2, w, h)
        p.setPen(QPen(QColor("white"), 1.5))
        p.setBrush(points_colour(self.card.points))
        p.drawRoundedRect(rect, h / 2, h / 2)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(rect, Qt.AlignCenter, self.points_text)

    def sizeHint(self) -> QSize:
        return QSize(self.shape.tile_w, self._natural_h)

    def pill_top(self) -> float:
        return self._pill_top

    def row_metrics(self) -> tuple[float, float, float]:
        """(where its badges end, the height its reason needs under them, the height its
        pill needs): what :class:`FlowLayout` lines up in a row of tiles."""
        return self.shape.row_metrics()

    def align(self, reason_top: float, pill_top: float) -> None:
        """Start the reason at ``reason_top`` and the pill at ``pill_top``, the row's lines
        (issue 16 QA: a card with more badges - Dark Tales' unverified mark - had its reason
        lower than its neighbours'): one line for the reasons and one for the pills per row."""
        block = self.shape.block_h + self._badges_h
        if self.shape.side_w:   # the reason stays beside the card
            self._pill_top = max(pill_top, block)
        else:
            self._reason_rect.moveTop(max(reason_top, block) + 1)
            self._pill_top = max(pill_top, block, self._reason_rect.bottom() + 1 if self._reason_rect.height() else 0.0)
        self.update()

    def badge_rects(self) -> list[QRectF]:
        """Where the badges are drawn now: in rows under the card, or (compact) on the
        pill's line, before the pill."""
        if not self.shape.inline:
            return [QRectF(r) for r in self._badge_rects]
        x, line_h = self._line_left(), self._pill_h - 2
        return [QRectF(r).translated(x, self._pill_top + 2 + (line_h - r.height()) / 2) for r in self._badge_rects]

    def _badges(self, p: QPainter) -> None:
        for badge, rect in zip(self.card.badges, self.badge_rects()):
            font = badge_text_font(self._badge_font, badge.text)
            metrics = QFontMetricsF(font)
            p.setFont(font)
            p.setPen(Qt.NoPen)
            p.setBrush(badge_colour(badge))
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("white") if badge.kind != sheet.WON else QColor("#2b1d00"))
            p.drawText(rect, Qt.AlignCenter, metrics.elidedText(badge.text, Qt.ElideRight, rect.width() - 2))


class CardGroup(QFrame):
    """Consecutive cards of one group (CharLatão: one round) framed together under their
    heading ("Round 2: +5"); the cards wrap inside when the group is wider than the row."""

    def __init__(self, title: str, tiles: Sequence[CardTile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreGroup")
        self.setStyleSheet("QFrame#scoreGroup { border: 1px solid rgba(90, 70, 40, 110); border-radius: 6px;"
                           " background: rgba(255, 255, 255, 70); }")
        box = QVBoxLayout(self)
        box.setContentsMargins(*scorefit.GROUP_MARGINS)
        box.setSpacing(scorefit.GROUP_SPACING)
        self.title_label = QLabel(title, self)
        self.title_label.setObjectName("scoreGroupTitle")
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setStyleSheet("border: none; background: transparent;")
        box.addWidget(self.title_label)
        inner = QWidget(self)
        flow = FlowLayout(inner, spacing=scorefit.GROUP_TILE_GAP, one_row_hint=True)
        for tile in tiles:
            tile.setParent(inner)
            flow.addWidget(tile)
        box.addWidget(inner)
        self.tiles = list(tiles)
        self.setAccessibleName(title)


class EmptyTile(QWidget):
    """A seat with no card: an empty card outline in the row, saying so."""

    def __init__(self, text: str, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noCards")
        self.text = text
        self.setFixedSize(width, round(width * CARD_H / CARD_W))
        self.setAccessibleName(text)
        self.setToolTip(text)

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        pen = QPen(NEUTRAL, 1.2, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.NoBrush)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(self.palette().windowText().color())
        font = QFont(self.font())
        font.setPixelSize(max(11, round(faces.text_floor())))
        p.setFont(font)
        p.drawText(rect.adjusted(4, 4, -4, -4), Qt.AlignCenter | Qt.TextWordWrap, self.text)
        p.end()


#: the gold border of a winner's panel (px)
WINNER_BORDER = 2


class SeatPanel(QFrame):
    """One participant: name, large total, winner's mark, caption; its cards beside them."""

    HEAD_W = scorefit.HEAD_W

    def __init__(self, seat: sheet.SeatSheet, card_w: int, parent: QWidget | None = None,
                 compact: bool = False) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seatPanelWinner" if seat.won else "seatPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        if seat.won:
            self.setStyleSheet(f"QFrame#seatPanelWinner {{ border: {WINNER_BORDER}px solid #e0a526; border-radius: 8px;"
                               " background: rgba(224, 165, 38, 40); }")
        row = QHBoxLayout(self)
        margin_y = scorefit.panel_margin_y(compact)
        row.setContentsMargins(scorefit.PANEL_MARGIN_X, margin_y, scorefit.PANEL_MARGIN_X, margin_y)
        row.setSpacing(scorefit.HEAD_GAP)
        head = QVBoxLayout()
        head.setSpacing(2)
        self.name_label = QLabel(("★ " if seat.won else "") + seat.name, self)
        self.name_label.setWordWrap(True)
        if seat.won:   # ★: this game's winner (a series leader has its own mark)
            self.name_label.setToolTip(translate("ScoreDialog", "★ winner of this game"))
        font = self.name_label.font()
        font.setBold(True)
        self.name_label.setFont(font)
        head.addWidget(self.name_label)
        self.total_label = QLabel(seat.total_text, self)
        self.total_label.setObjectName("totalLabel")
        big = self.total_label.font()
        big.setPointSizeF(big.pointSizeF() * (2.0 if len(seat.total_text) <= 6 else 1.15))   # "+8" large; words wrap
        big.setBold(True)
        self.total_label.setFont(big)
        self.total_label.setWordWrap(True)
        self.total_label.setVisible(bool(seat.total_text))
        head.addWidget(self.total_label)
        self.won_label = QLabel(translate("ScoreDialog", "Winner"), self)
        self.won_label.setObjectName("winnerMark")
        self.won_label.setVisible(seat.won)
        head.addWidget(self.won_label)
        if seat.caption:
            caption = QLabel(seat.caption, self)
            caption.setWordWrap(True)
            head.addWidget(caption)
        head.addStretch(1)
        holder = QWidget(self)
        holder.setFixedWidth(self.HEAD_W)
        holder.setLayout(head)
        row.addWidget(holder, 0)
        self.cards = QWidget(self)
        self.cards.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        flow = FlowLayout(self.cards, spacing=scorefit.TILE_GAP)
        self.tiles = [CardTile(c, card_w, self.cards, compact) for c in seat.cards]
        self.groups: list[CardGroup] = []
        run: list[CardTile] = []
        for i, tile in enumerate(self.tiles):   # consecutive cards of one group: framed together
            group = tile.card.group
            if not group:
                flow.addWidget(tile)
                continue
            run.append(tile)
            if i + 1 == len(self.tiles) or self.tiles[i + 1].card.group != group:
                frame = CardGroup(group, run, self.cards)
                self.groups.append(frame)
                flow.addWidget(frame)
                run = []
        self.empty: EmptyTile | None = None
        if not self.tiles:   # in the row, where the cards would be
            self.empty = EmptyTile(translate("ScoreDialog", "No cards"), card_w, self.cards)
            flow.addWidget(self.empty)
        row.addWidget(self.cards, 1)
        parts = [seat.name, seat.total_text, translate("ScoreDialog", "Winner") if seat.won else "", seat.caption]
        self.setAccessibleName(", ".join(p for p in parts if p))


class Celebration(QWidget):
    """A short shower of gold stars over the winners' panels; draws nothing once done and
    lets every click through. Runs ``duration_ms(CELEBRATION_MS, factor)``; with factor 0
    (instant: tests, bots, replays) it is never created."""

    def __init__(self, parent: QWidget, factor: float, seed: int = 0) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setGeometry(parent.rect())
        rng = random.Random(seed)
        self._stars = [(rng.random(), rng.random() * 0.6, 4 + rng.random() * 6, rng.random() * 6.28)
                       for _ in range(28)]
        self._t = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(duration_ms(CELEBRATION_MS, factor))
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.hide)
        self.show()
        self.raise_()
        self.animation.start()

    def _step(self, value: Any) -> None:
        self._t = float(value)
        self.setGeometry(self.parentWidget().rect())
        self.update()

    def paintEvent(self, event: Any) -> None:
        if self._t <= 0 or self._t >= 1:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        fade = 1.0 - self._t
        for x, y0, size, phase in self._stars:
            cx = x * self.width() + math.sin(phase + self._t * 6) * 8
            cy = (y0 + self._t * 0.9) * self.height()
            colour = QColor(GOLD)
            colour.setAlphaF(max(0.0, min(1.0, fade * 1.2)))
            p.setPen(Qt.NoPen)
            p.setBrush(colour)
            p.drawPath(_star(cx, cy, size))
        p.end()


def _star(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        point = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        path.moveTo(*point) if i == 0 else path.lineTo(*point)
    path.closeSubpath()
    return path


def series_widget(table: sheet.SeriesTable, parent: QWidget | None = None) -> QWidget:
    """The standings: a title and a compact table, the leaders' rows bold and starred."""
    box = QWidget(parent)
    box.setObjectName("seriesStandings")
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 4, 0, 0)
    title = QLabel(table.title, box)
    font = title.font()
    font.setBold(True)
    title.setFont(font)
    layout.addWidget(title)
    rows = [list(r) for r in table.rows]
    mark = table.leader_mark
    # several leaders share the lead: said as a tie (issue 16 QA), as the presenters say theirs
    words = table.leader_words or (translate("ScoreDialog", "tied for the lead") if len(table.leaders) > 1
                                   else translate("ScoreDialog", "leader"))
    for i in table.leaders:
        if 0 <= i < len(rows) and mark and not rows[i][0].startswith(mark):
            rows[i][0] = mark + " " + rows[i][0]
    grid = score_table(list(table.headers), rows, bold_rows=table.leaders)
    grid.setObjectName("seriesTable")
    grid.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    grid.setMaximumWidth(grid.minimumWidth() + 8)   # hug the columns: a compact table
    grid.setAccessibleName(table.title)
    for r, cells in enumerate(rows):
        for c in range(len(cells)):
            item = grid.item(r, c)
            if item is not None:
                leader = words if r in table.leaders and c == 0 else ""
                if leader:
                    item.setToolTip(f"{mark} {leader}".strip())
                item.setData(Qt.ItemDataRole.AccessibleTextRole,
                             ", ".join(x for x in (f"{table.headers[c]}: {item.text()}", leader) if x))
    layout.addWidget(grid)
    if table.leaders and mark:   # the mark explained where it is seen (not the game winner's ★)
        legend = QLabel(f"{mark} {words}", box)
        legend.setObjectName("seriesLegend")
        legend.setAccessibleName(words)
        layout.addWidget(legend)
    return box


class ScoreView(QScrollArea):
    """The drawn score view: one :class:`SeatPanel` per participant (one or two columns as
    the width allows), then the series standings; scrolls only vertically."""

    def __init__(self, seats: Sequence[sheet.SeatSheet], series: sheet.SeriesTable | None,
                 width: int, parent: QWidget | None = None, card_scale: float = 1.0,
                 max_card: int | None = None, room: tuple[int, int] | None = None) -> None:
        """``width``: the dialog's width (px), which sets the cards' width (at most 96 px ×
        ``card_scale``, never below :data:`MIN_CARD_W`, at most ``max_card``); ``room``: the
        view's own width × height once laid out in the dialog - then the cards are the
        largest whose panels fit that height (:meth:`_fit`, computed before any panel is
        built), or stay as wide as the width allows when even the narrowest would scroll."""
        super().__init__(parent)
        self.setObjectName("scoreView")
        # the first Tab stop: a screen reader names it (QA of issue 16: it was unnamed)
        self.setAccessibleName(translate("ScoreDialog", "Each player's scored cards"))
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(self)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(*(scorefit.VIEW_MARGIN,) * 4)
        self.series = series_widget(series, body) if series is not None and series.rows else None
        if self.series is not None:   # the standings first: where the series stands
            outer.addWidget(self.series)
        card_w = max(MIN_CARD_W, round(min(96, width // 12) * card_scale))
        if max_card is not None:
            card_w = max(MIN_CARD_W, min(card_w, max_card))
        card_w, cols = scorefit.by_width(seats, width, card_w, max_card)
        self.fitted = False   # True: the cards were sized so that the view fits ``room``
        self.compact = False   # True: compact tiles (scorefit.tile_shape) were needed to fit
        self.planned_height: int | None = None
        if room is not None and seats:
            fit = self._fit(seats, width, card_w, room, outer.spacing())
            if fit is not None:
                (card_w, cols, self.compact), self.fitted = fit, True
        self.card_width, self.columns = card_w, cols
        grid = QGridLayout()
        grid.setSpacing(scorefit.panel_gap(self.compact))
        self.panels: list[SeatPanel] = []
        for i, seat in enumerate(seats):
            panel = SeatPanel(seat, card_w, body, self.compact)
            self.panels.append(panel)
            grid.addWidget(panel, i // cols, i % cols)
        outer.addLayout(grid)
        outer.addStretch(1)
        self.setWidget(body)
        self.celebrations: list[Celebration] = []

    def _fit(self, seats: Sequence[sheet.SeatSheet], width: int, card_w: int, room: tuple[int, int],
             spacing: int) -> tuple[int, int, bool] | None:
        """:func:`~.scorefit.choose` for this view (its font, its style's frames and scroll
        bar, its standings' height); records the counted height in :attr:`planned_height`."""
        style = self.style()
        # planned as wide as the viewport with a scroll bar: Qt tests the fit at the viewport's
        # present width, so a bar shown once at a smaller size would stay (83 px to scroll)
        room_w = room[0] - style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        series_h = self.series.sizeHint().height() if self.series is not None else 0
        plain = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)   # a StyledPanel's
        choice = scorefit.choose(seats, width, card_w, (room_w, room[1]), self.font(), series_h, spacing,
                                 lambda seat: WINNER_BORDER if seat.won else plain)
        if choice is None:
            return None
        card_w, cols, compact, self.planned_height = choice
        return card_w, cols, compact

    def overflow(self) -> int:
        """How many pixels (logical) the content is taller than the view at the view's present
        width: what it would scroll vertically (0: it fits)."""
        body = self.widget()
        need = body.heightForWidth(self.width()) if body.hasHeightForWidth() else -1
        if need < 0:
            need = body.sizeHint().height()
        return max(0, need - self.height())

    def panel_rows(self) -> int:
        """Rows of seat panels (each row is one card taller)."""
        return max(1, math.ceil(len(self.panels) / max(1, self.columns)))

    def celebrate(self, factor: float) -> list[Celebration]:
        """Start the winners' celebration at animation duration ``factor`` (0: none)."""
        if factor <= 0:
            return []
        self.celebrations = [Celebration(panel, factor, seed=i) for i, panel in enumerate(self.panels)
                             if panel.seat.won]
        return self.celebrations

    def tiles(self) -> list[CardTile]:
        return [t for panel in self.panels for t in panel.tiles]
