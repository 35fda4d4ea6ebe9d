""":class:`QuissamaState`: one game of Quissama for 2-5 players.

The state holds plain JSON-friendly fields (see :data:`_FIELDS`). The turn flow (opening round,
turn start, cleanup, the Market, drawing) lives here; the main-phase actions in :mod:`.actions`,
views in :mod:`.views`, the knowledge model in :mod:`.hidden`, hand-written positions in
:mod:`.position`. Every decision is one :class:`~contaria_desktop.engines.core.Action` (see
``docs/quissama-engine-contract.md``). Rules: ``shared/rules/quissama-rulebook.en.txt``.
"""

from __future__ import annotations

import copy
from typing import Any, ClassVar, Mapping

from ..core import (Action, Event, GameNotOver, IllegalAction, Knowledge, Result, Rng, State,
                    StateFormatError, gamedata)
from . import actions, evaluate, hidden, listing, summary, views
from .actions import ev
from .rules_data import (BLACK, BUSINESSES, CHAR_ORDER, CHARACTERS, DATA_PATH, HAND, MARKET,
                         MAX_RENEWALS, MEEPLES, MINISTRY_SLOTS, SQUARES, WORKERS, deck_counts,
                         start_capoeiras)

#: every serialized field (deep-copied by clone)
_FIELDS = ("num_players", "options", "seed", "phase", "current", "first_player", "turns",
           "decisions", "hands", "deck", "discard", "removed", "market", "stash", "known", "public",
           "squares", "cdp", "senzala", "businesses", "ministry", "supply", "gallery", "conquests",
           "turn", "pending", "winner", "end_reason")


from .rules_data import CDP_CAPACITY, IMPERADOR_COSTS, SCHEMA
from .rules_data import kind_of as _kind

_CAPACITY = {q: int(v["capacity"]) for q, v in SQUARES.items()}


def _objective_tests() -> dict[str, Any]:
    """Character -> ``test(state, seat)`` of its objective (rulebook, Know the Characters;
    board §9): hold Bernardina unblocked; the Cabeça de Porco full; N ministers (and M full
    businesses of one's own); N full squares; M full businesses. Unknown kinds never win."""
    out: dict[str, Any] = {}
    for char, obj in CHARACTERS.items():
        kind = obj.get("objective")
        if kind == "own_bernardina":
            out[char] = lambda st, seat: st.active(seat, "BERNARDINA")
        elif kind == "cdp_full":
            out[char] = lambda st, seat: st.cdp >= st.cdp_cap
        elif kind == "ministers_and_full_businesses":
            out[char] = (lambda st, seat, m=int(obj["ministers"]), f=int(obj["full_businesses"]):
                         st.ministry.count(seat) >= m and st.full_businesses(seat) >= f)
        elif kind == "ministers":
            out[char] = lambda st, seat, m=int(obj["ministers"]): st.ministry.count(seat) >= m
        elif kind == "full_squares":
            out[char] = lambda st, seat, q=int(obj["squares"]): st.full_squares() >= q
        elif kind == "full_businesses":
            out[char] = lambda st, seat, f=int(obj["full_businesses"]): st.full_businesses(seat) >= f
        else:
            out[char] = lambda st, seat: False
    return out


_OBJECTIVES = _objective_tests()

#: ``_legal`` after an action (the list must be rebuilt); ``None`` means the same for a new or
#: hand-edited state, whose kept summaries (:mod:`.summary`) are then dropped too
_STALE: list[Action] = []

#: action types that change nothing an objective reads (the Gallery, the board, the Ministry):
#: after them the previous victory check's answer (no winner) stands (R27)
_BOARD_NEUTRAL = frozenset(("discard", "end_turn", "done", "market", "swap", "no_swap", "steal", "ability"))


class QuissamaState(State):
    """A Quissama game. Seats ``0..N-1`` sit clockwise; colours follow data ``colours``.

    Fields: ``phase`` (``opening``, ``main``, ``cleanup``, ``over``), ``current``; cards are ids
    ``"KIND.n"`` in ``hands`` (per seat, in arrival order), ``deck`` (top = last), ``discard``,
    ``removed`` (used Scandals), ``market`` (3 slots), ``stash`` (under Quissama, face up);
    ``known[card]``: seats other than the holder that know a hand card; ``public``: hand cards
    every seat knows. Board: ``squares`` {id: capoeiras}, ``cdp``, ``senzala``, ``businesses``
    {id: {merchant, workers, token: holder seat or None, fresh, used}}, ``ministry`` (slot 1
    first), ``supply`` (meeples per seat), ``gallery`` {character: {owner, meeples: [seat..]}},
    ``conquests`` (non-Bernardina conquests per seat). ``turn``: the once-per-turn state
    (credit, market use, abilities used, characters conquered this turn, Bernardina action).
    ``pending``: a sub-decision (Alemão's steals, Woodruff's swap).
    """

    GAME_ID: ClassVar[str] = "quissama"
    RULES_DATA: ClassVar[tuple[str, ...]] = (str(DATA_PATH),)
    #: capacities in force: the shipped ones unless a rules-data override is set (issue 14)
    sq_cap: dict[str, int] = _CAPACITY
    cdp_cap: int = CDP_CAPACITY
    #: decisions a bot's playout makes before :meth:`bot_evaluate` scores it (issue 12)
    BOT_PLAYOUT_DEPTH: ClassVar[int] = evaluate.PLAYOUT_DEPTH
    #: the most Market renewals in a row, in force (R11, OQ-Q25; issue 14)
    max_renewals: int = MAX_RENEWALS
    #: business -> the square its road leads to, in force (issue 14)
    bz_square: dict[str, str] = {b: v["square"] for b, v in BUSINESSES.items()}
    #: the Imperador's target costs in force (R20, INFERRED; issue 14): ``{target: {icon: n}}``,
    #: and their cost indexes in the listing's tables (``(merchant, minister)``)
    imp_cost: dict[str, dict[str, int]] = IMPERADOR_COSTS
    imp_need: tuple[int | None, int | None] = (listing.NEED_IMP_MERCHANT, listing.NEED_IMP_MINISTER)

    def __init__(self) -> None:
        self.num_players = 0
        self.options: dict[str, Any] = {}
        self.seed: int | None = 0
        self.rng = Rng(0)
        self.phase = "over"
        self.current: int | None = None
        self.first_player = 0
        self.turns = 0
        self.decisions = 0
        self.hands: list[list[str]] = []
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.removed: list[str] = []
        self.market: list[str | None] = []
        self.stash: list[str] = []
        self.known: dict[str, list[int]] = {}
        self.public: list[str] = []
        self.squares: dict[str, int] = {}
        self.cdp = 0
        self.senzala = 0
        self.businesses: dict[str, dict[str, Any]] = {}
        self.ministry: list[int | None] = []
        self.supply: list[int] = []
        self.gallery: dict[str, dict[str, Any]] = {}
        self.conquests: list[int] = []
        self.turn: dict[str, Any] = {}
        self.pending: dict[str, Any] | None = None
        self.winner: int | None = None
        self.end_reason: str | None = None
        self._legal: list[Action] | None = None
        self._legal_set: set[Action] | None = None
        #: the last victory check found no winner and nothing an objective reads changed since
        self._no_winner = False
        #: running Gallery and coin-token summaries (:mod:`.summary`; ``None``: recompute)
        self._gsum: summary.GallerySummary | None = None
        self._tsum: tuple[int, ...] | None = None

    # ----- construction -------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any],
                 data: Mapping[str, Any] | None = None) -> "QuissamaState":
        """A fresh deal (rulebook, Setup): shuffle the deck, open the Market, 2 capoeiras per
        square (1 in the variant), the Gallery (all 8, or Quissama + Bernardina + one per
        player in the small-Gallery variant), 5 cards each, a coin token on each business, the
        first player drawn at random; then the opening merchant round (OQ-Q2)."""
        s = cls()
        s.num_players, s.options, s.seed, s.rng = num_players, dict(options), seed, Rng(seed)
        if data:  # a validated rules-data override (issue 14)
            s._use_data(dict(data))
        counts = deck_counts(num_players, options, s.data_overrides)
        s.deck = [f"{k}.{i}" for k, n in counts.items() for i in range(n)]
        s.rng.shuffle(s.deck)
        s.squares = start_capoeiras(options)
        s.senzala = BLACK - sum(s.squares.values())
        s.businesses = {b: {"merchant": None, "workers": 0, "token": None, "fresh": False, "used": False}
                        for b in BUSINESSES}
        s.ministry = [None] * MINISTRY_SLOTS
        s.supply = [MEEPLES] * num_players
        chars = list(CHAR_ORDER)
        if options.get("small_gallery"):
            fixed = ["QUISSAMA", "BERNARDINA"]
            rest = [c for c in CHAR_ORDER if c not in fixed]
            s.rng.shuffle(rest)
            keep = set(fixed + rest[:num_players])
            chars = [c for c in CHAR_ORDER if c in keep]
        s.gallery = {c: {"owner": None, "meeples": []} for c in chars}
        s.conquests = [0] * num_players
        events: list[Event] = []
        s.market = [s.deck.pop() for _ in range(MARKET)]
        s._renew_market(events)
        s.hands = [[s.deck.pop() for _ in range(HAND)] for _ in range(num_players)]
        s.first_player = s.rng.below(num_players)
        s.phase, s.current = "opening", s.first_player
        s.turn = s._fresh_turn()
        return s

    @staticmethod
    def _fresh_turn() -> dict[str, Any]:
        return {"credit": {"N": 0, "G": 0, "C": 0}, "market_uses": 0, "market_given": [],
                "abilities": [], "conquered": [], "bernardina": False, "opened": 0}

    # ----- (de)serialization --------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        out = {f: copy.deepcopy(getattr(self, f)) for f in _FIELDS}
        out["game"] = self.GAME_ID
        out["rng"] = self.rng.to_json()
        if self.data_overrides:
            out["data_overrides"] = dict(self.data_overrides)
        return out

    def _use_data(self, overrides: dict[str, Any]) -> None:
        """Run on a validated rules-data override (issue 14)."""
        tables = SCHEMA.data(overrides)
        self.data_overrides, self.sq_cap, self.cdp_cap = overrides, tables["sq_cap"], tables["cdp_cap"]
        self.bz_square, self.max_renewals = tables["bz_square"], tables["max_renewals"]
        self.imp_cost = tables["imp_cost"]
        self.imp_need = listing.imperador_needs(self.imp_cost)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "QuissamaState":
        if not isinstance(data, Mapping) or data.get("game") != cls.GAME_ID:
            raise StateFormatError("not a Quissama state", "state.bad_format", game="quissama")
        s = cls()
        try:
            for f in _FIELDS:
                setattr(s, f, copy.deepcopy(data[f]))
            s.rng = Rng.from_json(data["rng"])
            overrides = gamedata.state_overrides(data)
            if overrides:
                s._use_data(SCHEMA.validate(overrides))
        except (KeyError, ValueError, TypeError) as err:
            raise StateFormatError(f"bad Quissama state: {err}", "state.bad_format", game="quissama") from None
        return s

    def clone(self) -> "QuissamaState":
        """An independent copy: the mutable containers are copied, immutable values shared."""
        s = QuissamaState.__new__(QuissamaState)
        s.__dict__.update(self.__dict__)
        s.options = dict(self.options)
        s.hands = [list(h) for h in self.hands]
        s.deck, s.discard, s.removed = list(self.deck), list(self.discard), list(self.removed)
        s.market, s.stash, s.public = list(self.market), list(self.stash), list(self.public)
        s.known = {k: list(v) for k, v in self.known.items()}
        s.squares = dict(self.squares)
        s.businesses = {b: dict(v) for b, v in self.businesses.items()}
        s.ministry, s.supply, s.conquests = list(self.ministry), list(self.supply), list(self.conquests)
        s.gallery = {c: {"owner": g["owner"], "meeples": list(g["meeples"])} for c, g in self.gallery.items()}
        t = self.turn
        s.turn = dict(t, credit=dict(t["credit"]), market_given=list(t["market_given"]),
                      abilities=list(t["abilities"]), conquered=list(t["conquered"])) if t else {}
        pend = self.pending  # flat but for the steal counts: copy one level down, no deepcopy
        s.pending = None if pend is None else {k: dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list)
                                               else v for k, v in pend.items()}
        s.rng = Rng.from_json(self.rng.state)
        s._legal = self._legal
        s._legal_set = self._legal_set
        return s

    @classmethod
    def from_position(cls, position: Mapping[str, Any]) -> "QuissamaState":
        from .position import build
        return build(cls, position)

    # ----- play ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    @property
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None or legal is _STALE:
            if legal is None:  # a new state, or one edited by hand: no summary kept is trusted
                self._gsum = self._tsum = None
            legal = self._legal = [] if self.phase == "over" else listing.legal(self)
            self._legal_set = None
        return legal[:]

    def apply(self, action: Action) -> list[Event]:
        if self.phase == "over":
            raise IllegalAction("the game is over", "illegal.game_over")
        legal = self._legal
        if legal is None or legal is _STALE:  # (tests that edit a state by hand reset ``_legal`` only)
            self._no_winner = False  # so a hand-edited board is checked for a winner again
            self.legal_actions()
            legal = self._legal
        for a in legal:  # the actions are interned: a caller's pick is one of these objects
            if a is action:
                break
        else:
            if self._legal_set is None:
                self._legal_set = set(legal)
            if not isinstance(action, Action) or action not in self._legal_set:
                raise IllegalAction(f"{action!r} is not a legal action now", "illegal.not_legal",
                                    action=repr(action))
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        self._legal, self._legal_set = _STALE, None  # (not None: the summaries stay trusted)
        self.decisions += 1
        events: list[Event] = []
        actions.HANDLERS[action.type](self, self.current, action, events)  # (actions.apply, inlined)
        if self.phase != "over" and not (self._no_winner and action.type in _BOARD_NEUTRAL):
            self.check_victory(events)
        return events

    # ----- helpers used by the action modules ---------------------------------------
    def hand_counts(self, seat: int) -> dict[str, int]:
        """``{kind: copies}`` of ``seat``'s hand (a fresh dict)."""
        out: dict[str, int] = {}
        get = out.get
        for k in map(_kind, self.hands[seat]):
            out[k] = get(k, 0) + 1
        return out

    def take_from_hand(self, seat: int, kind: str) -> str:
        """Remove and return a card of ``kind`` from ``seat``'s hand. Copies of a kind are
        interchangeable, so the copy others know best goes first (public, then known to most
        seats, then the earliest): what an observer knows about the hand never depends on
        where hidden copies sit (Q-H10)."""
        hand = self.hands[seat]
        best, score = -1, (-1, -1, 0)
        public = self.public
        kinds = list(map(_kind, hand))
        copies = kinds.count(kind)
        if not copies:
            raise IllegalAction(f"seat {seat} holds no {kind}", "illegal.no_card", kind=kind)
        if not public and not self.known:  # nobody knows any hand card: the earliest copy
            return hand.pop(kinds.index(kind))
        if copies == 1:  # a single copy: nothing to choose
            best = kinds.index(kind)
        else:
            at = [i for i, k in enumerate(kinds) if k == kind]
            known = self.known
            for i in at:
                c = hand[i]
                sc = (c in public, len(known.get(c, ())), -i)
                if sc > score:
                    best, score = i, sc
        if best < 0:
            raise IllegalAction(f"seat {seat} holds no {kind}", "illegal.no_card", kind=kind)
        c = hand.pop(best)
        self.forget(c)
        return c

    def forget(self, card: str) -> None:
        """A card left a hand for a public or a shuffled place: no private knowledge remains."""
        self.known.pop(card, None)
        if card in self.public:
            self.public.remove(card)

    def draw(self, events: list[Event]) -> str | None:
        """Top card of the deck; reshuffle the discard pile when the deck is empty (rulebook,
        «Whenever the draw deck runs out, shuffle the discard pile»); ``None`` when both are
        empty (board §7.2)."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            events.append(ev("quissama.reshuffle", {"cards": len(self.deck)}))
        return self.deck.pop()

    def draw_to_hand(self, seat: int, count: int, events: list[Event], reason: str) -> None:
        got: list[str] = []
        hand, deck = self.hands[seat], self.deck
        for _ in range(count):
            c = deck.pop() if deck else self.draw(events)  # (draw reshuffles an empty deck)
            if c is None:
                break
            hand.append(c)
            got.append(_kind(c))
            deck = self.deck
        if got:
            events.append(actions.EV_DREW(seat, len(got), reason))
            events.append(actions.drew_cards(seat, tuple(sorted(got))))

    def _renew_market(self, events: list[Event]) -> None:
        """«Whenever the Market has 3 identical cards, renew it» (R11, OQ-Q25): repeat, at most
        ``market_max_renewals`` times, and only while deck + discard can supply 3 cards. Off in
        the fast-Market variant."""
        if self.options.get("fast_market"):
            return
        for _ in range(self.max_renewals):
            if None in self.market or len(set(map(_kind, self.market))) != 1:
                return
            if len(self.deck) + len(self.discard) < MARKET:
                return
            self.discard.extend(c for c in self.market if c is not None)
            new = []
            for i in range(MARKET):
                self.market[i] = self.draw(events)
                new.append(None if self.market[i] is None else _kind(self.market[i]))
            events.append(ev("quissama.market_renewed", {"cards": tuple(new)}))

    def start_turn(self, seat: int, events: list[Event]) -> None:
        """Start of a turn (rulebook, «In each turn»): the round cap (OQ-Q17) is checked first;
        then the once-per-turn rights reset, the seat's coin tokens become usable (R6), and it
        draws one card per own minister (Q-T1)."""
        cap = int(self.options.get("round_cap", 0) or 0)
        if cap and self.turns >= cap * self.num_players:
            self.phase, self.current, self.winner, self.end_reason = "over", None, None, "round_cap"
            events.append(ev("quissama.round_cap", {"rounds": cap}))
            return
        self.turns += 1
        self.phase, self.current = "main", seat
        self.turn = self._fresh_turn()
        toks = 0
        for b in self.businesses.values():
            if b["token"] == seat:
                b["fresh"] = b["used"] = False
                toks += 1
        t = self._tsum
        if t is not None and t[seat] != toks:  # every token the seat holds is usable now
            self._tsum = (*t[:seat], toks, *t[seat + 1:])
        events.append(actions.EV_TURN_STARTED(seat, self.turns))
        ministers = self.ministry.count(seat)
        if ministers:
            self.draw_to_hand(seat, ministers, events, "ministers")

    def end_turn_cleanup(self, events: list[Event]) -> None:
        """End of turn (Q-T4, Q-T5): fill the hand up to 5, the turn credit is lost, the next
        seat clockwise starts."""
        seat = self.current
        assert seat is not None
        need = HAND - len(self.hands[seat])
        if need > 0:
            self.draw_to_hand(seat, need, events, "refill")
        self.turn["credit"] = {"N": 0, "G": 0, "C": 0}
        events.append(actions.EV_TURN_ENDED(seat))
        self.start_turn((seat + 1) % self.num_players, events)

    # ----- board queries ------------------------------------------------------------
    def full_businesses(self, seat: int) -> int:
        full = 0
        for b in self.businesses.values():
            if b["merchant"] == seat and b["workers"] >= WORKERS:
                full += 1
        return full

    def ministers(self, seat: int) -> int:
        return self.ministry.count(seat)

    def full_squares(self) -> int:
        full = 0
        for q, n in self.squares.items():
            if n >= self.sq_cap[q]:
                full += 1
        return full

    def blocked(self, char: str) -> bool:
        """A character in a play area with another player's meeple on it gives neither ability
        nor victory (rulebook, Conquering Characters in an Opponent's Play Area)."""
        g = self.gallery.get(char)
        if g is None or g["owner"] is None or not g["meeples"]:
            return False
        ms = g["meeples"]
        return ms.count(g["owner"]) != len(ms)

    def active(self, seat: int, char: str) -> bool:
        """``seat`` owns ``char`` and it is not blocked."""
        g = self.gallery.get(char)
        if g is None or g["owner"] != seat:
            return False
        ms = g["meeples"]
        return ms.count(seat) == len(ms)

    def token_value(self, seat: int) -> int:
        """+1, or +2 while ``seat`` owns an unblocked Araújo held since before this turn
        (rulebook, Araújo; OQ-Q9/QD-2)."""
        if self.active(seat, "ARAUJO") and not (seat == self.current and "ARAUJO" in self.turn["conquered"]):
            return 2
        return 1

    def objective_met(self, seat: int, char: str) -> bool:
        """Character objectives (rulebook, Know the Characters; board §9), from data
        (``characters.ids.*.objective``): see :data:`_OBJECTIVES`."""
        test = _OBJECTIVES.get(char)
        return test is not None and test(self, seat)

    def check_victory(self, events: list[Event]) -> None:
        """After every action, every player's unblocked characters, the active player first,
        then clockwise (R27, OQ-Q10, OQ-Q11): the first with a met objective wins at once."""
        start = self.current if self.current is not None else 0
        n = self.num_players
        # unblocked characters only (another player's meeple on one: no victory); Bernardina
        # has no objective
        held = [((owner - start) % n, c, owner) for owner, (unblocked, free, _) in enumerate(summary.gallery_of(self))
                if free for c in unblocked if c != "BERNARDINA"]
        if not held:
            self._no_winner = True
            return
        held.sort()
        for _, char, seat in held:
            if _OBJECTIVES[char](self, seat):
                self.phase, self.winner, self.end_reason = "over", seat, "objective"
                self.current = None
                self.pending = None
                events.append(ev("quissama.won", {"seat": seat, "character": char}))
                return
        self._no_winner = True

    # ----- information --------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def omniscient_view(self) -> dict[str, Any]:
        return views.view(self, None, omniscient=True)

    def knowledge(self) -> Knowledge:
        return hidden.knowledge(self)

    def with_identities(self, assignment: Mapping[str, Any]) -> "QuissamaState":
        return hidden.with_identities(self, assignment)

    def bot_evaluate(self) -> list[float]:
        """Each seat's expected reward (0..1, summing to 1) from public progress towards the
        objectives (the bots' optional hook, ``docs/bots.md``; :func:`.evaluate.evaluate`)."""
        return evaluate.evaluate(self)

    def result(self) -> Result:
        """The winner scores 1, everybody else 0; a game stopped by the round cap is a draw
        with no winner and ``details.reason = "round_cap"`` (OQ-Q17)."""
        if self.phase != "over":
            raise GameNotOver("the game is not over", "game.not_over")
        n = self.num_players
        if self.winner is None:
            return Result(scores=tuple(0.0 for _ in range(n)), winners=(), draw=True,
                          details={"reason": self.end_reason or "round_cap", "turns": self.turns})
        scores = tuple(1.0 if s == self.winner else 0.0 for s in range(n))
        won_with = [c for c in self.gallery if self.active(self.winner, c) and self.objective_met(self.winner, c)]
        return Result(scores=scores, winners=(self.winner,),
                      breakdown={str(self.winner): [{"key": "quissama.result.objective",
                                                     "params": {"character": won_with[0] if won_with else ""},
                                                     "points": 1}]},
                      details={"reason": "objective", "characters": won_with, "turns": self.turns})
