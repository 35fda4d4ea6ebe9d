"""Contária's message templates (context ``"contaria.messages"``) and how its event and
prompt parameters become words. Keys: docs/contaria-engine-contract.md ("Events") and the
engine's prompt keys (engines/contaria/abilities.py ``PROMPTS``)."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

CONTEXT = "contaria.messages"

TEMPLATES: dict[str, str] = {
    # the game's display name (GameSpec.name_key)
    "contaria.game_name": QT_TRANSLATE_NOOP("contaria.messages", "Contária"),
    # events
    "contaria.placed": QT_TRANSLATE_NOOP("contaria.messages", "{seat} placed a {initial} in {tale}."),
    "contaria.mirror_used": QT_TRANSLATE_NOOP("contaria.messages", "{seat} used a mirror on a {initial} in {where}."),
    "contaria.revealed": QT_TRANSLATE_NOOP("contaria.messages", "The {initial} is revealed: it is {identity}."),
    "contaria.revealed.plain": QT_TRANSLATE_NOOP("contaria.messages", "The {initial} is revealed: it is a {identity} (plain)."),
    "contaria.moved": QT_TRANSLATE_NOOP("contaria.messages", "{card} moved from {from} to {to}."),
    "contaria.swapped": QT_TRANSLATE_NOOP("contaria.messages", "{card} ({from}) and {other} ({to}) swapped places."),
    "contaria.pulled": QT_TRANSLATE_NOOP("contaria.messages", "{card} was brought from {from} to {to}."),
    "contaria.marker_placed": QT_TRANSLATE_NOOP("contaria.messages", "The {marker} marker was put on {card}."),
    "contaria.marker_removed": QT_TRANSLATE_NOOP("contaria.messages", "The {marker} marker left the game."),
    "contaria.flipped_back": QT_TRANSLATE_NOOP("contaria.messages", "{card} was flipped back to its initial side."),
    # a skipped step (§5.2): only that step, named with why (template_key picks the sentence)
    "contaria.ability_skipped": QT_TRANSLATE_NOOP("contaria.messages", "{identity}: one step of the ability could not be carried out and is skipped."),
    "contaria.skipped.move_self.held": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not move: held in place by the Dwarf marker."),
    "contaria.skipped.move_self.condition_unmet": QT_TRANSLATE_NOOP("contaria.messages", "{identity} stays in {where}: there is already a {want} there."),
    "contaria.skipped.move_self.no_destination": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not move: no other tale with a {want} has room."),
    "contaria.skipped.move_self.no_destination.any": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not move: no other tale has room."),
    "contaria.skipped.pull.full_here": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not bring a {want} into {where}: that tale is full."),
    "contaria.skipped.pull.no_card": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not bring a {want} into {where}: no other tale has one that can move."),
    "contaria.skipped.move_any.no_card": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not move a {want}: none can move to another tale with room."),
    "contaria.skipped.swap.held": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not swap places: held in place by the Dwarf marker."),
    "contaria.skipped.swap.no_card": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not swap places: no {want} in another tale can move."),
    "contaria.skipped.reveal.no_card": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not reveal a card: there is no face-down {want} in {where} that can be revealed."),
    "contaria.skipped.reveal.no_card.any": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not reveal a card: there is no face-down {want} that can be revealed."),
    "contaria.skipped.flip_back.no_card": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not flip a card back: there is no face-up {want} in {where}."),
    "contaria.skipped.choose_one.no_option": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could do neither of the two choices."),
    "contaria.skipped.place_marker.no_card": QT_TRANSLATE_NOOP("contaria.messages", "{identity} could not place the {marker} marker: there is no other {want} in {where}."),
    "contaria.skipped.deactivated": QT_TRANSLATE_NOOP("contaria.messages", "{identity} was revealed while deactivated: the ability does not happen."),
    "contaria.skipped.source_inactive.face_down": QT_TRANSLATE_NOOP("contaria.messages", "{identity} was turned face down: the rest of the ability does not happen."),
    "contaria.skipped.source_inactive.deactivated": QT_TRANSLATE_NOOP("contaria.messages", "{identity} is now deactivated: the rest of the ability does not happen."),
    "contaria.skipped.source_inactive.out_of_tale": QT_TRANSLATE_NOOP("contaria.messages", "{identity} left the tales: the rest of the ability does not happen."),
    # the card wanted by a skipped step ({want} above)
    "contaria.want.any": QT_TRANSLATE_NOOP("contaria.messages", "card"),
    "contaria.want.positive": QT_TRANSLATE_NOOP("contaria.messages", "positive character"),
    "contaria.want.negative": QT_TRANSLATE_NOOP("contaria.messages", "negative character"),
    "contaria.want.or": QT_TRANSLATE_NOOP("contaria.messages", "{first} or {second}"),
    "contaria.may_declined": QT_TRANSLATE_NOOP("contaria.messages", "{identity}: the optional ability was not used."),
    "contaria.may_declined.move_self": QT_TRANSLATE_NOOP("contaria.messages", "{identity} stays in {where} (moving was optional)."),
    "contaria.may_declined.peek": QT_TRANSLATE_NOOP("contaria.messages", "{identity}: nobody looked at the other side (looking was optional)."),
    "contaria.peeked": QT_TRANSLATE_NOOP("contaria.messages", "{seat} looked at the other side of the {initial}: {identity}."),
    "contaria.peeked_public": QT_TRANSLATE_NOOP("contaria.messages", "{seat} looked at the other side of the {initial} in {where}."),
    "contaria.passed": QT_TRANSLATE_NOOP("contaria.messages", "{seat} passed."),
    "contaria.game_over": QT_TRANSLATE_NOOP("contaria.messages", "Every tale is complete: the game is over."),
    # the turn hint shown when no ability is resolving
    "contaria.turn": QT_TRANSLATE_NOOP("contaria.messages", "{seat}: place a card from your hand into a tale, or use a mirror on a face-down card."),
    # the next step once a hand card / the mirror stack is picked (the table's selection)
    "contaria.prompt.now_tale": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, now choose the tale for this card (Esc: pick another)."),
    "contaria.prompt.now_face_down": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, now choose the face-down card to reveal with your mirror."),
    "contaria.turn.place": QT_TRANSLATE_NOOP("contaria.messages", "{seat}: place a card from your hand into a tale."),
    "contaria.turn.mirror": QT_TRANSLATE_NOOP("contaria.messages", "{seat}: use a mirror on a face-down card."),
    "contaria.turn.pass": QT_TRANSLATE_NOOP("contaria.messages", "{seat}: you can neither place a card nor use a mirror, so you pass."),
    # score screen
    "contaria.score.card": QT_TRANSLATE_NOOP("contaria.messages", "{name}"),
    # instruction-bar prompts (engine PROMPTS, abilities.py); {name} is the resolving card
    "contaria.prompt.may_move_self": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, {name} may move to another tale. Move {name}?"),
    "contaria.prompt.choose_destination": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the tale {name} moves to."),
    "contaria.prompt.choose_pull_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} brings into {where}."),
    "contaria.prompt.choose_move_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} moves."),
    "contaria.prompt.choose_move_destination": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the tale {card} moves to ({name})."),
    "contaria.prompt.choose_swap_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} swaps places with."),
    "contaria.prompt.choose_reveal_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the face-down card {name} reveals."),
    "contaria.prompt.choose_flip_back_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card {name} flips back."),
    "contaria.prompt.choose_option": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose what {name} does."),
    "contaria.prompt.may_peek": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, {name} lets you look at the other side of the {card}. Look?"),
    "contaria.prompt.choose_marker_target": QT_TRANSLATE_NOOP("contaria.messages", "{seat}, choose the card that gets the {marker} marker ({name})."),
    # choose_option buttons (option values of "choose one" abilities, cards.json)
    "contaria.choose.reveal": QT_TRANSLATE_NOOP("contaria.messages", "Reveal a character"),
    "contaria.choose.flip_back": QT_TRANSLATE_NOOP("contaria.messages", "Flip a character back"),
    "contaria.choose.move_self": QT_TRANSLATE_NOOP("contaria.messages", "Move to a tale with a CRIANÇA"),
    "contaria.choose.pull_fada": QT_TRANSLATE_NOOP("contaria.messages", "Bring a FADA here"),
    # markers
    "contaria.marker.DWARF": QT_TRANSLATE_NOOP("contaria.messages", "Dwarf"),
    "contaria.marker.WITCH": QT_TRANSLATE_NOOP("contaria.messages", "Witch"),
    "contaria.marker.GIANT": QT_TRANSLATE_NOOP("contaria.messages", "Giant"),
    # tales
    "contaria.tale.seat": QT_TRANSLATE_NOOP("contaria.messages", "{seat}’s tale"),
    # the same for a default seat name ("Player 2"): pt_BR "conto do {seat}", es "cuento del {seat}"
    "contaria.tale.default_seat": QT_TRANSLATE_NOOP("contaria.messages", "the tale of {seat}"),
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
    "contaria.option.fada_madrinha_scope": QT_TRANSLATE_NOOP("contaria.messages", "Fada Madrinha reveals a card in"),
    "contaria.option.fada_madrinha_scope.help": QT_TRANSLATE_NOOP("contaria.messages", "House rule: where the card revealed by the Fada Madrinha may be."),
    "contaria.choice.fada_madrinha_scope.this_tale": QT_TRANSLATE_NOOP("contaria.messages", "her own tale"),
    "contaria.choice.fada_madrinha_scope.any_tale": QT_TRANSLATE_NOOP("contaria.messages", "any tale"),
    "contaria.option.fada_madrinha_flip_back": QT_TRANSLATE_NOOP("contaria.messages", "Fada Madrinha flips back"),
    "contaria.option.fada_madrinha_flip_back.help": QT_TRANSLATE_NOOP("contaria.messages", "House rule: which revealed characters the Fada Madrinha may turn back to their initial side."),
    "contaria.choice.fada_madrinha_flip_back.monstro": QT_TRANSLATE_NOOP("contaria.messages", "a MONSTRO"),
    "contaria.choice.fada_madrinha_flip_back.negative": QT_TRANSLATE_NOOP("contaria.messages", "a negative character"),
    "contaria.choice.fada_madrinha_flip_back.any": QT_TRANSLATE_NOOP("contaria.messages", "any character"),
    "contaria.option.rainha_ma": QT_TRANSLATE_NOOP("contaria.messages", "Rainha Má's penalty counts"),
    "contaria.option.rainha_ma.help": QT_TRANSLATE_NOOP("contaria.messages", "House rule: whose used mirrors make the Rainha Má's tale sadder."),
    "contaria.choice.rainha_ma.owner_mirrors": QT_TRANSLATE_NOOP("contaria.messages", "the tale owner's used mirrors"),
    "contaria.choice.rainha_ma.revealer_mirrors": QT_TRANSLATE_NOOP("contaria.messages", "the revealer's used mirrors"),
    "contaria.choice.rainha_ma.flat": QT_TRANSLATE_NOOP("contaria.messages", "a fixed penalty"),
}


def words(p: Mapping[str, Any], ctx: Any) -> dict[str, str]:
    """Parameters of a Contária event or prompt turned into words (seats by name, tales,
    cards as the viewer knows them, markers)."""
    out: dict[str, str] = {}
    for name, value in p.items():
        if name == "seat":
            out[name] = ctx.seat(value)
        elif name in ("tale", "from", "to"):
            out[name] = ctx.tale(value)
        elif name in ("card", "other", "source", "placer"):
            out[name] = ctx.card(value)
        elif name in ("identity", "name"):
            out[name] = ctx.identity(value)
        elif name == "initial":
            out[name] = ctx.initial(value)
        elif name == "marker":
            out[name] = ctx.marker(value)
        elif name == "want":
            out[name] = want_words(value, ctx)
        else:
            out[name] = str(value)
    card = p.get("card", p.get("source"))
    if card is not None:
        out.setdefault("where", ctx.where(card))
        out.setdefault("initial", ctx.card_initial(card))
    return out


def want_words(want: Any, ctx: Any) -> str:
    """The card a skipped step wanted (``ability_skipped.want``) in words, without an
    article: "DONZELA", "positive character", "MONSTRO or Pinóquio", "card"."""
    want = want if isinstance(want, Mapping) else {}
    parts = [ctx.initial(t) for t in want.get("types") or []]
    if want.get("sign") in ("positive", "negative"):
        parts.append(ctx.text(f"contaria.want.{want['sign']}"))
    parts += [ctx.identity(i) for i in want.get("ids") or []]
    if not parts:
        return ctx.text("contaria.want.any")
    out = parts[0]
    for part in parts[1:]:
        out = ctx.text("contaria.want.or", first=out, second=part)
    return out


def turn_key(view: Mapping[str, Any], legal: Any) -> str:
    """The turn hint naming only the moves in ``legal`` (rulebook §4 "Turn": place a card
    from the hand, or use a mirror; pass only when neither is possible)."""
    kinds = {getattr(a, "type", None) for a in legal}
    if "place" in kinds and "mirror" in kinds:
        return "contaria.turn"
    if "place" in kinds:
        return "contaria.turn.place"
    if "mirror" in kinds:
        return "contaria.turn.mirror"
    return "contaria.turn.pass"


def template_key(event: Any) -> str:
    """The template for ``event``: its type, or a finer key when the params pick a better
    sentence - which step of an ability was skipped and why, a plain card revealed, which
    optional ability was declined. Falls back to the type when no finer template exists."""
    p = event.params
    key = event.type
    if event.type == "contaria.ability_skipped":
        reason, detail = p.get("reason"), p.get("detail")
        if reason == "no_target":
            key = f"contaria.skipped.{p.get('ability')}.{detail}"
            if (detail == "no_destination" and not p.get("want")) or \
                    (p.get("ability") == "reveal" and p.get("scope") == "any_tale"):
                key += ".any"
        elif reason == "deactivated":
            key = "contaria.skipped.deactivated"
        else:
            key = f"contaria.skipped.{reason}.{detail}"
    elif event.type == "contaria.revealed" and str(p.get("identity") or "").endswith("_plain"):
        key = "contaria.revealed.plain"
    elif event.type == "contaria.may_declined":
        key = f"contaria.may_declined.{p.get('ability')}"
    return key if key in TEMPLATES else event.type


#: Events that start a player's turn: the log numbers turns, and the lines of the ability
#: choices that follow (choose a card, a tale, yes/no) belong to the turn above them.
TURN_STARTS = frozenset({"contaria.placed", "contaria.mirror_used", "contaria.passed"})

#: public twin -> its private event: a viewer who reads the private line (the seat who
#: peeked, the playtest log) does not get the public one too.
PUBLIC_TWINS = {"contaria.peeked_public": "contaria.peeked"}


#: log sentences name cards as the view on screen knows them now (messages.log_lines: no cache)
LOG_READS_VIEW = True


class Tracker:
    """Follows, event by event, which tale each card was in, so an old log line says where
    a card was *then*. Uses only public placement events (placed, moved, pulled, swapped)."""

    def __init__(self) -> None:
        self.tale: dict[str, Any] = {}

    def before(self, event: Any, ctx: Any) -> dict[str, str]:
        """Word overrides for ``event``: ``where`` = the tale its card was in just before."""
        tale = self.tale.get(event.params.get("card"))
        return {} if tale is None else {"where": ctx.tale(tale)}

    def after(self, event: Any) -> None:
        """Update the card locations after ``event``."""
        p = event.params
        kind = event.type.rsplit(".", 1)[-1]
        if kind == "placed":
            self.tale[p.get("card")] = p.get("tale")
        elif kind in ("moved", "pulled"):
            self.tale[p.get("card")] = p.get("to")
        elif kind == "swapped":
            self.tale[p.get("card")] = p.get("to")
            self.tale[p.get("other")] = p.get("from")
