"""The effect steps of Dark Tales (rulebook "Fase 3", "Las cartas"); the turn is in :mod:`.turn`.

A played card leaves the hand; OWN/COMMON cards are placed first, then the
printed VP (DT-K5), then its text (OQ-DT7); DISCARD cards go to the pile after resolving.

Card texts are lists of data steps (``dark-tales-cards.md`` section 7) run "as much as
possible" (DT-T13): a step with nothing to act on is skipped with a public event; a step with
several legal targets asks the active seat (``choose_card``), one target is taken without
asking (OQ-DT13); steps marked ``optional`` ask ``may`` first (DT-H2). Effect frames sit on
``state.stack``; a frame waiting for a decision leaves ``state.pending`` set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action, Event
from . import events as E
from .events import ev, ev_sorted
from .rules_data import CARDS, ITEMS, LINES, RULINGS, TABLES

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

P = "dark_tales."
# zone codes (see state.py)
DECK, COMMON, DISCARD, BOX, LIMBO, TABLEAU = -1, -2, -3, -4, -5, 10
NO_DRAW = frozenset(c["id"] for c in CARDS.values() if "no_draw" in c.get("continuous", ()))
START_EFFECT = frozenset(c["id"] for c in CARDS.values() if c.get("start_of_turn"))
EXCLUDED = frozenset(c["id"] for c in CARDS.values() if c.get("exclude_from_vp_counts"))
PLACED_FIRST = frozenset(RULINGS["placed_before_text"])
DRAW_OPS = frozenset(RULINGS["draw_ops"])


HANDLES = tuple(f"c{h:02d}" for h in range(48))
HANDLE_INDEX = {h: i for i, h in enumerate(HANDLES)}
# every decision as one shared Action (legal_actions returns these; apply finds them by identity)
PLAY = [Action("play", card=HANDLES[h]) for h in range(48)]
CHOOSE_CARD = [Action("choose_card", card=HANDLES[h]) for h in range(48)]
CHOOSE_ITEM = {k: Action("choose_item", item=k) for k in ITEMS}
MAY = {True: Action("may", accept=True), False: Action("may", accept=False)}
PASS = Action("pass")
USE_ITEM: dict[str, Action] = {}
for _lines in LINES.values():
    for _lid in _lines:
        USE_ITEM.setdefault(_lid, Action("use_item", line=_lid))
_VP_GAINED, _ITEM_GAINED, _DREW_PRIVATE, _TURN_STARTED, _CARD_PLAYED = (
    P + "vp_gained", P + "item_gained", P + "drew_private", P + "turn_started", P + "card_played")
_DREW, _DAYNIGHT_REPLACED, _DISCARDED_FROM_PLAY = P + "drew", P + "daynight_replaced", P + "discarded_from_play"
#: the shipped tables (a rules-data override gives the state its own ``st.tab``, issue 14)
TYPE_OF = TABLES.type_of
STEPS_BY = TABLES.steps_by
#: the VP source key of a frame (``_source``) by frame kind then frame id (ids are not data)
SOURCE_BY: dict[str, dict[str, str]] = {"card": {}, "start": {}, "line": {}}
for _cid in CARDS:
    SOURCE_BY["card"][_cid] = SOURCE_BY["start"][_cid] = "card:" + _cid
for _a, _lines in LINES.items():
    for _lid in _lines:
        SOURCE_BY["line"][f"{_a}.{_lid}"] = f"line:{_a}.{_lid}"
DAYNIGHT_IDS = frozenset(cid for cid, c in CARDS.items() if c.get("daynight"))
#: every seat's bit, by number of players (a card known to all)
ALL_MASK = tuple((1 << n) - 1 for n in range(5))

# Prebuilt, shared event parameters (events compare by value, so sharing is invisible): the
# hot events are assembled from these pairs instead of being built pair by pair.
SEAT_PAIR = tuple(("seat", s) for s in range(4))
SEAT_ONLY = tuple((s,) for s in range(4))
CARD_PAIR = tuple(("card", h) for h in HANDLES)
NESTED_PAIR = {False: ("nested", False), True: ("nested", True)}
BLOCKED_PAIR = {False: ("draw_blocked", False), True: ("draw_blocked", True)}
DREW_PAIR = (("drew", 0), ("drew", 1))
ITEM_PAIR = {k: ("item", k) for k in ITEMS}
ITEM_GAINED = {k: tuple(ev_sorted(_ITEM_GAINED, (ITEM_PAIR[k], SEAT_PAIR[s])) for s in range(4)) for k in ITEMS}
#: per card id: (destination, printed VP, placed before its text, ("destination", d),
#: ("id", cid), ("vp", vp), the VP source key) - the shipped data's; ``st.tab.play_info`` in play
PLAY_INFO = TABLES.play_info


def frame_json(f: dict[str, Any]) -> dict[str, Any]:
    """A copy of an effect frame or pending block (lists copied), JSON-safe."""
    out = dict(f)
    for k in ("choices", "looked"):
        if k in out:
            out[k] = list(out[k])
    if "params" in out:
        out["params"] = dict(out["params"])
    return out


# ----- small queries ----------------------------------------------------------------------
def handle(h: int) -> str:
    return HANDLES[h]


def locked(st: "DarkTalesState", seat: int) -> bool:
    """The Witch's draw lock: ``seat`` has a no-draw card in front of it (DT-N6, A15)."""
    ident = st.ident
    for h in st.tableau[seat]:
        if ident[h] in NO_DRAW:
            return True
    return False


def in_play(st: "DarkTalesState", seat: int, scope: str = "in_play") -> list[int]:
    """Cards "in play" (every tableau + the common area, DT-K9/K11, DT-G5); with
    ``scope="own"`` only the cards in front of ``seat`` (DT-G4, OQ-DT6)."""
    if scope == "own":
        return list(st.tableau[seat])
    out: list[int] = []
    for t in st.tableau:
        out.extend(t)
    out.extend(st.common)
    return out


def matches(card_id: str, f: dict[str, Any], type_of: dict[str, str] = TYPE_OF) -> bool:
    """Whether ``card_id`` fits a data filter (``type`` and/or ``card``); ``type_of``: the
    card types in force (``st.tab.type_of``; default the shipped ones)."""
    t = f.get("type")
    if t is not None and type_of[card_id] != t:
        return False
    cid = f.get("card")
    return cid is None or cid == card_id


def _fits(f: dict[str, Any], tab: Any = TABLES) -> frozenset[str]:
    """The card ids a filter accepts under the tables ``tab`` (cached there by content)."""
    key = (f.get("type"), f.get("card"))
    cache = tab.fits
    got = cache.get(key)
    if got is None:
        type_of = tab.type_of
        got = cache[key] = frozenset(c for c in type_of if matches(c, f, type_of))
    return got


def targets(st: "DarkTalesState", seat: int, f: dict[str, Any], exclude: int = -1) -> list[int]:
    """Legal targets of a take/discard step: cards in play fitting ``f`` (never hand, deck or
    discard, DT-G5); the source card itself is never its own target."""
    ident = st.ident
    ok = _fits(f, st.tab)
    return [h for h in in_play(st, seat, f.get("scope", "in_play")) if h != exclude and ident[h] in ok]


def count_for_vp(st: "DarkTalesState", seat: int, f: dict[str, Any]) -> int:
    """A VP count: cards in play fitting ``f``, never a card excluded from VP counts (the Dark
    Lord, DT-N2, OQ-DT5)."""
    ident = st.ident
    ok = _fits(f, st.tab) - EXCLUDED
    return sum(1 for h in in_play(st, seat, f.get("scope", "in_play")) if ident[h] in ok)


def condition_ok(st: "DarkTalesState", step: dict[str, Any]) -> bool:
    cond = step.get("if")
    return cond is None or cond == st.daynight


def draw_blocked(st: "DarkTalesState", seat: int, op: str) -> bool:
    """Whether the Witch blocks this step for ``seat`` (DT-N6/N7; A1 Armour per the option
    ``witch_blocks_discard_draw``, OQ-DT18)."""
    if op in DRAW_OPS:
        return locked(st, seat)
    if op == "take_discard_top":
        return bool(st.options.get("witch_blocks_discard_draw", True)) and locked(st, seat)
    return False


def can_act(st: "DarkTalesState", seat: int, step: dict[str, Any], src: int = -1) -> bool:
    """Whether ``step`` can change the state now (item-line legality, OQ-DT3 / DTD-4)."""
    cond = step.get("if")  # condition_ok, inline
    if cond is not None and cond != st.daynight:
        return False
    op = step["op"]
    if op == "gain_vp":
        return step["n"] > 0
    if op == "take_item":
        return st.supply[step["item"]] > 0
    if op == "draw":
        return bool(st.deck) and not locked(st, seat)
    if op == "take_discard_top":
        return bool(st.discard) and not draw_blocked(st, seat, op)
    if op == "choose_item":
        return any(st.supply[k] > 0 for k in step["items"])
    if op == "gain_vp_per":
        return step["vp"] > 0 and count_for_vp(st, seat, step["filter"]) > 0
    if op in ("discard_in_play", "take_in_play_to_hand"):
        return bool(targets(st, seat, step["filter"], src))
    if op in ("reveal_top_may_play", "look_top_take"):
        return bool(st.deck)
    return True


def steps_of(st: "DarkTalesState", fr: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps of frame ``fr`` in the data in force."""
    return st.tab.steps_by[fr["k"]][fr["id"]]


def line_legal(st: "DarkTalesState", seat: int, line: dict[str, Any]) -> bool:
    """An A-card line is legal when ``seat`` owns its cost and at least one of its steps can
    change the state (or every step listed in ``requires``: the Sword needs a Villain in play,
    DT-T9)."""
    items = st.items[seat]
    for k, c in line["cost"].items():
        if items[k] < c:
            return False
    sts = line["steps"]
    req = line.get("requires")
    if req:
        for i in req:
            if not can_act(st, seat, sts[i]):
                return False
        return True
    for step in sts:
        if can_act(st, seat, step):
            return True
    return False


# ----- events and gains -------------------------------------------------------------------
def gain_vp(st: "DarkTalesState", seat: int, n: int, source: str, events: list[Event]) -> None:
    """+``n`` VP (face-down tokens, DT-K5, DT-T15; VP unlimited, DT-S13). The amount is public
    (OQ-DT10); totals are hidden in views unless ``open_scores``."""
    if n <= 0:
        return
    st.vp[seat] += n
    src = st.vp_src[seat]
    src[source] = src.get(source, 0) + n
    key = (n, seat, source)
    e = E.VP_GAINED.get(key)
    if e is None:
        e = ev_sorted(_VP_GAINED, (("amount", n), SEAT_PAIR[seat], ("source", source)))
        if n < 64:  # bounded cache: the usual amounts only
            E.VP_GAINED[key] = e
    events.append(e)


def take_item(st: "DarkTalesState", seat: int, kind: str, events: list[Event]) -> None:
    """Take one item from the supply, if any is left (DT-S12, A10); kept face up (DT-T14)."""
    if st.supply[kind] <= 0:
        events.append(ev(P + "item_unavailable", {"seat": seat, "item": kind}))
        return
    st.supply[kind] -= 1
    st.items[seat][kind] += 1
    events.append(ITEM_GAINED[kind][seat])


def draw(st: "DarkTalesState", seat: int, n: int, events: list[Event], why: str = "effect") -> None:
    """Draw up to ``n`` cards from the top of the deck (DT-T4; fewer if the deck runs out,
    OQ-DT14). The drawer learns them (private event); everyone sees the count."""
    got: list[int] = []
    deck = st.deck
    bit = 1 << seat
    while deck and len(got) < n:
        h = deck.pop()
        st.hands[seat].append(h)
        st.zone[h] = seat
        st.known[h] |= bit
        got.append(h)
    if not got:
        return
    if why != "turn":  # the turn's draw is told by turn_started
        events.append(ev_sorted(_DREW, (("count", len(got)), SEAT_PAIR[seat], ("why", why))))
    ident = st.ident
    events.append(ev_sorted(_DREW_PRIVATE, (("cards", tuple([(HANDLES[h], ident[h]) for h in got])), SEAT_PAIR[seat]),
                            SEAT_ONLY[seat], True))


def move_to_discard(st: "DarkTalesState", h: int) -> None:
    _remove(st, h)
    st.discard.append(h)
    st.zone[h] = DISCARD
    st.known[h] = ALL_MASK[st.num_players]


def _remove(st: "DarkTalesState", h: int) -> None:
    z = st.zone[h]
    if z == COMMON:
        st.common.remove(h)
    elif z == DISCARD:
        st.discard.remove(h)
    elif z == DECK:
        st.deck.remove(h)
    elif z >= TABLEAU:
        st.tableau[z - TABLEAU].remove(h)
    elif z >= 0:
        st.hands[z].remove(h)


def play_card(st: "DarkTalesState", seat: int, h: int, events: list[Event], nested: bool = False) -> None:
    """Play card ``h`` (DT-T10/T11): leave the hand (or the deck, for the Wizard's Spell), go
    to the destination first if OWN/COMMON (OQ-DT7), take the printed VP (DT-K5), push its
    text; a DISCARD card goes to the pile when its text is done (DTD-2)."""
    cid = st.ident[h]
    info = st.tab.play_info[cid]  # the data in force (issue 14)
    dest, vp, first, dest_pair, id_pair, vp_pair, vp_key = info
    z = st.zone[h]
    if 0 <= z < TABLEAU:  # from a hand: the usual case
        st.hands[z].remove(h)
    else:
        _remove(st, h)
    st.zone[h] = LIMBO
    # the seat knew the card already (from its hand, not the deck): no news to it, so the play
    # does not stop its hot-seat undo; other knowers are not named (that could tell a peek)
    mine = st.known[h] >> seat & 1
    st.known[h] = ALL_MASK[st.num_players]
    # keyed by the card's whole play data: an override may change its VP or destination, and
    # a game without it in the same process must not get the overridden event back
    ekey = (h, seat, nested, mine, info)
    e = E.PLAYED.get(ekey)
    if e is None:
        e = E.PLAYED[ekey] = ev_sorted(_CARD_PLAYED, (CARD_PAIR[h], dest_pair, id_pair, NESTED_PAIR[nested],
                                                     SEAT_PAIR[seat], vp_pair), None, True,
                                       (seat,) if mine else ())
    events.append(e)
    if first:  # _place, inline
        if dest == "OWN":
            st.tableau[seat].append(h)
            st.zone[h] = TABLEAU + seat
        elif dest == "COMMON":
            st.common.append(h)
            st.zone[h] = COMMON
        else:  # a ruling that places DISCARD cards first too
            _place(st, seat, h, dest)
    if vp:  # the printed VP, told by card_played (DT-K5)
        st.vp[seat] += vp
        src = st.vp_src[seat]
        src[vp_key] = src.get(vp_key, 0) + vp
    st.stack.append({"k": "card", "seat": seat, "src": h, "id": cid, "i": 0})


def _place(st: "DarkTalesState", seat: int, h: int, dest: str) -> None:
    if dest == "OWN":
        st.tableau[seat].append(h)
        st.zone[h] = TABLEAU + seat
    elif dest == "COMMON":
        st.common.append(h)
        st.zone[h] = COMMON
    else:
        st.discard.append(h)
        st.zone[h] = DISCARD


def _source(fr: dict[str, Any]) -> str:
    """The VP source key of a frame: ``"card:<id>"`` or ``"line:<A>.<line>"``."""
    return SOURCE_BY[fr["k"]][fr["id"]]


def _skip(fr: dict[str, Any], step: dict[str, Any], reason: str, events: list[Event]) -> None:
    events.append(ev(P + "step_skipped", {"seat": fr["seat"], "source": _source(fr),
                                            "step": fr["i"], "op": step["op"], "reason": reason}))


def execute(st: "DarkTalesState", fr: dict[str, Any], step: dict[str, Any], events: list[Event]) -> bool:
    """Run one step of frame ``fr``; False when it opened a decision (``st.pending``)."""
    seat = fr["seat"]
    op = step["op"]
    src = SOURCE_BY[fr["k"]][fr["id"]]
    if op == "gain_vp":
        n = step["n"]
        if n > 0:  # gain_vp, inline
            st.vp[seat] += n
            vs = st.vp_src[seat]
            vs[src] = vs.get(src, 0) + n
            key = (n, seat, src)
            e = E.VP_GAINED.get(key)
            if e is None:
                e = ev_sorted(_VP_GAINED, (("amount", n), SEAT_PAIR[seat], ("source", src)))
                if n < 64:
                    E.VP_GAINED[key] = e
            events.append(e)
    elif op == "replace_daynight":
        me = fr["src"]
        new = CARDS[fr["id"]].get("daynight") or st.daynight
        ident = st.ident
        for h in [h for h in st.common if h != me and ident[h] in DAYNIGHT_IDS]:
            move_to_discard(st, h)
            events.append(ev_sorted(_DAYNIGHT_REPLACED, (("new", HANDLES[me]), ("old", HANDLES[h]),
                                                         ("old_id", st.ident[h]), ("phase", new))))
        st.daynight = new
    elif op == "gain_vp_per":
        gain_vp(st, seat, step["vp"] * count_for_vp(st, seat, step["filter"]), src, events)
    elif op == "take_item":
        take_item(st, seat, step["item"], events)
    elif op in ("draw", "take_discard_top"):
        if draw_blocked(st, seat, op):
            events.append(ev(P + "draw_blocked", {"seat": seat, "source": src}))
        elif op == "draw":
            if st.deck:
                draw(st, seat, step["n"], events)
            else:
                _skip(fr, step, "empty_deck", events)
        elif st.discard:
            h = st.discard.pop()
            st.hands[seat].append(h)
            st.zone[h] = seat
            st.known[h] = ALL_MASK[st.num_players]  # taken from a public zone: known to all (DTD-8)
            events.append(ev(P + "took_discard_top", {"seat": seat, "card": handle(h), "id": st.ident[h]}))
        else:
            _skip(fr, step, "empty_discard", events)
    elif op == "choose_item":
        avail = [k for k in step["items"] if st.supply[k] > 0]
        if not avail:
            _skip(fr, step, "supply_empty", events)
        elif len(avail) == 1:
            take_item(st, seat, avail[0], events)
        else:
            st.pending = {"kind": "choose_item", "choices": avail, "prompt": P + "prompt.choose_item",
                          "params": {"source": src}}
            return False
    elif op in ("discard_in_play", "take_in_play_to_hand"):
        tg = targets(st, seat, step["filter"], fr["src"] if fr["k"] == "card" else -1)
        if not tg:
            _skip(fr, step, "no_target", events)
        elif step.get("optional") and not fr.get("asked"):
            st.pending = {"kind": "may", "prompt": P + "prompt.may_step",
                          "params": {"source": src, "op": op, "filter": dict(step["filter"])}}
            return False
        elif len(tg) == 1 and RULINGS["single_target_automatic"]:
            _hit(st, fr, step, tg[0], events)
        else:
            st.pending = {"kind": "choose_card", "choices": tg, "prompt": P + "prompt.choose_target",
                          "params": {"source": src, "op": op, "filter": dict(step["filter"])}}
            return False
        fr.pop("asked", None)
    elif op == "reveal_top_may_play":
        if not st.deck:
            _skip(fr, step, "empty_deck", events)
        else:
            h = st.deck[-1]
            st.known[h] = ALL_MASK[st.num_players]  # a reveal is public (OQ-DT4)
            cid = st.ident[h]
            events.append(ev(P + "revealed_top", {"seat": seat, "card": handle(h), "id": cid},
                                reveals=True))
            if matches(cid, step["filter"], st.tab.type_of):
                st.pending = {"kind": "may", "prompt": P + "prompt.may_play_revealed",
                              "params": {"source": src, "card": handle(h), "id": cid}}
                return False
            events.append(ev(P + "returned_top", {"card": handle(h), "id": cid}))
    elif op == "reveal_hands_score":
        hands = []
        count = 0
        mask = ALL_MASK[st.num_players]
        for s in range(st.num_players):
            row = []
            for h in st.hands[s]:
                st.known[h] = mask  # known to all while it stays in that hand (OQ-DT12)
                cid = st.ident[h]
                row.append((HANDLES[h], cid))
                if cid not in EXCLUDED and matches(cid, step["filter"], st.tab.type_of):
                    count += 1
            hands.append(tuple(row))
        events.append(ev(P + "hands_revealed", {"seat": seat, "hands": tuple(hands), "count": count},
                            reveals=True))
        gain_vp(st, seat, step["vp"] * count, src, events)
    elif op == "look_top_take":
        k = min(step["n"], len(st.deck))
        if k == 0:
            _skip(fr, step, "empty_deck", events)
        else:
            looked = st.deck[-k:][::-1]  # top first
            bit = 1 << seat
            for h in looked:
                st.known[h] |= bit  # stays known to this seat until drawn (DTD-8)
            events.append(ev(P + "looked", {"seat": seat, "count": k}))
            events.append(ev(P + "looked_private", {"seat": seat, "cards": [[handle(h), st.ident[h]] for h in looked]},
                                visible_to=(seat,), reveals=True))
            if k == 1:
                _take_looked(st, seat, looked[0], 1, events)
            else:
                st.pending = {"kind": "choose_card", "choices": looked, "prompt": P + "prompt.choose_looked",
                              "params": {"source": src, "op": op}}
                return False
    return True


def _hit(st: "DarkTalesState", fr: dict[str, Any], step: dict[str, Any], h: int, events: list[Event]) -> None:
    seat = fr["seat"]
    cid = st.ident[h]
    z = st.zone[h]
    owner = z - TABLEAU if z >= TABLEAU else None
    if step["op"] == "discard_in_play":
        move_to_discard(st, h)
        events.append(ev_sorted(_DISCARDED_FROM_PLAY, (CARD_PAIR[h], ("id", cid), ("owner", owner), SEAT_PAIR[seat])))
        gain_vp(st, seat, step.get("vp", 0), _source(fr), events)
    else:
        _remove(st, h)
        st.hands[seat].append(h)
        st.zone[h] = seat
        st.known[h] = ALL_MASK[st.num_players]  # came from a public zone (DTD-8)
        events.append(ev(P + "taken_to_hand", {"seat": seat, "card": handle(h), "id": cid, "owner": owner}))


def _take_looked(st: "DarkTalesState", seat: int, h: int, looked: int, events: list[Event]) -> None:
    """``seat`` takes ``h``, one of the ``looked`` (>= 1) top cards it looked at, into its
    hand; the event tells how many it looked at (the log: "took that card" after one)."""
    st.deck.remove(h)  # the others stay on top in their order
    st.hands[seat].append(h)
    st.zone[h] = seat
    events.append(ev(P + "took_looked", {"seat": seat, "card": handle(h), "looked": looked}))


