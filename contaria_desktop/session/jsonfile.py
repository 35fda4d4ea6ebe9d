"""Reading untrusted JSON files safely, as the session layer raises it: the checks and limits
are :mod:`contaria_desktop.common.jsonfile` (shared with the lab's variant files); here each
refusal becomes one :class:`~.errors.SaveError` naming the file, with the same key and
parameters (``save.not_json``, ``save.too_deep``...)."""

from __future__ import annotations

import os
from typing import Any

from ..common import jsonfile as _shared
from ..common.jsonfile import MAX_DEPTH, MAX_FILE_BYTES, MAX_TEXT_CHARS, MAX_VALUES, JsonFileError
from .errors import SaveError

__all__ = ["MAX_DEPTH", "MAX_FILE_BYTES", "MAX_TEXT_CHARS", "MAX_VALUES", "check_text", "check_texts",
           "parse_json_bytes", "read_json_file"]


def _save_error(err: JsonFileError) -> SaveError:
    extra = {k: v for k, v in err.params.items() if k not in ("path", "problem")}
    return SaveError(err.path, err.problem, err.key, **extra)


def read_json_file(path: str | os.PathLike[str], max_bytes: int = MAX_FILE_BYTES) -> Any:
    """:func:`contaria_desktop.common.jsonfile.read_json_file`; raises :class:`SaveError`."""
    try:
        return _shared.read_json_file(path, max_bytes)
    except JsonFileError as err:
        raise _save_error(err) from None


def parse_json_bytes(raw: bytes, path: Any = "") -> Any:
    """:func:`contaria_desktop.common.jsonfile.parse_json_bytes`; raises :class:`SaveError`."""
    try:
        return _shared.parse_json_bytes(raw, path)
    except JsonFileError as err:
        raise _save_error(err) from None


def check_text(value: str, path: Any, what: str = "a text") -> None:
    """:func:`contaria_desktop.common.jsonfile.check_text`; raises :class:`SaveError`."""
    try:
        _shared.check_text(value, path, what)
    except JsonFileError as err:
        raise _save_error(err) from None


def check_texts(data: Any, path: Any) -> None:
    """:func:`contaria_desktop.common.jsonfile.check_texts`; raises :class:`SaveError`."""
    try:
        _shared.check_texts(data, path)
    except JsonFileError as err:
        raise _save_error(err) from None
