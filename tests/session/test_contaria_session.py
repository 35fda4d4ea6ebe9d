"""The session driving the real Contária engine: hot-seat play with undo attempts, saves,
replay; every step checked against a fresh replay of the record."""

import pytest

from contaria_desktop.bots import RandomBot
from contaria_desktop.engines.core import Rng
from contaria_desktop.session import GameSession, Replay


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hot_seat_game_with_undo_attempts_and_a_save(tmp_path, players):
    for seed in range(3):
        s = GameSession.new("contaria", players, seed=seed)
        bot, rng = RandomBot(seed), Rng(seed)
        refusals = set()
        while not s.is_over:
            if s.handover_pending is not None:
                s.confirm_handover(s.handover_pending)
            s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
            if rng.below(3) == 0:
                ok, why = s.can_undo()
                if ok:
                    n = s.cursor
                    s.undo()
                    assert s.cursor < n
                    fresh = s.record.replay()
                    for seat in [None, *range(players)]:
                        assert s.view(seat) == fresh.view(seat)
                    s.redo()
                    assert s.cursor == n
                else:
                    refusals.add(why)
                    if why == "undo.refused.revealed":
                        assert any(e.reveals for _, e in s.log(None, omniscient=True))
        assert s.state == s.record.replay()
        assert refusals <= {"undo.refused.revealed", "undo.refused.other_player"}
        path = tmp_path / f"g{players}-{seed}.json"
        s.save(path)
        t = GameSession.load(path)
        assert t.state == s.state and t.result() == s.result()
        for seat in range(players):
            assert t.log(seat) == s.log(seat)
            assert all(e.visible(seat) for _, e in t.log(seat))


def test_reveals_stop_hot_seat_undo_but_not_playtest():
    for playtest in (False, True):
        s = GameSession.new("contaria", 3, seed=5, playtest=playtest)
        bot = RandomBot(1)
        while not any(e.reveals for _, e in s.log(None, omniscient=True)):
            s.apply(bot.choose(None, s.legal_actions()))
        # the decision whose events revealed is the last one
        if playtest:
            assert s.can_undo() == (True, "")
        else:
            assert s.can_undo() == (False, "undo.refused.revealed")


def test_replay_of_a_contaria_game_matches_every_step():
    s = GameSession.new("contaria", 4, seed=2)
    bot = RandomBot(2)
    while not s.is_over:
        s.apply(bot.choose(None, s.legal_actions()))
    r = Replay(s)
    for i in range(r.length, -1, -7):
        r.goto(i)
        state = s.record.replay(i)
        assert r.view(1) == state.view(1) and r.omniscient_view() == state.omniscient_view()
