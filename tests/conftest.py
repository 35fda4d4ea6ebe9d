import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The kit's toy game registers itself for the kit tests and the conformance suite.
from tests.kit import toygame  # noqa: E402,F401

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _never_touch_the_users_files(tmp_path, monkeypatch):
    """Every test gets its own settings file and data folder (saves, autosave, recent), and
    "Save changes to this game?" (modal) answers Discard when a test closes or replaces a
    game with decisions, and "continue with the save's card data?" answers Continue - in every folder of tests, not only the window tests (a window test
    elsewhere would otherwise wait for a click forever)."""
    monkeypatch.setenv("CONTARIA_SETTINGS_DIR", str(tmp_path / "settings"))
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    from contaria_desktop.ui.window_files import FilesMixin
    real = FilesMixin.ask_save_changes
    monkeypatch.setattr(FilesMixin, "ask_save_changes", lambda self: "discard")
    # "Other card data: continue with the save's data?" (issue 14) answers Continue; the real
    # box is ui.window_files.ask_continue_with_saved_data (tests/ui/test_other_data_question.py)
    monkeypatch.setattr(FilesMixin, "ask_other_data", lambda self, path, count: True)
    return real   # the real question, for the tests that ask it (tests/ui/test_unsaved.py)


@pytest.fixture(autouse=True)
def _close_leftover_message_boxes():
    """A non-modal message box a test leaves open (e.g. "Autosave is off") is closed after it,
    so it cannot show up in a later test's walk of the visible windows (the no-English check
    found such boxes, in English, from earlier tests of the same worker)."""
    yield
    import sys
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication, QMessageBox
    if QApplication.instance() is None:
        return
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            w.close()


@pytest.fixture(scope="module")
def bare_table(qapp):
    """A bare TableWidget (no window), animations off, shown, for the tests that paint a game's
    table and measure its texts (text heights, whole names, Dark Tales titles)."""
    from contaria_desktop.table import TableWidget
    widget = TableWidget()
    widget.set_animation_speed(0)
    widget.show()
    yield widget
    widget.close()
    widget.deleteLater()
