"""Game-specific result columns in the game's words (issue 15): ``contaria-lab`` names them
through the plug-ins' ``lab_name`` like the window does (``lab/names.py``), in every language,
without the lab importing a game package or Qt; every game's plotted columns have names."""

from __future__ import annotations

import subprocess
import sys

import pytest

from contaria_desktop.engines.core import get_spec, plugins
from contaria_desktop.lab import LabConfig, cli, figures, run
from contaria_desktop.lab.names import game_words, plugin_names
from contaria_desktop.lab.texts import catalog_translate, column_name, english, value_name


def _words(code: str, context: str, text: str) -> str:
    return catalog_translate(code)(context, text)


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_the_command_line_names_game_columns_in_the_reports_language(tmp_path, code):
    assert cli.main(["--game", "charlatao", "--players", "2", "--games", "6", "--lang", code,
                     "--out", str(tmp_path / code)]) == 0
    page = (tmp_path / code / "report.html").read_text(encoding="utf-8")
    character = _words(code, "charlatao_table", "character")
    title = _words(code, "LabReport", "Win rate per {column}").format(column=character)
    assert title in page and "per characters" not in page
    if code != "en":
        assert character != "character" and title != "Win rate per character"


def test_the_default_english_report_names_them_too(tmp_path):
    assert cli.main(["--game", "charlatao", "--players", "2", "--games", "6", "--out", str(tmp_path)]) == 0
    assert "Win rate per character" in (tmp_path / "report.html").read_text(encoding="utf-8")


def test_a_report_in_another_language_leaves_no_application_behind(tmp_path):
    """The command line's process gets a ``QCoreApplication`` only while the report is written
    (Qt translates only through one), so a caller can still make its own application after."""
    code = ("import sys; from contaria_desktop.lab import cli;"
            f"rc = cli.main(['--game', 'charlatao', '--players', '3', '--games', '3', '--lang', 'pt_BR',"
            f" '--out', {str(tmp_path / 'o')!r}]);"
            "from PySide6.QtCore import QCoreApplication; print(rc, QCoreApplication.instance() is None)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[-2:] == ["0", "True"]


def test_the_plug_ins_words_follow_the_catalogue():
    with game_words("charlatao", catalog_translate("pt_BR")) as t:
        assert value_name("characters", "supplier", t) == _words("pt_BR", "charlatao.messages", "Supplier")
        assert column_name("side", t) == _words("pt_BR", "charlatao_table", "side")
    with game_words("charlatao", english) as t:
        assert value_name("characters", "supplier", t) == "Supplier"
    with game_words("no_such_game", english) as t:
        assert t is english and column_name("characters", t) == "characters"


def test_a_failing_plug_in_falls_back_to_the_keys(monkeypatch):
    plugin = plugins.plugin_for("charlatao")

    def broken(column, value=None):
        raise RuntimeError("boom")

    monkeypatch.setattr(plugin, "lab_name", broken)
    names = plugin_names("charlatao")
    assert names("characters", None) == "" and names("characters", "supplier") == ""


def test_contaria_and_quissama_name_their_columns():
    for code in ("en", "pt_BR", "es"):
        with game_words("contaria", catalog_translate(code)) as t:
            assert column_name("rule", t) == _words(code, "contaria.lab", "winning rule")
            assert value_name("rule", "two_player", t) == _words(code, "contaria.lab", "2-player rule")
            assert value_name("rule", "standard", t) != "standard"
            assert column_name("mirrors_used", t) == "mirrors_used"       # a number: no name
        with game_words("quissama", catalog_translate(code)) as t:
            assert column_name("characters", t) == _words(code, "quissama.lab", "winning character")
            assert value_name("reason", "round_cap", t) == _words(code, "quissama.lab", "round limit")
            assert value_name("reason", "objective", t) == _words(code, "quissama.lab", "objective reached")
    with game_words("quissama", catalog_translate("pt_BR")) as t:
        assert column_name("characters", t) != "winning character"
        assert column_name("reason", t) != "end of the game"


def test_numbers_are_not_categories():
    """CharLatão's ``round_points`` (``12+0+7+0``) is a list of numbers, not a category."""
    n = 2      # at 3-5 players every seat plays every character: no plot (test_lab_plots_qa)
    records = run(LabConfig("charlatao", n, ("random",) * n, games=8, first_seed=0), 1).records
    assert any("round_points" in r["seats"][0] for r in records)
    assert "round_points" not in figures.categories(records, n)
    assert "characters" in figures.categories(records, n)


@pytest.mark.parametrize("game_id", sorted(plugins.load_plugins()))
def test_every_plotted_column_has_the_games_words(game_id):
    """Every game (through the plug-in registry, so a game added later is checked too): each
    column the lab plots for a few random games has a name, and each of its values one
    (the plots would show the engine's keys otherwise)."""
    spec = get_spec(game_id)
    n = min(max(spec.min_players, 3), spec.max_players)
    records = run(LabConfig(game_id, n, ("random",) * n, games=8, first_seed=0), 1).records
    missing = []
    with game_words(game_id, english) as t:
        for column, (_where, groups) in figures.categories(records, n).items():
            if column_name(column, t) == column:
                missing.append(column)
            missing += [f"{column}={value}" for value in groups if value_name(column, value, t) == value]
    assert not missing, missing
