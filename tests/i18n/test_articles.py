"""Issue 18.9: a default seat name takes the article after a preposition in pt_BR and es
("conto do Jogador 2", "al Jugador 2"); a chosen name does not ("conto de Ana")."""

from __future__ import annotations

import pytest

from contaria_desktop.i18n import translators
from contaria_desktop.i18n.articles import with_articles
from contaria_desktop.i18n.formatting import fill


@pytest.fixture
def lang(qapp):
    def use(code: str) -> None:
        translators.install_translators(None, code)
    yield use
    translators.install_translators(None, "en")


def test_portuguese_contracts_before_a_default_name(lang):
    lang("pt_BR")
    assert with_articles("no conto de Jogador 2") == "no conto do Jogador 2"
    assert with_articles("passa uma carta para Jogador 3") == "passa uma carta para o Jogador 3"
    assert with_articles("vaza ganha por Robô 2 (Difícil)") == "vaza ganha pelo Robô 2 (Difícil)"
    assert with_articles("conto de Ana") == "conto de Ana"
    assert with_articles("cidade de Jogador") == "cidade de Jogador"      # not a seat name
    assert fill("Mão de %1", "Jogador 4") == "Mão do Jogador 4"


def test_spanish_contracts_before_a_default_name(lang):
    lang("es")
    assert with_articles("el cuento de Jugador 2") == "el cuento del Jugador 2"
    assert with_articles("pasa una carta a Jugador 3") == "pasa una carta al Jugador 3"
    assert with_articles("De Bot 2 (Fácil)") == "Del Bot 2 (Fácil)"
    assert with_articles("cuento de \u2068Jugador 2\u2069") == "cuento del \u2068Jugador 2\u2069"
    assert with_articles("cuento de Ana") == "cuento de Ana"


def test_english_is_unchanged(lang):
    lang("en")
    assert with_articles("the tale of Player 2") == "the tale of Player 2"
