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


# ----- the editor's refusals say what is really in force --------------------------------------

SHIPPED = "New games use the shipped data."


def _dialog(qtbot, game):
    from contaria_desktop.ui.carddata import CardDataDialog
    dialog = CardDataDialog(None, game)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("game, edits, said", [
    ("quissama", {"cards.ESCANDALO.count": 7}, "“Cards in the deck” must add up to 28 to 100 cards, not 101"),
    ("quissama", {"squares.SQ_N1.capacity": 1}, "must be at least 2"),                              # data.too_small
])
def test_a_refused_save_names_the_value_and_says_the_shipped_data_is_in_force(qtbot, game, edits, said):
    from contaria_desktop.session.overrides import override_path
    dialog = _dialog(qtbot, game)
    for key, value in edits.items():
        dialog.set_value(key, value)
    assert not dialog.save() and not override_path(game).exists()
    text = dialog.message.text()
    assert said in text and "Nothing was saved." in text and text.endswith(SHIPPED), text
    assert "the game uses the shipped data" not in text and "*" not in text, text


def test_a_refused_save_keeps_the_previous_file_in_force(qtbot):
    from contaria_desktop.session.overrides import load_overrides, override_path, write_overrides
    write_overrides("quissama", {"cards.FUGA.count": 1})
    dialog = _dialog(qtbot, "quissama")
    dialog.set_value("cards.ESCANDALO.count", 8)   # 99 + 8 - 6 = 101 cards
    assert not dialog.save()
    text = dialog.message.text()
    assert f"Your card data file {override_path('quissama')} is kept: new games use its values." in text, text
    assert "shipped data" not in text and load_overrides("quissama").values == {"cards.FUGA.count": 1}


def test_a_refused_save_over_a_refused_file_says_the_shipped_data(qtbot):
    from contaria_desktop.session.overrides import override_path
    path = override_path("quissama")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"cards.FUGA.count": 99}', "utf-8")
    dialog = _dialog(qtbot, "quissama")
    assert "the game uses the shipped data" in dialog.message.text()   # true: the file is refused
    dialog.set_value("cards.ESCANDALO.count", 7)
    assert not dialog.save()
    text = dialog.message.text()
    assert text.endswith(f"Your card data file {path} cannot be used either: new games use the shipped data."), text


@pytest.mark.parametrize("key, params, said", [
    ("data.bad_total", {"field": "cards.*.count", "total": 100, "got": 90},
     "The values “Cards in the deck” must add up to 100, not 90."),
    ("data.bad_choice", {"field": "businesses.BZ_N1.square", "choices": "SQ_N1, SQ_N2"}, "must be one of: "),
    ("data.inconsistent", {"field": ""}, "These values do not add up"),
    ("data.out_of_range", {"field": "squares.SQ_N1.capacity", "min": 1, "max": 12},
     "must be a whole number from 1 to 12"),
    ("data.too_many", {"field": "", "max": 2000}, "These values cannot be used."),
])
def test_other_data_refusals_say_what_is_in_force(qtbot, monkeypatch, key, params, said):
    """Refusals the editor's cells cannot produce (the schema's structural checks) go the same
    way: the editor's own words, nothing saved, what is in force."""
    from contaria_desktop.session import SaveError, overrides

    def refuse(game_id, values):
        raise SaveError(overrides.override_path(game_id), "refused", key, **params)

    monkeypatch.setattr(overrides, "write_overrides", refuse)
    dialog = _dialog(qtbot, "quissama")
    dialog.set_value("cards.FUGA.count", 3)
    assert not dialog.save()
    text = dialog.message.text()
    assert said in text and "Nothing was saved." in text and text.endswith(SHIPPED), text
    assert "SQ_N" not in text and "*" not in text and "the game uses the shipped data" not in text, text
