"""Setup (§3, Two-Player Game), the turn (§5.2), the end of the game (§5.1)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.contaria import GAME
from contaria_desktop.engines.core import Action, IllegalAction, OptionError, get_spec

from .helpers import choices, h, ident, mirror, place, position, skipped, tale, up


@pytest.mark.parametrize("n,per,left", [(3, 8, 1), (4, 6, 1), (5, 5, 0)])
def test_deal_three_to_five_players(n, per, left):
    """§3: all cards dealt equally; with 3 and 4 players the left-over card starts the
    CONTÁRIA tale, initial side up; 3 mirrors each."""
    st = GAME.new_game(n, 11)
    assert [len(hh) for hh in st.hands] == [per] * n
    assert len(st.tales[n]) == left and not any(st.face_up)
    assert all(len(st.tales[t]) == 0 for t in range(n))
    assert st.mirrors_total == 3 and st.mirrors_used == [0] * n
    view = st.view(None)
    assert view["contaria_tale"] == n and len(view["tales"]) == n + 1


def test_deal_two_players():
    """Two-Player Game: one DONZELA, CRIANÇA, FADA and CAVALHEIRO removed unseen (never a
    VELHINHA, A7); 10 cards and 4 mirrors each; 1 card to CONTÁRIA."""
    for seed in range(20):
        st = GAME.new_game(2, seed)
        assert [len(x) for x in st.hands] == [10, 10] and len(st.tales[2]) == 1
        assert sorted(st.card(x).initial for x in st.out) == ["CAVALHEIRO", "CRIANCA", "DONZELA", "FADA"]
        assert st.mirrors_total == 4
        v = st.view(0)
        assert v["mirrors"][0] == {"seat": 0, "total": 4, "used": 0}
        assert all(c["identity"] is None for c in v["tales"][2]["cards"])  # nobody saw it


def test_handles_hide_identities():
    """Per-deal handles: which identity sits behind c00 changes from deal to deal."""
    ids = {GAME.new_game(4, seed).to_json()["identity"][0] for seed in range(30)}
    assert len(ids) > 5


def test_first_player_option():
    """A26: the first player is random by default, or chosen."""
    assert {GAME.new_game(3, s).current_player for s in range(30)} == {0, 1, 2}
    assert GAME.new_game(3, 5, {"first_player": 2}).current_player == 2
    with pytest.raises(OptionError):
        GAME.new_game(3, 5, {"first_player": 4})
    with pytest.raises(OptionError):
        get_spec("contaria").resolve_options({"mode": "marathon"})


def test_place_in_own_tale_or_contaria_only():
    """§5.2 action 1: own tale or CONTÁRIA, initial side up."""
    st = position(3, hands={0: ["donzela_plain"]}, tales={1: ["fada_plain"]})
    assert {(a["tale"]) for a in st.legal_actions() if a.type == "place"} == {0, 3}
    ev = place(st, "donzela_plain", 3)
    assert ev[0].type == "contaria.placed" and ev[0].params["initial"] == "DONZELA"
    assert tale(st, 3) == ["donzela_plain"] and not any(st.face_up)
    assert st.current_player == 1


def test_other_tales_only_when_both_full():
    """§5.2: "If both tales are complete ... may play a card into an incomplete tale of any
    other player" (A21) — and a mirror is still an option."""
    full = ["fada_plain", "crianca_plain", "velhinha_plain", "cavalheiro_plain"]
    st = position(3, hands={0: ["donzela_plain"]},
                  tales={0: full, 3: ["fada_mago", "fada_anao", "crianca_joao", "crianca_maria"],
                         1: ["velhinha_vovo"]})
    legal = st.legal_actions()
    assert {a["tale"] for a in legal if a.type == "place"} == {1, 2}
    assert any(a.type == "mirror" for a in legal)


def test_mirror_on_any_face_down_card_in_any_tale():
    """§5.2 action 2 / §4.1: a mirror reveals a face-down card in any tale and is used up."""
    st = position(3, hands={0: ["donzela_plain"]},
                  tales={0: ["fada_plain"], 1: ["crianca_plain", up("velhinha_plain")], 3: ["cavalheiro_plain"]},
                  mirrors_used=[2, 0, 0])
    targets = sorted(ident(st, a["card"]) for a in st.legal_actions() if a.type == "mirror")
    assert targets == ["cavalheiro_plain", "crianca_plain", "fada_plain"]
    mirror(st, "crianca_plain")
    assert st.mirrors_used == [3, 0, 0]
    spent = position(3, hands={0: ["donzela_plain"]}, tales={0: ["fada_plain"]}, mirrors_used=[3, 0, 0])
    assert not any(a.type == "mirror" for a in spent.legal_actions())  # no mirror left


def test_pass_when_nothing_is_legal():
    """A20: an explicit pass when the seat has no card and no usable mirror."""
    st = position(3, hands={1: ["fada_plain"]}, tales={0: [up("fada_mago")]}, mirrors_used=[3, 0, 0])
    assert st.legal_actions() == [Action("pass")]
    ev = st.apply(Action("pass"))
    assert ev[0].type == "contaria.passed" and st.current_player == 1


def test_illegal_action_changes_nothing():
    st = position(3, hands={0: ["fada_plain"], 1: ["donzela_plain"]})
    before = st.to_json()
    with pytest.raises(IllegalAction):
        place(st, "donzela_plain", 1)  # not seat 0's card
    with pytest.raises(IllegalAction):
        st.apply(Action("place", card="c00", tale=2))
    assert st.to_json() == before


def test_game_ends_when_every_tale_holds_four():
    """§5.1: the game ends immediately when all tales are complete; unrevealed cards stay
    unrevealed."""
    st = position(3, hands={2: ["velhinha_plain", "fada_plain"]},
                  tales={0: ["donzela_plain", "crianca_plain", "fada_mago", "fada_anao"],
                         1: ["cavalheiro_plain", "crianca_joao", "crianca_maria", "velhinha_vovo"],
                         2: ["donzela_princesa", "donzela_irma_ma", "donzela_serva"],
                         3: ["cavalheiro_fera", "cavalheiro_cacador", "fada_madrinha", "fada_maligna"]},
                  to_move=2)
    ev = place(st, "velhinha_plain", 2)
    assert ev[-1].type == "contaria.game_over"
    assert st.is_terminal and st.current_player is None and st.legal_actions() == []
    assert not any(st.face_up)
    assert st.result().scores == (8, 8, 8)


def test_beast_example_wilhelm_and_jacob():
    """§5.2 example: Wilhelm plays the CAVALHEIRO he knows is the FERA into his own tale (his
    tale and the centre have room, so not into his brother's). Jacob reveals it with a
    mirror. The IRMÃ MÁ in Jacob's tale is only NOBRE when revealed, so she is no target; no
    other DONZELA is in another tale: the ability is ignored and Jacob's turn ends."""
    wilhelm, jacob, contaria = 0, 1, 2
    st = position(2, hands={wilhelm: ["cavalheiro_fera", "fada_plain"], jacob: ["crianca_plain"]},
                  tales={wilhelm: ["velhinha_plain"], jacob: [up("donzela_irma_ma"), "fada_mago"],
                         contaria: ["velhinha_vovo"]}, to_move=wilhelm)
    fera = h(st, "cavalheiro_fera")
    assert {a["tale"] for a in st.legal_actions() if a.type == "place" and a["card"] == fera} == {wilhelm, contaria}
    place(st, "cavalheiro_fera", wilhelm)
    assert st.current_player == jacob
    ev = mirror(st, "cavalheiro_fera")
    assert [e.type for e in ev] == ["contaria.mirror_used", "contaria.revealed", "contaria.ability_skipped"]
    assert skipped(ev) == [("cavalheiro_fera", "no_target")]
    assert tale(st, jacob) == ["donzela_irma_ma", "fada_mago"]
    assert st.pending == [] and st.current_player == wilhelm  # Jacob's turn is over


def test_beast_takes_a_face_down_donzela():
    """Same table, but a face-down DONZELA sits in the centre: now the FERA must take her."""
    st = position(2, hands={0: ["fada_plain"], 1: ["crianca_plain"]},
                  tales={0: ["velhinha_plain", "cavalheiro_fera"], 1: [up("donzela_irma_ma"), "fada_mago"],
                         2: ["donzela_plain"]}, to_move=1)
    mirror(st, "cavalheiro_fera")
    assert choices(st) == ["donzela_plain"]
