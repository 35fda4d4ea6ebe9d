"""Resolving abilities: the pending-decision stack and the board operations (move, pull,
swap, reveal, flip back, markers).

Rules implemented (rulebook §5.2–§5.4, §7; cards.md G1, G2, G6, A9, A16–A18):

- The revealer makes every choice (§5.2). MUST abilities with no valid target are skipped
  (``contaria.ability_skipped``, saying which step and why: §5.2 "If an ability cannot be
  obeyed, it must be ignored" - only that step, the steps after it still happen, A23); MAY
  abilities are a yes/no decision.
- Each step that needs a choice is one decision. Only choices whose later steps can be
  completed are offered (a card to move is offered only if it has a destination).
- The stack: a reveal pushes its on-reveal abilities; a nested reveal (Fada Madrinha (A),
  Príncipe) pushes on top, so it resolves completely before the outer ability goes on (G1).
- A source that is face down, out of its tale or deactivated when its next ability comes up
  does nothing more (A9).
- Markers (§5.4): a placer that is revealed, moved or reactivated (re)places its marker,
  chosen by the seat whose action is resolving (A17); a deactivated or flipped-back placer
  loses its marker at once (Errata 1, G6).

The stack is the engine kit's :class:`~contaria_desktop.engines.core.DecisionStack` in
``self.flow`` (dispatch in :mod:`.flow`). Frames are small JSON-safe dicts (handles as ints
in memory, ``"cNN"`` in JSON, where the kit's ``step`` is written ``op``):
``{"step": "ab", "seat", "src", "i", "opt", "stage", "target"}`` (an on-reveal ability),
``{"step": "marker", "seat", "src", "marker"}`` (place a marker), ``{"step": "peek", "seat",
"src", "target"}`` (the Fera's optional look). Frames are never changed in place: a step
that goes on to its next stage is pushed again (``push_again``/``replace_top``).
"""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.core import Event

from .cards import Ability, CardDef
from .continuous import Continuous, compute

HANDLES = tuple(f"c{i:02d}" for i in range(25))

# Decision tuple fields: (kind, choices, prompt, params, seat, src)
PROMPTS = {
    ("move_self", "may"): "contaria.prompt.may_move_self",
    ("move_self", "dest"): "contaria.prompt.choose_destination",
    ("pull", "start"): "contaria.prompt.choose_pull_target",
    ("move_any", "start"): "contaria.prompt.choose_move_target",
    ("move_any", "dest"): "contaria.prompt.choose_move_destination",
    ("swap", "start"): "contaria.prompt.choose_swap_target",
    ("reveal", "start"): "contaria.prompt.choose_reveal_target",
    ("flip_back", "start"): "contaria.prompt.choose_flip_back_target",
    ("choose_one", "start"): "contaria.prompt.choose_option",
}


def want(flt: Any) -> dict[str, Any]:
    """The public part of a card filter, for messages (``contaria.ability_skipped.want``):
    ``{"types": [...], "sign": "positive"|"negative", "ids": [...]}`` with only the keys that
    apply (``any_of`` alternatives merged); ``{}`` means "any card"."""
    if flt is None:
        return {}
    types, ids, signs = set(flt.types or ()), set(flt.ids or ()), set()
    if flt.sign:
        signs.add("positive" if flt.sign > 0 else "negative")
    for alt in flt.any_of:
        sub = want(alt)
        types.update(sub.get("types", ()))
        ids.update(sub.get("ids", ()))
        if "sign" in sub:
            signs.add(sub["sign"])
    out: dict[str, Any] = {}
    if types:
        out["types"] = sorted(types)
    if len(signs) == 1:
        out["sign"] = signs.pop()
    if ids:
        out["ids"] = sorted(ids)
    return out


class AbilityMixin:
    """Ability resolution for :class:`~.state.ContariaState` (uses its fields)."""

    # ----- helpers ------------------------------------------------------------------
    def card(self, h: int) -> CardDef:
        return self.cards.cards[self.ident[h]]

    @property
    def cont(self) -> Continuous:
        """The current continuous state (recomputed after every change, cached between)."""
        c = self._cont
        if c is None:
            c = self._cont = compute(self)
            self._dirty = set()
        elif self._dirty:
            c = self._cont = compute(self, c, self._dirty)
            self._dirty = set()
        return c

    def _touch(self, *tales: int) -> None:
        """Mark tales whose continuous state must be recomputed."""
        self._dirty.update(t for t in tales if t >= 0)

    def _tick(self) -> int:
        self.seq += 1
        return self.seq

    def _immune(self, h: int, source_id: str, effect: str) -> bool:
        return self.face_up[h] and (source_id, effect) in self.cards.cards[self.ident[h]].immune

    def movable(self, h: int) -> bool:
        """§5.3 MOVE, §7 Dwarf: in a tale, not deactivated, not held by an active Dwarf, and
        not a face-up Anão (he can never be moved)."""
        if self.tale_of[h] < 0:
            return False
        c = self.cont
        if c.deact[h] or c.held[h]:
            return False
        return not (self.face_up[h] and self.cards.cards[self.ident[h]].immovable_self)

    def _open_tales(self, exclude: int) -> list[int]:
        return [t for t, cards in enumerate(self.tales) if t != exclude and len(cards) < 4]

    def _tale_has(self, t: int, flt, src: CardDef | None) -> bool:
        cards, up, ident = self.cards.cards, self.face_up, self.ident
        return any(flt.match(cards[ident[h]], up[h], src) for h in self.tales[t])

    def _marker_frame_pending(self, name: str) -> bool:
        return any(f["step"] == "marker" and f["marker"] == name for f in self.flow.stack.frames)

    def _placer(self, name: str) -> int:
        return self.hid[self.cards.markers[name][0]]

    # ----- choices --------------------------------------------------------------------
    def _ability_of(self, f: dict) -> Ability:
        ab = self.card(f["src"]).on_reveal[f["i"]]
        if f["opt"] >= 0:
            ab = ab.options[f["opt"]]
        return ab

    def _targets(self, ab: Ability, src: int, stage: str, target: int = -1) -> list:
        """Choices of the ability ``ab`` of card ``src`` at ``stage`` (pure)."""
        sd = self.card(src)
        kind = ab.kind
        here = self.tale_of[src]
        cards, up, ident = self.cards.cards, self.face_up, self.ident
        if kind == "move_self":
            if stage == "start" and ab.if_absent_here is not None and any(
                    h != src and ab.if_absent_here.match(cards[ident[h]], up[h], sd) for h in self.tales[here]):
                return []
            if not self.movable(src):
                return []
            return [t for t in self._open_tales(here)
                    if ab.dest_any or ab.dest_has is None or self._tale_has(t, ab.dest_has, sd)]
        if kind == "pull":
            if len(self.tales[here]) >= 4:
                return []
            return [h for t, tale in enumerate(self.tales) if t != here for h in tale
                    if ab.target.match(cards[ident[h]], up[h], sd) and self.movable(h)
                    and not self._immune(h, sd.id, "move")]
        if kind == "move_any":
            if stage == "dest":
                return self._open_tales(self.tale_of[target])
            out = []
            for t, tale in enumerate(self.tales):
                if not self._open_tales(t):
                    continue
                for h in tale:
                    if (h != src or ab.target.include_self) and ab.target.match(cards[ident[h]], up[h], sd) \
                            and self.movable(h) and not self._immune(h, sd.id, "move"):
                        out.append(h)
            return out
        if kind == "swap":
            if not self.movable(src):
                return []
            return [h for t, tale in enumerate(self.tales) if t != here for h in tale
                    if ab.target.match(cards[ident[h]], up[h], sd) and self.movable(h)
                    and not self._immune(h, sd.id, "swap")]
        if kind == "reveal":
            tales = self.tales if ab.scope == "any_tale" else [self.tales[here]]
            unrev = self.cont.unrev
            return [h for tale in tales for h in tale
                    if h != src and not up[h] and not unrev[h] and ab.target.match(cards[ident[h]], False, sd)]
        if kind == "flip_back":
            return [h for h in self.tales[here]
                    if h != src and up[h] and ab.target.match(cards[ident[h]], True, sd)]
        if kind == "choose_one":
            return [o.option for o in ab.options if self._targets(o, src, "start")]
        raise AssertionError(kind)  # pragma: no cover

    def _marker_targets(self, name: str) -> list[int]:
        p = self._placer(name)
        pcid, flt, _effect = self.cards.markers[name]
        pd = self.cards.cards[pcid]
        cards, up, ident = self.cards.cards, self.face_up, self.ident
        return [h for h in self.tales[self.tale_of[p]]
                if h != p and flt.match(cards[ident[h]], up[h], pd) and not self._immune(h, pd.id, "marker")]

    def _source_active(self, src: int) -> bool:
        return self.face_up[src] and self.tale_of[src] >= 0 and not self.cont.deact[src]

    def _skip(self, f: dict, reason: str, ab: Ability | None = None) -> Event:
        """``contaria.ability_skipped`` for the top frame ``f`` (docs/contaria-engine-contract.md):
        which step (``ability``, ``step``, ``option``) and why (``reason``, ``detail``, ``want``).
        Pure: reads the state only."""
        src, sd = f["src"], self.card(f["src"])
        kind = "place_marker" if f["step"] == "marker" else ab.kind if ab is not None else self._ability_of(f).kind
        p: dict[str, Any] = {"card": HANDLES[src], "identity": sd.id, "ability": kind, "reason": reason}
        if f["step"] == "ab":
            p["step"] = f["i"]
            if f["opt"] >= 0:
                p["option"] = self._ability_of(f).option
        if f["step"] == "marker":
            p["marker"] = f["marker"]
        if reason == "source_inactive":
            p["detail"] = ("face_down" if not self.face_up[src] else "out_of_tale" if self.tale_of[src] < 0
                           else "deactivated")
        elif f["step"] == "marker":
            p["detail"], p["want"] = "no_card", want(self.cards.markers[f["marker"]][1])
        elif ab is not None:
            p["detail"], p["want"] = self._why_no_choice(ab, src)
            if ab.kind == "reveal":
                p["scope"] = ab.scope
        return Event("contaria.ability_skipped", p)

    def _why_no_choice(self, ab: Ability, src: int) -> tuple[str, dict[str, Any]]:
        """(detail, want) of an ability step of ``src`` that has no choice (see :meth:`_targets`):
        ``condition_unmet`` (move_self only if no such card here, Serva), ``held`` (the Dwarf
        holds the card that should move), ``no_destination`` (no other tale with room and the
        wanted card), ``full_here`` (a pull into a full tale), ``no_option`` (choose_one),
        ``no_card`` (no card that fits)."""
        here, sd = self.tale_of[src], self.card(src)
        cards, up, ident = self.cards.cards, self.face_up, self.ident
        if ab.kind == "move_self":
            if ab.if_absent_here is not None and any(
                    h != src and ab.if_absent_here.match(cards[ident[h]], up[h], sd) for h in self.tales[here]):
                return "condition_unmet", want(ab.if_absent_here)
            if not self.movable(src):
                return "held", {}
            return "no_destination", ({} if ab.dest_any else want(ab.dest_has))
        if ab.kind == "pull" and len(self.tales[here]) >= 4:
            return "full_here", want(ab.target)
        if ab.kind == "swap" and not self.movable(src):
            return "held", want(ab.target)
        if ab.kind == "choose_one":
            return "no_option", {}
        return "no_card", want(ab.target)

    # ----- the stack ----------------------------------------------------------------
    def _frame_step(self, f: dict, events: list[Event] | None):
        """The decision the frame ``f`` (top of the stack) asks for, or ``None`` after doing
        an automatic step (skip, or narrowing a choose-one to its only possible option).
        With ``events is None`` the call must be pure (the stack is already settled).
        The kit calls it as the steps' ``auto`` hook (:mod:`.flow`)."""
        op, src, seat = f["step"], f["src"], f["seat"]
        stack = self.flow.stack
        sd = self.card(src)
        params = {"source": HANDLES[src], "name": sd.id}
        if op == "peek":
            return ("may", [True, False], "contaria.prompt.may_peek",
                    dict(params, card=HANDLES[f["target"]]), seat, src)
        if not self._source_active(src):
            events.append(self._skip(f, "source_inactive"))
            stack.pop()
            return None
        if op == "marker":
            name = f["marker"]
            targets = self._marker_targets(name)
            if targets:
                return ("choose_card", targets, "contaria.prompt.choose_marker_target",
                        dict(params, marker=name), seat, src)
            skip = self._skip(f, "no_target")
            stack.pop()
            if self.markers[name] >= 0:
                self._remove_marker(name, events)
            events.append(skip)
            return None
        ab = self._ability_of(f)
        stage = f["stage"]
        choices = self._targets(ab, src, stage, f["target"])
        if not choices:
            events.append(self._skip(f, "no_target", ab))
            stack.pop()
            return None
        params["ability"] = ab.kind
        if ab.kind == "move_self":
            if stage == "start" and ab.mode == "may":
                return ("may", [True, False], PROMPTS["move_self", "may"], params, seat, src)
            return ("choose_tale", choices, PROMPTS["move_self", "dest"], params, seat, src)
        if ab.kind == "choose_one":
            if len(choices) == 1:
                if events is None:  # pragma: no cover - settled stacks never stop here
                    raise AssertionError("unsettled choose_one")
                stack.replace_top(opt=next(i for i, o in enumerate(ab.options) if o.option == choices[0]))
                return None
            return ("choose_option", choices, PROMPTS["choose_one", "start"], params, seat, src)
        if ab.kind == "move_any" and stage == "dest":
            params["card"] = HANDLES[f["target"]]
            return ("choose_tale", choices, PROMPTS["move_any", "dest"], params, seat, src)
        return ("choose_card", choices, PROMPTS[ab.kind, "start"], params, seat, src)

    def _resolve(self, f: dict, value: Any, events: list[Event]) -> None:
        """Apply the chosen ``value`` (card, tale, bool or option) to the frame ``f``, just
        popped from the stack (the kit's ``Step.resolve``, see :mod:`.flow`); a question with
        a next stage pushes ``f`` again, changed."""
        op, src, seat = f["step"], f["src"], f["seat"]
        sd = self.card(src)
        stack = self.flow.stack
        if op == "peek":
            h = f["target"]
            if value:
                self.peeked[seat].add(h)
                events.append(Event("contaria.peeked", {"seat": seat, "card": HANDLES[h],
                                                        "identity": self.card(h).id},
                                    visible_to=[seat], reveals=True))
                events.append(Event("contaria.peeked_public", {"seat": seat, "card": HANDLES[h]}))
            else:
                events.append(Event("contaria.may_declined", {"card": HANDLES[src], "identity": sd.id,
                                                              "ability": "peek"}))
            return
        if op == "marker":
            self._place_marker(f["marker"], value, seat, events)
            return
        ab = self._ability_of(f)
        kind = ab.kind
        if kind == "choose_one":
            stack.push_again(f, opt=next(i for i, o in enumerate(ab.options) if o.option == value))
            return
        if kind == "move_self":
            if isinstance(value, bool):
                if value:
                    stack.push_again(f, stage="dest")
                else:
                    events.append(Event("contaria.may_declined", {"card": HANDLES[src], "identity": sd.id,
                                                                  "ability": kind}))
                return
            self._move(src, value, seat, events)
            return
        if kind == "move_any":
            if f["stage"] == "start":
                stack.push_again(f, stage="dest", target=value)
                return
            self._move(f["target"], value, seat, events)
            return
        if kind == "pull":
            self._move(value, self.tale_of[src], seat, events, "contaria.pulled")
            if ab.peek and not self.face_up[value] and not self.knows(seat, value):
                stack.push("peek", seat, src=src, target=value)
        elif kind == "swap":
            self._swap(src, value, seat, events)
        elif kind == "reveal":
            self._reveal(value, seat, events)
        elif kind == "flip_back":
            self._flip_back(value, seat, events)
        else:  # pragma: no cover
            raise AssertionError(kind)

    # ----- board operations ---------------------------------------------------------
    def _settle(self, old: Continuous, seat: int, events: list[Event], skip: int = -1) -> None:
        """After a change: deactivated placers lose their marker; reactivated placers
        re-place it (chosen by ``seat``) (§7 Dwarf/Witch/Giant, Errata 1)."""
        while True:
            new = self.cont
            again = False
            for name in self.cards.marker_names:
                p = self._placer(name)
                if not self.face_up[p] or self.tale_of[p] < 0:
                    continue
                if new.deact[p]:
                    if self.markers[name] >= 0:
                        self._remove_marker(name, events)
                        again = True
                elif old.deact[p] and p != skip and self.markers[name] < 0 \
                        and not self._marker_frame_pending(name):
                    self.flow.stack.push("marker", seat, src=p, marker=name)
            if not again:
                return

    def _remove_marker(self, name: str, events: list[Event]) -> None:
        self._touch(self.tale_of[self.markers[name]], self.tale_of[self._placer(name)])
        self.markers[name] = -1
        events.append(Event("contaria.marker_removed", {"marker": name}))

    def _place_marker(self, name: str, h: int, seat: int, events: list[Event]) -> None:
        old = self.cont
        if self.markers[name] >= 0:
            self._touch(self.tale_of[self.markers[name]])
        self.markers[name] = h
        self._touch(self.tale_of[h], self.tale_of[self._placer(name)])
        events.append(Event("contaria.marker_placed", {"marker": name, "card": HANDLES[h]}))
        self._settle(old, seat, events)

    def _move(self, h: int, t: int, seat: int, events: list[Event], key: str = "contaria.moved") -> None:
        """Move card ``h`` to tale ``t`` (G2)."""
        old = self.cont
        frm = self.tale_of[h]
        self.tales[frm].remove(h)
        self.tales[t].append(h)
        self.tale_of[h] = t
        self.since[h] = self._tick()
        self._touch(frm, t)
        events.append(Event(key, {"card": HANDLES[h], "from": frm, "to": t}))
        self._after_move(h, seat, events)
        self._settle(old, seat, events)

    def _after_move(self, h: int, seat: int, events: list[Event]) -> None:
        name = self.card(h).marker if self.face_up[h] else None
        if name is None:
            return
        if self.markers[name] >= 0:
            self._remove_marker(name, events)
        if not self._marker_frame_pending(name):
            self.flow.stack.push("marker", seat, src=h, marker=name)

    def _swap(self, a: int, b: int, seat: int, events: list[Event]) -> None:
        """Lobo Mau: ``a`` and ``b`` exchange places (A19)."""
        old = self.cont
        ta, tb = self.tale_of[a], self.tale_of[b]
        ia, ib = self.tales[ta].index(a), self.tales[tb].index(b)
        self.tales[ta][ia], self.tales[tb][ib] = b, a
        self.tale_of[a], self.tale_of[b] = tb, ta
        self.since[a] = self._tick()
        self.since[b] = self._tick()
        self._touch(ta, tb)
        events.append(Event("contaria.swapped", {"card": HANDLES[a], "other": HANDLES[b], "from": ta, "to": tb}))
        self._after_move(a, seat, events)
        self._after_move(b, seat, events)
        self._settle(old, seat, events)

    def _reveal(self, h: int, seat: int, events: list[Event]) -> None:
        """G1: flip, recompute, drop a marker the card is immune to (João), then queue its
        on-reveal abilities if it is active (A9)."""
        old = self.cont
        d = self.card(h)
        self.face_up[h] = True
        self.since[h] = self._tick()
        self.public.add(h)
        self.revealer[h] = seat
        self._touch(self.tale_of[h])
        events.append(Event("contaria.revealed", {"seat": seat, "card": HANDLES[h], "identity": d.id},
                            reveals=True))
        self._settle(old, seat, events, skip=h)
        for name in self.cards.marker_names:
            if self.markers[name] == h and d.immune_to(self.cards.cards[self.cards.markers[name][0]].id, "marker"):
                self._remove_marker(name, events)
        if not d.on_reveal:
            return
        if self.cont.deact[h]:
            events.append(Event("contaria.ability_skipped", {"card": HANDLES[h], "identity": d.id,
                                                             "ability": "on_reveal", "reason": "deactivated"}))
            return
        for i in range(len(d.on_reveal) - 1, -1, -1):
            ab = d.on_reveal[i]
            if ab.kind == "place_marker":
                self.flow.stack.push("marker", seat, src=h, marker=ab.marker)
            else:
                self.flow.stack.push("ab", seat, src=h, i=i, opt=-1, stage="start", target=-1)

    def _flip_back(self, h: int, seat: int, events: list[Event]) -> None:
        """G6: back to the initial side; markers it placed leave the game."""
        old = self.cont
        self.face_up[h] = False
        self.revealer[h] = -1
        name = self.card(h).marker
        self._touch(self.tale_of[h])
        events.append(Event("contaria.flipped_back", {"card": HANDLES[h]}))
        if name is not None and self.markers[name] >= 0:
            self._remove_marker(name, events)
        self._settle(old, seat, events)
