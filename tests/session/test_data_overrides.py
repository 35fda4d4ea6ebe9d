"""Rules-data override files (issue 14): ``overrides/<game>.json`` in the data folder, all or
nothing, hostile files refused, never a crash (hypothesis); saves record the values and
replay on a machine without the file."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contaria_desktop.engines.core import get_spec
from contaria_desktop.session import GameSession, SaveError
from contaria_desktop.session.overrides import load_overrides, override_path, write_overrides

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("contaria", "charlatao", "dark_tales", "quissama")


def _hostile_structural():
    spec = importlib.util.spec_from_file_location("hostile_corpus", ROOT / "scripts" / "hostile_corpus.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("hostile_corpus", module)
    spec.loader.exec_module(module)
    return list(module.structural(4000))


def _write(game: str, raw: bytes) -> Path:
    path = override_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return path


def test_no_file_is_the_shipped_data():
    found = load_overrides("contaria")
    assert found.values == {} and found.error is None
    assert found.path.parent.name == "overrides"


@pytest.mark.parametrize("game", GAMES)
def test_write_then_read_round_trip(game, data_dir):
    e = get_spec(game).data_schema.editables()[0]
    if e.kind == "choice":  # another allowed value
        value = next(c for c in e.choices if c != e.shipped)
    else:
        value = e.shipped - 1 if e.shipped > e.minimum else e.shipped + 1
    if e.field == "copies":  # copies must total 48: move one copy between two cards
        other = next(x for x in get_spec(game).data_schema.editables() if x.field == "copies" and x.key != e.key)
        values = {e.key: e.shipped + 1, other.key: other.shipped - 1}
    else:
        values = {e.key: value}
    path = write_overrides(game, values)
    assert path == data_dir / "overrides" / f"{game}.json"
    assert json.loads(path.read_text("utf-8")) == values
    assert load_overrides(game).values == values
    write_overrides(game, {})  # all reset: the file goes
    assert not path.exists()


@pytest.mark.parametrize("content, key, field", [
    ({"cards.nobody.score": 1}, "data.unknown_key", "cards.nobody.score"),
    ({"cards.donzela_princesa.score": "4"}, "data.bad_type", "cards.donzela_princesa.score"),
    ({"cards.donzela_princesa.score": 4.0}, "data.bad_type", "cards.donzela_princesa.score"),
    ({"cards.donzela_princesa.score": 99}, "data.out_of_range", "cards.donzela_princesa.score"),
    ([1, 2], "data.not_object", ""),
])
def test_each_kind_of_error_names_file_and_key_and_falls_back(content, key, field):
    path = _write("contaria", json.dumps(content).encode())
    found = load_overrides("contaria")
    assert found.values == {} and found.error is not None
    assert found.error.key == key and found.error.params.get("field", "") == field
    assert found.error.path == str(path)


def test_half_valid_file_is_refused_whole():
    _write("contaria", json.dumps({"cards.donzela_princesa.score": 4, "cards.x.score": 1}).encode())
    assert load_overrides("contaria").values == {}


def test_inconsistent_counts_are_refused():
    _write("dark_tales", json.dumps({"cards.princess.copies": 4}).encode())
    found = load_overrides("dark_tales")
    assert found.values == {} and found.error.key == "data.bad_total"
    assert found.error.params["total"] == 48 and found.error.params["got"] == 50
    assert found.error.params["field"] == "cards.*.copies"


def test_write_refuses_bad_values_and_writes_nothing():
    with pytest.raises(SaveError) as err:
        write_overrides("contaria", {"cards.donzela_princesa.score": 100})
    assert err.value.key == "data.out_of_range"
    assert not override_path("contaria").exists()


@pytest.mark.parametrize("name, raw", _hostile_structural())
def test_hostile_files_are_refused(name, raw):
    _write("quissama", raw)
    found = load_overrides("quissama")
    assert found.values == {} and found.error is not None, name


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                                       max_size=4),
                           max_leaves=10)


@st.composite
def override_docs(draw):
    """Any document: known keys or not, numbers, the names of allowed choices (any key's:
    a card type where a square is expected), or any JSON value."""
    game = draw(st.sampled_from(GAMES))
    entries = get_spec(game).data_schema.editables()
    keys = [e.key for e in entries]
    names = sorted({str(c) for e in entries for c in e.choices}) or ["none"]
    doc = draw(st.dictionaries(st.sampled_from(keys) | st.text(max_size=30),
                               st.integers(-50, 50) | st.sampled_from(names) | json_values, max_size=6))
    return game, doc


@st.composite
def plausible_docs(draw):
    """Documents of known keys with values of the right kind: whole numbers in range, or one
    of the allowed choices (issue 14: enumerations and references); many are valid, some fail
    a cross-check (copies that do not total 48, a deck too small)."""
    game = draw(st.sampled_from(GAMES))
    entries = get_spec(game).data_schema.editables()
    picked = draw(st.lists(st.sampled_from(entries), max_size=8, unique_by=lambda e: e.key))
    doc = {}
    for e in picked:
        doc[e.key] = draw(st.sampled_from(e.choices) if e.kind == "choice"
                          else st.integers(e.minimum, e.maximum))
    return game, doc


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                        HealthCheck.too_slow])


@FUZZ
@given(override_docs())
def test_fuzz_override_documents_never_crash(case):
    game, doc = case
    try:
        raw = json.dumps(doc, allow_nan=False).encode()
    except ValueError:
        raw = json.dumps(doc).encode()  # NaN / Infinity: the reader refuses them
    _write(game, raw)
    found = load_overrides(game)
    if found.error is None:  # all valid: a game starts and plays on it
        state = get_spec(game).new_game(2 if game != "charlatao" else 3, 1, data=found.values)
        state.legal_actions()
    else:
        assert found.values == {}


@FUZZ
@given(plausible_docs(), st.integers(0, 2 ** 32))
def test_fuzz_plausible_overrides_play_or_are_refused(case, seed):
    """A valid override (choices included) starts a game that plays to its end with random
    moves (bounded); a refused one names a ``data.*`` key and leaves the shipped data."""
    import random
    game, doc = case
    _write(game, json.dumps(doc).encode())
    found = load_overrides(game)
    if found.error is not None:
        assert found.values == {} and found.error.key.startswith("data.")
        return
    spec = get_spec(game)
    players = {"contaria": 2, "charlatao": 3, "dark_tales": 3, "quissama": 2}[game]
    state = spec.new_game(players, seed, data=found.values)
    assert state.data_overrides == found.values
    rng = random.Random(seed)
    for _ in range(150):  # bounded: enough to reach effects, item lines and scoring paths
        if state.is_terminal:
            state.result()
            break
        state.apply(rng.choice(state.legal_actions()))
    again = type(state).from_json(json.loads(json.dumps(state.to_json())))
    assert again == state


@FUZZ
@given(st.sampled_from(GAMES), st.binary(max_size=300))
def test_fuzz_bytes_never_crash(game, raw):
    _write(game, raw)
    found = load_overrides(game)
    assert found.error is not None or isinstance(found.values, dict)


# ----- saves and replays record the override -------------------------------------------------

def _played(game: str, players: int, data: dict, moves: int = 12) -> GameSession:
    session = GameSession.new(game, players, seed=11, data=data)
    for _ in range(moves):
        if session.is_over:
            break
        session.apply(session.legal_actions()[0])
    return session


@pytest.mark.parametrize("game, players, data", [
    ("contaria", 2, {"cards.donzela_princesa.score": 5, "initial_points.FADA": 3}),
    ("charlatao", 3, {"characters.supplier.basic.per_suit.excellent": 5}),
    ("dark_tales", 2, {"cards.ogre.vp": 3}),
    ("quissama", 2, {"cabeca_de_porco.capacity": 7}),
])
def test_save_with_overrides_replays_on_a_machine_without_them(tmp_path, monkeypatch, game, players, data):
    write_overrides(game, data)  # the machine that played
    session = _played(game, players, data)
    save = tmp_path / "game.json"
    session.save(save)
    saved = json.loads(save.read_text("utf-8"))
    assert saved["data_overrides"] == data
    assert saved["rules_digest"] == get_spec(game).rules_digest(data) != get_spec(game).rules_digest()
    same = GameSession.load(save)
    assert not [w for w in same.load_warnings if w.key == "save.warning.other_data"]
    # another machine: a fresh data folder without the override file
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(tmp_path / "elsewhere"))
    other = GameSession.load(save)
    assert other.state.to_json() == session.state.to_json()
    assert other.state.data_overrides == data and other.record.data == data
    assert [w.key for w in other.load_warnings] == ["save.warning.other_data"]
    assert not [w for w in other.load_warnings if w.key == "save.warning.rules_changed"]


def test_save_without_overrides_is_unchanged(tmp_path):
    session = _played("contaria", 2, {})
    save = tmp_path / "plain.json"
    session.save(save)
    assert "data_overrides" not in json.loads(save.read_text("utf-8"))


def test_a_save_with_a_hostile_override_is_refused(tmp_path):
    session = _played("contaria", 2, {"cards.donzela_princesa.score": 5})
    save = tmp_path / "game.json"
    session.save(save)
    data = json.loads(save.read_text("utf-8"))
    data["data_overrides"] = {"cards.donzela_princesa.score": 10 ** 20}
    save.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as err:
        GameSession.load(save)
    assert err.value.key in ("save.bad_field", "save.bad_position")


def test_a_position_keeps_its_rules_data(tmp_path):
    session = _played("contaria", 2, {"cards.donzela_princesa.score": 5}, moves=4)
    path = tmp_path / "pos.json"
    session.save_position(path)
    again = GameSession.open_position(path)
    assert again.state.data_overrides == {"cards.donzela_princesa.score": 5}
    assert again.record.data == {"cards.donzela_princesa.score": 5}
    assert not [w for w in again.load_warnings if w.key == "save.warning.rules_changed"]


def test_a_refused_override_is_said_once_naming_the_file(tmp_path, monkeypatch):
    """QA of issue 14: a wrong key was said twice, the second time with '?' as the file, and
    the editor's refusal named an empty file."""
    from contaria_desktop.i18n.fileerrors import problem_text
    from contaria_desktop.session import overrides
    from contaria_desktop.session.errors import SaveError

    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(tmp_path))
    path = overrides.override_path("dark_tales")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"no.such.key": 3}', encoding="utf-8")
    loaded = overrides.load_overrides("dark_tales")
    text = problem_text(loaded.error)
    assert text.count("no.such.key") == 1
    assert str(path.name) in text
    try:
        overrides.write_overrides("dark_tales", {"no.such.key": 3})
    except SaveError as err:
        said = problem_text(err)
        assert said.count("no.such.key") == 1 and path.name in said
    else:
        raise AssertionError("an unknown key was written")
