"""Scoring (rulebook §6, Alternative Rules; cards.md G5, G7, A6, A7, A24).

- A card scores its base (printed value of the side showing; +2 face down), made −|base| by
  a "make negative" effect, plus its bonuses (face-up, active cards only; each bonus counts
  once; Serva makes the Princesa's bonuses negative). A deactivated card scores 0.
- Bonus conditions look at the other cards of the tale, deactivated ones included (§5.3:
  they "count as a character with its types"); face-down cards count by initial type.
- Winners (A6): happiest and saddest tales win; CONTÁRIA competes and wins ties; tied
  players all win. Two players (A7) and single winner (A24) have their own rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from contaria_desktop.engines.core import Result

from .abilities import HANDLES

if TYPE_CHECKING:  # pragma: no cover
    from .state import ContariaState

CONTARIA = "contaria"


def card_lines(st: "ContariaState", t: int, known=None) -> list[dict[str, Any]]:
    """Score lines of tale ``t``: one dict per card with ``card`` (handle), ``identity``
    (data id, or None when ``known(h)`` is false), ``initial``, ``base``, ``bonus``,
    ``deactivated``, ``negated``, ``points``. ``known`` defaults to "everything"."""
    cont = st.cont
    cards, up, ident = st.cards.cards, st.face_up, st.ident
    tale = st.tales[t]
    out = []
    for h in tale:
        d = cards[ident[h]]
        base = d.score if up[h] else d.initial_points
        negated = cont.neg[h]
        if negated:
            base = -abs(base)
        bonus = 0
        if up[h] and d.bonuses and not cont.deact[h]:
            for ab in d.bonuses:
                b = _bonus(st, ab, h, d, tale, t)
                if b and cont.negbonus[h]:
                    b = -abs(b)
                bonus += b
        deact = cont.deact[h]
        out.append({"card": HANDLES[h], "identity": d.id if (known is None or known(h)) else None,
                    "initial": d.initial, "base": base, "bonus": bonus, "deactivated": deact,
                    "negated": negated, "points": 0 if deact else base + bonus})
    return out


def _bonus(st: "ContariaState", ab, h: int, d, tale: list[int], t: int) -> int:
    cards, up, ident = st.cards.cards, st.face_up, st.ident
    if ab.kind == "mirror_bonus":
        if ab.whose == "revealer":
            seat = st.revealer[h]
        else:
            seat = t if t < st.num_players else -1
        if seat < 0:
            return 0
        used = st.mirrors_used[seat]
        if used == 0:  # §7 Evil Queen: not activated while every mirror is unused
            return 0
        return ab.per_mirror * used + ab.flat
    if ab.if_present is not None and not any(
            o != h and ab.if_present.match(cards[ident[o]], up[o], d) for o in tale):
        return 0
    if ab.if_absent is not None and any(
            o != h and ab.if_absent.match(cards[ident[o]], up[o], d) for o in tale):
        return 0
    return ab.points


def tale_points(st: "ContariaState", t: int) -> int:
    return sum(line["points"] for line in card_lines(st, t))


def winners(scores: list[int], contaria: int, options: dict[str, Any]) -> tuple[tuple, bool, str]:
    """``(winners, draw, rule)`` for the seat ``scores`` and CONTÁRIA's score (A6/A7/A24)."""
    n = len(scores)
    if options.get("single_winner"):
        best = max(abs(contaria), *(abs(s) for s in scores))
        if abs(contaria) == best:
            return (CONTARIA,), False, "single_winner"
        return tuple(i for i, s in enumerate(scores) if abs(s) == best), False, "single_winner"
    if n == 2:
        a, b = scores
        lo, hi = min(a, b), max(a, b)
        if lo < contaria < hi:
            want = hi if contaria >= 0 else lo
            return tuple(i for i, s in enumerate(scores) if s == want), False, "two_player"
        return (), True, "two_player"
    out: list = []
    hi, lo = max(contaria, *scores), min(contaria, *scores)
    if contaria == hi or contaria == lo:
        out.append(CONTARIA)
    for extreme in (hi, lo):
        if contaria != extreme:
            out.extend(i for i, s in enumerate(scores) if s == extreme and i not in out)
    seats = sorted(x for x in out if isinstance(x, int))
    return tuple(seats) + ((CONTARIA,) if CONTARIA in out else ()), False, "standard"


def result(st: "ContariaState") -> Result:
    """The :class:`Result` of a finished game (shape in docs/contaria-engine-contract.md).

    The result is public, so a card never turned face up keeps its identity hidden (``None``):
    "Character cards that are not revealed up to this point must remain unrevealed" (§5.1).
    """
    n = st.num_players
    def public(h: int) -> bool:
        return st.knows(None, h)
    breakdown = {}
    totals = []
    for t in range(n + 1):
        lines = card_lines(st, t, known=public)
        totals.append(sum(x["points"] for x in lines))
        breakdown[str(t) if t < n else CONTARIA] = [
            {"key": "contaria.score.card",
             "params": {k: x[k] for k in ("card", "identity", "initial", "base", "bonus", "deactivated", "negated")},
             "points": x["points"]} for x in lines]
    seats, contaria = totals[:n], totals[n]
    won, draw, rule = winners(seats, contaria, st.options)
    return Result(scores=tuple(seats), winners=won, entities={CONTARIA: contaria}, breakdown=breakdown,
                  draw=draw, details={"rule": rule, "mirrors_used": list(st.mirrors_used)})
