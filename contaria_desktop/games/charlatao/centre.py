"""The centre of the CharLatão table: the quality index and the discard pile (trump), the
trick with who played what (the Supplier's secret choice of the excellent suit is made in the
same place), and with 2 players Ea-Nasir's panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ...engines.charlatao.rules_data import DATA
from ...table.geometry import CARD_H, CARD_W
from ...table.items.zone import HEADER_H
from . import hover, text
from .faces import CharlataoFace
from .placing import (BOARD_SCALE, CENTRE_LEFT, CENTRE_RIGHT, CHAR_SCALE, PAD, PILE_SCALE, SETUP_PHASES,
                      TRICK_SCALE, Ctx, header_width, line_zones, slot_h, space_h, wrap)
from .text import charlatao_table, fill


def board(c: Ctx, top: float) -> float:
    """The quality index (one space per quality of this player count, manual order) and the
    discard pile with the trump card; returns the height used (scene units)."""
    view = c.view
    qualities = view.get("qualities") or {}
    spaces = [q for q in DATA["quality_order"] if q in qualities]
    gap = 8.0
    # each space as wide as its name needs ("Boa (Babilônico)"), as far as the centre has
    # room next to the pile (at least 230 for its title); a name still too long for that goes
    # on two lines, "(character)" under the quality (issue 18.3: never "Boa (Babilôni…")
    pile_min = 0.0 if c.duel else 230.0
    room = (CENTRE_RIGHT - CENTRE_LEFT - 2 * PAD - (len(spaces) - 1) * gap - (pile_min + 16 if pile_min else 0)
            ) / max(len(spaces), 1)
    names = {space: text.space_name(space) for space in spaces}
    need = max([header_width(name) for name in names.values()] + [140.0])
    sw = min(need, room)
    split = {space: wrap(name.replace(" (", " · ("), sw) if header_width(name) > sw else [name]
             for space, name in names.items()}
    two = max((len(lines) for lines in split.values()), default=1) > 1
    board_w = len(spaces) * sw + (len(spaces) - 1) * gap + 2 * PAD
    # the pile takes what the centre leaves (its title whole: issue 18.3), up to 300
    pile_w = min(300.0, CENTRE_RIGHT - CENTRE_LEFT - board_w - 16) if not c.duel else 0.0
    total = board_w + (16 + pile_w if pile_w else 0)
    left = (CENTRE_LEFT + CENTRE_RIGHT - total) / 2
    extra = HEADER_H if two else 0.0      # the spaces' second title line
    height = HEADER_H + space_h() + extra + 12
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
        rect = QRectF(left + PAD + i * (sw + gap), top + HEADER_H + 4, sw, space_h() + extra)
        lines = split[space]
        c.zone(f"space:{space}", rect, lines[0], "")
        line_zones(c, f"spaceline:{space}", rect.left() + 4, rect.top() + HEADER_H, sw - 8, lines[1:])
        suit = qualities.get(space)
        tag = ""
        if space in holders and not revealed:
            holder = holders[space]
            tag = charlatao_table.tr("yours") if c.you(holder) else \
                fill(charlatao_table.tr("held by %1"), c.name(holder))
        if revealed and suit:
            face = CharlataoFace("suit", suit=suit)
        else:
            face = CharlataoFace("quality", suit=suit, secret=bool(suit), tag=tag)
        pictures = None
        if suit and not revealed:
            pictures = [(CharlataoFace("quality"), charlatao_table.tr("What the others see")),
                        (CharlataoFace("suit", suit=suit), charlatao_table.tr("What you know"))]
        centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * BOARD_SCALE / 2 + extra)
        peeker = peeks.get(space)
        c.card(f"q:{space}", face, centre, BOARD_SCALE, f"space:{space}",
               hover.quality(c.k, space, holders.get(space), peeker), pictures=pictures, space=space)
    if pile_w:
        _discard_pile(c, QRectF(left + board_w + 16, top, pile_w, height))
    return height


def _discard_pile(c: Ctx, rect: QRectF) -> None:
    view = c.view
    pile = view.get("discard_pile") or {}
    handles = list(pile.get("handles") or [])
    cards = list(pile.get("cards") or [])
    trump = view.get("trump")
    if trump:
        title = fill(charlatao_table.tr("Trump: %1"), text.suit_title(trump))
    elif view.get("trump_option"):
        title = charlatao_table.tr("Discards: trump on top")
    else:
        title = charlatao_table.tr("Discards · no trump")
    titles = wrap(title.replace(": ", ": · ", 1), rect.width()) if header_width(title) > rect.width() else [title]
    titles = [t[:-2] if t.endswith(": ·") else t for t in titles]
    c.zone("discards", rect, titles[0], "")
    below = line_zones(c, "discardline", rect.left() + 8, rect.top() + HEADER_H + 2, rect.width() - 16, titles[1:])
    lines = hover.discard_pile(c.k, len(handles))
    base = QPointF(rect.center().x(), rect.top() + HEADER_H + 8 + CARD_H * BOARD_SCALE / 2 + 4 + min(below, 24))
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


def trick(c: Ctx, top: float) -> None:
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
    slots: list[tuple[str, Any, str | None]] = [(label, s, cards[i] if i < len(cards) else None)
                                                for i, (label, s) in enumerate(zip(c.row(order, sw), order))]
    duel = view.get("duel") or {}
    split = duel.get("split") or {}
    width = len(slots) * sw + (len(slots) - 1) * gap + 2 * PAD
    # 2 players: Ea-Nasir's turned-up card is not part of the trick (manual, "Regras para 2
    # jogadores"): it has its own zone left of the trick, apart from it (issue 18.5)
    ea_w = sw + 2 * PAD + 40 if c.duel else 0.0
    apart = 3 * gap if c.duel else 0.0
    left = (CENTRE_LEFT + CENTRE_RIGHT - width - ea_w - apart) / 2 + ea_w + apart
    height = HEADER_H + slot_h() + 12
    if shown_last:
        title = fill(charlatao_table.tr("Trick %1 won by %2"), last.get("number"), c.name(last.get("winner")))
        sub = fill(charlatao_table.tr("%1 leads next"), c.name(view.get("current_player")))
    elif c.phase in SETUP_PHASES:
        title, sub = charlatao_table.tr("Passing: each player discards a card, then passes one to the left"), ""
    elif c.phase == "over":
        winners = ", ".join(c.name(w) for w in view.get("winners") or [])
        title, sub = fill(charlatao_table.tr("The game is over · won by %1"), winners), ""
    else:
        if total_tricks:
            title = fill(charlatao_table.tr("Trick %1 of %2"), number, total_tricks)
        else:
            title = fill(charlatao_table.tr("Trick %1"), number)
        title = fill(charlatao_table.tr("%1 · %2"), title, _trick_subtitle(c, cards))
        sub = ""
    # the zone grows to its whole title, as far as the centre has room, its slots centred:
    # two slots make a narrow zone, and the duel's steps are long sentences ("Player 1 takes
    # one card, the other keeps the last"; issue 18.6: no "takes o…" in any language)
    room = CENTRE_RIGHT - CENTRE_LEFT - ea_w - apart - 2 * PAD
    grown = min(room, max(width, header_width(title)))
    left -= (grown - width) / 2
    slots_left = left + (grown - width) / 2
    width = grown
    if c.duel and c.phase not in SETUP_PHASES and c.phase != "over":
        _ea_nasir_card(c, QRectF(left - apart - ea_w, top, ea_w, height), duel.get("ea_nasir_card"), split)
    # without slots (set-up, game over) a title longer still goes on more lines (issue 18.3)
    lines = wrap(title, width) if c.phase in SETUP_PHASES or c.phase == "over" else [title]
    c.zone("trick", QRectF(left, top, width, height), lines[0], sub, emphasis=True)
    line_zones(c, "trickline", left + 8, top + HEADER_H + 4, width - 16, lines[1:])
    if c.phase in SETUP_PHASES or c.phase == "over":
        return
    bribe_seat = duel.get("briber")
    for i, (label, who, card) in enumerate(slots):
        rect = QRectF(slots_left + PAD + i * (sw + gap), top + HEADER_H + 4, sw, slot_h())
        won = shown_last and who == last.get("winner")
        given = bool(c.duel and split and card and card == split.get("given"))
        sub = ""
        if won:
            sub = charlatao_table.tr("wins")
        elif given:   # said on the card itself: a narrow slot's header has no room (QA)
            sub = ""
        elif c.duel and who == bribe_seat and card:
            sub = charlatao_table.tr("bribe")
        elif c.duel and split and who == split.get("winner"):
            sub = charlatao_table.tr("wins")
        c.zone(f"slot:{i}", rect, label, sub, emphasis=won or (who == view.get("current_player") and not card),
               slots=[] if card else [QRectF(rect.center().x() - CARD_W * TRICK_SCALE / 2,
                                             rect.top() + HEADER_H + 4, CARD_W * TRICK_SCALE,
                                             CARD_H * TRICK_SCALE)])
        if not card:
            continue
        centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * TRICK_SCALE / 2)
        if who == "ea_nasir":
            where = charlatao_table.tr("Ea-Nasir's card for this trick (it never wins)")
        else:
            where = fill(charlatao_table.tr("Played by %1"), c.name(who))
        tag = charlatao_table.tr("given to Ea-Nasir") if given else ""
        extra = [tag] if given else []
        c.card(card, CharlataoFace("copper", card=card, tag=tag), centre, TRICK_SCALE, f"slot:{i}",
               hover.copper(c.k, card, where, extra), z=i, origin=c.anchors.get(who), id=card)


def _ea_nasir_card(c: Ctx, rect: QRectF, card: str | None, split: Any) -> None:
    """Ea-Nasir's turned-up card for this trick in its own zone ``"ea_card"``, apart from the
    trick (2 players: it is not part of the trick and never wins it)."""
    given = bool(split and card and card == split.get("given"))
    c.zone("ea_card", rect, charlatao_table.tr("Ea-Nasir's card"), "",
           slots=[] if card else [QRectF(rect.center().x() - CARD_W * TRICK_SCALE / 2,
                                         rect.top() + HEADER_H + 4, CARD_W * TRICK_SCALE, CARD_H * TRICK_SCALE)])
    if not card:
        return
    centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * TRICK_SCALE / 2)
    where = charlatao_table.tr("Ea-Nasir's card for this trick (it never wins)")
    tag = charlatao_table.tr("given to Ea-Nasir") if given else ""
    c.card(card, CharlataoFace("copper", card=card, tag=tag), centre, TRICK_SCALE, "ea_card",
           hover.copper(c.k, card, where, [tag] if given else []), z=0, origin=c.anchors.get("ea_nasir"), id=card)


def _trick_subtitle(c: Ctx, cards: list[str]) -> str:
    view = c.view
    if c.duel:
        if c.phase == "give":
            return fill(charlatao_table.tr("%1 gives one card to Ea-Nasir"), c.name(view.get("current_player")))
        if c.phase == "take":
            taker = c.name(view.get("current_player"))
            return fill(charlatao_table.tr("%1 takes one card, the other keeps the last"), taker)
        if c.phase == "peek":
            return charlatao_table.tr("the briber looks at a quality card")
    if cards:
        return fill(charlatao_table.tr("led: %1"), text.suit_title(text.suit_of(cards[0])))
    return fill(charlatao_table.tr("%1 leads"), c.name(view.get("current_player")))


def _tricks_per_round(c: Ctx) -> int:
    try:
        cfg = DATA["setup"][str(c.n)]
    except KeyError:
        return 0
    return int(cfg["deal"]) if c.duel else int(cfg["deal"]) - 1


def _suit_choice(c: Ctx, top: float, sw: float, gap: float) -> None:
    """The Supplier's secret choice of the excellent suit (step 2): the suit cards, face up
    to the Supplier only."""
    view = c.view
    supplier = view.get("current_player")
    suits = list(view.get("suits") or [])
    chooser = isinstance(supplier, int) and (view.get("viewer") == supplier or view.get("omniscient"))
    # each suit's slot as wide as the centre allows: its title ("Vermelho (zigurate)") whole
    room = (CENTRE_RIGHT - CENTRE_LEFT - 2 * PAD - (len(suits) - 1) * gap) / max(len(suits), 1)
    sw = max(sw, min(180.0, room))
    width = max(len(suits), 1) * sw + (len(suits) - 1) * gap + 2 * PAD
    left = (CENTRE_LEFT + CENTRE_RIGHT - width) / 2
    height = HEADER_H + slot_h() + 12
    if chooser:
        title = charlatao_table.tr("Choose the excellent suit (in secret)")
    else:
        title = fill(charlatao_table.tr("%1, the Supplier, is choosing the excellent suit"), c.name(supplier))
    c.zone("trick", QRectF(left, top, width, height), title, "", emphasis=True)
    if not chooser:
        return
    value = (view.get("scoring") or {}).get("supplier", {}).get("per_suit", {}).get("excellent")
    for i, suit in enumerate(suits):
        rect = QRectF(left + PAD + i * (sw + gap), top + HEADER_H + 4, sw, slot_h())
        c.zone(f"slot:{i}", rect, text.suit_title(suit), "")
        centre = QPointF(rect.center().x(), rect.top() + HEADER_H + 4 + CARD_H * TRICK_SCALE / 2)
        lines = [(text.suit_title(suit), "title"),
                 (charlatao_table.tr("Make this suit the excellent copper this round."), "text")]
        if value is not None:
            lines.append((fill(charlatao_table.tr("As the Supplier you score %1 per excellent card you win."),
                               text.signed(int(value))), "status"))
        c.card(f"suit:{suit}", CharlataoFace("suit", suit=suit), centre, TRICK_SCALE, f"slot:{i}", lines,
               z=i, suit=suit)


def ea_nasir_panel(c: Ctx, rect: QRectF) -> None:
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
    c.anchors["ea_nasir"] = base
    # e0 (turned up next) on top
    for depth, i in enumerate(reversed(range(len(handles)))):
        offset = QPointF(3.0 * (len(handles) - 1 - depth), 3.0 * (len(handles) - 1 - depth))
        card = known[i] if i < len(known) else None
        if card:
            face = CharlataoFace("copper", card=card)
        else:
            face = CharlataoFace("back", count=len(handles) if i == 0 else None)
        c.card(handles[i], face, base - offset, scale, "ea", lines, z=depth)
