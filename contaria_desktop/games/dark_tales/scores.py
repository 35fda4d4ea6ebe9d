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
from ...i18n.formatting import join_names
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
    if tb.get("shared"):   # DT-E7: still tied after the tie-break
        return translate("dark_tales.scores", "A tie: tied on VP and on items + cards in hand (%1), so the "
                                              "victory is shared.").replace("%1", shown)
    return translate("dark_tales.scores", "A tie on VP, broken by the tie-break (most items + cards in hand: "
                                          "%1).").replace("%1", shown)


def reason_text(line: Mapping[str, Any], ctx: Any) -> str:
    """Why one score line scores, short enough to stand under a card on the score view
    (issue 16 QA): a B card line as its count × VP each ("Sword + Villain: 2 × 3 VP",
    "Gold coin: 3 × 1 VP"), a ranking as the value and place ("Gold coin + cards in hand:
    8, 1st place"), an A card's item line by its cost ("Item line: Magic wand"), a card by
    when it scored ("during play"). "" for a line of another kind."""
    p = dict(line.get("params") or {})
    w = ctx.words(p)
    key = line.get("key")
    if key == "dark_tales.score.pair":
        return translate("dark_tales.scores", "%1 + %2: %3 × %4 VP").replace("%1", w.get("a", "")).replace(
            "%2", w.get("b", "")).replace("%3", str(p.get("pairs", 0))).replace("%4", str(p.get("vp_each", 0)))
    if key == "dark_tales.score.per_item":
        items = w.get("items", "")
        if p.get("unpaired"):
            items = translate("dark_tales.scores", "unpaired %1").replace("%1", items)
        return translate("dark_tales.scores", "%1: %2 × %3 VP").replace("%1", items).replace(
            "%2", str(p.get("count", 0))).replace("%3", str(p.get("vp_each", 0)))
    if key == "dark_tales.score.ranking":
        place = p.get("place")
        where = translate("dark_tales.scores", "place %1").replace("%1", str(place)) if place else ""
        return translate("dark_tales.scores", "%1: %2, %3").replace("%1", w.get("metric", "")).replace(
            "%2", str(p.get("value", 0))).replace("%3", where).rstrip(", ")
    if key == "dark_tales.score.item_line":
        return translate("dark_tales.scores", "Item line: %1").replace("%1", w.get("line", ""))
    if key == "dark_tales.score.card":
        return translate("dark_tales.scores", "during play")
    if key == "dark_tales.score.position":
        return translate("dark_tales.scores", "starting position")
    return ""


def seat_cards(lines: Sequence[Mapping[str, Any]], result: Any, ctx: Any) -> list[Any]:
    """One seat's VP on the score view: the cards it scored during play (their faces), then
    each setting-card line (item lines, pairs, rankings) on that setting card's face, with the
    ranking's place as a badge; an inferred value carries the unverified mark. Each carries
    its reason (:func:`reason_text`) under the card: why it scores, not only how much."""
    from .faces import DarkTalesFace
    from ..scoresheet import COUNT, UNVERIFIED, Badge, ScoreCard
    play = [l for l in lines if not is_b(l)]
    out = []
    for line in play + [l for l in lines if is_b(l)]:
        p = line.get("params") or {}
        badges = []
        if line.get("key") == "dark_tales.score.card" and p.get("id"):
            face, label = DarkTalesFace("card", card=str(p["id"])), line_text(line, ctx)
        elif p.get("setting"):
            face, label = DarkTalesFace("setting", card=str(p["setting"])), line_text(line, ctx)
            if line.get("key") == "dark_tales.score.ranking" and isinstance(p.get("place"), int):
                badges.append(Badge(COUNT, f"#{p['place']}", detail_text(line)))
        else:
            face, label = None, line_text(line, ctx)
        if p.get("inferred"):
            badges.append(Badge(UNVERIFIED, cardtext.unverified_mark(), cardtext.unverified_note()))
        out.append(ScoreCard(face, label, int(line.get("points", 0)), tuple(badges), reason=reason_text(line, ctx)))
    return out


class DarkTalesScores(ScorePresenter):
    """One table per seat (play VP, then the B card), a summary and the tie-break."""

    card_scale = 0.85   # a dozen cards a seat

    def win_reason(self, result: Any, ctx: Any) -> str:
        tb = (result.details or {}).get("tie_break")
        if tb and not getattr(result, "draw", False):   # broken or shared: say it was a tie (DT-E6, DT-E7)
            return tie_break_text(result, ctx)
        reason = (result.details or {}).get("reason")
        if reason == "turn_cap":
            return translate("dark_tales.scores", "The game ended at the turn limit.")
        if result.winners and not getattr(result, "draw", False):
            best = max(int(s) for s in result.scores)
            return translate("dark_tales.scores", "Most VP: %1 (%2).").replace(
                "%1", join_names([ctx.seat(int(w)) for w in result.winners])).replace("%2", signed_points(best))
        return ""

    def seat_cards(self, key: str, lines: Any, result: Any, ctx: Any, extra: Any) -> list[Any]:
        return seat_cards(lines, result, ctx)

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

    def notes(self, result: Any, ctx: Any) -> list[Any]:
        """The marks of the score view explained, one entry each (the mark as the cards show
        it, its meaning), only when they appear (QA of issues 16 and 18): the unverified mark,
        "#1" a ranking's place."""
        from ..scoresheet import COUNT, UNVERIFIED, Badge
        out = []
        if any((l.get("params") or {}).get("inferred") for lines in result.breakdown.values() for l in lines):
            out.append(Badge(UNVERIFIED, cardtext.unverified_mark(), cardtext.unverified_note()))
        if any(l.get("key") == "dark_tales.score.ranking" and isinstance((l.get("params") or {}).get("place"), int)
               for lines in result.breakdown.values() for l in lines):
            out.append(Badge(COUNT, "#1", translate("dark_tales.scores", "the place in a ranking of the setting card")))
        return out
