"""The table's face drawing helpers (table/faces.py): long names are condensed before they
are cut, and a long two-word name goes on two lines."""

from __future__ import annotations


def test_long_names_on_small_cards_are_condensed_before_they_are_cut(qapp):
    from PySide6.QtGui import QFontMetricsF

    from contaria_desktop.table.faces import _font, fit_font

    width = QFontMetricsF(_font(9, True)).horizontalAdvance("CAVALHEIRO") * 0.85
    f = fit_font("CAVALHEIRO", width, 12, 9, bold=True)
    assert QFontMetricsF(f).horizontalAdvance("CAVALHEIRO") <= width  # fits whole: no "CAVALHE…"
    assert f.stretch() < 100
    short = fit_font("Fada", 200, 12, 5)
    assert short.pixelSize() == 12 and short.stretch() in (0, 100)  # short names keep normal letters


def test_a_long_two_word_name_goes_on_two_lines_instead_of_being_cut(qtbot, monkeypatch):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from contaria_desktop.table import faces

    drawn = []
    monkeypatch.setattr(faces, "draw_fitted", lambda p, rect, text, *a, **k: drawn.append((text, rect)))
    monkeypatch.setattr(faces, "_min_text_px", 5.0)   # the two-line rule itself, at any floor
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    faces.draw_name(painter, QRectF(0, 0, 30, 12), "Reina Malvada", 6, 5)
    faces.draw_name(painter, QRectF(0, 20, 80, 12), "Rainha Má", 6, 5)    # fits: one line
    faces.draw_name(painter, QRectF(0, 40, 20, 6), "Reina Malvada", 6, 5)   # too low for two
    painter.end()
    assert [t for t, _ in drawn] == ["Reina", "Malvada", "Rainha Má", "Reina Malvada"]
    assert drawn[1][1].top() == drawn[0][1].bottom()


def test_a_two_line_name_is_drawn_whole_or_not_at_all(qapp):
    """QA (issue 13): with ``optional``, a name on two lines was half drawn ("Cabeça de")
    while the call said it was drawn; now both lines are drawn, or neither and it says so."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from contaria_desktop.table import faces
    from tests.presentation.textsize import recording

    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    for width in range(20, 140, 4):
        p = QPainter(image)
        with recording() as seen:
            drawn = faces.draw_name(p, QRectF(0, 0, width, 30), "Cabeça de Porco card", 13.0, 9.0,
                                    optional=True)
        p.end()
        texts = [t for t, _px in seen]
        if drawn:
            assert " ".join(texts).replace("…", "") == "Cabeça de Porco card" or texts == ["Cabeça de Porco card"]
        else:
            assert texts == []


def test_a_token_prints_its_value_not_its_sign():
    """QA (issue 13): a coin token labelled "+2" printed a bare "+"."""
    from contaria_desktop.table.items.token import token_mark
    assert token_mark("+1") == "+1" and token_mark("+2") == "+2" and token_mark("−1") == "−1"
    assert token_mark("Gold coin") == "G" and token_mark("") == ""
