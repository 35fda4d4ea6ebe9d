"""Property-based tests: any damaged save file - truncated, mutated bytes, wrong types,
deleted or extra fields, deep nesting, non-UTF-8 - ends in one clear SaveError (or, when the
damage happens to be harmless, a valid session), never in any other exception."""

from __future__ import annotations

import copy
import json
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contaria_desktop.session import GameSession, SaveError

from .helpers import play

FUZZ = settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@lru_cache(maxsize=None)
def base_saves() -> tuple[dict, ...]:
    """A few valid save dicts: single game, finished game, series, hand-written position start."""
    out = []
    s = play(GameSession.new("toy", 3, seed=21, seat_kinds=["human", "random", "human"]), steps=4)
    out.append(s.to_save_dict())
    out.append(play(GameSession.new("toyplus", 2, seed=5, options={"rounds": 2})).to_save_dict())
    series = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    play(series)
    if not series.match_status().finished:
        series.next_game()
        play(series, steps=2)
    out.append(series.to_save_dict())
    d = dict(out[0])
    d.update(seed=None, position={"hands": [[1, 2], [3, 4]], "turn": 0}, num_players=2,
             seats=d["seats"][:2], bot_seeds=d["bot_seeds"][:2], actions=[{"type": "play", "card": "h0"}], options={"flag": False},
             game="toyplus")
    d["options"] = {"mode": "quick", "rounds": 1}
    out.append(d)
    return tuple(out)


def _encode(data) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


@pytest.fixture(scope="module")
def target(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz") / "save.json"


@pytest.fixture(autouse=True)
def no_recent_list(monkeypatch):
    # Successful loads would record the file (an fsync'ed write each time): not what is tested here.
    monkeypatch.setattr("contaria_desktop.session.game_session.add_recent", lambda *a: None)


def _load(path, raw: bytes):
    path.write_bytes(raw)
    try:
        session = GameSession.load(path)
    except SaveError as err:
        assert str(path) in str(err) and err.problem
        return err
    assert session.cursor >= 0
    return session


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=6,
)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


@lru_cache(maxsize=None)
def base_paths(k: int) -> tuple[tuple, ...]:
    return tuple(p for p in _paths(base_saves()[k]) if p)


def _resolve(data, path):
    """The parent container of ``path`` and its last key, or None if the path is gone."""
    parent = data
    for key in path[:-1]:
        try:
            parent = parent[key]
        except (KeyError, IndexError, TypeError):
            return None
    if isinstance(parent, dict) and path[-1] in parent:
        return parent, path[-1]
    if isinstance(parent, list) and isinstance(path[-1], int) and path[-1] < len(parent):
        return parent, path[-1]
    return None


@st.composite
def mutated_dicts(draw):
    """A base save with 1-3 fields replaced, deleted, added to or wrapped."""
    k = draw(st.integers(0, len(base_saves()) - 1))
    data = copy.deepcopy(base_saves()[k])
    for path in draw(st.lists(st.sampled_from(base_paths(k)), min_size=1, max_size=3)):
        found = _resolve(data, path)
        if found is None:
            continue
        parent, last = found
        op = draw(st.sampled_from(["replace", "delete", "add", "wrap"]))
        if op == "replace":
            parent[last] = draw(json_values)
        elif op == "delete":
            del parent[last]
        elif op == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(json_values)
        elif op == "add":
            parent.insert(last, draw(json_values))
        else:
            parent[last] = [parent[last]] if draw(st.booleans()) else {"x": parent[last]}
    return data


@st.composite
def damaged_bytes(draw):
    """A base save damaged one way: JSON-level mutation, truncation, byte changes, insertion."""
    kind = draw(st.sampled_from(["fields", "fields", "truncate", "bytes", "insert"]))
    if kind == "fields":
        return _encode(draw(mutated_dicts()))
    raw = bytearray(_encode(draw(st.sampled_from(base_saves()))))
    if kind == "truncate":
        return bytes(raw[: draw(st.integers(0, len(raw) - 1))])
    if kind == "bytes":
        for _ in range(draw(st.integers(1, 8))):
            raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        return bytes(raw)
    at = draw(st.integers(0, len(raw)))
    raw[at:at] = draw(st.binary(min_size=1, max_size=16))
    return bytes(raw)


@FUZZ
@given(damaged_bytes())
def test_damaged_saves_give_a_save_error_or_a_valid_game(raw):
    # In memory (``load_bytes`` is ``load`` after reading the file) so the test measures the
    # validation, not the disk; the file path is covered by the tests below.
    try:
        session = GameSession.load_bytes(raw, "fuzz.json")
    except SaveError as err:
        assert str(err).startswith("fuzz.json: ") and err.problem
    else:
        assert session.cursor >= 0


@settings(max_examples=100, deadline=None)
@given(json_values, st.integers(1, 5000), st.sampled_from(["[", "{\"a\":"]))
def test_deep_nesting_and_arbitrary_json(target, value, depth, opener):
    assert isinstance(_load(target, _encode(value)), SaveError)
    closer = "]" if opener == "[" else "}"
    assert isinstance(_load(target, (opener * depth + "1" + closer * depth).encode()), SaveError)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes(target, raw):
    assert isinstance(_load(target, raw), SaveError)


def test_base_saves_are_valid(target):
    for data in base_saves():
        assert isinstance(_load(target, _encode(data)), GameSession)
