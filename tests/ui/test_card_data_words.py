"""Card data in words (issue 14): the card reference's list of overridden values names a
choice by its name (a Quissama road leads to "Square …", not ``SQ_N2``), and the editor's
refusals say what is really in force after a refused Save."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry
from contaria_desktop.i18n import reference


@pytest.fixture
def shipped_data_after():
    yield
    registry.find("quissama").use_data({})


def test_reference_footnote_names_a_roads_square(shipped_data_after):
    plugin = registry.find("quissama")
    plugin.use_data({"businesses.BZ_N1.square": "SQ_N2"})
    from contaria_desktop.engines.core import get_spec
    entry = get_spec("quissama").data_schema.editable("businesses.BZ_N1.square")
    note = reference.reference_html("quissama").split("Values from your card data")[1]
    assert "SQ_N2" not in note and "SQ_N1" not in note, note
    line = next(li for li in note.split("<li>") if plugin.data_label(entry) in li)
    assert plugin.data_choice_name(entry, "SQ_N2") in line and plugin.data_choice_name(entry, "SQ_N1") in line
