"""QA of the playtest lab (issue 15, items 5, 6, 9): the reports speak the game's words (its
name, its options' labels, the original data, a non-seat winner's name, what B changes), the
plots leave out categories that say nothing, and the command line takes the app's language
codes and slow runs' rates."""

from __future__ import annotations

import pytest

from contaria_desktop.lab import LabConfig, Variant, figures, run
from contaria_desktop.lab.ab import compare, comparison_html
from contaria_desktop.lab.names import game_words
from contaria_desktop.lab.output import summary
from contaria_desktop.lab.report import html_report
from contaria_desktop.lab.table import csv_text
from contaria_desktop.lab.texts import english

DUEL = LabConfig("charlatao", 2, ("random",) * 2, games=4)


@pytest.fixture(scope="module")
def duel():
    return run(DUEL, 1)


def test_the_report_names_the_game_its_options_and_winners_in_words(duel):
    data = summary(duel, csv_text(duel.records, list(DUEL.seats)))
    data["stats"]["non_seat_winners"] = {"ea_nasir": {"rate": 0.5, "ci95": [0.1, 0.9]}}
    with game_words("charlatao", english) as t:
        page = html_report(data, [], translate=t)
    assert "CharLatão, 2 players" in page and "charlatao," not in page
    assert "{" not in page.split("<h2>")[1]                          # no Python dict
    assert "<li>" in page and "original" in page and "shipped" not in page
    assert "won by Ea-Nasir" in page and "ea_nasir" not in page
    assert "1 worker process;" in page and "worker processes" not in page   # a real plural (%n)


def test_the_ab_page_says_what_b_changes(duel):
    b = Variant("more Ea-Nasir", {}, {"characters.ea_nasir.basic.per_suit.excellent": 20})
    import dataclasses
    cmp = compare(duel, dataclasses.replace(duel, config=dataclasses.replace(DUEL, variant=b)))
    with game_words("charlatao", english) as t:
        page = comparison_html(cmp, None, t)
    assert "A (original)" in page and "B (more Ea-Nasir)" in page and "shipped" not in page
    assert "characters.ea_nasir.basic.per_suit.excellent</code> = 20" in page


def test_categories_that_say_nothing_are_not_plotted(duel):
    three = run(LabConfig("charlatao", 3, ("random",) * 3, games=3), 1).records
    assert "characters" not in figures.categories(three, 3)         # every seat plays every character
    with game_words("charlatao", english) as t:
        keys = figures.plot_keys(duel.records, 2, t)
    assert "col_characters" in keys and "col_unverified" not in keys  # unnamed: the engine's bookkeeping
    # one value per game, the same mean for every value: a flat plot
    flat = [{"seed": i, "payoffs": [1, 0], "scores": [1, 0], "game": {"winner": "ab"[i % 2]},
             "seats": [{}, {}]} for i in range(4)]
    assert figures.categories(flat, 2) == {}


def test_the_command_line_help_is_plain_text(capsys):
    from contaria_desktop.lab import cli
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "``" not in capsys.readouterr().out


def test_a_slow_run_shows_seconds_per_game():
    import io
    from contaria_desktop.lab.progress import ProgressBar
    bar = ProgressBar(io.StringIO())
    bar.start -= 40                                     # 2 games in 40 s
    assert "20.0 s/game" in bar.line(2, 10) and "0.0/s" not in bar.line(2, 10)
    bar.interrupted()
    assert "writing the files" in bar.stream.getvalue()


def test_the_length_plot_has_whole_ticks_when_every_game_is_as_long(duel):
    fig = figures.new_figure()
    figures.draw(fig, "length", duel.records[:1], list(DUEL.seats))
    ticks = fig.axes[0].get_xticks()
    assert list(ticks) == [duel.records[0]["decisions"]]
