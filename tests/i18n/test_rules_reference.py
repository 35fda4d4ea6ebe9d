"""Rules summaries and card references: complete in every language, built from the data."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from contaria_desktop.i18n import install_translators, reference, rules

GAMES = ("contaria", "charlatao")


def _plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


@pytest.mark.parametrize("game", GAMES)
def test_rules_summary_is_translated_paragraph_by_paragraph(app, game):
    install_translators(app, "en")
    english = rules.rules_blocks(game)
    for code in ("pt_BR", "es"):
        install_translators(app, code)
        translated = rules.rules_blocks(game)
        assert [t for t, _ in translated] == [t for t, _ in english]
        same = [e for (_, e), (_, t) in zip(english, translated) if e == t]
        assert not same, f"{code}: untranslated {same}"
        assert _plain(rules.rules_html(game)).strip()


def test_rules_use_each_languages_game_terms(app):
    install_translators(app, "pt_BR")
    text = _plain(rules.rules_html("charlatao"))
    assert "vaza" in text and "naipe" in text and "trunfo" in text and "Revelação" in text
    assert "péssima qualidade" in text
    install_translators(app, "es")
    text = _plain(rules.rules_html("charlatao"))
    assert "baza" in text and "palo" in text and "triunfo" in text and "Revelación" in text
    text = _plain(rules.rules_html("contaria"))
    assert "cuento" in text and "espejo" in text and "DONZELA" in text   # types as printed (18.8)


def test_game_without_summary_gets_a_translated_note(app, monkeypatch):
    from contaria_desktop.games import registry
    plugin = registry.get("dark_tales")
    monkeypatch.setattr(plugin, "rules_blocks", lambda: ())   # a game whose summary is not written
    install_translators(app, "es")
    assert "aún no" in rules.rules_html("dark_tales")
    assert not rules.has_rules("dark_tales") and rules.has_rules("contaria")


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_contaria_reference_lists_every_card(app, code):
    from contaria_desktop.games.contaria import cardtext
    install_translators(app, code)
    text = _plain(reference.reference_html("contaria"))
    for card in cardtext.card_data()["cards"]:
        assert cardtext.card_name(card["id"]) in text
    assert text.count("\n") > 25


def test_contaria_reference_is_built_from_the_data(app, monkeypatch):
    """Correcting a number in cards.json changes the reference with no new translation."""
    from contaria_desktop.games.contaria import cardtext
    install_translators(app, "es")
    data = cardtext.card_data()
    patched = dict(data, cards=[dict(c, score=7) if c["id"] == "donzela_princesa" else c for c in data["cards"]])
    monkeypatch.setattr(cardtext, "card_data", lambda: patched)
    monkeypatch.setattr(cardtext, "_cards_by_id", lambda: {c["id"]: c for c in patched["cards"]})
    cardtext._revealed_cached.cache_clear()
    try:
        html = reference.reference_html("contaria")
        row = next(line for line in html.splitlines() if "<b>Princesa</b>" in line)
        assert "+7" in row
    finally:
        cardtext._revealed_cached.cache_clear()


def test_charlatao_reference_shows_the_data_values(app):
    from contaria_desktop.engines.charlatao.rules_data import DATA
    install_translators(app, "pt_BR")
    html = reference.reference_html("charlatao")
    text = _plain(html)
    assert "Fornecedor" in text and "Mensageiro de Nanni" in text and "Excelente" in text
    supplier = DATA["characters"]["supplier"]["basic"]["per_suit"]["excellent"]
    assert f"+{supplier}" in text
    assert "→" in text                                     # the Messenger's trick table
    assert "<sup>*</sup>" in html                          # unverified rows are flagged


def test_game_without_reference_gets_a_translated_note(app, monkeypatch):
    from contaria_desktop.games import registry
    monkeypatch.setattr(registry.get("quissama"), "reference_html", lambda options=None: None)
    install_translators(app, "pt_BR")
    assert "ainda não" in reference.reference_html("quissama")
