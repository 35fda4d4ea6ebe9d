"""Clicks, drags and keys become exactly one of the legal actions."""

from PySide6.QtCore import Qt

from contaria_desktop.engines.core import Action

from .fakeview import FakeContaria
from .helpers import click, drag, is_legal


def _game(n=4):
    g = FakeContaria(n, 5)
    g.play_round(1)
    return g


def test_click_hand_card_then_tale_emits_place(table, qtbot):
    g = _game()
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    card = g.hands[0][1]
    click(qtbot, table, "card:" + card)
    assert table.selection() == "card:" + card
    assert "tale:0" in table.targets() and "tale:4" in table.targets()
    with qtbot.waitSignal(table.actionChosen) as blocker:
        click(qtbot, table, "tale:4")
    action = blocker.args[0]
    assert action == Action("place", card=card, tale=4) and is_legal(action, legal)
    assert table.targets() == []          # waits for the next state


def test_clicking_a_card_inside_a_target_tale_chooses_the_tale(table, qtbot):
    g = _game()
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    click(qtbot, table, "card:" + g.hands[0][0])
    inside = "card:" + g.tales[0][0]
    with qtbot.waitSignal(table.actionChosen) as blocker:
        click(qtbot, table, inside)
    assert blocker.args[0] == Action("place", card=g.hands[0][0], tale=0)


def test_mirror_stack_then_card_emits_mirror(table, qtbot):
    g = _game()
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    target = next(a["card"] for a in legal if a.type == "mirror" and g.tale_of(a["card"]) != 0)
    click(qtbot, table, "mirrors:0")
    assert "card:" + target in table.targets()
    with qtbot.waitSignal(table.actionChosen) as blocker:
        click(qtbot, table, "card:" + target)
    assert blocker.args[0] == Action("mirror", card=target)
    assert is_legal(blocker.args[0], legal)


def test_direct_mirror_click_when_only_mirroring_is_possible(table, qtbot):
    g = _game()
    g.hands[0] = []
    legal = g.legal()
    assert {a.type for a in legal} == {"mirror"}
    table.show_state("contaria", g.view(0), legal, interactive=True)
    target = next(a["card"] for a in legal if g.tale_of(a["card"]) == 1)
    with qtbot.waitSignal(table.actionChosen) as blocker:
        click(qtbot, table, "card:" + target)
    assert blocker.args[0] == Action("mirror", card=target)


def test_pending_choose_card_and_choose_tale_are_one_click(table, qtbot):
    g = _game()
    choices = [g.tales[1][0], g.tales[2][0]]
    g.pending = {"seat": 0, "kind": "choose_card", "prompt": "contaria.prompt.x", "params": {},
                 "source": g.tales[0][0], "choices": choices}
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    assert set(table.targets()) == {"card:" + c for c in choices}
    with qtbot.waitSignal(table.actionChosen) as blocker:
        click(qtbot, table, "card:" + choices[1])
    assert blocker.args[0] is legal[1]
    g.pending = {"seat": 0, "kind": "choose_tale", "prompt": "contaria.prompt.y", "params": {},
                 "source": g.tales[0][0], "choices": [2, 4]}
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    assert set(table.targets()) == {"tale:2", "tale:4"}
    with qtbot.waitSignal(table.actionChosen) as blocker:
        click(qtbot, table, "tale:4")
    assert blocker.args[0] is legal[1]


def test_clicks_on_non_targets_emit_nothing(table, qtbot):
    g = _game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    emitted = []
    table.actionChosen.connect(emitted.append)
    click(qtbot, table, "tale:0")                      # no card selected
    click(qtbot, table, "card:" + g.hands[1][0])       # someone else's hand
    assert emitted == []


def test_drag_a_hand_card_onto_a_tale(table, qtbot):
    g = _game()
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    card = g.hands[0][2]
    with qtbot.waitSignal(table.actionChosen) as blocker:
        drag(table, "card:" + card, table.target_scene_pos("tale:4"))
    assert blocker.args[0] == Action("place", card=card, tale=4)
    assert is_legal(blocker.args[0], legal)


def test_drag_onto_an_illegal_place_snaps_back(table, qtbot):
    g = _game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    card = "card:" + g.hands[0][2]
    home = table.table_scene().plan.cards[card].pos
    emitted = []
    table.actionChosen.connect(emitted.append)
    drag(table, card, table.target_scene_pos("tale:2"))    # another seat's tale: not legal
    assert emitted == []
    assert table.table_scene().cards[card].pos() == home


def test_keyboard_tab_enter_escape(table, qtbot):
    g = _game()
    legal = g.legal()
    table.show_state("contaria", g.view(0), legal, interactive=True)
    table.setFocus()
    order = table.targets()
    qtbot.keyClick(table, Qt.Key_Tab)
    focus = next(i.key for i in table.table_scene().all_items() if getattr(i, "focused", False))
    assert focus == order[0]
    # walk to the first hand card with the arrows and choose it
    first_card = next(k for k in order if k.startswith("card:"))
    for _ in range(order.index(first_card)):
        qtbot.keyClick(table, Qt.Key_Right)
    qtbot.keyClick(table, Qt.Key_Return)
    assert table.selection() == first_card
    qtbot.keyClick(table, Qt.Key_Escape)
    assert table.selection() is None
    # choose it again, then Tab to a tale and Enter
    order = table.targets()
    for _ in range(order.index(first_card) + 1):
        qtbot.keyClick(table, Qt.Key_Tab)
    qtbot.keyClick(table, Qt.Key_Enter)
    assert table.selection() == first_card
    tales = [k for k in table.targets() if k.startswith("tale:")]
    with qtbot.waitSignal(table.actionChosen) as blocker:
        for _ in range(20):
            focus = next((i.key for i in table.table_scene().all_items()
                          if getattr(i, "focused", False)), None)
            if focus in tales:
                qtbot.keyClick(table, Qt.Key_Return)
                break
            qtbot.keyClick(table, Qt.Key_Tab)
    action = blocker.args[0]
    assert action.type == "place" and action["card"] == first_card[5:]
    assert is_legal(action, legal)


def test_backtab_goes_backwards(table, qtbot):
    g = _game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.setFocus()
    order = table.targets()
    qtbot.keyClick(table, Qt.Key_Backtab)
    focus = next(i.key for i in table.table_scene().all_items() if getattr(i, "focused", False))
    assert focus == order[-1]


def test_tab_leaves_the_table_when_nothing_is_to_be_chosen(qtbot):
    from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

    from contaria_desktop.table import TableWidget
    g = _game()
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    table = TableWidget()
    table.set_animation_speed(0)
    layout.addWidget(table)
    layout.addWidget(QLineEdit())
    host.resize(1024, 700)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow, timeout=2000)
    table.show_state("contaria", g.view(0), [], interactive=False)
    table.setFocus()
    assert table.hasFocus()
    qtbot.keyClick(table, Qt.Key_Tab)
    assert not table.hasFocus()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key_Tab)
    assert table.hasFocus()


def test_a_keyboard_preview_ends_with_its_decision(table, qtbot):
    """QA (issue 11): a card previewed by keyboard focus must not stay over the table when the
    next decision (another seat's, after the curtain) is shown; a mouse hover may stay."""
    g = _game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.setFocus()
    for _ in range(len(table.targets())):
        qtbot.keyClick(table, Qt.Key_Tab)
        if table.table_scene().preview.isVisible():
            break
    assert table.table_scene().preview.isVisible()
    table.show_state("contaria", g.view(1), [], interactive=False)
    assert not table.table_scene().preview.isVisible()


def test_a_programmatic_focus_opens_no_preview_and_tab_does(table, qtbot):
    """QA (issue 11): after the curtain (dismissed with the mouse) the table gets the ring on
    its first target, but the large preview opens only when the keyboard moves the focus."""
    g = _game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.focus_first_target()
    assert table._focus is not None
    assert not table.table_scene().preview.isVisible()
    for _ in range(len(table.targets())):
        qtbot.keyClick(table, Qt.Key_Tab)
        if table.table_scene().preview.isVisible():
            break
    assert table.table_scene().preview.isVisible()
