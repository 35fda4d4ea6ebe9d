"""QA of the playtest lab (issue 15, items 1-4): a bad B side, a sloppy or hostile variant file
and an unusable output folder are refused with one clear message before any game is played -
on the command line and in the window - and nothing already shown is lost."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.lab import LabConfig, LabConfigError, LabOutputError, Variant, cli, load_variant
from contaria_desktop.lab.ab import run_ab
from contaria_desktop.lab.files import check_folder

CONFIG = LabConfig("charlatao", 2, ("random",) * 2, games=2)
BAD_DATA = {"characters.ea_nasir.basic.per_suit.excellent": 99}          # out of the schema's range


def _file(tmp_path, name, content):
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    return path


# ----- item 2: sloppy variant files ------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    ({"characters.ea_nasir.basic.per_suit.excellent": 20, "note": "more Ea-Nasir"}, "'note' is not a card data key"),
    ({"name": "x", "options": {}, "dat": {"cards.x.score": 1}}, "unknown key 'dat'"),
    ({"name": "x", "options": {"side": "advanced"}, "extra": 1}, "unknown key 'extra'"),
    ({}, "changes nothing"),
    ({"name": 3, "options": {}}, "\"name\" must be a text"),
])
def test_a_sloppy_variant_file_is_refused_naming_the_file_and_key(tmp_path, content, words):
    path = _file(tmp_path, "v.json", content)
    with pytest.raises(LabConfigError, match=words) as err:
        load_variant(path)
    assert str(path) in str(err.value)


# ----- item 4: hostile files -------------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    ("[" * 100_000, "nested too deeply"),
    ('{"a.b": ' + "[" * 100 + "]" * 100 + "}", "nested too deeply"),      # parses, still too deep
    ('{"a.b": 1, "a.b": 2}', "appears twice"),
    ('{"a.b": NaN}', "NaN is not a number"),
    ('{"a.b": ' + "1" * 5000 + "}", "not valid JSON"),                    # Python's int digit limit
])
def test_a_hostile_variant_file_is_refused_with_a_clear_error(tmp_path, content, words):
    path = _file(tmp_path, "h.json", content)
    with pytest.raises(LabConfigError, match=words):
        load_variant(path)


def test_a_file_too_large_for_card_data_is_refused_unread(tmp_path):
    from contaria_desktop.lab.config import MAX_VARIANT_BYTES
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(MAX_VARIANT_BYTES + 1)
    with pytest.raises(LabConfigError, match="too large to be card data"):
        load_variant(path)
    with pytest.raises(LabConfigError, match="is a folder, not a file"):
        load_variant(tmp_path)


# ----- item 3: the output folder ---------------------------------------------------------------
def test_an_unusable_output_folder_is_found_before_any_game(tmp_path, capsys):
    afile = _file(tmp_path, "afile", "x")
    with pytest.raises(LabOutputError, match="is a file, not a folder"):
        check_folder(afile)
    with pytest.raises(LabOutputError, match="a part of its path is a file"):
        check_folder(afile / "sub")
    assert check_folder(tmp_path / "new" / "run") == tmp_path / "new" / "run"
    assert list((tmp_path / "new" / "run").iterdir()) == []                  # the probe is gone
    assert cli.main(["--game", "charlatao", "--players", "2", "--games", "2", "--out", str(afile)]) == 1
    err = capsys.readouterr().err
    assert "is a file, not a folder" in err and "games written" not in err


# ----- item 1: the B side is checked first ------------------------------------------------------
def test_a_bad_b_side_is_refused_before_side_a_plays(tmp_path, capsys):
    with pytest.raises(LabConfigError, match="from -20 to 30"):
        run_ab(CONFIG, Variant("bad", {}, BAD_DATA), tmp_path / "ab")
    with pytest.raises(LabConfigError, match="no option 'nosuch'"):
        run_ab(CONFIG, Variant("bad", {"nosuch": 1}), tmp_path / "ab")
    assert not (tmp_path / "ab" / "A").exists()
    bad = _file(tmp_path, "bad.json", BAD_DATA)
    out = tmp_path / "cli"
    assert cli.main(["--game", "charlatao", "--players", "2", "--games", "2", "--data", str(bad),
                     "--out", str(out)]) == 2
    assert "from -20 to 30" in capsys.readouterr().err and not (out / "A").exists()


@pytest.mark.gui
def test_the_window_checks_the_b_side_before_the_run_and_keeps_what_it_shows(qtbot, tmp_path):
    from contaria_desktop.ui.lab_panel import LabWindow
    win = LabWindow()
    qtbot.addWidget(win)
    win.show()
    win.game_combo.setCurrentIndex(win.game_combo.findData("charlatao"))
    win.players_spin.setValue(2)
    win.plots.start(["random", "random"], "Side A", "charlatao")  # as if an earlier run were shown
    win.folder = earlier = str(tmp_path)
    bad = _file(tmp_path, "b" * 80 + ".json", BAD_DATA)
    win.variant_edit.setText(str(bad))
    win.start()
    assert win.thread is None and win.folder == earlier                  # nothing started, nothing lost
    text = win.status.toolTip()
    # the whole message, the value in words as Tools ▸ Card data… names it (not the data key)
    assert "from \u221220 to 30" in text and bad.stem in text and "Ea-Nasir" in text, text
    assert "ea_nasir" not in text
    assert win.status.wordWrap()
    assert win.plots.heading.text() == "Side A"                     # the earlier plots stay...
    win.game_combo.setCurrentIndex(win.game_combo.findData("contaria"))
    assert win.plots.heading.text() == ""                           # ...until another game is chosen


@pytest.mark.gui
def test_cancel_keeps_its_message_and_the_progress_line_and_close_deletes_the_temporary_files(qtbot):
    """Item 7: "Stopping…" stays until the run stops; the end keeps the "N of M" line; the
    window's temporary folder goes with the window (exports are copies). The run's signals are
    played by hand (a real run would cost seconds)."""
    import tempfile
    from pathlib import Path
    from contaria_desktop.ui.lab_panel import LabWindow

    class Run:                      # what the window asks of its LabThread
        cancelled = False

        def cancel(self):
            self.cancelled = True

        def wait(self, _ms):
            return True

        def isFinished(self):
            return True

    win = LabWindow()
    qtbot.addWidget(win)
    win.show()
    assert not win.replay_side.isVisible()                      # no empty dropdown before a run
    win.thread, win._side = Run(), ""
    win._on_progress(5, 400)
    win.cancel()
    stopping = win.status.text()
    assert stopping.startswith("Stopping")
    win._on_progress(6, 400)                                    # a batch finishing meanwhile
    assert win.status.text() == stopping
    win.thread = None
    win._on_done("", True, None)
    lines = win.status.text().split("\n")
    assert len(lines) == 2 and "6 of 400 games played" in lines[0] and lines[1].startswith("Cancelled")
    folder = Path(tempfile.mkdtemp(prefix="contaria-lab-"))
    win.folder = win._own_folder = str(folder)
    win.close()
    assert not folder.exists()
