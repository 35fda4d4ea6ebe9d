"""A plain (non-editable) ``pip install .`` ships assets and compiled translations inside the
package, and the installed app finds them from any working directory.

Builds a real wheel with pip's build isolation (needs PyPI for setuptools/wheel, like any
``pip install``) into a fresh venv; ``--no-deps`` because where files land does not depend on
PySide6 being installed. Takes ~10 s.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import contaria_desktop
from tests.packaging import REPO, copy_source_tree

PROBE_TS = textwrap.dedent("""\
    <?xml version="1.0" encoding="utf-8"?>
    <!DOCTYPE TS>
    <TS version="2.1" language="es">
    <context><name>probe</name>
    <message><source>New game</source><translation>Nueva partida</translation></message>
    </context>
    </TS>
    """)

CHECK = textwrap.dedent("""\
    import json, sys
    from pathlib import Path
    from importlib.metadata import version, entry_points
    import contaria_desktop
    from contaria_desktop.resources import asset_path, data_root, translations_dir
    print(json.dumps({
        "package": contaria_desktop.__file__,
        "version": contaria_desktop.__version__,
        "dist_version": version("contaria-desktop"),
        "probe": str(asset_path("_probe", "probe.png")),
        "real": [str(asset_path(*p.split("/"))) for p in sys.argv[1:]],
        "art_inputs_shipped": (data_root("assets") / "source").exists(),
        "qm": sorted(p.name for p in translations_dir().glob("*.qm")),
        "gui": sorted(e.name for e in entry_points(group="gui_scripts")),
        "json": sorted(p.relative_to(Path(contaria_desktop.__file__).parent).as_posix()
                       for p in Path(contaria_desktop.__file__).parent.rglob("*.json")
                       if "_data" not in p.parts),
    }))
    """)


@pytest.fixture
def installed(tmp_path):
    """(venv python, work dir, real assets checked) after ``pip install .`` of a copy of
    the checkout with a probe asset and a probe translation added."""
    tmp = tmp_path
    src = copy_source_tree(tmp / "src")
    probe = src / "assets" / "_probe" / "probe.png"
    probe.parent.mkdir(parents=True)
    probe.write_bytes(b"\x89PNG probe")
    (src / "assets" / "source").mkdir(exist_ok=True)  # art-build inputs must not ship
    (src / "assets" / "source" / "probe.json").write_text("{}")
    (src / "translations").mkdir(exist_ok=True)
    (src / "translations" / "probe_es.ts").write_text(PROBE_TS, encoding="utf-8")
    # the isolated build has no lrelease (CONTARIA_LRELEASE="" below): it ships the committed .qm
    from tests.packaging import load_packaging_module
    qm = load_packaging_module("qm")
    lrelease = qm.find_lrelease()
    if lrelease is None:
        pytest.skip("pyside6-lrelease not found to make the probe .qm")
    subprocess.run([lrelease, "-silent", str(src / "translations" / "probe_es.ts"),
                    "-qm", str(src / "translations" / "probe_es.qm")], check=True)
    real = [p.relative_to(REPO / "assets").as_posix()
            for p in sorted((REPO / "assets").rglob("*")) if p.is_file()][:3] \
        if (REPO / "assets").is_dir() else []
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    env_pip = [str(py), "-m", "pip", "install", "-q", "--no-deps", "--disable-pip-version-check"]
    proc = subprocess.run(env_pip + [str(src)], capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "CONTARIA_LRELEASE": ""} | _proxy_env())
    assert proc.returncode == 0, proc.stdout + proc.stderr
    shutil.rmtree(src)  # the installed copy must not lean on the source tree
    work = tmp / "elsewhere"
    work.mkdir()
    return py, work, real


def _proxy_env() -> dict[str, str]:
    keep = ("HOME", "http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "no_proxy",
            "NO_PROXY", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CONFIG_FILE", "SSL_CERT_FILE",
            "PIP_CACHE_DIR", "PIP_FIND_LINKS", "TMPDIR")
    return {k: os.environ[k] for k in keep if k in os.environ}


def _run_check(installed) -> dict:
    py, work, real = installed
    proc = subprocess.run([str(py), "-c", CHECK, *real], cwd=work, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_non_editable_install(installed):
    """One test (not four) so pytest-xdist never builds and installs the wheel twice."""
    out = _run_check(installed)
    package_dir = Path(out["package"]).parent
    # assets are found inside the installed package, from another working directory
    assert "site-packages" in package_dir.parts
    assert Path(out["probe"]) == package_dir / "_data" / "assets" / "_probe" / "probe.png"
    assert not out["art_inputs_shipped"], "assets/source (art-build inputs) must not ship"
    for path in out["real"]:  # whatever real art exists in the checkout ships too
        assert Path(path).is_relative_to(package_dir / "_data" / "assets")
    # compiled translations ship (the committed .qm, as the isolated build has no lrelease)
    assert "probe_es.qm" in out["qm"]
    # one version everywhere, and the launcher command exists
    assert out["version"] == out["dist_version"] == contaria_desktop.__version__
    assert "contaria-desktop" in out["gui"]
    # every JSON data file of the package (cards, boards) is in the install
    package = REPO / "contaria_desktop"
    in_source = {p.relative_to(package).as_posix() for p in package.rglob("*.json")
                 if "_data" not in p.parts}
    assert in_source <= set(out["json"])
