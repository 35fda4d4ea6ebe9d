"""End of the game: setting card B (DT-E4, DT-G2, DT-G7/G8) and the winner (DT-E5..E7).

B scoring only reads the state (OQ-DT9: items are not consumed). Every count honours the Dark
Lord's exclusion (DT-N2, DTD-3). Ranking awards: ties per the option ``ranking_ties``
(default ``share_full_skip``: tied seats each get the full award and the next place is skipped,
OQ-DT8); a value of 0 gets nothing (data ``ranking_zero_scores_nothing``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules_data import CARDS, ITEMS, RULINGS, SETTINGS
from .steps import EXCLUDED, matches

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

P = "dark_tales."
#: a card's VP line is unverified when its printed VP or its effect is INFERRED
_CARD_INFERRED = {cid: c["provenance"].get("vp") == "INFERRED" or c["provenance"].get("effect") == "INFERRED"
                  for cid, c in CARDS.items()}

#: an A card's item line is unverified when its status is INFERRED
_LINE_INFERRED = {(a, x["id"]): x.get("status") == "INFERRED"
                  for a, setting in SETTINGS.items() for x in setting.get("lines", ())}


def _side_count(st: "DarkTalesState", seat: int, side: dict[str, Any]) -> int:
    if "item" in side:
        return st.items[seat][side["item"]]
    f = side["card"]
    ident = st.ident
    type_of = st.tab.type_of
    return sum(1 for h in st.tableau[seat] if ident[h] not in EXCLUDED and matches(ident[h], f, type_of))


def metric_value(st: "DarkTalesState", seat: int, metric: list[str]) -> int:
    """A ranking value: owned items of the listed kinds plus (``"hand"``) cards in hand."""
    return sum(len(st.hands[seat]) if m == "hand" else st.items[seat][m] for m in metric)


def ranking_awards(values: list[int], awards: list[int], tie_mode: str, zero_nothing: bool) -> list[tuple[int, int]]:
    """``(place, award)`` per seat for ranking ``values`` (higher is better).

    ``share_full_skip``: 1, 1, 3 (each tied seat gets its place's full award); ``dense``: 1, 1, 2;
    ``split_floor``: tied seats split the awards of the places they cover, rounded down.
    Places beyond the award list get 0; with ``zero_nothing`` a value of 0 gets 0."""
    out = []
    distinct = sorted(set(values), reverse=True)
    for v in values:
        higher = sum(1 for w in values if w > v)
        tied = sum(1 for w in values if w == v)
        if tie_mode == "dense":
            place = distinct.index(v) + 1
            award = awards[place - 1] if place <= len(awards) else 0
        else:
            place = higher + 1
            if tie_mode == "split_floor":
                covered = [awards[p] if p < len(awards) else 0 for p in range(higher, higher + tied)]
                award = sum(covered) // tied
            else:
                award = awards[place - 1] if place <= len(awards) else 0
        if zero_nothing and v == 0:
            award = 0
        out.append((place, award))
    return out


def b_lines(st: "DarkTalesState") -> list[list[dict[str, Any]]]:
    """Score lines of setting card B, one list per seat (every line, even 0 points)."""
    n = st.num_players
    sid = st.setting_b
    setting = st.tab.settings[sid]  # the data in force (issue 14)
    lines: list[list[dict[str, Any]]] = [[] for _ in range(n)]
    used = [{k: 0 for k in ITEMS} for _ in range(n)]  # items already in a pair (for "unpaired")
    tie_mode = st.options.get("ranking_ties", RULINGS["ranking_default_tie_mode"])
    for line in setting["scoring"]:
        inferred = line.get("status") == "INFERRED"
        kind = line["kind"]
        if kind == "pair":
            for s in range(n):
                ca, cb = _side_count(st, s, line["a"]), _side_count(st, s, line["b"])
                pairs = min(ca, cb)
                for side in (line["a"], line["b"]):
                    if "item" in side:
                        used[s][side["item"]] += pairs
                lines[s].append({"key": P + "score.pair", "params": {
                    "setting": sid, "line": line["id"], "a": _side_name(line["a"]), "b": _side_name(line["b"]),
                    "count_a": ca, "count_b": cb, "pairs": pairs, "vp_each": line["vp"], "inferred": inferred},
                    "points": pairs * line["vp"]})
        elif kind == "per_item":
            for s in range(n):
                count = sum(st.items[s][k] - (used[s][k] if line.get("unpaired") else 0) for k in line["items"])
                lines[s].append({"key": P + "score.per_item", "params": {
                    "setting": sid, "line": line["id"], "items": list(line["items"]),
                    "unpaired": bool(line.get("unpaired")), "count": count, "vp_each": line["vp"],
                    "inferred": inferred}, "points": count * line["vp"]})
        else:
            values = [metric_value(st, s, line["metric"]) for s in range(n)]
            ranks = ranking_awards(values, line["awards"], tie_mode, RULINGS["ranking_zero_scores_nothing"])
            statuses = line.get("award_status", [])
            for s in range(n):
                place, award = ranks[s]
                st_award = statuses[place - 1] if place - 1 < len(statuses) else "INFERRED"
                lines[s].append({"key": P + "score.ranking", "params": {
                    "setting": sid, "line": line["id"], "metric": list(line["metric"]), "value": values[s],
                    "place": place, "award": award, "tie_mode": tie_mode,
                    "inferred": st_award == "INFERRED"}, "points": award})
    return lines


def _side_name(side: dict[str, Any]) -> str:
    if "item" in side:
        return side["item"]
    f = side["card"]
    return f.get("card") or f.get("type", "")


def play_lines(st: "DarkTalesState", seat: int) -> list[dict[str, Any]]:
    """VP taken during play, one line per source (card id or A-card line)."""
    out = []
    for key in sorted(st.vp_src[seat]):
        pts = st.vp_src[seat][key]
        kind, _, name = key.partition(":")
        if kind == "position":  # VP written into a hand-made position
            out.append({"key": P + "score.position", "params": {}, "points": pts})
        elif kind == "card":
            out.append({"key": P + "score.card", "params": {"id": name, "inferred": _CARD_INFERRED[name]},
                        "points": pts})
        else:
            a, _, lid = name.partition(".")
            out.append({"key": P + "score.item_line", "params": {
                "setting": a, "line": lid, "inferred": _LINE_INFERRED[a, lid]}, "points": pts})
    return out


def final(st: "DarkTalesState") -> dict[str, Any]:
    """Totals, breakdown, winners and tie-break (DT-E5..E7): highest total; then most items
    (all four kinds) + cards in hand; then shared."""
    n = st.num_players
    b = b_lines(st)
    breakdown = {}
    scores = []
    for s in range(n):
        lines = play_lines(st, s) + b[s]
        breakdown[str(s)] = lines
        scores.append(st.vp[s] + sum(x["points"] for x in b[s]))
    best = max(scores)
    tied = [s for s in range(n) if scores[s] == best]
    tie_values = {str(s): sum(st.items[s].values()) + len(st.hands[s]) for s in tied}
    winners = tied
    if len(tied) > 1:
        top = max(tie_values.values())
        winners = [s for s in tied if tie_values[str(s)] == top]
    tie_break = None if len(tied) == 1 else {
        "tied": tied, "values": tie_values, "decided": len(winners) == 1, "shared": len(winners) > 1}
    return {"scores": scores, "winners": winners, "breakdown": breakdown, "tie_break": tie_break,
            "play_vp": list(st.vp), "b_vp": [sum(x["points"] for x in b[s]) for s in range(n)]}
