"""No Quissama text is cut (QA of issue 13): in a real main window of 1280×800 and 1024×640,
in English, Portuguese and Spanish, with 2 and 5 players, no text painted on the table ends
with "…" - the Gallery's names and short objectives, the seats' areas (one character, several,
none), the move buttons, the board's names, the piles' names, the hand's special cards - and
every free Gallery character's name and short objective is painted whole."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.games.quissama import text
from contaria_desktop.i18n import translators
from contaria_desktop.session import GameSession
from tests.presentation.textsize import painted_texts

SPECIALS = ["COLAR", "MALTA", "ESCANDALO", "BENCAO_DE_PEITO", "FAMILIA_IMPERIAL", "BURGUESIA", "NAGOA_1"]


def _position(n: int, owned: bool) -> dict:
    hands = [SPECIALS] + [["COIN_1"] * 3 for _ in range(n - 1)]
    gallery = {}
    if owned:    # one character in one seat, two in another (Alencar: two progress lines)
        gallery = {"PRINCESA": {"owner": 0, "meeples": []}, "ALENCAR": {"owner": 1, "meeples": [0]}}
        if n > 2:
            gallery.update({"ARAUJO": {"owner": 2, "meeples": []}, "IMPERADOR": {"owner": 2, "meeples": []}})
    return {"players": n, "seed": 3, "current": 0, "hands": hands, "stash": ["NAGOA_1", "CROWN"],
            "gallery": gallery, "ministry": [1, 0, None, None, None, None]}


def _joined(painted: list[str]) -> str:
    return " ".join(painted)


@pytest.mark.parametrize("n", [2, 5])
def test_no_painted_text_is_cut_in_three_languages_at_both_window_sizes(qtbot, window, tmp_path, qapp, n):
    cut, missing = [], []
    for owned in (False, True):
        path = tmp_path / f"p{n}{owned}.json"
        path.write_text(json.dumps({"game": "quissama", "position": _position(n, owned)}), encoding="utf-8")
        page = window.play(GameSession.open_position(path))
        assert page is not None
        if page.curtain.is_up():
            page.confirm(page.curtain_seat())
        free = [c for c, g in page.session.state.view(0)["gallery"].items() if g.get("owner") is None]
        try:
            for size in ((1280, 800), (1024, 640)):
                window.resize(*size)
                qapp.processEvents()
                for code in ("en", "pt_BR", "es"):
                    translators.install_translators(None, code)
                    page.refresh()
                    qapp.processEvents()
                    painted = [t for t, _ in painted_texts(page.table)]
                    where = f"{size[0]}×{size[1]} {code} {n} players"
                    cut += [f"{where}: {t!r}" for t in painted if t.rstrip().endswith("…")]
                    whole = _joined(painted)
                    for char in free:
                        name, goal = text.character_name(char), text.short_objective(char)
                        # a name or objective may wrap: each of its words is painted
                        for word in name.split() + goal.split():
                            if word not in whole:
                                missing.append(f"{where}: {char} {word!r}")
        finally:
            translators.install_translators(None, "en")
            page.session.close()
    assert not cut, "\n".join(cut[:30])
    assert not missing, "\n".join(missing[:30])
