"""Bots never learn what their seat may not know (issue 12).

- The sampler's states look, to the seat, exactly like the real one (same view, same legal
  actions) while hidden identities and the random generator are re-dealt.
- The no-peeking test: a bot's choices do not change when the identities its seat does not
  know are permuted in the real state (``shuffle_unknown`` on the real state, same bot seed).
  This is exact when the engine's knowledge model is canonical (``shuffle_unknown``'s result
  depends only on what the seat knows and the seed); it is proven on a canonical toy game, with a
  control showing that a peeking sampler fails it, and run on every registered engine, where it
  is an expected failure while that engine's shuffle is not canonical (see docs/bots.md).
"""

from __future__ import annotations

import pytest

from contaria_desktop.bots import Budget, make_bot, make_sampler
from contaria_desktop.engines.core import Rng, all_specs

from .guess import GuessState
from .helpers import choice_positions

GAMES = [s.id for s in all_specs()]


def _spec(game):
    return next(s for s in all_specs() if s.id == game)


def _positions(game):
    spec = _spec(game)
    out = []
    for n in sorted({spec.min_players, spec.max_players}):
        out += choice_positions(spec.new_game(n, 21), seed=n, count=3)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_samples_look_like_the_real_state_to_the_seat(game):
    for state in _positions(game):
        seat = state.current_player
        sampler = make_sampler(state, seat)
        samples = [sampler(k) for k in range(4)]
        for s in samples:
            assert s.view(seat) == state.view(seat)
            assert s.legal_actions() == state.legal_actions()
            assert s.current_player == seat
            assert s.rng != state.rng          # future chance is re-dealt too
        assert sampler(3) == samples[3]        # the same seed gives the same sample
        assert len({s.rng.state for s in samples}) == len(samples)


@pytest.mark.parametrize("game", GAMES)
def test_sampler_is_a_copy(game):
    """Moves on the real game after the sampler was built do not change its samples."""
    state = _spec(game).new_game(_spec(game).min_players, 3)
    seat = state.current_player
    sampler = make_sampler(state, seat)
    before = sampler(5)
    state.apply(state.legal_actions()[0])
    assert sampler(5) == before
    with pytest.raises(ValueError):
        sampler(-1)


def _choices(positions, sampler_for, kind="normal", budget=Budget(iterations=40)):
    out = []
    for i, state in enumerate(positions):
        seat = state.current_player
        bot = make_bot(kind, 100 + i)
        out.append(bot.choose(state.view(seat), state.legal_actions(), sampler_for(state, seat), budget))
    return out


def _guess_positions():
    out = []
    for n in (2, 3):
        for seed in range(6):
            out.append(GuessState.new_game(n, seed, {}))
    return out


def test_no_peeking_on_a_canonical_game():
    positions = _guess_positions()
    honest = _choices(positions, make_sampler)
    for x in (1, 2, 3):
        permuted = [p.shuffle_unknown(p.current_player, x) for p in positions]
        assert all(p.view(p.current_player) == q.view(q.current_player) for p, q in zip(positions, permuted))
        assert _choices(permuted, make_sampler) == honest


def test_the_no_peeking_test_catches_a_peeking_sampler():
    """Control: a sampler that hands out the real state (reseeded) makes the bot guess the hidden
    card, and then permuting the hidden cards changes its choices."""
    def peeking(state, seat):
        def sample(seed):
            s = state.clone()
            s.rng = Rng(seed)
            return s
        return sample

    positions = _guess_positions()
    peeked = _choices(positions, peeking)
    assert all(a.type == "guess" for a in peeked)
    permuted = [p.shuffle_unknown(p.current_player, 1) for p in positions]
    assert _choices(permuted, peeking) != peeked
    # an honest bot cannot do better than 1 in 5 by guessing and passes (a shared win)
    assert all(a.type == "pass" for a in _choices(positions, make_sampler, budget=Budget(iterations=2000)))


def _canonical(state, seat) -> bool:
    other = state.shuffle_unknown(seat, 12345)
    return all(state.shuffle_unknown(seat, k) == other.shuffle_unknown(seat, k) for k in range(3))


@pytest.mark.parametrize("game", GAMES)
def test_no_peeking_on_every_game(game):
    positions = _positions(game)
    assert positions
    if not all(_canonical(p, p.current_player) for p in positions):
        pytest.xfail(f"{game}: shuffle_unknown is not canonical yet (its result depends on the real "
                     "order of the hidden identities); the engine kit's generic shuffle should sort "
                     "the pooled identities before its seeded shuffle - docs/bots.md")
    honest = _choices(positions, make_sampler, budget=Budget(iterations=25))
    for x in (1, 2):
        permuted = [p.shuffle_unknown(p.current_player, x) for p in positions]
        assert _choices(permuted, make_sampler, budget=Budget(iterations=25)) == honest
