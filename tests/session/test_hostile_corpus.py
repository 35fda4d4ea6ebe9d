"""The hostile-file corpus (issue 19, item 8), small scale: every case of
``scripts/hostile_corpus.py`` through every entry point (File ▸ Open, File ▸ Open position,
pasted bytes) gives one clear SaveError or loads, within 2 s and 10x its size in memory (plus
the fixed cost of a game). The 19 MB cases run with ``python scripts/hostile_corpus.py DIR``.
Hypothesis then splices hostile fragments and hostile text into valid saves and positions."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import sys
import time
import tracemalloc
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contaria_desktop.session import SaveError

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=None)
def corpus_module():
    """``scripts/hostile_corpus.py`` as a module (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("hostile_corpus", ROOT / "scripts" / "hostile_corpus.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("hostile_corpus", module)
    spec.loader.exec_module(module)
    return module


@lru_cache(maxsize=None)
def bases():
    return corpus_module().bases()


@pytest.fixture(autouse=True)
def no_recent_list(monkeypatch):
    # Successful loads would record the file (an fsync'ed write each time): not what is tested here.
    monkeypatch.setattr("contaria_desktop.session.game_session.add_recent", lambda *a: None)


def measure(path: Path, entry: str) -> tuple[str, float, int]:
    """(outcome, seconds, peak bytes traced) of one case; any exception but SaveError fails."""
    hc = corpus_module()
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        outcome = hc.run_case(path, entry)
    finally:
        seconds = time.perf_counter() - t0
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    if seconds > hc.MAX_SECONDS:  # tracemalloc slows allocation-heavy code: time it again without
        t0 = time.perf_counter()
        hc.run_case(path, entry)
        seconds = time.perf_counter() - t0
    return outcome, seconds, peak


def test_small_corpus(tmp_path):
    hc = corpus_module()
    corpus = list(hc.cases("small"))
    hc.write(tmp_path, corpus)
    assert len(corpus) > 300 and len({c.name for c in corpus}) == len(corpus)
    problems, outcomes = [], {}
    for case in corpus:
        outcome, seconds, peak = measure(tmp_path / f"{case.name}.json", case.entry)
        outcomes[case.name] = outcome
        if seconds > hc.MAX_SECONDS or peak > hc.MEMORY_FACTOR * len(case.data) + hc.BASE_BYTES:
            problems.append(f"{case.name}: {seconds:.2f} s, {peak / 2**20:.1f} MB")
    assert not problems, problems
    # Each regression of issue 19 is refused with its own clear error.
    for name, key in [("escaped_quotes_unterminated.load", "save.not_json"),
                      ("long_text.load", "save.text_too_long"),
                      ("deep_open.load_bytes", "save.too_deep"),
                      ("contaria_state.state_num_players_10000000000000000000000000000000000000000",
                       "save.bad_position"),
                      ("charlatao_state.state_num_players_10000000", "save.bad_position"),
                      ("contaria_save.start_state_num_players_10000000", "save.bad_position"),
                      ("contaria_save.num_players_10000000", "save.bad_seats"),
                      ("contaria_save.seat_surrogate", "save.bad_text"),
                      ("charlatao_state.app_version_surrogate", "save.bad_text"),
                      ("contaria_save.app_version_long", "save.text_too_long"),
                      ("contaria_series.series_null", "save.series_missing"),
                      ("contaria_series.series_missing", "save.series_missing")]:
        assert outcomes[name] == key, (name, outcomes[name])
    for name in ("contaria_save.valid", "contaria_series.valid", "charlatao_state.valid", "contaria_hand.valid",
                 "charlatao_hand.valid", "charlatao_save.padded"):
        assert outcomes[name] == "loaded", (name, outcomes[name])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_named_pipe_through_every_file_entry(tmp_path):
    p = tmp_path / "x.json"
    os.mkfifo(p)
    for entry in ("load", "open_position"):
        outcome, seconds, _ = measure(p, entry)
        assert outcome == "save.not_regular" and seconds < 1.0


# ----- hypothesis: hostile fragments and hostile text in valid files ---------------------------

FRAGMENTS = [b'\\"', b"\\", b'"', b"[", b"{", b"]", b"}", b",", b'"a":', b"\\u", b"\\ud800", b"\\udfff",
             b"1e999", b"9" * 50, b"-0", b"\xed\xa0\x80", b"\xff", b"\0", b"NaN", b"\xef\xbb\xbf"]
HOSTILE = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                            HealthCheck.data_too_large])


@st.composite
def spliced(draw):
    name = draw(st.sampled_from(sorted(bases())))
    entry, data = bases()[name]
    raw = bytearray(corpus_module()._dump(data))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(raw)))
        raw[at:at] = draw(st.sampled_from(FRAGMENTS)) * draw(st.sampled_from([1, 2, 3, 64, 65, 1000, 20000]))
    return entry, bytes(raw)


@HOSTILE
@given(spliced())
def test_hostile_fragments_spliced_into_valid_files(tmp_path_factory, case):
    entry, raw = case
    path = tmp_path_factory.mktemp("splice") / "f.json"
    path.write_bytes(raw)
    hc = corpus_module()
    outcome, seconds, peak = measure(path, entry)
    assert seconds < hc.MAX_SECONDS and peak < hc.MEMORY_FACTOR * len(raw) + hc.BASE_BYTES, outcome


def _texts(node, prefix=()):
    """Paths of every text value and key in ``node`` (a key is ``prefix + (key, None)``)."""
    if isinstance(node, str):
        yield prefix
    elif isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k, None)
            yield from _texts(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _texts(v, prefix + (i,))


surrogates = st.characters(categories=["Cs"])
hostile_text = st.one_of(
    st.text(st.one_of(surrogates, st.characters()), min_size=1, max_size=5).filter(
        lambda s: any(0xD800 <= ord(c) <= 0xDFFF for c in s)),
    st.integers(1001, 50_000).map(lambda n: "x" * n),
)


@HOSTILE
@given(st.data())
def test_hostile_text_anywhere_is_refused(tmp_path_factory, data):
    name = data.draw(st.sampled_from(sorted(bases())))
    entry, base = bases()[name]
    content = copy.deepcopy(base)
    path_ = data.draw(st.sampled_from(sorted(_texts(content), key=repr)))
    text = data.draw(hostile_text)
    parent = content
    for k in path_[:-1] if path_[-1] is not None else path_[:-2]:
        parent = parent[k]
    if path_[-1] is None:  # rename a key
        parent[text] = parent.pop(path_[-2])
    else:
        parent[path_[-1]] = text
    f = tmp_path_factory.mktemp("text") / "f.json"
    f.write_bytes(json.dumps(content, ensure_ascii=True).encode())
    outcome, seconds, _ = measure(f, entry)
    assert outcome in ("save.bad_text", "save.text_too_long") and seconds < corpus_module().MAX_SECONDS
