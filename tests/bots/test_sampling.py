"""The sampler builds the knowledge model once per decision (bots/sampling.py) and still deals
exactly the worlds of the engine's ``shuffle_unknown`` (the conformance-checked model)."""

from __future__ import annotations

import pytest

from contaria_desktop.bots import make_sampler
from contaria_desktop.engines.core import Rng, all_specs


@pytest.mark.parametrize("game", [s.id for s in all_specs()])
def test_sampler_deals_the_worlds_of_shuffle_unknown(game):
    spec = next(s for s in all_specs() if s.id == game)
    state = spec.new_game(min(3, spec.max_players), 21)
    rng = Rng(5)
    for step in range(40):
        if state.is_terminal:
            break
        if step % 13 == 0:
            seat = state.current_player
            sampler = make_sampler(state, seat)
            for seed in (1, 77, 2**40):
                got = sampler(seed)
                want = state.clone().shuffle_unknown(seat, seed)
                want.rng = got.rng                     # the sampler reseeds future chance
                assert got.to_json() == want.to_json()
            assert sampler(9).to_json() == sampler(9).to_json()
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def test_sampler_refuses_a_negative_seed():
    spec = next(iter(all_specs()))
    state = spec.new_game(spec.min_players, 1)
    with pytest.raises(ValueError):
        make_sampler(state, state.current_player)(-1)
