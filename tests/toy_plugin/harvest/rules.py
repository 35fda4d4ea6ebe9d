"""Harvest's rules summary (Help): ``(tag, English source)`` blocks in context ``rules.harvest``."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

RULES: tuple[tuple[str, str], ...] = (
    ("h1", QT_TRANSLATE_NOOP("rules.harvest", "Harvest – rules summary")),
    ("p", QT_TRANSLATE_NOOP("rules.harvest",
        "Twelve fruit cards: apples, pears and plums worth 1 to 4. Everyone starts with two cards in secret.")),
    ("li", QT_TRANSLATE_NOOP("rules.harvest",
        "On your turn put a card from your hand into a basket with room, then draw a card; or pass.")),
    ("li", QT_TRANSLATE_NOOP("rules.harvest",
        "The game ends when every hand is empty or everyone passed in a row.")),
    ("li", QT_TRANSLATE_NOOP("rules.harvest",
        "Each card scores its value; a card of the kind most common in its basket scores 2 more.")),
)
