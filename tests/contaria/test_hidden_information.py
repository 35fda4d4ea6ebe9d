"""Knowledge and hidden information (cards.md Errata 2–3; ARCHITECTURE "Hidden identity never
leaks"): views, legal actions and logs depend only on what a seat may know."""

from __future__ import annotations

import json

from contaria_desktop.engines.contaria import GAME
from contaria_desktop.engines.core import Rng

from .helpers import choices, deactivated, h, mirror, place, position, up


def _ids(view, t):
    return {c["handle"]: c["identity"] for c in view["tales"][t]["cards"]}


def test_a_seat_knows_its_dealt_cards_wherever_they_go():
    """Errata 3: the revealed side of every card a seat was dealt, also in other tales."""
    st = position(3, hands={0: ["crianca_maria", "fada_plain"], 1: ["donzela_plain"]})
    place(st, "crianca_maria", 3)
    maria = h(st, "crianca_maria")
    assert _ids(st.view(0), 3)[maria] == "crianca_maria"
    assert _ids(st.view(1), 3)[maria] is None and _ids(st.view(None), 3)[maria] is None
    assert st.view(0)["hands"][0]["cards"][0]["identity"] == "fada_plain"
    assert st.view(1)["hands"][0]["cards"][0]["identity"] is None
    assert st.view(1)["hands"][0]["cards"][0]["initial"] == "FADA"  # initial side is public


def test_public_reveals_stay_known_after_flip_back():
    st = position(3, tales={0: ["fada_madrinha", up("cavalheiro_fera")], 1: ["donzela_plain"]})
    fera = h(st, "cavalheiro_fera")
    mirror(st, "fada_madrinha")
    from .helpers import choose
    choose(st, "cavalheiro_fera")  # nothing to reveal: straight to the flip-back
    v = st.view(None)
    card = [c for c in v["tales"][0]["cards"] if c["handle"] == fera][0]
    assert not card["face_up"] and card["identity"] == "cavalheiro_fera"


def test_spectator_and_omniscient_views():
    st = GAME.new_game(4, 3)
    spectator = st.view(None)
    assert all(c["identity"] is None for hand in spectator["hands"] for c in hand["cards"])
    omni = st.omniscient_view()
    assert omni["omniscient"] and all(c["identity"] for hand in omni["hands"] for c in hand["cards"])
    assert set(omni) == set(spectator)


def test_face_down_joao_may_receive_the_giant_marker():
    """Errata 2: legality never depends on a hidden identity: a face-down João is just a
    CRIANÇA (positive), a valid target for the Giant's marker."""
    st = position(3, tales={0: ["cavalheiro_gigante", "crianca_joao", "crianca_plain"]})
    mirror(st, "cavalheiro_gigante")  # no other tale has a positive card: no move
    assert choices(st) == ["crianca_joao", "crianca_plain"]


def test_face_down_pinocchio_is_a_plain_child():
    """A face-down Pinóquio is deactivated by the Wolf like any CRIANÇA and makes nothing
    negative."""
    st = position(3, tales={0: [up("velhinha_lobo_mau"), "crianca_pinoquio", up("crianca_joao")]})
    assert deactivated(st, "crianca_pinoquio")
    st = position(3, tales={0: ["crianca_pinoquio", up("crianca_joao")]})
    from .helpers import points
    assert points(st, "crianca_joao") == 2


def test_face_down_cards_have_no_immunity_or_ability():
    """A face-down Bruxa next to the Wolf is a deactivated VELHINHA; a face-down Anão can be
    moved."""
    st = position(3, tales={0: [up("velhinha_lobo_mau"), "velhinha_bruxa"], 1: ["fada_anao"], 2: ["fada_mago"]})
    assert deactivated(st, "velhinha_bruxa")
    mirror(st, "fada_mago")
    assert "fada_anao" in choices(st)


def test_place_and_mirror_events_name_no_hidden_identity():
    st = position(3, hands={0: ["cavalheiro_fera"], 1: ["fada_plain"]})
    ev = place(st, "cavalheiro_fera", 0)
    assert "cavalheiro_fera" not in json.dumps([e.to_json() for e in ev])
    ev = mirror(st, "cavalheiro_fera")
    rev = [e for e in ev if e.type == "contaria.revealed"][0]
    assert rev.reveals and rev.visible_to is None and rev.params["identity"] == "cavalheiro_fera"


def test_shuffling_unknown_identities_changes_nothing_a_seat_sees():
    """Permute the identities a seat does not know (same initial type only): its view and
    the legal actions stay the same, over many random game situations."""
    for seed in range(40):
        st = GAME.new_game(3 + seed % 3, seed)
        rng = Rng(seed)
        for _ in range(rng.below(40)):
            if st.is_terminal:
                break
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
        for seat in [None, *range(st.num_players)]:
            other = st.shuffle_unknown(seat, seed + 1)
            assert other.view(seat) == st.view(seat)
            assert other.legal_actions() == st.legal_actions()
            kept = {x: st.card(x).initial for x in range(25)}
            assert {x: other.card(x).initial for x in range(25)} == kept


def test_views_are_json_safe_and_complete():
    st = GAME.new_game(5, 1)
    v = st.view(2)
    json.dumps(v)
    assert v["viewer"] == 2 and v["contaria_tale"] == 5 and len(v["tales"]) == 6
    assert set(v["markers"]) == {"DWARF", "WITCH", "GIANT"}
    assert v["mirrors"][2] == {"seat": 2, "total": 3, "used": 0}
    assert v["pending"] is None and v["current_player"] == st.current_player
