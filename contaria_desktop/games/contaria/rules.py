"""Contária rules summary (Help ▸ Rules summary): ``(tag, English source)`` blocks, each its
own message in context ``rules.contaria`` so a translator works on short pieces and a corrected
sentence invalidates only its own translation. Tags: ``h1``, ``h2``, ``p``, ``li``
(consecutive items form one list); the text may hold ``<b>``/``<i>`` and nothing else.
Rendered by :func:`contaria_desktop.i18n.rules.rules_html`.

Source: the Contária rulebook (``shared/rules/contaria-rulebook.en.txt``, sections named in the
headings).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

RULES: tuple[tuple[str, str], ...] = (
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
    ("h2", QT_TRANSLATE_NOOP("rules.contaria", "Unverified values")),
    ("p", QT_TRANSLATE_NOOP("rules.contaria",
        "A few values in this game could not yet be compared with the printed cards, so they were "
        "worked out from the rules. They are marked with a small * (on a card also with a dotted ring "
        "or a ?); hold the mouse over the mark to see it. Such a value may still change in a later "
        "version once it is checked.")),
)
