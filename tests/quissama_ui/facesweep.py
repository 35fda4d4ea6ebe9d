"""The Quissama face tests' shared sweep: every deck kind a test asks for, drawn on its own
(``KindFace``) at each (width, readable floor) in one language while the painted texts are
recorded (``tests/presentation/textsize.recording``) - what ``test_kind_names`` and
``test_readable`` check, each with its own idea of "the name is there"."""

from __future__ import annotations

from typing import Callable, Iterable

from contaria_desktop.engines.quissama import rules_data
from contaria_desktop.games.quissama.faces import KindFace
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces
from tests.presentation.textsize import recording


def unnamed_kinds(code: str, sizes: Iterable[tuple[int, float]], wanted: Callable[[str], bool],
                  named: Callable[[str, str], bool]) -> list[str]:
    """The problems of the kinds of ``rules_data.KINDS`` for which ``wanted(kind)`` holds, in
    language ``code`` at each ``(width px, floor px)`` of ``sizes``: "<code> <width>px <kind>:
    <painted>" when ``named(kind, painted)`` is false (``painted``: the texts drawn, joined by
    spaces) and "...: cut <text>" for every text drawn with an ellipsis. The language, the
    readable floor (9 px) and English are restored afterwards, also on failure."""
    translators.install_translators(None, code)
    blank: list[str] = []
    try:
        for width, floor in sizes:
            faces.set_text_floor(floor, 1.0)
            for kind in rules_data.KINDS:
                if not wanted(kind):
                    continue
                with recording() as seen:
                    faces.render(KindFace(kind), width)
                painted = " ".join(t for t, _ in seen)
                if not named(kind, painted):
                    blank.append(f"{code} {width}px {kind}: {painted!r}")
                blank += [f"{code} {width}px {kind}: cut {t!r}" for t, _ in seen if t.rstrip().endswith("…")]
    finally:
        faces.set_text_floor(9.0, 1.0)
        translators.install_translators(None, "en")
    return blank
