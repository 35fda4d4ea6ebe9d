"""Per-seat views and the final :class:`Result` of Dark Tales (shape in
``docs/dark-tales-engine-contract.md``).

Hidden information (DT-S9, DT-T15, DTD-8, OQ-DT10): a card's identity is shown when the card
is in a public zone (tableaus, common area, discard pile) or when the viewer is in the card's
``known`` set (own hand, a card taken from play, the Gypsy's reveal, the Wizard's reveal, a
Secret Helper look). Every seat's VP total is hidden from the others unless the option
``open_scores`` is on; all totals are shown once the game is over (DT-E5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Result
from . import scoring
from .rules_data import CARDS, SETTINGS, inferred
from .steps import HANDLES, line_legal, locked

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

#: card ids with any INFERRED value (the UI marks them unverified)
UNVERIFIED = sorted(c for c in CARDS if inferred(c))


_SEATS_OF = [tuple(s for s in range(4) if m >> s & 1) for m in range(16)]


def _card(st: "DarkTalesState", h: int, show: bool, hidden_zone: bool) -> dict[str, Any]:
    if hidden_zone:
        return {"handle": HANDLES[h], "id": st.ident[h] if show else None,
                "known_to": list(_SEATS_OF[st.known[h]])}
    return {"handle": HANDLES[h], "id": st.ident[h] if show else None}


def build(st: "DarkTalesState", seat: int | None, omniscient: bool) -> dict[str, Any]:
    n = st.num_players
    bit = 0 if seat is None else 1 << seat
    allm = st.all_mask

    def knows(h: int) -> bool:
        return omniscient or bool(st.known[h] & bit) or st.known[h] == allm

    over = st.stage == "over"
    seats = []
    for s in range(n):
        hand = [_card(st, h, knows(h), True) for h in st.hands[s]]
        show_vp = omniscient or over or s == seat or bool(st.options.get("open_scores"))
        seats.append({
            "seat": s,
            "hand": hand,
            "hand_count": len(hand),
            "tableau": [_card(st, h, True, False) for h in st.tableau[s]],
            "items": dict(st.items[s]),
            "vp": st.vp[s] if show_vp else None,
            "witch_lock": locked(st, s),
        })
    deck_known = []
    for i, h in enumerate(reversed(st.deck)):
        if knows(h):
            deck_known.append({"position": i, **_card(st, h, True, True)})
    pending = None
    if st.pending is not None:
        p = st.pending
        pending = {"seat": st.turn_seat, "kind": p["kind"], "prompt": p["prompt"],
                   "params": dict(p["params"]),
                   "choices": [f"c{h:02d}" if isinstance(h, int) else h for h in p.get("choices", [])]}
        if p["kind"] == "may":
            pending["choices"] = [True, False]
    lines = [{"id": lid, "cost": dict(line["cost"]), "status": line.get("status", "INFERRED"),
              "legal": (not over and st.stage == "main" and st.pending is None and st.turn_seat == seat
                        and line_legal(st, st.turn_seat, line))}
             for lid, line in st.tab.lines[st.setting_a].items()]
    out: dict[str, Any] = {
        "game": "dark_tales", "num_players": n, "viewer": seat, "omniscient": omniscient,
        "options": dict(st.options),
        "current_player": st.current_player, "is_terminal": over,
        "turn": st.turns, "turn_seat": st.turn_seat, "first_player": st.first_player,
        "stage": st.stage,
        "settings": {"a": st.setting_a, "b": st.setting_b,
                     "a_inferred": SETTINGS[st.setting_a]["provenance"] == "INFERRED",
                     "b_inferred": SETTINGS[st.setting_b]["provenance"] == "INFERRED"},
        "title": [st.setting_a, st.setting_b],
        "daynight": st.daynight,
        "item_lines": lines,
        "seats": seats,
        "common": [_card(st, h, True, False) for h in st.common],
        "discard": [_card(st, h, True, False) for h in st.discard],
        "deck": {"count": len(st.deck), "known": deck_known},
        "supply": dict(st.supply),
        "pending": pending,
        "resolving": [_card(st, f["src"], True, False) for f in st.stack
                      if f["k"] == "card" and f["src"] >= 0 and st.zone[f["src"]] == -5],
        "unverified": UNVERIFIED,
        "reason": st.reason,
        "final": scoring.final(st) if over else None,
    }
    return out


def result(st: "DarkTalesState") -> Result:
    """The final result: ``scores`` = VP after B scoring; ``winners`` after the tie-break;
    ``breakdown[str(seat)]`` lines sum to the score; ``details``: ``reason``
    (``empty_hand``/``turn_cap``), ``settings``, ``tie_break``, ``play_vp``, ``b_vp``, ``turns``."""
    f = scoring.final(st)
    return Result(
        scores=tuple(f["scores"]), winners=tuple(f["winners"]), breakdown=f["breakdown"],
        details={"reason": st.reason, "settings": [st.setting_a, st.setting_b], "tie_break": f["tie_break"],
                 "play_vp": f["play_vp"], "b_vp": f["b_vp"], "turns": st.turns,
                 "unverified_cards": list(UNVERIFIED)})
