"""In-app rules summaries (Help ▸ Rules summary) as HTML, from the translatable blocks each
game's plug-in provides (``GamePlugin.rules_blocks()``, e.g. ``games/contaria/rules.py``):
one message per paragraph in the context ``rules.<game id>``. This module names no game: it
finds the plug-ins through the entry points (engines/core/plugins.py).
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engines.core import plugins

# (tag, source text). Tags: ``h1``, ``h2``, ``p``, ``li`` (consecutive items form one list).
Block = tuple[str, str]


def _plugin(game_id: str) -> Any:
    try:
        return plugins.plugin_for(game_id)
    except KeyError:
        return None


def _blocks(game_id: str) -> tuple[Block, ...]:
    plugin = _plugin(game_id)
    return tuple(plugin.rules_blocks()) if plugin is not None else ()


def has_rules(game_id: str) -> bool:
    """True when ``game_id`` has a rules summary."""
    return bool(_blocks(game_id))


def _context(game_id: str) -> str:
    plugin = _plugin(game_id)
    return plugin.rules_context() if plugin is not None else f"rules.{game_id}"


def rules_blocks(game_id: str) -> list[tuple[str, str]]:
    """``(tag, translated text)`` of the summary of ``game_id``. Raises ``KeyError`` for a
    game without one."""
    blocks = _blocks(game_id)
    if not blocks:
        raise KeyError(f"no rules summary for {game_id!r}")
    ctx = _context(game_id)
    return [(tag, QCoreApplication.translate(ctx, text)) for tag, text in blocks]


def rules_html(game_id: str) -> str:
    """The rules summary of ``game_id`` as HTML for a ``QTextBrowser``, in the language on
    screen; a short translated note for a game without one."""
    if not has_rules(game_id):
        note = QCoreApplication.translate("rules", "A rules summary for this game is not written yet.")
        return f"<p>{html.escape(note)}</p>"
    out: list[str] = []
    in_list = False
    for tag, text in rules_blocks(game_id):
        if tag == "li" and not in_list:
            out.append("<ul>")
            in_list = True
        elif tag != "li" and in_list:
            out.append("</ul>")
            in_list = False
        out.append(f"<{tag}>{text}</{tag}>")
    if in_list:
        out.append("</ul>")
    return "\n".join(out)
