"""Quissama's end screen: the game has no points, so the score screen says who reached which
objective (or why the game is a draw) and shows every seat's progress toward the objectives it
held, from the public ``Result`` and the final public view (docs/quissama-engine-contract.md,
"Result")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..plugin import ScorePresenter
from ..widgets import score_table
from . import text

translate = QCoreApplication.translate
#: the badge of a blocked character on the score view, explained in :meth:`QuissamaScores.notes`
BLOCKED_MARK = "✕"
# the badge of the character whose objective won, explained in :meth:`QuissamaScores.notes`
WON_MARK = "★"


def progress_rows(view: dict, ctx: Any) -> list[list[str]]:
    """One row per seat: name, characters held, progress toward each objective."""
    rows = []
    gallery = view.get("gallery") or {}
    for s, seat in enumerate(view.get("seats") or []):
        chars = [c for c, g in gallery.items() if g.get("owner") == s]
        lines = []
        for c in chars:
            prog = (seat.get("progress") or {}).get(c) or []
            if prog:
                lines.append(f"{text.character_name(c)}: " + ", ".join(text.progress_line(x) for x in prog))
        # one line per character: the table fits 1024×640 without scrolling sideways (issue 18.7)
        rows.append([ctx.seat(s), "\n".join(text.character_name(c) for c in chars) or "–",
                     "\n".join(lines) or "–"])
    return rows


def seat_cards(seat: int, result: Any, ctx: Any) -> list[Any]:
    """The characters seat ``seat`` holds at the end (the public Gallery of the final view), as
    the table draws them; the one whose objective won the game carries a ★ badge, a blocked
    one (an opponent's meeple on it) a ✕, and each objective line its progress ("3/3", the
    progress table's words in the tooltip). Objectives, not points: no points on them."""
    from .faces import CharacterFace
    from ..scoresheet import DEACTIVATED, INFO, WON, Badge, ScoreCard
    view = dict(getattr(ctx, "view", None) or {})
    seats = view.get("seats") or []
    colour = (seats[seat] or {}).get("colour", "") if seat < len(seats) else ""
    won = set((getattr(result, "details", None) or {}).get("characters") or []) if seat in result.winners else set()
    out = []
    for char, g in (view.get("gallery") or {}).items():
        if g.get("owner") != seat:
            continue
        badges = []
        if char in won:
            badges.append(Badge(WON, WON_MARK, translate("ScoreDialog", "objective reached")))
        if g.get("blocked"):
            badges.append(Badge(DEACTIVATED, BLOCKED_MARK, translate("ScoreDialog", "blocked")))
        progress = ((seats[seat] or {}).get("progress") or {}).get(char) or [] if seat < len(seats) else []
        for line in progress:   # how far the objective got ("3/3"), in words for the tooltip
            badges.append(Badge(INFO, f"{line.get('have', 0)}/{line.get('need', 0)}", text.progress_line(line)))
        label = f"{text.character_name(char)}: {text.objective(char)}"
        out.append(ScoreCard(CharacterFace(char, str(colour), bool(g.get("blocked"))), label, None, tuple(badges)))
    return out


class QuissamaScores(ScorePresenter):
    """Winner and objective, or the round limit; the progress table of every seat (the
    breakdown tables, "+1 point" for an objective, are left out: no points in this game)."""

    breakdowns = False
    # a seat holds a few characters: larger cards, so a long title ("José de Alencar") has
    # room on two lines at a readable size instead of crowding the card's edges
    card_scale = 1.15

    def seat_sheets(self, result: Any, ctx: Any, extra: Any) -> list[Any]:
        from ..scoresheet import SeatSheet
        n = len(result.scores)
        return [SeatSheet(str(s), ctx.seat(s), None,
                          translate("ScoreDialog", "Objective reached") if s in result.winners else "",
                          s in result.winners, seat_cards(s, result, ctx)) for s in range(n)]

    def win_reason(self, result: Any, ctx: Any) -> str:
        details = getattr(result, "details", None) or {}
        chars = details.get("characters") or []
        if not result.winners or not chars:
            return ""
        return translate("ScoreDialog", "{seat} reached the objective of {character}.").format(
            seat=ctx.seat(result.winners[0]), character=text.character_name(chars[0]))

    def draw_reason(self, result: Any, ctx: Any) -> str:
        details = getattr(result, "details", None) or {}
        if details.get("reason") == "round_cap":
            return translate("ScoreDialog", "Nobody reached an objective within the round limit.")
        return ""

    def notes(self, result: Any, ctx: Any) -> list[Any]:
        """The badges explained, one entry each under the cards (the mark as the cards show
        it, its meaning), as the score screens' other marks are (QA of issue 13: they were
        said only in tooltips): the ★ when an objective won, the "n/m" progress chips when a
        seat holds an objective, the ✕ when a character someone holds is blocked."""
        from ..scoresheet import DEACTIVATED, INFO, WON, Badge
        view = dict(getattr(ctx, "view", None) or {})
        gallery = (view.get("gallery") or {}).values()
        notes = []
        if result.winners and (getattr(result, "details", None) or {}).get("characters"):
            notes.append(Badge(WON, WON_MARK, text.won_note()))
        seats = view.get("seats") or []
        if any(((seats[g["owner"]] or {}).get("progress") or {}).get(c) for c, g in (view.get("gallery") or {}).items()
               if isinstance(g.get("owner"), int) and g["owner"] < len(seats)):
            notes.append(Badge(INFO, "2/3", text.progress_note()))   # a chip, and what its "n/m" says
        if any(g.get("blocked") and g.get("owner") is not None for g in gallery):
            notes.append(Badge(DEACTIVATED, BLOCKED_MARK, text.blocked_note()))
        return notes

    def summary_table(self, result: Any, ctx: Any) -> Any:
        view = dict(getattr(ctx, "view", None) or {})
        if not view.get("seats"):
            return None
        headers = [translate("ScoreDialog", "Player"), translate("ScoreDialog", "Characters"),
                   translate("ScoreDialog", "Progress")]
        return score_table(headers, progress_rows(view, ctx))
