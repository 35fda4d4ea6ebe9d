"""Quissama rules summary (Help ▸ Rules summary): ``(tag, English source)`` blocks in context
``rules.quissama`` (tags ``h1``, ``h2``, ``p``, ``li``; ``<b>``/``<i>`` only), rendered by
:func:`contaria_desktop.i18n.rules.rules_html`.

Source: ``shared/rules/quissama-rulebook.en.txt`` (sections named in the headings) and the
rulings kept as options (``shared/rules/rulings/open-questions.md``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

RULES: tuple[tuple[str, str], ...] = (
    ("h1", QT_TRANSLATE_NOOP("rules.quissama", "Quissama – rules summary")),
    ("p", QT_TRANSLATE_NOOP("rules.quissama",
        "Rio de Janeiro, 19th century: the capoeira gangs <b>Nagoa</b> (blue) and <b>Guaiamum</b> (red) share the "
        "city. Conquer a character of the <b>Gallery</b> and reach the objective written on it: the first player "
        "to do so wins at once, even during another player's turn.")),
    ("h2", QT_TRANSLATE_NOOP("rules.quissama", "Setup")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "Two black capoeiras on each of the four squares (praças); the rest wait in the Senzala.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "Each player has 10 meeples of one colour and 5 cards; three cards face up form the Market.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "In the first round each player opens one business (comércio) for free.")),
    ("h2", QT_TRANSLATE_NOOP("rules.quissama", "Your turn")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "Draw one card for each of your ministers in the Ministry.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "Use each of your characters' abilities once (from the turn after you conquered them).")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "Pay with cards for as many moves as you like. Icons add up across cards; what is left over of Nagoa, "
        "Guaiamum and Coin may be used later in the same turn. A full business's coin token counts as coins.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "Exchange one card with the Market once per turn; three identical cards there are replaced.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "End the turn: discard down to 5 cards, then draw up to 5.")),
    ("h2", QT_TRANSLATE_NOOP("rules.quissama", "Moves and their cost")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "<b>Acquire a business</b>: Bourgeois + 2 Coins; your meeple becomes its merchant.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "<b>Employ</b> a capoeira in your business: 2 Coins + a capoeira card of its gang; it comes from the square "
        "linked by a road. A full business (merchant and two workers) gives a coin token, usable from your next turn.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "<b>Free</b> a capoeira from the Senzala onto a square: Liberty + a capoeira card of its gang.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama", "<b>Recruit</b> a Guaiamum from a square into the Cabeça de Porco: 2 Coins + Guaiamum.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "<b>Attack</b> with 3 capoeiras of one gang a square of the other region, then (once its square is empty) a "
        "business there; Nagoas may attack the Cabeça de Porco while a Guaiamum square is empty.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "<b>Minister</b>: Bourgeois + Crown + Coin; the new minister enters space 1 and pushes the others down; "
        "one pushed out of space 6 goes home.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "<b>Influence</b> a character: pay its cost (+ a Bourgeois if it is in an opponent's area). The first "
        "player with two meeples on it conquers it.")),
    ("h2", QT_TRANSLATE_NOOP("rules.quissama", "Playing on this table")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "Click a place on the board, a character, a meeple on a character, a special card or a Market card: "
        "the places you can use are lit. When one place allows several moves, the move buttons under the board "
        "light up.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "When several sets of cards can pay, click the cards you pay with until only one set fits. Esc cancels.")),
    ("li", QT_TRANSLATE_NOOP("rules.quissama",
        "Each player's area shows how far they are from each objective they hold, for example \"squares filled 2/3\".")),
    ("h2", QT_TRANSLATE_NOOP("rules.quissama", "End of the game")),
    ("p", QT_TRANSLATE_NOOP("rules.quissama",
        "A player whose unblocked character's objective is met wins. If nobody wins within the round limit "
        "(an option), the game ends in a draw.")),
)
