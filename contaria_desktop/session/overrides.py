"""Rules-data override files (issue 14): ``overrides/<game id>.json`` in the user data folder
(:func:`~.paths.data_dir`: platformdirs, or ``$CONTARIA_DESKTOP_DATA_DIR``), outside the
install, so a playtester can correct an unverified card value.

The file is one JSON object of ``{"dotted key": value}`` (a whole number, or one of the allowed
names for a choice such as ``"cards.ogre.type": "FEMALE"``), only the values that change
(the keys and ranges are the game's ``GameSpec.data_schema``; the Tools ▸ Card data… editor
writes it)::

    {"cards.donzela_princesa.score": 4, "initial_points.FADA": 3}

Reading is all-or-nothing: a hostile file (huge, deeply nested, not UTF-8, NaN, duplicate
keys: refused by :func:`~.jsonfile.read_json_file`) or one wrong key, type, range or sum
gives one :class:`~.errors.SaveError` naming the file and the key, and the game runs on its
shipped data — never on half-valid data. Writing is atomic.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from contaria_desktop.engines.core import get_spec
from contaria_desktop.engines.core.gamedata import DataOverrideError

from ..common.jsonfile import MAX_CARD_DATA_BYTES
from .atomic import atomic_write_bytes
from .errors import SaveError
from .jsonfile import read_json_file
from .paths import data_dir

#: an override file is a few KB; anything larger is refused before parsing (the lab's variant
#: files share the limit)
MAX_OVERRIDE_BYTES = MAX_CARD_DATA_BYTES
FOLDER = "overrides"


def overrides_dir(create: bool = False) -> Path:
    """``<data>/overrides`` (created when ``create``; raises ``OSError`` when it cannot be)."""
    path = data_dir(create) / FOLDER
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def override_path(game_id: str) -> Path:
    """The override file of ``game_id`` (it may not exist)."""
    if not game_id.replace("_", "").isalnum():  # a game id never leaves the folder
        raise ValueError(f"bad game id {game_id!r}")
    return overrides_dir() / f"{game_id}.json"


@dataclass(frozen=True)
class LoadedOverrides:
    """What :func:`load_overrides` found: ``values`` (validated, ``{}`` for the shipped data),
    ``path`` (the file looked at) and ``error`` (a :class:`SaveError` with a ``data.*`` or
    ``save.*`` key when the file was refused; the game then runs on ``{}``)."""

    values: dict[str, Any]
    path: Path
    error: SaveError | None = None


def validate(game_id: str, raw: Any, path: Any = "") -> dict[str, Any]:
    """The clean override of ``raw`` for ``game_id``. Raises :class:`SaveError` whose key is
    the schema's (``data.unknown_key``, ``data.bad_type``, ``data.out_of_range``,
    ``data.inconsistent``, ``data.not_object``, ``data.too_many``, ``data.bad_choice``, the
    cross-checks' ``data.bad_total`` / ``data.too_small`` / ``data.deck_size``) and whose params name the
    file (``path``) and the key (``field``) with what is expected (``min``/``max``)."""
    try:
        return get_spec(game_id).validate_data(raw) if raw != {} else {}
    except DataOverrideError as err:
        refused = SaveError(path, str(err), err.key, **err.params)
    # raised outside the handler: the schema's own error (same words, no file) is not its
    # context, so problem_text says it once (QA of issue 14)
    raise refused


def load_overrides(game_id: str) -> LoadedOverrides:
    """Read ``overrides/<game_id>.json``: no file → the shipped data; a refused file → the
    shipped data and the error (a file over :data:`MAX_OVERRIDE_BYTES`: ``data.too_large``,
    which names a card data file, not a saved game). Never raises for the file's content."""
    path = override_path(game_id)
    if not path.exists():
        return LoadedOverrides({}, path)
    try:
        raw = read_json_file(path, MAX_OVERRIDE_BYTES)
        if not isinstance(raw, dict):
            raise SaveError(path, "the file must hold one JSON object", "data.not_object", field="")
        return LoadedOverrides(validate(game_id, raw, path), path)
    except SaveError as err:
        if err.key == "save.too_large":  # an override file, not a saved game (issue 14)
            return LoadedOverrides({}, path, SaveError(path, f"the card data file is too large (at most "
                                                             f"{MAX_OVERRIDE_BYTES // 1024} KB)", "data.too_large",
                                                       max=MAX_OVERRIDE_BYTES // 1024))
        if not err.key.startswith("data."):  # hostile or unreadable: one sentence, the reason inside
            outer = SaveError(path, f"the card data file cannot be used: {err.problem}", "data.file_refused")
            outer.__context__ = err
            return LoadedOverrides({}, path, outer)
        return LoadedOverrides({}, path, err)


def write_overrides(game_id: str, values: Mapping[str, Any]) -> Path:
    """Validate ``values`` and write them atomically (an empty override removes the file).
    Raises :class:`SaveError` (a ``data.*`` key for values the schema refuses, nothing
    written; ``save.write_failed`` when the disk refuses)."""
    path = override_path(game_id)
    clean = validate(game_id, dict(values), path)   # a refusal names the file
    if not clean:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as err:
            raise SaveError(path, f"cannot remove the file ({err.strerror or err})", "save.write_failed") from None
        return path
    try:
        overrides_dir(create=True)
    except OSError as err:
        raise SaveError(path, f"cannot create the folder ({err.strerror or err})", "save.write_failed") from None
    text = json.dumps(clean, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    atomic_write_bytes(path, text.encode("utf-8"))
    return path
