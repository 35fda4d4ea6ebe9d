"""With the real Contária engine: every table gesture is one of the legal actions, every
placeable/mirror/choice action can be reached by clicks, and no view leaks through the table."""

import random

import pytest

from contaria_desktop.engines.core import get_spec, load_engines

from .helpers import click, is_legal, revealed_names

TABLE_KINDS = {"place", "mirror", "choose_card", "choose_tale"}


@pytest.fixture(scope="module")
def spec():
    load_engines()
    return get_spec("contaria")


def gesture(action, legal, seat) -> list[str]:
    """The clicks that make ``action`` on the table."""
    if action.type == "place":
        return [f"card:{action['card']}", f"tale:{action['tale']}"]
    if action.type == "mirror":
        direct = not any(a.type == "place" for a in legal)
        return [f"card:{action['card']}"] if direct else [f"mirrors:{seat}", f"card:{action['card']}"]
    if action.type == "choose_card":
        return [f"card:{action['card']}"]
    return [f"tale:{action['tale']}"]


@pytest.mark.parametrize("n,seed", [(3, 1), (4, 2), (5, 3)])
def test_random_games_played_by_clicking(table, qtbot, spec, n, seed):
    state = spec.new_game(n, seed, {})
    rng = random.Random(seed)
    scene = table.table_scene()
    items = None
    steps = 0
    while not state.is_terminal and steps < 60:
        steps += 1
        seat = state.current_player
        legal = state.legal_actions()
        view = state.view(seat)
        table.show_state("contaria", view, legal, interactive=True)
        if items is None:
            items = {k: id(v) for k, v in scene.cards.items()}
        assert {k: id(v) for k, v in scene.cards.items()} == items
        # every table action's first gesture key is highlighted
        targets = set(table.targets())
        for a in legal:
            if a.type in TABLE_KINDS:
                assert gesture(a, legal, seat)[0] in targets, a
        mine = [a for a in legal if a.type in TABLE_KINDS]
        if not mine:
            state.apply(rng.choice(legal))
            continue
        action = rng.choice(mine)
        keys = gesture(action, legal, seat)
        emitted = []
        table.actionChosen.connect(emitted.append)
        for key in keys:
            assert key in table.targets(), (key, action)
            click(qtbot, table, key)
        table.actionChosen.disconnect(emitted.append)
        assert len(emitted) == 1 and emitted[0] == action and is_legal(emitted[0], legal)
        state.apply(action)
    assert steps > 10


@pytest.mark.parametrize("n,seed", [(3, 4), (5, 5)])
def test_spectator_views_never_show_hidden_identities(table, spec, n, seed):
    state = spec.new_game(n, seed, {})
    rng = random.Random(seed)
    names = revealed_names()
    for _ in range(30):
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
        view = state.view(None)
        table.show_state("contaria", view, [], interactive=False)
        secret = state.omniscient_view()
        hidden = set()
        for tale in secret["tales"]:
            hidden |= {names[c["identity"]] for c in tale["cards"] if not c["face_up"]}
        for hand in secret["hands"]:
            hidden |= {names[c["identity"]] for c in hand["cards"]}
        texts = set(table.table_scene().texts())
        assert not hidden & texts


def test_omniscient_view_labels_hidden_sides(table, spec):
    state = spec.new_game(4, 9, {})
    table.show_state("contaria", state.omniscient_view(), [], interactive=False)
    texts = set(table.table_scene().texts())
    assert "Hidden side" in texts and "Your secret" not in texts
    names = revealed_names()
    for hand in state.omniscient_view()["hands"][:1]:
        assert {names[c["identity"]] for c in hand["cards"]} <= texts
