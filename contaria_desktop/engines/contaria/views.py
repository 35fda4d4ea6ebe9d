"""Per-seat views (docs/contaria-engine-contract.md "view(seat)"; cards.md Errata 2–3).

A view holds exactly what the viewer may know: initial types and everything face up are
public; the identity of a face-down card is shown only to a seat that knows it (it was dealt
that card, or peeked at it). ``omniscient`` fills every identity (playtest mode, replays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import HANDLES

if TYPE_CHECKING:  # pragma: no cover
    from .state import ContariaState


def build_view(st: "ContariaState", seat: int | None, omniscient: bool) -> dict[str, Any]:
    """The view dict for ``seat`` (``None`` = spectator); JSON-safe."""
    n = st.num_players
    cards, ident, up = st.cards.cards, st.ident, st.face_up
    public, dealt = st.public, st.dealt
    peeked = st.peeked[seat] if seat is not None else ()
    everything = omniscient

    def known(h: int) -> bool:  # Errata 3 (same as ContariaState.knows)
        return everything or h in public or up[h] or dealt[h] == seat or h in peeked

    if seat is None and not omniscient:
        def known(h: int) -> bool:  # noqa: F811 - spectators know only public reveals
            return h in public or up[h]
    markers_on: dict[int, list[str]] = {}
    for name, h in st.markers.items():
        if h >= 0:
            markers_on.setdefault(h, []).append(name)
    all_lines = st.score_lines()
    tales = []
    for t in range(n + 1):
        tales.append({"id": t, "owner": t if t < n else None, "cards": [
            {"handle": x["card"], "initial": x["initial"], "face_up": up[h],
             "identity": x["identity"] if known(h) else None, "deactivated": x["deactivated"],
             "markers": list(markers_on.get(h, ())), "points": x["points"]}
            for h, x in zip(st.tales[t], all_lines[t])]})
    hands = []
    for s in range(n):
        hands.append({"seat": s, "cards": [
            {"handle": HANDLES[h], "initial": cards[ident[h]].initial, "face_up": False,
             "identity": cards[ident[h]].id if known(h) else None, "deactivated": False,
             "markers": [], "points": None} for h in st.hands[s]]})
    markers = {}
    for name in st.cards.marker_names:
        h = st.markers[name]
        p = st._placer(name)
        markers[name] = {"on": HANDLES[h] if h >= 0 else None,
                         "placer": HANDLES[p] if h >= 0 and up[p] else None}
    pending = None
    d = st.decision()
    if d is not None:
        kind, choices, prompt, params, dseat, src = d
        if kind == "choose_card":
            ch: list = [HANDLES[h] for h in choices]
        else:
            ch = list(choices)
        pending = {"seat": dseat, "kind": kind, "prompt": prompt, "params": dict(params),
                   "source": HANDLES[src], "choices": ch}
    view = {
        "game": "contaria", "num_players": n, "viewer": seat, "omniscient": omniscient,
        "current_player": st.current_player, "turn": st.turns, "is_terminal": st.over,
        "contaria_tale": n, "tales": tales, "hands": hands,
        "mirrors": [{"seat": s, "total": st.mirrors_total, "used": st.mirrors_used[s]} for s in range(n)],
        "markers": markers, "pending": pending,
        "options": dict(st.options),
    }
    if st.out:
        view["out_of_game"] = len(st.out)
    return view
