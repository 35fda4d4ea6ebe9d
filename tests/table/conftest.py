"""Fixtures for the table tests (pytest-qt, offscreen)."""

from __future__ import annotations

import os

import pytest


@pytest.fixture
def table(qtbot):
    """A shown TableWidget at 1024x640 with instant animations."""
    from contaria_desktop.table import TableWidget
    widget = TableWidget()
    widget.set_animation_speed(0)
    widget.resize(1024, 640)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def shots_dir(tmp_path):
    """Where screenshots go: $TABLE_SCREENSHOTS if set (to look at them), else a tmp dir."""
    path = os.environ.get("TABLE_SCREENSHOTS")
    if path:
        os.makedirs(path, exist_ok=True)
        return path
    return str(tmp_path)
