"""Contária table layout: where each tale, hand, mirror stack, card and marker goes (mirror
stacks are piles and markers tokens of the table vocabulary: ``pieces.py``).

- The bottom seat (the viewer) has its tale and, below it, its hand at full size, with its
  mirrors beside the tale. Its hand shows initial sides with the revealed identity in a "your
  secret" strip (rulebook §3: everyone sees the initial side; only the owner knows the other).
- The other seats sit around in clockwise order from the viewer's left: each panel holds the
  seat's tale, its hand (small, initial sides only unless the view says otherwise) and its
  mirrors.
- CONTÁRIA's tale is in the centre, with the tray of markers that are on no card below it.
- A deactivated card is turned 90° (rulebook §5.3) and takes a card-height of room in its tale.

Pure geometry: ``plan(view, bottom_seat, seat_names)`` reads only the view dict.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ...table.geometry import CARD_H, CARD_W, SCENE_W
from ...table.items.zone import HEADER_H
from ...table.zvalues import card_z, token_z
from ...table.layouts.base import CardPlace, TablePlan, ZonePlace
from . import art
from .pieces import MARKER_D, MIRROR_H, marker_token, mirror_pile, stack_width
from ...i18n.formatting import is_you, seat_label
from .cardtext import marker_name
from .faces import face_for, options_key

translate = QCoreApplication.translate

PAD = 10.0
GAP = 8.0
TALE_SLOTS = 4
OWN_SCALE = 1.1            # the viewer's tale
OWN_HAND_SCALE = 1.1       # the viewer's hand (larger does not fit above the table's bottom edge)
CENTRE_SCALE = 1.0         # CONTÁRIA
SECRET_MIN_SCALE = 0.8     # below this the "your secret" strip is unreadable: preview only
CENTRE_Y = 330.0
OWN_TALE_Y = 596.0
OWN_HAND_Y = 796.0


def tale_zone_width(scale: float) -> float:
    """Room for 4 cards, two of them turned (deactivated), at ``scale``."""
    return 2 * PAD + TALE_SLOTS * CARD_W * scale + (TALE_SLOTS - 1) * GAP \
        + 2 * (CARD_H - CARD_W) * scale


def _tale_row(plan: TablePlan, zone: ZonePlace, cards: list[dict], scale: float,
              owner_label: str, options: tuple[tuple, bool]) -> None:
    """Cards of a tale left to right from the zone's left edge; empty slots after them."""
    inner_left = zone.rect.left() + PAD
    avail = zone.rect.width() - 2 * PAD
    cy = zone.rect.top() + HEADER_H + CARD_H * scale / 2 + 2
    widths = [(CARD_H if c.get("deactivated") else CARD_W) * scale for c in cards]
    gap = GAP
    if len(cards) > 1 and sum(widths) + gap * (len(cards) - 1) > avail:
        gap = (avail - sum(widths)) / (len(cards) - 1)
    x = inner_left
    for i, (card, width) in enumerate(zip(cards, widths)):
        handle = str(card.get("handle"))
        plan.cards["card:" + handle] = CardPlace(
            key="card:" + handle, card=card,
            face=face_for(card, scale >= SECRET_MIN_SCALE, *options),
            pos=QPointF(x + width / 2, cy), scale=scale,
            rotation=90.0 if card.get("deactivated") else 0.0, z=card_z(i), zone=zone.key,
            owner_label=owner_label)
        x += width + gap
    for _ in range(len(cards), TALE_SLOTS):
        slot = QRectF(x, cy - CARD_H * scale / 2, CARD_W * scale, CARD_H * scale)
        if slot.right() <= zone.rect.right() - PAD + 0.5:
            zone.slots.append(slot)
        x += CARD_W * scale + GAP


def _hand_row(plan: TablePlan, zone: ZonePlace, cards: list[dict], scale: float,
              top: float, left: float, right: float, owner_label: str,
              centred: bool, options: tuple[tuple, bool]) -> None:
    """Hand cards in a row between ``left`` and ``right`` (overlapping only if they must)."""
    n = len(cards)
    w = CARD_W * scale
    pitch = w + GAP
    if n > 1 and (n - 1) * pitch + w > right - left:
        pitch = (right - left - w) / (n - 1)
    total = w + (n - 1) * pitch if n else 0.0
    x0 = (left + right - total) / 2 if centred else left
    cy = top + CARD_H * scale / 2
    show_secret = scale >= SECRET_MIN_SCALE
    for i, card in enumerate(cards):
        handle = str(card.get("handle"))
        plan.cards["card:" + handle] = CardPlace(
            key="card:" + handle, card=card, face=face_for(card, show_secret, *options),
            pos=QPointF(x0 + w / 2 + i * pitch, cy), scale=scale, rotation=0.0, z=card_z(i),
            zone=zone.key, owner_label=owner_label)


def _mirrors(plan: TablePlan, seat: int, mirrors: dict, top_left: QPointF, scale: float) -> None:
    plan.add(mirror_pile(seat, mirrors, top_left, scale))


def plan(view: dict, bottom_seat: int, seat_names: list[str] | None = None) -> TablePlan:
    """Place everything in ``view`` (a Contária ``State.view`` dict) with ``bottom_seat`` at
    the bottom of the table. ``seat_names`` (optional) replaces "Player N" labels."""
    out = TablePlan()
    n = int(view.get("num_players") or len(view.get("hands", [])) or 1)
    viewer = view.get("viewer")
    bottom = bottom_seat if 0 <= bottom_seat < n else 0
    tales = {int(t.get("id", i)): t for i, t in enumerate(view.get("tales", []))}
    hands = {int(h.get("seat", i)): h for i, h in enumerate(view.get("hands", []))}
    mirrors = {int(m.get("seat", i)): m for i, m in enumerate(view.get("mirrors", []))}
    contaria = int(view.get("contaria_tale", n))
    # passed on to every face: (options key, omniscient); a bot's own view (--view-seat) has the
    # omniscient wording too ("Hidden side", not "Your secret": a bot is not "you")
    bot_view = viewer is not None and not is_you(viewer, viewer, seat_names)
    opts = (options_key(view.get("options")), bool(view.get("omniscient")) or bot_view)

    # the bottom seat
    own_label = seat_label(bottom, viewer, seat_names)
    tw = tale_zone_width(OWN_SCALE)
    tale_rect = QRectF((SCENE_W - tw) / 2, OWN_TALE_Y, tw, HEADER_H + CARD_H * OWN_SCALE + 12)
    tale_cards = tales.get(bottom, {}).get("cards", [])
    zone = ZonePlace(f"tale:{bottom}", tale_rect,
                     translate("table", "%1 – tale").replace("%1", own_label),
                     _tale_subtitle(tale_cards), emphasis=True)
    out.zones[zone.key] = zone
    _tale_row(out, zone, tale_cards, OWN_SCALE, zone.title, opts)
    hand_cards = hands.get(bottom, {}).get("cards", [])
    others = [(bottom + k) % n for k in range(1, n)]
    sides = _side_panels(len(others))
    # beside the other seats' side panels the hand keeps to the middle (it overlaps sooner)
    max_hand_w = SCENE_W - 2 * (_SIDE_W + 20) if sides else SCENE_W - 40
    hw = min(max_hand_w, max(tw, 2 * PAD + len(hand_cards) * (CARD_W * OWN_HAND_SCALE + GAP)))
    hand_rect = QRectF((SCENE_W - hw) / 2, OWN_HAND_Y, hw, HEADER_H + CARD_H * OWN_HAND_SCALE + 12)
    hint = translate("table", "Everyone sees the initial sides") if hand_cards else ""
    hzone = ZonePlace(f"hand:{bottom}", hand_rect,
                      translate("table", "%1 – hand").replace("%1", own_label), hint,
                      emphasis=True)
    out.zones[hzone.key] = hzone
    _hand_row(out, hzone, hand_cards, OWN_HAND_SCALE, hand_rect.top() + HEADER_H + 2,
              hand_rect.left() + PAD, hand_rect.right() - PAD, hzone.title, centred=True,
              options=opts)

    # CONTÁRIA in the centre
    cw = tale_zone_width(CENTRE_SCALE)
    crect = QRectF((SCENE_W - cw) / 2, CENTRE_Y, cw, HEADER_H + CARD_H * CENTRE_SCALE + 12)
    ccards = tales.get(contaria, {}).get("cards", [])
    czone = ZonePlace(f"tale:{contaria}", crect, translate("table", "CONTÁRIA"),
                      _tale_subtitle(ccards),
                      emphasis=True, emblem=art.contaria_emblem())
    out.zones[czone.key] = czone
    _tale_row(out, czone, ccards, CENTRE_SCALE, translate("table", "CONTÁRIA's tale"), opts)

    # the viewer's mirrors: left of its tale, or, when other seats sit there, in the gap
    # between CONTÁRIA and the viewer's tale (right-aligned under CONTÁRIA)
    m = mirrors.get(bottom, {})
    mscale = 1.0 if sides else 1.15
    mw = stack_width(int(m.get("total", 3))) * mscale
    if sides:
        mpos = QPointF(crect.right() - mw, crect.bottom() + 4)
    else:
        mpos = QPointF(tale_rect.left() - 24 - mw, tale_rect.top() + HEADER_H + 14)
    _mirrors(out, bottom, m, mpos, mscale)

    # the other seats, clockwise from the viewer's left
    for seat, panel in zip(others, _PANELS.get(len(others), [])):
        _other_seat(out, seat, panel, viewer, seat_names, tales, hands, mirrors, opts)

    _markers(out, view, crect)
    return out


def _tale_subtitle(cards: list[dict]) -> str:
    free = TALE_SLOTS - len(cards)
    if free <= 0:
        return translate("table", "full")
    return translate("table", "%1 free").replace("%1", str(free))


# --- the other seats' panels (issue 18.3: they grow into the felt the table leaves free) ---

OTHER_TALE_MAX = 1.0       # other seats' tales (shrunk to fit their panel)
OTHER_HAND_MAX = 0.9       # other seats' hands: large enough to print the type banners
OTHER_MIRROR_SCALE = 0.95  # the caption readable under it (issue 18.3)
HAND_SLOTS_MIN = 5         # a hand is planned for at least this many cards (steady sizes)

# panels of the other seats, in clockwise order from the viewer's left, by their number:
# the top band above CONTÁRIA (y 10..320) and, from 4 players, the sides beside the centre
# and the viewer's tale (x 10..490 and 1110..1590, y 330..786)
_TOP = 10.0
_TOP_H = CENTRE_Y - 10 - _TOP
_SIDE_TOP = CENTRE_Y
_SIDE_H = OWN_TALE_Y + 190 - _SIDE_TOP
_SIDE_W = 480.0
_PANELS = {
    1: [QRectF(10, _TOP, 1580, _TOP_H)],
    2: [QRectF(10, _TOP, 785, _TOP_H), QRectF(805, _TOP, 785, _TOP_H)],
    3: [QRectF(10, _SIDE_TOP, _SIDE_W, _SIDE_H), QRectF(10, _TOP, 1580, _TOP_H),
        QRectF(1600 - 10 - _SIDE_W, _SIDE_TOP, _SIDE_W, _SIDE_H)],
    4: [QRectF(10, _SIDE_TOP, _SIDE_W, _SIDE_H), QRectF(10, _TOP, 785, _TOP_H),
        QRectF(805, _TOP, 785, _TOP_H), QRectF(1600 - 10 - _SIDE_W, _SIDE_TOP, _SIDE_W, _SIDE_H)],
}


def _side_panels(others: int) -> bool:
    """True when other seats sit beside the viewer's tale (the viewer's mirrors move up)."""
    return any(p.top() >= CENTRE_Y for p in _PANELS.get(others, []))


@dataclass(frozen=True)
class _PanelFit:
    """How one other seat's panel is filled: tale scale, hand scale and rows, and where
    the mirrors go ("tale": right of the tale, "hand": right of the hand, "below": under
    the hand, "row": right of the tale, the hand beside them in one row)."""

    tale: float
    hand: float
    rows: int
    mirrors: str

    def score(self) -> tuple:
        # the hand's banners need about OTHER_HAND_MAX; the tale's names want it large too
        return (min(self.tale, self.hand / OTHER_HAND_MAX), self.hand, self.tale)


def _tale_h(scale: float) -> float:
    return HEADER_H + CARD_H * scale + 12


def _hand_scale(width: float, height: float, cards: int, rows: int) -> float:
    """The largest hand scale for ``cards`` cards in ``rows`` rows in ``width`` × ``height``."""
    per_row = -(-cards // rows)
    by_w = (width - 2 * PAD - (per_row - 1) * GAP) / (per_row * CARD_W)
    by_h = (height - 12 - (rows - 1) * GAP) / (rows * CARD_H)
    return max(0.0, min(OTHER_HAND_MAX, by_w, by_h))


def _fit(panel: QRectF, cards: int, mw: float, mh: float) -> _PanelFit:
    """The best :class:`_PanelFit` of ``panel`` for a hand of ``cards`` cards and a mirror
    stack ``mw`` × ``mh`` (scene units)."""
    fixed = tale_zone_width(0.0)
    best = None
    for step in range(0, 9):
        ts = min(OTHER_TALE_MAX, (panel.width() - fixed) / (tale_zone_width(1.0) - fixed)) - 0.05 * step
        if ts < 0.6:
            break
        tw, th = tale_zone_width(ts), _tale_h(ts)
        below = panel.height() - th - 6
        options = []
        if tw + 16 + mw <= panel.width():
            options.append(("tale", panel.width(), below))
        options += [("hand", panel.width() - mw - 16, below), ("below", panel.width(), below - mh - 6)]
        for where, w, h in options:
            for rows in (1, 2):
                fit = _PanelFit(ts, _hand_scale(w, h, cards, rows), rows, where)
                if best is None or fit.score() > best.score():
                    best = fit
        # one row: the tale, the mirrors, then the hand, all at the tale's height
        w = panel.width() - tw - mw - 32
        fit = _PanelFit(ts, _hand_scale(w, min(th, panel.height()), cards, 1), 1, "row")
        if fit.score() > best.score():
            best = fit
    return best


def _other_seat(out: TablePlan, seat: int, panel: QRectF, viewer, names, tales, hands,
                mirrors, opts: tuple[tuple, bool]) -> None:
    """Seat ``seat``'s tale, hand and mirrors in ``panel``, each as large as the panel lets
    them be (:func:`_fit`): the opponents' names and type banners are painted whole."""
    label = seat_label(seat, viewer, names)
    hand = hands.get(seat, {}).get("cards", [])
    m = mirrors.get(seat, {})
    ms = OTHER_MIRROR_SCALE
    mw, mh = stack_width(int(m.get("total", 3))) * ms, (MIRROR_H + 18) * ms
    fit = _fit(panel, max(len(hand), HAND_SLOTS_MIN), mw, mh)
    tw, th = tale_zone_width(fit.tale), _tale_h(fit.tale)
    per_row = -(-max(len(hand), HAND_SLOTS_MIN) // fit.rows)
    hw = 2 * PAD + per_row * CARD_W * fit.hand + (per_row - 1) * GAP
    hh = 12 + fit.rows * CARD_H * fit.hand + (fit.rows - 1) * GAP
    if fit.mirrors == "row":
        total = tw + 16 + mw + 16 + hw
        left = panel.left() + max(0.0, (panel.width() - total) / 2)
        top = panel.top() + max(0.0, (panel.height() - th) / 2)
        trect = QRectF(left, top, tw, th)
        mpos = QPointF(trect.right() + 16, top + (th - mh) / 2)
        hrect = QRectF(mpos.x() + mw + 16, top + (th - hh) / 2, hw, hh)
    else:
        beside = mw + 16 if fit.mirrors == "hand" else 0.0
        under = mh + 6 if fit.mirrors == "below" else 0.0
        width = max(tw + (mw + 16 if fit.mirrors == "tale" else 0.0), hw + beside)
        height = th + 6 + hh + under
        left = panel.left() + max(0.0, (panel.width() - width) / 2)
        top = panel.top() + max(0.0, (panel.height() - height) / 2)
        trect = QRectF(left, top, tw, th)
        hrect = QRectF(left, trect.bottom() + 6, max(hw + beside, tw if fit.mirrors != "tale" else 0.0), hh + under)
        if fit.mirrors == "tale":
            mpos = QPointF(trect.right() + 16, top + (th - mh) / 2)
        elif fit.mirrors == "hand":
            mpos = QPointF(hrect.right() - PAD - mw, hrect.top() + (hh - mh) / 2)
        else:
            mpos = QPointF(hrect.left() + PAD, hrect.top() + hh)
    cards = tales.get(seat, {}).get("cards", [])
    zone = ZonePlace(f"tale:{seat}", trect, translate("table", "%1 – tale").replace("%1", label),
                     _tale_subtitle(cards), emphasis=seat == viewer)
    out.zones[zone.key] = zone
    _tale_row(out, zone, cards, fit.tale, zone.title, opts)

    hzone = ZonePlace(f"hand:{seat}", hrect, "", "")
    out.zones[hzone.key] = hzone
    _hand_rows(out, hzone, hand, fit.hand, per_row, hrect.top() + 6, hrect.left() + PAD,
               hrect.left() + hw - PAD, translate("table", "%1 – hand").replace("%1", label), opts)
    _mirrors(out, seat, m, mpos, ms)


def _hand_rows(plan: TablePlan, zone: ZonePlace, cards: list[dict], scale: float, per_row: int,
               top: float, left: float, right: float, owner_label: str,
               options: tuple[tuple, bool]) -> None:
    """An other seat's hand, ``per_row`` cards a row, left-aligned between ``left`` and ``right``."""
    for r in range(0, len(cards), max(1, per_row)):
        _hand_row(plan, zone, cards[r:r + per_row], scale, top + r // per_row * (CARD_H * scale + GAP),
                  left, right, owner_label, centred=False, options=options)


def _markers(out: TablePlan, view: dict, centre: QRectF) -> None:
    markers = view.get("markers", {}) or {}
    per_card: dict[str, int] = {}
    tray: list[str] = []
    for marker in sorted(markers):
        info = markers[marker] or {}
        on = info.get("on")
        place = out.cards.get(f"card:{on}") if on else None
        if place is None:
            tray.append(marker)
            continue
        i = per_card.get(place.key, 0)
        per_card[place.key] = i + 1
        # offset in the card's own frame (top right, clear of points and text), turned
        # with the card; further markers go down the right edge
        dx = (CARD_W / 2 - MARKER_D * 0.62) * place.scale
        dy = (-CARD_H / 2 + MARKER_D * 0.62 + i * MARKER_D * 0.95) * place.scale
        if place.rotation:
            dx, dy = -dy, dx        # 90° clockwise
        out.add(marker_token(marker, QPointF(place.pos.x() + dx, place.pos.y() + dy),
                             place.scale, token_z(i), True))
    for i, marker in enumerate(tray):
        x = centre.center().x() + (i - (len(tray) - 1) / 2) * (MARKER_D + 12)
        out.add(marker_token(marker, QPointF(x, centre.bottom() + 6 + MARKER_D / 2), 0.9,
                             token_z(0), False))
