"""A fixed integer encoding of every engine's actions (for OpenSpiel, :mod:`.openspiel`).

OpenSpiel names an action by an integer in ``0 .. num_distinct_actions - 1`` that must mean the
same move in every state of a game (its search trees, policies and IS-MCTS's shared nodes rely on
it). An engine's :class:`~contaria_desktop.engines.core.Action` is a ``type`` plus scalar
arguments, so each game declares its *templates*: ``(type, ((argument, domain), ...))`` where a
domain is the finite, ordered tuple of values the argument can take in that game (card handles,
suits, tales, board ids, payment strings — read from the engine's data, never from a state).
Templates are numbered in the order listed, and inside a template the arguments count in
mixed radix, the last argument fastest::

    id = offset(template) + sum(index(arg_i) * prod(len(domain_j) for j > i))

The encoding depends only on the game id (not on the player count or the options: domains are
built for the largest table), so an id means the same move in every variant. The tables are
documented per game in ``docs/openspiel.md``; ``describe(game_id)`` prints them.

Errors: :class:`Unencodable` (a ``ValueError``) when an action falls outside the declared
domains — that is a bug in a template (the OpenSpiel tests play every game to find it).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.core.gamedata import override_digest


class Unencodable(ValueError):
    """An action (or an integer) that the game's fixed encoding does not cover."""


@dataclass(frozen=True)
class Template:
    """Actions of one ``type`` with the argument names ``args`` (``(name, domain)`` pairs, in
    the order they count: the last one fastest). ``size`` ids in all."""

    type: str
    args: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    @property
    def size(self) -> int:
        out = 1
        for _name, dom in self.args:
            out *= len(dom)
        return out

    @property
    def key(self) -> tuple[str, tuple[str, ...]]:
        return self.type, tuple(sorted(name for name, _ in self.args))


class ActionCodec:
    """The fixed encoding of one game: ``encode(Action) -> int``, ``decode(int) -> Action``,
    ``size`` (OpenSpiel's ``num_distinct_actions``).

    ``templates``: the ordered :class:`Template` list; two templates may not share a type and
    argument-name set. Raises ``ValueError`` on a duplicate or an empty domain."""

    def __init__(self, game_id: str, templates: Sequence[Template]) -> None:
        self.game_id = game_id
        self.templates = tuple(templates)
        self._by_key: dict[tuple, tuple[int, Template, tuple[dict[Any, int], ...]]] = {}
        self._offsets: list[int] = []
        offset = 0
        for t in self.templates:
            if t.key in self._by_key:
                raise ValueError(f"{game_id}: template {t.key} declared twice")
            if any(not dom for _n, dom in t.args):
                raise ValueError(f"{game_id}: template {t.type} has an empty domain")
            index = tuple(_index(dom, game_id, t.type, name) for name, dom in t.args)
            self._by_key[t.key] = (offset, t, index)
            self._offsets.append(offset)
            offset += t.size
        self.size = offset
        self._cache: dict[Action, int] = {}

    def encode(self, action: Action) -> int:
        """The integer of ``action``; :class:`Unencodable` when it is outside the encoding."""
        hit = self._cache.get(action)
        if hit is not None:
            return hit
        key = (action.type, tuple(sorted(k for k, _ in action.args)))
        entry = self._by_key.get(key)
        if entry is None:
            raise Unencodable(f"{self.game_id}: no template for {action!r}")
        offset, t, index = entry
        code = 0
        for (name, dom), idx in zip(t.args, index):
            value = action[name]
            pos = idx.get((type(value), value))
            if pos is None:
                raise Unencodable(f"{self.game_id}: {action!r}: {name}={value!r} is outside its domain")
            code = code * len(dom) + pos
        code += offset
        if len(self._cache) < 200_000:
            self._cache[action] = code
        return code

    def decode(self, code: int) -> Action:
        """The action numbered ``code``; :class:`Unencodable` outside ``0 .. size - 1``."""
        if not isinstance(code, int) or not 0 <= code < self.size:
            raise Unencodable(f"{self.game_id}: action id {code!r} is outside 0..{self.size - 1}")
        i = _bisect_right(self._offsets, code) - 1
        t = self.templates[i]
        rest = code - self._offsets[i]
        values: list[Any] = []
        for _name, dom in reversed(t.args):
            rest, pos = divmod(rest, len(dom))
            values.append(dom[pos])
        values.reverse()
        return Action(t.type, **{name: v for (name, _d), v in zip(t.args, values)})

    def to_string(self, code: int) -> str:
        """``"type arg=value ..."``: the engine's action type (its key in the engine contract)
        and arguments, e.g. ``"place card=c07 tale=2"``."""
        action = self.decode(code)
        parts = [action.type] + [f"{k}={_text(v)}" for k, v in action.args]
        return " ".join(parts)

    def describe(self) -> list[tuple[int, int, str]]:
        """``(first id, count, "type(arg: n values, ...)")`` per template (for the docs)."""
        out = []
        for off, t in zip(self._offsets, self.templates):
            inner = ", ".join(f"{n}: {len(d)}" for n, d in t.args)
            out.append((off, t.size, f"{t.type}({inner})"))
        return out


def _index(dom: tuple[Any, ...], game: str, typ: str, name: str) -> dict[Any, int]:
    out: dict[Any, int] = {}
    for i, v in enumerate(dom):
        k = (type(v), v)   # True and 1 are different arguments
        if k in out:
            raise ValueError(f"{game}: {typ}.{name}: value {v!r} listed twice")
        out[k] = i
    return out


def _bisect_right(xs: list[int], x: int) -> int:
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < xs[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _text(v: Any) -> str:
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:
        return "none"
    return str(v)


# ----- the games ------------------------------------------------------------------------

BOOLS = (False, True)


def _contaria() -> list[Template]:
    """Contária (docs/contaria-engine-contract.md, "Actions"): 25 card handles, tales 0..5 (the
    CONTÁRIA tale of a 5-player game is 5), the ``choose_one`` options of the card data."""
    import json

    from contaria_desktop.engines.contaria import state as cstate
    from contaria_desktop.engines.contaria.cards import CARDS_PATH

    cards = tuple(f"c{h:02d}" for h in range(cstate.N_CARDS))
    tales = tuple(range(6))
    with open(CARDS_PATH, encoding="utf-8") as fh:
        data = json.load(fh)
    options = sorted({o["option"] for o in _walk(data) if isinstance(o, dict) and "option" in o
                      and isinstance(o["option"], str)})
    return [Template("place", (("card", cards), ("tale", tales))), Template("mirror", (("card", cards),)),
            Template("pass"), Template("choose_card", (("card", cards),)),
            Template("choose_tale", (("tale", tales),)), Template("may", (("accept", BOOLS),)),
            Template("choose_option", (("option", tuple(options)),))]


def _walk(node: Any):
    yield node
    if isinstance(node, dict):
        for v in node.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v)


def _charlatao() -> list[Template]:
    """CharLatão (docs/charlatao-engine-contract.md, "Actions"): the 60 cards of the data
    (``rules_data.ORDER``), the suits, the two quality spaces a briber peeks at."""
    from contaria_desktop.engines.charlatao import rules_data as R

    cards = tuple(R.ORDER)
    return [Template("choose_excellent", (("suit", tuple(R.SUITS)),))] + [
        Template(t, (("card", cards),)) for t in ("discard", "pass_card", "play", "bribe", "give", "take")
    ] + [Template("peek", (("space", ("excellent", "terrible")),))]


def _dark_tales() -> list[Template]:
    """Dark Tales (docs/dark-tales-engine-contract.md, "Actions"): the 48 card handles, the
    item lines of every A setting, the items."""
    from contaria_desktop.engines.dark_tales import rules_data as R
    from contaria_desktop.engines.dark_tales.state import HANDLES

    lines = tuple(sorted({line for s in R.LINES.values() for line in s}))
    return [Template("use_item", (("line", lines),)), Template("play", (("card", tuple(HANDLES)),)),
            Template("pass"), Template("choose_card", (("card", tuple(HANDLES)),)),
            Template("choose_item", (("item", tuple(R.ITEMS)),)), Template("may", (("accept", BOOLS),))]


def quissama_payments(data: Mapping[str, Any] | None = None) -> tuple[str, ...]:
    """Every payment string a Quissama action can carry: the minimal payments
    (``payments.options``, from a hand with every kind) of every *part* of every cost in the
    data (turn credit pays the rest first, QD-8), with either gang for the ``gang`` icon and
    with or without the opponent's-area Bourgeois (R23f), plus the «three identical» forms.

    ``data``: a validated rules-data override (issue 14; ``None`` / ``{}``: the shipped data);
    the costs are those of the data in force (the Imperador's target costs are editable)."""
    from contaria_desktop.engines.quissama import payments as P
    from contaria_desktop.engines.quissama import rules_data as R

    if data:
        from contaria_desktop.engines.core import get_spec
        raw = get_spec("quissama").data_schema.merged(data)
        all_costs, characters = raw["costs"], raw["characters"]["ids"]
    else:
        all_costs, characters = R.COSTS, R.CHARACTERS
    costs: list[dict[str, int]] = []
    for name, cost in all_costs.items():
        if name in ("status", "opponent_area_surcharge"):
            continue
        if name == "alencar_pairs":
            costs.extend(cost)
        elif name == "imperador_targets":
            costs.extend({s: n for s, n in v.items() if int(n) > 0} for v in cost.values() if isinstance(v, dict))
        elif isinstance(cost, dict):
            costs.append(cost)
    costs += [c["cost"] for c in characters.values() if isinstance(c.get("cost"), dict)]
    surcharge = all_costs.get("opponent_area_surcharge", {})
    needs: set[tuple[tuple[str, int], ...]] = set()
    for cost in costs:
        for gang in ("N", "G"):
            base: dict[str, int] = {}
            for s, n in cost.items():
                k = gang if s == "gang" else s
                base[k] = base.get(k, 0) + int(n)
            for extra in (False, True):
                full = dict(base)
                if extra:
                    for s, n in surcharge.items():
                        full[s] = full.get(s, 0) + int(n)
                keys = sorted(full)
                for sub in itertools.product(*[range(full[s] + 1) for s in keys]):
                    needs.add(tuple((s, n) for s, n in zip(keys, sub) if n))
    hand = {k: 9 for k in R.ICONS}
    hand[R.WILD] = 9
    out: set[str] = set()
    for need in needs:
        out.update(P.options(hand, dict(need)))
    for kind in R.KIND_ORDER:
        out.update(P.identical_options({kind: R.IDENTICAL}, False))
        for extra in ("BOURGEOIS", R.WILD):
            h = {kind: R.IDENTICAL}
            h[extra] = h.get(extra, 0) + 1
            out.update(P.identical_options(h, True))
    return tuple(sorted(out))


def _quissama(data: Mapping[str, Any] | None = None) -> list[Template]:
    """Quissama (docs/quissama-engine-contract.md, "Actions"): board ids, characters, seats
    0..4, card kinds, Market slots, ministry slots, and the payments: those of the shipped
    data (:func:`quissama_payments`), then, sorted, any the override ``data`` adds (a higher
    Imperador target cost asks payments no shipped cost asks)."""
    from contaria_desktop.engines.quissama import rules_data as R

    biz = tuple(R.BUSINESSES)
    squares = tuple(R.SQUARES)
    gua = tuple(q for q in squares if R.gang_of_square(q) == "G")
    chars = tuple(R.CHAR_ORDER)
    seats = tuple(range(5))
    kinds = tuple(R.KIND_ORDER)
    pay = quissama_payments()
    if data:
        shipped = set(pay)
        pay += tuple(sorted(p for p in quissama_payments(data) if p not in shipped))
    ministers = tuple(range(R.MINISTRY_SLOTS + 1))
    places = tuple(f"square:{q}" for q in squares) + tuple(f"business:{b}" for b in biz) + ("cdp",)
    targets = places + tuple(f"minister:{k}" for k in ministers)
    specials = tuple(R.SPECIALS)
    return [
        Template("open_business", (("business", biz),)),
        Template("acquire", (("business", biz), ("pay", pay))),
        Template("employ", (("business", biz), ("pay", pay))),
        Template("free", (("square", squares), ("pay", pay))),
        Template("free_princesa", (("square", squares), ("pay", pay))),
        Template("recruit", (("square", gua), ("pay", pay))),
        Template("attack", (("target", targets), ("pay", pay))),
        Template("minister", (("pay", pay),)),
        Template("minister_alencar", (("pay", pay),)),
        Template("influence", (("character", chars), ("pay", pay))),
        Template("remove_blocker", (("character", chars), ("seat", seats), ("pay", pay))),
        Template("bernardina_remove", (("seat", seats), ("pay", pay))),
        Template("imperador", (("target", targets), ("pay", pay))),
        Template("ability", (("character", chars),)),
        Template("ability", (("character", chars), ("mode", ("rescue", "stash")))),
        Template("ability", (("character", chars), ("seat", seats))),
        Template("steal", (("seat", seats),)),
        Template("swap", (("give", kinds), ("take", kinds))),
        Template("no_swap"),
        Template("special", (("card", specials), ("slot", ministers))),
        Template("special", (("card", specials), ("location", targets))),
        Template("special", (("card", specials), ("square", squares))),
        Template("special", (("card", specials), ("direction", ("in", "out")), ("square", squares))),
        Template("special", (("card", specials), ("character", chars))),
        Template("special", (("card", specials), ("option", ("place", "remove")))),
        Template("special", (("card", specials), ("option", ("place", "remove")), ("seat", seats))),
        Template("special", (("card", specials),)),
        Template("market", (("give", kinds), ("take", tuple(range(R.MARKET))))),
        Template("end_turn"),
        Template("discard", (("kind", kinds),)),
        Template("done"),
    ]


#: game id -> builder of its templates (called with the rules-data override in force, issue 14:
#: a game whose domains read editable data takes it). A registered game missing here is not
#: exposed to OpenSpiel (``codec_for`` raises ``KeyError``); add its table with its contract doc.
BUILDERS: dict[str, Callable[..., list[Template]]] = {
    "contaria": _contaria, "charlatao": _charlatao, "dark_tales": _dark_tales, "quissama": _quissama,
}
#: games whose templates depend on the rules data (the others ignore an override: their domains
#: read no editable value — Dark Tales' moved item lines keep their ids)
DATA_DEPENDENT = frozenset({"quissama"})

_CODECS: dict[tuple[str, str], ActionCodec] = {}


def codec_for(game_id: str, data: Mapping[str, Any] | None = None) -> ActionCodec:
    """The (cached) :class:`ActionCodec` of ``game_id`` on the rules data ``data`` (a validated
    override, ``None`` / ``{}``: the shipped data); ``KeyError`` for a game without one.

    The shipped data's ids never change. An override that asks payments the shipped costs do
    not (a Quissama Imperador target costing more) extends the payment domain, which renumbers
    the templates that carry a payment: ids are fixed per game *and data*."""
    extends = bool(data) and game_id in DATA_DEPENDENT
    key = (game_id, override_digest(data) if extends else "")
    codec = _CODECS.get(key)
    if codec is None:
        builder = BUILDERS[game_id]
        templates = builder(dict(data)) if extends else builder()
        codec = _CODECS[key] = ActionCodec(game_id, templates)
    return codec
