"""Issue 16 leftovers (score screens): the legend is one line per mark (the mark as the cards
draw it, its meaning), only for the marks shown, and fits 1024×640 in the three languages;
names are listed as a sentence lists them ("Ana, Bia and Caio"); CharLatão's standings say a
shared win as one."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QLabel

from contaria_desktop.engines.core import Result
from contaria_desktop.games import scoresheet as sheet
from contaria_desktop.games.charlatao.scores import CharlataoScores
from contaria_desktop.games.contaria.scores import ContariaScores
from contaria_desktop.i18n.formatting import join_names
from contaria_desktop.i18n.names import plain
from contaria_desktop.ui.scorelegend import BadgeMark, Legend
from contaria_desktop.ui.scores import ScoreDialog

from .test_score_defects import _ctx, language  # noqa: F401  (fixture)


@pytest.mark.parametrize("code,two,three", [("en", "Ana and Bia", "Ana, Bia and Caio"),
                                            ("pt_BR", "Ana e Bia", "Ana, Bia e Caio"),
                                            ("es", "Ana y Bia", "Ana, Bia y Caio")])
def test_names_are_listed_as_a_sentence_lists_them(qapp, language, code, two, three):  # noqa: F811
    language(code)
    assert join_names([]) == "" and join_names(["Ana"]) == "Ana"
    assert join_names(["Ana", "Bia"]) == two and join_names(["Ana", "Bia", "Caio"]) == three
    if code == "es":   # "y" becomes "e" before an /i/ sound, not before "hie"
        assert join_names(["Ana", "Inés"]) == "Ana e Inés" and join_names(["Ana", "Hierro"]) == "Ana y Hierro"


def test_the_headline_and_the_reasons_list_winners_as_a_sentence(qtbot, language):  # noqa: F811
    language("pt_BR")
    d = ScoreDialog(Result(scores=(1, 1, 1), winners=(0, 1, 2)), _ctx("quissama", 3), None)
    qtbot.addWidget(d)
    assert plain(d.winners_label.text()) == "Vencedores: P0, P1 e P2"
    language("en")
    both = Result(scores=(10, 10, 2), winners=(0, 1), details={"round_points": [[5, 5, 1], [5, 5, 1]]})
    said = plain(CharlataoScores().win_reason(both, _ctx("charlatao", 3)))
    assert "between P0 and P1" in said and "P0 and P1 share the win" in said, said


def _contaria_marks():
    """Every mark of Contária's score view: base, bonus, made negative, deactivated, face down."""
    view = {"tales": [{"cards": [{"handle": i, "face_up": i < 3, "identity": "x", "initial": "donzela"}
                                 for i in range(4)]}]}
    params = [{"bonus": -2}, {"negated": True, "base": -1}, {"deactivated": True}, {}]
    lines = [{"key": "x", "points": 0, "params": {"card": i, "base": 1, "bonus": 0, "deactivated": False,
                                                  "negated": False, **p}} for i, p in enumerate(params)]
    return SimpleNamespace(breakdown={"0": lines}), view


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_the_legend_is_one_line_per_mark_and_fits_1024(qtbot, language, code):  # noqa: F811
    """QA: the legend was one label; at 1024×640 it wrapped mid-sentence. Now a grid of mark
    and meaning, one line each, in the width a 1024×640 score screen has (1000 − 24 px)."""
    language(code)
    result, view = _contaria_marks()
    notes = ContariaScores().notes(result, _ctx("contaria", 2, view))
    legend = Legend(notes, 976)
    qtbot.addWidget(legend)
    legend.resize(976, legend.sizeHint().height())
    legend.show()
    marks = legend.findChildren(BadgeMark)
    assert [m.badge.text[:1] for m in marks] == ["+", "+", "→", "✕", "?"]
    meanings = legend.findChildren(QLabel, "legendMeaning")
    assert len(meanings) == 5 and legend.columns == 2
    line = meanings[0].fontMetrics().height()
    for label in meanings:   # each meaning on one line, inside the legend: nothing wraps or runs off
        assert label.height() < 2 * line and label.geometry().right() <= 976, (code, label.text())
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width(), (code, label.text())
    assert legend.lines()[3].startswith("✕ ")


def test_no_marks_no_legend(qtbot):
    legend = Legend([], 976)
    qtbot.addWidget(legend)
    assert legend.isHidden() and legend.text() == ""
    one = Legend([sheet.Badge(sheet.COUNT, "#1", "the place in a ranking")], 976)   # one mark: one row
    qtbot.addWidget(one)
    assert one.columns == 1 and one.text() == "#1 The place in a ranking"   # the lines read alike
    from contaria_desktop.ui.scorelegend import meaning_text
    assert meaning_text("Blocked: no ability.") == "Blocked: no ability" and meaning_text("n/m: x") == "n/m: x"


def test_charlatao_standings_say_a_shared_win_and_explain_the_tick_apart(qapp):
    ctx = _ctx("charlatao", 3)
    points = [[5, 5, 1], [5, 5, 1]]
    shared = CharlataoScores().series_table(Result(scores=(10, 10, 2), winners=(0, 1),
                                                   details={"round_points": points}), ctx, None)
    assert shared.leader_words == "shared win" and shared.leaders == [0, 1]
    alone = CharlataoScores().series_table(Result(scores=(10, 9, 2), winners=(0,),
                                                  details={"round_points": points}), ctx, None)
    assert alone.leader_words == "winner of the game"
    won = SimpleNamespace(breakdown={"0": [{"key": "charlatao.score.round_result", "points": 5,
                                            "params": {"round": 0, "won": True, "points": 5}}]})
    assert [(n.text, n.words) for n in CharlataoScores().notes(won, ctx)] == [("✓", "won the round")]
