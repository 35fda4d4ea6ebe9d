"""Issue 16, the score screens' last QA defects: Contária's made-negative cards read as the
base then what it became (never a double negative) and add up; CharLatão's Messenger lines
say which part of the round they are and what the after-the-Revelation value is for; the
reasons under the cards share one line per row whatever badges a card has; a shared lead of
the Book of Tales is said as a tie; Replay… then New game… on the score screen opens the
New Game dialog (the QA script that "hung" was waiting inside that modal dialog)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

from contaria_desktop.engines.core import MatchStatus
from contaria_desktop.games import scoresheet as sheet
from contaria_desktop.i18n import translators
from contaria_desktop.i18n.names import plain
from contaria_desktop.session import GameSession

from .test_score_defects import _book, _ctx, _dark_tales_b1, language  # noqa: F401 - fixture
from .test_score_view import dialog, finished


# --- 1. Contária: "base +2", "made negative: −2" - and the numbers add up ---------------------
def test_contaria_made_negative_reads_the_printed_base_then_what_it_became(qtbot):
    """Rulebook §6 "Scoring" with §7's make-negative effects (Mermaid: Knights): seed 15 at
    2 players ends with the Mermaid's tale holding the Prince (+2, made −2) and the Giant
    (printed −2: it stays −2)."""
    from contaria_desktop.games.contaria.scores import ContariaScores, base_parts, seat_cards
    state = finished("contaria", 2, 15)
    result = state.result()
    ctx = _ctx("contaria", 2, state.view(None))
    seen = {}
    for key, lines in result.breakdown.items():
        cards = seat_cards(lines, ctx)
        for line, card in zip(lines, cards):
            p = line["params"]
            if not p["negated"]:
                assert not any(b.kind == sheet.NEGATIVE for b in card.badges)
                continue
            printed, negative = base_parts(p, ctx)
            assert negative == -abs(printed)   # −|printed|: a negative card stays as it is
            # the numbers add up as the rulebook scores the card: what the base became + bonus
            assert line["points"] == (0 if p["deactivated"] else negative + p["bonus"])
            texts = [b.text for b in card.badges]
            assert texts[:2] == [f"{'+' if printed > 0 else '−'}{abs(printed)}", f"→−{abs(negative)}"], texts
            seen[p["identity"] or p["initial"]] = [b.spoken() for b in card.badges]
    assert seen["cavalheiro_principe"][:2] == ["base +2", "made negative: −2"]
    assert seen["cavalheiro_gigante"][:2] == ["base −2", "made negative: stays −2"]
    # the details: Base as printed, "Made negative" what it became (no ✓ beside a −2 base)
    table = ContariaScores().breakdown_table(result.breakdown["0"], result, ctx, None)
    qtbot.addWidget(table)
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())}
    prince = dict(zip(headers, rows["Príncipe"]))
    assert (prince["Base"], prince["Made negative"], prince["Points"]) == ("+2", "−2", "−2")


# --- 2. CharLatão: the Messenger's two lines say their part of the round and their rule -------
@pytest.mark.parametrize("code,before,after3,after2,what", [
    ("en", "before the Revelation (−2 per trick)", "after the Revelation (3 or more: +2)",
     "after the Revelation (2 tricks: +12)", "Tricks won after the Revelation"),
    ("pt_BR", "antes da Revelação (−2 por vaza)", "depois da Revelação (3 ou mais: +2)",
     "depois da Revelação (2 vazas: +12)", "Vazas ganhas depois da Revelação"),
    ("es", "antes de la Revelación (−2 por baza)", "después de la Revelación (3 o más: +2)",
     "después de la Revelación (2 bazas: +12)", "Bazas ganadas después de la Revelación")])
def test_charlatao_messenger_lines_name_their_part_and_what_the_value_is_for(qapp, language, code, before,
                                                                              after3, after2, what):
    """Manual, Mensageiro de Nanni: "Vazas ganhas antes / depois da Revelação"; −2 per trick
    before, 0/5/12 for 0/1/2 tricks after and 2 for 3 or more (not +2 per trick)."""
    from contaria_desktop.games.charlatao.scores import breakdown_rows, seat_cards
    language(code)
    ctx = _ctx("charlatao", 5)

    def line(phase, tricks, points):
        return {"key": "charlatao.score.tricks", "points": points,
                "params": {"round": 0, "character": "messenger", "phase": phase, "tricks": tricks}}
    lines = [line("before", 3, -6), line("after", 3, 2)]
    cards = [c for c in seat_cards(lines, ctx) if c.face.kind == "back"]   # the tricks, not the character
    assert [c.reason for c in cards] == [before, after3]
    assert cards[0].label == cards[1].label != ""   # "Tricks won": the reason says which part
    assert seat_cards([line("after", 2, 12)], ctx)[-1].reason == after2
    rows, _ = breakdown_rows(lines, ctx)
    assert rows[1][2] == what and rows[1][5] == after3.split("(")[1].rstrip(")")


def test_charlatao_duel_says_no_round_won_rather_than_zero_round_wins(qapp, language):
    """QA (Portuguese): "0 rodada vencida" (Qt's pt_BR plural puts 0 with 1) reads badly."""
    from contaria_desktop.engines.core import Result
    from contaria_desktop.games.charlatao.scores import CharlataoScores
    duel = Result(scores=(2, 0), winners=(0,), entities={"ea_nasir": 1})
    language("pt_BR")
    ctx = _ctx("charlatao", 2)
    assert CharlataoScores().total_text("1", 0, duel, ctx) == "Nenhuma rodada vencida"
    assert CharlataoScores().total_text("0", 2, duel, ctx) == "2 rodadas vencidas"


# --- 3. the reasons under the cards: one line per row, whatever the badges --------------------
def test_reasons_share_one_line_per_row_whatever_the_badges(qtbot):
    from contaria_desktop.ui.scoreview import ScoreView
    many = tuple(sheet.Badge(sheet.UNVERIFIED, "(?)") for _ in range(4))   # two rows of badges
    cards = [sheet.ScoreCard(None, "A", 1, (), reason="why"), sheet.ScoreCard(None, "B", 2, many, reason="why"),
             sheet.ScoreCard(None, "C", 3, (sheet.Badge(sheet.COUNT, "×2"),), reason="a longer reason here")]
    view = ScoreView([sheet.SeatSheet("0", "Ana", 6, "+6", False, cards)], None, 1000)
    qtbot.addWidget(view)
    view.resize(1000, 600)
    view.show()
    QApplication.processEvents()
    tiles = view.panels[0].tiles
    assert len({t.geometry().top() for t in tiles}) == 1   # one row
    assert len({t.reason_rect().top() for t in tiles}) == 1
    assert len({t.pill_top() for t in tiles}) == 1
    assert all(t.reason_rect().bottom() <= t.pill_top() <= t.height() - 20 for t in tiles)
    # in a framed group (CharLatão's rounds) too, and the group is as tall as its aligned row
    grouped = [sheet.ScoreCard(None, "A", 1, many, group="G"),
               sheet.ScoreCard(None, "B", 2, (), reason="a long reason that wraps on lines", group="G")]
    view = ScoreView([sheet.SeatSheet("0", "Ana", 3, "+3", False, grouped)], None, 1000)
    qtbot.addWidget(view)
    view.resize(1000, 600)
    view.show()
    QApplication.processEvents()
    a, b = view.panels[0].tiles
    assert a.pill_top() == b.pill_top() and b.reason_rect().top() >= a.row_metrics()[0]
    assert all(t.geometry().bottom() < t.parentWidget().height() and t.pill_top() + 20 <= t.height() for t in (a, b))


def test_dark_tales_reasons_line_up_beside_unverified_marks(qtbot):
    d = dialog(qtbot, "dark_tales", _dark_tales_b1())
    rows: dict[int, list] = {}
    for tile in d.view.panels[0].tiles:
        rows.setdefault(tile.mapTo(d.view.widget(), tile.rect().topLeft()).y(), []).append(tile)
    assert any(len({len(t.card.badges) for t in row}) > 1 for row in rows.values())   # badges differ in a row
    for row in rows.values():
        assert len({t.reason_rect().top() for t in row}) == 1, [t.card.label for t in row]


def test_five_tales_sit_in_two_columns_of_slightly_smaller_cards(qtbot):
    """Item 6 of the QA pass: Contária at 5 players stacked six tales in one column at
    1024×640 (half a screen to scroll); four cards a tale fit two columns at 85 % size."""
    from contaria_desktop.ui.scoreview import ScoreView
    cards = [sheet.ScoreCard(None, "card", 2) for _ in range(4)]
    seats = [sheet.SeatSheet(str(i), f"P{i}", 2, "+2", False, list(cards)) for i in range(6)]
    view = ScoreView(seats, None, 1000)
    qtbot.addWidget(view)
    assert view.columns == 2 and 0.85 * 83 <= view.card_width < 83
    two = ScoreView(seats[:2], None, 1000)   # two tales: one column, full-size cards
    qtbot.addWidget(two)
    assert two.columns == 1 and two.card_width == 83
    many = [sheet.SeatSheet(str(i), f"P{i}", 2, "+2", False, cards * 3) for i in range(4)]   # a dozen cards
    wide = ScoreView(many, None, 1000)
    qtbot.addWidget(wide)
    assert wide.columns == 1 and wide.card_width == 83


# --- 4. Book of Tales: a shared lead is a tie ---------------------------------------------------
def test_a_shared_lead_of_the_book_of_tales_is_said_as_a_tie(qtbot):
    d = _book(qtbot, MatchStatus((2, 2, 2), False))
    legend = d.view.series.findChild(QLabel, "seriesLegend")
    assert legend.text() == "♛ tied for the lead of the Book of Tales"
    alone = _book(qtbot, MatchStatus((2, 1, 0), False)).view.series.findChild(QLabel, "seriesLegend")
    assert alone.text() == "♛ leads the Book of Tales"
    done = _book(qtbot, MatchStatus((3, 3, 2), True, (0, 1))).view.series.findChild(QLabel, "seriesLegend")
    assert done.text().startswith("♛ Grand Winners (tie)")


def test_the_default_standings_say_a_shared_lead_is_a_tie(qtbot):
    from contaria_desktop.ui.scoreview import series_widget
    table = sheet.SeriesTable("Series standings", ["Player", "Games won"], [["Ana", "2"], ["Bia", "2"]], [0, 1])
    box = series_widget(table)
    qtbot.addWidget(box)
    assert box.findChild(QLabel, "seriesLegend").text() == "♛ tied for the lead"


# --- 5. Replay… then New game… ------------------------------------------------------------------
def test_replay_then_new_game_from_the_scores_opens_the_new_game_dialog(qtbot, window, tmp_path):
    """QA: a script clicking Replay… then New game… on Contária's score screen (2 players, es)
    "hung". The app did not: New game… opens the New Game dialog, which is modal
    (``exec()``), and the script waited inside it without answering. Here it is answered."""
    from contaria_desktop.ui.newgame import NewGameDialog
    translators.install_translators(None, "es")   # tests/ui/conftest.py puts English back
    session = GameSession.new("contaria", 2, seed=1, seat_names=["Ana", "Bia"])
    rng = random.Random(1)
    while not session.is_over:   # played here, not through the table: cheaper
        session.apply(rng.choice(session.legal_actions()))
    session.save(tmp_path / "over.json")
    assert window.open_file(tmp_path / "over.json")
    page = window.game
    window.show_scores()
    window.score_dialog.replay_button.click()
    assert window.replay_window.isVisible() and window.score_dialog is None
    window.show_scores()   # the score screen again, beside the replay
    asked = []

    def answer():
        modal = QApplication.activeModalWidget()
        if isinstance(modal, NewGameDialog):
            asked.append(plain(modal.windowTitle()))
            modal.reject()
        else:
            QTimer.singleShot(20, answer)
    QTimer.singleShot(0, answer)
    window.score_dialog.new_game_button.click()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked == ["Nueva partida"] and window.score_dialog is None
    assert window.game is page and page.session.is_over   # declined: the finished game stays
    window.replay_window.close()
