"""Dark Tales' extra instruction-bar buttons: each legal item line (``use_item``), captioned
"Use <cost>" (the same action is also a click on the line's tokens under the setting cards)."""

from __future__ import annotations

from typing import Any

from ...i18n import messages as core
from . import cardtext
from . import messages as M


def bar_caption(action: Any) -> str:
    """The caption of a ``use_item`` action's button: "Use <cost>"; "" for other actions."""
    if getattr(action, "type", None) != "use_item":
        return ""
    line = str(action["line"])
    cost = next((M.cost_text(entry["cost"], cardtext.CTX)
                 for sid, lines in _lines().items() for lid, entry in lines.items() if lid == line), line)
    return core.text("dark_tales.bar.use_line", line=cost)


def _lines() -> dict:
    from ...engines.dark_tales import rules_data
    return rules_data.LINES
