"""QA of issue 11 (2): with keyboard focus on the first hand card (Tab after the curtain, no
mouse), the large preview covered the deck, the discard pile and the item supply, then the
tale's title banner and the setting cards. It now leaves in sight the other choices of the
decision (hand cards, usable item lines), the deck, the discard pile, the revealed cards, the
supply, the title banner and the A and B cards (``DarkTalesTargeting.preview_keep_clear``;
where no place clears them all, the least covering one: the large preview is taller than the
bands above and below the title banner, so it may cross the banner, never a card or pile),
by keyboard and by mouse, at 1024×640 and 1280×800, 2 and 4 players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import start


def _past_curtain(qtbot, page):
    seat = page.curtain_seat()
    assert seat is not None
    qtbot.keyClick(page.curtain, Qt.Key.Key_Return)
    if page.curtain_seat() is not None:
        page.confirm(seat)
    assert not page.curtain.is_up()


def _covered(table, key: str) -> list[str]:
    preview = table.table_scene().preview
    assert preview.isVisible()
    box = preview.sceneBoundingRect()
    out = []
    for k in table._targeting.preview_keep_clear(key):
        rect = table._target_rect(k)
        if rect is not None and k != key:
            inter = box & rect
            if inter.width() > 0.5 and inter.height() > 0.5:
                out.append(k)
    return out


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("n", [2, 4])
def test_the_preview_of_a_focused_or_hovered_hand_card_covers_no_choice_nor_pile(n, size, qtbot, window):
    window.resize(*size)
    page = start(window, game="dark_tales", players=n, seed=3)
    _past_curtain(qtbot, page)
    table = page.table
    seat = page.session.state.current_player
    hand = [k for k in table._ordered_targets() if k.startswith("card:")
            and table.table_scene().plan.cards[k].zone == f"hand:{seat}"]
    assert hand
    for _ in range(len(table._ordered_targets()) + 2):   # Tab to the first hand card
        if table._focus == hand[0] and table.table_scene().preview.isVisible():
            break
        qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert table._focus == hand[0]
    assert table.table_scene().preview.isVisible()
    keep = table._targeting.preview_keep_clear(hand[0])
    settings = page.session.state.view(seat)["settings"]
    assert {"deck", "discard", "supply", "title", f"card:setting:{settings['a']}",
            f"card:setting:{settings['b']}"} <= set(keep) and set(hand[1:]) <= set(keep)
    assert _unavoidable(table, hand, _covered(table, hand[0]))
    for key in hand:                                     # the mouse over each hand card
        table._set_hovered(key)
        assert _unavoidable(table, hand, _covered(table, key)), key


def _unavoidable(table, hand, covered: list[str]) -> bool:
    """True when the preview covers nothing it should keep clear, or only the title banner
    (which runs across the whole table) when no band between the banner and the hand, nor
    above the banner, is tall enough for the preview (the least covering place)."""
    if not covered:
        return True
    if covered != ["title"]:
        return False
    title = table._target_rect("title")
    hand_top = min(table._target_rect(k).top() for k in hand)
    h = table.table_scene().preview.sceneBoundingRect().height()
    return h > title.top() - 8 and h > hand_top - title.bottom() - 8


def test_a_mouse_click_on_the_curtain_opens_no_preview_and_tab_does(qtbot, window):
    """QA (issue 11, 6th pass): clicking the curtain's button gave the first hand card the
    focus and its large preview covered the title banner and the common area."""
    window.resize(1024, 640)
    page = start(window, game="dark_tales", players=2, seed=3)
    assert page.curtain_seat() is not None
    qtbot.mouseClick(page.curtain.confirm_button(), Qt.MouseButton.LeftButton)
    assert not page.curtain.is_up()
    table = page.table
    assert table._focus is not None and not table.table_scene().preview.isVisible()
    for _ in range(len(table._ordered_targets()) + 1):
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        if table.table_scene().preview.isVisible():
            break
    assert table.table_scene().preview.isVisible()
