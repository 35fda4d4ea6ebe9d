"""Contária random-playout throughput (pytest-benchmark).

Run: ``python -m pytest benchmarks/bench_contaria.py --benchmark-enable -p no:xdist -q``; on a
busy machine add ``--benchmark-timer=time.process_time`` to measure CPU time of the one core
the benchmark runs on instead of wall time.
Each benchmark plays complete seeded random games (legal_actions + apply per decision, the
same loop bots and the conformance suite use) and records decisions per game in
``extra_info``; decisions/s = decisions / mean time. Targets (one core): >= 20,000
decisions/s and >= 500 complete 4-player games/s.
"""

from __future__ import annotations

import pytest

from contaria_desktop.engines.contaria import GAME
from playouts import play_random_games

GAMES_PER_ROUND = 50


def _play(num_players: int, first_seed: int) -> int:
    return play_random_games(GAME, num_players, first_seed, GAMES_PER_ROUND)


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_random_playouts(benchmark, num_players):
    decisions = benchmark(_play, num_players, 1000)
    mean = benchmark.stats.stats.mean if benchmark.stats else None
    benchmark.extra_info["games_per_round"] = GAMES_PER_ROUND
    benchmark.extra_info["decisions_per_round"] = decisions
    if mean:
        benchmark.extra_info["games_per_s"] = round(GAMES_PER_ROUND / mean, 1)
        benchmark.extra_info["decisions_per_s"] = round(decisions / mean)
    assert decisions > GAMES_PER_ROUND
