"""§7 "Character Notes": one test per bullet, in the rulebook's order.

Seats 0, 1, 2 and CONTÁRIA = tale 3 unless said otherwise. Cards in a tale listed as plain
ids are face down (initial side up); ``up(id)`` is face up.
"""

from __future__ import annotations

from contaria_desktop.engines.contaria.cards import card_set

from .helpers import (choices, deactivated, h, hid, kind, may, mirror, option, place, points, position,
                      skipped, tale, to_tale, types_of, up)
from .helpers import choose as pick

CONTARIA = 3


# ----- DWARF (ANÃO) -------------------------------------------------------------------------
def test_dwarf_deactivated_loses_marker_and_reactivation_replaces_it():
    """If the Dwarf is deactivated, the marker is removed from the game. If he becomes active
    again, the player who caused the reactivation chooses a card to receive it."""
    st = position(3, hands={0: ["fada_plain"], 1: ["donzela_plain"], 2: ["crianca_plain"]},
                  tales={0: [up("fada_anao"), "velhinha_plain", "cavalheiro_cacador"], 2: ["fada_mago"]},
                  markers={"DWARF": "velhinha_plain"}, to_move=1)
    ev = mirror(st, "cavalheiro_cacador")   # the Hunter deactivates Monsters: the Dwarf
    assert "contaria.marker_removed" in types_of(ev) and st.markers["DWARF"] == -1
    assert deactivated(st, "fada_anao")
    assert skipped(ev) == [("cavalheiro_cacador", "no_target")]  # no other tale has a Monster
    ev = mirror(st, "fada_mago")            # seat 2 moves the Hunter away with the Mage
    pick(st, "cavalheiro_cacador")
    to_tale(st, 1)
    assert not deactivated(st, "fada_anao")
    assert st.current_player == 2 and kind(st) == "choose_card"
    assert choices(st) == ["velhinha_plain"]
    pick(st, "velhinha_plain")
    assert st.markers["DWARF"] == hid(st, "velhinha_plain") and not st.pending


def test_dwarf_never_moves_and_holds_the_marked_card():
    """As deactivated cards cannot be moved, the Dwarf can never be moved, active or not;
    even without a marked card his ability keeps him in place. The marked card can't move."""
    st = position(3,
                  tales={0: [up("fada_anao"), "crianca_plain", "velhinha_plain"], 1: ["fada_mago"],
                         2: [up("cavalheiro_cacador"), "donzela_plain"]},
                  markers={"DWARF": "crianca_plain"})
    mirror(st, "fada_mago")
    targets = choices(st)
    assert "fada_anao" not in targets and "crianca_plain" not in targets
    assert "velhinha_plain" in targets and "fada_mago" in targets
    # a deactivated Dwarf (next to the Hunter) stays put as well
    st2 = position(3,
                   tales={0: [up("fada_anao"), up("cavalheiro_cacador")], 1: ["fada_mago"]})
    assert deactivated(st2, "fada_anao")
    mirror(st2, "fada_mago")
    assert "fada_anao" not in choices(st2)


# ----- WITCH (BRUXA) ------------------------------------------------------------------------
def test_witch_moved_moves_her_marker_or_it_leaves_the_game():
    """If the Witch is moved, the player who moved her moves the marker to a new positive card
    in her new tale; with no positive card there, the marker leaves the game."""
    st = position(3,
                  tales={0: [up("velhinha_bruxa"), "crianca_plain"], 1: ["fada_maligna", "donzela_plain"],
                         2: [up("cavalheiro_fera")]},
                  markers={"WITCH": "crianca_plain"})
    assert points(st, "crianca_plain") == -2
    mirror(st, "fada_maligna")
    pick(st, "velhinha_bruxa")
    to_tale(st, 1)
    assert st.markers["WITCH"] == -1 and points(st, "crianca_plain") == 2
    assert st.current_player == 0 and choices(st) == ["donzela_plain"]  # fada_maligna is negative now
    pick(st, "donzela_plain")
    assert points(st, "donzela_plain") == -2
    # the same move into a tale with only negative cards: the marker leaves the game
    st = position(3,
                  tales={0: [up("velhinha_bruxa"), "crianca_plain"], 1: [up("fada_maligna"), "donzela_plain"],
                         2: [up("cavalheiro_fera")], 3: ["fada_mago"]},
                  markers={"WITCH": "crianca_plain"})
    mirror(st, "fada_mago")  # a positive card moves: the Mage may pick the (negative) Witch? no
    assert "velhinha_bruxa" not in choices(st)
    st = position(3,
                  tales={0: [up("velhinha_bruxa"), "crianca_plain"], 1: ["fada_maligna"],
                         2: [up("cavalheiro_fera")]},
                  markers={"WITCH": "crianca_plain"})
    mirror(st, "fada_maligna")
    pick(st, "velhinha_bruxa")
    ev = to_tale(st, 2)
    assert "contaria.ability_skipped" in types_of(ev) and st.markers["WITCH"] == -1 and not st.pending


def test_witch_deactivated_loses_marker_and_reactivation_replaces_it():
    """If the Witch is deactivated, the marker is removed; when she becomes active again the
    reactivating player picks a positive card in her tale."""
    st = position(3,
                  tales={0: [up("velhinha_bruxa"), "donzela_plain", "crianca_maria"], 1: ["fada_mago"]},
                  markers={"WITCH": "donzela_plain"})
    ev = mirror(st, "crianca_maria")   # Maria deactivates Grandmothers, the Witch too (A14)
    assert deactivated(st, "velhinha_bruxa") and st.markers["WITCH"] == -1
    assert "contaria.marker_removed" in types_of(ev)
    mirror(st, "fada_mago")             # seat 1 moves Maria away with the Mage
    pick(st, "crianca_maria")
    to_tale(st, 2)
    assert not deactivated(st, "velhinha_bruxa")
    assert st.current_player == 1 and choices(st) == ["donzela_plain"]


def test_witch_immune_to_wolf_deactivation_and_swap():
    """The Witch is immune to the Bad Wolf's Grandmother deactivation and to his swap."""
    st = position(3,
                  tales={0: [up("velhinha_lobo_mau"), up("velhinha_bruxa"), "velhinha_plain"],
                         1: ["velhinha_vovo"]})
    assert not deactivated(st, "velhinha_bruxa") and deactivated(st, "velhinha_plain")
    st = position(3,
                  tales={0: ["velhinha_lobo_mau"], 1: [up("velhinha_bruxa"), "velhinha_plain"]})
    mirror(st, "velhinha_lobo_mau")
    assert choices(st) == ["velhinha_plain"]


# ----- HUNTER (CAÇADOR) ---------------------------------------------------------------------
def test_hunter_may_move_to_a_tale_with_a_monster():
    st = position(3,
                  tales={0: ["cavalheiro_cacador"], 1: [up("cavalheiro_fera")], 2: ["fada_anao"],
                         3: [up("velhinha_lobo_mau"), "fada_plain"]})
    mirror(st, "cavalheiro_cacador")
    assert kind(st) == "may"
    may(st, True)
    assert kind(st) == "choose_tale" and choices(st) == [1, 3]  # face-down Anão is just a FADA
    to_tale(st, 3)
    assert tale(st, 3) == ["velhinha_lobo_mau", "fada_plain", "cavalheiro_cacador"]


def test_hunter_deactivates_monsters_automatically():
    st = position(3, tales={0: [up("cavalheiro_cacador"), up("donzela_sereia"), up("velhinha_lobo_mau")],
                            1: [up("cavalheiro_fera")]})
    assert deactivated(st, "donzela_sereia") and deactivated(st, "velhinha_lobo_mau")
    assert not deactivated(st, "cavalheiro_fera")


def test_hunter_bonus_once():
    """The bonus occurs with at least one Monster and is not multiplied."""
    one = position(3, tales={0: [up("cavalheiro_cacador"), up("cavalheiro_fera")]})
    two = position(3, tales={0: [up("cavalheiro_cacador"), up("cavalheiro_fera"), up("velhinha_lobo_mau")]})
    none = position(3, tales={0: [up("cavalheiro_cacador"), "cavalheiro_fera"]})
    assert points(one, "cavalheiro_cacador") == points(two, "cavalheiro_cacador") == 3
    assert points(none, "cavalheiro_cacador") == 2


def test_monster_cards_are_dwarf_beast_mermaid_wolf():
    cards = card_set({}).cards
    assert sorted(c.id for c in cards if "MONSTRO" in c.types) == [
        "cavalheiro_fera", "donzela_sereia", "fada_anao", "velhinha_lobo_mau"]


# ----- LITTLE RED RIDING HOOD ---------------------------------------------------------------
def test_red_riding_hood_must_move_to_a_grandmothers_tale():
    """She must move to another tale with a Grandmother — even if hers has one (A22)."""
    st = position(3,
                  tales={0: ["crianca_chapeuzinho", "velhinha_plain"], 1: [up("velhinha_bruxa")],
                         2: [up("velhinha_rainha_ma")], 3: ["velhinha_vovo"]})
    mirror(st, "crianca_chapeuzinho")
    assert kind(st) == "choose_tale" and choices(st) == [1, 3]  # Rainha Má is only NOBRE
    to_tale(st, 1)
    assert tale(st, 1) == ["velhinha_bruxa", "crianca_chapeuzinho"]


# ----- FAIRY GODMOTHER (FADA MADRINHA) ------------------------------------------------------
def test_fairy_godmother_acts_only_when_revealed():
    st = position(3, hands={0: ["fada_plain"], 1: ["cavalheiro_plain"]},
                  tales={0: ["fada_madrinha"], 1: ["donzela_plain"]})
    ev = mirror(st, "fada_madrinha")  # nothing to reveal or flip back in her tale
    assert skipped(ev) == [("fada_madrinha", "no_target")]
    assert not card_set({}).by_id["fada_madrinha"].has_continuous


def test_fairy_godmother_must_choose_and_takes_the_only_possible_option():
    both = position(3,
                    tales={0: ["fada_madrinha", "donzela_plain", up("cavalheiro_fera")]})
    mirror(both, "fada_madrinha")
    assert kind(both) == "choose_option" and choices(both) == ["reveal", "flip_back"]
    only = position(3, tales={0: ["fada_madrinha", "donzela_plain"]})
    mirror(only, "fada_madrinha")
    assert kind(only) == "choose_card" and choices(only) == ["donzela_plain"]


def test_fairy_godmother_reveal_is_a_free_mirror_for_her_revealer():
    """Resolved as if the same player used a mirror on that character; no mirror spent."""
    st = position(3, hands={0: ["fada_plain"], 1: ["donzela_plain"]},
                  tales={0: ["fada_madrinha", "cavalheiro_fera"], 2: ["donzela_serva"]})
    mirror(st, "fada_madrinha")
    pick(st, "cavalheiro_fera")
    assert st.mirrors_used == [1, 0, 0] and st.face_up[st.hid[card_set({}).by_id["cavalheiro_fera"].cid]]
    assert st.current_player == 0 and choices(st) == ["donzela_serva"]  # the Beast's pull, same seat
    pick(st, "donzela_serva")
    assert kind(st) == "may"  # the Beast's peek, still seat 0


def test_fairy_godmother_may_flip_pinocchio_back():
    st = position(3,
                  tales={0: ["fada_madrinha", up("crianca_pinoquio"), up("crianca_joao")]})
    assert points(st, "crianca_joao") == -2
    mirror(st, "fada_madrinha")
    assert choices(st) == ["crianca_pinoquio"]  # only flip-back is possible: straight to it
    ev = pick(st, "crianca_pinoquio")
    assert "contaria.flipped_back" in types_of(ev)
    assert points(st, "crianca_joao") == 2 and points(st, "crianca_pinoquio") == 2


# ----- WICKED FAIRY (FADA MALIGNA) -------------------------------------------------------------
def test_wicked_fairy_moves_a_negative_only_when_revealed():
    """A negative character is moved only when the Wicked Fairy is revealed (nothing
    continuous: a negative card arriving later stays where it is put)."""
    st = position(3, hands={1: ["cavalheiro_fera"]}, tales={0: ["fada_maligna"], 2: [up("velhinha_bruxa")]})
    mirror(st, "fada_maligna")
    pick(st, "velhinha_bruxa")
    to_tale(st, 0)
    place(st, "cavalheiro_fera", 1)
    assert tale(st, 1) == ["cavalheiro_fera"] and not st.pending
    assert not card_set({}).by_id["fada_maligna"].has_continuous


def test_wicked_fairy_may_move_herself():
    st = position(3, tales={0: ["fada_maligna"]})
    mirror(st, "fada_maligna")
    assert choices(st) == ["fada_maligna"]
    pick(st, "fada_maligna")
    to_tale(st, 3)
    assert tale(st, 3) == ["fada_maligna"]


def test_wicked_fairy_moves_any_negative_in_any_tale_anywhere():
    st = position(3, tales={0: ["fada_maligna"], 1: [up("cavalheiro_fera"), "donzela_plain"],
                            2: [up("crianca_maria")], 3: [up("velhinha_rainha_ma")]})
    mirror(st, "fada_maligna")
    assert choices(st) == ["cavalheiro_fera", "fada_maligna", "velhinha_rainha_ma"]
    pick(st, "velhinha_rainha_ma")
    assert choices(st) == [0, 1, 2]  # any other tale with room, chosen by the revealer
    to_tale(st, 1)
    assert tale(st, 1)[-1] == "velhinha_rainha_ma" and not st.pending


# ----- MAGE (MAGO) -----------------------------------------------------------------------------
def test_mage_moves_a_positive_only_when_revealed():
    assert not card_set({}).by_id["fada_mago"].has_continuous
    st = position(3, hands={1: ["crianca_plain"]}, tales={0: ["fada_mago"], 2: ["donzela_plain"]})
    mirror(st, "fada_mago")
    pick(st, "donzela_plain")
    to_tale(st, 0)
    place(st, "crianca_plain", 1)
    assert tale(st, 1) == ["crianca_plain"] and not st.pending


def test_mage_may_move_himself():
    st = position(3, tales={0: ["fada_mago"], 1: [up("cavalheiro_fera")]})
    mirror(st, "fada_mago")
    assert choices(st) == ["fada_mago"]
    pick(st, "fada_mago")
    to_tale(st, 3)
    assert tale(st, 3) == ["fada_mago"]


def test_mage_moves_any_positive_in_any_tale_anywhere():
    st = position(3, tales={0: ["fada_mago"], 1: [up("cavalheiro_fera"), "donzela_plain"],
                            2: [up("crianca_maria")], 3: [up("velhinha_rainha_ma")]})
    mirror(st, "fada_mago")
    assert choices(st) == ["crianca_maria", "donzela_plain", "fada_mago"]
    pick(st, "crianca_maria")
    assert choices(st) == [0, 1, 3]
    to_tale(st, 3)
    assert tale(st, 3) == ["velhinha_rainha_ma", "crianca_maria"]


# ----- BEAST (FERA) ----------------------------------------------------------------------------
def test_beast_pulls_a_donzela_from_another_tale():
    """She moves a DONZELA (face down, or revealed with the DONZELA type) from another tale."""
    st = position(3, tales={0: ["cavalheiro_fera"], 1: ["donzela_serva"], 3: [up("donzela_irma_ma")],
                            2: [up("donzela_princesa")]})
    mirror(st, "cavalheiro_fera")
    assert choices(st) == ["donzela_princesa", "donzela_serva"]
    pick(st, "donzela_princesa")
    assert tale(st, 0) == ["cavalheiro_fera", "donzela_princesa"]
    assert not st.pending  # face up already: nothing to look at


def test_beast_revealer_may_look_at_the_other_side():
    st = position(3, tales={0: ["cavalheiro_fera"], 1: ["donzela_serva"]})
    mirror(st, "cavalheiro_fera")
    pick(st, "donzela_serva")
    assert kind(st) == "may"
    ev = may(st, True)
    peek = [e for e in ev if e.type == "contaria.peeked"][0]
    assert peek.visible_to == (0,) and peek.reveals and peek.params["identity"] == "donzela_serva"
    assert [e for e in ev if e.type == "contaria.peeked_public"][0].visible_to is None
    serva = h(st, "donzela_serva")
    seen = {c["handle"]: c["identity"] for c in st.view(0)["tales"][0]["cards"]}
    assert seen[serva] == "donzela_serva"
    assert {c["handle"]: c["identity"] for c in st.view(2)["tales"][0]["cards"]}[serva] is None


# ----- GIANT (GIGANTE) -------------------------------------------------------------------------
def test_giant_may_move_to_a_tale_with_a_positive_character():
    st = position(3,
                  tales={0: ["cavalheiro_gigante"], 1: [up("cavalheiro_fera")], 2: ["donzela_plain"],
                         3: [up("crianca_maria")]})
    mirror(st, "cavalheiro_gigante")
    assert kind(st) == "may"
    may(st, True)
    assert choices(st) == [2, 3]
    to_tale(st, 2)
    assert choices(st) == ["donzela_plain"]  # then the marker, on a positive card in his tale
    pick(st, "donzela_plain")
    assert deactivated(st, "donzela_plain")


def test_giant_moved_moves_marker_deactivating_or_it_leaves():
    st = position(3,
                  tales={0: [up("cavalheiro_gigante"), "donzela_plain"], 1: ["velhinha_plain"],
                         2: [up("cavalheiro_fera")], 3: ["donzela_sereia"]},
                  markers={"GIANT": "donzela_plain"})
    assert deactivated(st, "donzela_plain")
    mirror(st, "donzela_sereia")     # the Mermaid pulls a Knight: the Giant
    pick(st, "cavalheiro_gigante")
    assert not deactivated(st, "donzela_plain")
    # in CONTÁRIA only the (negative) Mermaid: the marker leaves the game
    assert st.markers["GIANT"] == -1 and not st.pending
    assert tale(st, 3) == ["donzela_sereia", "cavalheiro_gigante"]


def test_giant_deactivated_loses_marker_reactivated_marks_again():
    st = position(3,
                  tales={0: [up("cavalheiro_gigante"), "donzela_plain", "crianca_joao"], 1: ["fada_mago"]},
                  markers={"GIANT": "donzela_plain"})
    mirror(st, "crianca_joao")     # João deactivates the Giant: the marker leaves
    assert deactivated(st, "cavalheiro_gigante") and st.markers["GIANT"] == -1
    assert not deactivated(st, "donzela_plain")
    may(st, True)                  # João moves away
    to_tale(st, 2)
    assert not deactivated(st, "cavalheiro_gigante")
    assert st.current_player == 0 and choices(st) == ["donzela_plain"]
    pick(st, "donzela_plain")
    assert deactivated(st, "donzela_plain")


# ----- EVIL SISTER (IRMÃ MÁ) -------------------------------------------------------------------
def test_evil_sister_may_move_to_a_tale_with_donzela_or_knight():
    st = position(3,
                  tales={0: ["donzela_irma_ma"], 1: ["cavalheiro_plain"], 2: ["crianca_plain"],
                         3: ["donzela_plain"]})
    mirror(st, "donzela_irma_ma")
    may(st, True)
    assert choices(st) == [1, 3]


def test_evil_sister_deactivates_donzelas():
    st = position(3, tales={0: [up("donzela_irma_ma"), "donzela_plain", up("donzela_sereia"), "donzela_princesa"]})
    assert deactivated(st, "donzela_plain") and deactivated(st, "donzela_sereia")
    assert deactivated(st, "donzela_princesa")  # face down she is a plain DONZELA (Errata 2)


def test_evil_sister_bonus_once():
    one = position(3, tales={0: [up("donzela_irma_ma"), "donzela_plain"]})
    two = position(3, tales={0: [up("donzela_irma_ma"), "donzela_plain", "donzela_serva"]})
    none = position(3, tales={0: [up("donzela_irma_ma"), "fada_plain"]})
    assert points(one, "donzela_irma_ma") == points(two, "donzela_irma_ma") == -3
    assert points(none, "donzela_irma_ma") == -2


# ----- JOÃO -------------------------------------------------------------------------------------
def test_joao_may_move_to_any_other_tale():
    st = position(3, tales={0: ["crianca_joao"], 2: ["fada_plain"]})
    mirror(st, "crianca_joao")
    may(st, True)
    assert choices(st) == [1, 2, 3]


def test_joao_immune_to_giant_and_marker_removed_when_revealed():
    """João is immune to the Giant's deactivation and can't receive the marker; a Child with
    the marker that turns out to be João loses it at once (and then acts)."""
    st = position(3,
                  tales={0: [up("cavalheiro_gigante"), "crianca_joao"]}, markers={"GIANT": "crianca_joao"})
    assert deactivated(st, "crianca_joao")  # face down he is just a Child
    ev = mirror(st, "crianca_joao")
    assert "contaria.marker_removed" in types_of(ev) and st.markers["GIANT"] == -1
    assert not deactivated(st, "crianca_joao") and kind(st) == "may"
    st = position(3,
                  tales={0: ["cavalheiro_gigante", up("crianca_joao"), "crianca_plain"]})
    mirror(st, "cavalheiro_gigante")
    assert deactivated(st, "cavalheiro_gigante") and not st.pending  # João beats him


def test_joao_deactivates_the_giant():
    st = position(3, tales={0: [up("crianca_joao"), up("cavalheiro_gigante")], 1: ["fada_plain"]})
    assert deactivated(st, "cavalheiro_gigante") and points(st, "cavalheiro_gigante") == 0


# ----- BAD WOLF (LOBO MAU) ---------------------------------------------------------------------
def test_wolf_swaps_with_a_grandmother_in_another_tale():
    st = position(3,
                  tales={0: ["velhinha_lobo_mau", "fada_plain"],
                         1: ["cavalheiro_plain", "velhinha_vovo", "crianca_plain", "donzela_plain"]})
    mirror(st, "velhinha_lobo_mau")
    assert choices(st) == ["velhinha_vovo"]
    ev = pick(st, "velhinha_vovo")
    assert "contaria.swapped" in types_of(ev)
    assert tale(st, 0) == ["velhinha_vovo", "fada_plain"]
    assert tale(st, 1) == ["cavalheiro_plain", "velhinha_lobo_mau", "crianca_plain", "donzela_plain"]
    assert deactivated(st, "crianca_plain")  # the full tale didn't block the swap (A19)


def test_wolf_deactivates_children_and_grandmothers():
    st = position(3, tales={0: [up("velhinha_lobo_mau"), "crianca_plain", up("velhinha_vovo"), up("crianca_maria")]})
    assert deactivated(st, "crianca_plain") and deactivated(st, "velhinha_vovo") and deactivated(st, "crianca_maria")


def test_wolf_bonuses_ignore_pinocchio_and_the_witch_alone():
    def wolf(*others):
        return points(position(3, tales={0: [up("velhinha_lobo_mau"), *others]}), "velhinha_lobo_mau")
    assert wolf(up("crianca_pinoquio")) == -2
    assert wolf(up("crianca_pinoquio"), "crianca_plain") == -3
    assert wolf(up("velhinha_bruxa")) == -2
    assert wolf(up("velhinha_bruxa"), "velhinha_plain") == -3
    assert wolf("crianca_plain", "velhinha_plain") == -4


# ----- MARIA ------------------------------------------------------------------------------------
def test_maria_deactivates_grandmothers():
    st = position(3, tales={0: [up("crianca_maria"), "velhinha_plain", up("velhinha_bruxa")]})
    assert deactivated(st, "velhinha_plain") and deactivated(st, "velhinha_bruxa")


def test_maria_bonus_not_with_the_witch_alone():
    def maria(*others):
        return points(position(3, tales={0: [up("crianca_maria"), *others]}), "crianca_maria")
    assert maria("velhinha_plain") == maria("velhinha_plain", up("velhinha_vovo")) == 2
    assert maria(up("velhinha_bruxa")) == 3     # only the Witch bonus
    assert maria("fada_plain") == 1


def test_maria_both_bonuses():
    st = position(3, tales={0: [up("crianca_maria"), "velhinha_plain", up("velhinha_bruxa")]})
    assert points(st, "crianca_maria") == 1 + 1 + 2


# ----- PINOCCHIO (PINÓQUIO) ----------------------------------------------------------------------
def test_pinocchio_chooses_move_or_pull_fada():
    both = position(3,
                    tales={0: ["crianca_pinoquio"], 1: ["crianca_plain"], 2: ["fada_plain"]})
    mirror(both, "crianca_pinoquio")
    assert choices(both) == ["move_self", "pull_fada"]
    option(both, "pull_fada")
    assert choices(both) == ["fada_plain"]
    only = position(3, tales={0: ["crianca_pinoquio"], 1: ["crianca_plain"]})
    mirror(only, "crianca_pinoquio")
    assert kind(only) == "choose_tale" and choices(only) == [1]


def test_pinocchio_makes_children_negative():
    st = position(3, tales={0: [up("crianca_pinoquio"), "crianca_plain", up("crianca_joao")]})
    assert points(st, "crianca_plain") == -2 and points(st, "crianca_joao") == -2
    assert points(st, "crianca_pinoquio") == -1


def test_pinocchio_immune_to_wolf():
    st = position(3, tales={0: [up("velhinha_lobo_mau"), up("crianca_pinoquio")]})
    assert not deactivated(st, "crianca_pinoquio")


# ----- PRINCESS (PRINCESA) ----------------------------------------------------------------------
def test_princess_deactivates_evil_sister():
    st = position(3, tales={0: [up("donzela_princesa"), up("donzela_irma_ma")]})
    assert deactivated(st, "donzela_irma_ma") and points(st, "donzela_irma_ma") == 0


def test_princess_immune_to_evil_sister():
    st = position(3, tales={0: [up("donzela_irma_ma"), up("donzela_princesa"), "donzela_plain"]})
    assert not deactivated(st, "donzela_princesa")
    assert not deactivated(st, "donzela_plain")  # the Sister herself is deactivated


# ----- PRINCE (PRÍNCIPE) ------------------------------------------------------------------------
def test_prince_must_move_to_a_tale_with_a_donzela():
    st = position(3, tales={0: ["cavalheiro_principe"], 1: ["donzela_plain"], 2: [up("donzela_princesa")],
                            3: ["fada_plain"]})
    mirror(st, "cavalheiro_principe")
    assert kind(st) == "choose_tale" and choices(st) == [1, 2]  # a must: no yes/no first
    to_tale(st, 2)
    assert tale(st, 2) == ["donzela_princesa", "cavalheiro_principe"]


def test_prince_then_reveals_a_donzela_as_with_a_free_mirror():
    st = position(3, tales={0: ["cavalheiro_principe"], 1: ["donzela_plain"], 2: [up("donzela_princesa")]})
    mirror(st, "cavalheiro_principe")
    to_tale(st, 1)
    assert st.current_player == 0 and choices(st) == ["donzela_plain"]
    ev = pick(st, "donzela_plain")
    assert "contaria.revealed" in types_of(ev) and st.mirrors_used == [1, 0, 0]


def test_prince_reveals_even_if_he_cannot_move():
    """A23: the reveal step happens in his current tale even when the move is skipped."""
    st = position(3,
                  tales={0: ["cavalheiro_principe", "donzela_serva"]})
    ev = mirror(st, "cavalheiro_principe")
    assert skipped(ev) == [("cavalheiro_principe", "no_target")]
    assert choices(st) == ["donzela_serva"]
    pick(st, "donzela_serva")   # the Servant: a Noble (the Prince) is here, she stays
    assert tale(st, 0) == ["cavalheiro_principe", "donzela_serva"] and not st.pending


# ----- EVIL QUEEN (RAINHA MÁ) -------------------------------------------------------------------
def test_evil_queen_inactive_while_mirrors_unused():
    fresh = position(3, tales={1: [up("velhinha_rainha_ma")]}, mirrors_used=[2, 0, 0])
    used = position(3, tales={1: [up("velhinha_rainha_ma")]}, mirrors_used=[0, 2, 0])
    centre = position(3, tales={3: [up("velhinha_rainha_ma")]}, mirrors_used=[3, 3, 3])
    assert points(fresh, "velhinha_rainha_ma") == -1
    assert points(used, "velhinha_rainha_ma") == -3
    assert points(centre, "velhinha_rainha_ma") == -1


# ----- MERMAID (SEREIA) -------------------------------------------------------------------------
def test_mermaid_pulls_a_knight():
    st = position(3,
                  tales={0: ["donzela_sereia"], 1: [up("cavalheiro_principe"), "cavalheiro_plain"]})
    mirror(st, "donzela_sereia")
    assert choices(st) == ["cavalheiro_plain", "cavalheiro_principe"]


def test_mermaid_knights_unrevealable_and_negative():
    st = position(3,
                  tales={0: [up("donzela_sereia"), "cavalheiro_fera", up("cavalheiro_principe")], 1: ["fada_plain"]})
    fera = h(st, "cavalheiro_fera")
    assert all(a.get("card") != fera for a in st.legal_actions() if a.type == "mirror")
    assert points(st, "cavalheiro_fera") == -2 and points(st, "cavalheiro_principe") == -2


# ----- SERVANT (SERVA) --------------------------------------------------------------------------
def test_servant_moves_to_a_noble_only_if_none_here():
    st = position(3,
                  tales={0: ["donzela_serva"], 1: [up("velhinha_rainha_ma")], 2: [up("donzela_irma_ma")]})
    mirror(st, "donzela_serva")
    assert kind(st) == "choose_tale" and choices(st) == [1, 2]
    st = position(3,
                  tales={0: ["donzela_serva", up("velhinha_rainha_ma")], 1: [up("donzela_irma_ma")]})
    ev = mirror(st, "donzela_serva")
    assert skipped(ev) == [("donzela_serva", "no_target")] and not st.pending


def test_servant_makes_princess_negative_with_her_bonus():
    st = position(3, tales={0: [up("donzela_serva"), up("donzela_princesa"), up("cavalheiro_principe")]})
    assert points(st, "donzela_princesa") == -3 - 2


def test_servant_bonus_with_prince_as_the_only_noble():
    alone = position(3, tales={0: [up("donzela_serva"), up("cavalheiro_principe")]})
    other = position(3, tales={0: [up("donzela_serva"), up("cavalheiro_principe"), up("velhinha_rainha_ma")]})
    assert points(alone, "donzela_serva") == -3
    assert points(other, "donzela_serva") == -1


def test_noble_cards():
    cards = card_set({}).cards
    assert sorted(c.id for c in cards if "NOBRE" in c.types) == [
        "cavalheiro_principe", "donzela_irma_ma", "donzela_princesa", "velhinha_rainha_ma"]


# ----- GRANDMOTHER (VOVÓ) -----------------------------------------------------------------------
def test_grandmother_pulls_a_child_only_when_revealed():
    st = position(3, hands={0: ["fada_plain"], 1: ["crianca_maria"]},
                  tales={0: ["velhinha_vovo"], 1: ["crianca_plain"]})
    mirror(st, "velhinha_vovo")
    pick(st, "crianca_plain")
    assert tale(st, 0) == ["velhinha_vovo", "crianca_plain"]
    place(st, "crianca_maria", 1)   # a Child arriving later is not pulled
    assert tale(st, 1) == ["crianca_maria"]


def test_grandmother_bonus_once():
    one = position(3, tales={0: [up("velhinha_vovo"), "crianca_plain"]})
    two = position(3, tales={0: [up("velhinha_vovo"), "crianca_plain", "crianca_maria"]})
    assert points(one, "velhinha_vovo") == points(two, "velhinha_vovo") == 3


# ----- general notes -----------------------------------------------------------------------------
def test_on_reveal_happens_again_after_flip_back():
    """EFFECTS ON REVEAL: a card turned back to its initial side acts again when revealed."""
    st = position(3, hands={0: ["fada_plain"], 1: ["donzela_plain"]},
                  tales={0: ["fada_madrinha", up("cavalheiro_fera")], 1: ["donzela_serva"], 2: ["donzela_princesa"]})
    mirror(st, "fada_madrinha")
    pick(st, "cavalheiro_fera")         # flip the Beast back
    assert tale(st, 0) == ["fada_madrinha", "cavalheiro_fera"]
    mirror(st, "cavalheiro_fera")      # seat 1 reveals her again: she pulls again
    assert choices(st) == ["donzela_princesa", "donzela_serva"]


def test_continuous_effects_follow_cards_in_and_out():
    """CONTINUOUS EFFECTS affect new characters entering the tale and stop for those leaving,
    or when the source moves away."""
    st = position(3, hands={0: ["crianca_plain"], 1: ["fada_plain"]},
                  tales={0: [up("velhinha_lobo_mau")], 1: ["fada_mago"]})
    place(st, "crianca_plain", 0)
    assert deactivated(st, "crianca_plain")
    mirror(st, "fada_mago")
    assert "crianca_plain" not in choices(st)  # deactivated cards cannot be moved
    pick(st, "fada_mago")
    to_tale(st, 0)
    assert not deactivated(st, "fada_mago")
