"""What a layout returns: where every item goes for one view (scene units, no Qt items).

A layout module per game exposes ``plan(view, bottom_seat, seat_names) -> TablePlan``."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage

from ..faces import FaceSpec


@dataclass
class CardPlace:
    """A card centred at ``pos``; ``zone`` is the key of the zone holding it."""

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
    key: str
    rect: QRectF
    title: str
    subtitle: str = ""
    slots: list[QRectF] = field(default_factory=list)
    emphasis: bool = False
    emblem: QImage | None = None


@dataclass
class MirrorPlace:
    key: str
    seat: int
    top_left: QPointF
    scale: float
    total: int
    used: int
    caption: str = ""


@dataclass
class MarkerPlace:
    key: str
    marker: str
    pos: QPointF
    scale: float
    rotation: float
    z: float
    on_table: bool              # False: in the tray (on no card), drawn dimmed
    label: str = ""


@dataclass
class TablePlan:
    cards: dict[str, CardPlace] = field(default_factory=dict)
    zones: dict[str, ZonePlace] = field(default_factory=dict)
    mirrors: dict[str, MirrorPlace] = field(default_factory=dict)
    markers: dict[str, MarkerPlace] = field(default_factory=dict)
