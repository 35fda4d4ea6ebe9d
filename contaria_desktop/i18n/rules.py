"""In-app rules summaries (Help ▸ Rules summary), one per game, as HTML built from
translatable paragraphs.

Each paragraph is its own message in a per-game context (``rules.contaria``,
``rules.charlatao``), so a translator works on short pieces and a corrected sentence
invalidates only its own translation. The text may hold ``<b>``/``<i>`` and nothing else.

Sources: Contária rulebook (``shared/rules/contaria-rulebook.en.txt``, sections named in the
headings); CharLatão manual (``shared/rules/charlatao-manual.pt.txt``) and its scoring notes.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

#: (tag, source text). Tags: ``h1``, ``h2``, ``p``, ``li`` (consecutive items form one list).
Block = tuple[str, str]

_CONTARIA: tuple[Block, ...] = (
    ("h1", QT_TRANSLATE_NOOP("rules.contaria", "Contária – rules summary")),
    ("p", QT_TRANSLATE_NOOP("rules.contaria",
        "Every player builds a fairy tale of four characters. When the game ends, the <b>happiest</b> "
        "tale (most points) and the <b>saddest</b> tale (fewest points) win. The shared "
        "<b>CONTÁRIA</b> tale in the centre of the table competes like a player and wins every tie "
        "with it; players tied with each other all win.")),
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Setup")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria", "Each player gets 3 mirrors.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "All 25 character cards are dealt out. With 3 or 4 players the card left over starts the "
        "CONTÁRIA tale.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "Characters are always played with their <b>initial side</b> up. Only the player who was dealt a "
        "card knows its <b>revealed side</b>.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria", "The last player to have broken a mirror starts.")),
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Your turn: do one of these")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Place</b> a card from your hand into your own tale or into the CONTÁRIA tale. Only when "
        "both are full may you place it into another player's tale that still has room.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Use a mirror</b>: reveal a face-down card in any tale and carry out its abilities. Whoever "
        "reveals a card makes every choice for it, even in another player's tale.")),
    ("p", QT_TRANSLATE_NOOP("rules.contaria",
        "A tale holds at most four cards. When every tale, CONTÁRIA's included, has four cards, the "
        "game ends at once. Cards still face down score as their initial side.")),
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Abilities")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>On reveal</b>: happens when the card is revealed, and again if it is flipped back and "
        "revealed later. An ability that cannot be carried out is ignored; “may” abilities are "
        "optional.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Continuous</b>: works while the card is face up and active, on every card in its tale, "
        "including cards that arrive later.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Deactivated</b>: the card loses its abilities and scores nothing, but it keeps its place "
        "and its types. A deactivated card cannot be moved.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Move</b>: to another tale that has fewer than four cards. <b>Flip back</b>: turn a revealed "
        "card back to its initial side.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Markers</b> (Dwarf, Witch, Giant) act only while the card that placed them is in the same "
        "tale. They follow their card when it moves, is revealed or becomes active again.")),
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Types")),
    ("p", QT_TRANSLATE_NOOP("rules.contaria",
        "The five initial types are DONZELA, CRIANÇA, FADA, CAVALHEIRO and VELHINHA; revealed "
        "characters may also be MONSTRO, NOBRE or HERÓI. A face-down card counts only as its initial "
        "type; a revealed card counts as every type printed on its revealed side.")),
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Scoring")),
    ("p", QT_TRANSLATE_NOOP("rules.contaria",
        "Add up the points of the four cards in each tale. Bonuses are added to a card's points and "
        "count once, however many cards meet their condition. Deactivated cards score 0.")),
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Variants")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Book of Tales</b>: every winner of a tale gets a victory marker; the first player with 3 "
        "markers is the Grand Winner.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Two players</b>: one DONZELA, CRIANÇA, FADA and CAVALHEIRO are removed unseen; each player "
        "gets 10 cards and 4 mirrors. If CONTÁRIA scores 0 or more the higher score wins, otherwise "
        "the lower one; if CONTÁRIA has the highest or the lowest score, the game is a draw.")),
    ("li", QT_TRANSLATE_NOOP("rules.contaria",
        "<b>Single winner</b>: the tale furthest from zero wins, happy or sad (−5 beats +4).")),
)

_CHARLATAO: tuple[Block, ...] = (
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
)

RULES: dict[str, tuple[Block, ...]] = {"contaria": _CONTARIA, "charlatao": _CHARLATAO}


def has_rules(game_id: str) -> bool:
    """True when ``game_id`` has a rules summary."""
    return game_id in RULES


def _context(game_id: str) -> str:
    return f"rules.{game_id}"


def rules_blocks(game_id: str) -> list[tuple[str, str]]:
    """``(tag, translated text)`` of the summary of ``game_id``. Raises ``KeyError`` for a
    game without one."""
    ctx = _context(game_id)
    return [(tag, QCoreApplication.translate(ctx, text)) for tag, text in RULES[game_id]]


def rules_html(game_id: str) -> str:
    """The rules summary of ``game_id`` as HTML for a ``QTextBrowser``, in the language on
    screen; a short translated note for a game without one."""
    if game_id not in RULES:
        note = QCoreApplication.translate("rules", "A rules summary for this game is not written yet.")
        return f"<p>{html.escape(note)}</p>"
    out: list[str] = []
    in_list = False
    for tag, text in rules_blocks(game_id):
        if tag == "li" and not in_list:
            out.append("<ul>")
            in_list = True
        elif tag != "li" and in_list:
            out.append("</ul>")
            in_list = False
        out.append(f"<{tag}>{text}</{tag}>")
    if in_list:
        out.append("</ul>")
    return "\n".join(out)
