"""The app and its bundle never import the OpenSpiel adapter (issue 17): no module outside
``contaria_desktop/interop`` imports it, and the PyInstaller spec leaves it and pyspiel out."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "contaria_desktop"


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module if node.level == 0 else f".{node.module}"
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return out


def test_no_app_module_imports_the_adapter_or_pyspiel():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if "interop" in path.relative_to(PACKAGE).parts:
            continue
        for name in _imports(path):
            if "interop" in name.split(".") or name.split(".")[0] in ("pyspiel", "open_spiel"):
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders


def test_the_bundle_leaves_the_adapter_out():
    spec = (ROOT / "packaging" / "contaria_desktop.spec").read_text(encoding="utf-8")
    for name in ('"contaria_desktop.interop"', '"pyspiel"', '"open_spiel"'):
        assert name in spec
    assert 'not name.startswith("contaria_desktop.interop")' in spec
