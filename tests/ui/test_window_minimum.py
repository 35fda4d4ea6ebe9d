"""Issue 18.3 (QA): the hidden start page must not set the game window's minimum size - a
stacked widget sizes itself by its largest page, and the start page's tiles and buttons made
a 1024×640 window grow to 1050 px and squeezed the log to a 70 px strip."""

from __future__ import annotations

from .conftest import start


def test_the_start_page_does_not_widen_the_game_window(window, qapp):
    window.start_page.tiles            # the tiles are built (as after the first paint)
    qapp.processEvents()
    start_min = window.start_page.minimumSizeHint().width()
    start(window, game="dark_tales", players=3, seed=5)
    qapp.processEvents()
    stack_min = window.stack.minimumSizeHint().width()
    assert stack_min < start_min or start_min <= window.stack.currentWidget().minimumSizeHint().width()
    assert window.minimumSizeHint().width() <= 1024
    window.show_start_page(look_for_saves=False)
    qapp.processEvents()
    assert window.stack.minimumSizeHint().width() >= start_min - 1   # its own size counts again on show
