"""Small labels of the CharLatão table are never cut (QA: "held by Play…" on a quality card,
"Bruno (you) given to Ea…" in a trick slot's header, "from Ana" hidden under the next card of
the hand)."""

from __future__ import annotations

import random

from contaria_desktop.engines.charlatao import GAME


def _play_until(n: int, seed: int, done):
    state = GAME.new_game(n, seed, {})
    rng = random.Random(seed)
    for _ in range(2000):
        if done(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("never reached")


def test_a_long_holder_name_goes_on_two_lines_on_the_quality_card(table):
    """2 players: each player holds a suit card in secret; "held by <name>" is not elided even
    with a long name on a small table."""
    from tests.i18n.screens import record_painted_texts

    state = _play_until(2, 3, lambda s: s.phase == "play")
    table.resize(760, 520)
    table.set_seat_names(["Maria Eduarda", "Bartolomeu Dias"])
    for seat in (0, 1):
        table.show_state("charlatao", state.view(seat), state.legal_actions(), interactive=False)
        tags = [i.face.tag for i in table.table_scene().cards.values() if getattr(i.face, "tag", "")]
        assert any(t.startswith("held by") for t in tags), tags
        with record_painted_texts() as seen:
            table.grab()
        painted = [p for p in seen if p.where in ("face", "cface")]
        assert any(p.text in ("held by", "Maria Eduarda", "Bartolomeu Dias") for p in painted)
        assert not [p.text for p in painted if p.elided and ("held" in p.text or "Maria" in p.text
                                                             or "Bartolomeu" in p.text)]


def test_the_card_given_to_ea_nasir_stays_in_its_slot_with_a_caption(table):
    state = _play_until(2, 5, lambda s: s.phase == "take")
    given = state.view(None)["duel"]["split"]["given"]
    table.set_seat_names(["Ana", "Bruno"])
    table.show_state("charlatao", state.view(state.current_player), state.legal_actions(), interactive=True)
    scene = table.table_scene()
    item = scene.cards[f"card:{given}"]
    assert item.isVisible() and item.face.tag == "given to Ea-Nasir"
    slots = [z for k, z in scene.zones.items() if k.startswith("slot:")]
    assert slots and not any("given" in z.subtitle for z in slots)   # not squeezed into a header


def test_a_received_card_lies_on_top_of_its_neighbours(table):
    """3+ players: the card passed to you is captioned "from <name>"; it is drawn above the
    next card of the fanned hand, so the caption shows whole."""
    state = _play_until(3, 2, lambda s: s.phase == "play")
    table.set_seat_names(["Ana", "Bruno", "Caio"])
    for seat in range(3):
        table.show_state("charlatao", state.view(seat), [], interactive=False)
        scene = table.table_scene()
        hand = state.view(seat)["hands"][seat]
        tagged = [c for c in hand if scene.cards[f"card:{c}"].face.tag.startswith("from ")]
        assert len(tagged) == 1
        k = hand.index(tagged[0])
        z = scene.cards[f"card:{tagged[0]}"].zValue()
        neighbours = [hand[j] for j in (k - 1, k + 1) if 0 <= j < len(hand)]
        assert all(z > scene.cards[f"card:{c}"].zValue() for c in neighbours)


def test_every_card_of_a_hand_with_a_received_card_can_still_be_clicked(table):
    """Lying on top must not bury the next card of a crowded hand (16 cards)."""
    state = _play_until(3, 2, lambda s: s.phase == "play" and s.current_player is not None)
    for _ in range(3):
        seat = state.current_player
        table.show_state("charlatao", state.view(seat), state.legal_actions(), interactive=True)
        for key in table.targets():
            point = table.mapFromScene(table.target_scene_pos(key))
            assert table._keys_at(point)[0] == key, key
        state.apply(state.legal_actions()[0])
