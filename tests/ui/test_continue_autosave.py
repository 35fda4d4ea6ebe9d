""""Continue" on the autosave must not make the autosave slot the game's file: Save then asks
where to save (QA finding after the resume offer landed)."""

from __future__ import annotations

from contaria_desktop.session import GameSession, autosave_path


def test_continue_from_autosave_leaves_the_slot_alone(qtbot):
    from contaria_desktop.ui.mainwindow import MainWindow

    s = GameSession.new("contaria", 3, seed=4, seat_names=["Ana", "Bruno", "Caio"])
    s.apply(s.legal_actions()[0])
    s.save(autosave_path())
    win = MainWindow()
    qtbot.addWidget(win)
    win.set_speed(0.0)
    assert win.open_file(autosave_path())
    assert win.game is not None
    assert win._file is None  # Save asks where; the slot stays the autosave
