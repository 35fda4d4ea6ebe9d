"""Dark Tales' extra instruction-bar buttons: each legal item line (``use_item``), captioned
"Use <cost>" (the same action is also a click on the line's tokens under the setting cards)."""

from __future__ import annotations

from typing import Any, Sequence

from ...i18n import messages as core
from . import cardtext
from . import messages as M


def bar_actions(actions: Sequence[Any]) -> list[tuple[Any, str]]:
    """``[(action, caption)]`` for the ``use_item`` actions among ``actions``."""
    out = []
    for action in actions:
        if getattr(action, "type", None) != "use_item":
            continue
        line = str(action["line"])
        cost = next((M.cost_text(entry["cost"], cardtext.CTX)
                     for sid, lines in _lines().items() for lid, entry in lines.items() if lid == line), line)
        out.append((action, core.text("dark_tales.bar.use_line", line=cost)))
    return out


def _lines() -> dict:
    from ...engines.dark_tales import rules_data
    return rules_data.LINES
