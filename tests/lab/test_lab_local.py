"""The playtest lab on local processes (issue 15): games.csv byte-identical for any worker count,
its columns, summary.json, the report, Ctrl+C, the command line."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

from contaria_desktop.lab import LabConfig, LabConfigError, Variant, load_variant, run, write_outputs
from contaria_desktop.lab import cli
from contaria_desktop.lab.play import detail_shapes
from contaria_desktop.lab.table import csv_text, ranks

CHAR4 = LabConfig("charlatao", 4, ("random",) * 4, games=12, first_seed=100)


def _csv(outcome) -> str:
    return csv_text(outcome.records, list(outcome.config.seats))


def test_games_csv_is_byte_identical_for_any_worker_count_and_batch_size(tmp_path):
    one = run(CHAR4, 1)
    two = run(CHAR4, 2, batch_size=2)
    assert not one.interrupted and not two.interrupted
    write_outputs(one, tmp_path / "one", report=False)
    write_outputs(two, tmp_path / "two", report=False)
    assert (tmp_path / "one" / "games.csv").read_bytes() == (tmp_path / "two" / "games.csv").read_bytes()
    a = json.loads((tmp_path / "one" / "summary.json").read_text())
    b = json.loads((tmp_path / "two" / "summary.json").read_text())
    assert a["csv_sha256"] == b["csv_sha256"] and a["stats"] == b["stats"]
    assert b["timings"]["workers"] == 2


def test_rows_are_in_seed_then_seat_order_with_the_base_columns():
    out = run(CHAR4, 1)
    rows = list(csv.DictReader(io.StringIO(_csv(out))))
    assert list(rows[0])[:10] == ["seed", "seat", "kind", "score", "rank", "winner", "payoff", "decisions",
                                  "seat_decisions", "winners"]
    assert [(int(r["seed"]), int(r["seat"])) for r in rows] == [(s, p) for s in range(100, 112) for p in range(4)]
    for seed in range(100, 112):
        game = [r for r in rows if int(r["seed"]) == seed]
        scores = [int(r["score"]) for r in game]
        assert [int(r["rank"]) for r in game] == ranks(scores)
        assert {r["decisions"] for r in game} == {"260"}                   # CharLatão 4p: 260 decisions
        assert sum(int(r["seat_decisions"]) for r in game) == 260
        assert sum(float(r["payoff"]) for r in game) == pytest.approx(1.0, abs=1e-5)  # a seat always wins at 4p
        winners = game[0]["winners"].split("+")
        assert [r["winner"] for r in game] == ["1" if str(s) in winners else "0" for s in range(4)]


def test_ranks_share_the_better_place():
    assert ranks([5, 9, 9, 1]) == [3, 1, 1, 4]


def test_game_columns_come_from_the_result_without_naming_a_game():
    """CharLatão 2p: one character per seat (a seat column); Dark Tales 2p: the two settings are
    one game-level cell although there are two seats (detail_shapes tells them apart)."""
    duel = run(LabConfig("charlatao", 2, ("random", "random"), games=3), 1)
    rows = list(csv.DictReader(io.StringIO(_csv(duel))))
    assert "characters" in rows[0] and "entity_ea_nasir" in rows[0]
    assert rows[0]["characters"] != rows[1]["characters"]
    dt = LabConfig("dark_tales", 2, ("random", "random"), games=2)
    assert detail_shapes(dt)["settings"] == "game"
    rows = list(csv.DictReader(io.StringIO(_csv(run(dt, 1)))))
    assert rows[0]["settings"] == rows[1]["settings"] and "+" in rows[0]["settings"]
    assert rows[0]["play_vp"] != "" and "turns" in rows[0]


def test_options_and_variants_reach_the_engine():
    base = LabConfig("charlatao", 4, ("random",) * 4, games=2)
    adv = LabConfig("charlatao", 4, ("random",) * 4, {"side": "advanced"}, games=2)
    var = LabConfig("charlatao", 4, ("random",) * 4, games=2, variant=Variant("adv", {"side": "advanced"}))
    sides = [list(csv.DictReader(io.StringIO(_csv(run(c, 1)))))[0]["side"] for c in (base, adv, var)]
    assert sides == ["basic", "advanced", "advanced"]
    assert base.data_digest() != var.data_digest() == adv.data_digest()


@pytest.mark.parametrize("config, words", [
    (LabConfig("nope", 2, ("random",) * 2), "unknown game"),
    (LabConfig("charlatao", 9, ("random",) * 9), "players"),
    (LabConfig("charlatao", 2, ("random",)), "one seat kind per seat"),
    (LabConfig("charlatao", 2, ("random", "genius")), "unknown seat kind"),
    (LabConfig("charlatao", 2, ("random",) * 2, {"side": "weird"}), "side"),
    (LabConfig("charlatao", 2, ("random",) * 2, games=0), "at least 1"),
])
def test_bad_configurations_are_refused_before_any_game(config, words):
    with pytest.raises(LabConfigError, match=words):
        run(config, 1)


def test_variant_files(tmp_path):
    good = tmp_path / "adv.json"
    good.write_text(json.dumps({"name": "advanced side", "options": {"side": "advanced"}}))
    assert load_variant(good) == Variant("advanced side", {"side": "advanced"})
    for text, words in [("{", "not valid JSON"), ("[]", "options"),
                        (json.dumps({"options": {}, "data": [1]}), "must be an object")]:
        bad = tmp_path / "bad.json"
        bad.write_text(text)
        with pytest.raises(LabConfigError, match=words):
            load_variant(bad)
    with pytest.raises(LabConfigError, match="missing.json cannot be used: the file does not exist"):
        load_variant(tmp_path / "missing.json")


def test_summary_and_report_files(tmp_path):
    out = run(LabConfig("dark_tales", 3, ("random",) * 3, games=6), 1)
    data = write_outputs(out, tmp_path)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary == json.loads(json.dumps(data))
    assert summary["games_finished"] == 6 and summary["interrupted"] is False
    seat = summary["stats"]["seats"][0]
    lo, hi = seat["win_rate"]["ci95"]
    assert 0 <= lo <= seat["win_rate"]["rate"] <= hi <= 1
    assert summary["stats"]["length"]["n"] == 6
    assert len(summary["data_digest"]) == 64 and summary["versions"]["contaria_desktop"]
    assert summary["finished_seeds"] == [[0, 5]]
    page = (tmp_path / "report.html").read_text()
    pngs = sorted(p.name for p in (tmp_path / "plots").glob("*.png"))
    assert {"scores.png", "win_rate.png", "length.png"} <= set(pngs)
    assert any(p.startswith("col_") for p in pngs)          # Dark Tales: per setting
    for name in pngs:
        assert f"plots/{name}" in page
        assert (tmp_path / "plots" / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_keeps_the_finished_games_and_writes_the_files(tmp_path, workers):
    config = LabConfig("charlatao", 3, ("random",) * 3, games=16)
    calls = []

    def progress(done, total):
        calls.append(done)
        if len(calls) == 2:
            raise KeyboardInterrupt

    out = run(config, workers, batch_size=2, progress=progress)
    assert out.interrupted
    assert len(out.records) == calls[-1] and 0 < len(out.records) < 16
    write_outputs(out, tmp_path)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["interrupted"] is True and summary["games_finished"] == len(out.records)
    lines = (tmp_path / "games.csv").read_text().splitlines()
    assert len(lines) == 1 + 3 * len(out.records)
    # the finished games are exactly those of an uninterrupted run
    full = run(config, 1)
    done = {r["seed"] for r in out.records}
    assert out.records == [r | {"seconds": o["seconds"]} for r, o in
                           zip([r for r in full.records if r["seed"] in done], out.records)]


def test_command_line_writes_the_three_files(tmp_path, capsys):
    code = cli.main(["--game", "contaria", "--players", "3", "--games", "5", "--seat", "easy", "--seat",
                     "random", "--seat", "random", "--option", "single_winner=true", "--seed", "7", "--out",
                     str(tmp_path)])
    assert code == 0
    assert {"games.csv", "summary.json", "report.html"} <= {p.name for p in tmp_path.iterdir()}
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["seats"] == ["easy", "random", "random"] and summary["options"]["single_winner"] is True
    assert summary["first_seed"] == 7
    assert "5/5 games" in capsys.readouterr().err                 # the progress bar


def test_command_line_ctrl_c_exits_130_with_files(tmp_path, monkeypatch):
    from contaria_desktop.lab import progress

    def interrupt(self, done, total):
        raise KeyboardInterrupt

    monkeypatch.setattr(progress.ProgressBar, "__call__", interrupt)
    code = cli.main(["--game", "contaria", "--players", "2", "--games", "30", "--out", str(tmp_path)])
    assert code == 130
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["interrupted"] and 0 < summary["games_finished"] < 30


@pytest.mark.parametrize("args, words", [
    (["--game", "charlatao", "--players", "3", "--seat", "random"], "one seat kind per seat"),
    (["--game", "charlatao", "--players", "3", "--option", "oops"], "NAME=VALUE"),
    (["--game", "charlatao", "--players", "3", "--option", "nope=1"], "no option"),
])
def test_command_line_errors_are_clear_and_write_nothing(tmp_path, capsys, args, words):
    assert cli.main(args + ["--out", str(tmp_path / "o")]) == 2
    assert words in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def test_the_lab_imports_no_qt_no_matplotlib_no_dask_until_used():
    code = ("import sys, contaria_desktop.lab, contaria_desktop.lab.cli;"
            "bad = [m for m in ('PySide6', 'matplotlib', 'dask', 'distributed') if m in sys.modules];"
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_app_never_imports_the_lab():
    """App start-up is unchanged: nothing the app loads at start names the lab (only the lab
    window, once it exists, may import it lazily)."""
    code = ("import sys, contaria_desktop.app, contaria_desktop.ui.mainwindow;"
            "print([m for m in sys.modules if m.startswith(('contaria_desktop.lab', 'contaria_desktop.ui.lab_panel', 'contaria_desktop.ui.lab_thread', 'contaria_desktop.ui.lab_results', 'contaria_desktop.ui.lab_plots'))"
            " or m == 'matplotlib'])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.strip() == "[]"


def test_a_dead_local_worker_costs_nothing(tmp_path, monkeypatch):
    """A worker process dies in the middle of a run: the broken pool is replaced and the
    unfinished batches run again; the games are those of a normal run."""
    from contaria_desktop.lab import runner
    from tests.lab.dying import dying_batch
    import functools
    real = runner._run_pool
    task = functools.partial(dying_batch, str(tmp_path / "died"))
    monkeypatch.setattr(runner, "_run_pool", lambda *a, **k: real(*a, task=task, **k))
    config = LabConfig("contaria", 2, ("random", "random"), games=8)
    out = run(config, 2, batch_size=2)
    assert (tmp_path / "died").exists() and out.reruns >= 1 and not out.interrupted
    assert _csv(out) == _csv(run(config, 1))
