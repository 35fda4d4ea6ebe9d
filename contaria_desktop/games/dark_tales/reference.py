"""Dark Tales card reference (Help ▸ Card reference): every card (type, copies, printed VP,
where it goes, its text) and the six setting cards, from the engine's public rules data
(:mod:`contaria_desktop.engines.dark_tales.rules_data`). Values with INFERRED provenance carry
the "(?)" unverified mark, explained once at the top.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from . import cardtext

translate = QCoreApplication.translate


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def reference_html() -> str:
    """The card reference as HTML in the language on screen."""
    from ...engines.dark_tales import rules_data
    mark = cardtext.unverified_mark()
    out = ["<h1>" + _e(translate("dark_tales.reference", "Dark Tales – card reference")) + "</h1>",
           "<p>" + _e(mark + " " + cardtext.unverified_note()) + "</p>",
           "<h2>" + _e(translate("dark_tales.reference", "Setting cards")) + "</h2>"]
    for sid in rules_data.SETTINGS:
        out.append("<h3>" + _e(f"{cardtext.setting_code(sid)} – {cardtext.setting_name(sid)}") + "</h3><ul>")
        for text, inferred in cardtext.setting_lines(sid):
            out.append("<li>" + _e(text + (" " + mark if inferred else "")) + "</li>")
        out.append("</ul>")
    out.append("<h2>" + _e(translate("dark_tales.reference", "Cards (48)")) + "</h2>")
    out.append('<table border="1" cellspacing="0" cellpadding="4" width="100%"><tr>')
    for head in (translate("dark_tales.reference", "Card"), translate("dark_tales.reference", "Type"),
                 translate("dark_tales.reference", "Copies"), translate("dark_tales.reference", "VP"),
                 translate("dark_tales.reference", "Text")):
        out.append("<th>" + _e(head) + "</th>")
    out.append("</tr>")
    from . import PLUGIN
    force = PLUGIN.data_in_force  # the values in force (issue 14), marked †
    cards = rules_data.SCHEMA.data(force)["cards"] if force else rules_data.CARDS
    for cid, card in cards.items():
        unv = set(cardtext.unverified(cid))
        m = lambda field: ((" " + mark) if field in unv else "") + ("†" if f"cards.{cid}.{field}" in force else "")  # noqa: E731,B023
        text = " ".join(cardtext.card_lines(cid)) + m("effect") + " " + cardtext.destination_text(cid) + m("destination")
        cells = [cardtext.name(cid), cardtext.type_name(card["type"]) + m("type"), str(card["copies"]) + m("copies"),
                 str(card["vp"]) + m("vp"), text.strip()]
        out.append("<tr>" + "".join("<td>" + _e(c) + "</td>" for c in cells) + "</tr>")
    out.append("</table>")
    return "".join(out)
