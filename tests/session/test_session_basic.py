"""GameSession: creation, applying decisions, logs, listeners, results."""

import pytest

from contaria_desktop.engines.core import (Action, Event, GameNotOver, GameRecord, IllegalAction, OptionError,
                                           UnknownGame)
from contaria_desktop.session import GameSession

from .helpers import play


def test_new_game_fills_seats_options_and_a_random_deal_number():
    s = GameSession.new("toy", 2)
    assert isinstance(s.record.seed, int) and 0 <= s.record.seed < 10**9
    assert s.seat_names == ["Player 1", "Player 2"]
    assert s.record.options == {"flag": False}
    assert s.cursor == 0 and not s.is_over and s.current_player == 0
    # random: ten new games do not all get the same deal number (odds of a false alarm ~1e-81)
    assert len({GameSession.new("toy", 2).record.seed for _ in range(10)} | {s.record.seed}) > 1


def test_same_deal_number_same_game():
    a, b = GameSession.new("toy", 3, seed=42), GameSession.new("toy", 3, seed=42)
    assert a.state == b.state


def test_new_rejects_bad_input_with_engine_errors():
    with pytest.raises(UnknownGame):
        GameSession.new("chess", 2)
    with pytest.raises(OptionError, match="2 to 3 players"):
        GameSession.new("toy", 7)
    with pytest.raises(OptionError, match="flag"):
        GameSession.new("toy", 2, options={"flag": "yes"})
    with pytest.raises(OptionError, match="deal number"):
        GameSession.new("toy", 2, seed=-1)
    with pytest.raises(OptionError, match="seat"):
        GameSession.new("toy", 2, seat_names=["only one"])


def test_illegal_action_propagates_and_changes_nothing():
    s = GameSession.new("toy", 2, seed=1)
    heard = []
    s.add_listener(lambda sess, ev: heard.append(ev))
    before = s.state.to_json()
    with pytest.raises(IllegalAction):
        s.apply(Action("play", card="h99"))
    assert s.state.to_json() == before and s.cursor == 0 and s.record.actions == [] and heard == []


def test_apply_returns_events_updates_record_and_notifies():
    s = GameSession.new("toy", 2, seed=1)
    heard = []
    s.add_listener(lambda sess, ev: heard.append((sess, ev)))
    a = s.legal_actions()[0]
    events = s.apply(a)
    assert events and heard == [(s, events)]
    assert s.record.actions == [a] and s.cursor == 1
    assert s.record.replay() == s.state


def test_log_holds_only_what_the_seat_may_see():
    s = GameSession.new("toyplus", 2, seed=3, options={"rounds": 3})
    play(s)
    own = s.log(0)
    assert [i for i, _ in own] == sorted(i for i, _ in own)
    assert all(e.visible(0) for _, e in own)
    dealt_to_1 = [e for _, e in s.log(1) if e.type == "toyplus.dealt"]
    assert dealt_to_1 and all(e.params["seat"] == 1 for e in dealt_to_1)
    assert all(e.params["seat"] == 0 for _, e in own if e.type == "toyplus.dealt")
    assert not any(e.type == "toyplus.dealt" for _, e in s.log(None))
    every = s.log(None, omniscient=True)
    assert len(every) == sum(len(st.events) for st in s._tl.steps)


def test_log_step_index_is_the_causing_action():
    s = GameSession.new("toy", 2, seed=1)
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert [i for i, _ in s.log(None)] == [0, 1]


def test_result_only_when_over():
    s = GameSession.new("toy", 2, seed=2)
    with pytest.raises(GameNotOver):
        s.result()
    play(s)
    assert s.is_over and s.current_player is None
    assert len(s.result().scores) == 2


def test_record_is_a_game_record_that_replays():
    s = play(GameSession.new("toy", 3, seed=9, seat_names=["Ana", "Bia", "Caio"]))
    assert isinstance(s.record, GameRecord)
    assert [x.name for x in s.record.seats] == ["Ana", "Bia", "Caio"]
    assert s.record.replay() == s.state


def test_listener_can_be_removed():
    s = GameSession.new("toy", 2, seed=1)
    heard: list[list[Event]] = []
    fn = lambda sess, ev: heard.append(ev)  # noqa: E731
    s.add_listener(fn)
    s.remove_listener(fn)
    s.apply(s.legal_actions()[0])
    assert heard == []


def test_latest_session_is_tracked_for_crash_reports():
    s = GameSession.new("toy", 2, seed=1)
    assert GameSession.latest() is s


def test_session_refuses_empty_seat_names():
    import pytest

    from contaria_desktop.engines.core import OptionError
    from contaria_desktop.session import GameSession
    from contaria_desktop.i18n import messages

    for bad in ("", "  "):
        with pytest.raises(OptionError) as err:
            GameSession.new("contaria", 3, seed=1, seat_names=["Ana", bad, "Caio"])
        assert err.value.key == "option.empty_name" and "seat 2 has no name" in str(err.value)
        assert messages.error_text(err.value) == "Seat 2 needs a name."
