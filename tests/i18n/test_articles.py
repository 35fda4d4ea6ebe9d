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


def test_every_default_name_of_a_list_takes_its_article(lang):
    """QA (log8): "entre o Jogador 1 e Jogador 3 e o CONTÁRIA" gave the article to the first
    name only. Every default name of a list after the preposition takes it: a contraction is
    repeated ("do ... e do ..."), "entre"/"para"/"com" give the bare article; a chosen name
    still takes none; applying the rule twice changes nothing."""
    f, p = "\u2068", "\u2069"
    lang("pt_BR")
    cases = {
        f"entre {f}Jogador 1{p}, {f}Jogador 3{p} e o CONTÁRIA": f"entre o {f}Jogador 1{p}, o {f}Jogador 3{p} e o CONTÁRIA",
        f"entre {f}Ana{p}, {f}Jogador 3{p} e o CONTÁRIA": f"entre {f}Ana{p}, o {f}Jogador 3{p} e o CONTÁRIA",
        f"as mãos de {f}Jogador 1{p} e {f}Robô 2 (Fácil){p}.": f"as mãos do {f}Jogador 1{p} e do {f}Robô 2 (Fácil){p}.",
        f"de {f}Ana{p} e {f}Bia{p}": f"de {f}Ana{p} e {f}Bia{p}",
        "entre Jogador 1 e Jogador 2, também": "entre o Jogador 1 e o Jogador 2, também",
    }
    for before, after in cases.items():
        assert with_articles(before) == after
        assert with_articles(after) == after
    lang("es")
    assert with_articles(f"entre {f}Jugador 1{p}, {f}Jugador 3{p} y CONTÁRIA") == \
        f"entre el {f}Jugador 1{p}, el {f}Jugador 3{p} y CONTÁRIA"
    assert with_articles(f"a {f}Jugador 1{p} y {f}Jugador 2{p}") == f"al {f}Jugador 1{p} y al {f}Jugador 2{p}"


@pytest.mark.parametrize("code,expected", [
    ("en", "Happiest tale: a tie at +8 between Player 1, Player 3 and CONTÁRIA; ties go to CONTÁRIA, so it wins."),
    ("pt_BR", "Conto mais feliz: empate em +8 entre o Jogador 1, o Jogador 3 e o CONTÁRIA; os empates ficam com "
              "o CONTÁRIA, que vence."),
    ("es", "Cuento más feliz: empate a +8 entre el Jugador 1, el Jugador 3 y CONTÁRIA; los empates son para "
           "CONTÁRIA, que gana."),
])
def test_the_contaria_tie_lists_every_tied_tale_as_one_sentence(code, expected, lang):
    """The tied tales and CONTÁRIA are one list (formatting.join_names), each default name
    with its article: not "entre o Jogador 1 e Jogador 3 e o CONTÁRIA"."""
    from contaria_desktop.engines.core.state import Result
    from contaria_desktop.games.contaria.scores import win_reason
    from contaria_desktop.i18n import messages
    from contaria_desktop.i18n.names import plain
    from PySide6.QtCore import QCoreApplication
    lang(code)
    names = [QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=n) for n in (1, 2, 3)]
    ctx = messages.MessageContext("contaria", names)
    result = Result(scores=(8, 1, 8), winners=("contaria",), entities={"contaria": 8}, draw=False,
                    details={"rule": "standard"})
    assert plain(win_reason(result, ctx)).startswith(expected)


def test_a_bot_name_in_short_takes_its_article_too(lang):
    """A narrow caption names a default bot without its difficulty ("Robô 3": names.short_name,
    QA of the bots: "Robô 3 (Nor…" on CharLatão's last trick); it is still a common noun."""
    from contaria_desktop.i18n.names import isolate, short_name
    lang("pt_BR")
    assert short_name("Robô 3 (Normal)") == "Robô 3"
    assert short_name("Bot 3 (Normal)") == "Bot 3"            # the English default, remembered
    assert short_name(isolate("Robô 2 (Difícil)")) == isolate("Robô 2")
    assert short_name("Ana (Normal)") == "Ana (Normal)"        # a chosen name stays whole
    assert short_name("Jogador 1") == "Jogador 1"
    assert fill("de %1", short_name(isolate("Robô 4 (Normal)"))) == "do \u2068Robô 4\u2069"
    lang("es")
    assert short_name("Bot 5 (Difícil)") == "Bot 5"
    assert fill("de %1", "Bot 5") == "del Bot 5"
    lang("en")
    assert short_name("Bot 2 (Random)") == "Bot 2"
