"""Issue 19.9: View ▸ Animation speed was backwards (the menu stored a duration factor, the
table divided by it). One quantity now: a duration factor; Fast < Normal < Slow in ms."""

from __future__ import annotations

from tests.ui.conftest import start


def test_duration_factor_maps_presets_in_order():
    from contaria_desktop.table.animation import MOVE_MS, duration_ms
    from contaria_desktop.settings import ANIMATION_SPEEDS

    ms = {key: duration_ms(MOVE_MS, factor) for key, factor in ANIMATION_SPEEDS}
    assert ms["instant"] == 0
    assert 0 < ms["fast"] < ms["normal"] < ms["slow"]
    assert ms["normal"] == MOVE_MS


def test_view_menu_speeds_reach_the_table_in_order(window):
    from contaria_desktop.table.animation import MOVE_MS, duration_ms
    from contaria_desktop import settings as prefs

    start(window)
    measured = {}
    for key, factor in prefs.ANIMATION_SPEEDS:
        window.speed_actions[factor].trigger()
        assert prefs.animation_speed() == factor
        assert window.game.table._animator.duration_factor() == factor
        measured[key] = duration_ms(MOVE_MS, window.game.table._animator.duration_factor())
    assert measured["instant"] == 0
    assert measured["fast"] < measured["normal"] < measured["slow"], measured
    assert measured["normal"] == MOVE_MS
