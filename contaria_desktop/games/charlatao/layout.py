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

from PySide6.QtCore import QPointF, QRectF

from . import hover, text
from .centre import board, ea_nasir_panel, trick
from .faces import CharlataoFace
from .placing import (BACK_SCALE, CENTRE_LEFT, CENTRE_RIGHT, CHAR_SCALE, HAND_SCALE, OWN_H, OWN_TOP,
                                 PAD, PILE_SCALE, SETUP_PHASES, SIDE_SCALE, Ctx, fan, header_width, line_zones,
                                 note_width, slot_h, space_h, wrap)
from .targeting import CharlataoTargeting
from .text import charlatao_table, fill
from ...table.geometry import CARD_H, CARD_W
from ...table.items.zone import HEADER_H
from ...table.layouts.base import TablePlan


def targeting(legal: list, seat: int | None, view: dict) -> CharlataoTargeting:
    """The click-to-action object of one decision (``layouts`` hook, see ``widget.py``)."""
    return CharlataoTargeting(legal, seat, view, text.reason)


def plan(view: dict, bottom_seat: int, seat_names: list[str] | None = None) -> TablePlan:
    """Place everything in ``view`` (a CharLatão ``State.view`` dict) with ``bottom_seat`` at
    the bottom of the table. ``seat_names`` (optional) replaces "Player N" labels."""
    n = int(view.get("num_players") or 2)
    bottom = bottom_seat if 0 <= bottom_seat < n else 0
    c = Ctx(view, bottom, seat_names)
    others = [(bottom + k) % n for k in range(1, n)]
    panels = _panels(len(others))
    top_used = any(p.top() < 100 for p in panels)
    for seat, rect in zip(others, panels):
        _seat_panel(c, seat, rect, vertical=rect.height() > rect.width())
    _own_area(c)
    _info(c)
    if c.duel:
        ea_nasir_panel(c, QRectF(10, 262, 292, OWN_TOP - 272))
    top = 262.0 if top_used else 40.0
    board_h = HEADER_H + space_h() + 12
    trick_h = HEADER_H + slot_h() + 12
    if not top_used:      # centre the block in the free height
        top = max(top, (OWN_TOP - 10 - board_h - 16 - trick_h) / 2 + 10)
    board_h = board(c, top)     # taller when the spaces' names take two lines
    trick(c, top + board_h + 16)
    return c.out


def _info(c: Ctx) -> None:
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
    # 2 players: the left column is free above Ea-Nasir, so a long title takes two lines
    # there rather than being cut ("Rodada 1 · vence quem levar 2 r…", issue 18.3)
    lines = wrap(title, 292) if c.duel else [title]
    c.zone("info", QRectF(10, 10, 292, 44 + (len(lines) - 1) * (HEADER_H + 4)), lines[0], "")
    line_zones(c, "infoline", 18, 10 + HEADER_H + 10, 276, lines[1:])


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


# --- own area --------------------------------------------------------------------------------

def _own_area(c: Ctx) -> None:
    seat = c.bottom
    view = c.view
    hands = view.get("hands") or []
    hand = hands[seat] if seat < len(hands) and hands[seat] is not None else None
    count = int((view.get("hand_counts") or [0] * c.n)[seat])
    ch = c.k.character(seat)
    # character and won tricks
    info = QRectF(10, OWN_TOP, 300, OWN_H)
    score = _score_text(c, seat)
    title = _seat_title(c, seat, _title_room(info.width(), score))
    c.zone(f"seat:{seat}", info, title, score, emphasis=seat == c.viewer)
    cy = OWN_TOP + HEADER_H + 8 + CARD_H / 2
    if ch:
        c.card(f"char:{seat}", CharlataoFace("character", character=ch, side=c.side),
               QPointF(20 + CARD_W / 2, cy), 1.0, f"seat:{seat}", hover.character(c.k, ch, seat))
    _won_piles(c, seat, QPointF(20 + CARD_W + 14, OWN_TOP + HEADER_H + 8), 0.8, vertical=False)

    # the hand
    rect = QRectF(320, OWN_TOP, HAND_RIGHT - 320, OWN_H)
    if c.you(seat) and not count:    # an empty hand says so (pt_BR would say "0 carta")
        title = charlatao_table.tr("Your hand · empty")
    elif c.you(seat):
        title = charlatao_table.tr("Your hand · %n card(s)", "", count)
    elif not count:
        title = fill(charlatao_table.tr("%1's hand · empty"), c.name(seat))
    else:
        title = fill(charlatao_table.tr("%1's hand · %n card(s)", "", count), c.name(seat))
    c.zone(f"hand:{seat}", rect, title, "", emphasis=seat == c.viewer)
    c.anchors[seat] = rect.center()
    top = OWN_TOP + HEADER_H + 6
    if hand is not None:
        fan(c, _copper_row(c, hand, seat, own=True), rect.left() + PAD, rect.right() - PAD, top,
             HAND_SCALE, f"hand:{seat}", arc=True)
    else:
        fan(c, _backs(c, seat, count), rect.left() + PAD, rect.right() - PAD, top, HAND_SCALE,
             f"hand:{seat}", arc=True)
    _own_side(c, QRectF(HAND_RIGHT + 10, OWN_TOP, 1590 - HAND_RIGHT - 10, OWN_H))


# The viewer's hand ends here; its right side (passing slots, Bribe box, last trick) takes the
# rest to 1590: wide enough for the Bribe hint and the last trick's title and captions whole
# (issue 18.3), the hand's fan still without much overlap.
HAND_RIGHT = 1190.0


def _title_room(width: float, note: str) -> float:
    """The room a zone ``width`` wide leaves its title beside the side note ``note`` (the
    seat's points); a note longer than the zone shows (40 % of its header) is dropped anyway,
    so it takes none."""
    need = note_width(note)
    return width - need if need <= 0.4 * (width - 20) + 8 else width


def _seat_title(c: Ctx, seat: int, width: float) -> str:
    """A seat zone's title in ``width`` scene units (the header less its points: QA, the
    points went when the title took their room): "name · character" when it fits whole, else
    "short name · character" ("You", "Bot 2"), else the name alone, else its short form (the
    character card prints its name, the hover names the seat whole)."""
    ch = c.k.character(seat)
    tries = [c.name(seat), c.short(seat)]
    if ch:
        pair = charlatao_table.tr("%1 · %2")
        tries[:0] = [fill(pair, c.name(seat), text.character_name(ch)),
                     fill(pair, c.short(seat), text.character_name(ch))]
    for title in tries:
        if header_width(title) <= width:
            return title
    return tries[-1]


def _copper_row(c: Ctx, cards: list[str], seat: int, own: bool) -> list:
    passing = c.view.get("passing") or {}
    received = passing.get("received") if own and seat == c.viewer else None
    fresh = received is not None and int(c.view.get("tricks_played") or 0) == 0
    out = []
    for card in cards:
        tag = ""
        extra: list[str] = []
        if fresh and card == received:
            tag = fill(charlatao_table.tr("from %1"), c.short(passing.get("received_from")))
            extra.append(fill(charlatao_table.tr("Passed to you by %1."), c.name(passing.get("received_from"))))
        if c.you(seat):
            where = charlatao_table.tr("In your hand")
        else:
            where = fill(charlatao_table.tr("In %1's hand"), c.name(seat))
        out.append((card, CharlataoFace("copper", card=card, tag=tag),
                    hover.copper(c.k, card, where, extra), {"id": card}))
    return out


def _backs(c: Ctx, seat: int, count: int) -> list:
    lines = hover.hand(c.k, seat, count)
    out = []
    for i in range(count):
        face = CharlataoFace("back", count=count if i == count - 1 else None)
        out.append((f"h{seat}.{i}", face, lines, {"seat": seat}))
    return out


def _own_side(c: Ctx, rect: QRectF) -> None:
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
        half = (rect.width() - 2 * PAD) / 2      # each slot and its caption: half the area
        for i, (kind, card, done) in enumerate(slots):
            centre = QPointF(rect.left() + PAD + (i + 0.5) * half, rect.top() + HEADER_H + 12
                             + CARD_H * SIDE_SCALE / 2)
            # the caption under the slot, as wide as half the area: on the card's ribbon
            # "Descarte" would be cut (issue 18.3); a bot's name in its short form when the
            # whole does not fit ("para o Robô 2", QA: "para o Robô 2 (Difí…")
            tag = charlatao_table.tr("Discard") if kind == "discard" else \
                c.caption(charlatao_table.tr("to %1"), to, half - 4)
            c.zone(f"slotlabel:{kind}", QRectF(centre.x() - half / 2 + 2, centre.y() + CARD_H * SIDE_SCALE / 2 + 2,
                                               half - 4, HEADER_H), tag)
            if card:
                where = charlatao_table.tr("Your discard (face down for the others)") if kind == "discard" else \
                    fill(charlatao_table.tr("Your card for %1 (face down for the others)"), c.name(to))
                c.card(card, CharlataoFace("copper", card=card), centre, SIDE_SCALE,
                       f"side:{seat}", hover.copper(c.k, card, where), z=i, id=card)
            elif done:
                c.card(f"p{kind[0]}{seat}", CharlataoFace("back"), centre, SIDE_SCALE,
                       f"side:{seat}", hover.pending(c.k, seat, kind, to), z=i)
            else:
                c.out.zones[f"side:{seat}"].slots.append(QRectF(
                    centre.x() - w / 2, centre.y() - CARD_H * SIDE_SCALE / 2, w, CARD_H * SIDE_SCALE))
        return
    if c.duel and c.viewer == seat and c.phase != "over":
        used = _bribe_token(c, rect)
        rect = QRectF(rect.left(), rect.top() + used + 8, rect.width(), rect.height() - used - 8)
    _last_trick_small(c, rect)


def _bribe_token(c: Ctx, rect: QRectF) -> float:
    """The Bribe box at the top of ``rect``, its hint wrapped on as many lines as the width
    needs (issue 18.3: never "perca a …"); returns its height."""
    duel = c.view.get("duel") or {}
    bribed = (duel.get("bribed") or [False, False])[c.bottom]
    sub = charlatao_table.tr("used this round") if bribed else charlatao_table.tr("once per round")
    hint = " ".join((charlatao_table.tr("Leave suit on purpose, lose the trick,"),
                     charlatao_table.tr("look at a face-down quality card.")))
    lines = wrap(hint, rect.width() - 16)
    height = HEADER_H + 6 + len(lines) * (HEADER_H + 4) + 4
    c.zone(f"bribe:{c.bottom}", QRectF(rect.left(), rect.top(), rect.width(), height), charlatao_table.tr("Bribe"), sub)
    line_zones(c, "bribehint", rect.left() + 8, rect.top() + HEADER_H + 6, rect.width() - 16, lines)
    return height


def _last_trick_small(c: Ctx, rect: QRectF) -> None:
    """The previous trick, small, once the centre shows a new one."""
    last = c.view.get("last_trick")
    trick_cards = (c.view.get("trick") or {}).get("cards") or []
    if not last or (not trick_cards and not c.duel) or c.phase in SETUP_PHASES or c.phase == "over":
        return
    duel = c.view.get("duel") or {}
    division = duel.get("last_division") if c.duel else None
    if c.duel and (c.phase != "play" or division is None):
        return
    title = fill(charlatao_table.tr("Trick %1 · won by %2"), last.get("number"), c.name(last.get("winner")))
    lines = wrap(title, rect.width())
    c.zone(f"last:{c.bottom}", rect, lines[0])
    extra = line_zones(c, "lastline", rect.left() + 8, rect.top() + HEADER_H + 4, rect.width() - 16, lines[1:])
    cards = list(last.get("cards") or [])
    tags = {}
    if division:
        cards = [division.get("ea_nasir_card")] + cards
        tags = {division.get("given"): text.character_name("ea_nasir"),
                division.get("took"): c.short(last.get("winner")),
                division.get("kept"): c.short(1 - int(last.get("winner")))}
    if any(card in (c.view.get("trick") or {}).get("cards", []) for card in cards):
        return
    n = len(cards)
    leader = int(last.get("leader") or 0)
    row = []
    for i, card in enumerate(cards):
        if not card:
            continue
        seat = (leader + i - (1 if division else 0)) % max(c.n, 1)
        tag = tags.get(card) if division else c.short(seat)
        # the caption may be short ("Bot 3", "You"): the hover names the player whole
        played = [] if division else [fill(charlatao_table.tr("Played by %1"), c.name(seat))]
        row.append((card, CharlataoFace("copper", card=card, tag=tag or ""),
                    hover.copper(c.k, card, fill(charlatao_table.tr("Trick %1"), last.get("number")), played),
                    {"id": card}))
    top = rect.top() + HEADER_H + 6 + extra
    scale = min(SIDE_SCALE, (rect.width() - 2 * PAD) / max(n, 1) / CARD_W, (rect.bottom() - 6 - top) / CARD_H)
    fan(c, row, rect.left() + PAD, rect.right() - PAD, top, scale, f"last:{c.bottom}", arc=False)


def _score_text(c: Ctx, seat: int) -> str:
    if c.duel:
        wins = ((c.view.get("duel") or {}).get("round_wins") or {}).get(str(seat), 0)
        return charlatao_table.tr("%1 round win(s)", "", int(wins) or 2).replace("%1", str(int(wins)))   # 0: plural
    scores = c.view.get("scores") or {}
    totals = scores.get("totals") or []
    total = totals[seat] if seat < len(totals) else 0
    rounds = scores.get("rounds") or []
    # "1 point", "−3 points", never "1 pts" (issue 18.9); Qt's %n takes no negative count
    count = abs(int(total)) if total else 2   # 0 takes the plural, as on the score screen
    points = charlatao_table.tr("%1 point(s)", "", count).replace("%1", text.signed(int(total)) if total else "0")
    if rounds and c.phase in SETUP_PHASES:
        return fill(charlatao_table.tr("%1 (last round %2)"), points, text.signed(int(rounds[-1][seat])))
    return points


def _won_piles(c: Ctx, seat: int, top_left: QPointF, scale: float, vertical: bool) -> None:
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
        if phase == "before":
            tag = charlatao_table.tr("before")
        elif phase == "after":
            tag = charlatao_table.tr("after")
        else:
            tag = charlatao_table.tr("tricks")
        face = CharlataoFace("back", count=tricks, tag=tag)
        c.card(f"won:{seat}:{phase or 'all'}", face, QPointF(x, y), scale, f"seat:{seat}",
               hover.won_pile(c.k, seat, tricks, cards, phase), seat=seat)


# --- other seats ----------------------------------------------------------------------------

def _seat_panel(c: Ctx, seat: int, rect: QRectF, vertical: bool) -> None:
    view = c.view
    ch = c.k.character(seat)
    score = _score_text(c, seat)
    title = _seat_title(c, seat, _title_room(rect.width(), score))
    turn = view.get("current_player") == seat
    c.zone(f"seat:{seat}", rect, title, score, emphasis=turn)
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
    shown, to = _pending_shown(c, seat) if not c.duel and c.phase in SETUP_PHASES else ([], None)
    w = CARD_W * BACK_SCALE
    fan_right = right
    if shown and not vertical:     # a low panel: the choices end the hand's row, captioned under it
        fan_right = right - len(shown) * (w + 12)
    c.anchors[seat] = QPointF((left + fan_right) / 2, top + bh / 2)
    fan(c, row, left, fan_right, top, BACK_SCALE, f"seat:{seat}", arc=False)
    if shown:
        below = top + bh + (10 + bh + 4 if vertical else 8)
        at = QPointF(left, top + bh + 10) if vertical else QPointF(fan_right + 12, top)
        _pending_backs(c, seat, shown, to, at, QRectF(left, below, right - left, rect.bottom() - 4 - below))


def _pending_shown(c: Ctx, seat: int) -> tuple[list[tuple[str, str]], int | None]:
    """The passing choices another seat has made (``[(kind, caption)]``) and its target."""
    passing = c.view.get("passing") or {}
    to = (passing.get("targets") or [None] * c.n)[seat]
    shown = []
    if (passing.get("discarded") or [False] * c.n)[seat]:
        shown.append(("discard", charlatao_table.tr("Discard")))
    if to is not None and (passing.get("passed") or [False] * c.n)[seat]:
        shown.append(("pass", fill(charlatao_table.tr("to %1"), c.name(to))))
    return shown, to


def _pending_backs(c: Ctx, seat: int, shown: list[tuple[str, str]], to: int | None, at: QPointF,
                   caption: QRectF) -> None:
    """Another seat's face-down passing choices (public: that it has chosen, not what) from
    ``at`` (top left), captioned in ``caption`` ("Discard · to Player 3", wrapped): a ribbon
    on so small a card would cut the words (issue 18.3)."""
    passing = c.view.get("passing") or {}
    w = CARD_W * BACK_SCALE
    omni = (passing.get("discards"), passing.get("passes"))
    line_zones(c, f"pendingline:{seat}", caption.left(), caption.top(), caption.width(),
               wrap(" · ".join(tag for _kind, tag in shown), caption.width()))
    for i, (kind, _tag) in enumerate(shown):
        centre = QPointF(at.x() + w / 2 + i * (w + 12), at.y() + CARD_H * BACK_SCALE / 2)
        known = (omni[0] if kind == "discard" else omni[1]) or [None] * c.n
        card = known[seat] if seat < len(known) else None
        if card:
            c.card(card, CharlataoFace("copper", card=card), centre, BACK_SCALE, f"seat:{seat}",
                   hover.copper(c.k, card, hover.pending(c.k, seat, kind, to)[0][0]), z=i, id=card)
        else:
            c.card(f"p{kind[0]}{seat}", CharlataoFace("back"), centre, BACK_SCALE, f"seat:{seat}",
                   hover.pending(c.k, seat, kind, to), z=i)
