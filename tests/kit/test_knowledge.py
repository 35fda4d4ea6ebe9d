"""The kit's knowledge model (engines/core/knowledge.py) and its generic identity shuffle."""

import pytest

from contaria_desktop.engines.core import Handle, Knowledge, Rng, get_spec


def model(consistent=None):
    return Knowledge((
        Handle("a", 1, "g", frozenset({0})),
        Handle("b", 2, "g", frozenset({1})),
        Handle("c", 3, "g", frozenset(), forbid=frozenset({1})),
        Handle("d", 4, "g", frozenset(), public=True),
        Handle("x", "red", "suit", frozenset({0})),
        Handle("y", "blue", "suit", frozenset()),
    ), consistent)


def test_known_and_free_handles():
    k = model()
    assert k["a"].known(0) and not k["a"].known(1) and not k["a"].known(None)
    assert k["d"].known(None)
    assert [h.key for h in k.free(0)] == ["b", "c", "y"]
    assert [h.key for h in k.free(0, fixed_seats=(1,))] == ["c", "y"]
    assert [h.key for h in k.free(None, fixed=[("g", 2)])] == ["a", "c", "x", "y"]
    assert k.unknown_identities(1) == {("g", 1), ("g", 3), ("suit", "red"), ("suit", "blue")}


def test_sample_permutes_only_free_handles_inside_groups_and_keeps_forbid():
    k = model()
    seen = set()
    for seed in range(60):
        asg = k.sample(None, Rng(seed))
        assert asg["d"] == 4  # public
        assert sorted(asg[h] for h in "abc") == [1, 2, 3]
        assert {asg["x"], asg["y"]} == {"red", "blue"}
        assert asg["c"] != 1  # forbidden
        seen.add((asg["a"], asg["b"], asg["c"]))
    assert len(seen) >= 3  # it does move things (1,2,3 / 2,1,3 / 1,3,2 / 3,1,2)
    assert k.sample(0, Rng(5))["a"] == 1 and k.sample(0, Rng(5))["x"] == "red"


def test_consistent_constraint_is_kept_and_remap_names_moves():
    k = model(consistent=lambda asg: asg["a"] != 3)
    for seed in range(40):
        asg = k.sample(None, Rng(seed))
        assert asg["a"] != 3
        remap = k.remap(asg)
        assert all(asg[h.key] == remap.get((h.group, h.identity), h.identity) for h in k.handles)


def test_impossible_permutations_fall_back_to_valid_swaps():
    hs = tuple(Handle(f"h{i}", i, "", forbid=frozenset(range(10)) - {i, (i + 1) % 10}) for i in range(10))
    k = Knowledge(hs)
    for seed in range(5):
        asg = k.sample(None, Rng(seed))
        assert all(asg[h.key] not in h.forbid for h in hs)
        assert sorted(asg.values()) == list(range(10))


def test_bad_models_are_refused():
    with pytest.raises(ValueError, match="twice"):
        Knowledge((Handle("a", 1), Handle("a", 2)))
    with pytest.raises(ValueError, match="twice in group"):
        Knowledge((Handle("a", 1, "g"), Handle("b", 1, "g")))
    Knowledge((Handle("a", 1, "g"), Handle("b", 1, "h")))  # same identity, other group: fine


def test_state_shuffle_unknown_is_generic_and_holds_the_decider_by_default():
    from tests.kit import toygame  # noqa: F401  (registers "toy")
    s = get_spec("toy").new_game(3, 4)
    for seed in range(20):
        t = s.shuffle_unknown(1, seed)
        assert t.view(1) == s.view(1) and t.legal_actions() == s.legal_actions()
        assert all(t.identity[h] == s.identity[h] for h in s.hands[0])  # seat 0 decides
        world, remap = s.sample_unknown(1, seed, fixed_seats=())
        assert world.view(1) == s.view(1)
        assert all(world.identity[h] == remap.get(("", s.identity[h]), s.identity[h]) for h in s.identity)
    assert any(s.sample_unknown(1, k, fixed_seats=())[0].identity[s.hands[0][0]] != s.identity[s.hands[0][0]]
               for k in range(20))  # the decider's cards move too when asked


def test_charlatao_information_set_moves_the_deciding_seats_unknown_cards():
    """Issue 19.2: with ``fixed_seats=()`` the deciding seat's cards that another seat does
    not know move too; that seat's own hand and view do not."""
    from tests.charlatao.helpers import advance_to_play, new
    s = new(4, seed=13)
    advance_to_play(s)
    d = s.current_player
    other = (d + 1) % 4
    moved = False
    for k in range(20):
        world, remap = s.sample_unknown(other, k, fixed_seats=())
        assert world.view(other) == s.view(other) and world.hands[other] == s.hands[other]
        moved |= world.hands[d] != s.hands[d]
        assert s.shuffle_unknown(other, k).hands[d] == s.hands[d]  # default: decider held
    assert moved


def test_contaria_knowledge_matches_what_seats_know():
    s = get_spec("contaria").new_game(3, 21)
    k = s.knowledge()
    assert len(k.handles) == 25 and not k.action_groups
    for h in k.handles:
        x = int(h.key[1:])
        for seat in (None, 0, 1, 2):
            assert h.known(seat) == s.knows(seat, x)
