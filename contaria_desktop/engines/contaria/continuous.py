"""Continuous effects, recomputed from the tales every time (cards.md G3 and Errata 1).

Nothing here is stored in the state: :func:`compute` reads the tales, faces, markers and the
order in which cards came into play, and returns a :class:`Continuous` snapshot (deactivated,
base made negative, bonus made negative, unrevealable, held by the Dwarf) for every handle.

Deactivation (§5.3, §7): a card is deactivated when an *active* face-up source in its tale
deactivates it (Caçador, Irmã Má, Princesa, João, Lobo Mau, Maria, and the Giant marker while
the Gigante is active in the same tale) and it is not immune. Without cycles the answer is
unique and found by propagation. Errata 1: with a cycle (e.g. Gigante marker on Caçador,
Caçador vs Lobo Mau, Lobo Mau vs João, João vs Gigante) sources are evaluated in the order
they came into play: among the stable answers the one where the earliest sources stay active
wins; when no stable answer exists (an odd cycle), the sources are applied one by one in that
order and a deactivated source applies nothing.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .state import ContariaState


class Continuous:
    """Snapshot of the continuous state; every list is indexed by handle number.

    - ``deact``: deactivated (scores 0, abilities cancelled, cannot be moved).
    - ``neg``: base points made negative (−|base|); ``negbonus``: bonuses made negative.
    - ``unrev``: cannot be revealed (Sereia on CAVALHEIROs).
    - ``held``: cannot be moved because an active Anão holds it with the Dwarf marker.
    """

    __slots__ = ("deact", "neg", "negbonus", "unrev", "held")

    def __init__(self, size: int) -> None:
        self.deact = [False] * size
        self.neg = [False] * size
        self.negbonus = [False] * size
        self.unrev = [False] * size
        self.held = [False] * size


def compute(st: "ContariaState", base: Continuous | None = None, dirty: set[int] | None = None) -> Continuous:
    """The continuous state of ``st`` (see module docstring).

    Every effect is local to one tale (sources act "in this tale"; a marker acts only while
    its placer is in the marked card's tale), so when ``base`` is the snapshot from before a
    change and ``dirty`` the tales that change touched, only those tales are recomputed.
    """
    size = len(st.ident)
    if base is None or dirty is None:
        out = Continuous(size)
        tales = range(len(st.tales))
    else:
        out = Continuous.__new__(Continuous)
        out.deact, out.neg, out.negbonus = base.deact[:], base.neg[:], base.negbonus[:]
        out.unrev, out.held = base.unrev[:], base.held[:]
        tales = dirty
        for t in dirty:
            for h in st.tales[t]:
                out.deact[h] = out.neg[h] = out.negbonus[h] = out.unrev[h] = out.held[h] = False
    cards = st.cards.cards
    ident = st.ident
    up = st.face_up
    tale_of = st.tale_of
    marker_links = None
    for ti in tales:
        tale = st.tales[ti]
        sources = [h for h in tale if up[h]]
        if not sources:
            continue
        if marker_links is None:
            marker_links = _marker_links(st) if max(st.markers.values()) >= 0 else ()
        tale_links = [m for m in marker_links if tale_of[m[0]] == ti] if marker_links else ()
        # deactivation edges: source -> targets
        attackers: dict[int, list[int]] = {}
        for s in sources:
            sd = cards[ident[s]]
            for ab in sd.deactivate:
                for t in tale:
                    if t == s:
                        continue
                    td = cards[ident[t]]
                    if ab.target.match(td, up[t], sd) and not (up[t] and td.immune_to(sd.id, "deactivate")):
                        attackers.setdefault(t, []).append(s)
        for p, on, effect, pd in tale_links:
            if effect == "deactivate":
                td = cards[ident[on]]
                if not (up[on] and td.immune_to(pd.id, "deactivate")):
                    attackers.setdefault(on, []).append(p)
        deact = out.deact
        if attackers:
            _solve(tale, attackers, st.since, deact)
        # point modifiers and the other continuous effects of active sources
        for s in sources:
            if deact[s]:
                continue
            sd = cards[ident[s]]
            if not sd.has_continuous:
                continue
            for ab in sd.base_negative:
                for t in tale:
                    if t != s:
                        td = cards[ident[t]]
                        if ab.target.match(td, up[t], sd) and not (up[t] and td.immune_to(sd.id, "base_negative")):
                            out.neg[t] = True
                            if ab.bonus_too:
                                out.negbonus[t] = True
            for ab in sd.unrevealable:
                for t in tale:
                    if t != s and not up[t] and ab.target.match(cards[ident[t]], False, sd):
                        out.unrev[t] = True
        for p, on, effect, _pd in tale_links:
            if deact[p]:
                continue
            if effect == "base_negative":
                out.neg[on] = True
            elif effect == "immovable":
                out.held[on] = True
    return out


def _marker_links(st: "ContariaState") -> list:
    """Markers in effect: ``(placer handle, marked handle, effect, placer CardDef)``."""
    cards, ident, up, tale_of = st.cards.cards, st.ident, st.face_up, st.tale_of
    links = []
    for name, (pcid, _flt, effect) in st.cards.markers.items():
        on = st.markers[name]
        if on < 0:
            continue
        p = st.hid[pcid]
        if p < 0 or not up[p] or tale_of[p] < 0 or tale_of[p] != tale_of[on] or p == on:
            continue
        if up[on] and cards[ident[on]].immune_to(cards[pcid].id, "marker"):
            continue
        links.append((p, on, effect, cards[pcid]))
    return links


def _solve(tale: list[int], attackers: dict[int, list[int]], since: list[int], deact: list[bool]) -> None:
    """Fill ``deact`` for the cards of one tale from the ``attackers`` graph (Errata 1)."""
    status: dict[int, bool] = {}  # True = active
    undecided = list(tale)
    changed = True
    while changed and undecided:
        changed = False
        for t in list(undecided):
            att = attackers.get(t, ())
            if any(status.get(a) is True for a in att):
                status[t] = False
            elif all(status.get(a) is False for a in att):
                status[t] = True
            else:
                continue
            undecided.remove(t)
            changed = True
    if undecided:
        # a cycle: prefer, among stable answers, the one keeping the earliest cards active
        order = sorted(undecided, key=lambda h: since[h])
        best = None
        for bits in product((True, False), repeat=len(order)):
            trial = dict(status)
            trial.update(zip(order, bits))
            if all(trial[t] == (not any(trial[a] for a in attackers.get(t, ()))) for t in order):
                best = trial
                break  # product() yields in lexicographic order: earliest-active first
        if best is None:
            # no stable answer: apply sources one by one in order of coming into play
            best = dict(status)
            for t in order:
                best[t] = True
            for s in sorted(tale, key=lambda h: since[h]):
                if not best[s]:
                    continue
                for t, att in attackers.items():
                    if s in att and t in order:
                        best[t] = False
        status = best
    for t in tale:
        deact[t] = not status[t]
