"""Byte-for-byte pins of the Dark Tales engine's outputs along seeded random playouts.

Written before the engine was made faster (issue 11, "Numbers"): speed work must not change a
save (``to_json``), a view (``view(seat)`` for every seat, the spectator and the omniscient
view), the legal actions' encoding, the events of a decision, or the result. Each playout feeds
every one of those, as JSON text in the engine's own key order (no ``sort_keys``: the bytes a
save holds), into one SHA-256 per player count; the digests below were recorded on the code
before the optimisation. A clone is checked equal to its original at every step.

If a rule change is *meant* to alter these bytes, re-record the digests with
``python tests/dark_tales/test_pinned_playouts.py`` and say why in the commit.

Re-recorded for the option ``stall_fast_forward`` (issue 11, the Witch stall): every save and
view now lists the new option, and seed 2 at 2 players stalls, so its forced passes are one
decision. Checked when re-recording: with ``stall_fast_forward: false`` in every group and the
option's key left out of the dumped JSON, the three old digests (2: ``8d1d19b6…``, 3:
``76d2a45a…``, 4: ``5b7a0684…``) came out unchanged.
"""

from __future__ import annotations

import hashlib
import json
import sys

import pytest

from contaria_desktop.engines.core import Rng, get_spec
from contaria_desktop.engines.dark_tales import DarkTalesState
from contaria_desktop.engines.dark_tales.state import shuffle

#: (options, seeds) per playout group: the defaults, every ruling option flipped, and the nine
#: A x B combinations
GROUPS: list[tuple[dict, tuple[int, ...]]] = [
    ({}, (1, 2, 3)),
    ({"open_scores": True, "witch_empty_hand": "end_game", "witch_blocks_discard_draw": False,
      "ranking_ties": "dense"}, (4, 5)),
    ({"ranking_ties": "split_floor", "max_turns": 12, "first_player": 1}, (6,)),
] + [({"setting_a": a, "setting_b": b}, (10 + i,))
     for i, (a, b) in enumerate((a, b) for a in ("A1", "A2", "A3") for b in ("B1", "B2", "B3"))]

#: 2 players re-recorded when the stall summary's "skipped" count became the real one (it was 1:
#: the fast-forward nested one call per turn), and again when the summary gained ``gains`` (the
#: VP of the skipped turns; with that key dropped from the event the digest was 7c4ce6c5... again)
#: All three re-recorded when ``took_looked`` gained ``looked`` (how many cards the look showed:
#: the log says "took that card" after a single one); with that key dropped from the event's
#: JSON the three digests came out as before (2: ef75bf7b..., 3: a6bc5aae..., 4: 319cda1a...)
#: All three re-recorded when ``card_played`` gained ``known_to`` (the player knew the card: it
#: does not stop their hot-seat undo); with that key left out of the JSON they came out as before
#: (2: 0842d5da..., 3: 4adcec03..., 4: 5633fa45...)
EXPECTED = {
    2: "d1b61ff753329181a81eb4e449da4764e444c2eab3e06f94a26cd30a597a37b5",
    3: "1a1d5b83b8f8a6c5c6bf9557de5862322fb3766117223bc26d9e9bb5e9a6531a",
    4: "54a037d997517b60edf7e754b19cbc7da15256b2abefde41cb92e3fe20a571cc",
}


def _dump(data) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def playout_digest(num_players: int) -> str:
    """SHA-256 of every save, view, legal-action list, event list and result met along the
    seeded random playouts of :data:`GROUPS` for ``num_players`` seats."""
    spec = get_spec("dark_tales")
    h = hashlib.sha256()
    for options, seeds in GROUPS:
        for seed in seeds:
            st = spec.new_game(num_players, seed, options)
            rng = Rng(seed)
            while True:
                save = st.to_json()
                h.update(_dump(save))
                assert DarkTalesState.from_json(save).to_json() == save
                for seat in list(range(num_players)) + [None]:
                    h.update(_dump(st.view(seat)))
                h.update(_dump(st.omniscient_view()))
                if st.is_terminal:
                    break
                legal = st.legal_actions()
                h.update(_dump([a.to_json() for a in legal]))
                twin = st.clone()
                assert twin.to_json() == save
                action = legal[rng.below(len(legal))]
                events = st.apply(action)
                h.update(_dump([e.to_json() for e in events]))
                twin_events = twin.apply(action)
                assert twin_events == events and twin.to_json() == st.to_json()
            h.update(_dump(st.result().to_json()))
    return h.hexdigest()


def test_inline_shuffle_is_the_generators_shuffle():
    """The deal's inline shuffle draws the same stream as ``Rng.shuffle`` (same order, same
    generator state after)."""
    for seed in list(range(300)) + [2**63 + 5, 10**30]:
        a, b = list(range(48)), list(range(48))
        ra, rb = Rng(seed), Rng(seed)
        ra.shuffle(a)
        shuffle(rb, b)
        assert a == b and ra.state == rb.state, seed
    for size in (0, 1, 2, 3, 7):
        a, b = list(range(size)), list(range(size))
        ra, rb = Rng(size), Rng(size)
        ra.shuffle(a)
        shuffle(rb, b)
        assert a == b and ra.state == rb.state


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_playouts_byte_for_byte(num_players):
    assert playout_digest(num_players) == EXPECTED[num_players]


if __name__ == "__main__":  # print the digests to re-record them
    for n in (2, 3, 4):
        print(n, playout_digest(n))
        sys.stdout.flush()
