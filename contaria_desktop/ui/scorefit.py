"""How large the drawn score view's cards can be (issue 16), computed once before the view is
built: the shapes of its card tiles (:func:`tile_shape`: card, badge rows, the reason wrapped
under it, the points pill), the wrapping rows they make (:func:`arrange`, also what
``scoreview.FlowLayout`` places), and the height of the whole view for a card width and a
number of columns (:class:`FitModel`) - so the score dialog picks the largest card width whose
view fits its room, instead of building the view, measuring the overflow and rebuilding it.

All sizes are logical pixels. No widget is created here: only fonts and font metrics.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from ..games import scoresheet as sheet
from ..games.widgets import signed_points
from ..i18n.hyphens import hyphenated
from ..table import faces
from ..table.geometry import CARD_H, CARD_W

# The narrowest card the score view draws, in pixels (logical): below it a face's words are
# too small to read, so the view scrolls vertically instead of shrinking further.
MIN_CARD_W = 52
# Pixel size of a badge that is one symbol ("✓", "✕", "?", "*"): larger than the 11 px of
# numbers, whose glyphs are small in most fonts (issue 16: CharLatão's ✓ was ~6 px tall at
# 1024×640; at 15 px it is ≥ 9 px).
SYMBOL_PX = 15
#: the points pill under a card: its height with the gap above it (px); compact: lower
PILL_H, COMPACT_PILL_H = 20, 18
#: the gap between a card and a reason drawn beside it (compact tiles), px, and that
#: reason's column width for a card 1 px wide
SIDE_GAP, SIDE_W = 4, 1.25
#: the chrome of the view's parts (px), as ``scoreview`` lays them out: a seat panel's inner
#: margins (left/right, top/bottom), the head column's width and the gap after it, the gaps
#: between cards, between framed groups and between panels, a group's inner margins
PANEL_MARGIN_X, PANEL_MARGIN_Y = 8, 6
HEAD_W, HEAD_GAP = 124, 6
TILE_GAP, GROUP_TILE_GAP, PANEL_GAP, VIEW_MARGIN = 6, 4, 8, 4
GROUP_MARGINS = (4, 2, 4, 4)   # left, top, right, bottom
GROUP_SPACING = 2
#: compact views (:func:`tile_shape`): lower panel margins and gaps between panels
COMPACT_PANEL_MARGIN_Y, COMPACT_PANEL_GAP = 3, 4


def panel_margin_y(compact: bool) -> int:
    """A seat panel's top and bottom margin (px)."""
    return COMPACT_PANEL_MARGIN_Y if compact else PANEL_MARGIN_Y


def panel_gap(compact: bool) -> int:
    """The gap between two seat panels (px)."""
    return COMPACT_PANEL_GAP if compact else PANEL_GAP


def badge_text_font(base: QFont, text: str) -> QFont:
    """The font a badge's ``text`` is drawn in (cards and legend alike): 11 px bold, or
    :data:`SYMBOL_PX` for a lone symbol."""
    font = QFont(base)
    font.setPixelSize(SYMBOL_PX if len(text) == 1 and not text.isalnum() else 11)
    font.setBold(True)
    return font


def card_height(width: int) -> int:
    """A card's height for its ``width`` (the table's proportions)."""
    return round(width * CARD_H / CARD_W)


@dataclass
class TileShape:
    """Where a card tile's parts go (y from the tile's top): the card ``w`` × ``h``, its
    badges' rectangles (in rows under the card; ``inline``: on the pill's line instead, x
    from the start of that line), the reason under them (``reason_font``, ``reason_flags``,
    ``reason_text`` - hyphenated if need be - and ``reason_h``, 0 for none) or beside the
    card in a column ``side_w`` px wide (0: under it; the pill's line then spans both), the pill (``pill_h`` high, 0 without
    points, ``pill_w`` wide)."""

    w: int
    h: int
    badge_rects: list[QRectF]
    badges_h: float
    reason_font: QFont
    reason_flags: Any
    reason_text: str
    reason_h: float
    pill_h: int
    pill_w: float = 0.0
    side_w: int = 0
    inline: bool = False
    bottom: int = 2   # the space under the pill (compact: none)

    @property
    def tile_w(self) -> int:
        """The tile's width: the card's, and the reason's column beside it if any."""
        return self.w + (SIDE_GAP + self.side_w if self.side_w else 0)

    @property
    def block_h(self) -> float:
        """The card's height, or the reason beside it when that is taller."""
        return max(float(self.h), self.reason_h) if self.side_w else float(self.h)

    @property
    def under_h(self) -> float:
        """The height the reason takes under the card (none when beside it)."""
        return self.reason_h + 2 if self.reason_h and not self.side_w else 0.0

    @property
    def pill_top(self) -> float:
        return self.block_h + self.badges_h + self.under_h

    @property
    def natural_h(self) -> int:
        return round(self.pill_top + self.pill_h + self.bottom)

    def row_metrics(self) -> tuple[float, float, float]:
        """(where its badges end, the height its reason needs under them, the height its
        pill needs): what :func:`arrange` lines up in a row of tiles."""
        return self.block_h + self.badges_h, self.under_h, self.pill_h + self.bottom

    def inline_width(self) -> float:
        """The width of the pill's line when the badges are on it (badges, then the pill)."""
        return sum(r.width() + 2 for r in self.badge_rects) + self.pill_w


def badge_rects(badges: Sequence[sheet.Badge], width: int, top: float, base: QFont, pad: int = 8) -> list[QRectF]:
    """Where ``badges`` go: in rows from ``top``, left to right, wrapping in ``width``; each
    ``pad`` px wider than its text."""
    font = QFont(base)
    font.setPixelSize(11)
    font.setBold(True)
    h = QFontMetricsF(font).height() + 2
    rects, x, y = [], 0.0, top
    for badge in badges:
        advance = QFontMetricsF(badge_text_font(font, badge.text)).horizontalAdvance(badge.text)
        w = min(advance + pad, float(width))
        if x > 0 and x + w > width:
            x, y = 0.0, y + h + 2
        rects.append(QRectF(x, y, w, h))
        x += w + 2
    return rects


def fit_reason(reason: str, width: int, base: QFont, small: bool = False,
               align: Any = Qt.AlignHCenter) -> tuple[QFont, Any, str, float]:
    """The font, flags, text and height of ``reason`` under a card ``width`` px wide: wrapped
    at word breaks at 11 px (``small``: at the readable floor), shrunk to the readable floor
    (9 px at least) when a word is wider than the card, broken at a syllable (hyphen shown)
    below that, anywhere rather than cut. ``align``: the lines' horizontal alignment."""
    font = QFont(base)
    flags = align | Qt.AlignTop | Qt.TextWordWrap
    if not reason:
        return font, flags, reason, 0.0
    floor = max(9.0, faces.text_floor())
    px = floor if small else max(11.0, floor)
    text = reason
    while True:
        font.setPixelSize(round(px))
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e4), flags, text)
        if box.width() <= width + 0.5 or px <= floor:
            break
        px -= 1.0
    if box.width() > width + 0.5:
        text = hyphenated(reason)
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e4), flags, text)
    if box.width() > width + 0.5:
        flags = align | Qt.AlignTop | Qt.TextWrapAnywhere
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e4), flags, text)
    return font, flags, text, float(math.ceil(box.height()))


def pill_width(text: str, width: int, base: QFont, compact: bool) -> float:
    """The points pill's width for ``text`` under a card ``width`` px wide: at least 60 % of
    the card, or (``compact``) just the text's."""
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(13)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    return advance + 8 if compact else max(advance + 14, width * 0.6)


def tile_shape(card: sheet.ScoreCard, width: int, base: QFont, compact: bool = False) -> TileShape:
    """The parts of ``card``'s tile at card ``width`` px (``base``: the widget's font).
    ``compact`` (a score view that would scroll otherwise, issue 16: CharLatão and Dark Tales
    at 1024×640): the reason at the readable floor, beside the card when it would take more
    than two lines under it; the badges on the pill's line when they fit the card's width;
    a lower pill."""
    h = card_height(width)
    points = signed_points(card.points) if card.points is not None else ""
    pill_h = (COMPACT_PILL_H if compact else PILL_H) if card.points is not None else 0
    font, flags, text, reason_h = fit_reason(card.reason, width, base, small=compact)
    side = 0
    if compact and reason_h > 2.5 * QFontMetricsF(font).lineSpacing():   # over two lines: beside the card
        side = round(width * SIDE_W)
        font, flags, text, reason_h = fit_reason(card.reason, side, base, small=True, align=Qt.AlignLeft)
    block = max(float(h), reason_h) if side else float(h)
    rects = badge_rects(card.badges, width, block + 2.0, base)
    shape = TileShape(width, h, badge_rects(card.badges, 10_000, 0.0, base, pad=6), 0.0, font, flags, text,
                      reason_h, pill_h, pill_width(points, width, base, compact) if points else 0.0, side,
                      bottom=0 if compact else 2)
    if compact and rects and pill_h and shape.inline_width() <= shape.tile_w + 0.5:
        shape.inline = True   # one line: the badges (a little tighter), then the pill
    else:
        shape.badge_rects = rects
        shape.badges_h = (max(r.bottom() for r in rects) - block + 2) if rects else 0.0
    return shape


@dataclass
class Entry:
    """One item of a flow of rows: its preferred ``w`` × ``h``, its ``metrics`` when it is a
    card tile (:meth:`TileShape.row_metrics`, lined up with its row's), and ``hfw``, its
    height for a narrower width when it wraps inside (a group of cards), or None."""

    w: int
    h: int
    metrics: tuple[float, float, float] | None = None
    hfw: Callable[[int], int] | None = None


def arrange(entries: Sequence[Entry], width: int, gap: int) -> tuple[int, list[tuple[int, int, int, int]],
                                                                    list[tuple[float, float] | None]]:
    """Items left to right in rows ``width`` px wide, wrapping (``gap`` px between items and
    rows); in a row, the tiles share one line for their reasons and one for their pills
    (issue 16 QA). Returns the height used, each item's rectangle ``(x, y, w, h)`` and, for a
    tile, the ``(reason_top, pill_top)`` of its row."""
    rows: list[list[tuple[int, int, int]]] = [[]]
    x = 0
    for i, entry in enumerate(entries):
        w, h = entry.w, entry.h
        if w > width > 0:   # a group wider than the row: it wraps inside
            w, h = width, (entry.hfw(width) if entry.hfw is not None else h)
        if x + w > width and rows[-1]:
            rows.append([])
            x = 0
        rows[-1].append((i, w, h))
        x += w + gap
    rects: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)] * len(entries)
    lines: list[tuple[float, float] | None] = [None] * len(entries)
    y = 0
    for n, row in enumerate(r for r in rows if r):
        metrics = [entries[i].metrics for i, _, _ in row if entries[i].metrics is not None]
        reason_top = max((m[0] for m in metrics), default=0.0)
        pill_top = reason_top + max((m[1] for m in metrics), default=0.0)
        if n:
            y += gap
        x, row_h = 0, 0
        for i, w, h in row:
            m = entries[i].metrics
            if m is not None:
                h = max(h, math.ceil(pill_top + m[2]))
                lines[i] = (reason_top, pill_top)
            rects[i] = (x, y, w, h)
            x += w + gap
            row_h = max(row_h, h)
        y += row_h
    return y, rects, lines


class FitModel:
    """The drawn view's height for a card width and a number of columns, from the seats'
    cards alone (no widget is built): what :class:`~.scoreview.ScoreView` asks before it
    builds its panels. ``font``: the view's font; ``title_h``: a group heading's height;
    ``frame``: a seat panel's frame width, the widest (``frame_of(seat)``: each one's, a
    winner's gold border is wider); ``head_h(seat)``: a panel's name column height;
    ``spacing``: the gap between the standings and the panels."""

    def __init__(self, seats: Sequence[sheet.SeatSheet], font: QFont, title_h: int, frame: int,
                 head_h: Callable[[sheet.SeatSheet], int], spacing: int, compact: bool = False,
                 frame_of: Callable[[sheet.SeatSheet], int] | None = None) -> None:
        self.seats = list(seats)
        self.font = font
        self.title_h = title_h
        self.frame = frame
        self.frame_of = frame_of or (lambda seat: frame)
        self.head_h = head_h
        self.spacing = spacing
        self.compact = compact
        self._shapes: dict[tuple[int, int], list[TileShape]] = {}

    def shapes(self, seat: int, card_w: int) -> list[TileShape]:
        key = (seat, card_w)
        if key not in self._shapes:
            self._shapes[key] = [tile_shape(c, card_w, self.font, self.compact) for c in self.seats[seat].cards]
        return self._shapes[key]

    def _entries(self, seat: int, card_w: int) -> list[Entry]:
        """The panel's flow items: its ungrouped tiles and its framed groups of tiles."""
        shapes = self.shapes(seat, card_w)
        cards = self.seats[seat].cards
        out: list[Entry] = []
        run: list[TileShape] = []
        for i, (card, shape) in enumerate(zip(cards, shapes)):
            if not card.group:
                out.append(Entry(shape.tile_w, shape.natural_h, shape.row_metrics()))
                continue
            run.append(shape)
            if i + 1 == len(cards) or cards[i + 1].group != card.group:
                out.append(self._group(run))
                run = []
        if not cards:
            out.append(Entry(card_w, card_height(card_w)))
        return out

    def _group(self, shapes: Sequence[TileShape]) -> Entry:
        tiles = [Entry(s.tile_w, s.natural_h, s.row_metrics()) for s in shapes]
        left, top, right, bottom = GROUP_MARGINS
        chrome_w, chrome_h = left + right + 2, top + bottom + 2 + self.title_h + GROUP_SPACING   # 1 px border

        def hfw(width: int) -> int:
            return chrome_h + arrange(tiles, width - chrome_w, GROUP_TILE_GAP)[0]
        one_row = sum(t.w for t in tiles) + GROUP_TILE_GAP * (len(tiles) - 1)
        return Entry(one_row + chrome_w, hfw(one_row + chrome_w), None, hfw)

    def panel_height(self, seat: int, card_w: int, panel_w: int) -> int:
        """A seat panel ``panel_w`` px wide with cards ``card_w`` px wide: its height."""
        frame = self.frame_of(self.seats[seat])
        cards_w = panel_w - 2 * frame - 2 * PANEL_MARGIN_X - HEAD_W - HEAD_GAP
        flow = arrange(self._entries(seat, card_w), cards_w, TILE_GAP)[0]
        return 2 * frame + 2 * panel_margin_y(self.compact) + max(flow, self.head_h(self.seats[seat]))

    def widest_entry(self, card_w: int) -> int:
        """The widest flow item of any panel (a group that should not wrap inside)."""
        return max((e.w for s in range(len(self.seats)) for e in self._entries(s, card_w)), default=0)

    def height(self, card_w: int, cols: int, view_w: int, series_h: int) -> int:
        """The view's content height with cards ``card_w`` px wide in ``cols`` columns of
        panels, ``view_w`` px wide, under standings ``series_h`` px tall (0: none)."""
        gap = panel_gap(self.compact)
        panel_w = (view_w - 2 * VIEW_MARGIN - gap * (cols - 1)) // cols
        heights = [self.panel_height(s, card_w, panel_w) for s in range(len(self.seats))]
        rows = [max(heights[r:r + cols]) for r in range(0, len(heights), cols)]
        grid = sum(rows) + gap * max(0, len(rows) - 1)
        return 2 * VIEW_MARGIN + (series_h + self.spacing if series_h else 0) + grid


def head_height(seat: sheet.SeatSheet, base: QFont) -> int:
    """The height of a seat panel's name column (px; ``scoreview.SeatPanel``): the name
    (bold, wrapped), the total (large), "Winner", the caption, 2 px apart."""
    def lines(text: str, font: QFont) -> float:
        return QFontMetricsF(font).boundingRect(QRectF(0, 0, HEAD_W, 1e4), Qt.TextWordWrap, text).height()
    bold = QFont(base)
    bold.setBold(True)
    parts = [lines(("★ " if seat.won else "") + seat.name, bold)]
    if seat.total_text:
        big = QFont(bold)
        big.setPointSizeF(big.pointSizeF() * (2.0 if len(seat.total_text) <= 6 else 1.15))
        parts.append(lines(seat.total_text, big))
    if seat.won:
        parts.append(QFontMetricsF(base).height())
    if seat.caption:
        parts.append(lines(seat.caption, base))
    return math.ceil(sum(parts) + 2 * (len(parts) - 1))


def by_width(seats: Sequence[sheet.SeatSheet], width: int, card_w: int, max_card: int | None) -> tuple[int, int]:
    """(card width, columns) from the dialog's ``width`` alone: two columns when the longest
    row of cards fits in half the width; three or more panels of a few cards (Contária's five
    tales at 1024×640) take cards a little smaller (85 % at least) in two columns rather than
    one long column to scroll (issue 16 QA)."""
    most = max((len(seat.cards) for seat in seats), default=0)
    half = (width - 40) // 2
    cols = 2 if len(seats) > 1 and HEAD_W + 30 + most * (card_w + 6) <= half else 1
    fitted = (half - HEAD_W - 30) // max(1, most) - 6
    if cols == 1 and len(seats) > 2 and fitted >= max(MIN_CARD_W, round(card_w * 0.85)):
        return min(fitted, max_card or fitted), 2
    return card_w, cols


def choose(seats: Sequence[sheet.SeatSheet], width: int, card_w: int, room: tuple[int, int], font: QFont,
           series_h: int, spacing: int, frame_of: Callable[[sheet.SeatSheet], int]) -> tuple[int, int, bool, int] | None:
    """The largest (card width, columns, compact, counted height), cards from ``card_w`` down
    to :data:`MIN_CARD_W` (more at a readable floor above 9 px), whose panels and standings
    (``series_h`` px, then ``spacing``) fit ``room`` (the view's width × height) without
    scrolling, counted by :class:`FitModel` before any panel exists (issue 16: Contária's five
    tales scrolled 37 px at 1024×640 under a three-row legend); the columns are the width's
    (:func:`by_width`, ``width``: the dialog's), else two when every group of cards fits half
    the width; compact tiles (reasons small or beside the card, badges on the pill's line)
    only when no card size fits otherwise (Dark Tales at 1024×640). None when even the
    narrowest cards would scroll (then they stay as wide as the width allows)."""
    bold = QFont(font)
    bold.setBold(True)
    frame = max(frame_of(seat) for seat in seats)
    for compact in (False, True):
        model = FitModel(seats, font, math.ceil(QFontMetricsF(bold).height()), frame,
                         lambda seat: head_height(seat, font), spacing, compact, frame_of)
        best = _largest(model, width, card_w, room, series_h)
        if best is not None:
            return best[0], best[1], compact, model.height(best[0], best[1], room[0], series_h)
    return None


def _largest(model: FitModel, width: int, card_w: int, room: tuple[int, int], series_h: int) -> tuple[int, int] | None:
    """:func:`choose` for one kind of tile: the largest (card width, columns) that fits."""
    seats, (room_w, room_h) = model.seats, room
    half_cards = (room_w - 2 * VIEW_MARGIN - panel_gap(model.compact)) // 2 - 2 * model.frame - \
        2 * PANEL_MARGIN_X - HEAD_W - HEAD_GAP

    def layouts(w: int) -> list[tuple[int, int]]:
        w, cols = by_width(seats, width, w, w)
        other = [(w, 2)] if cols == 1 and len(seats) > 1 and model.widest_entry(w) <= half_cards else []
        return [(w, cols)] + other

    def fitting(w: int) -> tuple[int, int] | None:
        return next((c for c in layouts(w) if model.height(c[0], c[1], room_w, series_h) <= room_h), None)

    # MIN_CARD_W is for the 9 px floor of a 1024×640 window: a face's words need more room at a
    # larger floor (CharLatão's "Babylonian Buyer" left its name out below 60 px at 11 px)
    narrowest = min(card_w, max(MIN_CARD_W, round(MIN_CARD_W * max(9.0, faces.text_floor()) / 9.0)))
    best = fitting(card_w)
    if best is None and card_w > narrowest and fitting(narrowest) is not None:
        low, high = narrowest, card_w   # fits at low, not at high: the largest that fits
        while high - low > 1:
            mid = (low + high) // 2
            low, high = (mid, high) if fitting(mid) is not None else (low, mid)
        best = fitting(low)
    return best
