"""In-app card references (Help ▸ Card reference) as HTML, from each game's plug-in
(``GamePlugin.reference_html(options)``, e.g. ``games/contaria/reference.py``), in the language
on screen. This module names no game: it finds the plug-ins through the entry points
(engines/core/plugins.py).
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engines.core import plugins

translate = QCoreApplication.translate


def _html(game_id: str, options: dict[str, Any] | None = None) -> str | None:
    try:
        plugin = plugins.plugin_for(game_id)
    except KeyError:
        return None
    return plugin.reference_html(options)


def _changed_html(game_id: str) -> str:
    """The values shown that come from the player's card data (issue 14), with the shipped
    ones: a list under the reference (empty when none)."""
    try:
        plugin = plugins.plugin_for(game_id)
    except KeyError:
        return ""
    overrides = getattr(plugin, "data_in_force", None) or {}
    if not overrides:
        return ""
    from ..engines.core import get_spec
    schema = get_spec(game_id).data_schema
    rows = []
    for key in sorted(overrides):
        entry = schema.editable(key) if schema is not None else None
        value, shipped = overrides[key], "?" if entry is None else entry.shipped
        if entry is not None and entry.kind == "choice":
            # a choice in words, as the editor's combo box says it (a road: the square's
            # name, not its id)
            value, shipped = plugin.data_choice_name(entry, value), plugin.data_choice_name(entry, shipped)
        # the value in words, as the editor's row names it (the key only when unknown)
        name = key if entry is None else plugin.data_label(entry)
        rows.append("<li>" + html.escape(translate("reference", "{key}: {value} (shipped: {shipped})").format(
            key=name, value=value, shipped=shipped), quote=False) + "</li>")
    head = translate("reference", "† Values from your card data (Tools ▸ Card data…), not the shipped data:")
    return "<p>" + html.escape(head, quote=False) + "</p><ul>" + "".join(rows) + "</ul>"


def has_reference(game_id: str) -> bool:
    """True when ``game_id``'s plug-in provides a card reference."""
    return _html(game_id) is not None


def reference_html(game_id: str, options: dict[str, Any] | None = None) -> str:
    """The card reference of ``game_id`` in the language on screen (``options``: the game's
    options, for variants that change a card's text); a short note for other games."""
    text = _html(game_id, options)
    if text is not None:
        return text + _changed_html(game_id)
    return "<p>" + html.escape(translate("reference", "A card reference for this game is not written yet."),
                               quote=False) + "</p>"
