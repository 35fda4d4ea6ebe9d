"""Save files: round trip, atomic writes, validation with clear errors, migration, rules-data
changes, the size cap, recent files."""

import json
import os
import time

import pytest

from contaria_desktop import __version__
from contaria_desktop.engines.core import Action, Seat
from contaria_desktop.session import GameSession, SaveError, latest_game, recent_files, saves_dir
from contaria_desktop.session.saveformat import FORMAT_ID
from tests.session.toyplus import ToyPlusState

from .helpers import finished_game, play


def saved(tmp_path, session, name="g.json"):
    path = tmp_path / name
    session.save(path)
    return path


def rewrite(path, change):
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")
    return path


def load_error(path) -> SaveError:
    with pytest.raises(SaveError) as err:
        GameSession.load(path)
    assert str(path) in str(err.value)
    return err.value


def test_round_trip_keeps_everything(tmp_path):
    s = play(GameSession.new("toyplus", 3, seed=11, options={"rounds": 2}, seat_names=["Ana", "Bia", "Caio"],
                             seat_kinds=["human", "random", "human"]), steps=9)
    path = saved(tmp_path, s)
    t = GameSession.load(path)
    assert t.state == s.state and t.cursor == 9
    assert t.record.actions == s.record.actions and t.record.seed == 11
    assert t.seats == [Seat("Ana"), Seat("Bia", "random"), Seat("Caio")]
    assert t.record.options == s.record.options and t.load_warnings == []
    assert t.log(1) == s.log(1) and t.path == path
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == FORMAT_ID and data["format_version"] == 1 and data["app_version"] == __version__
    assert data["state_hash"] == s.state.state_hash() and data["rules_digest"] == s.spec.rules_digest()
    assert data["created_at"] and data["saved_at"]


def test_finished_game_and_playtest_flag_round_trip(tmp_path):
    s = finished_game("toy", 2, 3, playtest=True)
    t = GameSession.load(saved(tmp_path, s))
    assert t.is_over and t.playtest and t.result() == s.result()


def test_undo_floor_survives_a_save(tmp_path):
    s = GameSession.new("toy", 2, seed=1)
    s.apply(s.legal_actions()[0])
    s.confirm_handover(1)
    t = GameSession.load(saved(tmp_path, s))
    assert t.undo_floor == 1 and t.can_undo() == (False, "undo.refused.other_player")
    assert t.handover_pending == 1     # after loading, the next player confirms again


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path, monkeypatch):
    s = finished_game()
    path = saved(tmp_path, s)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "g.json"]
    before = path.read_bytes()

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    import contaria_desktop.session.atomic as atomic
    monkeypatch.setattr(atomic.os, "fsync", disk_full)
    with pytest.raises(SaveError, match="cannot write the file .No space left"):
        GameSession.new("toy", 2, seed=7).save(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "g.json"]


def test_saves_dir_respects_the_environment_override(data_dir):
    assert saves_dir() == data_dir / "saves" and saves_dir().is_dir()


def test_recent_files_and_latest_game(tmp_path):
    a = saved(tmp_path, finished_game(seed=1), "a.json")
    time.sleep(0.01)
    b = saved(tmp_path, finished_game(seed=2), "b.json")
    assert [r["path"] for r in recent_files()] == [str(b), str(a)]
    GameSession.load(a)
    assert recent_files()[0]["path"] == str(a)
    os.utime(a, (time.time() + 5, time.time() + 5))
    assert latest_game() == a
    a.unlink()
    assert [r["path"] for r in recent_files()] == [str(b)]


def test_damaged_recent_list_is_treated_as_empty(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "recent.json").write_bytes(b"\xff{not json")
    assert recent_files() == [] and latest_game(include_autosave=False) is None


# ----- validation --------------------------------------------------------------------------

def test_missing_file(tmp_path):
    err = load_error(tmp_path / "nope.json")
    assert "does not exist" in err.problem and err.key == "save.not_found"


def test_a_folder_is_not_a_save(tmp_path):
    (tmp_path / "dir.json").mkdir()
    assert "folder" in load_error(tmp_path / "dir.json").problem


def test_not_json_not_utf8_empty(tmp_path):
    p = tmp_path / "x.json"
    p.write_bytes(b"")
    assert "empty" in load_error(p).problem
    p.write_bytes(b'{"format": "contaria-desktop-save", \xff}')
    assert "UTF-8" in load_error(p).problem
    p.write_bytes(b'{"format": ')
    assert "not valid JSON" in load_error(p).problem
    p.write_bytes(b'{"a": NaN}')
    assert "not valid JSON" in load_error(p).problem
    p.write_bytes(b'{"a": 1, "a": 2}')
    assert "twice" in load_error(p).problem
    p.write_bytes(b"[" * 100000 + b"]" * 100000)
    assert "nested too deeply" in load_error(p).problem
    p.write_bytes(b'{"a": ' + b"9" * 5000 + b"}")
    assert "not valid JSON" in load_error(p).problem


def test_other_json_is_not_a_save(tmp_path):
    p = tmp_path / "x.json"
    for content in ([1, 2], {"hello": 1}, {"format": "something-else", "format_version": 1}):
        p.write_text(json.dumps(content))
        assert "not a Contária Desktop save" in load_error(p).problem


def test_newer_format_is_refused_with_a_clear_message(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(format_version=2))
    assert "newer version" in load_error(p).problem


def test_unknown_game_and_bad_options(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(game="chess"))
    assert "chess" in load_error(p).problem
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(options={"flag": 3}))
    assert "flag" in load_error(p).problem
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(num_players=9, seats=[{"name": "x"}] * 9))
    assert "players" in load_error(p).problem


def test_bad_seats(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d["seats"].pop())
    assert "1 seats for 2 players" in load_error(p).problem
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d["seats"].__setitem__(0, {"name": 5}))
    assert "seats[0].name" in load_error(p).problem


def test_wrong_types_name_the_field(tmp_path):
    for field, value, words in [("actions", {}, "'actions' must be a list"),
                                ("seed", "7", "'seed' must be a whole number"),
                                ("playtest", "no", "'playtest' must be true or false"),
                                ("state_hash", "abc", "'state_hash' is not a SHA-256"),
                                ("undo_floor", 99, "'undo_floor' (how far back undo may go) is past the last action")]:
        p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update({field: value}))
        assert load_error(p).problem.startswith("the save file is damaged: " + words)


def test_missing_start(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(seed=None))
    assert "exactly one of 'seed'" in load_error(p).problem


def test_illegal_action_is_named_by_number(tmp_path):
    s = play(GameSession.new("toy", 2, seed=4), steps=4)
    p = rewrite(saved(tmp_path, s), lambda d: d["actions"].__setitem__(2, {"type": "play", "card": "h99"}))
    err = load_error(p)
    assert err.problem == "action 3 (play: card h99) is not legal now" and err.key == "save.illegal_action"
    assert err.params["action"] == {"type": "play", "card": "h99"} and "Action(" not in str(err)
    assert err.params["index"] == 2
    p = rewrite(saved(tmp_path, s), lambda d: d["actions"].__setitem__(1, {"type": 5}))
    assert "action 2 is not an action" in load_error(p).problem


def test_state_hash_mismatch_is_an_error(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(state_hash="0" * 64))
    assert "does not match the saved state" in load_error(p).problem


def test_state_hash_mismatch_from_another_app_version_is_a_warning(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d.update(state_hash="0" * 64, app_version="0.0.9"))
    s = GameSession.load(p)
    assert [w.key for w in s.load_warnings] == ["save.warning.hash_mismatch"]


def test_changed_rules_data_warns_and_replays_with_todays_data(tmp_path, monkeypatch):
    s = play(GameSession.new("toyplus", 2, seed=4), steps=4)
    path = saved(tmp_path, s)
    monkeypatch.setattr(ToyPlusState, "rules_digest", classmethod(lambda cls: "f" * 64))
    t = GameSession.load(path)
    assert [w.key for w in t.load_warnings] == ["save.warning.rules_changed"]
    assert t.cursor == 4 and t.to_save_dict()["rules_digest"] == "f" * 64


def test_changed_rules_data_names_the_first_action_that_no_longer_applies(tmp_path, monkeypatch):
    s = play(GameSession.new("toyplus", 2, seed=4), steps=4)
    # Simulate a corrected card: under "today's" rules action 3 is not legal any more.
    path = rewrite(saved(tmp_path, s), lambda d: d["actions"].__setitem__(2, {"type": "play", "card": "h42"}))
    monkeypatch.setattr(ToyPlusState, "rules_digest", classmethod(lambda cls: "f" * 64))
    t = GameSession.load(path)
    keys = [w.key for w in t.load_warnings]
    assert keys == ["save.warning.rules_changed", "save.warning.action_dropped"]
    assert "action 3" in t.load_warnings[1].message and t.load_warnings[1].params["index"] == 2
    assert t.cursor == 2 and t.state == s.record.replay(2)


def test_version_0_files_are_migrated(tmp_path):
    s = finished_game("toy", 2, 6)
    v0 = {"format_version": 0, "app_version": "0.0.1", "game": "toy", "players": ["Ana", "Bruno"],
          "seed": 6, "options": {}, "moves": [a.to_json() for a in s.record.actions]}
    p = tmp_path / "old.json"
    p.write_text(json.dumps(v0))
    t = GameSession.load(p)
    assert t.state == s.state and t.seat_names == ["Ana", "Bruno"]
    assert [w.key for w in t.load_warnings] == ["save.warning.migrated"]
    # once saved again it is a current file, with its hash and digest
    t.save(p)
    assert json.loads(p.read_text())["format_version"] == 1
    assert GameSession.load(p).load_warnings == []
    p.write_text(json.dumps(v0 | {"players": "Ana"}))
    assert "'players'" in load_error(p).problem


def test_huge_file_is_refused_quickly_without_reading_it(tmp_path):
    p = tmp_path / "huge.json"
    with open(p, "wb") as fh:
        fh.truncate(100 * 2**20)  # sparse: 100 MB that take no disk space
    t0 = time.perf_counter()
    err = load_error(p)
    assert time.perf_counter() - t0 < 0.5
    assert err.key == "save.too_large" and "too large" in err.problem


def test_special_files_that_never_end_are_refused(tmp_path):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    from contaria_desktop.session.jsonfile import read_json_file
    with pytest.raises(SaveError, match="not a regular file") as info:
        read_json_file("/dev/zero", max_bytes=2**20)
    assert info.value.key == "save.not_regular"


def test_save_file_reads_like_a_score(tmp_path):
    text = saved(tmp_path, finished_game()).read_text("utf-8")
    assert '\n  {"type": "play", "card": "h' in text     # one action per line


def test_action_with_bad_argument_type(tmp_path):
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d["actions"].__setitem__(0, {"type": "play", "card": [1]}))
    assert "action 1 is not an action" in load_error(p).problem
    assert Action("x")  # sanity: the kit itself is importable here


def test_unknown_kind_of_player_is_refused(tmp_path):
    from contaria_desktop.engines.core import OptionError
    p = rewrite(saved(tmp_path, finished_game()), lambda d: d["seats"].__setitem__(0, {"name": "X", "kind": "skynet"}))
    assert "unknown kind of player" in load_error(p).problem
    with pytest.raises(OptionError, match="unknown kind of player"):
        GameSession.new("toy", 2, seat_kinds=["human", "skynet"])


def test_load_bytes_validates_like_load(tmp_path):
    s = finished_game()
    raw = (saved(tmp_path, s)).read_bytes()
    t = GameSession.load_bytes(raw, "pasted")
    assert t.state == s.state and t.path is None
    with pytest.raises(SaveError, match="^pasted: the file is not valid JSON"):
        GameSession.load_bytes(raw[:-10], "pasted")
    with pytest.raises(SaveError, match="too large"):
        GameSession.load_bytes(b" " * (20 * 2**20 + 1))


def test_suggested_file_name():
    name = GameSession.new("toy", 2).suggested_file_name()
    assert name.startswith("toy-") and name.endswith(".json")
