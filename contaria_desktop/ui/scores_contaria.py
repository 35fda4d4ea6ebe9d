"""Why a Contária game ended the way it did, for the score screen: who had the happiest
and the saddest tale, and the reason for a draw (rulebook §6 "End of the game"; ties and
CONTÁRIA's advantage A6; two players A7; single winner A24 - shared/rules/contaria-cards.md).

Reads only the public :class:`Result`: ``scores`` (per seat), ``entities["contaria"]``,
``winners``, ``draw`` and ``details["rule"]`` (``"standard"``, ``"two_player"`` or
``"single_winner"``, engines/contaria/scoring.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from . import messages

translate = QCoreApplication.translate
CONTARIA = "contaria"


def _points(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _names(keys: list[Any], ctx: messages.MessageContext) -> str:
    return ", ".join(messages.winner_name(k, ctx) for k in keys)


def _totals(result: Any) -> tuple[list[int], int]:
    return [int(s) for s in result.scores], int(result.entities.get(CONTARIA, 0))


def draw_reason(result: Any, ctx: messages.MessageContext) -> str:
    """Why a two-player game is a draw (A7): equal tales, or CONTÁRIA at or beyond the
    highest or lowest score. "" when the result is not a Contária draw."""
    if not getattr(result, "draw", False) or len(result.scores) != 2:
        return ""
    (a, b), c = _totals(result)
    lo, hi = min(a, b), max(a, b)
    if a == b:
        return translate("ScoreDialog", "both tales have {points}").format(points=_points(a))
    if c == hi:
        return translate("ScoreDialog", "CONTÁRIA tied the highest score ({points})").format(points=_points(c))
    if c > hi:
        return translate("ScoreDialog", "CONTÁRIA has the highest score ({points})").format(points=_points(c))
    if c == lo:
        return translate("ScoreDialog", "CONTÁRIA tied the lowest score ({points})").format(points=_points(c))
    return translate("ScoreDialog", "CONTÁRIA has the lowest score ({points})").format(points=_points(c))


def win_reason(result: Any, ctx: messages.MessageContext) -> str:
    """Who had the happiest and the saddest tale (or, with two players or a single winner,
    the rule that picked the winners), in one or two sentences. "" for a draw."""
    if getattr(result, "draw", False):
        return ""
    seats, c = _totals(result)
    rule = (getattr(result, "details", None) or {}).get("rule", "standard")
    if rule == "single_winner":
        best = max(abs(c), *(abs(s) for s in seats))
        if CONTARIA in result.winners:
            return translate("ScoreDialog", "Single winner: CONTÁRIA is furthest from zero ({points}), so no "
                                            "player wins.").format(points=_points(c))
        return translate("ScoreDialog", "Single winner: the tale furthest from zero wins ({points}).").format(
            points=_points(next(s for s in seats if abs(s) == best)))
    if rule == "two_player":
        if c >= 0:
            return translate("ScoreDialog", "CONTÁRIA ({points}) is between the two tales and not negative: the "
                                            "happier tale wins.").format(points=_points(c))
        return translate("ScoreDialog", "CONTÁRIA ({points}) is between the two tales and negative: the sadder "
                                        "tale wins.").format(points=_points(c))
    every = seats + [c]
    hi, lo = max(every), min(every)
    if hi == lo:
        return translate("ScoreDialog", "Every tale has {points}: ties go to CONTÁRIA.").format(points=_points(hi))
    lines = []
    tie = False
    for value, template in ((hi, translate("ScoreDialog", "Happiest tale: {names} ({points}).")),
                            (lo, translate("ScoreDialog", "Saddest tale: {names} ({points})."))):
        holders = [i for i, s in enumerate(seats) if s == value]
        if c == value:
            tie = tie or bool(holders)
            holders = [CONTARIA]
        lines.append(template.format(names=_names(holders, ctx), points=_points(value)))
    if tie:
        lines.append(translate("ScoreDialog", "Ties go to CONTÁRIA."))
    return " ".join(lines)
