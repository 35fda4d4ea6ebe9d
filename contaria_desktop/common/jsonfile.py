"""Reading untrusted JSON files safely: only regular files, a size cap checked before parsing,
strict UTF-8, no NaN/Infinity, no duplicate keys, bounded nesting, a bounded number of values,
bounded text lengths and no text that cannot be written back as UTF-8 (lone surrogates).
Every problem becomes one :class:`JsonFileError` naming the file, with a message key
(``save.not_json``...) and parameters that ``i18n/fileerrors.py`` translates. Shared by the
session's saves, positions and card data files (``session/jsonfile.py`` turns the error into its
``SaveError``) and the lab's variant files (``lab/config.py``), which sits below ``session``.

Cost: every check before parsing runs in time linear in the file size, in C-level byte
operations, with a few copies of the file at most; the parse itself is bounded by
:data:`MAX_VALUES`. So any file up to :data:`MAX_FILE_BYTES` is refused or parsed within a
small multiple of its size in memory (issue 19, items 3, 4 and 6)."""

from __future__ import annotations

import json
import os
import re
import stat
from itertools import accumulate
from typing import Any



class JsonFileError(ValueError):
    """A JSON file that cannot be used. ``path`` (``str``, ``""`` when not tied to a file),
    ``problem`` (English, for logs and tests), ``key`` (message key: ``save.not_found``,
    ``save.unreadable``, ``save.not_regular``, ``save.too_large``, ``save.empty``,
    ``save.not_utf8``, ``save.not_json``, ``save.too_deep``, ``save.too_many_values``,
    ``save.text_too_long``, ``save.bad_text``) and ``params`` (JSON-safe; always ``path`` and
    ``problem``). ``str(err)`` is ``"<path>: <problem>"``."""

    def __init__(self, path: Any, problem: str, key: str, **params: Any) -> None:
        self.path = os.fspath(path) if isinstance(path, (str, os.PathLike)) else str(path or "")
        self.problem = problem
        self.key = key
        self.params = {"path": self.path, "problem": problem, **params}
        super().__init__(f"{self.path}: {problem}" if self.path else problem)


#: Largest save or position file accepted (bytes). A 500-decision game is ~30 KB.
MAX_FILE_BYTES = 20 * 2**20
#: Largest card data file accepted (bytes): an override (``session.overrides``) or a lab variant
#: file (``lab.config``) is a few KB.
MAX_CARD_DATA_BYTES = 256 * 1024
#: Deepest nesting of arrays/objects accepted (a save needs about 6).
MAX_DEPTH = 64
#: Most values (objects, arrays, texts, numbers...) in one file. A 500-decision game holds
#: about 3,000; a long series or a saved position a few times that. Bounds the parsed size.
MAX_VALUES = 100_000
#: Longest text (in characters) anywhere in a file: seat names are at most 200, digests 64.
MAX_TEXT_CHARS = 1_000
#: A text of MAX_TEXT_CHARS characters takes at most this many bytes in the file
#: (``\\uXXXX`` escapes take 6 bytes per character): longer ones are refused before parsing.
_MAX_TEXT_BYTES = 6 * MAX_TEXT_CHARS


def read_json_file(path: str | os.PathLike[str], max_bytes: int = MAX_FILE_BYTES) -> Any:
    """Parse the JSON file at ``path``.

    Raises :class:`JsonFileError` when the file is missing, unreadable, not a regular file (a
    folder, a named pipe, a device: opened without blocking and refused at once), larger than
    ``max_bytes`` (checked with ``fstat`` and while reading, so a huge file is refused without
    reading it all), or when :func:`parse_json_bytes` refuses its content."""
    try:
        os.stat(path)
    except FileNotFoundError:
        raise JsonFileError(path, "the file does not exist", "save.not_found") from None
    except OSError as err:
        raise JsonFileError(path, f"cannot read the file ({err.strerror or err})", "save.unreadable") from None
    except (TypeError, ValueError) as err:
        raise JsonFileError(str(path), f"not a usable file name ({err})", "save.unreadable") from None
    # O_NONBLOCK: opening a named pipe for reading must not wait for a writer.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise JsonFileError(path, "this is a folder, not a file", "save.unreadable") from None
    except OSError as err:
        raise JsonFileError(path, f"cannot read the file ({err.strerror or err})", "save.unreadable") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise JsonFileError(path, "this is a folder, not a file", "save.unreadable")
        if not stat.S_ISREG(info.st_mode):
            raise JsonFileError(path, "this is not a regular file (a pipe, device or socket)", "save.not_regular")
        if info.st_size > max_bytes:
            raise JsonFileError(path, f"the file is too large ({info.st_size // 2**20} MB; the limit is "
                            f"{max_bytes // 2**20} MB)", "save.too_large", size=info.st_size)
        with os.fdopen(fd, "rb") as fh:
            fd = -1  # owned by fh now
            # Ask for what fstat reported (a bigger request allocates its whole buffer first);
            # the file may have grown since, so read on up to the cap.
            raw = fh.read(info.st_size + 1)
            if len(raw) > info.st_size:
                raw += fh.read(max_bytes + 1 - len(raw))
    except OSError as err:
        raise JsonFileError(path, f"cannot read the file ({err.strerror or err})", "save.unreadable") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > max_bytes:
        raise JsonFileError(path, f"the file is too large (over {max_bytes // 2**20} MB)", "save.too_large")
    return parse_json_bytes(raw, path)


def parse_json_bytes(raw: bytes, path: Any = "") -> Any:
    """Parse ``raw``. Raises :class:`JsonFileError` when it is empty, not UTF-8, not JSON (NaN,
    Infinity and duplicate keys included), nested deeper than :data:`MAX_DEPTH`, holds more
    than :data:`MAX_VALUES` values, a text longer than :data:`MAX_TEXT_CHARS` characters, or
    a text that is not valid Unicode (a lone surrogate such as ``"\\ud800"``, which could not
    be saved again)."""
    if not raw.strip():
        raise JsonFileError(path, "the file is empty", "save.empty")
    _precheck(raw, path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise JsonFileError(path, f"the file is not UTF-8 text (bad byte at position {err.start})",
                        "save.not_utf8") from None
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
    except json.JSONDecodeError as err:
        raise JsonFileError(path, f"the file is not valid JSON (line {err.lineno}, column {err.colno}: "
                        f"{err.msg})", "save.not_json") from None
    except _BadJson as err:
        raise JsonFileError(path, f"the file is not valid JSON ({err})", "save.not_json") from None
    except (ValueError, RecursionError) as err:  # e.g. an integer with too many digits
        raise JsonFileError(path, f"the file is not valid JSON ({err})", "save.not_json") from None
    del text
    check_texts(data, path)
    return data


def check_text(value: str, path: Any, what: str = "a text") -> None:
    """Refuse ``value`` if it is longer than :data:`MAX_TEXT_CHARS` or cannot be encoded as
    UTF-8 (lone surrogates). ``what`` names it in the message. Raises :class:`JsonFileError`."""
    if len(value) > MAX_TEXT_CHARS:
        raise JsonFileError(path, f"the file holds {what} of {len(value)} characters (the limit is "
                        f"{MAX_TEXT_CHARS})", "save.text_too_long", length=len(value), limit=MAX_TEXT_CHARS)
    if not value.isascii() and _SURROGATE.search(value):
        raise JsonFileError(path, f"the file holds {what} that is not valid Unicode (a lone surrogate "
                        f"such as \\ud800)", "save.bad_text")


def check_texts(data: Any, path: Any) -> None:
    """:func:`check_text` on every key and text in ``data`` (parsed JSON), iteratively."""
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            check_text(node, path)
        elif isinstance(node, dict):
            for k, v in node.items():
                check_text(k, path, "a key")
                stack.append(v)
        elif isinstance(node, list):
            stack.extend(node)


_SURROGATE = re.compile("[\ud800-\udfff]")


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


#: Every byte except JSON's structural ``[ ] { } ,`` (deleted to keep only the structure).
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b"[]{},")
#: Depth change per byte value: +1 for ``[ {``, -1 for ``] }``.
_STEP = [{ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}.get(b, 0) for b in range(256)]


def _precheck(raw: bytes, path: Any) -> None:
    """Linear-time checks on the raw bytes before anything is decoded or parsed: the number
    of values, the longest text and the nesting depth. Works on bytes because UTF-8 never
    uses an ASCII byte inside a multi-byte character. Approximate where the JSON is invalid
    (the parser then reports it), exact enough on valid JSON."""
    # Inside a string a backslash always starts a 2-byte escape (``\\uXXXX`` holds no quote
    # or backslash), so dropping ``\\\\`` pairs and then ``\\"`` leaves only real quotes.
    t = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    quotes = t.count(b'"')
    if quotes // 2 > MAX_VALUES:
        raise _too_many(path, quotes // 2)
    parts = t.split(b'"')  # outside, inside, outside, ...: at most 2 * MAX_VALUES + 2 parts
    del t
    longest = max(map(len, parts[1::2]), default=0)
    if longest > _MAX_TEXT_BYTES:
        raise JsonFileError(path, f"the file holds a text of over {MAX_TEXT_CHARS} characters (the limit)",
                        "save.text_too_long", length=longest, limit=MAX_TEXT_CHARS)
    shape = b"".join(parts[0::2]).translate(None, _NOT_STRUCTURE)
    del parts
    # The depth is measured on a bounded prefix (longer shapes have too many values anyway),
    # so that a file of many opening brackets is reported as too deep.
    head = shape[:2 * MAX_VALUES + 2].replace(b",", b"")
    if max(accumulate(map(_STEP.__getitem__, head)), default=0) > MAX_DEPTH:  # C-level loop
        raise JsonFileError(path, f"the data is nested too deeply (over {MAX_DEPTH} levels)", "save.too_deep",
                        limit=MAX_DEPTH)
    values = shape.count(b"[") + shape.count(b"{") + shape.count(b",") + 1
    if values > MAX_VALUES:
        raise _too_many(path, values)


def _too_many(path: Any, n: int) -> JsonFileError:
    return JsonFileError(path, f"the file holds too many values ({n}; the limit is {MAX_VALUES})",
                     "save.too_many_values", count=n, limit=MAX_VALUES)
