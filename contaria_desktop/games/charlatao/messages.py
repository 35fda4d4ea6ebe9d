"""CharLatão's message templates (context ``"charlatao.messages"``) and how its event,
prompt and score-line parameters become words. Keys: docs/charlatao-engine-contract.md
("Events", "Result") and the engine's prompt keys (engines/charlatao/views.py).

Suit names other than blue and yellow are placeholders in the data (the manual names only
those two); they are translated here like the others and can be renamed in one place.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...i18n.context import TrContext

CONTEXT = "charlatao.messages"
charlatao_counts = TrContext("charlatao_counts")   # plural phrases (lupdate reads the name)

TEMPLATES: dict[str, str] = {
    # the game's display name (GameSpec.name_key)
    "charlatao.game_name": QT_TRANSLATE_NOOP("charlatao.messages", "CharLatão"),
    # events
    "charlatao.round_started": QT_TRANSLATE_NOOP("charlatao.messages", "Round {round} begins."),
    "charlatao.dealt": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} was dealt {cards}."),
    "charlatao.excellent_chosen": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} chose the excellent suit in secret."),
    "charlatao.excellent_chosen_private": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} chose {suit} as the excellent suit."),
    "charlatao.qualities_placed": QT_TRANSLATE_NOOP("charlatao.messages", "The suit cards were placed face down on the quality index."),
    "charlatao.quality_seen": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} saw the {space} quality card: {suit}."),
    "charlatao.discard_chosen": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} chose a card to discard."),
    "charlatao.discard_chosen_private": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} will discard the {card}."),
    "charlatao.pass_chosen": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} chose a card to pass to {to}."),
    "charlatao.pass_chosen_private": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} will pass the {card} to {to}."),
    "charlatao.cards_passed": QT_TRANSLATE_NOOP("charlatao.messages", "The chosen cards were passed to the left."),
    "charlatao.card_received": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} received the {card} from {from}."),
    "charlatao.trump_revealed": QT_TRANSLATE_NOOP("charlatao.messages", "The top discard is the {card}: {suit} is trump."),
    "charlatao.no_trump": QT_TRANSLATE_NOOP("charlatao.messages", "No trump this round."),
    "charlatao.card_played": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} played the {card}."),
    "charlatao.trick_won": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} won trick {trick}."),
    "charlatao.revelation": QT_TRANSLATE_NOOP("charlatao.messages", "Revelation! {qualities}."),
    "charlatao.round_scored": QT_TRANSLATE_NOOP("charlatao.messages", "Round {round} scored: {points}."),
    "charlatao.game_over": QT_TRANSLATE_NOOP("charlatao.messages", "The game is over. Winners: {winners}."),
    "charlatao.ea_nasir_revealed": QT_TRANSLATE_NOOP("charlatao.messages", "Ea-Nasir turns up the {card}."),
    "charlatao.bribed": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} bribed with the {card}."),
    "charlatao.trick_decided": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} wins trick {trick}; {cards} are divided."),
    "charlatao.peeked": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} looked at the {space} quality card."),
    "charlatao.peeked_private": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} looked at the {space} quality card: {suit}."),
    "charlatao.given_to_ea_nasir": QT_TRANSLATE_NOOP("charlatao.messages", "{seat} gave the {card} to Ea-Nasir."),
    "charlatao.copper_divided": QT_TRANSLATE_NOOP("charlatao.messages", "{winner} took the {took}, {loser} kept the {kept}, Ea-Nasir got the {ea_nasir}."),
    "charlatao.ea_nasir_last_card": QT_TRANSLATE_NOOP("charlatao.messages", "Ea-Nasir's last card is the {card}."),
    "charlatao.round_won": QT_TRANSLATE_NOOP("charlatao.messages", "Round {round} goes to {winners}."),
    # instruction-bar prompts (view["prompt"])
    "charlatao.prompt.choose_excellent": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, as the Supplier choose the excellent suit."),
    "charlatao.prompt.discard": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, choose a card to discard."),
    "charlatao.prompt.pass_card": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, choose a card to pass to the left."),
    "charlatao.prompt.play": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, play a card (follow suit if you can)."),
    "charlatao.prompt.peek": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, choose the quality card to look at."),
    "charlatao.prompt.give": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, choose the card Ea-Nasir gets."),
    "charlatao.prompt.take": QT_TRANSLATE_NOOP("charlatao.messages", "{seat}, choose the card you take."),
    "charlatao.prompt.game_over": QT_TRANSLATE_NOOP("charlatao.messages", "The game is over."),
    # score lines (Result.breakdown)
    "charlatao.score.suit": QT_TRANSLATE_NOOP("charlatao.messages", "Round {round}, {character}: {cards} × {quality} ({value}){phase}"),
    "charlatao.score.tricks": QT_TRANSLATE_NOOP("charlatao.messages", "Round {round}, {character}: {tricks}{phase}"),
    "charlatao.score.round_result": QT_TRANSLATE_NOOP("charlatao.messages", "Round {round}: {points}{won}"),
    "charlatao.phase.before": QT_TRANSLATE_NOOP("charlatao.messages", " before the Revelation"),
    "charlatao.phase.after": QT_TRANSLATE_NOOP("charlatao.messages", " after the Revelation"),
    "charlatao.round.won": QT_TRANSLATE_NOOP("charlatao.messages", " – won"),
    # names
    "charlatao.suit.red": QT_TRANSLATE_NOOP("charlatao.messages", "red"),
    "charlatao.suit.blue": QT_TRANSLATE_NOOP("charlatao.messages", "blue"),
    "charlatao.suit.green": QT_TRANSLATE_NOOP("charlatao.messages", "green"),
    "charlatao.suit.yellow": QT_TRANSLATE_NOOP("charlatao.messages", "yellow"),
    "charlatao.suit.purple": QT_TRANSLATE_NOOP("charlatao.messages", "purple"),
    "charlatao.card": QT_TRANSLATE_NOOP("charlatao.messages", "{rank} of {suit}"),
    "charlatao.space.excellent": QT_TRANSLATE_NOOP("charlatao.messages", "excellent"),
    "charlatao.space.good_assyrian": QT_TRANSLATE_NOOP("charlatao.messages", "good (Assyrian)"),
    "charlatao.space.terrible": QT_TRANSLATE_NOOP("charlatao.messages", "terrible"),
    "charlatao.space.good_babylonian": QT_TRANSLATE_NOOP("charlatao.messages", "good (Babylonian)"),
    "charlatao.space.acceptable": QT_TRANSLATE_NOOP("charlatao.messages", "acceptable"),
    "charlatao.character.ea_nasir": QT_TRANSLATE_NOOP("charlatao.messages", "Ea-Nasir"),
    "charlatao.character.assyrian_buyer": QT_TRANSLATE_NOOP("charlatao.messages", "Assyrian Buyer"),
    "charlatao.character.supplier": QT_TRANSLATE_NOOP("charlatao.messages", "Supplier"),
    "charlatao.character.babylonian_buyer": QT_TRANSLATE_NOOP("charlatao.messages", "Babylonian Buyer"),
    "charlatao.character.messenger": QT_TRANSLATE_NOOP("charlatao.messages", "Messenger of Nanni"),
    "charlatao.winner.ea_nasir": QT_TRANSLATE_NOOP("charlatao.messages", "Ea-Nasir"),
    # options (engines/charlatao/__init__.py)
    "charlatao.option.side": QT_TRANSLATE_NOOP("charlatao.messages", "Character side"),
    "charlatao.option.side.help": QT_TRANSLATE_NOOP("charlatao.messages", "Which side of the character cards is used (3–5 players)."),
    "charlatao.choice.side.basic": QT_TRANSLATE_NOOP("charlatao.messages", "Basic"),
    "charlatao.choice.side.advanced": QT_TRANSLATE_NOOP("charlatao.messages", "Advanced"),
    "charlatao.option.trump": QT_TRANSLATE_NOOP("charlatao.messages", "Trump suit"),
    "charlatao.option.trump.help": QT_TRANSLATE_NOOP("charlatao.messages", "Turn up the top discard as trump (3–5 players)."),
    "charlatao.option.removed_suit": QT_TRANSLATE_NOOP("charlatao.messages", "Suit left out"),
    "charlatao.option.removed_suit.help": QT_TRANSLATE_NOOP("charlatao.messages", "The suit out of play with 2 or 3 players."),
    "charlatao.choice.removed_suit.random": QT_TRANSLATE_NOOP("charlatao.messages", "Drawn at random"),
    # a suit as an option's choice (the suit and the symbol of its art, for colour-blind players)
    "charlatao.choice.suit.red": QT_TRANSLATE_NOOP("charlatao.messages", "Red (ziggurat)"),
    "charlatao.choice.suit.blue": QT_TRANSLATE_NOOP("charlatao.messages", "Blue (moon)"),
    "charlatao.choice.suit.green": QT_TRANSLATE_NOOP("charlatao.messages", "Green (drop)"),
    "charlatao.choice.suit.yellow": QT_TRANSLATE_NOOP("charlatao.messages", "Yellow (sun)"),
    "charlatao.choice.suit.purple": QT_TRANSLATE_NOOP("charlatao.messages", "Purple (barley)"),
    "charlatao.option.two_player_side": QT_TRANSLATE_NOOP("charlatao.messages", "Buyers' side with 2 players"),
    "charlatao.option.two_player_side.help": QT_TRANSLATE_NOOP("charlatao.messages", "The rulebook uses the Advanced side; Basic is a house option."),
    "charlatao.choice.two_player_side.advanced": QT_TRANSLATE_NOOP("charlatao.messages", "Advanced"),
    "charlatao.choice.two_player_side.basic": QT_TRANSLATE_NOOP("charlatao.messages", "Basic"),
}

_SEATS = ("seat", "to", "from", "winner", "loser", "first_player")
_CARDS = ("card", "took", "kept", "ea_nasir")


def _seat(value: Any, ctx: Any) -> str:
    if value == "ea_nasir" or value == "ea-nasir":
        return ctx.text("charlatao.winner.ea_nasir")
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    return ctx.seat(value)


def suit_name(suit: Any, ctx: Any) -> str:
    """A suit id as its translated name."""
    key = f"charlatao.suit.{suit}"
    return ctx.text(key) if ctx.has_text(key) else str(suit)


def card_name(card: Any, ctx: Any) -> str:
    """``"blue-3"`` -> "3 of blue"; a face-down handle or None -> "card"."""
    if isinstance(card, str) and "-" in card:
        suit, _, rank = card.rpartition("-")
        if rank.isdigit():
            return ctx.text("charlatao.card", rank=rank, suit=suit_name(suit, ctx))
    return ctx.text("core.card")


def _named(prefix: str, value: Any, ctx: Any) -> str:
    key = f"charlatao.{prefix}.{value}"
    return ctx.text(key) if ctx.has_text(key) else str(value)


def _per_seat(values: Any, ctx: Any) -> str:
    """Points per seat (list, or dict keyed "0", "1", "ea_nasir") as "Ana +3, Bruno −2"."""
    items = enumerate(values) if isinstance(values, list) else (values or {}).items()
    return ", ".join(f"{_seat(k, ctx)} {v:+d}" if isinstance(v, int) else f"{_seat(k, ctx)} {v}"
                     for k, v in items)


def words(p: Mapping[str, Any], ctx: Any) -> dict[str, str]:
    """Parameters of a CharLatão event, prompt or score line turned into words."""
    out: dict[str, str] = {}
    for name, value in p.items():
        if name in _SEATS:
            out[name] = _seat(value, ctx)
        elif name in _CARDS:
            out[name] = card_name(value, ctx)
        elif name == "cards":
            out[name] = (", ".join(card_name(c, ctx) for c in value) if isinstance(value, list) else str(value))
        elif name == "suit":
            out[name] = suit_name(value, ctx)
        elif name in ("space", "quality"):
            out[name] = _named("space", value, ctx)
        elif name == "character":
            out[name] = _named("character", value, ctx)
        elif name == "round" and isinstance(value, int):
            out[name] = str(value + 1)
        elif name == "winners":
            out[name] = ", ".join(_seat(w, ctx) for w in value) if isinstance(value, list) else str(value)
        elif name in ("points", "totals") and isinstance(value, (list, dict)):
            out[name] = _per_seat(value, ctx)
        elif name == "points" and isinstance(value, int) and not isinstance(value, bool):
            # "1 point", "−3 points"; 0 takes the plural in every language
            out[name] = charlatao_counts.tr("%1 point(s)", "", abs(value) or 2).replace("%1", str(value))
        elif name == "tricks" and isinstance(value, int) and not isinstance(value, bool):
            out[name] = charlatao_counts.tr("%n trick(s)", "", value)
        elif name == "qualities" and isinstance(value, dict):
            out[name] = "; ".join(f"{_named('space', k, ctx)}: {suit_name(v, ctx)}" for k, v in value.items())
        elif name == "phase":
            out[name] = ctx.text(f"charlatao.phase.{value}") if value in ("before", "after") else ""
        elif name == "won":
            out[name] = ctx.text("charlatao.round.won") if value else ""
        else:
            out[name] = str(value)
    return out
