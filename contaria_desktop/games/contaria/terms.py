"""Contária's words that come from its data file rather than from code, listed here with
``QT_TRANSLATE_NOOP`` so ``lupdate`` puts them in the catalogs (the game's own package: no
game's words live in the shared ``i18n`` layer).

The code that shows them translates the data value in the same context, e.g.
``QCoreApplication.translate("contaria.cards", card["name"])`` in ``cardtext.py``.
``tests/i18n/test_terms.py`` checks that every name in the data files is listed here, so a
card added to the data cannot slip through untranslated.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Revealed names of the 25 Contária cards (``engines/contaria/data/cards.json``, ``name``),
#: in the ``contaria.cards`` context. The English source keeps the Portuguese names, as
#: the English rulebook does.
CONTARIA_CARD_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("contaria.cards", "Princesa"),
    QT_TRANSLATE_NOOP("contaria.cards", "Irmã Má"),
    QT_TRANSLATE_NOOP("contaria.cards", "Sereia"),
    QT_TRANSLATE_NOOP("contaria.cards", "Serva"),
    QT_TRANSLATE_NOOP("contaria.cards", "Donzela"),
    QT_TRANSLATE_NOOP("contaria.cards", "João"),
    QT_TRANSLATE_NOOP("contaria.cards", "Maria"),
    QT_TRANSLATE_NOOP("contaria.cards", "Pinóquio"),
    QT_TRANSLATE_NOOP("contaria.cards", "Chapeuzinho Vermelho"),
    QT_TRANSLATE_NOOP("contaria.cards", "Criança"),
    QT_TRANSLATE_NOOP("contaria.cards", "Fada Madrinha"),
    QT_TRANSLATE_NOOP("contaria.cards", "Fada Maligna"),
    QT_TRANSLATE_NOOP("contaria.cards", "Mago"),
    QT_TRANSLATE_NOOP("contaria.cards", "Anão"),
    QT_TRANSLATE_NOOP("contaria.cards", "Fada"),
    QT_TRANSLATE_NOOP("contaria.cards", "Fera"),
    QT_TRANSLATE_NOOP("contaria.cards", "Caçador"),
    QT_TRANSLATE_NOOP("contaria.cards", "Príncipe"),
    QT_TRANSLATE_NOOP("contaria.cards", "Gigante"),
    QT_TRANSLATE_NOOP("contaria.cards", "Cavalheiro"),
    QT_TRANSLATE_NOOP("contaria.cards", "Vovó"),
    QT_TRANSLATE_NOOP("contaria.cards", "Bruxa"),
    QT_TRANSLATE_NOOP("contaria.cards", "Rainha Má"),
    QT_TRANSLATE_NOOP("contaria.cards", "Lobo Mau"),
    QT_TRANSLATE_NOOP("contaria.cards", "Velhinha"),
)

