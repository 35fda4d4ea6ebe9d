"""Shared helper of the draw-line tests (tests/dark_tales_ui/test_draw_line.py,
tests/quissama_ui/test_draw_line.py): a seeded game played to the first step with a public
draw line, and that step's log lines as each kind of reader reads them."""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.core import Rng, get_spec
from contaria_desktop.i18n import messages


def first_draw(game: str, players: int, seed: int, reason: str | None = None) -> tuple[int, list[tuple[int, Any]]]:
    """Plays ``game`` with seeded random choices up to the first step holding a public
    ``<game>.drew`` event (with ``reason`` when given). Returns (that step, every (step,
    event) so far). Raises AssertionError when none comes within 300 decisions."""
    st = get_spec(game).new_game(players, seed, {})
    rng = Rng(seed)
    log: list[tuple[int, Any]] = []
    for step in range(300):
        legal = st.legal_actions()
        events = st.apply(legal[rng.below(len(legal))])
        log += [(step, e) for e in events]
        if any(e.type == f"{game}.drew" and reason in (None, e.params.get("reason")) for e in events):
            return step, log
    raise AssertionError(f"no draw in {game} seed {seed}")


def step_lines(game: str, names: list[str], log: list[tuple[int, Any]], step: int,
               seat: int | None, reader: int | None) -> list[str]:
    """The lines of ``step`` in the log ``seat`` may see (None with ``reader`` None: the
    omniscient log; ``seat=-1``: the public log), read by ``reader``; bidi marks removed."""
    if seat == -1:
        entries = [(s, e) for s, e in log if e.visible(None)]
    elif seat is None:
        entries = list(log)
    else:
        entries = [(s, e) for s, e in log if e.visible(seat)]
    ctx = messages.MessageContext(game, names, {}, reader=reader)
    before = len(messages.log_lines([(s, e) for s, e in entries if s < step], ctx))
    lines = messages.log_lines(entries, ctx)[before:]
    return [line.strip().split(". ", 1)[-1] if line[:1].isdigit() else line.strip()
            for line in (x.replace("\u2068", "").replace("\u2069", "") for x in lines)]
