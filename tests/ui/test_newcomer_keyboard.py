"""Issue 18.11/18.12 in the window: after the curtain the keyboard works at once (focus ring on
the first choice, Tab moves, Enter chooses), the bar moves on to "now choose a tale" once a
card is picked, a refused undo is explained in the bar, the preview keeps clear of the tales
while a card is being placed, and a language switch keeps a half-made selection."""

from __future__ import annotations

from PySide6.QtCore import Qt

from contaria_desktop.i18n.names import plain
from tests.ui.conftest import start


def _past_curtain(qtbot, page):
    seat = page.curtain_seat()
    assert seat is not None
    qtbot.keyClick(page.curtain, Qt.Key.Key_Return)
    if page.curtain_seat() is not None:   # the curtain's button may need the Enter itself
        page.confirm(seat)
    assert not page.curtain.is_up()


def test_after_the_curtain_the_keyboard_shows_a_ring_and_enter_picks(qtbot, window):
    page = start(window, players=3, seed=2)
    _past_curtain(qtbot, page)
    table = page.table
    assert table.hasFocus() or table.viewport().hasFocus() or page.isActiveWindow() is False
    assert table._focus is not None                      # the ring is on the first choice
    first = table._focus
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert table._focus is not None and table._focus != first
    qtbot.keyClick(table, Qt.Key.Key_Return)             # picks the focused hand card
    assert table.selection() is not None


def test_the_bar_moves_on_once_a_card_is_picked_and_back_on_escape(qtbot, window):
    page = start(window, players=3, seed=2)
    _past_curtain(qtbot, page)
    before = page.bar.text()
    card = next(k for k in page.table.targets() if k.startswith("card:"))
    page.table._activate(card)
    assert "now choose the tale" in plain(page.bar.text())
    qtbot.keyClick(page.table, Qt.Key.Key_Escape)
    assert page.table.selection() is None and page.bar.text() == before


def test_a_refused_undo_is_explained_in_the_bar(qtbot, window):
    page = start(window, players=3, seed=2)
    _past_curtain(qtbot, page)
    assert page.undo() is False                          # nothing to undo at the start
    assert page.bar.notice() and page.bar._notice.isVisible()
    assert page.bar.notice() == window.statusBar().currentMessage() or window.statusBar().currentMessage()


def test_a_language_switch_keeps_a_half_made_selection(qtbot, window):
    from contaria_desktop.i18n import translators
    page = start(window, players=3, seed=2)
    _past_curtain(qtbot, page)
    card = next(k for k in page.table.targets() if k.startswith("card:"))
    page.table._activate(card)
    try:
        translators.install_translators(None, "pt_BR")
        page.retranslate()
        assert page.table.selection() == card
        assert "agora escolha o conto" in plain(page.bar.text())
    finally:
        translators.install_translators(None, "en")


def test_the_preview_keeps_clear_of_the_tales_while_placing(qtbot, window):
    page = start(window, players=3, seed=2)
    _past_curtain(qtbot, page)
    table = page.table
    cards = [k for k in table.targets() if k.startswith("card:")]
    table._activate(cards[0])
    tales = [table._target_rect(k) for k in table.targets() if k.startswith("tale:")]
    assert tales
    table._set_hovered(cards[-1])
    preview = table.table_scene().preview
    if preview.isVisible():
        box = preview.sceneBoundingRect()
        covered = sum((box & r).width() * (box & r).height() for r in tales)
        worst = min(sum((b & r).width() * (b & r).height() for r in tales)
                    for b in (box.translated(12 - box.x(), 0), box.translated(1600 - 12 - box.right(), 0)))
        assert covered <= worst + 1


def test_a_long_name_from_a_save_is_capped_and_the_log_never_scrolls_sideways(qtbot, window, tmp_path):
    import random
    long_name = "Maximiliano_Bartolomeu_de_Albuquerque_XIV"   # 41 characters, no spaces
    page = start(window, players=3, seed=4, names=[long_name, "Bia", "Caio"])
    page.autoplay(4, random.Random(1))
    path = tmp_path / "long.json"
    page.session.save(path)
    assert window.open_file(path)
    page = window.game
    assert page.session.seat_names[0] == long_name         # the file keeps it
    assert len(page.names[0]) == 24 and page.names[0].endswith("…")
    log = window.log_panel
    window.resize(1024, 640)
    qtbot.wait(10)
    lines = log.lines()
    assert lines and all(long_name not in line for line in lines)
    listing = log._list
    assert listing.horizontalScrollBar().maximum() == 0
    assert listing.currentRow() == -1 and not listing.selectedItems()   # no line looks selected


def test_a_large_window_scales_menus_bar_and_log_text(qtbot, window):
    """Issue 18.3: at 3840×2160 without display scaling the window's own text grows with the
    table (application font and the bar's prompt), and goes back at 1280×800."""
    from PySide6.QtWidgets import QApplication

    from contaria_desktop.ui import scaling

    assert scaling.factor_for(1280, 800) == 1.0 and scaling.factor_for(1920, 1080) == 1.0
    assert scaling.factor_for(3840, 2160) == 2.5 and scaling.factor_for(3840, 2160, dpr=2.0) == 1.25
    page = start(window, players=3, seed=2)
    base = QApplication.font().pointSizeF()
    window.resize(3840, 2160)
    QApplication.processEvents()
    try:
        assert scaling.current_factor() == 2.5
        assert QApplication.font().pointSizeF() >= 2 * base
        assert window.log_panel.font().pointSizeF() >= 2 * base
        assert "27.5pt" in page.bar.styleSheet()
    finally:
        window.resize(1280, 800)
        QApplication.processEvents()
    assert scaling.current_factor() == 1.0 and QApplication.font().pointSizeF() == base
