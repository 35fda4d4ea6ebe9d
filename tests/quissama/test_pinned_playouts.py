"""Pins the Quissama engine's behaviour along many seeded random playouts while its legal-action
listing is optimised (issue 13, Numbers): for 20 seeds per player count 2-5, the SHA-256 of the
sequence of (legal-action list JSON, chosen action, saved state JSON) at every decision, and of
every seat's ``view()`` JSON every 40 decisions and at the end, must stay byte-for-byte the same.

The playouts are the benchmark's (``benchmarks/bench_quissama.py``: ``GAME.new_game(n, seed)``,
a uniformly random legal action from ``Rng(seed ^ 0x51A)``), default options. The digests were
recorded on the engine before this round of speed work; :mod:`.test_pinned_formats` pins the
variants and the events. A deliberate rules or format change must update both and the contract.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from contaria_desktop.engines.core import Rng
from contaria_desktop.engines.quissama import GAME
from contaria_desktop.engines.quissama.state import _FIELDS, QuissamaState

GAME_ID = QuissamaState.GAME_ID

SEEDS = range(20)
VIEW_EVERY = 40

#: players -> (digest of the 20 playouts, total decisions)
PINNED = {
    2: ("62195c98ec8f99dae8ce4355", 8496),
    3: ("b843b250e4ecc7443279403e", 13651),
    4: ("cbfd73a8a872660152d3e3fc", 15933),
    5: ("f1e593441355b4e2c27733fe", 24326),
}


def _dump(obj: object) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def _saved(st: object) -> dict:
    """``st.to_json()`` without its deep copies (the same JSON: the fields are only read)."""
    out = {f: getattr(st, f) for f in _FIELDS}
    out["game"] = GAME_ID
    out["rng"] = st.rng.to_json()  # type: ignore[attr-defined]
    return out


def playout_digest(players: int, seeds: range = SEEDS) -> tuple[str, int]:
    """Play the benchmark's random games; hash legal lists, choices, states and some views."""
    h = hashlib.sha256()
    total = 0
    for seed in seeds:
        st = GAME.new_game(players, seed, {})
        rng = Rng(seed ^ 0x51A)
        step = 0
        while True:
            saved = _saved(st)
            h.update(_dump(saved))
            if step % VIEW_EVERY == 0 or st.is_terminal:
                assert _dump(saved) == _dump(st.to_json())
                for s in (None, *range(players)):
                    h.update(_dump(st.view(s)))
            if st.is_terminal:
                break
            legal = st.legal_actions()
            h.update(_dump([a.to_json() for a in legal]))
            choice = legal[rng.below(len(legal))]
            h.update(_dump(choice.to_json()))
            st.apply(choice)
            step += 1
        h.update(_dump(st.result().to_json()))
        total += step
    return h.hexdigest()[:24], total


@pytest.mark.parametrize("players", sorted(PINNED))
def test_random_playouts_pinned(players: int) -> None:
    got = playout_digest(players)
    assert got == PINNED[players], f"{players} players: {got}"
