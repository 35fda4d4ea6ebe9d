"""In-app card references (Help ▸ Card reference), one per game, as HTML tables built from
the games' data files and translated templates - never from hand-written card texts, so a
corrected number in the data shows up here with no new translation.

- Contária: every card's initial side, revealed name, types, points and abilities, from
  ``engines/contaria/data/cards.json`` through ``table/cardtext.py`` (one template per
  ability kind). Values the data marks INFERRED are flagged.
- CharLatão: each character's points per card of each quality (both sides), the Messenger's
  trick table and who looks at which quality, from ``engines/charlatao/data/charlatao.json``.
  Values not checked against a printed card are flagged.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from .formatting import signed

translate = QCoreApplication.translate


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def has_reference(game_id: str) -> bool:
    return game_id in ("contaria", "charlatao")


def reference_html(game_id: str, options: dict[str, Any] | None = None) -> str:
    """The card reference of ``game_id`` in the language on screen (``options``: the game's
    options, for variants that change a card's text); a short note for other games."""
    if game_id == "contaria":
        return contaria_reference_html(options)
    if game_id == "charlatao":
        return charlatao_reference_html()
    return "<p>" + _e(translate("reference", "A card reference for this game is not written yet.")) + "</p>"


# --- Contária ---------------------------------------------------------------------------

def _mark(text: str, unverified: bool) -> str:
    return _e(text) + ("<sup>*</sup>" if unverified else "")


def contaria_reference_html(options: dict[str, Any] | None = None) -> str:
    """One table row per card, grouped by initial type (``cards.json`` order)."""
    from ..table import cardtext

    data = cardtext.card_data()
    head = [translate("reference", "Initial side"), translate("reference", "Revealed side"), translate("reference", "Types"), translate("reference", "Points"), translate("reference", "Abilities")]
    out = ["<h1>" + _e(translate("reference", "Contária – card reference")) + "</h1>",
           "<p>" + _e(translate("reference", "Every card shows its initial side to everyone. The revealed side is on the other "
                          "side; a mirror turns it up.")) + "</p>",
           '<table border="1" cellspacing="0" cellpadding="4" width="100%">',
           "<tr>" + "".join(f"<th>{_e(h)}</th>" for h in head) + "</tr>"]
    any_inferred = False
    for initial in data.get("initial_types", []):
        init = cardtext.initial_side(initial)
        init_text = f"{init.name} ({signed(init.points)})" if init.points is not None else init.name
        for card in data.get("cards", []):
            if card.get("initial") != initial:
                continue
            side = cardtext.revealed_side(card["id"], options)
            u = side.unverified
            any_inferred = any_inferred or bool(u) or bool(init.unverified)
            points = signed(side.points) if side.points is not None else "?"
            abilities = "<br>".join(_e(a) for a in side.abilities) or "–"
            if "abilities" in u and side.abilities:
                abilities += "<sup>*</sup>"
            out.append("<tr>"
                       f"<td>{_mark(init_text, bool(init.unverified))}</td>"
                       f"<td><b>{_e(side.name)}</b></td>"
                       f"<td>{_mark(', '.join(side.types), 'types' in u)}</td>"
                       f'<td align="center">{_mark(points, "points" in u)}</td>'
                       f"<td>{abilities}</td></tr>")
    out.append("</table>")
    if any_inferred:
        out.append("<p><sup>*</sup> " + _e(translate("reference", "Designed value: the printed card text is not public, so this "
                                               "value is inferred from the rulebook and may differ from the "
                                               "printed card.")) + "</p>")
    return "\n".join(out)


# --- CharLatão --------------------------------------------------------------------------

CHARLATAO_CHARACTERS = ("ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger")


def _charlatao_data() -> dict[str, Any]:
    from ..engines.charlatao.rules_data import DATA
    return DATA


def _charlatao_name(kind: str, key: str, capital: bool = False) -> str:
    """A CharLatão character or quality name from its message templates
    (``charlatao.character.<id>``, ``charlatao.space.<id>``)."""
    from ..ui import messages
    name = messages.text(f"charlatao.{kind}.{key}")
    return name[:1].upper() + name[1:] if capital else name


def _side_heading(side: str) -> str:
    if side == "advanced":
        return translate("reference", "Advanced side")
    return translate("reference", "Basic side")


def _messenger_text(tricks: dict[str, Any]) -> str:
    """The Messenger's trick scoring in words, from the data."""
    parts = []
    before = tricks.get("before", {})
    if "per_trick" in before:
        parts.append(translate("reference", "before the Revelation: %1 per trick").replace("%1", signed(before["per_trick"])))
    after = tricks.get("after", {})
    if "table" in after:
        table = after["table"]
        steps = [f"{n} → {signed(points)}" for n, points in enumerate(table)]
        steps.append(f"{len(table)}+ → {signed(after.get('or_more', 0))}")
        parts.append(translate("reference", "after it, tricks → points: %1").replace("%1", ", ".join(steps)))
    return "; ".join(parts)


def charlatao_reference_html() -> str:
    """Points per card won of each quality, per character and side; who knows what."""
    data = _charlatao_data()
    qualities = list(data.get("quality_order", ()))
    out = ["<h1>" + _e(translate("reference", "CharLatão – character reference")) + "</h1>",
           "<p>" + _e(translate("reference", "Points for each card won, by the quality of its suit. The numbers on the copper cards "
                          "do not count.")) + "</p>"]
    flagged = False
    for side in ("basic", "advanced"):
        out.append("<h2>" + _e(_side_heading(side)) + "</h2>")
        out.append('<table border="1" cellspacing="0" cellpadding="4" width="100%">')
        out.append("<tr><th>" + _e(translate("reference", "Character")) + "</th>"
                   + "".join(f"<th>{_e(_charlatao_name('space', q, capital=True))}</th>" for q in qualities) + "</tr>")
        for char in CHARLATAO_CHARACTERS:
            entry = data["characters"].get(char, {}).get(side)
            if not entry:
                continue
            mark = "" if entry.get("verified") else "<sup>*</sup>"
            flagged = flagged or bool(mark)
            name = f"<b>{_e(_charlatao_name('character', char))}</b>{mark}"
            if "per_suit" in entry:
                cells = "".join(f'<td align="center">{_e(signed(entry["per_suit"].get(q, 0)))}</td>'
                                for q in qualities)
            else:
                cells = f'<td colspan="{len(qualities)}">{_e(_messenger_text(entry.get("tricks", {})))}</td>'
            out.append(f"<tr><td>{name}</td>{cells}</tr>")
        out.append("</table>")
    out.append("<h2>" + _e(translate("reference", "Who looks at which quality")) + "</h2>")
    out.append("<ul>")
    for text in (translate("reference", "Ea-Nasir: terrible and acceptable copper."),
                 translate("reference", "Assyrian Buyer: good Assyrian copper (with 4–5 players good Babylonian copper too)."),
                 translate("reference", "Supplier: chooses the excellent copper."),
                 translate("reference", "Babylonian Buyer: good Babylonian and good Assyrian copper."),
                 translate("reference", "Messenger of Nanni: nothing.")):
        out.append(f"<li>{_e(text)}</li>")
    out.append("</ul>")
    if flagged:
        out.append("<p><sup>*</sup> " + _e(translate("reference", "Not checked against a printed card: inferred or placeholder "
                                               "values, editable in the game's data file.")) + "</p>")
    return "\n".join(out)
