"""The hover-preview lines of each CharLatão item, built from the view on screen only (so a
preview never says more than the viewer may know).

Each function returns ``[(text, style), ...]`` (styles of ``items/preview.py``: ``title``,
``text``, ``status``, ``note``, ``warn``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...engines.charlatao.rules_data import DATA
from . import text
from .text import charlatao_table, fill

Lines = list[tuple[str, str]]


class Knowledge:
    """What the viewer of ``view`` knows, and how seats are named."""

    def __init__(self, view: Mapping[str, Any], names: Sequence[str] | None) -> None:
        self.view = view
        self.viewer = view.get("viewer")
        self.names = names
        self.n = int(view.get("num_players") or 0)
        self.characters: list[str] = list(view.get("characters") or [])
        self.qualities: dict[str, Any] = dict(view.get("qualities") or {})
        self.quality_of = {suit: space for space, suit in self.qualities.items() if suit}

    def seat(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < self.n:
            return text.seat_label(seat, self.viewer, self.names)
        return text.character_name("ea_nasir")

    def character(self, seat: int) -> str | None:
        return self.characters[seat] if 0 <= seat < len(self.characters) else None

    def value_for_viewer(self, space: str) -> tuple[int, str] | None:
        """(points per card, character) of ``space`` for the viewer's character, if scored
        per suit."""
        if not isinstance(self.viewer, int):
            return None
        ch = self.character(self.viewer)
        row = ((self.view.get("scoring") or {}).get(ch) or {}).get("per_suit") if ch else None
        if not row or space not in row:
            return None
        return int(row[space]), ch


def copper(k: Knowledge, card: str, where: str, extra: Sequence[str] = ()) -> Lines:
    """A copper card face up: its name, where it is, and its quality when the viewer knows
    it (with what it is worth to the viewer's character)."""
    suit = text.suit_of(card)
    out: Lines = [(fill(charlatao_table.tr("%1 — %2"), text.card_name(card), text.suit_title(suit)), "title")]
    if where:
        out.append((where, "status"))
    out += [(line, "status") for line in extra if line]
    space = k.quality_of.get(suit)
    if space:
        line = fill(charlatao_table.tr("%1 is the %2 suit."), text.suit_title(suit), text.space_name(space))
        out.append((line, "text"))
        worth = k.value_for_viewer(space)
        if worth is not None:
            from . import PLUGIN   # a value from the player's card data is marked † (issue 14)
            side = str(k.view.get("side") or "basic")
            keys = [f"characters.{worth[1]}.{side}.per_suit.{space}"]
            if worth[1] == "ea_nasir" and k.n == 2:
                keys.append(f"two_player.ea_nasir_scoring.override.{space}")
            mark = PLUGIN.override_mark(*keys)
            out.append((fill(charlatao_table.tr("Each card of it you win scores %1 for you (%2)."),
                             text.signed(worth[0]), text.character_name(worth[1])) + (" " + mark if mark else ""),
                        "text"))
            if mark:
                out.append(PLUGIN.override_note())
    if suit == k.view.get("trump"):
        out.append((fill(charlatao_table.tr("%1 is trump this round."), text.suit_title(suit)), "text"))
    return out


def who_looks(k: Knowledge, space: str) -> list[str]:
    """Seats whose character looks at ``space`` in step 4 (manual "Descoberta das qualidades")."""
    out = []
    for seat, ch in enumerate(k.characters):
        seen = DATA["knowledge"].get(ch, {}).get(str(k.n), [])
        if space in seen or (ch == "supplier" and space == "excellent"):
            out.append(fill(charlatao_table.tr("%1 · %2"), k.seat(seat), text.character_name(ch)))
    return out


def quality(k: Knowledge, space: str, holder: int | None = None, peeker: int | None = None) -> Lines:
    """A quality space: face down, known to the viewer, or revealed."""
    out: Lines = [(fill(charlatao_table.tr("%1 copper"), text.space_name(space)), "title")]
    suit = k.qualities.get(space)
    if k.view.get("revealed") and suit:
        out.append((fill(charlatao_table.tr("Revealed: %1."), text.suit_title(suit)), "text"))
    elif suit and k.view.get("omniscient"):
        out.append((fill(charlatao_table.tr("Face down: %1 (all cards shown)."), text.suit_title(suit)), "text"))
    elif suit:
        out.append((fill(charlatao_table.tr("You know it: %1. The others who have not seen it see only the back."),
                         text.suit_title(suit)), "text"))
    else:
        out.append((charlatao_table.tr("Face down: you have not seen it."), "text"))
    if holder is not None:
        out.append((fill(charlatao_table.tr("Held in secret by %1."), k.seat(holder)), "status"))
    elif not k.view.get("revealed") and k.n >= 3:
        seen = who_looks(k, space)
        if seen:
            out.append((fill(charlatao_table.tr("Looked at by: %1."), ", ".join(seen)), "status"))
    if peeker is not None:
        out.append((fill(charlatao_table.tr("%1 looked at it after a bribe."), k.seat(peeker)), "status"))
    worth = k.value_for_viewer(space)
    if worth is not None:
        out.append((fill(charlatao_table.tr("Each card of this suit you win scores %1 for you (%2)."),
                         text.signed(worth[0]), text.character_name(worth[1])), "text"))
    return out


def character(k: Knowledge, character_id: str, seat: int | None) -> Lines:
    """A character card: whose it is, its scoring table (unverified values marked), what it
    looks at, and the suits its player has shown to lack."""
    who = k.seat(seat) if seat is not None else text.character_name("ea_nasir")
    out: Lines = [(fill(charlatao_table.tr("%1 — %2"), text.character_name(character_id), who), "title"),
                  (text.side_name(k.view.get("side")), "status")]
    out += text.scoring_lines(character_id, k.view)
    if k.n >= 3:
        seen = DATA["knowledge"].get(character_id, {}).get(str(k.n), [])
        if character_id == "supplier":
            out.append((charlatao_table.tr("Chooses the excellent suit and so knows it."), "status"))
        elif seen:
            spaces = ", ".join(text.space_name(s) for s in seen)
            out.append((fill(charlatao_table.tr("Looks at: %1."), spaces), "status"))
        else:
            out.append((charlatao_table.tr("Looks at no quality card."), "status"))
    if seat is not None:
        voids = (k.view.get("voids") or [[]] * k.n)[seat] if seat < k.n else []
        if voids:
            out.append((_voids(voids), "status"))
        totals = ((k.view.get("scores") or {}).get("totals") or [])
        if k.n >= 3 and seat < len(totals):
            out.append((fill(charlatao_table.tr("Score so far: %1"), totals[seat]), "status"))
    return out


def _voids(suits: Sequence[str]) -> str:
    """The suits a seat showed it lacks (by not following suit)."""
    return fill(charlatao_table.tr("Has shown to have no %1."), ", ".join(text.suit_title(s) for s in suits))


def hand(k: Knowledge, seat: int, count: int) -> Lines:
    out: Lines = [(fill(charlatao_table.tr("%1's hand: %n card(s)", "", count), k.seat(seat)), "title")]
    voids = (k.view.get("voids") or [[]] * k.n)[seat]
    if voids:
        out.append((_voids(voids), "status"))
    return out


def won_pile(k: Knowledge, seat: int, tricks: int, cards: Sequence[str] | None, phase: str | None) -> Lines:
    """A seat's won tricks (``phase``: the Messenger's "before"/"after" pile, else None);
    ``cards``: the cards when the viewer may look through them (own pile), else None."""
    if phase == "before":
        title = fill(charlatao_table.tr("%1: %n trick(s) won before the Revelation", "", tricks), k.seat(seat))
    elif phase == "after":
        title = fill(charlatao_table.tr("%1: %n trick(s) won after the Revelation", "", tricks), k.seat(seat))
    else:
        title = fill(charlatao_table.tr("%1: %n trick(s) won", "", tricks), k.seat(seat))
    out: Lines = [(title, "title")]
    if cards is None:
        out.append((charlatao_table.tr("Face down: only its owner looks through it."), "status"))
    elif cards:
        out.append((charlatao_table.tr("Cards won:"), "text"))
        out += [("   " + line, "text") for line in text.cards_by_suit(cards)]
    return out


def discard_pile(k: Knowledge, count: int) -> Lines:
    out: Lines = [(charlatao_table.tr("Discard pile: %n card(s)", "", count), "title")]
    trump = k.view.get("trump_card")
    if trump:
        out.append((fill(charlatao_table.tr("The top card, %1, was turned up: %2 is trump."), text.card_name(trump),
                         text.suit_title(text.suit_of(trump))), "text"))
    elif not k.view.get("trump_option"):
        out.append((charlatao_table.tr("No trump in this game."), "text"))
    out.append((charlatao_table.tr("The other discards stay face down and never score."), "status"))
    return out


def pending(k: Knowledge, seat: int, kind: str, to: int | None) -> Lines:
    if kind == "discard":
        return [(fill(charlatao_table.tr("%1's discard (face down)"), k.seat(seat)), "title")]
    return [(fill(charlatao_table.tr("%1's card for %2 (face down)"), k.seat(seat), k.seat(to)), "title"),
            (charlatao_table.tr("It joins the receiver's hand once everyone has chosen."), "status")]


def ea_hand(count: int) -> Lines:
    return [(charlatao_table.tr("Ea-Nasir's hand: %n card(s) face down", "", count), "title"),
            (charlatao_table.tr("At the start of each trick he turns up his top card; it never wins the trick."),
             "text"),
            (charlatao_table.tr("His last card goes to his pile at the end of the round."), "status")]


def ea_pile(count: int) -> Lines:
    return [(charlatao_table.tr("Ea-Nasir's pile: %n card(s)", "", count), "title"),
            (charlatao_table.tr("He scores it as a third buyer (good copper 1 point each)."), "text")]
