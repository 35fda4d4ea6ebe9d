"""The presentation suite runs with the toy third game installed next to the real ones (its
one entry point injected, tests/toy_plugin), so it is checked like any other game."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import plugins
from tests.toy_plugin import ENTRY_POINT


@pytest.fixture(autouse=True)
def _toy_game_installed():
    with plugins.use_entry_points([ENTRY_POINT]):
        yield


@pytest.fixture(scope="module")
def table(qapp):
    """A shown 1024 x 640 table without animations (the smallest window the app supports)."""
    from contaria_desktop.table import TableWidget

    widget = TableWidget()
    widget.resize(1024, 640)
    widget.set_animation_speed(0)
    widget.show()
    qapp.processEvents()
    yield widget
    widget.close()
    widget.deleteLater()
    from PySide6.QtCore import QCoreApplication, QEvent
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(scope="module")
def window_table(qapp):
    """A bare table placed at its real size inside a window of the app's size
    (tests/presentation/realsize.py): ``window_table.place(game_id, (1024, 640))``."""
    from .realsize import fixture_table
    yield from fixture_table(qapp)
