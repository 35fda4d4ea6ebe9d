"""Every CharLatão word the table shows: suit, quality and character names, zone titles,
why a card may not be chosen, and the hover-preview lines.

Names shared with the game log use the log's context (``"charlatao.messages"``, same source
texts as ``messages.py``, so they are translated once); table-only texts use
``"charlatao_table"`` (``charlatao_table.tr(...)``, plural forms with ``%n``). Sentences are
built from whole translated templates with ``%1``, ``%2`` placeholders, never by gluing words.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...engines.charlatao.rules_data import DATA, SUITS
from ...i18n.context import TrContext
from ...i18n.formatting import fill, seat_label, signed  # noqa: F401 - the shared text helpers, re-exported

translate = QCoreApplication.translate

MSG = "charlatao.messages"
CTX = "charlatao_table"
charlatao_table = TrContext("charlatao_table")   # lupdate reads the context from the name

_SUITS = {
    "red": QT_TRANSLATE_NOOP("charlatao.messages", "red"),
    "blue": QT_TRANSLATE_NOOP("charlatao.messages", "blue"),
    "green": QT_TRANSLATE_NOOP("charlatao.messages", "green"),
    "yellow": QT_TRANSLATE_NOOP("charlatao.messages", "yellow"),
    "purple": QT_TRANSLATE_NOOP("charlatao.messages", "purple"),
}
# the symbol of each suit's art (assets/README.md), so suits can be named without colour
_SHAPES = {
    "red": QT_TRANSLATE_NOOP("charlatao_table", "ziggurat"),
    "blue": QT_TRANSLATE_NOOP("charlatao_table", "moon"),
    "green": QT_TRANSLATE_NOOP("charlatao_table", "drop"),
    "yellow": QT_TRANSLATE_NOOP("charlatao_table", "sun"),
    "purple": QT_TRANSLATE_NOOP("charlatao_table", "barley"),
}
_SPACES = {
    "excellent": QT_TRANSLATE_NOOP("charlatao_table", "Excellent"),
    "good_assyrian": QT_TRANSLATE_NOOP("charlatao_table", "Good (Assyrian)"),
    "terrible": QT_TRANSLATE_NOOP("charlatao_table", "Terrible"),
    "good_babylonian": QT_TRANSLATE_NOOP("charlatao_table", "Good (Babylonian)"),
    "acceptable": QT_TRANSLATE_NOOP("charlatao_table", "Acceptable"),
}
_CHARACTERS = {
    "ea_nasir": QT_TRANSLATE_NOOP("charlatao.messages", "Ea-Nasir"),
    "assyrian_buyer": QT_TRANSLATE_NOOP("charlatao.messages", "Assyrian Buyer"),
    "supplier": QT_TRANSLATE_NOOP("charlatao.messages", "Supplier"),
    "babylonian_buyer": QT_TRANSLATE_NOOP("charlatao.messages", "Babylonian Buyer"),
    "messenger": QT_TRANSLATE_NOOP("charlatao.messages", "Messenger of Nanni"),
}
_SIDES = {
    "basic": QT_TRANSLATE_NOOP("charlatao_table", "Basic side"),
    "advanced": QT_TRANSLATE_NOOP("charlatao_table", "Advanced side"),
}
# why a card may not be chosen now (targeting reason keys)
_REASONS = {
    "follow": QT_TRANSLATE_NOOP("charlatao_table", "You must follow suit: %1 was led and you hold %1."),
    "follow_or_bribe": QT_TRANSLATE_NOOP(
        "charlatao_table", "You must follow suit: %1 was led. To bribe with this card, choose Bribe first."),
    "bribe_follows": QT_TRANSLATE_NOOP("charlatao_table", "A bribe may not follow suit (%1 was led)."),
    "terrible_pass": QT_TRANSLATE_NOOP("charlatao_table", "Ea-Nasir may not pass a card of the terrible suit (%1)."),
    "keep_passable": QT_TRANSLATE_NOOP(
        "charlatao_table", "Ea-Nasir must keep this card: it is his only card he may pass (not %1)."),
}


def suit_name(suit: Any) -> str:
    return translate(MSG, _SUITS[suit]) if suit in _SUITS else str(suit)


def suit_title(suit: Any) -> str:
    """"Blue (moon)": the suit with its symbol, for colour-blind players."""
    if suit not in _SUITS:
        return str(suit)
    name = suit_name(suit)
    return fill(charlatao_table.tr("%1 (%2)"), name[:1].upper() + name[1:], translate(CTX, _SHAPES[suit]))


def suit_index(suit: Any) -> int:
    """Index of ``suit`` in the data's suit order = number of its art file ``suit_<i>.png``."""
    return SUITS.index(suit) if suit in SUITS else 0


def rank_of(card: str) -> int:
    return int(card.rpartition("-")[2])


def suit_of(card: str) -> str:
    return card.rpartition("-")[0]


def card_name(card: Any) -> str:
    """``"blue-3"`` -> "3 of blue" (the log's template)."""
    if isinstance(card, str) and "-" in card:
        suit, _, rank = card.rpartition("-")
        template = translate(MSG, QT_TRANSLATE_NOOP("charlatao.messages", "{rank} of {suit}"))
        return template.replace("{rank}", rank).replace("{suit}", suit_name(suit))
    return charlatao_table.tr("Face-down card")


def space_name(space: Any) -> str:
    return translate(CTX, _SPACES[space]) if space in _SPACES else str(space)


def character_name(character: Any) -> str:
    return translate(MSG, _CHARACTERS[character]) if character in _CHARACTERS else str(character)


def side_name(side: Any) -> str:
    return translate(CTX, _SIDES[side]) if side in _SIDES else str(side)


def reason(key: str, suit: Any = None) -> str:
    """Why a card may not be chosen now (``targeting`` reason key + the suit concerned)."""
    template = _REASONS.get(key)
    if template is None:
        return ""
    return fill(translate(CTX, template), suit_name(suit))


# --- scoring rows ------------------------------------------------------------------------------

def value_status(character: str, side: str, space: str, num_players: int) -> str:
    """Provenance of one scoring value: ``"FOUND"``, ``"INFERRED"`` or ``"PLACEHOLDER"``
    (from the rules data; Ea-Nasir's derived 2-player row counts as INFERRED)."""
    if num_players == 2 and character == "ea_nasir":
        return str(DATA["two_player"]["ea_nasir_scoring"].get("status", "INFERRED"))
    try:
        entry = DATA["characters"][character][side]
    except KeyError:
        return "INFERRED"
    status = entry.get("status", "FOUND" if entry.get("verified") else "INFERRED")
    if isinstance(status, Mapping):
        return str(status.get(space, "FOUND" if entry.get("verified") else "INFERRED"))
    return str(status)


def scoring_lines(character: str, view: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The character's scoring table as preview lines ``(text, style)``: one line per quality
    space of this player count (with the suit when the viewer knows it), or the Messenger's
    trick table; values not checked against a printed card are marked ``*``, values from the
    player's card data ``†`` with the shared note (issue 14)."""
    n = int(view.get("num_players") or 0)
    side = str(view.get("side") or "basic")
    row = (view.get("scoring") or {}).get(character) or {}
    qualities = view.get("qualities") or {}
    out: list[tuple[str, str]] = []
    marked = False
    from . import PLUGIN   # a value from the player's card data is marked † (issue 14)
    base = f"characters.{character}.{side}"
    derived = DATA["two_player"]["ea_nasir_scoring"]["derive_from"]

    def changed(space: str) -> str:
        keys = [f"{base}.per_suit.{space}"]
        if character == "ea_nasir" and n == 2:   # the 2-player Ea-Nasir row (rules_data.ea_nasir_duel_entry)
            keys += [f"two_player.ea_nasir_scoring.override.{space}", f"characters.{derived}.{side}.per_suit.{space}"]
        mark = PLUGIN.override_mark(*keys)
        return " " + mark if mark else ""

    trick_keys = [k for k in PLUGIN.data_in_force if k.startswith(f"{base}.tricks.")]
    changed_any = False
    per_suit = row.get("per_suit")
    if per_suit:
        out.append((charlatao_table.tr("Points per copper card won, by the quality of its suit:"), "text"))
        order = [q for q in DATA["quality_order"] if q in qualities] or list(per_suit)
        for space in order:
            value = per_suit.get(space)
            if value is None:
                continue
            star = value_status(character, side, space, n) != "FOUND"
            marked = marked or star
            suit = qualities.get(space)
            if suit:
                line = fill(charlatao_table.tr("%1 · %2: %3"), space_name(space), suit_title(suit), signed(int(value)))
            else:
                line = fill(charlatao_table.tr("%1: %2"), space_name(space), signed(int(value)))
            flag = changed(space)
            changed_any = changed_any or bool(flag)
            out.append(("   " + line + (" *" if star else "") + flag, "text"))
    tricks = row.get("tricks")
    if tricks:
        star = not row.get("verified", False)
        marked = marked or star

        def phase_mark(prefix: str) -> str:   # † per phase, per value (issue 14)
            return " " + PLUGIN.OVERRIDE_MARK if any(k.startswith(f"{base}.tricks.{prefix}") for k in trick_keys) \
                else ""
        changed_any = changed_any or bool(trick_keys)
        before = (tricks.get("before") or {}).get("per_trick")
        if before is not None:
            line = fill(charlatao_table.tr("Each trick won before the Revelation: %1"), signed(int(before)))
            out.append((line + (" *" if star else "") + phase_mark("before."), "text"))
        after = tricks.get("after") or {}
        table = list(after.get("table") or [])
        if table:
            parts = [fill(charlatao_table.tr("%n trick(s): %1", "", i), signed(int(v))) + phase_mark(f"after.table.{i}")
                     for i, v in enumerate(table)]
            parts.append(fill(charlatao_table.tr("%1 or more: %2"), len(table), signed(int(after.get("or_more", 0)))))
            out.append((charlatao_table.tr("Tricks won after the Revelation:") + (" *" if star else "")
                        + phase_mark("after."), "text"))
            out.append(("   " + ", ".join(parts), "text"))
    by_phase = row.get("per_suit_by_phase") or {}
    phases = {"before": charlatao_table.tr("Before the Revelation:"),
              "after": charlatao_table.tr("After the Revelation:")}
    for phase, values in by_phase.items():   # points per quality that change at the Revelation
        out.append((phases.get(phase, phase), "text"))
        for space, value in values.items():
            keys = [f"{base}.per_suit_by_phase.{phase}.{space}"]
            flag = " " + PLUGIN.OVERRIDE_MARK if PLUGIN.overridden(*keys) else ""
            changed_any = changed_any or bool(flag)
            out.append(("   " + fill(charlatao_table.tr("%1: %2"), space_name(space), signed(int(value))) + flag,
                        "text"))
    if marked:
        note = charlatao_table.tr("* unverified value (Help ▸ Rules summary)")
        out.append((note, "note"))
    if changed_any:
        out.append(PLUGIN.override_note())
    return out


def cards_by_suit(cards: Sequence[str]) -> list[str]:
    """``["blue-3", "blue-7", "red-1"]`` -> ["Blue (moon): 3, 7", "Red (ziggurat): 1"]."""
    groups: dict[str, list[int]] = {}
    for c in cards:
        groups.setdefault(suit_of(c), []).append(rank_of(c))
    return [fill(charlatao_table.tr("%1: %2"), suit_title(s), ", ".join(str(r) for r in sorted(groups[s])))
            for s in SUITS if s in groups]
