"""QA of issue 11: on the smallest Dark Tales cards a card's name was cut ("Princ…"). A name
now shrinks to the readable floor (11 px in a 1280×800 window, 9 px in a 1024×640 one), wraps
and, when one word is still too wide, is hyphenated - never elided.

The table is pictured as large as it is in the main window at those sizes (the game log takes
the right-hand side), for 2 and 4 players, in every language, at several points of a seeded
game (opponents' known hand cards, cards in front of each seat, the common area, the
revealed cards); every text the faces paint is recorded (``tests/presentation/textsize.py``)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Rng, get_spec
from contaria_desktop.engines.dark_tales.rules_data import CARDS, SETTINGS
from contaria_desktop.games.dark_tales import cardtext
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces
from tests.presentation.textsize import painted_texts

#: window size -> (the table's size in that window, the text floor of that window)
SIZES = {(1280, 800): ((993, 726), 11.0), (1024, 640): ((835, 562), 9.0)}



def _states(n: int):
    """Views of one seeded game with the opponents' known cards: every 12th decision."""
    st = get_spec("dark_tales").new_game(n, 40 + n, {"open_scores": False})
    rng = Rng(7)
    out, k = [], 0
    while not st.is_terminal and len(out) < 4:
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
        k += 1
        if k % 12 == 0 and st.current_player is not None:
            out.append((st.view(st.current_player), st.legal_actions()))
    return out


def _cut(texts, names):
    """Painted texts ending in "…" whose beginning is the beginning of a card or setting name."""
    bad = []
    for text, px in texts:
        if text.endswith("…") or text.endswith("..."):
            stem = text.rstrip("….").strip()
            if any(name.startswith(stem) or any(w.startswith(stem) for w in name.split()) for name in names):
                bad.append(f"{text!r} at {px:.1f} px")
    return bad


@pytest.mark.parametrize("n", [2, 4])
def test_no_card_title_is_elided(n, bare_table, qapp):
    states = _states(n)
    assert states
    bare_table.set_seat_names([f"Player {i + 1}" for i in range(n)])
    problems = []
    for (w, h), ((tw, th), floor) in SIZES.items():
        bare_table.resize(tw, th)
        qapp.processEvents()
        faces.set_text_floor(floor, bare_table.devicePixelRatioF())   # the floor of the whole window
        for code in ("en", "pt_BR", "es"):
            translators.install_translators(None, code)
            try:
                names = [cardtext.name(c) for c in CARDS] + [cardtext.setting_name(s) for s in SETTINGS]
                for i, (view, legal) in enumerate(states):
                    bare_table.show_state("dark_tales", view, legal, interactive=True)
                    qapp.processEvents()
                    texts = painted_texts(bare_table)
                    assert texts
                    problems += [f"{w}×{h} {code} state {i}: {p}" for p in _cut(texts, names)]
                    problems += [f"{w}×{h} {code} state {i}: {t!r} at {px:.1f} px below {floor}"
                                 for t, px in texts if px < floor - 0.05 and any(t in nm for nm in names)]
            finally:
                translators.install_translators(None, "en")
    assert not problems, "\n".join(sorted(set(problems))[:40])


def test_a_long_word_is_hyphenated_not_cut(qapp):
    """The wrap itself: a word wider than the card is split with a hyphen at a syllable
    boundary of its language, in pieces that fit; a word with no boundary is not split."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from contaria_desktop.games.dark_tales.faces import _wrap, syllable_breaks
    font = QFont()
    font.setPixelSize(9)
    font.setBold(True)
    fm = QFontMetricsF(font)
    for language, name in (("en", "Princess"), ("en", "Creature of the Night"), ("es", "Bosque Encantado"),
                           ("es", "Criatura de la Noche")):
        lines = _wrap(name.split(), fm, lambda i: 30.0, True, breaks=lambda w: syllable_breaks(w, language))
        assert lines is not None, name
        assert "".join(x[:-1] if x.endswith("-") else x + " " for x in lines).strip() == name
        assert all(fm.horizontalAdvance(x) <= 30.5 or len(x) <= 2 for x in lines), lines
    assert _wrap(["Princess"], fm, lambda i: 30.0, True, breaks=lambda w: syllable_breaks(w, "en")) == \
        ["Prin-", "cess"]


def test_a_word_the_dictionary_cannot_break_is_whole(qapp):
    """QA of issue 11, "Cur-sed": pyphen knows no break in "Cursed"; the name is never split
    inside that word - whole words on a full-width line, smaller if need be."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from contaria_desktop.games.dark_tales.faces import syllable_breaks, title_lines
    assert syllable_breaks("Cursed", "en") == []
    image = QImage(50, 50, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    try:
        for width in (20.0, 30.0, 45.0):
            layout = title_lines(p, "Cursed Castle", width * 0.6, width, 12.0, 14.0, 30.0)
            assert "Cursed" in layout.lines, (width, layout.lines)
            assert not any(line.startswith("Cur") and line.endswith("-") for line in layout.lines)
            fm = QFontMetricsF(layout.font)
            assert all(fm.horizontalAdvance(line) <= width + 0.5 for line in layout.lines), layout.lines
    finally:
        p.end()
