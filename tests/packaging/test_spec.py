"""The PyInstaller spec must not exclude a Qt module the app imports, and must ship Qt's
translations for exactly the app's languages."""

from __future__ import annotations

import ast
import re

from tests.packaging import REPO

SPEC = REPO / "packaging" / "contaria_desktop.spec"


def _spec_constant(name: str):
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not in the spec")


def _qt_modules_imported() -> dict[str, str]:
    found = {}
    pattern = re.compile(r"(?:from|import)\s+PySide6\.(Qt\w+)")
    for path in (REPO / "contaria_desktop").rglob("*.py"):
        for module in pattern.findall(path.read_text(encoding="utf-8")):
            found.setdefault(module, str(path.relative_to(REPO)))
    return found


def test_no_imported_qt_module_is_excluded():
    excluded = set(_spec_constant("EXCLUDED_QT"))
    clash = {m: where for m, where in _qt_modules_imported().items() if m in excluded}
    assert not clash, f"the spec excludes Qt modules the app imports: {clash}"


def test_qt_translations_follow_the_app_languages():
    from contaria_desktop.ui import i18n

    assert set(_spec_constant("QT_LANGUAGES")) == set(i18n.CODES) - {"en"}


def test_spec_is_one_folder_and_windowed():
    text = SPEC.read_text(encoding="utf-8")
    assert "exclude_binaries=True" in text and "COLLECT(" in text  # one-folder
    assert "console=False" in text
    assert "upx=False" in text


def test_launcher_calls_app_main():
    tree = ast.parse((REPO / "packaging" / "launcher.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "contaria_desktop.app" and n.names[0].name == "main" for n in imports)
