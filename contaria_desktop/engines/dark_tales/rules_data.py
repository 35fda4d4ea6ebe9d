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
    return list(SCHEMA.data(data).deck_ids if data else _DECK_IDS)


def inferred(card_id: str) -> bool:
    """True when any value of the card is INFERRED (the UI marks it unverified)."""
    return any(v == "INFERRED" for v in CARDS[card_id]["provenance"].values())


#: ranges of the editable whole numbers (issue 14): printed VP, copies (all copies: 48, DT-C1),
#: a step's count or VP, an A-line's item cost, a B card's VP and ranking awards
VP_RANGE = (-9, 20)
COPIES_RANGE = (0, 12)
STEP_RANGE = (0, 10)
COST_RANGE = (1, 4)
B_VP_RANGE = (0, 20)
AWARD_RANGE = (0, 30)
#: the deck's size (DT-C1): the copies must add up to it
DECK_SIZE = 48


def _list_editables(values: Any, key: str, path: tuple[Any, ...], prov: str, source: str, group: str,
                    field: str, allowed: tuple[str, ...]) -> list[gamedata.Editable]:
    """One choice per entry of a list whose length is part of the card's wording («take 1
    Sword or 1 Armour»: two entries): ``<key>.<j>``, each one of ``allowed``; the entries of a
    list must differ (:func:`_check_lists`). Printed (FOUND) lists are not editable."""
    if prov == gamedata.FOUND:
        return []
    return [gamedata.Editable(f"{key}.{j}", path + (j,), 0, 0, v, prov, source, group, field, allowed)
            for j, v in enumerate(values)]


def _step_editables(steps: Any, key: str, path: tuple[Any, ...], prov: str, source: str, group: str,
                    card_ids: tuple[str, ...], items: tuple[str, ...]) -> list[gamedata.Editable]:
    """The editable parameters of an effect (``cards.md`` section 7): each step's count ``n``
    and ``vp`` (whole numbers), ``item`` (one of the items), ``if`` (day / night), its
    filter's ``type`` (one of the types) and ``card`` (a card that exists), and the items a
    ``choose_item`` step offers (``items.<j>``, when not printed; :func:`_list_editables`).
    The step's ``op`` is not data: it names the code that runs (docs/data.md)."""
    out = []
    for i, st in enumerate(steps):
        k, p = f"{key}.{i}", path + (i,)
        if st.get("op") == "choose_item":
            out += _list_editables(st["items"], f"{k}.items", p + ("items",), prov, source, group, "step.items",
                                   items)
        for name in ("n", "vp"):
            if name in st:
                out.append(gamedata.Editable(f"{k}.{name}", p + (name,), *STEP_RANGE, int(st[name]), prov, source,
                                             group, f"step.{name}"))
        if "item" in st:
            out.append(gamedata.Editable(f"{k}.item", p + ("item",), 0, 0, st["item"], prov, source, group,
                                         "step.item", items))
        if "if" in st:
            out.append(gamedata.Editable(f"{k}.if", p + ("if",), 0, 0, st["if"], prov, source, group, "step.if",
                                         CONDITIONS))
        f = st.get("filter") or {}
        if "type" in f:
            out.append(gamedata.Editable(f"{k}.filter.type", p + ("filter", "type"), 0, 0, f["type"], prov, source,
                                         group, "filter.type", TYPES))
        if "card" in f:
            out.append(gamedata.Editable(f"{k}.filter.card", p + ("filter", "card"), 0, 0, f["card"], prov, source,
                                         group, "filter.card", card_ids))
    return out


def editables(raw: Mapping[str, Any]) -> list[gamedata.Editable]:
    """The editable values (issue 14), each with the provenance its entry records:

    - per card: printed VP (``cards.<id>.vp``), copies in the deck (``cards.<id>.copies``; all
      copies must total 48, DT-C1), type (``cards.<id>.type``, one of :data:`TYPES`),
      destination (``cards.<id>.destination``, one of :data:`DESTINATIONS`) and the
      parameters of its effect (``cards.<id>.steps.<i>.n`` / ``.vp`` / ``.item`` / ``.if`` /
      ``.filter.type`` / ``.filter.card``; also ``start_of_turn``), see :func:`_step_editables`;
    - setting cards A: each item line's cost (``settings.<A>.lines.<line>.cost.<item>``) and
      effect parameters (``settings.<A>.lines.<line>.steps.<i>...``);
    - setting cards A: the item a one-item line is paid with (``...lines.<line>.paid_with``,
      when not printed; the line keeps its id, :func:`normalise` moves its cost);
    - setting cards B: each scoring line's VP (``settings.<B>.scoring.<line>.vp``), ranking
      awards (``...awards.<place index>``), a pair's item (``...a.item``/``...b.item``) and
      card type (``...b.card.type``), and, when not printed, the items a ``per_item`` line
      counts (``...items.<j>``) and the values a ranking adds up (``...metric.<j>``: an item
      or ``hand``).

    Lists keep their length (it is part of the card's wording); a printed (FOUND) list or
    line cost is not editable (the Spell's four items, B1's «coins + hand», A1's lines).
    """
    out: list[gamedata.Editable] = []
    card_ids = tuple(c["id"] for c in raw["cards"])
    items = tuple(raw["items"]["order"])
    for i, c in enumerate(raw["cards"]):
        prov = c["provenance"]
        src = str(c.get("source", ""))
        for field, (lo, hi) in (("vp", VP_RANGE), ("copies", COPIES_RANGE)):
            out.append(gamedata.Editable(f"cards.{c['id']}.{field}", ("cards", i, field), lo, hi, int(c[field]),
                                         gamedata.provenance_of(prov.get(field)), src, c["id"], field))
        for field, allowed in (("type", TYPES), ("destination", DESTINATIONS)):
            out.append(gamedata.Editable(f"cards.{c['id']}.{field}", ("cards", i, field), 0, 0, c[field],
                                         gamedata.provenance_of(prov.get(field)), src, c["id"], field, allowed))
        effect = gamedata.provenance_of(prov.get("effect"))
        for part in ("steps", "start_of_turn"):
            out += _step_editables(c.get(part, ()), f"cards.{c['id']}.{part}", ("cards", i, part), effect, src,
                                   c["id"], card_ids, items)
    for sid, s in raw["settings"].items():
        src = str(s.get("source", ""))
        for j, line in enumerate(s.get("lines", ())):
            prov = gamedata.provenance_of(line.get("status", s.get("provenance")))
            base, path = f"settings.{sid}.lines.{line['id']}", ("settings", sid, "lines", j)
            for item, n in line["cost"].items():
                out.append(gamedata.Editable(f"{base}.cost.{item}", path + ("cost", item), *COST_RANGE, int(n), prov,
                                             src, sid, "cost"))
            if len(line["cost"]) == 1 and prov != gamedata.FOUND:  # the item a one-item line is paid with
                out.append(gamedata.Editable(f"{base}.paid_with", path + ("paid_with",), 0, 0, next(iter(line["cost"])),
                                             prov, src, sid, "paid_with", items))
            out += _step_editables(line["steps"], f"{base}.steps", path + ("steps",), prov, src, sid, card_ids,
                                   items)
        for j, line in enumerate(s.get("scoring", ())):
            prov = gamedata.provenance_of(line.get("status", s.get("provenance")))
            base, path = f"settings.{sid}.scoring.{line['id']}", ("settings", sid, "scoring", j)
            if "vp" in line:
                out.append(gamedata.Editable(f"{base}.vp", path + ("vp",), *B_VP_RANGE, int(line["vp"]), prov, src,
                                             sid, "b.vp"))
            marks = line.get("award_status", [])
            for k, award in enumerate(line.get("awards", ())):
                mark = gamedata.provenance_of(marks[k]) if k < len(marks) else prov
                out.append(gamedata.Editable(f"{base}.awards.{k}", path + ("awards", k), *AWARD_RANGE, int(award),
                                             mark, src, sid, f"award.{k}"))
            if line["kind"] == "per_item":
                out += _list_editables(line["items"], f"{base}.items", path + ("items",), prov, src, sid, "b.items",
                                       items)
            if line["kind"] == "ranking":
                mark = gamedata.provenance_of(line.get("metric_status", line.get("status", s.get("provenance"))))
                out += _list_editables(line["metric"], f"{base}.metric", path + ("metric",), mark, src, sid,
                                       "b.metric", items + ("hand",))
            for side in ("a", "b"):
                part = line.get(side)
                if not isinstance(part, Mapping):
                    continue
                if "item" in part:
                    out.append(gamedata.Editable(f"{base}.{side}.item", path + (side, "item"), 0, 0, part["item"],
                                                 prov, src, sid, f"pair.{side}.item", items))
                if isinstance(part.get("card"), Mapping) and "type" in part["card"]:
                    out.append(gamedata.Editable(f"{base}.{side}.card.type", path + (side, "card", "type"), 0, 0,
                                                 part["card"]["type"], prov, src, sid, f"pair.{side}.type", TYPES))
    return out


def normalise(raw: dict[str, Any]) -> dict[str, Any]:
    """``raw`` (a merged copy, changed in place and returned) with each A line's
    ``paid_with`` (an override of the item a one-item line is paid with) turned into its
    cost: ``{"coin": 1}`` paid with ``wand`` becomes ``{"wand": 1}``."""
    for s in raw["settings"].values():
        for line in s.get("lines", ()):
            item = line.pop("paid_with", None)
            if item is not None:
                line["cost"] = {item: sum(line["cost"].values())}
    return raw


def _distinct(values: list[Any], key: str, allowed: tuple[str, ...], shipped: Any = ()) -> None:
    """The entries of one list must differ: else ``data.bad_choice`` naming a repeated entry
    (``key.<j>``: one that differs from the ``shipped`` list, the one a playtester changed,
    when there is one) and the values still free for it."""
    shipped = list(shipped or ())
    repeated = [j for j, v in enumerate(values) if values.count(v) > 1]
    if not repeated:
        return
    j = next((i for i in repeated if i >= len(shipped) or values[i] != shipped[i]), repeated[-1])
    others = values[:j] + values[j + 1:]
    raise gamedata.DataOverrideError(f"{key}.{j}: {values[j]!r} is already in the list", "data.bad_choice",
                                     field=f"{key}.{j}", choices=", ".join(x for x in allowed if x not in others))


def _check_lists(raw: Mapping[str, Any]) -> None:
    """No list names a value twice (cards.md §5: «take 1 Sword or 1 Armour», «each Sword or
    Armour»), and no two one-item lines of an A card are paid with the same item (an A card
    has one line per item spent, cards.md §5). Errors name the entry that changed."""
    items = tuple(raw["items"]["order"])
    shipped_cards = {c["id"]: c for c in DATA["cards"]}
    for c in raw["cards"]:
        for part in ("steps", "start_of_turn"):
            for i, st in enumerate(c.get(part, ())):
                if st.get("op") == "choose_item":
                    _distinct(list(st["items"]), f"cards.{c['id']}.{part}.{i}.items", items,
                              shipped_cards[c["id"]][part][i]["items"])
    for sid, s in raw["settings"].items():
        single = [(line["id"], next(iter(line["cost"]))) for line in s.get("lines", ()) if len(line["cost"]) == 1]
        twice = [(lid, x) for lid, x in single if sum(1 for _, y in single if y == x) > 1]
        if twice:
            lid, item = next(((lid, x) for lid, x in twice if lid != x), twice[-1])  # a line moved off its item
            taken = {x for other, x in single if other != lid}
            raise gamedata.DataOverrideError(f"settings.{sid}: two lines are paid with {item!r}",
                                             "data.bad_choice", field=f"settings.{sid}.lines.{lid}.paid_with",
                                             choices=", ".join(x for x in items if x not in taken))
        for j, line in enumerate(s.get("lines", ())):
            for i, st in enumerate(line["steps"]):
                if st.get("op") == "choose_item":
                    _distinct(list(st["items"]), f"settings.{sid}.lines.{line['id']}.steps.{i}.items", items,
                              DATA["settings"][sid]["lines"][j]["steps"][i]["items"])
        for j, line in enumerate(s.get("scoring", ())):
            base, was = f"settings.{sid}.scoring.{line['id']}", DATA["settings"][sid]["scoring"][j]
            if line["kind"] == "per_item":
                _distinct(list(line["items"]), f"{base}.items", items, was.get("items"))
            if line["kind"] == "ranking":
                _distinct(list(line["metric"]), f"{base}.metric", items + ("hand",), was.get("metric"))


def _check_merged(raw: dict[str, Any]) -> None:
    """:func:`check_data`; the copies must total 48 (DT-C1: ``data.bad_total``), the first
    player's start card must be in the deck (DT-T1: ``data.too_small``), and lists name
    each value once (:func:`_check_lists`: ``data.bad_choice``)."""
    normalise(raw)
    _check_lists(raw)
    total = sum(c["copies"] for c in raw["cards"])
    if total != DECK_SIZE:
        raise gamedata.DataOverrideError(f"the copies must total {DECK_SIZE}, the data gives {total}",
                                         "data.bad_total", field="cards.*.copies", total=DECK_SIZE, got=total)
    start = raw["deal"]["start_card"]
    if not any(c["id"] == start and c["copies"] > 0 for c in raw["cards"]):
        raise gamedata.DataOverrideError(f"the start card {start!r} needs at least one copy", "data.too_small",
                                         field=f"cards.{start}.copies", min=1)
    check_data(raw)


class Tables:
    """The lookup tables of one rules data (shipped or merged with an override, issue 14),
    built once per distinct override and kept on the state (``state.tab``):

    - ``cards``: card id -> entry; ``deck_ids``: the 48 ids with copies, in data order;
    - ``type_of``: card id -> type; ``play_info``: card id -> (destination, printed VP,
      placed before its text, ("destination", d), ("id", cid), ("vp", vp), VP source key);
    - ``steps_by``: frame kind (``card``/``start``/``line``) -> frame id -> steps;
    - ``settings``, ``lines`` (A card -> line id -> line), ``line_costs`` (A card -> (line id,
      cost pairs, line)); ``fits``: the filter cache of :func:`.steps._fits`.

    ``tables["cards"]`` also works (the older dict-shaped access)."""

    __slots__ = ("cards", "deck_ids", "type_of", "play_info", "steps_by", "settings", "lines", "line_costs",
                 "fits")

    def __init__(self, raw: Mapping[str, Any]) -> None:
        cards = {c["id"]: c for c in raw["cards"]}
        settings = raw["settings"]
        placed = raw["rulings"]["placed_before_text"]
        self.cards = cards
        self.deck_ids = tuple(c["id"] for c in raw["cards"] for _ in range(c["copies"]))
        self.type_of = {cid: c["type"] for cid, c in cards.items()}
        self.play_info = {cid: (c["destination"], c["vp"], c["destination"] in placed, ("destination", c["destination"]),
                                ("id", cid), ("vp", c["vp"]), "card:" + cid) for cid, c in cards.items()}
        self.settings = settings
        self.lines = {sid: {line["id"]: line for line in s["lines"]} for sid, s in settings.items() if s["kind"] == "A"}
        self.line_costs = {a: tuple((lid, tuple(line["cost"].items()), line) for lid, line in lines.items())
                           for a, lines in self.lines.items()}
        steps_by: dict[str, dict[str, Any]] = {"card": {}, "start": {}, "line": {}}
        for cid, c in cards.items():
            steps_by["card"][cid] = c["steps"]
            steps_by["start"][cid] = c.get("start_of_turn", [])
        for a, lines in self.lines.items():
            for lid, line in lines.items():
                steps_by["line"][f"{a}.{lid}"] = line["steps"]
        self.steps_by = steps_by
        self.fits: dict[tuple[Any, Any], frozenset[str]] = {}

    def __getitem__(self, key: str) -> Any:
        return getattr(self, key)


#: the tables of the shipped data (the module's own objects: default play is untouched)
TABLES = Tables(DATA)
TABLES.cards = CARDS

#: the editable card data (registered on the ``GameSpec``)
SCHEMA = gamedata.DataSchema("dark_tales", lambda: DATA, editables, _check_merged,
                             lambda raw: Tables(normalise(raw)), TABLES,
                             totals={"copies": (DECK_SIZE, DECK_SIZE)})
