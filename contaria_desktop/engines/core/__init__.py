"""The shared engine kit: everything every game engine uses. Standard library only, no Qt.

Import from here: ``from contaria_desktop.engines.core import Action, Event, State, ...``.
"""

from .decisions import DecisionStack, Flow, Machine, Phase, Step
from .errors import (EngineError, GameNotOver, IllegalAction, OptionError, PositionError,
                     StateFormatError, UnknownGame)
from .knowledge import Handle, Knowledge
from .match import MatchRecord, MatchRules, MatchStatus
from .record import GameRecord, ReplayError, Seat
from .records import Action, Event, filter_events
from .rng import Rng
from .spec import GameSpec, OptionSpec, all_specs, get_spec, load_engines, register
from .state import Result, State, canonical_json, digest

__all__ = [
    "Action", "DecisionStack", "EngineError", "Event", "Flow", "GameNotOver", "GameRecord", "GameSpec",
    "Handle", "IllegalAction", "Knowledge", "Machine", "MatchRecord", "MatchRules", "MatchStatus",
    "OptionError", "OptionSpec", "Phase", "PositionError", "ReplayError", "Result", "Rng", "Seat",
    "State", "StateFormatError", "Step", "UnknownGame",
    "all_specs", "canonical_json", "digest", "filter_events", "get_spec", "load_engines",
    "register",
]
