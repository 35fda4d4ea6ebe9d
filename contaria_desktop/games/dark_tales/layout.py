"""Dark Tales table layout (view shape: ``docs/dark-tales-engine-contract.md``), scene units
1600 × 1120 (``BOUNDS``).

- Top: the other seats, clockwise from the viewer's left: each panel holds the seat's hand
  (backs with the count; cards this viewer knows are face up, marked "known"), the cards in
  front of it, its items (tokens with counts) and its hidden VP pile (no number for the
  others unless ``open_scores``).
- Middle: the setting cards A and B under the tale's title, the Day/Night indicator; the
  common area (identical cards overlapped with a "×N" count); the deck and the discard pile
  with counts, the deck's known top cards (the Wizard's revealed card, the Secret Helper's
  look) and the item supply.
- Bottom: the bottom seat's cards in front of it, items and VP, and its hand face up.

Pure geometry: ``plan(view, bottom_seat, seat_names)`` reads only the view dict.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ...i18n.context import TrContext
from ...i18n.formatting import fill, is_you, seat_label
from ...table.geometry import CARD_H, CARD_W
from ...table.items.zone import HEADER_H
from ...table.layouts.base import CardPlace, PilePlace, TablePlan, TokenPlace, ZonePlace
from ...table.zvalues import card_z, token_z
from . import cardtext
from . import messages as M
from .faces import DarkTalesFace
from .targeting import DarkTalesTargeting, item_key, line_key, setting_key

translate = QCoreApplication.translate
dark_tales_counts = TrContext("dark_tales_counts")   # plural phrases (lupdate reads the name)

ITEMS = ("coin", "sword", "armour", "wand")
ITEM_SHAPES = {"coin": ("circle", "#d9a520"), "sword": ("diamond", "#8e9aa6"),
               "armour": ("square", "#5b6c7d"), "wand": ("hexagon", "#8a4fbf")}
PAD = 10.0
# The table is 1600 x 1120 scene units (TablePlan.bounds), not the default 1600 x 1000: the
# view keeps the aspect ratio, and the window's table area is about 1.37:1 at 1280 x 800 and
# 1.49:1 at 1024 x 640 (the log beside it), so a 1.43:1 table fills both but for a few pixels
# where 16:10 left a strip of empty felt above and below.
TABLE_W, TABLE_H = 1600.0, 1120.0
BOUNDS = QRectF(0.0, 0.0, TABLE_W, TABLE_H)
PANEL_TOP, PANEL_H = 8.0, 322.0
TITLE_TOP, TITLE_H = 336.0, 38.0   # the tale's title across the table (QA of issue 11: a header cut it)
MID_TOP, MID_H = 380.0, 308.0
OWN_TOP, OWN_H = 696.0, 156.0
HAND_TOP, HAND_H = 860.0, 252.0
HAND_SCALE = 1.5
OTHER_HAND_SCALE = 0.9      # an opponent's hand: backs, and the cards this viewer knows face up
DUEL_SCALE = 1.4            # the single opponent's cards at 2 players (the whole width is theirs)
SIDE_W = 70.0               # an opponent's VP pile and items, in a column at the panel's right


def targeting(legal: list, seat: int | None, view: dict) -> DarkTalesTargeting:
    return DarkTalesTargeting(legal, seat, view)


class _Ctx:
    def __init__(self, view: dict, bottom: int, names: Sequence[str] | None) -> None:
        self.view = view
        self.n = int(view.get("num_players") or 2)
        self.viewer = view.get("viewer")
        self.bottom = bottom
        self.names = names
        self.out = TablePlan(bounds=QRectF(BOUNDS))

    def name(self, seat: int) -> str:
        return seat_label(seat, self.viewer, self.names)

    def zone(self, key: str, rect: QRectF, title: str, subtitle: str = "", emphasis: bool = False) -> ZonePlace:
        return self.out.add(ZonePlace(key, rect, title, subtitle, [], emphasis))

    def card(self, card: dict, centre: QPointF, scale: float, zone: str, where: str, z: int = 0,
             tag: str = "", back_count: int | None = None, under: bool = False) -> None:
        handle = str(card.get("handle"))
        cid = card.get("id")
        face = DarkTalesFace("card", cid, tag=tag, under=under) if cid else DarkTalesFace("back", count=back_count, tag=tag)
        lines = hover_lines(cid, where)
        seen = [k for k in card.get("known_to") or [] if isinstance(k, int) and k != self.viewer]
        if cid and seen and zone.startswith("hand:"):
            # the hand's short "seen" ribbon in full: who else knows this card
            at = next((i + 1 for i, line in enumerate(lines) if line[1] == "status"), len(lines))
            lines.insert(at, (translate("dark_tales.table", "Also known to: %1").replace(
                "%1", ", ".join(self.name(k) for k in seen)), "status"))
        info = {"game": "dark_tales", "handle": handle, "id": cid, "lines": lines}
        key = "card:" + handle
        self.out.cards[key] = CardPlace(key, info, face, centre, scale, 0.0, card_z(z), zone, where)


def hover_lines(cid: str | None, where: str) -> list[tuple[str, str]]:
    """The hover preview's text: name, type and VP, the card's text, where it lies, and
    the unverified mark's meaning when a value is inferred; a VP from the player's card data
    is marked † with the shared note (issue 14)."""
    if not cid:
        return [(translate("dark_tales.table", "A face-down card"), "title"), (where, "status")]
    unverified = cardtext.unverified(cid)
    mark = " " + cardtext.unverified_mark()
    head = translate("dark_tales.table", "%1 · %2 · %3 VP").replace("%1", cardtext.name(cid)).replace(
        "%2", cardtext.type_name(cardtext.card_type(cid))).replace("%3", str(cardtext.card_vp(cid)))
    if "vp" in unverified or "type" in unverified:
        head += mark
    from . import PLUGIN
    # a value from the player's card data is marked † (issue 14): VP and type on the title,
    # the effect's lines, the destination, and the copies (said only when changed)
    changed = PLUGIN.override_mark(f"cards.{cid}.vp", f"cards.{cid}.type")
    lines = [(head + (" " + changed if changed else ""), "title")]
    effect = cardtext.changed(f"cards.{cid}.steps.") or cardtext.changed(f"cards.{cid}.start_of_turn.")
    body = cardtext.card_lines(cid)
    for text in body:
        lines.append((text + (mark if "effect" in unverified else "") + (" " + effect if effect else ""), "text"))
    dest = PLUGIN.override_mark(f"cards.{cid}.destination")
    lines.append((cardtext.destination_text(cid) + (mark if "destination" in unverified else "")
                  + (" " + dest if dest else ""), "text"))
    copies = PLUGIN.override_mark(f"cards.{cid}.copies")
    if copies:
        lines.append((PLUGIN.copies_line(cardtext.card_copies(cid)) + " " + copies, "text"))
    lines.append((where, "status"))
    if unverified:
        lines.append((cardtext.unverified_mark() + " " + cardtext.unverified_note(), "note"))
    if changed or effect or dest or copies:
        lines.append(PLUGIN.override_note())
    return lines


def _row(c: _Ctx, cards: list[tuple], left: float, right: float, top: float, scale: float,
         zone: str, where: str) -> None:
    """Cards in a row between ``left`` and ``right``, overlapping only when they must."""
    n = len(cards)
    w = CARD_W * scale
    pitch = w + 6
    if n > 1 and (n - 1) * pitch + w > right - left:
        pitch = (right - left - w) / (n - 1)
    for i, entry in enumerate(cards):
        card, tag = entry[0], entry[1]
        here = entry[2] if len(entry) > 2 else where     # a card may say where it is itself
        c.card(card, QPointF(left + w / 2 + i * pitch, top + CARD_H * scale / 2), scale, zone, here, z=i, tag=tag)


def _grouped(cards: list[dict]) -> list[list[dict]]:
    """Identical cards (same id) together, in order of first appearance."""
    groups: dict[Any, list[dict]] = {}
    for card in cards:
        groups.setdefault(card.get("id") or card.get("handle"), []).append(card)
    return list(groups.values())


def _stacks(c: _Ctx, cards: list[dict], rect: QRectF, scale: float, zone: str, where: str) -> None:
    """Identical cards overlapped (a strip of each shows) with a "×N" on the top one, the
    groups in rows inside ``rect``."""
    groups = _grouped(cards)
    w, h = CARD_W * scale, CARD_H * scale
    step = 14.0 * scale
    widths = [w + step * (len(g) - 1) for g in groups]
    x, y = rect.left(), rect.top()
    rows = max(1, int((rect.height() + 4) // (h + 8)))
    per_row_gap = 8.0
    total = sum(widths) + per_row_gap * max(0, len(groups) - 1)
    squeeze = 1.0
    if total > rect.width() * rows:
        squeeze = rect.width() * rows / total
    for g, gw in zip(groups, widths):
        gw_s = max(w * 0.55, gw * squeeze)
        if x + gw_s > rect.right() + 0.5 and x > rect.left() and y + 2 * h + 8 <= rect.bottom() + 0.5:
            x, y = rect.left(), y + h + 8
        st = (gw_s - w) / (len(g) - 1) if len(g) > 1 else 0.0
        for i, card in enumerate(g):
            tag = translate("dark_tales.table", "×%1").replace("%1", str(len(g))) if len(g) > 1 and i == len(g) - 1 else ""
            c.card(card, QPointF(x + w / 2 + i * st, y + h / 2), scale, zone, where, z=i, tag=tag,
                   under=i < len(g) - 1)
        x += gw_s + per_row_gap * squeeze


def _front(c: _Ctx, cards: list[dict], rect: QRectF, scale: float, zone: str, where: str) -> None:
    """The cards in front of a seat inside ``rect``: identical cards stacked with a "×N" on
    the top one (only the top one's badges and name show), the stacks side by side in as
    many rows as fit, at the largest scale (at most ``scale``) where no stack covers another
    (QA of issue 11: seven cards overlapped to "Creatur", "Ogr" and badges "+(((++1")."""
    groups = _grouped(cards)
    if not groups:
        return
    gap = 6.0
    s = scale
    while True:
        w, h = CARD_W * s, CARD_H * s
        step = 14.0 * s
        widths = [w + step * (len(g) - 1) for g in groups]
        rows_fit = max(1, int((rect.height() + gap) // (h + gap)))
        rows: list[list[int]] = [[]]
        used = 0.0
        for i, gw in enumerate(widths):
            if rows[-1] and used + gap + gw > rect.width() + 0.5:
                rows.append([])
                used = 0.0
            used += (gap if rows[-1] else 0.0) + gw
            rows[-1].append(i)
        if len(rows) <= rows_fit or s <= 0.3:
            break
        s *= 0.94
    y = rect.top()
    for row in rows:
        x = rect.left()
        for i in row:
            g = groups[i]
            for j, card in enumerate(g):
                tag = translate("dark_tales.table", "×%1").replace("%1", str(len(g))) \
                    if len(g) > 1 and j == len(g) - 1 else ""
                c.card(card, QPointF(x + w / 2 + j * step, y + h / 2), s, zone, where, z=j, tag=tag,
                       under=j < len(g) - 1)
            x += widths[i] + gap
        y += h + gap


def _items(c: _Ctx, seat: int, left: float, top: float, size: float = 30.0) -> float:
    """The seat's items as tokens with counts (one per kind held); returns the right edge."""
    items = (c.view["seats"][seat].get("items") or {})
    x = left
    for item in ITEMS:
        n = int(items.get(item, 0))
        if not n:
            continue
        shape, colour = ITEM_SHAPES[item]
        c.out.add(TokenPlace(f"items:{seat}:{item}", QPointF(x + size / 2, top + size / 2), shape, colour, size,
                             label=cardtext.item_name(item), count=n, z=token_z(0),
                             tooltip=translate("dark_tales.table", "%1: %2").replace("%1", cardtext.item_name(item)).replace("%2", str(n))))
        x += size + 22
    return x


def _vp(c: _Ctx, seat: int, top_left: QPointF, size: float = 40.0) -> None:
    """The seat's hidden VP pile: a count-less pile for the others, its total for its owner
    (and for everyone with ``open_scores`` or once the game is over)."""
    vp = c.view["seats"][seat].get("vp")
    caption = translate("dark_tales.table", "VP")
    if vp is None:
        c.out.add(PilePlace(f"vp:{seat}", top_left, [DarkTalesFace("vp")], size, size, caption=caption))
    else:
        c.out.add(PilePlace(f"vp:{seat}", top_left, [DarkTalesFace("vp")], size, size, count=int(vp),
                            show_count=True, caption=caption))


def _panels(count: int) -> list[QRectF]:
    if count == 1:
        return [QRectF(10, PANEL_TOP, TABLE_W - 20, PANEL_H)]
    if count == 2:
        return [QRectF(10, PANEL_TOP, 785, PANEL_H), QRectF(805, PANEL_TOP, 785, PANEL_H)]
    return [QRectF(10 + i * 530, PANEL_TOP, 520, PANEL_H) for i in range(3)]


def plan(view: dict, bottom_seat: int, seat_names: Sequence[str] | None = None) -> TablePlan:
    """Place everything in ``view`` (a Dark Tales ``State.view``) with ``bottom_seat`` at the
    bottom. ``seat_names`` (optional) replaces "Player N" labels."""
    n = int(view.get("num_players") or 2)
    bottom = bottom_seat if 0 <= bottom_seat < n else 0
    c = _Ctx(view, bottom, seat_names)
    others = [(bottom + k) % n for k in range(1, n)]
    for seat, rect in zip(others, _panels(len(others))):
        if len(others) == 1:
            _duel_other(c, seat, rect)
        else:
            _other(c, seat, rect)
    _title(c)
    _settings(c, QRectF(10, MID_TOP, 330, MID_H))
    _common(c, QRectF(350, MID_TOP, 710, MID_H))
    _piles(c, QRectF(1070, MID_TOP, 520, MID_H))
    _own(c)
    return c.out


def _seat_subtitle(c: _Ctx, seat: int) -> str:
    s = c.view["seats"][seat]
    text = translate("dark_tales.table", "hand: %1").replace("%1", str(s.get("hand_count", 0)))
    if s.get("witch_lock"):
        text += " · " + translate("dark_tales.table", "cannot draw (Witch)")
    return text


def _panel(c: _Ctx, seat: int, rect: QRectF) -> tuple[dict, str, str, str]:
    """An opponent's panel zone (emphasised on its turn): ``(its view entry, the zone key, "In
    X's hand", "In front of X")`` - the words a card's preview says of where it is."""
    turn = c.view.get("current_player") == seat
    key = f"seat:{seat}"
    c.zone(key, rect, c.name(seat), _seat_subtitle(c, seat), emphasis=turn)
    return (c.view["seats"][seat], key,
            fill(translate("dark_tales.table", "In %1's hand"), c.name(seat)),
            fill(translate("dark_tales.table", "In front of %1"), c.name(seat)))


def _other(c: _Ctx, seat: int, rect: QRectF) -> None:
    """An opponent's panel: its hand across the panel's width (backs; the cards this viewer
    knows face up, as large as the backs), the cards in front of it under the hand, and a
    column at the right with its hidden VP pile and its items."""
    s, key, where_hand, where_front = _panel(c, seat, rect)
    top = rect.top() + HEADER_H + 6
    side_left = rect.right() - PAD - SIDE_W
    hand_scale = OTHER_HAND_SCALE
    hand = list(s.get("hand") or [])
    known = translate("dark_tales.table", "known")
    n = len(hand)
    room = side_left - 6 - (rect.left() + PAD)
    # the cards this viewer knows first, each whole and side by side; the backs, all alike,
    # one pile after them (a strip of each, the count on the top one). When the known cards
    # do not fit whole the whole row is drawn smaller rather than overlapped (QA of issue 11:
    # their names were cut to "Gy", "Wiz" and the ribbon to "know" by the next card)
    faces_up = [card for card in hand if card.get("id")]
    backs = [card for card in hand if not card.get("id")]
    strip = min(12.0 * (len(backs) - 1), 36.0) if backs else 0.0

    def need(scale: float) -> float:
        return len(faces_up) * (CARD_W * scale + 6) + (CARD_W * scale + strip if backs else -6)

    if need(hand_scale) > room:
        slots = len(faces_up) + (1 if backs else 0)
        hand_scale = max(0.3, (room - 6 * len(faces_up) - strip + (0 if backs else 6)) / (CARD_W * slots))
    w = CARD_W * hand_scale
    xs = [i * (w + 6) for i in range(len(faces_up))]
    start = len(faces_up) * (w + 6)
    step = strip / (len(backs) - 1) if len(backs) > 1 else 0.0
    xs += [start + i * step for i in range(len(backs))]
    for i, card in enumerate(faces_up + backs):
        centre = QPointF(rect.left() + PAD + w / 2 + xs[i], top + CARD_H * hand_scale / 2)
        tag = known if card.get("id") else ""
        c.card(card, centre, hand_scale, key, where_hand, z=i, tag=tag,
               back_count=len(backs) if i == n - 1 and not card.get("id") else None)
    hand_scale = OTHER_HAND_SCALE     # the row under the hand keeps its place
    # the VP pile and the items in the right-hand column
    _vp(c, seat, QPointF(side_left + (SIDE_W - 40) / 2, top + 2))
    _items_column(c, seat, side_left + (SIDE_W - 30) / 2 - 8, top + 74, rect.bottom() - 6)
    # cards in front of the seat on the second row
    front_top = top + CARD_H * hand_scale + 10
    scale = min(1.0, (rect.bottom() - front_top - 6) / CARD_H)
    left, right = rect.left() + PAD, side_left - 6
    # no hand: the cards in front take its row too (QA of issue 11, the end of a 4-player game)
    area_top = front_top if hand else top
    _front(c, list(s.get("tableau") or []), QRectF(left, area_top, right - left, rect.bottom() - 6 - area_top),
           scale, key, where_front)


def _duel_other(c: _Ctx, seat: int, rect: QRectF) -> None:
    """The single opponent at 2 players: the panel spans the table; its hand on the left and
    the cards in front of it in a framed area on the right, both at :data:`DUEL_SCALE`, and the
    VP pile and items in the right-hand column (QA of issue 11: a 1000-unit panel sat centred
    with its cards in a corner)."""
    s, key, where_hand, where_front = _panel(c, seat, rect)
    scale = DUEL_SCALE
    w, h = CARD_W * scale, CARD_H * scale
    side_left = rect.right() - PAD - SIDE_W
    inner_top = rect.top() + HEADER_H + 6
    front_zone_top = inner_top
    cards_top = front_zone_top + HEADER_H + 4
    # the hand: the cards this viewer knows side by side, the backs (all alike) one pile after
    # them, so the cards in front of the seat get the rest of the width (QA of issue 11: eight
    # backs spread across the panel squeezed the cards in front until their names were cut)
    hand = list(s.get("hand") or [])
    n = len(hand)
    faces_up = [card for card in hand if card.get("id")]
    backs = [card for card in hand if not card.get("id")]
    strip = min(12.0 * (len(backs) - 1), 36.0) if backs else 0.0
    def need(sc: float) -> float:
        return len(faces_up) * (CARD_W * sc + 6) + (CARD_W * sc + strip if backs else -6)

    # at most 60 % of the width; beyond it the hand's cards are drawn smaller, never overlapped
    cap = (rect.width() - SIDE_W) * 0.6
    hs = scale
    if need(hs) > cap:
        slots = len(faces_up) + (1 if backs else 0)
        hs = max(0.3, (cap - 6 * len(faces_up) - strip + (0 if backs else 6)) / (CARD_W * slots))
    hw = CARD_W * hs
    hand_room = max(need(hs), hw)
    left = rect.left() + PAD
    xs = [i * (hw + 6) for i in range(len(faces_up))]
    start = len(faces_up) * (hw + 6)
    step = strip / (len(backs) - 1) if len(backs) > 1 else 0.0
    xs += [start + i * step for i in range(len(backs))]
    known = translate("dark_tales.table", "known")
    for i, card in enumerate(faces_up + backs):
        centre = QPointF(left + hw / 2 + xs[i], cards_top + CARD_H * hs / 2)
        c.card(card, centre, hs, key, where_hand, z=i, tag=known if card.get("id") else "",
               back_count=len(backs) if i == n - 1 and not card.get("id") else None)
    front_left = left + hand_room + 24
    front_rect = QRectF(front_left, front_zone_top, side_left - 10 - front_left, h + HEADER_H + 12)
    c.zone(f"front:{seat}", front_rect, where_front, "")
    _front(c, list(s.get("tableau") or []), QRectF(front_rect.left() + PAD, cards_top, front_rect.width() - 2 * PAD,
           front_rect.bottom() - 4 - cards_top), scale, f"front:{seat}", where_front)
    _vp(c, seat, QPointF(side_left + (SIDE_W - 40) / 2, inner_top + 2))
    _items_column(c, seat, side_left + (SIDE_W - 30) / 2 - 8, inner_top + 74, rect.bottom() - 6)


def _items_column(c: _Ctx, seat: int, left: float, top: float, bottom: float, size: float = 30.0) -> None:
    """The seat's items as tokens with counts, one under the other (one per kind held)."""
    items = (c.view["seats"][seat].get("items") or {})
    held = [item for item in ITEMS if int(items.get(item, 0))]
    step = min(size + 14, (bottom - top - size) / max(1, len(held) - 1)) if len(held) > 1 else 0.0
    for i, item in enumerate(held):
        n = int(items[item])
        shape, colour = ITEM_SHAPES[item]
        c.out.add(TokenPlace(f"items:{seat}:{item}", QPointF(left + size / 2, top + size / 2 + i * step), shape,
                             colour, size, label=cardtext.item_name(item), count=n, z=token_z(0),
                             tooltip=translate("dark_tales.table", "%1: %2").replace("%1", cardtext.item_name(item)).replace("%2", str(n))))


def _title(c: _Ctx) -> None:
    """The tale's title "A and B" (DT-G3: the two setting cards' titles) on a banner across
    the table, between the other seats and the middle row: a header one line in a zone a
    fifth of the table wide cut it to "The Battle of the Forgotten Lands an…" (QA of issue 11)."""
    settings = c.view.get("settings") or {}
    a, b = settings.get("a"), settings.get("b")
    if not (a and b):
        return
    c.out.add(PilePlace("title", QPointF(10, TITLE_TOP), [DarkTalesFace("title", f"{a}|{b}")], TABLE_W - 20, TITLE_H))


def _settings(c: _Ctx, rect: QRectF) -> None:
    """The A and B cards (readable on hover), the Day/Night indicator and the A card's item
    lines."""
    settings = c.view.get("settings") or {}
    a, b = settings.get("a"), settings.get("b")
    scale = 1.0
    top_h = HEADER_H + 12 + CARD_H * scale
    c.zone("settings", QRectF(rect.left(), rect.top(), rect.width(), top_h),
           translate("dark_tales.table", "Setting cards"), "")
    y = rect.top() + HEADER_H + 6 + CARD_H * scale / 2
    for i, sid in enumerate((a, b)):
        if not sid:
            continue
        lines = [(f"{cardtext.setting_code(sid)} · {cardtext.setting_name(sid)}", "title")]
        lines += [(t + (" " + cardtext.unverified_mark() if inf else ""), "text") for t, inf in cardtext.setting_lines(sid)]
        if any(inf for _, inf in cardtext.setting_lines(sid)):
            lines.append((cardtext.unverified_mark() + " " + cardtext.unverified_note(), "note"))
        info = {"game": "dark_tales", "setting": sid, "lines": lines}
        key = setting_key(sid)
        where = translate("dark_tales.table", "Setting card")
        x = rect.left() + PAD + CARD_W * scale / 2 + i * (CARD_W * scale + 12)
        c.out.cards[key] = CardPlace(key, info, DarkTalesFace("setting", sid), QPointF(x, y),
                                     scale, 0.0, card_z(i), "settings", where)
    _daynight(c, QRectF(rect.left() + PAD + 2 * CARD_W * scale + 24, rect.top() + HEADER_H + 6,
                        rect.right() - PAD - (rect.left() + PAD + 2 * CARD_W * scale + 24), CARD_H * scale))
    _lines(c, QRectF(rect.left(), rect.top() + top_h + 6, rect.width(), rect.height() - top_h - 6))


def _daynight(c: _Ctx, rect: QRectF) -> None:
    """A sun or a moon token with the phase's name: the Day/Night indicator."""
    phase = c.view.get("daynight") or "night"
    label = cardtext.CTX.text(f"dark_tales.phase.{phase}")
    colour = "#e8b73a" if phase == "day" else "#22315e"
    c.zone("daynight", rect, label, "")
    c.out.add(TokenPlace("daynight:token", QPointF(rect.center().x(), rect.center().y() + 10), "circle", colour, 46,
                         label=label, z=token_z(0), tooltip=translate("dark_tales.table", "Now: %1").replace("%1", label)))


def _lines(c: _Ctx, rect: QRectF) -> None:
    """The A card's item lines, one small zone each (``"line:<id>"``, clickable when legal):
    the cost as the title (what a line does: the A card's hover text and Help)."""
    setting = (c.view.get("settings") or {}).get("a")
    c.zone("lines", rect, translate("dark_tales.table", "Item lines (card A)"), "")
    lines = c.view.get("item_lines") or []
    h = (rect.height() - HEADER_H - 6) / max(1, len(lines))
    y = rect.top() + HEADER_H + 2
    for line in lines:
        cost = M.cost_text(line["cost"], cardtext.CTX)
        state = translate("dark_tales.table", "can be used") if line.get("legal") else ""
        # a gap between the lines: the usable line's highlight ring must not cover the border above
        c.zone(line_key(line["id"]), QRectF(rect.left() + 6, y + 1, rect.width() - 12, h - 4), cost, state,
               emphasis=bool(line.get("legal")))
        y += h


def _common(c: _Ctx, rect: QRectF) -> None:
    cards = list(c.view.get("common") or [])
    c.zone("common", rect, translate("dark_tales.table", "Common area"),
           dark_tales_counts.tr("%n card(s)", "", len(cards)))
    inner = QRectF(rect.left() + PAD, rect.top() + HEADER_H + 6, rect.width() - 2 * PAD, rect.height() - HEADER_H - 12)
    _stacks(c, cards, inner, 0.85, "common", translate("dark_tales.table", "In the common area"))


def _piles(c: _Ctx, rect: QRectF) -> None:
    """Deck, discard pile, the deck's known top cards, the card resolving, the supply."""
    c.zone("piles", rect, translate("dark_tales.table", "Deck and discard pile"), "")
    deck = c.view.get("deck") or {}
    count = int(deck.get("count") or 0)
    scale = 0.8
    top = rect.top() + HEADER_H + 8
    left = rect.left() + PAD
    if count:
        c.out.add(PilePlace("deck", QPointF(left, top), [DarkTalesFace("back")], CARD_W, CARD_H, scale=scale,
                            count=count, show_count=True, caption=translate("dark_tales.table", "Deck")))
    discard = list(c.view.get("discard") or [])
    dx = left + CARD_W * scale + 24
    if discard:
        top_card = discard[-1]
        faces = [DarkTalesFace("card", top_card.get("id"))]
        c.out.add(PilePlace("discard", QPointF(dx, top), faces, CARD_W, CARD_H, scale=scale, count=len(discard),
                            show_count=True, caption=translate("dark_tales.table", "Discard")))
    # known top cards of the deck and the card resolving
    known = list(deck.get("known") or [])
    resolving = list(c.view.get("resolving") or [])
    kx = dx + CARD_W * scale + 32     # clear of the discard pile's count badge
    row: list[tuple] = []
    for k in known:
        # where it lies, in words (QA of issue 11: "baralho nº 1" was cut to "baral…")
        pos = int(k["position"])
        where = translate("dark_tales.table", "top of the deck") if pos == 0 else \
            translate("dark_tales.table", "#%1 from the top").replace("%1", str(pos + 1))
        row.append(({"handle": k["handle"], "id": k["id"]}, where))
    for r in resolving:
        # a short ribbon fits the small card; the preview says it in full (QA: "resolv…",
        # and the preview called it a card on top of the deck)
        row.append((r, translate("dark_tales.table", "now"),
                    translate("dark_tales.table", "Being played now: its effect is being resolved")))
    # the supply of items at the zone's foot; the revealed cards as large as the room above it
    # allows (QA of issue 11: at 0.7 the Wizard's card read "Fei-tiço" with no medallion)
    supply = c.view.get("supply") or {}
    sy = rect.bottom() - 54
    if row:
        room = (sy - HEADER_H + 4 - 6) - (top - 4)
        rs = max(0.7, min(1.0, (room - HEADER_H - 8) / CARD_H))
        c.zone("reveal", QRectF(kx - 6, top - 4, rect.right() - kx, CARD_H * rs + HEADER_H + 8),
               translate("dark_tales.table", "Revealed"), "")
        _row(c, row, kx, rect.right() - PAD - 6, top + HEADER_H, rs, "reveal",
             translate("dark_tales.table", "On top of the deck, face up for who saw it"))
    c.zone("supply", QRectF(rect.left() + 4, sy - HEADER_H + 4, rect.width() - 8, 50 + HEADER_H - 6),
           translate("dark_tales.table", "Supply"), "")
    x = rect.left() + PAD + 6
    for item in ITEMS:
        shape, colour = ITEM_SHAPES[item]
        n = int(supply.get(item, 0))
        c.out.add(TokenPlace(item_key(item), QPointF(x + 16, sy + 20), shape, colour, 30,
                             label=cardtext.item_name(item), count=n, dimmed=n == 0, clickable=True,
                             z=token_z(0),
                             tooltip=translate("dark_tales.table", "%1: %2 in the supply").replace(
                                 "%1", cardtext.item_name(item)).replace("%2", str(n))))
        x += 120


def _own(c: _Ctx) -> None:
    seat = c.bottom
    s = c.view["seats"][seat]
    mine = is_you(seat, c.viewer, c.names)   # a bot's own view (--view-seat) names the bot
    name = c.name(seat)
    turn = c.view.get("current_player") == seat
    front = QRectF(10, OWN_TOP, 1000, OWN_H)
    c.zone(f"seat:{seat}", front, fill(translate("dark_tales.table", "In front of %1"), name),
           _seat_subtitle(c, seat), emphasis=turn)
    _front(c, list(s.get("tableau") or []), QRectF(front.left() + PAD, front.top() + HEADER_H + 6,
           front.width() - 2 * PAD, front.bottom() - 4 - (front.top() + HEADER_H + 6)), 0.85, f"seat:{seat}",
           fill(translate("dark_tales.table", "In front of %1"), name))
    side = QRectF(1020, OWN_TOP, 570, OWN_H)
    c.zone(f"own:{seat}", side, translate("dark_tales.table", "Items and VP"), "")
    _items(c, seat, side.left() + PAD + 4, side.top() + HEADER_H + 30, 40)
    _vp(c, seat, QPointF(side.right() - 110, side.top() + HEADER_H + 22), 56)
    hand_rect = QRectF(10, HAND_TOP, TABLE_W - 20, HAND_H)
    hand = list(s.get("hand") or [])
    title = translate("dark_tales.table", "Your hand") if mine else \
        fill(translate("dark_tales.table", "%1's hand"), name)
    c.zone(f"hand:{seat}", hand_rect, title, dark_tales_counts.tr("%n card(s)", "", len(hand)),
           emphasis=turn)
    # the hover text of the viewer's own cards says "your" ("In Player 2 (you)'s hand" was
    # clumsy, QA of issue 11)
    where = translate("dark_tales.table", "In your hand") if mine else \
        fill(translate("dark_tales.table", "In %1's hand"), name)
    # short enough for the ribbon in every language (QA of issue 11: "known to others" was
    # cut); the hover text names who saw it
    others_know = translate("dark_tales.table", "seen")
    row = []
    for card in hand:
        seen = [k for k in card.get("known_to") or [] if k != seat]
        row.append((card, others_know if seen and card.get("id") else ""))
    w = CARD_W * HAND_SCALE
    total = len(row) * (w + 8)
    left = max(hand_rect.left() + PAD, hand_rect.center().x() - total / 2)
    _row(c, row, left, hand_rect.right() - PAD, hand_rect.top() + HEADER_H + 4, HAND_SCALE, f"hand:{seat}", where)
