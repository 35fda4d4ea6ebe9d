""":class:`CharlataoState`: one CharLatão game (all rounds), 3-5 players or the 2-player
variant "A Proposição do Charlatão".

The state holds plain JSON-friendly fields; the round flow lives in :mod:`.standard`
(3-5 players) and :mod:`.duel` (2 players), views in :mod:`.views`, identity shuffling in
:mod:`.hidden`, hand-written positions in :mod:`.position`. Every decision is one
:class:`~contaria_desktop.engines.core.Action` (see ``docs/charlatao-engine-contract.md``).
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

from ..core import (Action, Event, Flow, GameNotOver, IllegalAction, Knowledge, Result, Rng, State,
                    StateFormatError)
from . import bot_eval, duel, hidden, standard, views
from ..core import gamedata
from .rules_data import DATA_PATH, ORDER, SCHEMA, SUITS

#: fields copied by to_json/from_json/clone, with how to copy them
_SCALARS = ("num_players", "seed", "removed_suit", "round", "phase", "current", "revealed",
            "leader", "tricks_done", "first_seat", "trump_suit", "trump_card", "pass_pos",
            "ea_card", "briber")
_LISTS = ("suits", "characters", "trick", "leftover", "pass_order", "pass_to", "pile",
          "ea_hidden", "ea_pile", "bribed", "ea_points", "winners", "history", "round_winners")
_NESTED = ("hands", "known", "won_tricks", "voids", "round_points", "pending")
_DICTS = ("options", "qualities", "peeks", "round_wins")


class CharlataoState(State):
    """A CharLatão game in progress. Seats ``0..N-1`` sit clockwise; "the left" of seat ``s``
    is ``s + 1``.

    Fields (all JSON-safe; see :meth:`to_json`):

    - ``suits``: suits in play; ``removed_suit``: the suit out of the game (3 and 2 players).
    - ``round`` (0-based), ``characters`` (one per seat this round), ``first_seat`` (the
      first Ea-Nasir, or in 2 players the first player, who holds the Comprador Assírio).
    - ``flow``: the engine kit's :class:`~contaria_desktop.engines.core.Flow`; its phase is
      ``phase``: ``choose_excellent``, ``discard``, ``pass``, ``play`` (3-5 players, see
      :data:`.standard.MACHINE`); ``play``, ``peek``, ``give``, ``take`` (2 players,
      :data:`.duel.MACHINE`); ``over``. Its ``turn`` is ``current``: the seat to decide
      (``None`` when over). Saves write ``phase`` and ``current`` as before.
    - ``hands``: card ids per seat, sorted; ``qualities``: quality space -> suit;
      ``known[s]``: the spaces seat ``s`` has seen; ``revealed``: the Revelation happened.
    - ``pending[s]``: ``[discarded, passed]`` card ids of seat ``s`` this round;
      ``pass_to[s]``: who ``s`` passes to (None: the Messenger); ``pass_order``/``pass_pos``:
      seats deciding their passing, one at a time; ``pile``: the shuffled discards;
      ``leftover``: cards set aside; ``trump_suit``/``trump_card``.
    - ``leader``, ``trick`` (cards in play order from the leader), ``tricks_done``,
      ``history`` (completed tricks this round), ``won[s]`` (``[cards before, cards after]``
      the Revelation), ``won_tricks[s]`` (``[before, after]``), ``voids[s]`` (suits ``s``
      has publicly shown it lacks).
    - ``round_points`` (per round, per seat), ``round_lines`` (score lines per round),
      ``winners`` (when over).
    - 2 players: ``ea_hidden`` (Ea-Nasir's face-down hand, top first), ``ea_card`` (his card
      revealed for this trick), ``ea_pile``, ``bribed``, ``briber`` (this trick),
      ``peeks`` (space -> briber), ``split`` (the trick being divided), ``round_wins``,
      ``round_winners``, ``ea_points``.
    """

    GAME_ID: ClassVar[str] = "charlatao"
    RULES_DATA: ClassVar[tuple[str, ...]] = (str(DATA_PATH),)

    def __init__(self) -> None:
        self.num_players = 0
        self.options: dict[str, Any] = {}
        self.seed: int | None = 0
        self.rng = Rng(0)
        self.suits: list[str] = []
        self.removed_suit: str | None = None
        self.round = 0
        self.first_seat = 0
        self.characters: list[str] = []
        self.flow = Flow("over", None)  # phase and current (properties below)
        self.hands: list[list[str]] = []
        self.qualities: dict[str, str | None] = {}
        self.known: list[list[str]] = []
        self.revealed = False
        self.pending: list[list[str | None]] = []
        self.pass_to: list[int | None] = []
        self.pass_order: list[int] = []
        self.pass_pos = 0
        self.pile: list[str] = []
        self.leftover: list[str] = []
        self.trump_suit: str | None = None
        self.trump_card: str | None = None
        self.leader = 0
        self.trick: list[str] = []
        self.tricks_done = 0
        self.history: list[dict[str, Any]] = []
        self.won: list[list[list[str]]] = []
        self.won_tricks: list[list[int]] = []
        self.voids: list[list[str]] = []
        self.round_points: list[list[int]] = []
        self.round_lines: list[dict[str, list[dict[str, Any]]]] = []
        self.winners: list[int | str] = []
        # 2 players
        self.ea_hidden: list[str] = []
        self.ea_card: str | None = None
        self.ea_pile: list[str] = []
        self.bribed: list[bool] = []
        self.briber: int | None = None
        self.peeks: dict[str, int] = {}
        self.split: dict[str, Any] | None = None
        self.round_wins: dict[str, int] = {}
        self.round_winners: list[list[str]] = []
        self.ea_points: list[int] = []
        self._legal: list[Action] | None = None  # cache, reset by every change

    # ----- the flow under its save-format names -------------------------------------
    @property
    def phase(self) -> str:
        """The phase (``flow.phase``)."""
        return self.flow.phase

    @phase.setter
    def phase(self, name: str) -> None:
        self.flow.phase = name

    @property
    def current(self) -> int | None:
        """The seat to decide (``flow.turn``; ``None`` when the game is over)."""
        return self.flow.turn

    @current.setter
    def current(self, seat: int | None) -> None:
        self.flow.turn = seat

    @property
    def machine(self):
        """The kit's :class:`~contaria_desktop.engines.core.Machine` of this variant."""
        return duel.MACHINE if self.num_players == 2 else standard.MACHINE

    # ----- construction -------------------------------------------------------------
    @property
    def is_duel(self) -> bool:
        """True for the 2-player variant "A Proposição do Charlatão"."""
        return self.num_players == 2

    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any],
                 data: Mapping[str, Any] | None = None) -> "CharlataoState":
        """A fresh game: suits chosen, first Ea-Nasir (or first player) drawn at random,
        first round dealt. ``options`` are resolved (see ``GAME.resolve_options``)."""
        s = cls()
        s.num_players, s.options, s.seed, s.rng = num_players, dict(options), seed, Rng(seed)
        if data:  # a validated rules-data override (issue 14)
            s.data_overrides = dict(data)
        s.suits = list(SUITS)
        if num_players in (2, 3):
            # manual "Prepare o baralho de cobre" / 2p "4 naipes à escolha": the host's choice,
            # random by default (scoring.md 7.14); the suit stays out all game.
            removed = options.get("removed_suit", "random")
            s.removed_suit = s.rng.choice(SUITS) if removed == "random" else removed
            s.suits.remove(s.removed_suit)
        s.first_seat = s.rng.below(num_players)
        events: list[Event] = []
        if s.is_duel:
            duel.start_game(s, events)
        else:
            standard.start_round(s, events)
        return s

    @classmethod
    def from_position(cls, position: Mapping[str, Any]) -> "CharlataoState":
        """A game from a hand-written position; format in ``docs/charlatao-engine-contract.md``
        ("Positions"). Raises :class:`~contaria_desktop.engines.core.PositionError`."""
        from .position import build
        return build(cls, position)

    # ----- serialization ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.GAME_ID, "rng": self.rng.to_json()}
        for k in _SCALARS:
            out[k] = getattr(self, k)
        for k in _LISTS:
            out[k] = list(getattr(self, k))
        for k in _NESTED:
            out[k] = [list(x) for x in getattr(self, k)]
        for k in _DICTS:
            out[k] = dict(getattr(self, k))
        out["won"] = [[list(part) for part in w] for w in self.won]
        out["round_lines"] = list(self.round_lines)
        out["split"] = None if self.split is None else dict(self.split)
        if self.data_overrides:
            out["data_overrides"] = dict(self.data_overrides)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "CharlataoState":
        """Inverse of :meth:`to_json`. Raises :class:`StateFormatError` naming a bad field."""
        if not isinstance(data, Mapping) or data.get("game") != cls.GAME_ID:
            raise StateFormatError("not a CharLatão state", "state.bad_game")
        from ..core import limits  # counts first (issue 19)
        limits.players(data, "num_players", cls.GAME_ID, StateFormatError)
        s = cls()
        try:
            s.rng = Rng.from_json(data["rng"])
            for k in _SCALARS:
                setattr(s, k, data[k])
            for k in _LISTS:
                setattr(s, k, list(data[k]))
            for k in _NESTED:
                setattr(s, k, [list(x) for x in data[k]])
            for k in _DICTS:
                setattr(s, k, dict(data[k]))
            s.won = [[list(part) for part in w] for w in data["won"]]
            s.round_lines = list(data["round_lines"])
            s.split = None if data["split"] is None else dict(data["split"])
            overrides = gamedata.state_overrides(data)
            if overrides:
                s.data_overrides = SCHEMA.validate(overrides)
            s._check()
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise StateFormatError(f"bad CharLatão state: {err!r}", "state.bad_field") from None
        return s

    def _check(self) -> None:
        """Light consistency checks after loading (raise ValueError)."""
        n = self.num_players
        if not isinstance(n, int) or not 2 <= n <= 5:
            raise ValueError("num_players")
        for name in ("hands", "known", "won_tricks", "voids", "pending", "won"):
            if len(getattr(self, name)) != n:
                raise ValueError(name)
        if not isinstance(self.phase, str) or self.phase not in self.machine.phases:
            raise ValueError("phase")
        if self.current is not None and (type(self.current) is not int or not 0 <= self.current < n):
            raise ValueError("current")
        for hand in self.hands:
            for c in hand:
                if c not in ORDER:
                    raise ValueError(f"card {c!r}")

    def clone(self) -> "CharlataoState":
        s = CharlataoState.__new__(CharlataoState)
        d = self.__dict__
        new = dict(d)
        new["rng"] = Rng.from_json(self.rng.state)
        new["options"] = dict(self.options)
        for k in ("suits", "characters", "trick", "leftover", "pass_order", "pass_to", "pile",
                  "ea_hidden", "ea_pile", "bribed", "ea_points", "winners", "history",
                  "round_winners", "round_points", "round_lines"):
            new[k] = list(d[k])
        for k in ("hands", "known", "won_tricks", "voids", "pending"):
            new[k] = [list(x) for x in d[k]]
        for k in ("qualities", "peeks", "round_wins"):
            new[k] = dict(d[k])
        new["won"] = [[list(part) for part in w] for w in self.won]
        new["split"] = None if self.split is None else dict(self.split)
        new["flow"] = self.flow.clone()
        new["_legal"] = None
        s.__dict__.update(new)
        return s

    # ----- play ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.flow.turn

    @property
    def is_terminal(self) -> bool:
        return self.flow.phase == "over"

    def legal_actions(self) -> list[Action]:
        """Every legal decision of ``current_player`` (action types in the contract);
        empty when the game is over."""
        legal = self._legal if self._legal is not None else self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        self._legal = (duel.MACHINE if self.num_players == 2 else standard.MACHINE).legal(self)
        return self._legal

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for ``current_player``; returns the events. Raises
        :class:`IllegalAction` (state untouched) if it is not one of ``legal_actions()``."""
        if self.flow.phase == "over":
            raise IllegalAction("the game is over", "illegal.game_over")
        legal = self._legal if self._legal is not None else self._compute_legal()
        for a in legal:  # the cached Action objects make this identity scan the usual hit
            if a is action:
                break
        else:
            if not isinstance(action, Action) or action not in legal:
                raise IllegalAction(f"{action!r} is not a legal action now", "illegal.not_legal",
                                    action=repr(action))
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        (duel.MACHINE if self.num_players == 2 else standard.MACHINE).apply(self, action, events)
        return events

    # ----- information --------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (``None``: a spectator); shape in the contract doc."""
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.num_players):
            raise ValueError(f"no seat {seat!r}")
        return views.build(self, seat, omniscient=False)

    def omniscient_view(self) -> dict[str, Any]:
        """Everything, in the shape of :meth:`view` (playtest mode, replays)."""
        return views.build(self, None, omniscient=True)

    def result(self) -> Result:
        """Final result: 3-5 players, ``scores`` are the totals of all rounds; 2 players,
        ``scores`` are round wins (Ea-Nasir's in ``entities["ea_nasir"]``). Raises
        :class:`GameNotOver` before the end."""
        if self.flow.phase != "over":
            raise GameNotOver("the game is not over", "result.not_over")
        return views.result(self)

    def knowledge(self) -> Knowledge:
        """Who knows which card sits where and which suit lies on each quality space (see
        :func:`.hidden.knowledge`); the kit's ``shuffle_unknown`` runs on it."""
        return hidden.knowledge(self)

    def with_identities(self, assignment: Mapping[str, Any]) -> "CharlataoState":
        """A copy with the places of :meth:`knowledge` refilled (:func:`.hidden.with_identities`)."""
        return hidden.with_identities(self, assignment)

    # ----- bots (optional hook, docs/bots.md) ----------------------------------------
    #: a bot's playout is judged at the first round start it reaches (``bot_evaluate``)
    BOT_PLAYOUT_DEPTH: ClassVar[int] = 0

    def bot_evaluate(self) -> list[float] | None:
        """Each seat's expected reward 0..1 at the start of a round, ``None`` in the middle of
        one (:func:`.bot_eval.evaluate`; bot guidance only, changes nothing)."""
        return bot_eval.evaluate(self)

    # ----- helpers used by the rule modules -----------------------------------------
    def seat_of(self, character: str) -> int | None:
        """The seat playing ``character`` this round (None if not in play)."""
        try:
            return self.characters.index(character)
        except ValueError:
            return None

    def sort_hand(self, seat: int) -> None:
        self.hands[seat].sort(key=ORDER.__getitem__)
