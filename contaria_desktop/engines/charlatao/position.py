"""Hand-written positions (``CharlataoState.from_position``); the format is documented in
``docs/charlatao-engine-contract.md`` ("Positions"). Used by tests and by playtesters to
start from the middle of a round."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core import PositionError, Rng
from . import duel, standard
from .rules_data import ORDER, QUALITIES, SUIT_OF, SUITS, deck, knowledge, setup

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState

_KEY = ORDER.__getitem__


def _int(pos: Mapping[str, Any], key: str, default: Any, lo: int, hi: int) -> int:
    v = pos.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise PositionError(f"'{key}' must be a whole number from {lo} to {hi}, got {v!r}",
                            "position.bad_number", field=key)
    return v


def _cards(value: Any, where: str, allowed: set[str], seen: set[str]) -> list[str]:
    if not isinstance(value, list):
        raise PositionError(f"'{where}' must be a list of card ids", "position.bad_cards", field=where)
    for c in value:
        if c not in allowed:
            raise PositionError(f"'{where}': {c!r} is not a card in play", "position.bad_card",
                                field=where, card=repr(c))
        if c in seen:
            raise PositionError(f"card {c!r} appears twice", "position.duplicate_card", card=c)
        seen.add(c)
    return list(value)


def build(cls: type["CharlataoState"], pos: Mapping[str, Any]) -> "CharlataoState":
    """Build a state from ``pos``; raises :class:`PositionError` naming the problem."""
    from . import GAME  # the spec validates options
    if not isinstance(pos, Mapping):
        raise PositionError("a position must be an object", "position.not_object")
    n = pos.get("num_players")
    try:
        GAME.check_players(n)
        options = GAME.resolve_options(pos.get("options"))
    except ValueError as err:
        raise PositionError(str(err), "position.bad_options") from None
    st = cls()
    st.num_players, st.options = n, options
    st.seed = None
    st.rng = Rng(_int(pos, "seed", 0, 0, 2 ** 63))
    cfg = setup(n)
    st.suits = list(SUITS)
    if n in (2, 3):
        removed = pos.get("removed_suit", SUITS[-1])
        if removed not in SUITS:
            raise PositionError(f"'removed_suit' must be one of {', '.join(SUITS)}", "position.bad_suit")
        st.removed_suit = removed
        st.suits.remove(removed)
    allowed = set(deck(st.suits, cfg["ranks"]))
    seen: set[str] = set()
    st.first_seat = _int(pos, "first_seat", 0, 0, n - 1)
    st.round = _int(pos, "round", 0, 0, 10 ** 6 if n == 2 else n - 1)
    hands = pos.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise PositionError(f"'hands' must hold one list per seat ({n})", "position.bad_hands")
    st.hands = [sorted(_cards(h, f"hands[{s}]", allowed, seen), key=_KEY) for s, h in enumerate(hands)]
    phase = pos.get("phase", "play")
    if phase not in (("play",) if n == 2 else ("choose_excellent", "discard", "play")):
        raise PositionError(f"'phase' {phase!r} cannot start a position", "position.bad_phase")
    if n == 2:
        st.characters = ["assyrian_buyer", "babylonian_buyer"] if st.first_seat == 0 else \
            ["babylonian_buyer", "assyrian_buyer"]
    else:
        st.characters = standard.characters_for_round(n, st.first_seat, st.round)
    _qualities(st, pos, phase, cfg)
    _scores(st, pos)
    st.trick, st.history = [], []
    st.won, st.won_tricks = [[[], []] for _ in range(n)], [[0, 0] for _ in range(n)]
    st.voids = [[] for _ in range(n)]
    st.pending = [[None, None] for _ in range(n)]
    if n == 2:
        _duel(st, pos, allowed, seen)
    else:
        _standard(st, pos, phase, allowed, seen, cfg)
    st.leftover = sorted(allowed - seen, key=_KEY) if n != 2 else []
    return st


def _qualities(st: "CharlataoState", pos: Mapping[str, Any], phase: str, cfg: Mapping[str, Any]) -> None:
    n = st.num_players
    spaces = cfg["spaces"]
    if phase == "choose_excellent":
        st.qualities = {sp: None for sp in spaces}
        st.known = [[] for _ in range(n)]
        return
    q = pos.get("qualities")
    if not isinstance(q, Mapping) or sorted(q) != sorted(spaces) or sorted(q.values()) != sorted(st.suits):
        raise PositionError(f"'qualities' must give each of {', '.join(spaces)} one suit in play, each suit once",
                            "position.bad_qualities")
    st.qualities = {sp: q[sp] for sp in spaces}
    known = pos.get("known")
    if known is None:
        if n == 2:
            holds = {"assyrian_buyer": "good_babylonian", "babylonian_buyer": "good_assyrian"}
            known = [[holds[ch]] for ch in st.characters]
        else:
            known = [knowledge(ch, n) for ch in st.characters]
    if not isinstance(known, list) or len(known) != n or any(
            not isinstance(k, list) or any(sp not in spaces for sp in k) for k in known):
        raise PositionError("'known' must list, per seat, quality spaces of this player count",
                            "position.bad_known")
    st.known = [[sp for sp in QUALITIES if sp in k] for k in known]


def _scores(st: "CharlataoState", pos: Mapping[str, Any]) -> None:
    n = st.num_players
    rounds = pos.get("scores", [[0] * n for _ in range(st.round)] if n != 2 else [])
    if not isinstance(rounds, list) or any(
            not isinstance(r, list) or len(r) != n or any(not isinstance(x, int) for x in r) for r in rounds):
        raise PositionError("'scores' must be a list of rounds, one whole number per seat", "position.bad_scores")
    if n != 2 and len(rounds) != st.round:
        raise PositionError("'scores' needs one row per round already played", "position.bad_scores")
    st.round_points = [list(r) for r in rounds]
    st.round_lines = [{} for _ in rounds]


def _won(st: "CharlataoState", pos: Mapping[str, Any], allowed: set[str], seen: set[str]) -> None:
    n = st.num_players
    won = pos.get("won")
    if won is None:
        return
    if not isinstance(won, list) or len(won) != n:
        raise PositionError("'won' must hold one entry per seat", "position.bad_won")
    for s, w in enumerate(won):
        parts = w if (isinstance(w, list) and len(w) == 2 and all(isinstance(p, list) for p in w)) else [w, []]
        st.won[s] = [_cards(parts[0], f"won[{s}][0]", allowed, seen), _cards(parts[1], f"won[{s}][1]", allowed, seen)]
    counts = pos.get("won_tricks")
    if counts is None:
        size = 1 if n == 2 else n
        counts = [[len(b) // size, len(a) // size] for b, a in st.won]
    if not isinstance(counts, list) or len(counts) != n or any(
            not isinstance(c, list) or len(c) != 2 or any(not isinstance(x, int) or x < 0 for x in c) for c in counts):
        raise PositionError("'won_tricks' must give [before, after] per seat", "position.bad_won")
    st.won_tricks = [list(c) for c in counts]


def _trick(st: "CharlataoState", pos: Mapping[str, Any], allowed: set[str], seen: set[str]) -> None:
    n = st.num_players
    st.trick = _cards(pos.get("trick", []), "trick", allowed, seen)
    if len(st.trick) >= n:
        raise PositionError("'trick' holds the cards played so far in an unfinished trick", "position.bad_trick")
    # simple rule: seats that played in this trick hold one card fewer than those that have not
    played = {(st.leader + i) % n for i in range(len(st.trick))}
    sizes = {len(st.hands[s]) + (1 if s in played else 0) for s in range(n)}
    if len(sizes) != 1 or 0 in sizes:
        raise PositionError("hand sizes do not match the trick in progress", "position.bad_hand_sizes")
    st.tricks_done = _int(pos, "tricks_played", 0, 0, 20)
    st.flow.turn = (st.leader + len(st.trick)) % n


def _standard(st: "CharlataoState", pos: Mapping[str, Any], phase: str, allowed: set[str], seen: set[str],
              cfg: Mapping[str, Any]) -> None:
    n = st.num_players
    st.pass_to = standard.pass_targets(st.characters)
    ea = st.characters.index("ea_nasir")
    st.pass_order = [(ea + i) % n for i in range(n)]
    st.flow.phase = phase
    st.leader = st.characters.index("assyrian_buyer")
    if phase == "choose_excellent":
        st.flow.turn = st.characters.index("supplier")
        return
    if phase == "discard":
        st.pass_pos, st.flow.turn = 0, st.pass_order[0]
        return
    st.pass_pos = n
    st.pile = _cards(pos.get("discards", []), "discards", allowed, seen)
    trump = pos.get("trump")
    if trump is not None and trump not in st.suits:
        raise PositionError(f"'trump' must be a suit in play or null, got {trump!r}", "position.bad_trump")
    st.trump_suit = trump
    st.trump_card = None
    if st.pile and trump is not None and SUIT_OF[st.pile[0]] == trump:
        st.trump_card = st.pile[0]  # the face-up top of the discards
    st.leader = _int(pos, "leader", st.leader, 0, n - 1)
    _won(st, pos, allowed, seen)
    _trick(st, pos, allowed, seen)
    st.revealed = bool(pos.get("revealed", st.tricks_done >= cfg["revelation_after_trick"]))
    if st.revealed:
        st.known = [[sp for sp in QUALITIES if sp in st.qualities] for _ in range(n)]
    _voids(st, pos)


def _voids(st: "CharlataoState", pos: Mapping[str, Any]) -> None:
    voids = pos.get("voids", [[] for _ in range(st.num_players)])
    if not isinstance(voids, list) or len(voids) != st.num_players or any(
            not isinstance(v, list) or any(x not in st.suits for x in v) for v in voids):
        raise PositionError("'voids' must list suits per seat", "position.bad_voids")
    for s, v in enumerate(voids):
        if any(SUIT_OF[c] in v for c in st.hands[s]):
            raise PositionError(f"seat {s} holds a suit listed in its voids", "position.bad_voids")
    st.voids = [list(v) for v in voids]


def _duel(st: "CharlataoState", pos: Mapping[str, Any], allowed: set[str], seen: set[str]) -> None:
    st.flow.phase = "play"
    st.pass_to, st.pass_order, st.pass_pos = [None, None], [], 0
    st.round_wins = {"0": 0, "1": 0, "ea_nasir": 0}
    wins = pos.get("round_wins", st.round_wins)
    if not isinstance(wins, Mapping) or sorted(wins) != sorted(st.round_wins) or any(
            not isinstance(v, int) or v < 0 for v in wins.values()):
        raise PositionError("'round_wins' must give whole numbers for '0', '1' and 'ea_nasir'",
                            "position.bad_round_wins")
    st.round_wins = dict(wins)
    st.ea_hidden = _cards(pos.get("ea_nasir_hand"), "ea_nasir_hand", allowed, seen)
    card = pos.get("ea_nasir_card")
    st.ea_card = _cards([card], "ea_nasir_card", allowed, seen)[0] if card is not None else None
    st.ea_pile = _cards(pos.get("ea_nasir_pile", []), "ea_nasir_pile", allowed, seen)
    bribed = pos.get("bribed", [False, False])
    if not isinstance(bribed, list) or len(bribed) != 2 or any(not isinstance(b, bool) for b in bribed):
        raise PositionError("'bribed' must be two true/false values", "position.bad_bribed")
    st.bribed = list(bribed)
    peeks = pos.get("peeks", {})
    if not isinstance(peeks, Mapping) or any(sp not in duel.TABLE_SPACES or s not in (0, 1)
                                             for sp, s in peeks.items()):
        raise PositionError("'peeks' maps 'excellent'/'terrible' to the seat that looked", "position.bad_peeks")
    st.peeks = dict(peeks)
    for sp, s in st.peeks.items():
        if sp not in st.known[s]:
            st.known[s] = [q for q in QUALITIES if q in st.known[s] or q == sp]
    st.leader = _int(pos, "leader", duel.round_first(st), 0, 1)
    _won(st, pos, allowed, seen)
    _trick(st, pos, allowed, seen)
    _voids(st, pos)
    if len(st.ea_hidden) != max(len(h) for h in st.hands) + (1 if st.ea_card is None else 0):
        raise PositionError("Ea-Nasir's face-down hand must hold one card per trick left, plus his last card",
                            "position.bad_ea_nasir_hand")
    if st.ea_card is None:
        if st.trick:
            raise PositionError("a trick in progress needs 'ea_nasir_card'", "position.bad_ea_nasir_card")
        st.ea_card = st.ea_hidden.pop(0)
