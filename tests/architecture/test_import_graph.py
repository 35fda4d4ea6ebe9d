"""The import graph runs one way (issue 10, "Done when"; docs/architecture.md, "Layers"):

    app → ui → games → table → i18n → session → bots → engines → common

``resources`` (asset and catalog paths) and ``settings`` (QSettings) sit just above ``bots``; ``i18n`` is below ``ui``
(and below the game plug-ins and the table, which translate through it), above nothing
game-specific. Pure-Python tools added later (``lab/``, ``interop/``) belong above ``bots`` and
below ``ui``. ``common`` (pure-Python pieces several layers share: safe JSON reading, the
language codes) is the lowest and imports nothing of the package. Every import is counted - module level or inside a function, absolute or relative -
read with :mod:`ast`, so a lazy import cannot hide a cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import contaria_desktop

ROOT = Path(contaria_desktop.__file__).resolve().parent
PACKAGE = "contaria_desktop"

#: Lowest first: a unit may import only units at or below its own position.
LAYERS = ("common", "engines", "bots", "resources", "settings", "session", "i18n", "table", "games", "ui", "app")
#: Tools that may sit between bots and ui once they exist.
TOOLS = ("lab", "interop")
#: Top-level modules that belong to no layer (package metadata, ``python -m``).
FREE = ("__init__", "__main__")


def _unit(module: str) -> str | None:
    """The layer of dotted ``module`` (``contaria_desktop.table.faces`` -> ``table``)."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return None
    if len(parts) == 1:
        return "__init__"
    return parts[1]


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of every import in ``path``, wherever it is."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    here = _module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.append((node.lineno, target))
            if not node.module or node.level:   # "from . import x": x may be a module
                out += [(node.lineno, f"{target}.{alias.name}") for alias in node.names]
    return out


def edges() -> dict[tuple[str, str], list[str]]:
    """``{(importer unit, imported unit): ["file:line", ...]}`` between different units."""
    found: dict[tuple[str, str], list[str]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        source = _unit(_module_name(path)) if path.name != "__init__.py" or path.parent != ROOT else "__init__"
        for line, target in _imports(path):
            unit = _unit(target)
            if unit is None or unit == source:
                continue
            if not (ROOT / unit).is_dir() and not (ROOT / f"{unit}.py").is_file():
                continue   # "from contaria_desktop import APP_NAME": a name, not a module
            found.setdefault((source, unit), []).append(f"{path.relative_to(ROOT)}:{line}")
    return found


def _rank(unit: str) -> float:
    if unit in TOOLS:
        return LAYERS.index("bots") + 0.5
    return LAYERS.index(unit)


def test_every_unit_has_a_layer():
    units = {p.name for p in ROOT.iterdir() if p.is_dir() and (p / "__init__.py").is_file()}
    units |= {p.stem for p in ROOT.glob("*.py")}
    unknown = units - set(LAYERS) - set(TOOLS) - set(FREE)
    assert not unknown, f"put these in LAYERS: {sorted(unknown)}"


def test_imports_run_one_way():
    wrong = {f"{a} → {b}": where[:3] for (a, b), where in edges().items()
             if a not in FREE and b not in FREE and _rank(a) < _rank(b)}
    assert not wrong, wrong


def test_no_cycles_between_units():
    graph: dict[str, set[str]] = {}
    for a, b in edges():
        graph.setdefault(a, set()).add(b)
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " → ".join(trail + [node, nxt]))
            if nxt not in state:
                visit(nxt, trail + [node])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [])


def test_shared_layers_never_name_a_game():
    """ui/, table/, session/ and i18n/ never compare a game id with a string literal."""
    offenders = []
    for unit in ("ui", "table", "session", "i18n"):
        for path in sorted((ROOT / unit).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Compare):
                    continue
                sides = [node.left, *node.comparators]
                names = [s for s in sides if (isinstance(s, ast.Name) and s.id == "game_id")
                         or (isinstance(s, ast.Attribute) and s.attr in ("game_id", "id"))]
                literals = [s for s in sides if isinstance(s, ast.Constant) and isinstance(s.value, str)]
                literals += [e for s in sides if isinstance(s, (ast.Tuple, ast.List, ast.Set)) for e in s.elts
                             if isinstance(e, ast.Constant) and isinstance(e.value, str)]
                if names and literals:
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, offenders


def test_the_graph_sees_lazy_imports(tmp_path):
    """The reader counts an import inside a function (the check would be blind otherwise)."""
    imports = dict((t, n) for n, t in _imports(ROOT / "ui" / "mainwindow.py"))
    assert any(t.startswith(f"{PACKAGE}.games") for t in imports)


def test_common_is_pure_python_and_imports_nothing_of_the_package():
    """``common/`` is below everything (the lab and the engines may import it): no Qt, no
    other unit of the package."""
    for path in sorted((ROOT / "common").rglob("*.py")):
        for _line, target in _imports(path):
            assert not target.startswith(("PySide6", "shiboken6")), path
            assert _unit(target) in (None, "common"), (path, target)
