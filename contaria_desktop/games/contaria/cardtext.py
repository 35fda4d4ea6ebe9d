"""Contária card texts (name, types, points, ability sentences) built from the engine's card
data, translated with ``QCoreApplication.translate("contaria.cards", ...)``.

There is one template per ability kind in ``cards.json`` (``move_self``, ``pull``,
``move_any``, ``reveal``, ``flip_back``, ``swap``, ``place_marker``, ``choose_one``,
``deactivate``, ``unrevealable``, ``base_negative``, ``bonus``, ``mirror_bonus``, immunities);
the numbers, types and card names are filled in from the data, so correcting an INFERRED
value in ``cards.json`` corrects the text too. A value group whose provenance (``src``) says
``I`` is INFERRED and is listed in :attr:`SideText.unverified`, so the table can mark it.

The window's log and score screen may import :func:`revealed_side`, :func:`initial_side`,
:func:`type_name` and :func:`card_name`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...i18n import generation as language_generation
from ...i18n.formatting import fill, signed  # noqa: F401 - the shared text helpers, used here and re-exported

CONTEXT = "contaria.cards"
MINUS = "\u2212"

# Type names as printed on the cards (the field's terms; translators may keep them).
_TYPE_NAMES = {
    "DONZELA": QT_TRANSLATE_NOOP("contaria.cards", "DONZELA"),
    "CRIANCA": QT_TRANSLATE_NOOP("contaria.cards", "CRIANÇA"),
    "FADA": QT_TRANSLATE_NOOP("contaria.cards", "FADA"),
    "CAVALHEIRO": QT_TRANSLATE_NOOP("contaria.cards", "CAVALHEIRO"),
    "VELHINHA": QT_TRANSLATE_NOOP("contaria.cards", "VELHINHA"),
    "MONSTRO": QT_TRANSLATE_NOOP("contaria.cards", "MONSTRO"),
    "NOBRE": QT_TRANSLATE_NOOP("contaria.cards", "NOBRE"),
    "HEROI": QT_TRANSLATE_NOOP("contaria.cards", "HERÓI"),
}
_MARKER_NAMES = {
    "DWARF": QT_TRANSLATE_NOOP("contaria.cards", "Dwarf"),
    "WITCH": QT_TRANSLATE_NOOP("contaria.cards", "Witch"),
    "GIANT": QT_TRANSLATE_NOOP("contaria.cards", "Giant"),
}
_IMMUNE_EFFECTS = {
    "deactivate": QT_TRANSLATE_NOOP("contaria.cards", "deactivation"),
    "marker": QT_TRANSLATE_NOOP("contaria.cards", "marker"),
    "swap": QT_TRANSLATE_NOOP("contaria.cards", "swap"),
}
_INFERRED = re.compile(r"(^|[\s;,(])I(?=$|[\s;,()])")


def tr(text: str) -> str:
    """Translate ``text`` in the ``contaria.cards`` context."""
    return QCoreApplication.translate(CONTEXT, text)


@dataclass(frozen=True)
class SideText:
    """What one side of a card says, translated.

    ``points`` is the printed value (``None`` if unknown); ``abilities`` are whole sentences;
    ``unverified`` names the INFERRED groups among ``"initial"``, ``"types"``, ``"points"``,
    ``"abilities"`` (empty when everything is stated by the rulebook); ``changed`` the groups
    whose value comes from the player's card data (Tools ▸ Card data…, issue 14)."""

    name: str
    types: tuple[str, ...]
    points: int | None
    abilities: tuple[str, ...] = ()
    unverified: frozenset[str] = frozenset()
    changed: frozenset[str] = frozenset()

    def texts(self) -> list[str]:
        """Every string this side shows (tests use it to look for leaks)."""
        out = [self.name, *self.types, *self.abilities]
        if self.points is not None:
            out.append(signed(self.points))
        return out


# --- data -------------------------------------------------------------------------------

def data_in_force() -> dict[str, Any]:
    """The rules-data override shown (the plug-in's ``data_in_force``, issue 14)."""
    from . import PLUGIN
    return PLUGIN.data_in_force


def card_data() -> dict[str, Any]:
    """The engine's card data (its public accessor :func:`engines.contaria.cards.card_data`)
    with the values in force (:func:`data_in_force`), or an empty shell when it is missing or
    broken (the table then shows ids instead of names rather than crashing)."""
    return _card_data(_data_key())


def _data_key() -> str:
    from ...engines.core.gamedata import override_digest
    return override_digest(data_in_force())


@lru_cache(maxsize=4)
def _card_data(_key: str) -> dict[str, Any]:
    from ...engines.contaria.cards import SCHEMA, CardDataError, card_data as engine_card_data
    try:
        overrides = data_in_force()
        return SCHEMA.merged(overrides) if overrides else engine_card_data()
    except CardDataError:
        return {"cards": [], "initial_points": {}, "markers": {}}


def changed(key: str) -> bool:
    """True when the value ``key`` (``"cards.<id>.score"``...) is overridden in the data shown."""
    return key in data_in_force()


def _cards_by_id() -> dict[str, dict[str, Any]]:
    return _cards_by_id_for(_data_key())


@lru_cache(maxsize=4)
def _cards_by_id_for(_key: str) -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in card_data().get("cards", []) if isinstance(c, dict) and "id" in c}


def _option_defaults() -> dict[str, Any]:
    """Defaults of the engine's game options (used to pick ``$option`` values)."""
    try:
        from contaria_desktop.engines.core import get_spec, load_engines
        load_engines()
        spec = get_spec("contaria")
    except Exception:  # the engine may not be installed yet: fall back to the first value
        return {}
    out = {}
    for opt in getattr(spec, "options", ()) or ():
        name = getattr(opt, "name", None) or getattr(opt, "id", None)
        if name is not None:
            out[name] = getattr(opt, "default", None)
    return out


def _resolve(value: Any, options: dict[str, Any]) -> Any:
    """Pick the variant of a ``{"$option": NAME, "values": {...}}`` value."""
    if isinstance(value, dict) and "$option" in value:
        values = value.get("values", {})
        chosen = options.get(value["$option"])
        if chosen in values:
            return _resolve(values[chosen], options)
        return _resolve(next(iter(values.values()), None), options) if values else None
    if isinstance(value, dict):
        return {k: _resolve(v, options) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, options) for v in value]
    return value


def is_inferred(src: Any) -> bool:
    """True when a provenance string marks a value as INFERRED (an ``I`` token)."""
    return isinstance(src, str) and bool(_INFERRED.search(src))


# --- names ------------------------------------------------------------------------------

def type_name(type_key: str) -> str:
    """Translated type name: ``"CRIANCA"`` -> ``"CRIANÇA"`` (English source)."""
    source = _TYPE_NAMES.get(type_key)
    return tr(source) if source else type_key


def marker_name(marker: str) -> str:
    """Translated marker name: ``"GIANT"`` -> ``"Giant"``."""
    source = _MARKER_NAMES.get(marker)
    return tr(source) if source else marker.title()


def card_name(identity: str) -> str:
    """Translated revealed name of a card data id (``"crianca_joao"`` -> ``"João"``)."""
    card = _cards_by_id().get(identity)
    if not card:
        return identity
    return tr(card.get("name", identity))


def initial_points(initial: str) -> int | None:
    entry = card_data().get("initial_points", {}).get(initial)
    if isinstance(entry, dict):
        return entry.get("value")
    return entry if isinstance(entry, int) else None


# --- templates (one per ability kind and phrase; %1, %2 are filled from the data) -------

_T = {
    # lists and noun phrases
    "or": QT_TRANSLATE_NOOP("contaria.cards", "%1 or %2"),
    "and": QT_TRANSLATE_NOOP("contaria.cards", "%1 and %2"),
    "the_card": QT_TRANSLATE_NOOP("contaria.cards", "the %1"),
    "a_type": QT_TRANSLATE_NOOP("contaria.cards", "a %1"),
    "every_type": QT_TRANSLATE_NOOP("contaria.cards", "every %1"),
    "a_positive": QT_TRANSLATE_NOOP("contaria.cards", "a positive character"),
    "every_positive": QT_TRANSLATE_NOOP("contaria.cards", "every positive character"),
    "a_negative": QT_TRANSLATE_NOOP("contaria.cards", "a negative character"),
    "every_negative": QT_TRANSLATE_NOOP("contaria.cards", "every negative character"),
    "a_character": QT_TRANSLATE_NOOP("contaria.cards", "a character"),
    "every_character": QT_TRANSLATE_NOOP("contaria.cards", "every character"),
    "not_the": QT_TRANSLATE_NOOP("contaria.cards", "%1 (not the %2)"),
    "card": QT_TRANSLATE_NOOP("contaria.cards", "card"),
    "any_other_tale": QT_TRANSLATE_NOOP("contaria.cards", "any other tale"),
    "tale_with": QT_TRANSLATE_NOOP("contaria.cards", "another tale with %1"),
    "in_this_tale": QT_TRANSLATE_NOOP("contaria.cards", "in this tale"),
    "in_any_tale": QT_TRANSLATE_NOOP("contaria.cards", "in any tale"),
    # on reveal: kinds
    "move_self": QT_TRANSLATE_NOOP("contaria.cards", "move this card to %1"),
    "move_self_if_absent": QT_TRANSLATE_NOOP("contaria.cards",
                                             "if there is no %1 in this tale, %2"),
    "pull": QT_TRANSLATE_NOOP("contaria.cards", "bring %1 from another tale into this tale"),
    "peek": QT_TRANSLATE_NOOP("contaria.cards", "%1; you may look at its hidden side"),
    "move_any": QT_TRANSLATE_NOOP("contaria.cards",
                                  "move %1 (this card included) from any tale to another tale"),
    "reveal": QT_TRANSLATE_NOOP("contaria.cards", "reveal a face-down %1 %2, as with a mirror"),
    "flip_back": QT_TRANSLATE_NOOP("contaria.cards",
                                   "flip back %1 in this tale to its initial side"),
    "swap": QT_TRANSLATE_NOOP("contaria.cards", "swap places with %1 in another tale"),
    "place_marker": QT_TRANSLATE_NOOP("contaria.cards", "put the %1 marker on %2 in this tale"),
    "marker_any": QT_TRANSLATE_NOOP("contaria.cards", "another card"),
    "marker_positive": QT_TRANSLATE_NOOP("contaria.cards", "a positive card"),
    "marker_effect": QT_TRANSLATE_NOOP("contaria.cards", "%1: %2"),
    "immovable": QT_TRANSLATE_NOOP("contaria.cards", "it cannot be moved"),
    "base_negative_marker": QT_TRANSLATE_NOOP("contaria.cards", "its base points become negative"),
    "deactivated_marker": QT_TRANSLATE_NOOP("contaria.cards", "it is deactivated"),
    # on reveal: how steps read
    "on_reveal": QT_TRANSLATE_NOOP("contaria.cards", "On reveal: %1."),
    "on_reveal_may": QT_TRANSLATE_NOOP("contaria.cards", "On reveal, may: %1."),
    "then": QT_TRANSLATE_NOOP("contaria.cards", "Then: %1."),
    "then_may": QT_TRANSLATE_NOOP("contaria.cards", "Then, may: %1."),
    "choose_one": QT_TRANSLATE_NOOP("contaria.cards", "On reveal, choose one: %1."),
    "choose_or": QT_TRANSLATE_NOOP("contaria.cards", "; or "),
    # continuous
    "deactivate": QT_TRANSLATE_NOOP("contaria.cards", "Deactivates %1 in this tale."),
    "unrevealable": QT_TRANSLATE_NOOP("contaria.cards", "A %1 in this tale cannot be revealed."),
    "base_negative": QT_TRANSLATE_NOOP("contaria.cards",
                                       "In this tale, the base points of %1 are negative."),
    "base_bonus_negative": QT_TRANSLATE_NOOP(
        "contaria.cards", "In this tale, the base and bonus points of %1 are negative."),
    "immovable_self": QT_TRANSLATE_NOOP("contaria.cards", "This card can never be moved."),
    "immune": QT_TRANSLATE_NOOP("contaria.cards", "Immune to the %1's %2."),
    # bonuses
    "bonus": QT_TRANSLATE_NOOP("contaria.cards", "Bonus: %1"),
    "bonus_if": QT_TRANSLATE_NOOP("contaria.cards", "%1 if %2 (once)."),
    "is_here": QT_TRANSLATE_NOOP("contaria.cards", "%1 is in this tale"),
    "and_no_other": QT_TRANSLATE_NOOP("contaria.cards", "%1 and no other %2"),
    "per_mirror": QT_TRANSLATE_NOOP("contaria.cards",
                                    "%1 for each used mirror of %2 (none in CONTÁRIA)."),
    "flat_mirror": QT_TRANSLATE_NOOP("contaria.cards",
                                     "%1 if %2 has used a mirror (none in CONTÁRIA)."),
    "tale_owner": QT_TRANSLATE_NOOP("contaria.cards", "this tale's owner"),
    "revealer": QT_TRANSLATE_NOOP("contaria.cards", "the player who revealed this card"),
}


def t(key: str, *args: object) -> str:
    """Template ``key`` translated and filled: ``t("pull", "a FADA")``."""
    return fill(tr(_T[key]), *args)


# --- target phrases ---------------------------------------------------------------------

def _or_list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return t("or", ", ".join(words[:-1]), words[-1])


def _and_list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return t("and", ", ".join(words[:-1]), words[-1])


def _target(tg: dict[str, Any] | None, *, every: bool = False) -> str:
    """A target filter as a noun phrase: ``{"types": ["DONZELA"]}`` -> ``"a DONZELA"``."""
    tg = tg or {}
    if "any_of" in tg:
        return _or_list([_target(x, every=every) for x in tg["any_of"]])
    if tg.get("ids"):
        phrase = _or_list([t("the_card", card_name(i)) for i in tg["ids"]])
    elif tg.get("types"):
        types = [type_name(x) for x in tg["types"]]
        phrase = t("every_type", _and_list(types)) if every else t("a_type", _or_list(types))
    elif tg.get("sign") in ("positive", "negative"):
        phrase = t(("every_" if every else "a_") + tg["sign"])
    else:
        phrase = t("every_character" if every else "a_character")
    excluded = [card_name(i) for i in tg.get("exclude_ids", [])]
    if excluded:
        phrase = t("not_the", phrase, _or_list(excluded))
    return phrase


def _noun(tg: dict[str, Any] | None) -> str:
    """A type filter without article: ``{"types": ["NOBRE"]}`` -> ``"NOBRE"``; anything
    else -> ``"card"``."""
    types = (tg or {}).get("types")
    return _or_list([type_name(x) for x in types]) if types else t("card")


def _dest(dest: dict[str, Any] | None) -> str:
    dest = dest or {}
    if dest.get("any") or not dest.get("has"):
        return t("any_other_tale")
    return t("tale_with", _target(dest["has"]))


def _immune_to_ids(identity: str, effect: str) -> list[str]:
    """Ids of the cards immune to ``effect`` of ``identity``."""
    out = []
    for card in _cards_by_id().values():
        for imm in card.get("immune", []):
            if imm.get("from") == identity and effect in imm.get("effects", []):
                out.append(card["id"])
    return out


def _immune_to(identity: str, effect: str) -> list[str]:
    """Names of cards immune to ``effect`` of ``identity`` (shown as "(not the X)")."""
    return [card_name(i) for i in _immune_to_ids(identity, effect)]


def _excluding(phrase: str, identity: str, effect: str) -> str:
    excluded = _immune_to(identity, effect)
    return t("not_the", phrase, _or_list(excluded)) if excluded else phrase


# --- ability sentences ------------------------------------------------------------------

_MARKER_EFFECTS = {"immovable": "immovable", "base_negative": "base_negative_marker",
                   "deactivate": "deactivated_marker"}


def _reveal_clause(a: dict[str, Any], identity: str, data: dict[str, Any]) -> str:
    kind = a.get("kind")
    if kind == "move_self":
        clause = t("move_self", _dest(a.get("dest")))
        if a.get("if_absent_here"):
            clause = t("move_self_if_absent", _noun(a["if_absent_here"]), clause)
        return clause
    if kind == "pull":
        clause = t("pull", _target(a.get("target")))
        return t("peek", clause) if a.get("peek") else clause
    if kind == "move_any":
        return t("move_any", _target(a.get("target")))
    if kind == "reveal":
        where = t("in_any_tale" if a.get("scope") == "any_tale" else "in_this_tale")
        return t("reveal", _noun(a.get("target")), where)
    if kind == "flip_back":
        return t("flip_back", _target(a.get("target")))
    if kind == "swap":
        return t("swap", _excluding(_target(a.get("target")), identity, "swap"))
    if kind == "place_marker":
        marker = a.get("marker", "")
        mdata = data.get("markers", {}).get(marker, {})
        positive = (mdata.get("target") or {}).get("sign") == "positive"
        who = _excluding(t("marker_positive" if positive else "marker_any"), identity, "marker")
        clause = t("place_marker", marker_name(marker), who)
        effect = _MARKER_EFFECTS.get(mdata.get("effect"))
        return t("marker_effect", clause, t(effect)) if effect else clause
    return kind or ""


def _on_reveal(a: dict[str, Any], identity: str, data: dict[str, Any], then: bool) -> str:
    """One on-reveal step; ``then`` for the steps after the first (they follow in order)."""
    if a.get("kind") == "choose_one":
        clauses = [_reveal_clause(o, identity, data) for o in a.get("options", [])]
        return t("choose_one", t("choose_or").join(clauses))
    clause = _reveal_clause(a, identity, data)
    if a.get("mode") == "may":
        return t("then_may" if then else "on_reveal_may", clause)
    return t("then" if then else "on_reveal", clause)


def _continuous(a: dict[str, Any], identity: str) -> str:
    kind = a.get("kind")
    target = _target(a.get("target"), every=True)
    if kind == "deactivate":
        return t("deactivate", _excluding(target, identity, "deactivate"))
    if kind == "unrevealable":
        return t("unrevealable", _noun(a.get("target")))
    if kind == "base_negative":
        return t("base_bonus_negative" if a.get("bonus_too") else "base_negative", target)
    return kind or ""


def _bonus(b: dict[str, Any], identity: str) -> str:
    if b.get("kind") == "mirror_bonus":
        whose = t("revealer" if b.get("whose") == "revealer" else "tale_owner")
        if b.get("per_mirror", 0):
            return t("per_mirror", signed(b["per_mirror"]), whose)
        return t("flat_mirror", signed(b.get("flat", 0)), whose)
    present = dict(b.get("if_present") or {})
    if present.get("exclude_immune_to"):
        types = set(present.get("types", []))
        immune = [c for c in _immune_to_ids(identity, present["exclude_immune_to"])
                  if types & set(_cards_by_id().get(c, {}).get("types", []))]
        present["exclude_ids"] = list(present.get("exclude_ids", [])) + immune
    cond = t("is_here", _target(present))
    if b.get("if_absent"):
        absent = [type_name(x) for x in b["if_absent"].get("types", [])]
        cond = t("and_no_other", cond, _or_list(absent))
    return t("bonus_if", signed(int(b.get("points", 0))), cond)


def _immune(imm: dict[str, Any]) -> str:
    effects = [tr(_IMMUNE_EFFECTS.get(e, e)) for e in imm.get("effects", [])]
    return t("immune", card_name(imm.get("from", "")), _and_list(effects))


# --- sides ------------------------------------------------------------------------------

def initial_side(initial: str) -> SideText:
    """The initial side of a card with initial type ``initial``: its type is its name, the
    printed points, no ability (rulebook §4.2 Ex. 2)."""
    entry = card_data().get("initial_points", {}).get(initial, {})
    unverified = frozenset({"points"}) if is_inferred(
        entry.get("src") if isinstance(entry, dict) else None) else frozenset()
    name = type_name(initial)
    return SideText(name=name, types=(name,), points=initial_points(initial), abilities=(),
                    unverified=unverified,
                    changed=frozenset({"points"}) if changed(f"initial_points.{initial}") else frozenset())


@lru_cache(maxsize=64)
def _revealed_cached(identity: str, options_key: tuple, lang: tuple) -> SideText:
    options = {k: json.loads(v) for k, v in options_key}
    data = card_data()
    card = _cards_by_id().get(identity)
    if card is None:
        return SideText(name=identity, types=(), points=None)
    card = _resolve(card, options)
    src = card.get("src", {})
    unverified = {k for k in ("initial", "types") if is_inferred(src.get(k))}
    if is_inferred(src.get("score")):
        unverified.add("points")
    lines: list[str] = []
    for i, a in enumerate(card.get("on_reveal", [])):
        lines.append(_on_reveal(a, identity, data, then=i > 0))
    for a in card.get("continuous", []):
        lines.append(_continuous(a, identity))
    if card.get("immovable_self"):
        lines.append(t("immovable_self"))
    for imm in card.get("immune", []):
        lines.append(_immune(imm))
    for b in card.get("bonus", []):
        if b:
            lines.append(t("bonus", _bonus(b, identity)))
    groups = card.get("on_reveal", []) + card.get("continuous", []) + card.get("bonus", [])
    groups += card.get("immune", [])
    if any(is_inferred(g.get("src")) for g in groups if isinstance(g, dict)):
        unverified.add("abilities")
    return SideText(
        name=tr(card.get("name", identity)),
        types=tuple(type_name(t) for t in card.get("types", [])),
        points=card.get("score"),
        abilities=tuple(lines),
        unverified=frozenset(unverified),
        changed=frozenset(g for g, hit in (
            ("points", changed(f"cards.{identity}.score")),
            ("abilities", any(k.startswith(f"cards.{identity}.bonus.") for k in data_in_force())))
            if hit),
    )


_language_generation = 0


def retranslate() -> None:
    """Forget cached sentences after the UI language changed."""
    global _language_generation
    _language_generation += 1


def revealed_side(identity: str, options: dict[str, Any] | None = None) -> SideText:
    """The revealed side of card data id ``identity``: translated name, types, printed score
    and one sentence per ability. ``options`` are the game's options (for rules variants that
    change a card's text, e.g. ``rainha_ma``); default: the engine's option defaults.

    An unknown id gives a side named after the id with no types (never raises)."""
    opts = _option_defaults() if options is None else options
    key = tuple(sorted((k, json.dumps(v, sort_keys=True)) for k, v in opts.items()))
    # keyed on the installed language too: a table made after a switch must not reuse sentences
    return _revealed_cached(identity, key, (_language_generation, language_generation(), _data_key()))
