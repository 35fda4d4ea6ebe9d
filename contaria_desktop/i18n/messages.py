"""Engine message keys -> translated sentences.

Engines emit keys and parameters, never sentences (ARCHITECTURE.md, "The engine contract").
This module holds the English source templates (marked with ``QT_TRANSLATE_NOOP`` so
``lupdate`` finds them) and fills them with the parameters after translation. Contexts:
``"contaria.messages"``, ``"charlatao.messages"``, ... for a game's keys (the part before the
first dot names the game) and ``"core.messages"`` for the kit's keys (``option.*``,
``illegal.*``, ``undo.*``...). No game is named here: a game's display name is its
``GameSpec.name_key``, ``"<id>.game_name"`` in its plug-in's templates.

Parameters that name seats, tales and cards are turned into words by a
:class:`MessageContext`, which knows the seat names and what the *viewer* knows about each
card handle (from the view the window shows), so a sentence never says more than the
view it accompanies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engines.core import plugins
from .fileerrors import FILE_TEXTS, PLURAL_TEXTS
from .articles import with_articles
from .names import display_name, is_default_name, isolate

translate = QCoreApplication.translate

CORE = "core.messages"

# ----- tables of source strings (context, text) ----------------------------------------------

_CORE: dict[str, str] = {
    "core.card": QT_TRANSLATE_NOOP("core.messages", "card"),
    "option.bad_players": QT_TRANSLATE_NOOP("core.messages", "{game} is for {min} to {max} players, not {players}."),
    "option.bad_seed": QT_TRANSLATE_NOOP("core.messages", "The deal number must be a non-negative whole number, not {seed}."),
    "option.unknown": QT_TRANSLATE_NOOP("core.messages", "This game has no option “{option}”."),
    "option.bad_bool": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” must be on or off."),
    "option.bad_choice": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” does not allow {value}."),
    "option.bad_int": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” must be a whole number."),
    "option.out_of_range": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” is out of range ({value})."),
    "option.empty_name": QT_TRANSLATE_NOOP("core.messages", "Seat {seat} needs a name."),
    "game.unknown": QT_TRANSLATE_NOOP("core.messages", "Unknown game “{game}”."),
    "option.choice.seat": QT_TRANSLATE_NOOP("core.messages", "Seat {n}"),
    "illegal.not_legal": QT_TRANSLATE_NOOP("core.messages", "That move is not allowed now."),
    "illegal.game_over": QT_TRANSLATE_NOOP("core.messages", "The game is over."),
    # undo refusals (session layer reason keys, session/hotseat.py)
    "undo.refused.start": QT_TRANSLATE_NOOP("core.messages", "There is nothing to undo."),
    "undo.refused.revealed": QT_TRANSLATE_NOOP("core.messages", "Undo is not possible: since then you have seen something that was hidden (a card played, drawn or shown). Playtest mode undoes freely."),
    "undo.refused.other_player": QT_TRANSLATE_NOOP("core.messages", "Undo is not possible: the next player has already taken over the screen."),
    "undo.refused.nothing_of_yours": QT_TRANSLATE_NOOP("core.messages", "Undo is not possible: none of the last decisions is yours."),
    "undo.not_available": QT_TRANSLATE_NOOP("core.messages", "Undo is not available."),
    "redo.refused.nothing": QT_TRANSLATE_NOOP("core.messages", "There is nothing to redo."),
    "match.game_not_over": QT_TRANSLATE_NOOP("core.messages", "The current tale is not over yet."),
    "match.finished": QT_TRANSLATE_NOOP("core.messages", "The Book of Tales is already decided."),
    # hostile files (common/jsonfile.py, saveformat.py, loading.py; issue 19)
    "option.bad_name": QT_TRANSLATE_NOOP("core.messages", "Seat {seat} has a name that cannot be saved."),
    "save.not_regular": QT_TRANSLATE_NOOP("core.messages", "This is not a regular file (it is a pipe, a device or a socket)."),
    "save.too_many_values": QT_TRANSLATE_NOOP("core.messages", "The file holds too many values ({count}; the limit is {limit})."),
    "save.text_too_long": QT_TRANSLATE_NOOP("core.messages", "The file holds a text longer than {limit} characters."),
    "save.bad_text": QT_TRANSLATE_NOOP("core.messages", "The text is not valid Unicode (it holds a lone surrogate)."),
    "save.series_missing": QT_TRANSLATE_NOOP("core.messages", "The file is for a series of games, but the series data (the earlier games and the standings) is missing."),
    "save.warning.series_missing": QT_TRANSLATE_NOOP("core.messages", "The file holds no series data: the series starts again from this game."),
}

_GENERIC_PROMPTS: dict[str, str] = {
    "turn": QT_TRANSLATE_NOOP("core.messages", "{seat}, it is your turn."),
    "choose_card": QT_TRANSLATE_NOOP("core.messages", "{seat}, choose a card."),
    "choose_tale": QT_TRANSLATE_NOOP("core.messages", "{seat}, choose a tale."),
    "may": QT_TRANSLATE_NOOP("core.messages", "{seat}, do you want to use this ability?"),
    "choose_option": QT_TRANSLATE_NOOP("core.messages", "{seat}, choose one."),
}

_BUTTONS: dict[str, str] = {
    "yes": QT_TRANSLATE_NOOP("core.messages", "Yes"),
    "no": QT_TRANSLATE_NOOP("core.messages", "No"),
    "pass": QT_TRANSLATE_NOOP("core.messages", "Pass"),
}


def game_messages(game_id: Any) -> Any:
    """The message templates of ``game_id`` (its plug-in's ``messages()``: ``TEMPLATES``,
    ``words(params, ctx)`` and optionally ``template_key``, ``Tracker``, ``TURN_STARTS``,
    ``PUBLIC_TWINS``; games/plugin.py), or None for an unknown game. The plug-ins are found
    through the entry points (engines/core/plugins.py); this module names no game."""
    try:
        plugin = plugins.plugin_for(str(game_id))
    except KeyError:
        return None
    return plugin.messages()


def _table(game: str) -> Mapping[str, str] | None:
    module = game_messages(game)
    return None if module is None else module.TEMPLATES


def _context(key: str) -> str:
    if key in _CORE:
        return CORE
    game = key.split(".", 1)[0]
    return f"{game}.messages" if _table(game) is not None else CORE


def _lookup(key: str) -> tuple[str, str] | None:
    """(context, source text) for ``key``, or None when no template is known. The kit's own
    keys are looked up first (they need no plug-in)."""
    if key in _CORE:
        return CORE, _CORE[key]
    game = key.split(".", 1)[0]
    table = _table(game)
    if table is not None and key in table:
        return f"{game}.messages", table[key]
    if key in FILE_TEXTS:
        return CORE, FILE_TEXTS[key]
    return None


def _fill(template: str, params: Mapping[str, Any]) -> str:
    class _Missing(dict):
        def __missing__(self, name: str) -> str:
            return "?"
    try:
        # "do Jogador 2": a default seat name takes the article (translations/README)
        return with_articles(template.format_map(_Missing(params)))
    except (ValueError, IndexError, KeyError):
        return template


def humanize(key: str) -> str:
    """Last part of a key made readable - the fallback when a key has no template yet."""
    word = key.rsplit(".", 1)[-1].replace("_", " ")
    return word[:1].upper() + word[1:]


def _plural(key: str, params: Mapping[str, Any]) -> str | None:
    """The sentence of a key with a plural form (``fileerrors.PLURAL_TEXTS``): Qt's form for
    the count parameter (a non-number counts as 0), the other parameters filled in; None for
    any other key."""
    found = PLURAL_TEXTS.get(key)
    if found is None:
        return None
    name, sentence = found
    count = params.get(name)
    n = count if isinstance(count, int) and not isinstance(count, bool) and count >= 0 else 0
    return _fill(sentence(n), params)


def text(key: str, **params: Any) -> str:
    """Translate ``key`` and fill in ``params`` (already words). Unknown keys give a
    readable fallback built from the key, never an empty string."""
    plural = _plural(key, params)
    if plural is not None:
        return plural
    found = _lookup(key)
    if found is None:
        return humanize(key)
    return _fill(translate(found[0], found[1]), params)


def has_text(key: str) -> bool:
    """True when ``key`` has a template."""
    return key in PLURAL_TEXTS or _lookup(key) is not None


def game_name(spec_or_key: Any) -> str:
    """Display name of a game (a :class:`GameSpec` or its ``name_key``): the template of
    ``name_key`` (by convention ``"<id>.game_name"`` in the plug-in's messages). A spec whose
    key has no template (an engine-only game: no messages yet) is named by its id in title
    case ("dark_tales" -> "Dark Tales"), never by a key."""
    key = getattr(spec_or_key, "name_key", spec_or_key)
    try:
        if has_text(key):
            return text(key)
    except NotImplementedError:  # an engine-only plug-in has no messages() yet
        pass
    game_id = getattr(spec_or_key, "id", None)
    if isinstance(game_id, str) and game_id:
        return game_id.replace("_", " ").title()
    return humanize(key)


def option_label(game_id: str, option: Any) -> str:
    """Label of an :class:`OptionSpec` (its ``label_key`` when known, else by name)."""
    for key in (option.label_key, f"{game_id}.option.{option.name}"):
        if key and has_text(key):
            return text(key)
    return humanize(option.name)


def option_help(option: Any) -> str:
    """Tooltip of an option (empty when it has none)."""
    return text(option.help_key) if option.help_key and has_text(option.help_key) else ""


def choice_label(game_id: str, option: Any, value: Any) -> str:
    """Label of one value of a ``choice`` option (an ``OptionSpec``, or its name): the
    option's ``choice_key(game_id, value)`` (``{n}`` in it is a seat value + 1). Every
    choice of every registered game has one (tests/i18n/test_no_english.py); the
    humanized value is only a last resort."""
    if isinstance(option, str):
        key = f"{game_id}.choice.{option}.{value}"
    else:
        key = option.choice_key(game_id, value)
    if not has_text(key):
        return humanize(str(value))
    seat = value + 1 if isinstance(value, int) and not isinstance(value, bool) else None
    return text(key, n=seat)


def button_text(name: str) -> str:
    """"yes", "no", "pass" as translated button captions."""
    return translate(CORE, _BUTTONS[name])


def option_button(game_id: str, option: str) -> str:
    """Caption of a ``choose_option`` button."""
    key = f"{game_id}.choose.{option}"
    return text(key) if has_text(key) else humanize(option)


def error_text(err: Any) -> str:
    """A translated sentence for an :class:`EngineError` (falls back to its English text)."""
    key = getattr(err, "key", "")
    plural = _plural(key, getattr(err, "params", None) or {}) if key else None
    if plural is not None:
        return plural
    found = _lookup(key) if key else None
    if found is None:
        return str(err)
    return _fill(translate(found[0], found[1]), getattr(err, "params", {}))


def undo_refusal(reason_key: str | None) -> str:
    """Why undo (or redo) is refused, from the session's reason key."""
    if reason_key and has_text(reason_key):
        return text(reason_key)
    return text("undo.not_available")


# ----- naming seats, tales and cards as the viewer knows them ---------------------------


@dataclass
class MessageContext:
    """What a sentence may say about seats, tales and cards.

    - ``game_id``: the game (selects templates).
    - ``seat_names``: display name per seat.
    - ``view``: the dict the window shows now (``State.view(seat)``/``view(None)``/omniscient);
      card handles are named from it, so nothing beyond it is ever named.
    - ``card_name``: ``identity id -> translated name`` (the table's cardtext), optional.
    - ``type_name``: ``initial type -> translated name``, optional.
    - ``reader``: the seat reading the sentences (0-based), addressed as "you": a log line
      whose acting ``seat`` is the reader uses the template's second-person twin
      ``"<key>.you"`` when the game has one (:func:`event_text`), and a game's ``words`` may
      ask :meth:`is_reader` ("from your cards"). None - an observer, a replay, the public or
      omniscient log - keeps every sentence in the third person.
    """

    game_id: str
    seat_names: list[str]
    view: Mapping[str, Any] = field(default_factory=dict)
    card_name: Callable[[str], str] | None = None
    type_name: Callable[[str], str] | None = None
    marker_name: Callable[[str], str] | None = None
    reader: int | None = None

    def is_reader(self, s: Any) -> bool:
        """True when seat ``s`` (an int, or its digits as text) is the :attr:`reader`."""
        if isinstance(s, str) and s.isdigit():
            s = int(s)
        return self.reader is not None and isinstance(s, int) and not isinstance(s, bool) and s == self.reader

    def text(self, key: str, **params: Any) -> str:
        return text(key, **params)

    def has_text(self, key: str) -> bool:
        """True when ``key`` has a template."""
        return has_text(key)

    def words(self, params: Mapping[str, Any]) -> dict[str, str]:
        """``params`` of one of this game's messages as words (seats by name...)."""
        module = game_messages(self.game_id)
        if module is not None:
            return module.words(params, self)
        return {k: (self.seat(v) if k == "seat" else str(v)) for k, v in params.items()}

    def seat(self, s: Any) -> str:
        """The seat's display name, isolated for bidi (:func:`names.isolate`): a
        right-to-left name never reorders the sentence around it ("someone" for anything else).
        A default name is said in the language on screen (:func:`names.display_name`), also
        by a context made before a language change (a score window's)."""
        if isinstance(s, int) and 0 <= s < len(self.seat_names):
            return isolate(display_name(self.seat_names[s], s))
        return translate("core.messages", "someone")

    def tale(self, t: Any) -> str:
        """Contária tale ``t`` in words ("Ana’s tale", "the CONTÁRIA tale")."""
        n = self.view.get("contaria_tale", len(self.seat_names))
        if t == n:
            return text("contaria.tale.contaria")
        key = "contaria.tale.seat"
        if isinstance(t, int) and 0 <= t < len(self.seat_names) and is_default_name(self.seat_names[t], t):
            key = "contaria.tale.default_seat"   # "conto do Jogador 2" (a common noun needs the article)
        return text(key, seat=self.seat(t))

    def identity(self, ident: Any) -> str:
        """A card identity id as its translated name."""
        if not isinstance(ident, str) or not ident:
            return translate("core.messages", "an unknown character")
        if self.card_name is not None:
            return self.card_name(ident)
        return " ".join(w.capitalize() for w in ident.split("_"))

    def initial(self, kind: Any) -> str:
        """An initial type (``"FADA"``) as its translated name."""
        if not isinstance(kind, str) or not kind:
            return translate("core.messages", "card")
        if self.type_name is not None:
            return self.type_name(kind)
        return kind

    def _find(self, handle: Any) -> tuple[Mapping[str, Any] | None, Any]:
        """(CARD dict, tale id or None) of ``handle`` in the view."""
        for tale in self.view.get("tales", []) or []:
            for card in tale.get("cards", []):
                if card.get("handle") == handle:
                    return card, tale.get("id")
        for hand in self.view.get("hands", []) or []:
            for card in hand.get("cards", []):
                if card.get("handle") == handle:
                    return card, None
        return None, None

    def card(self, handle: Any) -> str:
        """The card as the viewer knows it now: its name when face up or known, else its
        initial type."""
        card, _ = self._find(handle)
        if card is None:
            return translate("core.messages", "a card")
        if card.get("identity"):
            return self.identity(card["identity"])
        return self.initial(card.get("initial"))

    def card_initial(self, handle: Any) -> str:
        """The initial type of card ``handle`` (public to everyone)."""
        card, _ = self._find(handle)
        return self.initial(card.get("initial") if card else None)

    def where(self, handle: Any) -> str:
        """The tale card ``handle`` is in now, in words ("a hand" when in a hand)."""
        card, tale = self._find(handle)
        if tale is None:
            return translate("core.messages", "a hand")
        return self.tale(tale)

    def marker(self, m: Any) -> str:
        """A marker id (``"DWARF"``) as its translated name."""
        if self.marker_name is not None and isinstance(m, str):
            return self.marker_name(m)
        key = f"{self.game_id}.marker.{m}"
        return text(key) if has_text(key) else humanize(str(m))


def event_text(event: Any, ctx: MessageContext, extra: Mapping[str, str] | None = None) -> str:
    """One log line for an :class:`Event` (``event.type`` + ``event.params``). ``extra``
    overrides words (e.g. where a Contária card was at the time, from the game's tracker).

    When the event's acting ``seat`` is ``ctx.reader`` and the game has the template's
    second-person twin ``"<key>.you"``, that twin is used ("You took Old Sage from your
    cards", not "Ana took Old Sage from their own cards" to Ana herself)."""
    words = ctx.words(event.params)
    words.update(extra or {})
    module = game_messages(ctx.game_id)
    key = module.template_key(event) if hasattr(module, "template_key") else event.type
    if ctx.reader is not None and ctx.is_reader(event.params.get("seat")) and has_text(key + ".you"):
        key += ".you"
    if has_text(key):
        return text(key, **words)
    detail = ", ".join(f"{k}: {v}" for k, v in sorted(words.items()))
    return f"{humanize(event.type)}" + (f" ({detail})" if detail else "")


def log_lines(entries: Any, ctx: MessageContext, cache: dict[Any, tuple[Any, str]] | None = None,
              kept: list[int] | None = None) -> list[str]:
    """The log as sentences: ``entries`` are ``(step, Event)`` (0-based steps).

    ``kept`` (optional, a list the caller owns): the index in ``entries`` of each line returned
    is appended to it, since a twin's line may be left out (below) and a caller pairing lines
    with its entries (the replay's log rows and their steps) must not pair them by position.

    ``cache`` (optional, owned by the caller): event sentences kept between calls, so a window
    that redraws the whole log after every decision does not re-word every earlier event (a
    5-player Quissama game has thousands). Used only when a sentence depends on nothing but
    the event, the names, the language and ``ctx.reader`` (part of the cache's key): the
    caller clears it when names or language change;
    a game whose messages module has a ``Tracker`` or sets ``LOG_READS_VIEW`` (words from the
    view on screen, e.g. a card known only later) is worded afresh every time.

    One number per player turn, counted over the lines shown (so numbers never skip): a
    step whose first line starts a turn (the game's ``TURN_STARTS``; every decision when the
    game has none) gets the next number, the lines of the ability choices that follow are
    indented under it. An event in the game's ``PUBLIC_TWINS`` (public event type -> its
    private twin's type) is left out when its private twin (every parameter both carry equal:
    same seat, same card) was shown for the same step (the Fera's peek: one line, not two).
    For a log with a ``ctx.reader`` it is also left out when its private twin follows later in
    the same step (a draw: "You drew Day." alone, not "You drew 1 card." before it); the other
    seats, who get no private twin, keep the public line, and a log with no reader (replay,
    public, omniscient) is worded as before, one line per entry."""
    module = game_messages(ctx.game_id)
    tracker = module.Tracker() if module is not None and hasattr(module, "Tracker") else None
    turn_starts = getattr(module, "TURN_STARTS", None)
    twins = getattr(module, "PUBLIC_TWINS", {})
    if twins and ctx.reader is not None:
        entries = list(entries)
        ahead = _twins_ahead(entries, twins)
    else:
        ahead = frozenset()
    if tracker is not None or getattr(module, "LOG_READS_VIEW", False):
        cache = None
    elif cache is not None and len(cache) > 50_000:
        cache.clear()
    out: list[str] = []
    last = None
    number = 0
    shown: list[Any] = []   # events shown for the current step
    for index, (step, event) in enumerate(entries):
        first = step != last
        if first:
            shown = []
        last = step
        twin = twins.get(event.type)
        if twin and (index in ahead or any(e.type == twin and _same_subject(event, e) for e in shown)):
            if tracker is not None:
                tracker.after(event)
            continue
        slot = id(event) if ctx.reader is None else (id(event), ctx.reader)   # "You drew" is one reader's
        hit = cache.get(slot) if cache is not None else None
        if hit is not None and hit[0] is event:   # the event object itself kept: ids not reused
            line = hit[1]
        else:
            extra = tracker.before(event, ctx) if tracker is not None else None
            line = event_text(event, ctx, extra)
            if cache is not None:
                cache[slot] = (event, line)
        if tracker is not None:
            tracker.after(event)
        if not shown and (turn_starts is None or event.type in turn_starts or number == 0):
            number += 1
            out.append(f"{number}. {line}")
        else:
            out.append(f"    {line}")
        if kept is not None:
            kept.append(index)
        shown.append(event)
    return out


def _same_subject(public: Any, private: Any) -> bool:
    """True when every parameter ``public`` and ``private`` both carry is equal (the same
    seat, the same card or target): the two events tell one happening."""
    a, b = public.params, private.params
    return all(a[k] == b[k] for k in a.keys() & b.keys())


def _twins_ahead(entries: Sequence[Any], twins: Mapping[str, str]) -> set[int]:
    """Indices of the ``(step, event)`` ``entries`` in ``twins`` whose private twin follows
    in the same step (log_lines). Looks only within a step: a few events each."""
    out: set[int] = set()
    for i, (step, event) in enumerate(entries):
        twin = twins.get(event.type)
        if not twin:
            continue
        for j in range(i + 1, len(entries)):
            later_step, later = entries[j]
            if later_step != step:
                break
            if later.type == twin and _same_subject(event, later):
                out.add(i)
                break
    return out


def prompt_text(view: Mapping[str, Any] | None, ctx: MessageContext, seat: int | None,
                legal: Sequence[Any] | None = None) -> str:
    """The instruction bar's sentence for ``view`` (what the seat to move sees): its
    pending decision's prompt (Contária), its top-level ``prompt`` key (CharLatão), or the
    game's turn hint. With ``legal`` (the seat's legal actions) a game's optional
    ``turn_key(view, legal) -> key | None`` picks the turn hint naming only what is
    possible now (issue 18.4: no "place a card from your hand" with an empty hand)."""
    view = view or {}
    pending = view.get("pending") if isinstance(view.get("pending"), Mapping) else None
    if pending is None and "kind" in view and "prompt" in view:  # a bare pending dict
        pending = view
    if pending:
        key = pending.get("prompt") or ""
        params = dict(pending.get("params") or {})
        params.setdefault("seat", pending.get("seat", seat))
        if pending.get("source") is not None:
            params.setdefault("source", pending["source"])
        words = ctx.words(params)
        if key and has_text(key):
            return text(key, **words)
        template = _GENERIC_PROMPTS.get(pending.get("kind", ""), _GENERIC_PROMPTS["turn"])
        return _fill(translate(CORE, template), words)
    key = view.get("prompt")
    if isinstance(key, str) and has_text(key):
        return text(key, **ctx.words({"seat": seat}))
    key = f"{ctx.game_id}.turn"
    module = game_messages(ctx.game_id)
    chooser = getattr(module, "turn_key", None) if legal is not None else None
    if chooser is not None:
        key = chooser(view, legal) or key
    if has_text(key):
        return text(key, seat=ctx.seat(seat))
    return _fill(translate(CORE, _GENERIC_PROMPTS["turn"]), {"seat": ctx.seat(seat)})


def text_generic(key: str) -> str:
    """Generic prompt by decision kind (used when an engine prompt key has no template)."""
    return translate(CORE, _GENERIC_PROMPTS.get(key, _GENERIC_PROMPTS["turn"]))


def winner_name(winner: Any, ctx: MessageContext) -> str:
    """A winner of :class:`Result` (a seat or a named entity such as ``"contaria"``)."""
    if isinstance(winner, int):
        return ctx.seat(winner)
    key = f"{ctx.game_id}.winner.{winner}"
    return text(key) if has_text(key) else humanize(str(winner))
