"""Turns clicks on the Quissama table into one of the engine's legal actions (no Qt).

The engine lists every affordable (action, target, payment) as its own action
(docs/quissama-engine-contract.md, Q-H2). Each action here becomes a **path** of click keys
(what is clicked, in order) plus its **payment** (the multiset of card kinds in ``pay``):

1. the path: a place on the board (``sq:<id>``, ``biz:<id>``, ``cdp``, a Ministry space
   ``ministry:<i>``), a character of the Gallery (``card:char:<id>``), a meeple on it
   (``meeple:char:<id>:<seat>``, to remove it), a hand card (``card:hand:<kind>:<i>``, e.g.
   a special card, then its target), a Market card (``card:market:<i>``, then the hand card
   given), a seat's area (``seat:<s>``: Woodruff's look, the Alemão's steals), the deck
   (Quissama: put a card under him) or the cards under Quissama (take them back). When one
   place allows several kinds of move (acquire or employ a business...), the verb buttons
   ``verb:<name>`` light up and a click picks the move. A click on a key every remaining
   move shares is not asked for (it follows by itself).
2. the payment: when several card sets can pay, the cards of the hand that belong to some
   of them are highlighted; each click puts one card into the payment (dimmed, "chosen to
   pay") until only one set fits: that is the move.

The selection (half-made choice) is the clicks so far, encoded in one string; clicking a
chosen key again or Esc drops the whole choice (the base's ``cancel``). ``end_turn``,
``done`` and ``no_swap`` are instruction-bar buttons (``QuissamaPlugin.bar_actions``).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ...table.targeting import Targeting

#: verbs that tell apart several moves on one place (their buttons: layout.VERBS)
VERBS = ("acquire", "employ", "attack", "imperador", "free", "free_princesa", "recruit",
         "minister", "minister_alencar")
BAR = frozenset({"end_turn", "done", "no_swap"})
SEP = "|"
PAY = "$"


def hand_key(kind: str, i: int = 0) -> str:
    """Key of the ``i``-th card of kind ``kind`` in the viewer's hand (hand sorted by kind)."""
    return f"card:hand:{kind}:{i}"


def char_key(char: str) -> str:
    return f"card:char:{char}"


def market_key(slot: int) -> str:
    return f"card:market:{slot}"


def known_key(seat: int, kind: str, i: int = 0) -> str:
    """A card of ``seat``'s hand the viewer knows (Woodruff's look, a swap, a steal)."""
    return f"card:known:{seat}:{kind}:{i}"


def blocker_key(char: str, seat: int) -> str:
    return f"meeple:char:{char}:{seat}"


def target_key(target: str) -> str:
    """An engine place (``square:ID``, ``business:ID``, ``minister:k``, ``cdp``) as a key."""
    kind, _, ident = str(target).partition(":")
    if kind == "square":
        return f"sq:{ident}"
    if kind == "business":
        return f"biz:{ident}"
    if kind == "minister":
        return f"ministry:{int(ident) - 1}"
    return str(target)


def verb_key(verb: str) -> str:
    return f"verb:{verb}"


def parse_pay(pay: str) -> tuple[tuple[str, int], ...]:
    """``"BOURGEOIS:1,COIN_1:2"`` -> ``(("BOURGEOIS", 1), ("COIN_1", 2))``."""
    out = []
    for part in (pay or "").split(","):
        if part:
            kind, _, n = part.partition(":")
            out.append((kind, int(n or 1)))
    return tuple(out)


def path_of(action: Any) -> tuple[str, ...] | None:
    """The click path of ``action`` (see the module doc), or None for a bar button."""
    t = action.type
    g = action.get
    if t in BAR:
        return None
    if t == "open_business":
        return (f"biz:{g('business')}",)
    if t in ("acquire", "employ"):
        return (f"biz:{g('business')}", verb_key(t))
    if t in ("free", "free_princesa", "recruit"):
        return (f"sq:{g('square')}", verb_key(t))
    if t == "attack":
        return (target_key(g("target")), verb_key("attack"))
    if t == "imperador":
        return (target_key(g("target")), verb_key("imperador"))
    if t in ("minister", "minister_alencar"):
        return ("ministry:0", verb_key(t))
    if t == "influence":
        return (char_key(g("character")),)
    if t == "remove_blocker":
        return (blocker_key(g("character"), g("seat")),)
    if t == "bernardina_remove":
        return (blocker_key("BERNARDINA", g("seat")),)
    if t == "ability":
        char = g("character")
        if char == "QUISSAMA":
            return ("deck",) if g("mode") == "stash" else ("stash",)
        if char == "WOODRUFF":
            return (char_key(char), f"seat:{g('seat')}")
        return (char_key(char),)
    if t == "steal":
        return (f"seat:{g('seat')}",)
    if t == "swap":
        return (hand_key(g("give")), known_key(g("_target", -1), g("take")))
    if t == "market":
        return (market_key(g("take")), hand_key(g("give")))
    if t == "discard":
        return (hand_key(g("kind")),)
    if t == "special":
        return _special_path(action)
    return (f"unknown:{t}",)


def _special_path(action: Any) -> tuple[str, ...]:
    g = action.get
    card = g("card")
    first = hand_key(card)
    if g("slot") is not None:
        return (first, f"ministry:{int(g('slot')) - 1}")
    if g("location") is not None:
        return (first, target_key(g("location")))
    if g("direction") == "out":
        return (first, "cdp", f"sq:{g('square')}")
    if g("square") is not None:
        return (first, f"sq:{g('square')}")
    if g("option") == "remove":
        return (first, blocker_key("ALEMAO", g("seat")))
    if g("option") == "place":
        return (first, char_key("QUISSAMA"))
    if g("character") is not None:
        return (first, char_key(g("character")))
    if card == "COLAR":
        return (first, char_key("WOODRUFF"))
    return (first,)


class QuissamaTargeting(Targeting):
    """Selection state for one decision (see the module doc). ``legal``: the engine's
    ``Action`` objects (empty: not interactive); ``view``: the view on screen (the pending
    swap's target, the hand's kinds); ``describe(key) -> str`` words a reason."""

    def __init__(self, legal: Iterable[Any], seat: int | None, view: Mapping[str, Any] | None = None,
                 describe: Any = None) -> None:
        super().__init__(legal, seat, view)
        self.describe = describe or (lambda key: key)
        pending = (self.view.get("pending") or {}) if isinstance(self.view, Mapping) else {}
        swap_target = (pending.get("params") or {}).get("target") if pending.get("kind") == "swap" else None
        self.moves: list[tuple[tuple[str, ...], tuple[tuple[str, int], ...], Any]] = []
        hand = _hand_of(self.view, seat)
        for action in self.legal:
            if action.type == "discard":
                # end of the turn (Q-T4): every card of that kind in the hand is a target
                # (highlighted), each a click that discards one card of the kind
                for i in range(max(1, hand.count(action["kind"]))):
                    self.moves.append(((hand_key(action["kind"], i),), (), action))
                continue
            if action.type == "swap":
                path = (hand_key(action["give"]), known_key(swap_target, action["take"]))
            else:
                path = path_of(action)
            if path is None:
                continue
            self.moves.append((path, parse_pay(action.get("pay") or ""), action))

    # --- state: (path clicked, cards picked to pay) ----------------------------------------
    @staticmethod
    def _decode(selection: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
        if not selection:
            return (), ()
        path, _, picks = selection.partition(PAY)
        return (tuple(k for k in path.split(SEP) if k), tuple(k for k in picks.split(SEP) if k))

    @staticmethod
    def _encode(path: tuple[str, ...], picks: tuple[str, ...]) -> str:
        return SEP.join(path) + (PAY + SEP.join(sorted(picks)) if picks else "")

    def _candidates(self, path: tuple[str, ...]) -> list:
        n = len(path)
        return [m for m in self.moves if m[0][:n] == path]

    def _advance(self, path: tuple[str, ...]) -> tuple[tuple[str, ...], list]:
        """Extend ``path`` by every key all remaining moves share (no click needed)."""
        cands = self._candidates(path)
        while cands:
            n = len(path)
            nexts = {m[0][n] if len(m[0]) > n else None for m in cands}
            if len(nexts) != 1 or None in nexts:
                break
            path = path + (nexts.pop(),)
            cands = self._candidates(path)
        return path, cands

    def _resolve(self, clicked: tuple[str, ...], picks: tuple[str, ...]) -> Any:
        """The action chosen by the keys ``clicked`` and the cards ``picks``, or the new
        selection string (only what was clicked: the keys that follow by themselves are
        derived again, so a single click is the selection the table highlights)."""
        path, cands = self._advance(clicked)
        if not cands:
            return None
        if any(len(m[0]) > len(path) for m in cands):
            return self._encode(clicked, picks)
        picked = _count(picks)
        fits = [m for m in cands if _within(picked, dict(m[1]))]
        exact = [m for m in fits if dict(m[1]) == picked]
        if len(fits) == 1:
            return fits[0][2]
        if len(exact) == 1:
            return exact[0][2]
        return self._encode(clicked, picks)

    # --- the base's questions ------------------------------------------------------------------
    def choices(self, selection: str | None) -> dict[str, Any]:
        """Keys that may be clicked now -> the action a click makes, or None (the click
        makes a new selection; :meth:`activate` stores it)."""
        clicked, picks = self._decode(selection)
        out: dict[str, Any] = {}
        if not clicked:
            firsts = dict.fromkeys(m[0][0] for m in self.moves)
            for key in firsts:
                r = self._resolve((key,), ())
                out[key] = r if not isinstance(r, str) else None
            return out
        path, cands = self._advance(clicked)
        n = len(path)
        if any(len(m[0]) > n for m in cands):
            for key in dict.fromkeys(m[0][n] for m in cands if len(m[0]) > n):
                r = self._resolve(clicked + (key,), ())
                out[key] = r if not isinstance(r, str) else None
            return out
        picked = _count(picks)
        for _, pay, _ in cands:
            pay_d = dict(pay)
            if not _within(picked, pay_d):
                continue
            for kind, need in pay_d.items():
                if picked.get(kind, 0) < need:
                    key = hand_key(kind, picked.get(kind, 0))
                    if key not in out:
                        r = self._resolve(clicked, picks + (kind,))
                        out[key] = r if not isinstance(r, str) else None
        return out

    def activate(self, key: str) -> Any | None:
        """A click on ``key``: one of ``legal``, or None (the selection changed, or the click
        meant nothing). Clicking a key already chosen drops the whole choice."""
        clicked, picks = self._decode(self.selection)
        if self.selection and (key in clicked or key in self._picked_keys(picks)):
            self.selection = None
            return None
        options = self.choices(self.selection)
        if key not in options:
            return None
        action = options[key]
        if action is not None:
            self.selection = None
            return action
        path, cands = self._advance(clicked)
        if clicked and not any(len(m[0]) > len(path) for m in cands):
            kind = key.split(":")[2]          # a payment card: "card:hand:<kind>:<i>"
            new = self._resolve(clicked, picks + (kind,))
        else:
            new = self._resolve(clicked + (key,), ())
        self.selection = new if isinstance(new, str) else None
        return None

    def targets(self) -> list[str]:
        return list(self.choices(self.selection))

    def prompt(self) -> tuple[str, dict] | None:
        """The bar's words for the next step of a half-made choice: pick the move button,
        pick where a card goes, or pick the cards that pay (they go to the discard pile, QA of
        issue 13: a choice of cards is never made without words); None with nothing chosen."""
        clicked, _ = self._decode(self.selection)
        if not clicked:
            return None
        seat = self.seat if self.seat is not None else self.view.get("seat")
        path, cands = self._advance(clicked)
        nexts = [m[0][len(path)] for m in cands if len(m[0]) > len(path)]
        if nexts and all(k.startswith("verb:") for k in nexts):
            return "quissama.prompt.choose_move", {"seat": seat}
        if nexts and all(k.startswith("card:hand:") for k in nexts):      # the Market
            return "quissama.prompt.choose_give", {"seat": seat}
        if nexts and all(k.startswith("card:known:") for k in nexts):     # Woodruff's swap
            return "quissama.prompt.choose_take", {"seat": seat}
        if nexts:
            return "quissama.prompt.choose_target", {"seat": seat}
        return "quissama.prompt.choose_payment", {"seat": seat}

    @staticmethod
    def _picked_keys(picks: tuple[str, ...]) -> list[str]:
        seen: dict[str, int] = {}
        out = []
        for kind in picks:
            i = seen.get(kind, 0)
            seen[kind] = i + 1
            out.append(hand_key(kind, i))
        return out

    def chosen(self) -> list[str]:
        """Keys clicked so far in the half-made choice (shown as chosen)."""
        clicked, picks = self._decode(self.selection)
        return list(clicked) + self._picked_keys(picks)

    def disabled(self) -> dict[str, str]:
        """Hand cards already put into the payment: "chosen to pay"."""
        _, picks = self._decode(self.selection)
        return {key: self.describe("chosen") for key in self._picked_keys(picks)}


def _hand_of(view: Any, seat: Any) -> list[str]:
    """The kinds in ``seat``'s hand (None: the view's own seat, who decides) as the view shows
    them ([] when it does not)."""
    seats = view.get("seats") if isinstance(view, Mapping) else None
    if seat is None and isinstance(view, Mapping):
        seat = view.get("seat")
    if isinstance(seat, int) and isinstance(seats, list) and 0 <= seat < len(seats):
        return list(seats[seat].get("hand") or [])
    return []


def _count(kinds: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for k in kinds:
        out[k] = out.get(k, 0) + 1
    return out


def _within(picked: Mapping[str, int], pay: Mapping[str, int]) -> bool:
    return all(pay.get(k, 0) >= n for k, n in picked.items())
