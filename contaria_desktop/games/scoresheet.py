"""The score view's data (issue 16): what a game's :class:`~.plugin.ScorePresenter` gives the
drawn score screen (``ui/scoreview.py``) - plain data, no widgets, no Qt.

Per participant a :class:`SeatSheet` (name, total in words, won or not, the cards of its tale /
won tricks / tableau as :class:`ScoreCard` entries carrying a table face and small badges);
for a series or a game in rounds a :class:`SeriesTable` (standings, the leaders marked).

Everything is computed by the presenter from the public ``Result`` and the final public view
(``ctx.view``): a card that was never revealed is given by its public face only (Contária: its
initial side), so the view can never show more than the table showed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Badge kinds (``ScoreCard.badges``); the view colours them (blue positive, red negative...).
BASE, BONUS, DEACTIVATED, NEGATIVE, UNVERIFIED, COUNT, INFO, WON, HIDDEN = (
    "base", "bonus", "deactivated", "negative", "unverified", "count", "info", "won", "hidden")


@dataclass(frozen=True)
class Badge:
    """A small mark on a card: ``kind`` (one of the constants above), ``text`` painted (short:
    "+2", "×4", "✕"), ``words`` its meaning in a sentence (tooltip and accessible name, e.g.
    "bonus +1"; default: the text)."""

    kind: str
    text: str
    words: str = ""

    def spoken(self) -> str:
        return self.words or self.text


@dataclass(frozen=True)
class ScoreCard:
    """One card on the score view.

    - ``face``: a table face (``table/faces.py`` protocol: ``paint``, ``texts``...) or None
      for a plain tile that shows ``label`` (a score line with no card);
    - ``label``: the card in words (its name, or its public side when it stayed hidden): the
      tooltip, the accessible name and, for a plain tile, the text drawn;
    - ``points``: the points it scored (int), or None (no points on it);
    - ``badges``: small marks (base, bonus, deactivated, negative, unverified, counts...);
    - ``hidden``: it stayed face down (drawn from its public side, with a "face down" mark);
    - ``reason``: why it scores, short and translated ("Sword + Villain: 2 × 3 VP"), drawn
      under the card (wrapped, never cut) and said with it; "" for none;
    - ``group``: the heading of the group it belongs to ("Round 2: +5"); consecutive cards
      with the same non-empty group are framed together under that heading; "" for none."""

    face: Any
    label: str
    points: int | None = None
    badges: tuple[Badge, ...] = ()
    hidden: bool = False
    reason: str = ""
    group: str = ""

    def spoken(self, points_text: str = "") -> str:
        """Everything this card says, in one line (accessible name, tooltip)."""
        parts = [self.label] + ([self.reason] if self.reason and self.reason != self.label else []) + \
            ([points_text] if points_text else []) + [b.spoken() for b in self.badges]
        # a part ending in a full stop ("Objective: 4 full businesses.") loses it before the
        # comma (QA: "businesses., blocked")
        return ", ".join(p.rstrip(".") if i + 1 < len(parts) else p for i, p in enumerate(parts) if p)


@dataclass
class SeatSheet:
    """One participant of the score view: ``key`` (breakdown key: "0", "1"... or an entity
    such as "contaria"), ``name`` (heading), ``total`` (the number, or None), ``total_text``
    (the total in words, large: "+8", "2 round wins"; "" for none), ``won``, ``cards``, and
    ``caption``: one short line under the name (e.g. "3 tricks"), or ""."""

    key: str
    name: str
    total: Any
    total_text: str
    won: bool
    cards: list[ScoreCard] = field(default_factory=list)
    caption: str = ""


@dataclass
class SeriesTable:
    """Standings across the games of a series (Book of Tales) or the rounds of a game
    (CharLatão): ``title``, ``headers`` (first column: the participant), ``rows`` of cells (as
    many as ``headers``), ``leaders``: indexes of the rows of the leaders (marked with
    ``leader_mark``, explained by ``leader_words``)."""

    title: str
    headers: list[str]
    rows: list[list[str]]
    leaders: list[int] = field(default_factory=list)
    #: the mark of the leaders' rows and what it means (tooltip, accessible name, a legend):
    #: a series leader's ♛ is not a game winner's ★ (issue 16 QA: one mark, two meanings)
    leader_mark: str = "♛"
    leader_words: str = ""


def participant_keys(result: Any) -> list[str]:
    """The breakdown keys of ``result`` in screen order: the seats ("0", "1"...), then the
    other breakdown keys and entities (Contária's "contaria", CharLatão's "ea_nasir")."""
    keys = [str(s) for s in range(len(result.scores))]
    keys += [k for k in result.breakdown if k not in keys]
    keys += [k for k in result.entities if k not in keys]
    return keys


def participant_total(result: Any, key: str) -> Any:
    """The total of participant ``key``: its score (a seat), its entity value, else the sum of
    its breakdown lines' points."""
    if key.isdigit() and int(key) < len(result.scores):
        return result.scores[int(key)]
    return result.entities.get(key, sum(l.get("points", 0) for l in result.breakdown.get(key, [])))


def has_won(result: Any, key: str) -> bool:
    """Whether participant ``key`` is among ``result.winners``."""
    return (int(key) if key.isdigit() else key) in result.winners
