"""A/B comparison (issue 15): the same deals on A (shipped) and B (a variant), side by side."""

from __future__ import annotations

import dataclasses
import json

import pytest

from contaria_desktop.lab import LabConfig, Variant, cli, run
from contaria_desktop.lab.ab import compare, run_ab

CONFIG = LabConfig("charlatao", 3, ("random",) * 3, games=6, first_seed=5)
ADV = Variant("advanced", {"side": "advanced"})


def test_the_same_deals_on_both_sides_with_tests_per_difference(tmp_path):
    cmp = run_ab(CONFIG, ADV, tmp_path, workers=1)
    assert cmp["games"] == 6 and not cmp["interrupted"]
    assert cmp["a"]["name"] == "shipped" and cmp["b"]["options"] == {"side": "advanced"}
    for name in ("A/games.csv", "A/summary.json", "A/report.html", "B/games.csv", "comparison.json",
                 "report.html", "ab_win_rate.png"):
        assert (tmp_path / name).is_file(), name
    a = (tmp_path / "A" / "games.csv").read_text().splitlines()
    b = (tmp_path / "B" / "games.csv").read_text().splitlines()
    assert [r.split(",")[:3] for r in a] == [r.split(",")[:3] for r in b]      # same deals, seats, kinds
    assert json.loads((tmp_path / "B" / "summary.json").read_text())["options"]["side"] == "advanced"
    seat = cmp["seats"][0]
    for test in (seat["win_rate"], seat["score"], cmp["length"], cmp["no_seat_won"]):
        assert {"a", "b", "diff", "p", "significant"} <= set(test)
    assert seat["score"]["diff"] == pytest.approx(seat["score"]["b"] - seat["score"]["a"])
    page = (tmp_path / "report.html").read_text()
    assert "B − A" in page and "A/report.html" in page and "ab_win_rate.png" in page


def test_identical_variants_differ_in_nothing():
    a = run(CONFIG, 1)
    b = run(dataclasses.replace(CONFIG, variant=Variant("same", {})), 1)
    cmp = compare(a, b)
    assert cmp["same_winners"] == 6
    assert all(s["win_rate"]["diff"] == 0 and not s["win_rate"]["significant"] for s in cmp["seats"])
    assert all(s["score"]["diff"] == 0 for s in cmp["seats"])


def _outcome(config, wins_of_seat0):
    """A made-up run: seat 0 wins the first ``wins_of_seat0`` deals, seat 1 the others."""
    from contaria_desktop.lab.runner import Outcome
    recs = []
    for i, seed in enumerate(config.seeds()):
        w = 0 if i < wins_of_seat0 else 1
        recs.append({"seed": seed, "decisions": 10 + w, "seat_decisions": [5, 5], "scores": [10 - w, 9 + w],
                     "winners": [w], "payoffs": [1.0 - w, float(w)], "draw": False, "game": {},
                     "seats": [{}, {}], "seconds": 0.0})
    return Outcome(config, recs)


def test_a_real_difference_is_significant_and_a_small_one_is_not():
    config = LabConfig("contaria", 2, ("random", "random"), games=100)
    big = compare(_outcome(config, 50), _outcome(config, 75))["seats"][0]["win_rate"]
    assert big["diff"] == pytest.approx(0.25) and big["significant"] and big["p"] < 0.001
    small = compare(_outcome(config, 50), _outcome(config, 53))["seats"][0]["win_rate"]
    assert not small["significant"]
    score = compare(_outcome(config, 50), _outcome(config, 75))["seats"][0]["score"]
    assert score["diff"] == pytest.approx(0.25) and score["significant"]


def test_only_deals_finished_on_both_sides_are_compared(tmp_path):
    calls = []

    def factory(label):
        def progress(done, total):
            calls.append(label)
            if label.endswith("(B)") and calls.count(label) == 2:
                raise KeyboardInterrupt
        return progress

    cmp = run_ab(CONFIG, ADV, tmp_path, progress_factory=factory)
    assert cmp["interrupted"] and 0 < cmp["games"] < 6


def test_compare_refuses_different_seats():
    a = run(CONFIG, 1)
    b = run(dataclasses.replace(CONFIG, seats=("easy", "random", "random"), games=1), 1)
    with pytest.raises(ValueError, match="same game, seats and deals"):
        compare(a, b)


def test_command_line_data_flag(tmp_path):
    variant = tmp_path / "v.json"
    variant.write_text(json.dumps({"name": "no trump", "options": {"trump": False}}))
    code = cli.main(["--game", "charlatao", "--players", "3", "--games", "4", "--data", str(variant),
                     "--out", str(tmp_path / "o")])
    assert code == 0
    cmp = json.loads((tmp_path / "o" / "comparison.json").read_text())
    assert cmp["b"]["name"] == "no trump" and cmp["games"] == 4
    variant.write_text(json.dumps({"options": {}, "data": {"cards": []}}))
    assert cli.main(["--game", "charlatao", "--players", "3", "--data", str(variant), "--out",
                     str(tmp_path / "p")]) == 2


def test_card_data_file_ab_shipped_vs_override_on_the_same_deals(tmp_path):
    """Issue 14: ``--data`` takes an override file as Tools ▸ Card data… writes it; B runs the
    same deals on the changed values (the states carry them), A on the shipped data."""
    from contaria_desktop.lab.config import LabConfig, LabConfigError, load_variant
    from contaria_desktop.lab.play import new_state
    variant = tmp_path / "princess.json"
    variant.write_text(json.dumps({"cards.donzela_princesa.score": 9}))
    loaded = load_variant(variant)
    assert loaded.name == "princess" and loaded.data == {"cards.donzela_princesa.score": 9}
    config = LabConfig("contaria", 2, ("random", "random"), games=3, variant=loaded).validate()
    st = new_state(config, 5)
    assert st.data_overrides == {"cards.donzela_princesa.score": 9}
    assert st.clone().cards.by_id["donzela_princesa"].score == 9
    code = cli.main(["--game", "contaria", "--players", "2", "--games", "3", "--data", str(variant),
                     "--out", str(tmp_path / "o")])
    assert code == 0
    cmp = json.loads((tmp_path / "o" / "comparison.json").read_text())
    assert cmp["b"]["data"] == {"cards.donzela_princesa.score": 9} and cmp["a"]["data"] is None
    variant.write_text(json.dumps({"cards.donzela_princesa.score": 99}))
    with pytest.raises(LabConfigError, match="donzela_princesa"):
        LabConfig("contaria", 2, ("random", "random"), games=3, variant=load_variant(variant)).validate()
