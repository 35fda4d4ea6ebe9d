"""The running Gallery and coin-token summaries (engines/quissama/summary.py; issue 13, Numbers)
always equal a fresh recompute: seeded random games, checked after every decision."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Rng
from contaria_desktop.engines.quissama import GAME, summary

from .helpers import do, pos

#: a few games at 2 and 5 players, and the variants that move tokens and characters differently
GAMES = [(2, 3, {}), (2, 11, {}), (5, 2, {}),
         (3, 5, {"employ_any_business": True, "small_gallery": True, "fast_market": True})]


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_kept_summaries_equal_a_fresh_recompute(players: int, seed: int, options: dict) -> None:
    st = GAME.new_game(players, seed, options)
    rng = Rng(seed ^ 0x51A)
    kept = 0
    while not st.is_terminal:
        acts = st.legal_actions()
        if st._gsum is not None:
            assert st._gsum == summary.gallery(st), st.decisions
            kept += 1
        if st._tsum is not None:
            assert st._tsum == summary.tokens(st), st.decisions
        st.apply(acts[rng.below(len(acts))])
        if st.decisions % 7 == 0:  # a clone shares the (immutable) summaries and stays right
            st = st.clone()
    assert kept > st.decisions // 2  # the summaries are kept, not recomputed every time


def test_hand_edited_state_drops_the_kept_summaries() -> None:
    """Editing by hand then resetting ``_legal`` (as tests do) must not list from a stale summary."""
    s = pos(players=2, hands=[["COIN_1", "COIN_1", "BOURGEOIS"]], gallery={"PRINCESA": {"owner": 0}},
            businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    s.legal_actions()
    assert s._gsum[0][0] == ("PRINCESA",) and s._tsum == (1, 0)
    s.gallery["PRINCESA"]["owner"] = 1
    s.businesses["BZ_N1"]["token"] = None
    s._legal = None
    s.legal_actions()
    assert s._gsum == summary.gallery(s) and s._tsum == summary.tokens(s) == (0, 0)


def test_tokens_usable_again_at_the_start_of_the_owners_turn() -> None:
    """start_turn updates the kept count itself (R6: spent tokens are usable again next turn)."""
    s = pos(players=2, hands=[["BOURGEOIS", "COIN_1"]], businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    do(s, "acquire", business="BZ_N2", pay="BOURGEOIS:1,COIN_1:1")  # one coin from the token
    assert s.businesses["BZ_N1"]["used"] and summary.tokens_of(s) == (0, 0)
    for _ in range(2):
        do(s, "end_turn")
        do(s, "done")
    assert s.current == 0 and s._tsum == summary.tokens(s) == (1, 0)
