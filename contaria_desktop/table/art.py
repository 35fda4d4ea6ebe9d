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


def table_background(folders: tuple[str, ...] = ()) -> QImage | None:
    """The felt texture: ``<folder>/table_background.png`` for the first of ``folders`` (the
    game on screen first, then the other games' art folders) that has one, else
    ``assets/table_background.png``, else None."""
    for folder in folders:
        image = load_image(folder, "table_background.png")
        if image is not None:
            return image
    return load_image("table_background.png")


def ascii_key(word: str) -> str:
    """``"CRIANÇA"`` -> ``"crianca"``: the lower-case ASCII spelling used in file names."""
    table = str.maketrans("ÇçÃãÁáÂâÉéÊêÍíÓóÔôÕõÚú", "CcAaAaAaEeEeIiOoOoOoUu")
    return word.translate(table).lower()
