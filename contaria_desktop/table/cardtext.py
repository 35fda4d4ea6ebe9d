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
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

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


def fill(template: str, *args: object) -> str:
    """Qt-style placeholders: ``fill("%1 of %2", a, b)``; ``%10`` never occurs here."""
    out = template
    for i, arg in enumerate(args, start=1):
        out = out.replace(f"%{i}", str(arg))
    return out


def signed(points: int) -> str:
    """``+2`` / ``−1`` (typographic minus) / ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


@dataclass(frozen=True)
class SideText:
    """What one side of a card says, translated.

    ``points`` is the printed value (``None`` if unknown); ``abilities`` are whole sentences;
    ``unverified`` names the INFERRED groups among ``"initial"``, ``"types"``, ``"points"``,
    ``"abilities"`` (empty when everything is stated by the rulebook)."""

    name: str
    types: tuple[str, ...]
    points: int | None
    abilities: tuple[str, ...] = ()
    unverified: frozenset[str] = frozenset()

    def texts(self) -> list[str]:
        """Every string this side shows (tests use it to look for leaks)."""
        out = [self.name, *self.types, *self.abilities]
        if self.points is not None:
            out.append(signed(self.points))
        return out


# --- data -------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def card_data() -> dict[str, Any]:
    """The engine's ``cards.json`` as a dict, or an empty shell when it is missing or broken
    (the table then shows ids instead of names rather than crashing)."""
    try:
        path = resources.files("contaria_desktop.engines.contaria").joinpath("data").joinpath("cards.json")
        return json.loads(path.read_text(encoding="utf-8"))
    except (ModuleNotFoundError, OSError, ValueError, TypeError):
        return {"cards": [], "initial_points": {}, "markers": {}}


@lru_cache(maxsize=1)
def _cards_by_id() -> dict[str, dict[str, Any]]:
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


# --- target phrases ---------------------------------------------------------------------

def _or_list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return fill(tr("%1 or %2"), ", ".join(words[:-1]), words[-1])


def _and_list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return fill(tr("%1 and %2"), ", ".join(words[:-1]), words[-1])


def _target(t: dict[str, Any] | None, *, every: bool = False) -> str:
    """A target filter as a noun phrase: ``{"types": ["DONZELA"]}`` -> ``"a DONZELA"``."""
    t = t or {}
    if "any_of" in t:
        return _or_list([_target(x, every=every) for x in t["any_of"]])
    if t.get("ids"):
        names = [fill(tr("the %1"), card_name(i)) for i in t["ids"]]
        phrase = _or_list(names)
    elif t.get("types"):
        types = [type_name(x) for x in t["types"]]
        phrase = fill(tr("every %1") if every else tr("a %1"),
                      _and_list(types) if every else _or_list(types))
    elif t.get("sign") == "positive":
        phrase = tr("every positive character") if every else tr("a positive character")
    elif t.get("sign") == "negative":
        phrase = tr("every negative character") if every else tr("a negative character")
    else:
        phrase = tr("every character") if every else tr("a character")
    excluded = [card_name(i) for i in t.get("exclude_ids", [])]
    if excluded:
        phrase = fill(tr("%1 (not the %2)"), phrase, _or_list(excluded))
    return phrase


def _noun(t: dict[str, Any] | None) -> str:
    """A type filter without article: ``{"types": ["NOBRE"]}`` -> ``"NOBRE"``; anything
    else -> ``"card"``."""
    types = (t or {}).get("types")
    if types:
        return _or_list([type_name(x) for x in types])
    return tr("card")


def _dest(dest: dict[str, Any] | None) -> str:
    dest = dest or {}
    if dest.get("any") or not dest.get("has"):
        return tr("any other tale")
    return fill(tr("another tale with %1"), _target(dest["has"]))


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


# --- ability sentences ------------------------------------------------------------------

def _reveal_clause(a: dict[str, Any], identity: str, data: dict[str, Any]) -> str:
    kind = a.get("kind")
    if kind == "move_self":
        clause = fill(tr("move this card to %1"), _dest(a.get("dest")))
        if a.get("if_absent_here"):
            clause = fill(tr("if there is no %1 in this tale, %2"),
                          _noun(a["if_absent_here"]), clause)
        return clause
    if kind == "pull":
        clause = fill(tr("bring %1 from another tale into this tale"), _target(a.get("target")))
        if a.get("peek"):
            clause = fill(tr("%1; you may look at its hidden side"), clause)
        return clause
    if kind == "move_any":
        return fill(tr("move %1 (this card included) from any tale to another tale"),
                    _target(a.get("target")))
    if kind == "reveal":
        where = tr("in any tale") if a.get("scope") == "any_tale" else tr("in this tale")
        return fill(tr("reveal a face-down %1 %2, as with a mirror"),
                    _noun(a.get("target")), where)
    if kind == "flip_back":
        return fill(tr("flip back %1 in this tale to its initial side"), _target(a.get("target")))
    if kind == "swap":
        target = dict(a.get("target") or {})
        phrase = _target(target)
        excluded = _immune_to(identity, "swap")
        if excluded:
            phrase = fill(tr("%1 (not the %2)"), phrase, _or_list(excluded))
        return fill(tr("swap places with %1 in another tale"), phrase)
    if kind == "place_marker":
        marker = a.get("marker", "")
        mdata = data.get("markers", {}).get(marker, {})
        target = mdata.get("target") or {}
        who = tr("a positive card") if target.get("sign") == "positive" else tr("another card")
        excluded = _immune_to(identity, "marker")
        if excluded:
            who = fill(tr("%1 (not the %2)"), who, _or_list(excluded))
        effect = {
            "immovable": tr("it cannot be moved"),
            "base_negative": tr("its base points become negative"),
            "deactivate": tr("it is deactivated"),
        }.get(mdata.get("effect"), "")
        clause = fill(tr("put the %1 marker on %2 in this tale"), marker_name(marker), who)
        return fill(tr("%1: %2"), clause, effect) if effect else clause
    return kind or ""


def _on_reveal(a: dict[str, Any], identity: str, data: dict[str, Any], then: bool) -> str:
    """One on-reveal step; ``then`` for the steps after the first (they follow in order)."""
    if a.get("kind") == "choose_one":
        clauses = [_reveal_clause(o, identity, data) for o in a.get("options", [])]
        return fill(tr("On reveal, choose one: %1."), tr("; or ").join(clauses))
    clause = _reveal_clause(a, identity, data)
    if a.get("mode") == "may":
        return fill(tr("Then, may: %1.") if then else tr("On reveal, may: %1."), clause)
    return fill(tr("Then: %1.") if then else tr("On reveal: %1."), clause)


def _continuous(a: dict[str, Any], identity: str) -> str:
    kind = a.get("kind")
    target = _target(a.get("target"), every=True)
    if kind == "deactivate":
        excluded = _immune_to(identity, "deactivate")
        if excluded:
            target = fill(tr("%1 (not the %2)"), target, _or_list(excluded))
        return fill(tr("Deactivates %1 in this tale."), target)
    if kind == "unrevealable":
        return fill(tr("A %1 in this tale cannot be revealed."), _noun(a.get("target")))
    if kind == "base_negative":
        if a.get("bonus_too"):
            return fill(tr("In this tale, the base and bonus points of %1 are negative."), target)
        return fill(tr("In this tale, the base points of %1 are negative."), target)
    return kind or ""


def _bonus(b: dict[str, Any], identity: str) -> str:
    kind = b.get("kind")
    if kind == "mirror_bonus":
        per, flat = b.get("per_mirror", 0), b.get("flat", 0)
        whose = (tr("the player who revealed this card") if b.get("whose") == "revealer"
                 else tr("this tale's owner"))
        if per:
            return fill(tr("%1 for each used mirror of %2 (none in CONTÁRIA)."), signed(per), whose)
        return fill(tr("%1 if %2 has used a mirror (none in CONTÁRIA)."), signed(flat), whose)
    present = dict(b.get("if_present") or {})
    if b.get("if_present", {}).get("exclude_immune_to"):
        types = set(present.get("types", []))
        immune = [c for c in _immune_to_ids(identity, present["exclude_immune_to"])
                  if types & set(_cards_by_id().get(c, {}).get("types", []))]
        present["exclude_ids"] = list(present.get("exclude_ids", [])) + immune
    cond = fill(tr("%1 is in this tale"), _target(present))
    if b.get("if_absent"):
        absent = dict(b["if_absent"])
        cond = fill(tr("%1 and no other %2"), cond,
                    _or_list([type_name(t) for t in absent.get("types", [])]))
    return fill(tr("%1 if %2 (once)."), signed(int(b.get("points", 0))), cond)


def _immune(imm: dict[str, Any]) -> str:
    effects = [tr(_IMMUNE_EFFECTS.get(e, e)) for e in imm.get("effects", [])]
    return fill(tr("Immune to the %1's %2."), card_name(imm.get("from", "")), _and_list(effects))


# --- sides ------------------------------------------------------------------------------

def initial_side(initial: str) -> SideText:
    """The initial side of a card with initial type ``initial``: its type is its name, the
    printed points, no ability (rulebook §4.2 Ex. 2)."""
    entry = card_data().get("initial_points", {}).get(initial, {})
    unverified = frozenset({"points"}) if is_inferred(
        entry.get("src") if isinstance(entry, dict) else None) else frozenset()
    name = type_name(initial)
    return SideText(name=name, types=(name,), points=initial_points(initial), abilities=(),
                    unverified=unverified)


@lru_cache(maxsize=64)
def _revealed_cached(identity: str, options_key: tuple, lang: int) -> SideText:
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
        lines.append(tr("This card can never be moved."))
    for imm in card.get("immune", []):
        lines.append(_immune(imm))
    for b in card.get("bonus", []):
        if b:
            lines.append(fill(tr("Bonus: %1"), _bonus(b, identity)))
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
    return _revealed_cached(identity, key, _language_generation)
