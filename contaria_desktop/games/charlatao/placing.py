"""Shared pieces of the CharLatão layout (``layout.py``): sizes and places
in scene units, the per-plan context and the card row/fan helper."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF

from ...i18n.formatting import fill, is_you
from ...i18n.names import short_name
from ...table.geometry import CARD_H, CARD_W
from ...table.items.zone import HEADER_H
from ...table.layouts.base import CardPlace, TablePlan, ZonePlace
from ...table.zvalues import card_z
from . import hover
from .faces import CharlataoFace, card_dict
from .text import charlatao_table

PAD = 10.0
HAND_SCALE = 1.25          # the viewer's hand
TRICK_SCALE = 1.1
BOARD_SCALE = 0.95         # quality spaces and discard pile
CHAR_SCALE = 1.0           # other seats' character cards: their names printed whole (18.3)
PILE_SCALE = 0.62
BACK_SCALE = 0.55          # other seats' hands and passing choices
SIDE_SCALE = 0.72          # own passing slots and the last trick

OWN_TOP = 752.0
OWN_H = 242.0
CENTRE_LEFT, CENTRE_RIGHT = 312.0, 1288.0

SETUP_PHASES = ("choose_excellent", "discard", "pass")


class Ctx:
    """One plan's shared state: the view, names, and the plan being filled."""

    def __init__(self, view: dict, bottom: int, names: Sequence[str] | None) -> None:
        self.view = view
        self.k = hover.Knowledge(view, names)
        self.n = self.k.n
        self.viewer = view.get("viewer")
        self.bottom = bottom
        self.duel = view.get("variant") == "two_player" or self.n == 2
        self.out = TablePlan()
        self.side = str(view.get("side") or "")
        self.anchors: dict[Any, QPointF] = {}     # seat (or "ea_nasir") -> where its hand is
        self.phase = view.get("phase")

    def name(self, seat: Any) -> str:
        return self.k.seat(seat)

    def you(self, seat: Any) -> bool:
        """True when the table says "you"/"your" of ``seat``: the viewer, played by a person
        (a bot's own view, ``--view-seat``, names the bot: :func:`formatting.is_you`)."""
        return isinstance(seat, int) and is_you(seat, self.viewer, self.k.names)

    def short(self, seat: Any) -> str:
        """A caption's short name of ``seat``: "You" for the viewer, a default bot name without
        its difficulty ("Bot 3", :func:`names.short_name`), else :meth:`name`; the full label is
        in the hover preview (issue 18.3: "Player 1 (you)" does not fit a trick slot; QA: "Bot 3
        (Nor…" on the last trick). :meth:`row` and :meth:`caption` use it where the whole name
        does not fit."""
        if self.you(seat):
            return charlatao_table.tr("You")
        return short_name(self.name(seat))

    def row(self, seats: Sequence[Any], width: float) -> list[str]:
        """Captions of a row of headers each ``width`` scene units wide (the trick's slots):
        every seat's :meth:`name` when all of them fit, else every seat's short form (QA: "Bot 2
        | Bot 3 (Hard) | Bot 4 (Easy)" mixed the forms in one row)."""
        if all(header_width(self.name(s)) <= width for s in seats):
            return [self.name(s) for s in seats]
        return [self.short(s) for s in seats]

    def caption(self, template: str, seat: Any, width: float) -> str:
        """``template`` ("to %1") filled with the name of ``seat`` when the whole caption fits
        a header ``width`` scene units wide, else with its short form ("para o Robô 2", not
        "para o Robô 2 (Difí…"; the full name is in the hover)."""
        whole = fill(template, self.name(seat))
        if header_width(whole) <= width:
            return whole
        return fill(template, self.short(seat))

    def zone(self, key: str, rect: QRectF, title: str, subtitle: str = "", emphasis: bool = False,
             slots: list[QRectF] | None = None) -> ZonePlace:
        zone = ZonePlace(key, rect, title, subtitle, list(slots or []), emphasis)
        self.out.zones[key] = zone
        return zone

    def card(self, key: str, face: CharlataoFace, centre: QPointF, scale: float, zone: str,
             lines: list, z: int = 0, rotation: float = 0.0, pictures: list | None = None,
             origin: QPointF | None = None, **fields: Any) -> None:
        """Place card ``"card:" + key``; ``lines`` (and ``pictures``) are its hover preview;
        a card that appears flies in from ``origin`` (e.g. the hand of the seat that played it)."""
        info = card_dict(face.kind, lines=lines, **fields)
        if pictures:
            info["preview_faces"] = pictures
        self.out.cards["card:" + key] = CardPlace(
            key="card:" + key, card=info, face=face, pos=centre, scale=scale, rotation=rotation,
            z=card_z(z), zone=zone, origin=origin)


def space_h() -> float:
    return HEADER_H + CARD_H * BOARD_SCALE + 14


def slot_h() -> float:
    return HEADER_H + CARD_H * TRICK_SCALE + 14


def fan(c: Ctx, keys_faces: list[tuple[str, CharlataoFace, list, dict]], left: float, right: float,
         top: float, scale: float, zone: str, arc: bool) -> None:
    """Cards in a row between ``left`` and ``right`` (overlapping when they must), fanned
    along a shallow arc when ``arc``. A card with a caption ribbon (``face.tag``, e.g. "from
    Ana" on a received card) lies on top of its neighbours, so the caption is not covered; in
    a crowded row it is also lifted, so the next card still shows a strip to click."""
    count = len(keys_faces)
    w = CARD_W * scale
    pitch = w + 6
    if count > 1 and (count - 1) * pitch + w > right - left:
        pitch = (right - left - w) / (count - 1)
    total = w + (count - 1) * pitch if count else 0.0
    x0 = (left + right - total) / 2
    mid = (count - 1) / 2
    for i, (key, face, lines, fields) in enumerate(keys_faces):
        rotation = dy = 0.0
        if arc and count > 1:
            t = (i - mid) / max(mid, 1)
            rotation = t * min(7.0, 1.0 * count)
            dy = t * t * 10.0
        z = i
        if face.tag and count > 1:
            z = i + count
            if 2 * pitch - w < 0.3 * w:   # the next card would be hidden between its neighbours
                dy -= 0.22 * CARD_H * scale
        centre = QPointF(x0 + w / 2 + i * pitch, top + CARD_H * scale / 2 + dy)
        c.card(key, face, centre, scale, zone, lines, z=z, rotation=rotation, **fields)


# Scene size at which a header is measured: the header draws at most 15 scene px, but never
# below the readable floor on screen (11 px at 1280×800, 9 px at 1024×640), which at the
# table's scale in the main window (about 0.62 and 0.52) is 17-18 scene px; measured above.
TITLE_MEASURE_PX = 20.0


def header_width(title: str) -> float:
    """Scene width a zone needs to show ``title`` whole in its bold header at the readable
    size (:data:`TITLE_MEASURE_PX`; ``table/items/zone.py``: 10 px margins each side)."""
    from PySide6.QtGui import QFontMetricsF, QGuiApplication
    from ...table.faces import fit_font
    if QGuiApplication.instance() is None:     # no fonts without an app (plain layout tests): about
        return len(title) * 0.5 * TITLE_MEASURE_PX + 2 * 10 + 8
    font = fit_font(title, 1e9, TITLE_MEASURE_PX, TITLE_MEASURE_PX, bold=True)
    return QFontMetricsF(font).horizontalAdvance(title) + 2 * 10 + 8


def note_width(note: str) -> float:
    """Scene width a zone header's side note (its subtitle, "+53 points") takes at the
    readable size (``table/items/zone.py`` draws it right-aligned, plain, with 8 units of
    air); the title gets the rest of the header, or the note is dropped."""
    if not note:
        return 0.0
    from PySide6.QtGui import QFontMetricsF, QGuiApplication
    from ...table.faces import fit_font
    if QGuiApplication.instance() is None:
        return len(note) * 0.5 * TITLE_MEASURE_PX + 8
    font = fit_font(note, 1e9, TITLE_MEASURE_PX, TITLE_MEASURE_PX, bold=False)
    return QFontMetricsF(font).horizontalAdvance(note) + 8


def wrap(text: str, width: float) -> list[str]:
    """``text`` broken at spaces into lines that each fit a zone header ``width`` scene units
    wide (:func:`header_width`); a first break at " · " when there is one (issue 18.3: a
    long title on two lines rather than cut with "…")."""
    if header_width(text) <= width:
        return [text]
    if " · " in text:
        head, _sep, rest = text.partition(" · ")
        if header_width(head) <= width:
            return [head] + wrap(rest, width)
    lines: list[str] = []
    for word in text.split():
        if lines and header_width(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def line_zones(c: Ctx, key: str, left: float, top: float, width: float, lines: list[str]) -> float:
    """One frameless-looking header zone per line of a wrapped text (``key:0``, ``key:1``…),
    from ``top`` down; returns the height used (scene units)."""
    step = HEADER_H + 4
    for i, line in enumerate(lines):
        c.zone(f"{key}:{i}" if i else key, QRectF(left, top + i * step, width, HEADER_H), line, "")
    return len(lines) * step
