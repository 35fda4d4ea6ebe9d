"""The lab's configuration errors in the window's language (issue 15; QA of issue 14).

``lab/`` has no Qt and raises :class:`~contaria_desktop.lab.config.LabConfigError` with an
English sentence (for the command line), a message key (``lab.*``), parameters and the keyed
error it wraps (``cause``). The Playtest lab window says :func:`config_error_text` instead, so
no English detail sits inside its translated sentence ("The variant file cannot be used: …"):
an engine's option error through its message template, a hostile file through the file-error
templates, a variant's card data through the card data editor's words
(:func:`.carddata.refusal_words`). The details are phrases that follow a colon.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

# key -> English source, context "LabWindow" (lupdate reads the literals)
LAB_TEXTS: dict[str, str] = {
    "lab.seat_count": QT_TRANSLATE_NOOP("LabWindow", "give one seat kind per seat (seats: {players}; seat kinds "
                                                     "given: {given})"),
    "lab.seat_kind": QT_TRANSLATE_NOOP("LabWindow", "unknown seat kind “{kind}” (known: {known})"),
    "lab.games": QT_TRANSLATE_NOOP("LabWindow", "the number of games must be at least 1, not {value}"),
    "lab.first_seed": QT_TRANSLATE_NOOP("LabWindow", "the first deal must be a non-negative whole number, not "
                                                     "{value}"),
    "lab.workers": QT_TRANSLATE_NOOP("LabWindow", "there must be at least 1 worker process, not {value}"),
    "lab.variant_too_large": QT_TRANSLATE_NOOP("LabWindow", "{path} is too large to be card data (at most "
                                                            "{max} KB)"),
    "lab.variant_refused": QT_TRANSLATE_NOOP("LabWindow", "{path}: {detail}"),
    "lab.variant_not_object": QT_TRANSLATE_NOOP("LabWindow", "{path} must hold one JSON object (“name”, "
                                                             "“options” and “data”, or card data)"),
    "lab.variant_empty": QT_TRANSLATE_NOOP("LabWindow", "{path} is empty: it changes nothing"),
    "lab.variant_plain_key": QT_TRANSLATE_NOOP("LabWindow", "in {path}, the key “{field}” is not a card data "
                                                            "key (those are dotted, like cards.x.score)"),
    "lab.variant_unknown_key": QT_TRANSLATE_NOOP("LabWindow", "in {path}, the key “{field}” is unknown (a "
                                                              "variant file holds {known})"),
    "lab.variant_bad_name": QT_TRANSLATE_NOOP("LabWindow", "in {path}, “name” must be a text"),
    "lab.variant_bad_options": QT_TRANSLATE_NOOP("LabWindow", "in {path}, “options” must be an object"),
    "lab.variant_bad_data": QT_TRANSLATE_NOOP("LabWindow", "in {path}, “data” must be an object of card data "
                                                           "values"),
}


def config_error_text(err: Any) -> str:
    """The detail of a :class:`LabConfigError` (or any error) in the window's language: its
    key's template, or the wrapped ``cause``'s translated sentence; ``str(err)`` only for an
    error with neither (not a configuration error)."""
    from ..i18n import messages
    key = str(getattr(err, "key", "") or "")
    params = dict(getattr(err, "params", None) or {})
    cause = getattr(err, "cause", None)
    if key == "lab.variant_data" and cause is not None:
        from ..games import registry
        from .carddata import refusal_words
        plugin = registry.find(params.get("game", ""))
        words = refusal_words(plugin, cause) if plugin is not None else ""
        if words:
            return translate("LabWindow", "variant “{variant}”: {detail}").format(
                variant=params.get("variant", ""), detail=words)
    if key == "lab.variant_refused" and cause is not None:
        cause_key = str(getattr(cause, "key", "") or "")
        detail = messages.text(cause_key, **(getattr(cause, "params", None) or {})) \
            if messages.has_text(cause_key) else messages.text("save.error")
        return translate("LabWindow", LAB_TEXTS[key]).format(path=params.get("path", ""), detail=detail)
    if key in LAB_TEXTS:
        try:
            return translate("LabWindow", LAB_TEXTS[key]).format(**params)
        except (KeyError, IndexError, ValueError):
            pass
    if cause is not None and getattr(cause, "key", "") and messages.has_text(cause.key):
        return messages.error_text(cause)
    return str(err)
