"""What a layout returns: where every item goes for one view (scene units, no Qt items).

The table vocabulary (docs/architecture.md, "The table vocabulary"): a game's layout
``plan(view, bottom_seat, seat_names) -> TablePlan`` describes its table with six generic
kinds, each keyed by a stable id that is also its click key:

- :class:`CardPlace` - a card (a face from the game's plug-in), centred on a point;
- :class:`TokenPlace` - a marker, coin, meeple...: a shape + colour (or a picture), an optional
  count and label;
- :class:`PilePlace` - a deck, discard pile, hidden victory-point pile or a fanned stack of
  small cards: faces drawn stacked or fanned, with a count;
- :class:`ZonePlace` - a framed area with a title and empty-slot outlines (a hand, a player's play area);
- :class:`SpacePlace` - a board space: a rectangle or a polygon that holds pieces and can be a
  click or drop target (hit-tested on its exact outline);
- :class:`TrackPlace` - a track: ordered spaces (e.g. a score or influence track), each a click target
  ``"<track key>:<index>"`` (:func:`track_space_key`).

The table knows no game: a game's particular pieces (a stack of one-use cards, a token that
selects a kind of move, a whole board) are uses of these kinds in its plug-in package
(docs/architecture.md shows a board drawn with them).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPolygonF

from .. import zvalues
from ..faces import FaceSpec

#: Token shapes the table draws (:class:`TokenPlace.shape`).
TOKEN_SHAPES = ("circle", "square", "diamond", "hexagon", "meeple")


@dataclass
class CardPlace:
    """A card centred at ``pos``; ``zone`` is the key of the zone (or board space) holding it."""

    key: str
    card: dict
    face: FaceSpec
    pos: QPointF
    scale: float
    rotation: float
    z: float
    zone: str
    owner_label: str = ""        # where the card is, for the hover preview
    origin: QPointF | None = None   # a card that appears flies in from here (e.g. a seat's hand)


@dataclass
class ZonePlace:
    """A framed area ``rect`` with a header (``title``, ``subtitle``, optional ``emblem``)
    and empty-slot outlines ``slots`` (scene rectangles). Its key is a click/drop target when
    the game's targeting lists it."""

    key: str
    rect: QRectF
    title: str
    subtitle: str = ""
    slots: list[QRectF] = field(default_factory=list)
    emphasis: bool = False
    emblem: QImage | None = None


@dataclass
class TokenPlace:
    """A token centred at ``pos``, ``size`` scene units across at scale 1.

    ``shape`` is one of :data:`TOKEN_SHAPES`; ``colour`` its fill (a ``QColor`` or a colour
    name); ``outline`` the rim colour; ``image`` a picture drawn instead of the shape (scaled to the token) when given;
    ``label`` a short text drawn on the shape (its first letters) and shown by ``texts()``;
    ``count`` > 1 draws a "×N" badge (e.g. 3 meeples of one colour on a space; 0 or 1: no
    badge); ``dimmed`` draws it half transparent (e.g. in a tray, not in play); ``clickable``
    makes its key a click target (otherwise clicks go to what lies under it); ``tooltip`` is
    shown on hover."""

    key: str
    pos: QPointF
    shape: str = "circle"
    colour: Any = "#555555"
    size: float = 34.0
    scale: float = 1.0
    rotation: float = 0.0
    z: float = zvalues.TOKEN
    label: str = ""
    count: int = 0
    image: QImage | None = None
    outline: Any = "#f3d27a"
    dimmed: bool = False
    clickable: bool = False
    tooltip: str = ""

    def __post_init__(self) -> None:
        if self.shape not in TOKEN_SHAPES:
            raise ValueError(f"token {self.key!r}: unknown shape {self.shape!r} (one of {TOKEN_SHAPES})")
        if self.count < 0:
            raise ValueError(f"token {self.key!r}: negative count {self.count}")


@dataclass
class PilePlace:
    """A pile whose top-left corner is ``top_left``; each piece is ``piece_w`` × ``piece_h``
    scene units at scale 1.

    ``faces`` are the pieces shown, bottom first (faces as for cards, drawn through the face
    cache at the on-screen size): with ``step`` > 0 they are fanned (each ``step`` piece
    widths right of the previous one, e.g. a row of one-use cards), with ``step`` == 0 stacked
    (a deck: a few edges show its thickness). ``count`` is how many pieces the pile holds
    (default: ``len(faces)``); ``show_count`` draws it as a badge (a deck, a hidden VP pile
    whose contents are secret). ``caption`` is a line under the pile."""

    key: str
    top_left: QPointF
    faces: Sequence[FaceSpec]
    piece_w: float
    piece_h: float
    scale: float = 1.0
    step: float = 0.0
    count: int | None = None
    show_count: bool = False
    caption: str = ""
    z: float = zvalues.PILE

    def __post_init__(self) -> None:
        if self.count is None:
            self.count = len(self.faces)
        if self.count < 0:
            raise ValueError(f"pile {self.key!r}: negative count {self.count}")

    def body_size(self) -> tuple[float, float]:
        """Width and height of the pile's pieces at scale 1 (caption excluded)."""
        return body_width(len(self.faces), self.piece_w, self.step), self.piece_h


def body_width(pieces: int, piece_w: float, step: float) -> float:
    """Width of a pile of ``pieces`` pieces ``piece_w`` wide fanned by ``step`` (scale 1)."""
    return piece_w * (1 + step * max(0, pieces - 1))


@dataclass
class SpacePlace:
    """A board space: ``polygon`` (scene points, at least 3) or, when empty, ``rect``.

    ``title`` is drawn inside (at the top), ``subtitle`` under it (e.g. "2/3": pieces and
    capacity); ``colour`` its fill; ``capacity`` how many pieces it holds (None: any; the
    layout uses :meth:`piece_points` to place them). The space is hit-tested on its outline,
    so a click just outside a polygon's edge does not select it."""

    key: str
    rect: QRectF = field(default_factory=QRectF)
    polygon: Sequence[QPointF] = ()
    title: str = ""
    subtitle: str = ""
    colour: Any = "#3b5d4a"
    capacity: int | None = None
    emphasis: bool = False
    z: float = zvalues.BOARD

    def __post_init__(self) -> None:
        if self.polygon and len(self.polygon) < 3:
            raise ValueError(f"space {self.key!r}: a polygon needs 3 points or more")
        if not self.polygon and self.rect.isEmpty():
            raise ValueError(f"space {self.key!r}: needs a rect or a polygon")

    def outline(self) -> QPolygonF:
        """The space's outline in scene coordinates."""
        if self.polygon:
            return QPolygonF(list(self.polygon))
        return QPolygonF(self.rect)

    def bounds(self) -> QRectF:
        return self.outline().boundingRect()

    def piece_points(self, n: int, piece: float = 34.0) -> list[QPointF]:
        """``n`` centres for pieces ``piece`` units across inside the space, in reading order
        (a grid around the space's centre, below the title). Raises ``ValueError`` when ``n``
        exceeds ``capacity``."""
        if self.capacity is not None and n > self.capacity:
            raise ValueError(f"space {self.key!r}: {n} pieces, capacity {self.capacity}")
        if n <= 0:
            return []
        b = self.bounds()
        cols = max(1, min(n, int(b.width() * 0.8 // piece) or 1))
        rows = math.ceil(n / cols)
        top = b.center().y() - (rows - 1) * piece / 2 + (8.0 if self.title else 0.0)
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x = b.center().x() + (c - (in_row - 1) / 2) * piece
            out.append(QPointF(x, top + r * piece))
        return out


@dataclass
class TrackPlace:
    """A track of ``len(labels)`` ordered spaces laid along ``rect`` (left to right, or top
    to bottom when ``vertical``), under a header ``title``. Space ``i`` has the click key
    ``track_space_key(key, i)`` and shows ``labels[i]``; ``current`` marks one space (e.g.
    where a marker is) with emphasis, or None."""

    key: str
    rect: QRectF
    title: str
    labels: Sequence[str]
    vertical: bool = False
    current: int | None = None
    colour: Any = "#2f4858"
    z: float = zvalues.BOARD

    HEADER = 22.0
    GAP = 4.0

    def __post_init__(self) -> None:
        if not self.labels:
            raise ValueError(f"track {self.key!r}: needs at least one space")

    def space_rects(self) -> list[QRectF]:
        """The scene rectangle of each space, in order (for placing tokens on them)."""
        n = len(self.labels)
        body = QRectF(self.rect.left(), self.rect.top() + self.HEADER,
                      self.rect.width(), self.rect.height() - self.HEADER)
        out = []
        if self.vertical:
            h = (body.height() - self.GAP * (n - 1)) / n
            for i in range(n):
                out.append(QRectF(body.left(), body.top() + i * (h + self.GAP), body.width(), h))
        else:
            w = (body.width() - self.GAP * (n - 1)) / n
            for i in range(n):
                out.append(QRectF(body.left() + i * (w + self.GAP), body.top(), w, body.height()))
        return out

    def spaces(self) -> list[SpacePlace]:
        """The track's spaces as board spaces (what the scene shows and hit-tests)."""
        return [SpacePlace(track_space_key(self.key, i), rect, title=label, colour=self.colour,
                           emphasis=i == self.current, z=self.z + 1)
                for i, (rect, label) in enumerate(zip(self.space_rects(), self.labels))]


def track_space_key(track: str, index: int) -> str:
    """Click key of space ``index`` (0-based) of track ``track``."""
    return f"{track}:{index}"


def colour(value: Any) -> QColor:
    """``value`` (a ``QColor`` or a colour name such as ``"#aa3322"``) as a ``QColor``.
    Raises ``ValueError`` for a name Qt does not know."""
    c = QColor(value)
    if not c.isValid():
        raise ValueError(f"not a colour: {value!r}")
    return c


@dataclass
class TablePlan:
    """Everything a layout places, by kind and key (keys are unique across kinds).

    ``bounds``: the table area the plan uses, in scene units, which the view fits to the
    window (None: the whole ``geometry.SCENE_RECT``, 1600 x 1000). A plan laid out for a
    window taller than 16:10 gives a taller rectangle, so the table fills the window instead
    of leaving empty felt above and below it."""

    cards: dict[str, CardPlace] = field(default_factory=dict)
    zones: dict[str, ZonePlace] = field(default_factory=dict)
    tokens: dict[str, TokenPlace] = field(default_factory=dict)
    piles: dict[str, PilePlace] = field(default_factory=dict)
    spaces: dict[str, SpacePlace] = field(default_factory=dict)
    tracks: dict[str, TrackPlace] = field(default_factory=dict)
    bounds: QRectF | None = None

    def add(self, place: Any) -> Any:
        """Put ``place`` (any of the kinds) in its table under its key; returns it. Raises
        ``ValueError`` when the key is already used by another item."""
        table = {CardPlace: self.cards, ZonePlace: self.zones, TokenPlace: self.tokens,
                 PilePlace: self.piles, SpacePlace: self.spaces, TrackPlace: self.tracks}[type(place)]
        if any(place.key in t for t in self.kinds().values() if t is not table):
            raise ValueError(f"key {place.key!r} used twice")
        table[place.key] = place
        return place

    def kinds(self) -> dict[str, dict]:
        return {"cards": self.cards, "zones": self.zones, "tokens": self.tokens,
                "piles": self.piles, "spaces": self.spaces, "tracks": self.tracks}
