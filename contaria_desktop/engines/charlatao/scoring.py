"""Round scoring from data (manual "Pontuação e Personagens", "Fim de Jogo"; the values and
their provenance are in ``data/charlatao.json``).

A character side's entry may hold:

- ``per_suit``: points per won card by the quality of its suit (card ranks never score:
  "Os números nas cartas não interferem na pontuação");
- ``per_suit_by_phase``: the same, split into cards won ``before`` / ``after`` the
  Revelation (not used by the printed Basic cards; there in case an Advanced card is timed);
- ``tricks``: points by number of tricks won, per phase (``before``, ``after`` or ``all``),
  either ``{"per_trick": v}`` or ``{"table": [v0, v1, ...], "or_more": v}`` (the
  Mensageiro de Nanni).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .rules_data import QUALITIES

Counts = Mapping[str, int]  # quality -> number of won cards


def trick_points(rule: Mapping[str, Any], tricks: int) -> int:
    """Points for ``tricks`` tricks under ``{"per_trick": v}`` or
    ``{"table": [...], "or_more": v}`` (a table gives the value for 0, 1, 2... tricks and
    ``or_more`` for any count past its end)."""
    if "per_trick" in rule:
        return rule["per_trick"] * tricks
    table = rule["table"]
    return table[tricks] if tricks < len(table) else rule["or_more"]


def score_entry(entry: Mapping[str, Any], cards: Mapping[str, Counts],
                tricks: Mapping[str, int]) -> tuple[int, list[dict[str, Any]]]:
    """Score one character for one round.

    - ``entry``: a character side from the rules data.
    - ``cards``: ``{"before": {quality: n}, "after": {quality: n}}`` won cards by phase
      (the trick that triggers the Revelation counts as ``before``).
    - ``tricks``: ``{"before": n, "after": n}`` tricks won by phase.

    Returns ``(points, lines)``; each line is ``{"key", "params", "points"}`` with keys
    ``charlatao.score.suit`` (params ``quality``, ``cards``, ``value``, ``phase``) and
    ``charlatao.score.tricks`` (params ``phase``, ``tricks``).
    """
    lines: list[dict[str, Any]] = []
    if "per_suit" in entry:
        values = entry["per_suit"]
        for q in QUALITIES:
            n = cards.get("before", {}).get(q, 0) + cards.get("after", {}).get(q, 0)
            if n:
                v = values.get(q, 0)
                lines.append({"key": "charlatao.score.suit",
                              "params": {"quality": q, "cards": n, "value": v, "phase": None},
                              "points": n * v})
    for phase, values in entry.get("per_suit_by_phase", {}).items():
        for q in QUALITIES:
            n = cards.get(phase, {}).get(q, 0)
            if n:
                v = values.get(q, 0)
                lines.append({"key": "charlatao.score.suit",
                              "params": {"quality": q, "cards": n, "value": v, "phase": phase},
                              "points": n * v})
    for phase, rule in entry.get("tricks", {}).items():
        n = tricks.get("before", 0) + tricks.get("after", 0) if phase == "all" else tricks.get(phase, 0)
        lines.append({"key": "charlatao.score.tricks", "params": {"phase": phase, "tricks": n},
                      "points": trick_points(rule, n)})
    return sum(line["points"] for line in lines), lines


def count_by_quality(cards: Sequence[str], suit_of: Mapping[str, str],
                     quality_of_suit: Mapping[str, str]) -> dict[str, int]:
    """``{quality: number of cards}`` for card ids ``cards``."""
    out: dict[str, int] = {}
    for c in cards:
        q = quality_of_suit[suit_of[c]]
        out[q] = out.get(q, 0) + 1
    return out


def game_winners(totals: Sequence[int], last_round: Sequence[int]) -> tuple[int, ...]:
    """Winners of a 3-5 player game (manual "Fim de Jogo"): highest total; among tied
    players, most points in the last round; if still tied, all of them share the victory."""
    best = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best]
    best_last = max(last_round[s] for s in tied)
    return tuple(s for s in tied if last_round[s] == best_last)


def round_winners(points: Mapping[str, int]) -> list[str]:
    """Winners of a 2-player round (manual "Pontuação", 2 players): every participant with
    the highest score (``"0"``, ``"1"`` or ``"ea_nasir"``); ties all win."""
    best = max(points.values())
    return [k for k, v in points.items() if v == best]


def duel_over(wins: Mapping[str, int], needed: int) -> list[str] | None:
    """The 2-player game winner list if the game is over, else ``None`` (manual "Fim do Jogo
    para Dois Jogadores"; scoring.md 7.7): over when exactly one participant has the most
    round wins and that is at least ``needed``."""
    best = max(wins.values())
    leaders = [k for k, v in wins.items() if v == best]
    if best >= needed and len(leaders) == 1:
        return leaders
    return None
