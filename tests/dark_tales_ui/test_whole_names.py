"""QA of issue 11 (3): names were hyphenated on small cards ("Wiz-ard") once they started right
of the VP badge. A card's name is whole on one or two lines wherever that fits - beside the
badge or starting under it - and hyphenated (at a syllable boundary) only when no whole-word
layout fits at the readable floor.

One render per state: the table with the longest card names of the language in every place a
card can be (hands known to others, cards in front of each seat, the common area), at 2 and 4
players, in a 1280×800 and a 1024×640 window; the languages per size come from
``tests/budget.py``. Every name layout the faces make is checked against the floor."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtGui import QFontMetricsF

from contaria_desktop.engines.core import Rng, get_spec
from contaria_desktop.engines.dark_tales.rules_data import CARDS
from contaria_desktop.games.dark_tales import cardtext
from contaria_desktop.games.dark_tales import faces as dt_faces
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces
from contaria_desktop.table.faces import readable_px
from tests.budget import languages
from tests.presentation.textsize import painted_texts

#: size index (tests/budget.py: 0 = 1024×640) -> (the table's size in that window, text floor)
SIZES = {0: ((835, 562), 9.0), 1: ((993, 726), 11.0)}
CASES = [(n, i, code) for n in (2, 4) for i in SIZES for code in languages(n, 2, 4, i)]


def _view(n: int) -> dict:
    """A mid-game view of seat 0 with the longest names (in the language on screen) in front
    of every seat, in the other seats' known hands and in the common area."""
    st = get_spec("dark_tales").new_game(n, 11, {})
    rng = Rng(5)
    for _ in range(4 * n):
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
    view = copy.deepcopy(st.view(0))
    longest = sorted((c for c in CARDS if c not in ("day", "night")), key=lambda c: -len(cardtext.name(c)))[:5]
    k = 0

    def cards(count: int, **extra) -> list[dict]:
        nonlocal k
        out = []
        for i in range(count):
            k += 1
            out.append({"handle": f"x{k:02d}", "id": longest[i % len(longest)], **extra})
        return out

    for seat in view["seats"]:
        seat["tableau"] = cards(4)
        if seat["seat"] != 0:
            seat["hand"] = cards(2, known_to=[0, seat["seat"]]) + [{"handle": f"y{seat['seat']}", "id": None,
                                                                    "known_to": [seat["seat"]]}]
            seat["hand_count"] = 3
    view["common"] = cards(3)
    return view


def _fits_whole(p, name: str, first_w: float, wide_w: float, narrow_h: float, max_h: float, lines: int) -> bool:
    """Whether ``name`` fits on ``lines`` lines of whole words at the readable floor, condensed
    as far as the faces go (beside the badge or starting under it, within ``max_h``)."""
    font = dt_faces._bold_font(readable_px(p, 5.0))
    font.setStretch(74)
    fm = QFontMetricsF(font)
    h = fm.height()
    beside = dt_faces._wrap(name.split(), fm, lambda i: first_w if i * h < narrow_h - 0.5 else wide_w, False)
    below = dt_faces._wrap(name.split(), fm, lambda i: wide_w, False)
    return (beside is not None and len(beside) <= lines and len(beside) * h <= max_h + 0.5) or \
        (below is not None and len(below) <= lines and len(below) * h + narrow_h <= max_h + 0.5)


@pytest.mark.parametrize("n,size,code", CASES)
def test_names_are_whole_where_they_fit(n, size, code, bare_table, qapp, monkeypatch):
    (tw, th), floor = SIZES[size]
    made: list[str] = []
    laid: list[str] = []
    original = dt_faces.title_lines

    def recorded(p, text, first_w, wide_w, narrow_h, max_px, max_h):
        layout = original(p, text, first_w, wide_w, narrow_h, max_px, max_h)
        laid.append(text)
        split = any(line.endswith("-") for line in layout.lines)
        if split and _fits_whole(p, text, first_w, wide_w, narrow_h, max_h, 99):
            made.append(f"{text!r} hyphenated as {layout.lines} though it fits whole")
        elif not split and len(layout.lines) > 2 and _fits_whole(p, text, first_w, wide_w, narrow_h, max_h, 2):
            made.append(f"{text!r} on {len(layout.lines)} lines though two fit")
        for line in layout.lines:
            if line.endswith("-"):
                word = next(w for w in text.split() if line[:-1] in w)
                if word.index(line[:-1]) + len(line) - 1 not in dt_faces.syllable_breaks(word):
                    made.append(f"{text!r}: {line!r} is not a syllable boundary")
        return layout

    monkeypatch.setattr(dt_faces, "title_lines", recorded)
    bare_table.set_seat_names([f"Player {i + 1}" for i in range(n)])
    bare_table.resize(tw, th)
    qapp.processEvents()
    faces.set_text_floor(floor, bare_table.devicePixelRatioF())
    translators.install_translators(None, code)
    try:
        view = _view(n)
        bare_table.show_state("dark_tales", view, [], interactive=False)
        qapp.processEvents()
        texts = painted_texts(bare_table)
        names = {cardtext.name(c["id"]) for s in view["seats"] for c in s["tableau"]}
    finally:
        translators.install_translators(None, "en")
    assert texts and names and names <= set(laid)      # every long name was laid out here
    assert not made, "\n".join(sorted(set(made)))


@pytest.mark.parametrize("n", [2, 4])
def test_cards_in_front_of_a_seat_with_no_hand_do_not_hide_each_other(n, qapp):
    """Late in a game (QA of issue 11): a seat whose hand is empty gives its room to the cards
    in front of it (4 players: the hand's row; 2 players: the hand's share of the panel), so
    five of them lie side by side, names uncovered."""
    from contaria_desktop.games.dark_tales.layout import plan
    from contaria_desktop.table.geometry import CARD_W
    view = _view(n)
    other = view["seats"][1]
    other["hand"], other["hand_count"] = [], 0
    other["tableau"] = [{"handle": f"z{i}", "id": c} for i, c in
                        enumerate(["creature_of_the_night", "young_hero", "hidden_cave", "ogre", "dragon"])]
    places = [p for k, p in plan(view, 0).cards.items() if k.startswith("card:z")]
    assert len(places) == 5
    rects = [(p.pos.x() - CARD_W * p.scale / 2, p.pos.y(), CARD_W * p.scale) for p in places]
    for i, (x, y, w) in enumerate(rects):
        for x2, y2, _ in rects[i + 1:]:
            assert abs(y - y2) > 1 or abs(x - x2) >= w - 0.5, "cards in front overlap"
