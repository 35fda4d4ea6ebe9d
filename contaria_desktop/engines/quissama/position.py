"""Hand-written positions (``QuissamaState.from_position``), documented in
``docs/quissama-engine-contract.md`` ("Positions"). Every count is checked against the limits of
the data (cards per kind, 30 black capoeiras, 10 meeples per colour, capacities) before anything
is built; a wrong position raises :class:`PositionError` naming the problem.

A position may carry ``"data"``: a rules-data override (issue 14, ``{dotted key: value}`` as in
an override file). It is validated by the game's data schema, the counts and capacities are
checked against the data in force, and the state runs on it (``state.data_overrides``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core import PositionError, Rng
from ..core.gamedata import DataOverrideError
from .rules_data import (BLACK, BUSINESSES, CHAR_ORDER, KINDS, MARKET, MEEPLES, MINISTRY_SLOTS, SCHEMA, SQUARES,
                         WORKERS, deck_counts, start_capoeiras)

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState

KEYS = {"players", "seed", "options", "current", "first_player", "phase", "hands", "market", "discard",
        "stash", "removed", "deck", "squares", "cdp", "businesses", "ministry", "gallery", "credit",
        "conquests", "turn_number", "data"}


def _err(msg: str, **params: Any) -> PositionError:
    return PositionError(msg, "position.invalid", **params)


def _seat(v: Any, n: int, where: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < n:
        raise _err(f"{where}: {v!r} is not a seat 0..{n - 1}", where=where)
    return v


def _cards(v: Any, where: str) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(k, str) for k in v):
        raise _err(f"{where} must be a list of card kinds", where=where)
    for k in v:
        if k not in KINDS:
            raise _err(f"{where}: unknown card kind {k!r}", where=where, kind=k)
    return v


def build(cls: type["QuissamaState"], pos: Mapping[str, Any]) -> "QuissamaState":
    """Build a state from ``pos`` (see the contract). Raises :class:`PositionError`."""
    from . import GAME
    if not isinstance(pos, Mapping):
        raise _err("a position must be a JSON object")
    extra = sorted(set(pos) - KEYS)
    if extra:
        raise _err(f"unknown key {extra[0]!r}", name=extra[0])
    n = pos.get("players")
    try:
        n = GAME.check_players(n)
        options = GAME.resolve_options(pos.get("options"))
    except Exception as err:  # OptionError names the problem
        raise _err(str(err)) from None
    try:  # the rules data in force (issue 14): the limits below are its values
        data = SCHEMA.validate(pos.get("data") or {})
    except DataOverrideError as err:
        raise _err(f"data: {err}", **err.params) from None
    tables = SCHEMA.data(data)
    sq_cap, cdp_cap = tables["sq_cap"], tables["cdp_cap"]
    seed = pos.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise _err(f"seed must be a non-negative whole number, not {seed!r}")
    # ---- cards: counts against the deck composition, before building anything
    hands = pos.get("hands", [[] for _ in range(n)])
    if not isinstance(hands, list) or len(hands) != n:
        raise _err(f"hands must list {n} hands", players=n)
    hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
    market = _cards(pos.get("market", []), "market")
    if len(market) > MARKET:
        raise _err(f"the market holds at most {MARKET} cards, not {len(market)}")
    zones = {"discard": _cards(pos.get("discard", []), "discard"), "stash": _cards(pos.get("stash", []), "stash"),
             "removed": _cards(pos.get("removed", []), "removed")}
    deck_given = pos.get("deck")
    if deck_given is not None:
        zones["deck"] = _cards(deck_given, "deck")
    limit = deck_counts(n, options, data)
    used: dict[str, int] = {}
    for lst in [*hands, market, *zones.values()]:
        for k in lst:
            used[k] = used.get(k, 0) + 1
    for k, c in sorted(used.items()):
        if c > limit[k]:
            raise _err(f"{c} cards of kind {k!r}, but the deck has only {limit[k]}", kind=k, count=c, limit=limit[k])
    # ---- board
    squares = dict(start_capoeiras(options))
    for q, c in (pos.get("squares") or {}).items():
        if q not in SQUARES:
            raise _err(f"unknown square {q!r}", square=q)
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= sq_cap[q]:
            raise _err(f"square {q}: {c!r} capoeiras, capacity is {sq_cap[q]}", square=q)
        squares[q] = c
    cdp = pos.get("cdp", 0)
    if not isinstance(cdp, int) or isinstance(cdp, bool) or not 0 <= cdp <= cdp_cap:
        raise _err(f"the Cabeça de Porco holds 0..{cdp_cap} capoeiras, not {cdp!r}")
    meeples = [0] * n
    businesses = {b: {"merchant": None, "workers": 0, "token": None, "fresh": False, "used": False} for b in BUSINESSES}
    for b, v in (pos.get("businesses") or {}).items():
        if b not in BUSINESSES:
            raise _err(f"unknown business {b!r}", business=b)
        if not isinstance(v, Mapping):
            raise _err(f"business {b} must be an object")
        m = v.get("merchant")
        w = v.get("workers", 0)
        if m is not None:
            m = _seat(m, n, f"business {b} merchant")
            meeples[m] += 1
        if not isinstance(w, int) or isinstance(w, bool) or not 0 <= w <= WORKERS:
            raise _err(f"business {b}: {w!r} workers, at most {WORKERS}", business=b)
        if w and m is None:
            raise _err(f"business {b} has workers but no merchant («never only capoeiras»)", business=b)
        full = m is not None and w >= WORKERS
        businesses[b] = {"merchant": m, "workers": w, "token": m if full else None,
                         "fresh": bool(v.get("token_fresh", False)) if full else False, "used": False}
    black = sum(squares.values()) + cdp + sum(v["workers"] for v in businesses.values())
    if black > BLACK:
        raise _err(f"{black} capoeiras on the board, but there are only {BLACK}", count=black)
    ministry = pos.get("ministry", [None] * MINISTRY_SLOTS)
    if not isinstance(ministry, list) or len(ministry) != MINISTRY_SLOTS:
        raise _err(f"ministry must list {MINISTRY_SLOTS} slots (seat or null)")
    ministry = [None if m is None else _seat(m, n, f"ministry slot {i + 1}") for i, m in enumerate(ministry)]
    for m in ministry:
        if m is not None:
            meeples[m] += 1
    gallery_in = pos.get("gallery") or {}
    chars = list(gallery_in.get("_present", CHAR_ORDER)) if isinstance(gallery_in, Mapping) else []
    if not isinstance(gallery_in, Mapping):
        raise _err("gallery must be an object {character: {owner, meeples}}")
    gallery = {c: {"owner": None, "meeples": []} for c in chars if c in CHAR_ORDER}
    for c, g in gallery_in.items():
        if c == "_present":
            continue
        if c not in gallery:
            raise _err(f"unknown or absent character {c!r}", character=c)
        owner = g.get("owner")
        if owner is not None:
            owner = _seat(owner, n, f"{c} owner")
        ms = [_seat(m, n, f"{c} meeples") for m in g.get("meeples", [])]
        for m in set(ms):
            if ms.count(m) > 1:
                raise _err(f"{c}: seat {m} has two meeples on it, which would have conquered it", character=c)
            if m == owner:
                raise _err(f"{c}: its owner's own meeple cannot sit on it", character=c)
        if c == "BERNARDINA" and len(set(ms)) > 1:
            raise _err("Bernardina carries meeples of one player at most", character=c)
        for m in ms:
            meeples[m] += 1
        gallery[c] = {"owner": owner, "meeples": ms}
    for s, c in enumerate(meeples):
        if c > MEEPLES:
            raise _err(f"seat {s} uses {c} meeples, but has only {MEEPLES}", seat=s, count=c)
    phase = pos.get("phase", "main")
    if phase not in ("opening", "main", "cleanup"):
        raise _err(f"phase must be opening, main or cleanup, not {phase!r}")
    # ---- build
    st = cls()
    st.num_players, st.options, st.seed, st.rng = n, options, seed, Rng(seed)
    if data:
        st._use_data(data)
    counter: dict[str, int] = {}

    def ids(kinds: list[str]) -> list[str]:
        out = []
        for k in kinds:
            i = counter.get(k, 0)
            counter[k] = i + 1
            out.append(f"{k}.{i}")
        return out

    st.hands = [ids(h) for h in hands]
    st.market = ids(market)
    st.discard, st.stash, st.removed = ids(zones["discard"]), ids(zones["stash"]), ids(zones["removed"])
    if deck_given is not None:
        st.deck = ids(zones["deck"])
    else:
        st.deck = [f"{k}.{i}" for k, c in limit.items() for i in range(counter.get(k, 0), c)]
        st.rng.shuffle(st.deck)
    while len(st.market) < MARKET and st.deck:
        st.market.append(st.deck.pop())
    st.squares, st.cdp = squares, cdp
    st.senzala = BLACK - black
    st.businesses, st.ministry, st.gallery = businesses, ministry, gallery
    st.supply = [MEEPLES - c for c in meeples]
    conquests = pos.get("conquests")
    st.conquests = list(conquests) if isinstance(conquests, list) and len(conquests) == n else [
        sum(1 for c, g in gallery.items() if g["owner"] == s and c != "BERNARDINA") for s in range(n)]
    st.first_player = _seat(pos.get("first_player", 0), n, "first_player")
    cur = _seat(pos.get("current", st.first_player), n, "current")
    st.turn = st._fresh_turn()
    credit = pos.get("credit") or {}
    for k, v in credit.items():
        if k not in st.turn["credit"] or not isinstance(v, int) or v < 0:
            raise _err(f"credit: bad entry {k!r}: {v!r}")
        st.turn["credit"][k] = v
    st.turns = int(pos.get("turn_number", 1))
    st.phase, st.current = phase, cur
    return st
