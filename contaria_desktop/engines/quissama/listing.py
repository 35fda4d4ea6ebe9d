"""Listing the legal actions fast (issue 13, Numbers: ≥ 20,000 random decisions/s on one core).

The same list, in the same order, as the rules in :mod:`.actions` and :mod:`.specials` define
(modelling Q-H1, Q-H2: one action per (action, target, payment); the contract is
``docs/quissama-engine-contract.md``), built with:

- every :class:`~contaria_desktop.engines.core.Action` interned: argument-only actions are built
  once at import, paid ones once per (type, target, payment list);
- hand summaries (``{kind: copies}``, its sorted key, the icons it shows) memoised by the hand's
  sorted kinds;
- costs as pre-sorted tuples and payment lists memoised by (hand, turn credit, usable coin tokens,
  cost), after an exact cheap test that drops unaffordable costs first;
- board strings (``"square:SQ_N1"`` …) and per-square/business facts precomputed from the data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action
from . import payments as pm
from .actions import BERN
from .rules_data import (BUSINESSES, CARRY, CDP, CHARACTERS, COSTS, HAND, ICONS, KIND_ORDER,
                         MARKET, MINISTRY_SLOTS, OTHER_GANG, REGION_OF_GANG, SPECIALS, SQUARES, SYMBOLS,
                         WILD, WORKERS, gang_of_business, gang_of_square)
from .rules_data import kind_of as _kind
from .specials import special_legal

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState as S

_MAX_SEATS = 5


# ----- precomputed data ---------------------------------------------------------------
#: every cost the listing asks about, as a sorted ``((icon, amount), …)``; costs are named by
#: their index here (small ints hash fast)
NEEDS: list[tuple[tuple[str, int], ...]] = []


def _need(d: dict[str, int]) -> int:
    t = tuple(sorted((s, n) for s, n in d.items() if n > 0))
    if t not in NEEDS:
        NEEDS.append(t)
    return NEEDS.index(t)


NEED_ACQUIRE = _need(COSTS["acquire"])
NEED_EMPLOY = {g: _need({"C": 2, g: 1}) for g in ("N", "G")}
NEED_FREE = {g: _need({"L": 1, g: 1}) for g in ("N", "G")}
NEED_PRINCESA = {g: _need({g: 1}) for g in ("N", "G")}
NEED_RECRUIT = _need(COSTS["recruit"])
NEED_ATTACK = {g: _need({g: 3}) for g in ("N", "G")}
NEED_MINISTER = _need(COSTS["minister"])
NEED_ALENCAR = tuple(_need(c) for c in COSTS["alencar_pairs"])
_TCOST = COSTS["imperador_targets"]
NEED_IMP_MERCHANT = _need(_TCOST["merchant"]) if "merchant" in _TCOST else None
NEED_IMP_MINISTER = _need(_TCOST["minister"]) if "minister" in _TCOST else None


def _char_need(c: str, surcharge: bool) -> int:
    cost = CHARACTERS[c]["cost"]
    if not isinstance(cost, dict):
        return -1
    need = dict(cost)
    if surcharge:
        need["B"] = need.get("B", 0) + 1
    return _need(need)


NEED_CHAR = {c: (_char_need(c, False), _char_need(c, True)) for c in CHARACTERS}

BZ_SQUARE = {b: v["square"] for b, v in BUSINESSES.items()}
BZ_GANG = {b: gang_of_business(b) for b in BUSINESSES}
SQ_GANG = {q: gang_of_square(q) for q in SQUARES}
SQ_CAP = {q: int(v["capacity"]) for q, v in SQUARES.items()}
#: gang -> (square ids, business ids) of the region its attacks target (the other region)
_ATTACKED: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
for _g in ("N", "G"):
    _region = REGION_OF_GANG[OTHER_GANG[_g]]
    _ATTACKED[_g] = (tuple(q for q in SQUARES if SQUARES[q]["region"] == _region),
                     tuple(b for b in BUSINESSES if BUSINESSES[b]["region"] == _region))
_CDP_SQUARES = tuple(CDP["squares"])

T_SQUARE = {q: f"square:{q}" for q in SQUARES}
T_BUSINESS = {b: f"business:{b}" for b in BUSINESSES}
T_MINISTER = [f"minister:{i + 1}" for i in range(MINISTRY_SLOTS)]

A_OPEN = {b: Action("open_business", business=b) for b in BUSINESSES}
A_DISCARD = {k: Action("discard", kind=k) for k in KIND_ORDER}
A_DONE = Action("done")
A_END = Action("end_turn")
A_NO_SWAP = Action("no_swap")
A_STEAL = [Action("steal", seat=v) for v in range(_MAX_SEATS)]
A_SWAP = {(g, t): Action("swap", give=g, take=t) for g in KIND_ORDER for t in KIND_ORDER}
A_MARKET = {(k, i): Action("market", give=k, take=i) for k in KIND_ORDER for i in range(MARKET)}
A_STASH = Action("ability", character="QUISSAMA", mode="stash")
A_RESCUE = Action("ability", character="QUISSAMA", mode="rescue")
A_WOODRUFF = [Action("ability", character="WOODRUFF", seat=v) for v in range(_MAX_SEATS)]
A_ALEMAO = Action("ability", character="ALEMAO")
_SPECIAL_KINDS = frozenset(SPECIALS)
#: the kinds that can pay a cost: basic cards and the wild Bênção Imperial (board §6)
_PAYING = frozenset([*ICONS, WILD])

# ----- memos (bounded: cleared when they grow past their limit) ------------------------
#: sorted hand kinds -> (counts, sorted (kind, n) key, icons shown, kinds sorted, icons + wilds key)
_HANDS: dict[tuple[str, ...], tuple[dict[str, int], tuple, dict[str, int], tuple[str, ...], tuple]] = {}
#: (icons + wilds key, credit/token cover N/G/C) -> {cost index: ()} for every unaffordable cost
_UNAFFORDABLE: dict[tuple, dict[int, tuple[str, ...]]] = {}
#: (pay key, credit N/G/C, usable tokens, token value) -> {cost index: payments}
_OPTS: dict[tuple, dict[int, tuple[str, ...]]] = {}
#: (type, args, payments) -> interned actions
_PAID: dict[tuple, tuple[Action, ...]] = {}
#: hand kinds -> per Market slot, the exchanges giving each kind
_MARKET_BY_HAND: dict[tuple[str, ...], list[tuple[Action, ...]]] = {}
#: (hand key, surcharge) -> «three identical» payments
_IDENT: dict[tuple, tuple[str, ...]] = {}


def hand_info(st: "S", seat: int) -> tuple[dict[str, int], tuple, dict[str, int], tuple[str, ...], tuple, tuple]:
    """``(counts, key, icons, kinds, icon key, pay key)`` of ``seat``'s hand, shared: callers
    must not mutate. ``icons``: ``{icon: total}`` of the basic cards; ``icon key``: those totals
    and the wild cards as a tuple (hands with equal icon keys afford the same costs); ``pay
    key``: the ``key`` of the cards that can pay (basic and wild: the payments depend on nothing
    else)."""
    sig = tuple(sorted(map(_kind, st.hands[seat])))
    hit = _HANDS.get(sig)
    if hit is None:
        counts: dict[str, int] = {}
        for k in sig:
            counts[k] = counts.get(k, 0) + 1
        if len(_HANDS) > 100000:
            _HANDS.clear()
        shown = pm.supply_of(counts)
        key = tuple(sorted(counts.items()))
        icon_key = (*(shown.get(s_, 0) for s_ in SYMBOLS), counts.get(WILD, 0))
        pay_key = tuple(kn for kn in key if kn[0] in _PAYING)
        hit = _HANDS[sig] = (counts, key, shown, tuple(sorted(counts)), icon_key, pay_key)
    return hit


class _Slot:
    """One (type, target) of a paid action; its interned actions per payment list."""

    __slots__ = ("type", "args", "cache")

    def __init__(self, type_: str, **args: object) -> None:
        self.type, self.args, self.cache = type_, args, {}

    def actions(self, pays: tuple[str, ...]) -> tuple[Action, ...]:
        hit = self.cache.get(pays)
        if hit is None:
            if len(self.cache) > 5000:
                self.cache.clear()
            hit = self.cache[pays] = tuple(Action(self.type, pay=s, **self.args) for s in pays)
        return hit


S_ACQUIRE = {b: _Slot("acquire", business=b) for b in BUSINESSES}
S_EMPLOY = {b: _Slot("employ", business=b) for b in BUSINESSES}
S_FREE = {q: _Slot("free", square=q) for q in SQUARES}
S_PRINCESA = {q: _Slot("free_princesa", square=q) for q in SQUARES}
S_RECRUIT = {q: _Slot("recruit", square=q) for q in SQUARES}
S_ATTACK = {t: _Slot("attack", target=t) for t in [*T_SQUARE.values(), *T_BUSINESS.values(), "cdp"]}
S_MINISTER = _Slot("minister")
S_ALENCAR = _Slot("minister_alencar")
S_BLOCKER = {(c, v): _Slot("remove_blocker", character=c, seat=v) for c in CHARACTERS for v in range(_MAX_SEATS)}
S_BERN_REMOVE = [_Slot("bernardina_remove", seat=v) for v in range(_MAX_SEATS)]
S_INFLUENCE = {c: _Slot("influence", character=c) for c in CHARACTERS}
S_IMPERADOR = {t: _Slot("imperador", target=t) for t in [*T_BUSINESS.values(), *T_MINISTER]}


def _identical(hand: dict[str, int], hand_key: tuple, surcharge: bool) -> tuple[str, ...]:
    key = (hand_key, surcharge)
    hit = _IDENT.get(key)
    if hit is None:
        if len(_IDENT) > 100000:
            _IDENT.clear()
        hit = _IDENT[key] = pm.identical_options(hand, surcharge)
    return hit


def _payments(hand: dict[str, int], shown: dict[str, int], auto: dict[str, int], nid: int,
              check_only: bool = False) -> tuple[str, ...]:
    """Minimal card payments of cost ``NEEDS[nid]`` after the turn credit and usable coin tokens
    (``auto``: icon -> amount they cover; spent first, QD-8 — as :func:`.actions.after_auto`);
    ``()`` at once when an exact count says the hand cannot cover the rest. ``check_only``:
    ``("",)`` for "affordable" without listing the payments."""
    rest: dict[str, int] = {}
    short = 0
    for s_, n_ in NEEDS[nid]:
        r_ = n_ - auto.get(s_, 0)
        if r_ > 0:
            rest[s_] = r_
            a_ = shown.get(s_, 0)
            if r_ > a_:
                short += r_ - a_
    if short > hand.get(WILD, 0):  # the wild cards are the only way to cover a shortfall
        return ()
    return ("",) if check_only else pm.options(hand, rest)


# ----- listing ------------------------------------------------------------------------
def legal(st: "S") -> list[Action]:
    """The legal actions of the player to move, in the contract's order."""
    p = st.current
    assert p is not None
    if st.phase == "opening":
        return [A_OPEN[b] for b, v in st.businesses.items() if v["merchant"] is None]
    if st.pending is not None:
        return _pending_legal(st, p)
    if st.phase == "cleanup":
        out = [A_DISCARD[k] for k in hand_info(st, p)[3]]
        if len(st.hands[p]) <= HAND:
            out.append(A_DONE)
        return out
    return _main_legal(st, p)


def _pending_legal(st: "S", p: int) -> list[Action]:
    pend = st.pending
    assert pend is not None
    if pend["kind"] == "steal":
        from .actions import steal_targets
        return [A_STEAL[v] for v in steal_targets(st, p)]
    mine = hand_info(st, p)[3]
    theirs = hand_info(st, pend["target"])[3]
    out = [A_SWAP[(g, t)] for g in mine for t in theirs]
    out.append(A_NO_SWAP)
    return out


def _main_legal(st: "S", p: int) -> list[Action]:
    """The main phase (Q-H1): every affordable (action, target, payment), then abilities,
    special cards, the Market and ``end_turn``. The rules are those of :mod:`.actions`
    (``can_place``, ``can_use``, ``has_free_character``), evaluated from one Gallery scan."""
    out: list[Action] = []
    add = out.extend
    hand, hand_key, shown, kinds, icon_key, pay_key = hand_info(st, p)
    turn = st.turn
    credit = turn["credit"]
    businesses = st.businesses
    squares = st.squares
    gallery = st.gallery
    # one Gallery scan: which characters p holds unblocked, and which abilities p may use now
    usable: set[str] = set()
    free_char = False  # R23b: an unblocked character other than Bernardina
    for c, g in gallery.items():
        if g["owner"] == p:
            ms = g["meeples"]
            if not ms or all(m == p for m in ms):
                if c != BERN:
                    free_char = True
                if c not in turn["conquered"] and c not in turn["abilities"]:
                    usable.add(c)
    toks = 0
    for v in businesses.values():
        if v["token"] == p and not v["fresh"] and not v["used"]:
            toks += 1
    value = st.token_value(p) if toks else 0
    auto = {s_: credit[s_] for s_ in CARRY}
    auto["C"] = auto.get("C", 0) + toks * value
    ctx = (pay_key, credit["N"], credit["G"], credit["C"], toks, value)
    tab = _OPTS.get(ctx)
    if tab is None:
        if len(_OPTS) > 30000:
            _OPTS.clear()
        akey = (icon_key, *auto.values())
        unaffordable = _UNAFFORDABLE.get(akey)
        if unaffordable is None:
            if len(_UNAFFORDABLE) > 30000:
                _UNAFFORDABLE.clear()
            unaffordable = _UNAFFORDABLE[akey] = {nid: () for nid in range(len(NEEDS))
                                                  if not _payments(hand, shown, auto, nid, check_only=True)}
        tab = _OPTS[ctx] = dict(unaffordable)
    tab_get = tab.get

    def opts(nid: int) -> tuple[str, ...]:
        hit = tab_get(nid)
        if hit is None:
            hit = tab[nid] = _payments(hand, shown, auto, nid)
        return hit

    has_meeple = st.supply[p] >= 1
    # businesses: acquire (B + 2C), employ (2C + a capoeira of the business's gang)
    acq = opts(NEED_ACQUIRE) if has_meeple else ()
    any_bz = st.options.get("employ_any_business")
    for b, v in businesses.items():
        m = v["merchant"]
        if m is None:
            if acq:
                add(S_ACQUIRE[b].actions(acq))
        elif (m == p or any_bz) and v["workers"] < WORKERS and squares[BZ_SQUARE[b]] > 0:
            pays = opts(NEED_EMPLOY[BZ_GANG[b]])
            if pays:
                add(S_EMPLOY[b].actions(pays))
    # squares: free (L + capoeira), Princesa's free (capoeira only)
    if st.senzala > 0:
        princesa = "PRINCESA" in usable
        for q, n in squares.items():
            if n < st.sq_cap[q]:
                g = SQ_GANG[q]
                pays = opts(NEED_FREE[g])
                if pays:
                    add(S_FREE[q].actions(pays))
                if princesa:
                    pays = opts(NEED_PRINCESA[g])
                    if pays:
                        add(S_PRINCESA[q].actions(pays))
    # Cabeça de Porco recruiting, from a Guaiamum square (R14: anyone)
    if st.cdp < st.cdp_cap:
        for q in _CDP_SQUARES:
            if squares[q] > 0:
                pays = opts(NEED_RECRUIT)
                if pays:
                    add(S_RECRUIT[q].actions(pays))
    # attacks (3 of one gang against the other region)
    for gang in ("N", "G"):
        pays = opts(NEED_ATTACK[gang])
        if pays:
            for t in attack_targets(st, p, gang):
                add(S_ATTACK[t].actions(pays))
    # Ministry
    if has_meeple:
        pays = opts(NEED_MINISTER)
        if pays:
            add(S_MINISTER.actions(pays))
        if "ALENCAR" in usable:
            pays = pm.union(*(opts(n) for n in NEED_ALENCAR))
            if pays:
                add(S_ALENCAR.actions(pays))
    # characters (can_place of .actions, inlined: not his own, a meeple in supply, R25/R29)
    bern_done = st.options.get("bernardina_one_action_per_turn", True) and turn["bernardina"]
    one_char = st.options.get("one_character") and st.conquests[p] >= 1
    for c, g in gallery.items():
        owner = g["owner"]
        ms = g["meeples"]
        if owner == p:
            if ms:
                for v in sorted(set(m for m in ms if m != p)):
                    pays = _identical(hand, hand_key, False) if c == BERN else opts(NEED_CHAR[c][0])
                    if pays:
                        add(S_BLOCKER[(c, v)].actions(pays))
            continue
        if c == BERN:
            others = sorted(set(m for m in ms if m != p))
            if others:
                if free_char and not bern_done:
                    pays = _identical(hand, hand_key, owner is not None)
                    if pays:
                        for v in others:
                            add(S_BERN_REMOVE[v].actions(pays))
            elif has_meeple and free_char and not bern_done:
                pays = _identical(hand, hand_key, owner is not None)
                if pays:
                    add(S_INFLUENCE[c].actions(pays))
            continue
        if has_meeple:
            pays = opts(NEED_CHAR[c][owner is not None])
            if pays and not (one_char and p in ms):
                add(S_INFLUENCE[c].actions(pays))
    # abilities
    if usable:
        if "QUISSAMA" in usable:
            if st.deck or st.discard:
                out.append(A_STASH)
            if st.stash:
                out.append(A_RESCUE)
        if "WOODRUFF" in usable:
            add(A_WOODRUFF[v] for v in range(st.num_players) if v != p)
        if "ALEMAO" in usable and st.cdp > 0 and any(st.hands[v] for v in range(st.num_players) if v != p):
            out.append(A_ALEMAO)
        if has_meeple and "IMPERADOR" in usable:
            if NEED_IMP_MERCHANT is not None:
                for b, v in businesses.items():
                    if v["merchant"] is not None and v["merchant"] != p:
                        pays = opts(NEED_IMP_MERCHANT)
                        if pays:
                            add(S_IMPERADOR[T_BUSINESS[b]].actions(pays))
            if NEED_IMP_MINISTER is not None:
                for i, m in enumerate(st.ministry):
                    if m is not None and m != p:
                        pays = opts(NEED_IMP_MINISTER)
                        if pays:
                            add(S_IMPERADOR[T_MINISTER[i]].actions(pays))
    # special cards (only special kinds can have an effect)
    for card in kinds:
        if card in _SPECIAL_KINDS:
            add(special_legal(st, p, card))
    # Market
    if turn["market_uses"] < 1 or st.options.get("fast_market"):
        given = turn["market_given"]
        by_slot = _MARKET_BY_HAND.get(kinds)
        if by_slot is None:
            if len(_MARKET_BY_HAND) > 50000:
                _MARKET_BY_HAND.clear()
            by_slot = _MARKET_BY_HAND[kinds] = [tuple(A_MARKET[(k, i)] for k in kinds) for i in range(MARKET)]
        for i, c in enumerate(st.market):
            if c is None or c in given:
                continue
            add(by_slot[i])
    out.append(A_END)
    return out


def attack_targets(st: "S", p: int, gang: str) -> list[str]:
    """Targets of an attack with 3 capoeiras of ``gang`` (rulebook, Attacking Squares and
    Businesses; R10, OQ-Q14): squares of the other region with a capoeira; other players'
    businesses there whose square is empty; the Cabeça de Porco for Nagoas while a Guaiamum
    square is empty."""
    squares = st.squares
    sqs, bzs = _ATTACKED[gang]
    out = [T_SQUARE[q] for q in sqs if squares[q] > 0]
    for b in bzs:
        v = st.businesses[b]
        if v["workers"] > 0 and v["merchant"] != p and squares[BZ_SQUARE[b]] == 0:
            out.append(T_BUSINESS[b])
    if CDP["region"] == REGION_OF_GANG[OTHER_GANG[gang]] and st.cdp > 0 and any(squares[q] == 0 for q in _CDP_SQUARES):
        out.append("cdp")
    return out
