"""The lab window says a configuration error's detail in its own language (QA of issues 14 and
15): ``LabConfigError`` carries a key, params and the keyed error it wraps, and
``ui/lab_errors.config_error_text`` translates them — no English inside the translated sentence."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.lab import LabConfig, LabConfigError, Variant, load_variant

from .languages import language_fixture, speaking

pytestmark = pytest.mark.gui

portuguese = language_fixture("pt_BR")


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


def test_the_worker_count_is_a_real_plural_in_every_language(qapp):
    """The report's "1 worker process" / "2 worker processes": Qt's %n form through the
    window's translate, a --lang catalogue, and the plain English default (no Qt)."""
    from contaria_desktop.lab.texts import Plurals, catalog_translate, english
    from contaria_desktop.ui.lab_plots import lab_translate
    text = "{backend} backend, %n worker process(es); {seconds} s, {rate}."

    def said(translate, n):
        return Plurals("lab_counts", translate).tr(text, "", n)

    assert said(english, 1).startswith("{backend} backend, 1 worker process;")
    assert "2 worker processes;" in said(english, 2)
    pt = catalog_translate("pt_BR")
    assert "1 processo em paralelo;" in said(pt, 1) and "3 processos em paralelo;" in said(pt, 3)
    with speaking(qapp, "es"):
        window = lab_translate("charlatao")
        assert "1 proceso en paralelo;" in said(window, 1) and "2 procesos en paralelo;" in said(window, 2)
    assert "1 worker process;" in said(lab_translate("charlatao"), 1)   # English: the en catalogue's forms
