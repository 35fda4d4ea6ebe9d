"""Harvest's message templates (context ``"harvest.messages"``): log lines, prompts, score
lines, and the words on its table."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

CONTEXT = "harvest.messages"

TEMPLATES: dict[str, str] = {
    "harvest.game_name": QT_TRANSLATE_NOOP("harvest.messages", "Harvest (test game)"),
    # events
    "harvest.played": QT_TRANSLATE_NOOP("harvest.messages", "{seat} put the {identity} in {basket}."),
    "harvest.drew": QT_TRANSLATE_NOOP("harvest.messages", "{seat} drew a card."),
    "harvest.drew_private": QT_TRANSLATE_NOOP("harvest.messages", "{seat} drew the {identity}."),
    "harvest.passed": QT_TRANSLATE_NOOP("harvest.messages", "{seat} passed."),
    "harvest.game_over": QT_TRANSLATE_NOOP("harvest.messages", "The harvest is over. Winners: {winners}."),
    # prompts (view["prompt"])
    "harvest.prompt.play": QT_TRANSLATE_NOOP("harvest.messages", "{seat}, choose a card, then a basket - or pass."),
    "harvest.prompt.game_over": QT_TRANSLATE_NOOP("harvest.messages", "The harvest is over."),
    # score lines (Result.breakdown)
    "harvest.score.basket": QT_TRANSLATE_NOOP("harvest.messages", "Cards put in {basket}: {cards}"),
    "harvest.score.ripe": QT_TRANSLATE_NOOP("harvest.messages", "Ripe {kind} bonus in {basket}"),
    # names and table words
    "harvest.kind.apple": QT_TRANSLATE_NOOP("harvest.messages", "apple"),
    "harvest.kind.pear": QT_TRANSLATE_NOOP("harvest.messages", "pear"),
    "harvest.kind.plum": QT_TRANSLATE_NOOP("harvest.messages", "plum"),
    "harvest.card": QT_TRANSLATE_NOOP("harvest.messages", "{kind} {value}"),
    "harvest.basket": QT_TRANSLATE_NOOP("harvest.messages", "basket {number}"),
    "harvest.zone.basket": QT_TRANSLATE_NOOP("harvest.messages", "Basket {number}"),
    "harvest.zone.deck": QT_TRANSLATE_NOOP("harvest.messages", "Deck"),
    "harvest.zone.hand": QT_TRANSLATE_NOOP("harvest.messages", "{seat} - hand"),
    "harvest.hidden": QT_TRANSLATE_NOOP("harvest.messages", "a face-down card"),
}


def text(key: str, **params: Any) -> str:
    """``key`` translated and filled (i18n/messages.text)."""
    from contaria_desktop.i18n import messages
    return messages.text(key, **params)


def kind_name(kind: Any) -> str:
    return text(f"harvest.kind.{kind}")


def card_name(identity: Any) -> str:
    """``"pear-3"`` -> "pear 3"; an unknown card -> "a face-down card"."""
    if not isinstance(identity, str) or "-" not in identity:
        return text("harvest.hidden")
    kind, value = identity.split("-", 1)
    return text("harvest.card", kind=kind_name(kind), value=value)


def words(params: Mapping[str, Any], ctx: Any) -> dict[str, str]:
    """An event's, prompt's or score line's parameters as words."""
    out: dict[str, str] = {}
    for key, value in params.items():
        if key == "seat":
            out[key] = ctx.seat(value)
        elif key == "basket":
            out[key] = text("harvest.basket", number=int(value) + 1)
        elif key == "identity":
            out[key] = card_name(value)
        elif key == "kind":
            out[key] = kind_name(value)
        elif key == "winners":
            out[key] = ", ".join(ctx.seat(w) for w in value)
        else:
            out[key] = str(value)
    return out
