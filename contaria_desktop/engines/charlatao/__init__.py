"""CharLatão (Alex Pena; Carteado/Samba): a trick-taking game of dubious copper for 2-5
players. 3-5 players play the standard game (one round per player); 2 players play the
variant "A Proposição do Charlatão".

Rules source: ``shared/rules/charlatao-manual.pt.txt`` (the manual) and
``shared/rules/charlatao-scoring.md`` (scoring data and rules decisions). The engine/table
contract is ``docs/charlatao-engine-contract.md``.
"""

from ..core import GameSpec, OptionSpec, register
from .rules_data import DATA, SCHEMA, SUITS, setup
from .state import CharlataoState


def _max_decisions() -> int:
    """Upper bound on decisions in one game, by player count:

    - 3-5 players: per round 1 (excellent suit) + N discards + passes + N x tricks plays,
      times N rounds (3p 156, 4p 260, 5p 325);
    - 2 players: per round 9 tricks x (2 plays + give + take) + 2 peeks = 38, times the
      house cap ``two_player.max_rounds`` (20 -> 760), since tied round winners play on.
    """
    best = 0
    for n in (3, 4, 5):
        cfg = setup(n)
        tricks = cfg["deal"] - 1
        passes = n - (1 if "messenger" in cfg["characters"] else 0)
        best = max(best, n * (1 + n + passes + n * tricks))
    duel = setup(2)
    per_round = duel["deal"] * 4 + 2
    return max(best, per_round * DATA["two_player"]["max_rounds"])


#: ``players``: the standard game's character side and trump (manual, "Preparação") are for
#: 3-5 players; a suit is left out with 3 players and in the 2-player variant (scoring.md
#: 7.14); the 2-player variant has its own side choice.
OPTIONS = (
    OptionSpec("side", "choice", "basic", ("basic", "advanced"),
               label_key="charlatao.option.side", help_key="charlatao.option.side.help", players=(3, 4, 5)),
    OptionSpec("trump", "bool", True,
               label_key="charlatao.option.trump", help_key="charlatao.option.trump.help", players=(3, 4, 5)),
    OptionSpec("removed_suit", "choice", "random", ("random",) + SUITS,
               label_key="charlatao.option.removed_suit", help_key="charlatao.option.removed_suit.help",
                players=(2, 3),
                choice_keys=("charlatao.choice.removed_suit.random",)
                + tuple(f"charlatao.choice.suit.{suit}" for suit in SUITS)),
    OptionSpec("two_player_side", "choice", "advanced", ("advanced", "basic"),
               label_key="charlatao.option.two_player_side",
               help_key="charlatao.option.two_player_side.help", players=(2,)),
)

MAX_DECISIONS = _max_decisions()

GAME = register(GameSpec(
    id="charlatao", name_key="charlatao.game_name", min_players=2, max_players=5, options=OPTIONS,
    max_decisions=MAX_DECISIONS, state_class=CharlataoState, rules_files=("charlatao.json",),
    data_schema=SCHEMA))

__all__ = ["GAME", "CharlataoState", "MAX_DECISIONS", "OPTIONS"]
