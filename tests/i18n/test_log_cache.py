"""The log panel's sentences are kept between redraws (QA of issue 13: a 5-player Quissama game
re-worded every earlier event after each decision, 22 ms per move early, ~100 ms by move 400).
``messages.log_lines(..., cache=)`` must give exactly the sentences it gives without a cache,
word only the new events, and never cache a game whose words read the view (Contária)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Rng
from contaria_desktop.games import registry
from contaria_desktop.i18n import messages


def _played(game_id: str, n: int, seed: int, steps: int):
    spec = registry.get(game_id).spec()
    state = spec.new_game(n, seed, {})
    rng = Rng(seed)
    log = []
    for i in range(steps):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        for e in state.apply(legal[rng.below(len(legal))]) or []:
            log.append((i, e))
    return state, log


@pytest.mark.parametrize("game_id,n", [(p.id, p.spec().max_players) for p in registry.playable()])
def test_cached_log_is_the_same_log_and_words_only_new_events(game_id, n, monkeypatch):
    state, log = _played(game_id, n, 7, 300)
    names = [f"P{i + 1}" for i in range(n)]
    plugin = registry.get(game_id)
    ctx = messages.MessageContext(game_id, names, state.view(None), **plugin.namers())
    cache: dict = {}
    half = len(log) // 2
    assert messages.log_lines(log[:half], ctx, cache=cache) == messages.log_lines(log[:half], ctx)
    calls = []
    real = messages.event_text
    monkeypatch.setattr(messages, "event_text", lambda *a, **k: calls.append(1) or real(*a, **k))
    full = messages.log_lines(log, ctx, cache=cache)
    monkeypatch.setattr(messages, "event_text", real)
    assert full == messages.log_lines(log, ctx)
    module = messages.game_messages(game_id)
    if module is not None and (hasattr(module, "Tracker") or getattr(module, "LOG_READS_VIEW", False)):
        assert not cache     # worded afresh: its words depend on the view or on earlier events
    else:
        assert len(calls) <= len(log) - half   # only the events not worded before


def test_one_cache_serves_every_reader():
    """A hot-seat window keeps one cache for every seat's log: a line told to its actor in the
    second person ("You drew", MessageContext.reader) is never shown to another reader."""
    state, log = _played("dark_tales", 2, 3, 40)
    plugin = registry.get("dark_tales")
    cache: dict = {}
    for reader in (0, 1, None, 0):
        ctx = messages.MessageContext("dark_tales", ["P1", "P2"], state.view(reader), reader=reader,
                                      **plugin.namers())
        entries = [(i, e) for i, e in log if reader is None or e.visible(reader)]
        lines = messages.log_lines(entries, ctx, cache=cache)
        assert lines == messages.log_lines(entries, ctx)
        assert any(line.split(". ", 1)[-1].strip().startswith("You ") for line in lines) == (reader is not None)
