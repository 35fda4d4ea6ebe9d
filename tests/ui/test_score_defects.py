"""Issue 16, the score screens' last defects: Dark Tales' reasons on the cards, a finished
Book of Tales headlined by its Grand Winner(s) with the standings once, distinct and
explained marks (★ this game's winner, ♛ the series' leader), ties said as ties and how they
were broken, CharLatão's rounds framed under a header each, Quissama's titles whole and
"No cards" in the card row, the plural headline, ``ScoreDialog.game_result`` (not shadowing
``QDialog.result()``), and CharLatão's suit cards without a ribbon over the suit's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from contaria_desktop.engines.core import MatchStatus, Result
from contaria_desktop.games import registry
from contaria_desktop.i18n import messages, translators
from contaria_desktop.i18n.names import plain
from contaria_desktop.ui.scores import ScoreDialog
from contaria_desktop.ui.scoreview import CardGroup, EmptyTile

from .test_score_view import dialog, finished


def _ctx(game_id: str, n: int, view: dict | None = None):
    names = [f"P{i}" for i in range(n)]
    return messages.MessageContext(game_id, names, view or {}, **registry.get(game_id).namers())


@pytest.fixture
def language():
    """Switch the UI language for one test, back to English after."""
    def use(code: str) -> None:
        translators.install_translators(None, code)
    yield use
    translators.install_translators(None, "en")


# --- 1. Dark Tales: why each line scores, on the Cards view ------------------------------------
def _dark_tales_b1():
    """The rulebook's end example (DT-E8): seat 0 has 2 Swords and a Villain (1 pair), 3 coins
    and 2 cards in hand (5: second place on B1's ranking)."""
    from contaria_desktop.engines.dark_tales import DarkTalesState
    return DarkTalesState.from_position({
        "settings": {"a": "A1", "b": "B1"}, "begin_turn": True, "deck": [], "num_players": 3,
        "hands": [["king", "fairy"], [], ["ogre"]], "turn_seat": 1, "tableaus": [["creature_of_the_night"], [], []],
        "items": [{"sword": 2, "wand": 1, "coin": 3}, {}, {"coin": 5}], "vp": [31, 0, 0]})


def test_dark_tales_setting_lines_say_why_they_score_under_the_card(qtbot, language):
    state = _dark_tales_b1()
    d = dialog(qtbot, "dark_tales", state)
    panel = d.view.panels[0]
    b_tiles = [t for t in panel.tiles if getattr(t.card.face, "kind", "") == "setting"]
    assert b_tiles, "B1's lines are drawn on the setting card"
    reasons = [t.card.reason for t in b_tiles]
    assert "Sword + Villain: 1 × 3 VP" in reasons, reasons
    assert "Gold coin + cards in hand: 5, place 2" in reasons, reasons
    for tile in panel.tiles:   # every scoring line says why, drawn under the card, and is said
        assert tile.card.reason, tile.card.label
        rect = tile.reason_rect()
        assert rect.height() > 0 and rect.width() <= tile.width() and rect.bottom() <= tile.pill_top()
        assert tile.card.reason in tile.accessibleName()
    language("pt_BR")
    d2 = dialog(qtbot, "dark_tales", state)
    reasons = [t.card.reason for t in d2.view.panels[0].tiles]
    assert any(r.endswith("× 3 PV") for r in reasons), reasons


def test_dark_tales_item_line_and_unpaired_reasons(qapp):
    from contaria_desktop.games.dark_tales.scores import reason_text
    ctx = _ctx("dark_tales", 2)
    assert reason_text({"key": "dark_tales.score.item_line", "params": {"setting": "A1", "line": "wand"},
                        "points": 2}, ctx) == "Item line: Magic wand"
    unpaired = {"key": "dark_tales.score.per_item", "points": 3,
                "params": {"setting": "B3", "line": "unpaired", "items": ["sword", "armour"], "unpaired": True,
                           "count": 3, "vp_each": 1}}
    assert reason_text(unpaired, ctx) == "unpaired Sword / Armour: 3 × 1 VP"


def test_every_dark_tales_card_on_a_random_game_has_a_reason(qtbot):
    d = dialog(qtbot, "dark_tales", finished("dark_tales", 4, 3))
    assert all(t.card.reason for t in d.view.tiles())


# --- 2. a finished Book of Tales: the Grand Winner headlined, the standings once -------------
def _book(qtbot, match):
    state = finished("contaria", 3, 2)
    return dialog(qtbot, "contaria", state, match=match)


def test_finished_book_of_tales_headlines_the_grand_winner_and_shows_the_standings_once(qtbot):
    d = _book(qtbot, MatchStatus((3, 1, 2), True, (0,)))
    assert plain(d.winners_label.text()) == "Grand Winner: P0"
    assert plain(d.reason_label.text()).startswith("Last game – Winner")
    assert not d.match_label.isVisible() and not d.next_button.isVisible()
    shown = [w.text() for w in d.findChildren(QLabel) if w.isVisible()]
    assert not any("victory markers:" in t for t in shown), shown   # the table alone says it
    assert d.view.series is not None
    tie = _book(qtbot, MatchStatus((3, 3, 2), True, (0, 1)))
    assert plain(tie.winners_label.text()) == "Grand Winners (tie): P0 and P1"


def test_an_unfinished_book_keeps_the_tale_headline_and_the_next_tale_button(qtbot):
    d = _book(qtbot, MatchStatus((2, 1, 0), False))
    assert plain(d.winners_label.text()).startswith(("Winner: ", "Winners: ", "The game is a draw", "Nobody"))
    assert d.next_button.isVisible() and not d.match_label.isVisible()
    d.set_match(MatchStatus((3, 1, 0), True, (0,)))   # a new standing rebuilds the headline
    assert plain(d.winners_label.text()) == "Grand Winner: P0"


# --- 3. distinct, explained marks; ties said as ties ------------------------------------------
def test_series_leaders_have_their_own_explained_mark(qtbot):
    d = _book(qtbot, MatchStatus((2, 1, 0), False))
    table = d.view.series.findChild(type(next(iter(d.tables.values()))))
    first = table.item(0, 0)
    assert first.text().startswith("♛") and not first.text().startswith("★")
    assert "leads the Book of Tales" in first.toolTip()
    assert "leads the Book of Tales" in first.data(Qt.ItemDataRole.AccessibleTextRole)
    legend = d.view.series.findChild(QLabel, "seriesLegend")
    assert legend is not None and legend.text().startswith("♛") and legend.accessibleName()
    won = [p for p in d.view.panels if p.seat.won]
    assert won and all(p.name_label.text().startswith("★") and p.name_label.toolTip() for p in won)


def test_contaria_ties_are_said_and_how_they_were_broken(qapp):
    from contaria_desktop.games.contaria.scores import win_reason
    ctx = _ctx("contaria", 3)
    shared = Result(scores=(5, 5, -2), winners=(0, 1, 2), entities={"contaria": 0},
                    details={"rule": "standard"})
    assert "Happiest tale: a tie at +5; P0 and P1 share the win." in plain(win_reason(shared, ctx))
    broken = Result(scores=(5, 1, -2), winners=("contaria", 2), entities={"contaria": 5},
                    details={"rule": "standard"})
    text = plain(win_reason(broken, ctx))
    assert "a tie at +5 between P0 and CONTÁRIA" in text and "ties go to CONTÁRIA" in text, text
    single = Result(scores=(5, -5, 1), winners=(0, 1), entities={"contaria": 2}, details={"rule": "single_winner"})
    assert "tie" in win_reason(single, ctx) and "share the win" in win_reason(single, ctx)


def test_dark_tales_and_charlatao_ties_are_said(qapp):
    from contaria_desktop.games.charlatao.scores import CharlataoScores
    from contaria_desktop.games.dark_tales.scores import DarkTalesScores
    ctx = _ctx("dark_tales", 3)
    broken = Result(scores=(9, 9, 2), winners=(1,), details={"tie_break": {
        "tied": [0, 1], "values": {"0": 2, "1": 4}, "decided": True, "shared": False}})
    assert DarkTalesScores().win_reason(broken, ctx).startswith("A tie on VP, broken by the tie-break")
    shared = Result(scores=(9, 9, 2), winners=(0, 1), details={"tie_break": {
        "tied": [0, 1], "values": {"0": 4, "1": 4}, "decided": False, "shared": True}})
    assert DarkTalesScores().win_reason(shared, ctx).startswith("A tie: ")
    ctx = _ctx("charlatao", 3)
    points = [[5, 5, 1], [5, 3, 1]]
    won = Result(scores=(10, 10, 2), winners=(0,), details={"round_points": points})
    assert "broken by the most points in the last round: P0 (+5)" in plain(CharlataoScores().win_reason(won, ctx))
    both = Result(scores=(10, 10, 2), winners=(0, 1), details={"round_points": [[5, 5, 1], [5, 5, 1]]})
    assert "share the win" in CharlataoScores().win_reason(both, ctx)


# --- 4. CharLatão: a header per round ----------------------------------------------------------
def test_charlatao_rounds_are_framed_under_a_header_with_number_and_points(qtbot):
    from contaria_desktop.session import GameSession
    import random
    s = GameSession.new("charlatao", 5, seed=25, seat_names=[f"P{i}" for i in range(5)])
    rng = random.Random(5)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    plugin = registry.get("charlatao")
    ctx = messages.MessageContext("charlatao", [f"P{i}" for i in range(5)], s.view(None), **plugin.namers())
    d = ScoreDialog(s.result(), ctx, 1, suits=plugin.score_extra(s))
    qtbot.addWidget(d)
    d.show()
    QApplication.processEvents()
    points = s.result().details["round_points"]
    for seat, panel in enumerate(d.view.panels):
        assert panel.groups, panel.seat.name
        assert sum(len(g.tiles) for g in panel.groups) == len(panel.tiles)   # every card in its round
        for group in panel.groups:
            title = group.title_label.text()
            number = int(title.split(":")[0].split()[-1])
            assert title.startswith(f"Round {number}: ") and group.accessibleName() == title
            from contaria_desktop.games.widgets import signed_points
            assert (signed_points(points[number - 1][seat]) or "0") in title
        tops = [g.geometry().top() for g in panel.groups]
        assert tops == sorted(tops)   # in round order


# --- 8. CharLatão suit cards: the quality under the card, not over the suit's name ----------
def test_charlatao_suit_cards_carry_no_ribbon_and_name_their_quality_below(qtbot):
    d = dialog(qtbot, "charlatao", finished("charlatao", 3, 11))
    suits = [t for t in d.view.tiles() if t.card.face.kind in ("suit", "quality")]
    assert suits
    assert all(t.card.face.tag == "" and t.card.reason for t in suits)


# --- 5. Quissama: titles whole, "No cards" in the row -----------------------------------------
@pytest.mark.parametrize("floor", [9.0, 11.0])
def test_quissama_character_titles_are_drawn_whole_on_the_score_view(qtbot, monkeypatch, floor, language):
    """Every title fits its band (on one or two lines) at the score view's card size, at the
    readable floor of a 1024×640 (9 px) and a 1280×800 (11 px) window - never cut, never left out."""
    from contaria_desktop.engines.quissama import rules_data
    from contaria_desktop.games.quissama import faces as qfaces
    from contaria_desktop.games.quissama import text as qtext
    from contaria_desktop.table import faces
    d = dialog(qtbot, "quissama", finished("quissama", 3, 7))
    width = d.view.card_width
    assert width >= 90
    drawn = []
    real = qfaces.CharacterFace.title

    def spy(self, p, w, h):    # the name the face prints (one or two lines; "" if left out)
        out = real(self, p, w, h)
        drawn.append((qtext.character_name(self.char), out[0] == qtext.character_name(self.char) and out[1] > 0))
        return out
    monkeypatch.setattr(qfaces.CharacterFace, "title", spy)
    for code in ("en", "pt_BR", "es"):
        language(code)
        faces.set_text_floor(floor)
        try:
            for char in rules_data.CHARACTERS:
                faces.render(qfaces.CharacterFace(char, "blue"), width, height_px=round(width * 1.4))
        finally:
            faces.set_text_floor(9.0)
    assert drawn and all(ok for _, ok in drawn), [t for t, ok in drawn if not ok]


def test_no_cards_sits_in_the_card_row(qtbot):
    from contaria_desktop.games.scoresheet import SeatSheet
    from contaria_desktop.ui.scoreview import ScoreView
    view = ScoreView([SeatSheet("0", "Ana", None, "", False, [])], None, 1000)
    qtbot.addWidget(view)
    view.resize(1000, 600)
    view.show()
    QApplication.processEvents()
    panel = view.panels[0]
    empty = panel.findChild(EmptyTile)
    assert empty is panel.empty and empty.parent() is panel.cards
    assert empty.geometry().top() == 0 and empty.width() == view.card_width   # where a card would be
    assert empty.accessibleName() == "No cards"


# --- 6. the plural headline; 7. game_result --------------------------------------------------
@pytest.mark.parametrize("code,one,many", [("en", "Winner: ", "Winners: "), ("pt_BR", "Vencedor: ", "Vencedores: "),
                                           ("es", "Ganador: ", "Ganadores: ")])
def test_the_winners_headline_has_plural_forms(qtbot, language, code, one, many):
    language(code)
    ctx = _ctx("quissama", 3)
    single = ScoreDialog(Result(scores=(1, 0, 0), winners=(0,)), ctx, None)
    qtbot.addWidget(single)
    assert plain(single.winners_label.text()) == one + "P0"
    several = ScoreDialog(Result(scores=(1, 1, 0), winners=(0, 1)), ctx, None)
    qtbot.addWidget(several)
    assert plain(several.winners_label.text()).startswith(many)


def test_game_result_does_not_shadow_qdialog_result(qtbot):
    state = finished("contaria", 3, 2)
    d = dialog(qtbot, "contaria", state)
    assert d.game_result == state.result()
    assert isinstance(d.result(), int)   # QDialog's exit code, callable again


def test_spoken_card_lines_read_well():
    """QA (issue 16): no "., " where a part ends in a full stop, and "+1 point" in the singular."""
    from contaria_desktop.games.scoresheet import ScoreCard
    card = ScoreCard(face=None, label="Imperador", points=None, reason="Objective: 4 full businesses.")
    assert card.spoken("x") == "Imperador, Objective: 4 full businesses, x"


def test_one_point_is_singular(qapp):
    from contaria_desktop.i18n import translators
    from contaria_desktop.ui.scoreview import score_points
    translators.install_translators(None, "en")     # English plural forms come from its catalogue
    assert score_points.tr("%1 point(s)", "", 1).replace("%1", "+1") == "+1 point"
    assert score_points.tr("%1 point(s)", "", 3).replace("%1", "−3") == "−3 points"
