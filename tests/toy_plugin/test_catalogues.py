"""The toy game's own catalogues (``harvest/translations``, installed through
``GamePlugin.catalog_dir``) are current with its sources and complete, as the app's are."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.i18n.conftest import load_script

PACKAGE = Path(__file__).resolve().parent / "harvest"
SOURCES = [PACKAGE / "messages.py", PACKAGE / "rules.py", PACKAGE / "reference.py"]


def _messages(ts: Path) -> list[tuple[str, str, str | None, str]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name"), m.findtext("source"), m.find("translation").get("type"),
             m.findtext("translation") or "") for c in root.iter("context") for m in c.iter("message")]


@pytest.mark.parametrize("code", ["pt_BR", "es"])
def test_catalogue_is_current_complete_and_compiled(code, tmp_path):
    script = load_script()
    try:
        lupdate, lrelease = script.find_tool("lupdate"), script.find_tool("lrelease")
    except FileNotFoundError:
        pytest.skip("pyside6-lupdate not installed")
    ts = PACKAGE / "translations" / f"harvest_{code}.ts"
    fresh = tmp_path / ts.name
    shutil.copy(ts, fresh)
    subprocess.run([lupdate, "-extensions", "py", "-locations", "none", "-no-obsolete", "-target-language", code,
                    *map(str, SOURCES), "-ts", str(fresh)], check=True, capture_output=True)
    before, after = _messages(ts), _messages(fresh)
    assert sorted(m[:2] for m in after) == sorted(m[:2] for m in before), "run lupdate on the harvest package"
    assert all(kind is None and text.strip() for _, _, kind, text in after)
    qm = tmp_path / f"harvest_{code}.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    assert qm.read_bytes() == (ts.with_suffix(".qm")).read_bytes(), "run lrelease on the harvest catalogue"
