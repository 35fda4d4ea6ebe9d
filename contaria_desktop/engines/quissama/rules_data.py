"""Quissama rules data, read from ``data/quissama.json`` (the board map, the 100-card deck, the
characters and the costs). Provenance (FOUND / DERIVED / INFERRED) is recorded in the file; every
INFERRED number (square and Cabeça de Porco capacities, roads, Bênção Imperial icons, the round cap)
is read from it, never written in code. Sources: ``shared/rules/quissama-rulebook.en.txt``,
``quissama-board-and-cards.md`` §3-4 and ``rulings/data-review.md`` QD-1, QD-7, QD-13.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from ..core import gamedata

DATA_PATH = Path(__file__).with_name("data") / "quissama.json"
DATA: dict[str, Any] = json.loads(DATA_PATH.read_text(encoding="utf-8"))

#: icon codes: N Nagoa, G Guaiamum, C coin, L Liberty, B Bourgeois, K Crown
SYMBOLS = ("N", "G", "C", "L", "B", "K")
#: icons whose surplus carries within the turn (OQ-Q4, QD-8)
CARRY = tuple(DATA["rulings"]["surplus_carries"])
IDENTICAL = int(DATA["rulings"]["identical_count"])

KINDS: dict[str, dict[str, Any]] = DATA["cards"]["kinds"]
KIND_ORDER: tuple[str, ...] = tuple(KINDS)
#: kind -> {icon: value} for cards that show icons (basic cards)
ICONS: dict[str, dict[str, int]] = {k: dict(v["icons"]) for k, v in KINDS.items() if "icons" in v}
WILD = next(k for k, v in KINDS.items() if "wild" in v)
WILD_ICONS = tuple(KINDS[WILD]["wild"])
SPECIALS = tuple(k for k, v in KINDS.items() if v.get("special"))
SCANDAL = next(k for k, v in KINDS.items() if v.get("variant_count") == "players+1")
#: icon -> [(kind, value)] of the basic cards showing it
BY_ICON: dict[str, list[tuple[str, int]]] = {s: [] for s in SYMBOLS}
for _k, _icons in ICONS.items():
    for _s, _v in _icons.items():
        BY_ICON[_s].append((_k, _v))

SQUARES: dict[str, dict[str, Any]] = DATA["squares"]["ids"]
BUSINESSES: dict[str, dict[str, Any]] = DATA["businesses"]["ids"]
WORKERS = int(DATA["businesses"]["worker_spaces"])
CDP: dict[str, Any] = DATA["cabeca_de_porco"]
CDP_CAPACITY = int(CDP["capacity"])
REGIONS: dict[str, dict[str, Any]] = DATA["regions"]
GANG_OF_REGION = {r: v["gang"] for r, v in REGIONS.items() if isinstance(v, dict)}
REGION_OF_GANG = {g: r for r, g in GANG_OF_REGION.items()}
OTHER_GANG = {"N": "G", "G": "N"}
MINISTRY_SLOTS = int(DATA["ministry"]["slots"])
MEEPLES = int(DATA["meeples_per_player"]["value"])
BLACK = int(DATA["black_capoeiras"]["value"])
HAND = int(DATA["hand_size"]["value"])
MARKET = int(DATA["market_size"]["value"])
MAX_RENEWALS = int(DATA["market_max_renewals"]["value"])
COLOURS = tuple(DATA["colours"]["ids"])
CHARACTERS: dict[str, dict[str, Any]] = DATA["characters"]["ids"]
CHAR_ORDER: tuple[str, ...] = tuple(DATA["characters"]["order"])
COSTS: dict[str, Any] = DATA["costs"]
ROUND_CAP = DATA["round_cap"]


def gang_of_square(square: str) -> str:
    """``"N"`` or ``"G"``: the gang of a square's region (rulebook, The Capoeiras and the Squares)."""
    return GANG_OF_REGION[SQUARES[square]["region"]]


def gang_of_business(business: str) -> str:
    """The gang a business employs: its region's (rulebook, Businesses; board §3.2)."""
    return GANG_OF_REGION[BUSINESSES[business]["region"]]


def deck_counts(num_players: int, options: Mapping[str, Any],
                data: Mapping[str, Any] | None = None) -> dict[str, int]:
    """Card kind -> copies in the deck. Advanced rules: «Control the Scandals, using one card
    more than the number of players» and «Control the Imperial Blessings, using the number of
    cards corresponding to the number of players» (QD-1: both on gives 94/96/98/100).
    ``data``: a validated rules-data override (issue 14; none: the shipped counts)."""
    kinds = SCHEMA.data(data)["kinds"] if data else KINDS
    out = {k: int(v["count"]) for k, v in kinds.items()}
    if options.get("fewer_scandals"):
        out[SCANDAL] = min(out[SCANDAL], num_players + 1)
    if options.get("fewer_blessings"):
        out[WILD] = min(out[WILD], num_players)
    return out


def start_capoeiras(options: Mapping[str, Any]) -> dict[str, int]:
    """Square -> capoeiras at setup: 2 each (data ``start``), 1 under the advanced rule «Reduce
    the initial number from 2 to 1 capoeira in each square»."""
    return {q: (1 if options.get("one_capoeira_per_square") else int(v["start"])) for q, v in SQUARES.items()}


class _KindOf(dict):
    """Card id -> kind id; ids not listed (``"KIND.n"`` with a larger n) are split on demand."""

    def __missing__(self, card: str) -> str:
        return card.rsplit(".", 1)[0]


_KIND_OF = _KindOf({f"{k}.{i}": k for k in KINDS for i in range(64)})

#: ``kind_of("NAGOA_1.3") == "NAGOA_1"``: the kind id of a card id ``"KIND.n"`` (a dict lookup,
#: usable with ``map``)
kind_of = _KIND_OF.__getitem__


#: ranges of the editable values (issue 14)
CAPACITY_RANGE = (1, 12)
COUNT_RANGE = (0, 20)
#: range of the most Market renewals in a row (R11, OQ-Q25: a house bound, INFERRED)
RENEWALS_RANGE = (1, 30)
#: the most cards a deck may hold (the per-turn decision bound counts at most 100 discards)
MAX_DECK = 100
#: range of each icon of the Imperador's target costs (R20, OQ-Q12, QD-12: INFERRED)
TARGET_COST_RANGE = (0, 5)


def imperador_costs(raw: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The Imperador's target costs of ``raw`` (the shipped or merged data): ``{target:
    {icon: amount > 0}}`` for each target the data lists (``merchant``, ``minister``; R20).
    Raises ``KeyError``/``TypeError`` on a malformed entry."""
    return {t: {s: int(n) for s, n in cost.items() if int(n) > 0}
            for t, cost in raw["costs"]["imperador_targets"].items() if isinstance(cost, dict)}


#: the shipped target costs (the state's default ``imp_cost``)
IMPERADOR_COSTS = imperador_costs(DATA)


def editables(raw: Mapping[str, Any]) -> list[gamedata.Editable]:
    """The editable values (issue 14): each square's capacity (``squares.<id>.capacity``) and
    the Cabeça de Porco's (``cabeca_de_porco.capacity``), both INFERRED (board §3.2-3.3, QD-7),
    each business's road (``businesses.<id>.square``: the square that feeds it, a choice among
    the squares of its region, INFERRED, board §3.2), the most Market renewals in a row
    (``market_max_renewals.value``, R11, INFERRED), the Imperador's target costs
    (``costs.imperador_targets.<merchant|minister>.<icon>``: each icon's amount, 0 for none,
    R20 / OQ-Q12 / QD-12, INFERRED), and the copies of each card kind (``cards.<kind>.count``:
    basic counts FOUND, specials' pairing derived, REVIEW)."""
    out = []
    bz = raw["businesses"]
    for b, v in bz["ids"].items():
        region = v["region"]
        allowed = tuple(q for q, w in raw["squares"]["ids"].items() if w["region"] == region)
        out.append(gamedata.Editable(f"businesses.{b}.square", ("businesses", "ids", b, "square"), 0, 0, v["square"],
                                     gamedata.provenance_of(bz.get("status")), str(bz.get("source", "")), b,
                                     "road", allowed))
    lo, hi = CAPACITY_RANGE
    sq = raw["squares"]
    for q, v in sq["ids"].items():
        out.append(gamedata.Editable(f"squares.{q}.capacity", ("squares", "ids", q, "capacity"), lo, hi,
                                     int(v["capacity"]), gamedata.provenance_of(sq.get("status")),
                                     str(sq.get("source", "")), q, "capacity"))
    cdp = raw["cabeca_de_porco"]
    out.append(gamedata.Editable("cabeca_de_porco.capacity", ("cabeca_de_porco", "capacity"), lo, hi,
                                 int(cdp["capacity"]), gamedata.provenance_of(cdp.get("status")),
                                 str(cdp.get("source", "")), "cabeca_de_porco", "capacity"))
    mr = raw["market_max_renewals"]
    out.append(gamedata.Editable("market_max_renewals.value", ("market_max_renewals", "value"), *RENEWALS_RANGE,
                                 int(mr["value"]), gamedata.provenance_of(mr.get("status")), str(mr.get("source", "")),
                                 "market", "max_renewals"))
    targets = raw["costs"]["imperador_targets"]
    for t, cost in targets.items():
        if not isinstance(cost, dict):
            continue
        for s in SYMBOLS:
            out.append(gamedata.Editable(f"costs.imperador_targets.{t}.{s}", ("costs", "imperador_targets", t, s),
                                         *TARGET_COST_RANGE, int(cost.get(s, 0)),
                                         gamedata.provenance_of(targets.get("status")), str(targets.get("source", "")),
                                         "IMPERADOR", f"target_cost.{t}"))
    lo, hi = COUNT_RANGE
    for k, v in raw["cards"]["kinds"].items():
        prov = gamedata.REVIEW if v.get("special") else gamedata.FOUND
        out.append(gamedata.Editable(f"cards.{k}.count", ("cards", "kinds", k, "count"), lo, hi, int(v["count"]),
                                     prov, str(raw["cards"].get("status", "")), k, "count"))
    return out


def _check_merged(raw: Mapping[str, Any]) -> None:
    """Cross-checks of merged data (raise ``ValueError``): every square holds its start
    capoeiras (Setup), the deck deals the Market and five hands (Setup), a road leads to a
    square of its business's region (board §3.2), and each Imperador target costs at least
    one icon (R20: «paying its cost»; ``data.too_small``)."""
    for q, v in raw["squares"]["ids"].items():
        if v["capacity"] < v["start"]:
            raise gamedata.DataOverrideError(f"square {q} must hold its {v['start']} starting capoeiras",
                                             "data.too_small", field=f"squares.{q}.capacity", min=int(v["start"]))
    total = sum(v["count"] for v in raw["cards"]["kinds"].values())
    need = int(raw["market_size"]["value"]) + int(raw["hand_size"]["value"]) * int(raw["players"]["max"])
    if not need <= total <= MAX_DECK:  # the per-turn decision bound counts at most 100 cleanup discards
        raise gamedata.DataOverrideError(f"the deck needs {need} to {MAX_DECK} cards, the data gives {total}",
                                         "data.deck_size", field="cards.*.count", min=need, max=MAX_DECK,
                                         got=total)
    squares = raw["squares"]["ids"]
    for b, v in raw["businesses"]["ids"].items():  # a road joins a business to a square of its region
        q = v["square"]
        if q not in squares or squares[q]["region"] != v["region"]:
            raise gamedata.DataOverrideError(f"business {b}: its road must lead to a square of {v['region']}",
                                             "data.bad_choice", field=f"businesses.{b}.square",
                                             choices=", ".join(x for x, w in squares.items()
                                                               if w["region"] == v["region"]))
    for t, cost in imperador_costs(raw).items():
        if not cost:
            raise gamedata.DataOverrideError(f"the Imperador's {t} replacement must cost at least one icon",
                                             "data.too_small", field=f"costs.imperador_targets.{t}.*", min=1)


def _build(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The tables an override changes: ``kinds``, ``sq_cap`` (square -> capacity), ``cdp_cap``,
    ``bz_square`` (business -> the square its road leads to), ``max_renewals``, ``imp_cost``
    (:func:`imperador_costs`)."""
    return {"kinds": raw["cards"]["kinds"], "imp_cost": imperador_costs(raw),
            "bz_square": {b: v["square"] for b, v in raw["businesses"]["ids"].items()},
            "max_renewals": int(raw["market_max_renewals"]["value"]),
            "sq_cap": {q: int(v["capacity"]) for q, v in raw["squares"]["ids"].items()},
            "cdp_cap": int(raw["cabeca_de_porco"]["capacity"])}


#: the editable board and deck data (registered on the ``GameSpec``)
#: the deck must deal the Market and five hands, and hold at most MAX_DECK cards (Setup)
MIN_DECK = int(DATA["market_size"]["value"]) + int(DATA["hand_size"]["value"]) * int(DATA["players"]["max"])
SCHEMA = gamedata.DataSchema("quissama", lambda: DATA, editables, _check_merged, _build,
                             totals={"count": (MIN_DECK, MAX_DECK)})
