"""Quissama table update timings (pytest-benchmark, Qt offscreen), as benchmarks/bench_table.py
measures the other games.

Run: ``QT_QPA_PLATFORM=offscreen nice -n 19 python -m pytest benchmarks/bench_quissama_table.py
--benchmark-enable -q``.

Target (issue 13, Numbers): a decision -> the board updated, p95 <= 10 ms with 5 players. One
round = ``State.apply`` + ``view(seat)`` + ``legal_actions`` + ``TableWidget.show_state`` at
normal animation speed (animations built and started, not run), the position before the
decision shown untimed first. Decisions come from seeded random 5-player games (the first
``PER_GAME`` decisions of each). The budget is asserted on the CPU-time p95 (see bench_table.py:
on a shared machine the wall-clock tail measures the scheduler).
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_table import random_decisions, table, time_decisions  # noqa: E402,F401 (fixture)

PER_GAME = 250


@pytest.fixture(scope="module")
def five_player_decisions():
    return random_decisions("quissama", 5, 2, 300, per_game=PER_GAME)


@pytest.mark.parametrize("viewer", ["deciding_seat", "fixed_seat"])
def test_quissama_decision_to_board_updated(benchmark, table, five_player_decisions, viewer):  # noqa: F811
    """A 5-player Quissama game, hot-seat and watched from seat 0."""
    time_decisions(benchmark, table, five_player_decisions, "quissama", viewer)
