"""Hand-written positions (``DarkTalesState.from_position``); the format is documented in
``docs/dark-tales-engine-contract.md`` ("Positions"). Used by tests and playtesters to start
from any moment of a game. Every error raises :class:`PositionError` naming the problem."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core import PositionError, Rng
from ..core.gamedata import DataOverrideError
from . import steps, turn
from .rules_data import CARDS, ITEMS, SCHEMA, SETTINGS_A, SETTINGS_B, SUPPLY

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

_FIELDS = {"num_players", "options", "seed", "settings", "turn_seat", "hands", "tableaus", "common",
           "discard", "deck", "rest", "items", "vp", "turns", "begin_turn", "data"}


def _int(pos: Mapping[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    v = pos.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise PositionError(f"'{key}' must be a whole number from {lo} to {hi}, got {v!r}",
                            "position.bad_number", field=key)
    return v


def _per_seat(pos: Mapping[str, Any], key: str, n: int, default: Any) -> list[Any]:
    v = pos.get(key)
    if v is None:
        return [default() for _ in range(n)]
    if not isinstance(v, list) or len(v) != n:
        raise PositionError(f"'{key}' must hold one entry per seat ({n})", "position.bad_seats", field=key)
    return v


def build(cls: type["DarkTalesState"], pos: Mapping[str, Any]) -> "DarkTalesState":
    """Build a state from ``pos``; raises :class:`PositionError` naming the problem."""
    from . import GAME  # the spec validates options
    if not isinstance(pos, Mapping):
        raise PositionError("a position must be an object", "position.not_object")
    extra = sorted(set(pos) - _FIELDS)
    if extra:
        raise PositionError(f"unknown field {extra[0]!r}", "position.unknown_field", field=extra[0])
    n = pos.get("num_players")
    try:
        GAME.check_players(n)
        options = GAME.resolve_options(pos.get("options"))
    except ValueError as err:
        raise PositionError(str(err), "position.bad_options") from None
    st = cls()
    st.num_players, st.options, st.seed = n, options, None
    try:  # a rules-data override (issue 14): copies and card values in force
        data = SCHEMA.validate(pos.get("data") or {})
    except DataOverrideError as err:
        raise PositionError(f"data: {err}", "position.bad_data", **err.params) from None
    if data:
        st.data_overrides, st.tab = data, SCHEMA.data(data)
        st.card_table = st.tab.cards
    seed = _int(pos, "seed", 0, 0, 2 ** 63)
    st.rng = Rng(seed)
    settings = pos.get("settings", {})
    if not isinstance(settings, Mapping):
        raise PositionError("'settings' must be an object like {\"a\": \"A1\", \"b\": \"B1\"}", "position.bad_settings")
    a = settings.get("a", options["setting_a"] if options["setting_a"] != "random" else SETTINGS_A[0])
    b = settings.get("b", options["setting_b"] if options["setting_b"] != "random" else SETTINGS_B[0])
    if a not in SETTINGS_A:
        raise PositionError(f"'settings.a' must be one of {', '.join(SETTINGS_A)}, got {a!r}", "position.bad_settings")
    if b not in SETTINGS_B:
        raise PositionError(f"'settings.b' must be one of {', '.join(SETTINGS_B)}, got {b!r}", "position.bad_settings")
    st.setting_a, st.setting_b = a, b
    allm = (1 << n) - 1
    # handles are dealt at random so that a handle says nothing about its card
    free = list(range(48))
    Rng(seed ^ 0xD7).shuffle(free)
    left = {cid: c["copies"] for cid, c in st.tab.cards.items()}
    st.ident = [""] * 48
    st.zone = [steps.BOX] * 48
    st.known = [0] * 48

    def take(entry: Any, where: str, zone: int, known: int, hidden: bool) -> int:
        cid, k = entry, known
        if isinstance(entry, Mapping) and hidden:
            cid = entry.get("id")
            kt = entry.get("known_to", [])
            if kt == "all":
                k = allm
            elif isinstance(kt, list) and all(isinstance(x, int) and 0 <= x < n for x in kt):
                for x in kt:
                    k |= 1 << x
            else:
                raise PositionError(f"'{where}': known_to must be a list of seats or \"all\"",
                                    "position.bad_known", field=where)
        if not isinstance(cid, str) or cid not in CARDS:
            raise PositionError(f"'{where}': {cid!r} is not a Dark Tales card id", "position.bad_card",
                                field=where, card=repr(cid))
        if left[cid] <= 0:
            raise PositionError(f"card {cid!r} appears more often than the deck holds ({st.tab.cards[cid]['copies']})",
                                "position.too_many_copies", card=cid)
        left[cid] -= 1
        h = free.pop()
        st.ident[h] = cid
        st.zone[h] = zone
        st.known[h] = k
        return h

    def cards(key: str, value: Any, zone: int, known: int, hidden: bool) -> list[int]:
        if not isinstance(value, list):
            raise PositionError(f"'{key}' must be a list of card ids", "position.bad_cards", field=key)
        return [take(e, f"{key}[{i}]", zone, known, hidden) for i, e in enumerate(value)]

    hands = pos.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise PositionError(f"'hands' must hold one list per seat ({n})", "position.bad_hands")
    st.hands = [cards(f"hands[{s}]", h, s, 1 << s, True) for s, h in enumerate(hands)]
    tabs = _per_seat(pos, "tableaus", n, list)
    st.tableau = [cards(f"tableaus[{s}]", t, steps.TABLEAU + s, allm, False) for s, t in enumerate(tabs)]
    st.common = cards("common", pos.get("common", ["night"]), steps.COMMON, allm, False)
    dn = [CARDS[st.ident[h]]["daynight"] for h in st.common if CARDS[st.ident[h]].get("daynight")]
    if len(dn) != 1:
        raise PositionError(f"'common' must hold exactly one Day or Night card, it holds {len(dn)}",
                            "position.daynight")
    st.daynight = dn[0]
    st.discard = cards("discard", pos.get("discard", []), steps.DISCARD, allm, False)
    deck_top_first = cards("deck", pos.get("deck", []), steps.DECK, 0, True)
    st.deck = deck_top_first[::-1]
    rest = pos.get("rest", "box")
    if rest not in ("box", "deck_bottom"):
        raise PositionError("'rest' must be \"box\" or \"deck_bottom\"", "position.bad_rest")
    leftover = [cid for cid in CARDS for _ in range(left[cid])]
    st.rng.shuffle(leftover)
    others = [take(cid, "rest", steps.BOX if rest == "box" else steps.DECK, 0, False) for cid in leftover]
    if rest == "box":
        st.box = others
    else:
        st.deck = others + st.deck  # under the listed cards
    items = _per_seat(pos, "items", n, dict)
    st.items = []
    st.supply = dict(SUPPLY)
    for s, it in enumerate(items):
        if not isinstance(it, Mapping) or any(k not in ITEMS for k in it):
            raise PositionError(f"'items[{s}]' must map item kinds ({', '.join(ITEMS)}) to counts",
                                "position.bad_items", field=f"items[{s}]")
        row = {k: 0 for k in ITEMS}
        for k, c in it.items():
            if not isinstance(c, int) or isinstance(c, bool) or c < 0:
                raise PositionError(f"'items[{s}].{k}' must be a whole number >= 0", "position.bad_items")
            row[k] = c
            st.supply[k] -= c
            if st.supply[k] < 0:
                raise PositionError(f"more {k} items than the supply holds ({SUPPLY[k]})",
                                    "position.too_many_items", item=k)
        st.items.append(row)
    vps = _per_seat(pos, "vp", n, int)
    for s, v in enumerate(vps):
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise PositionError(f"'vp[{s}]' must be a whole number >= 0", "position.bad_vp")
    st.vp = list(vps)
    st.vp_src = [({"position": v} if v else {}) for v in vps]
    st.turn_seat = _int(pos, "turn_seat", 0, 0, n - 1)
    st.first_player = st.turn_seat
    st.turns = _int(pos, "turns", 1, 0, 10 ** 6)
    if pos.get("begin_turn", False):
        st.turns = max(0, st.turns - 1)
        turn.begin_turn(st, st.turn_seat, [])
    else:
        st.stage = "main"
    return st
