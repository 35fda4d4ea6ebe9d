"""The lab's reports and plots in the reader's language (issue 15: ``contaria-lab --lang``, the
window passes the app's), the live-results hook and replaying a simulated game's actions."""

from __future__ import annotations

import dataclasses

import pytest

from contaria_desktop.lab import LabConfig, cli, figures, run
from contaria_desktop.lab.play import game_actions, play_game
from contaria_desktop.lab.texts import catalog_dirs, catalog_translate, english, kind_name, seat_label

CONFIG = LabConfig("charlatao", 3, ("random",) * 3, games=4, first_seed=7)


def test_the_catalogue_folder_is_the_one_the_app_uses():
    from contaria_desktop.resources import translations_dir
    assert catalog_dirs()[0].resolve() == translations_dir().resolve()


@pytest.mark.parametrize("code,title,kind", [("pt_BR", "Relatório do laboratório de testes", "aleatório"),
                                             ("es", "Informe del laboratorio de pruebas", "aleatorio"),
                                             ("en", "Playtest lab report", "random")])
def test_the_command_line_writes_the_report_in_the_language_asked(tmp_path, code, title, kind):
    assert cli.main(["--game", "charlatao", "--players", "3", "--games", "3", "--lang", code,
                     "--out", str(tmp_path / code)]) == 0
    page = (tmp_path / code / "report.html").read_text(encoding="utf-8")
    assert f"<h1>{title}</h1>" in page and kind in page
    assert cli.main(["--game", "charlatao", "--players", "3", "--games", "3", "--out", str(tmp_path / "plain")]) == 0
    # the CSV is the same in every language
    assert (tmp_path / code / "games.csv").read_bytes() == (tmp_path / "plain" / "games.csv").read_bytes()


def test_an_unknown_language_is_refused_before_any_game(tmp_path, capsys):
    assert cli.main(["--game", "charlatao", "--players", "3", "--games", "3", "--lang", "xx",
                     "--out", str(tmp_path / "o")]) == 2
    assert "xx" in capsys.readouterr().err and not (tmp_path / "o").exists()


def test_plot_texts_are_translated():
    records = run(CONFIG, 1).records
    kinds = list(CONFIG.seats)
    for code, expected in (("pt_BR", "Taxa de vitória por posição à mesa"),
                           ("es", "Tasa de victoria por posición en la mesa"), ("en", "Win rate per seat position")):
        fig = figures.new_figure()
        assert figures.draw(fig, "win_rate", records, kinds, catalog_translate(code)) == expected
        assert fig.axes[0].get_title() == expected
        ticks = [t.get_text() for t in fig.axes[0].get_xticklabels()]
        assert ticks[0] == seat_label(0, "random", catalog_translate(code))
    assert kind_name("hard", catalog_translate("pt_BR")) == "difícil"
    assert kind_name("a_new_bot", english) == "a_new_bot"


def test_plot_keys_follow_the_records():
    records = run(CONFIG, 1).records
    keys = figures.plot_keys(records, 3)
    assert keys[:3] == ["win_rate", "scores", "length"] and all(k.startswith("col_") for k in keys[3:])
    assert figures.plot_keys([], 3) == []
    with pytest.raises(KeyError):
        figures.draw(figures.new_figure(), "nothing", records, list(CONFIG.seats))


@pytest.mark.parametrize("workers", [1, 2])
def test_results_are_handed_over_batch_by_batch(workers):
    batches = []
    out = run(CONFIG, workers, batch_size=1, records=batches.append)
    assert sorted(r["seed"] for b in batches for r in b) == [7, 8, 9, 10]
    assert len(batches) == 4
    assert sorted(r["seed"] for r in out.records) == [7, 8, 9, 10]


@pytest.mark.parametrize("game,players,seats", [("charlatao", 4, ("random",) * 4),
                                                 ("contaria", 3, ("easy", "random", "random"))])
def test_a_game_played_again_takes_the_same_decisions(game, players, seats):
    """What the window replays is the game the run simulated: same length and result."""
    from contaria_desktop.lab.runner import prepare
    config = prepare(LabConfig(game, players, seats, games=2, first_seed=11))
    record = play_game(config, 12)
    actions = game_actions(config, 12)
    assert len(actions) == record["decisions"]
    state = config.spec().new_game(players, 12, config.game_options())
    for a in actions:
        state.apply(a)
    assert state.is_terminal and [float(x) for x in state.result().scores] == [float(x) for x in record["scores"]]


def test_people_count_seats_from_one_while_the_csv_keeps_the_engines_numbers(tmp_path):
    """Form, plots and report say "seat 1..n"; games.csv keeps its documented 0-based column."""
    assert seat_label(0, "random") == "seat 1\n(random)"
    assert seat_label(2, "hard", newline=False) == "seat 3 (hard)"
    assert cli.main(["--game", "charlatao", "--players", "3", "--games", "3", "--out", str(tmp_path)]) == 0
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "<tr><td>1</td><td>random</td>" in page and "<tr><td>0</td>" not in page
    rows = (tmp_path / "games.csv").read_text().splitlines()
    seat = rows[0].split(",").index("seat")
    assert [r.split(",")[seat] for r in rows[1:4]] == ["0", "1", "2"]


def test_numbers_use_the_readers_decimal_separator(tmp_path):
    from contaria_desktop.lab.texts import decimal_point, localized, number
    assert decimal_point(english) == "." and decimal_point(catalog_translate("en")) == "."
    for code in ("pt_BR", "es"):
        t = catalog_translate(code)
        assert decimal_point(t) == "," and number(0.25, ".2f", t) == "0,25" and number(-1.5, "+.1f", t) == "-1,5"
    assert number(0.25, ".2f", localized(english, ",")) == "0,25"
    assert cli.main(["--game", "charlatao", "--players", "3", "--games", "6", "--lang", "pt_BR",
                     "--out", str(tmp_path / "pt")]) == 0
    page = (tmp_path / "pt" / "report.html").read_text(encoding="utf-8")
    import re
    assert re.search(r"<td>\d+,\d %", page) and not re.search(r"<td>\d+\.\d %", page)
    fig = figures.new_figure()
    records = run(CONFIG, 1).records
    figures.draw(fig, "win_rate", records, list(CONFIG.seats), catalog_translate("es"))
    assert fig.axes[0].yaxis.get_major_formatter()(0.25, 0) == "0,25"


def test_game_specific_columns_use_the_games_words_when_given():
    from contaria_desktop.lab.texts import column_name, localized, value_name
    names = {("characters", None): "character", ("characters", "babylonian_buyer"): "Babylonian buyer"}
    t = localized(english, names=lambda column, value: names.get((column, value), ""))
    assert column_name("characters", t) == "character"
    assert value_name("characters", "babylonian_buyer", t) == "Babylonian buyer"
    assert value_name("characters", "ea_nasir", t) == "ea_nasir" and column_name("side", t) == "side"
    assert column_name("characters") == "characters"
    duel = dataclasses.replace(CONFIG, players=2, seats=("random",) * 2)   # characters differ by seat
    records = run(duel, 1).records
    fig = figures.new_figure()
    assert figures.draw(fig, "col_characters", records, list(duel.seats), t) == "Win rate per character"
    ticks = [x.get_text() for x in fig.axes[0].get_xticklabels()]
    assert "Babylonian buyer" in ticks and "babylonian_buyer" not in ticks
