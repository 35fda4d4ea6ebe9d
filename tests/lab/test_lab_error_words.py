"""The lab window says a configuration error's detail in its own language (QA of issues 14 and
15): ``LabConfigError`` carries a key, params and the keyed error it wraps, and
``ui/lab_errors.config_error_text`` translates them — no English inside the translated sentence."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.lab import LabConfig, LabConfigError, Variant, load_variant

pytestmark = pytest.mark.gui


@pytest.fixture
def portuguese(qapp):
    from contaria_desktop.i18n import translators
    translators.install_translators(qapp, "pt_BR")
    yield
    translators.install_translators(qapp, "en")


def _refusal(call):
    with pytest.raises(LabConfigError) as err:
        call()
    return err.value


def test_configuration_errors_are_said_in_the_windows_language(portuguese, tmp_path):
    from contaria_desktop.ui.lab_errors import config_error_text
    bad_data = Variant("mais", {}, {"characters.ea_nasir.basic.per_suit.excellent": 99})
    cases = [
        (lambda: LabConfig("charlatao", 2, ("random", "random"), games=2, variant=bad_data).validate(),
         "variante “mais”: ", "deve ser um número inteiro de"),
        (lambda: LabConfig("charlatao", 2, ("random", "nosuch"), games=2).validate(),
         "tipo de lugar desconhecido “nosuch”", ""),
        (lambda: LabConfig("charlatao", 2, ("random", "random"), options={"nosuch": 1}).validate(),
         "nosuch", ""),
    ]
    broken = tmp_path / "v.json"
    broken.write_text("{not json", "utf-8")
    cases.append((lambda: load_variant(broken), str(broken), "não é um JSON válido"))
    sloppy = tmp_path / "s.json"
    sloppy.write_text(json.dumps({"name": "x", "dat": {}}), "utf-8")
    cases.append((lambda: load_variant(sloppy), "a chave “dat” é desconhecida", ""))
    for call, *words in cases:
        err = _refusal(call)
        text = config_error_text(err)
        assert all(w in text for w in words), (text, words)
        assert text != str(err) and "must" not in text and "unknown" not in text, text
