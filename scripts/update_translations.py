#!/usr/bin/env python3
"""Refresh the translation catalogs: ``pyside6-lupdate`` over every app source, then
``pyside6-lrelease`` into the ``.qm`` files that ship.

    python scripts/update_translations.py            # update .ts, rebuild .qm, print a summary
    python scripts/update_translations.py --check    # change nothing; exit 1 if a .ts is stale
                                                      # (new, unfinished or obsolete messages) or
                                                      # a .qm does not match its .ts

Sources: every ``*.py`` under ``contaria_desktop/`` except ``engines/`` (pure Python, no Qt:
engines emit message keys that the UI translates). The list is explicit (and ``-extensions
py``), since lupdate's default extensions do not include Python. lupdate's Python parser
finds ``self.tr("...")``, ``translate("ctx", "...")`` / ``QCoreApplication.translate("ctx",
"...")`` (a fourth argument ``n`` makes a plural message) and ``QT_TRANSLATE_NOOP("ctx",
"...")`` - literal strings only.

Catalogs: ``translations/contaria_desktop_<code>.ts`` for each language in
``contaria_desktop.i18n.CODES``; English, the source text, holds only the plural messages
(``-pluralonly``: "%n card(s)" -> "1 card" / "2 cards"). Written without source
locations (``-locations none``) so editing code does not churn the catalogs, and with
``-no-obsolete``: a changed English text drops its old translation and shows up as
unfinished, which ``--check`` and the tests refuse.

Tools: ``$CONTARIA_LUPDATE`` / ``$CONTARIA_LRELEASE`` if set, else ``pyside6-lupdate`` /
``pyside6-lrelease`` next to the running Python, else on ``PATH``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "contaria_desktop"
TRANSLATIONS = REPO / "translations"
STEM = "contaria_desktop"
LANGUAGES = ("en", "pt_BR", "es")   # = contaria_desktop.i18n.CODES (a test checks it)
PLURAL_ONLY = ("en",)               # the source language needs only its plural forms
EXCLUDED = ("engines",)       # folders of PACKAGE without Qt text


def source_files() -> list[Path]:
    """Every Python source lupdate must read, sorted, as absolute paths."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).parts
        if rel[0] in EXCLUDED or "__pycache__" in rel:
            continue
        out.append(path)
    return out


def find_tool(name: str) -> str:
    """Path of ``pyside6-<name>`` (``lupdate`` or ``lrelease``). Raises ``FileNotFoundError``
    naming the places looked in."""
    env = os.environ.get(f"CONTARIA_{name.upper()}")
    if env:
        return env
    bindir = Path(sys.executable).parent
    for candidate in (bindir / f"pyside6-{name}", bindir / f"pyside6-{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found:
        return found
    raise FileNotFoundError(f"pyside6-{name} not found next to {sys.executable} or on PATH "
                            f"(set CONTARIA_{name.upper()})")


def ts_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"{STEM}_{code}.ts"


def run_lupdate(ts: Path, code: str, files: list[Path] | None = None) -> str:
    """Update (or create) ``ts`` from the sources; returns lupdate's report. Raises
    ``subprocess.CalledProcessError`` when lupdate fails."""
    files = source_files() if files is None else files
    with tempfile.TemporaryDirectory() as tmp:
        listing = Path(tmp) / "sources.lst"
        listing.write_text("\n".join(str(f) for f in files) + "\n", encoding="utf-8")
        cmd = [find_tool("lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete",
               "-source-language", "en", "-target-language", code, f"@{listing}", "-ts", str(ts)]
        if code in PLURAL_ONLY:
            cmd.insert(1, "-pluralonly")
        done = subprocess.run(cmd, check=True, capture_output=True, text=True)
    return done.stdout + done.stderr


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``. Raises ``subprocess.CalledProcessError`` on failure."""
    subprocess.run([find_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True, text=True)


# --- reading .ts files (tests and the summary use these) --------------------------------

@dataclass
class Message:
    """One message of a ``.ts`` file. ``status`` is the translation's ``type`` attribute
    (``""`` = finished, ``"unfinished"``, ``"vanished"``, ``"obsolete"``); ``forms`` are the
    translated texts (one, or one per plural form when ``numerus``)."""

    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    status: str = ""
    forms: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_ts(path: Path) -> list[Message]:
    """Every message of the ``.ts`` file at ``path``. Raises ``ET.ParseError`` for broken XML."""
    root = ET.parse(path).getroot()
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms, status = [], "unfinished"
            elif numerus:
                forms = [f.text or "" for f in tr.iter("numerusform")]
                status = tr.get("type", "")
            else:
                forms = [tr.text or ""]
                status = tr.get("type", "")
            out.append(Message(name, msg.findtext("source") or "", msg.findtext("comment") or "",
                               numerus, status, forms))
    return out


def language_of(path: Path) -> str:
    return ET.parse(path).getroot().get("language", "")


def summary(code: str, folder: Path = TRANSLATIONS) -> dict[str, int]:
    """Counts for one catalog: ``messages``, ``finished``, ``unfinished``, ``obsolete``,
    ``plural``, ``contexts``."""
    msgs = read_ts(ts_path(code, folder))
    return {
        "messages": len(msgs),
        "finished": sum(1 for m in msgs if not m.status and all(m.forms)),
        "unfinished": sum(1 for m in msgs if m.status == "unfinished" or not all(m.forms) or not m.forms),
        "obsolete": sum(1 for m in msgs if m.status in ("vanished", "obsolete")),
        "plural": sum(1 for m in msgs if m.numerus),
        "contexts": len({m.context for m in msgs}),
    }


def stale(code: str, folder: Path = TRANSLATIONS) -> list[str]:
    """Problems of the committed catalog for ``code`` without changing it: messages lupdate
    would add (sources not yet in the .ts), unfinished or obsolete entries, and a ``.qm``
    that does not match the ``.ts``. Empty when everything is up to date."""
    problems = []
    committed = ts_path(code, folder)
    if not committed.is_file():
        return [f"{committed.name} is missing"]
    before = {m.key for m in read_ts(committed)}
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / committed.name
        shutil.copy2(committed, copy)
        run_lupdate(copy, code)
        after = read_ts(copy)
        for m in after:
            if m.key not in before:
                problems.append(f"{code}: new message [{m.context}] {m.source!r}")
            elif m.status in ("unfinished", "vanished", "obsolete") or not m.forms or not all(m.forms):
                problems.append(f"{code}: {m.status or 'empty'} [{m.context}] {m.source!r}")
        gone = before - {m.key for m in after}
        problems += [f"{code}: no longer in the sources [{c}] {s!r}" for c, s, _ in sorted(gone)]
        qm = committed.with_suffix(".qm")
        fresh = Path(tmp) / qm.name
        run_lrelease(committed, fresh)
        if not qm.is_file() or qm.read_bytes() != fresh.read_bytes():
            problems.append(f"{code}: {qm.name} does not match {committed.name} (run this script)")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a catalog is stale")
    parser.add_argument("--no-release", action="store_true", help="update the .ts files only")
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES), help="language codes (default: all)")
    args = parser.parse_args(argv)
    unknown = [c for c in args.languages if c not in LANGUAGES]
    if unknown:
        parser.error(f"unknown language(s) {', '.join(unknown)}; known: {', '.join(LANGUAGES)}")
    if args.check:
        problems = [p for code in args.languages for p in stale(code)]
        for p in problems:
            print(p)
        print("translations up to date" if not problems else f"{len(problems)} problem(s)")
        return 1 if problems else 0
    TRANSLATIONS.mkdir(exist_ok=True)
    for code in args.languages:
        ts = ts_path(code)
        report = run_lupdate(ts, code)
        print(f"{ts.name}: {' '.join(report.split())}")
        if not args.no_release:
            run_lrelease(ts, ts.with_suffix(".qm"))
        counts = summary(code)
        print(f"  {counts['messages']} messages in {counts['contexts']} contexts ({counts['plural']} plural): "
              f"{counts['finished']} finished, {counts['unfinished']} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
