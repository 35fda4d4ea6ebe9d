"""CharLatão table layout (view shape: ``docs/charlatao-engine-contract.md``).

- The bottom seat (the viewer) has its hand fanned at the bottom, sorted by suit then rank
  (the engine's order); its character card and won tricks on the left; on the right its
  passing choices (discard, card for the left neighbour) during the set-up, then the last
  trick (and, with 2 players, the Bribe token).
- The other seats sit around clockwise from the viewer's left: each panel shows the seat's
  character, its hand as card backs with the count, its won tricks (the Messenger's split
  before/after the Revelation) and, during the set-up, the face-down cards it has chosen.
- In the centre: the quality index with its face-down suit cards (face up only where the
  viewer has seen them, and for everyone after the Revelation), the discard pile with the
  trump card turned up, and the trick with who played what. A finished trick stays in the
  centre until the next card is led. With 2 players Ea-Nasir has his own panel (face-down
  hand, pile) and his revealed card opens the trick row.

Pure geometry: ``plan(view, bottom_seat, seat_names)`` reads only the view dict.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF

from ...engines.charlatao.rules_data import DATA
from ..charlatao import hover, text
from ..charlatao.faces import CharlataoFace, card_dict
from ..charlatao.targeting import CharlataoTargeting
from ..charlatao.text import charlatao_table, fill
from ..geometry import CARD_H, CARD_W
from ..items.zone import HEADER_H
from ..zvalues import card_z
from .base import CardPlace, TablePlan, ZonePlace

PAD = 10.0
HAND_SCALE = 1.25          # the viewer's hand
TRICK_SCALE = 1.1
BOARD_SCALE = 0.95         # quality spaces and discard pile
CHAR_SCALE = 0.8           # other seats' character cards
PILE_SCALE = 0.62
BACK_SCALE = 0.55          # other seats' hands and passing choices
SIDE_SCALE = 0.72          # own passing slots and the last trick

OWN_TOP = 752.0
OWN_H = 242.0
CENTRE_LEFT, CENTRE_RIGHT = 312.0, 1288.0

SETUP_PHASES = ("choose_excellent", "discard", "pass")


def targeting(legal: list, seat: int | None, view: dict) -> CharlataoTargeting:
    """The click-to-action object of one decision (``layouts`` hook, see ``widget.py``)."""
    return CharlataoTargeting(legal, seat, view, text.reason)


class _Ctx:
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
        self.phase = view.get("phase")

    def name(self, seat: Any) -> str:
        return self.k.seat(seat)

    def zone(self, key: str, rect: QRectF, title: str, subtitle: str = "", emphasis: bool = False,
             slots: list[QRectF] | None = None) -> ZonePlace:
        zone = ZonePlace(key, rect, title, subtitle, list(slots or []), emphasis)
        self.out.zones[key] = zone
        return zone

    def card(self, key: str, face: CharlataoFace, centre: QPointF, scale: float, zone: str,
             lines: list, z: int = 0, rotation: float = 0.0, pictures: list | None = None,
             **fields: Any) -> None:
        info = card_dict(face.kind, lines=lines, **fields)
        if pictures:
            info["preview_faces"] = pictures
        self.out.cards["card:" + key] = CardPlace(
            key="card:" + key, card=info, face=face, pos=centre, scale=scale, rotation=rotation,
            z=card_z(z), zone=zone)


def plan(view: dict, bottom_seat: int, seat_names: list[str] | None = None) -> TablePlan:
    """Place everything in ``view`` (a CharLatão ``State.view`` dict) with ``bottom_seat`` at
    the bottom of the table. ``seat_names`` (optional) replaces "Player N" labels."""
    n = int(view.get("num_players") or 2)
    bottom = bottom_seat if 0 <= bottom_seat < n else 0
    c = _Ctx(view, bottom, seat_names)
    others = [(bottom + k) % n for k in range(1, n)]
    panels = _panels(len(others))
    top_used = any(p.top() < 100 for p in panels)
    for seat, rect in zip(others, panels):
        _seat_panel(c, seat, rect, vertical=rect.height() > rect.width())
    _own_area(c)
    _info(c)
    top = 262.0 if top_used else 40.0
    board_h = HEADER_H + _space_h() + 12
    trick_h = HEADER_H + _slot_h() + 12
    if not top_used:      # centre the block in the free height
        top = max(top, (OWN_TOP - 10 - board_h - 16 - trick_h) / 2 + 10)
    _board(c, top)
    _trick(c, top + board_h + 16)
    if c.duel:
        _ea_nasir_panel(c, QRectF(10, 262, 292, OWN_TOP - 272))
    return c.out


def _info(c: _Ctx) -> None:
    """Top left: the round, and the side of the character cards."""
    view = c.view
    rounds = view.get("rounds")
    number = int(view.get("round") or 0) + 1
    if c.phase == "over":
        title = charlatao_table.tr("Game over")
    elif rounds:
        title = fill(charlatao_table.tr("Round %1 of %2"), min(number, int(rounds)), rounds)
    else:
        title = fill(charlatao_table.tr("Round %1 · first to %2 round wins"), number,
                     (view.get("duel") or {}).get("wins_needed", 2))
    c.zone("info", QRectF(10, 10, 292, 44), title, "")


# --- geometry ------------------------------------------------------------------------------

def _panels(count: int) -> list[QRectF]:
    """Rects of the other seats' panels, clockwise from the viewer's left."""
    left = QRectF(10, 262, 292, OWN_TOP - 272)
    right = QRectF(1298, 262, 292, OWN_TOP - 272)
    if count == 1:
        return [QRectF(CENTRE_LEFT, 10, CENTRE_RIGHT - CENTRE_LEFT, 242)]
    if count == 2:
        tall_left = QRectF(10, 64, 292, OWN_TOP - 74)
        tall_right = QRectF(1298, 64, 292, OWN_TOP - 74)
        return [tall_left, tall_right]
    if count == 3:
        return [left, QRectF(CENTRE_LEFT, 10, CENTRE_RIGHT - CENTRE_LEFT, 242), right]
    mid = (CENTRE_LEFT + CENTRE_RIGHT) / 2
    return [left, QRectF(CENTRE_LEFT, 10, mid - CENTRE_LEFT - 5, 242),
            QRectF(mid + 5, 10, CENTRE_RIGHT - mid - 5, 242), right]


def _space_h() -> float:
    return HEADER_H + CARD_H * BOARD_SCALE + 14


def _slot_h() -> float:
    return HEADER_H + CARD_H * TRICK_SCALE + 14


def _fan(c: _Ctx, keys_faces: list[tuple[str, CharlataoFace, list, dict]], left: float, right: float,
         top: float, scale: float, zone: str, arc: bool) -> None:
    """Cards in a row between ``left`` and ``right`` (overlapping when they must), fanned
    along a shallow arc when ``arc``."""
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
        centre = QPointF(x0 + w / 2 + i * pitch, top + CARD_H * scale / 2 + dy)
        c.card(key, face, centre, scale, zone, lines, z=i, rotation=rotation, **fields)


# --- own area --------------------------------------------------------------------------------

def _own_area(c: _Ctx) -> None:
    seat = c.bottom
    view = c.view
    hands = view.get("hands") or []
    hand = hands[seat] if seat < len(hands) and hands[seat] is not None else None
    count = int((view.get("hand_counts") or [0] * c.n)[seat])
    ch = c.k.character(seat)
    # character and won tricks
    info = QRectF(10, OWN_TOP, 300, OWN_H)
    title = fill(charlatao_table.tr("%1 · %2"), c.name(seat), text.character_name(ch)) if ch else c.name(seat)
    c.zone(f"seat:{seat}", info, title, _score_text(c, seat), emphasis=seat == c.viewer)
    cy = OWN_TOP + HEADER_H + 8 + CARD_H / 2
    if ch:
        c.card(f"char:{seat}", CharlataoFace("character", character=ch, side=c.side),
               QPointF(20 + CARD_W / 2, cy), 1.0, f"seat:{seat}", hover.character(c.k, ch, seat))
    _won_piles(c, seat, QPointF(20 + CARD_W + 14, OWN_TOP + HEADER_H + 8), 0.8, vertical=False)

    # the hand
    rect = QRectF(320, OWN_TOP, 960, OWN_H)
    if seat == c.viewer:
        title = charlatao_table.tr("Your hand · %n card(s)", "", count)
    else:
        title = fill(charlatao_table.tr("%1's hand · %n card(s)", "", count), c.name(seat))
    c.zone(f"hand:{seat}", rect, title, "", emphasis=seat == c.viewer)
    top = OWN_TOP + HEADER_H + 6
    if hand is not None:
        _fan(c, _copper_row(c, hand, seat, own=True), rect.left() + PAD, rect.right() - PAD, top,
             HAND_SCALE, f"hand:{seat}", arc=True)
    else:
        _fan(c, _backs(c, seat, count), rect.left() + PAD, rect.right() - PAD, top, HAND_SCALE,
             f"hand:{seat}", arc=True)
    _own_side(c, QRectF(1290, OWN_TOP, 300, OWN_H))


def _copper_row(c: _Ctx, cards: list[str], seat: int, own: bool) -> list:
    passing = c.view.get("passing") or {}
    received = passing.get("received") if own and seat == c.viewer else None
    fresh = received is not None and int(c.view.get("tricks_played") or 0) == 0
    out = []
    for card in cards:
        tag = ""
        extra: list[str] = []
        if fresh and card == received:
            tag = fill(charlatao_table.tr("from %1"), c.name(passing.get("received_from")))
            extra.append(fill(charlatao_table.tr("Passed to you by %1."), c.name(passing.get("received_from"))))
        where = charlatao_table.tr("In your hand") if seat == c.viewer else fill(charlatao_table.tr("In %1's hand"), c.name(seat))
        out.append((card, CharlataoFace("copper", card=card, tag=tag),
                    hover.copper(c.k, card, where, extra), {"id": card}))
    return out


def _backs(c: _Ctx, seat: int, count: int) -> list:
    lines = hover.hand(c.k, seat, count)
    out = []
    for i in range(count):
        face = CharlataoFace("back", count=count if i == count - 1 else None)
        out.append((f"h{seat}.{i}", face, lines, {"seat": seat}))
    return out


def _own_side(c: _Ctx, rect: QRectF) -> None:
    """Passing choices during the set-up; afterwards the last trick (and the Bribe token)."""
    seat = c.bottom
    view = c.view
    passing = view.get("passing") or {}
    if not c.duel and c.phase in SETUP_PHASES:
        targets = passing.get("targets") or [None] * c.n
        to = targets[seat] if seat < len(targets) else None
        c.zone(f"side:{seat}", rect, charlatao_table.tr("Passing"), "")
        omni = [(passing.get("discards") or [None] * c.n)[seat], (passing.get("passes") or [None] * c.n)[seat]]
        slots = [("discard", passing.get("my_discard") or omni[0],
                  bool((passing.get("discarded") or [False] * c.n)[seat]))]
        if to is not None:
            slots.append(("pass", passing.get("my_pass") or omni[1],
                          bool((passing.get("passed") or [False] * c.n)[seat])))
        w = CARD_W * SIDE_SCALE
        for i, (kind, card, done) in enumerate(slots):
            centre = QPointF(rect.left() + PAD + 20 + w / 2 + i * (w + 40), rect.top() + HEADER_H + 12
                             + CARD_H * SIDE_SCALE / 2)
            tag = charlatao_table.tr("Discard") if kind == "discard" else fill(charlatao_table.tr("to %1"), c.name(to))
            if card:
                where = charlatao_table.tr("Your discard (face down for the others)") if kind == "discard" else \
                    fill(charlatao_table.tr("Your card for %1 (face down for the others)"), c.name(to))
                c.card(card, CharlataoFace("copper", card=card, tag=tag), centre, SIDE_SCALE,
                       f"side:{seat}", hover.copper(c.k, card, where), z=i, id=card)
            elif done:
                c.card(f"p{kind[0]}{seat}", CharlataoFace("back", tag=tag), centre, SIDE_SCALE,
                       f"side:{seat}", hover.pending(c.k, seat, kind, to), z=i)
            else:
                c.out.zones[f"side:{seat}"].slots.append(QRectF(
                    centre.x() - w / 2, centre.y() - CARD_H * SIDE_SCALE / 2, w, CARD_H * SIDE_SCALE))
                c.zone(f"slotlabel:{kind}", QRectF(centre.x() - w / 2 - 8, centre.y() + CARD_H * SIDE_SCALE / 2 + 2,
                                                   w + 16, HEADER_H), tag)
        return
    if c.duel and c.viewer == seat and c.phase != "over":
        _bribe_token(c, QRectF(rect.left(), rect.top(), rect.width(), 92))
        rect = QRectF(rect.left(), rect.top() + 100, rect.width(), rect.height() - 100)
    _last_trick_small(c, rect)


def _bribe_token(c: _Ctx, rect: QRectF) -> None:
    duel = c.view.get("duel") or {}
    bribed = (duel.get("bribed") or [False, False])[c.bottom]
    sub = charlatao_table.tr("used this round") if bribed else charlatao_table.tr("once per round")
    c.zone(f"bribe:{c.bottom}", rect, charlatao_table.tr("Bribe"), sub)
    c.zone("bribehint", QRectF(rect.left() + 8, rect.top() + HEADER_H + 6, rect.width() - 16, HEADER_H),
           charlatao_table.tr("Leave suit on purpose, lose the trick,"), "")
    c.zone("bribehint2", QRectF(rect.left() + 8, rect.top() + 2 * HEADER_H + 10, rect.width() - 16, HEADER_H),
           charlatao_table.tr("look at a face-down quality card."), "")


def _last_trick_small(c: _Ctx, rect: QRectF) -> None:
    """The previous trick, small, once the centre shows a new one."""
    last = c.view.get("last_trick")
    trick_cards = (c.view.get("trick") or {}).get("cards") or []
    if not last or (not trick_cards and not c.duel) or c.phase in SETUP_PHASES or c.phase == "over":
        return
    duel = c.view.get("duel") or {}
    division = duel.get("last_division") if c.duel else None
    if c.duel and (c.phase != "play" or division is None):
        return
    c.zone(f"last:{c.bottom}", rect, fill(charlatao_table.tr("Trick %1 · won by %2"), last.get("number"), c.name(last.get("winner"))))
    cards = list(last.get("cards") or [])
    tags = {}
    if division:
        cards = [division.get("ea_nasir_card")] + cards
        tags = {division.get("given"): text.character_name("ea_nasir"),
                division.get("took"): c.name(last.get("winner")),
                division.get("kept"): c.name(1 - int(last.get("winner")))}
    if any(card in (c.view.get("trick") or {}).get("cards", []) for card in cards):
        return
    n = len(cards)
    leader = int(last.get("leader") or 0)
    row = []
    for i, card in enumerate(cards):
        if not card:
            continue
        seat = (leader + i - (1 if division else 0)) % max(c.n, 1)
        tag = tags.get(card) if division else c.name(seat)
        row.append((card, CharlataoFace("copper", card=card, tag=tag or ""),
                    hover.copper(c.k, card, fill(charlatao_table.tr("Trick %1"), last.get("number"))), {"id": card}))
    _fan(c, row, rect.left() + PAD, rect.right() - PAD, rect.top() + HEADER_H + 6,
         min(SIDE_SCALE, (rect.width() - 2 * PAD) / max(n, 1) / CARD_W), f"last:{c.bottom}", arc=False)


def _score_text(c: _Ctx, seat: int) -> str:
    if c.duel:
        wins = ((c.view.get("duel") or {}).get("round_wins") or {}).get(str(seat), 0)
        return fill(charlatao_table.tr("round wins: %1"), wins)
    scores = c.view.get("scores") or {}
    totals = scores.get("totals") or []
    total = totals[seat] if seat < len(totals) else 0
    rounds = scores.get("rounds") or []
    if rounds and c.phase in SETUP_PHASES:
        return fill(charlatao_table.tr("%1 pts (last round %2)"), total, text.signed(int(rounds[-1][seat])))
    return fill(charlatao_table.tr("%1 pts"), total)


def _won_piles(c: _Ctx, seat: int, top_left: QPointF, scale: float, vertical: bool) -> None:
    """The seat's won tricks as a face-down pile with the count (the Messenger: two piles,
    before and after the Revelation)."""
    won = (c.view.get("tricks_won") or [[0, 0]] * c.n)[seat]
    cards = None
    if seat == c.viewer or c.view.get("omniscient"):
        cards = list((c.view.get("won_cards") or [[]] * c.n)[seat])
    ch = c.k.character(seat)
    piles = [(None, int(won[0]) + int(won[1]))]
    if ch == "messenger":
        piles = [("before", int(won[0])), ("after", int(won[1]))]
    w, h = CARD_W * scale, CARD_H * scale
    for i, (phase, tricks) in enumerate(piles):
        x = top_left.x() + (0 if vertical else i * (w + 10)) + w / 2
        y = top_left.y() + (i * (h + 10) if vertical else 0) + h / 2
        tag = {None: charlatao_table.tr("tricks"), "before": charlatao_table.tr("before"), "after": charlatao_table.tr("after")}[phase]
        face = CharlataoFace("back", count=tricks, tag=tag)
        c.card(f"won:{seat}:{phase or 'all'}", face, QPointF(x, y), scale, f"seat:{seat}",
               hover.won_pile(c.k, seat, tricks, cards, phase), seat=seat)


# --- other seats ----------------------------------------------------------------------------

def _seat_panel(c: _Ctx, seat: int, rect: QRectF, vertical: bool) -> None:
    view = c.view
    ch = c.k.character(seat)
    title = fill(charlatao_table.tr("%1 · %2"), c.name(seat), text.character_name(ch)) if ch else c.name(seat)
    turn = view.get("current_player") == seat
    c.zone(f"seat:{seat}", rect, title, _score_text(c, seat), emphasis=turn)
    x0, y0 = rect.left() + 12, rect.top() + HEADER_H + 6
    cw, chh = CARD_W * CHAR_SCALE, CARD_H * CHAR_SCALE
    if ch:
        c.card(f"char:{seat}", CharlataoFace("character", character=ch, side=c.side),
               QPointF(x0 + cw / 2, y0 + chh / 2), CHAR_SCALE, f"seat:{seat}", hover.character(c.k, ch, seat))
    _won_piles(c, seat, QPointF(x0 + cw + 12, y0), PILE_SCALE, vertical=False)
    count = int((view.get("hand_counts") or [0] * c.n)[seat])
    hands = view.get("hands") or []
    hand = hands[seat] if seat < len(hands) else None
    bh = CARD_H * BACK_SCALE
    if vertical:
        left, right, top = rect.left() + PAD, rect.right() - PAD, y0 + chh + 14
    else:
        left, right, top = x0 + cw + 12 + 2 * (CARD_W * PILE_SCALE + 10) + 6, rect.right() - PAD, y0
    row = _copper_row(c, hand, seat, own=False) if hand is not None else _backs(c, seat, count)
    _fan(c, row, left, right, top, BACK_SCALE, f"seat:{seat}", arc=False)
    if not c.duel and c.phase in SETUP_PHASES:
        _pending_backs(c, seat, left, top + bh + 10)


def _pending_backs(c: _Ctx, seat: int, left: float, top: float) -> None:
    """Another seat's face-down passing choices (public: that it has chosen, not what)."""
    passing = c.view.get("passing") or {}
    to = (passing.get("targets") or [None] * c.n)[seat]
    w = CARD_W * BACK_SCALE
    shown = []
    if (passing.get("discarded") or [False] * c.n)[seat]:
        shown.append(("discard", charlatao_table.tr("Discard")))
    if to is not None and (passing.get("passed") or [False] * c.n)[seat]:
        shown.append(("pass", fill(charlatao_table.tr("to %1"), c.name(to))))
    omni = (passing.get("discards"), passing.get("passes"))
    for i, (kind, tag) in enumerate(shown):
        centre = QPointF(left + w / 2 + i * (w + 12), top + CARD_H * BACK_SCALE / 2)
        known = (omni[0] if kind == "discard" else omni[1]) or [None] * c.n
        card = known[seat] if seat < len(known) else None
        if card:
            c.card(card, CharlataoFace("copper", card=card, tag=tag), centre, BACK_SCALE, f"seat:{seat}",
                   hover.copper(c.k, card, hover.pending(c.k, seat, kind, to)[0][0]), z=i, id=card)
        else:
            c.card(f"p{kind[0]}{seat}", CharlataoFace("back", tag=tag), centre, BACK_SCALE, f"seat:{seat}",
                   hover.pending(c.k, seat, kind, to), z=i)


# --- centre ----------------------------------------------------------------------------------

def _board(c: _Ctx, top: float) -> None:
    """The quality index (one space per quality of this player count, manual order) and the
    discard pile with the trump card."""
    view = c.view
    qualities = view.get("qualities") or {}
    spaces = [q for q in DATA["quality_order"] if q in qualities]
    sw = 140.0
    gap = 8.0
    board_w = len(spaces) * sw + (len(spaces) - 1) * gap + 2 * PAD
    pile_w = 190.0 if not c.duel else 0.0
    total = board_w + (16 + pile_w if pile_w else 0)
    left = (CENTRE_LEFT + CENTRE_RIGHT - total) / 2
    height = HEADER_H + _space_h() + 12
    revealed = bool(view.get("revealed"))
    if revealed:
        sub = charlatao_table.tr("revealed")
    elif view.get("revelation_after"):
        sub = fill(charlatao_table.tr("revealed after trick %1"), view.get("revelation_after"))
    else:
        sub = charlatao_table.tr("revealed at the end of the round")
    c.zone("board", QRectF(left, top, board_w, height), charlatao_table.tr("Quality index"), sub)
    duel = view.get("duel") or {}
    holders = {sp: s for sp, s in (duel.get("holders") or {}).items()}
    peeks = duel.get("peeks") or {}
    for i, space in enumerate(spaces):
        rect = QRectF(left + PAD + i * (sw + gap), top + HEADER_H + 4, sw, _space_h())
        c.zone(f"space:{space}", rect, text.space_name(space), "")
        suit = qualities.get(space)
        tag = ""
        if space in holders and not revealed:
            holder = holders[space]
            tag = charlatao_table.tr("yours") if holder == c.viewer else \
                fill(charlatao_table.tr("held by %1"), c.name(holder))
        if revealed and suit:
            face = CharlataoFace("suit", suit=suit)
        else:
            face = CharlataoFace("quality", suit=suit, secret=bool(suit), tag=tag)
        pictures = None
        if suit and not revealed:
            pictures = [(CharlataoFace("quality"), charlatao_table.tr("What the others see")),
                        (CharlataoFace("suit", suit=suit), charlatao_table.tr("What you know"))]
        centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * BOARD_SCALE / 2)
        peeker = peeks.get(space)
        c.card(f"q:{space}", face, centre, BOARD_SCALE, f"space:{space}",
               hover.quality(c.k, space, holders.get(space), peeker), pictures=pictures, space=space)
    if pile_w:
        _discard_pile(c, QRectF(left + board_w + 16, top, pile_w, height))


def _discard_pile(c: _Ctx, rect: QRectF) -> None:
    view = c.view
    pile = view.get("discard_pile") or {}
    handles = list(pile.get("handles") or [])
    cards = list(pile.get("cards") or [])
    trump = view.get("trump")
    if trump:
        title = fill(charlatao_table.tr("Trump: %1"), text.suit_title(trump))
    elif view.get("trump_option"):
        title = charlatao_table.tr("Discards (top card: trump)")
    else:
        title = charlatao_table.tr("Discards · no trump")
    c.zone("discards", rect, title, "")
    lines = hover.discard_pile(c.k, len(handles))
    base = QPointF(rect.center().x(), rect.top() + HEADER_H + 8 + CARD_H * BOARD_SCALE / 2 + 4)
    # bottom of the pile first; the top card (d0, the trump card) last, on top
    for depth, i in enumerate(reversed(range(len(handles)))):
        card = cards[i] if i < len(cards) else None
        offset = QPointF(-2.5 * (len(handles) - 1 - depth), -2.5 * (len(handles) - 1 - depth))
        if card:
            c.card(card, CharlataoFace("copper", card=card), base + offset, BOARD_SCALE, "discards",
                   hover.copper(c.k, card, charlatao_table.tr("Turned up from the discard pile: the trump card")) +
                   lines[1:], z=depth, id=card)
        else:
            face = CharlataoFace("back", count=len(handles) if i == 0 else None)
            c.card(handles[i], face, base + offset, BOARD_SCALE, "discards", lines, z=depth)


def _trick(c: _Ctx, top: float) -> None:
    """The trick in play order (2 players: Ea-Nasir's card first), each slot titled with who
    played it; a finished trick stays until the next card is led; the Supplier's choice of
    the excellent suit is made here too."""
    view = c.view
    trick = view.get("trick") or {}
    cards = list(trick.get("cards") or [])
    leader = int(trick.get("leader") or 0)
    last = view.get("last_trick")
    number = trick.get("number")
    total_tricks = _tricks_per_round(c)
    sw = CARD_W * TRICK_SCALE + 2 * PAD + 10
    gap = 10.0
    shown_last = False
    if c.phase == "choose_excellent":
        _suit_choice(c, top, sw, gap)
        return
    if not cards and last and not c.duel and c.phase == "play":
        cards, leader, shown_last = list(last.get("cards") or []), int(last.get("leader") or 0), True
    order = [(leader + i) % c.n for i in range(c.n)]
    slots: list[tuple[str, Any, str | None]] = [(c.name(s), s, cards[i] if i < len(cards) else None)
                                                for i, s in enumerate(order)]
    duel = view.get("duel") or {}
    split = duel.get("split") or {}
    if c.duel:
        slots.insert(0, (text.character_name("ea_nasir"), "ea_nasir", duel.get("ea_nasir_card")))
    width = len(slots) * sw + (len(slots) - 1) * gap + 2 * PAD
    left = (CENTRE_LEFT + CENTRE_RIGHT - width) / 2
    height = HEADER_H + _slot_h() + 12
    if shown_last:
        title = fill(charlatao_table.tr("Trick %1 won by %2"), last.get("number"), c.name(last.get("winner")))
        sub = fill(charlatao_table.tr("%1 leads next"), c.name(view.get("current_player")))
    elif c.phase in SETUP_PHASES:
        title, sub = charlatao_table.tr("Passing: each player discards a card, then passes one to the left"), ""
    elif c.phase == "over":
        winners = ", ".join(c.name(w) for w in view.get("winners") or [])
        title, sub = fill(charlatao_table.tr("The game is over · won by %1"), winners), ""
    else:
        title = fill(charlatao_table.tr("Trick %1 of %2"), number, total_tricks) if total_tricks else fill(charlatao_table.tr("Trick %1"), number)
        title = fill(charlatao_table.tr("%1 · %2"), title, _trick_subtitle(c, cards))
        sub = ""
    c.zone("trick", QRectF(left, top, width, height), title, sub, emphasis=True)
    if c.phase in SETUP_PHASES or c.phase == "over":
        return
    bribe_seat = duel.get("briber")
    for i, (label, who, card) in enumerate(slots):
        rect = QRectF(left + PAD + i * (sw + gap), top + HEADER_H + 4, sw, _slot_h())
        won = shown_last and who == last.get("winner")
        sub = ""
        if won:
            sub = charlatao_table.tr("wins")
        elif c.duel and split and card == split.get("given"):
            sub = charlatao_table.tr("given to Ea-Nasir")
        elif c.duel and who == bribe_seat and card:
            sub = charlatao_table.tr("bribe")
        elif c.duel and split and who == split.get("winner"):
            sub = charlatao_table.tr("wins")
        c.zone(f"slot:{i}", rect, label, sub, emphasis=won or (who == view.get("current_player") and not card),
               slots=[] if card else [QRectF(rect.center().x() - CARD_W * TRICK_SCALE / 2,
                                             rect.top() + HEADER_H + 4, CARD_W * TRICK_SCALE,
                                             CARD_H * TRICK_SCALE)])
        if not card or (split and card == split.get("given")):
            continue
        centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * TRICK_SCALE / 2)
        if who == "ea_nasir":
            where = charlatao_table.tr("Ea-Nasir's card for this trick (it never wins)")
        else:
            where = fill(charlatao_table.tr("Played by %1"), c.name(who))
        c.card(card, CharlataoFace("copper", card=card), centre, TRICK_SCALE, f"slot:{i}",
               hover.copper(c.k, card, where), z=i, id=card)


def _trick_subtitle(c: _Ctx, cards: list[str]) -> str:
    view = c.view
    if c.duel:
        if c.phase == "give":
            return fill(charlatao_table.tr("%1 gives one card to Ea-Nasir"), c.name(view.get("current_player")))
        if c.phase == "take":
            return fill(charlatao_table.tr("%1 takes one card, the other keeps the last"), c.name(view.get("current_player")))
        if c.phase == "peek":
            return charlatao_table.tr("the briber looks at a quality card")
    if cards:
        return fill(charlatao_table.tr("led: %1"), text.suit_title(text.suit_of(cards[0])))
    return fill(charlatao_table.tr("%1 leads"), c.name(view.get("current_player")))


def _tricks_per_round(c: _Ctx) -> int:
    try:
        cfg = DATA["setup"][str(c.n)]
    except KeyError:
        return 0
    return int(cfg["deal"]) if c.duel else int(cfg["deal"]) - 1


def _suit_choice(c: _Ctx, top: float, sw: float, gap: float) -> None:
    """The Supplier's secret choice of the excellent suit (step 2): the suit cards, face up
    to the Supplier only."""
    view = c.view
    supplier = view.get("current_player")
    suits = list(view.get("suits") or [])
    chooser = isinstance(supplier, int) and (view.get("viewer") == supplier or view.get("omniscient"))
    width = max(len(suits), 1) * sw + (len(suits) - 1) * gap + 2 * PAD
    left = (CENTRE_LEFT + CENTRE_RIGHT - width) / 2
    height = HEADER_H + _slot_h() + 12
    if chooser:
        title = charlatao_table.tr("Choose the excellent suit (in secret)")
    else:
        title = fill(charlatao_table.tr("%1, the Supplier, is choosing the excellent suit"), c.name(supplier))
    c.zone("trick", QRectF(left, top, width, height), title, "", emphasis=True)
    if not chooser:
        return
    value = (view.get("scoring") or {}).get("supplier", {}).get("per_suit", {}).get("excellent")
    for i, suit in enumerate(suits):
        rect = QRectF(left + PAD + i * (sw + gap), top + HEADER_H + 4, sw, _slot_h())
        c.zone(f"slot:{i}", rect, text.suit_title(suit), "")
        centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * TRICK_SCALE / 2)
        lines = [(text.suit_title(suit), "title"),
                 (charlatao_table.tr("Make this suit the excellent copper this round."), "text")]
        if value is not None:
            lines.append((fill(charlatao_table.tr("As the Supplier you score %1 per excellent card you win."),
                               text.signed(int(value))), "status"))
        c.card(f"suit:{suit}", CharlataoFace("suit", suit=suit), centre, TRICK_SCALE, f"slot:{i}", lines,
               z=i, suit=suit)


def _ea_nasir_panel(c: _Ctx, rect: QRectF) -> None:
    """2 players: Ea-Nasir's face-down hand, his pile and his (derived) scoring card."""
    duel = c.view.get("duel") or {}
    wins = (duel.get("round_wins") or {}).get("ea_nasir", 0)
    c.zone("ea", rect, text.character_name("ea_nasir"), fill(charlatao_table.tr("round wins: %1"), wins))
    x0, y0 = rect.left() + 12, rect.top() + HEADER_H + 6
    cw, chh = CARD_W * CHAR_SCALE, CARD_H * CHAR_SCALE
    c.card("char:ea", CharlataoFace("character", character="ea_nasir", side=c.side),
           QPointF(x0 + cw / 2, y0 + chh / 2), CHAR_SCALE, "ea", hover.character(c.k, "ea_nasir", None))
    pile = list(duel.get("ea_nasir_pile") or [])
    c.card("eapile", CharlataoFace("back", count=len(pile), tag=charlatao_table.tr("pile")),
           QPointF(x0 + cw + 12 + CARD_W * PILE_SCALE / 2, y0 + CARD_H * PILE_SCALE / 2), PILE_SCALE, "ea",
           hover.ea_pile(len(pile)))
    hidden = duel.get("ea_nasir_hidden") or {}
    handles = list(hidden.get("handles") or [])
    known = list(hidden.get("cards") or [])
    lines = hover.ea_hand(len(handles))
    scale = 0.7
    base = QPointF(rect.center().x(), y0 + chh + 24 + CARD_H * scale / 2)
    # e0 (turned up next) on top
    for depth, i in enumerate(reversed(range(len(handles)))):
        offset = QPointF(3.0 * (len(handles) - 1 - depth), 3.0 * (len(handles) - 1 - depth))
        card = known[i] if i < len(known) else None
        if card:
            face = CharlataoFace("copper", card=card)
        else:
            face = CharlataoFace("back", count=len(handles) if i == 0 else None)
        c.card(handles[i], face, base - offset, scale, "ea", lines, z=depth)
