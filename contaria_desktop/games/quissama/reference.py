"""Quissama's card reference (Help ▸ Card reference): the characters (cost, ability,
objective) and the cards of the deck (icons or effect, copies), built from the engine's
public data (:mod:`contaria_desktop.engines.quissama.rules_data`) and the options chosen (the
advanced rules change the Scandal and Imperial Blessing counts)."""

from __future__ import annotations

import html
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from ...engines.quissama import rules_data
from . import text

translate = QCoreApplication.translate


def _e(s: str) -> str:
    return html.escape(s, quote=False)


# the character whose ability replaces a target at a cost (R20): its entry lists the costs
_TARGET_COSTS_OF = ("IMPERADOR",)


def _target_costs(costs: Mapping[str, Mapping[str, int]], plugin: Any) -> str:
    """The Imperador's target costs in force (R20, OQ-Q12, QD-12: INFERRED, editable), as
    escaped HTML: "Replacing a merchant costs 2 × Cowrie + Bead; …", with † after a cost
    the player's card data changes (issue 14)."""
    words = {"merchant": translate("quissama.reference", "Replacing a merchant costs {cost}"),
             "minister": translate("quissama.reference", "Replacing a minister costs {cost}")}
    parts = []
    for target in ("merchant", "minister"):
        if target not in costs:
            continue
        cost = " + ".join(f"{n} × {text.icon_name(i)}" if n > 1 else text.icon_name(i)
                          for i, n in costs[target].items())
        mark = plugin.override_mark(*(f"costs.imperador_targets.{target}.{i}" for i in rules_data.SYMBOLS))
        parts.append(_e(words[target].format(cost=cost)) + mark)
    return "; ".join(parts) + "."


def reference_html(options: Mapping[str, Any] | None = None, players: int = 5) -> str:
    """The reference as HTML in the language on screen. ``options`` (the game's options) set
    the deck's counts for ``players`` players."""
    from . import PLUGIN
    counts = rules_data.deck_counts(players, options or {}, PLUGIN.data_in_force)  # in force (issue 14)
    out = ["<h1>" + _e(translate("quissama.reference", "Quissama – card reference")) + "</h1>",
           "<h2>" + _e(translate("quissama.reference", "Characters")) + "</h2>",
           '<table border="1" cellspacing="0" cellpadding="4" width="100%">',
           "<tr>" + "".join(f"<th>{_e(h)}</th>" for h in (
               translate("quissama.reference", "Character"), translate("quissama.reference", "Influence cost"),
               translate("quissama.reference", "Ability"), translate("quissama.reference", "Objective"))) + "</tr>"]
    imp_cost = (rules_data.SCHEMA.data(PLUGIN.data_in_force)["imp_cost"] if PLUGIN.data_in_force
                else rules_data.IMPERADOR_COSTS)
    for char in rules_data.CHAR_ORDER:
        ability = _e(text.ability(char))
        if char in _TARGET_COSTS_OF:
            ability += "<br>" + _target_costs(imp_cost, PLUGIN)
        out.append(f"<tr><td><b>{_e(text.character_name(char))}</b></td><td>{_e(text.cost_text(char))}</td>"
                   f"<td>{ability}</td><td>{_e(text.objective(char))}</td></tr>")
    out.append("</table>")
    out.append("<h2>" + _e(translate("quissama.reference", "Cards")) + "</h2>")
    out.append('<table border="1" cellspacing="0" cellpadding="4" width="100%">')
    out.append("<tr>" + "".join(f"<th>{_e(h)}</th>" for h in (
        translate("quissama.reference", "Card"), translate("quissama.reference", "Copies"),
        translate("quissama.reference", "Icons or effect"))) + "</tr>")
    for kind in rules_data.KIND_ORDER:
        icons = rules_data.ICONS.get(kind)
        if icons:
            what = " + ".join(f"{n} × {text.icon_name(i)}" for i, n in icons.items())
        else:
            what = text.special_effect(kind)
        mark = PLUGIN.override_mark(f"cards.{kind}.count")  # a count from the player's card data
        out.append(f"<tr><td><b>{_e(text.kind_name(kind))}</b></td><td align=\"center\">{counts.get(kind, 0)}{mark}</td>"
                   f"<td>{_e(what)}</td></tr>")
    out.append("</table>")
    out.append("<p>" + _e(translate("quissama.reference",
                                    "The board's capacities and roads are reconstructed from the rulebook (the printed "
                                    "board is not public); they are data and may be corrected.")) + "</p>")
    return "\n".join(out)
