"""Issue 16, score-screen leftovers round 2: cards sized by the height too (Contária's five
tales at 1024×640 scrolled 37 px), faces laid out for the screen's pixels at 2×, the article
before a default name in "entre o Jogador 3 e o CONTÁRIA", and CharLatão's ✓ readable."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from contaria_desktop.games import registry
from contaria_desktop.i18n import messages
from contaria_desktop.i18n.names import plain
from contaria_desktop.table import faces
from contaria_desktop.ui.scoreview import MIN_CARD_W, badge_text_font

from .test_score_defects import language  # noqa: F401  (fixture)


def test_contaria_five_tales_fit_1024x640_by_height(qapp, monkeypatch):
    """The view is taller than its room under a three-row legend: the dialog rebuilds it with
    narrower cards (not below MIN_CARD_W) until nothing scrolls."""
    import contaria_desktop.games.widgets as widgets
    import contaria_desktop.ui.scores as ui_scores
    from tests.presentation.test_score_fit import finished
    for module in (widgets, ui_scores):
        monkeypatch.setattr(module, "available_size", lambda widget=None: (1024, 640))
    state = finished("contaria", 5, 3)
    plugin = registry.get("contaria")
    ctx = messages.MessageContext("contaria", [f"Player {i + 1}" for i in range(5)], state.view(None),
                                  **plugin.namers())
    dialog = ui_scores.ScoreDialog(state.result(), ctx, 3)
    dialog.show()
    QApplication.processEvents()
    try:
        view = dialog.view
        assert view.verticalScrollBar().maximum() == 0 and view.overflow() == 0
        assert MIN_CARD_W <= view.card_width < 75, view.card_width   # it had to shrink (75 at 1024 wide)
        assert view.horizontalScrollBar().maximum() == 0
    finally:
        dialog.close()
        dialog.deleteLater()


@dataclass(frozen=True)
class _Probe:
    """A face that records the readable floor it is painted with (painter units)."""
    seen: list

    def __hash__(self) -> int:
        return id(self)

    def paint(self, p, w, h, abilities) -> None:
        self.seen.append(faces.readable_px(p, 1.0))


def test_a_face_rendered_at_2x_lays_out_for_the_screen_pixels(qapp):
    """Root of the cut ability texts at 2×: a face rendered at 150 device px for a 75 px card
    took 9 device px (4.5 screen px) as readable and chose the long ability text. With the
    ratio given, the floor is 9 screen px = 18 device px."""
    seen: list = []
    faces.render(_Probe(seen), 150, dpr=2.0)
    faces.render(_Probe(seen), 75)
    floor = faces.text_floor()
    assert seen == [pytest.approx(2 * floor, abs=1), pytest.approx(floor, abs=1)]


def test_a_lone_mark_is_readable_at_1024(qapp):
    """CharLatão's ✓ (round won) was about 6 px tall in the 11 px badge font."""
    glyph = QFontMetricsF(badge_text_font(QFont(), "✓")).tightBoundingRect("✓")
    assert glyph.height() >= 9 and glyph.width() >= 8, glyph
    assert badge_text_font(QFont(), "+2").pixelSize() == 11   # numbers unchanged


@pytest.mark.parametrize("code,default,custom", [
    ("pt_BR", "entre o Jogador 2 e o CONTÁRIA", "entre Ana e o CONTÁRIA"),
    ("es", "entre el Jugador 2 y CONTÁRIA", "entre Ana y CONTÁRIA")])
def test_a_default_name_takes_its_article_in_a_tie_with_contaria(qapp, language, code, default, custom):  # noqa: F811
    from contaria_desktop.games.contaria.scores import win_reason
    from tests.games.contaria.test_scores import _result
    language(code)
    from contaria_desktop.i18n.formatting import seat_label
    for names, expected in (([seat_label(i, None, None) for i in range(3)], default),
                            (["Bia", "Ana", "Caio"], custom)):
        ctx = messages.MessageContext("contaria", names)
        said = plain(win_reason(_result([1, 8, 0], 8), ctx))
        assert expected in said, said
