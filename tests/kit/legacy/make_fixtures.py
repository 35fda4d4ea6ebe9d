"""Write the legacy fixtures of ``tests/kit/test_legacy_saves.py`` (run ONCE, with the code
from *before* Contária and CharLatão moved onto the kit's Flow/Machine, issue 10 item 5).

How they were made (commit 83f8244, main before the port)::

    git archive 83f8244 | tar -x -C /tmp/base
    PYTHONPATH=/tmp/base python tests/kit/legacy/make_fixtures.py tests/kit/legacy

Files written (all plain JSON, never pickled):

- ``saves.json``: per case a save file's content (``GameSession.to_save_dict``) made mid-game
  (often in the middle of an ability or of the trick division), the engine ``to_json`` and
  ``state_hash`` it replays to, its legal actions, and the next actions with the hash after each.
- ``positions.json``: position files (``save_position``) taken at pending decisions.
- ``playouts.json``: per game/player count a digest of complete seeded random games (every
  event, every legal-action list, every state hash): any change of behaviour changes it.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from contaria_desktop.engines.core import get_spec
from contaria_desktop.session import GameSession
from contaria_desktop.session.positions import position_dict

SAVE_CASES = [
    ("contaria", 2, {}, 7, 9), ("contaria", 3, {"mode": "book_of_tales"}, 11, 14),
    ("contaria", 4, {"single_winner": True}, 3, 21), ("contaria", 5, {"rainha_ma": "flat",
     "fada_madrinha_scope": "any_tale", "fada_madrinha_flip_back": "any"}, 5, 30),
    ("contaria", 3, {}, 8, None),
    ("charlatao", 2, {}, 4, 11), ("charlatao", 2, {}, 9, 57), ("charlatao", 3, {"trump": False}, 6, 7),
    ("charlatao", 4, {}, 2, 3), ("charlatao", 5, {"side": "advanced"}, 1, 140), ("charlatao", 4, {}, 12, None),
]
PLAYOUTS = [("contaria", n, {}) for n in (2, 3, 4, 5)] + [
    ("contaria", 4, {"rainha_ma": "revealer_mirrors", "fada_madrinha_scope": "any_tale"})] + [
    ("charlatao", n, {}) for n in (2, 3, 4, 5)]
PLAYOUT_SEEDS = range(6)
NEXT = 25


def choose(rng: random.Random, legal):
    return legal[rng.randrange(len(legal))]


def playout_digest(game: str, n: int, options: dict, seeds) -> str:
    spec = get_spec(game)
    h = hashlib.sha256()
    for seed in seeds:
        st = spec.state_class.new_game(n, seed, spec.resolve_options(options))
        rng = random.Random(seed)
        while not st.is_terminal:
            legal = st.legal_actions()
            h.update(json.dumps([a.to_json() for a in legal], sort_keys=True).encode())
            h.update(str(st.current_player).encode())
            for ev in st.apply(choose(rng, legal)):
                # ``known_to`` (who knew a reveal already: hot-seat undo) came after these saves
                data = {k: v for k, v in ev.to_json().items() if k != "known_to"}
                h.update(json.dumps(data, sort_keys=True).encode())
            h.update(st.state_hash().encode())
        h.update(json.dumps(st.result().to_json(), sort_keys=True).encode())
    return h.hexdigest()


def save_case(game, n, options, seed, steps):
    s = GameSession.new(game, n, seed=seed, options=options)
    rng = random.Random(seed * 31 + n)
    k = 0
    while not s.is_over and (steps is None or k < steps):
        s.apply(choose(rng, s.legal_actions()))
        k += 1
    while game == "contaria" and steps is not None and not s.is_over and not s.state.pending:
        s.apply(choose(rng, s.legal_actions()))  # stop in the middle of an ability
        k += 1
    case = {"game": game, "players": n, "options": options, "seed": seed, "steps": k,
            "save": json.loads(json.dumps(s.to_save_dict())),
            "state": s.state.to_json(), "state_hash": s.state.state_hash(),
            "current_player": s.state.current_player,
            "legal": [a.to_json() for a in s.state.legal_actions()], "next": []}
    st = s.state.clone()
    for _ in range(NEXT):
        if st.is_terminal:
            break
        a = choose(rng, st.legal_actions())
        st.apply(a)
        case["next"].append({"action": a.to_json(), "state_hash": st.state_hash()})
    return case


def position_cases():
    """Positions at pending ability decisions (Contária) and in each CharLatão phase."""
    out, seen = [], set()
    for game, n in (("contaria", 3), ("contaria", 5), ("contaria", 2), ("charlatao", 2), ("charlatao", 4)):
        for seed in range(40):
            s = GameSession.new(game, n, seed=seed)
            rng = random.Random(seed)
            while not s.is_over:
                st = s.state
                key = (game, n, _where(st))
                if key[2] is not None and key not in seen:
                    seen.add(key)
                    out.append({"game": game, "players": n, "where": key[2],
                                "file": json.loads(json.dumps(position_dict(s))),
                                "state": st.to_json(), "state_hash": st.state_hash(),
                                "legal": [a.to_json() for a in st.legal_actions()]})
                s.apply(choose(rng, s.legal_actions()))
    return out


def _where(st):
    if st.GAME_ID == "contaria":
        if not st.pending:
            return None
        f = st.pending[-1]
        return f"{f['op']}:{f.get('stage', '')}:{len(st.pending)}"
    return st.phase


def main(folder: str) -> None:
    out = Path(folder)
    saves = [save_case(*c) for c in SAVE_CASES]
    (out / "saves.json").write_text(json.dumps(saves, indent=1, sort_keys=True) + "\n")
    (out / "positions.json").write_text(json.dumps(position_cases(), indent=1, sort_keys=True) + "\n")
    digests = [{"game": g, "players": n, "options": o, "seeds": list(PLAYOUT_SEEDS),
                "digest": playout_digest(g, n, o, PLAYOUT_SEEDS)} for g, n, o in PLAYOUTS]
    (out / "playouts.json").write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
