"""The Replay window (issue #4): stepping (buttons, keys, slider, log clicks) changes the
table and the highlighted log rows; a seat's view never shows another seat's hidden cards
(scene texts, tooltips, log, counter); "Everything visible" only for finished or playtest
games; File ▸ Replay a game and the score screen's Replay button; bad files name the file."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contaria_desktop.session import GameSession
from contaria_desktop.games.contaria import cardtext
from contaria_desktop.games.charlatao import text as charlatao_text
from contaria_desktop.ui.replay import EVERYTHING, PUBLIC, STEP_ROLE, ReplayWindow, show_replay
from tests.ui.conftest import scene_texts

NAMES = ["Ana", "Bruno", "Caio", "Dora"]


def finished(game="contaria", players=3, seed=4, options=None, playtest=False, steps=None):
    """A session played with random legal moves to the end (or ``steps`` decisions)."""
    s = GameSession.new(game, players, seed=seed, seat_names=NAMES[:players], options=options or {},
                        playtest=playtest)
    rng = random.Random(seed)
    n = 0
    while not s.is_over and (steps is None or n < steps):
        s.apply(rng.choice(s.legal_actions()))
        n += 1
    return s


@pytest.fixture(scope="module")
def contaria_game():
    return finished()


@pytest.fixture(scope="module")
def charlatao_game():
    return finished("charlatao", seed=3)


def make(qtbot, session, **kw) -> ReplayWindow:
    w = ReplayWindow(session, None, speed=0.0, **kw)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    with qtbot.waitExposed(w):
        w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w


def fingerprint(w: ReplayWindow) -> tuple:
    """What the table shows: every card item's key, position and face."""
    scene = w.table.table_scene()
    return tuple(sorted((k, round(i.pos().x()), round(i.pos().y()), str(getattr(i, "face", "")))
                        for k, i in scene.cards.items() if i.isVisible()))


def everything_on_screen(w: ReplayWindow) -> str:
    """Every text and tooltip of the scene and the window, and what each card item holds
    (its view dict and face: card faces are painted, not text items)."""
    cards = [f"{item.card!r} {item.face!r}" for item in w.table.table_scene().cards.values() if item.isVisible()]
    return "\n".join(scene_texts(w.table) + cards + w.log_lines() + [w.step_label.text(), w.windowTitle()])


def leaks(said: str, words: set[str]) -> list[str]:
    """``words`` found in ``said`` as whole words ("2 of red" not inside "12 of red",
    "blue-1" not inside "blue-10")."""
    return [w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", said)]


# ----- stepping ---------------------------------------------------------------------------


def test_opens_at_the_deal_and_steps_change_table_and_highlight(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    assert w.position == 0 and w.length == contaria_game.cursor
    assert w.step_label.text().startswith(f"Step 0 of {w.length}")
    assert w.highlighted_rows() == []
    assert not w.back_button.isEnabled() and w.forward_button.isEnabled()
    seen = {fingerprint(w)}
    for pos in range(1, w.length + 1):
        qtbot.mouseClick(w.forward_button, Qt.MouseButton.LeftButton)
        assert w.position == pos
        assert w.step_label.text().startswith(f"Step {pos} of {w.length}")
        rows = w.highlighted_rows()
        steps = [w.log_list.item(i).data(STEP_ROLE) for i in range(w.log_list.count())]
        # exactly the rows of this step are highlighted, and they are the last ones
        assert rows == [i for i, s in enumerate(steps) if s == pos - 1]
        if rows:
            assert rows[-1] == w.log_list.count() - 1
        seen.add(fingerprint(w))
    assert len(seen) > w.length // 2, "the table did not follow the steps"
    assert not w.forward_button.isEnabled() and not w.last_button.isEnabled()
    assert "game over" in w.step_label.text()
    qtbot.mouseClick(w.back_button, Qt.MouseButton.LeftButton)
    assert w.position == w.length - 1
    qtbot.mouseClick(w.first_button, Qt.MouseButton.LeftButton)
    assert w.position == 0 and w.highlighted_rows() == []
    qtbot.mouseClick(w.last_button, Qt.MouseButton.LeftButton)
    assert w.position == w.length


def test_highlighted_row_moves_with_the_step(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    w.set_seat(None)
    w.goto(5)
    first = (w.highlighted_rows(), w.log_lines())
    w.goto(6)
    second = (w.highlighted_rows(), w.log_lines())
    assert first[0] and second[0] and first[0] != second[0]
    assert len(second[1]) > len(first[1])
    assert second[1][:len(first[1])] == first[1]  # the log up to step 5 is unchanged


def test_keys_move_the_replay(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    QTest.keyClick(w, Qt.Key.Key_Right)
    QTest.keyClick(w, Qt.Key.Key_Right)
    assert w.position == 2
    QTest.keyClick(w, Qt.Key.Key_Left)
    assert w.position == 1
    QTest.keyClick(w, Qt.Key.Key_End)
    assert w.position == w.length
    QTest.keyClick(w, Qt.Key.Key_Right)          # at the end: stays
    assert w.position == w.length
    QTest.keyClick(w, Qt.Key.Key_Home)
    assert w.position == 0
    QTest.keyClick(w, Qt.Key.Key_Left)           # at the start: stays
    assert w.position == 0
    # the keys still step when the slider or the seat list has the focus
    for widget in (w.slider, w.seat_combo):
        widget.setFocus()
        QTest.keyClick(widget, Qt.Key.Key_Right)
        assert w.position == 1, widget
        QTest.keyClick(widget, Qt.Key.Key_Left)
        assert w.position == 0, widget
        QTest.keyClick(widget, Qt.Key.Key_End)
        assert w.position == w.length, widget
        QTest.keyClick(widget, Qt.Key.Key_Home)
        assert w.position == 0, widget


def test_slider_moves_the_replay_and_follows_it(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    assert (w.slider.minimum(), w.slider.maximum()) == (0, w.length)
    before = fingerprint(w)
    w.slider.setValue(10)
    assert w.position == 10 and w.step_label.text().startswith(f"Step 10 of {w.length}")
    assert fingerprint(w) != before
    w.forward()
    assert w.slider.value() == 11
    # a click on the groove pages towards the click
    QTest.mouseClick(w.slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(w.slider.width() - 3, w.slider.height() // 2))
    assert w.position > 11 and w.slider.value() == w.position


def test_clicking_a_log_row_goes_to_its_step(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    w.last()
    item = w.log_list.item(3)
    step = item.data(STEP_ROLE)
    w.log_list.scrollToItem(item)
    rect = w.log_list.visualItemRect(item)
    QTest.mouseClick(w.log_list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert w.position == step + 1


# ----- privacy ----------------------------------------------------------------------------


def contaria_hidden(w: ReplayWindow, seat: int) -> set[str]:
    """Names and ids of cards in other seats' hands (or face down in tales) that ``seat``'s
    view at this step does not identify, minus anything the view names elsewhere."""
    own = w.replay.view(seat)
    known = {}
    for zone in own["tales"] + own["hands"]:
        for c in zone["cards"]:
            known[c["handle"]] = c.get("identity")
    public = {i for i in known.values() if i}
    secret = set()
    omni = w.replay.omniscient_view()
    for zone in omni["tales"] + [h for h in omni["hands"] if h["seat"] != seat]:
        for c in zone["cards"]:
            if c.get("identity") and not known.get(c["handle"]) and c["identity"] not in public:
                secret.add(c["identity"])
    public_names = {cardtext.card_name(i) for i in public}
    named = {cardtext.card_name(i) for i in secret if not i.endswith("_plain")} - public_names
    return secret | named


def test_contaria_seat_view_hides_other_seats_hidden_cards(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    checked = 0
    for seat in range(3):
        w.set_seat(seat)
        for pos in range(0, w.length + 1, 2):
            w.goto(pos)
            hidden = contaria_hidden(w, seat)
            if not hidden:
                continue
            found = leaks(everything_on_screen(w), hidden)
            assert not found, (seat, pos, found)
            checked += 1
    assert checked > 20
    # the check can fail: with everything visible the same names are on screen
    w.set_seat(None)
    w.goto(2)
    hidden = contaria_hidden(w, 0)
    assert leaks(everything_on_screen(w), hidden)


def charlatao_hidden(w: ReplayWindow, seat: int) -> set[str]:
    """Ids and names of the cards in the other seats' hands, except those the engine told
    ``seat`` about (a card it passed to its neighbour)."""
    omni = w.replay.omniscient_view()
    told = {str(v) for e in w.replay.log(seat) for v in e.event.params.values()}
    ids = {c for s, hand in enumerate(omni["hands"]) if s != seat for c in hand} - told
    return ids | {charlatao_text.card_name(c) for c in ids}


def test_charlatao_seat_view_hides_other_hands_and_log_is_the_seats(qtbot, charlatao_game):
    w = make(qtbot, charlatao_game)
    checked = 0
    for seat in range(3):
        w.set_seat(seat)
        for pos in range(0, w.length + 1, 9):
            w.goto(pos)
            names = charlatao_hidden(w, seat)
            assert not leaks(everything_on_screen(w), names), (seat, pos)
            entries = w.replay.log(seat)
            assert len(w.log_lines()) == len(entries)
            assert all(e.event.visible(seat) for e in entries)
            checked += 1
    assert checked > 30
    w.set_seat(None)
    w.goto(20)
    assert leaks(everything_on_screen(w), charlatao_hidden(w, 0))   # the check can fail
    # the log of everything says more than a seat's log
    w.goto(w.length // 2)
    w.set_seat(0)
    seat_lines = len(w.log_lines())
    w.set_seat(None)
    assert len(w.log_lines()) > seat_lines


def test_seat_combo_lists_every_seat_and_everything(qtbot, contaria_game):
    w = make(qtbot, contaria_game)
    items = [(w.seat_combo.itemText(i), w.seat_combo.itemData(i)) for i in range(w.seat_combo.count())]
    assert items == [("Ana", 0), ("Bruno", 1), ("Caio", 2), ("Public view (no hidden cards)", PUBLIC),
                     ("Everything visible", EVERYTHING)]
    w.goto(8)
    w.seat_combo.setCurrentIndex(1)
    assert w.seat == 1 and w.position == 8
    assert w.current_view()["viewer"] == 1
    w.seat_combo.setCurrentIndex(3)
    assert w.public and w.current_view()["viewer"] is None and not w.current_view().get("omniscient")
    assert len(w.log_lines()) == len(w.replay.log(None))
    w.seat_combo.setCurrentIndex(4)
    assert w.seat is None and w.current_view().get("omniscient")
    # "Everything visible" keeps the last chosen seat at the bottom, whoever is to move
    assert w.table._bottom == 1
    w.forward()
    assert w.table._bottom == 1


def test_everything_visible_only_for_finished_or_playtest_games(qtbot):
    ongoing = finished(steps=6)
    w = make(qtbot, ongoing)
    index = w.seat_combo.findData(EVERYTHING)
    assert not w.seat_combo.model().item(index).isEnabled()
    assert "finish the game or use playtest mode to see hidden cards" in w.seat_combo.model().item(index).toolTip()
    w.set_seat(None)
    assert w.public
    assert w.length == 6
    w.close()
    playtest = finished(steps=6, playtest=True)
    w = make(qtbot, playtest)
    assert not w.public and w.seat == 0
    assert all(w.seat_combo.model().item(i).isEnabled() for i in range(w.seat_combo.count()))
    w.set_seat(None)
    assert w.seat is None and not w.public
    w.set_seat(2)
    assert w.seat == 2 and not w.public


def public_secrets(w: ReplayWindow) -> set[str]:
    """Identities / card ids (and their names) of every card in a hand or face down at this
    step that the public view and the public log do not name."""
    omni = w.replay.omniscient_view()
    said = str(w.replay.view(None)) + " ".join(str(e.event.params) for e in w.replay.log(None))
    if w.game_id == "charlatao":
        ids = {c for hand in omni["hands"] for c in hand} - set(re.findall(r"[a-z]+-\d+", said))
        return ids | {charlatao_text.card_name(c) for c in ids}
    public = set(re.findall(r"'identity': '(\w+)'", said))
    ids = {c["identity"] for zone in omni["tales"] + omni["hands"] for c in zone["cards"]
           if c.get("identity") and not c.get("face_up")} - public
    return ids | ({cardtext.card_name(i) for i in ids if not i.endswith("_plain")}
                  - {cardtext.card_name(i) for i in public})


@pytest.mark.parametrize("game, players, options", [
    ("contaria", 3, {}), ("charlatao", 3, {}), ("charlatao", 2, {}), ("charlatao", 4, {"side": "advanced"})])
def test_unfinished_hot_seat_game_replays_only_the_public_view(qtbot, game, players, options):
    """QA privacy leak: the replay of an unfinished hot-seat game (the live game, or a save
    opened with File > Replay) shows no hand card and no private choice to anyone."""
    s = finished(game, players, seed=5, options=options, steps=25 if game == "contaria" else 45)
    assert not s.is_over and not s.playtest
    w = make(qtbot, s)
    assert w.public and not w.everything_allowed()
    model = w.seat_combo.model()
    for index in range(w.seat_combo.count()):
        data = w.seat_combo.itemData(index)
        assert model.item(index).isEnabled() == (data == PUBLIC), data
        if data != PUBLIC:
            assert "finish the game or use playtest mode to see hidden cards" in model.item(index).toolTip()
    # picking a seat or everything (combo, code) keeps the public view
    for data in list(range(players)) + [EVERYTHING]:
        w.seat_combo.setCurrentIndex(w.seat_combo.findData(data))
        assert w.public and w.seat_combo.currentData() == PUBLIC
        w.set_seat(None if data == EVERYTHING else data)
        assert w.public and w.current_view()["viewer"] is None
    checked = 0
    for pos in range(0, w.length + 1):
        w.goto(pos)
        entries = w.replay.log(None)
        assert len(w.log_lines()) == len(entries) and all(e.event.visible_to is None for e in entries)
        secrets = public_secrets(w)
        said = everything_on_screen(w) + "\n".join(
            model.item(i).toolTip() for i in range(w.seat_combo.count()))
        assert not leaks(said, secrets), (pos, leaks(said, secrets))
        checked += bool(secrets)
    assert checked > 20
    # the check can fail: once the game is over every view is offered and shows the hands
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    done = make(qtbot, s)
    assert not done.public and done.seat == 0
    done.set_seat(None)
    done.goto(10)
    assert leaks(everything_on_screen(done), public_secrets(done))


def test_replay_of_a_saved_unfinished_game_and_of_the_live_game(qtbot, window, tmp_path):
    """File > Replay a game on an unfinished hot-seat save, and the live game's Replay."""
    s = finished("charlatao", 3, seed=8, steps=30)
    path = tmp_path / "mid.json"
    s.save(path)
    w = window.replay_dialog(path)
    qtbot.addWidget(w)
    assert w.public and not w.seat_combo.model().item(w.seat_combo.findData(1)).isEnabled()
    from tests.ui.conftest import start
    page = start(window, game="charlatao", players=3, seed=8, names=NAMES[:3])
    for _ in range(20):
        page.session.apply(page.session.legal_actions()[0])
    live = window.replay_game()
    qtbot.addWidget(live)
    assert live.public and live.length == 20
    live.set_seat(0)
    assert live.public


def test_only_person_against_bots_may_replay_their_own_seat(qtbot):
    from contaria_desktop.session.saveformat import SEAT_KINDS
    bot = sorted(k for k in SEAT_KINDS() if k != "human")[0]
    s = GameSession.new("charlatao", 3, seed=4, seat_names=NAMES[:3], seat_kinds=["human", bot, bot])
    for _ in range(12):
        s.apply(s.legal_actions()[0])
    w = make(qtbot, s)
    assert not w.public and w.seat == 0            # the person's own seat
    w.set_seat(1)
    assert w.public                                # a bot's hand stays hidden
    w.set_seat(None)
    assert w.public


def test_replay_does_not_move_the_session(qtbot):
    s = finished(steps=10)
    w = make(qtbot, s)
    w.first()
    assert s.cursor == 10 and not s.is_over
    s.apply(s.legal_actions()[0])       # the game goes on; the replay keeps its copy
    w.last()
    assert w.length == 10


def test_charlatao_replay_steps(qtbot, charlatao_game):
    w = make(qtbot, charlatao_game)
    w.set_seat(2)
    w.goto(40)
    a = fingerprint(w), w.highlighted_rows()
    w.forward()
    b = fingerprint(w), w.highlighted_rows()
    assert a != b
    assert w.step_label.text().startswith(f"Step 41 of {w.length}")


def test_series_offers_each_game(qtbot):
    s = GameSession.new("contaria", 3, seed=2, seat_names=NAMES[:3], options={"mode": "book_of_tales"})
    rng = random.Random(2)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    s.next_game()
    for _ in range(4):
        s.apply(rng.choice(s.legal_actions()))
    w = make(qtbot, s)
    assert w.game_combo.isVisible() and w.game_combo.count() == 2
    assert w.length == 4 and not w.everything_allowed()
    w.game_combo.setCurrentIndex(0)
    assert w.position == 0 and w.length > 4 and w.everything_allowed()
    w.last()
    assert w.replay.state.is_terminal


# ----- opening from the window ------------------------------------------------------------


def test_file_menu_replays_a_saved_game(qtbot, window, tmp_path, monkeypatch):
    s = finished()
    path = tmp_path / "done.json"
    s.save(path)
    from PySide6.QtWidgets import QFileDialog
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    act = next(a for m in window.menuBar().actions() for a in m.menu().actions() if a.objectName() == "actReplay")
    act.trigger()
    w = window.replay_window
    qtbot.addWidget(w)
    assert w.isVisible() and w.length == s.cursor and w.position == 0
    assert "done.json" in w.windowTitle()
    assert window.game is None          # the start page stays; nothing is being played


def test_bad_file_names_the_file_and_the_problem(qtbot, window, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "contaria-desktop-save", ', encoding="utf-8")
    assert window.replay_dialog(path) is None
    title, text = window.last_error
    assert "broken.json" in title and str(path) in text and "damaged or was changed by hand" in text
    assert "JSON" in window.last_error_details and "line 1" in window.last_error_details   # "Show details"
    assert getattr(window, "replay_window", None) is None


def test_score_screen_replays_the_finished_game(qtbot, window):
    from tests.ui.conftest import start
    page = start(window, players=3, seed=6, names=NAMES[:3])
    page.autoplay(500, random.Random(6))
    assert page.session.is_over
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    qtbot.mouseClick(window.score_dialog.replay_button, Qt.MouseButton.LeftButton)
    w = window.replay_window
    qtbot.addWidget(w)
    assert w.isVisible() and window.score_dialog is None
    assert w.length == page.session.cursor and w.everything_allowed()
    w.last()
    assert w.replay.state.is_terminal


def test_language_switch_retranslates_the_window(qtbot, contaria_game):
    from contaria_desktop.i18n import translators
    w = make(qtbot, contaria_game)
    w.goto(3)
    english = (w.first_button.text(), w.seat_combo.itemText(4), w.step_label.text(), w.log_lines())
    translators.install_translators(None, "pt_BR")      # conftest puts English back
    qtbot.waitUntil(lambda: w.first_button.text() != english[0])
    assert w.seat_combo.itemText(4) != english[1] and w.seat_combo.itemText(0) == "Ana"
    assert w.step_label.text() != english[2] and w.log_lines() != english[3]
    assert w.position == 3 and w.seat == 0
