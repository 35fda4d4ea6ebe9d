""":class:`DarkTalesState`: one game of Dark Tales (dV Giochi 2014), 2-4 players.

Rules: ``shared/rules/dark-tales-rules.es.txt`` (Preparar, Como se Juega, Fin del juego) with the
rulings of ``shared/rules/rulings/`` (OQ-DT*, DTD-*). The turn is in :mod:`.turn`, card
effects (data steps) in :mod:`.steps`; views and the result are in :mod:`.views`, B scoring in :mod:`.scoring`, knowledge
model in :mod:`.hidden`, hand-written positions in :mod:`.position`. Contract:
``docs/dark-tales-engine-contract.md``.

Cards are ints ``0..47`` in memory and handles ``"c00".."c47"`` outside; ``ident[h]`` is the
card id behind handle ``h`` (the secret, shuffled per deal). ``known[h]`` is the bit set of the
seats that know that identity (all bits once the card has been in a public zone or revealed).
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

from ..core import Action, Event, GameNotOver, IllegalAction, OptionError, Rng, State, StateFormatError, gamedata
from ..core.rng import _GOLDEN, _MASK
from . import bot_eval, steps, turn, views
from .rules_data import (CARD_IDS, CARDS, DATA_PATH, HAND_SIZE, ITEMS, LINES, SETTINGS_A, SETTINGS_B,
                         SCHEMA, START_CARD, SUPPLY, TABLES, Tables, deck_ids)

N_CARDS = 48
_SPAN = 1 << 64
# the prebuilt actions and the handles live in .steps (the turn's hot path reads them there)
from .steps import (CHOOSE_CARD, CHOOSE_ITEM, HANDLE_INDEX, HANDLES, MAY, PASS, PLAY,  # noqa: E402,F401
                    USE_ITEM)

# zone codes: a hand is the seat number, a tableau 10 + seat
DECK, COMMON, DISCARD, BOX, LIMBO = -1, -2, -3, -4, -5
TABLEAU = 10

_LISTS = ("ident", "zone", "known", "common", "discard", "deck", "box", "vp")
_NESTED = ("hands", "tableau")


def shuffle(rng: Rng, items: list) -> None:
    """``rng.shuffle(items)``, inline: the same SplitMix64 stream, the same Fisher-Yates from
    the end, so the same deal (a test compares the two on many seeds) - a fifth of a random
    playout's deal time was the generator's method calls."""
    state = rng.state
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = _SPAN - _SPAN % n
        while True:  # Rng.below(n): rejection sampling of next_u64
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                break
        j = x % n
        items[i], items[j] = items[j], items[i]
    rng.state = state


class DarkTalesState(State):
    """A Dark Tales game in progress. Seats ``0..N-1`` sit clockwise; the next turn is the
    left neighbour ``s + 1`` (DT-T2, DT-T17).

    Fields (JSON-safe, see :meth:`to_json`): ``ident``/``zone``/``known`` per handle;
    ``hands``, ``tableau`` per seat; ``common``, ``discard`` (bottom first), ``deck`` (top
    last), ``box`` (out of the game, positions only); ``items`` (per seat, kind -> count),
    ``supply``; ``vp`` per seat and ``vp_src`` (per seat, source key -> points, for the score
    breakdown); ``setting_a``/``setting_b``; ``daynight`` (``night``/``day``); ``turn_seat``,
    ``turns`` (turns begun), ``stage`` (``start``/``main``/``line``/``card``/``play``/``over``),
    ``stack`` (effect frames being resolved), ``pending`` (the open sub-decision),
    ``decisions``, ``reason`` (why the game ended), ``first_player``.
    """

    GAME_ID: ClassVar[str] = "dark_tales"
    RULES_DATA: ClassVar[tuple[str, ...]] = (str(DATA_PATH),)
    #: card id -> card entry in force: the shipped table unless a rules-data override is set
    card_table: dict[str, dict[str, Any]] = CARDS
    #: the lookup tables in force (:class:`.rules_data.Tables`): the shipped ones unless a
    #: rules-data override is set (issue 14)
    tab: Tables = TABLES

    def __init__(self) -> None:
        self.num_players = 0
        self.options: dict[str, Any] = {}
        self.seed: int | None = 0
        self.rng = Rng(0)
        self.ident: list[str] = []
        self.zone: list[int] = []
        self.known: list[int] = []
        self.hands: list[list[int]] = []
        self.tableau: list[list[int]] = []
        self.common: list[int] = []
        self.discard: list[int] = []
        self.deck: list[int] = []
        self.box: list[int] = []
        self.items: list[dict[str, int]] = []
        self.supply: dict[str, int] = dict(SUPPLY)
        self.vp: list[int] = []
        self.vp_src: list[dict[str, int]] = []
        self.setting_a = SETTINGS_A[0]
        self.setting_b = SETTINGS_B[0]
        self.daynight = "night"
        self.turn_seat = 0
        self.first_player = 0
        self.turns = 0
        self.stage = "over"
        self.stack: list[dict[str, Any]] = []
        self.pending: dict[str, Any] | None = None
        self.decisions = 0
        self.reason: str | None = None
        self._legal: list[Action] | None = None

    @property
    def all_mask(self) -> int:
        return (1 << self.num_players) - 1

    # ----- construction -------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any],
                 data: Mapping[str, Any] | None = None) -> "DarkTalesState":
        """A fresh deal (Preparar): setting cards A and B (option or random, DT-S2), one
        Night face up in the middle (DT-S6), the rest shuffled, 3 cards each (DT-S7), the
        deck beside it (DT-S8, 41/38/35 cards), the item supply (DT-S10), first player
        (option or random, DT-T1). Raises :class:`OptionError` when ``first_player`` is not
        a seat."""
        s = cls()
        n = num_players
        s.num_players, s.options, s.seed, s.rng = n, dict(options), seed, Rng(seed)
        if data:  # a validated rules-data override (issue 14)
            s.data_overrides, s.tab = dict(data), SCHEMA.data(data)
            s.card_table = s.tab.cards
        a, b = options.get("setting_a", "random"), options.get("setting_b", "random")
        s.setting_a = s.rng.choice(SETTINGS_A) if a == "random" else a
        s.setting_b = s.rng.choice(SETTINGS_B) if b == "random" else b
        ids = deck_ids(s.data_overrides)
        shuffle(s.rng, ids)  # which identity sits behind which handle
        s.ident = ids
        s.zone = [DECK] * N_CARDS
        s.known = [0] * N_CARDS
        s.hands = [[] for _ in range(n)]
        s.tableau = [[] for _ in range(n)]
        s.items = [{k: 0 for k in ITEMS} for _ in range(n)]
        s.vp = [0] * n
        s.vp_src = [{} for _ in range(n)]
        start = ids.index(START_CARD)
        s.common = [start]
        s.zone[start] = COMMON
        s.known[start] = s.all_mask
        s.daynight = "night"
        # the identities behind the handles are already shuffled, so handle order is a
        # shuffled deck (one shuffle per deal)
        deck = [h for h in range(N_CARDS) if h != start]
        for seat in range(n):
            for _ in range(HAND_SIZE):
                h = deck.pop()
                s.hands[seat].append(h)
                s.zone[h] = seat
                s.known[h] = 1 << seat
        s.deck = deck
        first = options.get("first_player", "random")
        if first == "random":
            s.first_player = s.rng.below(n)
        else:
            if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
                # players are named 1..N wherever a person reads them (seat s is Player s + 1)
                shown = first + 1 if isinstance(first, int) and not isinstance(first, bool) else first
                raise OptionError(f"first_player: Player {shown!r} is not at a {n}-player table (players 1 to {n})",
                                  "option.bad_choice", option="first_player", value=repr(shown))
            s.first_player = first
        turn.begin_turn(s, s.first_player, [])
        return s

    @classmethod
    def from_position(cls, position: Mapping[str, Any]) -> "DarkTalesState":
        """A game from a hand-written position (format in ``docs/dark-tales-engine-contract.md``,
        "Positions"). Raises :class:`~contaria_desktop.engines.core.PositionError` naming the
        problem."""
        from .position import build
        return build(cls, position)

    # ----- serialization ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.GAME_ID, "rng": self.rng.to_json(), "num_players": self.num_players,
            "options": dict(self.options), "seed": self.seed, "setting_a": self.setting_a,
            "setting_b": self.setting_b, "daynight": self.daynight, "turn_seat": self.turn_seat,
            "first_player": self.first_player, "turns": self.turns, "stage": self.stage,
            "decisions": self.decisions, "reason": self.reason,
            "items": [dict(x) for x in self.items], "supply": dict(self.supply),
            "vp_src": [dict(x) for x in self.vp_src],
            "stack": [steps.frame_json(f) for f in self.stack],
            "pending": None if self.pending is None else steps.frame_json(self.pending),
        }
        for k in _LISTS:
            out[k] = list(getattr(self, k))
        for k in _NESTED:
            out[k] = [list(x) for x in getattr(self, k)]
        if self.data_overrides:
            out["data_overrides"] = dict(self.data_overrides)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "DarkTalesState":
        """Inverse of :meth:`to_json`. Raises :class:`StateFormatError` naming a bad field."""
        if not isinstance(data, Mapping) or data.get("game") != cls.GAME_ID:
            raise StateFormatError("not a Dark Tales state", "state.bad_game")
        s = cls()
        try:
            s.rng = Rng.from_json(data["rng"])
            for k in ("num_players", "seed", "setting_a", "setting_b", "daynight", "turn_seat",
                      "first_player", "turns", "stage", "decisions", "reason"):
                setattr(s, k, data[k])
            s.options = dict(data["options"])
            s.items = [dict(x) for x in data["items"]]
            s.supply = dict(data["supply"])
            s.vp_src = [dict(x) for x in data["vp_src"]]
            s.stack = [steps.frame_json(f) for f in data["stack"]]
            s.pending = None if data["pending"] is None else steps.frame_json(data["pending"])
            for k in _LISTS:
                setattr(s, k, list(data[k]))
            for k in _NESTED:
                setattr(s, k, [list(x) for x in data[k]])
            overrides = gamedata.state_overrides(data)
            if overrides:
                s.data_overrides = SCHEMA.validate(overrides)
                s.tab = SCHEMA.data(s.data_overrides)
                s.card_table = s.tab.cards
            s._check()
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise StateFormatError(f"bad Dark Tales state: {err!r}", "state.bad_field") from None
        return s

    def _check(self) -> None:
        """Light consistency checks after loading (raise ValueError naming the field)."""
        n = self.num_players
        if not isinstance(n, int) or not 2 <= n <= 4:
            raise ValueError("num_players")
        if len(self.ident) != N_CARDS or any(i not in CARD_IDS for i in self.ident):
            raise ValueError("ident")
        if len(self.zone) != N_CARDS or len(self.known) != N_CARDS:
            raise ValueError("zone/known")
        for name in ("hands", "tableau", "items", "vp", "vp_src"):
            if len(getattr(self, name)) != n:
                raise ValueError(name)
        if self.setting_a not in SETTINGS_A or self.setting_b not in SETTINGS_B:
            raise ValueError("setting")
        if self.stage not in ("start", "main", "line", "card", "play", "over"):
            raise ValueError("stage")
        places = sorted(h for z in (self.common, self.discard, self.deck, self.box) for h in z) + \
            [h for z in self.hands + self.tableau for h in z]
        limbo = [h for h in range(N_CARDS) if self.zone[h] == LIMBO]
        if sorted(places + limbo) != list(range(N_CARDS)):
            raise ValueError("cards: every handle must be in exactly one place")

    def clone(self) -> "DarkTalesState":
        s = DarkTalesState.__new__(DarkTalesState)
        d = self.__dict__.copy()
        rng = Rng.__new__(Rng)
        rng.state = self.rng.state
        d["rng"] = rng
        d["options"] = self.options.copy()
        # ident never changes after the deal (with_identities copies)
        d["zone"] = self.zone[:]
        d["known"] = self.known[:]
        d["common"] = self.common[:]
        d["discard"] = self.discard[:]
        d["deck"] = self.deck[:]
        d["box"] = self.box[:]
        d["vp"] = self.vp[:]
        d["hands"] = [x[:] for x in self.hands]
        d["tableau"] = [x[:] for x in self.tableau]
        d["items"] = [x.copy() for x in self.items]
        d["supply"] = self.supply.copy()
        d["vp_src"] = [x.copy() for x in self.vp_src]
        stack = self.stack
        d["stack"] = [steps.frame_json(f) for f in stack] if stack else []
        d["pending"] = None if self.pending is None else steps.frame_json(self.pending)
        d["_legal"] = None
        s.__dict__ = d
        return s

    # ----- play ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.stage == "over" else self.turn_seat

    @property
    def is_terminal(self) -> bool:
        return self.stage == "over"

    def legal_actions(self) -> list[Action]:
        """Every legal decision of ``current_player`` (types in the contract); empty when the
        game is over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = turn.legal(self)
        return list(legal)

    #: decisions a bot's playout makes before ``bot_evaluate`` judges it (docs/bots.md)
    BOT_PLAYOUT_DEPTH: ClassVar[int] = 20
    #: whether a bot's search may use MAST playouts in this game (docs/bots.md; see bot_eval.MAST)
    BOT_MAST: ClassVar[bool] = bot_eval.MAST

    def bot_evaluate(self) -> list[float] | None:
        """Each seat's expected reward 0..1 from the score if the game ended now and the turns
        left; ``None`` while an effect resolves (:func:`.bot_eval.evaluate`; bot guidance only,
        changes nothing)."""
        return bot_eval.evaluate(self)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for ``current_player``; returns the events. Raises
        :class:`IllegalAction` (state untouched) if it is not one of ``legal_actions()``."""
        if self.stage == "over":
            raise IllegalAction("the game is over", "illegal.game_over")
        legal = self._legal
        if legal is None:
            legal = turn.legal(self)
        # ``in`` tries identity first (the prebuilt actions of legal_actions), then equality
        if not isinstance(action, Action) or action not in legal:
            raise IllegalAction(f"{action!r} is not a legal action now", "illegal.not_legal",
                                action=repr(action))
        self._legal = None  # _apply, inline (the hot path of playouts)
        self.decisions += 1
        events: list[Event] = []
        turn.apply(self, action, events)
        return events

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        self.decisions += 1
        events: list[Event] = []
        turn.apply(self, action, events)
        return events

    # ----- information --------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (``None``: a spectator); shape in the contract doc."""
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < self.num_players):
            raise ValueError(f"no seat {seat!r}")
        return views.build(self, seat, omniscient=False)

    def omniscient_view(self) -> dict[str, Any]:
        """Everything, in the shape of :meth:`view` (playtest mode, replays)."""
        return views.build(self, None, omniscient=True)

    def result(self):
        """Final result (B scoring applied, tie-break, per-seat breakdown); raises
        :class:`GameNotOver` before the end."""
        if self.stage != "over":
            raise GameNotOver("the game is not over", "result.not_over")
        return views.result(self)

    def knowledge(self):
        """Who knows which card (see :func:`.hidden.knowledge`, ``docs/knowledge-model.md``);
        the kit's ``sample_unknown``/``shuffle_unknown`` build on it."""
        from .hidden import knowledge
        return knowledge(self)

    def with_identities(self, assignment: Mapping[str, Any]) -> "DarkTalesState":
        """A copy with the card identities of ``assignment`` (see :func:`.hidden.with_identities`)."""
        from .hidden import with_identities
        return with_identities(self, assignment)
