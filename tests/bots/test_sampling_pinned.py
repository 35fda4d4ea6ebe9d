"""The sampler's worlds and a search's answer, pinned per game: building the free handles and
their canonical identity order once per decision (``bots/sampling.make_sampler``) instead of once
per sample must deal the same worlds for the same seeds, so bots answer exactly as before.

Digests recorded on main (d66daab) before the qperf5 pass: for each game at its smallest and
largest player count, 4 samples every 7th decision of a seeded random game (the sampled states'
JSON); and a Normal bot's analysis (chosen action, visits and values) at 40 simulations every
10th decision at the smallest count.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from contaria_desktop.bots import Budget, NormalBot, make_sampler
from contaria_desktop.engines.core import Rng, all_specs

#: game -> digest of its sampled worlds (Dark Tales re-recorded when its state gained the
#: `stall_fast_forward` option: the same worlds with that key stripped give the old digest)
SAMPLES = {
    "charlatao": "971c5c903f322f47",
    "contaria": "c853d475d7a61261",
    "dark_tales": "868f634c0b680ae0",
    "quissama": "dc28f9cd82dca5bf",
}
#: game -> digest of the Normal bot's analyses (Dark Tales re-recorded with the stall
#: fast-forward: its states, and so the search's playouts, changed; and again when its
#: evaluation hook, which Normal uses, gained items and hand cards: bots/ismcts.py unchanged)
ANALYSES = {
    "charlatao": "5fba8a0a7cd7cf61",
    "contaria": "caa916cf7475b69f",
    "dark_tales": "bde1b57c94fe682d",
    "quissama": "a0364f075829048b",
}


def _spec(game: str):
    return next(s for s in all_specs() if s.id == game)


def _dump(obj: object) -> bytes:
    return json.dumps(obj, sort_keys=True).encode()


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_sampled_worlds_pinned(game: str) -> None:
    spec = _spec(game)
    h = hashlib.sha256()
    for players in (spec.min_players, spec.max_players):
        state = spec.new_game(players, 21)
        rng = Rng(5)
        for step in range(60):
            if state.is_terminal:
                break
            if step % 7 == 0:
                sampler = make_sampler(state, state.current_player)
                for seed in (1, 77, 2**40, 12345):
                    h.update(_dump(sampler(seed).to_json()))
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert h.hexdigest()[:16] == SAMPLES[game]


@pytest.mark.parametrize("game", sorted(ANALYSES))
def test_search_answers_pinned(game: str) -> None:
    spec = _spec(game)
    state = spec.new_game(spec.min_players, 8)
    rng = Rng(3)
    h = hashlib.sha256()
    for step in range(30):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        if step % 10 == 5 and len(legal) > 1:
            seat = state.current_player
            an = NormalBot(4).analyse(state.view(seat), legal, make_sampler(state, seat), Budget(iterations=40))
            h.update(_dump([an.action.to_json(),
                            [(s.action.to_json(), s.visits, round(s.value, 9)) for s in an.stats]]))
        state.apply(legal[rng.below(len(legal))])
    assert h.hexdigest()[:16] == ANALYSES[game]
