"""CharLatão on the score screen (``scores.py``) and the end-of-round summary.

- :func:`summary_table`: one row per participant (Ea-Nasir too with 2 players), one column
  per round (points and character; 2 players: a star for the round's winners), then the
  total (2 players: round wins).
- :func:`breakdown_table`: one participant's score lines (``Result.breakdown``, contract
  "Result"): round, character, quality (the Messenger: tricks before/after the Revelation),
  cards, value per card, points.
- :class:`RoundScoreDialog`: the round just scored, shown while the game goes on (manual
  "Pontuação"), from the state's scored lines - public once the round is over.

Values not checked against a printed card (rules data INFERRED/PLACEHOLDER) are marked with
``*`` and explained under the tables.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHeaderView,
                               QLabel, QScrollArea, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..i18n.context import TrContext
from . import messages
from .names import mnemonic_safe

translate = QCoreApplication.translate
charlatao_scores = TrContext("charlatao_scores")   # lupdate reads the context from the name
score_screen = TrContext("score_screen")           # headings shared with Contária's score screen

EA = "ea_nasir"


def _signed(n: Any) -> str:
    if isinstance(n, bool) or not isinstance(n, (int, float)):
        return ""
    return f"{n:+g}" if n else "0"


def _named(kind: str, value: Any) -> str:
    key = f"charlatao.{kind}.{value}"
    return messages.text(key) if messages.has_text(key) else str(value)


def participant(key: str, ctx: messages.MessageContext) -> str:
    """"0", "1"... or "ea_nasir" as a name."""
    if key.isdigit():
        return ctx.seat(int(key))
    return messages.winner_name(key, ctx)


def is_duel(result: Any) -> bool:
    return EA in (getattr(result, "entities", None) or {}) or len(getattr(result, "scores", ())) == 2


def heading(key: str, total: Any, won: bool, duel: bool, ctx: messages.MessageContext) -> str:
    """Group-box heading: "★ Ana: +12 points" (2 players: "Ana: 2 round wins")."""
    name = participant(key, ctx)
    if duel:
        head = charlatao_scores.tr("%1: %n round win(s)", "", int(total or 0)).replace("%1", name)
    else:
        head = points_heading(name, total)
    return ("★ " + head) if won else head


def points_heading(name: str, points: Any) -> str:
    """"Ana: +12 points" / "Ana: +1 point" (the plural follows the size of the score; 0 takes
    the plural in every language: "0 points", "0 pontos")."""
    count = abs(int(points)) if isinstance(points, (int, float)) and points else 2
    return score_screen.tr("%1: %2 point(s)", "", count).replace("%1", name).replace(
        "%2", _signed(points) or "0")


def _table(headers: list[str], rows: list[list[str]], bold_rows: Sequence[int] = ()) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for r, cells in enumerate(rows):
        for col, value in enumerate(cells):
            item = QTableWidgetItem(value)
            item.setToolTip(value)          # a narrow column may elide it
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if r in bold_rows:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setItem(r, col, item)
    table.resizeColumnsToContents()
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows))) + 6
    table.setFixedHeight(max(height, 40))
    return table


def _unverified_characters(details: Mapping[str, Any]) -> set[str]:
    return set(details.get("unverified") or [])


def breakdown_rows(lines: Sequence[Mapping[str, Any]], ctx: messages.MessageContext,
                   unverified: set[str] = frozenset()) -> list[list[str]]:
    """Cells of :func:`breakdown_table` (round, character, what, cards, value, points)."""
    rows = []
    for line in lines:
        p = line.get("params") or {}
        key = line.get("key", "")
        rnd = str(int(p["round"]) + 1) if isinstance(p.get("round"), int) else ""
        character = _named("character", p.get("character")) if p.get("character") else ""
        star = " *" if p.get("character") in unverified else ""
        if key == "charlatao.score.suit":
            what = _named("space", p.get("quality"))
            if p.get("phase") == "before":
                what = charlatao_scores.tr("%1, before the Revelation").replace("%1", what)
            elif p.get("phase") == "after":
                what = charlatao_scores.tr("%1, after the Revelation").replace("%1", what)
            rows.append([rnd, character, what, str(p.get("cards", "")), _signed(p.get("value")) + star,
                         _signed(line.get("points", 0))])
        elif key == "charlatao.score.tricks":
            if p.get("phase") == "before":
                what = charlatao_scores.tr("Tricks before the Revelation")
            elif p.get("phase") == "after":
                what = charlatao_scores.tr("Tricks after the Revelation")
            else:
                what = charlatao_scores.tr("Tricks")
            rows.append([rnd, character, what, str(p.get("tricks", "")), star.strip(),
                         _signed(line.get("points", 0))])
        elif key == "charlatao.score.round_result":
            what = charlatao_scores.tr("Round total")
            won = charlatao_scores.tr("★ won the round") if p.get("won") else ""
            rows.append([rnd, won, what, "", "", _signed(p.get("points", 0))])
        else:
            rows.append([rnd, character, messages.text(key, **ctx.words(p)), "", "", _signed(line.get("points", 0))])
    return rows


def breakdown_table(lines: Sequence[Mapping[str, Any]], ctx: messages.MessageContext,
                    unverified: set[str] = frozenset(), one_round: bool = False) -> QTableWidget:
    """One participant's score lines as a table (one row per line); ``one_round`` leaves
    out the round and character columns (the round dialog names them above)."""
    headers = [charlatao_scores.tr("Round"), charlatao_scores.tr("Character"), charlatao_scores.tr("Quality"),
               charlatao_scores.tr("Cards"), charlatao_scores.tr("Per card"), charlatao_scores.tr("Points")]
    rows = breakdown_rows(lines, ctx, unverified)
    if one_round:
        headers, rows = headers[2:], [r[2:] for r in rows]
    table = _table(headers, rows)
    if not one_round:
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
    return table


def summary_rows(result: Any, ctx: messages.MessageContext) -> tuple[list[str], list[list[str]], list[int]]:
    """(headers, rows, winner rows) of :func:`summary_table`."""
    details = getattr(result, "details", {}) or {}
    points = list(details.get("round_points") or [])
    characters = list(details.get("characters") or [])
    duel = is_duel(result)
    headers = [charlatao_scores.tr("Player")]
    headers += [charlatao_scores.tr("Round %1").replace("%1", str(r + 1)) for r in range(len(points))]
    headers.append(charlatao_scores.tr("Round wins") if duel else charlatao_scores.tr("Total"))
    keys = [str(s) for s in range(len(result.scores))] + ([EA] if duel else [])
    winners = {str(w) for w in result.winners}
    rows, bold = [], []
    round_winners = details.get("round_winners") or []
    ea_points = details.get("ea_nasir_points") or []
    for i, key in enumerate(keys):
        cells = [("★ " if key in winners else "") + participant(key, ctx)]
        for r, per_seat in enumerate(points):
            value = ea_points[r] if key == EA and r < len(ea_points) else (
                per_seat[int(key)] if key.isdigit() and int(key) < len(per_seat) else None)
            cell = _signed(value)
            if duel and r < len(round_winners) and key in [str(k) for k in round_winners[r]]:
                cell += " ★"
            elif not duel and key.isdigit() and r < len(characters) and int(key) < len(characters[r]):
                cell += f" ({_named('character', characters[r][int(key)])})"
            cells.append(cell)
        total = result.entities.get(EA, 0) if key == EA else result.scores[int(key)]
        cells.append(str(total) if duel else (_signed(total) or "0"))
        rows.append(cells)
        if key in winners:
            bold.append(i)
    return headers, rows, bold


def summary_table(result: Any, ctx: messages.MessageContext) -> QTableWidget:
    """Every participant's points per round and total (2 players: round wins)."""
    headers, rows, bold = summary_rows(result, ctx)
    table = _table(headers, rows, bold)
    table.setObjectName("charlataoSummary")
    return table


def unverified_note(details: Mapping[str, Any]) -> str:
    """The "*" explanation, or "" when every value in use is verified."""
    names = sorted(_named("character", c) for c in _unverified_characters(details))
    if not names:
        return ""
    return charlatao_scores.tr("* Values of %1 are not checked against a printed card (inferred or placeholder "
                               "data, editable in the rules data file).").replace("%1", ", ".join(names))


class RoundScoreDialog(QDialog):
    """The round just scored: each participant's points and per-suit breakdown. Non-modal;
    the game goes on behind it. ``lines`` maps "0", "1"... (and "ea_nasir") to the round's
    score lines; ``unverified`` are characters whose values are not verified."""

    def __init__(self, round_index: int, lines: Mapping[str, Sequence[Mapping[str, Any]]],
                 ctx: messages.MessageContext, unverified: set[str] = frozenset(), parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundScoreDialog")
        self._args = (round_index, lines, ctx, unverified)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._content: QWidget | None = None
        self._build()
        self.resize(900, 560)

    def _build(self) -> None:
        """Every widget, in the current language (rebuilt on LanguageChange)."""
        round_index, lines, ctx, unverified = self._args
        if self._content is not None:
            self._layout.removeWidget(self._content)
            self._content.hide()
            self._content.deleteLater()
        self._content = content = QWidget(self)
        self._layout.addWidget(content)
        self.setWindowTitle(charlatao_scores.tr("Round %1 scores").replace("%1", str(round_index + 1)))
        self.tables: dict[str, QTableWidget] = {}
        layout = QVBoxLayout(content)
        title = QLabel(self.windowTitle(), content)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        scroll = QScrollArea(content)
        scroll.setWidgetResizable(True)
        body = QWidget(scroll)
        grid = QGridLayout(body)
        keys = sorted(lines, key=lambda k: (not k.isdigit(), int(k) if k.isdigit() else 0))
        cols = 2 if len(keys) > 2 else 1
        for i, key in enumerate(keys):
            own = [l for l in lines[key] if l.get("key") != "charlatao.score.round_result"]
            result_line = next((l for l in lines[key] if l.get("key") == "charlatao.score.round_result"), None)
            points = sum(int(l.get("points", 0)) for l in own)
            name = participant(key, ctx)
            character = next(((l.get("params") or {}).get("character") for l in own
                              if (l.get("params") or {}).get("character")), None)
            if character:
                name = charlatao_scores.tr("%1 · %2").replace("%1", name).replace("%2", _named("character", character))
            head = points_heading(name, points)
            if result_line is not None and (result_line.get("params") or {}).get("won"):
                head = "★ " + head
            box = QGroupBox(mnemonic_safe(head), body)
            inner = QVBoxLayout(box)
            table = breakdown_table(own, ctx, unverified, one_round=True)
            inner.addWidget(table)
            if not own:
                table.hide()
                inner.addWidget(QLabel(charlatao_scores.tr("No copper won this round."), box))
            grid.addWidget(box, i // cols, i % cols)
            self.tables[key] = table
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        note = unverified_note({"unverified": sorted(unverified)})
        if note:
            label = QLabel(note, content)
            label.setWordWrap(True)
            layout.addWidget(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, content)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange)."""
        self._build()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_content", None) is not None:
            self.retranslate()
        super().changeEvent(event)


def last_round(state: Any) -> tuple[int, dict[str, list]] | None:
    """(round index, lines per participant) of the last scored round of a CharLatão state,
    or None before the first round is scored."""
    rounds = getattr(state, "round_lines", None) or []
    if not rounds:
        return None
    lines = rounds[-1]
    for ls in lines.values():
        for line in ls:
            r = (line.get("params") or {}).get("round")
            if isinstance(r, int):
                return r, dict(lines)
    return len(rounds) - 1, dict(lines)
