"""What a lab run simulates: :class:`LabConfig` (game, player count, seat kinds, options, number
of games, first deal) and :class:`Variant` (the "data" a run is given, the B side of an A/B).

Everything here is plain JSON: a worker process or a Dask worker receives ``config.to_json()``
text, never a pickled object.

Data variants and issue 14. A variant is a named **set of game options** laid over the run's
options (e.g. CharLatão ``side=advanced`` or Contária ``rainha_ma=flat``) and/or a **rules-data
override** ``Variant.data`` (``{dotted key: value}``, the format of the app's
``overrides/<game>.json``, checked against the game's ``GameSpec.data_schema``), given to the
engine by :func:`.play.new_state`. A variant file is either ``{"name", "options", "data"}`` or an
override file itself (every key dotted).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from contaria_desktop.bots import BOTS
from contaria_desktop.common.jsonfile import MAX_CARD_DATA_BYTES, JsonFileError, read_json_file
from contaria_desktop.engines.core import GameSpec, OptionError, canonical_json, digest, get_spec

#: Seat kinds the lab accepts: the bots' ids (``random`` included), weakest first.
def seat_kinds() -> tuple[str, ...]:
    """Every seat kind: the keys of :data:`contaria_desktop.bots.BOTS` (``random``, ``easy``...)."""
    return tuple(BOTS)


class LabConfigError(ValueError):
    """A bad run description (unknown game, seat kind, option, count, variant file); ``str()``
    is an English sentence saying which (the command line prints it). For a translated
    sentence (the lab window, ``ui/lab_errors.py``): ``key`` (``lab.*``) and JSON-safe
    ``params``, and ``cause``, the keyed error it wraps, if any (an engine's ``OptionError`` /
    ``UnknownGame`` / ``DataOverrideError``, or a :class:`JsonFileError` of a hostile file),
    whose own key and params say the detail."""

    def __init__(self, message: str, key: str = "lab.error", cause: BaseException | None = None,
                 **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.params = params
        self.cause = cause


@dataclass(frozen=True)
class Variant:
    """A named variant of the game's data. ``options``: game options laid over the run's own;
    ``data``: a rules-data override ``{dotted key: value}`` (issue 14) or None."""

    name: str = "shipped"
    options: Mapping[str, Any] = field(default_factory=dict)
    data: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "options": dict(self.options), "data": self.data}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Variant":
        return cls(str(data.get("name", "variant")), dict(data.get("options") or {}), data.get("data"))


SHIPPED = Variant()


#: Largest variant or card-data file accepted (bytes): the limit of the app's own card data
#: files (``common.jsonfile.MAX_CARD_DATA_BYTES``, also ``session.overrides``'s).
MAX_VARIANT_BYTES = MAX_CARD_DATA_BYTES
#: The keys of a ``{name, options, data}`` variant file.
VARIANT_KEYS = ("name", "options", "data")


def _read_json(p: Path) -> Any:
    """The parsed JSON of the variant file ``p``, refused like the app's card data files are
    (:func:`contaria_desktop.common.jsonfile.read_json_file`, the checks ``session`` uses): not a
    regular file, over :data:`MAX_VARIANT_BYTES`, not UTF-8, not JSON, NaN/Infinity, a key twice
    in one object, nested too deeply, too many values or too long a text. Raises
    :class:`LabConfigError` naming the file (``lab.variant_too_large``, else
    ``lab.variant_refused`` with the file error as its ``cause``)."""
    try:
        return read_json_file(p, MAX_VARIANT_BYTES)
    except JsonFileError as err:
        if err.key == "save.too_large":
            raise LabConfigError(f"the variant file {p} is too large to be card data (at most "
                                 f"{MAX_VARIANT_BYTES // 1024} KB)", "lab.variant_too_large",
                                 path=str(p), max=MAX_VARIANT_BYTES // 1024) from None
        raise LabConfigError(f"the variant file {p} cannot be used: {err.problem}", "lab.variant_refused",
                             err, path=str(p)) from None


def load_variant(path: str | Path) -> Variant:
    """A variant from a JSON file ``{"name": str, "options": {name: value}, "data": {...}}``, or
    a card-data (override) file ``{"cards.x.score": 3, ...}`` (every key dotted: the whole file
    is ``data``, named after the file). The data is checked against the game by
    :meth:`LabConfig.validate`.

    Raises :class:`LabConfigError` naming the file (and the key where one is at fault) for an
    unreadable or hostile file (:func:`_read_json`), a file that is not an object, a card-data
    file with a key without a dot (``"note"``), a variant file with a key other than
    ``name``/``options``/``data`` (a misspelt ``"dat"``), a non-text ``name``, a non-object
    ``options`` or ``data``, or a file that changes nothing (``{}``)."""
    p = Path(path)
    raw = _read_json(p)
    where = str(p)
    if not isinstance(raw, dict):
        raise LabConfigError(f"the variant file {p} must hold one JSON object ({{\"name\", \"options\", \"data\"}} or card data)",
                             "lab.variant_not_object", path=where)
    if not raw:
        raise LabConfigError(f"the variant file {p} is empty: it changes nothing", "lab.variant_empty", path=where)
    if any("." in k for k in raw):  # a card data file (issue 14): every key is a dotted data key
        plain = next((k for k in raw if "." not in k), None)
        if plain is not None:
            raise LabConfigError(f"the card data file {p}: the key {plain!r:.60} is not a card data key "
                                 f"(those are dotted, like cards.x.score)", "lab.variant_plain_key",
                                 path=where, field=plain[:60])
        return Variant(p.stem, {}, dict(raw))
    unknown = next((k for k in raw if k not in VARIANT_KEYS), None)
    if unknown is not None:
        raise LabConfigError(f"the variant file {p}: unknown key {unknown!r:.60} (a variant file holds "
                             f"{', '.join(VARIANT_KEYS)})", "lab.variant_unknown_key", path=where,
                             field=unknown[:60], known=", ".join(VARIANT_KEYS))
    if not isinstance(raw.get("name", ""), str):
        raise LabConfigError(f"the variant file {p}: \"name\" must be a text", "lab.variant_bad_name", path=where)
    if not isinstance(raw.get("options", {}), dict):
        raise LabConfigError(f"the variant file {p} must hold an object with an \"options\" object",
                             "lab.variant_bad_options", path=where)
    data = raw.get("data")
    if data is not None and not isinstance(data, dict):
        raise LabConfigError(f"the variant file {p}: \"data\" must be an object of rules-data values",
                             "lab.variant_bad_data", path=where)
    return Variant(str(raw.get("name") or p.stem), dict(raw.get("options", {})), dict(data) if data else None)


def parse_option(text: str) -> tuple[str, Any]:
    """``"NAME=VALUE"`` -> ``(name, value)``; VALUE is read as JSON when it parses (``true``,
    ``3``), else kept as a string (``side=advanced``). Raises :class:`LabConfigError`."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise LabConfigError(f"an option is written NAME=VALUE, not {text!r}")
    try:
        parsed: Any = json.loads(value)
    except json.JSONDecodeError:
        parsed = value
    return name.strip(), parsed


@dataclass(frozen=True)
class LabConfig:
    """One simulation run.

    - ``game``: a registered game id; ``players``: seat count in the game's range.
    - ``seats``: one seat kind per seat (:func:`seat_kinds`).
    - ``options``: game options (defaults filled by the engine); ``variant`` laid over them.
    - ``games``: how many games (>= 1); deals are ``first_seed, first_seed + 1, ...``.
    - ``shapes``: how result-detail keys map to CSV columns (``{key: "seat" | "game"}``), see
      :func:`.play.detail_shapes`; filled by :meth:`prepared`.
    """

    game: str
    players: int
    seats: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    games: int = 100
    first_seed: int = 0
    variant: Variant = SHIPPED
    shapes: Mapping[str, str] = field(default_factory=dict)

    def spec(self) -> GameSpec:
        return get_spec(self.game)

    def game_options(self) -> dict[str, Any]:
        """The options given to the engine: the run's options with the variant's laid over."""
        return {**dict(self.options), **dict(self.variant.options)}

    def seeds(self) -> range:
        return range(self.first_seed, self.first_seed + self.games)

    def validate(self) -> "LabConfig":
        """Check everything a worker would trip on, before any game starts. Returns ``self``;
        raises :class:`LabConfigError` with a message naming the problem."""
        try:
            spec = self.spec()
        except Exception as err:  # UnknownGame: its message lists the known games
            raise LabConfigError(str(err), "lab.engine", err) from None
        try:
            spec.check_players(self.players)
            spec.resolve_options(self.game_options())
        except OptionError as err:
            raise LabConfigError(str(err), "lab.engine", err) from None
        if len(self.seats) != self.players:
            raise LabConfigError(f"give one seat kind per seat (seats: {self.players}; seat kinds given: "
                                 f"{len(self.seats)})", "lab.seat_count", players=self.players, given=len(self.seats))
        unknown = [k for k in self.seats if k not in BOTS]
        if unknown:
            raise LabConfigError(f"unknown seat kind {unknown[0]!r} (known: {', '.join(BOTS)})", "lab.seat_kind",
                                 kind=str(unknown[0])[:60], known=", ".join(BOTS))
        if not isinstance(self.games, int) or self.games < 1:
            raise LabConfigError(f"the number of games must be at least 1, not {self.games!r}", "lab.games",
                                 value=repr(self.games)[:40])
        if not isinstance(self.first_seed, int) or self.first_seed < 0:
            raise LabConfigError(f"the first deal must be a non-negative whole number, not {self.first_seed!r}",
                                 "lab.first_seed", value=repr(self.first_seed)[:40])
        if self.variant.data:
            try:
                spec.validate_data(self.variant.data)
            except ValueError as err:  # DataOverrideError: names the key and what is expected
                raise LabConfigError(f"variant {self.variant.name!r}: {err}", "lab.variant_data", err,
                                     variant=self.variant.name, game=self.game) from None
        return self

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "seats": list(self.seats),
                "options": dict(self.options), "games": self.games, "first_seed": self.first_seed,
                "variant": self.variant.to_json(), "shapes": dict(self.shapes)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "LabConfig":
        return cls(data["game"], int(data["players"]), tuple(data["seats"]), dict(data.get("options", {})),
                   int(data["games"]), int(data["first_seed"]), Variant.from_json(data.get("variant", {})),
                   dict(data.get("shapes", {})))

    def data_digest(self) -> str:
        """SHA-256 of what decides the games besides the seeds: the engine's rules data
        (``GameSpec.rules_digest``) and the resolved options including the variant's."""
        spec = self.spec()
        return digest({"rules": spec.rules_digest(), "options": spec.resolve_options(self.game_options()),
                       "data": self.variant.data})

    def text(self) -> str:
        """Canonical JSON text of :meth:`to_json` (what workers receive)."""
        return canonical_json(self.to_json())
