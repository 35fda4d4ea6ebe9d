"""Harvest's card reference (Help ▸ Card reference): the twelve cards."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from tests.toy_plugin.harvest_engine import KINDS, VALUES

from .messages import card_name


def reference_html() -> str:
    """The cards as an HTML list, in the language on screen."""
    title = QCoreApplication.translate("reference.harvest", "The twelve cards")
    items = "".join(f"<li>{html.escape(card_name(f'{k}-{v}'))}</li>" for k in KINDS for v in VALUES)
    return f"<h1>{html.escape(title)}</h1><ul>{items}</ul>"
