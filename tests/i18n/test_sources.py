"""Every text the code translates is one lupdate can see.

Read with Python's ``ast`` (independently of lupdate's own parser) and checked:
- a literal text is never looked up under a context lupdate cannot read (``translate(CORE,
  "...")`` with a variable context is invisible to lupdate: it would never be translated);
- plural calls use a form lupdate records as plural (``self.tr(text, "", n)`` or
  ``<name>.tr(...)`` on ``<name> = TrContext("<name>")`` (or the Qt-free lab's
  ``Plurals("<name>", translate)``); ``translate(ctx, text, "", n)`` only
  with a number literal);
- ``self.tr`` is only used in classes nothing in the package subclasses (a subclass would
  look the text up under its own name);
- every literal (context, text) pair found this way is in the catalogs.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.i18n.conftest import REPO, load_script

PACKAGE = REPO / "contaria_desktop"
TRANSLATE_NAMES = {"translate", "QT_TRANSLATE_NOOP"}


@dataclass
class Call:
    path: Path
    line: int
    kind: str                 # "translate" | "noop" | "self.tr" | "ctx.tr"
    context: str | None       # literal context, or None when not a literal
    context_node: ast.expr | None
    text: str | None          # literal text, or None when not a literal
    plural_arg: ast.expr | None
    cls: str | None           # enclosing class (self.tr)
    owner: str | None         # name before .tr


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    return None


class _Finder(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.calls: list[Call] = []
        self.classes: list[str] = []
        self.bases: dict[str, list[str]] = {}
        self.contexts: dict[str, str | None] = {}   # name = TrContext("...")
        self.constants: dict[str, str] = {}         # module-level NAME = "text"

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.bases[node.name] = [b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases]
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        value = node.value
        if (not self.classes and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and _literal(value) is not None):
            self.constants[node.targets[0].id] = _literal(value)
        if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in ("TrContext", "Plurals")
                and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            self.contexts[node.targets[0].id] = _literal(value.args[0]) if value.args else None
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        args = node.args
        if name in TRANSLATE_NAMES and len(args) >= 2:
            kind = "noop" if name == "QT_TRANSLATE_NOOP" else "translate"
            self.calls.append(Call(self.path, node.lineno, kind, _literal(args[0]), args[0], _literal(args[1]),
                                   args[3] if len(args) > 3 else None, None, None))
        elif name == "tr" and isinstance(func, ast.Attribute) and args:
            owner = func.value.id if isinstance(func.value, ast.Name) else None
            kind = "self.tr" if owner == "self" else "ctx.tr"
            cls = self.classes[-1] if self.classes else None
            context = cls if kind == "self.tr" else owner
            self.calls.append(Call(self.path, node.lineno, kind, context, None, _literal(args[0]),
                                   args[2] if len(args) > 2 else None, cls, owner))
        self.generic_visit(node)


def _runtime_context(node: ast.expr | None, constants: dict[str, str]) -> str | None:
    """The context a ``translate(ctx, ...)`` call looks up, as a regular expression: a
    literal, a module constant, or an f-string (its fields match anything)."""
    import re
    if node is None:
        return None
    if _literal(node) is not None:
        return re.escape(_literal(node))
    if isinstance(node, ast.Name) and node.id in constants:
        return re.escape(constants[node.id])
    if isinstance(node, ast.JoinedStr):
        return "".join(re.escape(v.value) if isinstance(v, ast.Constant) else r"[\w.]+" for v in node.values)
    return None


def _context_pattern(node: ast.JoinedStr) -> bool:
    """True for ``f"{game}.messages"`` / ``f"rules.{game_id}"``: one field and one dotted word."""
    parts = node.values
    fields = [p for p in parts if isinstance(p, ast.FormattedValue)]
    words = [p.value for p in parts if isinstance(p, ast.Constant)]
    return (len(fields) == 1 and len(words) == 1
            and re.fullmatch(r"\.[a-z_]+|[a-z_]+\.", words[0]) is not None)


def _scan() -> tuple[list[Call], dict[str, list[str]], dict[str, str | None], set[str]]:
    script = load_script()
    calls, bases, contexts, runtime = [], {}, {}, set()
    for path in script.source_files():
        finder = _Finder(path)
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        calls += finder.calls
        bases.update(finder.bases)
        contexts.update(finder.contexts)
        for c in finder.calls:
            if c.kind == "translate":
                found = _runtime_context(c.context_node, finder.constants)
                if found:
                    runtime.add(found)
        # f"{game}.messages" or f"rules.{game_id}" built for a lookup names contexts too
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr) and _context_pattern(node):
                runtime.add(_runtime_context(node, finder.constants))
    runtime |= {re.escape(name) for name in contexts.values() if name}
    return calls, bases, contexts, runtime


import re  # noqa: E402

CALLS, BASES, CONTEXTS, RUNTIME = _scan()


def _where(c: Call) -> str:
    return f"{c.path.relative_to(REPO)}:{c.line}"


def test_scan_finds_the_translated_texts():
    assert len([c for c in CALLS if c.text]) > 300


def test_no_literal_text_under_a_context_lupdate_cannot_read():
    bad = [f"{_where(c)} {c.text!r}" for c in CALLS
           if c.kind in ("translate", "noop") and c.text is not None and c.context is None]
    assert not bad, "lupdate cannot see these (variable context):\n" + "\n".join(bad)


def test_plural_calls_are_recorded_as_plural():
    bad = []
    for c in CALLS:
        if c.kind == "translate" and c.plural_arg is not None and c.text is not None:
            if not (isinstance(c.plural_arg, ast.Constant) and isinstance(c.plural_arg.value, int)):
                bad.append(f"{_where(c)} {c.text!r}: use self.tr(text, '', n) or a TrContext")
    assert not bad, "\n".join(bad)


def test_tr_contexts_are_named_after_their_variable():
    bad = [f"{name} = TrContext({value!r})" for name, value in CONTEXTS.items() if name != value]
    assert not bad
    unknown = [f"{_where(c)} {c.owner}.tr" for c in CALLS if c.kind == "ctx.tr" and c.owner not in CONTEXTS]
    assert not unknown, "\n".join(unknown)


def test_self_tr_only_in_classes_without_subclasses():
    subclassed = {b for bases in BASES.values() for b in bases}
    bad = [f"{_where(c)} {c.cls}" for c in CALLS if c.kind == "self.tr" and c.cls in subclassed]
    assert not bad, "self.tr in a base class uses the subclass's context:\n" + "\n".join(bad)
    outside = [_where(c) for c in CALLS if c.kind == "self.tr" and c.cls is None]
    assert not outside


def test_listed_texts_are_looked_up_under_their_context():
    """A ``QT_TRANSLATE_NOOP("ctx", ...)`` whose context no ``translate`` call ever uses is
    translated but never shown translated (e.g. a typo "charlatao.table" for "charlatao_table")."""
    listed = {c.context for c in CALLS if c.kind == "noop" and c.context}
    unused = sorted(ctx for ctx in listed if not any(re.fullmatch(p, ctx) for p in RUNTIME))
    assert not unused, f"contexts listed for lupdate but never looked up: {unused}"


@pytest.mark.parametrize("code", ["pt_BR", "es"])
def test_every_literal_text_is_in_the_catalog(code):
    script = load_script()
    keys = {(m.context, m.source) for m in script.read_ts(script.ts_path(code))}
    missing = [f"{_where(c)} [{c.context}] {c.text!r}" for c in CALLS
               if c.context is not None and c.text is not None and (c.context, c.text) not in keys]
    assert not missing, "not in the catalog (run scripts/update_translations.py):\n" + "\n".join(missing[:20])
