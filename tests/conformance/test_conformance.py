"""Run the conformance suite over every registered engine and player count.

``CONFORMANCE_PLAYOUTS`` (default 120) sets the playouts per player count; they are split into
chunks so pytest-xdist spreads them over the cores. The long runs (thousands per player count)
are ``scripts/conformance.py`` and ``scripts/quissama_playouts.py``, outside CI: with four games
the suite must stay within 15 minutes on 2 cores.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from contaria_desktop.engines.core import all_specs

from .harness import playout
from tests.budget import FULL

PLAYOUTS = int(os.environ.get("CONFORMANCE_PLAYOUTS", "120"))
CHUNKS = 6
#: Games whose playouts are long (Quissama: 430-1,070 decisions, every seat's view checked at
#: each heavy step; CharLatão at 4-5 players: about 25 s of CPU per 20 playouts; Contária and
#: Dark Tales: 80 of 120) run fewer in the default run, so the whole run stays within 15 minutes on 2 cores; the full run
#: (``CONTARIA_FULL_CHECKS=1``, tests/budget.py) plays ``PLAYOUTS`` of every game, and the
#: script runs any number (``scripts/conformance.py --game quissama --playouts 2000``).
#: ``CONFORMANCE_PLAYOUTS_<GAME>`` overrides one game's count.
CI_PLAYOUTS = {} if FULL else {"quissama": 12, "charlatao": 40, "contaria": 80, "dark_tales": 80}


def playouts_for(game_id: str) -> int:
    """Playouts per player count for ``game_id`` in this run."""
    own = os.environ.get(f"CONFORMANCE_PLAYOUTS_{game_id.upper()}")
    if own is not None:
        return int(own)
    return min(PLAYOUTS, CI_PLAYOUTS.get(game_id, PLAYOUTS))

CASES = [
    (spec.id, n, chunk)
    for spec in all_specs()
    for n in range(spec.min_players, spec.max_players + 1)
    for chunk in range(CHUNKS)
]


@pytest.mark.parametrize("game_id,num_players,chunk", CASES)
def test_random_playouts(game_id: str, num_players: int, chunk: int) -> None:
    spec = next(s for s in all_specs() if s.id == game_id)
    for seed in range(chunk, playouts_for(game_id), CHUNKS):
        # heavy checks on every playout would be slow; do them on one in five
        playout(spec, num_players, seed, heavy=(seed % 5 == 0))


GOLDEN = """
import sys, json
sys.path.insert(0, {root!r})
from tests.kit import toygame
from contaria_desktop.engines.core import get_spec, Rng
spec = get_spec({game!r})
s = spec.new_game({n}, 20261129)
rng = Rng(7)
while not s.is_terminal:
    legal = s.legal_actions()
    s.apply(legal[rng.below(len(legal))])
print(s.state_hash())
"""


@pytest.mark.parametrize("game_id", [s.id for s in all_specs()])
def test_golden_replay_independent_of_hash_seed(game_id: str) -> None:
    spec = next(s for s in all_specs() if s.id == game_id)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    code = GOLDEN.format(root=root, game=game_id, n=spec.min_players)
    hashes = set()
    for hs in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=hs)
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        hashes.add(out.stdout.strip())
    assert len(hashes) == 1, hashes
