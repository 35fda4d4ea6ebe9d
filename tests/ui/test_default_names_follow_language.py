"""Default seat names follow the language on screen (QA: a game started in pt_BR kept
"Jogador 1 (you)" and "Robô 3 (Difícil) chose…" after View ▸ Language ▸ English, and the
reverse). The session keeps the names as stored; :func:`names.display_name` shows a default
name - in whatever shipped language it was made - in the language on screen. Typed names are
never changed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from contaria_desktop.bots import Budget
from contaria_desktop.i18n import translators
from contaria_desktop.i18n.names import plain
from contaria_desktop.ui.botturns import BotTurnsMixin
from contaria_desktop.ui.newgame import NewGameChoice, default_seat_name

KINDS = ["human", "normal", "hard", "easy"]
WORDS = {"en": ("Player 1", "Bot 3 (Hard)", "Bot 2 (Normal)"),
         "pt_BR": ("Jogador 1", "Robô 3 (Difícil)", "Robô 2 (Normal)"),
         "es": ("Jugador 1", "Bot 3 (Difícil)", "Bot 2 (Normal)")}


def _texts(page) -> list[str]:
    return [plain(t) for t in page.table.table_scene().texts()]


def _start(window, qtbot, monkeypatch, code: str, names: list[str] | None = None):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))
    translators.install_translators(None, code)
    names = names or [default_seat_name(s, k) for s, k in enumerate(KINDS)]
    page = window.start_game(NewGameChoice("charlatao", 4, names, {}, False, 5, KINDS))
    qtbot.waitUntil(lambda: not page.bot_to_move(), timeout=20_000)
    return page


def _switch(window, code: str) -> None:
    window.set_language(code)
    QApplication.processEvents()


def _everything(window, page) -> str:
    return "\n".join(_texts(page) + [plain(line) for line in page.log_lines(0)]
                     + [plain(page.bar.text()), plain(window.statusBar().currentMessage())])


@pytest.mark.parametrize("start,switch", [("pt_BR", "en"), ("en", "pt_BR"), ("es", "pt_BR"), ("pt_BR", "es")])
def test_default_names_follow_a_language_switch(window, qtbot, monkeypatch, start, switch):
    page = _start(window, qtbot, monkeypatch, start)
    player, hard, normal = WORDS[start]
    # the table: a bot's header (the person's own header may say "You · Ea-Nasir" where the
    # whole name does not fit beside the points)
    assert any(t.startswith((hard, normal)) for t in _texts(page))
    assert player in _everything(window, page)
    assert any(hard in line for line in map(plain, page.log_lines(0)))   # a bot played
    _switch(window, switch)
    player, hard, normal = WORDS[switch]
    texts = _texts(page)
    assert any(t.startswith((hard, normal)) for t in texts), texts    # "Bot 3 (Hard) · Supplier"
    assert player in _everything(window, page)                        # "Player 1, …"
    log = [plain(line) for line in page.log_lines(0)]
    assert any(hard in line for line in log), log                     # "Bot 3 (Hard) chose…"
    seen = _everything(window, page)
    for word in {w.split()[0] for w in WORDS[start]} - {w.split()[0] for w in WORDS[switch]}:
        assert word not in seen, (word, seen)                         # no "Jogador"/"Robô" left
    assert page.session.seat_names[0] == WORDS[start][0]              # the session keeps what it stored
    assert translators.current_language() == switch


def test_typed_names_are_never_changed(window, qtbot, monkeypatch):
    names = ["Robô da Ana", "Bot 2 (Hard) fan", "Player 1", "Jogador"]   # "Player 1" is not seat 2's default
    page = _start(window, qtbot, monkeypatch, "pt_BR", names)
    _switch(window, "en")
    assert page.names == names
    seen = _everything(window, page)
    assert "Robô da Ana" in seen and "Bot 2 (Hard) fan" in seen


def test_the_score_window_and_the_new_game_dialog_follow_too(window, qtbot, monkeypatch):
    page = _start(window, qtbot, monkeypatch, "pt_BR")
    ctx = page.context()
    assert plain(ctx.seat(2)) == "Robô 3 (Difícil)"
    _switch(window, "en")
    assert plain(ctx.seat(2)) == "Bot 3 (Hard)"     # a context made before the switch (a score window's)
    assert page.names[:3] == ["Player 1", "Bot 2 (Normal)", "Bot 3 (Hard)"]


def test_the_replay_follows_a_language_switch(qtbot):
    from contaria_desktop.session import GameSession
    from contaria_desktop.ui.replay import ReplayWindow
    translators.install_translators(None, "pt_BR")
    names = ["Jogador 1", "Robô 2 (Normal)", "Robô 3 (Difícil)", "Robô da Ana"]
    s = GameSession.new("charlatao", 4, seed=4, seat_names=names, seat_kinds=KINDS[:3] + ["easy"])
    for _ in range(12):
        s.apply(s.legal_actions()[0])
    w = ReplayWindow(s, None, speed=0.0)
    qtbot.addWidget(w)
    w.last()
    translators.install_translators(None, "en")
    QApplication.processEvents()
    combo = [w.seat_combo.itemText(i) for i in range(4)]
    assert combo == ["Player 1", "Bot 2 (Normal)", "Bot 3 (Hard)", "Robô da Ana"]
    seen = "\n".join([plain(t) for t in w.table.table_scene().texts()] + [plain(x) for x in w.log_lines()])
    assert "Jogador" not in seen and "Robô 3" not in seen and "Robô 2" not in seen


def test_a_save_made_in_another_language_shows_its_default_names_in_this_one(tmp_path):
    from contaria_desktop.session import GameSession
    from contaria_desktop.ui import session_bridge
    names = ["Jogador 1", "Robô 2 (Normal)", "Robô 3 (Difícil)", "Robô da Ana"]
    s = GameSession.new("quissama", 4, seed=3, seat_names=names, seat_kinds=["human", "normal", "hard", "easy"])
    s.save(tmp_path / "pt.contaria")
    loaded = GameSession.load(tmp_path / "pt.contaria")
    assert loaded.seat_names == names                   # the file keeps what was stored
    assert session_bridge.seat_names(loaded) == ["Player 1", "Bot 2 (Normal)", "Bot 3 (Hard)", "Robô da Ana"]
    translators.install_translators(None, "es")
    assert session_bridge.seat_names(loaded) == ["Jugador 1", "Bot 2 (Normal)", "Bot 3 (Difícil)", "Robô da Ana"]
