"""``games.csv``: one row per game and seat, in deal-then-seat order, byte-identical for the same
games whatever the worker count or backend (no timings, worker ids or dates in it).

Columns: ``seed, seat, kind, score, rank, winner, payoff, decisions, seat_decisions, winners``,
then the game-specific columns (:mod:`.play`) sorted by name:

- ``seed``: the deal number; ``seat``: 0-based seat; ``kind``: the seat's bot kind;
- ``score``: the seat's score (``Result.scores``); ``rank``: 1 = best score, ties share the
  better rank (1, 2, 2, 4);
- ``winner``: 1 when the seat is among the winners, else 0; ``payoff``: its share of the win
  (the bots' rule, ``bots.payoffs``: 1/k each of k winners, a non-seat winner takes a share);
- ``decisions``: the game's decisions; ``seat_decisions``: those made by this seat;
- ``winners``: every winner of the game joined with ``+`` (seats and non-seat winners such as
  ``contaria`` or ``ea_nasir``; empty when nobody won).
"""

from __future__ import annotations

import csv
import io
from typing import Any, Iterable

BASE_COLUMNS = ("seed", "seat", "kind", "score", "rank", "winner", "payoff", "decisions", "seat_decisions",
                "winners")


def ranks(scores: list[Any]) -> list[int]:
    """Competition ranks by score, highest first: ``[5, 9, 9, 1] -> [3, 1, 1, 4]``."""
    return [1 + sum(1 for o in scores if o > s) for s in scores]


def extra_columns(records: Iterable[dict[str, Any]]) -> list[str]:
    """Every game-specific column seen in ``records``, sorted; a name clashing with a base column
    gets a ``game_`` prefix in :func:`rows`."""
    names: set[str] = set()
    for r in records:
        names.update(r["game"])
        for seat in r["seats"]:
            names.update(seat)
    return sorted(names)


def _out_name(name: str) -> str:
    return f"game_{name}" if name in BASE_COLUMNS else name


def cell(value: Any) -> str:
    """A CSV cell: ``""`` for None, ``true``/``false`` for booleans, ints as digits, floats with
    ``repr`` (shortest exact text), anything else ``str``."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    return str(value)


def rows(records: list[dict[str, Any]], kinds: list[str]) -> tuple[list[str], list[list[str]]]:
    """``(header, rows)`` of ``records`` (already in deal order) played with seat ``kinds``."""
    extra = extra_columns(records)
    header = list(BASE_COLUMNS) + [_out_name(c) for c in extra]
    out: list[list[str]] = []
    for r in records:
        rk = ranks(r["scores"])
        winners = "+".join(str(w) for w in r["winners"])
        for s, kind in enumerate(kinds):
            base = [r["seed"], s, kind, r["scores"][s], rk[s], int(s in r["winners"]), r["payoffs"][s],
                    r["decisions"], r["seat_decisions"][s], winners]
            own = {**r["game"], **r["seats"][s]}
            out.append([cell(v) for v in base] + [cell(own.get(c)) for c in extra])
    return header, out


def csv_text(records: list[dict[str, Any]], kinds: list[str]) -> str:
    """The whole ``games.csv`` text (``\\n`` line ends, minimal quoting)."""
    header, body = rows(records, kinds)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(body)
    return buf.getvalue()
