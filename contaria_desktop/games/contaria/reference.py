"""Contária's card reference (Help ▸ Card reference) as an HTML table built from the engine's
card data (its public accessor, through :mod:`.cardtext`) and translated templates - never from
hand-written card texts, so a corrected number in the data shows up here with no new
translation. Values the data marks INFERRED are flagged.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...i18n.formatting import signed
from . import cardtext

translate = QCoreApplication.translate


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _mark(text: str, unverified: bool) -> str:
    return _e(text) + ("<sup>*</sup>" if unverified else "")


def reference_html(options: dict[str, Any] | None = None) -> str:
    """One table row per card, grouped by initial type (``cards.json`` order)."""
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
            if "abilities" in side.changed:
                abilities += "<sup>†</sup>"
            if "points" in side.changed:
                points += "†"
            if init.changed:
                init_text_shown = init_text + "†"
            else:
                init_text_shown = init_text
            out.append("<tr>"
                       f"<td>{_mark(init_text_shown, bool(init.unverified))}</td>"
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
