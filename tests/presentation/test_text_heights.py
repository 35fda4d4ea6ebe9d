"""Issue 18.3: every text on the table is painted at a readable pixel size - at least 11 px
in a 1280×800 window and 9 px in a 1024×640 one - for every playable game (the plug-in
registry, so a game added later is checked for free), every player count and one position of
each phase met, in every language. A text a face cannot print readably is left out (its
preview says it), never painted tiny; what is painted is measured, item by item, from the
``QPainter.drawText`` calls of a real render (tests/presentation/textsize.py), with every item's
cache off so each language's texts are really painted (test_whole_names.painted_uncached), and
a check that every visible zone's title was among them (issue 18.7). In the games whose names
must be painted whole (test_whole_names.GAMES) the same renders are checked for cut names.

The table is measured at the size the main window gives it (tests/presentation/realsize.py:
menu bar, instruction bar, docked log and status bar around it - about 834×567 in a 1024×640
window, 993×727 in a 1280×800 one), with the text floor of the window's size: a bare table
resized to the window painted every card about 20 % larger than a player sees.

The default run sweeps a smaller language matrix than the full one (tests/budget.py,
``CONTARIA_FULL_CHECKS=1`` or scripts/full_checks.sh for all of it)."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces

from tests import budget

from . import harness as H
from .test_presentation import CASES
from .test_whole_names import GAMES as WHOLE_NAME_GAMES, _names, cut_names, painted_uncached

SIZES = {(1024, 640): 9.0, (1280, 800): 11.0}



def test_the_floor_follows_the_window_size():
    assert faces.min_text_px_for(1024, 640) == 9.0 and faces.min_text_px_for(800, 500) < 9.0
    assert faces.min_text_px_for(1280, 800) == 11.0 and faces.min_text_px_for(3840, 2160) == 11.0
    assert 9.0 < faces.min_text_px_for(1152, 720) < 11.0


def test_the_sweep_meets_every_language_in_every_game_count_and_size(monkeypatch):
    """Issue 18.3 (point 4 of the last round): the default run meets every language at every
    count and size across the sweep (all three at the extreme counts in the tightest window,
    one turning with the count and the size between); CONTARIA_FULL_CHECKS=1 checks all
    three at every count and size - a superset of the default (it was English only between
    the extreme counts)."""
    for full in (False, True):
        monkeypatch.setattr(budget, "FULL", full)
        for plugin in registry.playable():
            spec = plugin.spec()
            counts = range(spec.min_players, spec.max_players + 1)
            seen = {(code, index) for n in counts for index in range(len(SIZES))
                    for code in budget.languages(n, spec.min_players, spec.max_players, index)}
            assert {c for c, _i in seen} == {"en", "pt_BR", "es"}, plugin.id
            for n in (spec.min_players, spec.max_players):
                assert set(budget.languages(n, spec.min_players, spec.max_players, 0)) == {"en", "pt_BR", "es"}
            if full:
                assert all(set(budget.languages(n, spec.min_players, spec.max_players, i)) == {"en", "pt_BR", "es"}
                           for n in counts for i in range(len(SIZES))), plugin.id


@pytest.mark.parametrize("game_id,n", CASES)
def test_every_painted_text_is_readable_at_1024x640_and_1280x800(game_id, n, window_table, qapp):
    """Measured on the table at the size the main window gives it (realsize.py: about
    834×567 in a 1024×640 window, 993×727 in a 1280×800 one, the log docked at its default
    width), with the text floor of the window's size."""
    spec = registry.get(game_id).spec()
    phases = H.one_per_phase(spec, n, [1000 * n])
    bare_table = window_table.table
    small, unmeasured, cut = [], [], []
    middle = n not in (spec.min_players, spec.max_players)
    for index, ((w, h), floor) in enumerate(SIZES.items()):
        if middle and index > 0 and not budget.FULL:
            continue   # CI time: a middle count in the smallest window only (tests/budget.py)
        tw, th = window_table.place(game_id, (w, h))
        assert tw < w and th < h
        assert faces.text_floor() == floor
        # the layouts are the same code at every count, the words differ per language
        for code in budget.languages(n, spec.min_players, spec.max_players, index):
            translators.install_translators(None, code)
            bare_table.retranslate()        # the plug-ins' cached texts in this language
            try:
                for phase, pos in phases.items():
                    state = pos.state
                    seat = None if state.is_terminal else state.current_player
                    bare_table.set_seat_names(None)     # the default names, translated
                    bare_table.show_state(game_id, state.view(seat),
                                          state.legal_actions() if seat is not None else [],
                                          interactive=seat is not None)
                    qapp.processEvents()
                    # every item painted afresh: a zone's device cache would give back the
                    # previous language's picture, and no drawText to measure (its titles unchecked)
                    texts = painted_uncached(bare_table)
                    assert texts, "nothing painted?"
                    unmeasured += [f"{w}×{h} (table {tw}×{th}) {code} {phase}: zone title {title!r}"
                                   for title in _zone_titles(bare_table) if not _painted(title, texts)]
                    small += [f"{w}×{h} (table {tw}×{th}) {code} {phase}: {text!r} at {px:.1f} px"
                              for text, px in texts if px < floor - 0.05]
                    if game_id in WHOLE_NAME_GAMES:
                        cut += [f"{w}×{h} (table {tw}×{th}) {code} {phase}: {t!r}"
                                for t in cut_names(texts, _names(bare_table))]
            finally:
                translators.install_translators(None, "en")
                bare_table.retranslate()
    assert not small, "\n".join(sorted(set(small))[:40])
    assert not unmeasured, "\n".join(sorted(set(unmeasured))[:40])
    assert not cut, "cut names:\n" + "\n".join(sorted(set(cut))[:40])


def _zone_titles(table) -> set[str]:
    """The titles of the visible zones now (in the language on screen)."""
    return {z.title for z in table.table_scene().zones.values() if z.isVisible() and z.title}


def _painted(title: str, texts: list[tuple[str, float]]) -> bool:
    """``title`` was painted - whole, or cut to "…" - so its size was measured (a cached
    picture of another language paints no text at all)."""
    return any(t == title or (t.endswith("…") and title.startswith(t[:-1].rstrip())) for t, _px in texts)


def test_every_zone_title_is_measured_after_a_language_switch(bare_table, qapp):
    """The hole this file closes (issue 18.7): with the zones' device cache on, a language
    switch repaints nothing, so ``painted_texts`` sees no zone title of the new language;
    ``painted_uncached`` sees every one."""
    from .textsize import painted_texts
    spec = registry.get("charlatao").spec()
    pos = next(iter(H.one_per_phase(spec, 3, [3000]).values()))
    bare_table.resize(1280, 800)
    bare_table.set_seat_names([f"Player {i + 1}" for i in range(3)])
    state = pos.state
    seat = None if state.is_terminal else state.current_player
    bare_table.show_state("charlatao", state.view(seat), [], interactive=False)
    qapp.processEvents()
    painted_texts(bare_table)                   # fills the caches in English
    translators.install_translators(None, "pt_BR")
    try:
        bare_table.show_state("charlatao", state.view(seat), [], interactive=False)
        qapp.processEvents()
        titles = _zone_titles(bare_table)
        assert titles and all(_painted(t, painted_uncached(bare_table)) for t in titles)
    finally:
        translators.install_translators(None, "en")



def test_charlatao_duel_steps_are_read_whole(window_table, qapp):
    """Issue 18 (CharLatão, 2 players): the trick zone's title says the duel's step ("Player 1
    takes one card, the other keeps the last") - whole, never "…takes one card, th…", in every
    language at 1024×640 and 1280×800 (the zone grows to its title; tests/budget.py picks the
    languages at 1280×800 in the default run), on the table at its size in the main window."""
    spec = registry.get("charlatao").spec()
    steps = {}
    for pos in H.one_per_phase(spec, 2, [1000, 2000, 3000]).values():
        step = pos.state.view(None).get("phase")
        if step in ("give", "take", "peek"):
            steps.setdefault(step, pos.state)
    assert {"give", "take"} <= set(steps)
    cut = []
    bare_table = window_table.table
    for size_index, (w, h) in enumerate(SIZES):
        window_table.place("charlatao", (w, h))     # the table's size in the app's window
        for code in budget.languages(2, 2, spec.max_players, size_index):
            translators.install_translators(None, code)
            try:
                for step, state in steps.items():
                    bare_table.set_seat_names(["Player 1", "Player 2"])
                    bare_table.show_state("charlatao", state.view(state.current_player), state.legal_actions(),
                                          interactive=True)
                    qapp.processEvents()
                    title = bare_table.table_scene().zones["trick"].title
                    if title not in {t for t, _px in painted_uncached(bare_table)}:
                        cut.append(f"{w}×{h} {code} {step}: {title!r}")
            finally:
                translators.install_translators(None, "en")
    assert not cut, "\n".join(cut)
