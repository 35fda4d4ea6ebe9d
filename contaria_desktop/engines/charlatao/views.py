"""Per-seat views and the final :class:`Result` (shapes in ``docs/charlatao-engine-contract.md``).

A view holds only what its seat may know: its own hand and passing choices, the quality
spaces it has seen, its own discard, and everything public (played cards, won piles,
counts, voids shown in play). Face-down places are drawn with opaque handles
(``"d0"``... discard pile, ``"x0"``... set-aside cards, ``"e0"``... Ea-Nasir's hand,
``"q:<space>"`` quality spaces) whose identity is filled in only when known. A known card
(CARD) is shown by its id ``"<suit>-<rank>"`` (``"blue-3"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core import Result
from . import duel
from .rules_data import DATA, ea_nasir_duel_entry, scoring_entry, setup, two_player
from .scoring import game_winners

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState

_PROMPTS = {
    "choose_excellent": "charlatao.prompt.choose_excellent",
    "discard": "charlatao.prompt.discard",
    "pass": "charlatao.prompt.pass_card",
    "play": "charlatao.prompt.play",
    "peek": "charlatao.prompt.peek",
    "give": "charlatao.prompt.give",
    "take": "charlatao.prompt.take",
    "over": "charlatao.prompt.game_over",
}


def _face_down(prefix: str, cs: list[str], shown: set[str] | None) -> dict[str, Any]:
    """Face-down cards as ``{"handles": [...], "cards": [CARD | None, ...]}`` (``shown``:
    the ids the viewer may see, or None for all)."""
    return {"handles": [f"{prefix}{i}" for i in range(len(cs))],
            "cards": [c if shown is None or c in shown else None for c in cs]}


def side_in_use(st: "CharlataoState") -> str:
    return st.options.get("two_player_side", "advanced") if st.is_duel else st.options.get("side", "basic")


def scoring_info(num_players: int, side: str, with_source: bool = False,
                 data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Scoring data of every character in play (``per_suit`` / ``per_suit_by_phase`` /
    ``tricks``, and ``verified``; ``status`` and ``source`` too when ``with_source``), so the
    UI can mark values that are not verified against a printed card. In 2 players
    ``ea_nasir`` is Ea-Nasir's derived third-buyer row. ``data``: a rules-data override (issue 14)."""
    out = {}
    entries = [(ch, scoring_entry(ch, side, data)) for ch in setup(num_players)["characters"]]
    if num_players == 2:
        entries.append(("ea_nasir", ea_nasir_duel_entry(side, data)))
    for ch, e in entries:
        keys = ("per_suit", "per_suit_by_phase", "tricks", "verified")
        if with_source:
            keys += ("status", "source")
        out[ch] = {k: e[k] for k in keys if k in e}
    return out


def build(st: "CharlataoState", seat: int | None, omniscient: bool) -> dict[str, Any]:
    """The view of ``seat`` (``None``: spectator); everything when ``omniscient``."""
    n = st.num_players
    duel_ = n == 2
    if omniscient or st.revealed:
        known: Any = st.qualities
    else:
        known = st.known[seat] if seat is not None else ()
    side = side_in_use(st)
    scoring = scoring_info(n, side, data=st.data_overrides)
    history = st.history
    last = history[-1] if history else None
    won = st.won
    view: dict[str, Any] = {
        "game": "charlatao", "num_players": n, "viewer": seat, "omniscient": omniscient,
        "variant": "two_player" if duel_ else "standard",
        "side": side, "trump_option": not duel_ and bool(st.options.get("trump", True)),
        "round": st.round, "rounds": None if duel_ else n,
        "phase": st.phase, "prompt": _PROMPTS[st.phase],
        "current_player": st.current, "is_terminal": st.phase == "over",
        "suits": list(st.suits), "removed_suit": st.removed_suit,
        "characters": list(st.characters),
        "qualities": {sp: (suit if sp in known else None) for sp, suit in st.qualities.items()},
        "revealed": st.revealed,
        "revelation_after": None if duel_ else setup(n)["revelation_after_trick"],
        "hands": [list(h) if omniscient or s == seat else None for s, h in enumerate(st.hands)],
        "hand_counts": [len(h) for h in st.hands],
        "trump": st.trump_suit, "trump_card": st.trump_card,
        "trick": {"number": st.tricks_done + 1, "leader": st.leader, "cards": list(st.trick)},
        "tricks_played": st.tricks_done,
        "last_trick": None if last is None else {
            "number": last["number"], "leader": last["leader"], "winner": last["winner"],
            "phase": last["phase"], "cards": list(last["cards"])},
        "tricks_won": [list(w) for w in st.won_tricks],
        "won_cards": [w[0] + w[1] for w in won],
        "voids": [list(v) for v in st.voids],
        "scores": {"rounds": [list(r) for r in st.round_points],
                   "totals": [sum(r[s] for r in st.round_points) for s in range(n)],
                   # the score lines of every scored round (public once scored: the manual's
                   # "Pontuação" is done in the open), for the per-round score screen
                   "lines": [{k: [dict(line) for line in ls] for k, ls in lines.items()}
                             for lines in st.round_lines]},
        "scoring": scoring,
        "unverified": [ch for ch, e in scoring.items() if not e["verified"]],
        "winners": list(st.winners),
    }
    if duel_:
        view["passing"] = view["discard_pile"] = view["leftover"] = None
        view["duel"] = _duel_view(st, last, omniscient)
    else:
        view["passing"] = _passing_view(st, seat, omniscient)
        shown = None if omniscient else ({st.trump_card} if st.trump_card else set())
        view["discard_pile"] = _face_down("d", st.pile, shown)
        view["discard_pile"]["trump_handle"] = "d0" if st.trump_card else None
        view["leftover"] = _face_down("x", st.leftover, None if omniscient else set())
        view["duel"] = None
    return view


def _passing_view(st: "CharlataoState", seat: int | None, omniscient: bool) -> dict[str, Any]:
    """Who passes to whom, who has decided (public), and only the viewer's own choices and
    received card (another seat's pending choice is never shown)."""
    pending = st.pending
    done = st.phase not in ("choose_excellent", "discard", "pass")
    out: dict[str, Any] = {
        "order": list(st.pass_order), "targets": list(st.pass_to), "complete": done,
        "discarded": [p[0] is not None for p in pending],
        "passed": [p[1] is not None for p in pending],
        "my_discard": None, "my_pass": None, "received": None, "received_from": None,
        "discards": None, "passes": None}
    if seat is not None:
        out["my_discard"], out["my_pass"] = pending[seat]
        if done:
            for giver, to in enumerate(st.pass_to):
                if to == seat and pending[giver][1] is not None:
                    out["received"], out["received_from"] = pending[giver][1], giver
    if omniscient:
        out["discards"] = [p[0] for p in pending]
        out["passes"] = [p[1] for p in pending]
    return out


def _duel_view(st: "CharlataoState", last: dict[str, Any] | None, omniscient: bool) -> dict[str, Any]:
    split = st.split
    holds = DATA["two_player"]["holds"]
    return {
        "first_player": duel.round_first(st) if st.phase != "over" else None,
        "game_first_player": st.first_seat,
        "holders": {holds[ch]: s for s, ch in enumerate(st.characters)},
        "ea_nasir_hidden": _face_down("e", st.ea_hidden, None if omniscient else set()),
        "ea_nasir_card": st.ea_card,
        "ea_nasir_pile": list(st.ea_pile),
        "bribed": list(st.bribed), "briber": st.briber,
        "peeks": dict(st.peeks),
        "split": None if split is None else dict(split, cards=list(split["cards"])),
        "last_division": None if last is None else {
            k: last[k] for k in ("ea_nasir_card", "briber", "given", "took", "kept")},
        "round_wins": dict(st.round_wins),
        "round_winners": [list(w) for w in st.round_winners],
        "ea_nasir_points": list(st.ea_points),
        "wins_needed": DATA["two_player"]["round_wins_to_win"],
        "max_rounds": two_player(st.data_overrides)["max_rounds"],
    }


def result(st: "CharlataoState") -> Result:
    """The final :class:`Result` (see :meth:`CharlataoState.result`)."""
    n = st.num_players
    breakdown: dict[str, list] = {}
    for lines in st.round_lines:
        for key, ls in lines.items():
            breakdown.setdefault(key, []).extend(ls)
    details: dict[str, Any] = {"round_points": [list(r) for r in st.round_points],
                               "unverified": [ch for ch, e in scoring_info(n, side_in_use(st), data=st.data_overrides).items() if not e["verified"]],
                               "side": side_in_use(st)}
    if st.is_duel:
        details.update(ea_nasir_points=list(st.ea_points), round_winners=[list(w) for w in st.round_winners],
                       characters=list(st.characters))
        return Result(scores=(st.round_wins["0"], st.round_wins["1"]), winners=tuple(st.winners),
                      entities={"ea_nasir": st.round_wins["ea_nasir"]}, breakdown=breakdown,
                      details=details)
    from .standard import characters_for_round
    details["characters"] = [characters_for_round(n, st.first_seat, r) for r in range(len(st.round_points))]
    totals = tuple(sum(r[s] for r in st.round_points) for s in range(n))
    winners = st.winners or list(game_winners(totals, st.round_points[-1]))
    return Result(scores=totals, winners=tuple(winners), breakdown=breakdown, details=details)
