"""Dark Tales rules summary (Help ▸ Rules summary): ``(tag, English source)`` blocks in context
``rules.dark_tales`` (tags ``h1``, ``h2``, ``p``, ``li``; ``<b>``/``<i>`` only). Rendered by
:func:`contaria_desktop.i18n.rules.rules_html`.

Source: the rulebook (``shared/rules/dark-tales-rules.es.txt``: Preparar, Como se Juega, Las
cartas, Fin del juego) and the rulings (``shared/rules/rulings/open-questions.md``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

RULES: tuple[tuple[str, str], ...] = (
    ("h1", QT_TRANSLATE_NOOP("rules.dark_tales", "Dark Tales – rules summary")),
    ("p", QT_TRANSLATE_NOOP("rules.dark_tales",
        "In the land of dark tales not everyone lives happily ever after. Play characters, villains, "
        "places and events, use items at the right moment and collect the most victory points (VP).")),
    ("h2", QT_TRANSLATE_NOOP("rules.dark_tales", "Setting up")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "One setting card <b>A</b> and one setting card <b>B</b> are drawn at random (or chosen as options). "
        "A says what the items do during play, B what scores at the end. Read together, joined by "
        "“and”, their titles name the tale you are playing.")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "A Night card starts face up in the middle. Everyone gets 3 cards; the rest is the deck.")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "The items (8 gold coins, 4 swords, 4 armours, 4 magic wands) form the supply: when a kind runs "
        "out, nobody can take it.")),
    ("h2", QT_TRANSLATE_NOOP("rules.dark_tales", "Your turn")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "<b>Draw</b> the top card of the deck (not when the deck is empty, nor while the Witch is in front of you).")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "<b>Use an item</b> (optional): return the items a line of card A asks for to the supply and "
        "apply that line. Only items you had before this turn; the line must be able to do something "
        "(the Sword needs a villain in play). On the table: click the line's tokens under the setting "
        "cards, or its button in the bar.")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "<b>Play a card</b> from your hand (click it): take its printed VP, do as much of its text as "
        "you can, and put it where it goes: in front of you, in the common area, or on the discard pile.")),
    ("p", QT_TRANSLATE_NOOP("rules.dark_tales",
        "Cards in front of any player and in the common area are “in play”; cards in front of you are "
        "“yours”. The Dark Lord never counts when points are added up, but it can be targeted. "
        "When a card asks you to choose, the possible targets are highlighted: click one.")),
    ("h2", QT_TRANSLATE_NOOP("rules.dark_tales", "Hidden information")),
    ("p", QT_TRANSLATE_NOOP("rules.dark_tales",
        "Hands and the deck are secret, and so is each player's VP pile (unless the option “Open "
        "scores” is on). A card taken from play, revealed by the Gypsy or the Wizard, or seen with the "
        "Secret Helper stays known to those who saw it: the table shows it face up for them.")),
    ("h2", QT_TRANSLATE_NOOP("rules.dark_tales", "End of the game")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "Once the deck is empty nobody draws. The game ends when a player starts a turn with no card "
        "in hand (that player does not play).")),
    ("li", QT_TRANSLATE_NOOP("rules.dark_tales",
        "Apply setting card B, then everyone reveals their VP: the highest total wins. A tie goes to "
        "the tied player with the most items + cards in hand; still tied, the victory is shared.")),
    ("p", QT_TRANSLATE_NOOP("rules.dark_tales",
        "Most card values are reconstructed from reviews and examples; the card reference and the "
        "hover texts mark them with “(?)”.")),
)
