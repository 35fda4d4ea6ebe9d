"""Why a save or position file cannot be used, in the language on screen.

The session layer raises :class:`~contaria_desktop.session.errors.SaveError` with a message
key (``"save.bad_field"``...) and JSON-safe parameters; its ``problem`` is an English sentence
for logs and tests only. Every dialog, banner and status message about a file says
:func:`problem_text` instead, so no English reaches a player who chose Portuguese or Spanish
(issue 19, item 10). Keys raised by the session layer without a template here or in
``messages._CORE`` fail ``tests/i18n/test_no_english.py``.

Parameters used in the sentences are numbers and field names of the file (JSON keys are not
words to translate). A wrapped engine error (bad options, an invalid position) adds its own
translated sentence when its key has a template.
"""

from __future__ import annotations

import errno
from typing import Any, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .context import TrContext

# sentences about files with a plural form (lupdate reads the context from the variable's name
# and makes a plural message only from ``<context>.tr(text, "", n)``)
file_counts = TrContext("file_counts")

# ``{key: English source}`` in context ``"core.messages"`` (looked up by ``messages._lookup``).
FILE_TEXTS: dict[str, str] = {
    "save.error": QT_TRANSLATE_NOOP("core.messages", "The file cannot be used."),
    "save.not_found": QT_TRANSLATE_NOOP("core.messages", "The file does not exist."),
    "save.unreadable": QT_TRANSLATE_NOOP("core.messages", "The file cannot be read."),
    "save.write_failed": QT_TRANSLATE_NOOP("core.messages", "The file cannot be written."),
    "save.autosave_failed": QT_TRANSLATE_NOOP("core.messages", "The game could not be saved automatically."),
    "save.too_large": QT_TRANSLATE_NOOP("core.messages", "The file is too large to be a saved game."),
    "save.empty": QT_TRANSLATE_NOOP("core.messages", "The file is empty."),
    "save.not_utf8": QT_TRANSLATE_NOOP("core.messages", "The file is not text (it is not UTF-8)."),
    "save.too_deep": QT_TRANSLATE_NOOP("core.messages", "The file's data is nested too deeply."),
    "save.not_json": QT_TRANSLATE_NOOP("core.messages", "The file is damaged: it is not valid JSON."),
    "save.not_a_save": QT_TRANSLATE_NOOP("core.messages", "This is not a Contária Desktop save file."),
    "save.is_position": QT_TRANSLATE_NOOP("core.messages", "This is a position file; use File ▸ Open position."),
    "save.bad_version": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: its format version is missing."),
    "save.too_new": QT_TRANSLATE_NOOP("core.messages", "The file was made by a newer version of the app (format {version})."),
    "save.bad_field": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: the field “{field}” holds a wrong value."),
    "save.missing_field": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: the field “{field}” is missing."),
    "save.bad_action": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: move {number} cannot be read."),
    "save.bad_seats": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: the seats do not match the players."),
    "save.bad_start": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: the starting position cannot be read."),
    "save.bad_series": QT_TRANSLATE_NOOP("core.messages", "The save file is damaged: its series of games does not add up."),
    "save.unknown_game": QT_TRANSLATE_NOOP("core.messages", "The file is for a game this version does not know."),
    "save.bad_options": QT_TRANSLATE_NOOP("core.messages", "The file holds invalid game options."),
    "save.bad_position": QT_TRANSLATE_NOOP("core.messages", "The file holds an invalid position."),
    "save.no_positions": QT_TRANSLATE_NOOP("core.messages", "This game cannot start from a position yet."),
    "save.engine_rejected": QT_TRANSLATE_NOOP("core.messages", "The file holds data the game cannot use."),
    "save.illegal_action": QT_TRANSLATE_NOOP("core.messages", "The saved moves cannot be replayed: move {number} is not allowed."),
    "save.hash_mismatch": QT_TRANSLATE_NOOP("core.messages", "The replayed game does not match the saved one: the file was changed."),
    "position.not_object": QT_TRANSLATE_NOOP("core.messages", "A position file must hold a JSON object."),
    "position.is_save": QT_TRANSLATE_NOOP("core.messages", "This is a saved game, not a position; use File ▸ Open."),
    "position.not_position": QT_TRANSLATE_NOOP("core.messages", "This is not a Contária Desktop position file."),
    "position.bad_version": QT_TRANSLATE_NOOP("core.messages", "The position file is damaged: its format version is missing."),
    "position.too_new": QT_TRANSLATE_NOOP("core.messages", "The file was made by a newer version of the app (position format {version})."),
    "position.no_game": QT_TRANSLATE_NOOP("core.messages", "The position file does not say which game it is for."),
    "position.bad_start": QT_TRANSLATE_NOOP("core.messages", "The position file needs exactly one of a saved state and a hand-written position."),
    "position.bad_field": QT_TRANSLATE_NOOP("core.messages", "The position file holds a wrong value."),
    # the one plain sentence a player reads about a damaged file (issue 18.14); the sentences
    # above go under "Show details"
    "save.damaged": QT_TRANSLATE_NOOP("core.messages", "This save is damaged or was changed by hand: the game in it cannot be restored."),
    "position.damaged": QT_TRANSLATE_NOOP("core.messages", "This position file is damaged or was changed by hand: the position cannot be set up."),
    # warnings (the file still loaded)
    "save.warning.migrated": QT_TRANSLATE_NOOP("core.messages", "The file was written in an older format ({version}) and was converted."),
    "save.warning.rules_changed": QT_TRANSLATE_NOOP("core.messages", "The rules data (cards) changed since this game was saved; it was replayed with today's data."),
    "save.warning.action_dropped": QT_TRANSLATE_NOOP("core.messages", "With today's rules data, move {number} no longer applies; the game continues from just before it."),
    "save.warning.hash_mismatch": QT_TRANSLATE_NOOP("core.messages", "The replayed game differs from the saved state."),
    "save.warning.series_cut": QT_TRANSLATE_NOOP("core.messages", "The series continues from game {game}; later games were dropped."),
    "position.warning.edited": QT_TRANSLATE_NOOP("core.messages", "The position was changed after it was saved."),
    # "save.warning.other_data" has a plural form: PLURAL_TEXTS
    # a rules-data override file (issue 14): the game then runs on the shipped data
    "data.file_refused": QT_TRANSLATE_NOOP("core.messages", "The card data file {path} cannot be used; the game uses the shipped data."),
    "data.not_object": QT_TRANSLATE_NOOP("core.messages", "The card data file {path} must hold one object of “key: value” pairs; the game uses the shipped data."),
    "data.too_many": QT_TRANSLATE_NOOP("core.messages", "The card data file {path} holds too many values (at most {max}); the game uses the shipped data."),
    "data.unknown_key": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, “{field}” is not an editable value of this game; the game uses the shipped data."),
    "data.bad_type": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, “{field}” must be a whole number from {min} to {max}; the game uses the shipped data."),
    "data.out_of_range": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, “{field}” must be from {min} to {max}; the game uses the shipped data."),
    "data.bad_choice": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, “{field}” must be one of: {choices}; the game uses the shipped data."),
    "data.bad_total": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, the values “{field}” must add up to {total}, not {got}; the game uses the shipped data."),
    "data.too_small": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, “{field}” must be at least {min}; the game uses the shipped data."),
    "data.deck_size": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, the values “{field}” must add up to {min} to {max} cards, not {got}; the game uses the shipped data."),
    "data.too_large": QT_TRANSLATE_NOOP("core.messages", "The card data file {path} is too large to be card data (at most {max} KB); the game uses the shipped data."),
    "data.inconsistent": QT_TRANSLATE_NOOP("core.messages", "In the card data file {path}, the values do not add up (a count or a capacity no longer fits the rules); the game uses the shipped data."),
    # errors of the operating system (no SaveError around them)
    "os.not_found": QT_TRANSLATE_NOOP("core.messages", "The file or folder does not exist."),
    "os.denied": QT_TRANSLATE_NOOP("core.messages", "You are not allowed to read or write this file."),
    "os.no_space": QT_TRANSLATE_NOOP("core.messages", "The disk is full."),
    "os.read_only": QT_TRANSLATE_NOOP("core.messages", "The disk is read-only."),
    "os.is_folder": QT_TRANSLATE_NOOP("core.messages", "This is a folder, not a file."),
    "os.other": QT_TRANSLATE_NOOP("core.messages", "The system refused to read or write the file (error {code})."),
}

# Sentences with a plural form (Qt's "%n": "1 value differs", "3 values differ"), as
# {key: (count parameter, sentence(n))}; messages.text picks the form for the parameter's value
# and fills in the other parameters.
PLURAL_TEXTS: dict[str, tuple[str, Callable[[int], str]]] = {
    "save.warning.other_data": ("count", lambda n: file_counts.tr(
        "This game was played with card data different from this computer's (%n value(s) differ); it goes "
        "on with the data it was saved with.", "", n)),
}

_ERRNO_KEYS = {errno.ENOENT: "os.not_found", errno.EACCES: "os.denied", errno.EPERM: "os.denied",
               errno.ENOSPC: "os.no_space", errno.EROFS: "os.read_only", errno.EISDIR: "os.is_folder"}


def _params(params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as words: 0-based ``index`` also as the 1-based move ``number``."""
    out = dict(params)
    if isinstance(out.get("index"), int):
        out["number"] = out["index"] + 1
    return out


def problem_text(err: BaseException) -> str:
    """The translated sentence(s) saying what is wrong with a file, for any error a file
    operation raises: a ``SaveError`` or ``LoadWarning`` (by key), an ``EngineError`` (by key),
    an ``OSError`` (by errno) or anything else (a generic sentence). Never the English
    ``problem`` of the error. Returns one or two sentences separated by a space."""
    from . import messages

    key = getattr(err, "key", "") or ""
    if isinstance(err, OSError) and not key:
        code = err.errno if isinstance(err.errno, int) else 0
        key = _ERRNO_KEYS.get(code, "os.other")
        return messages.text(key, code=code)
    if not key or not messages.has_text(key):
        key = "save.error"
    out = messages.text(key, **_params(getattr(err, "params", None) or {}))
    inner = getattr(err, "__context__", None)
    if inner is not None and getattr(inner, "key", "") and messages.has_text(inner.key):
        out += " " + messages.error_text(inner)
    elif isinstance(inner, OSError) and key in ("save.unreadable", "save.write_failed"):
        out += " " + problem_text(inner)
    return out


#: Keys of a file that was damaged or edited by hand: the player reads one plain sentence
#: (``save.damaged`` / ``position.damaged``); what exactly is wrong goes under "Show details".
DAMAGED_KEYS = frozenset({
    "save.not_utf8", "save.too_deep", "save.not_json", "save.bad_version", "save.bad_field",
    "save.missing_field", "save.bad_action", "save.bad_seats", "save.bad_start", "save.bad_series",
    "save.bad_options", "save.bad_position", "save.engine_rejected", "save.illegal_action",
    "save.hash_mismatch", "position.not_object", "position.bad_version", "position.bad_start",
    "position.bad_field", "position.no_game"})


def summary_and_details(err: BaseException, position: bool = False) -> tuple[str, str]:
    """``(sentence, details)`` for an error dialog (issue 18.14): a damaged or hand-edited file
    is said in one plain translated sentence ("This save is damaged or was changed by hand:
    …"); ``details`` (the dialog's "Show details") holds the precise translated reason
    (:func:`problem_text`) and the technical record (the error's English ``problem``: a
    move, a JSON line and column, a hash). Any other problem (missing file, no permission)
    is its own plain sentence, with the technical record as details. ``position``: the file
    was opened as a position file."""
    from . import messages

    precise = problem_text(err)
    key = getattr(err, "key", "") or ""
    technical = str(getattr(err, "problem", "") or err or type(err).__name__)
    if key in DAMAGED_KEYS:
        kind = "position" if position or key.startswith("position.") else "save"
        summary = messages.text(f"{kind}.damaged")
        return summary, f"{precise}\n\n{technical}"
    return precise, technical
