"""Words of the Quissama table that are not engine messages: icon letters, the characters'
abilities and objectives and the special cards' effects (rulebook, "Know the Characters",
"Special Cards"), labels of the board and the seat areas. Names of characters, cards and
places are the message templates (:mod:`.messages`), shared with the log.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...engines.quissama import rules_data
from ...i18n.context import TrContext
from . import messages

translate = QCoreApplication.translate
CONTEXT = "quissama.table"
# every count on the board and in the seats' lines, with Qt's plural forms (QA of issue 13:
# never "1 capoeiras"); lupdate reads the context from the name
quissama_counts = TrContext("quissama_counts")

character_name = messages.character_name
kind_name = messages.kind_name
square_name = messages.square_name
business_name = messages.business_name

#: player colours on screen (engine data ``colours``)
PLAYER_COLOURS = {"yellow": "#f2c230", "white": "#f4f4f0", "green": "#3fae5a", "red": "#d9453b",
                  "purple": "#8e5bd1"}

_ICONS = {
    "N": QT_TRANSLATE_NOOP("quissama.table", "N"),
    "G": QT_TRANSLATE_NOOP("quissama.table", "G"),
    "C": QT_TRANSLATE_NOOP("quissama.table", "C"),
    "L": QT_TRANSLATE_NOOP("quissama.table", "L"),
    "B": QT_TRANSLATE_NOOP("quissama.table", "B"),
    "K": QT_TRANSLATE_NOOP("quissama.table", "K"),
}
_ICON_NAMES = {
    "N": QT_TRANSLATE_NOOP("quissama.table", "Nagoa"),
    "G": QT_TRANSLATE_NOOP("quissama.table", "Guaiamum"),
    "C": QT_TRANSLATE_NOOP("quissama.table", "Coin"),
    "L": QT_TRANSLATE_NOOP("quissama.table", "Liberty"),
    "B": QT_TRANSLATE_NOOP("quissama.table", "Bourgeois"),
    "K": QT_TRANSLATE_NOOP("quissama.table", "Crown"),
}

_ABILITIES = {
    "QUISSAMA": QT_TRANSLATE_NOOP("quissama.table", "Ability: draw a card and put it face up under Quissama, or take all the cards there into your hand."),
    "WOODRUFF": QT_TRANSLATE_NOOP("quissama.table", "Ability: look at a player's hand and swap one of your cards with one of theirs (or none)."),
    "BERNARDINA": QT_TRANSLATE_NOOP("quissama.table", "No ability. To place a meeple on her you need a free character of your own; only one meeple may be on her."),
    "ALEMAO": QT_TRANSLATE_NOOP("quissama.table", "Ability: steal one card, unseen, for each capoeira in the Cabeça de Porco, alternating between opponents."),
    "ALENCAR": QT_TRANSLATE_NOOP("quissama.table", "Ability: place a minister paying only two of Bourgeois, Crown and Coin."),
    "IMPERADOR": QT_TRANSLATE_NOOP("quissama.table", "Ability: replace an opponent's merchant or minister with your meeple, paying its cost."),
    "PRINCESA": QT_TRANSLATE_NOOP("quissama.table", "Ability: free one capoeira onto a square paying only the capoeira card."),
    "ARAUJO": QT_TRANSLATE_NOOP("quissama.table", "Ability: your coin tokens are worth +2."),
}
_OBJECTIVES = {
    "QUISSAMA": QT_TRANSLATE_NOOP("quissama.table", "Objective: bring Bernardina to your area."),
    "WOODRUFF": QT_TRANSLATE_NOOP("quissama.table", "Objective: bring Bernardina to your area."),
    "BERNARDINA": QT_TRANSLATE_NOOP("quissama.table", "No objective of her own."),
    "ALEMAO": QT_TRANSLATE_NOOP("quissama.table", "Objective: fill the Cabeça de Porco with Guaiamuns."),
    "ALENCAR": QT_TRANSLATE_NOOP("quissama.table", "Objective: 2 ministers and 2 full businesses."),
    "IMPERADOR": QT_TRANSLATE_NOOP("quissama.table", "Objective: 4 ministers in the Ministry."),
    "PRINCESA": QT_TRANSLATE_NOOP("quissama.table", "Objective: fill 3 squares with capoeiras."),
    "ARAUJO": QT_TRANSLATE_NOOP("quissama.table", "Objective: 4 full businesses."),
}
_SPECIALS = {
    "ESCANDALO": QT_TRANSLATE_NOOP("quissama.table", "Send any minister home; then this card leaves the game."),
    "BENCAO_IMPERIAL": QT_TRANSLATE_NOOP("quissama.table", "Counts as any one icon."),
    "BENCAO_DE_PEITO": QT_TRANSLATE_NOOP("quissama.table", "Send any capoeira on the board back to the Senzala."),
    "FUGA": QT_TRANSLATE_NOOP("quissama.table", "Free a capoeira from the Senzala onto any square."),
    "COLAR": QT_TRANSLATE_NOOP("quissama.table", "Place a meeple on Woodruff; with Woodruff, on Bernardina (no extra Bourgeois)."),
    "MALTA": QT_TRANSLATE_NOOP("quissama.table", "Remove a meeple from the Alemão or place one on Quissama (no extra Bourgeois)."),
    "CABECA_DE_PORCO": QT_TRANSLATE_NOOP("quissama.table", "Move a Guaiamum from a square into the Cabeça de Porco, or back."),
    "BURGUESIA": QT_TRANSLATE_NOOP("quissama.table", "Place a meeple on Alencar or Araújo (no extra Bourgeois)."),
    "FAMILIA_IMPERIAL": QT_TRANSLATE_NOOP("quissama.table", "Place a meeple on the Imperador or the Princesa (no extra Bourgeois)."),
}
#: the short objective line printed on a character card, by the data's ``objective`` key; its
#: numbers come from the data too (``ministers``, ``full_businesses``, ``squares``); the full
#: sentence (:data:`_OBJECTIVES`) is in the hover preview (rulebook, "Know the Characters")
_SHORT_OBJECTIVES = {
    "own_bernardina": QT_TRANSLATE_NOOP("quissama.table", "Bernardina in your area"),
    "cdp_full": QT_TRANSLATE_NOOP("quissama.table", "Cabeça de Porco full of Guaiamuns"),
    "ministers_and_full_businesses": QT_TRANSLATE_NOOP("quissama.table", "{ministers} ministers + {full_businesses} full businesses"),
    "ministers": QT_TRANSLATE_NOOP("quissama.table", "{ministers} ministers"),
    "full_squares": QT_TRANSLATE_NOOP("quissama.table", "{squares} full squares"),
    "full_businesses": QT_TRANSLATE_NOOP("quissama.table", "{full_businesses} full businesses"),
    None: QT_TRANSLATE_NOOP("quissama.table", "No objective"),
}
#: a special card's effect in a few words, printed when the whole effect does not fit the
#: card at a readable size (the whole effect is in the hover preview)
_SHORT_SPECIALS = {
    "ESCANDALO": QT_TRANSLATE_NOOP("quissama.table", "A minister goes home"),
    "BENCAO_IMPERIAL": QT_TRANSLATE_NOOP("quissama.table", "Any one icon"),
    "BENCAO_DE_PEITO": QT_TRANSLATE_NOOP("quissama.table", "A capoeira to the Senzala"),
    "FUGA": QT_TRANSLATE_NOOP("quissama.table", "Free a capoeira anywhere"),
    "COLAR": QT_TRANSLATE_NOOP("quissama.table", "Meeple on Woodruff or Bernardina"),
    "MALTA": QT_TRANSLATE_NOOP("quissama.table", "Alemão −1 meeple or Quissama +1"),
    "CABECA_DE_PORCO": QT_TRANSLATE_NOOP("quissama.table", "Move a Guaiamum"),
    "BURGUESIA": QT_TRANSLATE_NOOP("quissama.table", "Meeple on Alencar or Araújo"),
    "FAMILIA_IMPERIAL": QT_TRANSLATE_NOOP("quissama.table", "Meeple on Imperador or Princesa"),
}
#: a shorter whole form of a long character name, printed on a card too small for the whole
#: name even on two lines (the rulebook's own short form: "Meeple on Alencar"); never "José de Alen…"
_SHORT_NAMES = {
    "ALENCAR": QT_TRANSLATE_NOOP("quissama.table", "Alencar"),
}
_VERBS = {
    "acquire": QT_TRANSLATE_NOOP("quissama.table", "Acquire"),
    "employ": QT_TRANSLATE_NOOP("quissama.table", "Employ"),
    "attack": QT_TRANSLATE_NOOP("quissama.table", "Attack"),
    "imperador": QT_TRANSLATE_NOOP("quissama.table", "Imperador"),
    "free": QT_TRANSLATE_NOOP("quissama.table", "Free"),
    "free_princesa": QT_TRANSLATE_NOOP("quissama.table", "Free (Princesa)"),
    "recruit": QT_TRANSLATE_NOOP("quissama.table", "Recruit"),
    "minister": QT_TRANSLATE_NOOP("quissama.table", "Minister"),
    "minister_alencar": QT_TRANSLATE_NOOP("quissama.table", "Minister (Alencar)"),
}


def _tr(source: str) -> str:
    return translate(CONTEXT, source)


def icon_letter(icon: str) -> str:
    return _tr(_ICONS[icon]) if icon in _ICONS else icon


def icon_name(icon: str) -> str:
    return _tr(_ICON_NAMES[icon]) if icon in _ICON_NAMES else icon


def ability(char: str) -> str:
    return _tr(_ABILITIES[char]) if char in _ABILITIES else ""


def objective(char: str) -> str:
    return _tr(_OBJECTIVES[char]) if char in _OBJECTIVES else ""


def special_effect(kind: str) -> str:
    return _tr(_SPECIALS[kind]) if kind in _SPECIALS else ""


def short_objective(char: str) -> str:
    """The objective of ``char`` in a few words, from the data's ``objective`` key and numbers
    ("4 ministers", "3 full squares"); the whole sentence is :func:`objective`."""
    d = rules_data.CHARACTERS.get(char) or {}
    key = d.get("objective")
    if key not in _SHORT_OBJECTIVES:
        return objective(char)
    return _tr(_SHORT_OBJECTIVES[key]).format(**{k: v for k, v in d.items() if isinstance(v, int)})


def short_character_name(char: str) -> str:
    """The short form of ``char``'s name ("Alencar"), or its name when it has none."""
    return _tr(_SHORT_NAMES[char]) if char in _SHORT_NAMES else character_name(char)


def short_effect(kind: str) -> str:
    """A special card's effect in a few words ("" for a card of icons)."""
    return _tr(_SHORT_SPECIALS[kind]) if kind in _SHORT_SPECIALS else ""


def verb_lines(name: str) -> tuple[str, str]:
    """A move button's caption on two lines, split before its bracket: "Free (Princesa)" ->
    ("Free", "(Princesa)"); ("Recruit", "") for a caption without one."""
    caption = verb(name)
    head, sep, tail = caption.partition(" (")
    return (head, "(" + tail) if sep else (caption, "")


def verb(name: str) -> str:
    return _tr(_VERBS[name]) if name in _VERBS else name


def cost_text(char: str) -> str:
    """The influence cost in words ("5 × Nagoa", "three identical cards")."""
    cost = rules_data.CHARACTERS[char]["cost"]
    if not isinstance(cost, dict):
        return translate("quissama.table", "three identical cards")
    return " + ".join(f"{n} × {icon_name(i)}" if n > 1 else icon_name(i) for i, n in cost.items())


def cost_line(char: str) -> str:
    return translate("quissama.table", "Influence cost: {cost}").format(cost=cost_text(char))


def blocked_note() -> str:
    return translate("quissama.table", "Blocked: an opponent's meeple is on it (no ability, no objective).")


def won_note() -> str:
    """The score screen's legend of the ★ badge (QA of issue 13)."""
    return translate("quissama.table", "Objective reached: the character whose objective won the game.")


def progress_note() -> str:
    """The score screen's legend of the "2/3" progress chips (QA of issue 13)."""
    return translate("quissama.table", "n/m: progress toward each objective (reached/needed; hover a chip for its words).")


def player_colour(colour: Any) -> str:
    return PLAYER_COLOURS.get(str(colour), "#888888")


def progress_line(line: dict) -> str:
    """One progress line of the view (``{"key", "have", "need"}``) in words."""
    key = str(line.get("key"))
    have, need = str(line.get("have", 0)), str(line.get("need", 0))
    if key in messages.TEMPLATES:
        return messages._text(key, have=have, need=need)
    return f"{key} {have}/{need}"


def capoeiras(n: int) -> str:
    """"1 capoeira", "5 capoeiras" (a pile of black meeples' hover)."""
    return quissama_counts.tr("%n capoeira(s)", "", int(n))


def seat_line(hand: int, supply: int, ministers: int) -> str:
    """A seat's line: "5 cards · 1 meeple · 0 ministers" (Qt's plural forms, zero apart:
    Qt's Portuguese rule puts 0 with 1, "0 ministro", where Brazilian Portuguese says "0
    ministros" - QA of issue 13). The plural calls stay literal: lupdate reads them."""
    hand, supply, ministers = int(hand), int(supply), int(ministers)
    return " · ".join((
        translate("quissama.table", _ZERO_CARDS) if hand == 0 else quissama_counts.tr("%n card(s)", "", hand),
        translate("quissama.table", _ZERO_MEEPLES) if supply == 0 else quissama_counts.tr("%n meeple(s)", "", supply),
        translate("quissama.table", _ZERO_MINISTERS) if ministers == 0
        else quissama_counts.tr("%n minister(s)", "", ministers)))


# the zero counts of seat_line, worded on their own (see there)
_ZERO_CARDS = QT_TRANSLATE_NOOP("quissama.table", "0 cards")
_ZERO_MEEPLES = QT_TRANSLATE_NOOP("quissama.table", "0 meeples")
_ZERO_MINISTERS = QT_TRANSLATE_NOOP("quissama.table", "0 ministers")


def coin_tokens(n: int, value: int) -> str:
    """A seat's coin tokens: "1 coin token +1", "3 coin tokens +2"."""
    return quissama_counts.tr("%n coin token(s) +{value}", "", int(n)).format(value=value)


def credit_text(credit: dict) -> str:
    """Icons left over this turn ({icon: n}, n > 0): "1 Coin, 2 Nagoas"."""
    parts = []
    for icon, n in credit.items():
        if icon == "N":
            parts.append(quissama_counts.tr("%n Nagoa(s)", "", int(n)))
        elif icon == "G":
            parts.append(quissama_counts.tr("%n Guaiamum(s)", "", int(n)))
        elif icon == "C":
            parts.append(quissama_counts.tr("%n Coin(s)", "", int(n)))
        else:
            parts.append(f"{n} {icon_name(icon)}")
    return ", ".join(parts)


def chosen_reason(key: str) -> str:
    """Why a hand card is dimmed while a payment is being chosen."""
    return translate("quissama.table", "Chosen to pay")


_labels: dict[int, dict[str, str]] = {}


def labels() -> dict[str, str]:
    """Fixed labels of the board and the seat areas, in the language on screen (kept per
    language: the layout asks on every redraw)."""
    from ...i18n import generation
    g = generation()
    if g not in _labels:
        _labels.clear()
        _labels[g] = _make_labels()
    return _labels[g]


def _make_labels() -> dict[str, str]:
    return {
        "ministry": translate("quissama.table", "Ministry"),
        "senzala": translate("quissama.table", "Senzala"),
        "cdp": translate("quissama.table", "Cabeça de Porco"),
        "gallery": translate("quissama.table", "Gallery"),
        "market": translate("quissama.table", "Market"),
        "deck": translate("quissama.table", "Deck"),
        "discard": translate("quissama.table", "Discard pile"),
        "stash": translate("quissama.table", "Under Quissama"),
        "hand": translate("quissama.table", "{seat} – hand"),
        "merchant": translate("quissama.table", "B"),
        "worker": translate("quissama.table", "C"),
        "coin": translate("quissama.table", "Coin token +{value}"),
        "coin_fresh": translate("quissama.table", "Coin token +{value} (usable from the next turn)"),
        "coin_used": translate("quissama.table", "Coin token +{value} (used this turn)"),
        "no_characters": translate("quissama.table", "No character yet"),
        "square_short": translate("quissama.table", "square {id}"),
        "known": translate("quissama.table", "Cards of {seat} you know"),
        "turn_credit": translate("quissama.table", "Left over this turn: {credit}"),
        # a seat area's title: one pair of brackets, never "Player 2 (you) (white)" (QA of issue 13)
        "seat_title": translate("quissama.table", "{seat} ({colour})"),
        "seat_title_you": translate("quissama.table", "{seat} (you, {colour})"),
    }
