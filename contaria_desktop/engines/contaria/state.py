"""The Contária game state: setup, turns, legal actions, serialization, hidden information.

Rules: rulebook §3 (setup), §5.1 (tales of 4, end of game), §5.2 (the two actions), the
Two-Player Game, and cards.md Errata 2–3 (public properties, knowledge). Abilities are in
:mod:`.abilities`, the turn and the ability stack on the engine kit's Flow/Machine in
:mod:`.flow`, continuous effects in :mod:`.continuous`, scoring in :mod:`.scoring`,
views in :mod:`.views`, hand-written positions in :mod:`.position`.

Card handles are ints ``0..24`` in memory and ``"c00".."c24"`` outside; ``ident[h]`` is the
data index of the identity behind handle ``h`` (the secret).
"""

from __future__ import annotations

from typing import Any, Mapping

from contaria_desktop.engines.core import gamedata
from contaria_desktop.engines.core import (Action, DecisionStack, Event, Flow, GameNotOver, Handle, Knowledge,
                                           OptionError, Result, Rng, State, StateFormatError)

from . import scoring
from .abilities import HANDLES, AbilityMixin
from .cards import CARDS_PATH, SCHEMA, card_set
from .flow import (CHOOSE_CARD, CHOOSE_TALE, HANDLE_INDEX, MACHINE, MAY, MIRROR, N_CARDS, PASS, PLACE,  # noqa: F401
                   frame_data, frame_to_json, option_action)


class ContariaState(AbilityMixin, State):
    """A Contária game (see the module docstring and docs/contaria-engine-contract.md).

    Fields (all serialized by :meth:`to_json` except the caches ``_cont``, ``_legal``,
    ``_dec``): ``ident``, ``hid`` (data index -> handle), ``dealt`` (seat dealt each handle,
    −1 for none), ``hands``, ``tales`` (index ``num_players`` is CONTÁRIA), ``tale_of``,
    ``out`` (handles out of the game), ``face_up``, ``since`` (when each card last came into
    play, Errata 1), ``revealer``, ``seq``, ``mirrors_total``, ``mirrors_used``, ``markers``
    (name -> handle or −1), ``peeked`` (per seat), ``public`` (handles ever revealed),
    ``flow`` (the kit's :class:`~contaria_desktop.engines.core.Flow`: phase ``play``/``over``,
    the seat whose turn it is, the ability stack; see :mod:`.flow`), ``turns``,
    ``decisions``. ``pending`` (the stack's frames, bottom first, read-only), ``turn_seat``
    and ``over`` read the flow under the names the save format uses.
    """

    GAME_ID = "contaria"
    RULES_DATA = (CARDS_PATH,)

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int | None = 0,
                 data: Mapping[str, Any] | None = None) -> None:
        self.num_players = num_players
        self.options = dict(options)
        self.seed = seed
        self.rng = Rng(seed or 0)
        self.data_overrides = dict(data or {})  # validated by GameSpec / from_json (issue 14)
        self.cards = card_set(self.options, self.data_overrides)
        n = num_players
        self.ident = list(range(N_CARDS))
        self.hid = list(range(N_CARDS))
        self.dealt = [-1] * N_CARDS
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.tales: list[list[int]] = [[] for _ in range(n + 1)]
        self.tale_of = [-1] * N_CARDS
        self.out: list[int] = []
        self.face_up = [False] * N_CARDS
        self.since = [0] * N_CARDS
        self.revealer = [-1] * N_CARDS
        self.seq = 0
        self.mirrors_total = 4 if n == 2 else 3
        self.mirrors_used = [0] * n
        self.markers = {name: -1 for name in self.cards.marker_names}
        self.peeked: list[set[int]] = [set() for _ in range(n)]
        self.public: set[int] = set()
        self.flow = Flow("play", 0)
        self.turns = 0
        self.decisions = 0
        self._cont = None
        self._dirty: set[int] = set()
        self._lines = None
        self._legal = None
        self._dec = None

    # ----- construction -------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any],
                 data: Mapping[str, Any] | None = None) -> "ContariaState":
        """Deal a game (§3; Two-Player Game; A7 setup) on the card data with the validated
        override ``data``. Raises :class:`OptionError` when ``first_player`` is not a seat."""
        s = cls(num_players, options, seed, data)
        n = num_players
        order = list(range(N_CARDS))
        s.rng.shuffle(order)
        s.ident = order
        s.hid = [0] * N_CARDS
        for h, cid in enumerate(order):
            s.hid[cid] = h
        handles = list(range(N_CARDS))
        if n == 2:  # remove one DONZELA, CRIANÇA, FADA, CAVALHEIRO at random, unseen
            for typ in s.cards.initial_types[:4]:
                pool = [h for h in handles if s.card(h).initial == typ]
                h = s.rng.choice(pool)
                handles.remove(h)
                s.out.append(h)
        per = len(handles) // n
        for seat in range(n):
            s.hands[seat] = handles[seat * per:(seat + 1) * per]
            for h in s.hands[seat]:
                s.dealt[h] = seat
        for h in handles[n * per:]:  # the left-over card starts the CONTÁRIA tale
            s._put(h, n)
        first = options.get("first_player", "random")
        if first == "random":
            s.turn_seat = s.rng.below(n)
        else:
            if not isinstance(first, int) or not 0 <= first < n:
                raise OptionError(f"first_player must be a seat 0..{n - 1} or 'random', not {first!r}",
                                  "option.bad_first_player", value=repr(first))
            s.turn_seat = first
        return s

    def _put(self, h: int, t: int) -> None:
        self._dirty.add(t)
        self.tales[t].append(h)
        self.tale_of[h] = t
        self.since[h] = self._tick()

    # ----- the flow under its save-format names -------------------------------------
    @property
    def pending(self) -> list[dict]:
        """The ability stack's frames, bottom first (``flow.stack.frames``; do not mutate)."""
        return self.flow.stack.frames

    @property
    def turn_seat(self) -> int:
        """The seat whose turn it is (``flow.turn``)."""
        return self.flow.turn

    @turn_seat.setter
    def turn_seat(self, seat: int) -> None:
        self.flow.turn = seat

    @property
    def over(self) -> bool:
        """§5.1: every tale holds 4 cards (``flow.phase == "over"``)."""
        return self.flow.phase == "over"

    @over.setter
    def over(self, value: bool) -> None:
        self.flow.phase = "over" if value else "play"

    # ----- knowledge ----------------------------------------------------------------
    def knows(self, seat: int | None, h: int) -> bool:
        """Errata 3: a seat knows every card it was dealt, its peeks and public reveals."""
        if h in self.public or self.face_up[h]:
            return True
        return seat is not None and (self.dealt[h] == seat or h in self.peeked[seat])

    # ----- play ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        flow = self.flow  # Flow.seat, inlined: asked after every action by every loop
        if flow.phase == "over":
            return None
        frames = flow.stack.frames
        return frames[-1]["seat"] if frames else flow.turn

    @property
    def is_terminal(self) -> bool:
        return self.flow.phase == "over"

    def decision(self):
        """The pending decision tuple ``(kind, choices, prompt, params, seat, source)`` or
        ``None`` at the start of a turn."""
        if not self.pending or self.over:
            return None
        if self._dec is None:
            self._dec = self._frame_step(self.pending[-1], None)
        return self._dec

    def legal_actions(self) -> list[Action]:
        """§5.2: place a hand card in your tale or CONTÁRIA (another player's incomplete tale
        only when both are full), or use a mirror on a face-down revealable card in any
        tale; an explicit ``pass`` when neither is possible (A20). During an ability: the
        choices of the pending decision. (:data:`.flow.MACHINE` dispatches.)"""
        if self._legal is None:
            self._legal = MACHINE.legal(self)
        return list(self._legal)

    def apply(self, action: Action) -> list[Event]:
        """See :meth:`State.apply`; raises ``IllegalAction`` and changes nothing if illegal."""
        if self._legal is not None and self.flow.phase != "over" and action in self._legal:
            return self._apply(action)
        return super().apply(action)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._legal = None
        self._lines = None
        self._dec = None
        self.decisions += 1
        MACHINE.apply(self, action, events)
        return events

    # ----- information --------------------------------------------------------------
    def score_lines(self) -> list[list[dict[str, Any]]]:
        """:func:`.scoring.card_lines` of every tale (all identities filled), cached until
        the next action. Callers must not modify the result."""
        if self._lines is None:
            self._lines = [scoring.card_lines(self, t) for t in range(self.num_players + 1)]
        return self._lines

    def view(self, seat: int | None) -> dict[str, Any]:
        from .views import build_view
        return build_view(self, seat, omniscient=False)

    def omniscient_view(self) -> dict[str, Any]:
        from .views import build_view
        return build_view(self, None, omniscient=True)

    def result(self) -> Result:
        if not self.over:
            raise GameNotOver("the game is not over", "contaria.not_over")
        return scoring.result(self)

    def knowledge(self) -> Knowledge:
        """Every card handle with its identity (data index), grouped by its public initial
        type (rulebook §2: the public side), known to the seat it was dealt to, seats that
        peeked at it, and everybody once revealed or face up (cards.md Errata 3). Actions
        name handles, so no identity group is named by an action."""
        handles = []
        for h in range(N_CARDS):
            known = {v for v in range(self.num_players) if h in self.peeked[v]}
            if self.dealt[h] >= 0:
                known.add(self.dealt[h])
            handles.append(Handle(HANDLES[h], self.ident[h], self.card(h).initial, frozenset(known),
                                  h in self.public or self.face_up[h]))
        return Knowledge(tuple(handles))

    def with_identities(self, assignment: Mapping[str, Any]) -> "ContariaState":
        """A copy with ``ident[h] = assignment["cNN"]`` (see :meth:`knowledge`)."""
        s = self.clone()
        for key, cid in assignment.items():
            h = HANDLE_INDEX[key]
            s.ident[h] = cid
            s.hid[cid] = h
        s._cont = s._legal = s._dec = s._lines = None
        s._dirty = set()
        return s

    # ----- serialization ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The save format (unchanged since before the kit's Flow: ``pending`` frames name
        their step ``op``, the flow's turn is ``turn_seat``, its phase ``over``; a rules-data
        override, when there is one, as ``data_overrides``)."""
        out = {
            "game": self.GAME_ID, "num_players": self.num_players, "options": dict(self.options),
            "seed": self.seed, "rng": self.rng.to_json(),
            "identity": [self.cards.cards[c].id for c in self.ident],
            "dealt": list(self.dealt),
            "hands": [[HANDLES[h] for h in hand] for hand in self.hands],
            "tales": [[HANDLES[h] for h in tale] for tale in self.tales],
            "out": [HANDLES[h] for h in self.out],
            "face_up": [HANDLES[h] for h in range(N_CARDS) if self.face_up[h]],
            "since": list(self.since), "revealer": list(self.revealer), "seq": self.seq,
            "mirrors_total": self.mirrors_total, "mirrors_used": list(self.mirrors_used),
            "markers": {k: (HANDLES[v] if v >= 0 else None) for k, v in self.markers.items()},
            "peeked": [sorted(HANDLES[h] for h in p) for p in self.peeked],
            "public": sorted(HANDLES[h] for h in self.public),
            "pending": [frame_to_json(f) for f in self.flow.stack.frames],
            "turn_seat": self.turn_seat, "turns": self.turns, "decisions": self.decisions,
            "over": self.over,
        }
        if self.data_overrides:
            out["data_overrides"] = dict(self.data_overrides)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "ContariaState":
        """Inverse of :meth:`to_json`; raises :class:`StateFormatError` naming the problem."""
        from contaria_desktop.engines.core import limits  # counts first (issue 19)
        limits.players(data, "num_players", cls.GAME_ID, StateFormatError)
        try:
            s = cls(int(data["num_players"]), data["options"], data["seed"],
                    SCHEMA.validate(gamedata.state_overrides(data)))
            s.rng = Rng.from_json(data["rng"])
            by_id = s.cards.by_id
            s.ident = [by_id[i].cid for i in data["identity"]]
            if sorted(s.ident) != list(range(N_CARDS)):
                raise ValueError("identities are not a permutation of the 25 cards")
            for h, cid in enumerate(s.ident):
                s.hid[cid] = h
            hx = HANDLE_INDEX
            s.dealt = [int(x) for x in data["dealt"]]
            s.hands = [[hx[h] for h in hand] for hand in data["hands"]]
            s.tales = [[hx[h] for h in tale] for tale in data["tales"]]
            if len(s.hands) != s.num_players or len(s.tales) != s.num_players + 1:
                raise ValueError("wrong number of hands or tales")
            for t, tale in enumerate(s.tales):
                for h in tale:
                    s.tale_of[h] = t
            s.out = [hx[h] for h in data["out"]]
            for h in data["face_up"]:
                s.face_up[hx[h]] = True
            s.since = [int(x) for x in data["since"]]
            s.revealer = [int(x) for x in data["revealer"]]
            s.seq = int(data["seq"])
            s.mirrors_total = int(data["mirrors_total"])
            s.mirrors_used = [int(x) for x in data["mirrors_used"]]
            s.markers = {k: (hx[v] if v is not None else -1) for k, v in data["markers"].items()}
            if set(s.markers) != set(s.cards.marker_names):
                raise ValueError("unknown or missing marker")
            s.peeked = [{hx[h] for h in p} for p in data["peeked"]]
            s.public = {hx[h] for h in data["public"]}
            stack = DecisionStack()
            for f in data["pending"]:
                op, seat, g = frame_data(f)
                for k in ("src", "target"):
                    if k in g:
                        g[k] = hx[g[k]] if g[k] is not None else -1
                if op not in ("ab", "marker", "peek") or not 0 <= seat < s.num_players:
                    raise ValueError(f"bad pending frame {f!r:.60}")
                if op == "ab":
                    ab = s.card(g["src"]).on_reveal[g["i"]]
                    if g["opt"] >= 0:
                        ab.options[g["opt"]]
                    if g["stage"] not in ("start", "dest"):
                        raise ValueError(f"bad pending stage {g['stage']!r}")
                elif op == "marker" and g["marker"] not in s.markers:
                    raise ValueError(f"bad pending marker {g['marker']!r}")
                stack.push(op, seat, **g)
            over = bool(data["over"])
            s.flow = Flow("over" if over else "play", int(data["turn_seat"]), stack)
            s.turns = int(data["turns"])
            s.decisions = int(data["decisions"])
        except (KeyError, TypeError, ValueError, IndexError) as err:
            raise StateFormatError(f"bad Contária state: {err!r}", "contaria.bad_state") from None
        return s

    def clone(self) -> "ContariaState":
        """A fast independent copy (no JSON round trip)."""
        s = object.__new__(type(self))
        d = self.__dict__
        s.__dict__.update(d)
        s.options = dict(self.options)
        s.rng = Rng.from_json(self.rng.state)
        s.ident = self.ident[:]
        s.hid = self.hid[:]
        s.dealt = self.dealt[:]
        s.hands = [x[:] for x in self.hands]
        s.tales = [x[:] for x in self.tales]
        s.tale_of = self.tale_of[:]
        s.out = self.out[:]
        s.face_up = self.face_up[:]
        s.since = self.since[:]
        s.revealer = self.revealer[:]
        s.mirrors_used = self.mirrors_used[:]
        s.markers = dict(self.markers)
        s.peeked = [set(p) for p in self.peeked]
        s.public = set(self.public)
        s.flow = self.flow.clone()
        s._dirty = set(self._dirty)
        # caches are immutable snapshots / rebuilt lists, safe to share
        return s

    @classmethod
    def from_position(cls, position: Mapping[str, Any]) -> "ContariaState":
        """A game from a hand-written position (format: ``POSITION.md``); raises
        :class:`~contaria_desktop.engines.core.PositionError` naming the problem."""
        from .position import load_position
        return load_position(cls, position)
