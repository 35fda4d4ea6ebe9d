"""CharLatão's score presenter and round dialog (games/charlatao/scores.py): the dialogs fit a
1024×640 screen and cut no text, and say which suit each quality was."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QGroupBox, QTableWidget

from contaria_desktop.games.charlatao import messages as msg_charlatao
from contaria_desktop.games.charlatao import scores as scores_charlatao
from contaria_desktop.i18n import messages
from contaria_desktop.i18n.names import plain
from contaria_desktop.session import GameSession
from contaria_desktop.ui.scores import ScoreDialog
from tests.i18n.screens import cut_off_texts


NAMES = ["Ana", "Bruno", "Caio", "Dora", "Edu"]


def _played(n: int, seed: int, stop_at_round: int | None = None):
    """A hot-seat CharLatão session played at random to the end (or until round
    ``stop_at_round`` begins), and the qualities of every round as the engine had them."""
    s = GameSession.new("charlatao", n, seed=seed, seat_names=NAMES[:n])
    rng = random.Random(seed)
    qualities = {}
    while not s.is_over and (stop_at_round is None or s.state.round < stop_at_round):
        s.apply(rng.choice(s.legal_actions()))
        omni = s.omniscient_view()
        if not s.is_over and all(omni["qualities"].values()):
            qualities[omni["round"]] = dict(omni["qualities"])
    return s, qualities


def _cut(widget) -> list[str]:
    """Texts that do not fit (tests/i18n/screens.py), reading two-line table cells per line."""
    out = [str(c) for c in cut_off_texts(widget) if "\n" not in c.text]
    for table in widget.findChildren(QTableWidget):
        if not table.isVisible():
            continue
        for row in range(table.rowCount()):
            for col in range(table.columnCount()):
                cell = table.item(row, col)
                if cell is not None and "\n" in cell.text():
                    fm = QFontMetrics(cell.font())
                    needed = max(fm.horizontalAdvance(line) for line in cell.text().split("\n")) + 6
                    if needed > table.columnWidth(col):
                        out.append(f"{cell.text()!r} needs {needed}, has {table.columnWidth(col)}")
    return out


def _show(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    for _ in range(3):
        QApplication.processEvents()
    return dialog


@pytest.fixture
def small_screen(monkeypatch):
    """The dialogs see a 1024×640 screen (the offscreen one is 800×600)."""
    from contaria_desktop.games import widgets
    from contaria_desktop.ui import scores
    for module in (scores_charlatao, widgets, scores):   # the helper lives in games/widgets.py
        monkeypatch.setattr(module, "available_size", lambda widget=None: (1024, 640))


@pytest.mark.parametrize("code", ["en", "pt_BR"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_score_dialogs_fit_1024x640_and_cut_no_text(qtbot, small_screen, code, players):
    """QA #4/#5: the final and round score dialogs were ~1040 px wide and pt_BR cut the
    Quality column ("boa …"): they fit the screen, columns are as wide as their contents, and
    two tables stand side by side only when both fit."""
    from contaria_desktop.i18n import translators
    translators.install_translators(None, code)       # conftest puts English back
    s, _ = _played(players, seed=4)
    ctx = messages.MessageContext("charlatao", s.seat_names, s.view(None))
    result = s.result()
    suits = scores_charlatao.round_suits((e for _, e in s.log(None)), len(result.details["round_points"]) - 1)
    final = _show(qtbot, ScoreDialog(result, ctx, 4, suits=suits))
    assert 900 <= final.width() <= 1024 and final.height() <= 640
    if players == 3:      # short tables: side by side
        assert final.columns == 2
    assert final.minimumSizeHint().width() <= 1024
    assert not _cut(final), _cut(final)
    if code == "pt_BR":   # the cell QA saw cut: every quality name shows whole
        qualities = {final.tables[k].item(r, 2).text() for k in final.tables for r in range(final.tables[k].rowCount())}
        assert "boa (Babilônico)" in qualities or "boa (Assírio)" in qualities
    for key, table in final.tables.items():
        assert table.width() >= scores_charlatao.natural_width(table) - 1, key
    # the round dialog of every round but the last
    for r in range(len(s.state.round_lines) - 1):
        lines = s.state.round_lines[r]
        dialog = _show(qtbot, scores_charlatao.RoundScoreDialog(r, lines, ctx, set(), None, suits=suits.get(r),
                                                                side=ctx.view.get("side")))
        assert dialog.width() <= 1024 and dialog.height() <= 640
        assert not _cut(dialog), _cut(dialog)
        for key, box in dialog.boxes.items():   # the boxes hug their tables
            table = dialog.tables[key]
            assert box.height() <= (table.height() if table.isVisible() else 30) + 60, key
        dialog.close()


def test_round_dialog_names_each_quality_s_suit_and_labels_the_messenger(qtbot, small_screen):
    """QA #8/#9/#11: the round dialog says which suit had each quality; the Messenger's rows
    count tricks ("2 tricks", "−2 per trick", the entry of his after-the-Revelation table his count
    hit: "3 or more: +2"); Ea-Nasir
    (2 players) is named once."""
    s, qualities = _played(5, seed=4, stop_at_round=1)
    ctx = messages.MessageContext("charlatao", s.seat_names, s.view(None))
    suits = scores_charlatao.round_suits((e for _, e in s.log(None)), 0)
    assert suits == {0: qualities[0]}
    dialog = _show(qtbot, scores_charlatao.RoundScoreDialog(0, s.state.round_lines[0], ctx, set(), None,
                                                            suits=suits[0], side="basic"))
    seen = 0
    for key, lines in s.state.round_lines[0].items():
        table = dialog.tables[key]
        headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        for row, line in enumerate(lines):
            cells = {h: table.item(row, c).text() for c, h in enumerate(headers)}
            p = line["params"]
            if line["key"] == "charlatao.score.suit":
                assert cells["Suit"] == scores_charlatao.suit_title(qualities[0][p["quality"]])
                seen += 1
            else:   # the Messenger
                assert "Suit" not in headers
                assert cells["Cards"] == msg_charlatao.charlatao_counts.tr("%n trick(s)", "", p["tricks"])
                assert "trick" in cells["Cards"]
                if p["phase"] == "before":
                    assert cells["Per card"] == "\u22122 per trick"
                else:   # the entry his count hit, never a per-trick "+2" (issue 16 QA)
                    hit = {0: r"0 tricks?(\(s\))?: 0", 1: r"1 tricks?(\(s\))?: \+5", 2: r"2 tricks?(\(s\))?: \+12"}
                    assert re.fullmatch(hit.get(p["tricks"], "3 or more: \\+2"), cells["Per card"]), cells
                    assert re.search(r"2 tricks?(\(s\))?: \+12", table.item(row, headers.index("Per card")).toolTip())
    assert seen >= 5
    titles = [box.title() for box in dialog.findChildren(QGroupBox)]
    assert any("Messenger of Nanni" in t for t in titles)
    # two players: "Ea-Nasir: -5 points", not "Ea-Nasir · Ea-Nasir: -5 points"
    s2, q2 = _played(2, seed=4, stop_at_round=1)
    ctx2 = messages.MessageContext("charlatao", s2.seat_names, s2.view(None))
    suits2 = scores_charlatao.round_suits((e for _, e in s2.log(None)), 0)
    assert suits2 == {0: q2[0]}
    duel = _show(qtbot, scores_charlatao.RoundScoreDialog(0, s2.state.round_lines[0], ctx2, set(), None,
                                                          suits=suits2[0]))
    ea = plain(duel.boxes["ea_nasir"].title())
    assert ea.count("Ea-Nasir") == 1 and ea.startswith(("Ea-Nasir:", "★ Ea-Nasir:")), ea
    assert "Bruno · " in plain(duel.boxes["1"].title())


def test_round_suits_follow_the_round_started_events():
    from contaria_desktop.engines.core import Event

    def rev(suit):
        return Event("charlatao.revelation", {"qualities": {"excellent": suit}})

    def started(r):
        return Event("charlatao.round_started", {"round": r})

    events = [rev("red"), started(1), Event("charlatao.card_played", {}), rev("blue"), started(2)]
    assert scores_charlatao.round_suits(events, 2) == {0: {"excellent": "red"}, 1: {"excellent": "blue"}}
    assert scores_charlatao.round_suits([rev("green")], 0) == {0: {"excellent": "green"}}
    # a game from a position in round 3 (already revealed there): nothing for round 3
    assert scores_charlatao.round_suits([started(4), rev("red")], 4) == {4: {"excellent": "red"}}


def test_score_dialogs_open_from_the_window_with_the_suits(qtbot, window):
    """The window passes the public Revelations to both dialogs."""
    from tests.ui.conftest import start
    page = start(window, game="charlatao", players=3, seed=6, names=NAMES[:3])
    session = page.session
    rng = random.Random(6)
    while session.state.round == 0:
        if page.curtain.is_up():
            page.confirm(page.curtain.seat)
        page.choose(rng.choice(session.legal_actions()))
    dialog = window.round_dialog
    suit_column = [dialog.tables["0"].item(r, 1).text() for r in range(dialog.tables["0"].rowCount())]
    assert all(suit_column) and all("(" in x for x in suit_column)
    dialog.close()
    while not session.is_over:
        session.apply(rng.choice(session.legal_actions()))
    page.refresh()
    final = window.score_dialog
    table = final.tables["0"]
    tips = [table.item(r, 2).toolTip() for r in range(table.rowCount())]
    assert all(" was " in t for t in tips), tips
