"""The knowledge model on the kit (``docs/knowledge-model.md``; ``engines/dark_tales/hidden.py``):
who knows each card after the deal (DT-S9), the Gypsy's public reveal (OQ-DT12), the Wizard's
revealed card (OQ-DT4), the Secret Helper's private look (DTD-8) and a card taken from play into
a hand (DT-G5); the kit's generic ``sample_unknown`` keeps every view a seat can tell apart."""

from __future__ import annotations

from contaria_desktop.engines.core import get_spec

from .helpers import Action, h_of, play, position


def _known(st, handle):
    h = st.knowledge()[handle]
    return "all" if h.public else sorted(h.known_to)


def _views_hold(st, seeds=range(6)):
    for seat in (None, *range(st.num_players)):
        for seed in seeds:
            world, _ = st.sample_unknown(seat, seed, fixed_seats=())
            assert world.view(seat) == st.view(seat), seat
            if seat == st.current_player:
                assert world.legal_actions() == st.legal_actions()


def test_identities_unique_with_copies_and_round_trip():
    st = get_spec("dark_tales").new_game(3, 42)
    k = st.knowledge()
    assert len(k.handles) == 48 and {h.group for h in k.handles} == {"card"}
    assert len({h.identity for h in k.handles}) == 48  # copies are numbered
    assert all(h.identity.split("#")[0] == st.ident[int(h.key[1:])] for h in k.handles)
    assert st.with_identities(k.assignment()) == st
    assert k.action_groups == ()


def test_deal_hands_known_to_holder_deck_to_nobody():
    st = get_spec("dark_tales").new_game(3, 7)
    for s in range(3):
        for h in st.hands[s]:
            assert _known(st, f"c{h:02d}") == [s]
    assert all(_known(st, f"c{h:02d}") == [] for h in st.deck)
    assert _known(st, f"c{st.common[0]:02d}") == "all"  # the Night card, face up
    _views_hold(st)


def test_sample_moves_only_what_the_seat_does_not_know():
    st = get_spec("dark_tales").new_game(4, 3)
    for seat in (0, 2):
        world, remap = st.sample_unknown(seat, 5, fixed_seats=())
        assert [world.ident[h] for h in st.hands[seat]] == [st.ident[h] for h in st.hands[seat]]
        assert remap  # something else moved
        assert sorted(world.ident) == sorted(st.ident)  # same cards, other places
    assert st.with_identities(st.knowledge().assignment()).ident == st.ident


def test_gypsy_reveal_makes_every_hand_public():
    st = position(3, hands=[["gypsy", "fairy"], ["king", "ogre"], ["spell"]], deck=["witch", "dragon"])
    play(st, "gypsy")
    for s in range(3):
        for h in st.hands[s]:
            if h != st.hands[s][-1] or s != 1:  # seat 1 then drew a card only it knows
                assert _known(st, f"c{h:02d}") == "all"
    _views_hold(st)


def test_wizard_revealed_card_public_and_spell_decision_unchanged():
    st = position(2, hands=[["wizard"], ["spell"]], deck=["spell", "king"])
    play(st, "wizard")
    assert _known(st, h_of(st, "spell", "deck")) == "all"
    _views_hold(st)
    st.apply(Action("may", accept=False))
    assert st.view(0)["seats"][1]["hand"][1]["id"] == "spell"
    _views_hold(st)


def test_secret_helper_look_known_to_the_looker_only():
    st = position(3, hands=[["secret_helper"], ["spell"], ["spell"]], deck=["ogre", "king", "fairy", "witch"])
    play(st, "secret_helper")
    looked = [h for h in st.deck if st.known[h]]
    assert len(looked) == 3 and all(_known(st, f"c{h:02d}") == [0] for h in looked)
    _views_hold(st)
    for seat in (1, 2):  # the others' worlds may hold other cards there
        worlds = {tuple(st.sample_unknown(seat, s, fixed_seats=())[0].ident[h] for h in looked)
                  for s in range(8)}
        assert len(worlds) > 1


def test_card_taken_from_play_into_a_hand_is_public():
    st = position(2, hands=[["princess"], ["spell"]], tableaus=[[], ["king"]])
    play(st, "princess")
    king = h_of(st, "king", "hand", 0)
    assert _known(st, king) == "all"
    _views_hold(st)
