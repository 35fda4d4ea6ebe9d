"""The OpenSpiel adapter's overhead (issue 17): random-playout decisions per second through
``pyspiel`` (``python_<game>``) against the engine directly, per game.

Run: ``nice -n 19 python benchmarks/bench_openspiel.py [--seconds 3] [--players 2 4] [--only contaria ...]``
(needs the ``openspiel`` extra), or through pytest:
``python -m pytest benchmarks/bench_openspiel.py --benchmark-enable -q``.

Each side plays deals ``FIRST_DEAL, FIRST_DEAL + 1, ...`` uniformly at random (after one warm-up
game) until ``--seconds`` of CPU time are spent:

- **engine**: ``legal_actions()`` + ``apply()`` (``benchmarks/playouts.py``, the loop every
  engine benchmark uses);
- **adapter**: ``state.legal_actions()`` (encoded, sorted) + ``state.apply_action(id)`` through
  pyspiel, the loop OpenSpiel's random rollouts run (what IS-MCTS's evaluator does), plus one
  ``information_state_string`` of the seat to move per decision (``--with-strings``; IS-MCTS
  reads it at every tree node).

Reported per game and player count: decisions/s (CPU time, ``time.process_time``: other
processes' load does not count) of each and the ratio (the adapter's overhead factor).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.playouts import play_random_games  # noqa: E402
from contaria_desktop.engines.core import get_spec  # noqa: E402

FIRST_DEAL = 90_000
DEALS = 1 << 17


def adapter_playouts(game_id: str, num_players: int, first_deal: int, count: int,
                     with_strings: bool = False) -> int:
    """Play ``count`` random games through pyspiel (deals ``first_deal, ...``); returns the
    number of decisions made."""
    from contaria_desktop.interop import openspiel as osp

    game = osp.load(game_id, players=num_players, seed=0, deals=DEALS)   # loaded once: deal d is outcome d
    decisions = 0
    for deal in range(first_deal, first_deal + count):
        state = game.new_initial_state()
        state.apply_action(deal)
        rng = random.Random(deal)
        while not state.is_terminal():
            legal = state.legal_actions()
            if with_strings:
                state.information_state_string(state.current_player())
            state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
        state.returns()
    return decisions


def measure(game_id: str, num_players: int, min_seconds: float) -> dict:
    """Decisions/s (CPU) of the engine, the adapter, and the adapter with information strings:
    each plays one warm-up game (deal ``FIRST_DEAL - 1``), then games from ``FIRST_DEAL`` on
    until ``min_seconds`` of CPU time are spent. ``games``/``decisions``: the adapter's."""
    spec = get_spec(game_id)
    out: dict = {"game": game_id, "players": num_players}
    runs = (("engine", lambda d: play_random_games(spec, num_players, d, 1)),
            ("adapter", lambda d: adapter_playouts(game_id, num_players, d, 1)),
            ("adapter+infostate", lambda d: adapter_playouts(game_id, num_players, d, 1, True)))
    for name, fn in runs:
        fn(FIRST_DEAL - 1)
        t = time.process_time()
        n = games = 0
        while games == 0 or time.process_time() - t < min_seconds:
            n += fn(FIRST_DEAL + games)
            games += 1
        out[name] = n / max(1e-9, time.process_time() - t)
        if name == "adapter":
            out["games"], out["decisions"] = games, n
    return out


def main(argv: list[str] | None = None) -> int:
    from contaria_desktop.interop import openspiel as osp

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--only", nargs="*", default=[])
    args = parser.parse_args(argv)
    print("| game | players | games | decisions | engine dec/s | adapter dec/s | overhead | "
          "adapter + infostate dec/s | overhead |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game_id in sorted(osp.REGISTERED):
        if args.only and game_id not in args.only:
            continue
        spec = get_spec(game_id)
        for n in args.players:
            if not spec.min_players <= n <= spec.max_players:
                continue
            r = measure(game_id, n, args.seconds)
            print(f"| {game_id} | {n} | {r['games']} | {r['decisions']} | {r['engine']:.0f} | {r['adapter']:.0f} | "
                  f"{r['engine'] / r['adapter']:.1f}x | {r['adapter+infostate']:.0f} | "
                  f"{r['engine'] / r['adapter+infostate']:.1f}x |", flush=True)
    return 0


def test_adapter_random_playouts(benchmark):
    """pytest-benchmark: one random Contária game through the adapter (2 players)."""
    import pytest
    pytest.importorskip("pyspiel")
    benchmark(adapter_playouts, "contaria", 2, FIRST_DEAL, 1)


if __name__ == "__main__":
    raise SystemExit(main())
