"""Issue 13 QA (quifix7): the score screen explains its ★ and "2/2" progress chips in legend
lines of their own under the cards, as it does the ✕ of a blocked character."""

from __future__ import annotations

from contaria_desktop.engines.core import Result
from contaria_desktop.engines.quissama import QuissamaState
from contaria_desktop.games.quissama import text
from contaria_desktop.games.quissama.scores import WON_MARK, QuissamaScores
from contaria_desktop.ui.scores import ScoreDialog

from .test_last_qa import _ctx

WON = {"players": 3, "gallery": {"PRINCESA": {"owner": 0, "meeples": []}}}


def test_the_star_and_the_progress_chips_have_legend_lines(qtbot):
    view = QuissamaState.from_position(WON).view(None)
    result = Result(scores=(1, 0, 0), winners=(0,), draw=False, details={"characters": ["PRINCESA"]})
    d = ScoreDialog(result, _ctx(view, 3), 3, speed=0)
    qtbot.addWidget(d)
    said = d.legend.text()
    assert WON_MARK + " " + text.won_note().rstrip(".") in said
    assert text.progress_note().rstrip(".") in said
    chips = [b for t in d.view.tiles() for b in t.card.badges if "/" in b.text]
    assert chips                                  # the legend explains chips that are there
    nobody = Result(scores=(0,) * 3, winners=(), draw=True, details={"reason": "round_cap"})
    empty = QuissamaState.from_position({"players": 3}).view(None)
    assert QuissamaScores().notes(nobody, _ctx(empty, 3)) == []   # no ★, no chips: no legend
