"""Hand-made Contária positions that follow docs/contaria-engine-contract.md, for table tests
that must not depend on the engine's rules (a tiny stand-in: deal, place, mirror)."""

from __future__ import annotations

import copy
import random

from contaria_desktop.engines.core import Action
from contaria_desktop.games.contaria.cardtext import card_data

INITIALS = ["DONZELA", "CRIANCA", "FADA", "CAVALHEIRO", "VELHINHA"]


class FakeContaria:
    """Full information of a hand-made game; ``view(seat)`` hides what the contract hides."""

    def __init__(self, num_players: int, seed: int = 1) -> None:
        rng = random.Random(seed)
        ids = [c["id"] for c in card_data()["cards"]]
        initial_of = {c["id"]: c["initial"] for c in card_data()["cards"]}
        score_of = {c["id"]: c["score"] for c in card_data()["cards"]}
        rng.shuffle(ids)
        if num_players == 2:
            ids = ids[:21]
        self.n = num_players
        self.cards = {}
        for i, identity in enumerate(ids):
            h = f"c{i:02d}"
            self.cards[h] = {"handle": h, "identity": identity, "initial": initial_of[identity],
                             "score": score_of[identity], "face_up": False, "deactivated": False,
                             "markers": [], "owner": None}
        per = len(ids) // num_players
        handles = list(self.cards)
        self.hands = {s: handles[s * per:(s + 1) * per] for s in range(num_players)}
        for s, hs in self.hands.items():
            for h in hs:
                self.cards[h]["owner"] = s
        self.tales = {t: [] for t in range(num_players + 1)}
        for h in handles[num_players * per:]:
            self.tales[num_players].append(h)
            self.cards[h]["face_up"] = False
        self.mirrors = {s: {"seat": s, "total": 4 if num_players == 2 else 3, "used": 0}
                        for s in range(num_players)}
        self.markers = {"DWARF": {"on": None, "placer": None}, "WITCH": {"on": None, "placer": None},
                        "GIANT": {"on": None, "placer": None}}
        self.current = 0
        self.turn = 0
        self.pending = None

    # --- positions ----------------------------------------------------------------------
    def play_round(self, rounds: int = 1, reveal_every: int = 3) -> None:
        """Everyone places a hand card in their own tale (or CONTÁRIA); every
        ``reveal_every``-th card placed is revealed, as if a mirror had been used."""
        k = 0
        for _ in range(rounds):
            for s in range(self.n):
                if not self.hands[s]:
                    continue
                tale = s if len(self.tales[s]) < 4 else self.n
                if len(self.tales[tale]) >= 4:
                    continue
                h = self.hands[s].pop(0)
                self.tales[tale].append(h)
                k += 1
                if k % reveal_every == 0:
                    self.cards[h]["face_up"] = True

    def deactivate(self, handle: str) -> None:
        self.cards[handle]["deactivated"] = True

    def put_marker(self, marker: str, handle: str, placer: str | None = None) -> None:
        self.markers[marker] = {"on": handle, "placer": placer}
        for c in self.cards.values():
            if marker in c["markers"]:
                c["markers"].remove(marker)
        self.cards[handle]["markers"].append(marker)

    def tale_of(self, handle: str) -> int | None:
        for t, hs in self.tales.items():
            if handle in hs:
                return t
        return None

    # --- contract -------------------------------------------------------------------------
    def _card(self, h: str, seat: int | None, omniscient: bool) -> dict:
        c = self.cards[h]
        known = omniscient or c["face_up"] or (seat is not None and c["owner"] == seat)
        return {"handle": h, "initial": c["initial"], "face_up": c["face_up"],
                "identity": c["identity"] if known else None, "deactivated": c["deactivated"],
                "markers": list(c["markers"]),
                "points": (0 if c["deactivated"] else (c["score"] if c["face_up"] else 2))
                if (known or not c["face_up"]) and self.tale_of(h) is not None else None}

    def view(self, seat: int | None, omniscient: bool = False) -> dict:
        return {
            "game": "contaria", "num_players": self.n, "viewer": seat, "omniscient": omniscient,
            "current_player": self.current, "turn": self.turn, "is_terminal": False,
            "contaria_tale": self.n,
            "tales": [{"id": t, "owner": t if t < self.n else None,
                       "cards": [self._card(h, seat, omniscient) for h in self.tales[t]]}
                      for t in range(self.n + 1)],
            "hands": [{"seat": s, "cards": [self._card(h, seat, omniscient) for h in self.hands[s]]}
                      for s in range(self.n)],
            "mirrors": [dict(self.mirrors[s]) for s in range(self.n)],
            "markers": copy.deepcopy(self.markers),
            "pending": copy.deepcopy(self.pending),
        }

    def legal(self) -> list[Action]:
        if self.pending:
            kind = self.pending["kind"]
            if kind == "choose_card":
                return [Action("choose_card", card=c) for c in self.pending["choices"]]
            if kind == "choose_tale":
                return [Action("choose_tale", tale=t) for t in self.pending["choices"]]
            return []
        s = self.current
        out = []
        open_tales = [t for t in (s, self.n) if len(self.tales[t]) < 4]
        if not open_tales:
            open_tales = [t for t in range(self.n) if len(self.tales[t]) < 4]
        for h in self.hands[s]:
            for t in open_tales:
                out.append(Action("place", card=h, tale=t))
        m = self.mirrors[s]
        if m["used"] < m["total"]:
            for t, hs in self.tales.items():
                for h in hs:
                    if not self.cards[h]["face_up"]:
                        out.append(Action("mirror", card=h))
        if not out:
            out.append(Action("pass"))
        return out

    def apply(self, action: Action) -> None:
        assert action in self.legal(), action
        if action.type == "place":
            self.hands[self.current].remove(action["card"])
            self.tales[action["tale"]].append(action["card"])
        elif action.type == "mirror":
            self.cards[action["card"]]["face_up"] = True
            self.mirrors[self.current]["used"] += 1
        elif action.type in ("choose_card", "choose_tale"):
            self.pending = None
        self.turn += 1
        if not self.pending:
            self.current = (self.current + 1) % self.n
