"""Payments (board §6, modelling Q-H2): which multisets of hand cards pay a cost.

A cost is ``{icon: amount}``. Turn credit and usable coin tokens are spent first, automatically
(QD-8); the rest is paid by a multiset of card *kinds*, named by a canonical string
``"BOURGEOIS:1,COIN_1:2"`` (kinds sorted; ``""`` when nothing is needed). Only *minimal* payments
are legal: they cover the cost and no card can be taken out without breaking the cover. The Bênção
Imperial stands for one icon at value 1 (OQ-Q23). "Three identical cards" (Bernardina) is its own
form: three cards of one kind id (R7), plus one Bourgeois (or a Bênção Imperial as B) in an
opponent's area.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Iterable, Mapping

from .rules_data import BY_ICON, ICONS, IDENTICAL, WILD

Counts = Mapping[str, int]


def pay_string(counts: Mapping[str, int]) -> str:
    """Canonical payment string of ``{kind: n}`` (kinds sorted, zero counts dropped)."""
    return ",".join(f"{k}:{n}" for k, n in sorted(counts.items()) if n)


def parse_pay(pay: str) -> dict[str, int]:
    """Inverse of :func:`pay_string`; raises ``ValueError`` on a malformed string."""
    out: dict[str, int] = {}
    if not pay:
        return out
    for part in pay.split(","):
        kind, _, n = part.partition(":")
        out[kind] = out.get(kind, 0) + int(n)
    return out


def covers(counts: Counts, need: Counts) -> bool:
    """True when the cards ``counts`` pay ``need``: the wild cards fill every shortfall."""
    supply = supply_of(counts)
    short = sum(max(0, n - supply.get(s, 0)) for s, n in need.items())
    return short <= counts.get(WILD, 0)


def supply_of(counts: Counts) -> dict[str, int]:
    """``{icon: total}`` shown by the basic cards of ``counts`` (wild cards excluded)."""
    out: dict[str, int] = {}
    for kind, n in counts.items():
        for s, v in ICONS.get(kind, {}).items():
            out[s] = out.get(s, 0) + v * n
    return out


def surplus(counts: Counts, need: Counts) -> dict[str, int]:
    """Icons left over after ``counts`` paid ``need`` (board §6.3): basic-card supply minus need."""
    supply = supply_of(counts)
    return {s: supply.get(s, 0) - need.get(s, 0) for s in supply if supply.get(s, 0) > need.get(s, 0)}


def _tight(kinds: list[tuple[str, int]], have: Counts, amount: int) -> list[tuple[tuple[tuple[str, int], ...], int]]:
    """The card choices of one icon that a minimal payment can contain: ``((kind, n) …, shortfall)``
    for every ``n`` per kind of ``kinds`` (``[(kind, value)]``, :data:`BY_ICON`; at most the
    copies held and ``ceil(amount / value)``) such that taking out any one chosen card lowers the
    icon's supply below ``amount`` (otherwise that card is surplus: not minimal)."""
    ranges = [range(min(have.get(kind, 0), -(-amount // value)) + 1) for kind, value in kinds]
    out = []
    for combo in product(*ranges):
        supply = 0
        for n, (_, value) in zip(combo, kinds):
            supply += n * value
        if all(supply - value < amount for n, (_, value) in zip(combo, kinds) if n):
            out.append((tuple((kind, n) for n, (kind, _) in zip(combo, kinds) if n), max(0, amount - supply)))
    return out


@lru_cache(maxsize=65536)
def _options(hand: tuple[tuple[str, int], ...], need: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """Every minimal payment of ``need`` from ``hand`` (both sorted ``(key, n)`` tuples), as
    sorted payment strings.

    Each basic kind shows one icon (board §6), so a payment is basic cards per icon plus ``w``
    wild cards (OQ-Q23: one icon each, filling the shortfalls). It covers when the shortfalls add
    up to at most ``w``; it is minimal when no card can be taken out: a wild card only if ``w``
    equals the shortfall, a basic card only if the icon it shows would then fall short
    (:func:`_tight`). So: the tight choices per icon, combined, with exactly as many wild cards
    as they leave short — the same set as testing :func:`covers` and minimality on every
    multiset (``tests/quissama/test_payments_enumeration.py`` checks both against each other)."""
    have = dict(hand)
    wild = have.get(WILD, 0)
    out: set[str] = set()
    for combo in product(*[_tight(BY_ICON[s], have, amount) for s, amount in need]):
        short = 0
        for _, sh in combo:
            short += sh
        if short > wild:
            continue
        counts = dict(kn for part, _ in combo for kn in part)
        if short:
            counts[WILD] = short
        out.add(pay_string(counts))
    return tuple(sorted(out))


_MEMO: dict[tuple, tuple[str, ...]] = {}


def options(hand: Counts, need: Counts, hand_key: tuple | None = None) -> tuple[str, ...]:
    """Every minimal payment of ``need`` (``{icon: amount}``, zero entries allowed) from a hand
    with ``hand`` (``{kind: copies}``). ``("",)`` when nothing is needed; ``()`` when
    unaffordable. ``hand_key``: ``tuple(sorted(hand.items()))`` if the caller has it (memo)."""
    need_t = tuple(sorted((s, n) for s, n in need.items() if n > 0))
    if not need_t:
        return ("",)
    if hand_key is not None:
        hit = _MEMO.get((hand_key, need_t))
        if hit is not None:
            return hit
        if len(_MEMO) > 200000:
            _MEMO.clear()
        _MEMO[(hand_key, need_t)] = res = options(hand, need)
        return res
    # only the kinds that can pay, capped at what a minimal payment can use: more cache hits
    rel: dict[str, int] = {}
    for s, amount in need_t:
        for kind, value in BY_ICON[s]:
            n = min(hand.get(kind, 0), -(-amount // value))
            if n:
                rel[kind] = n
    w = min(hand.get(WILD, 0), sum(n for _, n in need_t))
    if w:
        rel[WILD] = w
    return _options(tuple(sorted(rel.items())), need_t)


def identical_options(hand: Counts, plus_b: bool) -> tuple[str, ...]:
    """Payments of «three identical cards» (R7: same kind id; credit and tokens never count),
    plus one Bourgeois card or a Bênção Imperial as B when ``plus_b`` (opponent's area, R23f)."""
    out: set[str] = set()
    for kind, n in hand.items():
        if n < IDENTICAL:
            continue
        base = {kind: IDENTICAL}
        if not plus_b:
            out.add(pay_string(base))
            continue
        for extra in ("BOURGEOIS", WILD):
            c = dict(base)
            c[extra] = c.get(extra, 0) + 1
            if all(hand.get(k, 0) >= v for k, v in c.items()):
                out.add(pay_string(c))
    return tuple(sorted(out))


def union(*groups: Iterable[str]) -> tuple[str, ...]:
    """Sorted union of payment lists (Alencar's «any two of the three items»)."""
    out: set[str] = set()
    for g in groups:
        out.update(g)
    return tuple(sorted(out))
