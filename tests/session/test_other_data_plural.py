"""The load warning "played with other card data" (issue 14) counts the differing values with a
real plural (Qt's ``%n``) in every language: "1 value differs", never "(1 values differ)"."""

from __future__ import annotations

import pytest

from contaria_desktop.i18n import translators
from contaria_desktop.i18n.fileerrors import problem_text
from contaria_desktop.session.errors import LoadWarning

WORDS = {"en": ("(1 value differs)", "(3 values differ)"),
         "pt_BR": ("(1 valor difere)", "(3 valores diferem)"),
         "es": ("(1 valor difiere)", "(3 valores difieren)")}


@pytest.fixture
def language(qapp):
    yield lambda code: translators.install_translators(qapp, code)
    translators.install_translators(qapp, "en")


@pytest.mark.parametrize("code", sorted(WORDS))
def test_other_data_warning_is_a_plural_in_every_language(language, code):
    language(code)
    one, three = WORDS[code]
    said = [problem_text(LoadWarning("save.warning.other_data", "", {"count": n})) for n in (1, 3)]
    assert one in said[0] and three in said[1], said
    assert "%n" not in said[0] + said[1] and "{count}" not in said[0] + said[1]
