"""Moves and flips animate as one group; ``idle`` follows; speed 0 is instant."""

from .fakeview import FakeContaria


def _moved_game():
    g = FakeContaria(4, 2)
    g.play_round(1)
    return g


def test_instant_mode_sets_everything_at_once(table, qtbot):
    g = _moved_game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    card = g.hands[0][0]
    g.apply(next(a for a in g.legal() if a.type == "place" and a["card"] == card))
    with qtbot.waitSignal(table.idle, timeout=1000):
        table.show_state("contaria", g.view(0), [], interactive=False)
        assert not table.is_animating()
    item = table.table_scene().cards["card:" + card]
    assert item.pos() == table.table_scene().plan.cards["card:" + card].pos


def test_normal_speed_animates_then_goes_idle(table, qtbot):
    g = _moved_game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.set_animation_speed(0.25)    # a quarter of the normal durations: ~80 ms
    card = g.hands[0][0]
    g.apply(next(a for a in g.legal() if a.type == "place" and a["card"] == card))
    target = next(a for a in g.legal() if a.type == "mirror")
    g.apply(target)
    with qtbot.waitSignal(table.idle, timeout=3000):
        table.show_state("contaria", g.view(0), [], interactive=False)
        assert table.is_animating()
        item = table.table_scene().cards["card:" + card]
        assert item.pos() != table.table_scene().plan.cards["card:" + card].pos
    assert not table.is_animating()
    plan = table.table_scene().plan
    assert item.pos() == plan.cards["card:" + card].pos
    flipped = table.table_scene().cards["card:" + target["card"]]
    assert flipped.painted_face() == flipped.face and flipped.face.face_up
    assert flipped.transform().isIdentity()


def test_a_new_state_mid_animation_continues_from_where_items_are(table, qtbot):
    g = _moved_game()
    table.show_state("contaria", g.view(0), g.legal(), interactive=True)
    table.set_animation_speed(0.5)
    card = g.hands[0][0]
    g.apply(next(a for a in g.legal() if a.type == "place" and a["card"] == card))
    table.show_state("contaria", g.view(0), [], interactive=False)
    qtbot.wait(60)
    table.set_animation_speed(0)
    with qtbot.waitSignal(table.idle, timeout=1000):
        table.show_state("contaria", g.view(1), [], interactive=False)
    assert not table.is_animating()
    plan = table.table_scene().plan
    assert table.table_scene().cards["card:" + card].pos() == plan.cards["card:" + card].pos
