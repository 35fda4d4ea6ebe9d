"""Contária's art files (see assets/README.md), loaded through the table's image loader
(``table/art.py``: missing files give None and the caller draws a fallback)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from ...table.art import ascii_key, load_image


def contaria_initial(initial: str) -> QImage | None:
    """Art of an initial side: ``initial`` is ``"DONZELA"``, ``"CRIANCA"``/``"CRIANÇA"`` ..."""
    return load_image("contaria", f"initial_{ascii_key(initial)}.png")


def contaria_revealed(identity: str) -> QImage | None:
    """Art of a revealed side, by card data id (``"donzela_princesa"``)."""
    return load_image("contaria", f"revealed_{identity}.png")


def contaria_mirror(used: bool) -> QImage | None:
    return load_image("contaria", "mirror_used.png" if used else "mirror_unused.png")


def contaria_marker(marker: str) -> QImage | None:
    """``marker`` is ``"DWARF"``, ``"WITCH"``, ``"GIANT"`` or ``"VICTORY"``."""
    return load_image("contaria", f"marker_{marker.lower()}.png")


def contaria_emblem() -> QImage | None:
    return load_image("contaria", "contaria_emblem.png")
