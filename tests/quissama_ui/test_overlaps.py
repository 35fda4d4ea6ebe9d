"""Tokens never cover texts on the Quissama table (QA of issue 13): at 1280×800 and 1024×640,
with 2 and 5 players, late in a game (characters owned, meeples on the Gallery's characters,
a crowded Senzala and Cabeça de Porco, coin tokens), no meeple, coin or "×N" badge lies over a
name, an objective, a count or a progress line, and no "×N" badge over another token
(tests/quissama_ui/rects.py)."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.i18n import translators
from contaria_desktop.session import GameSession
from tests.quissama_ui.rects import badges_over_tokens, covered


def late_position(n: int) -> dict:
    """A late game: every seat holds characters (one holds two or three), meeples wait on the
    Gallery's characters, the Senzala and the Cabeça de Porco are crowded."""
    gallery = {"ALENCAR": {"owner": None, "meeples": list(range(min(n, 3)))},
               "PRINCESA": {"owner": None, "meeples": [n - 1]},
               "ARAUJO": {"owner": 0, "meeples": []}, "IMPERADOR": {"owner": 0, "meeples": []},
               "ALEMAO": {"owner": 1, "meeples": [0]}}
    if n > 2:
        gallery.update({"QUISSAMA": {"owner": 2, "meeples": []}, "WOODRUFF": {"owner": 1, "meeples": []}})
    return {"players": n, "seed": 3, "current": 0,
            "hands": [["COIN_1", "NAGOA_1", "MALTA", "ESCANDALO", "CROWN"]] + [["COIN_1"] * 3 for _ in range(n - 1)],
            "squares": {"SQ_N1": 5, "SQ_N2": 3, "SQ_G1": 1, "SQ_G2": 0}, "cdp": 5,
            "businesses": {"BZ_N1": {"merchant": 0, "workers": 2}, "BZ_G3": {"merchant": 1, "workers": 1},
                           "BZ_N2": {"merchant": 0, "workers": 2}},
            "ministry": [1, 0, 0, None, None, None], "gallery": gallery}


def open_position(window, tmp_path, position: dict, name: str = "late"):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps({"game": "quissama", "position": position}), encoding="utf-8")
    page = window.play(GameSession.open_position(path))
    assert page is not None
    if page.curtain.is_up():
        page.confirm(page.curtain_seat())
    return page


@pytest.mark.parametrize("n", [2, 5])
def test_no_token_covers_a_text(qtbot, window, tmp_path, qapp, n):
    page = open_position(window, tmp_path, late_position(n))
    bad = []
    try:
        for size in ((1280, 800), (1024, 640)):
            window.resize(*size)
            qapp.processEvents()
            for code in ("en", "pt_BR", "es"):
                translators.install_translators(None, code)
                page.refresh()
                qapp.processEvents()
                where = f"{size[0]}×{size[1]} {code} {n}p"
                bad += [f"{where}: {x}" for x in covered(page.table) + badges_over_tokens(page.table)]
    finally:
        translators.install_translators(None, "en")
        page.session.close()
    assert not bad, "\n".join(bad[:40])
