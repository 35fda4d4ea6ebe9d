"""Work-around for a reference-count bug of PySide6 6.12.0 on CPython 3.11.

Measured in this project's environment (PySide6-Essentials 6.12.0, Python 3.11.7): every
call of a Qt method that returns nothing (``label.setText``, ``action.setEnabled``,
``widget.hide`` ...) drops one reference to ``None`` without having taken it. ``None`` starts
with about 5,000 references, so after a few thousand such calls - a few turns of a game -
the interpreter aborts with "Fatal Python error: none_dealloc". ``True`` leaks the same way,
more slowly (about 90 references per Contária game through the window; "bool_dealloc"
after a few dozen games). Python 3.12 made these objects immortal (PEP 683), which hides
the bug there. :func:`make_none_immortal` does the same on 3.11 by adding 2**40 to the
reference counts of ``None``, ``True`` and ``False``; they are never freed anyway, so the
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
    """Give ``None``, ``True`` and ``False`` reference counts no run can exhaust (once per
    process). Returns True when the counts were raised."""
    global _done
    if _done or not needs_fix():
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in a CPython release build.
        ctypes.c_ssize_t.from_address(id(singleton)).value += _BOOST
    _done = True
    return True
