"""CharLatão's character reference (Help ▸ Card reference): each character's points per card
of each quality (both sides), the Messenger's trick table and who looks at which quality, from
the engine's public rules data (:mod:`contaria_desktop.engines.charlatao.rules_data`) and
translated templates. Values not checked against a printed card are flagged.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...i18n.formatting import signed

translate = QCoreApplication.translate


def _e(text: str) -> str:
    return html.escape(text, quote=False)


CHARLATAO_CHARACTERS = ("ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger")


def _charlatao_data() -> dict[str, Any]:
    """The rules data with the values in force (the plug-in's ``data_in_force``, issue 14)."""
    from ...engines.charlatao.rules_data import DATA, SCHEMA
    from . import PLUGIN
    return SCHEMA.data(PLUGIN.data_in_force) if PLUGIN.data_in_force else DATA


def _charlatao_name(kind: str, key: str, capital: bool = False) -> str:
    """A CharLatão character or quality name from its message templates
    (``charlatao.character.<id>``, ``charlatao.space.<id>``)."""
    from ...i18n import messages
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


def reference_html() -> str:
    """Points per card won of each quality, per character and side; who knows what."""
    from . import PLUGIN
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
                cells = "".join(f'<td align="center">{_e(signed(entry["per_suit"].get(q, 0)))}'
                                f'{PLUGIN.override_mark(f"characters.{char}.{side}.per_suit.{q}")}</td>'
                                for q in qualities)
            else:
                # the Messenger's trick scoring: † when any of its values comes from the card data
                tricks = [k for k in PLUGIN.data_in_force if k.startswith(f"characters.{char}.{side}.tricks.")]
                cells = (f'<td colspan="{len(qualities)}">{_e(_messenger_text(entry.get("tricks", {})))}'
                         f'{PLUGIN.override_mark(*tricks)}</td>')
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
        out.append("<p><sup>*</sup> " + _e(translate("reference", "Unverified value: worked out from the manual's examples, it "
                                               "may differ from the printed character card.")) + "</p>")
    return "\n".join(out)
