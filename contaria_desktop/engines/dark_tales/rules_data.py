"""Dark Tales rules data: ``data/dark_tales.json`` read once, checked, and turned into lookup
tables (card ids, types, printed VP, destinations, effect steps, setting cards A1-B3, rulings).

Most values are INFERRED (``shared/rules/dark-tales-cards.md`` section 0): they live in the data
file with their provenance, never in code, so a playtester can correct them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from ..core import gamedata

DATA_PATH = Path(__file__).resolve().parent / "data" / "dark_tales.json"

TYPES = ("MALE", "FEMALE", "MONSTER", "PLACE", "EVENT")
DESTINATIONS = ("OWN", "COMMON", "DISCARD")
#: step operations of the effect vocabulary (cards.md section 7), see :mod:`.steps`
OPS = ("draw", "take_item", "choose_item", "gain_vp", "gain_vp_per", "discard_in_play",
       "take_in_play_to_hand", "reveal_top_may_play", "reveal_hands_score", "replace_daynight",
       "look_top_take", "take_discard_top")
CONDITIONS = ("day", "night")


class RulesDataError(ValueError):
    """The rules data file is malformed; the message names the bad entry."""


def _check_filter(f: Any, where: str, ids: set[str]) -> None:
    if not isinstance(f, Mapping) or not f:
        raise RulesDataError(f"{where}: a filter must be a non-empty object")
    for k, v in f.items():
        if k == "type" and v in TYPES:
            continue
        if k == "card" and v in ids:
            continue
        if k == "scope" and v in ("in_play", "own"):
            continue
        raise RulesDataError(f"{where}: bad filter entry {k}={v!r}")


def _check_steps(steps: Any, where: str, ids: set[str], items: list[str]) -> None:
    if not isinstance(steps, list):
        raise RulesDataError(f"{where} must be a list of steps")
    for i, st in enumerate(steps):
        w = f"{where}[{i}]"
        if not isinstance(st, Mapping) or st.get("op") not in OPS:
            raise RulesDataError(f"{w}: unknown op {st.get('op') if isinstance(st, Mapping) else st!r}")
        if st.get("if") not in (None,) + CONDITIONS:
            raise RulesDataError(f"{w}: 'if' must be day or night")
        op = st["op"]
        if "filter" in st or op in ("gain_vp_per", "discard_in_play", "take_in_play_to_hand",
                                    "reveal_top_may_play", "reveal_hands_score"):
            _check_filter(st.get("filter"), w, ids)
        if op == "take_item" and st.get("item") not in items:
            raise RulesDataError(f"{w}: unknown item {st.get('item')!r}")
        if op == "choose_item" and (not st.get("items") or any(x not in items for x in st["items"])):
            raise RulesDataError(f"{w}: bad item list")
        for key in ("n", "vp"):
            if key in st and (not isinstance(st[key], int) or isinstance(st[key], bool) or st[key] < 0):
                raise RulesDataError(f"{w}: '{key}' must be a whole number >= 0")


def check_data(data: Mapping[str, Any]) -> None:
    """Raise :class:`RulesDataError` naming the first problem in a rules-data mapping (the
    shape of ``data/dark_tales.json``; the deck must total 48 cards, DT-C1)."""
    try:
        items = list(data["items"]["order"])
        if sorted(items) != sorted(data["items"]["supply"]):
            raise RulesDataError("items.order and items.supply name different items")
        cards = data["cards"]
        ids = {c["id"] for c in cards}
        if len(ids) != len(cards):
            raise RulesDataError("two cards share an id")
        total = 0
        for c in cards:
            w = f"cards.{c['id']}"
            if c["type"] not in TYPES:
                raise RulesDataError(f"{w}: unknown type {c['type']!r}")
            if c["destination"] not in DESTINATIONS:
                raise RulesDataError(f"{w}: unknown destination {c['destination']!r}")
            for key in ("copies", "vp"):
                if not isinstance(c[key], int) or isinstance(c[key], bool) or c[key] < 0:
                    raise RulesDataError(f"{w}: '{key}' must be a whole number >= 0")
            total += c["copies"]
            _check_steps(c["steps"], f"{w}.steps", ids, items)
            _check_steps(c.get("start_of_turn", []), f"{w}.start_of_turn", ids, items)
            if any(x != "no_draw" for x in c.get("continuous", [])):
                raise RulesDataError(f"{w}: unknown continuous effect")
            if c.get("daynight") not in (None,) + CONDITIONS:
                raise RulesDataError(f"{w}: daynight must be day or night")
            if c.get("timing", "on_play") != "on_play":  # cards.md A7: only on_play is implemented
                raise RulesDataError(f"{w}: timing {c['timing']!r} is not supported (only on_play)")
            if not isinstance(c.get("provenance"), Mapping):
                raise RulesDataError(f"{w}: needs a provenance object")
        if total != 48:
            raise RulesDataError(f"the deck must hold 48 cards (DT-C1), the data gives {total}")
        _check_rulings(data["rulings"])
        if data["deal"]["start_card"] not in ids:
            raise RulesDataError("deal.start_card is not a card")
        for sid, s in data["settings"].items():
            if s["kind"] == "A":
                seen = set()
                for line in s["lines"]:
                    w = f"settings.{sid}.{line['id']}"
                    if line["id"] in seen:
                        raise RulesDataError(f"{w}: duplicate line id")
                    seen.add(line["id"])
                    if not line["cost"] or any(k not in items for k in line["cost"]):
                        raise RulesDataError(f"{w}: bad cost")
                    _check_steps(line["steps"], f"{w}.steps", ids, items)
                    for r in line.get("requires", []):
                        if not 0 <= r < len(line["steps"]):
                            raise RulesDataError(f"{w}: 'requires' names a missing step")
            elif s["kind"] == "B":
                for line in s["scoring"]:
                    w = f"settings.{sid}.{line['id']}"
                    if line["kind"] not in ("pair", "per_item", "ranking"):
                        raise RulesDataError(f"{w}: unknown scoring kind")
                    if line["kind"] == "ranking" and any(m not in items + ["hand"] for m in line["metric"]):
                        raise RulesDataError(f"{w}: bad ranking metric")
            else:
                raise RulesDataError(f"settings.{sid}: kind must be A or B")
    except (KeyError, TypeError) as err:
        raise RulesDataError(f"rules data: missing or bad field {err}") from None


#: ruling -> the values this engine implements (a playtester may only pick among these; the
#: options in ``__init__`` cover the rulings with more than one implemented reading)
SUPPORTED_RULINGS: dict[str, tuple[Any, ...]] = {
    "wizard_declined": ("top_of_deck",),
    "daynight_replaced_to": ("discard",),
    "ranking_zero_scores_nothing": (True, False),
    "ranking_default_tie_mode": ("share_full_skip", "dense", "split_floor"),
    "b_consumes_items": (False,),
    "single_target_automatic": (True, False),
}


def _check_rulings(r: Mapping[str, Any]) -> None:
    for key, allowed in SUPPORTED_RULINGS.items():
        if r.get(key) not in allowed:
            raise RulesDataError(f"rulings.{key} = {r.get(key)!r} is not implemented (allowed: {allowed})")
    if sorted(r.get("placed_before_text", [])) not in (["COMMON", "OWN"], ["OWN"], ["COMMON"], []):
        raise RulesDataError("rulings.placed_before_text must list OWN and/or COMMON")
    if r.get("tie_break") != ["items", "hand"]:
        raise RulesDataError("rulings.tie_break must be [\"items\", \"hand\"] (DT-E6)")
    if not set(r.get("draw_ops", [])) <= {"draw", "take_discard_top"}:
        raise RulesDataError("rulings.draw_ops may list only draw and take_discard_top")
    if not isinstance(r.get("max_turns_default"), int) or not 10 <= r["max_turns_default"] <= 1000:
        raise RulesDataError("rulings.max_turns_default must be 10..1000")


def _load() -> dict[str, Any]:
    with open(DATA_PATH, encoding="utf-8") as fh:
        data = json.load(fh)
    check_data(data)
    return data


DATA: dict[str, Any] = _load()
#: card id -> card entry
CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in DATA["cards"]}
CARD_IDS: tuple[str, ...] = tuple(CARDS)
ITEMS: tuple[str, ...] = tuple(DATA["items"]["order"])
SUPPLY: dict[str, int] = dict(DATA["items"]["supply"])
SETTINGS: dict[str, dict[str, Any]] = DATA["settings"]
SETTINGS_A: tuple[str, ...] = tuple(k for k, v in SETTINGS.items() if v["kind"] == "A")
SETTINGS_B: tuple[str, ...] = tuple(k for k, v in SETTINGS.items() if v["kind"] == "B")
RULINGS: dict[str, Any] = DATA["rulings"]
HAND_SIZE: int = DATA["deal"]["hand"]
START_CARD: str = DATA["deal"]["start_card"]
MIN_PLAYERS: int = DATA["players"]["min"]
MAX_PLAYERS: int = DATA["players"]["max"]
#: A-card lines by setting id and line id
LINES: dict[str, dict[str, dict[str, Any]]] = {
    sid: {line["id"]: line for line in SETTINGS[sid]["lines"]} for sid in SETTINGS_A}


_DECK_IDS = tuple(c["id"] for c in DATA["cards"] for _ in range(c["copies"]))


def deck_ids(data: Mapping[str, Any] | None = None) -> list[str]:
    """The 48 card ids with copies, in data order (DT-C1, DT-K13); a new list. ``data``: a
    validated rules-data override (issue 14; none: the shipped data)."""
    return list(SCHEMA.data(data)["deck_ids"] if data else _DECK_IDS)


def inferred(card_id: str) -> bool:
    """True when any value of the card is INFERRED (the UI marks it unverified)."""
    return any(v == "INFERRED" for v in CARDS[card_id]["provenance"].values())


#: ranges of the editable card values (issue 14): printed VP 0..4, copies 1..4
VP_RANGE = (-9, 20)
COPIES_RANGE = (0, 12)


def editables(raw: Mapping[str, Any]) -> list[gamedata.Editable]:
    """The editable values (issue 14): each card's printed VP (``cards.<id>.vp``) and copies in
    the deck (``cards.<id>.copies``; the copies must still total 48, DT-C1), with the
    provenance of the card's ``provenance`` object."""
    out = []
    for i, c in enumerate(raw["cards"]):
        for field, (lo, hi) in (("vp", VP_RANGE), ("copies", COPIES_RANGE)):
            out.append(gamedata.Editable(f"cards.{c['id']}.{field}", ("cards", i, field), lo, hi, int(c[field]),
                                         gamedata.provenance_of(c["provenance"].get(field)), "", c["id"], field))
    return out


def _check_merged(raw: Mapping[str, Any]) -> None:
    """:func:`check_data`, and the first player's start card must be in the deck (DT-T1)."""
    check_data(raw)
    start = raw["deal"]["start_card"]
    if not any(c["id"] == start and c["copies"] > 0 for c in raw["cards"]):
        raise RulesDataError(f"the start card {start!r} needs at least one copy")


def _build(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The lookup tables an override changes: ``cards`` (id -> entry) and ``deck_ids``."""
    return {"cards": {c["id"]: c for c in raw["cards"]},
            "deck_ids": tuple(c["id"] for c in raw["cards"] for _ in range(c["copies"]))}


#: the editable card data (registered on the ``GameSpec``)
SCHEMA = gamedata.DataSchema("dark_tales", lambda: DATA, editables, _check_merged, _build,
                             {"cards": CARDS, "deck_ids": _DECK_IDS})
