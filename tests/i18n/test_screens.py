"""The translated screens: View ▸ Language switches every visible text live (main window, new
game dialog, instruction bar, table and card view, score screen, help), and no text is cut
off in any language at the smallest window size."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from contaria_desktop import i18n
from tests.i18n.conftest import load_script
from tests.i18n.screens import LANGS, MIN_SIZE, cut_off_texts, record_painted_texts, settle, start


@pytest.fixture
def window(app, qtbot):
    from contaria_desktop.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(*MIN_SIZE)
    win.set_speed(0.0)
    win.show()
    qtbot.waitExposed(win)
    yield win
    for dialog in (win.score_dialog, getattr(win, "rules_dialog", None)):
        if dialog is not None:
            dialog.close()
    if win.game is not None:
        win.game.session.close()


def switch(qtbot, window, code: str) -> None:
    """View ▸ Language ▸ ``code``, then let the LanguageChange events arrive."""
    window.language_actions[code].trigger()
    settle()


def menu_texts(window) -> list[str]:
    out = []
    for action in window.menuBar().actions():
        out.append(action.text())
        out += [a.text() for a in action.menu().actions() if a.text()]
    return out


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


# ----- switching live --------------------------------------------------------------------

def test_main_window_and_start_page_switch_live(qtbot, window):
    english = menu_texts(window)
    start_page = [window.start_page.new_button.text(), window.start_page.open_button.text()]
    assert "&File" in english
    # the status message times out; under load it may be gone before the assert, so record it
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    switch(qtbot, window, "pt_BR")
    assert i18n.current_language() == "pt_BR" and i18n.stored_language() == "pt_BR"
    portuguese = menu_texts(window)
    assert "&Arquivo" in portuguese and "&Resumo das regras" in portuguese
    changed = [e for e, p in zip(english, portuguese) if e != p]
    assert len(changed) >= len(english) - 3      # all but "&Normal"-like words and language names
    assert window.start_page.new_button.text() == "Nova partida…" != start_page[0]
    assert window.language_actions["pt_BR"].isChecked()
    assert "Idioma: Português (Brasil)" in shown
    switch(qtbot, window, "es")
    assert "&Archivo" in menu_texts(window) and window.start_page.open_button.text() == "Abrir partida guardada…"
    switch(qtbot, window, "en")
    assert menu_texts(window) == english


def test_new_game_dialog_switches_live(qtbot, window):
    from contaria_desktop.ui.newgame import NewGameDialog

    dialog = NewGameDialog(window, "contaria", ["Ana", ""])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name_edits[1].setText("Player 2")      # still the default name
    assert dialog.windowTitle() == "New game"
    mode = dialog.option_widgets["mode"]
    mode.setCurrentIndex(1)
    switch(qtbot, window, "es")
    assert dialog.windowTitle() == "Nueva partida"
    assert dialog.playtest_check.text().startswith("Modo de prueba")
    assert [e.text() for e in dialog.name_edits[:3]] == ["Ana", "Jugador 2", "Jugador 3"]
    mode = dialog.option_widgets["mode"]
    assert mode.currentData() == "book_of_tales" and mode.currentText().startswith("Libro de Cuentos")
    assert "Modo:" in [lbl.text() for lbl in dialog.findChildren(type(dialog._seed_label))]
    dialog.close()


def test_instruction_bar_and_table_switch_live(qtbot, window):
    page = start(window, "contaria", 4, seed=3)
    assert page.bar.text().endswith("place a card from your hand into a tale, or use a mirror on a face-down card.")
    switch(qtbot, window, "pt_BR")
    assert "coloque uma carta da sua mão num conto" in page.bar.text()
    from tests.ui.conftest import scene_texts
    titles = [t for t in page.table.table_scene().items() if hasattr(t, "title")]
    zone_titles = " ".join(getattr(z, "title", "") for z in titles)
    assert "conto" in zone_titles and "tale" not in zone_titles
    assert window.log_panel.windowTitle() == "Registro da partida"
    assert scene_texts(page.table) is not None


def test_bar_buttons_switch_live(qtbot, window):
    """Decision buttons (yes/no, choose one) are re-made in the new language."""
    page = start(window, "contaria", 4, seed=5)
    import random
    rng = random.Random(7)
    for _ in range(300):
        if page.bar.buttons():
            break
        if page.curtain_seat() is not None:
            page.confirm(page.curtain_seat())
        page.choose(rng.choice(page.session.legal_actions()))
        if page.curtain_seat() is not None:
            page.confirm(page.curtain_seat())
        if page.session.is_over:
            pytest.skip("no decision with buttons in this deal")
    english = sorted(b.text() for _, b in page.bar.buttons())
    switch(qtbot, window, "es")
    spanish = sorted(b.text() for _, b in page.bar.buttons())
    assert spanish and spanish != english
    assert set(spanish) <= {"Sí", "No", "Revelar un personaje", "Voltear un personaje", "Ir a un cuento con una carta CRIANÇA",
                            "Traer aquí una carta FADA", "Pasar"}


def test_card_view_switches_live(qtbot, window):
    from tests.table.helpers import hover

    page = start(window, "contaria", 4, seed=3)
    view = page.session.state.view(page.session.current_player)
    handle = view["hands"][page.session.current_player]["cards"][0]["handle"]
    hover(page.table, f"card:{handle}")
    preview = page.table.table_scene().preview
    assert preview.isVisible()
    english = "\n".join(preview.texts())
    switch(qtbot, window, "es")
    hover(page.table, f"card:{handle}")
    spanish = "\n".join(preview.texts())
    assert spanish != english
    assert "Lado inicial" in spanish or "Lado oculto" in spanish


def test_score_screen_switches_live(qtbot, window):
    page = start(window, "contaria", 4, seed=8, moves=2000)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert dialog.windowTitle() == "Scores"
    switch(qtbot, window, "pt_BR")
    dialog = window.score_dialog
    assert dialog.windowTitle() == "Pontuação"
    headers = [dialog.tables["0"].horizontalHeaderItem(c).text() for c in range(dialog.tables["0"].columnCount())]
    assert headers[:3] == ["Carta", "Base", "Bônus"]
    assert dialog.winners_label.text().startswith(("Vencedores", "Ninguém", "A partida"))
    assert page.bar.text().startswith("Fim de jogo")   # names the winners (issue 18.4)


def test_help_dialog_switches_live(qtbot, window):
    window.show_rules()
    dialog = window.rules_dialog
    assert dialog.tabs.tabText(0) == "Rules summary"
    english = dialog.rules_text.toPlainText()
    switch(qtbot, window, "es")
    assert dialog.tabs.tabText(1) == "Referencia de cartas"
    assert dialog.rules_text.toPlainText() != english
    dialog.tabs.setCurrentIndex(1)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("charlatao"))
    assert "Proveedor" in dialog.reference_text.toPlainText()


# ----- nothing is cut off -------------------------------------------------------------------

def _problems(widget) -> list[str]:
    return [str(c) for c in cut_off_texts(widget)]


@pytest.mark.parametrize("code", LANGS)
def test_no_widget_text_is_cut_off_at_the_minimum_size(qtbot, window, code):
    from contaria_desktop.ui.newgame import NewGameDialog

    i18n.install_translators(None, code)
    settle()
    problems = _problems(window)                                   # start page, menus
    from pathlib import Path

    from contaria_desktop.ui import session_bridge
    from contaria_desktop.ui.resume import ResumeOffer
    session = session_bridge.new_session("charlatao", 5, seed=1)   # the resume-after-crash banner
    offer = ResumeOffer(Path("autosave.json"), session, None, window.start_page)
    window.start_page.add_notice(offer)
    settle()
    problems += [f"resume offer: {p}" for p in _problems(window)]
    offer.hide()
    session.close()
    dialog = NewGameDialog(window, "contaria")
    qtbot.addWidget(dialog)
    dialog.show()
    for game in ("contaria", "charlatao"):
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
        for players in (dialog.players_spin.minimum(), dialog.players_spin.maximum()):
            dialog.players_spin.setValue(players)
            dialog.playtest_check.setChecked(True)
            settle()
            problems += [f"new game ({game}, {players}): {p}" for p in _problems(dialog)]
    dialog.close()
    page = start(window, "contaria", 4, seed=3)
    problems += [f"contaria: {p}" for p in _problems(window)]
    page.choose(page.session.legal_actions()[0])                     # the curtain goes up
    problems += [f"curtain: {p}" for p in _problems(page.curtain)]
    page = start(window, "charlatao", 4, seed=3, moves=9)
    problems += [f"charlatao: {p}" for p in _problems(window)]
    window.show_rules()
    settle()
    problems += [f"help: {p}" for p in _problems(window.rules_dialog)]
    window.rules_dialog.close()
    page = start(window, "contaria", 4, seed=8, moves=2000)
    qtbot.waitUntil(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    problems += [f"scores: {p}" for p in _problems(window.score_dialog)]
    replay = window.replay_game()                                    # score screen > Replay
    replay.resize(*MIN_SIZE)
    replay.forward_button.click()
    settle()
    problems += [f"replay: {p}" for p in _problems(replay)]
    replay.close()
    assert not problems, "\n".join(problems)


def _reverse_catalog(code: str) -> dict[str, set[str]]:
    """Translated text -> English sources, from the catalog of ``code``."""
    script = load_script()
    out: dict[str, set[str]] = {}
    for m in script.read_ts(script.ts_path(code)):
        for form in m.forms:
            out.setdefault(form, set()).add(m.source)
    return out


def _painted(qtbot, window, code):
    i18n.install_translators(None, code)
    settle()
    with record_painted_texts() as seen:
        for game, moves in (("contaria", 12), ("charlatao", 14)):
            page = start(window, game, 4, seed=3, moves=moves)
            window.grab()
            page.session.close()
    return seen


#: KNOWN GAP (issue 18.3, open): since text is never painted below the readable size (9 px at
#: 1024×640, 11 px from 1280×800), a few CharLatão centre zones are too narrow for their
#: titles - the quality index's "Good (Assyrian)" / "Good (Babylonian)" spaces, the trump pile
#: and a trick slot's "<name> (you)" - and end in "…" (the hover preview and the seat headers
#: say them whole). Before, they fitted only by shrinking to 5-6 px. Their layout must give
#: them room; until then they are listed here, and nothing else may be cut.
_KNOWN_NARROW = re.compile(r"^(Good|Boa|Buena) \(|^(Trump|Trunfo|Triunfo):|\((you|você|tú)\)$")


def _known_narrow(p) -> bool:
    return p.where == "zone" and bool(_KNOWN_NARROW.search(re.sub("[\u2066-\u2069]", "", p.text)))


def test_no_table_text_is_cut_off_by_a_translation(qtbot, window):
    """Zone titles, captions and labels always fit. Card names on the smallest cards may be
    shortened with "…" by design (the hover preview shows them whole) - but never more in
    Portuguese or Spanish than in English."""
    english = _painted(qtbot, window, "en")
    en_elided = {p.text for p in english if p.elided}
    problems = [f"en: {p}" for p in english if p.elided and p.where not in ("face", "cface") and not _known_narrow(p)]
    for code in ("pt_BR", "es"):
        painted = _painted(qtbot, window, code)
        assert len(painted) > 50
        reverse = _reverse_catalog(code)
        for p in {p for p in painted if p.elided}:
            if p.where not in ("face", "cface"):
                if not _known_narrow(p):
                    problems.append(f"{code}: {p}")
                continue
            plain = re.sub("[\u2066-\u2069]", "", p.text)
            sources = reverse.get(plain)
            if sources is None:            # composed text ("Player 1 (you)"): compare by count
                continue
            if not sources & en_elided and plain not in en_elided:
                problems.append(f"{code}: {p.text!r} is cut off; its English {sorted(sources)} is not")
        unmapped = [p for p in {q for q in painted if q.elided} if re.sub("[\u2066-\u2069]", "", p.text) not in reverse]
        # composed texts (not one catalog entry) cut off in this language: no more of them
        # than English texts cut off at all
        assert len(unmapped) <= len(en_elided), (code, unmapped, sorted(en_elided))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGS)
def test_menu_accelerators_are_unique_in_each_menu(qtbot, window, code):
    i18n.install_translators(None, code)
    settle()
    menus = [("bar", [a.text() for a in window.menuBar().actions()])]
    for action in window.menuBar().actions():
        menus.append((action.text(), [a.text() for a in action.menu().actions() if a.text()]))
    clashes = []
    for name, texts in menus:
        keys = [m.group(1).lower() for t in texts for m in [re.search(r"&([^&\s])", t)] if m]
        dup = {k for k in keys if keys.count(k) > 1}
        if dup:
            clashes.append((name, sorted(dup), texts))
    assert not clashes


def test_the_cut_off_check_notices_a_cut_text(qtbot):
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    button = QPushButton("A rather long caption for a button")
    button.setFixedWidth(60)
    label = QLabel("A label whose text is longer than its box")
    label.setFixedWidth(50)
    fine = QLabel("ok")
    for w in (button, label, fine):
        layout.addWidget(w)
    root.show()
    settle()
    found = {c.text for c in cut_off_texts(root)}
    assert found == {button.text(), label.text()}


#: Card widths (pixels) the table paints at 1024x640 (measured from the face cache): other
#: players' hands, tales and the own hand; CharLatão adds seats, tricks and the board.
CONTARIA_WIDTHS = (28, 52, 58)
CHARLATAO_WIDTHS = (28, 32, 42, 50, 52, 58, 64)


def _faces_elided(code: str) -> set[tuple]:
    """(width, face, text index) of every name or label a card face cuts off, over every
    Contária card (both sides) and every CharLatão character card, in language ``code``."""
    from contaria_desktop.games.contaria import cardtext, faces
    from contaria_desktop.table.faces import render
    from contaria_desktop.games.charlatao.faces import CharlataoFace
    i18n.install_translators(None, code)
    specs = [(faces.FaceSpec(c["initial"], True, c["id"]), CONTARIA_WIDTHS) for c in cardtext.card_data()["cards"]]
    specs += [(faces.FaceSpec(t), CONTARIA_WIDTHS) for t in cardtext.card_data()["initial_types"]]
    specs += [(CharlataoFace("character", character=ch, side=side), CHARLATAO_WIDTHS)
              for ch in ("ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger")
              for side in ("basic", "advanced")]
    out = set()
    with record_painted_texts() as seen:
        for spec, widths in specs:
            for width in widths:
                del seen[:]
                render(spec, width)
                out |= {(width, spec, i) for i, p in enumerate(seen) if p.elided}
    return out


def test_card_faces_cut_no_more_in_translation_than_in_english(app):
    """Names on the smallest cards may be shortened by design, but a translation must not
    cut a name that fits in English (every card, not just one deal's)."""
    english = _faces_elided("en")
    for code in ("pt_BR", "es"):
        extra = _faces_elided(code) - english
        assert not extra, f"{code}: " + "; ".join(sorted({f'{s.identity or s.initial} at {w}px' for w, s, _ in extra}))
