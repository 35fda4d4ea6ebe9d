"""Same seed, same game, decision for decision (issue 13, Numbers: the speed work on the listing,
``apply`` and ``clone`` must change no rule, legal list, order or random draw).

For a few seeds at 2 and 5 players, the benchmark's random playout (``GAME.new_game(n, seed)``,
a uniformly random legal action drawn from ``Rng(seed ^ 0x51A)``) is hashed as the sequence of
chosen actions (JSON) followed by the final scores; the digests and decision counts were recorded
on main (d66daab) before the qperf5 pass. :mod:`.test_pinned_playouts` pins more (legal lists,
saved states, views) over 20 seeds per player count.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from contaria_desktop.engines.core import Rng
from contaria_desktop.engines.quissama import GAME

#: (players, seed) -> (digest of the actions and scores, decisions)
PINNED = {
    (2, 0): ("b1363a6c5d289c03", 405),
    (2, 1): ("a7035f327bd1f78f", 536),
    (2, 2): ("feb854e139d479b2", 475),
    (2, 3): ("2b39614905364e89", 211),
    (5, 0): ("a3c27d265bd6f668", 631),
    (5, 1): ("4ef1003f46335d90", 975),
    (5, 2): ("df7702ae66d88eb3", 653),
    (5, 3): ("c621c946dc8193fe", 662),
}


def game_digest(players: int, seed: int) -> tuple[str, int]:
    """Digest of one random playout's action sequence and final scores, and its decisions."""
    st = GAME.new_game(players, seed, {})
    rng = Rng(seed ^ 0x51A)
    h = hashlib.sha256()
    while not st.is_terminal:
        legal = st.legal_actions()
        action = legal[rng.below(len(legal))]
        h.update(json.dumps(action.to_json(), sort_keys=True).encode())
        st.apply(action)
    h.update(json.dumps(list(st.result().scores)).encode())
    return h.hexdigest()[:16], st.decisions


@pytest.mark.parametrize("players,seed", sorted(PINNED))
def test_same_seed_same_game(players: int, seed: int) -> None:
    assert game_digest(players, seed) == PINNED[(players, seed)]
