"""Quissama's last visual QA defects (issue 13): in the Replay window at 1024×640 every name is
painted whole ("José de Alencar" on two lines or as "Alencar", never "Cabeça de Por…"); the
cost letters of a character card stay under its coloured band at the smallest card size; a
blocked character's slash crosses no word and its ✕ badge has a legend line on the score
screen; the draw headline has no capital after a colon in any language."""

from __future__ import annotations

import json
import math
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from contaria_desktop.engines.core import Result
from contaria_desktop.engines.quissama import QuissamaState, rules_data
from contaria_desktop.games import registry
from contaria_desktop.games.quissama import text
from contaria_desktop.games.quissama.faces import CharacterFace, KindFace, title_fit
from contaria_desktop.games.quissama.layout import FLOOR_UNITS
from contaria_desktop.games.quissama.scores import BLOCKED_MARK, QuissamaScores
from contaria_desktop.i18n import messages, translators
from contaria_desktop.session import GameSession
from contaria_desktop.table import faces
from contaria_desktop.ui.replay import ReplayWindow
from contaria_desktop.ui.scores import ScoreDialog
from tests import budget
from tests.presentation.textsize import painted_texts

from .rects import _recording

#: five seats, the Gallery in two rows (Alencar free), one seat holding three characters (the
#: smallest character cards of the table), two of them blocked
POSITION = {"players": 5, "seed": 3, "current": 0,
            "gallery": {"IMPERADOR": {"owner": 1, "meeples": [2]}, "PRINCESA": {"owner": 1, "meeples": []},
                        "ARAUJO": {"owner": 1, "meeples": [0]}}}


@pytest.fixture
def replay(qtbot, tmp_path):
    path = tmp_path / "five.json"
    path.write_text(json.dumps({"game": "quissama", "position": POSITION}), encoding="utf-8")
    session = GameSession.open_position(path)
    w = ReplayWindow(session, None, speed=0.0)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    with qtbot.waitExposed(w):
        w.show()
    QApplication.processEvents()
    yield w
    session.close()


def _paint(face, w: int, h: int) -> tuple[QImage, list[tuple[str, QRectF]], float]:
    """``face`` painted on a ``w`` × ``h`` image: the image, the texts painted (their line
    boxes) and the height of its name band (a character card's)."""
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#000000"))
    with _recording() as seen:
        p = QPainter(image)
        try:
            band = face.title(p, w, h)[2] if isinstance(face, CharacterFace) else 0.0
            face.paint(p, w, h)
        finally:
            p.end()
    return image, seen, band


def test_replay_paints_every_name_whole_cost_letters_under_the_band_and_measures_at_its_size(replay):
    """Every free character's name (or its short form) is painted, nothing ends with "…"
    (the replay's table was smaller than the main window's: QA saw "Cabeça de Por…"), and on
    every character card of the table - the smallest are a seat's three - each text is
    inside the name band (the name) or wholly under it (the cost's letters, the objective)."""
    painted = [t for t, _ in painted_texts(replay.table)]
    assert not [t for t in painted if t.rstrip().endswith("…")], painted
    assert text.labels()["cdp"] in painted
    free = [c for c, g in replay.current_view()["gallery"].items() if g.get("owner") is None]
    assert "ALENCAR" in free
    joined = " ".join(painted)
    for char in free:
        name = text.character_name(char)
        assert all(word in joined for word in name.split()) or text.short_character_name(char) in painted, char
    view = replay.table.viewportTransform()
    widths = {}
    for key, item in replay.table.table_scene().cards.items():
        if isinstance(item.painted_face(), CharacterFace):
            widths[item.painted_face()] = (item.sceneTransform() * view).mapRect(item.card_rect())
    assert len(widths) == 8
    smallest = min(r.width() for r in widths.values())
    assert smallest < 40, smallest     # a seat's card: the letters are the discs' size or more
    letters = 0
    for face, rect in widths.items():
        w, h = round(rect.width()), round(rect.height())
        _, seen, band = _paint(face, w, h)
        for words, r in seen:
            inside = r.bottom() <= band + 0.5
            under = r.top() >= band - 0.5
            assert inside or under, f"{face.char} at {w}px: {words!r} {r} across the band (0-{band:.1f})"
            letters += words in {text.icon_letter(i) for i in "NGCLBK"}
    assert letters, "the Gallery's cards print their cost letters"
    # the plates and chips are measured at FLOOR_UNITS scene units: at least the readable
    # floor in the Replay window's table at both sizes (at 1280×800 it drew at 19 units a
    # chip measured at 18: "Cro…")
    for size in ((1024, 640), (1280, 800)):
        replay.resize(*size)
        QApplication.processEvents()
        scale = replay.table.transform().m11()
        assert math.ceil(faces.text_floor() / scale - 1e-6) <= FLOOR_UNITS, (size, scale)


def test_every_special_card_of_the_market_prints_its_effect_in_three_languages(replay):
    """A Market card (the smallest that shows a special card's effect) prints its effect or
    its short form whole in every language at both sizes, or its name over the body when the
    name is too long for the top line (QA: under its name "Fuga" was blank in Spanish and
    Portuguese, "cualquier"/"qualquer praça" too wide for the card; "Familia Imperial" too)."""
    specials = [k for k in rules_data.KINDS if not rules_data.ICONS.get(k) and k != rules_data.WILD]
    assert len(specials) == 8     # and the Imperial Blessing, which prints its six icons
    blank = []
    try:
        for index, size in enumerate(((1024, 640), (1280, 800))):
            replay.resize(*size)
            QApplication.processEvents()
            view = replay.table.viewportTransform()
            item = replay.table.table_scene().cards["card:market:0"]
            rect = (item.sceneTransform() * view).mapRect(item.card_rect())
            for code in budget.languages(5, 2, 5, index):     # all three at 1024×640
                translators.install_translators(None, code)
                for kind in specials:
                    w, h = round(rect.width()), round(rect.height())
                    _, seen, _ = _paint(KindFace(kind), w, h)
                    said = " ".join(t for t, _ in seen)
                    # a name too long for the top line takes the body instead, on lines of its own
                    named_in_body = any(t == text.kind_name(kind) and r.height() > 0.25 * h for t, r in seen)
                    if text.short_effect(kind) not in said and text.special_effect(kind) not in said \
                            and not named_in_body:
                        blank.append(f"{size} {code} {kind}: {said!r}")
    finally:
        translators.install_translators(None, "en")
    assert not blank, "\n".join(blank)


def test_a_name_too_long_for_the_card_is_printed_short_never_cut(qapp):
    image = QImage(40, 56, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    try:
        full = text.character_name("ALENCAR")
        assert title_fit(p, 400, 560, (full, "Alencar"), 56)[:2] == (full, 1)
        name, lines, band, _ = title_fit(p, 38, 80, (full, "Alencar"), 6)
        assert (name, lines) in ((full, 2), ("Alencar", 1)) and band <= 80 * 0.3
        assert title_fit(p, 10, 14, (full, "Alencar"), 2)[:2] == ("", 0)    # nothing rather than "Alen…"
    finally:
        p.end()


def test_a_blocked_cards_slash_crosses_no_word(qapp):
    """The slash is what differs between a blocked and a free card: none of it lies on a text
    (QA: it crossed the objective on the score screen)."""
    w, h = 132, 185     # about a score view's card
    for char in rules_data.CHARACTERS:
        plain, _, _ = _paint(CharacterFace(char, "red"), w, h)
        blocked, seen, _ = _paint(CharacterFace(char, "red", True), w, h)
        slash = _differ(plain, blocked)
        assert slash, char
        for words, r in seen:
            hit = [pt for pt in slash if r.contains(pt[0] + 0.5, pt[1] + 0.5)]
            assert not hit, f"{char}: the slash crosses {words!r}"


def _differ(a: QImage, b: QImage) -> list[tuple[int, int]]:
    """The pixels where ``a`` and ``b`` (same size and format, 4 bytes a pixel) differ."""
    da, db, line = bytes(a.constBits()), bytes(b.constBits()), a.bytesPerLine()
    out = []
    for y in range(a.height()):
        ra, rb = da[y * line:(y + 1) * line], db[y * line:(y + 1) * line]
        if ra != rb:
            out += [(x, y) for x in range(a.width()) if ra[4 * x:4 * x + 4] != rb[4 * x:4 * x + 4]]
    return out


def _ctx(view: dict, n: int):
    return messages.MessageContext("quissama", [f"P{i}" for i in range(n)], view, **registry.get("quissama").namers())


def test_the_blocked_mark_has_a_legend_line_on_the_score_screen(qtbot):
    st = QuissamaState.from_position(POSITION)
    view = st.view(None)
    result = Result(scores=(0,) * 5, winners=(), draw=True, details={"reason": "round_cap"})
    d = ScoreDialog(result, _ctx(view, 5), 3, speed=0)
    qtbot.addWidget(d)
    assert d.legend.text().count(BLOCKED_MARK) == 1
    assert BLOCKED_MARK + " " + text.blocked_note().rstrip(".") in d.legend.text()
    tiles = [t for t in d.view.tiles() if any(b.text == BLOCKED_MARK for b in t.card.badges)]
    assert len(tiles) == 2     # Imperador and Araújo, blocked; the Princesa is not
    free = {"players": 3, "gallery": {"PRINCESA": {"owner": 0, "meeples": []}}}
    notes = QuissamaScores().notes(result, _ctx(QuissamaState.from_position(free).view(None), 3))
    assert not any(BLOCKED_MARK == n.text for n in notes)     # the ★ and n/m legends: test_score_legend.py


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_the_draw_headline_has_no_capital_after_a_colon(qtbot, code):
    translators.install_translators(None, code)
    try:
        view = QuissamaState.from_position({"players": 3}).view(None)
        result = Result(scores=(0,) * 3, winners=(), draw=True, details={"reason": "round_cap"})
        d = ScoreDialog(result, _ctx(view, 3), 3, speed=0)
        qtbot.addWidget(d)
        said = d.winners_label.text()
        assert QuissamaScores().draw_reason(result, d.ctx) in said
        assert not re.search(r":\s+[A-ZÁÉÍÓÚÂÊÔÃÕÇ]", said), said
        bar = QuissamaScores().game_over_text(result, d.ctx)
        assert not re.search(r":\s+[A-ZÁÉÍÓÚÂÊÔÃÕÇ]", bar), bar
    finally:
        translators.install_translators(None, "en")
