"""Choosing bots (issue 12; newcomer point 13): the New Game dialog's seat kinds (default
names, remembered between games, the game on screen preselected) and the command line's
``--seat`` / ``--autoplay`` / ``--view-seat``."""

from __future__ import annotations

import random

import pytest

from contaria_desktop.app import build, parse_args
from contaria_desktop.bots import BOTS, Budget
from contaria_desktop.ui.botturns import BotTurnsMixin
from contaria_desktop.ui.newgame import SEAT_KINDS, NewGameDialog, default_seat_name
from tests.ui.conftest import start


def test_every_seat_offers_human_and_every_bot(qtbot):
    dialog = NewGameDialog(None, "contaria")
    qtbot.addWidget(dialog)
    assert SEAT_KINDS == ("human", *BOTS)
    for combo in dialog.kind_combos:
        assert combo.isEnabled() and combo.toolTip()
        assert [combo.itemData(i) for i in range(combo.count())] == list(SEAT_KINDS)
    assert dialog.choice().seat_kinds == ["human"] * dialog.players_spin.value()


def test_a_bot_seat_gets_a_bot_name_and_a_typed_name_stays(qtbot):
    dialog = NewGameDialog(None, "contaria")
    qtbot.addWidget(dialog)
    dialog.players_spin.setValue(3)
    dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("hard"))
    assert dialog.name_edits[1].text() == default_seat_name(1, "hard") == "Bot 2 (Hard)"
    dialog.name_edits[2].setText("Rita")
    dialog.kind_combos[2].setCurrentIndex(dialog.kind_combos[2].findData("easy"))
    assert dialog.name_edits[2].text() == "Rita"
    dialog.kind_combos[1].setCurrentIndex(0)
    assert dialog.name_edits[1].text() == "Player 2"
    dialog.kind_combos[1].setCurrentIndex(dialog.kind_combos[1].findData("normal"))
    choice = dialog.choice()
    assert choice.seat_kinds == ["human", "normal", "easy"]
    assert choice.seat_names == ["Player 1", "Bot 2 (Normal)", "Rita"]


def test_seats_are_remembered_between_games(qtbot):
    dialog = NewGameDialog(None, "contaria")
    qtbot.addWidget(dialog)
    dialog.players_spin.setValue(3)
    dialog.kind_combos[2].setCurrentIndex(dialog.kind_combos[2].findData("hard"))
    dialog.name_edits[0].setText("Ana")
    dialog.accept()
    again = NewGameDialog(None, "contaria")
    qtbot.addWidget(again)
    again.players_spin.setValue(3)
    assert [again.seat_kind(i) for i in range(3)] == ["human", "human", "hard"]
    assert [e.text() for e in again.name_edits] == ["Ana", "Player 2", "Bot 3 (Hard)"]
    again.players_spin.setValue(2)     # fewer seats and back: the choices are kept
    again.players_spin.setValue(3)
    assert again.seat_kind(2) == "hard"


def test_a_damaged_remembered_setting_is_ignored(qtbot):
    from contaria_desktop import settings as prefs
    prefs.set_value("newgame/seats", "{not json")
    dialog = NewGameDialog(None, "contaria")
    qtbot.addWidget(dialog)
    assert set(dialog.choice().seat_kinds) == {"human"}


def test_new_game_while_playing_preselects_that_game_and_its_seats(qtbot, window, monkeypatch):
    from contaria_desktop.ui.newgame import NewGameChoice
    window.start_game(NewGameChoice("charlatao", 3, ["Ana", "Bot 2 (Easy)", "Caio"], {}, False, 4,
                                    ["human", "easy", "human"]))
    seen = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: seen.append(
        (self.spec.id, [self.seat_kind(i) for i in range(len(self.kind_combos))],
         [e.text() for e in self.name_edits])) or 0)
    window.act_new.trigger()
    assert seen == [("charlatao", ["human", "easy", "human"], ["Ana", "Bot 2 (Easy)", "Caio"])]


# ----- command line -------------------------------------------------------------------------------
@pytest.mark.parametrize("argv, words", [
    (["--game", "contaria", "--players", "2", "--seat", "human", "--seat", "genius"], "--seat genius: unknown kind"),
    (["--game", "contaria", "--players", "3", "--seat", "human", "--seat", "hard"], "given 2 times for 3 players"),
    (["--seat", "hard"], "--seat needs --game"),
    (["--game", "contaria", "--players", "3", "--screenshot", "a.png", "--view-seat", "0"], "counted from 1"),
    (["--game", "contaria", "--players", "3", "--screenshot", "a.png", "--view-seat", "4"], "players are 1 to 3"),
])
def test_bad_seat_arguments_exit_2_with_a_message(argv, words, capsys):
    with pytest.raises(SystemExit) as exc:
        parse_args(argv)
    assert exc.value.code == 2
    assert words in capsys.readouterr().err


def test_seat_kinds_parse_in_seat_order():
    args = parse_args(["--game", "contaria", "--players", "4", "--seat", "human", "--seat", "HARD",
                       "--seat", "normal", "--seat", "easy"])
    assert args.seat_kinds == ["human", "hard", "normal", "easy"]
    assert parse_args(["--game", "contaria", "--players", "2"]).seat_kinds is None
    two = parse_args(["--game", "contaria", "--seat", "human", "--seat", "hard"])   # no --players
    assert two.players == 2 and two.seat_kinds == ["human", "hard"]
    assert parse_args(["--game", "contaria", "--screenshot", "a.png", "--view-seat", "1"]).view_seat == 1


def test_autoplay_counts_the_bots_decisions_too(qtbot, monkeypatch):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))
    args = parse_args(["--game", "contaria", "--players", "3", "--seed", "5", "--seat", "human",
                       "--seat", "easy", "--seat", "random", "--autoplay", "7"])
    _app, window, status = build(args)
    qtbot.addWidget(window)
    assert status == 0
    page = window.game
    assert [seat.kind for seat in page.session.seats] == ["human", "easy", "random"]
    assert page.session.seat_names == ["Player 1", "Bot 2 (Easy)", "Bot 3 (Random)"]
    page.set_animation_speed(0.0)
    assert page.autoplay(7, random.Random(5)) == 7
    assert page.session.cursor == 7
    actors = {step.actor for step in page.session._tl.steps}
    assert actors == {0, 1, 2}
    page.shutdown_bots()


def test_screenshot_plays_what_the_bots_have_pending(qtbot, window, monkeypatch, tmp_path):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))
    from contaria_desktop.app import screenshot
    from contaria_desktop.ui.newgame import NewGameChoice
    page = window.start_game(NewGameChoice("contaria", 3, ["A", "B", "C"], {}, False, 5, ["random", "easy", "human"]))
    assert screenshot(window, str(tmp_path / "shot.png"), None)
    assert page.session.is_over or page.session.current_player == 2



@pytest.mark.parametrize("game", ["contaria", "charlatao", "dark_tales", "quissama"])
def test_the_view_of_a_bot_seat_names_the_bot_never_you(qtbot, window, game, monkeypatch):
    """``--view-seat`` of a bot seat (``GamePage.show_as``) shows that seat's view, but a bot is
    not "you": its labels are its name without "(you)", its hand is "Bot 2 (Random)'s hand"
    and its log is in the third person; a person's own view still says "you"."""
    from contaria_desktop.i18n.names import plain
    from contaria_desktop.ui.newgame import NewGameChoice

    def scene_texts(table):
        return [plain(t) for t in table.table_scene().texts()]

    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))
    kinds = ["human", "random", "random"]
    names = [default_seat_name(s, k) for s, k in enumerate(kinds)]
    page = window.start_game(NewGameChoice(game, 3, names, {}, False, 5, kinds))
    qtbot.waitUntil(lambda: not page.bot_to_move(), timeout=20_000)
    page.show_as(1)
    texts = scene_texts(page.table)
    assert any("Bot 2 (Random)" in t for t in texts)
    assert not [t for t in texts if "(you" in t or t.startswith(("You", "Your hand"))], game
    assert not [line for line in page.log_lines(1) if plain(line).lstrip().startswith("You ")], game
    page.show_as(0)   # "Player 1 (you)", or "You · Ea-Nasir" where the whole name does not fit
    assert any("(you" in t or t.startswith(("You", "Your hand")) for t in scene_texts(page.table)), game
