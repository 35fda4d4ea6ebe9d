"""Quissama's message templates (context ``"quissama.messages"``) and how event, prompt and
progress parameters become words. Keys: docs/quissama-engine-contract.md ("Actions",
"View", "Result") and the engine's events (engines/quissama/actions.py, specials.py,
state.py). Portuguese names follow the Brazilian edition (praça, comércio, Ministério,
Senzala, Cabeça de Porco).

Names of characters, cards, squares and businesses are templates too (``quissama.character.*``,
``quissama.card.*``, ``quissama.square.*``, ``quissama.business.*``) so the table, the log and
the reference use one translation.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...i18n.context import TrContext

CONTEXT = "quissama.messages"
# counts with Qt's plural forms ("1 card", "5 cards"; lupdate reads the context from the name)
quissama_counts = TrContext("quissama_counts")

TEMPLATES: dict[str, str] = {
    "quissama.game_name": QT_TRANSLATE_NOOP("quissama.messages", "Quissama"),
    # events (engines/quissama)
    "quissama.turn_started": QT_TRANSLATE_NOOP("quissama.messages", "{seat}'s turn {turn} began."),
    "quissama.turn_ended": QT_TRANSLATE_NOOP("quissama.messages", "{seat}'s turn ended."),
    "quissama.opened": QT_TRANSLATE_NOOP("quissama.messages", "{seat} opened the {business}."),
    "quissama.acquired": QT_TRANSLATE_NOOP("quissama.messages", "{seat} acquired the {business}."),
    "quissama.employed": QT_TRANSLATE_NOOP("quissama.messages", "{seat} employed a capoeira in the {business}."),
    "quissama.token_gained": QT_TRANSLATE_NOOP("quissama.messages", "The {business} was full: {seat} took its coin token."),
    "quissama.token_used": QT_TRANSLATE_NOOP("quissama.messages", "{seat} used the coin token of the {business} (+{value})."),
    "quissama.paid": QT_TRANSLATE_NOOP("quissama.messages", "{seat} paid {cards}."),
    "quissama.freed": QT_TRANSLATE_NOOP("quissama.messages", "{seat} freed a capoeira from the Senzala onto {square}."),
    "quissama.freed_princesa": QT_TRANSLATE_NOOP("quissama.messages", "{seat} freed a capoeira onto {square} with the Princesa."),
    "quissama.recruited": QT_TRANSLATE_NOOP("quissama.messages", "{seat} recruited a Guaiamum from {square} into the Cabeça de Porco."),
    "quissama.attacked": QT_TRANSLATE_NOOP("quissama.messages", "{seat} attacked {target}: a capoeira went back to the Senzala."),
    "quissama.minister": QT_TRANSLATE_NOOP("quissama.messages", "{seat} placed a minister in the Ministry."),
    "quissama.minister_left": QT_TRANSLATE_NOOP("quissama.messages", "{seat}'s minister was pushed out of the Ministry."),
    "quissama.influence": QT_TRANSLATE_NOOP("quissama.messages", "{seat} placed an influence meeple on {character}."),
    "quissama.conquered": QT_TRANSLATE_NOOP("quissama.messages", "{seat} conquered {character}."),
    "quissama.conquered_from": QT_TRANSLATE_NOOP("quissama.messages", "{seat} conquered {character} from {from}."),
    "quissama.meeple_removed": QT_TRANSLATE_NOOP("quissama.messages", "{seat} removed {from}'s meeple from {character}."),
    "quissama.replaced": QT_TRANSLATE_NOOP("quissama.messages", "{seat} used the Imperador to take {target} from {from}."),
    "quissama.stashed": QT_TRANSLATE_NOOP("quissama.messages", "{seat} put {card} face up under Quissama."),
    "quissama.rescued": QT_TRANSLATE_NOOP("quissama.messages", "{seat} took the cards under Quissama into hand: {cards}."),
    "quissama.peeked": QT_TRANSLATE_NOOP("quissama.messages", "{seat} used Woodruff to look at {target}'s hand."),
    "quissama.peek_cards": QT_TRANSLATE_NOOP("quissama.messages", "{seat} saw {target}'s hand: {cards}."),
    "quissama.steal_started": QT_TRANSLATE_NOOP("quissama.messages", "{seat} used the Alemão: {count_cards} to steal."),
    "quissama.stole": QT_TRANSLATE_NOOP("quissama.messages", "{seat} stole a card from {from}."),
    "quissama.stolen_card": QT_TRANSLATE_NOOP("quissama.messages", "{seat} stole {card} from {from}."),
    "quissama.swapped": QT_TRANSLATE_NOOP("quissama.messages", "{seat} swapped a card with {target}."),
    "quissama.swapped_cards": QT_TRANSLATE_NOOP("quissama.messages", "{seat} gave {target} {give} and took {take}."),
    "quissama.no_swap": QT_TRANSLATE_NOOP("quissama.messages", "{seat} swapped no card with {target}."),
    "quissama.market": QT_TRANSLATE_NOOP("quissama.messages", "{seat} exchanged {give} for {take} in the Market."),
    "quissama.market_renewed": QT_TRANSLATE_NOOP("quissama.messages", "Three identical cards: the Market was renewed with {cards}."),
    "quissama.cleanup": QT_TRANSLATE_NOOP("quissama.messages", "{seat} ended the turn."),
    "quissama.discarded": QT_TRANSLATE_NOOP("quissama.messages", "{seat} discarded {card}."),
    "quissama.drew": QT_TRANSLATE_NOOP("quissama.messages", "{seat} drew {count_cards}."),
    "quissama.drew_ministers": QT_TRANSLATE_NOOP("quissama.messages", "{seat} drew {count_cards} for the ministers."),
    "quissama.drew_cards": QT_TRANSLATE_NOOP("quissama.messages", "{seat} drew {cards}."),
    "quissama.reshuffle": QT_TRANSLATE_NOOP("quissama.messages", "The discard pile was shuffled into a new deck of {cards} cards."),
    "quissama.round_cap": QT_TRANSLATE_NOOP("quissama.messages", "{rounds} rounds were played without a winner: the game ended in a draw."),
    "quissama.won": QT_TRANSLATE_NOOP("quissama.messages", "{seat} won with {character}!"),
    # special cards (one template per card and effect: template_key)
    "quissama.special.ESCANDALO": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played a Scandal: {victim}'s minister in space {slot} went home."),
    "quissama.special.BENCAO_DE_PEITO": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Blessing of Peito ({location}): a capoeira went back to the Senzala."),
    "quissama.special.FUGA": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played an Escape: a capoeira left the Senzala for {square}."),
    "quissama.special.CABECA_DE_PORCO.in": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Cabeça de Porco card: a Guaiamum moved from {square} into the Cabeça de Porco."),
    "quissama.special.CABECA_DE_PORCO.out": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Cabeça de Porco card: a Guaiamum moved from the Cabeça de Porco to {square}."),
    "quissama.special.BURGUESIA": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Burguesia on {character}."),
    "quissama.special.FAMILIA_IMPERIAL": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Imperial Family on {character}."),
    "quissama.special.MALTA.remove": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Malta to remove a meeple from the Alemão."),
    "quissama.special.MALTA.place": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Malta on Quissama."),
    "quissama.special.COLAR": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played the Necklace."),
    "quissama.special": QT_TRANSLATE_NOOP("quissama.messages", "{seat} played {card}."),
    # instruction-bar prompts (view["prompt"], view["pending"]["prompt"])
    "quissama.prompt.opening": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, choose the business you open for free."),
    "quissama.prompt.main": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, click a place on the board, a character, a card or the Market, or end the turn."),
    # {discard}: how many cards are still to go, in words with their plural (words())
    "quissama.prompt.cleanup": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, end of the turn: {discard}"),
    # the next step of a half-made choice on the table (targeting.QuissamaTargeting.prompt)
    "quissama.prompt.choose_move": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, click one of the lit move buttons under the board (Esc: start over)."),
    "quissama.prompt.choose_target": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, now click where it goes: the highlighted places (Esc: start over)."),
    "quissama.prompt.choose_give": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, click the card of your hand you give in exchange (Esc: start over)."),
    "quissama.prompt.choose_take": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, click the card you take in exchange (Esc: start over)."),
    "quissama.prompt.choose_payment": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, several sets of cards can pay: click the highlighted cards in your hand to pay with (Esc: start over)."),
    "quissama.prompt.over": QT_TRANSLATE_NOOP("quissama.messages", "The game is over."),
    "quissama.prompt.steal": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, click the player you steal a card from."),
    "quissama.prompt.swap": QT_TRANSLATE_NOOP("quissama.messages", "{seat}, click a card of yours and a card of {target} to swap, or swap nothing."),
    # bar buttons
    "quissama.button.end_turn": QT_TRANSLATE_NOOP("quissama.messages", "End turn"),
    "quissama.button.done": QT_TRANSLATE_NOOP("quissama.messages", "Done"),
    "quissama.button.no_swap": QT_TRANSLATE_NOOP("quissama.messages", "Swap nothing"),
    # result and progress (views.progress, Result.breakdown)
    "quissama.result.objective": QT_TRANSLATE_NOOP("quissama.messages", "Objective of {character} reached"),
    "quissama.progress.bernardina": QT_TRANSLATE_NOOP("quissama.messages", "Bernardina conquered {have}/{need}"),
    "quissama.progress.cdp": QT_TRANSLATE_NOOP("quissama.messages", "Cabeça de Porco filled {have}/{need}"),
    "quissama.progress.ministers": QT_TRANSLATE_NOOP("quissama.messages", "ministers {have}/{need}"),
    "quissama.progress.full_businesses": QT_TRANSLATE_NOOP("quissama.messages", "full businesses {have}/{need}"),
    "quissama.progress.full_squares": QT_TRANSLATE_NOOP("quissama.messages", "squares filled {have}/{need}"),
    # characters
    "quissama.character.QUISSAMA": QT_TRANSLATE_NOOP("quissama.messages", "Quissama"),
    "quissama.character.WOODRUFF": QT_TRANSLATE_NOOP("quissama.messages", "Woodruff"),
    "quissama.character.BERNARDINA": QT_TRANSLATE_NOOP("quissama.messages", "Bernardina"),
    "quissama.character.ALEMAO": QT_TRANSLATE_NOOP("quissama.messages", "Alemão"),
    "quissama.character.ALENCAR": QT_TRANSLATE_NOOP("quissama.messages", "José de Alencar"),
    "quissama.character.IMPERADOR": QT_TRANSLATE_NOOP("quissama.messages", "Imperador"),
    "quissama.character.PRINCESA": QT_TRANSLATE_NOOP("quissama.messages", "Princesa"),
    "quissama.character.ARAUJO": QT_TRANSLATE_NOOP("quissama.messages", "Araújo"),
    # card kinds
    "quissama.card.NAGOA_1": QT_TRANSLATE_NOOP("quissama.messages", "Nagoa"),
    "quissama.card.NAGOA_2": QT_TRANSLATE_NOOP("quissama.messages", "double Nagoa"),
    "quissama.card.GUAIAMUM_1": QT_TRANSLATE_NOOP("quissama.messages", "Guaiamum"),
    "quissama.card.GUAIAMUM_2": QT_TRANSLATE_NOOP("quissama.messages", "double Guaiamum"),
    "quissama.card.COIN_1": QT_TRANSLATE_NOOP("quissama.messages", "Coin"),
    "quissama.card.COIN_2": QT_TRANSLATE_NOOP("quissama.messages", "double Coin"),
    "quissama.card.LIBERTY": QT_TRANSLATE_NOOP("quissama.messages", "Liberty"),
    "quissama.card.BOURGEOIS": QT_TRANSLATE_NOOP("quissama.messages", "Bourgeois"),
    "quissama.card.CROWN": QT_TRANSLATE_NOOP("quissama.messages", "Crown"),
    "quissama.card.ESCANDALO": QT_TRANSLATE_NOOP("quissama.messages", "Scandal"),
    "quissama.card.BENCAO_IMPERIAL": QT_TRANSLATE_NOOP("quissama.messages", "Imperial Blessing"),
    "quissama.card.BENCAO_DE_PEITO": QT_TRANSLATE_NOOP("quissama.messages", "Blessing of Peito"),
    "quissama.card.FUGA": QT_TRANSLATE_NOOP("quissama.messages", "Escape"),
    "quissama.card.COLAR": QT_TRANSLATE_NOOP("quissama.messages", "Necklace"),
    "quissama.card.MALTA": QT_TRANSLATE_NOOP("quissama.messages", "Malta"),
    "quissama.card.CABECA_DE_PORCO": QT_TRANSLATE_NOOP("quissama.messages", "Cabeça de Porco card"),
    "quissama.card.BURGUESIA": QT_TRANSLATE_NOOP("quissama.messages", "Burguesia"),
    "quissama.card.FAMILIA_IMPERIAL": QT_TRANSLATE_NOOP("quissama.messages", "Imperial Family"),
    "quissama.card.count": QT_TRANSLATE_NOOP("quissama.messages", "{count} × {card}"),
    "quissama.nothing": QT_TRANSLATE_NOOP("quissama.messages", "nothing"),
    # places
    "quissama.square.SQ_N1": QT_TRANSLATE_NOOP("quissama.messages", "Nagoa square 1"),
    "quissama.square.SQ_N2": QT_TRANSLATE_NOOP("quissama.messages", "Nagoa square 2"),
    "quissama.square.SQ_G1": QT_TRANSLATE_NOOP("quissama.messages", "Guaiamum square 1"),
    "quissama.square.SQ_G2": QT_TRANSLATE_NOOP("quissama.messages", "Guaiamum square 2"),
    "quissama.business": QT_TRANSLATE_NOOP("quissama.messages", "business {number}"),
    "quissama.place.cdp": QT_TRANSLATE_NOOP("quissama.messages", "the Cabeça de Porco"),
    "quissama.place.square": QT_TRANSLATE_NOOP("quissama.messages", "the {square}"),
    "quissama.place.minister": QT_TRANSLATE_NOOP("quissama.messages", "the minister in space {slot}"),
    "quissama.place.business": QT_TRANSLATE_NOOP("quissama.messages", "the {business}"),
    "quissama.region.NAGOA": QT_TRANSLATE_NOOP("quissama.messages", "Nagoa"),
    "quissama.region.GUAIAMUM": QT_TRANSLATE_NOOP("quissama.messages", "Guaiamum"),
    # player colours (engine data "colours")
    "quissama.colour.yellow": QT_TRANSLATE_NOOP("quissama.messages", "yellow"),
    "quissama.colour.white": QT_TRANSLATE_NOOP("quissama.messages", "white"),
    "quissama.colour.green": QT_TRANSLATE_NOOP("quissama.messages", "green"),
    "quissama.colour.red": QT_TRANSLATE_NOOP("quissama.messages", "red"),
    "quissama.colour.purple": QT_TRANSLATE_NOOP("quissama.messages", "purple"),
    # options (engines/quissama/__init__.py OPTIONS)
    "quissama.option.one_capoeira": QT_TRANSLATE_NOOP("quissama.messages", "One capoeira per square"),
    "quissama.option.one_capoeira.help": QT_TRANSLATE_NOOP("quissama.messages", "Advanced rule: each square starts with 1 capoeira instead of 2."),
    "quissama.option.one_character": QT_TRANSLATE_NOOP("quissama.messages", "One character each"),
    "quissama.option.one_character.help": QT_TRANSLATE_NOOP("quissama.messages", "Advanced rule: a player may conquer only one character in the whole game (Bernardina does not count)."),
    "quissama.option.small_gallery": QT_TRANSLATE_NOOP("quissama.messages", "Small Gallery"),
    "quissama.option.small_gallery.help": QT_TRANSLATE_NOOP("quissama.messages", "Advanced rule: the Gallery holds Quissama, Bernardina and one character per player, drawn at random."),
    "quissama.option.fewer_scandals": QT_TRANSLATE_NOOP("quissama.messages", "Fewer Scandals"),
    "quissama.option.fewer_scandals.help": QT_TRANSLATE_NOOP("quissama.messages", "Advanced rule: one Scandal more than the number of players."),
    "quissama.option.fewer_blessings": QT_TRANSLATE_NOOP("quissama.messages", "Fewer Imperial Blessings"),
    "quissama.option.fewer_blessings.help": QT_TRANSLATE_NOOP("quissama.messages", "Advanced rule: as many Imperial Blessings as players."),
    "quissama.option.fast_market": QT_TRANSLATE_NOOP("quissama.messages", "Fast Market"),
    "quissama.option.fast_market.help": QT_TRANSLATE_NOOP("quissama.messages", "Advanced rule: any number of Market exchanges per turn, never taking back a card you gave; the Market is not renewed."),
    "quissama.option.bernardina_one_action": QT_TRANSLATE_NOOP("quissama.messages", "One Bernardina action per turn"),
    "quissama.option.bernardina_one_action.help": QT_TRANSLATE_NOOP("quissama.messages", "Ruling: removing a meeple from Bernardina and placing one on her take two turns."),
    "quissama.option.employ_any": QT_TRANSLATE_NOOP("quissama.messages", "Employ in any business"),
    "quissama.option.employ_any.help": QT_TRANSLATE_NOOP("quissama.messages", "House rule: employ capoeiras in other players' businesses too (the rulebook's reading: only in your own)."),
    "quissama.option.round_cap": QT_TRANSLATE_NOOP("quissama.messages", "Round limit"),
    "quissama.option.round_cap.help": QT_TRANSLATE_NOOP("quissama.messages", "After this many rounds without a winner the game ends in a draw."),
}

# No TURN_STARTS: a Quissama turn starts in the middle of the previous player's last decision
# (its refill), so the log numbers every decision instead (i18n.messages.log_lines).
#: public twins left out of the log when their private line was shown for the same step
PUBLIC_TWINS = {"quissama.stole": "quissama.stolen_card", "quissama.peeked": "quissama.peek_cards",
                "quissama.swapped": "quissama.swapped_cards",
                # the drawer reads which cards, the others how many (a ministers' draw too)
                "quissama.drew": "quissama.drew_cards"}

_SEATS = ("seat", "from", "victim")


def template_key(event: Any) -> str:
    """The template of ``event``: its type, refined for special cards (per card and
    effect), a Princesa's free, a conquest from another player and draws for ministers."""
    t = event.type
    p = event.params
    if t == "quissama.special":
        card = p.get("card")
        sub = p.get("direction") or p.get("option")
        for key in (f"quissama.special.{card}.{sub}", f"quissama.special.{card}"):
            if key in TEMPLATES:
                return key
        return "quissama.special"
    if t == "quissama.freed" and p.get("princesa"):
        return "quissama.freed_princesa"
    if t == "quissama.conquered" and p.get("from") is not None:
        return "quissama.conquered_from"
    if t == "quissama.drew" and p.get("reason") == "ministers":
        return "quissama.drew_ministers"
    return t


_memo: dict[tuple, str] = {}
_memo_generation = [-1]


def _text(key: str, **params: Any) -> str:
    """``i18n.messages.text`` remembered per language (the table asks for the same names on
    every redraw: decision -> board updated must stay within 10 ms)."""
    from ...i18n import generation, messages
    g = generation()
    if g != _memo_generation[0]:
        _memo.clear()
        _memo_generation[0] = g
    memo_key = (key, tuple(sorted(params.items())))
    out = _memo.get(memo_key)
    if out is None:
        if len(_memo) > 5000:
            _memo.clear()
        out = _memo[memo_key] = messages.text(key, **params)
    return out


def character_name(char: Any) -> str:
    key = f"quissama.character.{char}"
    return _text(key) if key in TEMPLATES else str(char)


def kind_name(kind: Any) -> str:
    key = f"quissama.card.{kind}"
    return _text(key) if key in TEMPLATES else str(kind)


def square_name(square: Any) -> str:
    key = f"quissama.square.{square}"
    return _text(key) if key in TEMPLATES else str(square)


def business_name(business: Any) -> str:
    """``"BZ_N3"`` -> "business N3" (its id on the board)."""
    return _text("quissama.business", number=str(business).replace("BZ_", ""))


def colour_name(colour: Any) -> str:
    key = f"quissama.colour.{colour}"
    return _text(key) if key in TEMPLATES else str(colour)


def place_name(place: Any, ctx: Any = None) -> str:
    """An attack target, Imperador target or Peito location: ``square:ID``, ``business:ID``,
    ``minister:k`` or ``cdp``."""
    if place == "cdp":
        return _text("quissama.place.cdp")
    kind, _, ident = str(place).partition(":")
    if kind == "square":
        return _text("quissama.place.square", square=square_name(ident))
    if kind == "business":
        return _text("quissama.place.business", business=business_name(ident))
    if kind == "minister":
        return _text("quissama.place.minister", slot=ident)
    return str(place)


def cards_text(value: Any) -> str:
    """A list of kinds, a ``{kind: n}`` dict or a payment ``"KIND:n,KIND:m"`` in words."""
    if isinstance(value, str):
        items = []
        for part in value.split(","):
            if part:
                kind, _, n = part.partition(":")
                items.append((kind, int(n or 1)))
    elif isinstance(value, Mapping):
        items = [(k, int(n)) for k, n in value.items()]
    elif isinstance(value, (list, tuple)):
        counts: dict[str, int] = {}
        for k in value:
            counts[str(k)] = counts.get(str(k), 0) + 1
        items = list(counts.items())
    else:
        return str(value)
    if not items:
        return _text("quissama.nothing")
    return ", ".join(kind_name(k) if n == 1 else _text("quissama.card.count", count=n, card=kind_name(k))
                     for k, n in items)


#: the end of a turn once the hand is down to 5 (Q-T4: Done refills it to 5)
_DISCARD_DONE = QT_TRANSLATE_NOOP("quissama.table", "press Done to draw back up to 5, or discard more cards first.")


def discard_words(view: Any) -> str:
    """The end-of-turn step in words for the seat to move in ``view`` (its hand over 5: how
    many more cards; else Done), "" outside the end of a turn or without that hand."""
    from PySide6.QtCore import QCoreApplication
    if not isinstance(view, Mapping) or view.get("phase") != "cleanup":
        return ""
    seats, seat = view.get("seats") or [], view.get("current")
    if not isinstance(seat, int) or not 0 <= seat < len(seats) or "hand" not in seats[seat]:
        return ""
    excess = len(seats[seat]["hand"]) - 5
    if excess > 0:   # Qt's plural forms: "discard 1 more card", "discard 2 more cards"
        return quissama_counts.tr("discard %n more card(s): click the highlighted cards in your hand.", "", excess)
    return QCoreApplication.translate("quissama.table", _DISCARD_DONE)


def words(p: Mapping[str, Any], ctx: Any) -> dict[str, str]:
    """Parameters of a Quissama event, prompt or progress line turned into words; at the end
    of a turn also ``discard`` (:func:`discard_words`, from the view on screen)."""
    out: dict[str, str] = {}
    view = getattr(ctx, "view", None)
    if isinstance(view, Mapping) and view.get("phase") == "cleanup":
        out["discard"] = discard_words(view)
    for name, value in p.items():
        if name in _SEATS:
            out[name] = ctx.seat(value)
        elif name == "target":
            out[name] = ctx.seat(value) if isinstance(value, int) else place_name(value, ctx)
        elif name == "location":
            out[name] = place_name(value, ctx)
        elif name == "business":
            out[name] = business_name(value)
        elif name == "square":
            out[name] = square_name(value)
        elif name == "character":
            out[name] = character_name(value)
        elif name in ("card", "give", "take"):
            out[name] = kind_name(value)
        elif name == "cards":
            out[name] = cards_text(value) if not isinstance(value, int) else str(value)
        elif name == "slot" and isinstance(value, int):
            out[name] = str(value)
        else:
            out[name] = str(value)
    count = p.get("count")
    if isinstance(count, int) and not isinstance(count, bool):   # "1 card", "5 cards": Qt's plural forms
        out["count_cards"] = quissama_counts.tr("%n card(s)", "", count)
    return out
