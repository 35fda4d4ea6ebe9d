"""Words that come from data files are listed for lupdate and translated in every language."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication

from contaria_desktop.games.contaria import terms


def _cards():
    from contaria_desktop.games.contaria import cardtext
    return cardtext.card_data()


def test_every_contaria_card_name_is_listed():
    names = {c["name"] for c in _cards()["cards"]}
    assert names == set(terms.CONTARIA_CARD_NAMES)


def test_every_contaria_type_and_marker_has_a_template():
    from contaria_desktop.games.contaria import cardtext
    data = _cards()
    for t in data["types"]:
        assert t in cardtext._TYPE_NAMES, t
    for m in data["markers"]:
        assert m in cardtext._MARKER_NAMES, m


def test_every_charlatao_name_has_a_template():
    from contaria_desktop.engines.charlatao.rules_data import CHARACTERS, QUALITIES, SUITS
    from contaria_desktop.i18n import messages
    for kind, ids in (("character", CHARACTERS), ("space", QUALITIES), ("suit", SUITS)):
        for i in ids:
            assert messages.has_text(f"charlatao.{kind}.{i}"), (kind, i)


@pytest.mark.parametrize("code,name,expected", [
    ("es", "Lobo Mau", "Lobo Mau"), ("es", "Chapeuzinho Vermelho", "Chapeuzinho Vermelho"),
    ("pt_BR", "Lobo Mau", "Lobo Mau"), ("es", "CRIANÇA", "CRIANÇA"), ("es", "Dwarf", "Enano")])
def test_card_names_are_as_printed_in_every_language(app, code, name, expected):
    """Contária's card-name policy (translations/README.md, "Card names"): card names and type
    banners as printed, in every language (issue 18.8); markers are words of the sentence."""
    from contaria_desktop.i18n import install_translators
    install_translators(app, code)
    assert QCoreApplication.translate("contaria.cards", name) == expected
