"""packaging/qm.py: compiled translations for builds."""

from __future__ import annotations

import pytest

from tests.packaging import load_packaging_module
from tests.packaging.test_install import PROBE_TS

qm = load_packaging_module("qm")


@pytest.fixture
def src(tmp_path):
    folder = tmp_path / "translations"
    folder.mkdir()
    (folder / "app_es.ts").write_text(PROBE_TS, encoding="utf-8")
    return folder


def test_compiles_ts_with_lrelease(src, tmp_path, monkeypatch):
    monkeypatch.delenv("CONTARIA_LRELEASE", raising=False)
    lrelease = qm.find_lrelease()
    if lrelease is None:
        pytest.skip("pyside6-lrelease not available")
    written = qm.gather_translations(src, tmp_path / "out")
    assert [p.name for p in written] == ["app_es.qm"]
    from PySide6.QtCore import QTranslator
    tr = QTranslator()
    assert tr.load(str(written[0]))
    assert tr.translate("probe", "New game") == "Nueva partida"


def test_without_lrelease_copies_committed_qm(src, tmp_path):
    (src / "app_es.qm").write_bytes(b"committed")
    (src / "extra_pt_BR.qm").write_bytes(b"no source")
    written = qm.gather_translations(src, tmp_path / "out", lrelease="")
    assert sorted(p.name for p in written) == ["app_es.qm", "extra_pt_BR.qm"]
    assert (tmp_path / "out" / "app_es.qm").read_bytes() == b"committed"


def test_ts_without_qm_or_lrelease_is_reported_not_shipped(src, tmp_path):
    messages = []
    written = qm.gather_translations(src, tmp_path / "out", lrelease="", log=messages.append)
    assert written == [] and "app_es.ts" in messages[0]


def test_env_var_empty_means_never_compile(monkeypatch):
    monkeypatch.setenv("CONTARIA_LRELEASE", "")
    assert qm.find_lrelease() is None
    monkeypatch.setenv("CONTARIA_LRELEASE", "/opt/lrelease")
    assert qm.find_lrelease() == "/opt/lrelease"


def test_no_translations_folder_is_fine(tmp_path):
    assert qm.gather_translations(tmp_path / "missing", tmp_path / "out", lrelease="",
                                  log=lambda m: None) == []
