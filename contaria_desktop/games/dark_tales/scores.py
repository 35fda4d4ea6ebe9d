"""Dark Tales' score screen (:class:`DarkTalesScores`): per seat, the VP from play (card by
card, item lines) and the setting card B's breakdown (pairs, items, ranking awards with the
place), a summary of play VP + B VP, and the tie-break (items + cards in hand, DT-E6/E7)
when it decided. Values the rules data marks INFERRED carry a small "(?)" mark whose tooltip
says it is unverified.

Reads only the public :class:`Result` (``breakdown``, ``scores``, ``winners``, ``details``:
``tie_break``, ``play_vp``, ``b_vp``, ``reason``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from ...i18n import messages
from ..plugin import ScorePresenter
from ..widgets import fit_rows, read_only_table, score_table, signed_points
from . import cardtext
from .messages import score_key

translate = QCoreApplication.translate


def line_text(line: Mapping[str, Any], ctx: Any) -> str:
    """One breakdown line in words (the game's templates)."""
    params = dict(line.get("params") or {})
    return messages.text(score_key(line), **ctx.words(params))


def is_b(line: Mapping[str, Any]) -> bool:
    return str(line.get("key")) in ("dark_tales.score.pair", "dark_tales.score.per_item", "dark_tales.score.ranking")


def detail_text(line: Mapping[str, Any]) -> str:
    """The award column of a ranking line ("1st: 10 VP"), empty for other lines."""
    p = line.get("params") or {}
    if line.get("key") != "dark_tales.score.ranking":
        return ""
    if not p.get("award"):
        return translate("dark_tales.scores", "no award")
    return translate("dark_tales.scores", "award %1 VP").replace("%1", str(p.get("award")))


def rows_of(lines: Sequence[Mapping[str, Any]], ctx: Any) -> list[tuple[str, str, str, bool]]:
    """``(what, detail, points, inferred)`` rows: play lines first, then the B card's."""
    play = [l for l in lines if not is_b(l)]
    b = [l for l in lines if is_b(l)]
    out = []
    for line in play + b:
        out.append((line_text(line, ctx), detail_text(line), signed_points(int(line.get("points", 0))),
                    bool((line.get("params") or {}).get("inferred"))))
    return out


def tie_break_text(result: Any, ctx: Any) -> str:
    """The tie-break sentence when it was needed (DT-E6, DT-E7), else ""."""
    tb = (result.details or {}).get("tie_break")
    if not tb:
        return ""
    values = tb.get("values") or {}
    shown = ", ".join(f"{ctx.seat(int(s))} {v}" for s, v in values.items())
    if tb.get("shared"):
        return translate("dark_tales.scores", "Tied on VP and on items + cards in hand (%1): the victory is shared.").replace("%1", shown)
    return translate("dark_tales.scores", "Tied on VP; the tie-break (items + cards in hand: %1) decided.").replace("%1", shown)


class DarkTalesScores(ScorePresenter):
    """One table per seat (play VP, then the B card), a summary and the tie-break."""

    def win_reason(self, result: Any, ctx: Any) -> str:
        tb = (result.details or {}).get("tie_break")
        if tb and not tb.get("shared"):
            return tie_break_text(result, ctx)
        reason = (result.details or {}).get("reason")
        if reason == "turn_cap":
            return translate("dark_tales.scores", "The game ended at the turn limit.")
        return ""

    def draw_reason(self, result: Any, ctx: Any) -> str:
        tb = (result.details or {}).get("tie_break")
        return tie_break_text(result, ctx) if tb and tb.get("shared") else ""

    def summary_table(self, result: Any, ctx: Any) -> QTableWidget:
        d = result.details or {}
        play, bvp = list(d.get("play_vp") or []), list(d.get("b_vp") or [])
        settings = d.get("settings") or ["", ""]
        headers = [translate("dark_tales.scores", "Player"), translate("dark_tales.scores", "VP from play"),
                   translate("dark_tales.scores", "Card %1").replace("%1", cardtext.setting_code(str(settings[1]))),
                   translate("dark_tales.scores", "Total")]
        tb = d.get("tie_break") or {}
        if tb:
            headers.append(translate("dark_tales.scores", "Items + hand"))
        rows = []
        for s, total in enumerate(result.scores):
            row = [ctx.seat(s), signed_points(play[s] if s < len(play) else 0),
                   signed_points(bvp[s] if s < len(bvp) else 0), signed_points(int(total))]
            if tb:
                row.append(str((tb.get("values") or {}).get(str(s), "–")))
            rows.append(row)
        return score_table(headers, rows)

    def breakdown_table(self, lines: Sequence[Mapping[str, Any]], result: Any, ctx: Any, extra: Any) -> QTableWidget:
        headers = [translate("dark_tales.scores", "Where the VP come from"), translate("dark_tales.scores", "Award"),
                   translate("dark_tales.scores", "VP")]
        rows = rows_of(lines, ctx)
        table = read_only_table(len(rows), headers)
        mark, note = cardtext.unverified_mark(), cardtext.unverified_note()
        for r, (what, detail, points, inferred) in enumerate(rows):
            for col, value in enumerate((what + (" " + mark if inferred else ""), detail, points)):
                item = QTableWidgetItem(value)
                item.setToolTip(note if inferred and col == 0 else value)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, col, item)
        return fit_rows(table)

    def notes(self, result: Any, ctx: Any) -> list[str]:
        out = []
        if any((l.get("params") or {}).get("inferred") for lines in result.breakdown.values() for l in lines):
            out.append(cardtext.unverified_mark() + " " + cardtext.unverified_note())
        return out
