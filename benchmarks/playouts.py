"""Random playouts shared by the engine benchmarks (one loop, so every game is timed alike)."""

from __future__ import annotations

from typing import Any, Mapping

from contaria_desktop.engines.core import GameSpec, Rng


def play_random_games(spec: GameSpec, num_players: int, first_seed: int, count: int,
                      options: Mapping[str, Any] | None = None) -> int:
    """Play ``count`` games from deals ``first_seed, first_seed + 1, ...``, each choosing
    uniformly among legal actions with ``Rng(seed)``; returns the number of decisions made.
    ``options``: game options for every game (``None``: the game's defaults)."""
    decisions = 0
    for seed in range(first_seed, first_seed + count):
        st = spec.new_game(num_players, seed, options)
        rng = Rng(seed)
        while not st.is_terminal:
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
            decisions += 1
        st.result()
    return decisions
