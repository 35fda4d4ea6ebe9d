"""Editable rules data (issue 14): which values of a game's data file a playtester may
correct, how an override is checked, and the merged data an engine runs on.

A game declares a :class:`DataSchema` on its ``GameSpec`` (``data_schema``): the shipped
data (its own JSON file, read by the engine package), the editable values
(:class:`Editable`: a dotted key, a whole-number range, the shipped value and its
provenance FOUND / INFERRED / REVIEW) and a cross-check of the merged data (counts that
must add up, references that must exist: the engine's own ``check_data``).

Two kinds of value: a whole number in a range, and a *choice* among allowed values (an
enumeration such as a card type, or a reference that must exist such as a card id or a
square): ``Editable.choices`` non-empty. Counts that must add up and the other cross-checks
raise :class:`DataOverrideError` with their own message key naming the key and what is
expected (``data.bad_total``, ``data.too_small``...).

An *override* is a partial ``{dotted key: value}`` mapping. Engines never read an override
file: they receive the validated mapping through ``GameSpec.new_game(..., data=...)``, keep
it in the state (``State.data_overrides``, saved with the state and the record) and look
their tables up in a data object built once per distinct override
(:meth:`DataSchema.data`). An empty override is the shipped data: states, saves and the
rules digest are then exactly what they were before overrides existed.

Standard library only (the engines layer).
"""

from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .errors import EngineError
from .state import canonical_json

FOUND, INFERRED, REVIEW = "FOUND", "INFERRED", "REVIEW"
PROVENANCES = (FOUND, INFERRED, REVIEW)
#: most values one override may hold (a data file has a few hundred editable values)
MAX_OVERRIDES = 2_000
#: distinct overrides kept compiled at once per game (shipped + a few under comparison)
_CACHE_SIZE = 8


class DataOverrideError(EngineError, ValueError):
    """An override that does not fit the game's data schema. ``key`` (the message key) is one
    of ``data.not_object``, ``data.unknown_key``, ``data.bad_type``, ``data.out_of_range``,
    ``data.inconsistent``, ``data.too_many``, ``data.bad_choice`` (``choices``: the allowed
    values, comma-separated); a game's cross-check may raise it with its own key
    (``data.bad_total``: ``total`` expected, ``got``; ``data.too_small``: ``min``); ``params``
    holds ``field`` (the dotted key, or ``""``), and ``min``/``max`` or ``detail`` (the
    engine's English cross-check sentence)."""


@dataclass(frozen=True)
class Editable:
    """One editable value.

    - ``key``: dotted key as written in an override file (``"cards.donzela_princesa.score"``).
    - ``path``: where it is in the raw data (keys and list indices).
    - ``minimum``/``maximum``: inclusive whole-number range (unused for a choice).
    - ``shipped``: the value in the installed data file (a whole number, or one of ``choices``).
    - ``provenance``: FOUND (printed/rulebook), INFERRED (designed, unverified) or REVIEW.
    - ``source``: the data file's source note (rulebook section, ruling id), may be empty.
    - ``group``: the card, character or board part it belongs to (for display: an id).
    - ``field``: the value's own name (``"score"``, ``"vp"``, ``"capacity"``).
    - ``choices``: non-empty for a choice (an enumeration, or a reference to something that
      must exist): the allowed values (strings), in the order an editor offers them.
    """

    key: str
    path: tuple[Any, ...]
    minimum: int
    maximum: int
    shipped: int
    provenance: str
    source: str = ""
    group: str = ""
    field: str = ""
    choices: tuple[Any, ...] = ()

    @property
    def kind(self) -> str:
        """``"choice"`` (one of :attr:`choices`) or ``"int"`` (a whole number in range)."""
        return "choice" if self.choices else "int"

    def check(self, value: Any) -> Any:
        """``value`` if it is a whole number in range (or one of the choices), else
        :class:`DataOverrideError` (``data.bad_type``, ``data.out_of_range``, ``data.bad_choice``)."""
        if self.choices:
            if isinstance(value, bool) or not isinstance(value, (str, int)) or value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise DataOverrideError(f"{self.key} must be one of {allowed}", "data.bad_choice",
                                        field=self.key, choices=allowed)
            return value
        if not isinstance(value, int) or isinstance(value, bool):
            raise DataOverrideError(f"{self.key} must be a whole number from {self.minimum} to {self.maximum}",
                                    "data.bad_type", field=self.key, min=self.minimum, max=self.maximum)
        if not self.minimum <= value <= self.maximum:
            raise DataOverrideError(f"{self.key} must be from {self.minimum} to {self.maximum}, not {value}",
                                    "data.out_of_range", field=self.key, min=self.minimum, max=self.maximum)
        return value


def provenance_of(mark: Any) -> str:
    """FOUND / INFERRED / REVIEW from a data file's provenance note: ``"R ..."``, ``"found"``,
    ``"FOUND"``, ``True`` (verified) → FOUND; ``"I ..."``, ``"inferred"``, ``False`` → INFERRED;
    anything else (``"derived"``, ``"REVIEW"``, missing) → REVIEW."""
    if mark is True:
        return FOUND
    if mark is False:
        return INFERRED
    text = str(mark or "").strip()
    low = text.lower()
    if low.startswith("found") or text.startswith("R ") or text == "R":
        return FOUND
    if low.startswith("inferred") or text.startswith("I ") or text.startswith("I(") or text == "I":
        return INFERRED
    return REVIEW


def override_digest(overrides: Mapping[str, Any] | None) -> str:
    """SHA-256 of the canonical JSON of a (validated) override; ``""`` for none."""
    if not overrides:
        return ""
    return hashlib.sha256(canonical_json(dict(overrides)).encode("utf-8")).hexdigest()


class DataSchema:
    """The editable data of one game.

    - ``load_shipped()`` → the shipped data as a JSON-safe dict (called once, kept).
    - ``editables(raw)`` → the :class:`Editable` values of ``raw`` (the shipped data).
    - ``check(merged)`` raises ``ValueError`` (the engine's data error) naming what does
      not add up in the merged data.
    - ``build(merged)`` → the engine's data object (its lookup tables) for the merged data.
    - ``shipped_data``: the engine's data object of the shipped data (module globals), used
      for an empty override so that default play is untouched.
    - ``totals``: ``{field: (least, most)}``: the values of that ``Editable.field`` must add
      up to a sum in that range (Dark Tales' copies: 48, DT-C1), for editors to say and show
      the running sum (:meth:`total`); the game's ``check`` enforces it.
    """

    def __init__(self, game_id: str, load_shipped: Callable[[], dict[str, Any]],
                 editables: Callable[[Mapping[str, Any]], list[Editable]],
                 check: Callable[[Mapping[str, Any]], None],
                 build: Callable[[Mapping[str, Any]], Any], shipped_data: Any = None,
                 totals: Mapping[str, tuple[int, int]] | None = None) -> None:
        self.game_id = game_id
        self.totals: dict[str, tuple[int, int]] = dict(totals or {})
        self._load = load_shipped
        self._editables_fn = editables
        self._check = check
        self._build = build
        self._shipped_data = shipped_data
        self._raw: dict[str, Any] | None = None
        self._editables: tuple[Editable, ...] | None = None
        self._by_key: dict[str, Editable] = {}
        self._cache: dict[str, Any] = {}
        self._checked: set[str] = set()

    # ----- declaration --------------------------------------------------------------
    def shipped_raw(self) -> dict[str, Any]:
        """The shipped data (shared: do not mutate)."""
        if self._raw is None:
            self._raw = self._load()
        return self._raw

    def editables(self) -> tuple[Editable, ...]:
        """Every editable value, INFERRED first, then REVIEW, then FOUND; data order within."""
        if self._editables is None:
            found = list(self._editables_fn(self.shipped_raw()))
            rank = {INFERRED: 0, REVIEW: 1, FOUND: 2}
            found.sort(key=lambda e: rank.get(e.provenance, 1))
            self._editables = tuple(found)
            self._by_key = {e.key: e for e in found}
        return self._editables

    def editable(self, key: str) -> Editable | None:
        """The editable value ``key``, or None."""
        self.editables()
        return self._by_key.get(key)

    # ----- overrides ----------------------------------------------------------------
    def validate(self, overrides: Any) -> dict[str, Any]:
        """A clean copy of ``overrides`` without values equal to the shipped ones, keys
        sorted. Raises :class:`DataOverrideError` for anything that is not an object of
        known keys to whole numbers in range (or allowed choices), and when the merged data
        fails the game's cross-checks: the check's own :class:`DataOverrideError` (a key
        naming what is expected) or ``data.inconsistent``. Never returns a half-valid override."""
        if overrides is None:
            return {}
        if not isinstance(overrides, Mapping):
            raise DataOverrideError("an override must be a JSON object of key: value", "data.not_object", field="")
        if len(overrides) > MAX_OVERRIDES:
            raise DataOverrideError(f"an override may hold at most {MAX_OVERRIDES} values", "data.too_many",
                                    field="", max=MAX_OVERRIDES)
        clean: dict[str, Any] = {}
        for key in sorted(overrides, key=str):
            entry = self.editable(key) if isinstance(key, str) else None
            if entry is None:
                text = str(key)[:80]
                raise DataOverrideError(f"{text} is not an editable value of {self.game_id}", "data.unknown_key",
                                        field=text)
            value = entry.check(overrides[key])
            if value != entry.shipped:
                clean[key] = value
        digest = override_digest(clean)
        if clean and digest not in self._checked:  # cross-check once per distinct override
            try:
                self._check(self.merged(clean))
            except DataOverrideError:
                raise
            except (ValueError, KeyError, TypeError, IndexError) as err:
                raise DataOverrideError(f"the data does not add up: {err}", "data.inconsistent", field="",
                                        detail=str(err)[:300]) from None
            self._checked.add(digest)
        return clean

    def merged(self, overrides: Mapping[str, Any]) -> dict[str, Any]:
        """A deep copy of the shipped data with ``overrides`` (known keys only) written in."""
        raw = copy.deepcopy(self.shipped_raw())
        for key, value in overrides.items():
            entry = self.editable(key)
            if entry is None:
                continue
            node = raw
            for part in entry.path[:-1]:
                node = node[part]
            node[entry.path[-1]] = value
        return raw

    def data(self, overrides: Mapping[str, Any] | None) -> Any:
        """The engine's data object for an already validated override (the shipped one for
        none), built once per distinct override and kept (a few at a time)."""
        if not overrides:
            if self._shipped_data is None:
                self._shipped_data = self._build(self.shipped_raw())
            return self._shipped_data
        key = override_digest(overrides)
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) >= _CACHE_SIZE:
                self._cache.pop(next(iter(self._cache)))
            hit = self._cache[key] = self._build(self.merged(overrides))
        return hit

    def total(self, field: str, overrides: Mapping[str, Any] | None) -> int:
        """The sum of every value of ``field`` (``"copies"``) under ``overrides``."""
        return sum(int((overrides or {}).get(e.key, e.shipped)) for e in self.editables()
                   if e.field == field and e.kind == "int")

    def value_in_force(self, key: str, overrides: Mapping[str, Any] | None) -> Any:
        """The value of ``key`` under ``overrides`` (the shipped value when not overridden)."""
        entry = self.editable(key)
        if entry is None:
            raise KeyError(key)
        return (overrides or {}).get(key, entry.shipped)


def state_overrides(data: Mapping[str, Any]) -> dict[str, Any]:
    """The ``"data_overrides"`` entry of a serialized state (``{}`` when absent). Raises
    ``ValueError`` when it is not an object (engines turn it into ``StateFormatError``)."""
    value = data.get("data_overrides") or {}
    if not isinstance(value, Mapping):
        raise ValueError("'data_overrides' must be an object")
    return dict(value)
