"""Rules-variant options (A12 Fada Madrinha, A13 Rainha Má), decision structure and state
round trips in the middle of an ability."""

from __future__ import annotations

import json

from contaria_desktop.engines.contaria import ContariaState
from contaria_desktop.engines.core import Action

from .helpers import choices, choose, kind, may, mirror, points, position, up


def test_fada_madrinha_scope_any_tale():
    """A12 alternative: option (A) may reveal a face-down card in any tale."""
    here = position(3, tales={0: ["fada_madrinha"], 1: ["donzela_plain"]})
    mirror(here, "fada_madrinha")
    assert kind(here) is None  # default: only her tale, nothing there
    anywhere = position(3, tales={0: ["fada_madrinha"], 1: ["donzela_plain"]},
                        options={"fada_madrinha_scope": "any_tale"})
    mirror(anywhere, "fada_madrinha")
    assert choices(anywhere) == ["donzela_plain"]


def test_fada_madrinha_flip_back_variants():
    tales = {0: ["fada_madrinha", up("velhinha_bruxa"), up("cavalheiro_fera"), up("crianca_maria")]}
    for variant, expected in [("monstro", ["cavalheiro_fera"]),
                              ("negative", ["cavalheiro_fera", "velhinha_bruxa"]),
                              ("any", ["cavalheiro_fera", "crianca_maria", "velhinha_bruxa"])]:
        st = position(3, tales=tales, options={"fada_madrinha_flip_back": variant})
        mirror(st, "fada_madrinha")
        assert choices(st) == expected, variant


def test_rainha_ma_variants():
    """A13: owner's used mirrors (default), the revealer's used mirrors, or a flat -3."""
    tale = {1: [{"card": "velhinha_rainha_ma", "face_up": True, "revealed_by": 0}]}
    used = [3, 1, 0]
    assert points(position(3, tales=tale, mirrors_used=used), "velhinha_rainha_ma") == -2
    assert points(position(3, tales=tale, mirrors_used=used, options={"rainha_ma": "revealer_mirrors"}),
                  "velhinha_rainha_ma") == -4
    assert points(position(3, tales=tale, mirrors_used=used, options={"rainha_ma": "flat"}),
                  "velhinha_rainha_ma") == -4
    assert points(position(3, tales=tale, mirrors_used=[3, 0, 0], options={"rainha_ma": "flat"}),
                  "velhinha_rainha_ma") == -1


def test_only_completable_choices_are_offered():
    """A card is offered to the Mago only if it has somewhere to go."""
    st = position(2, tales=[["fada_mago", "crianca_plain"],
                            ["fada_plain", "velhinha_plain", "cavalheiro_plain", "donzela_plain"],
                            ["fada_anao", "crianca_maria", "velhinha_vovo", up("cavalheiro_fera")]])
    mirror(st, "fada_mago")
    assert choices(st) == ["cavalheiro_plain", "crianca_maria", "donzela_plain", "fada_anao", "fada_plain",
                           "velhinha_plain", "velhinha_vovo"]
    choose(st, "fada_plain")
    assert choices(st) == [0]


def test_may_is_a_yes_no_decision_by_the_revealer():
    st = position(3, tales={1: ["crianca_joao"]}, to_move=2)
    mirror(st, "crianca_joao")
    assert st.current_player == 2 and kind(st) == "may"
    assert st.legal_actions() == [Action("may", accept=True), Action("may", accept=False)]
    ev = may(st, False)
    assert ev[0].type == "contaria.may_declined" and st.current_player == 0


def test_round_trip_and_clone_in_the_middle_of_an_ability():
    """Pending abilities are part of to_json(); a clone is independent."""
    st = position(3, tales={0: ["fada_madrinha", "cavalheiro_principe"], 1: ["donzela_plain"]})
    mirror(st, "fada_madrinha")
    choose(st, "cavalheiro_principe")      # nested reveal: the Prince's move is pending
    assert kind(st) == "choose_tale" and len(st.pending) == 2
    data = json.loads(json.dumps(st.to_json()))
    again = ContariaState.from_json(data)
    assert again.to_json() == st.to_json() and again.legal_actions() == st.legal_actions()
    twin = st.clone()
    twin.apply(Action("choose_tale", tale=1))
    assert st.to_json() == data and twin.to_json() != data
    assert choices(twin) == ["donzela_plain"]  # the Prince reveals a Donzela in his new tale
