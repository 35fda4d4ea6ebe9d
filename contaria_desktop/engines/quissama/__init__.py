"""Quissama – O Império dos Capoeiras (Ricardo Spinelli; Ludens Spirit, 2015): area influence
and hand management on a map of Rio's capoeira gangs, for 2-5 players.

Rules source: ``shared/rules/quissama-rulebook.en.txt``; rulings ``shared/rules/rulings/``
(open-questions.md, data-review.md, modelling.md); board and cards
``shared/rules/quissama-board-and-cards.md`` shipped as ``data/quissama.json``. The engine/table
contract is ``docs/quissama-engine-contract.md``.
"""

from ..core import GameSpec, OptionSpec, register
from .rules_data import DATA, HAND, MEEPLES, SCHEMA
from .state import QuissamaState

_CAP = DATA["round_cap"]

#: The six advanced variants (rulebook, Advanced Rules), the rulings kept as options
#: (OQ-Q6, OQ-Q7), and the round cap (OQ-Q17). Label and help keys for the New Game dialog.
OPTIONS = (
    OptionSpec("one_capoeira_per_square", "bool", False, label_key="quissama.option.one_capoeira",
               help_key="quissama.option.one_capoeira.help"),
    OptionSpec("one_character", "bool", False, label_key="quissama.option.one_character",
               help_key="quissama.option.one_character.help"),
    OptionSpec("small_gallery", "bool", False, label_key="quissama.option.small_gallery",
               help_key="quissama.option.small_gallery.help"),
    OptionSpec("fewer_scandals", "bool", False, label_key="quissama.option.fewer_scandals",
               help_key="quissama.option.fewer_scandals.help"),
    OptionSpec("fewer_blessings", "bool", False, label_key="quissama.option.fewer_blessings",
               help_key="quissama.option.fewer_blessings.help"),
    OptionSpec("fast_market", "bool", False, label_key="quissama.option.fast_market",
               help_key="quissama.option.fast_market.help"),
    OptionSpec("bernardina_one_action_per_turn", "bool", True, label_key="quissama.option.bernardina_one_action",
               help_key="quissama.option.bernardina_one_action.help"),
    OptionSpec("employ_any_business", "bool", False, label_key="quissama.option.employ_any",
               help_key="quissama.option.employ_any.help"),
    OptionSpec("round_cap", "int", int(_CAP["default"]), minimum=int(_CAP["min"]), maximum=int(_CAP["max"]),
               label_key="quissama.option.round_cap", help_key="quissama.option.round_cap.help"),
)

#: decisions in one turn are bounded by the cards that can pass through a hand (100) plus the
#: once-per-turn rights (8 abilities, 3 Market exchanges, 10 tokens, 1 Bernardina action), the
#: steals (5) and swap (1), the cleanup discards (100) and ``end_turn``/``done``: 230 < 250.
PER_TURN = 250
MAX_DECISIONS = 5 + int(_CAP["max"]) * 5 * PER_TURN

GAME = register(GameSpec(
    id="quissama", name_key="quissama.game_name", min_players=int(DATA["players"]["min"]),
    max_players=int(DATA["players"]["max"]), options=OPTIONS, max_decisions=MAX_DECISIONS,
    state_class=QuissamaState, rules_files=("quissama.json",), data_schema=SCHEMA))

__all__ = ["GAME", "HAND", "MAX_DECISIONS", "MEEPLES", "OPTIONS", "QuissamaState"]
