"""Contária card data: reads ``data/cards.json`` and compiles it into plain, fast objects.

The engine never names a character in code: every ability is one of a few generic *kinds*
(see ``data/cards.json`` and ``shared/rules/contaria-cards.md`` §6) and this module turns the
data into :class:`CardDef` records and :class:`Filter` predicates. Correcting a card is a data
edit. Open rules variants (A12 Fada Madrinha, A13 Rainha Má) are written in the data as
``{"$option": NAME, "values": {...}}`` and resolved against the game options here.

Public properties (Errata 2): a face-down card has exactly the properties of its initial
side — its initial type, +2, no ability, no immunity — so every predicate here that looks at
a face-down card reads only ``CardDef.initial``.
"""

from __future__ import annotations

import json
import os
from typing import Any, Mapping

from contaria_desktop.engines.core import gamedata

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
CARDS_PATH = os.path.join(DATA_DIR, "cards.json")

#: option name -> allowed values, for the variants the data may refer to with ``$option``.
VARIANT_OPTIONS = {
    "fada_madrinha_scope": ("this_tale", "any_tale"),
    "fada_madrinha_flip_back": ("monstro", "negative", "any"),
    "rainha_ma": ("owner_mirrors", "revealer_mirrors", "flat"),
}

ON_REVEAL_KINDS = ("move_self", "pull", "move_any", "swap", "place_marker", "reveal", "flip_back",
                   "choose_one")
CONTINUOUS_KINDS = ("deactivate", "base_negative", "unrevealable")
BONUS_KINDS = ("bonus", "mirror_bonus")
MARKER_EFFECTS = ("deactivate", "base_negative", "immovable")


class CardDataError(ValueError):
    """The card data file is malformed; the message names the card and field."""


def load_raw(path: str = CARDS_PATH) -> dict[str, Any]:
    """The card data file as JSON. Raises :class:`CardDataError` if it cannot be read."""
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, ValueError) as err:
        raise CardDataError(f"cannot read card data {path}: {err}") from None


def card_data() -> dict[str, Any]:
    """Public data accessor for presentation (the card reference, card texts): the card data
    exactly as written in ``data/cards.json`` - initial types and points, cards with their
    revealed sides, abilities and provenance marks, markers - as a fresh JSON-safe dict the
    caller may keep. Raises :class:`CardDataError` if the file cannot be read."""
    return load_raw()


def resolve_variants(value: Any, options: Mapping[str, Any], where: str = "") -> Any:
    """Replace every ``{"$option": name, "values": {...}}`` by the entry for ``options[name]``
    (recursively). Raises :class:`CardDataError` for an unknown option or value."""
    if isinstance(value, dict):
        if "$option" in value:
            name = value["$option"]
            if name not in VARIANT_OPTIONS:
                raise CardDataError(f"{where}: unknown variant option {name!r}")
            choice = options.get(name, VARIANT_OPTIONS[name][0])
            try:
                picked = value["values"][choice]
            except (KeyError, TypeError):
                raise CardDataError(f"{where}: no value for {name}={choice!r}") from None
            return resolve_variants(picked, options, where)
        return {k: resolve_variants(v, options, where) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve_variants(v, options, where) for v in value]
    return value


class Filter:
    """A card predicate from the data (``target``, ``has``, ``if_present`` ...).

    Keys: ``types`` (any of these current types), ``ids`` (a face-up card with one of these
    ids), ``exclude_ids`` (not a face-up card with one of these ids), ``sign``
    (``"positive"``/``"negative"``: printed sign of the side showing, G4), ``face_up``,
    ``any_of`` (list of filters, one must match), ``exclude_immune_to`` (an effect name: skip
    cards immune to the source for it), ``include_self`` (the source itself may match).
    """

    __slots__ = ("types", "ids", "exclude_ids", "sign", "face_up", "any_of", "exclude_immune_to",
                 "include_self", "trivial")

    def __init__(self, data: Mapping[str, Any] | None, where: str = "") -> None:
        data = dict(data or {})
        known = {"types", "ids", "exclude_ids", "sign", "face_up", "any_of", "exclude_immune_to",
                 "include_self"}
        extra = set(data) - known
        if extra:
            raise CardDataError(f"{where}: unknown filter key(s) {sorted(extra)}")
        self.types = frozenset(data["types"]) if "types" in data else None
        self.ids = frozenset(data["ids"]) if "ids" in data else None
        self.exclude_ids = frozenset(data.get("exclude_ids", ()))
        sign = data.get("sign")
        if sign not in (None, "positive", "negative"):
            raise CardDataError(f"{where}: bad sign {sign!r}")
        self.sign = 0 if sign is None else (1 if sign == "positive" else -1)
        self.face_up = bool(data.get("face_up", False))
        self.any_of = tuple(Filter(f, where) for f in data.get("any_of", ()))
        self.exclude_immune_to = data.get("exclude_immune_to")
        self.include_self = bool(data.get("include_self", False))
        self.trivial = not (self.types or self.ids is not None or self.exclude_ids or self.sign
                            or self.face_up or self.any_of or self.exclude_immune_to)

    def match(self, card: "CardDef", up: bool, src: "CardDef | None" = None) -> bool:
        """Does a card with identity ``card`` and face ``up`` match? ``src`` is the card whose
        ability asks (for ``exclude_immune_to``). Face-down cards are judged by their initial
        side only."""
        if self.trivial:
            return True
        if up:
            if self.types is not None and self.types.isdisjoint(card.types):
                return False
            if self.ids is not None and card.id not in self.ids:
                return False
            if card.id in self.exclude_ids:
                return False
            if self.sign and (card.sign != self.sign):
                return False
            if self.exclude_immune_to and src is not None and card.immune_to(src.id, self.exclude_immune_to):
                return False
        else:
            if self.types is not None and card.initial not in self.types:
                return False
            if self.ids is not None or self.face_up:
                return False
            if self.sign and self.sign != 1:  # initial sides are positive (G4)
                return False
        if self.any_of and not any(f.match(card, up, src) for f in self.any_of):
            return False
        return True


class Ability:
    """One compiled ability. ``kind`` is one of the generic kinds; the other attributes are
    read by the kind that uses them (``mode``, ``target``, ``dest_has``/``dest_any``,
    ``if_absent_here``, ``peek``, ``marker``, ``scope``, ``options``/``option``, ``points``,
    ``if_present``/``if_absent``, ``whose``/``per_mirror``/``flat``, ``bonus_too``)."""

    __slots__ = ("kind", "mode", "target", "dest_has", "dest_any", "if_absent_here", "peek",
                 "marker", "scope", "options", "option", "points", "if_present", "if_absent",
                 "whose", "per_mirror", "flat", "bonus_too", "src")

    def __init__(self, data: Mapping[str, Any], where: str) -> None:
        self.kind = data.get("kind")
        if self.kind not in ON_REVEAL_KINDS + CONTINUOUS_KINDS + BONUS_KINDS:
            raise CardDataError(f"{where}: unknown ability kind {self.kind!r}")
        self.mode = data.get("mode", "must")
        if self.mode not in ("may", "must"):
            raise CardDataError(f"{where}: mode must be 'may' or 'must'")
        self.target = Filter(data.get("target"), where)
        dest = data.get("dest") or {}
        self.dest_any = bool(dest.get("any", False))
        self.dest_has = Filter(dest["has"], where) if "has" in dest else None
        self.if_absent_here = Filter(data["if_absent_here"], where) if "if_absent_here" in data else None
        self.peek = bool(data.get("peek", False))
        self.marker = data.get("marker")
        self.scope = data.get("scope", "this_tale")
        if self.scope not in ("this_tale", "any_tale"):
            raise CardDataError(f"{where}: bad scope {self.scope!r}")
        self.option = data.get("option", self.kind)
        self.options = tuple(Ability(o, f"{where}.options[{i}]") for i, o in enumerate(data.get("options", ())))
        if self.kind == "choose_one" and len(self.options) < 2:
            raise CardDataError(f"{where}: choose_one needs two or more options")
        self.points = int(data.get("points", 0))
        self.if_present = Filter(data["if_present"], where) if "if_present" in data else None
        self.if_absent = Filter(data["if_absent"], where) if "if_absent" in data else None
        self.whose = data.get("whose", "tale_owner")
        self.per_mirror = int(data.get("per_mirror", 0))
        self.flat = int(data.get("flat", 0))
        self.bonus_too = bool(data.get("bonus_too", False))
        self.src = data.get("src", "")


class CardDef:
    """One character card (both sides), immutable after compilation.

    - ``cid``: index in the data file; ``id``: data id (``"donzela_princesa"``).
    - ``initial``: initial type; ``initial_points``: its points (+2).
    - ``name``, ``types`` (frozenset of revealed types), ``score`` (printed revealed value),
      ``sign`` (+1/-1/0 of ``score``).
    - ``on_reveal``, ``deactivate``, ``base_negative``, ``unrevealable``, ``bonuses``: compiled
      :class:`Ability` tuples; ``immune``: frozenset of ``(source_id, effect)``;
      ``immovable_self``; ``marker``: the marker this card places, if any.
    """

    __slots__ = ("cid", "id", "initial", "initial_points", "name", "types", "score", "sign",
                 "on_reveal", "deactivate", "base_negative", "unrevealable", "bonuses", "immune",
                 "immovable_self", "marker", "has_continuous", "src")

    def immune_to(self, source_id: str, effect: str) -> bool:
        """Face-up immunity of this card to ``effect`` of the card ``source_id``."""
        return (source_id, effect) in self.immune


class CardSet:
    """All cards compiled for one set of variant options.

    - ``cards``: tuple of :class:`CardDef` by ``cid``; ``by_id``: data id -> CardDef.
    - ``markers``: marker name -> ``(placer_cid, target Filter, effect)``.
    - ``initial_types``: the five basic types.
    """

    def __init__(self, raw: Mapping[str, Any], options: Mapping[str, Any]) -> None:
        data = resolve_variants(raw, options, "cards.json")
        self.initial_types = tuple(data["initial_types"])
        points = {t: int(v["value"]) for t, v in data["initial_points"].items()}
        types = set(data["types"])
        cards = []
        for cid, c in enumerate(data["cards"]):
            where = f"card {c.get('id', cid)!r}"
            d = CardDef()
            d.cid, d.id, d.name = cid, c["id"], c["name"]
            d.initial = c["initial"]
            if d.initial not in self.initial_types:
                raise CardDataError(f"{where}: bad initial type {d.initial!r}")
            d.initial_points = points[d.initial]
            d.types = frozenset(c["types"])
            if not d.types <= types:
                raise CardDataError(f"{where}: unknown type in {sorted(d.types)}")
            d.score = int(c["score"])
            d.sign = (d.score > 0) - (d.score < 0)
            d.on_reveal = tuple(Ability(a, f"{where}.on_reveal[{i}]") for i, a in enumerate(c.get("on_reveal", ())))
            cont = [Ability(a, f"{where}.continuous[{i}]") for i, a in enumerate(c.get("continuous", ()))]
            d.deactivate = tuple(a for a in cont if a.kind == "deactivate")
            d.base_negative = tuple(a for a in cont if a.kind == "base_negative")
            d.unrevealable = tuple(a for a in cont if a.kind == "unrevealable")
            d.bonuses = tuple(Ability(a, f"{where}.bonus[{i}]") for i, a in enumerate(c.get("bonus", ())))
            d.immune = frozenset((imm["from"], eff) for imm in c.get("immune", ()) for eff in imm["effects"])
            d.immovable_self = bool(c.get("immovable_self", False))
            d.marker = None
            d.has_continuous = bool(cont)
            d.src = c.get("src", {})
            for ab in d.on_reveal:
                if ab.kind not in ON_REVEAL_KINDS:
                    raise CardDataError(f"{where}: {ab.kind!r} is not an on-reveal kind")
            for ab in d.bonuses:
                if ab.kind not in BONUS_KINDS:
                    raise CardDataError(f"{where}: {ab.kind!r} is not a bonus kind")
            cards.append(d)
        self.cards = tuple(cards)
        self.by_id = {c.id: c for c in cards}
        if len(self.by_id) != len(cards):
            raise CardDataError("duplicate card id in cards.json")
        self.markers: dict[str, tuple[int, Filter, str]] = {}
        for name, m in data["markers"].items():
            placer = self.by_id.get(m["placer"])
            if placer is None:
                raise CardDataError(f"marker {name}: unknown placer {m['placer']!r}")
            if m["effect"] not in MARKER_EFFECTS:
                raise CardDataError(f"marker {name}: unknown effect {m['effect']!r}")
            placer.marker = name
            self.markers[name] = (placer.cid, Filter(m.get("target"), f"marker {name}"), m["effect"])
        for c in cards:
            for ab in c.on_reveal:
                if ab.kind == "place_marker" and ab.marker not in self.markers:
                    raise CardDataError(f"card {c.id!r}: unknown marker {ab.marker!r}")
        self.marker_names = tuple(sorted(self.markers))


_RAW: dict[str, Any] | None = None
_SETS: dict[tuple, CardSet] = {}

#: range of an editable card value (issue 14): printed values are -2..+3
VALUE_RANGE = (-9, 9)


def _value_provenance(src: Any) -> str:
    """FOUND / INFERRED / REVIEW of a value from its ``src`` note (``"R §4.2"`` stated,
    ``"I ..."`` inferred; ``"condition R §7; value I"``: the value is what counts)."""
    text = str(src or "")
    if "value I" in text:
        return gamedata.INFERRED
    if "value R" in text:
        return gamedata.FOUND
    return gamedata.provenance_of(text)


def editables(raw: Mapping[str, Any]) -> list[gamedata.Editable]:
    """The editable values of the card data (issue 14): the initial sides' points
    (``initial_points.<TYPE>``), each card's printed revealed value (``cards.<id>.score``) and
    each whole-number bonus (``cards.<id>.bonus.<i>``), with their provenance marks."""
    lo, hi = VALUE_RANGE
    out = []
    for typ, entry in raw["initial_points"].items():
        out.append(gamedata.Editable(f"initial_points.{typ}", ("initial_points", typ, "value"), lo, hi,
                                     int(entry["value"]), _value_provenance(entry.get("src")),
                                     str(entry.get("src", "")), typ, "initial_points"))
    for i, c in enumerate(raw["cards"]):
        src = c.get("src", {})
        out.append(gamedata.Editable(f"cards.{c['id']}.score", ("cards", i, "score"), lo, hi, int(c["score"]),
                                     _value_provenance(src.get("score")), str(src.get("score", "")), c["id"], "score"))
        for j, b in enumerate(c.get("bonus", ())):
            if isinstance(b.get("points"), int) and not isinstance(b.get("points"), bool):
                out.append(gamedata.Editable(f"cards.{c['id']}.bonus.{j}", ("cards", i, "bonus", j, "points"), lo, hi,
                                             b["points"], _value_provenance(b.get("src")), str(b.get("src", "")),
                                             c["id"], "bonus"))
    return out


def _check_merged(raw: Mapping[str, Any]) -> None:
    """Compile the merged data under every variant: raises :class:`CardDataError`."""
    for combo in VARIANT_OPTIONS["rainha_ma"]:
        CardSet(raw, {"rainha_ma": combo})


#: the editable card data (registered on the ``GameSpec``); ``SCHEMA.data(overrides)`` is the
#: merged raw data of an override, built once per override
SCHEMA = gamedata.DataSchema("contaria", load_raw, editables, _check_merged, lambda raw: raw)


def card_set(options: Mapping[str, Any], data: Mapping[str, Any] | None = None) -> CardSet:
    """The compiled cards for these options (cached per variant combination) and a
    validated rules-data override ``data`` (issue 14; cached per override digest)."""
    global _RAW
    key = tuple(options.get(k, v[0]) for k, v in VARIANT_OPTIONS.items())
    if data:
        key += (gamedata.override_digest(data),)
    cs = _SETS.get(key)
    if cs is None:
        if data:
            raw = SCHEMA.data(data)
        else:
            if _RAW is None:
                _RAW = load_raw()
            raw = _RAW
        if len(_SETS) > 64:  # an editor session tries many overrides: keep the cache small
            for k in [k for k in _SETS if len(k) > len(VARIANT_OPTIONS)]:
                del _SETS[k]
        cs = _SETS[key] = CardSet(raw, dict(zip(VARIANT_OPTIONS, key)))
    return cs
