"""File ▸ Playtest lab…: :func:`open_lab_window`. The window (``ui/lab_panel.py``), the lab and
matplotlib are imported on first use, so the app's start-up imports nothing more than this."""

from __future__ import annotations

from typing import Any

_window: Any = None


def open_lab_window(parent: Any = None) -> Any:
    """Show the Playtest lab window (one per app; raised if already open) and return it."""
    global _window
    from .lab_panel import LabWindow
    if _window is not None:
        try:
            _window.isVisible()
        except RuntimeError:        # its parent (the main window) was closed and deleted it
            _window = None
    if _window is None:
        _window = LabWindow(parent)
    _window.show()
    _window.raise_()
    _window.activateWindow()
    return _window
