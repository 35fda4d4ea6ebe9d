"""Issue 18 (the newcomer's last table defects in Contária): on the smallest cards the app
draws - 44 px wide at the 9 px text floor of a 1024×640 window, 54 px at the 11 px floor of
1280×800 (5 players, the log open: 46 px and 54 px measured) - in en, pt_BR and es:

- every type banner is printed whole ("CAVALHEIRO" was left out: an empty banner);
- every revealed name and every "your secret" name chip is printed whole, the longest
  ("Chapeuzinho Vermelho", "Fada Madrinha") on two lines ("Chapeuzi… Vermelho" was cut);
- every number is painted inside the card (a "+3" badge grown to the readable size was
  clipped at the card's right edge).

One small render per face, no table: well under a second."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter

from contaria_desktop.engines.contaria.cards import card_data
from contaria_desktop.games.contaria import cardtext
from contaria_desktop.games.contaria.faces import FaceSpec
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces

#: (text floor in screen px, smallest card width in px) of the two window sizes
SMALLEST = ((9.0, 44), (11.0, 54))
INITIALS = ("DONZELA", "CRIANCA", "FADA", "CAVALHEIRO", "VELHINHA")


@contextmanager
def _drawn() -> Iterator[list[tuple[str, float, float]]]:
    """``[(text, left, right)]`` of every text painted in the block, its horizontal extent
    in the painter's units (as Qt places a centred, left- or right-aligned line)."""
    original = QPainter.drawText
    seen: list[tuple[str, float, float]] = []

    def record(self: QPainter, *args: Any) -> Any:
        if len(args) >= 3 and isinstance(args[0], QRectF) and isinstance(args[2], str) and args[2].strip():
            rect, flags, text = args[0], int(args[1]), args[2]
            width = QFontMetricsF(self.font()).horizontalAdvance(text)
            if flags & 0x0004:          # AlignHCenter
                left = rect.center().x() - width / 2
            elif flags & 0x0002:        # AlignRight
                left = rect.right() - width
            else:
                left = rect.left()
            origin = self.worldTransform().map(rect.topLeft()).x() - rect.left()
            seen.append((text, origin + left, origin + left + width))
        return original(self, *args)

    QPainter.drawText = record
    try:
        yield seen
    finally:
        QPainter.drawText = original


def _faces() -> list[FaceSpec]:
    ids = [c["id"] for c in card_data()["cards"]]
    initial = {c["id"]: c["initial"] for c in card_data()["cards"]}
    return ([FaceSpec(i) for i in INITIALS] + [FaceSpec(initial[i], True, i) for i in ids]
            + [FaceSpec(initial[i], secret=i) for i in ids])


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_the_smallest_cards_print_banners_and_names_whole_and_numbers_inside(code, qapp):
    translators.install_translators(None, code)
    problems = []
    try:
        for floor, width in SMALLEST:
            faces.set_text_floor(floor)
            for face in _faces():
                with _drawn() as seen:
                    faces.render(face, width)
                texts = [t for t, _l, _r in seen]
                names = [face.front().name]          # the banner, or the revealed name
                if face.secret:
                    names.append(cardtext.revealed_side(face.secret).name)
                where = f"{code} {width}px {face.initial}/{face.identity or face.secret or '-'}"
                problems += [f"{where}: {name!r} not painted whole (painted {texts})"
                             for name in names if not _whole(name, texts)]
                problems += [f"{where}: cut {t!r}" for t in texts if t.endswith("…")]
                problems += [f"{where}: {t!r} spans {left:.1f}..{right:.1f} px of {width}"
                             for t, left, right in seen if left < -0.5 or right > width + 0.5]
    finally:
        translators.install_translators(None, "en")
        faces.set_text_floor(9.0)
    assert not problems, "\n".join(problems[:30])


def _whole(name: str, texts: list[str]) -> bool:
    """``name`` was painted on one line, or on the two lines :func:`faces.name_lines` makes."""
    return name in texts or all(line in texts for line in faces.name_lines(name))
