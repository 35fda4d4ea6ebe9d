"""What the speed work on the Quissama engine (issue 13, Numbers) must not change: the victory
check after every action (R27, OQ-Q10/Q11) still sees a board edited by hand, and actions are
accepted by value, not only as the listed objects."""

from __future__ import annotations

from contaria_desktop.engines.core import Action

from .helpers import do, pos


def test_R27_win_after_a_board_neutral_action_on_a_hand_edited_board() -> None:
    """The check is skipped after actions that change nothing an objective reads (a discard,
    ``end_turn`` …) only while the last check found no winner; editing the state by hand (and
    resetting ``_legal``, as tests do) makes the next action check again."""
    s = pos(players=2, hands=[["COIN_1"]], gallery={"PRINCESA": {"owner": 1}},
            squares={"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 4})
    do(s, "end_turn")
    assert not s.is_terminal  # two full squares: Princesa needs three
    s.squares["SQ_G1"] = 5
    s.senzala -= 1
    s._legal = None
    do(s, "done")
    assert s.result().winners == (1,)


def test_actions_accepted_by_value() -> None:
    s = pos(players=2, hands=[["COIN_1"]])
    listed = next(a for a in s.legal_actions() if a.type == "end_turn")
    fresh = Action("end_turn")
    assert fresh is not listed and fresh == listed
    s.apply(fresh)
    assert s.phase == "cleanup"


def test_events_built_field_by_field_equal_the_constructed_ones() -> None:
    """``actions._event`` skips ``Event.__init__`` for already-frozen parameters: the result must
    be the same event (fields, hash, JSON) as the constructor's, and fall back to it otherwise."""
    from contaria_desktop.engines.core import Event
    from contaria_desktop.engines.quissama.actions import _event

    cases = [
        ("q.a", (("seat", 1), ("cards", ("COIN_1", "NAGOA_1")), ("from", None)), None, False),
        ("q.b", (("z", True), ("a", "s")), (2, 1), True),
        ("q.c", (("cards", ["x", "y"]),), None, False),  # a list: the constructor's path
        ("q.d", (("nested", (("a", 1),)),), (0,), True),  # a nested tuple: the constructor's path
        ("q.e", (), None, False),
    ]
    for type_, items, visible_to, reveals in cases:
        fast = _event(type_, items, visible_to, reveals)
        slow = Event(type_, dict(items), visible_to, reveals)
        assert fast == slow and hash(fast) == hash(slow)
        assert (fast._params, fast.visible_to, fast.reveals) == (slow._params, slow.visible_to, slow.reveals)
        assert fast.to_json() == slow.to_json()


def test_drew_cards_event_equals_the_constructed_one() -> None:
    """``actions.drew_cards`` (built directly, once per draw) is the constructor's event."""
    from contaria_desktop.engines.core import Event
    from contaria_desktop.engines.quissama.actions import drew_cards

    for seat, cards in [(0, ("COIN_1",)), (4, ("BOURGEOIS", "COIN_1", "COIN_1"))]:
        fast = drew_cards(seat, cards)
        slow = Event("quissama.drew_cards", {"seat": seat, "cards": cards}, visible_to=(seat,), reveals=True)
        assert fast == slow and hash(fast) == hash(slow) and fast.to_json() == slow.to_json()
        assert (fast._params, fast.visible_to, fast.reveals) == (slow._params, slow.visible_to, slow.reveals)


def test_packed_affordability_equals_the_shortfall_test() -> None:
    """``listing._affordability`` answers hands without wild cards by one packed subtraction per
    cost: the same flags as the shortfall test (every icon covered) for every capped icon total."""
    import itertools

    from contaria_desktop.engines.quissama import listing

    listing._affordability((0,) * (len(listing._HAVE_CAP)))  # (builds the tables)
    for have in list(itertools.product(*[range(c + 1) for c in listing._HAVE_CAP[:-1]]))[::3]:
        key = (*have, 0)
        listing._AFFORDABLE.pop(key, None)
        want = tuple(all(have[i] >= n for i, n in need) for need in listing._NEED_AT)
        assert listing._affordability(key)[0] == want, key


def test_event_kinds_equal_the_interned_events() -> None:
    """``actions.EventKind`` (interned by the values alone) gives the events ``ev`` gives."""
    from contaria_desktop.engines.quissama import actions as A

    cases = [(A.EV_PAID, {"seat": 1, "cards": "COIN_1:1"}), (A.EV_CLEANUP, {"seat": 0}),
             (A.EV_MARKET, {"seat": 2, "give": "CROWN", "take": "FUGA", "slot": 0}),
             (A.EV_DISCARDED, {"seat": 1, "card": "LIBERTY"}),
             (A.EV_DREW, {"seat": 0, "count": 2, "reason": "refill"}),
             (A.EV_TURN_STARTED, {"seat": 3, "turn": 41}), (A.EV_TURN_ENDED, {"seat": 4})]
    for kind, params in cases:
        fast = kind(*params.values())
        slow = A.ev(kind.type, params)
        assert fast == slow and hash(fast) == hash(slow) and fast.to_json() == slow.to_json()
        assert kind(*params.values()) is fast  # interned
