"""Dark Tales (dV Giochi 2014): the rules engine, 2-4 players.

``GAME`` is the registered :class:`~contaria_desktop.engines.core.GameSpec`. Rules text:
``shared/rules/dark-tales-rules.es.txt``; rulings: ``shared/rules/rulings/`` (OQ-DT*, DTD-*);
card data with provenance: ``data/dark_tales.json``; contract and positions:
``docs/dark-tales-engine-contract.md``.

Options (every ruling that a playtester may flip):

- ``setting_a`` / ``setting_b``: the setting cards, ``"random"`` (default, DT-S2) or an id.
- ``first_player``: ``"random"`` (default, DT-T1, OQ-DT16) or a seat number.
- ``open_scores``: show every seat's VP total (default off: tokens are face down, DT-T15, A13).
- ``witch_empty_hand``: ``skip_turn`` (default, OQ-DT2) or ``end_game``.
- ``witch_blocks_discard_draw``: the Witch blocks A1's Armour (default on, OQ-DT18).
- ``ranking_ties``: B ranking ties, ``share_full_skip`` (default, OQ-DT8), ``dense``,
  ``split_floor``.
- ``max_turns``: the house turn cap (default 300, OQ-DT15 / DTD-10).
- ``stall_fast_forward``: when every seat is stuck passing under the Witch (issue 11), play
  the forced passes to the cap inside one ``apply()`` (default on; same final state and result,
  fewer decisions, see :mod:`.stall`).

``MAX_DECISIONS``: a turn has at most 6 decisions (an item line + 2 sub-decisions, a card
play + 2 sub-decisions, or a pass), so 6 x the largest turn cap bounds a game.
"""

from __future__ import annotations

from ..core import GameSpec, OptionSpec, register
from .rules_data import MAX_PLAYERS, MIN_PLAYERS, RULINGS, SCHEMA, SETTINGS_A, SETTINGS_B
from .state import DarkTalesState

MAX_TURNS_LIMIT = 1000
MAX_DECISIONS = 6 * MAX_TURNS_LIMIT

OPTIONS = (
    OptionSpec("setting_a", "choice", "random", ("random",) + SETTINGS_A,
               label_key="dark_tales.option.setting_a", help_key="dark_tales.option.setting_a.help"),
    OptionSpec("setting_b", "choice", "random", ("random",) + SETTINGS_B,
               label_key="dark_tales.option.setting_b", help_key="dark_tales.option.setting_b.help"),
    OptionSpec("first_player", "choice", "random", ("random",) + tuple(range(MAX_PLAYERS)),
               label_key="dark_tales.option.first_player", help_key="dark_tales.option.first_player.help"),
    OptionSpec("open_scores", "bool", False,
               label_key="dark_tales.option.open_scores", help_key="dark_tales.option.open_scores.help"),
    OptionSpec("witch_empty_hand", "choice", "skip_turn", ("skip_turn", "end_game"),
               label_key="dark_tales.option.witch_empty_hand", help_key="dark_tales.option.witch_empty_hand.help"),
    OptionSpec("witch_blocks_discard_draw", "bool", True,
               label_key="dark_tales.option.witch_blocks_discard_draw",
               help_key="dark_tales.option.witch_blocks_discard_draw.help"),
    OptionSpec("ranking_ties", "choice", RULINGS["ranking_default_tie_mode"],
               ("share_full_skip", "dense", "split_floor"),
               label_key="dark_tales.option.ranking_ties", help_key="dark_tales.option.ranking_ties.help"),
    OptionSpec("max_turns", "int", RULINGS["max_turns_default"], minimum=10, maximum=MAX_TURNS_LIMIT,
               label_key="dark_tales.option.max_turns", help_key="dark_tales.option.max_turns.help"),
    OptionSpec("stall_fast_forward", "bool", True, label_key="dark_tales.option.stall_fast_forward",
               help_key="dark_tales.option.stall_fast_forward.help"),
)

GAME = register(GameSpec(
    id="dark_tales", name_key="dark_tales.game_name", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
    options=OPTIONS, max_decisions=MAX_DECISIONS, state_class=DarkTalesState,
    rules_files=("engines/dark_tales/data/dark_tales.json",), data_schema=SCHEMA))

__all__ = ["GAME", "DarkTalesState", "MAX_DECISIONS", "OPTIONS"]
