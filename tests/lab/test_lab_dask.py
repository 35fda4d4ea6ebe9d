"""The Dask backend on a LocalCluster (issue 15): the same games.csv as a local run, results
streamed back, a lost worker's batch rerun, Ctrl+C."""

from __future__ import annotations

import threading

import pytest

distributed = pytest.importorskip("distributed")

from contaria_desktop.lab import LabConfig, run  # noqa: E402
from contaria_desktop.lab.play import run_batch  # noqa: E402
from contaria_desktop.lab.runner import LabRunError  # noqa: E402
from contaria_desktop.lab.table import csv_text  # noqa: E402

CONFIG = LabConfig("charlatao", 4, ("random",) * 4, games=12, first_seed=40)


@pytest.fixture(scope="module")
def cluster():
    # threads, not processes: starts in a fraction of a second and keeps CI cheap
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0",
                                  silence_logs=50) as c:
        yield c


@pytest.fixture
def client(cluster):
    with distributed.Client(cluster) as c:
        yield c


def _csv(outcome):
    return csv_text(outcome.records, list(outcome.config.seats))


def test_dask_gives_the_same_csv_as_local_processes(client):
    local = run(CONFIG, 2, batch_size=5)
    dask = run(CONFIG, scheduler=client, batch_size=3)
    assert dask.backend == "dask" and dask.workers == 2 and not dask.interrupted
    assert _csv(dask) == _csv(local) == _csv(run(CONFIG, 1))


def test_the_scheduler_can_be_given_by_address(cluster):
    out = run(LabConfig("contaria", 3, ("random",) * 3, games=6), scheduler=cluster.scheduler_address,
              batch_size=2)
    assert [r["seed"] for r in out.records] == list(range(6))
    assert _csv(out) == _csv(run(LabConfig("contaria", 3, ("random",) * 3, games=6), 1))


_failures: dict[str, int] = {}
_lock = threading.Lock()


def flaky_batch(config_text: str, seeds: list[int]) -> str:
    """Fails the first time it is given deal 44 (as if its worker had died under it)."""
    with _lock:
        if 44 in seeds and not _failures.get("done"):
            _failures["done"] = 1
            raise distributed.KilledWorker("lab-test", "tcp://lost-worker")
    return run_batch(config_text, seeds)


def test_a_failed_batch_is_submitted_again(client, monkeypatch):
    from contaria_desktop.lab import cluster as lab_cluster
    real = lab_cluster.run_dask
    monkeypatch.setattr(lab_cluster, "run_dask", lambda *a, **k: real(*a, task=flaky_batch, **k))
    _failures.clear()
    out = run(CONFIG, scheduler=client, batch_size=3)
    assert out.reruns == 1 and not out.interrupted
    assert _csv(out) == _csv(run(CONFIG, 1))


def test_a_lost_worker_costs_nothing(cluster):
    """A real worker leaves the cluster in the middle of the run: its batches run elsewhere."""
    config = LabConfig("charlatao", 4, ("random",) * 4, games=16, first_seed=300)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0",
                                  silence_logs=50) as own, distributed.Client(own) as client:
        killed = []

        def progress(done, total):
            if not killed:
                name = sorted(own.workers)[0]
                killed.append(name)
                own.sync(own.workers[name].close)      # the worker goes away, its tasks are lost
        out = run(config, scheduler=client, batch_size=2, progress=progress)
        assert killed and len(client.scheduler_info()["workers"]) == 1
    assert not out.interrupted and len(out.records) == 16
    assert _csv(out) == _csv(run(config, 1))


def test_ctrl_c_on_the_cluster_keeps_the_finished_games(client):
    calls = []

    def progress(done, total):
        calls.append(done)
        raise KeyboardInterrupt

    out = run(CONFIG, scheduler=client, batch_size=3, progress=progress)
    assert out.interrupted and len(out.records) == calls[0] == 3


def test_an_unreachable_scheduler_is_a_clear_error(monkeypatch):
    from contaria_desktop.lab import cluster as lab_cluster
    monkeypatch.setattr(lab_cluster, "CONNECT_TIMEOUT", "1s")
    with pytest.raises(LabRunError, match="cannot reach the Dask scheduler"):
        run(LabConfig("contaria", 2, ("random",) * 2, games=2), scheduler="tcp://127.0.0.1:1")


def test_command_line_on_the_cluster_writes_the_same_games_csv(cluster, tmp_path):
    from contaria_desktop.lab import cli
    common = ["--game", "charlatao", "--players", "2", "--games", "6", "--seed", "9"]
    assert cli.main(common + ["--workers", "2", "--out", str(tmp_path / "local")]) == 0
    assert cli.main(common + ["--scheduler", cluster.scheduler_address, "--out", str(tmp_path / "dask")]) == 0
    assert (tmp_path / "local" / "games.csv").read_bytes() == (tmp_path / "dask" / "games.csv").read_bytes()
    import json
    assert json.loads((tmp_path / "dask" / "summary.json").read_text())["timings"]["backend"] == "dask"
