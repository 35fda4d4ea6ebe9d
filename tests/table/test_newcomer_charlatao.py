"""Issue 18.5: with two players Ea-Nasir's turned-up card is not part of the trick (manual,
two-player rules): the table shows it in its own zone, apart from the trick's slots."""

from __future__ import annotations

from contaria_desktop.engines.core import Rng
from contaria_desktop.games import registry


def _play_positions(n: int, seed: int):
    spec = registry.get("charlatao").spec()
    state = spec.new_game(n, seed, {})
    rng = Rng(seed)
    while not state.is_terminal:
        view = state.view(state.current_player)
        if view.get("phase") == "play" and (view.get("duel") or {}).get("ea_nasir_card"):
            yield state, view
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def test_ea_nasirs_card_is_apart_from_the_trick(qapp):
    layout = registry.get("charlatao").layout()
    seen = 0
    for state, view in _play_positions(2, 31):
        plan = layout.plan(view, state.current_player, ["Ana", "Bia"])
        card = view["duel"]["ea_nasir_card"]
        place = plan.cards[f"card:{card}"] if f"card:{card}" in plan.cards else plan.cards[card]
        assert place.zone == "ea_card"
        ea, trick = plan.zones["ea_card"].rect, plan.zones["trick"].rect
        assert not ea.intersects(trick) and ea.right() < trick.left()
        slots = [z for k, z in plan.zones.items() if k.startswith("slot:")]
        assert len(slots) == 2 and all("Ea-Nasir" not in z.title for z in slots)
        seen += 1
        if seen >= 5:
            break
    assert seen


def test_three_players_have_no_ea_nasir_zone(qapp):
    layout = registry.get("charlatao").layout()
    spec = registry.get("charlatao").spec()
    state = spec.new_game(3, 2, {})
    plan = layout.plan(state.view(state.current_player), state.current_player, None)
    assert "ea_card" not in plan.zones
