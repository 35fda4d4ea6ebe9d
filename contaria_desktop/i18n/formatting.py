"""Numbers in the language on screen. :func:`install_translators` makes the chosen language's
locale Qt's default (``QLocale.setDefault``), so these follow View ▸ Language."""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QDateTime, QLocale

MINUS = "\u2212"


def number(value: int | float) -> str:
    """``1234`` -> ``"1,234"`` (en), ``"1.234"`` (pt_BR, es). Negative numbers keep the
    locale's minus sign."""
    return QLocale().toString(value)


def signed(points: int) -> str:
    """Points with their sign, as printed on cards: ``"+3"``, ``"−2"`` (typographic minus),
    ``"0"``; digits in the current locale."""
    if points > 0:
        return "+" + QLocale().toString(points)
    if points < 0:
        return MINUS + QLocale().toString(-points)
    return QLocale().toString(0)


def date_time(moment: _dt.datetime, long: bool = False) -> str:
    """A date and time in the current locale's short (or long) format; a naive datetime is
    taken as local time."""
    if moment.tzinfo is not None:
        moment = moment.astimezone().replace(tzinfo=None)
    fmt = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
    return QLocale().toString(QDateTime(moment), fmt)
