"""Reading untrusted JSON files safely: a size cap checked before parsing, strict UTF-8,
no NaN/Infinity, no duplicate keys, bounded nesting. Every problem becomes one
:class:`~.errors.SaveError` naming the file."""

from __future__ import annotations

import json
import os
import re
from typing import Any

from .errors import SaveError

#: Largest save or position file accepted (bytes). A 500-decision game is ~30 KB.
MAX_FILE_BYTES = 20 * 2**20
#: Deepest nesting of arrays/objects accepted (a save needs about 6).
MAX_DEPTH = 64


def read_json_file(path: str | os.PathLike[str], max_bytes: int = MAX_FILE_BYTES) -> Any:
    """Parse the JSON file at ``path``.

    Raises :class:`SaveError` when the file is missing, unreadable, larger than ``max_bytes``
    (checked with ``stat`` and while reading, so a huge file is refused without reading it all),
    not UTF-8, not JSON, or nested deeper than :data:`MAX_DEPTH`."""
    try:
        size = os.stat(path).st_size
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist", "save.not_found") from None
    except OSError as err:
        raise SaveError(path, f"cannot read the file ({err.strerror or err})", "save.unreadable") from None
    except (TypeError, ValueError) as err:
        raise SaveError(str(path), f"not a usable file name ({err})", "save.unreadable") from None
    if size > max_bytes:
        raise SaveError(path, f"the file is too large ({size // 2**20} MB; the limit is "
                        f"{max_bytes // 2**20} MB)", "save.too_large", size=size)
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)  # special files may report size 0 and never end
    except IsADirectoryError:
        raise SaveError(path, "this is a folder, not a file", "save.unreadable") from None
    except OSError as err:
        raise SaveError(path, f"cannot read the file ({err.strerror or err})", "save.unreadable") from None
    if len(raw) > max_bytes:
        raise SaveError(path, f"the file is too large (over {max_bytes // 2**20} MB)", "save.too_large")
    return parse_json_bytes(raw, path)


def parse_json_bytes(raw: bytes, path: Any = "") -> Any:
    """Parse ``raw`` (see :func:`read_json_file` for the rules). Raises :class:`SaveError`."""
    if not raw.strip():
        raise SaveError(path, "the file is empty", "save.empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise SaveError(path, f"the file is not UTF-8 text (bad byte at position {err.start})",
                        "save.not_utf8") from None
    depth = _max_depth(text)
    if depth > MAX_DEPTH:
        raise SaveError(path, f"the data is nested too deeply ({depth} levels)", "save.too_deep")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
    except json.JSONDecodeError as err:
        raise SaveError(path, f"the file is not valid JSON (line {err.lineno}, column {err.colno}: "
                        f"{err.msg})", "save.not_json") from None
    except _BadJson as err:
        raise SaveError(path, f"the file is not valid JSON ({err})", "save.not_json") from None
    except (ValueError, RecursionError) as err:  # e.g. an integer with too many digits
        raise SaveError(path, f"the file is not valid JSON ({err})", "save.not_json") from None


class _BadJson(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise _BadJson(f"the key {k!r:.40} appears twice in one object")
        out[k] = v
    return out


def _no_constants(name: str) -> Any:
    raise _BadJson(f"{name} is not a number JSON allows")


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


def _max_depth(text: str) -> int:
    """Deepest bracket nesting outside strings (a cheap pre-check; ``json`` itself recurses)."""
    depth = best = 0
    for ch in _BRACKETS.findall(_STRING.sub("", text)):
        if ch in "[{":
            depth += 1
            if depth > best:
                best = depth
        else:
            depth -= 1
    return best
