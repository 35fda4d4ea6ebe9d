"""Gestures become legal actions (pure selection logic, no Qt)."""

from contaria_desktop.engines.core import Action
from contaria_desktop.games.contaria.targeting import ContariaTargeting

PLACE = [Action("place", card="c01", tale=0), Action("place", card="c01", tale=3),
         Action("place", card="c02", tale=0)]
MIRROR = [Action("mirror", card="c10"), Action("mirror", card="c11")]


def test_turn_targets_are_hand_cards_and_the_mirror_stack():
    t = ContariaTargeting(PLACE + MIRROR, seat=0)
    assert set(t.targets()) == {"card:c01", "card:c02", "mirrors:0"}


def test_hand_card_then_tale_gives_place():
    t = ContariaTargeting(PLACE + MIRROR, seat=0)
    assert t.activate("card:c01") is None and t.selection == "card:c01"
    assert set(t.targets()) == {"tale:0", "tale:3", "card:c02", "mirrors:0"}
    assert t.activate("tale:3") is PLACE[1]
    assert t.selection is None


def test_mirror_stack_then_card_gives_mirror():
    t = ContariaTargeting(PLACE + MIRROR, seat=0)
    assert t.activate("card:c10") is None          # not direct while placing is possible
    assert t.activate("mirrors:0") is None
    assert {"card:c10", "card:c11"} <= set(t.targets())
    assert t.activate("card:c11") is MIRROR[1]


def test_direct_mirror_when_only_mirroring_is_possible():
    t = ContariaTargeting(MIRROR, seat=2)
    assert {"card:c10", "card:c11"} <= set(t.targets())
    assert t.activate("card:c10") is MIRROR[0]


def test_pending_choices_are_one_click():
    cards = [Action("choose_card", card="c05"), Action("choose_card", card="c06")]
    t = ContariaTargeting(cards + [Action("may", accept=True)], seat=1)
    assert t.targets() == ["card:c05", "card:c06"]
    assert t.activate("card:c06") is cards[1]
    tales = [Action("choose_tale", tale=1), Action("choose_tale", tale=4)]
    t = ContariaTargeting(tales, seat=1)
    assert t.targets() == ["tale:1", "tale:4"]
    assert t.activate("tale:4") is tales[1]


def test_non_targets_and_other_kinds_do_nothing():
    t = ContariaTargeting(PLACE, seat=0)
    assert t.activate("tale:0") is None             # no card selected yet
    assert t.activate("card:c99") is None
    t = ContariaTargeting([Action("pass"), Action("may", accept=False)], seat=0)
    assert t.targets() == []


def test_cancel_and_reclick_drop_the_selection():
    t = ContariaTargeting(PLACE, seat=0)
    t.activate("card:c01")
    assert t.cancel() is True and t.selection is None
    assert t.cancel() is False
    t.activate("card:c01")
    t.activate("card:c01")
    assert t.selection is None


def test_drop_gives_place_only_when_legal():
    t = ContariaTargeting(PLACE, seat=0)
    assert t.drop("c02", 3) is None
    assert t.drop("c02", 0) is PLACE[2]
