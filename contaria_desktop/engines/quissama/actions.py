"""Legal actions and their effects (modelling Q-H1, Q-H2: the free-form turn as single decisions
until ``end_turn``, one action per (action, target, payment)).

Action vocabulary (``docs/quissama-engine-contract.md``): ``open_business``, ``acquire``,
``employ``, ``free``, ``free_princesa``, ``recruit``, ``attack``, ``minister``,
``minister_alencar``, ``influence``, ``remove_blocker``, ``bernardina_remove``, ``imperador``,
``ability``, ``steal``, ``swap``, ``no_swap``, ``special``, ``market``, ``end_turn``,
``discard``, ``done``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core import Action, Event
from . import payments as pm
from . import summary
from .events import (EV_CLEANUP, EV_DISCARDED, EV_DREW, EV_MARKET, EV_PAID,  # noqa: F401 (re-exported)
                     EV_TURN_ENDED, EV_TURN_STARTED, EventKind, _event, drew_cards, ev, ev_fresh)
from .rules_data import (CARRY, CHARACTERS, COSTS, OTHER_GANG, WORKERS, gang_of_business,
                         gang_of_square)

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState as S

BERN = "BERNARDINA"

from .rules_data import kind_of as _kind


# ----- payments ---------------------------------------------------------------------
def usable_tokens(st: "S", seat: int) -> list[str]:
    """Businesses whose coin token ``seat`` may spend now: held, not gained this turn, not used
    this turn (R6, OQ-Q5)."""
    return [b for b, v in st.businesses.items() if v["token"] == seat and not v["fresh"] and not v["used"]]


def after_auto(st: "S", seat: int, need: dict[str, int]) -> dict[str, int]:
    """``need`` left after the turn credit and usable coin tokens, spent first (QD-8)."""
    credit = st.turn["credit"]
    if not (credit["N"] or credit["G"] or credit["C"]) and not need.get("C"):
        return need
    out = dict(need)
    for s in CARRY:
        if out.get(s):
            out[s] -= min(out[s], credit.get(s, 0))
    if out.get("C"):
        value = st.token_value(seat)
        for _ in usable_tokens(st, seat):
            if out["C"] <= 0:
                break
            out["C"] -= value
        out["C"] = max(0, out["C"])
    return out


def pay_options(st: "S", seat: int, need: dict[str, int], hand: dict[str, int] | None = None,
                hand_key: tuple | None = None) -> tuple[str, ...]:
    """Minimal card payments of ``need`` after credit and tokens (Q-H2)."""
    if hand is None:
        hand = st.hand_counts(seat)
    return pm.options(hand, after_auto(st, seat, need), hand_key)


#: (payment, identical, rest after credit and tokens) -> (cards (kind, n) sorted, surplus carried)
_PAID: dict[tuple, tuple[tuple, tuple]] = {}


def pay(st: "S", seat: int, need: dict[str, int], pay_str: str, events: list[Event],
        identical: bool = False) -> None:
    """Spend credit, then tokens, then the cards of ``pay_str``; card surplus of N, G, C goes to
    the turn credit (board §6). ``identical``: «three identical cards», no credit or tokens."""
    credit = st.turn["credit"]
    rest = dict(need)
    if not identical:
        if any(map(credit.get, CARRY)):  # (usually no credit: nothing to spend)
            for s in CARRY:
                if rest.get(s):
                    used = min(rest[s], credit.get(s, 0))
                    credit[s] -= used
                    rest[s] -= used
        # (the kept token summary says whether the seat has a usable token at all)
        tokens = usable_tokens(st, seat) if rest.get("C") and summary.tokens_of(st)[seat] else ()
        if tokens:
            value = st.token_value(seat)
            for b in tokens:
                if rest["C"] <= 0:
                    break
                st.businesses[b]["used"] = True
                st._tsum = None  # (the kept token summary, :mod:`.summary`)
                spare = value - rest["C"]
                rest["C"] = max(0, rest["C"] - value)
                if spare > 0:
                    credit["C"] += spare
                events.append(ev("quissama.token_used", {"seat": seat, "business": b, "value": value}))
    key = (pay_str, identical, tuple(rest.items()))
    hit = _PAID.get(key)
    if hit is None:
        if len(_PAID) > 50000:
            _PAID.clear()
        counts = pm.parse_pay(pay_str)
        carried = () if identical else tuple((s, x) for s, x in pm.surplus(counts, rest).items() if s in CARRY)
        hit = _PAID[key] = (tuple(sorted(counts.items())), carried)
    cards, carried = hit
    for kind, n in cards:
        for _ in range(n):
            st.discard.append(st.take_from_hand(seat, kind))
    if cards:
        events.append(EV_PAID(seat, pay_str))
    for s, extra in carried:
        credit[s] += extra


# ----- legality helpers -------------------------------------------------------------
def can_use(st: "S", seat: int, char: str) -> bool:
    """An ability: owned, unblocked, not conquered this turn (R30), unused this turn (Q-AB1)."""
    return (st.active(seat, char) and char not in st.turn["conquered"]
            and char not in st.turn["abilities"])


def has_free_character(st: "S", seat: int) -> bool:
    """Bernardina needs «in his play area a freed character» (R23b): an unblocked one other
    than her."""
    return any(st.active(seat, c) for c in st.gallery if c != BERN)


def can_place(st: "S", seat: int, char: str) -> bool:
    """May ``seat`` put an influence meeple on ``char`` (ignoring cost)? Not on his own (R25),
    with a meeple in supply (R29); the one-character variant forbids a second conquest
    (Bernardina excepted, QD-3)."""
    g = st.gallery.get(char)
    if g is None or g["owner"] == seat or st.supply[seat] < 1:
        return False
    mine = g["meeples"].count(seat)
    if char == BERN:
        if any(m != seat for m in g["meeples"]) or not has_free_character(st, seat):
            return False
        if st.options.get("bernardina_one_action_per_turn", True) and st.turn["bernardina"]:
            return False
        return True
    if mine >= 1 and st.options.get("one_character") and st.conquests[seat] >= 1:
        return False
    return True


def place_meeple(st: "S", seat: int, char: str, events: list[Event]) -> None:
    """Put a meeple on ``char``; the second own meeple conquers it (rulebook, Conquering the
    Characters): every meeple returns to its owner, the card moves to the play area, Quissama's
    stash is discarded when he changes owner."""
    g = st.gallery[char]
    st._gsum = None  # (the kept Gallery summary, :mod:`.summary`)
    st.supply[seat] -= 1
    g["meeples"].append(seat)
    if char == BERN:
        st.turn["bernardina"] = True
    events.append(ev("quissama.influence", {"seat": seat, "character": char}))
    if g["meeples"].count(seat) >= 2:
        for m in g["meeples"]:
            st.supply[m] += 1
        g["meeples"] = []
        old = g["owner"]
        g["owner"] = seat
        if char == "QUISSAMA" and old is not None and st.stash:
            st.discard.extend(st.stash)
            st.stash = []
        if char != BERN:
            st.conquests[seat] += 1
        st.turn["conquered"].append(char)
        events.append(ev("quissama.conquered", {"seat": seat, "character": char, "from": old}))


def remove_meeple(st: "S", char: str, victim: int, events: list[Event], by: int) -> None:
    g = st.gallery[char]
    st._gsum = None  # (the kept Gallery summary, :mod:`.summary`)
    g["meeples"].remove(victim)
    st.supply[victim] += 1
    events.append(ev("quissama.meeple_removed", {"seat": by, "character": char, "from": victim}))


def lose_worker(st: "S", business: str) -> None:
    """A business that stops being full returns its coin token (R6, OQ-Q24)."""
    b = st.businesses[business]
    b["workers"] -= 1
    if b["token"] is not None:
        b["token"], b["fresh"], b["used"] = None, False, False
        st._tsum = None  # (the kept token summary, :mod:`.summary`)


def _char_cost(char: str) -> dict[str, int]:
    return dict(CHARACTERS[char]["cost"])


def _minister_insert(st: "S", seat: int, events: list[Event]) -> None:
    """«whenever a new minister tries to occupy a space that is already occupied by another,
    move the previous one to the next space … a minister in space 6 … leaves the Ministry» —
    push down only up to the first empty slot (board §8)."""
    m = st.ministry
    k = next((i for i, x in enumerate(m) if x is None), len(m))
    if k == len(m):
        out = m[-1]
        assert out is not None
        st.supply[out] += 1
        events.append(ev("quissama.minister_left", {"seat": out}))
        k = len(m) - 1
    for i in range(k, 0, -1):
        m[i] = m[i - 1]
    m[0] = seat
    st.supply[seat] -= 1
    events.append(ev("quissama.minister", {"seat": seat}))


# ----- listing ----------------------------------------------------------------------
def legal(st: "S") -> list[Action]:
    """The legal actions of the player to move (built by :mod:`.listing`)."""
    from .listing import legal as _legal
    return _legal(st)


def steal_targets(st: "S", p: int) -> list[int]:
    """Alemão: opponents with cards whose steals so far are the fewest (R15, OQ-Q15:
    «alternate the stealing»)."""
    counts = st.pending["counts"]
    cands = [v for v in range(st.num_players) if v != p and st.hands[v]]
    if not cands:
        return []
    low = min(counts.get(str(v), 0) for v in cands)
    return [v for v in cands if counts.get(str(v), 0) == low]


def attack_targets(st: "S", p: int, gang: str) -> list[str]:
    """Targets of an attack with 3 capoeiras of ``gang`` (see :func:`.listing.attack_targets`)."""
    from .listing import attack_targets as _targets
    return _targets(st, p, gang)


# ----- effects ----------------------------------------------------------------------
def apply(st: "S", a: Action, events: list[Event]) -> None:
    p = st.current
    assert p is not None
    HANDLERS[a.type](st, p, a, events)


def _open_business(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Opening round (Q-B2, OQ-Q2): a free merchant in an empty business, in turn order."""
    st.businesses[a["business"]]["merchant"] = p
    st.supply[p] -= 1
    events.append(ev("quissama.opened", {"seat": p, "business": a["business"]}))
    st.turn["opened"] += 1
    if st.turn["opened"] >= st.num_players:
        st.start_turn(st.first_player, events)
    else:
        st.current = (p + 1) % st.num_players


def _acquire(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Acquire a business: a Bourgeois + two coins (rulebook, Businesses)."""
    pay(st, p, dict(COSTS["acquire"]), a["pay"], events)
    st.businesses[a["business"]]["merchant"] = p
    st.supply[p] -= 1
    events.append(ev("quissama.acquired", {"seat": p, "business": a["business"]}))


def _employ(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Employ: two coins + a capoeira of the business's gang, from its linked square; a full
    business gives a coin token, usable from the next turn (rulebook, Businesses, Coins)."""
    b = a["business"]
    pay(st, p, {"C": 2, gang_of_business(b): 1}, a["pay"], events)
    st.squares[st.bz_square[b]] -= 1  # the road in force (issue 14)
    v = st.businesses[b]
    v["workers"] += 1
    events.append(ev("quissama.employed", {"seat": p, "business": b}))
    if v["workers"] >= WORKERS:
        v["token"], v["fresh"], v["used"] = v["merchant"], True, False
        st._tsum = None  # (the kept token summary, :mod:`.summary`)
        events.append(ev("quissama.token_gained", {"seat": v["merchant"], "business": b}))


def _free(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Free a capoeira: a Liberty + a capoeira card of the square's gang, Senzala -> square
    (rulebook, The Capoeiras and the Squares); Princesa: the capoeira card only."""
    q = a["square"]
    need = {gang_of_square(q): 1}
    if a.type == "free":
        need["L"] = 1
    else:
        st.turn["abilities"].append("PRINCESA")
    pay(st, p, need, a["pay"], events)
    st.senzala -= 1
    st.squares[q] += 1
    events.append(ev("quissama.freed", {"seat": p, "square": q, "princesa": a.type == "free_princesa"}))


def _recruit(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Recruit into the Cabeça de Porco: two coins + a Guaiamum (rulebook, The Cabeça de Porco)."""
    pay(st, p, dict(COSTS["recruit"]), a["pay"], events)
    st.squares[a["square"]] -= 1
    st.cdp += 1
    events.append(ev("quissama.recruited", {"seat": p, "square": a["square"]}))


def _attack(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Attack: 3 capoeiras of one gang remove one capoeira of the other region to the Senzala;
    extra capoeiras carry within the turn (rulebook, Attacking Squares and Businesses)."""
    t = a["target"]
    region_gang = "G" if t == "cdp" else (gang_of_square(t[7:]) if t.startswith("square:") else gang_of_business(t[9:]))
    pay(st, p, {OTHER_GANG[region_gang]: 3}, a["pay"], events)
    _remove_capoeira(st, t)
    events.append(ev("quissama.attacked", {"seat": p, "target": t}))


def _remove_capoeira(st: "S", where: str) -> None:
    if where == "cdp":
        st.cdp -= 1
    elif where.startswith("square:"):
        st.squares[where[7:]] -= 1
    else:
        lose_worker(st, where[9:])
    st.senzala += 1


def _minister(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Place a minister: Bourgeois + Crown + Coin; Alencar: any two of them, once per turn."""
    if a.type == "minister":
        pay(st, p, dict(COSTS["minister"]), a["pay"], events)
    else:
        st.turn["abilities"].append("ALENCAR")
        counts = pm.parse_pay(a["pay"])
        for pair in COSTS["alencar_pairs"]:
            if a["pay"] in pay_options(st, p, dict(pair)):
                pay(st, p, dict(pair), a["pay"], events)
                break
        else:  # pragma: no cover - listed payments always match a pair
            raise AssertionError(counts)
    _minister_insert(st, p, events)


def _influence(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Place an influence meeple, paying the character's cost (+B in an opponent's area)."""
    c = a["character"]
    g = st.gallery[c]
    if c == BERN:
        pay(st, p, {}, a["pay"], events, identical=True)
    else:
        need = _char_cost(c)
        if g["owner"] is not None:
            need["B"] = need.get("B", 0) + 1
        pay(st, p, need, a["pay"], events)
    place_meeple(st, p, c, events)


def _remove_blocker(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """The owner removes an opponent's meeple by paying the base cost, no +B (rulebook)."""
    c = a["character"]
    if c == BERN:
        pay(st, p, {}, a["pay"], events, identical=True)
    else:
        pay(st, p, _char_cost(c), a["pay"], events)
    remove_meeple(st, c, a["seat"], events, p)


def _bernardina_remove(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Remove another player's meeple from Bernardina: three identical cards (+B in an
    opponent's area), one Bernardina action per turn (R23d-f)."""
    pay(st, p, {}, a["pay"], events, identical=True)
    st.turn["bernardina"] = True
    remove_meeple(st, BERN, a["seat"], events, p)


def _imperador(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Imperador: replace an opponent's merchant (B + 2C) or minister (B + K + C) with your own
    meeple (R20); a full business's token moves to you, fresh. The costs are the data in
    force (``st.imp_cost``: ``costs.imperador_targets``, INFERRED, editable; issue 14)."""
    st.turn["abilities"].append("IMPERADOR")
    kind, _, where = a["target"].partition(":")
    pay(st, p, dict(st.imp_cost["merchant" if kind == "business" else "minister"]), a["pay"], events)
    if kind == "business":
        v = st.businesses[where]
        old = v["merchant"]
        v["merchant"] = p
        if v["token"] is not None:
            v["token"], v["fresh"], v["used"] = p, True, False
            st._tsum = None  # (the kept token summary, :mod:`.summary`)
    else:
        i = int(where) - 1
        old = st.ministry[i]
        st.ministry[i] = p
    st.supply[old] += 1
    st.supply[p] -= 1
    events.append(ev("quissama.replaced", {"seat": p, "target": a["target"], "from": old}))


def _ability(st: "S", p: int, a: Action, events: list[Event]) -> None:
    c = a["character"]
    st.turn["abilities"].append(c)
    if c == "QUISSAMA":
        # «Draw a card and place it, face up … under Quissama, or rescue all the cards»
        if a["mode"] == "stash":
            card = st.draw(events)
            if card is not None:
                st.stash.append(card)
                events.append(ev("quissama.stashed", {"seat": p, "card": _kind(card)}, reveals=True))
        else:
            cards = st.stash
            st.stash = []
            st.hands[p].extend(cards)
            st.public.extend(cards)
            events.append(ev("quissama.rescued", {"seat": p, "cards": sorted(_kind(x) for x in cards)}))
    elif c == "WOODRUFF":
        v = a["seat"]
        for card in st.hands[v]:
            st.known[card] = sorted(set(st.known.get(card, [])) | {p})
        events.append(ev("quissama.peeked", {"seat": p, "target": v}))
        events.append(ev("quissama.peek_cards", {"seat": p, "target": v,
                                                    "cards": sorted(_kind(x) for x in st.hands[v])},
                            visible_to=(p,), reveals=True))
        if st.hands[p] and st.hands[v]:
            st.pending = {"kind": "swap", "target": v}
    elif c == "ALEMAO":
        st.pending = {"kind": "steal", "left": st.cdp, "counts": {}}
        events.append(ev("quissama.steal_started", {"seat": p, "count": st.cdp}))
        if not steal_targets(st, p):
            st.pending = None


def _steal(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Alemão's blind steal: the engine's generator picks the card (OQ-Q15); thief and victim
    know it, third players only that a card moved."""
    v = a["seat"]
    hand = st.hands[v]
    card = hand.pop(st.rng.below(len(hand)))
    st.forget(card)
    for c in hand:  # third players can no longer tell which of the victim's cards is gone
        _keep_only(st, c, ())
    st.hands[p].append(card)
    st.known[card] = [v]
    pend = st.pending
    pend["counts"][str(v)] = pend["counts"].get(str(v), 0) + 1
    pend["left"] -= 1
    events.append(ev("quissama.stole", {"seat": p, "from": v}))
    events.append(ev("quissama.stolen_card", {"seat": p, "from": v, "card": _kind(card)},
                        visible_to=(p, v), reveals=True))
    if pend["left"] <= 0 or not steal_targets(st, p):
        st.pending = None


def _keep_only(st: "S", card: str, seats: tuple[int, ...]) -> None:
    keep = sorted(set(st.known.get(card, [])) & set(seats))
    if keep:
        st.known[card] = keep
    else:
        st.known.pop(card, None)
    if card in st.public:
        st.public.remove(card)


def _swap(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Woodruff's swap: the active player picks both cards (rulebook, Woodruff; R22); both
    parties know both cards, third players only that a swap happened."""
    v = st.pending["target"]
    st.pending = None
    if a.type == "no_swap":
        events.append(ev("quissama.no_swap", {"seat": p, "target": v}))
        return
    give = st.take_from_hand(p, a["give"])
    take = st.take_from_hand(v, a["take"])
    for c in st.hands[p]:
        _keep_only(st, c, ())
    for c in st.hands[v]:
        _keep_only(st, c, (p,))
    st.hands[p].append(take)
    st.hands[v].append(give)
    st.known[take] = [v]
    st.known[give] = [p]
    events.append(ev("quissama.swapped", {"seat": p, "target": v}))
    events.append(ev("quissama.swapped_cards", {"seat": p, "target": v, "give": a["give"], "take": a["take"]},
                        visible_to=(p, v), reveals=True))


def _market(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """Market: swap one hand card for one of the three, once per turn (fast variant: any number,
    no take-back, OQ-Q18); renew on three identical (R11)."""
    (_, give_kind), (_, i) = a.args  # (give, take): an Action's arguments are sorted by name
    give = st.take_from_hand(p, give_kind)
    take = st.market[i]
    st.market[i] = give
    st.hands[p].append(take)
    st.public.append(take)
    st.turn["market_uses"] += 1
    st.turn["market_given"].append(give)
    events.append(EV_MARKET(p, give_kind, _kind(take), i))
    st._renew_market(events)


def _end_turn(st: "S", p: int, a: Action, events: list[Event]) -> None:
    st.phase = "cleanup"
    events.append(EV_CLEANUP(p))


def _discard(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """End of turn: discard unwanted cards (Q-T4); a Scandal discarded stays in the game."""
    ((_, kind),) = a.args  # (its one argument)
    st.discard.append(st.take_from_hand(p, kind))
    events.append(EV_DISCARDED(p, kind))


def _done(st: "S", p: int, a: Action, events: list[Event]) -> None:
    st.end_turn_cleanup(events)


from .specials import apply_special  # noqa: E402 (it uses the helpers above)

HANDLERS: dict[str, Callable[["S", int, Action, list[Event]], None]] = {
    "open_business": _open_business, "acquire": _acquire, "employ": _employ, "free": _free,
    "free_princesa": _free, "recruit": _recruit, "attack": _attack, "minister": _minister,
    "minister_alencar": _minister, "influence": _influence, "remove_blocker": _remove_blocker,
    "bernardina_remove": _bernardina_remove, "imperador": _imperador, "ability": _ability,
    "steal": _steal, "swap": _swap, "no_swap": _swap, "special": apply_special, "market": _market,
    "end_turn": _end_turn, "discard": _discard, "done": _done,
}
