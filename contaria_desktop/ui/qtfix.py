"""Work-around for a reference-count bug of PySide6 6.12.0 on CPython 3.11.

Measured in this project's environment (PySide6-Essentials 6.12.0, Python 3.11.7): every
call of a Qt method that returns nothing (``label.setText``, ``action.setEnabled``,
``widget.hide`` ...) drops one reference to ``None`` without having taken it. ``None`` starts
with about 5,000 references, so after a few thousand such calls - a few turns of a game -
the interpreter aborts with "Fatal Python error: none_dealloc". Python 3.12 made ``None``
immortal (PEP 683), which hides the bug there. :func:`make_none_immortal` does the same on
3.11 by adding 2**40 to ``None``'s reference count; ``None`` is never freed anyway, so the
extra count is harmless. Remove this module once the pinned PySide6 is fixed or the
project requires Python 3.12+.
"""

from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 40
_done = False


def needs_fix() -> bool:
    """True on CPython < 3.12 release builds (where ``None`` is mortal)."""
    return (sys.implementation.name == "cpython" and sys.version_info < (3, 12)
            and not hasattr(sys, "gettotalrefcount"))  # debug builds lay objects out differently


def make_none_immortal() -> bool:
    """Give ``None`` a reference count no run can exhaust (once per process). Returns True
    when the count was raised."""
    global _done
    if _done or not needs_fix():
        return False
    # ob_refcnt is the first field of every object in a CPython release build.
    ctypes.c_ssize_t.from_address(id(None)).value += _BOOST
    _done = True
    return True
