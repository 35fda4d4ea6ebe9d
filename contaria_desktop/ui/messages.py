"""Engine message keys -> translated sentences.

Engines emit keys and parameters, never sentences (ARCHITECTURE.md, "The engine contract").
This module holds the English source templates (marked with ``QT_TRANSLATE_NOOP`` so
``lupdate`` finds them) and fills them with the parameters after translation. Contexts:
``"contaria.messages"``, ``"charlatao.messages"``, ... for a game's keys (the part before the
first dot names the game) and ``"core.messages"`` for the kit's keys (``game.*``,
``option.*``, ``illegal.*``, ``undo.*``...).

Parameters that name seats, tales and cards are turned into words by a
:class:`MessageContext`, which knows the seat names and what the *viewer* knows about each
card handle (from the view the window shows), so a sentence never says more than the
view it accompanies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

CORE = "core.messages"

# ----- tables of source strings (context, text) ----------------------------------------------

_CORE: dict[str, str] = {
    "game.contaria": QT_TRANSLATE_NOOP("core.messages", "Contária"),
    "game.charlatao": QT_TRANSLATE_NOOP("core.messages", "CharLatão"),
    "game.dark_tales": QT_TRANSLATE_NOOP("core.messages", "Dark Tales"),
    "game.quissama": QT_TRANSLATE_NOOP("core.messages", "Quissama"),
    "game.toy": QT_TRANSLATE_NOOP("core.messages", "High card (test game)"),
    "option.bad_players": QT_TRANSLATE_NOOP("core.messages", "{game} is for {min} to {max} players, not {players}."),
    "option.bad_seed": QT_TRANSLATE_NOOP("core.messages", "The deal number must be a non-negative whole number, not {seed}."),
    "option.unknown": QT_TRANSLATE_NOOP("core.messages", "This game has no option “{option}”."),
    "option.bad_bool": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” must be on or off."),
    "option.bad_choice": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” does not allow {value}."),
    "option.bad_int": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” must be a whole number."),
    "option.out_of_range": QT_TRANSLATE_NOOP("core.messages", "Option “{option}” is out of range ({value})."),
    "game.unknown": QT_TRANSLATE_NOOP("core.messages", "Unknown game “{game}”."),
    "illegal.not_legal": QT_TRANSLATE_NOOP("core.messages", "That move is not allowed now."),
    "illegal.game_over": QT_TRANSLATE_NOOP("core.messages", "The game is over."),
    # undo refusals (session layer reason keys, session/hotseat.py)
    "undo.refused.start": QT_TRANSLATE_NOOP("core.messages", "There is nothing to undo."),
    "undo.refused.revealed": QT_TRANSLATE_NOOP("core.messages", "Undo is not possible: hidden information was revealed since then."),
    "undo.refused.other_player": QT_TRANSLATE_NOOP("core.messages", "Undo is not possible: the next player has already taken over the screen."),
    "undo.refused.nothing_of_yours": QT_TRANSLATE_NOOP("core.messages", "Undo is not possible: none of the last decisions is yours."),
    "undo.not_available": QT_TRANSLATE_NOOP("core.messages", "Undo is not available."),
    "redo.refused.nothing": QT_TRANSLATE_NOOP("core.messages", "There is nothing to redo."),
    "match.game_not_over": QT_TRANSLATE_NOOP("core.messages", "The current tale is not over yet."),
    "match.finished": QT_TRANSLATE_NOOP("core.messages", "The Book of Tales is already decided."),
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

_CONTARIA: dict[str, str] = {
    # events
    "contaria.placed": QT_TRANSLATE_NOOP("contaria.messages", "{seat} placed a {initial} in {tale}."),
    "contaria.mirror_used": QT_TRANSLATE_NOOP("contaria.messages", "{seat} used a mirror on a {initial} in {where}."),
    "contaria.revealed": QT_TRANSLATE_NOOP("contaria.messages", "The {initial} is revealed: it is the {identity}."),
    "contaria.moved": QT_TRANSLATE_NOOP("contaria.messages", "{card} moved from {from} to {to}."),
    "contaria.swapped": QT_TRANSLATE_NOOP("contaria.messages", "{card} ({from}) and {other} ({to}) swapped places."),
    "contaria.pulled": QT_TRANSLATE_NOOP("contaria.messages", "{card} was brought from {from} to {to}."),
    "contaria.marker_placed": QT_TRANSLATE_NOOP("contaria.messages", "The {marker} marker was put on {card}."),
    "contaria.marker_removed": QT_TRANSLATE_NOOP("contaria.messages", "The {marker} marker left the game."),
    "contaria.flipped_back": QT_TRANSLATE_NOOP("contaria.messages", "{card} was flipped back to its initial side."),
    "contaria.ability_skipped": QT_TRANSLATE_NOOP("contaria.messages", "The ability of {identity} could not be carried out and is ignored."),
    "contaria.may_declined": QT_TRANSLATE_NOOP("contaria.messages", "{identity}: the optional ability was not used."),
    "contaria.peeked": QT_TRANSLATE_NOOP("contaria.messages", "{seat} looked at the other side of the {initial}: {identity}."),
    "contaria.peeked_public": QT_TRANSLATE_NOOP("contaria.messages", "{seat} looked at the other side of the {initial} in {where}."),
    "contaria.passed": QT_TRANSLATE_NOOP("contaria.messages", "{seat} passed."),
    "contaria.game_over": QT_TRANSLATE_NOOP("contaria.messages", "Every tale is complete: the game is over."),
    # the turn hint shown when no ability is resolving
    "contaria.turn": QT_TRANSLATE_NOOP("contaria.messages", "{seat}: place a card from your hand into a tale, or use a mirror on a face-down card."),
    # score screen
    "contaria.score.card": QT_TRANSLATE_NOOP("contaria.messages", "{name}"),
    # instruction-bar prompts (engine PROMPTS, abilities.py); {name} is the resolving card
    "contaria.prompt.may_move_self": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, {name} may move to another tale. Move it?"),
    "contaria.prompt.choose_destination": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the tale {name} moves to."),
    "contaria.prompt.choose_pull_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} brings into its tale."),
    "contaria.prompt.choose_move_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} moves."),
    "contaria.prompt.choose_move_destination": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the tale the {card} moves to ({name})."),
    "contaria.prompt.choose_swap_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} swaps places with."),
    "contaria.prompt.choose_reveal_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the face-down card {name} reveals."),
    "contaria.prompt.choose_flip_back_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} flips back."),
    "contaria.prompt.choose_option": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose what {name} does."),
    "contaria.prompt.may_peek": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, {name} lets you look at the other side of the {card}. Look?"),
    "contaria.prompt.choose_marker_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card that gets the {marker} marker ({name})."),
    # choose_option buttons (option values of "choose one" abilities, cards.json)
    "contaria.choose.reveal": QT_TRANSLATE_NOOP("contaria.messages", "Reveal a character"),
    "contaria.choose.flip_back": QT_TRANSLATE_NOOP("contaria.messages", "Flip a character back"),
    "contaria.choose.move_self": QT_TRANSLATE_NOOP("contaria.messages", "Move to a tale with a Child"),
    "contaria.choose.pull_fada": QT_TRANSLATE_NOOP("contaria.messages", "Bring a Fairy here"),
    # markers
    "contaria.marker.DWARF": QT_TRANSLATE_NOOP("contaria.messages", "Dwarf"),
    "contaria.marker.WITCH": QT_TRANSLATE_NOOP("contaria.messages", "Witch"),
    "contaria.marker.GIANT": QT_TRANSLATE_NOOP("contaria.messages", "Giant"),
    # tales
    "contaria.tale.seat": QT_TRANSLATE_NOOP("contaria.messages", "{seat}’s tale"),
    "contaria.tale.contaria": QT_TRANSLATE_NOOP("contaria.messages", "the CONTÁRIA tale"),
    "contaria.winner.contaria": QT_TRANSLATE_NOOP("contaria.messages", "CONTÁRIA"),
    # options of the game (OptionSpec label/help keys and choice values, engines/contaria/__init__.py)
    "contaria.option.mode": QT_TRANSLATE_NOOP("contaria.messages", "Mode"),
    "contaria.option.mode.help": QT_TRANSLATE_NOOP("contaria.messages", "A quick game is one tale each. In the Book of Tales every winner gets a victory marker; the first to 3 markers is the Grand Winner."),
    "contaria.choice.mode.quick": QT_TRANSLATE_NOOP("contaria.messages", "Quick game"),
    "contaria.choice.mode.book_of_tales": QT_TRANSLATE_NOOP("contaria.messages", "Book of Tales (first to 3 victories)"),
    "contaria.option.book_until_leader": QT_TRANSLATE_NOOP("contaria.messages", "Book of Tales: play on until one player leads alone"),
    "contaria.option.book_until_leader.help": QT_TRANSLATE_NOOP("contaria.messages", "Keep playing tales until one player has more victory markers than every other player."),
    "contaria.option.single_winner": QT_TRANSLATE_NOOP("contaria.messages", "Single winner (highest score in absolute value)"),
    "contaria.option.single_winner.help": QT_TRANSLATE_NOOP("contaria.messages", "The tale furthest from zero wins, happy or sad: −5 beats +4."),
    "contaria.option.first_player": QT_TRANSLATE_NOOP("contaria.messages", "First player"),
    "contaria.option.first_player.help": QT_TRANSLATE_NOOP("contaria.messages", "The rulebook says: the last player to have broken a mirror starts."),
    "contaria.choice.first_player.random": QT_TRANSLATE_NOOP("contaria.messages", "Drawn at random"),
    "contaria.option.fada_madrinha_scope": QT_TRANSLATE_NOOP("contaria.messages", "Fairy Godmother reveals a card in"),
    "contaria.option.fada_madrinha_scope.help": QT_TRANSLATE_NOOP("contaria.messages", "House rule: where the card revealed by the Fairy Godmother may be."),
    "contaria.choice.fada_madrinha_scope.this_tale": QT_TRANSLATE_NOOP("contaria.messages", "her own tale"),
    "contaria.choice.fada_madrinha_scope.any_tale": QT_TRANSLATE_NOOP("contaria.messages", "any tale"),
    "contaria.option.fada_madrinha_flip_back": QT_TRANSLATE_NOOP("contaria.messages", "Fairy Godmother flips back"),
    "contaria.option.fada_madrinha_flip_back.help": QT_TRANSLATE_NOOP("contaria.messages", "House rule: which revealed characters the Fairy Godmother may turn back to their initial side."),
    "contaria.choice.fada_madrinha_flip_back.monstro": QT_TRANSLATE_NOOP("contaria.messages", "a Monster"),
    "contaria.choice.fada_madrinha_flip_back.negative": QT_TRANSLATE_NOOP("contaria.messages", "a negative character"),
    "contaria.choice.fada_madrinha_flip_back.any": QT_TRANSLATE_NOOP("contaria.messages", "any character"),
    "contaria.option.rainha_ma": QT_TRANSLATE_NOOP("contaria.messages", "Evil Queen's penalty counts"),
    "contaria.option.rainha_ma.help": QT_TRANSLATE_NOOP("contaria.messages", "House rule: whose used mirrors make the Evil Queen's tale sadder."),
    "contaria.choice.rainha_ma.owner_mirrors": QT_TRANSLATE_NOOP("contaria.messages", "the tale owner's used mirrors"),
    "contaria.choice.rainha_ma.revealer_mirrors": QT_TRANSLATE_NOOP("contaria.messages", "the revealer's used mirrors"),
    "contaria.choice.rainha_ma.flat": QT_TRANSLATE_NOOP("contaria.messages", "a fixed penalty"),
}

_TABLES: dict[str, dict[str, str]] = {"contaria": _CONTARIA}


def _context(key: str) -> str:
    game = key.split(".", 1)[0]
    return f"{game}.messages" if game in _TABLES else CORE


def _lookup(key: str) -> tuple[str, str] | None:
    """(context, source text) for ``key``, or None when no template is known."""
    game = key.split(".", 1)[0]
    table = _TABLES.get(game)
    if table is not None and key in table:
        return f"{game}.messages", table[key]
    if key in _CORE:
        return CORE, _CORE[key]
    return None


def _fill(template: str, params: Mapping[str, Any]) -> str:
    class _Missing(dict):
        def __missing__(self, name: str) -> str:
            return "?"
    try:
        return template.format_map(_Missing(params))
    except (ValueError, IndexError, KeyError):
        return template


def humanize(key: str) -> str:
    """Last part of a key made readable - the fallback when a key has no template yet."""
    word = key.rsplit(".", 1)[-1].replace("_", " ")
    return word[:1].upper() + word[1:]


def text(key: str, **params: Any) -> str:
    """Translate ``key`` and fill in ``params`` (already words). Unknown keys give a
    readable fallback built from the key, never an empty string."""
    found = _lookup(key)
    if found is None:
        return humanize(key)
    return _fill(translate(found[0], found[1]), params)


def has_text(key: str) -> bool:
    return _lookup(key) is not None


def game_name(spec_or_key: Any) -> str:
    """Display name of a game (a :class:`GameSpec` or its ``name_key``)."""
    key = getattr(spec_or_key, "name_key", spec_or_key)
    if not has_text(key) and hasattr(spec_or_key, "id"):
        key = f"game.{spec_or_key.id}"
    return text(key)


def option_label(game_id: str, option: Any) -> str:
    """Label of an :class:`OptionSpec` (its ``label_key`` when known, else by name)."""
    for key in (option.label_key, f"{game_id}.option.{option.name}"):
        if key and has_text(key):
            return text(key)
    return humanize(option.name)


def option_help(option: Any) -> str:
    return text(option.help_key) if option.help_key and has_text(option.help_key) else ""


def choice_label(game_id: str, option_name: str, value: Any) -> str:
    """Label of one value of a ``choice`` option."""
    key = f"{game_id}.choice.{option_name}.{value}"
    return text(key) if has_text(key) else humanize(str(value))


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
    """

    game_id: str
    seat_names: list[str]
    view: Mapping[str, Any] = field(default_factory=dict)
    card_name: Callable[[str], str] | None = None
    type_name: Callable[[str], str] | None = None
    marker_name: Callable[[str], str] | None = None

    def seat(self, s: Any) -> str:
        if isinstance(s, int) and 0 <= s < len(self.seat_names):
            return self.seat_names[s]
        return translate(CORE, "someone")

    def tale(self, t: Any) -> str:
        n = self.view.get("contaria_tale", len(self.seat_names))
        if t == n:
            return text("contaria.tale.contaria")
        return text("contaria.tale.seat", seat=self.seat(t))

    def identity(self, ident: Any) -> str:
        if not isinstance(ident, str) or not ident:
            return translate(CORE, "an unknown character")
        if self.card_name is not None:
            return self.card_name(ident)
        return " ".join(w.capitalize() for w in ident.split("_"))

    def initial(self, kind: Any) -> str:
        if not isinstance(kind, str) or not kind:
            return translate(CORE, "card")
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
            return translate(CORE, "a card")
        if card.get("identity"):
            return self.identity(card["identity"])
        return self.initial(card.get("initial"))

    def card_initial(self, handle: Any) -> str:
        card, _ = self._find(handle)
        return self.initial(card.get("initial") if card else None)

    def where(self, handle: Any) -> str:
        card, tale = self._find(handle)
        if tale is None:
            return translate(CORE, "a hand")
        return self.tale(tale)

    def marker(self, m: Any) -> str:
        if self.marker_name is not None and isinstance(m, str):
            return self.marker_name(m)
        key = f"{self.game_id}.marker.{m}"
        return text(key) if has_text(key) else humanize(str(m))


def _contaria_words(key: str, p: Mapping[str, Any], ctx: MessageContext) -> dict[str, str]:
    """Parameters of a Contária event/prompt turned into words."""
    words: dict[str, str] = {}
    for name, value in p.items():
        if name == "seat":
            words[name] = ctx.seat(value)
        elif name in ("tale", "from", "to"):
            words[name] = ctx.tale(value)
        elif name in ("card", "other", "source", "placer"):
            words[name] = ctx.card(value)
        elif name in ("identity", "name"):
            words[name] = ctx.identity(value)
        elif name == "initial":
            words[name] = ctx.initial(value)
        elif name == "marker":
            words[name] = ctx.marker(value)
        else:
            words[name] = str(value)
    card = p.get("card", p.get("source"))
    if card is not None:
        words.setdefault("where", ctx.where(card))
        words.setdefault("initial", ctx.card_initial(card))
    return words


def event_text(event: Any, ctx: MessageContext, where: Any = None) -> str:
    """One log line for an :class:`Event` (``event.type`` + ``event.params``). ``where`` is
    the tale the event's card was in at the time (see :class:`TaleTracker`), if known."""
    params = event.params
    if ctx.game_id == "contaria":
        words = _contaria_words(event.type, params, ctx)
        if where is not None:
            words["where"] = ctx.tale(where)
    else:
        words = {k: (ctx.seat(v) if k == "seat" else str(v)) for k, v in params.items()}
    if has_text(event.type):
        return text(event.type, **words)
    detail = ", ".join(f"{k}: {v}" for k, v in sorted(words.items()))
    return f"{humanize(event.type)}" + (f" ({detail})" if detail else "")


class TaleTracker:
    """Follows, event by event, which tale each card was in, so an old log line says where
    a card was *then*. Uses only public placement events (placed, moved, pulled, swapped)."""

    def __init__(self) -> None:
        self.tale: dict[str, Any] = {}

    def before(self, event: Any) -> Any:
        """Tale of the event's card before the event, or None when not tracked."""
        return self.tale.get(event.params.get("card"))

    def after(self, event: Any) -> None:
        p = event.params
        kind = event.type.rsplit(".", 1)[-1]
        if kind == "placed":
            self.tale[p.get("card")] = p.get("tale")
        elif kind in ("moved", "pulled"):
            self.tale[p.get("card")] = p.get("to")
        elif kind == "swapped":
            self.tale[p.get("card")] = p.get("to")
            self.tale[p.get("other")] = p.get("from")


def log_lines(entries: Any, ctx: MessageContext) -> list[str]:
    """The log as sentences: ``entries`` are ``(step, Event)`` (0-based steps); the first
    line of each decision is numbered from 1."""
    tracker = TaleTracker()
    out: list[str] = []
    last = None
    for step, event in entries:
        line = event_text(event, ctx, tracker.before(event))
        tracker.after(event)
        out.append(f"{step + 1}. {line}" if step != last else f"    {line}")
        last = step
    return out


def prompt_text(pending: Mapping[str, Any] | None, ctx: MessageContext, seat: int | None) -> str:
    """The instruction bar's sentence: the pending decision's prompt, or the turn hint."""
    if not pending:
        key = f"{ctx.game_id}.turn"
        if has_text(key):
            return text(key, seat=ctx.seat(seat))
        return _fill(translate(CORE, _GENERIC_PROMPTS["turn"]), {"seat": ctx.seat(seat)})
    key = pending.get("prompt") or ""
    params = dict(pending.get("params") or {})
    params.setdefault("seat", pending.get("seat", seat))
    if pending.get("source") is not None:
        params.setdefault("source", pending["source"])
    words = _contaria_words(key, params, ctx) if ctx.game_id == "contaria" else {
        k: (ctx.seat(v) if k == "seat" else str(v)) for k, v in params.items()}
    if key and has_text(key):
        return text(key, **words)
    kind = pending.get("kind", "")
    template = _GENERIC_PROMPTS.get(kind, _GENERIC_PROMPTS["turn"])
    return _fill(translate(CORE, template), words)


def text_generic(key: str) -> str:
    """Generic prompt by decision kind (used when an engine prompt key has no template)."""
    return translate(CORE, _GENERIC_PROMPTS.get(key, _GENERIC_PROMPTS["turn"]))


def winner_name(winner: Any, ctx: MessageContext) -> str:
    """A winner of :class:`Result` (a seat or a named entity such as ``"contaria"``)."""
    if isinstance(winner, int):
        return ctx.seat(winner)
    key = f"{ctx.game_id}.winner.{winner}"
    return text(key) if has_text(key) else humanize(str(winner))
