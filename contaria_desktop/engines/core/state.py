"""The engine contract: :class:`State` (abstract) and :class:`Result`.

Every engine subclasses :class:`State`. The shape follows ``shared/design/ARCHITECTURE.md``
("The engine contract"): ``current_player``, ``legal_actions()``, ``apply()``, ``view(seat)``,
``omniscient_view()``, ``is_terminal``, ``result()``, ``to_json()``/``from_json()``,
``clone()``, ``from_position()``.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Collection, Mapping, Sequence

from .errors import IllegalAction
from .records import Action, Event
from .rng import Rng

if TYPE_CHECKING:  # pragma: no cover
    from .knowledge import Knowledge


def canonical_json(data: Any) -> str:
    """Deterministic JSON text (sorted keys, no spaces) used for hashes and digests."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(data: Any) -> str:
    """SHA-256 hex digest of ``canonical_json(data)``."""
    return hashlib.sha256(canonical_json(data).encode("utf-8")).hexdigest()


Winner = int | str


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    - ``scores``: one number per seat, index = seat.
    - ``winners``: seats (ints) and/or named non-seat winners (strs such as ``"contaria"``
      for Contária's CONTÁRIA tale or ``"ea_nasir"``); empty for a draw with no winner.
    - ``entities``: scores of non-seat participants, e.g. ``{"contaria": 4}``.
    - ``breakdown``: for each participant key (``"0"``, ``"1"``... for seats, or an entity
      name) a list of lines ``{"key": message_key, "params": {...}, "points": int}`` that the
      score screen translates and shows.
    - ``draw``: True when the rules declare the game drawn (e.g. Contária 2-player tie).
    - ``details``: any other JSON-safe, engine-specific data.
    """

    scores: tuple[float, ...]
    winners: tuple[Winner, ...]
    entities: Mapping[str, float] = field(default_factory=dict)
    breakdown: Mapping[str, list[dict[str, Any]]] = field(default_factory=dict)
    draw: bool = False
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "entities": dict(self.entities),
            "breakdown": {k: list(v) for k, v in self.breakdown.items()},
            "draw": self.draw,
            "details": dict(self.details),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Result":
        return cls(
            scores=tuple(data["scores"]),
            winners=tuple(data["winners"]),
            entities=dict(data.get("entities", {})),
            breakdown={k: list(v) for k, v in data.get("breakdown", {}).items()},
            draw=bool(data.get("draw", False)),
            details=dict(data.get("details", {})),
        )

    def seat_won(self, seat: int) -> bool:
        return seat in self.winners


class State(ABC):
    """A game in progress. Mutable; ``clone()`` for an independent copy.

    Subclasses set ``GAME_ID`` and implement the abstract members. Invariants the
    conformance suite checks for every engine:

    - ``legal_actions()`` is non-empty exactly when ``not is_terminal``;
    - ``apply(a)`` raises :class:`IllegalAction` for any ``a`` not in ``legal_actions()``
      and then leaves ``to_json()`` unchanged;
    - ``view(seat)`` holds only what ``seat`` may know and is JSON-serializable;
    - ``from_json(to_json())`` and ``clone()`` give equal, independent states;
    - ``shuffle_unknown(seat, seed)`` (permuting identities ``seat`` does not know, see
      :meth:`knowledge`) leaves ``view(seat)`` and ``legal_actions()`` unchanged, and every
      seat's view and log stay unchanged across an action in worlds it cannot tell apart.
    """

    GAME_ID: ClassVar[str] = ""
    #: rules data files (paths) covered by :meth:`rules_digest`; engines override.
    RULES_DATA: ClassVar[Sequence[Any]] = ()
    #: the validated rules-data override this game runs on (issue 14); engines set it per
    #: state (``{}``: the shipped data) and save it as ``"data_overrides"`` when not empty.
    data_overrides: dict[str, Any] = {}

    num_players: int
    options: dict[str, Any]
    seed: int | None
    rng: Rng

    # ----- construction -------------------------------------------------------------
    @classmethod
    @abstractmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any]) -> "State":
        """A fresh deal. ``options`` are already resolved (see ``GameSpec.resolve_options``)."""

    @classmethod
    def from_position(cls, position: Mapping[str, Any]) -> "State":
        """A game starting from a hand-written position (engine-defined JSON).

        Raises :class:`~.errors.PositionError` naming the problem."""
        raise NotImplementedError(f"{cls.__name__} has no position format yet")

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, Any]) -> "State":
        """Inverse of :meth:`to_json`; raises :class:`~.errors.StateFormatError`."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Complete, JSON-safe serialization (RNG and pending decisions included)."""

    def clone(self) -> "State":
        """An independent copy. Engines may override with something faster."""
        return type(self).from_json(self.to_json())

    # ----- play ---------------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must decide now; ``None`` when the game is over."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal decision of ``current_player``; empty only when terminal.

        A seat with nothing else to do gets an explicit pass action."""

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for ``current_player`` and return the events it caused.

        Raises :class:`IllegalAction` (state untouched) if it is not in ``legal_actions()``.
        """
        if self.is_terminal:
            raise IllegalAction("the game is over", "illegal.game_over")
        if not isinstance(action, Action) or action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not a legal action now", "illegal.not_legal",
                                action=repr(action))
        return self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already checked)."""

    # ----- information --------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, JSON-safe; ``None`` is the public/spectator view."""

    @abstractmethod
    def omniscient_view(self) -> dict[str, Any]:
        """Everything, in the same shape as :meth:`view` (playtest mode, replays)."""

    @abstractmethod
    def result(self) -> Result:
        """The final result; raises :class:`~.errors.GameNotOver` before the end."""

    def knowledge(self) -> "Knowledge":
        """The knowledge model of this position: every hidden handle, its identity and the
        seats that know it (see :mod:`.knowledge` and ``docs/knowledge-model.md``).
        Engines with hidden information override it together with :meth:`with_identities`."""
        raise NotImplementedError(f"{type(self).__name__} declares no knowledge model")

    def with_identities(self, assignment: Mapping[str, Any]) -> "State":
        """A copy in which handle ``key`` holds ``assignment[key]`` (keys and identities as
        in :meth:`knowledge`); ``self`` is unchanged. The assignment must be a permutation
        inside each group that keeps the model's constraints."""
        raise NotImplementedError(f"{type(self).__name__} declares no knowledge model")

    def sample_unknown(self, seat: int | None, seed: int, *, fixed_seats: Sequence[int] | None = None,
                       fixed: Collection[tuple[str, Any]] = ()) -> tuple["State", dict[tuple[str, Any], Any]]:
        """A world ``seat`` cannot tell from this one, and the identity renaming that made it.

        Identities unknown to ``seat`` *and* to every seat in ``fixed_seats`` are permuted
        among their handles (:meth:`.knowledge.Knowledge.sample`); ``fixed`` lists
        ``(group, identity)`` pairs that stay put. ``fixed_seats`` defaults to the deciding
        seat, so that ``legal_actions()`` is unchanged; pass ``()`` for the whole information
        set of ``seat``. Returns ``(state, {(group, old identity): new identity})``.
        Deterministic from ``seed``."""
        model = self.knowledge()
        if fixed_seats is None:
            cur = self.current_player
            fixed_seats = () if cur is None else (cur,)
        asg = model.sample(seat, Rng(seed), fixed_seats, fixed)
        return self.with_identities(asg), model.remap(asg)

    def shuffle_unknown(self, seat: int | None, seed: int, *, fixed_seats: Sequence[int] | None = None,
                        fixed: Collection[tuple[str, Any]] = ()) -> "State":
        """A copy in which the identities ``seat`` does not know are permuted among their
        handles, consistently with everything public (one generic implementation on
        :meth:`knowledge`; arguments as in :meth:`sample_unknown`). Used by the conformance
        suite to prove that nothing hidden leaks into views, legal actions or logs."""
        return self.sample_unknown(seat, seed, fixed_seats=fixed_seats, fixed=fixed)[0]

    # ----- hashing ------------------------------------------------------------------
    def state_hash(self) -> str:
        """SHA-256 of the canonical JSON of :meth:`to_json`."""
        return digest(self.to_json())

    @classmethod
    def rules_digest(cls) -> str:
        """Digest of the rules data (``RULES_DATA``: paths of data files) this engine reads.
        Saves store it, so a corrected card is noticed on load."""
        h = hashlib.sha256(cls.GAME_ID.encode())
        for path in cls.RULES_DATA:
            with open(path, "rb") as fh:
                h.update(fh.read())
        return h.hexdigest()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_json() == other.to_json()  # type: ignore[union-attr]

    __hash__ = None  # type: ignore[assignment]
