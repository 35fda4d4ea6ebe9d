"""How much of the long sweeps a test run does.

The default run (README's test command, which CI runs) keeps every check but sweeps a
smaller matrix so the whole suite stays within CI's 15 minutes on 2 cores. Setting
``CONTARIA_FULL_CHECKS=1`` (``scripts/full_checks.sh`` does) runs the whole matrix: every
language at every player count and window size, more OpenSpiel simulations."""

from __future__ import annotations

import os

#: True when the long version of every sweep was asked for
FULL: bool = os.environ.get("CONTARIA_FULL_CHECKS", "") == "1"


def languages(n: int, min_players: int, max_players: int, size_index: int) -> tuple[str, ...]:
    """The interface languages a painted-text sweep checks at ``n`` players and the
    ``size_index``-th window size (0 = 1024×640, the tightest; 1 = 1280×800).

    Full run: all three at every count and size (as the module says; it was English only
    between the extreme counts - less than the default run checks there). Default run: all
    three at the extreme counts in the smallest window; otherwise one language, turning
    through en/pt_BR/es with the count and the size, so every language still meets every
    size and game."""
    every = ("en", "pt_BR", "es")
    extreme = n in (min_players, max_players)
    if FULL:
        return every
    if extreme and size_index == 0:
        return every
    return (every[(n + size_index) % 3],)
