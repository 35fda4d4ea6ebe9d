"""Quissama's words outside the table: the rules summary and card reference in three
languages with the Brazilian edition's terms, the options' labels and tooltips translated, the
bar's buttons, and the command line of the issue (options included) making a picture."""

from __future__ import annotations

import re

import pytest

from contaria_desktop.engines.core import Action
from contaria_desktop.games import registry
from contaria_desktop.i18n import install_translators, messages, reference, rules


@pytest.fixture
def app(qapp):
    from contaria_desktop.i18n import translators
    yield qapp
    translators._run_language = None
    translators.install_translators(qapp, "en")


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.parametrize("code, terms", [
    ("en", ["Gallery", "Ministry", "Cabeça de Porco", "Senzala"]),
    ("pt_BR", ["praça", "comércio", "Ministério", "Senzala", "Cabeça de Porco", "Galeria"]),
    ("es", ["plaza", "comercio", "Ministerio", "Senzala", "Cabeça de Porco", "Galería"]),
])
def test_rules_summary_and_reference_in_each_language(app, code, terms):
    install_translators(app, code)
    assert rules.has_rules("quissama")
    text = _plain(rules.rules_html("quissama"))
    for term in terms:
        assert term in text, term
    ref = _plain(reference.reference_html("quissama"))
    from contaria_desktop.games.quissama import text as qtext
    from contaria_desktop.engines.quissama import rules_data
    for char in rules_data.CHAR_ORDER:
        assert qtext.character_name(char) in ref
    for kind in rules_data.KIND_ORDER:
        assert qtext.kind_name(kind) in ref


@pytest.mark.parametrize("code", ["pt_BR", "es"])
def test_every_option_has_a_translated_label_and_tooltip(app, code):
    install_translators(app, code)
    spec = registry.get("quissama").spec()
    assert len(spec.options) == 9
    for option in spec.options:
        label, tip = messages.option_label("quissama", option), messages.option_help(option)
        assert label and tip
        install_translators(app, "en")
        assert (label, tip) != (messages.option_label("quissama", option), messages.option_help(option))
        install_translators(app, code)


def test_bar_buttons_have_captions(app):
    from contaria_desktop.ui.instructionbar import bar_types, button_caption
    assert {"end_turn", "done", "no_swap"} <= bar_types("quissama")
    assert "end_turn" not in bar_types("contaria")
    assert button_caption("quissama", Action("end_turn")) == "End turn"
    install_translators(app, "pt_BR")
    assert button_caption("quissama", Action("done")) == "Pronto"


def test_command_line_of_the_issue_with_options_makes_a_picture(tmp_path):
    from PySide6.QtGui import QImage
    from tests.ui.test_cli import _run
    out = tmp_path / "out.png"
    proc = _run("--game", "quissama", "--players", "5", "--seed", "5", "--autoplay", "15",
                "--option", "fewer_scandals=true", "--option", "round_cap=60", "--screenshot", str(out),
                tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 640
