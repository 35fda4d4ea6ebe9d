"""Hostile save and position files (issue 19, items 3-7): each is refused at once with one
clear :class:`SaveError`, in time linear in its size and memory within a small multiple of it."""

from __future__ import annotations

import json
import os
import threading
import time
import tracemalloc

import pytest

from contaria_desktop.engines.core import PositionError, StateFormatError, get_spec, limits
from contaria_desktop.session import GameSession, SaveError
from contaria_desktop.session.atomic import dumps_bytes
from contaria_desktop.session.jsonfile import MAX_TEXT_CHARS, MAX_VALUES, parse_json_bytes, read_json_file

from .helpers import finished_game, play


def load_error(path) -> SaveError:
    with pytest.raises(SaveError) as err:
        GameSession.load(path)
    assert str(path) in str(err.value) and err.value.problem
    return err.value


def position_error(path) -> SaveError:
    with pytest.raises(SaveError) as err:
        GameSession.open_position(path)
    assert str(path) in str(err.value) and err.value.problem
    return err.value


def timed_peak(fn):
    """(seconds, peak bytes allocated by Python) while ``fn()`` runs; returns its exception."""
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        fn()
        outcome = None
    except SaveError as err:
        outcome = err
    seconds = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return seconds, peak, outcome


# ----- item 3: linear pre-check, memory, text caps ----------------------------------------

def test_unterminated_string_of_escaped_quotes_is_refused_in_linear_time(tmp_path):
    # Before the fix 40 KB took 5 s and grew with the square of the size.
    p = tmp_path / "q.json"
    p.write_bytes(b'{"app_version": "' + b'\\"' * 200_000)
    seconds, _, err = timed_peak(lambda: GameSession.load(p))
    assert err is not None and err.key in ("save.not_json", "save.text_too_long")
    assert seconds < 1.0


def test_one_long_text_is_refused_within_a_small_multiple_of_the_file_size(tmp_path):
    # Before the fix a 19 MB app_version loaded and needed 2.3 GB (120 x the file).
    raw = b'{"format": "contaria-desktop-save", "format_version": 1, "app_version": "' + b"a" * 4_000_000 + b'"}'
    seconds, peak, err = timed_peak(lambda: parse_json_bytes(raw, "x.json"))
    assert err is not None and err.key == "save.text_too_long"
    assert peak < 3 * len(raw) and seconds < 1.0


@pytest.mark.parametrize("field", ["app_version", "created_at", "saved_at", "game"])
def test_short_fields_have_a_length_cap(tmp_path, field):
    p = tmp_path / "g.json"
    data = finished_game().to_save_dict()
    data[field] = "9" * 500
    p.write_bytes(dumps_bytes(data))
    err = load_error(p)
    assert err.key == "save.bad_field" and f"'{field}' is too long" in err.problem


def test_every_text_has_a_length_cap(tmp_path):
    data = finished_game().to_save_dict()
    data["options"] = {"x" * (MAX_TEXT_CHARS + 1): 1}
    p = tmp_path / "g.json"
    p.write_bytes(dumps_bytes(data))
    assert load_error(p).key == "save.text_too_long"
    data["options"] = {"x": "y" * (MAX_TEXT_CHARS + 1)}
    p.write_bytes(dumps_bytes(data))
    assert load_error(p).key == "save.text_too_long"


def test_too_many_values_are_refused_before_parsing():
    raw = b"[" + b"[]," * MAX_VALUES + b"1]"
    seconds, peak, err = timed_peak(lambda: parse_json_bytes(raw, "x.json"))
    assert err is not None and err.key == "save.too_many_values" and seconds < 1.0
    assert peak < 3 * len(raw)


def test_escapes_do_not_fool_the_pre_check():
    # Brackets and commas inside texts, escaped quotes and backslashes are not structure.
    raw = json.dumps({"a": '\\"[[[[{{{,,,' * 20, "b": ["\\", '"', "\\\\\"", "]]]"]}).encode()
    assert parse_json_bytes(raw)["b"][3] == "]]]"
    deep = ("[" * 65 + "]" * 65).encode()
    with pytest.raises(SaveError, match="nested too deeply"):
        parse_json_bytes(deep)
    assert parse_json_bytes(("[" * 64 + "]" * 64).encode())


# ----- item 4: only regular files ----------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("opener", ["load", "open_position"])
def test_named_pipe_is_refused_at_once(tmp_path, opener):
    p = tmp_path / "x.json"
    os.mkfifo(p)
    outcome: list = []

    def run():
        try:
            getattr(GameSession, opener)(p)
        except SaveError as err:
            outcome.append(err)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(2.0)
    if t.is_alive():  # unblock the reader so the thread ends, then fail
        with open(p, "wb"):
            pass
        pytest.fail("opening a named pipe blocked")
    assert outcome and outcome[0].key == "save.not_regular" and "not a regular file" in outcome[0].problem


def test_folder_is_refused(tmp_path):
    with pytest.raises(SaveError, match="folder"):
        read_json_file(tmp_path)


# ----- item 5: counts checked before anything is built ---------------------------------------

HUGE = [10**7, 10**40, -1, 1, 6, True, 3.0, "3", None]


def state_position_file(tmp_path, game, n):
    state = GameSession.new(game, 3, seed=1).state.to_json()
    state["num_players"] = n
    p = tmp_path / f"{game}.json"
    p.write_text(json.dumps({"format": "contaria-desktop-position", "game": game, "state": state}))
    return p


@pytest.mark.parametrize("game", ["contaria", "charlatao"])
@pytest.mark.parametrize("n", HUGE)
def test_saved_position_with_a_bad_player_count_fails_at_once(tmp_path, game, n):
    p = state_position_file(tmp_path, game, n)
    seconds, peak, err = timed_peak(lambda: GameSession.open_position(p))
    assert err is not None and err.key == "save.bad_position", err
    assert "'num_players' must be a whole number from 2 to 5" in err.problem
    assert seconds < 1.0 and peak < 8 * 2**20  # 10**7 seats would take > 80 MB


@pytest.mark.parametrize("game,key", [("contaria", "players"), ("charlatao", "num_players")])
@pytest.mark.parametrize("n", HUGE)
def test_hand_written_position_with_a_bad_player_count_fails_at_once(tmp_path, game, key, n):
    p = tmp_path / "p.json"
    p.write_text(json.dumps({"game": game, "position": {key: n, "hands": [], "tales": []}}))
    seconds, peak, err = timed_peak(lambda: GameSession.open_position(p))
    assert err is not None and err.key in ("save.bad_position", "save.bad_options"), err
    assert seconds < 1.0 and peak < 8 * 2**20  # 10**7 seats would take > 80 MB


@pytest.mark.parametrize("game", ["contaria", "charlatao"])
@pytest.mark.parametrize("n", [10**7, 10**40])
def test_save_whose_start_state_has_a_huge_player_count_fails_at_once(tmp_path, game, n):
    s = GameSession.new(game, 3, seed=1)
    data = s.to_save_dict()
    state = s.state.to_json()
    state["num_players"] = n
    data.update(seed=None, start_state=state, actions=[])
    p = tmp_path / "g.json"
    p.write_bytes(dumps_bytes(data))
    seconds, peak, err = timed_peak(lambda: GameSession.load(p))
    assert err is not None and err.key == "save.bad_position" and "from 2 to 5" in err.problem
    assert seconds < 1.0 and peak < 8 * 2**20  # 10**7 seats would take > 80 MB


def test_limits_kit():
    assert limits.whole_number({"n": 3}, "n", 2, 5, PositionError) == 3
    for bad in ({"n": 10**40}, {"n": True}, {"n": 2.0}, {}, {"n": "3"}):
        with pytest.raises(PositionError) as err:
            limits.whole_number(bad, "n", 2, 5, PositionError)
        assert err.value.key == "state.limit" and len(err.value.params["value"]) <= 40
    assert limits.players({"k": 5}, "k", "contaria", StateFormatError) == 5
    with pytest.raises(StateFormatError, match="JSON object"):
        limits.players([1], "k", "contaria", StateFormatError)
    spec = get_spec("charlatao")
    with pytest.raises(StateFormatError):
        limits.players({"k": spec.max_players + 1}, "k", "charlatao", StateFormatError)


# ----- item 6: lone surrogates -----------------------------------------------------------

def _with(data, where, value):
    if where == "seat":
        data["seats"][0]["name"] = value
    elif where == "app_version":
        data["app_version"] = value
    elif where == "key":
        data["options"] = {value: 1}
    else:
        data["options"] = {"rounds": [value]}
    return data


@pytest.mark.parametrize("where", ["seat", "app_version", "key", "nested"])
@pytest.mark.parametrize("bad", ["\ud800", "ok\udfff", "\udc80\ud800"])
def test_lone_surrogates_are_refused_at_load(tmp_path, where, bad):
    data = _with(finished_game("toyplus").to_save_dict(), where, bad)
    p = tmp_path / "g.json"
    p.write_text(json.dumps(data, ensure_ascii=True))  # the escapes "\ud800" are valid JSON
    err = load_error(p)
    assert err.key == "save.bad_text" and "lone surrogate" in err.problem


def test_lone_surrogate_in_a_position_file_is_refused(tmp_path):
    s = GameSession.new("toyplus", 2, seed=3)
    p = tmp_path / "p.json"
    s.save_position(p)
    data = json.loads(p.read_text("utf-8"))
    data["seats"][1]["name"] = "\ud800"
    p.write_text(json.dumps(data))
    assert position_error(p).key == "save.bad_text"


def test_paired_surrogates_are_fine(tmp_path):
    s = finished_game("toyplus")
    data = s.to_save_dict()
    data["seats"][0]["name"] = "Ana 😀"
    p = tmp_path / "g.json"
    p.write_text(json.dumps(data, ensure_ascii=True))  # written as "\ud83d\ude00"
    assert GameSession.load(p).seat_names[0] == "Ana 😀"


def test_save_never_raises_unicode_encode_error(tmp_path):
    with pytest.raises(Exception) as err:
        GameSession.new("toyplus", 2, seat_names=["Ana", "\ud800"])
    assert getattr(err.value, "key", "") == "option.bad_name"
    s = GameSession.new("toyplus", 2)
    s.record.seats[0] = type(s.record.seats[0])("\ud800", "human")  # however it got there
    with pytest.raises(SaveError) as info:
        s.save(tmp_path / "g.json")
    assert info.value.key == "save.bad_text"
    with pytest.raises(SaveError):
        s.save_position(tmp_path / "p.json")
    assert not (tmp_path / "g.json").exists()


# ----- item 7: a series save without its series ----------------------------------------------

def series_save(tmp_path):
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    k = 0
    while True:
        play(s, seed=k)
        k += 1
        if s.match_status().finished:
            s = GameSession.new("toyplus", 2, seed=8 + k, options={"mode": "series"})
            continue
        s.next_game()
        play(s, steps=1)
        return s


@pytest.mark.parametrize("change", ["null", "missing"])
def test_series_save_without_series_data_is_refused(tmp_path, change):
    s = series_save(tmp_path)
    assert s.game_number >= 1
    data = s.to_save_dict()
    if change == "null":
        data["series"] = None
    else:
        del data["series"]
    p = tmp_path / "g.json"
    p.write_bytes(dumps_bytes(data))
    err = load_error(p)
    assert err.key == "save.series_missing" and "series data" in err.problem


@pytest.mark.parametrize("bad", [5, "x", [], True, {"seed": None, "games": []}, {"seed": 8, "games": None}])
def test_series_of_the_wrong_type_is_refused(tmp_path, bad):
    data = series_save(tmp_path).to_save_dict()
    data["series"] = bad
    p = tmp_path / "g.json"
    p.write_bytes(dumps_bytes(data))
    assert load_error(p).key in ("save.bad_field", "save.missing_field", "save.bad_series")


def test_first_game_of_a_series_still_loads(tmp_path):
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    play(s, steps=1)
    p = tmp_path / "g.json"
    s.save(p)
    t = GameSession.load(p)
    assert t.is_series and t.game_number == 0 and not t.load_warnings


def test_old_format_series_loads_with_a_warning(tmp_path):
    p = tmp_path / "old.json"
    p.write_text(json.dumps({"format_version": 0, "game": "toyplus", "players": ["A", "B"], "seed": 8,
                             "options": {"mode": "series"}, "moves": []}))
    s = GameSession.load(p)
    assert s.is_series
    assert "save.warning.series_missing" in [w.key for w in s.load_warnings]
