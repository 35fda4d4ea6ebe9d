"""Loads table art from ``assets/`` through :func:`contaria_desktop.resources.asset_path`.

A missing or unreadable file is not an error here: :func:`load_image` returns ``None`` and
the caller draws a clean fallback, so a partial asset set never crashes the table."""

from __future__ import annotations

from PySide6.QtGui import QImage

from contaria_desktop.resources import MissingAsset, asset_path

_images: dict[tuple[str, ...], QImage | None] = {}


def load_image(*parts: str) -> QImage | None:
    """The image at ``assets/<parts...>`` or ``None`` when it is missing or unreadable.

    Loaded once and kept (the art set is small: about 40 files)."""
    if parts in _images:
        return _images[parts]
    image: QImage | None = None
    try:
        path = asset_path(*parts)
    except (MissingAsset, OSError):
        path = None
    if path is not None:
        loaded = QImage(str(path))
        image = None if loaded.isNull() else loaded
    _images[parts] = image
    return image


def forget_images() -> None:
    """Drop the loaded images (tests, or after assets change on disk)."""
    _images.clear()


# --- Contária file names (see assets/README.md) -------------------------------------------

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


def table_background() -> QImage | None:
    return load_image("contaria", "table_background.png") or load_image("table_background.png")


def ascii_key(word: str) -> str:
    """``"CRIANÇA"`` -> ``"crianca"``: the lower-case ASCII spelling used in file names."""
    table = str.maketrans("ÇçÃãÁáÂâÉéÊêÍíÓóÔôÕõÚú", "CcAaAaAaEeEeIiOoOoOoUu")
    return word.translate(table).lower()
