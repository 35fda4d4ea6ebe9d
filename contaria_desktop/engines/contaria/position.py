"""Hand-written Contária positions (format documented in ``POSITION.md``).

:func:`load_position` checks a position and builds a state; anything that is not a valid
position raises :class:`~contaria_desktop.engines.core.PositionError` whose message names
the problem. :func:`to_position` writes a state back in the same format (data ids, not
handles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from contaria_desktop.engines.core import OptionError, PositionError, get_spec

from .abilities import HANDLES
from .flow import MACHINE

if TYPE_CHECKING:  # pragma: no cover
    from .state import ContariaState

KEYS = {"players", "options", "hands", "tales", "mirrors_used", "markers", "peeks", "to_move",
        "pending", "turn", "seed", "seen_by_all"}
CARD_KEYS = {"card", "face_up", "dealt_to", "deactivated", "revealed_by"}
FRAME_KEYS = {"op", "seat", "src", "i", "opt", "stage", "target", "marker", "reveal"}


def _err(msg: str, **params: Any) -> PositionError:
    return PositionError(msg, "contaria.position", problem=msg, **params)


def _seat(value: Any, n: int, what: str, allow_none: bool = False) -> int:
    if value is None and allow_none:
        return -1
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise _err(f"{what} must be a seat 0..{n - 1}, not {value!r}")
    return value


def load_position(cls: type["ContariaState"], pos: Mapping[str, Any]) -> "ContariaState":
    """Build a state from ``pos``; raises :class:`PositionError` naming the problem."""
    if not isinstance(pos, Mapping):
        raise _err("a position must be a JSON object")
    extra = set(pos) - KEYS
    if extra:
        raise _err(f"unknown position key {sorted(extra)[0]!r}")
    n = pos.get("players")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 5:
        raise _err(f"'players' must be 2 to 5, not {n!r}")
    try:
        options = get_spec("contaria").resolve_options(pos.get("options"))
    except OptionError as err:
        raise _err(f"bad options: {err}") from None
    seed = pos.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise _err(f"'seed' must be a non-negative whole number, not {seed!r}")
    s = cls(n, options, seed)
    by_id = s.cards.by_id
    hands, tales = pos.get("hands"), pos.get("tales")
    if not isinstance(hands, list) or len(hands) != n or not all(isinstance(h, list) for h in hands):
        raise _err(f"'hands' must be a list of {n} lists (one per seat)")
    if not isinstance(tales, list) or len(tales) != n + 1 or not all(isinstance(t, list) for t in tales):
        raise _err(f"'tales' must be a list of {n + 1} lists (one per seat, then CONTÁRIA)")
    listed = sum(len(x) for x in hands) + sum(len(x) for x in tales)
    if listed > len(s.cards.cards):
        raise _err(f"{listed} cards listed; the game has {len(s.cards.cards)}")
    for t, tale in enumerate(tales):
        if len(tale) > 4:
            name = "the CONTÁRIA tale" if t == n else f"tale {t}"
            raise _err(f"{name} holds {len(tale)} cards; a tale holds at most 4", tale=t)

    seen: dict[str, str] = {}

    def cid_of(card_id: Any, where: str) -> int:
        if not isinstance(card_id, str) or card_id not in by_id:
            raise _err(f"unknown card {card_id!r} in {where}", card=str(card_id))
        if card_id in seen:
            raise _err(f"card {card_id!r} appears twice ({seen[card_id]} and {where})", card=card_id)
        seen[card_id] = where
        return by_id[card_id].cid

    ident: list[int] = []
    entries = []  # (handle, tale, entry dict)
    for t, tale in enumerate(tales):
        where = "the CONTÁRIA tale" if t == n else f"tale {t}"
        for e in tale:
            if isinstance(e, str):
                e = {"card": e}
            if not isinstance(e, dict):
                raise _err(f"a card in {where} must be an id or an object, not {e!r}")
            bad = set(e) - CARD_KEYS
            if bad:
                raise _err(f"unknown card key {sorted(bad)[0]!r} in {where}")
            h = len(ident)
            ident.append(cid_of(e.get("card"), where))
            entries.append((h, t, e))
    hand_handles: list[list[int]] = []
    for seat, hand in enumerate(hands):
        hh = []
        for card_id in hand:
            hh.append(len(ident))
            ident.append(cid_of(card_id, f"seat {seat}'s hand"))
        hand_handles.append(hh)
    in_play = len(ident)
    for c in s.cards.cards:  # cards not listed are out of the game, unseen by everyone
        if c.id not in seen:
            ident.append(c.cid)
    s.ident = ident
    for h, cid in enumerate(ident):
        s.hid[cid] = h
    s.out = list(range(in_play, len(ident)))
    for seat, hh in enumerate(hand_handles):
        s.hands[seat] = hh
        for h in hh:
            s.dealt[h] = seat
    for h, t, e in entries:
        s._put(h, t)
        up = e.get("face_up", False)
        if not isinstance(up, bool):
            raise _err(f"'face_up' of {e['card']!r} must be true or false")
        s.face_up[h] = up
        if up:
            s.public.add(h)
        s.dealt[h] = _seat(e.get("dealt_to", t if t < n else None), n, f"'dealt_to' of {e['card']!r}", True)
        if "revealed_by" in e:
            s.revealer[h] = _seat(e["revealed_by"], n, f"'revealed_by' of {e['card']!r}", True)
    handle = {s.cards.cards[cid].id: h for h, cid in enumerate(ident)}

    used = pos.get("mirrors_used", [0] * n)
    if not isinstance(used, list) or len(used) != n or not all(
            isinstance(u, int) and not isinstance(u, bool) and 0 <= u <= s.mirrors_total for u in used):
        raise _err(f"'mirrors_used' must be {n} numbers from 0 to {s.mirrors_total}")
    s.mirrors_used = list(used)

    markers = pos.get("markers") or {}
    if not isinstance(markers, dict):
        raise _err("'markers' must map a marker name to a card id")
    for name, card_id in markers.items():
        if name not in s.cards.markers:
            raise _err(f"unknown marker {name!r} (markers: {', '.join(s.cards.marker_names)})")
        if card_id is None:
            continue
        if card_id not in handle or s.tale_of[handle[card_id]] < 0:
            raise _err(f"marker {name} is on {card_id!r}, which is not a card in a tale", marker=name)
        placer = s.cards.cards[s.cards.markers[name][0]].id
        p = handle[placer]
        if s.tale_of[p] < 0 or not s.face_up[p]:
            raise _err(f"marker {name} is in play but its character {placer!r} is not face up in a tale",
                       marker=name)
        if p == handle[card_id]:
            raise _err(f"marker {name} cannot be on its own character {placer!r}", marker=name)
        s.markers[name] = handle[card_id]
    s._cont = None
    for name in s.cards.marker_names:
        if s.markers[name] >= 0 and s.cont.deact[s._placer(name)]:
            raise _err(f"marker {name} is in play but its character is deactivated (it would have lost it)",
                       marker=name)

    peeks = pos.get("peeks") or {}
    if not isinstance(peeks, dict):
        raise _err("'peeks' must map a seat number (as text) to a list of card ids")
    for key, ids in peeks.items():
        try:
            seat = int(key)
        except (TypeError, ValueError):
            raise _err(f"bad seat {key!r} in 'peeks'") from None
        _seat(seat, n, "a key of 'peeks'")
        for card_id in ids:
            if card_id not in handle or handle[card_id] in s.out:
                raise _err(f"seat {seat} peeked at {card_id!r}, which is not in play")
            s.peeked[seat].add(handle[card_id])

    seen_all = pos.get("seen_by_all") or []
    if not isinstance(seen_all, list):
        raise _err("'seen_by_all' must be a list of card ids")
    for card_id in seen_all:
        if card_id not in handle or s.tale_of[handle[card_id]] < 0:
            raise _err(f"'seen_by_all' names {card_id!r}, which is not a card in a tale")
        s.public.add(handle[card_id])

    for h, t, e in entries:
        if "deactivated" in e and bool(e["deactivated"]) != s.cont.deact[h]:
            state = "deactivated" if s.cont.deact[h] else "active"
            raise _err(f"{e['card']!r} is listed as deactivated={e['deactivated']} but the tale makes it {state}",
                       card=e["card"])

    s.turn_seat = _seat(pos.get("to_move", 0), n, "'to_move'")
    turn = pos.get("turn", 0)
    if not isinstance(turn, int) or isinstance(turn, bool) or turn < 0:
        raise _err("'turn' must be a non-negative whole number")
    s.turns = turn
    if all(len(t) == 4 for t in s.tales):
        if pos.get("pending"):
            raise _err("every tale is full (the game is over) but a decision is pending")
        s.over = True
        return s
    pending = pos.get("pending") or []
    if not isinstance(pending, list):
        raise _err("'pending' must be a list of frames (bottom first)")
    for f in pending:
        _load_frame(s, f, handle, n)
    if s.pending:
        events: list = []
        MACHINE.settle(s, events)  # skip what cannot be obeyed; end the turn if nothing is left
    return s


def _load_frame(s: "ContariaState", f: Any, handle: dict[str, int], n: int) -> None:
    if not isinstance(f, dict) or set(f) - FRAME_KEYS:
        raise _err(f"bad pending frame {f!r:.80}")
    seat = _seat(f.get("seat"), n, "a pending frame's 'seat'")

    def card(key: str) -> int:
        cid = f.get(key)
        if cid not in handle or s.tale_of[handle[cid]] < 0:
            raise _err(f"pending frame {key} {cid!r} is not a card in a tale")
        return handle[cid]

    if "reveal" in f:  # "this face-up card's on-reveal abilities resolve now"
        h = card("reveal")
        if not s.face_up[h]:
            raise _err(f"pending reveal of {f['reveal']!r}, which is face down")
        d = s.card(h)
        for i in range(len(d.on_reveal) - 1, -1, -1):
            ab = d.on_reveal[i]
            if ab.kind == "place_marker":
                s.flow.stack.push("marker", seat, src=h, marker=ab.marker)
            else:
                s.flow.stack.push("ab", seat, src=h, i=i, opt=-1, stage="start", target=-1)
        if s.revealer[h] < 0:
            s.revealer[h] = seat
        return
    op = f.get("op")
    src = card("src")
    if op == "marker":
        if f.get("marker") not in s.cards.markers:
            raise _err(f"pending frame names unknown marker {f.get('marker')!r}")
        s.flow.stack.push("marker", seat, src=src, marker=f["marker"])
    elif op == "peek":
        s.flow.stack.push("peek", seat, src=src, target=card("target"))
    elif op == "ab":
        i, opt = f.get("i", 0), f.get("opt", -1)
        abl = s.card(src).on_reveal
        if not isinstance(i, int) or not 0 <= i < len(abl) or abl[i].kind == "place_marker":
            raise _err(f"pending frame: {s.card(src).id!r} has no ability number {i!r}")
        if not isinstance(opt, int) or not -1 <= opt < len(abl[i].options):
            raise _err(f"pending frame: bad option number {opt!r}")
        stage = f.get("stage", "start")
        if stage not in ("start", "dest"):
            raise _err(f"pending frame: bad stage {stage!r}")
        target = card("target") if f.get("target") is not None else -1
        s.flow.stack.push("ab", seat, src=src, i=i, opt=opt, stage=stage, target=target)
    else:
        raise _err(f"pending frame: unknown op {op!r}")


def to_position(s: "ContariaState") -> dict[str, Any]:
    """The state as a position (data ids). Loading it gives the same rules situation (card
    handles may differ)."""
    n = s.num_players
    cid = s.cards.cards
    ident = s.ident

    def entry(h: int, t: int) -> Any:
        e: dict[str, Any] = {"card": cid[ident[h]].id}
        if s.face_up[h]:
            e["face_up"] = True
        default = t if t < n else -1
        if s.dealt[h] != default:
            e["dealt_to"] = s.dealt[h] if s.dealt[h] >= 0 else None
        if s.revealer[h] >= 0:
            e["revealed_by"] = s.revealer[h]
        return e["card"] if len(e) == 1 else e

    pending = []
    for f in s.pending:
        g = {("op" if k == "step" else k): v for k, v in f.items()}  # POSITION.md names the step "op"
        for k in ("src", "target"):
            if k in g:
                g[k] = cid[ident[g[k]]].id if g[k] >= 0 else None
        pending.append(g)
    return {
        "players": n, "options": dict(s.options), "seed": s.seed or 0,
        "hands": [[cid[ident[h]].id for h in hand] for hand in s.hands],
        "tales": [[entry(h, t) for h in tale] for t, tale in enumerate(s.tales)],
        "mirrors_used": list(s.mirrors_used),
        "markers": {k: cid[ident[v]].id for k, v in s.markers.items() if v >= 0},
        "peeks": {str(i): sorted(cid[ident[h]].id for h in p) for i, p in enumerate(s.peeked) if p},
        "seen_by_all": sorted(cid[ident[h]].id for h in s.public if not s.face_up[h]),
        "to_move": s.turn_seat, "turn": s.turns, "pending": pending,
    }


__all__ = ["load_position", "to_position", "HANDLES"]
