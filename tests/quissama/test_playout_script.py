"""``scripts/quissama_playouts.py`` (issue 13, Numbers): the long playout run resumes from its
results file, refuses a file written with other settings and reports failures."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "quissama_playouts.py"


def _script():
    spec = importlib.util.spec_from_file_location("quissama_playouts", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_run_resumes_from_results_file(tmp_path: Path, capsys) -> None:
    mod = _script()
    out = tmp_path / "r.json"
    args = ["--players", "2", "--results", str(out), "--heavy-every", "0", "--view-every", "50", "--chunk", "1"]
    assert mod.main(["--playouts", "1", *args]) == 0
    first = json.loads(out.read_text())["counts"]["2"]
    assert first["next_seed"] == 1 and first["playouts"] == 1 and first["failures"] == []
    assert first["objective"] + first["round_cap"] == 1
    assert mod.main(["--playouts", "2", *args]) == 0  # continues with seed 1 only
    second = json.loads(out.read_text())["counts"]["2"]
    assert second["next_seed"] == 2 and second["playouts"] == 2
    assert second["decisions"] > first["decisions"]
    assert "quissama 2p: 2 playouts" in capsys.readouterr().out


def test_other_settings_or_damaged_file_refused(tmp_path: Path) -> None:
    mod = _script()
    out = tmp_path / "r.json"
    out.write_text(json.dumps({"format": 1, "config": {"heavy_every": 7, "view_every": 10}, "counts": {}}))
    with pytest.raises(SystemExit, match="other settings"):
        mod.main(["--playouts", "1", "--players", "2", "--results", str(out), "--report"])
    out.write_text("{not json")
    with pytest.raises(SystemExit, match="cannot read"):
        mod.main(["--playouts", "1", "--players", "2", "--results", str(out)])


def test_failure_is_recorded_with_its_seed(tmp_path: Path, monkeypatch) -> None:
    mod = _script()

    def broken(spec, n, seed, view_every):
        raise mod.ConformanceFailure("planted")

    monkeypatch.setattr(mod, "light_playout", broken)
    out = tmp_path / "r.json"
    assert mod.main(["--playouts", "2", "--players", "3", "--results", str(out), "--heavy-every", "0"]) == 1
    rec = json.loads(out.read_text())["counts"]["3"]
    assert [f["seed"] for f in rec["failures"]] == [0, 1] and rec["playouts"] == 2
