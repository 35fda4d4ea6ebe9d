"""Tools ▸ Card data… (issue 14): the editor lists every game's editable values (INFERRED
first) with shipped value, provenance and override; edit, reset one, reset all, atomic save;
a new game runs on the saved values; a refused file is said and the shipped data used."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.engines.core import get_spec
from contaria_desktop.session.overrides import load_overrides, override_path
from contaria_desktop.ui.carddata import (COL_IN_FORCE, COL_KEY, COL_OVERRIDE, COL_PROVENANCE, KEY_ROLE,
                                          CardDataDialog)
from tests.ui.conftest import start

GAMES = ("contaria", "charlatao", "dark_tales", "quissama")


def _action(window, name):
    return next(a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()
                if a.objectName() == name)


def test_tools_menu_opens_the_editor_for_every_game(qtbot, window):
    _action(window, "actCardData").trigger()
    dialog = window.card_data_dialog
    qtbot.addWidget(dialog)
    ids = [dialog.games.itemData(i) for i in range(dialog.games.count())]
    assert set(GAMES) <= set(ids)
    for game in GAMES:
        dialog.games.setCurrentIndex(ids.index(game))
        entries = get_spec(game).data_schema.editables()
        assert dialog.table.rowCount() == len(entries)
        assert dialog.table.item(0, COL_KEY).data(KEY_ROLE) == entries[0].key
        assert entries[0].key in dialog.table.item(0, COL_KEY).toolTip()
        labels = [dialog.table.item(r, COL_KEY).text() for r in range(dialog.table.rowCount())]
        assert not any(e.key in label for e, label in zip(entries, labels))    # words, not data keys
        assert len(set(labels)) == len(labels), game                            # every row says which
        provs = [dialog.table.item(r, COL_PROVENANCE).text() for r in range(dialog.table.rowCount())]
        if any(e.provenance == "INFERRED" for e in entries):
            assert provs[0] == "Inferred (unverified)"  # INFERRED first


def test_edit_reset_one_reset_all_and_save(qtbot, tmp_path):
    dialog = CardDataDialog(None, "contaria")
    qtbot.addWidget(dialog)
    dialog.set_value("cards.donzela_princesa.score", 4)
    dialog.set_value("initial_points.FADA", 3)
    assert dialog.values == {"cards.donzela_princesa.score": 4, "initial_points.FADA": 3}
    row = next(r for r in range(dialog.table.rowCount())
               if dialog.table.item(r, COL_KEY).data(KEY_ROLE) == "cards.donzela_princesa.score")
    assert dialog.table.item(row, COL_KEY).text() == "Princesa — Points"
    assert dialog.table.item(row, COL_IN_FORCE).text() == "4"
    assert dialog.save()
    assert json.loads(override_path("contaria").read_text("utf-8")) == dialog.values
    dialog.table.setCurrentCell(row, COL_OVERRIDE)
    dialog.reset_selected()
    assert dialog.values == {"initial_points.FADA": 3}
    assert dialog.save() and load_overrides("contaria").values == {"initial_points.FADA": 3}
    dialog.reset_everything()
    assert dialog.save() and not override_path("contaria").exists()


def test_a_bad_value_is_refused_in_the_cell(qtbot):
    dialog = CardDataDialog(None, "contaria")
    qtbot.addWidget(dialog)
    dialog.set_value("cards.donzela_princesa.score", 99)
    assert dialog.values == {} and "from -9 to 9" in dialog.message.text()
    dialog.set_value("cards.donzela_princesa.score", "x")  # type: ignore[arg-type]
    assert dialog.values == {}


def test_values_that_do_not_add_up_are_not_written(qtbot):
    dialog = CardDataDialog(None, "dark_tales")
    qtbot.addWidget(dialog)
    dialog.set_value("cards.princess.copies", 4)
    assert not dialog.save()
    assert not override_path("dark_tales").exists()
    text = dialog.message.text()
    assert "must add up to 48, not 50" in text and "cards.*.copies" not in text    # in words, not the key
    assert "Copies in the deck" in text and "Nothing was saved" in text and "original data" not in text


def test_a_new_game_runs_on_the_saved_values(window):
    dialog = CardDataDialog(window, "contaria")
    dialog.set_value("cards.donzela_princesa.score", 5)
    assert dialog.save()
    dialog.close()
    page = start(window, players=2)
    assert page.session.state.data_overrides == {"cards.donzela_princesa.score": 5}
    assert page.session.state.cards.by_id["donzela_princesa"].score == 5


def test_a_refused_file_is_said_and_the_game_uses_the_shipped_data(window):
    path = override_path("contaria")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"cards.donzela_princesa.score": 40}', "utf-8")
    page = start(window, players=2)
    assert page.session.state.data_overrides == {}
    title, text = window.last_error
    assert "cards.donzela_princesa.score" in text and "from -9 to 9" in text and str(path) in text


def test_choices_are_picked_in_a_combo_box(qtbot):
    """Enumerations and references (issue 14): the allowed values only, named in words, the
    shipped one first; picking one is the override, picking the shipped one clears it."""
    from PySide6.QtWidgets import QComboBox
    dialog = CardDataDialog(None, "dark_tales")
    qtbot.addWidget(dialog)
    row = next(r for r, e in enumerate(dialog._entries) if e.key == "cards.ogre.type")
    box = dialog.table.cellWidget(row, COL_OVERRIDE)
    assert isinstance(box, QComboBox) and box.count() == 5
    assert box.itemText(0) == "Villain (shipped)" and box.itemData(0) is None
    assert {box.itemText(i) for i in range(1, 5)} == {"Male", "Female", "Place", "Event"}
    box.setCurrentIndex(next(i for i in range(box.count()) if box.itemData(i) == "FEMALE"))
    assert dialog.values == {"cards.ogre.type": "FEMALE"}
    assert dialog.table.item(row, COL_IN_FORCE).text() == "Female"
    assert dialog.save() and load_overrides("dark_tales").values == {"cards.ogre.type": "FEMALE"}
    dialog.set_value("cards.ogre.type", None)
    assert dialog.values == {}
    dialog.set_value("cards.merchant.steps.1.filter.card", "king")  # a reference: a card that exists
    assert dialog.values == {"cards.merchant.steps.1.filter.card": "king"}
    q = CardDataDialog(None, "quissama")
    qtbot.addWidget(q)
    row = next(r for r, e in enumerate(q._entries) if e.key == "businesses.BZ_N1.square")
    box = q.table.cellWidget(row, COL_OVERRIDE)
    assert [box.itemData(i) for i in range(box.count())] == [None, "SQ_N2"]  # its own region only


def test_copies_say_they_must_total_48_and_show_the_sum(qtbot):
    dialog = CardDataDialog(None, "dark_tales")
    qtbot.addWidget(dialog)
    row = next(r for r, e in enumerate(dialog._entries) if e.key == "cards.princess.copies")
    assert "must add up to 48" in dialog.table.item(row, COL_OVERRIDE).toolTip()
    assert "0 to 12" in dialog.table.item(row, COL_OVERRIDE).toolTip()
    assert dialog.totals.text() == "Copies in the deck: 48 in all; they must add up to 48."
    dialog.set_value("cards.princess.copies", 3)
    assert "49 in all" in dialog.totals.text() and dialog.totals.text().startswith("<b>")  # off: bold
    dialog.set_value("cards.dragon.copies", 1)
    assert dialog.totals.text() == "Copies in the deck: 48 in all; they must add up to 48."
    other = CardDataDialog(None, "contaria")
    qtbot.addWidget(other)
    assert other.totals.text() == "" and other.totals.isHidden()


def test_an_oversized_file_is_named_as_card_data(tmp_path):
    """QA of issue 14: a 30 MB override file was refused as "too large to be a saved game"."""
    from contaria_desktop.i18n.fileerrors import problem_text
    path = override_path("quissama")
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        fh.truncate(30 * 2 ** 20)
    found = load_overrides("quissama")
    assert found.values == {} and found.error.key == "data.too_large"
    text = problem_text(found.error)
    assert "card data file" in text and str(path) in text and "saved game" not in text and "256 KB" in text


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
@pytest.mark.parametrize("game, edits", [
    ("contaria", {"cards.donzela_sereia.score": 1}),
    ("charlatao", {"two_player.max_rounds": 12}),
    ("dark_tales", {"cards.ogre.type": "FEMALE", "cards.princess.copies": 3,
                    "settings.B2.scoring.coins_rank.metric.0": "hand"}),
    ("quissama", {"businesses.BZ_N1.square": "SQ_N2", "squares.SQ_N1.capacity": 6,
                  "costs.imperador_targets.merchant.K": 1}),
])
def test_editor_picture(qtbot, window, tmp_path, language, game, edits):
    import os
    from contaria_desktop.ui import i18n
    i18n.set_language(language)
    try:
        dialog = CardDataDialog(window, game)
        qtbot.addWidget(dialog)
        for key, value in edits.items():
            dialog.set_value(key, value)
        assert dialog.values == edits
        dialog.show()
        qtbot.waitExposed(dialog)
        folder = os.environ.get("CARD_DATA_PICTURES") or str(tmp_path)
        assert dialog.grab().save(os.path.join(folder, f"card_data_{game}_{language}.png"))
        if language != "en":
            assert dialog.windowTitle() != "Card data"
    finally:
        i18n.set_language("en")


# ----- the card reference and hover text show the values in force (step 5) ------------------

@pytest.fixture
def shipped_data_after():
    yield
    from contaria_desktop.games import registry
    for game in GAMES:
        registry.find(game).use_data({})


@pytest.mark.parametrize("game, data, shown", [
    ("contaria", {"cards.donzela_princesa.score": 5}, "+5†"),
    ("dark_tales", {"cards.ogre.vp": 3}, "3 (?)†"),
    ("charlatao", {"characters.supplier.basic.per_suit.excellent": 5}, "(shipped: 3)"),
    ("quissama", {"cards.FUGA.count": 3}, "(shipped: 2)"),
])
def test_reference_shows_values_in_force_and_marks_them(shipped_data_after, game, data, shown):
    from contaria_desktop.games import registry
    from contaria_desktop.i18n import reference
    plain = reference.reference_html(game)
    registry.find(game).use_data(data)
    html = reference.reference_html(game)
    assert shown in html and shown not in plain
    assert "Values from your card data" in html and "Values from your card data" not in plain
    # the footnote names each value in words, as the editor's row does, never by its data key
    from contaria_desktop.engines.core import get_spec
    import html as html_lib
    key = next(iter(data))
    label = registry.find(game).data_label(get_spec(game).data_schema.editable(key))
    assert html_lib.escape(label, quote=False) in html and key not in html
    assert label[:1].isupper()


def test_game_on_screen_shows_its_own_data_in_hover_and_reference(shipped_data_after, window):
    from contaria_desktop.games.contaria import cardtext
    from contaria_desktop.i18n import reference
    from contaria_desktop.ui.mainwindow import show_data_in_force
    from contaria_desktop.session.overrides import write_overrides
    write_overrides("contaria", {"cards.donzela_princesa.score": 5})
    page = start(window, players=2)
    assert page.session.record.data == {"cards.donzela_princesa.score": 5}
    side = cardtext.revealed_side("donzela_princesa")
    assert side.points == 5 and "points" in side.changed
    assert "+5†" in reference.reference_html("contaria")
    show_data_in_force("contaria", {})
    assert cardtext.revealed_side("donzela_princesa").points == 3


def test_dark_tales_setting_lines_are_named_by_their_item(qapp):
    """Tools ▸ Card data…: a setting card's line and the item its cost is paid in read as items
    ("Magic wand"), not as the data key's word ("wand")."""
    from contaria_desktop.engines.core import get_spec
    from contaria_desktop.games import registry
    plugin = registry.get("dark_tales")
    entry = next(e for e in get_spec("dark_tales").data_schema.editables()
                 if e.key == "settings.A2.lines.wand.cost.wand")
    label = plugin.data_field_name(entry)
    assert "“wand”" not in label and "(wand)" not in label
    assert plugin.module("cardtext").item_name("wand") in label


def test_every_value_is_named_in_words_by_its_own_game(qapp):
    """Each game's plug-in names its own fields (issue 14): no row falls back on the field id;
    the shared plug-in base knows only the shared words (a Dark Tales or Quissama field is
    not in it)."""
    from contaria_desktop.games import registry
    from contaria_desktop.games.plugin import GamePlugin
    for game in GAMES:
        plugin = registry.get(game)
        for e in get_spec(game).data_schema.editables():
            assert plugin.data_field_name(e) != e.field, (game, e.key)
    entries = {e.key: e for g in ("dark_tales", "quissama") for e in get_spec(g).data_schema.editables()}
    base = GamePlugin.data_field_name
    for key in ("settings.A2.lines.coin.paid_with", "cards.ogre.steps.0.filter.type", "businesses.BZ_N1.square",
                "costs.imperador_targets.merchant.B", "settings.B2.scoring.coins_rank.awards.0"):
        assert base(registry.get("quissama"), entries[key]) == entries[key].field
    assert base(registry.get("quissama"), entries["squares.SQ_N1.capacity"]) == "Capacity"
    dt = registry.get("dark_tales")
    assert dt.data_field_name(entries["settings.B2.scoring.coins_rank.metric.0"]) == \
        "Scoring line 2: Counted for the ranking (1)"
    assert dt.data_choice_name(entries["settings.B2.scoring.coins_rank.metric.0"], "hand") == "Cards in hand"
    assert registry.get("quissama").data_field_name(entries["costs.imperador_targets.merchant.B"]) == \
        "Cost of replacing a merchant, in Bourgeois icons"


@pytest.mark.parametrize("game, data, shown", [
    ("charlatao", {"characters.ea_nasir.basic.per_suit.excellent": 5}, "+5†"),
    ("quissama", {"cards.FUGA.count": 3}, "3†"),
    ("quissama", {"costs.imperador_targets.merchant.C": 3}, "†"),
])
def test_reference_marks_each_overridden_value(shipped_data_after, game, data, shown):
    """Help ▸ Card reference: an overridden value carries † next to it in the game's own table,
    not only in the list under it (issue 14)."""
    from contaria_desktop.games import registry
    from contaria_desktop.i18n import reference
    registry.find(game).use_data(data)
    table = reference.reference_html(game).split("Values from your card data")[0]
    assert shown in table


def test_quissama_reference_shows_the_imperadors_target_costs(shipped_data_after):
    """The Imperador's entry lists its target costs in force (R20), so an overridden cost shows."""
    from contaria_desktop.games import registry
    from contaria_desktop.i18n import reference
    plain = reference.reference_html("quissama")
    assert "Replacing a merchant costs" in plain and "Replacing a minister costs" in plain and "†" not in plain
    registry.find("quissama").use_data({"costs.imperador_targets.merchant.C": 3})
    table = reference.reference_html("quissama").split("Values from your card data")[0]
    assert "3 × " in table.split("Replacing a merchant costs")[1].split(";")[0]
    assert "†" in table.split("Replacing a merchant costs")[1].split(";")[0]


def test_save_in_an_unwritable_data_folder_names_it_in_words(qtbot, monkeypatch):
    """CONTARIA_DESKTOP_DATA_DIR under a file: the editor names the folder and says why, in the
    words autosave uses, never an errno or the key."""
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", "/etc/passwd/x")
    dialog = CardDataDialog(None, "contaria")
    qtbot.addWidget(dialog)
    dialog.set_value("cards.donzela_princesa.score", 4)
    assert not dialog.save()
    text = dialog.message.text()
    assert "/etc/passwd/x" in text and "not a folder" in text and "Not saved" in text


def test_quissama_rows_start_with_a_capital(qtbot):
    """Tools ▸ Card data…: "Business N1 — Road to the square", not "business N1 — …"."""
    dialog = CardDataDialog(None, "quissama")
    qtbot.addWidget(dialog)
    labels = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert labels and all(label[:1].isupper() for label in labels)
