"""Views (``view(seat)``): what one seat may know, JSON-safe, and per-seat progress toward every
objective so the table can show who is close to winning (issue 13, Board and UI)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules_data import CDP_CAPACITY, CHARACTERS, COLOURS, SQUARES

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState


from .rules_data import kind_of as _kind


def _counts(cards: list[str]) -> dict[str, int]:
    """``{kind: copies}`` of a public pile (its order never matters in Quissama)."""
    out: dict[str, int] = {}
    for c in cards:
        k = _kind(c)
        out[k] = out.get(k, 0) + 1
    return out


def progress(st: "QuissamaState", seat: int, full_sq: int | None = None) -> dict[str, list[dict[str, Any]]]:
    """Character -> progress lines ``{"key", "have", "need"}`` for ``seat`` (e.g. squares filled
    2/3). Lines are message keys the UI translates."""
    if full_sq is None:
        full_sq = st.full_squares()
    ministers, full_bz = st.ministers(seat), st.full_businesses(seat)
    out: dict[str, list[dict[str, Any]]] = {}
    for char in st.gallery:
        obj = CHARACTERS[char]
        kind = obj["objective"]
        if kind == "own_bernardina":
            lines = [{"key": "quissama.progress.bernardina", "have": int(st.active(seat, "BERNARDINA")), "need": 1}]
        elif kind == "cdp_full":
            lines = [{"key": "quissama.progress.cdp", "have": st.cdp, "need": CDP_CAPACITY}]
        elif kind == "ministers_and_full_businesses":
            lines = [{"key": "quissama.progress.ministers", "have": ministers, "need": obj["ministers"]},
                     {"key": "quissama.progress.full_businesses", "have": full_bz,
                      "need": obj["full_businesses"]}]
        elif kind == "ministers":
            lines = [{"key": "quissama.progress.ministers", "have": ministers, "need": obj["ministers"]}]
        elif kind == "full_squares":
            lines = [{"key": "quissama.progress.full_squares", "have": full_sq, "need": obj["squares"]}]
        elif kind == "full_businesses":
            lines = [{"key": "quissama.progress.full_businesses", "have": full_bz,
                      "need": obj["full_businesses"]}]
        else:
            continue
        out[char] = [dict(line, have=min(line["have"], line["need"])) for line in lines]
    return out


def view(st: "QuissamaState", seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    n = st.num_players
    public = set(st.public)
    full_sq = st.full_squares()
    seats = []
    for s in range(n):
        entry: dict[str, Any] = {
            "colour": COLOURS[s], "hand_count": len(st.hands[s]), "supply": st.supply[s],
            "characters": [c for c, g in st.gallery.items() if g["owner"] == s],
            "tokens": [{"business": b, "value": st.token_value(s), "fresh": v["fresh"], "used": v["used"]}
                       for b, v in st.businesses.items() if v["token"] == s],
            "ministers": st.ministers(s), "full_businesses": st.full_businesses(s),
            "progress": progress(st, s, full_sq),
            "holds": [c for c in st.gallery if st.active(s, c)],
        }
        if omniscient or s == seat:
            entry["hand"] = sorted(_kind(c) for c in st.hands[s])
        else:
            entry["known_cards"] = sorted(_kind(c) for c in st.hands[s]
                                          if c in public or (seat is not None and seat in st.known.get(c, ())))
        seats.append(entry)
    out: dict[str, Any] = {
        "game": "quissama", "num_players": n, "seat": seat, "phase": st.phase,
        "current": st.current_player, "first_player": st.first_player, "turn_number": st.turns,
        "round_cap": st.options.get("round_cap"), "options": dict(st.options),
        "squares": {q: {"capoeiras": c, "capacity": SQUARES[q]["capacity"]} for q, c in st.squares.items()},
        "cdp": {"capoeiras": st.cdp, "capacity": CDP_CAPACITY}, "senzala": st.senzala,
        "businesses": {b: {"merchant": v["merchant"], "workers": v["workers"],
                           "token": "board" if v["token"] is None else v["token"]}
                       for b, v in st.businesses.items()},
        "ministry": list(st.ministry),
        "gallery": {c: {"owner": g["owner"], "meeples": list(g["meeples"]), "blocked": st.blocked(c)}
                    for c, g in st.gallery.items()},
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
    if omniscient:
        out["deck"] = [_kind(c) for c in st.deck]
    return out
