"""Views (``view(seat)``): what one seat may know, JSON-safe, and per-seat progress toward every
objective so the table can show who is close to winning (issue 13, Board and UI)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules_data import BUSINESSES, CDP_CAPACITY, CHARACTERS, COLOURS, SQUARES, WORKERS

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState


from .rules_data import kind_of as _kind

#: business -> the square its road leads to, as printed (the view names roads only when data moved one)
_SHIPPED_ROADS = {b: v["square"] for b, v in BUSINESSES.items()}


def _counts(cards: list[str]) -> dict[str, int]:
    """``{kind: copies}`` of a public pile (its order never matters in Quissama)."""
    out: dict[str, int] = {}
    get = out.get
    for k in map(_kind, cards):
        out[k] = get(k, 0) + 1
    return out


#: character -> its progress lines as (message key, measure, need); measures: ``bernardina``
#: (holds her unblocked), ``cdp`` (capoeiras there), ``ministers``, ``full_businesses`` (own),
#: ``full_squares`` (all) — the objectives of the rulebook (Know the Characters; board §9)
_LINES: dict[str, tuple[tuple[str, str, int], ...]] = {}
for _c, _obj in CHARACTERS.items():
    _kind_ = _obj.get("objective")
    if _kind_ == "own_bernardina":
        _LINES[_c] = (("quissama.progress.bernardina", "bernardina", 1),)
    elif _kind_ == "cdp_full":
        _LINES[_c] = (("quissama.progress.cdp", "cdp", CDP_CAPACITY),)
    elif _kind_ == "ministers_and_full_businesses":
        _LINES[_c] = (("quissama.progress.ministers", "ministers", _obj["ministers"]),
                      ("quissama.progress.full_businesses", "full_businesses", _obj["full_businesses"]))
    elif _kind_ == "ministers":
        _LINES[_c] = (("quissama.progress.ministers", "ministers", _obj["ministers"]),)
    elif _kind_ == "full_squares":
        _LINES[_c] = (("quissama.progress.full_squares", "full_squares", _obj["squares"]),)
    elif _kind_ == "full_businesses":
        _LINES[_c] = (("quissama.progress.full_businesses", "full_businesses", _obj["full_businesses"]),)
_CAPACITY = {q: v["capacity"] for q, v in SQUARES.items()}


def _progress(gallery: Any, measures: dict[str, int]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for char in gallery:
        lines = _LINES.get(char)
        if lines is not None:
            out[char] = [{"key": key, "have": min(measures[m], n), "need": n}
                         for key, m, need in lines for n in (measures.get(m + "_cap", need),)]
    return out


def progress(st: "QuissamaState", seat: int, full_sq: int | None = None) -> dict[str, list[dict[str, Any]]]:
    """Character -> progress lines ``{"key", "have", "need"}`` for ``seat`` (e.g. squares filled
    2/3), ``have`` capped at ``need``. Lines are message keys the UI translates."""
    return _progress(st.gallery, {
        "bernardina": int(st.active(seat, "BERNARDINA")), "cdp": st.cdp, "cdp_cap": st.cdp_cap, "ministers": st.ministers(seat),
        "full_businesses": st.full_businesses(seat),
        "full_squares": st.full_squares() if full_sq is None else full_sq})


def view(st: "QuissamaState", seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """What ``seat`` may see (``None``: a spectator; ``omniscient``: everything), in the shape of
    ``docs/quissama-engine-contract.md`` (View). Built from one pass over the Gallery and one over
    the businesses (issue 13, Numbers)."""
    n = st.num_players
    gallery = st.gallery
    businesses = st.businesses
    chars_of: list[list[str]] = [[] for _ in range(n)]
    holds: list[list[str]] = [[] for _ in range(n)]
    gallery_out: dict[str, Any] = {}
    for c, g in gallery.items():
        owner = g["owner"]
        ms = g["meeples"]
        blocked = owner is not None and any(m != owner for m in ms)
        gallery_out[c] = {"owner": owner, "meeples": list(ms), "blocked": blocked}
        if owner is not None:
            chars_of[owner].append(c)
            if not blocked:
                holds[owner].append(c)
    full_bz = [0] * n
    tokens: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in range(n)]
    businesses_out: dict[str, Any] = {}
    for b, v in businesses.items():
        m, w, t = v["merchant"], v["workers"], v["token"]
        if m is not None and w >= WORKERS:
            full_bz[m] += 1
        if t is not None:
            tokens[t].append((b, v))
        businesses_out[b] = {"merchant": m, "workers": w, "token": "board" if t is None else t}
    full_sq = 0
    squares_out: dict[str, Any] = {}
    for q, c in st.squares.items():
        cap = st.sq_cap[q]
        if c >= cap:
            full_sq += 1
        squares_out[q] = {"capoeiras": c, "capacity": cap}
    public = st.public
    known = st.known
    ministry = st.ministry
    seats = []
    for s in range(n):
        ministers = ministry.count(s)
        toks = tokens[s]
        if toks:
            value = st.token_value(s)
            tok_out = [{"business": b, "value": value, "fresh": v["fresh"], "used": v["used"]} for b, v in toks]
        else:
            tok_out = []
        entry: dict[str, Any] = {
            "colour": COLOURS[s], "hand_count": len(st.hands[s]), "supply": st.supply[s],
            "characters": chars_of[s], "tokens": tok_out, "ministers": ministers, "full_businesses": full_bz[s],
            "progress": _progress(gallery, {"bernardina": int("BERNARDINA" in holds[s]), "cdp": st.cdp,
                                            "ministers": ministers, "full_businesses": full_bz[s],
                                            "full_squares": full_sq}),
            "holds": holds[s],
        }
        if omniscient or s == seat:
            entry["hand"] = sorted(_kind(c) for c in st.hands[s])
        elif public or (seat is not None and known):
            entry["known_cards"] = sorted(_kind(c) for c in st.hands[s]
                                          if c in public or (seat is not None and seat in known.get(c, ())))
        else:
            entry["known_cards"] = []
        seats.append(entry)
    out: dict[str, Any] = {
        "game": "quissama", "num_players": n, "seat": seat, "phase": st.phase,
        "current": st.current_player, "first_player": st.first_player, "turn_number": st.turns,
        "round_cap": st.options.get("round_cap"), "options": dict(st.options),
        "squares": squares_out,
        "cdp": {"capoeiras": st.cdp, "capacity": st.cdp_cap}, "senzala": st.senzala,
        "businesses": businesses_out,
        "ministry": list(ministry),
        "gallery": gallery_out,
        "market": [None if c is None else _kind(c) for c in st.market],
        "stash": [_kind(c) for c in st.stash],
        "discard": _counts(st.discard), "discard_count": len(st.discard),
        "removed": _counts(st.removed),
        "deck_count": len(st.deck),
        "seats": seats,
        "winner": st.winner, "end_reason": st.end_reason,
        # the instruction bar's sentence (a message key the UI translates, issue 13 Board and UI)
        "prompt": f"quissama.prompt.{st.phase}",
    }
    if st.phase in ("main", "cleanup"):
        t = st.turn
        out["turn"] = {"credit": dict(t["credit"]), "market_uses": t["market_uses"],
                       "abilities_used": list(t["abilities"]), "conquered": list(t["conquered"]),
                       "bernardina_action": t["bernardina"]}
    if st.pending is not None:
        pend = dict(st.pending)
        out["pending"] = {"seat": st.current, "kind": pend["kind"],
                          "params": {k: v for k, v in pend.items() if k != "kind"},
                          "prompt": f"quissama.prompt.{pend['kind']}"}
    if st.bz_square != _SHIPPED_ROADS:
        # rules data moved a road (issue 14): the board draws the roads in force; absent with
        # the shipped data, so views stay as they were
        out["roads"] = dict(st.bz_square)
    if omniscient:
        out["deck"] = [_kind(c) for c in st.deck]
    return out
