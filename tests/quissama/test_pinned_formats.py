"""Pins the public formats of the Quissama engine while its internals are optimised (issue 13,
Numbers): along seeded random playouts, the SHA-256 of every seat's ``view()`` JSON (key order
included), the legal actions' JSON (list order included), the events' JSON, the saved state
(``to_json``) every 25 decisions and the result must stay byte-for-byte the same.

The digests were recorded before the speed work (the views' digests again when the view
gained its ``prompt`` keys for the table, events and saves unchanged); the table/UI is built on these formats
(``docs/quissama-engine-contract.md``). A deliberate format change must update them and the
contract together. Events re-pinned once since (views, actions and saves unchanged): the
Burguesia's and Imperial Family's ``quissama.special`` events name their ``character`` and the
Malta's its ``option``, so the log can say them (QA of issue 13).
"""

from __future__ import annotations

import hashlib
import json

import pytest

from contaria_desktop.engines.core import Rng
from contaria_desktop.engines.quissama import GAME

VARIANTS = {"one_capoeira_per_square": True, "one_character": True, "small_gallery": True,
            "fewer_scandals": True, "fewer_blessings": True, "fast_market": True,
            "bernardina_one_action_per_turn": False, "employ_any_business": True, "round_cap": 12}

#: (players, seed, options) -> (views+legal digest, events digest, saved-state digest, decisions)
PINNED = {
    (2, 11, "default"): ("16d2d2466047688a", "049691eee617deaa", "384f99409a94939d", 695),
    (3, 12, "default"): ("125240c91ea0149a", "8f7b149d4c06f0de", "4b027360857d0873", 513),
    (4, 13, "default"): ("686c169fb3fe131d", "1b721fe8a6603140", "bec974340ea48633", 711),
    (5, 14, "default"): ("e296f1323f2df06a", "ecb05fadbea773aa", "88bca94349477dfd", 852),
    # ends by the round cap (12 rounds)
    (3, 15, "variants"): ("3af48f92b48fb16f", "10c7976466c30031", "bd04dea22e5b5db4", 259),
    (5, 16, "variants"): ("4d8e426e681e5ce3", "14245b33b755ad81", "85bf1484ff58b74d", 416),
}


def _dump(obj: object) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def digests(players: int, seed: int, options: dict) -> tuple[str, str, str, int]:
    """Play a seeded random game; hash what the UI sees, the events and the saves."""
    st = GAME.new_game(players, seed, options)
    rng = Rng(seed * 7 + 1)
    seen, ev, saves = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    seats = [None, *range(players)]
    step = 0
    while True:
        for s in seats:
            seen.update(_dump(st.view(s)))
        legal = st.legal_actions()
        seen.update(_dump([a.to_json() for a in legal]))
        if step % 25 == 0:
            saves.update(_dump(st.to_json()))
        if st.is_terminal:
            break
        for e in st.apply(legal[rng.below(len(legal))]):
            ev.update(_dump(e.to_json()))
        step += 1
    seen.update(_dump(st.omniscient_view()))
    saves.update(_dump(st.to_json()))
    ev.update(_dump(st.result().to_json()))
    return seen.hexdigest()[:16], ev.hexdigest()[:16], saves.hexdigest()[:16], step


@pytest.mark.parametrize("key", sorted(PINNED))
def test_view_legal_events_and_saves_pinned(key: tuple) -> None:
    players, seed, which = key
    got = digests(players, seed, VARIANTS if which == "variants" else {})
    assert got == PINNED[key], f"{key}: {got}"
