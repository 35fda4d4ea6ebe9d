"""Work-around for PySide6 6.12.0 on Python 3.11: its generated bindings return ``None``
from void methods without taking a reference, so every such call (``setPos``, ``update``,
``setPen`` ...) lowers ``None``'s reference count by one, and after a few thousand calls
Python aborts with "none_dealloc: deallocating None". Python 3.12+ makes ``None`` immortal,
which hides the bug there; PySide6 6.11.3 does not have it.

The real fix is a dependency pin (``PySide6-Essentials<6.12`` or a fixed release). Until then
:func:`keep_none_alive` gives ``None`` a practically endless reference budget, only on the
affected combination."""

from __future__ import annotations

import ctypes
import sys

_done = False


def affected() -> bool:
    """True on Python < 3.12 with PySide6 6.12.x."""
    if sys.version_info >= (3, 12):
        return False
    try:
        import PySide6
    except ImportError:
        return False
    return PySide6.__version__.startswith("6.12.")


def keep_none_alive() -> None:
    """Raise ``None``'s reference count by 2**40 once (no effect elsewhere). ``None`` is
    never freed anyway, so the only change is that the binding bug can no longer reach 0."""
    global _done
    if _done or not affected():
        return
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    _done = True
