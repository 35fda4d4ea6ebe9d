"""Quissama table layout: the board drawn from the engine's data with the table's generic
kinds (docs/architecture.md, "The table vocabulary"; shared rules quissama-board-and-cards.md
§3), the Gallery, the Market, the viewer's hand and one area per seat.

- **Board** (left, 1080 × 590 scene units): the two regions in their gangs' colours (spaces
  ``region:<id>``), the roads (``road:<business>``, ``road:cdp:<square>``), the 4 squares
  (``sq:<id>``, polygons, "pieces/capacity"), the 10 businesses (``biz:<id>`` with merchant
  and worker spaces ``biz:<id>:merchant``/``:worker<i>``), the Cabeça de Porco (``cdp``), the
  Senzala and the Ministry track (``ministry``, spaces ``ministry:0..5``), all placed from
  the data's ``xy`` hints (0..1, landscape). Meeples are tokens ``meeple:...`` (black
  capoeiras one token per place with a count), coins ``coin:...``.
- **Moves** (under the board): buttons ``verb:<name>`` that tell apart several moves on one
  place (targeting.py), in the main phase.
- **Gallery** (top right): the characters no one owns (cards ``card:char:<id>`` large enough
  for the name on two lines and a short objective from the data, the whole text on hover; the
  meeples on them are tokens ``meeple:char:<id>:<seat>`` on the card's bottom edge); two rows
  while five or more are free, one after that (:func:`_split`: the seats get the room). An
  owned character moves to its owner's area.
- **Seats** (right): per seat a zone ``seat:<s>`` - its characters, each with a plate naming
  it and its progress toward the objective ("squares filled 2/3", spaces ``progress:<s>:<id>``,
  its lines on the plate when they fit its width, else one plate a line under it), its coin
  tokens, meeples left, hand size, and the cards of that hand the viewer knows as name chips
  (``card:known:<s>:<kind>:0``, a click target of Woodruff's swap).
- **Hand and Market** (bottom): the viewer's hand sorted by kind (``card:hand:<kind>:<i>``; more
  than 5 cards in two rows), the Market (``card:market:<i>``), the deck, the discard pile and
  the cards under Quissama, each pile over a plate naming it (``label:<pile>``).

No text is cut ("…"): a name that does not fit a small card is left out (the plate beside it or
the hover names it), long effects print a short form (tests/quissama_ui/test_readable.py).

Pure geometry: ``plan(view, bottom_seat, seat_names)`` reads only the view dict.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ...engines.quissama import rules_data
from ...i18n.formatting import is_you, seat_label
from ...table.geometry import CARD_H, CARD_W
from ...table.items.zone import HEADER_H
from ...table.layouts.base import CardPlace, PilePlace, SpacePlace, TablePlan, TokenPlace, TrackPlace, ZonePlace
from ...table.zvalues import BOARD, card_z, token_z
from . import text
from .faces import BackFace, CharacterFace, KindFace
from .targeting import (VERBS, blocker_key, char_key, hand_key, known_key, market_key, verb_key,
                        QuissamaTargeting)

BOARD_RECT = QRectF(10, 10, 1080, 590)
VERB_RECT = QRectF(10, 604, 1080, 42)
HAND_RECT = QRectF(10, 652, 690, 338)
MARKET_RECT = QRectF(710, 652, 380, 172)
PILES_TOP = 830.0
#: a pile's card: wide enough for a special card under Quissama to print its name whole
#: ("Escândalo", "Burguesia") at the readable size of a 1024×640 window (QA of issue 13)
PILE_W, PILE_H = 84.0, 118.0
GALLERY_RECT = QRectF(1100, 10, 490, 370)     # two rows; one row once four are owned (_split)
SEATS_RECT = QRectF(1100, 386, 490, 604)      # its top follows the Gallery's bottom
#: Gallery cards large enough for a name on two lines and the short objective at the
#: smallest readable size in a 1024×640 window (QA of issue 13)
GALLERY_SCALE = 1.15
#: meeples on a character card (× the card's scale) and the room between the Gallery's rows
#: for the half of them that hangs under the card
MEEPLE_ON_CARD = 22.0
GALLERY_GAP = 14.0
HAND_SCALE = 1.3
#: room between the hand's title and its cards: a card's glow (6 units) and the keyboard focus
#: ring (7.5) stay under the title, which a 1024×640 window draws at the readable floor, as
#: tall as its header (QA of issue 13: "Caio (tú) – mano" cut by the cards' outlines)
HAND_GAP = 14.0

REGION_COLOURS = {"NAGOA": "#2f5fb3", "GUAIAMUM": "#b33a2f"}
BLACK = "#151515"
COIN = "#d9a92a"
SQ_W, SQ_H = 140.0, 96.0
BZ_W, BZ_H = 130.0, 76.0
MEEPLE = 30.0


def to_board(xy: Any) -> QPointF:
    """A data ``xy`` hint (0..1 each way) as a scene point on the board (room left at the top
    for the Ministry and at the sides for the businesses)."""
    x, y = float(xy[0]), float(xy[1])
    return QPointF(BOARD_RECT.left() + 80 + x * (BOARD_RECT.width() - 160),
                   BOARD_RECT.top() + 110 + y * (BOARD_RECT.height() - 165))


def _octagon(c: QPointF, w: float, h: float) -> list[QPointF]:
    cut = min(w, h) * 0.28
    l, r, t, b = c.x() - w / 2, c.x() + w / 2, c.y() - h / 2, c.y() + h / 2
    return [QPointF(l + cut, t), QPointF(r - cut, t), QPointF(r, t + cut), QPointF(r, b - cut),
            QPointF(r - cut, b), QPointF(l + cut, b), QPointF(l, b - cut), QPointF(l, t + cut)]


def _road(a: QPointF, b: QPointF, width: float = 9.0) -> list[QPointF]:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    n = math.hypot(dx, dy) or 1.0
    ox, oy = -dy / n * width / 2, dx / n * width / 2
    return [QPointF(a.x() + ox, a.y() + oy), QPointF(b.x() + ox, b.y() + oy),
            QPointF(b.x() - ox, b.y() - oy), QPointF(a.x() - ox, a.y() - oy)]


def _colour_of(view: dict, seat: Any) -> str:
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return text.player_colour(seats[seat].get("colour"))
    return "#888888"


def _meeple(out: TablePlan, key: str, pos: QPointF, colour: str, count: int = 1, order: int = 0,
            tooltip: str = "", clickable: bool = False, size: float = MEEPLE) -> None:
    out.tokens[key] = TokenPlace(key, pos, shape="meeple", colour=colour, size=size, count=count if count > 1 else 0,
                                 outline="#dddddd" if colour == BLACK else "#2b2b2b", z=token_z(order),
                                 tooltip=tooltip, clickable=clickable)


def plan(view: dict, bottom_seat: int, seat_names: list[str] | None = None) -> TablePlan:
    """Place everything in ``view`` (a Quissama ``State.view`` dict). The viewer's hand is at
    the bottom; ``seat_names`` (optional) replaces "Player N" labels."""
    out = TablePlan()
    labels = text.labels()
    viewer = view.get("seat")
    _board(out, view, labels)
    _gallery(out, view, labels, seat_names)
    _seats(out, view, labels, seat_names, viewer if viewer is not None else view.get("current"))
    _hand(out, view, labels, seat_names)
    _market(out, view, labels)
    return out


# --- the board ------------------------------------------------------------------------------

_static: dict[tuple, dict[str, SpacePlace]] = {}


def static_spaces(roads: dict[str, str] | None = None) -> dict[str, SpacePlace]:
    """The board's spaces that never change during a game (regions, roads, business frames
    and their merchant/worker spaces, move buttons), built once per language and road map: the
    places are plain data the scene only reads. ``roads`` (business -> square) is the view's
    ``roads`` when rules data moved a road (issue 14); ``None`` draws the printed map."""
    from ...i18n import generation
    g = (generation(), tuple(sorted(roads.items())) if roads else None)
    if g in _static:
        return _static[g]
    out: dict[str, SpacePlace] = {}

    def add(space: SpacePlace) -> None:
        out[space.key] = space

    b = BOARD_RECT
    mid = b.center().x()
    wave = [QPointF(mid + (12 if i % 2 else -12), b.top() + i * b.height() / 6) for i in range(7)]
    add(SpacePlace("region:NAGOA", polygon=[b.topLeft(), *wave, b.bottomLeft()],
                   colour=REGION_COLOURS["NAGOA"], z=BOARD - 3))
    add(SpacePlace("region:GUAIAMUM", polygon=[*wave, b.bottomRight(), b.topRight()],
                   colour=REGION_COLOURS["GUAIAMUM"], z=BOARD - 3))
    centre = {q: to_board(d["xy"]) for q, d in rules_data.SQUARES.items()}
    # roads (under everything): business -> its square; the Cabeça de Porco -> its squares
    for bz, d in rules_data.BUSINESSES.items():
        square = (roads or {}).get(bz, d["square"])
        add(SpacePlace(f"road:{bz}", polygon=_road(to_board(d["xy"]), centre[square]),
                       colour="#a08a5c", z=BOARD - 2))
    cdp_c = to_board(rules_data.CDP["xy"])
    for q in rules_data.CDP["squares"]:
        add(SpacePlace(f"road:cdp:{q}", polygon=_road(cdp_c, centre[q]), colour="#a08a5c", z=BOARD - 2))
    for bz, d in rules_data.BUSINESSES.items():
        rect = _business_rect(bz)
        add(SpacePlace(f"biz:{bz}", rect, title=text.business_name(bz), colour="#6b5640", z=BOARD))
        for i, (name, r) in enumerate(zip(("merchant", "worker0", "worker1"), _business_slots(rect))):
            add(SpacePlace(f"biz:{bz}:{name}", r, colour=REGION_COLOURS[d["region"]] if i else "#8a6a3a",
                           capacity=1, z=BOARD + 2))
    n = len(VERBS)
    gap = 6.0
    w = (VERB_RECT.width() - gap * (n - 1)) / n
    for i, name in enumerate(VERBS):
        head, tail = text.verb_lines(name)     # "Free" over "(Princesa)": never cut
        add(SpacePlace(verb_key(name), QRectF(VERB_RECT.left() + i * (w + gap), VERB_RECT.top(), w,
                                              VERB_RECT.height()),
                       title=head, subtitle=tail, colour="#54402a", z=BOARD))
    _static.clear()
    _static[g] = out
    return out


_CENTRES = {q: to_board(d["xy"]) for q, d in rules_data.SQUARES.items()}
_OCTAGONS = {q: _octagon(c, SQ_W, SQ_H) for q, c in _CENTRES.items()}


def _business_rect(bz: str) -> QRectF:
    c = to_board(rules_data.BUSINESSES[bz]["xy"])
    return QRectF(c.x() - BZ_W / 2, c.y() - BZ_H / 2, BZ_W, BZ_H)


def _business_slots(rect: QRectF) -> list[QRectF]:
    """The merchant space and the two worker spaces of a business frame."""
    slot_w = (BZ_W - 16) / 3
    return [QRectF(rect.left() + 4 + i * (slot_w + 4), rect.top() + 22, slot_w, BZ_H - 26) for i in range(3)]


def _board(out: TablePlan, view: dict, labels: dict) -> None:
    b = BOARD_RECT
    static = static_spaces(view.get("roads"))
    main = view.get("phase") == "main"
    out.spaces.update((k, v) for k, v in static.items() if main or not k.startswith("verb:"))
    squares = view.get("squares") or {}
    businesses = view.get("businesses") or {}
    centre = _CENTRES
    cdp_c = to_board(rules_data.CDP["xy"])
    from . import PLUGIN
    mark = PLUGIN.override_mark  # a capacity from the player's card data is marked † (issue 14)
    # squares
    for q, d in rules_data.SQUARES.items():
        info = squares.get(q) or {}
        n, cap = int(info.get("capoeiras", 0)), int(info.get("capacity", d["capacity"]))
        # "Square N1": the region is the colour; the full name is in the log and the hover
        out.spaces[f"sq:{q}"] = SpacePlace(f"sq:{q}", polygon=_OCTAGONS[q],
                                           title=labels["square_short"].format(id=q.replace("SQ_", "")),
                                           subtitle=f"{n}/{cap}{mark(f'squares.{q}.capacity')}",
                                           colour=REGION_COLOURS[d["region"]], capacity=cap,
                                           emphasis=n >= cap, z=BOARD)
        if n:
            _meeple(out, f"meeple:sq:{q}", centre[q] + QPointF(0, 4), BLACK, n, tooltip=text.capoeiras(n))
    # businesses (frames and spaces are static): the merchant, the workers, the coin token
    for bz in rules_data.BUSINESSES:
        info = businesses.get(bz) or {}
        rect = _business_rect(bz)
        merchant = info.get("merchant")
        workers = int(info.get("workers", 0))
        for i, (name, r) in enumerate(zip(("merchant", "worker0", "worker1"), _business_slots(rect))):
            if i == 0 and merchant is not None:
                _meeple(out, f"meeple:biz:{bz}:merchant", r.center(), _colour_of(view, merchant), size=26)
            elif i and workers >= i:
                _meeple(out, f"meeple:biz:{bz}:{name}", r.center(), BLACK, size=26)
        if info.get("token") == "board":
            out.add(TokenPlace(f"coin:biz:{bz}", QPointF(rect.right() - 4, rect.top() + 4), shape="circle",
                               colour=COIN, size=20, label="+1", z=token_z(3),
                               tooltip=labels["coin"].format(value=1)))
    # the Cabeça de Porco
    cdp = view.get("cdp") or {}
    n, cap = int(cdp.get("capoeiras", 0)), int(cdp.get("capacity", rules_data.CDP_CAPACITY))
    # tall enough for the name on top, "n/capacity" at the bottom and the meeple with its
    # "×N" badge between them at the largest readable text (1024×640; QA of issue 13)
    space = out.add(SpacePlace("cdp", QRectF(cdp_c.x() - 75, cdp_c.y() - 36, 150, POT_H), title=labels["cdp"],
                               subtitle=f"{n}/{cap}{mark('cabeca_de_porco.capacity')}", colour="#4a2d22", capacity=cap, emphasis=n >= cap, z=BOARD))
    if n:
        _meeple(out, "meeple:cdp", _pot_centre(space), BLACK, n, tooltip=text.capoeiras(n))
    # the Senzala (black capoeiras off the board)
    senzala = int(view.get("senzala", 0))
    sz = out.add(SpacePlace("senzala", QRectF(b.center().x() - 60, 348, 120, POT_H), title=labels["senzala"],
                            subtitle=str(senzala), colour="#3a3a3a", z=BOARD))
    if senzala:
        _meeple(out, "meeple:senzala", _pot_centre(sz), BLACK, senzala, tooltip=text.capoeiras(senzala))
    # the Ministry (slot 1 first)
    ministry = list(view.get("ministry") or [None] * rules_data.MINISTRY_SLOTS)
    track = out.add(TrackPlace("ministry", QRectF(b.center().x() - 180, b.top() + 6, 360, 84), labels["ministry"],
                               [str(i + 1) for i in range(len(ministry))], colour="#3c3450"))
    for i, (rect, seat) in enumerate(zip(track.space_rects(), ministry)):
        if seat is not None:
            _meeple(out, f"meeple:ministry:{i}", rect.center() + QPointF(0, 6), _colour_of(view, seat), size=28)


#: height of the Senzala and the Cabeça de Porco: name (20), meeple and badge (36), count (20)
POT_H = 88.0


def _pot_centre(space: SpacePlace) -> QPointF:
    """Where the capoeiras of the Senzala or the Cabeça de Porco stand: between the name and
    the count, the "×N" badge (down and right of the meeple) clear of both."""
    b = space.bounds()
    return QPointF(b.center().x() - 6, b.top() + 41)


# --- the Gallery and the seats ----------------------------------------------------------------

def _progress_rows(view: dict, char: str, names: list[str] | None) -> list[tuple[str, list]]:
    """Every seat's progress toward ``char``'s objective: ``(seat name, view lines)``; the hover
    preview words them (faces.CharacterFace.preview_content), so a redraw does not."""
    out = []
    for s, seat in enumerate(view.get("seats") or []):
        lines = (seat.get("progress") or {}).get(char)
        if lines:
            out.append((_label(view, s, names), lines))
    return out


_labels_memo: dict[tuple, str] = {}


def _label(view: dict, s: Any, names: list[str] | None, bare: bool = False) -> str:
    """``seat_label`` of seat ``s`` for the view's viewer, remembered per language;
    ``bare``: without "(you)" (a title that says it in its own brackets)."""
    from ...i18n import generation
    viewer = None if bare else view.get("seat")
    key = (generation(), s, viewer, tuple(names or ()), getattr(names, "bots", None))
    out = _labels_memo.get(key)
    if out is None:
        if len(_labels_memo) > 200:
            _labels_memo.clear()
        out = _labels_memo[key] = seat_label(s, viewer, names)
    return out


def _character(out: TablePlan, view: dict, char: str, pos: QPointF, scale: float, zone: str, slot: int,
               names: list[str] | None, owner_label: str) -> CardPlace:
    g = (view.get("gallery") or {}).get(char) or {}
    owner = g.get("owner")
    colour = ((view.get("seats") or [{}] * 9)[owner].get("colour", "") if isinstance(owner, int) else "")
    card = {"id": char, "progress": _progress_rows(view, char, names)}
    place = out.cards[char_key(char)] = CardPlace(char_key(char), card, CharacterFace(char, colour, bool(g.get("blocked"))),
                                                  pos, scale, 0.0, card_z(slot), zone, owner_label=owner_label)
    meeples = list(g.get("meeples") or [])
    size = max(16.0, MEEPLE_ON_CARD * scale)
    for i, s in enumerate(meeples):
        x = pos.x() + (i - (len(meeples) - 1) / 2) * (size - 1)
        # astride the card's bottom edge, below the objective (faces.CharacterFace keeps its
        # last PIECES_BAND clear of text; the Gallery's rows are GALLERY_GAP apart)
        _meeple(out, blocker_key(char, s), QPointF(x, pos.y() + CARD_H * scale * 0.5 + 1), _colour_of(view, s),
                order=i, size=size, clickable=True, tooltip=_label(view, s, names))
    return place


def _gallery(out: TablePlan, view: dict, labels: dict, names: list[str] | None) -> None:
    g_rect = QRectF(GALLERY_RECT.left(), GALLERY_RECT.top(), GALLERY_RECT.width(), _split(view) - GALLERY_RECT.top())
    zone = out.add(ZonePlace("gallery", g_rect, labels["gallery"]))
    free = [c for c, g in (view.get("gallery") or {}).items() if g.get("owner") is None]
    scale = GALLERY_SCALE
    w, h = CARD_W * scale, CARD_H * scale
    cols = 4
    gap_x = (g_rect.width() - cols * w) / (cols + 1)
    gap_y = GALLERY_GAP
    for i, char in enumerate(free):
        r, c = divmod(i, cols)
        pos = QPointF(GALLERY_RECT.left() + gap_x + c * (w + gap_x) + w / 2,
                      GALLERY_RECT.top() + HEADER_H + 4 + r * (h + gap_y) + h / 2)
        _character(out, view, char, pos, scale, zone.key, i, names, labels["gallery"])


def _met(lines: Any) -> bool:
    """Every progress line of one objective met (its plate is emphasised)."""
    return bool(lines) and all(x.get("have", 0) >= x.get("need", 0) for x in lines)


def _split(view: dict) -> float:
    """Where the Gallery ends and the seats' areas begin: the Gallery keeps two rows of cards
    while five or more characters are free, one row after that (the seats get the room)."""
    free = sum(1 for g in (view.get("gallery") or {}).values() if g.get("owner") is None)
    rows = 2 if free > 4 else 1
    h = CARD_H * GALLERY_SCALE
    return GALLERY_RECT.top() + HEADER_H + rows * (h + GALLERY_GAP) + 4


def _seats(out: TablePlan, view: dict, labels: dict, names: list[str] | None, first: Any) -> None:
    seats = view.get("seats") or []
    n = len(seats)
    if not n:
        return
    first = first if isinstance(first, int) and 0 <= first < n else 0
    gap = 6.0
    top = _split(view) + 6
    h = (SEATS_RECT.bottom() - top - gap * (n - 1)) / n
    gallery = view.get("gallery") or {}
    for k in range(n):
        s = (first + k) % n
        info = seats[s]
        rect = QRectF(SEATS_RECT.left(), top + k * (h + gap), SEATS_RECT.width(), h)
        colour = text.messages.colour_name(info.get("colour"))
        # one pair of brackets: "Player 2 (you, white)", not "Player 2 (you) (white)"
        title = labels["seat_title_you" if is_you(s, view.get("seat"), names) else "seat_title"].format(
            seat=_label(view, s, names, bare=True), colour=colour)
        subtitle = text.seat_line(info.get("hand_count", 0), info.get("supply", 0), info.get("ministers", 0))
        zone = out.add(ZonePlace(f"seat:{s}", rect, title, subtitle, emphasis=s == view.get("current")))
        body = QRectF(rect.left() + 8, rect.top() + HEADER_H + 2, rect.width() - 16, rect.height() - HEADER_H - 8)
        # right column (72 wide): meeples left and coin tokens side by side, the hand under
        # them; each "×N" badge (down and right of its token) clear of the next token
        col = QRectF(body.right() - 72, body.top(), 72, body.height())
        _meeple(out, f"meeple:supply:{s}", QPointF(col.left() + 12, body.top() + 12),
                text.player_colour(info.get("colour")), int(info.get("supply", 0)), size=24, tooltip=subtitle)
        tokens = list(info.get("tokens") or [])
        if tokens:
            value = int(tokens[0].get("value", 1))
            usable = [t for t in tokens if not t.get("fresh") and not t.get("used")]
            tip = text.coin_tokens(len(tokens), value)
            out.add(TokenPlace(f"coin:seat:{s}", QPointF(col.left() + 50, body.top() + 12), shape="circle", colour=COIN,
                               size=22, label=f"+{value}", count=len(tokens) if len(tokens) > 1 else 0,
                               dimmed=not usable, tooltip=tip, z=token_z(1)))
        # under the meeples' "×N" badge (it reaches 32 below the body's top), not against it
        pile_h = max(24.0, min(body.height() - 38, 56.0))
        out.add(PilePlace(f"hand:{s}", QPointF(col.center().x() - pile_h * CARD_W / CARD_H / 2, body.bottom() - pile_h),
                          [BackFace()], pile_h * CARD_W / CARD_H, pile_h, count=int(info.get("hand_count", 0)),
                          show_count=True))
        # left: characters, each with a plate naming it and its progress; right of them the
        # cards of this hand the viewer knows, as name chips (a card small enough for a seat's
        # area could not print a special card's name: QA of issue 13)
        chars = [c for c, g in gallery.items() if g.get("owner") == s]
        known = list(info.get("known_cards") or []) if s != view.get("seat") else []
        room = col.left() - 8 - body.left()
        chips = _known_chips(known, body, room)
        known_w = max((r.right() for _, _, r in chips), default=0.0)
        right = col.left() - 8 - (known_w + 6 if chips else 0.0)
        for kind, words, r in chips:
            out.add(SpacePlace(known_key(s, kind), r.translated(right + 6, 0), subtitle=words,
                               colour=_chip_colour(kind), z=BOARD + 5))
        progress = info.get("progress") or {}
        if chars:
            single = len(chars) == 1
            scale = min(0.6 if single else 0.45, body.height() / CARD_H)
            cw = CARD_W * scale
            for i, char in enumerate(chars):
                _character(out, view, char, QPointF(body.left() + cw / 2 + i * (cw + 4), body.top() + CARD_H * scale / 2),
                           scale, zone.key, i, names, title)
            left = body.left() + len(chars) * (cw + 4) + 2
            _plates(out, s, chars, progress, QRectF(left, body.top(), max(60.0, right - left), body.height()))
        else:
            out.add(SpacePlace(f"progress:{s}:none", QRectF(body.left(), body.top() + 2, right - body.left(),
                                                           min(34.0, body.height())),
                               title=labels["no_characters"], colour="#2d2a24", z=BOARD + 5))


#: the largest size text is drawn at on the table at 1280×800 and 1024×640 (the readable
#: floor, in scene units, rounded up to a whole size as fonts are): what the plates and
#: chips are measured with. 19 holds down to a table at 0.58 of the scene at 11 px (the
#: Replay window's at 1280×800 is 0.61: its floor of 18.03 units was drawn at 19 and cut
#: a chip measured at 18 to "Cro…", QA of issue 13)
FLOOR_UNITS = 19.0
PLATE_H, LINE_H = 38.0, 22.0


@functools.lru_cache(maxsize=1024)    # the same names and lines on every redraw (10 ms budget)
def text_width(words: str, bold: bool = False) -> float:
    """Scene units ``words`` take at the readable floor in the narrowest letters the table
    tries (``table.faces.fit_font``): it fits a space that wide whole."""
    from PySide6.QtGui import QFont, QFontMetricsF
    from ...table.faces import CONDENSED
    f = QFont()
    f.setPixelSize(int(FLOOR_UNITS))
    f.setBold(bold)
    f.setStretch(CONDENSED[-1])
    return QFontMetricsF(f).horizontalAdvance(words) + 10.0


def _chip_colour(kind: str) -> str:
    icons = rules_data.ICONS.get(kind) or {}
    main = next(iter(icons), "")
    return {"N": "#2f5fb3", "G": "#b33a2f", "C": "#8a6a12", "L": "#6f6a58", "B": "#7a5230",
            "K": "#7b3fa0"}.get(main, "#5b4630")


def _known_chips(known: list[str], body: QRectF, room: float) -> list[tuple[str, str, QRectF]]:
    """The known cards of a hand as chips ``(kind, words, rect)`` (x from 0: the caller puts
    them against the right column): one per kind ("2 × Scandal", special cards first) - each a
    click target of Woodruff's swap, so none is left out -, in columns as high as the body,
    each column as wide as its longest words; all of them within ``room`` less 120 for the
    plates (narrower chips only in that extreme: a whole hand of many kinds seen at 5 players)."""
    if not known:
        return []
    counts: dict[str, int] = {}
    for kind in known:
        counts[kind] = counts.get(kind, 0) + 1
    order = sorted(counts, key=lambda k: (bool(rules_data.ICONS.get(k)), known.index(k)))
    rows = max(1, int((body.height() + 2) // (LINE_H + 2)))
    words = [(k, text.messages.cards_text({k: counts[k]})) for k in order]
    columns = [words[i:i + rows] for i in range(0, len(words), rows)]
    widths = [max(text_width(w) for _, w in col) for col in columns]
    total = sum(widths) + 4 * (len(widths) - 1)
    squeeze = min(1.0, max(60.0, room - 120) / total)
    out, x = [], 0.0
    for col, width in zip(columns, widths):
        for i, (k, w) in enumerate(col):
            out.append((k, w, QRectF(x, body.top() + i * (LINE_H + 2), width * squeeze, LINE_H)))
        x += width * squeeze + 4
    return out


def _plates(out: TablePlan, s: int, chars: list[str], progress: dict, area: QRectF) -> None:
    """A plate per character of seat ``s`` in ``area``: its name and its progress lines whole
    (QA of issue 13: never "comércios comple…") - on one plate when they fit its width, else one
    line a plate under it; with too little height for that, the lines that fit."""
    w = area.width()
    name_fits = {c: text_width(text.character_name(c), True) <= w for c in chars}
    plans = []
    for char in chars:
        lines = [text.progress_line(x) for x in progress.get(char) or []]
        joined = " · ".join(lines)
        rows = [joined] if lines and text_width(joined) <= w else lines
        plans.append((char, rows))
    plans = [(c, [r for r in rows if text_width(r) <= w]) for c, rows in plans]   # left out, never cut
    need = sum(PLATE_H + LINE_H * max(0, len(rows) - 1) + 2 for _, rows in plans) - 2
    share = PLATE_H
    if need > area.height():        # too low: each plate gets an equal share
        share = max(16.0, (area.height() - 2 * (len(plans) - 1)) / len(plans))
        extra = max(0, int((share - PLATE_H) // (LINE_H + 2)))
        plans = [(c, rows[:1 + extra] if share >= 34 else []) for c, rows in plans]
    y = area.top()
    for char, rows in plans:
        done = _met(progress.get(char))
        h = min(PLATE_H, share)
        out.add(SpacePlace(f"progress:{s}:{char}", QRectF(area.left(), y, w, h),
                           title=text.character_name(char) if name_fits[char] else "",
                           subtitle=rows[0] if rows else "", colour="#2d2a24", emphasis=done, z=BOARD + 5))
        y += h + 2
        for j, line in enumerate(rows[1:], 1):
            out.add(SpacePlace(f"progress:{s}:{char}:{j}", QRectF(area.left(), y, w, LINE_H),
                               subtitle=line, colour="#2d2a24", emphasis=done, z=BOARD + 5))
            y += LINE_H + 2


# --- the hand and the Market -------------------------------------------------------------------

def _hand(out: TablePlan, view: dict, labels: dict, names: list[str] | None) -> None:
    seat = view.get("seat")
    seats = view.get("seats") or []
    hand = list(seats[seat].get("hand") or []) if isinstance(seat, int) and 0 <= seat < len(seats) else []
    owner = _label(view, seat, names) if isinstance(seat, int) else ""
    credit = ((view.get("turn") or {}).get("credit") or {})
    left = {k: v for k, v in credit.items() if v}
    subtitle = labels["turn_credit"].format(credit=text.credit_text(left)) \
        if left and view.get("current") == seat else ""
    zone = out.add(ZonePlace("hand", HAND_RECT, labels["hand"].format(seat=owner) if owner else "", subtitle,
                             emphasis=bool(owner)))
    # up to 5 cards in one row of large cards; more (the end of a turn) in two rows, so each
    # card's name and effect stay in sight while choosing the discards
    rows = 1 if len(hand) <= 5 else 2
    scale = HAND_SCALE if rows == 1 else (HAND_RECT.height() - HEADER_H - HAND_GAP - 14) / (2 * CARD_H)
    per_row = math.ceil(len(hand) / rows) if hand else 1
    w = CARD_W * scale
    inner = HAND_RECT.width() - 20
    pitch = w + 8
    if per_row > 1 and (per_row - 1) * pitch + w > inner:
        pitch = (inner - w) / (per_row - 1)
    counts: dict[str, int] = {}
    for i, kind in enumerate(hand):
        j = counts.get(kind, 0)
        counts[kind] = j + 1
        key = hand_key(kind, j)
        r, c = divmod(i, per_row)
        y = HAND_RECT.top() + HEADER_H + HAND_GAP + CARD_H * scale / 2 + r * (CARD_H * scale + 6)
        out.cards[key] = CardPlace(key, {"kind": kind}, KindFace(kind), QPointF(HAND_RECT.left() + 10 + w / 2 + c * pitch, y),
                                   scale, 0.0, card_z(i), zone.key, owner_label=zone.title)


def _market(out: TablePlan, view: dict, labels: dict) -> None:
    zone = out.add(ZonePlace("market", MARKET_RECT, labels["market"]))
    scale = 0.95
    w = CARD_W * scale
    gap = (MARKET_RECT.width() - 3 * w) / 4
    # 8 under the title: a lit card's glow stays clear of "Mercado" (as the hand's, HAND_GAP)
    y = MARKET_RECT.top() + HEADER_H + 8 + CARD_H * scale / 2
    for i, kind in enumerate(view.get("market") or []):
        x = MARKET_RECT.left() + gap + i * (w + gap) + w / 2
        if kind is None:
            zone.slots.append(QRectF(x - w / 2, y - CARD_H * scale / 2, w, CARD_H * scale))
            continue
        out.add(CardPlace(market_key(i), {"kind": kind}, KindFace(kind), QPointF(x, y), scale, 0.0, card_z(i),
                          zone.key, owner_label=labels["market"]))
    # the deck, the discard pile and the cards under Quissama, each over a plate naming it
    # (a plate as wide as its column: "Under Quissama" is never cut)
    pw, ph = PILE_W, PILE_H
    widths = (112.0, 112.0, MARKET_RECT.width() - 224.0)   # the longest name last
    stash = list(view.get("stash") or [])
    piles = (("deck", [BackFace()], int(view.get("deck_count", 0)), True),
             ("discard", [BackFace()] if view.get("discard_count") else [], int(view.get("discard_count", 0)), True),
             # the newest card under Quissama whole, the others as a count chip: its column
             # has room for one card only, and a fan cut the names to "Bu"/"Mo" (QA of issue 13)
             ("stash", [KindFace(stash[-1])] if stash else [], len(stash), len(stash) > 1))
    left = MARKET_RECT.left()
    for (key, faces, count, show), col_w in zip(piles, widths):
        out.add(PilePlace(key, QPointF(left + (col_w - pw) / 2, PILES_TOP), faces, pw, ph, count=count,
                          show_count=show))
        out.add(SpacePlace(f"label:{key}", QRectF(left, PILES_TOP + ph + 4, col_w - 1, 30), title=labels[key],
                           colour="#1f1a14", z=BOARD))
        left += col_w


def targeting(legal: Any, seat: Any, view: Any) -> QuissamaTargeting:
    """The click targeting of one decision (targeting.py)."""
    return QuissamaTargeting(legal, seat, view, describe=text.chosen_reason)
