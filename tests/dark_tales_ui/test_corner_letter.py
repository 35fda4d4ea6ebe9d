"""QA (log8): a known Creature of the Night in an opponent's hand, 44 px wide at 1024×640 (53
px at 1280×800) with the "known" ribbon, had no letter: its three-line name left the medallion
no room. The initial goes on a chip in the top-right corner, the row the name leaves free
beside the VP badge (faces.corner_letter): at the readable size, meeting no other text, the
VP badge or the ribbon. The one-word ribbon is printed whole ("conhecida", not "conheci…")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from contaria_desktop.games.dark_tales import faces as dt_faces
from contaria_desktop.games.dark_tales.faces import DarkTalesFace, ribbon_rect
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces
from tests.dark_tales_ui.test_qa_visual import _Recorder

#: the known card's width on screen (px) and the text floor, in a 1024×640 and a 1280×800 window
SIZES = ((44, 9.0), (53, 11.0))


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_the_creature_of_the_night_keeps_its_letter_on_a_small_known_card(code, qapp, monkeypatch):
    chips: list[tuple[QRectF, int]] = []
    original = dt_faces.corner_letter

    def record(p, card_id, colour, room):
        chip = original(p, card_id, colour, room)
        chips.append((chip, p.font().pixelSize()))
        return chip

    monkeypatch.setattr(dt_faces, "corner_letter", record)
    translators.install_translators(None, code)
    try:
        known = QCoreApplication.translate("dark_tales.table", "known")
        for width, floor in SIZES:
            faces.set_text_floor(floor, 1.0)
            chips.clear()
            face = DarkTalesFace("card", "creature_of_the_night", tag=known)
            with _Recorder() as rec:
                faces.render(face, width, dpr=1.0)
            assert len(chips) == 1 and chips[0][0] is not None, (code, width)
            chip, px = chips[0]
            assert px >= floor, (code, width, px)
            height = round(width * 1.4)
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            p = QPainter(image)
            rib = ribbon_rect(p, float(width), float(height), known)
            p.end()
            assert QRectF(0, 0, width, height).contains(chip) and chip.bottom() <= rib.top()
            for text, box in rec.texts:
                meet = box & chip
                assert meet.width() <= 0.5 or meet.height() <= 0.5, (code, width, text, box, chip)
            badge = next(box for text, box in rec.texts if text == "+1")
            assert chip.left() >= badge.right(), (code, width)
            # the tag whole: painted as itself, not elided
            assert [text for text, _ in rec.texts if text.startswith(known[:4])] == [known], (code, width)
    finally:
        translators.install_translators(None, "en")
        faces.set_text_floor(9.0, 1.0)
