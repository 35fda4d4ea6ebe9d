"""Plural messages that ``lupdate`` can see outside a QObject class.

lupdate's Python parser recognises ``translate("ctx", "text", "", n)`` as a plural message only
when ``n`` is a number literal: a plain name there is taken for a Qt 4 "encoding" argument and
the message loses its plural forms, and a call such as ``len(x)`` drops the message. Its
``<prefix>.tr("text", "", n)`` form accepts any expression and takes the context from the
prefix. So module-level code writes::

    reference = TrContext("reference")                 # the variable name IS the context
    reference.tr("%n trick(s)", "", count)             # lupdate: context "reference", numerus

and methods of a QObject subclass use ``self.tr("%n point(s)", "", n)`` (context: the class
name, for lupdate and for PySide alike - never in a base class whose subclasses would look the
text up under their own names). ``tests/i18n/test_sources.py`` checks both rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class TrContext:
    """A fixed translation context. ``name`` must equal the variable the object is bound to
    (lupdate reads the context from the source text ``<name>.tr(``)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``QCoreApplication.translate(name, text, disambiguation, n)``: with ``n >= 0`` the
        plural form for ``n`` is chosen and ``%n`` replaced by ``n`` (locale digits)."""
        return QCoreApplication.translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"TrContext({self.name!r})"
