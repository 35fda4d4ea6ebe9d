"""Undo and redo: hot-seat limits (curtain, reveals), bot units, playtest freedom, no leaks,
and snapshot correctness."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contaria_desktop.engines.core import Action
from contaria_desktop.session import GameSession, SessionError, UndoRefused

from .helpers import play


def first_play(s):
    return next(a for a in s.legal_actions() if a.type == "play")


def test_nothing_to_undo_at_the_start():
    s = GameSession.new("toy", 2, seed=1)
    assert s.can_undo() == (False, "undo.refused.start")
    with pytest.raises(UndoRefused) as err:
        s.undo()
    assert err.value.key == "undo.refused.start"
    assert not s.can_redo()
    with pytest.raises(SessionError):
        s.redo()


def test_player_undoes_own_decision_before_the_curtain_and_redoes_it():
    s = GameSession.new("toy", 2, seed=1)
    fresh = json.loads(json.dumps(s.state.to_json()))
    a = first_play(s)
    s.apply(a)
    assert s.handover_pending == 1
    assert s.can_undo() == (True, "")
    heard = []
    s.add_listener(lambda sess, ev: heard.append(ev))
    s.undo()
    assert s.cursor == 0 and s.state.to_json() == fresh and s.record.actions == []
    assert heard[-1][0].type == "session.undo"
    assert s.can_redo()
    s.redo()
    assert s.cursor == 1 and s.record.actions == [a]
    assert [e.type for e in heard[-1]] == ["toy.played"]


def test_curtain_confirmed_by_next_player_makes_previous_decisions_final():
    s = GameSession.new("toy", 2, seed=1)
    s.apply(first_play(s))
    s.confirm_handover(1)
    assert s.handover_pending is None and s.holder == 1
    assert s.can_undo() == (False, "undo.refused.other_player")
    with pytest.raises(UndoRefused, match="other_player"):
        s.undo()
    # seat 1 decides; until seat 0 confirms, seat 1 may take it back
    s.apply(first_play(s))
    assert s.handover_pending == 0
    assert s.can_undo() == (True, "")
    s.undo()
    assert s.cursor == 1 and s.current_player == 1
    assert s.can_undo() == (False, "undo.refused.other_player")


def test_never_undo_past_a_reveal():
    s = GameSession.new("toy", 2, seed=1)
    s.apply(first_play(s))
    s.apply(first_play(s))
    reveal = next(a for a in s.legal_actions() if a.type == "reveal")
    events = s.apply(reveal)
    assert any(e.reveals for e in events)
    assert s.can_undo() == (False, "undo.refused.revealed")
    with pytest.raises(UndoRefused, match="revealed"):
        s.undo()


def test_undo_unit_is_human_decision_plus_following_bot_decisions():
    s = GameSession.new("toy", 2, seed=4, seat_kinds=["human", "random"])
    s.apply(first_play(s))          # human
    s.apply(first_play(s))          # bot answers
    assert s.current_player == 0 and s.handover_pending is None  # one human: no curtain
    s.undo()
    assert s.cursor == 0
    s.redo()
    assert s.cursor == 2            # the human decision and the bot's answer


def test_only_bot_decisions_cannot_be_undone_outside_playtest():
    s = GameSession.new("toy", 2, seed=4, seat_kinds=["random", "human"])
    s.apply(first_play(s))
    assert s.can_undo() == (False, "undo.refused.nothing_of_yours")
    p = GameSession.new("toy", 2, seed=4, seat_kinds=["random", "human"], playtest=True)
    p.apply(first_play(p))
    assert p.can_undo() == (True, "")


def test_playtest_undoes_and_redoes_everything():
    s = play(GameSession.new("toyplus", 2, seed=5, options={"rounds": 3}, playtest=True))
    end = s.state.to_json()
    n = s.cursor
    s.confirm_handover(1)
    assert s.handover_pending is None
    for k in range(n):
        assert s.can_undo()[0]
        s.undo()
        assert s.cursor == n - k - 1
    assert s.can_undo() == (False, "undo.refused.start")
    while s.can_redo():
        s.redo()
    assert s.cursor == n and s.state.to_json() == end


def test_a_different_decision_drops_the_redo_future_the_same_keeps_it():
    s = GameSession.new("toy", 2, seed=1)
    a, b = [x for x in s.legal_actions() if x.type == "play"][:2]
    s.apply(a)
    s.undo()
    s.apply(a)
    assert not s.can_redo() and s.cursor == 1
    s.undo()
    s.apply(b)
    assert not s.can_redo() and s.record.actions == [b]


def test_redo_future_is_dropped_when_another_seat_takes_the_screen():
    s = GameSession.new("toy", 2, seed=1)
    s.confirm_handover(0)
    s.apply(first_play(s))
    s.undo()
    assert s.can_redo()
    s.confirm_handover(1)
    assert not s.can_redo()


def test_handover_pending_rules():
    s = GameSession.new("toy", 2, seed=1)
    assert s.handover_pending == 0          # the first human must confirm too
    s.confirm_handover(0)
    assert s.handover_pending is None
    with pytest.raises(ValueError):
        s.confirm_handover(5)
    assert GameSession.new("toy", 2, seed=1, playtest=True).handover_pending is None
    assert GameSession.new("toy", 2, seed=1, seat_kinds=["human", "random"]).handover_pending is None


def _secret_values(view, owner_seat_known):
    return {c["value"] for zone in ("hands", "pot") for row in view[zone] for c in row if c["value"] is not None}


def test_undo_never_leaks_what_a_seat_did_not_see():
    # Playtest undo crosses a deal; afterwards views and logs equal a from-scratch replay, so
    # nothing the undone steps showed survives in the session.
    s = GameSession.new("toyplus", 2, seed=8, options={"rounds": 2}, playtest=True)
    play(s)
    deal = next(i for i, e in s.log(None) if e.type == "toyplus.round")
    while s.cursor > deal:
        s.undo()
    fresh = s.record.replay()
    for seat in (None, 0, 1):
        assert s.view(seat) == fresh.view(seat)
        got = [e for _, e in s.log(seat)]
        assert all(e.visible(seat) for e in got)
        assert not any(e.type == "toyplus.dealt" for e in got)   # the deal was undone
    # Hot-seat: after seat 0 undoes, nothing of seat 1's hand appears in what seat 0 sees.
    h = GameSession.new("toyplus", 2, seed=8, options={"rounds": 2})
    h.apply(first_play(h))
    h.undo()
    fresh = h.record.replay()
    assert h.view(0) == fresh.view(0) and h.log(0) == [] and h.log(1) == []


def test_undo_stops_at_the_deal_of_a_new_round():
    s = GameSession.new("toyplus", 2, seed=8, options={"rounds": 2})
    while not any(e.type == "toyplus.round" for _, e in s.log(None)):
        s.confirm_handover(s.current_player)
        s.apply(first_play(s) if any(a.type == "play" for a in s.legal_actions()) else s.legal_actions()[0])
    assert s.can_undo() == (False, "undo.refused.revealed") or s.can_undo() == (False, "undo.refused.other_player")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["apply", "undo", "redo"]), st.integers(0, 10)), max_size=60),
       st.integers(0, 1000))
def test_any_sequence_of_apply_undo_redo_matches_a_fresh_replay(ops, seed):
    s = GameSession.new("toyplus", 2, seed=seed, options={"rounds": 4}, playtest=True)
    for op, k in ops:
        if op == "apply" and not s.is_over:
            legal = s.legal_actions()
            s.apply(legal[k % len(legal)])
        elif op == "undo" and s.can_undo()[0]:
            s.undo()
        elif op == "redo" and s.can_redo():
            s.redo()
        assert s.record.actions == [st_.action for st_ in s._tl.steps[:s.cursor]]
    assert s.state.to_json() == s.record.replay().to_json()
    assert s.log(0) == [(i, e) for i, st_ in enumerate(s._tl.steps[:s.cursor]) for e in st_.events if e.visible(0)]


def test_action_json_cache_matches_actions():
    s = play(GameSession.new("toy", 2, seed=3))
    assert s.to_save_dict()["actions"] == [a.to_json() for a in s.record.actions]
    assert all(isinstance(a, Action) for a in s.record.actions)


# ----- whose reveal stops undo (QA: the CharLatão Supplier's secret choice) ----------------


def test_supplier_may_undo_the_secret_choice_of_the_excellent_suit():
    """The choice is private; the quality spaces the other characters look at are shown only
    to them, behind the curtain (issue #4: undo stops only at information the deciding player
    did not have, or that was shown to others)."""
    s = GameSession.new("charlatao", 3, seed=2)
    supplier = s.current_player
    assert s.state.omniscient_view()["phase"] == "choose_excellent"
    fresh = s.state.to_json()
    choice = s.legal_actions()[1]
    events = s.apply(choice)
    # the engine still says someone learned something: the other characters' spaces
    assert any(e.reveals and supplier not in (e.visible_to or (supplier,)) for e in events)
    assert not any(e.reveals and (e.visible_to is None or supplier in e.visible_to) for e in events)
    assert s.can_undo() == (True, "")
    s.undo()
    assert s.cursor == 0 and s.state.to_json() == fresh
    s.apply(s.legal_actions()[0])            # a different suit
    assert s.can_undo() == (True, "")
    # once the next player confirmed the curtain (and so saw their spaces), it is final
    s.confirm_handover(s.current_player)
    assert s.can_undo() == (False, "undo.refused.other_player")


def test_reveals_to_the_decider_or_the_table_still_stop_undo():
    from contaria_desktop.engines.core import Event
    from contaria_desktop.session import hotseat
    from contaria_desktop.session.timeline import Step

    def step(actor, *events):
        return Step(Action("x"), actor, tuple(events), any(e.reveals for e in events), {"type": "x"})

    human = lambda seat: seat in (0, 1)  # noqa: E731
    cases = [(Event("k", {}, visible_to=(1,), reveals=True), (0, "")),             # others only
             (Event("k", {}, visible_to=(0,), reveals=True), (None, "undo.refused.revealed")),
             (Event("k", {}, visible_to=(0, 1), reveals=True), (None, "undo.refused.revealed")),
             (Event("k", {}, reveals=True), (None, "undo.refused.revealed")),      # public
             (Event("k", {}, visible_to=(0,)), (0, ""))]                           # nothing hidden
    for event, expected in cases:
        assert hotseat.undo_target([step(0, event)], 1, human, 0, False) == expected, event
        # the same reveal in a bot decision of the unit counts for the person too
        assert hotseat.undo_target([step(0), step(2, event)], 2, human, 0, False) == expected, event
    # a passed card arriving in the decider's hand is new to them: undo stops
    s = GameSession.new("charlatao", 3, seed=2)
    while s.state.omniscient_view()["phase"] != "play":
        s.apply(s.legal_actions()[0])
    assert s.can_undo() == (False, "undo.refused.revealed")


def test_a_reveal_of_what_the_decider_knew_does_not_stop_their_undo():
    """``Event.known_to``: a card played face up from the decider's own hand is no news to
    them (QA of issue 12: Dark Tales refused every undo, the person's own play included)."""
    from contaria_desktop.engines.core import Event
    from contaria_desktop.session import hotseat
    from contaria_desktop.session.timeline import Step

    def step(actor, *events):
        return Step(Action("x"), actor, tuple(events), any(e.reveals for e in events), {"type": "x"})

    human = lambda seat: seat in (0, 1)  # noqa: E731
    own = Event("k", {}, reveals=True, known_to=(0,))
    assert hotseat.undo_target([step(0, own)], 1, human, 0, False) == (0, "")
    # a bot's own card played face up is news to the person: the unit is final
    bots = Event("k", {}, reveals=True, known_to=(2,))
    assert hotseat.undo_target([step(0, own), step(2, bots)], 2, human, 0, False) == \
        (None, "undo.refused.revealed")
    # known_to round-trips and takes part in equality
    assert Event.from_json(own.to_json()) == own and own != Event("k", {}, reveals=True)


@pytest.mark.parametrize("game, players", [("dark_tales", 2), ("charlatao", 3)])
def test_own_card_played_face_up_can_be_taken_back_until_the_curtain(game, players):
    s = GameSession.new(game, players, seed=3)
    # reach a card play of the seat to move (CharLatão: past the choices before the tricks)
    for _ in range(200):
        if any(a.type == "play" for a in s.legal_actions()) and s.can_undo()[0] is False:
            break
        s.apply(s.legal_actions()[0])
        if s.handover_pending is not None:
            s.confirm_handover(s.handover_pending)
    seat = s.current_player
    play = next(a for a in s.legal_actions() if a.type == "play")
    events = s.apply(play)
    assert any(e.reveals and e.visible_to is None for e in events)   # played face up
    assert s.can_undo() == (True, ""), [e for e in events if e.reveals]
    s.undo()
    assert s.current_player == seat
