"""``contaria.ability_skipped`` says which step was skipped and why (rulebook §5.2 "If an
ability cannot be obeyed, it must be ignored" - only that step; A23: the Príncipe still
reveals when he cannot move). Params: docs/contaria-engine-contract.md."""

from __future__ import annotations

from contaria_desktop.engines.contaria.abilities import want
from contaria_desktop.engines.contaria.cards import Filter

from .helpers import mirror, position, to_tale, up


def _skips(events):
    return [e.params for e in events if e.type == "contaria.ability_skipped"]


def test_prince_moved_then_nothing_to_reveal_names_the_reveal_step():
    st = position(3, tales={0: ["cavalheiro_principe"], 1: [up("donzela_princesa")]})
    mirror(st, "cavalheiro_principe")
    ev = to_tale(st, 1)  # he moves next to the face-up Princesa: no face-down DONZELA there
    (p,) = _skips(ev)
    assert (p["ability"], p["step"], p["reason"], p["detail"]) == ("reveal", 1, "no_target", "no_card")
    assert p["want"] == {"types": ["DONZELA"]} and p["scope"] == "this_tale"


def test_prince_cannot_move_names_the_move_step_and_the_wanted_card():
    st = position(3, tales={0: ["cavalheiro_principe", "donzela_serva"]})
    (p,) = _skips(mirror(st, "cavalheiro_principe"))
    assert (p["ability"], p["step"], p["detail"], p["want"]) == ("move_self", 0, "no_destination",
                                                                 {"types": ["DONZELA"]})


def test_giant_held_by_the_dwarf_cannot_move_but_still_places_his_marker():
    st = position(3, tales={0: [up("fada_anao"), "cavalheiro_gigante", up("donzela_princesa")],
                            1: [up("crianca_maria")]},
                  markers={"DWARF": "cavalheiro_gigante"})
    ev = mirror(st, "cavalheiro_gigante")
    (p,) = _skips(ev)
    assert (p["ability"], p["step"], p["detail"]) == ("move_self", 0, "held")
    assert st.decision()[2] == "contaria.prompt.choose_marker_target"  # step 2 still happens


def test_servant_condition_and_full_tale_and_marker_details():
    st = position(3, tales={0: ["donzela_serva", up("velhinha_rainha_ma")], 1: [up("donzela_irma_ma")]})
    (p,) = _skips(mirror(st, "donzela_serva"))
    assert (p["detail"], p["want"]) == ("condition_unmet", {"types": ["NOBRE"]})
    st = position(3, tales={0: ["donzela_sereia", "fada_plain", "crianca_plain", "velhinha_plain"],
                            1: ["cavalheiro_plain"]})
    (p,) = _skips(mirror(st, "donzela_sereia"))
    assert (p["ability"], p["detail"], p["want"]) == ("pull", "full_here", {"types": ["CAVALHEIRO"]})
    st = position(3, tales={0: ["velhinha_bruxa"]})
    (p,) = _skips(mirror(st, "velhinha_bruxa"))
    assert (p["ability"], p["marker"], p["detail"], p["want"]) == ("place_marker", "WITCH", "no_card",
                                                                   {"sign": "positive"})


def test_want_merges_alternatives():
    assert want(Filter({"any_of": [{"types": ["MONSTRO"]}, {"ids": ["crianca_pinoquio"]}]})) == {
        "types": ["MONSTRO"], "ids": ["crianca_pinoquio"]}
    assert want(Filter({})) == {} and want(None) == {}
