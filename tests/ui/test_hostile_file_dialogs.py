"""File ▸ Open on hostile files (issue 19): the dialog names the file and says what is wrong
through the translated message path, in the player's language."""

from __future__ import annotations

import json
import os

import pytest

from .conftest import start


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("lang,words", [("en", "not a regular file"), ("pt_BR", "não é um arquivo comum"),
                                        ("es", "no es un archivo normal")])
def test_named_pipe_dialog_is_translated(window, tmp_path, lang, words):
    from contaria_desktop.i18n import translators
    translators.install_translators(None, lang)
    pipe = tmp_path / "x.json"
    os.mkfifo(pipe)
    assert window.open_file(pipe) is False      # at once: never blocks on the pipe
    title, text = window.last_error
    assert "x.json" in title and str(pipe) in text and words in text


def test_series_without_series_data_is_refused_in_portuguese(window, tmp_path):
    from contaria_desktop.i18n import translators
    page = start(window, players=2, seed=3, options={"mode": "book_of_tales"})
    data = page.session.to_save_dict()
    data["series"] = None
    bad = tmp_path / "tales.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    translators.install_translators(None, "pt_BR")
    assert window.open_file(bad) is False
    assert "faltam os dados da série" in window.last_error[1] and window.game is page
