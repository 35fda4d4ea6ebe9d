"""Listing the legal actions fast (issue 13, Numbers: ≥ 20,000 random decisions/s on one core).

The same list, in the same order, as the rules in :mod:`.actions` and :mod:`.specials` define
(modelling Q-H1, Q-H2: one action per (action, target, payment); the contract is
``docs/quissama-engine-contract.md``), built with:

- every :class:`~contaria_desktop.engines.core.Action` interned: argument-only actions are built
  once at import, paid ones once per (type, target, payment list);
- hand summaries (``{kind: copies}``, its sorted key, the icon totals, the discard actions)
  memoised by the hand's sorted kinds;
- every cost's affordability at once from the icon totals the hand, the turn credit and the
  usable coin tokens cover, capped at what any cost asks (a small table, memoised): a section of
  the listing whose costs are all unaffordable is skipped without looking at the board;
- payment lists only for affordable costs, memoised per (hand, credit, tokens) and, below that,
  per (cost, rest to pay, copies of the kinds that can pay it, capped at what a minimal payment
  uses) — :func:`.payments.options` enumerates card subsets only on a miss of that small table;
- board strings (``"square:SQ_N1"`` …) and per-square/business facts precomputed from the data.
"""

from __future__ import annotations

from operator import getitem
from typing import TYPE_CHECKING

from ..core import Action
from . import payments as pm
from . import summary
from .actions import BERN
from .rules_data import (BUSINESSES, BY_ICON, CARRY, CDP, CHARACTERS, COSTS, HAND, ICONS, IDENTICAL, KIND_ORDER,
                         MARKET, MAX_DECK, MINISTRY_SLOTS, OTHER_GANG, REGION_OF_GANG, SPECIALS, SQUARES, SYMBOLS,
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

BZ_GANG = {b: gang_of_business(b) for b in BUSINESSES}
SQ_GANG = {q: gang_of_square(q) for q in SQUARES}
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
#: per Market slot: kind given -> the exchange
A_MARKET_AT = [{k: A_MARKET[(k, i)] for k in KIND_ORDER} for i in range(MARKET)]
A_STASH = Action("ability", character="QUISSAMA", mode="stash")
A_RESCUE = Action("ability", character="QUISSAMA", mode="rescue")
A_WOODRUFF = [Action("ability", character="WOODRUFF", seat=v) for v in range(_MAX_SEATS)]
A_ALEMAO = Action("ability", character="ALEMAO")
_SPECIAL_KINDS = frozenset(SPECIALS)
#: the kinds that can pay a cost: basic cards and the wild Bênção Imperial (board §6)
_PAYING = frozenset([*ICONS, WILD])

# ----- memos (bounded: cleared when they grow past their limit) ------------------------
#: sorted hand kinds -> :func:`hand_info`
_HANDS: dict[tuple[str, ...], tuple[dict[str, int], tuple, tuple[str, ...], tuple, tuple, bool, tuple]] = {}
#: icons the hand, credit and tokens cover (:data:`SYMBOLS` order, capped) + wild cards ->
#: (``affordable[cost index]``, some character affordable)
_AFFORDABLE: dict[tuple, tuple[tuple[bool, ...], bool]] = {}
#: (pay key, credit N/G, credit C + usable tokens x token value) -> ({cost index: payments}, affordable,
#: some character affordable, icons the credit and tokens cover or ``None`` when none)
_OPTS: dict[tuple, tuple[dict[int, tuple[str, ...]], tuple[bool, ...], bool, dict[str, int] | None]] = {}
#: (type, args, payments) -> interned actions
_PAID: dict[tuple, tuple[Action, ...]] = {}
#: (hand key, surcharge) -> «three identical» payments
_IDENT: dict[tuple, tuple[str, ...]] = {}


#: basic kind -> (its icon's position in :data:`SYMBOLS`, value)
_ICON_AT = {k: (SYMBOLS.index(s_), v_) for k, icons in ICONS.items() for s_, v_ in icons.items()}


def hand_info(st: "S", seat: int) -> tuple[dict[str, int], tuple, tuple[str, ...], tuple, tuple, bool,
                                           tuple[Action, ...], tuple[str, ...]]:
    """``(counts, key, kinds, icon key, pay key, triple, discards, specials)`` of ``seat``'s hand, shared: callers
    must not mutate. ``counts``: ``{kind: copies}``; ``key``: its items sorted; ``kinds``: the
    kinds sorted; ``icon key``: the icon totals of the basic cards in :data:`SYMBOLS` order,
    then the wild cards (hands with equal icon keys afford the same costs); ``pay key``: the
    ``key`` of the cards that can pay (basic and wild: the payments depend on nothing else);
    ``triple``: some kind has three copies (R7, the only way Bernardina's «three identical
    cards» can be paid); ``discards``: a ``discard`` action per kind, in ``kinds`` order; ``specials``: the special kinds
    among ``kinds``, in that order."""
    sig = tuple(sorted(map(_kind, st.hands[seat])))
    hit = _HANDS.get(sig)
    if hit is None:
        counts: dict[str, int] = {}
        for k in sig:  # sorted: counts, and so key, pay key and kinds, come out sorted
            counts[k] = counts.get(k, 0) + 1
        if len(_HANDS) > 100000:
            _HANDS.clear()
        key = tuple(counts.items())
        icons = [0] * (len(SYMBOLS) + 1)
        triple = False
        for k, n in key:
            at = _ICON_AT.get(k)
            if at is not None:
                icons[at[0]] += at[1] * n
            if n >= IDENTICAL:
                triple = True
        icons[-1] = counts.get(WILD, 0)
        pay_key = tuple([kn for kn in key if kn[0] in _PAYING])
        hit = _HANDS[sig] = (counts, key, tuple(counts), tuple(icons), pay_key, triple,
                             tuple([A_DISCARD[k] for k in counts]),
                             tuple([k for k in counts if k in _SPECIAL_KINDS]))
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


def _identical(hand: dict[str, int], hand_key: tuple | None, surcharge: bool) -> tuple[str, ...]:
    """«Three identical cards» payments (:func:`.payments.identical_options`), memoised by hand;
    ``hand_key`` ``None``: no kind has three copies, so none."""
    if hand_key is None:
        return ()
    key = (hand_key, surcharge)
    hit = _IDENT.get(key)
    if hit is None:
        if len(_IDENT) > 100000:
            _IDENT.clear()
        hit = _IDENT[key] = pm.identical_options(hand, surcharge)
    return hit


def _relevant(need: tuple[tuple[str, int], ...]) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
    """``((kind, …), (capped, …))``: the kinds that can pay ``need``, and per kind the table
    ``copies -> min(copies, cap)`` where ``cap`` is the most copies a minimal payment can use
    (``ceil(amount / value)``; the wild card: the total); a table lookup is cheaper than ``min``."""
    out = [(kind, -(-n_ // value)) for s_, n_ in need for kind, value in BY_ICON[s_]]
    out.append((WILD, sum(n_ for _, n_ in need)))
    return tuple(k for k, _ in out), tuple((*range(c), *(c,) * (_MOST_COPIES + 1 - c)) for _, c in out)


#: the most copies of a kind a hand can hold (the largest deck)
_MOST_COPIES = MAX_DECK


#: per cost index, :func:`_relevant`
_REL = [_relevant(need) for need in NEEDS]
_ZEROS = (0,) * max(len(kinds) for kinds, _ in _REL)
#: (cost index, rest after credit and tokens, capped copies of the relevant kinds) -> payments
_PAYS: dict[tuple, tuple[str, ...]] = {}


def _payments(hand: dict[str, int], auto: dict[str, int] | None, nid: int) -> tuple[str, ...]:
    """Minimal card payments of cost ``NEEDS[nid]`` after the turn credit and usable coin tokens
    (``auto``: icon -> amount they cover, ``None`` when they cover nothing; spent first, QD-8 —
    as :func:`.actions.after_auto`), :func:`.payments.options` memoised by what it depends on:
    the rest to pay and the copies of the kinds that can pay it, capped at what a minimal
    payment can use."""
    kinds, capped = _REL[nid]
    if auto is None:  # no credit, no usable token (the usual case): cards pay the whole cost
        rest = NEEDS[nid]
        key: tuple = (nid, *map(getitem, capped, map(hand.get, kinds, _ZEROS)))
    else:
        rest = tuple([(s_, n_ - auto.get(s_, 0)) for s_, n_ in NEEDS[nid] if n_ > auto.get(s_, 0)])
        if not rest:
            return ("",)
        key = (nid, rest, *map(getitem, capped, map(hand.get, kinds, _ZEROS)))
    hit = _PAYS.get(key)
    if hit is None:
        if len(_PAYS) > 100000:
            _PAYS.clear()
        hit = _PAYS[key] = pm.options(hand, dict(rest))
    return hit


_SYM_AT = {s_: i for i, s_ in enumerate(SYMBOLS)}
#: the key of Alencar's payments (rulebook, Alencar: any two of the three items) in a context's payment table
_ALENCAR_AT = -1
#: the cost indexes of the characters' influence costs (with and without the +B surcharge)
_CHAR_NIDS = tuple(sorted({n for pair in NEED_CHAR.values() for n in pair if n >= 0}))
#: per icon (:data:`SYMBOLS` order), then the wild cards: the most any cost can use
_HAVE_CAP = (*(max((n_ for need in NEEDS for s_, n_ in need if s_ == sym), default=0) for sym in SYMBOLS),
             max(sum(n_ for _, n_ in need) for need in NEEDS))
#: per cost index, ``((position in SYMBOLS, amount), …)``
_NEED_AT: list[tuple[tuple[int, int], ...]] = []
#: the same, packed: each icon's amount in a field of :data:`_FIELD` bits whose top bit (the
#: guard) is kept free, so that ``(have | guards) - need`` keeps a field's guard exactly when
#: the hand covers that icon (no borrow crosses a field while amounts stay below the guard)
_PACKED: list[int] = []
_FIELD = 6
_GUARD = 1 << (_FIELD - 1)
_GUARDS = sum(_GUARD << (_FIELD * i) for i in range(len(SYMBOLS)))


def _affordability(have: tuple[int, ...]) -> tuple[tuple[bool, ...], bool]:
    """``(affordable[cost index], some character affordable)`` for ``have``: the icons covered
    by the basic cards, turn credit and usable tokens, in :data:`SYMBOLS` order, then the wild
    cards. The exact test of :func:`_payments` (the wild cards fill every shortfall), for every
    cost at once, memoised."""
    hit = _AFFORDABLE.get(have)
    if hit is None:
        if len(_AFFORDABLE) > 30000:
            _AFFORDABLE.clear()
        if len(_NEED_AT) != len(NEEDS):
            _NEED_AT[:] = [tuple((_SYM_AT[s_], n_) for s_, n_ in need) for need in NEEDS]
            small = all(n_ < _GUARD for need in _NEED_AT for _, n_ in need)
            _PACKED[:] = [sum(n_ << (_FIELD * i) for i, n_ in need) for need in _NEED_AT] if small else []
        wild = have[-1]
        if not wild and _PACKED and max(have) < _GUARD:  # every icon covered: one subtraction per cost
            packed = 0
            for i in range(len(SYMBOLS)):
                packed |= (have[i] | _GUARD) << (_FIELD * i)
            ok = tuple([(packed - n_) & _GUARDS == _GUARDS for n_ in _PACKED])
        else:
            flags = []
            for need in _NEED_AT:
                short = 0
                for i, n_ in need:
                    if n_ > have[i]:
                        short += n_ - have[i]
                flags.append(short <= wild)
            ok = tuple(flags)
        hit = _AFFORDABLE[have] = (ok, any([ok[nid] for nid in _CHAR_NIDS]))
    return hit


def need_index(cost: dict[str, int] | None) -> int | None:
    """The index in :data:`NEEDS` of ``cost`` (``{icon: amount}``; None: None), registering a
    cost no shipped rule asks (a rules-data override's, issue 14: the Imperador's target
    costs). A new cost extends the tables derived from :data:`NEEDS` and empties the memos
    holding per-cost answers; called once per distinct override, never while listing."""
    global _ZEROS, _HAVE_CAP
    if cost is None:
        return None
    t = tuple(sorted((s, n) for s, n in cost.items() if n > 0))
    if t in NEEDS:
        return NEEDS.index(t)
    NEEDS.append(t)
    _REL.append(_relevant(t))
    _ZEROS = (0,) * max(len(kinds) for kinds, _ in _REL)
    _HAVE_CAP = (*(max((n_ for need in NEEDS for s_, n_ in need if s_ == sym), default=0) for sym in SYMBOLS),
                 max(sum(n_ for _, n_ in need) for need in NEEDS))
    _AFFORDABLE.clear()
    _OPTS.clear()
    return len(NEEDS) - 1


def imperador_needs(costs: dict[str, dict[str, int]]) -> tuple[int | None, int | None]:
    """``(merchant, minister)``: the :data:`NEEDS` indexes of the Imperador's target costs
    ``costs`` (``rules_data.imperador_costs``; None for a target the data does not list, R20)."""
    return need_index(costs.get("merchant")), need_index(costs.get("minister"))


def _auto(credit: dict[str, int], toks: int, value: int) -> dict[str, int]:
    """Icons the turn credit and usable coin tokens cover, spent first (QD-8)."""
    auto = {s_: credit[s_] for s_ in CARRY}
    auto["C"] = auto.get("C", 0) + toks * value
    return auto


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
        out = list(hand_info(st, p)[6])
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
    mine = hand_info(st, p)[2]
    theirs = hand_info(st, pend["target"])[2]
    out = [A_SWAP[(g, t)] for g in mine for t in theirs]
    out.append(A_NO_SWAP)
    return out


def _main_legal(st: "S", p: int) -> list[Action]:
    """The main phase (Q-H1): every affordable (action, target, payment), then abilities,
    special cards, the Market and ``end_turn``. The rules are those of :mod:`.actions`
    (``can_place``, ``can_use``, ``has_free_character``), evaluated from the kept Gallery summary."""
    out: list[Action] = []
    add = out.extend
    hand, hand_key, kinds, icon_key, pay_key, triple, _, specials = hand_info(st, p)
    turn = st.turn
    credit = turn["credit"]
    businesses = st.businesses
    squares = st.squares
    # the kept Gallery summary (:mod:`.summary`): which characters p holds unblocked (R23b:
    # one other than Bernardina), whether p owns a blocked one; the abilities p may use now
    unblocked, free_char, own_blocked = (st._gsum or summary.gallery_of(st))[p]
    if unblocked:
        conquered, used = turn["conquered"], turn["abilities"]
        usable = [c for c in unblocked if c not in conquered and c not in used]
    else:
        usable = unblocked
    toks = (st._tsum or summary.tokens_of(st))[p]  # coin tokens p may spend now (R6, OQ-Q5)
    value = st.token_value(p) if toks else 0
    cN, cG, cC = credit["N"], credit["G"], credit["C"]
    ctx = (pay_key, cN, cG, cC + toks * value)  # (the coins paid automatically: credit + tokens)
    entry = _OPTS.get(ctx)
    if entry is None:
        if len(_OPTS) > 30000:
            _OPTS.clear()
        if cN or cG or cC or toks:
            auto: dict[str, int] | None = _auto(credit, toks, value)
            have = list(icon_key)
            for s_, n_ in auto.items():
                have[_SYM_AT[s_]] += n_
        else:  # nothing is paid automatically (the usual case)
            auto, have = None, icon_key
        # more than any cost asks changes no answer: capped, hands share the memo
        ok, char_any = _affordability(tuple(map(min, have, _HAVE_CAP)))
        entry = _OPTS[ctx] = ({}, ok, char_any, auto)
    tab, ok, char_any, auto = entry  # tab: cost index (or _ALENCAR_AT) -> payments
    tab_get = tab.get

    def opts(nid: int) -> tuple[str, ...]:
        hit = tab_get(nid)
        if hit is None:
            hit = tab[nid] = _payments(hand, auto, nid) if ok[nid] else ()
        return hit

    has_meeple = st.supply[p] >= 1
    # businesses: acquire (B + 2C), employ (2C + a capoeira of the business's gang)
    acq = opts(NEED_ACQUIRE) if has_meeple and ok[NEED_ACQUIRE] else ()
    if acq or ok[NEED_EMPLOY["N"]] or ok[NEED_EMPLOY["G"]]:
        any_bz = st.options.get("employ_any_business")
        for b, v in businesses.items():
            m = v["merchant"]
            if m is None:
                if acq:
                    add(S_ACQUIRE[b].actions(acq))
            elif (m == p or any_bz) and v["workers"] < WORKERS and squares[st.bz_square[b]] > 0:
                nid = NEED_EMPLOY[BZ_GANG[b]]
                pays = tab_get(nid)  # (opts, inlined when the table has it)
                if pays is None:
                    pays = opts(nid)
                if pays:
                    add(S_EMPLOY[b].actions(pays))
    # squares: free (L + capoeira), Princesa's free (capoeira only)
    if st.senzala > 0:
        princesa = "PRINCESA" in usable
        if ok[NEED_FREE["N"]] or ok[NEED_FREE["G"]] or princesa:
            for q, n in squares.items():
                if n < st.sq_cap[q]:
                    g = SQ_GANG[q]
                    nid = NEED_FREE[g]
                    pays = tab_get(nid)  # (opts, inlined when the table has it)
                    if pays is None:
                        pays = opts(nid)
                    if pays:
                        add(S_FREE[q].actions(pays))
                    if princesa:
                        pays = opts(NEED_PRINCESA[g])
                        if pays:
                            add(S_PRINCESA[q].actions(pays))
    # Cabeça de Porco recruiting, from a Guaiamum square (R14: anyone)
    if st.cdp < st.cdp_cap and ok[NEED_RECRUIT]:
        pays = opts(NEED_RECRUIT)
        for q in _CDP_SQUARES:
            if squares[q] > 0:
                add(S_RECRUIT[q].actions(pays))
    # attacks (3 of one gang against the other region)
    for gang in ("N", "G"):
        if ok[NEED_ATTACK[gang]]:
            pays = opts(NEED_ATTACK[gang])
            for t in attack_targets(st, p, gang):
                add(S_ATTACK[t].actions(pays))
    # Ministry
    if has_meeple:
        if ok[NEED_MINISTER]:
            add(S_MINISTER.actions(opts(NEED_MINISTER)))
        if "ALENCAR" in usable:
            pays = tab_get(_ALENCAR_AT)  # (the union, kept with the payments of the same context)
            if pays is None:
                pays = tab[_ALENCAR_AT] = pm.union(*(opts(n) for n in NEED_ALENCAR))
            if pays:
                add(S_ALENCAR.actions(pays))
    # characters (can_place of .actions, inlined: not his own, a meeple in supply, R25/R29)
    bern_done = st.options.get("bernardina_one_action_per_turn", True) and turn["bernardina"]
    if own_blocked or (has_meeple and char_any) or (triple and free_char and not bern_done):
        _characters(st, p, out, opts, ok, hand, hand_key if triple else None, has_meeple, free_char, bern_done)
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
            imp_merchant, imp_minister = st.imp_need  # the target costs in force (issue 14)
            if imp_merchant is not None:
                for b, v in businesses.items():
                    if v["merchant"] is not None and v["merchant"] != p:
                        pays = opts(imp_merchant)
                        if pays:
                            add(S_IMPERADOR[T_BUSINESS[b]].actions(pays))
            if imp_minister is not None:
                for i, m in enumerate(st.ministry):
                    if m is not None and m != p:
                        pays = opts(imp_minister)
                        if pays:
                            add(S_IMPERADOR[T_MINISTER[i]].actions(pays))
    # special cards (only special kinds can have an effect)
    for card in specials:
        add(special_legal(st, p, card))
    # Market
    if turn["market_uses"] < 1 or st.options.get("fast_market"):
        given = turn["market_given"]
        for i, c in enumerate(st.market):
            if c is None or c in given:
                continue
            add(map(A_MARKET_AT[i].__getitem__, kinds))
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
        if v["workers"] > 0 and v["merchant"] != p and squares[st.bz_square[b]] == 0:
            out.append(T_BUSINESS[b])
    if CDP["region"] == REGION_OF_GANG[OTHER_GANG[gang]] and st.cdp > 0 and any(squares[q] == 0 for q in _CDP_SQUARES):
        out.append("cdp")
    return out


def _characters(st: "S", p: int, out: list[Action], opts, ok: tuple[bool, ...], hand: dict[str, int],
                hand_key: tuple | None, has_meeple: bool, free_char: bool, bern_done: bool) -> None:
    """Influence, blocker removal and Bernardina's actions, in Gallery order (``can_place`` of
    :mod:`.actions` inlined: not his own, a meeple in supply, R25/R29; R23b-f for Bernardina;
    rulebook, Conquering Characters in an Opponent's Play Area). ``hand_key`` is ``None`` when
    no kind has three copies (no «three identical cards» payment exists)."""
    add = out.extend
    one_char = st.options.get("one_character") and st.conquests[p] >= 1
    for c, g in st.gallery.items():
        owner = g["owner"]
        ms = g["meeples"]
        if owner == p:
            if ms:
                others = set(ms)
                others.discard(p)
                for v in sorted(others):
                    pays = _identical(hand, hand_key, False) if c == BERN else opts(NEED_CHAR[c][0])
                    if pays:
                        add(S_BLOCKER[(c, v)].actions(pays))
            continue
        if c == BERN:
            others_set = set(ms)
            others_set.discard(p)
            others = sorted(others_set)
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
            nid = NEED_CHAR[c][owner is not None]
            if ok[nid] and not (one_char and p in ms):
                add(S_INFLUENCE[c].actions(opts(nid)))
