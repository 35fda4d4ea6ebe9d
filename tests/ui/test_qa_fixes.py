"""Fixes of the QA findings on the Contária window (issues #3/#4): names with ``&`` and
right-to-left letters, scripted runs leave the player's files alone, log wording and
numbering, score screen explanations, app name, seat-name checks, load errors."""

from __future__ import annotations

from contaria_desktop import APP_ID, APP_NAME
from contaria_desktop.app import build_parser

from .conftest import start


# ----- 12: one spelling of the app name -------------------------------------------------------
def test_app_name_is_spelled_with_the_accent_everywhere_people_read_it(window):
    assert APP_NAME == "Contária Desktop" and APP_ID.isascii()
    assert "Contária Desktop" in build_parser().format_help()
    assert window.windowTitle() == "Contária Desktop"
    start(window, players=3)
    assert window.windowTitle().endswith("– Contária Desktop")


# ----- 2 and 3: "&" and right-to-left letters in seat names ------------------------------------
RTL = "مرحبا עברית"


def _finish(page):
    import random
    rng = random.Random(3)
    s = page.session
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    page.refresh()


def test_ampersand_in_a_name_is_not_a_mnemonic(window):
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QGroupBox

    page = start(window, players=2, names=["A&B", "R&D"])
    name = page.names[page.curtain.seat]
    button = page.curtain.confirm_button()
    assert name.replace("&", "&&") in button.text() and QKeySequence.mnemonic(button.text()).isEmpty()
    assert f"I am {name} – show my cards" in page.curtain.texts()
    _finish(page)
    dialog = window.score_dialog
    titles = [box.title() for box in dialog.findChildren(QGroupBox)]
    assert any("A&&B" in t for t in titles) and any("R&&D" in t for t in titles)
    assert all(QKeySequence.mnemonic(t).isEmpty() for t in titles)


def test_mnemonic_safe_and_isolate_helpers():
    from contaria_desktop.ui.names import FSI, PDI, isolate, mnemonic_safe, plain

    assert mnemonic_safe("A&B && C") == "A&&B &&&& C"
    assert isolate("Ana") == FSI + "Ana" + PDI
    # a stray PDI inside a name would end the isolate early: isolate controls are dropped
    assert isolate("x\u2069y\u2068") == FSI + "xy" + PDI
    assert plain(isolate("Ana") + " placed") == "Ana placed"


def test_right_to_left_names_are_isolated_in_every_text(qtbot, window):
    from contaria_desktop.ui.names import isolate

    from .conftest import scene_texts

    page = start(window, players=3, names=[RTL, "Ana", "Bruno"], seed=2)
    wrapped = isolate(RTL)
    assert wrapped in page.curtain._title.text()
    page.confirm(page.curtain.seat)
    seat = page.session.current_player
    assert seat == 0 or RTL not in page.bar.text()
    lines = window.log_panel.lines() + [page.bar.text()] + scene_texts(page.table)
    # every time the name appears, it is wrapped in FSI ... PDI
    found = [t for t in lines if RTL in t]
    assert found and all(t.count(RTL) == t.count(wrapped) for t in found)
    _finish(page)
    assert wrapped in window.score_dialog.winners_label.text() or 0 not in page.session.result().winners


def test_a_sentence_starting_with_a_right_to_left_name_stays_left_to_right(qtbot, window):
    """The instruction bar keeps the app language's direction: the text starts at the left."""
    from PySide6.QtGui import QColor

    page = start(window, players=2, names=[RTL, "Ana"], seed=1)
    bar = page.bar
    bar.show_prompt(page.context().text("contaria.turn", seat=page.context().seat(0)), [])
    label = bar._label
    label.setStyleSheet("color: black; background: white")
    image = label.grab().toImage()
    dark = [x for x in range(image.width()) for y in range(0, image.height(), 2)
            if QColor(image.pixel(x, y)).lightness() < 100]
    assert dark and min(dark) < image.width() * 0.1  # left-aligned, like any English sentence


# ----- 4: scripted runs leave the player's files alone -----------------------------------------
def _cli(*argv, data, settings, cwd):
    import os
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONTARIA_SETTINGS_DIR=str(settings),
               CONTARIA_DESKTOP_DATA_DIR=str(data),
               PYTHONPATH=os.pathsep.join([str(repo)] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    return subprocess.run([sys.executable, "-m", "contaria_desktop", *argv], capture_output=True, text=True,
                          env=env, timeout=120, cwd=cwd)


def _snapshot(folder):
    return {p.relative_to(folder).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_scripted_runs_never_touch_autosave_or_recent_files(tmp_path, monkeypatch):
    """--autoplay/--screenshot (with --game or --load, a game played to the end too) must
    not write the autosave, drop it, or add to the recent files: "Continue" stays the same."""
    from contaria_desktop.session import GameSession, latest_game

    data, settings = tmp_path / "data", tmp_path / "settings"
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(data))
    player = GameSession.new("contaria", 3, seed=8)
    player.apply(player.legal_actions()[0])
    player.start_autosave()
    player.close()
    save = tmp_path / "mine.json"
    player.save(save)  # in the recent files now
    before = _snapshot(data)
    assert "autosave/autosave.json" in before and "recent.json" in before
    continue_before = latest_game()

    other = GameSession.new("contaria", 3, seed=9)
    other_file = tmp_path / "other.json"
    other.save(other_file)
    (data / "recent.json").write_bytes(before["recent.json"][0])  # undo that test set-up's entry
    before = _snapshot(data)
    runs = [("--game", "contaria", "--players", "3", "--autoplay", "500", "--screenshot", str(tmp_path / "a.png")),
            ("--game", "contaria", "--players", "4", "--screenshot", str(tmp_path / "b.png")),
            ("--load", str(other_file), "--autoplay", "4", "--screenshot", str(tmp_path / "c.png"))]
    for argv in runs:
        proc = _cli(*argv, data=data, settings=settings, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
    assert _snapshot(data) == before
    assert latest_game() == continue_before


# ----- 14: load errors in words -------------------------------------------------------------
def test_cli_load_error_is_one_line(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    proc = _cli("--load", str(bad), data=tmp_path / "d", settings=tmp_path / "s", cwd=tmp_path)
    assert proc.returncode == 2
    lines = [l for l in proc.stderr.splitlines() if "error" in l]
    assert len(lines) == 1 and str(bad) in lines[0]
    assert lines[0].split(str(bad), 1)[1].strip(": ")  # the problem follows on the same line


def test_illegal_action_in_a_save_is_described_in_words(window, tmp_path):
    import json

    from contaria_desktop.session import GameSession

    s = GameSession.new("contaria", 4, seed=3)
    for _ in range(6):
        s.apply(s.legal_actions()[0])
    path = tmp_path / "bad.json"
    s.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][5] = {"type": "place", "card": "c22", "tale": 9}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not window.open_file(path)
    title, text = window.last_error
    assert "action 6 (place: card c22, tale 9) is not legal now" in text and "Action(" not in text


# ----- 13: seat names must be given and different ---------------------------------------------
def test_new_game_dialog_refuses_empty_and_duplicate_names(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from contaria_desktop.ui.newgame import NewGameDialog

    dialog = NewGameDialog(None, "contaria")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players_spin.setValue(3)
    ok = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and not dialog.names_problem.isVisible()
    dialog.name_edits[1].setText("   ")
    assert not ok.isEnabled() and dialog.names_problem.isVisible()
    assert dialog.names_problem.text() == "Seat 2 needs a name."
    dialog.name_edits[1].setText("ana")
    dialog.name_edits[2].setText(" Ana ")
    assert not ok.isEnabled()
    assert "Seats 2 and 3 are both called" in dialog.names_problem.text()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted  # Enter does not get past it
    dialog.name_edits[2].setText("Bia")
    assert ok.isEnabled() and not dialog.names_problem.isVisible()
    assert dialog.choice().seat_names[1:] == ["ana", "Bia"]


def test_session_refuses_empty_seat_names():
    import pytest

    from contaria_desktop.engines.core import OptionError
    from contaria_desktop.session import GameSession
    from contaria_desktop.ui import messages

    for bad in ("", "  "):
        with pytest.raises(OptionError) as err:
            GameSession.new("contaria", 3, seed=1, seat_names=["Ana", bad, "Caio"])
        assert err.value.key == "option.empty_name" and "seat 2 has no name" in str(err.value)
        assert messages.error_text(err.value) == "Seat 2 needs a name."


# ----- 7, 8, 9, 17: the Contária log -----------------------------------------------------------
def _ctx(st, names=("Ana", "Bruno", "Caio")):
    from contaria_desktop.ui import messages
    from contaria_desktop.ui.gamepage import card_namers

    return messages.MessageContext("contaria", list(names), st.omniscient_view(), **card_namers("contaria"))


def _lines(st, steps):
    """Log lines (isolates removed) for ``steps``: lists of events, one list per decision."""
    from contaria_desktop.ui import messages
    from contaria_desktop.ui.names import plain

    entries = [(i, e) for i, events in enumerate(steps) for e in events]
    return [plain(line) for line in messages.log_lines(entries, _ctx(st))]


def test_skipped_step_is_named_with_its_reason():
    from tests.contaria.helpers import mirror, position, to_tale, up

    st = position(3, tales={0: ["cavalheiro_principe"], 1: [up("donzela_princesa")]})
    steps = [mirror(st, "cavalheiro_principe"), to_tale(st, 1)]
    text = "\n".join(_lines(st, steps))
    assert "Príncipe moved from Ana’s tale to Bruno’s tale." in text
    assert ("Príncipe could not reveal a card: there is no face-down DONZELA in Bruno’s tale that can be "
            "revealed.") in text
    assert "ignored" not in text

    st = position(3, tales={0: [up("fada_anao"), "cavalheiro_gigante", up("donzela_princesa")],
                            1: [up("crianca_maria")]}, markers={"DWARF": "cavalheiro_gigante"})
    text = "\n".join(_lines(st, [mirror(st, "cavalheiro_gigante")]))
    assert "Gigante could not move: held in place by the Dwarf marker." in text

    st = position(3, tales={0: ["cavalheiro_principe", "donzela_serva"]})
    text = "\n".join(_lines(st, [mirror(st, "cavalheiro_principe")]))
    assert "Príncipe could not move: no other tale with a DONZELA has room." in text


def test_every_skip_reason_in_the_data_has_a_sentence():
    """Each (ability, detail) the engine can emit has its own template."""
    from contaria_desktop.engines.core import Event
    from contaria_desktop.ui import msg_contaria

    combos = [("move_self", "held"), ("move_self", "condition_unmet"), ("move_self", "no_destination"),
              ("pull", "full_here"), ("pull", "no_card"), ("move_any", "no_card"), ("swap", "held"),
              ("swap", "no_card"), ("reveal", "no_card"), ("flip_back", "no_card"),
              ("choose_one", "no_option"), ("place_marker", "no_card")]
    for ability, detail in combos:
        event = Event("contaria.ability_skipped", {"card": "c01", "identity": "fada_mago", "ability": ability,
                                                   "reason": "no_target", "detail": detail,
                                                   "want": {"types": ["FADA"]}})
        assert msg_contaria.template_key(event) != "contaria.ability_skipped", (ability, detail)
    for detail in ("face_down", "deactivated", "out_of_tale"):
        event = Event("contaria.ability_skipped", {"card": "c01", "identity": "fada_mago", "ability": "pull",
                                                   "reason": "source_inactive", "detail": detail})
        assert msg_contaria.template_key(event) != "contaria.ability_skipped", detail


def test_log_numbers_turns_without_gaps():
    """One number per player turn; the ability choices of a turn are indented under it."""
    import random
    import re

    from contaria_desktop.session import GameSession
    from contaria_desktop.ui import messages
    from contaria_desktop.ui.gamepage import card_namers

    s = GameSession.new("contaria", 4, seed=11, playtest=True)
    rng = random.Random(11)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    turns = sum(1 for _, e in s.log(None, omniscient=True)
                if e.type in ("contaria.placed", "contaria.mirror_used", "contaria.passed"))
    assert turns < s.cursor  # some decisions were ability choices
    for seat, omni in ((None, True), (None, False), (2, False)):
        ctx = messages.MessageContext("contaria", s.seat_names, s.view(seat), **card_namers("contaria"))
        lines = messages.log_lines(s.log(seat, omniscient=omni), ctx)
        numbers = [int(m.group(1)) for m in (re.match(r"(\d+)\. ", l) for l in lines) if m]
        assert numbers == list(range(1, turns + 1))


def test_fera_peek_is_one_line_in_the_playtest_log_and_public_for_others():
    from contaria_desktop.ui import messages
    from contaria_desktop.ui.names import plain
    from tests.contaria.helpers import choose, may, mirror, position

    st = position(3, tales={0: ["cavalheiro_fera"], 1: ["donzela_serva"]})
    steps = [mirror(st, "cavalheiro_fera")]
    steps.append(choose(st, "donzela_serva"))
    steps.append(may(st, True))
    omni = [l for l in _lines(st, steps) if "looked at the other side" in l]
    assert len(omni) == 1 and "Serva" in omni[0]
    entries = [(i, e) for i, events in enumerate(steps) for e in events if e.visible(1)]
    public = [plain(l) for l in messages.log_lines(entries, _ctx(st)) if "looked at the other side" in l]
    assert len(public) == 1 and "Serva" not in public[0]


def test_wording_names_without_articles_and_tales_by_name():
    from contaria_desktop.engines.core import Event
    from contaria_desktop.ui import messages
    from contaria_desktop.ui.names import plain
    from tests.contaria.helpers import mirror, position

    st = position(3, tales={0: ["crianca_joao"], 1: ["crianca_plain"]})
    ctx = _ctx(st)
    named = messages.event_text(Event("contaria.revealed", {"seat": 0, "card": "c00", "identity": "crianca_joao"}), ctx)
    assert named.endswith("it is João.") and "the João" not in named
    plain_card = messages.event_text(Event("contaria.revealed", {"seat": 0, "card": "c00",
                                                                 "identity": "crianca_plain"}), ctx)
    assert plain_card.endswith("it is a Criança (plain).")
    st = position(3, tales={0: ["donzela_sereia"], 1: ["cavalheiro_plain"]})
    mirror(st, "donzela_sereia")
    prompt = plain(messages.prompt_text(st.view(0), _ctx(st), 0))
    assert prompt == "Ana, choose the card Sereia brings into Ana’s tale."


# ----- 10 and 15: room for the table, the log stays at its newest line --------------------------
def _play(page, decisions, seed=1):
    import random
    rng = random.Random(seed)
    s = page.session
    for _ in range(decisions):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    page.refresh()


def test_log_dock_is_narrower_in_small_windows(qtbot, window):
    from PySide6.QtWidgets import QApplication

    from contaria_desktop.ui.mainwindow import default_log_width

    assert default_log_width(1024) == 184 and default_log_width(1600) == 340 and default_log_width(600) == 170
    start(window, players=4)
    for width, height in ((1024, 640), (1600, 1000), (1024, 640)):
        window.resize(width, height)
        QApplication.processEvents()
        assert abs(window.log_panel.width() - default_log_width(width)) <= 12
    assert window.log_panel.width() <= 0.2 * window.width()


def test_long_names_on_small_cards_are_condensed_before_they_are_cut():
    from PySide6.QtGui import QFontMetricsF

    from contaria_desktop.table.faces import _font, fit_font

    width = QFontMetricsF(_font(9, True)).horizontalAdvance("CAVALHEIRO") * 0.85
    f = fit_font("CAVALHEIRO", width, 12, 9, bold=True)
    assert QFontMetricsF(f).horizontalAdvance("CAVALHEIRO") <= width  # fits whole: no "CAVALHE…"
    assert f.stretch() < 100
    short = fit_font("Fada", 200, 12, 5)
    assert short.pixelSize() == 12 and short.stretch() in (0, 100)  # short names keep normal letters


def test_log_stays_at_the_newest_line_after_a_resize(qtbot, window):
    from PySide6.QtWidgets import QApplication

    page = start(window, players=4, playtest=True)
    window.resize(1600, 1000)
    _play(page, 30)
    QApplication.processEvents()
    log = window.log_panel
    assert log.at_newest()
    for size in ((1024, 640), (800, 500), (1600, 1000), (1280, 800)):
        window.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        assert log.at_newest(), size
    bar = log._list.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(0)   # a reader scrolled back: a resize does not pull them down
    window.resize(1500, 900)
    QApplication.processEvents()
    assert bar.value() == 0


# ----- 11: the score screen explains itself -------------------------------------------------
def _result(scores, contaria, rule="standard"):
    from contaria_desktop.engines.contaria.scoring import winners
    from contaria_desktop.engines.core.state import Result

    opts = {"single_winner": rule == "single_winner"}
    won, draw, rule = winners(list(scores), contaria, opts)
    return Result(scores=tuple(scores), winners=won, entities={"contaria": contaria}, draw=draw,
                  details={"rule": rule})


def test_draw_and_win_reasons():
    from contaria_desktop.ui import messages, scores_contaria
    from contaria_desktop.ui.names import plain

    def say(scores, c, rule="standard"):
        ctx = messages.MessageContext("contaria", ["Ana", "Bruno", "Caio"][:len(scores)])
        r = _result(scores, c, rule)
        return plain(scores_contaria.draw_reason(r, ctx) or scores_contaria.win_reason(r, ctx))

    assert say([3, 8], 8) == "CONTÁRIA tied the highest score (+8)"
    assert say([3, 8], 9) == "CONTÁRIA has the highest score (+9)"
    assert say([3, 8], 3) == "CONTÁRIA tied the lowest score (+3)"
    assert say([4, 4], 1) == "both tales have +4"
    assert say([-3, 8], 2) == "CONTÁRIA (+2) is between the two tales and not negative: the happier tale wins."
    assert say([-3, 8], -1).endswith("negative: the sadder tale wins.")
    assert say([8, 1, -4], 0) == "Happiest tale: Ana (+8). Saddest tale: Caio (-4)."
    assert say([8, 8, 1], -2) == "Happiest tale: Ana, Bruno (+8). Saddest tale: CONTÁRIA (-2)."
    assert say([8, 1, 0], 8) == "Happiest tale: CONTÁRIA (+8). Saddest tale: Caio (0). Ties go to CONTÁRIA."
    assert say([2, 2, 2], 2) == "Every tale has +2: ties go to CONTÁRIA."
    assert say([8, 1, -9], 0, "single_winner") == "Single winner: the tale furthest from zero wins (-9)."


def test_score_screen_hides_unrevealed_identities_and_hugs_its_tables(qtbot, window):
    from PySide6.QtWidgets import QApplication, QGroupBox

    page = start(window, players=4, seed=5)
    _finish(page)
    dialog = window.score_dialog
    QApplication.processEvents()
    result = page.session.result()
    hidden = set()
    for key, lines in result.breakdown.items():
        table = dialog.tables[key]
        for row, line in enumerate(lines):
            p = line["params"]
            if p["identity"] is None:  # never revealed: only the initial type is shown
                assert table.item(row, 0).text() == page.context().initial(p["initial"])
                hidden.add(p["card"])
    assert hidden
    for box in dialog.findChildren(QGroupBox):
        table = box.findChild(type(next(iter(dialog.tables.values()))))
        assert box.height() <= table.height() + 60  # no big empty frame around the table
    assert dialog.reason_label.isVisible() and "Happiest tale" in dialog.reason_label.text()


def test_a_long_two_word_name_goes_on_two_lines_instead_of_being_cut(qtbot, monkeypatch):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from contaria_desktop.table import faces

    drawn = []
    monkeypatch.setattr(faces, "draw_fitted", lambda p, rect, text, *a, **k: drawn.append((text, rect)))
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    faces.draw_name(painter, QRectF(0, 0, 30, 12), "Reina Malvada", 6, 5)
    faces.draw_name(painter, QRectF(0, 20, 80, 12), "Rainha Má", 6, 5)    # fits: one line
    faces.draw_name(painter, QRectF(0, 40, 20, 6), "Reina Malvada", 6, 5)   # too low for two
    painter.end()
    assert [t for t, _ in drawn] == ["Reina", "Malvada", "Rainha Má", "Reina Malvada"]
    assert drawn[1][1].top() == drawn[0][1].bottom()


def test_resume_offer_isolates_the_names(qtbot, window):
    from pathlib import Path

    from contaria_desktop.ui import session_bridge
    from contaria_desktop.ui.names import isolate
    from contaria_desktop.ui.resume import ResumeOffer

    session = session_bridge.new_session("contaria", 3, seed=1, seat_names=[RTL, "Ana", "Bia"])
    offer = ResumeOffer(Path("autosave.json"), session, None, window.start_page)
    assert isolate(RTL) + ", " in offer.detail.text()
    session.close()
