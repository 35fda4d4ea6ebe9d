"""CharLatão rules summary (Help ▸ Rules summary): ``(tag, English source)`` blocks, each its
own message in context ``rules.charlatao`` so a translator works on short pieces and a corrected
sentence invalidates only its own translation. Tags: ``h1``, ``h2``, ``p``, ``li``
(consecutive items form one list); the text may hold ``<b>``/``<i>`` and nothing else.
Rendered by :func:`contaria_desktop.i18n.rules.rules_html`.

Source: the CharLatão manual (``shared/rules/charlatao-manual.pt.txt``) and its scoring notes.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

RULES: tuple[tuple[str, str], ...] = (
    ("h1", QT_TRANSLATE_NOOP("rules.charlatao", "CharLatão – rules summary")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "A trick-taking game with dubious copper. Win tricks holding good and excellent copper and "
        "avoid copper of terrible quality. Every round each player is a different character who "
        "knows only part of the truth about the suits. The game ends when every player has been "
        "Ea-Nasir once; the highest total wins (ties: the best last round, then shared).")),
    ("h2", QT_TRANSLATE_NOOP("rules.charlatao", "Characters")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "Clockwise from Ea-Nasir: Assyrian Buyer, Supplier, Babylonian Buyer (4–5 players) and "
        "Messenger of Nanni (5 players). After each round every character passes to the left.")),
    ("h2", QT_TRANSLATE_NOOP("rules.charlatao", "Start of a round")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "The copper cards are dealt out: 16 each with 3 players (one suit is out of the game), 15 with "
        "4, 12 with 5.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "The Supplier secretly chooses the suit of <b>excellent</b> copper. The other suits go face "
        "down at random on the other quality spaces: <b>acceptable</b>, <b>terrible</b>, <b>good "
        "Assyrian</b> and (4–5 players) <b>good Babylonian</b>.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "Each character secretly looks at what it knows: Ea-Nasir the terrible and the acceptable "
        "copper; the Assyrian Buyer the good Assyrian copper (with 4–5 players the good Babylonian "
        "too); the Babylonian Buyer both good coppers; the Messenger nothing.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "Everyone discards one card face down and passes another face down to the left. Ea-Nasir may "
        "not pass a card of the terrible suit. With 5 players the Messenger only discards and the "
        "Babylonian Buyer passes to Ea-Nasir.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "With trump (optional): the discards are shuffled and the top one is turned up; its suit is "
        "trump for the round.")),
    ("h2", QT_TRANSLATE_NOOP("rules.charlatao", "Tricks")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "The Assyrian Buyer leads the first trick. Follow suit if you can; otherwise play any card. "
        "The highest trump wins the trick, else the highest card of the suit led. The winner keeps "
        "the cards and leads the next trick.")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "<b>Revelation</b>: at the end of trick 8 (3 players), 7 (4 players) or 6 (5 players) every "
        "quality space is turned face up for all to see.")),
    ("h2", QT_TRANSLATE_NOOP("rules.charlatao", "Scoring")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "At the end of the round each character scores every card it won by the quality of its "
        "suit, using the values of its own character card (see the card reference). The numbers on "
        "the cards do not count.")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "The Messenger of Nanni scores tricks instead of suits: −2 for each trick won before the "
        "Revelation; after it, 0 points for no trick, 5 for one, 12 for two and 2 for three or more.")),
    ("h2", QT_TRANSLATE_NOOP("rules.charlatao", "Two players: the Charlatan's Proposition")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "Four suits of cards 1–7. Each player gets 9 cards; the other 10 are Ea-Nasir's face-down "
        "hand. The players are the Assyrian and the Babylonian Buyer; each holds, unseen by the other, "
        "the suit card of the <i>other</i> buyer's good copper. Excellent and terrible copper lie face "
        "down on the table. There is no trump.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "Before every trick Ea-Nasir turns up a card of his hand; it is not part of the trick.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "<b>Bribe</b> (once per round): the player who did not lead may play a card not of the suit "
        "led, losing the trick, and looks at one face-down quality card (the second briber sees the "
        "other one). The briber leads the next trick.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "<b>Dividing the copper</b>: the loser of the trick gives one of the three cards to Ea-Nasir, "
        "the winner takes one of the two left, the loser keeps the last.")),
    ("li", QT_TRANSLATE_NOOP("rules.charlatao",
        "Ea-Nasir scores like a third buyer, but only 1 point per card of either good copper. The "
        "most points win the round (ties: all tied win it); the first to win two rounds, Ea-Nasir included, wins the "
        "game.")),
    ("h2", QT_TRANSLATE_NOOP("rules.charlatao", "Unverified values")),
    ("p", QT_TRANSLATE_NOOP("rules.charlatao",
        "A few scoring values could not yet be compared with the printed character cards, so they "
        "were worked out from the manual's examples. They are marked with a small * in the card "
        "previews and on the score screens; hold the mouse over a marked score to see it. Such a "
        "value may still change in a later version once it is checked.")),
)
