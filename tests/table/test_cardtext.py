"""Card texts come from the engine's card data, translated, with INFERRED values marked."""

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from contaria_desktop.games.contaria import cardtext
from contaria_desktop.games.contaria.cardtext import card_data, initial_side, revealed_side, signed

CARDS = card_data()["cards"]


def test_card_data_is_the_engines():
    assert len(CARDS) == 25
    assert {c["initial"] for c in CARDS} == {"DONZELA", "CRIANCA", "FADA", "CAVALHEIRO", "VELHINHA"}


@pytest.mark.parametrize("card", CARDS, ids=[c["id"] for c in CARDS])
def test_every_card_has_name_types_points_and_sentences(qapp, card):
    side = revealed_side(card["id"])
    assert side.name == card["name"]
    assert side.points == card["score"]
    assert len(side.types) == len(card["types"])
    n_abilities = sum(len(card.get(k, [])) for k in ("on_reveal", "continuous", "immune", "bonus"))
    n_abilities += 1 if card.get("immovable_self") else 0
    assert len(side.abilities) == n_abilities
    for line in side.abilities:
        # whole sentences, no raw data keys leaking into the text
        assert line.endswith("."), line
        assert not re.search(r"[a-z]+_[a-z]+", line), line
        assert "%" not in line, line


def test_numbers_come_from_the_data(qapp):
    maria = revealed_side("crianca_maria")
    assert any(line.startswith("Bonus: +1 if") for line in maria.abilities)
    assert any(line.startswith("Bonus: +2 if the Bruxa") for line in maria.abilities)
    wolf = revealed_side("velhinha_lobo_mau")
    assert "Deactivates every CRIANÇA and VELHINHA (not the Pinóquio or Bruxa) in this tale." \
        in wolf.abilities


def test_options_choose_the_variant_text(qapp):
    owner = revealed_side("velhinha_rainha_ma", {"rainha_ma": "owner_mirrors"})
    flat = revealed_side("velhinha_rainha_ma", {"rainha_ma": "flat"})
    assert "for each used mirror" in owner.abilities[0]
    assert "−3 if" in flat.abilities[0]


def test_inferred_values_are_marked(qapp):
    # Princesa: initial, types and score stated (R §4.2 Ex. 2); her bonus value is inferred
    princesa = revealed_side("donzela_princesa")
    assert "points" not in princesa.unverified and "abilities" in princesa.unverified
    # Maria's score is inferred
    assert "points" in revealed_side("crianca_maria").unverified
    # DONZELA's initial +2 is stated, the other four are inferred (A28)
    assert initial_side("DONZELA").unverified == frozenset()
    assert initial_side("FADA").unverified == {"points"}


def test_signed_uses_a_real_minus():
    assert signed(2) == "+2" and signed(-1) == "\u22121" and signed(0) == "0"


class Shouting(QTranslator):
    """A translator that upper-cases every contaria.cards text (stands in for a .qm)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "contaria.cards":
            return "<" + source + ">"
        return ""


def test_texts_go_through_the_translator(qapp):
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        cardtext.retranslate()
        side = revealed_side("crianca_joao")
        assert side.name == "<João>"
        assert side.types[0] == "<CRIANÇA>"
    finally:
        QCoreApplication.removeTranslator(translator)
        cardtext.retranslate()
    assert revealed_side("crianca_joao").name == "João"
