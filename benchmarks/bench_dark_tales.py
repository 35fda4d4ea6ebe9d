"""Dark Tales random-playout throughput (pytest-benchmark, or run as a script).

Run: ``python -m pytest benchmarks/bench_dark_tales.py --benchmark-enable -p no:xdist -q
--benchmark-timer=time.process_time`` (CPU time of the one core the benchmark runs on), or
``python benchmarks/bench_dark_tales.py [games] [repeats]`` for a plain report: for 2, 3 and 4
players, the best of ``repeats`` rounds of ``games`` complete seeded random games
(``new_game`` + ``legal_actions``/``apply`` per decision + ``result()``, the loop of
:mod:`playouts`), as decisions/s and games/s of CPU time.

Target (one core): >= 40,000 decisions/s. A decision here is a whole turn most of the time
(the card play ends the turn, the next seat's start, end check and draw follow inside
``apply``), so a game has only about 50-60 decisions (2 players more, with Witch passes).

Decisions/s is measured with the option ``stall_fast_forward`` **off**: with it on (the
default), a Witch stall's forced passes are played inside one ``apply`` and are not counted as
decisions, so decisions/s would read low for the same work. The script also reports games/s
with the default options (what a player's game costs).
"""

from __future__ import annotations

import os
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from contaria_desktop.engines.dark_tales import GAME  # noqa: E402
from playouts import play_random_games  # noqa: E402

GAMES_PER_ROUND = 50
TARGET_DECISIONS_PER_S = 40_000


# Every pass a real decision, so decisions/s counts the same work with and without stalls.
COUNTED = {"stall_fast_forward": False}


def _play(num_players: int, first_seed: int) -> int:
    return play_random_games(GAME, num_players, first_seed, GAMES_PER_ROUND, COUNTED)


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_random_playouts(benchmark, num_players):
    decisions = benchmark(_play, num_players, 1000)
    benchmark.extra_info["games_per_round"] = GAMES_PER_ROUND
    benchmark.extra_info["decisions_per_round"] = decisions
    stats = benchmark.stats.stats if benchmark.stats else None
    if stats:
        benchmark.extra_info["games_per_s_best"] = round(GAMES_PER_ROUND / stats.min, 1)
        benchmark.extra_info["decisions_per_s_best"] = round(decisions / stats.min)
    assert decisions > GAMES_PER_ROUND


def _best(n: int, games: int, repeats: int, options) -> tuple[int, float]:
    best = None
    decisions = 0
    for _ in range(repeats):
        t = time.process_time()
        decisions = play_random_games(GAME, n, 1000, games, options)
        el = time.process_time() - t
        best = el if best is None else min(best, el)
    return decisions, best


def report(games: int = 200, repeats: int = 5) -> list[tuple[int, float, float, float]]:
    """``(players, decisions/s, games/s, games/s with default options)`` of CPU time, best of
    ``repeats`` rounds each; decisions/s with ``stall_fast_forward`` off (see the module text)."""
    out = []
    for n in (2, 3, 4):
        decisions, best = _best(n, games, repeats, COUNTED)
        _, best_default = _best(n, games, repeats, None)
        out.append((n, decisions / best, games / best, games / best_default))
    return out


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    for n, dps, gps, gps_default in report(games, repeats):
        print(f"dark_tales {n}p: {dps:,.0f} decisions/s, {gps:,.1f} games/s with every pass a "
              f"decision (stall_fast_forward off); {gps_default:,.1f} games/s with the default "
              f"options (CPU time, best of {repeats} x {games} games)")
