"""Running summaries of the Gallery and the coin tokens (issue 13, Numbers: speed).

The main-phase listing asks after every action which characters the player to move holds
unblocked and how many coin tokens it may spend; the victory check asks which characters every
player holds unblocked. Both answers change only on a few events, so the state keeps them and
the code that changes what they read resets them (``None``: recomputed from scratch on the next
ask, one pass over the Gallery or the businesses):

- Gallery (``st._gsum``): reset by :func:`.actions.place_meeple` and :func:`.actions.remove_meeple`,
  the only moves of an influence meeple or a character card once the game is set up.
- Coin tokens (``st._tsum``): reset when a token is gained (:func:`.actions._employ`), lost
  (:func:`.actions.lose_worker`), moved (:func:`.actions._imperador`) or spent
  (:func:`.actions.pay`); :meth:`.state.QuissamaState.start_turn` sets the new turn's count itself.

A state edited by hand (a test, which then resets ``_legal`` to ``None``) drops both
(:meth:`.state.QuissamaState.legal_actions`). ``tests/quissama/test_summaries.py`` replays seeded
random games and compares the kept summaries with :func:`gallery` / :func:`tokens` after every
decision. Summaries are tuples (never mutated): a clone shares them safely.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState as S

BERN = "BERNARDINA"

#: per seat: (the characters it owns with no other player's meeple on them, in Gallery order;
#: one of them is not Bernardina (R23b: «a freed character»); it owns a character with another
#: player's meeple on it)
GallerySummary = tuple[tuple[tuple[str, ...], bool, bool], ...]


def gallery(st: "S") -> GallerySummary:
    """Per seat: ``(unblocked, free_char, own_blocked)``. A character in a play area with another
    player's meeple on it gives neither ability nor victory (rulebook, Conquering Characters in
    an Opponent's Play Area); Bernardina is not «a freed character» for her own actions (R23b)."""
    n = st.num_players
    unblocked: list[list[str]] = [[] for _ in range(n)]
    free = [False] * n
    blocked = [False] * n
    for c, g in st.gallery.items():
        owner = g["owner"]
        if owner is None:
            continue
        ms = g["meeples"]
        if ms.count(owner) == len(ms):  # no other player's meeple on it (none at all included)
            unblocked[owner].append(c)
            if c != BERN:
                free[owner] = True
        else:
            blocked[owner] = True
    return tuple((tuple(unblocked[s]), free[s], blocked[s]) for s in range(n))


def tokens(st: "S") -> tuple[int, ...]:
    """Per seat: the coin tokens it may spend now: held, not gained this turn, not used this turn
    (R6, OQ-Q5; :func:`.actions.usable_tokens`)."""
    out = [0] * st.num_players
    for v in st.businesses.values():
        t = v["token"]
        if t is not None and not v["fresh"] and not v["used"]:
            out[t] += 1
    return tuple(out)


def gallery_of(st: "S") -> GallerySummary:
    """The kept Gallery summary, recomputed when reset."""
    g = st._gsum
    if g is None:
        g = st._gsum = gallery(st)
    return g


def tokens_of(st: "S") -> tuple[int, ...]:
    """The kept coin-token summary, recomputed when reset."""
    t = st._tsum
    if t is None:
        t = st._tsum = tokens(st)
    return t
