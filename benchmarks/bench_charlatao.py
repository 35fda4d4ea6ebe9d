"""CharLatão random-playout throughput (pytest-benchmark).

Run: ``python -m pytest benchmarks/bench_charlatao.py --benchmark-enable -q``
(on a busy machine add ``--benchmark-timer=time.process_time`` to time CPU only).

Each benchmark round plays complete seeded random games (``legal_actions`` + ``apply`` per
decision, the loop bots and the conformance suite use; ``result()`` at the end) and records
games/s and decisions/s in ``extra_info``. Target (one core): >= 200 complete 4-player games
(4 rounds, 260 decisions each) per second. The 2-player variant is timed too (no target).
"""

from __future__ import annotations

import pytest

from contaria_desktop.engines.charlatao import GAME
from playouts import play_random_games

GAMES_PER_ROUND = 50
TARGET_4P_GAMES_PER_S = 200


def _play(num_players: int, first_seed: int) -> int:
    return play_random_games(GAME, num_players, first_seed, GAMES_PER_ROUND)


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_random_playouts(benchmark, num_players):
    decisions = benchmark(_play, num_players, 1000)
    benchmark.extra_info["games_per_round"] = GAMES_PER_ROUND
    benchmark.extra_info["decisions_per_round"] = decisions
    stats = benchmark.stats.stats if benchmark.stats else None
    if stats:
        # the minimum is the cost itself; the mean also measures other processes
        benchmark.extra_info["games_per_s_best"] = round(GAMES_PER_ROUND / stats.min, 1)
        benchmark.extra_info["games_per_s_mean"] = round(GAMES_PER_ROUND / stats.mean, 1)
        benchmark.extra_info["decisions_per_s_best"] = round(decisions / stats.min)
        if num_players == 4:
            assert GAMES_PER_ROUND / stats.min >= TARGET_4P_GAMES_PER_S
    if num_players == 4:
        assert decisions == GAMES_PER_ROUND * 260  # 4 rounds x (1 + 4 + 4 + 14 x 4)
    assert decisions > GAMES_PER_ROUND
