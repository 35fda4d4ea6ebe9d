"""The information-set sampler: complete states a seat cannot tell apart from the real one.

Built by the session (which holds the real state) and handed to a bot, which never sees the real
state. Each sample re-deals the identities the seat does not know through the engine's knowledge
model, ``State.shuffle_unknown(seat, seed)`` (the same model the identity-shuffle conformance
test checks), and reseeds the state's random generator, so neither hidden cards nor future chance
(the next draws) leak into the search."""

from __future__ import annotations

from contaria_desktop.engines.core import Rng, State

from .base import Sampler

_SALT = 0x5EED_0F_C4A2CE


def make_sampler(state: State, seat: int) -> Sampler:
    """A :data:`~.base.Sampler` for ``seat`` at ``state``.

    ``state`` is copied now (later moves on the real game do not change the samples).
    ``sampler(seed)`` (``seed``: non-negative int) returns a new, independent state: the copy with
    the identities ``seat`` does not know permuted by ``shuffle_unknown(seat, seed)`` and its
    ``rng`` replaced by ``Rng`` of a seed derived from ``seed``. The same ``seed`` gives an equal
    state. Raises ``NotImplementedError`` (from the engine) when the engine has no knowledge
    model yet, ``ValueError`` for a negative seed.

    The samples depend on the real hidden identities only through ``shuffle_unknown``: the bots'
    no-peeking guarantee is exact when the engine's shuffle is canonical (its result depends only
    on what ``seat`` knows and ``seed``), see docs/bots.md."""
    base = state.clone()
    # The knowledge model of ``base`` never changes, so it is prepared once (on the first
    # sample): its free handles and their canonical identity order (``Knowledge.sampler``),
    # leaving one seeded shuffle and ``with_identities`` per sample. The same worlds as
    # ``base.shuffle_unknown(seat, seed)``, which is ``with_identities(knowledge().sample(seat,
    # Rng(seed), (current player,)))`` - unless an engine overrides that chain, then its own
    # method is called each time.
    generic = (type(base).shuffle_unknown is State.shuffle_unknown
               and type(base).sample_unknown is State.sample_unknown)
    cur = base.current_player
    fixed_seats = () if cur is None else (cur,)
    prepared = []

    def sample(seed: int) -> State:
        if not isinstance(seed, int) or seed < 0:
            raise ValueError(f"a sample seed must be a non-negative integer, got {seed!r}")
        if generic:
            if not prepared:
                prepared.append(base.knowledge().sampler(seat, fixed_seats))
            s = base.with_identities(prepared[0](Rng(seed)))
        else:
            s = base.shuffle_unknown(seat, seed)
        s.rng = Rng(Rng(seed ^ _SALT).derive(seed))
        return s

    return sample
