"""The committed catalogs: complete, current with the sources, compiled, and every translation
keeps its placeholders, markup and accelerators."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from contaria_desktop.i18n import CATALOG_STEM, CODES

TRANSLATED = [c for c in CODES if c != "en"]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%[1-9]|%n|%L[1-9n]")
TAG = re.compile(r"</?[a-z]+[^>]*>")


def _tools_available(script) -> bool:
    try:
        script.find_tool("lupdate")
        script.find_tool("lrelease")
    except FileNotFoundError:
        return False
    return True


def test_script_languages_are_the_app_languages(script):
    assert set(script.LANGUAGES) == set(CODES)
    assert script.STEM == CATALOG_STEM


@pytest.mark.parametrize("code", CODES)
def test_catalog_exists_for_its_language(script, code):
    ts = script.ts_path(code)
    assert ts.is_file(), f"{ts.name} is missing: run scripts/update_translations.py"
    assert script.language_of(ts) == code
    assert ts.with_suffix(".qm").is_file(), f"{ts.stem}.qm is missing: run scripts/update_translations.py"


@pytest.mark.parametrize("code", CODES)
def test_no_unfinished_empty_or_obsolete_entries(script, code):
    bad = [(m.context, m.source, m.status or "empty") for m in script.read_ts(script.ts_path(code))
           if m.status in ("unfinished", "vanished", "obsolete") or not m.forms or not all(f.strip() for f in m.forms)]
    assert not bad, f"{len(bad)} entries need work in {code}: {bad[:10]}"


def test_english_catalog_holds_only_plural_forms(script):
    msgs = script.read_ts(script.ts_path("en"))
    assert all(m.numerus for m in msgs)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_source_message_is_in_the_catalog(script, code):
    """Both translated catalogs carry the same messages (one was not refreshed alone)."""
    keys = {m.key for m in script.read_ts(script.ts_path(code))}
    other = {m.key for m in script.read_ts(script.ts_path(TRANSLATED[0]))}
    assert keys == other


@pytest.mark.parametrize("code", CODES)
def test_placeholders_and_markup_survive_translation(script, code):
    problems = []
    for m in script.read_ts(script.ts_path(code)):
        wanted = sorted(set(PLACEHOLDER.findall(m.source)))
        for i, form in enumerate(m.forms):
            got = sorted(set(PLACEHOLDER.findall(form)))
            if m.numerus and i == 0 and "%n" in wanted and "%n" not in got:
                got = sorted(set(got) | {"%n"})   # a singular may spell the number out
            if got != wanted:
                problems.append((m.context, m.source, form, wanted, got))
            if sorted(TAG.findall(form)) != sorted(TAG.findall(m.source)):
                problems.append((m.context, m.source, form, "markup"))
            if m.source.count("\n") != form.count("\n"):
                problems.append((m.context, m.source, form, "line breaks"))
    assert not problems, problems[:10]


@pytest.mark.parametrize("code", TRANSLATED)
def test_accelerators_are_kept(script, code):
    """A menu text with an ``&`` shortcut keeps exactly one in translation."""
    problems = []
    for m in script.read_ts(script.ts_path(code)):
        if re.search(r"&[^&\s]", m.source):
            for form in m.forms:
                if len(re.findall(r"&[^&\s]", form)) != 1:
                    problems.append((m.source, form))
    assert not problems


def test_lupdate_finds_nothing_new_and_qm_files_match(script):
    """Re-running lupdate over the sources into temporary copies adds no message, drops none,
    leaves nothing unfinished; lrelease rebuilds the committed .qm byte for byte."""
    if not _tools_available(script):
        pytest.skip("pyside6-lupdate / pyside6-lrelease not available")
    problems = [p for code in CODES for p in script.stale(code)]
    assert not problems, "\n".join(problems[:20])


def test_broken_catalog_is_reported(script, tmp_path):
    """The check notices a missing translation and a stale .qm (so it can be trusted)."""
    if not _tools_available(script):
        pytest.skip("pyside6-lupdate / pyside6-lrelease not available")
    for ts in script.TRANSLATIONS.glob("*"):
        shutil.copy2(ts, tmp_path / ts.name)
    ts = script.ts_path("es", tmp_path)
    text = ts.read_text(encoding="utf-8")
    text = text.replace("<translation>Nueva partida</translation>",
                        '<translation type="unfinished"></translation>', 1)
    ts.write_text(text, encoding="utf-8")
    problems = script.stale("es", tmp_path)
    assert any("unfinished" in p for p in problems)
    assert any(".qm does not match" in p or "does not match" in p for p in problems)


def test_script_check_mode_exits_zero_when_current(script):
    if not _tools_available(script):
        pytest.skip("pyside6-lupdate / pyside6-lrelease not available")
    done = subprocess.run([script.sys.executable, str(script.REPO / "scripts" / "update_translations.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
