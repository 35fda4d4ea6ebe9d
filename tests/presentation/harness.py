"""The presentation conformance checks (issue 10 item 6), for any registered game plug-in.

The engine conformance suite (tests/conformance/) proves an engine keeps its contract; this
one proves a game's *presentation* does, through the plug-in interface only, so a new game
(Dark Tales, Quissama, the toy game under tests/toy_plugin) is checked for free:

- :func:`message_keys` / :func:`untranslated`: every message key the engine emits (events,
  prompts, score lines, bar-button options, option labels, the game's name) has a template,
  and the template is in the compiled pt_BR and es catalogues (the app's and the plug-in's
  own) with the same placeholders;
- :func:`clickable_actions`: every legal action is reached by real mouse clicks on the
  highlighted table targets (several steps: select, then choose) or is a bar button;
- :func:`seat_scene`: what a seat's screen shows (item texts, tooltips, faces, targets,
  prompt, hover previews, the next log lines) does not change when the identities the seat
  does not know are permuted (``State.shuffle_unknown``);
- :func:`overlaps`: at 1024 x 640 no two items of different zones overlap (see the function
  for what is exempt and why).

Positions come from seeded random playouts (:func:`positions`); ``scripts/
presentation_conformance.py`` runs many more than CI does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from contaria_desktop.engines.core import Action, GameSpec, Rng, State

# --------------------------------------------------------------------------------------
# positions
# --------------------------------------------------------------------------------------


@dataclass
class Position:
    """One sampled moment of a random game: the state, its step, and every event so far
    (``(step, Event)``, for the log)."""

    state: State
    step: int
    events: list


def playout(spec: GameSpec, n: int, seed: int, options: dict | None = None) -> list[Position]:
    """Every position of one random game (seeded), the final one included."""
    state = spec.new_game(n, seed, options or {})
    rng = Rng(seed ^ 0xC1C1)
    out: list[Position] = []
    events: list = []
    step = 0
    while True:
        out.append(Position(state.clone(), step, list(events)))
        if state.is_terminal or step >= spec.max_decisions:
            return out
        legal = state.legal_actions()
        events += [(step, e) for e in state.apply(legal[rng.below(len(legal))])]
        step += 1


def phase_of(state: State) -> tuple:
    """A coarse signature of the kind of decision on screen (for "a picture of each phase"):
    the view's ``phase``, its pending decision's kind and prompt, its ``prompt``; ``("over",)``
    once the game has ended."""
    if state.is_terminal:
        return ("over",)
    view = state.view(state.current_player)
    pending = view.get("pending") if isinstance(view.get("pending"), dict) else {}
    return (str(view.get("phase")), str(pending.get("kind")), str(pending.get("prompt")), str(view.get("prompt")))


def positions(spec: GameSpec, n: int, seeds: Iterable[int], per_game: int = 4) -> list[Position]:
    """``per_game`` positions spread over each seeded game (its first and last included)."""
    out = []
    for seed in seeds:
        game = playout(spec, n, seed)
        if len(game) <= per_game:
            out += game
            continue
        idx = sorted({round(i * (len(game) - 1) / (per_game - 1)) for i in range(per_game)})
        out += [game[i] for i in idx]
    return out


def one_per_phase(spec: GameSpec, n: int, seeds: Iterable[int]) -> dict[tuple, Position]:
    """The first position of every phase (:func:`phase_of`) met in the seeded games."""
    out: dict[tuple, Position] = {}
    for seed in seeds:
        for pos in playout(spec, n, seed):
            out.setdefault(phase_of(pos.state), pos)
    return out


def deciding_seat(state: State) -> int | None:
    """The seat whose decision is on screen (the one the game page shows)."""
    return state.current_player


# --------------------------------------------------------------------------------------
# message keys and catalogues
# --------------------------------------------------------------------------------------


def _event_keys(plugin: Any, event: Any) -> set[str]:
    module = plugin.messages()
    keys = {event.type}
    if hasattr(module, "template_key"):
        keys.add(module.template_key(event))
    return keys


def message_keys(plugin: Any, spec: GameSpec, games: Iterable[list[Position]]) -> dict[str, str]:
    """``{message key: where it came from}`` for everything the engine emitted in ``games``
    (lists of positions from :func:`playout`) and everything the spec declares."""
    from contaria_desktop.ui.instructionbar import BAR_ACTIONS

    keys: dict[str, str] = {spec.name_key: "GameSpec.name_key"}
    for opt in spec.options:
        for key in (opt.label_key, opt.help_key):
            if key:
                keys.setdefault(key, f"option {opt.name}")
    for game in games:
        for pos in game:
            state = pos.state
            if state.is_terminal:
                result = state.result()
                for participant, lines in result.breakdown.items():
                    for line in lines:
                        keys.setdefault(str(line.get("key")), f"Result.breakdown[{participant}]")
                for w in result.winners:
                    if isinstance(w, str):
                        keys.setdefault(f"{plugin.id}.winner.{w}", "Result.winners")
            for seat in [None, *range(state.num_players)]:
                view = state.view(seat)
                pending = view.get("pending")
                if isinstance(pending, dict) and pending.get("prompt"):
                    keys.setdefault(str(pending["prompt"]), f"view({seat})['pending']['prompt']")
                if isinstance(view.get("prompt"), str) and view["prompt"]:
                    keys.setdefault(view["prompt"], f"view({seat})['prompt']")
            for action in state.legal_actions():
                if action.type == "choose_option" and action.type in BAR_ACTIONS:
                    keys.setdefault(f"{plugin.id}.choose.{action.get('option')}", "legal choose_option")
        for _, event in game[-1].events:
            for key in _event_keys(plugin, event):
                keys.setdefault(key, f"event {event.type}")
    return keys


def rendered_keys(plugin: Any, spec: GameSpec, games: Iterable[list[Position]]) -> dict[str, str]:
    """``{message key: where}`` for every key the words on screen are built from: the game's
    log (omniscient and per seat), its prompts and its score lines are rendered with
    ``i18n.messages.text`` recording each key it is asked for - so the words inside a
    sentence (a fruit kind, a suit, a tale's name) are checked too, not only the sentence."""
    from contaria_desktop.i18n import messages
    from contaria_desktop.ui.gamepage import card_namers

    asked: dict[str, str] = {}
    original = messages.text
    where = ["?"]

    def recording(key: str, **params: Any) -> str:
        asked.setdefault(key, where[0])
        return original(key, **params)

    messages.text = recording
    try:
        for game in games:
            final = game[-1]
            n = final.state.num_players
            names = [f"P{i}" for i in range(n)]
            namers = card_namers(plugin.id)
            for seat, omniscient in [(None, True), (None, False), *[(s, False) for s in range(n)]]:
                where[0] = f"log of seat {seat}"
                view = final.state.omniscient_view() if omniscient else final.state.view(seat)
                entries = [(i, e) for i, e in final.events if omniscient or e.visible(seat)]
                messages.log_lines(entries, messages.MessageContext(plugin.id, names, view, **namers))
            for pos in game[:: max(1, len(game) // 12)]:
                seat = pos.state.current_player
                where[0] = f"prompt at step {pos.step}"
                view = pos.state.view(seat)
                messages.prompt_text(view, messages.MessageContext(plugin.id, names, view, **namers), seat,
                                     pos.state.legal_actions() if not pos.state.is_terminal else [])
            if final.state.is_terminal:
                where[0] = "score lines"
                view = final.state.view(None)
                ctx = messages.MessageContext(plugin.id, names, view, **namers)
                for lines in final.state.result().breakdown.values():
                    for line in lines:
                        messages.text(str(line.get("key", "")), **ctx.words(line.get("params", {})))
    finally:
        messages.text = original
    return asked


def lookup(key: str) -> tuple[str, str] | None:
    """``(context, English source)`` of ``key``'s template, or None (i18n/messages)."""
    from contaria_desktop.i18n import messages
    return messages._lookup(key)


def catalogues(code: str) -> list[Any]:
    """Loaded ``QTranslator`` objects of every compiled catalogue for ``code`` the app
    installs: its own and each plug-in's (``GamePlugin.catalog_dir``)."""
    from PySide6.QtCore import QTranslator

    from contaria_desktop.i18n import translators

    out = []
    for path in [translators.catalog_path(code), *translators.plugin_catalog_paths(code)]:
        if path is None:
            continue
        tr = QTranslator()
        assert tr.load(str(path)), path
        out.append(tr)
    return out


PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%[1-9n]|%L[1-9n]")


def translated(trs: list[Any], context: str, source: str, plural: bool = False) -> str:
    """The catalogues' translation of ``source`` (empty when none has it)."""
    for tr in trs:
        found = tr.translate(context, source, None, 1 if plural else -1)
        if found:
            return found
    return ""


def untranslated(keys: dict[str, str], trs_by_code: dict[str, list[Any]]) -> list[str]:
    """Problems: keys without a template, templates missing from a catalogue, translations
    whose placeholders differ from the source's."""
    bad = []
    for key, origin in sorted(keys.items()):
        found = lookup(key)
        if found is None:
            bad.append(f"{key} ({origin}): no template")
            continue
        context, source = found
        if not source.strip():
            bad.append(f"{key}: empty English template")
        plural = "%n" in source
        for code, trs in trs_by_code.items():
            if code == "en" and not plural:
                continue      # the English source is the text; the en catalogue holds plurals only
            text = translated(trs, context, source, plural)
            if not text:
                bad.append(f"{key} [{context}] not translated in {code}: {source!r}")
            elif sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                bad.append(f"{key} in {code}: placeholders differ: {source!r} -> {text!r}")
    return bad


# --------------------------------------------------------------------------------------
# the table: clicks, scene signature, overlaps
# --------------------------------------------------------------------------------------


class Clicker:
    """A shown ``TableWidget`` of 1024 x 640 and real mouse clicks on it."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.chosen: list[Any] = []
        table.actionChosen.connect(self.chosen.append)

    def show(self, game_id: str, view: dict, legal: list, interactive: bool = True) -> None:
        self.table.show_state(game_id, view, legal, interactive=interactive)

    def click(self, key: str) -> Any | None:
        """Click ``key`` where the table says to; the action it chose, or None."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        table = self.table
        self.chosen.clear()
        pos = table.mapFromScene(table.target_scene_pos(key))
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        return self.chosen[-1] if self.chosen else None


def clickable_actions(clicker: Clicker, game_id: str, view: dict, legal: list,
                      max_depth: int = 4) -> tuple[dict[Any, tuple[str, ...]], list[str]]:
    """Explore every click sequence on the highlighted targets (depth-first, up to
    ``max_depth`` clicks, each sequence replayed on a freshly shown table) and return
    ``({action: the clicks that chose it}, problems)``. Problems: a click that chose an
    action not in ``legal``, a highlighted target whose click did nothing at all."""
    from contaria_desktop.engines.core import plugins

    plugin = plugins.plugin_for(game_id)
    layout = plugin.layout()
    plans: dict[int, Any] = {}

    class _SamePlan:
        """The layout, planning ``view`` once: every replay shows the same view (test speed;
        the plan is only read by the scene)."""

        def plan(self, v: Any, bottom: int, names: Any) -> Any:
            if v is not view:
                return layout.plan(v, bottom, names)
            key = (bottom, tuple(names or ()))
            if key not in plans:
                plans[key] = layout.plan(v, bottom, names)
            return plans[key]

        def __getattr__(self, name: str) -> Any:     # the rest of the layout as it is
            return getattr(layout, name)

    plugin.layout = lambda: _SamePlan()      # an instance attribute, deleted below
    try:
        return _explore(clicker, game_id, view, legal, max_depth)
    finally:
        del plugin.layout


def _explore(clicker: Clicker, game_id: str, view: dict, legal: list,
             max_depth: int) -> tuple[dict[Any, tuple[str, ...]], list[str]]:
    found: dict[Any, tuple[str, ...]] = {}
    problems: list[str] = []
    seen: set = set()
    stack: list[tuple[str, ...]] = [()]

    def replay(path: tuple[str, ...]) -> bool:
        clicker.show(game_id, view, legal)
        for key in path:
            if clicker.click(key) is not None:
                return False
        return True

    def signature() -> tuple:
        return (clicker.table.selection(), tuple(sorted(clicker.table.targets())))

    replay(())
    seen.add(signature())
    while stack:
        path = stack.pop()
        replay(path)
        targets = list(clicker.table.targets())
        for i, key in enumerate(targets):
            if i:
                replay(path)
            before = signature()
            action = clicker.click(key)
            if action is not None:
                if not any(action is a for a in legal):
                    problems.append(f"clicks {path + (key,)} chose {action!r}, not one of the legal objects")
                found.setdefault(action, path + (key,))
                continue
            after = signature()
            if after == before:
                problems.append(f"highlighted target {key} (after {path}) does nothing when clicked")
            elif after not in seen and len(path) + 1 < max_depth:
                seen.add(after)
                stack.append(path + (key,))
    return found, problems


def unreachable(game_id: str, legal: list, found: dict[Any, tuple[str, ...]]) -> list[str]:
    """Legal actions neither chosen by clicks nor offered as an instruction-bar button (and
    bar buttons without a caption of their own)."""
    from contaria_desktop.i18n import messages
    from contaria_desktop.ui.instructionbar import bar_types, button_caption

    on_bar = bar_types(game_id)
    bad = []
    for action in legal:
        if action in found:
            continue
        if action.type in on_bar:
            if action.type == "choose_option" and not messages.has_text(f"{game_id}.choose.{action.get('option')}"):
                bad.append(f"bar button for {action!r} has no caption template")
            elif not button_caption(game_id, action).strip():
                bad.append(f"bar button for {action!r} has an empty caption")
            continue
        bad.append(f"{action!r} is reachable neither by clicks nor by a bar button")
    return bad


def _item_signature(item: Any) -> tuple:
    texts = tuple(item.texts()) if hasattr(item, "texts") else ()
    face = getattr(item, "face", None)
    face_sig = (type(face).__name__, repr(face)) if face is not None else None
    return (getattr(item, "key", None), type(item).__name__, item.isVisible(), texts, item.toolTip(), face_sig,
            round(item.scenePos().x(), 1), round(item.scenePos().y(), 1))


def seat_scene(table: Any, game_id: str, state: State, seat: int | None, names: list[str]) -> dict[str, Any]:
    """Everything seat ``seat``'s screen shows of ``state``: every table item (key, kind,
    texts, tooltip, face, position), targets, disabled reasons, the prompt, each card's
    hover preview texts, and the log lines of the next few actions (as the seat reads them)."""
    from contaria_desktop.i18n import messages
    from contaria_desktop.ui.gamepage import card_namers

    view = state.view(seat)
    legal = state.legal_actions() if seat == state.current_player else []
    table.show_state(game_id, view, legal, interactive=bool(legal))
    scene = table.table_scene()
    items = sorted((_item_signature(i) for i in scene.all_items()), key=repr)
    ctx = messages.MessageContext(game_id, names, view, **card_namers(game_id))
    previews = {}
    plan = scene.plan
    for key, item in sorted(scene.cards.items()):
        if not item.isVisible() or item.face is None:
            continue
        place = plan.cards.get(key) if plan is not None else None
        pictures, lines = item.face.preview_content(item.card, place.owner_label if place else "")
        previews[key] = ([repr(f) for f, _ in pictures], [c for _, c in pictures], list(lines))
    logs = []
    for action in state.legal_actions()[:4]:
        after = state.clone()
        events = [(0, e) for e in after.apply(action) if e.visible(seat)]
        if any(e.reveals for _, e in events):
            continue        # a reveal legitimately shows what was unknown
        after_ctx = messages.MessageContext(game_id, names, after.view(seat), **card_namers(game_id))
        logs.append(messages.log_lines(events, after_ctx))
    return {"items": items, "targets": table.targets(), "disabled": table.disabled(),
            "prompt": messages.prompt_text(view, ctx, seat) if seat is not None else "",
            "previews": previews, "logs": logs}


def _rect(item: Any) -> Any:
    """The item's drawn extent in scene units, without its highlight halo."""
    from contaria_desktop.table.items.card import CardItem
    if isinstance(item, CardItem):
        return item.mapRectToScene(item.card_rect())
    if hasattr(item, "rect") and not callable(item.rect):
        return item.mapRectToScene(item.rect)
    if hasattr(item, "body_rect"):
        return item.mapRectToScene(item.body_rect())
    return item.sceneBoundingRect()


#: Overlaps smaller than this (scene units, on both axes) are hairlines, not overlaps.
TOLERANCE = 2.0


def overlaps(scene: Any) -> list[str]:
    """Pairs of items that overlap on the table (scene units; the picture is the scene
    scaled to the window, so this holds at 1024 x 640 as at any size).

    Checked: zone frames with each other; a card with a zone frame other than its own; cards
    of different zones with each other; every item inside the scene rectangle.

    Exempt, by design: a zone lying wholly inside another (spaces on a board, slots in a
    trick area: nesting, not overlap) and a card over the zones its own zone lies in; cards of the same zone (fanned hands, stacks and trick piles overlap
    on purpose); a card and its own zone (it lies in it); markers (tokens placed *on* a card
    or in a tray over a zone); the hover preview (a transient overlay); hidden items."""
    plan = scene.plan
    table = scene.sceneRect()     # SCENE_RECT, or the plan's bounds
    zones = {k: _rect(z) for k, z in scene.zones.items() if z.isVisible()}
    cards = {k: _rect(c) for k, c in scene.cards.items() if c.isVisible()}
    zone_of = {k: (plan.cards[k].zone if plan is not None and k in plan.cards else None) for k in cards}
    others = {k: _rect(m) for k, m in getattr(scene, "mirrors", {}).items() if m.isVisible()}
    bad = []

    def hit(a: Any, b: Any) -> bool:
        r = a.intersected(b)
        return r.width() > TOLERANCE and r.height() > TOLERANCE

    def inside(inner: Any, outer: Any) -> bool:
        return outer.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE).contains(inner)

    zone_keys = sorted(zones)
    for i, a in enumerate(zone_keys):
        for b in zone_keys[i + 1:]:
            if hit(zones[a], zones[b]) and not inside(zones[a], zones[b]) and not inside(zones[b], zones[a]):
                bad.append(f"zones {a} and {b} overlap")
    for c, rect in sorted(cards.items()):
        own = zones.get(zone_of[c])
        for z in zone_keys:
            if z == zone_of[c] or (own is not None and inside(own, zones[z])):
                continue      # its own zone, or a zone its zone lies in (a space on a board)
            if hit(rect, zones[z]):
                bad.append(f"card {c} (of {zone_of[c]}) lies over zone {z}")
    card_keys = sorted(cards)
    for i, a in enumerate(card_keys):
        for b in card_keys[i + 1:]:
            if zone_of[a] != zone_of[b] and hit(cards[a], cards[b]):
                bad.append(f"cards {a} ({zone_of[a]}) and {b} ({zone_of[b]}) overlap")
    for o, rect in sorted(others.items()):
        for z in zone_keys:
            if hit(rect, zones[z]) and not zones[z].contains(rect):
                bad.append(f"{o} sticks out over zone {z}")
        for c in card_keys:
            if hit(rect, cards[c]):
                bad.append(f"{o} overlaps card {c}")
    for key, rect in [*zones.items(), *cards.items(), *others.items()]:
        if not table.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE).contains(rect):
            bad.append(f"{key} is (partly) off the table")
    return bad


def check_all(checks: Iterable[tuple[str, Callable[[], list[str]]]]) -> list[str]:
    """Run named checks; their problems prefixed with the name."""
    out = []
    for name, fn in checks:
        out += [f"{name}: {p}" for p in fn()]
    return out
