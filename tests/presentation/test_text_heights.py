"""Issue 18.3: every text on the table is painted at a readable pixel size - at least 11 px
in a 1280×800 window and 9 px in a 1024×640 one - for every playable game (the plug-in
registry, so a game added later is checked for free), every player count and one position of
each phase met, in every language. A text a face cannot print readably is left out (its
preview says it), never painted tiny; what is painted is measured, item by item, from the
``QPainter.drawText`` calls of a real render (tests/presentation/textsize.py)."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces

from . import harness as H
from .test_presentation import CASES
from .textsize import painted_texts

SIZES = {(1024, 640): 9.0, (1280, 800): 11.0}



def test_the_floor_follows_the_window_size():
    assert faces.min_text_px_for(1024, 640) == 9.0 and faces.min_text_px_for(800, 500) < 9.0
    assert faces.min_text_px_for(1280, 800) == 11.0 and faces.min_text_px_for(3840, 2160) == 11.0
    assert 9.0 < faces.min_text_px_for(1152, 720) < 11.0


@pytest.mark.parametrize("game_id,n", CASES)
def test_every_painted_text_is_readable_at_1024x640_and_1280x800(game_id, n, bare_table, qapp):
    spec = registry.get(game_id).spec()
    phases = H.one_per_phase(spec, n, [1000 * n])
    names = [f"Player {i + 1}" for i in range(n)]
    small = []
    for (w, h), floor in SIZES.items():
        bare_table.resize(w, h)
        qapp.processEvents()
        assert faces.text_floor() == floor
        # every language at the smallest and largest table, English between (CI time; the
        # layouts are the same code at every count, the words differ per language)
        codes = ("en", "pt_BR", "es") if n in (spec.min_players, spec.max_players) else ("en",)
        for code in codes:
            translators.install_translators(None, code)
            try:
                for phase, pos in phases.items():
                    state = pos.state
                    seat = None if state.is_terminal else state.current_player
                    bare_table.set_seat_names(names)
                    bare_table.show_state(game_id, state.view(seat),
                                          state.legal_actions() if seat is not None else [],
                                          interactive=seat is not None)
                    qapp.processEvents()
                    texts = painted_texts(bare_table)
                    assert texts, "nothing painted?"
                    small += [f"{w}×{h} {code} {phase}: {text!r} at {px:.1f} px"
                              for text, px in texts if px < floor - 0.05]
            finally:
                translators.install_translators(None, "en")
    assert not small, "\n".join(sorted(set(small))[:40])
