"""Contária (Arcano Games, 2016): the rules engine.

``GAME`` is the registered :class:`~contaria_desktop.engines.core.GameSpec`. Rules text:
``shared/rules/contaria-rulebook.en.txt``; card data and rulings: ``data/cards.json`` (from
``shared/rules/contaria-cards.md``); table contract: ``docs/contaria-engine-contract.md``;
hand-written positions: ``POSITION.md``.

Options:

- ``mode``: ``quick`` (one game) or ``book_of_tales`` (a series, see :mod:`.match`).
- ``book_until_leader``: Book of Tales goes on until one seat leads alone (A25); only with
  ``mode`` = ``book_of_tales`` (``depends_on``).
- ``single_winner``: highest absolute score wins (A24).
- ``first_player``: ``"random"`` (default; the rulebook's "last to break a mirror", A26) or a
  seat number.
- ``fada_madrinha_scope`` (``this_tale``/``any_tale``) and ``fada_madrinha_flip_back``
  (``monstro``/``negative``/``any``): Fada Madrinha readings (A12).
- ``rainha_ma`` (``owner_mirrors``/``revealer_mirrors``/``flat``): Rainha Má readings (A13).

``MAX_DECISIONS``: a game has at most 24 placements, 15 mirror uses, passes only by seats
with nothing to do, and each reveal at most a handful of ability decisions (nested reveals
are bounded by the cards in one tale). 1000 is a generous documented cap.
"""

from __future__ import annotations

from contaria_desktop.engines.core import GameSpec, OptionSpec, register

from .cards import SCHEMA
from .match import BOOK_OF_TALES
from .state import ContariaState

MAX_DECISIONS = 1000

OPTIONS = (
    OptionSpec("mode", "choice", "quick", ("quick", "book_of_tales"),
               label_key="contaria.option.mode", help_key="contaria.option.mode.help"),
    OptionSpec("book_until_leader", "bool", False, label_key="contaria.option.book_until_leader",
               help_key="contaria.option.book_until_leader.help", depends_on=("mode", "book_of_tales")),
    OptionSpec("single_winner", "bool", False, label_key="contaria.option.single_winner",
               help_key="contaria.option.single_winner.help"),
    OptionSpec("first_player", "choice", "random", ("random", 0, 1, 2, 3, 4),
               label_key="contaria.option.first_player", help_key="contaria.option.first_player.help",
               choice_keys=("contaria.choice.first_player.random",) + ("option.choice.seat",) * 5),
    OptionSpec("fada_madrinha_scope", "choice", "this_tale", ("this_tale", "any_tale"),
               label_key="contaria.option.fada_madrinha_scope", help_key="contaria.option.fada_madrinha_scope.help"),
    OptionSpec("fada_madrinha_flip_back", "choice", "monstro", ("monstro", "negative", "any"),
               label_key="contaria.option.fada_madrinha_flip_back",
               help_key="contaria.option.fada_madrinha_flip_back.help"),
    OptionSpec("rainha_ma", "choice", "owner_mirrors", ("owner_mirrors", "revealer_mirrors", "flat"),
               label_key="contaria.option.rainha_ma", help_key="contaria.option.rainha_ma.help"),
)

GAME = register(GameSpec("contaria", "contaria.game_name", 2, 5, OPTIONS, MAX_DECISIONS, ContariaState,
                         match_rules=BOOK_OF_TALES,
                         rules_files=("engines/contaria/data/cards.json",), data_schema=SCHEMA))

__all__ = ["GAME", "ContariaState", "MAX_DECISIONS", "OPTIONS"]
