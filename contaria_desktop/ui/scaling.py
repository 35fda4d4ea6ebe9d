"""Text of the window's own widgets (menus, instruction bar, log, dialogs) grows with a large
window, as the table does (issue 18.3: on a 3840×2160 screen without display scaling the
table grew but the menus, bar and log stayed tiny).

The factor is 1 up to a 2000×1200 window and then follows the window's size relative to
1280×800, in quarter steps, at most 2.5; it scales the application font (menus and dialogs
are top-level windows: they take the application's font) from the size it had at start-up.
A screen with display scaling (device pixel ratio above 1) already gets larger text from Qt:
the factor is divided by it."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

#: The window size (pixels) at which the text has its normal size.
BASE = (1280, 800)
#: Up to this window size nothing changes (a 1920×1080 desktop keeps the platform's sizes).
NORMAL_UP_TO = (2000, 1200)
MAX_FACTOR = 2.5

_base_font: QFont | None = None
_factor = 1.0


def factor_for(width: int, height: int, dpr: float = 1.0) -> float:
    """The text factor for a window ``width`` × ``height`` pixels on a screen of device pixel
    ratio ``dpr``: 1.0 up to 2000×1200, then ``min(width/1280, height/800)`` in quarter steps,
    at most 2.5."""
    if width <= NORMAL_UP_TO[0] or height <= NORMAL_UP_TO[1]:
        return 1.0
    raw = min(width / BASE[0], height / BASE[1]) / max(dpr, 1.0)
    return max(1.0, min(MAX_FACTOR, round(raw * 4) / 4))


def current_factor() -> float:
    """The factor now applied."""
    return _factor


def apply(window: Any) -> bool:
    """Scale the application font for ``window``'s size; True when the factor changed (the
    window then tells its parts, e.g. the instruction bar's style)."""
    global _base_font, _factor
    app = QApplication.instance()
    if app is None:
        return False
    if _base_font is None:
        _base_font = QFont(app.font())
    factor = factor_for(window.width(), window.height(), window.devicePixelRatioF())
    if factor == _factor:
        return False
    _factor = factor
    font = QFont(_base_font)
    if _base_font.pointSizeF() > 0:
        font.setPointSizeF(_base_font.pointSizeF() * factor)
    elif _base_font.pixelSize() > 0:
        font.setPixelSize(round(_base_font.pixelSize() * factor))
    app.setFont(font)
    return True
