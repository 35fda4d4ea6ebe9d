"""The minimal-payment enumeration (board §6, OQ-Q23, modelling Q-H2) computed per icon
(``payments._options``, issue 13 speed work) equals the definition: every multiset of the cards
that can pay, kept when it covers the cost and no card can be taken out (the enumeration used
before the qperf5 pass, kept here as the reference)."""

from __future__ import annotations

from itertools import product

from contaria_desktop.engines.core import Rng
from contaria_desktop.engines.quissama import payments as pm
from contaria_desktop.engines.quissama.listing import NEEDS
from contaria_desktop.engines.quissama.rules_data import BY_ICON, ICONS, WILD


def _reference(hand: dict[str, int], need: dict[str, int]) -> tuple[str, ...]:
    """Every multiset (per icon, per kind: 0 … min(held, ceil(amount / value)); wild cards 0 …
    min(held, total)) that covers ``need`` and is minimal."""
    total = sum(need.values())
    per_icon = []
    for s, amount in sorted(need.items()):
        choices: list[dict[str, int]] = [{}]
        for kind, value in BY_ICON[s]:
            top = min(hand.get(kind, 0), -(-amount // value))
            choices = [dict(c, **{kind: k}) for c in choices for k in range(top + 1)]
        per_icon.append(choices)
    out = set()
    for w in range(min(hand.get(WILD, 0), total) + 1):
        for combo in product(*per_icon):
            counts = {k: n for part in combo for k, n in part.items() if n}
            if w:
                counts[WILD] = w
            minimal = all(not pm.covers({**counts, k: n - 1}, need) for k, n in counts.items())
            if pm.covers(counts, need) and minimal:
                out.add(pm.pay_string(counts))
    return tuple(sorted(out))


def test_minimal_payments_equal_the_definition() -> None:
    # the per-icon enumeration relies on it (board §6): every basic kind shows one icon
    assert all(len(icons) == 1 for icons in ICONS.values())
    kinds = sorted({k for pairs in BY_ICON.values() for k, _ in pairs} | {WILD})
    rng = Rng(13)
    for i in range(400):
        need = dict(NEEDS[i % len(NEEDS)])
        hand = {k: rng.below(4) for k in kinds}
        hand = {k: n for k, n in hand.items() if n}
        got = pm._options(tuple(sorted(hand.items())), tuple(sorted(need.items())))
        assert got == _reference(hand, need), (hand, need)
