"""No Quissama text is cut (QA of issue 13): in a real main window of 1280×800 and 1024×640,
in English, Portuguese and Spanish, with 2 and 5 players, no text painted on the table ends
with "…" - the Gallery's names and short objectives, the seats' areas (one character, several,
none), the move buttons, the board's names, the piles' names, the hand's special cards - and
every free Gallery character's name and short objective is painted whole, and so is every
progress line of a seat holding several characters (two or three, with the Gallery in two rows
or one). The cards of another hand the viewer knows are painted by name; the others are not."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.engines.quissama.rules_data import kind_of
from contaria_desktop.games.quissama import text
from contaria_desktop.i18n import translators
from contaria_desktop.session import GameSession
from tests.presentation.textsize import painted_texts

SPECIALS = ["COLAR", "MALTA", "ESCANDALO", "BENCAO_DE_PEITO", "FAMILIA_IMPERIAL", "BURGUESIA", "NAGOA_1"]


#: who owns what: none; one character in a seat and two in another (the Gallery keeps two
#: rows: the seats are at their lowest); late in a game, two and three characters a seat
#: (Alencar: two progress lines) with the Gallery in one row
OWNERS = {
    "none": {},
    "owned": {"PRINCESA": 0, "ALENCAR": 1, "ARAUJO": 2, "IMPERADOR": 2},
    "several": {"ALENCAR": 1, "ARAUJO": 1, "IMPERADOR": 0, "PRINCESA": 0, "ALEMAO": 2, "QUISSAMA": 2,
                "WOODRUFF": 2},
}


def _position(n: int, owners: str) -> dict:
    hands = [SPECIALS] + [["COIN_1"] * 3 for _ in range(n - 1)]
    gallery = {c: {"owner": s % n, "meeples": [0] if c == "ALENCAR" and s % n else []}
               for c, s in OWNERS[owners].items() if n > 2 or s < 2}
    return {"players": n, "seed": 3, "current": 0, "hands": hands, "stash": ["NAGOA_1", "CROWN", "FUGA"],
            "gallery": gallery, "ministry": [1, 0, None, None, None, None]}


def _joined(painted: list[str]) -> str:
    return " ".join(painted)


@pytest.mark.parametrize("n", [2, 5])
def test_no_painted_text_is_cut_in_three_languages_at_both_window_sizes(qtbot, window, tmp_path, qapp, n):
    cut, missing = [], []
    for owned in OWNERS:
        path = tmp_path / f"p{n}{owned}.json"
        path.write_text(json.dumps({"game": "quissama", "position": _position(n, owned)}), encoding="utf-8")
        page = window.play(GameSession.open_position(path))
        assert page is not None
        if page.curtain.is_up():
            page.confirm(page.curtain_seat())
        view = page.session.state.view(0)
        free = [c for c, g in view["gallery"].items() if g.get("owner") is None]
        progress = {(s, c): lines for s, seat in enumerate(view["seats"]) for c, lines in seat["progress"].items()
                    if view["gallery"][c].get("owner") == s and len(seat["characters"]) > 1}
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
                    for (seat, char), lines in progress.items():
                        for line in map(text.progress_line, lines):    # whole, maybe with another
                            if not any(line in t for t in painted):
                                missing.append(f"{where}: seat {seat} {char} {line!r}")
        finally:
            translators.install_translators(None, "en")
            page.session.close()
    assert not cut, "\n".join(cut[:30])
    assert not missing, "\n".join(missing[:30])


def test_known_cards_of_another_hand_are_named_and_the_others_stay_hidden(qtbot, window, tmp_path, qapp):
    """Seat 0 saw a Scandal and a Malta in seat 1's hand (Woodruff, a swap): its area names
    them in every language at both sizes; the Necklace and the double Nagoa it did not see are
    drawn nowhere (the view has no word of them)."""
    position = {"players": 3, "seed": 3, "current": 0, "market": ["NAGOA_1", "COIN_1", "CROWN"],
                "hands": [["COIN_1", "LIBERTY"], ["ESCANDALO", "MALTA", "COLAR", "NAGOA_2"], ["CROWN"]]}
    path = tmp_path / "known.json"
    path.write_text(json.dumps({"game": "quissama", "position": position}), encoding="utf-8")
    page = window.play(GameSession.open_position(path))
    if page.curtain.is_up():
        page.confirm(page.curtain_seat())
    state = page.session.state
    for card in state.hands[1]:
        if kind_of(card) in ("ESCANDALO", "MALTA"):
            state.known[card] = [0]
    assert state.view(0)["seats"][1]["known_cards"] == ["ESCANDALO", "MALTA"]
    assert state.view(0)["seats"][2]["known_cards"] == []
    problems = []
    try:
        for size in ((1280, 800), (1024, 640)):
            window.resize(*size)
            qapp.processEvents()
            for code in ("en", "pt_BR", "es"):
                translators.install_translators(None, code)
                page.refresh()
                qapp.processEvents()
                painted = [t for t, _ in painted_texts(page.table)]
                where = f"{size[0]}×{size[1]} {code}"
                for kind in ("ESCANDALO", "MALTA"):
                    if not any(text.kind_name(kind) in t for t in painted):
                        problems.append(f"{where}: {kind} not named")
                for kind in ("COLAR", "NAGOA_2"):
                    if any(text.kind_name(kind) in t for t in painted):
                        problems.append(f"{where}: unseen {kind} drawn")
                problems += [f"{where}: cut {t!r}" for t in painted if t.rstrip().endswith("…")]
    finally:
        translators.install_translators(None, "en")
        page.session.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_a_small_special_card_is_never_blank(qapp, code):
    """A special card as small as the cards under Quissama (84 scene units: 44 px wide at
    1024×640, 52 px at 1280×800) prints its name whole where its effect does not fit."""
    from contaria_desktop.engines.quissama import rules_data
    from .facesweep import unnamed_kinds

    def named(kind: str, painted: str) -> bool:
        name = text.kind_name(kind)
        return name in painted.replace("\n", " ") or all(word in painted for word in name.split())

    blank = unnamed_kinds(code, ((44, 9.0), (52, 11.0)),
                          lambda kind: not rules_data.ICONS.get(kind) and kind != rules_data.WILD, named)
    assert not blank, "\n".join(blank)
