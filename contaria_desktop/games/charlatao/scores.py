"""CharLatão on the score screen (``scores.py``) and the end-of-round summary.

- :func:`summary_table`: one row per participant (Ea-Nasir too with 2 players), one column
  per round (points and character; 2 players: a ✓ for the round's winners), then the
  total (2 players: round wins).
- :func:`breakdown_table`: one participant's score lines (``Result.breakdown``, contract
  "Result"): round, character, quality (the Messenger: tricks before/after the Revelation),
  cards (the Messenger: tricks), value per card (per trick), points; the suit that had each
  quality in the cell's tooltip (the round dialog: a column).
- :class:`RoundScoreDialog`: the round just scored, shown while the game goes on (manual
  "Pontuação"), from the state's scored lines - public once the round is over.
- :func:`round_suits`: which suit had which quality in each round, from the public
  Revelation events (the engine's score lines name only the quality).
- the dialogs fit the screen (1024×640 and up) and never cut a cell (``games/widgets.py``).

Values not checked against a printed card (rules data INFERRED/PLACEHOLDER) carry the shared
"unverified value" mark (``widgets.UNVERIFIED_MARK``, its tooltip in the cell) and a small
legend under the tables; Help ▸ Rules summary explains it to players (issue 18.10).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHeaderView,
                               QLabel, QPushButton, QScrollArea, QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from ...i18n import messages
from ...i18n.context import TrContext
from ...i18n.formatting import join_names
from ..widgets import (UNVERIFIED_MARK, available_size, columns_that_fit, fit_to_screen,  # noqa: F401
                       layout_boxes, natural_width, points_heading, score_table, signed_points, unverified_label,
                       unverified_tip)
from .messages import charlatao_counts   # "%n trick(s)", as in the log
from ...i18n.names import mnemonic_safe
from ..plugin import ScorePresenter

translate = QCoreApplication.translate
charlatao_scores = TrContext("charlatao_scores")   # lupdate reads the context from the name

EA = "ea_nasir"


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


def _unverified_characters(details: Mapping[str, Any]) -> set[str]:
    return set(details.get("unverified") or [])


#: Columns of :func:`breakdown_rows`.
ROUND, CHARACTER, QUALITY, SUIT, CARDS, VALUE, POINTS = range(7)


def suit_title(suit: Any) -> str:
    """"Blue (moon)": the suit with its symbol (the table's words), or "" for no suit."""
    if not suit:
        return ""
    from . import text   # loaded with the game's table already
    return text.suit_title(suit)


def _trick_rule(character: Any, side: Any, phase: Any, tricks: Any = None) -> tuple[str, str]:
    """(cell, tooltip) of the Messenger's value for ``phase`` (rules data; manual, Mensageiro
    de Nanni: "−2 pts per trick won before the Revelation"; after it, 0 / 5 / 12 points for
    0 / 1 / 2 tricks and 2 points for 3 or more). Before: "−2 per trick". After: the entry
    of the table that ``tricks`` hit ("2 tricks: +12", "3 or more: +2" - what the +2 is for,
    never a per-trick value), the whole table in the tooltip; without a count, the table."""
    from ...engines.charlatao.rules_data import DATA
    try:
        rule = DATA["characters"][str(character)][str(side or "basic")]["tricks"][str(phase)]
    except KeyError:
        return "", ""
    if "per_trick" in rule:
        return charlatao_scores.tr("%1 per trick").replace("%1", signed_points(rule["per_trick"]) or "0"), ""
    from .text import charlatao_table, fill   # the table's words for the same rule
    table = list(rule.get("table") or [])
    more = signed_points(rule.get("or_more", 0)) or "0"
    parts = [fill(charlatao_table.tr("%n trick(s): %1", "", i), signed_points(v) or "0") for i, v in enumerate(table)]
    parts.append(fill(charlatao_table.tr("%1 or more: %2"), len(table), more))
    if isinstance(tricks, int) and not isinstance(tricks, bool) and tricks >= 0:
        return parts[min(tricks, len(table))], ", ".join(parts)
    return ", ".join(parts), ", ".join(parts)


def breakdown_rows(lines: Sequence[Mapping[str, Any]], ctx: messages.MessageContext,
                   unverified: set[str] = frozenset(), suits: Mapping[int, Mapping[str, str]] | None = None,
                   side: Any = None) -> tuple[list[list[str]], dict[tuple[int, int], str]]:
    """Cells of :func:`breakdown_table` - round, character, what, suit, cards, value, points
    (columns :data:`ROUND`...) - and tooltips by (row, column).

    ``suits``: ``{round: {quality: suit}}`` (:func:`round_suits`; a round missing: no suit
    shown). The Messenger's lines count tricks ("2 tricks", "−2 per trick"); ``side`` (the
    character side in use) names his after-Revelation table in a tooltip."""
    rows: list[list[str]] = []
    tips: dict[tuple[int, int], str] = {}
    for line in lines:
        p = line.get("params") or {}
        key = line.get("key", "")
        r = len(rows)
        rnd = str(int(p["round"]) + 1) if isinstance(p.get("round"), int) else ""
        character = _named("character", p.get("character")) if p.get("character") else ""
        star = " " + UNVERIFIED_MARK if p.get("character") in unverified else ""
        if star:
            tips[(r, VALUE)] = unverified_tip()
        if key == "charlatao.score.suit":
            what = _named("space", p.get("quality"))
            if p.get("phase") == "before":
                what = charlatao_scores.tr("%1, before the Revelation").replace("%1", what)
            elif p.get("phase") == "after":
                what = charlatao_scores.tr("%1, after the Revelation").replace("%1", what)
            suit = suit_title(((suits or {}).get(p.get("round")) or {}).get(p.get("quality")))
            if suit:
                tips[(r, QUALITY)] = charlatao_scores.tr("%1 was %2").replace("%1", what).replace("%2", suit)
            rows.append([rnd, character, what, suit, str(p.get("cards", "")), signed_points(p.get("value")) + star,
                         signed_points(line.get("points", 0))])
        elif key == "charlatao.score.tricks":
            if p.get("phase") == "before":
                what = charlatao_scores.tr("Tricks won before the Revelation")
            elif p.get("phase") == "after":
                what = charlatao_scores.tr("Tricks won after the Revelation")
            else:
                what = charlatao_scores.tr("Tricks won")
            tricks = p.get("tricks")
            count = charlatao_counts.tr("%n trick(s)", "", int(tricks)) if isinstance(tricks, int) else ""
            value, rule = _trick_rule(p.get("character"), side, p.get("phase"), tricks)
            if rule:
                tips[(r, VALUE)] = rule
            rows.append([rnd, character, what, "", count, (value + star) if value else star.strip(),
                         signed_points(line.get("points", 0))])
        elif key == "charlatao.score.round_result":
            what = charlatao_scores.tr("Round total")
            won = charlatao_scores.tr("✓ won the round") if p.get("won") else ""
            rows.append([rnd, won, what, "", "", "", signed_points(p.get("points", 0))])
        else:
            rows.append([rnd, character, messages.text(key, **ctx.words(p)), "", "", "",
                         signed_points(line.get("points", 0))])
    return rows, tips


def breakdown_table(lines: Sequence[Mapping[str, Any]], ctx: messages.MessageContext,
                    unverified: set[str] = frozenset(), one_round: bool = False,
                    suits: Mapping[int, Mapping[str, str]] | None = None, side: Any = None) -> QTableWidget:
    """One participant's score lines as a table (one row per line). The final screen: round,
    character, quality (the suit in its tooltip), cards, per card, points; ``one_round`` (the
    round dialog, which names the round and character above): quality, suit (when any line has
    one), cards, per card, points. Arguments as in :func:`breakdown_rows`."""
    headers = [charlatao_scores.tr("Round"), charlatao_scores.tr("Character"), charlatao_scores.tr("Quality"),
               charlatao_scores.tr("Suit"), charlatao_scores.tr("Cards"), charlatao_scores.tr("Per card"),
               charlatao_scores.tr("Points")]
    rows, tips = breakdown_rows(lines, ctx, unverified, suits, side)
    if one_round:   # the suit column only when there are suits (not for the Messenger's tricks)
        keep = [QUALITY, SUIT, CARDS, VALUE, POINTS] if any(row[SUIT] for row in rows) else \
            [QUALITY, CARDS, VALUE, POINTS]
    else:
        keep = [ROUND, CHARACTER, QUALITY, CARDS, VALUE, POINTS]
    headers = [headers[c] for c in keep]
    rows = [[row[c] for c in keep] for row in rows]
    tips = {(r, keep.index(c)): tip for (r, c), tip in tips.items() if c in keep}
    table = score_table(headers, rows, tips=tips)
    if not one_round:
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
    return table


def round_suits(events: Iterable[Any], last_round: int) -> dict[int, dict[str, str]]:
    """``{round: {quality: suit}}`` from the public events of a game (``Event`` objects, oldest
    first): each ``charlatao.revelation`` belongs to the round of the latest
    ``charlatao.round_started`` before it. The first round has no such event (it is dealt with
    the game): its round is the one before the first ``round_started``, or ``last_round``
    (0-based) when the game never reached a second round. A game started from a position that
    was already revealed has no entry for that round."""
    events = list(events)
    started = [int((e.params or {}).get("round", 0)) for e in events if e.type == "charlatao.round_started"]
    current: int | None = started[0] - 1 if started else last_round
    out: dict[int, dict[str, str]] = {}
    for e in events:
        if e.type == "charlatao.round_started":
            current = int((e.params or {}).get("round", 0))
        elif e.type == "charlatao.revelation" and current is not None and current >= 0:
            out[current] = dict((e.params or {}).get("qualities") or {})
    return out


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
            cell = signed_points(value)
            if duel and r < len(round_winners) and key in [str(k) for k in round_winners[r]]:
                cell += " ✓"   # won the round (★ is the game's winner)
            elif not duel and key.isdigit() and r < len(characters) and int(key) < len(characters[r]):
                cell += "\n" + _named("character", characters[r][int(key)])   # a narrow column
            cells.append(cell)
        total = result.entities.get(EA, 0) if key == EA else result.scores[int(key)]
        cells.append(str(total) if duel else (signed_points(total) or "0"))
        rows.append(cells)
        if key in winners:
            bold.append(i)
    return headers, rows, bold


def summary_table(result: Any, ctx: messages.MessageContext) -> QTableWidget:
    """Every participant's points per round and total (2 players: round wins)."""
    headers, rows, bold = summary_rows(result, ctx)
    table = score_table(headers, rows, bold)
    table.setObjectName("charlataoSummary")
    return table


def unverified_note(details: Mapping[str, Any]) -> str:
    """The tooltip of the "unverified value" legend, or "" when every value in use is verified."""
    return unverified_tip() if _unverified_characters(details) else ""


class RoundScoreDialog(QDialog):
    """The round just scored: each participant's points and per-suit breakdown, with the suit
    that had each quality. Non-modal; the game goes on behind it. ``lines`` maps "0", "1"...
    (and "ea_nasir") to the round's score lines; ``unverified`` are characters whose values are
    not verified; ``suits`` is ``{quality: suit}`` of that round (public once it is scored;
    :func:`round_suits`), ``side`` the character side in use; ``last``: the game's last
    round (a Close button), else a "Next round" button back to the table."""

    def __init__(self, round_index: int, lines: Mapping[str, Sequence[Mapping[str, Any]]],
                 ctx: messages.MessageContext, unverified: set[str] = frozenset(), parent: Any = None,
                 suits: Mapping[str, str] | None = None, side: Any = None, last: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("roundScoreDialog")
        self._last = last
        self.next_button: Any = None
        self._args = (round_index, lines, ctx, unverified, dict(suits or {}), side)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._content: QWidget | None = None
        self._build()
        self._fit()

    def _build(self) -> None:
        """Every widget, in the current language (rebuilt on LanguageChange)."""
        round_index, lines, ctx, unverified, suits, side = self._args
        if self._content is not None:
            self._layout.removeWidget(self._content)
            self._content.hide()
            self._content.deleteLater()
        self._content = content = QWidget(self)
        self._layout.addWidget(content)
        self.setWindowTitle(charlatao_scores.tr("Round %1 scores").replace("%1", str(round_index + 1)))
        self.tables: dict[str, QTableWidget] = {}
        self.boxes: dict[str, QGroupBox] = {}
        layout = QVBoxLayout(content)
        title = QLabel(self.windowTitle(), content)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.scroll = scroll = QScrollArea(content)
        scroll.setWidgetResizable(True)
        body = QWidget(scroll)
        self.grid = QGridLayout(body)
        keys = sorted(lines, key=lambda k: (not k.isdigit(), int(k) if k.isdigit() else 0))
        by_round = {round_index: suits}
        for key in keys:
            own = [l for l in lines[key] if l.get("key") != "charlatao.score.round_result"]
            result_line = next((l for l in lines[key] if l.get("key") == "charlatao.score.round_result"), None)
            points = sum(int(l.get("points", 0)) for l in own)
            name = participant(key, ctx)
            character = next(((l.get("params") or {}).get("character") for l in own
                              if (l.get("params") or {}).get("character")), None)
            if character and key != EA:   # Ea-Nasir is his own character: named once
                name = charlatao_scores.tr("%1 · %2").replace("%1", name).replace("%2", _named("character", character))
            head = points_heading(name, points)
            if result_line is not None and (result_line.get("params") or {}).get("won"):
                head = "★ " + head
            box = QGroupBox(mnemonic_safe(head), body)
            inner = QVBoxLayout(box)
            table = breakdown_table(own, ctx, unverified, one_round=True, suits=by_round, side=side)
            inner.addWidget(table)
            if not own:
                table.hide()
                inner.addWidget(QLabel(charlatao_scores.tr("No copper won this round."), box))
            self.tables[key] = table
            self.boxes[key] = box
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        if unverified_note({"unverified": sorted(unverified)}):
            layout.addWidget(unverified_label(content))
        if self._last:   # the game's end: the final scores stand next to it
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, content)
            buttons.rejected.connect(self.reject)
        else:   # the next round is dealt behind this window: one clear way back to the table
            buttons = QDialogButtonBox(content)
            self.next_button = QPushButton(charlatao_scores.tr("Next round"), content)
            self.next_button.setObjectName("nextRoundButton")
            self.next_button.setDefault(True)
            buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
            buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.columns = layout_boxes(self.grid, [self.boxes[k] for k in keys], self._box_room())

    def _box_room(self) -> int:
        """Width the boxes may use: the dialog's (as large as the screen allows) minus margins
        and a vertical scroll bar."""
        avail_w, _ = available_size(self)
        return min(1000, avail_w) - 50

    def _fit(self) -> None:
        """As small as the contents allow (no tall empty boxes), never beyond the screen."""
        body = self.scroll.widget()
        want_w = body.sizeHint().width() + 40
        want_h = body.sizeHint().height() + 140
        fit_to_screen(self, max(480, min(1000, want_w)), max(300, min(640, want_h)))

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange)."""
        self._build()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_content", None) is not None:
            self.retranslate()
        super().changeEvent(event)


def last_round(view: Mapping[str, Any]) -> tuple[int, dict[str, list]] | None:
    """(round index, lines per participant) of the last scored round, from a CharLatão view's
    public ``scores["lines"]`` (docs/charlatao-engine-contract.md), or None before the first
    round is scored."""
    rounds = (view.get("scores") or {}).get("lines") or []
    if not rounds:
        return None
    lines = rounds[-1]
    for ls in lines.values():
        for line in ls:
            r = (line.get("params") or {}).get("round")
            if isinstance(r, int):
                return r, dict(lines)
    return len(rounds) - 1, dict(lines)


def trick_reason(p: Mapping[str, Any], side: Any = None) -> str:
    """Why the Messenger's tricks of one part of the round score what they do, under their
    card (manual, Mensageiro de Nanni: "Vazas ganhas antes / depois da Revelação"): "before
    the Revelation (−2 per trick)", "after the Revelation (3 or more: +2)"; the part alone
    when the rules data has no value for it."""
    value, _ = _trick_rule(p.get("character"), side, p.get("phase"), p.get("tricks"))
    if p.get("phase") == "before":
        part = charlatao_scores.tr("before the Revelation")
    elif p.get("phase") == "after":
        part = charlatao_scores.tr("after the Revelation")
    else:
        return value
    return charlatao_scores.tr("%1 (%2)").replace("%1", part).replace("%2", value) if value else part


def seat_cards(lines: Sequence[Mapping[str, Any]], ctx: messages.MessageContext,
               suits: Mapping[int, Mapping[str, str]] | None = None, side: Any = None,
               unverified: set[str] = frozenset()) -> list[Any]:
    """One participant's won tricks on the score view, round by round (manual "Pontuação"),
    each round a group headed "Round 2: +5" (", round won" with two players): the character
    card it played that round (the round's points on it, ✓ when it won the round), then one
    suit card per quality it scored - the suit face when the Revelation made it public
    (``suits``: :func:`round_suits`), else the quality's back - with the quality under it
    and the number of cards and the value per card as badges; the Messenger's tricks as a
    pile of backs per part of the round, which part and what it scores under it
    (:func:`trick_reason`). Lines of no cards are left to the details table."""
    from .faces import CharlataoFace
    from ..scoresheet import COUNT, INFO, UNVERIFIED, WON, Badge, ScoreCard
    rounds: dict[int, list[Mapping[str, Any]]] = {}
    for line in lines:
        r = (line.get("params") or {}).get("round")
        rounds.setdefault(int(r) if isinstance(r, int) else -1, []).append(line)
    out = []
    for r in sorted(rounds):
        own = rounds[r]
        scored = [l for l in own if l.get("key") != "charlatao.score.round_result"]
        result_line = next((l for l in own if l.get("key") == "charlatao.score.round_result"), None)
        character = next(((l.get("params") or {}).get("character") for l in scored
                          if (l.get("params") or {}).get("character")), None)
        points = sum(int(l.get("points", 0)) for l in scored)
        name = charlatao_scores.tr("Round %1").replace("%1", str(r + 1)) if r >= 0 else ""
        won = result_line is not None and bool((result_line.get("params") or {}).get("won"))
        # one framed group per round, headed by its number and points (issue 16 QA: with five
        # players the rounds ran together in one stream of cards)
        group = charlatao_scores.tr("%1: %2").replace("%1", name).replace("%2", signed_points(points) or "0") \
            if r >= 0 else ""
        if won:
            group = charlatao_scores.tr("%1, round won").replace("%1", group)
        badges = [Badge(WON, "✓", charlatao_scores.tr("won the round"))] if won else []
        if character:
            label = charlatao_scores.tr("%1 · %2").replace("%1", name).replace("%2", _named("character", character))
            out.append(ScoreCard(CharlataoFace("character", character=str(character), side=str(side or "basic")),
                                 label, points, tuple(badges), group=group))
        for line in scored:
            p = line.get("params") or {}
            star = p.get("character") in unverified
            if line.get("key") == "charlatao.score.suit":
                if not p.get("cards"):
                    continue
                suit = ((suits or {}).get(p.get("round")) or {}).get(p.get("quality"))
                what = _named("space", p.get("quality"))
                # the quality under the card, not on a ribbon over the suit's name (issue 16 QA)
                face = CharlataoFace("suit", suit=str(suit)) if suit else CharlataoFace("quality")
                label = what + (" – " + suit_title(suit) if suit else "")
                reason = what
                marks = [Badge(COUNT, f"×{p.get('cards')}", charlatao_scores.tr("%n card(s)", "", int(p["cards"]))
                               if isinstance(p.get("cards"), int) else ""),
                         Badge(INFO, signed_points(p.get("value")) or "0",
                               charlatao_scores.tr("%1 per card").replace("%1", signed_points(p.get("value")) or "0"))]
            elif line.get("key") == "charlatao.score.tricks":
                tricks = p.get("tricks")
                if not tricks:
                    continue
                face = CharlataoFace("back", count=int(tricks))
                label, reason = charlatao_scores.tr("Tricks won"), trick_reason(p, side)
                marks = [Badge(COUNT, f"×{tricks}", charlatao_counts.tr("%n trick(s)", "", int(tricks)))]
            else:
                continue
            if star:
                marks.append(Badge(UNVERIFIED, UNVERIFIED_MARK, unverified_tip()))
            out.append(ScoreCard(face, label, int(line.get("points", 0)), tuple(marks), reason=reason, group=group))
    return out


def series_table(result: Any, ctx: messages.MessageContext) -> Any:
    """The standings round by round (points per round and total; two players: each round's
    winners ticked ✓, round wins as the total), the game's winners as leaders (★)."""
    from ..scoresheet import SeriesTable
    headers, rows, bold = summary_rows(result, ctx)
    rows = [[cell.split("\n")[0] for cell in row] for row in rows]   # no character names: compact
    rows = [[row[0].replace("★ ", "", 1)] + row[1:] for row in rows]
    # the leaders here are the game's winners: the same ★ as on their panels, explained; a
    # shared win said as one (manual "Fim de Jogo": still tied, the victory is shared). The
    # ✓ of the round cells has its own line in the legend (notes()).
    words = charlatao_scores.tr("shared win") if len(bold) > 1 else charlatao_scores.tr("winner of the game")
    return SeriesTable(charlatao_scores.tr("Standings by round"), headers, rows, list(bold), leader_mark="★",
                       leader_words=words)


class CharlataoScores(ScorePresenter):
    """CharLatão's score screen: points per round above, then one table per participant
    (Ea-Nasir too with two players), laid out in a grid."""

    grid = True
    card_scale = 0.72   # five cards a round, up to five rounds: smaller cards

    def participant_name(self, key: str, ctx: Any) -> str:
        return participant(key, ctx)

    def heading(self, key: str, total: Any, won: bool, result: Any, ctx: Any) -> str:
        return heading(key, total, won, is_duel(result), ctx)

    def summary_table(self, result: Any, ctx: Any) -> QTableWidget:
        return summary_table(result, ctx)

    def breakdown_table(self, lines: Any, result: Any, ctx: Any, extra: Any) -> QTableWidget:
        details = getattr(result, "details", {}) or {}
        return breakdown_table(lines, ctx, set(details.get("unverified") or []), suits=extra,
                               side=details.get("side"))

    def unverified_note(self, result: Any, ctx: Any) -> str:
        return unverified_note(getattr(result, "details", {}) or {})

    def notes(self, result: Any, ctx: Any) -> list[Any]:
        """The badges of the score view's cards explained, one entry each (the mark as the
        cards show it, its meaning), only when they appear (QA of issues 16 and 18): "×3" how
        many cards or tricks, "+2" the points per card, "✓" a round won; the game's ★ has its
        own legend with the standings."""
        from ..scoresheet import COUNT, INFO, WON, Badge
        lines = [line for own in (getattr(result, "breakdown", None) or {}).values() for line in own]
        suits = any(l.get("key") == "charlatao.score.suit" and (l.get("params") or {}).get("cards") for l in lines)
        tricks = any(l.get("key") == "charlatao.score.tricks" and (l.get("params") or {}).get("tricks")
                     for l in lines)
        won = any(l.get("key") == "charlatao.score.round_result" and (l.get("params") or {}).get("won")
                  for l in lines)
        out = []
        if suits:
            out.append(Badge(COUNT, "×3", charlatao_scores.tr("how many cards of that quality")))
            out.append(Badge(INFO, signed_points(2), charlatao_scores.tr("the points each of those cards scores")))
        if tricks:
            out.append(Badge(COUNT, "×3", charlatao_scores.tr("on a face-down pile: how many tricks won")))
        if won:
            out.append(Badge(WON, "✓", charlatao_scores.tr("won the round")))
        return out

    def win_reason(self, result: Any, ctx: Any) -> str:
        """Why the winners won: most copper points, or (two players) most rounds won against
        Ea-Nasir (manual "Fim do jogo")."""
        if not result.winners or getattr(result, "draw", False):
            return ""
        names = join_names([participant(str(w), ctx) for w in result.winners])   # "Ana, Bia and Caio"
        if is_duel(result):
            rounds = len((getattr(result, "details", {}) or {}).get("round_points") or [])
            best = max([int(s) for s in result.scores] + [int(result.entities.get(EA, 0))])
            return charlatao_scores.tr("Most rounds won: %1 (%2 of %3).").replace("%1", names).replace(
                "%2", str(best)).replace("%3", str(rounds))
        best = max(int(s) for s in result.scores)
        tied = [s for s, t in enumerate(result.scores) if int(t) == best]
        if len(tied) > 1:   # manual "Fim de Jogo": most points in the last round, else shared
            last = list(((getattr(result, "details", {}) or {}).get("round_points") or [[]])[-1])
            tied_names = join_names([participant(str(s), ctx) for s in tied])
            if len(result.winners) > 1:
                return charlatao_scores.tr("A tie on %1 between %2, and on points in the last round: %3 share the "
                                           "win.").replace("%1", signed_points(best)).replace("%2", tied_names).replace(
                    "%3", names)
            won = int(result.winners[0])
            return charlatao_scores.tr("A tie on %1 between %2, broken by the most points in the last round: %3 "
                                       "(%4).").replace("%1", signed_points(best)).replace("%2", tied_names).replace(
                "%3", names).replace("%4", signed_points(last[won]) if won < len(last) else "?")
        return charlatao_scores.tr("Most points: %1 (%2).").replace("%1", names).replace("%2", signed_points(best))

    def total_text(self, key: str, total: Any, result: Any, ctx: Any) -> str:
        if is_duel(result):
            if not int(total or 0):   # "0 rodada vencida" read badly in Portuguese (QA, issue 16)
                return charlatao_scores.tr("No round won")
            return charlatao_scores.tr("%n round win(s)", "", int(total or 0))
        return super().total_text(key, total, result, ctx)

    def seat_cards(self, key: str, lines: Any, result: Any, ctx: Any, extra: Any) -> list[Any]:
        details = getattr(result, "details", {}) or {}
        return seat_cards(lines, ctx, extra, details.get("side"), set(details.get("unverified") or []))

    def series_table(self, result: Any, ctx: Any, match: Any) -> Any:
        return series_table(result, ctx)
