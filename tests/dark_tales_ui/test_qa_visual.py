"""QA of issue 11, the last visual defects of the Dark Tales table:

1. the tale's title "A and B" was cut with "…" in the settings zone's header: it is now on a
   banner across the table, painted whole at 1280×800 and 1024×640, 2 and 4 players, en/pt_BR/es;
3. the "known" and "×N" ribbons covered a card's type label: the card's texts are laid out
   above the ribbon (painted text rectangles never meet the ribbon's);
4. the "known to others" ribbon on the own hand's cards was cut: "seen" fits in every language;
5. hyphens break at syllable boundaries (pyphen's dictionaries), not "Ench-anted";
7. card counts in the log use Qt's plural forms ("drew 1 card").

The preview placement (2) is in ``test_qa_preview.py``; the 2-player panel (6) in
``test_table.py``."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from contaria_desktop.engines.core import get_spec
from contaria_desktop.engines.dark_tales.rules_data import CARDS, SETTINGS_A, SETTINGS_B
from contaria_desktop.games.dark_tales import cardtext
from contaria_desktop.games.dark_tales.faces import DarkTalesFace, _wrap, ribbon_rect, syllable_breaks
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces
from tests.presentation.textsize import painted_texts

#: window size -> (the table's size in that window, the text floor of that window)
SIZES = {(1280, 800): ((993, 726), 11.0), (1024, 640): ((835, 562), 9.0)}
LANGUAGES = ("en", "pt_BR", "es")


def _longest_title() -> tuple[str, str]:
    """The A and B setting cards whose title is longest in the language on screen."""
    return max(itertools.product(SETTINGS_A, SETTINGS_B), key=lambda ab: len(cardtext.title(*ab)))


def _view(n: int, a: str, b: str):
    st = get_spec("dark_tales").new_game(n, 3, {"setting_a": a, "setting_b": b})
    rng = random.Random(2)
    for _ in range(6):
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    return st.view(st.current_player), st.legal_actions()


@pytest.mark.parametrize("n", [2, 4])
def test_the_tales_title_is_painted_whole(n, bare_table, qapp):
    bare_table.set_seat_names([f"Player {i + 1}" for i in range(n)])
    problems = []
    for (w, h), ((tw, th), floor) in SIZES.items():
        bare_table.resize(tw, th)
        qapp.processEvents()
        faces.set_text_floor(floor, bare_table.devicePixelRatioF())
        for code in LANGUAGES:
            translators.install_translators(None, code)
            try:
                a, b = _longest_title()
                title = cardtext.title(a, b)
                view, legal = _view(n, a, b)
                bare_table.show_state("dark_tales", view, legal, interactive=True)
                qapp.processEvents()
                texts = painted_texts(bare_table)
                shown = [(t, px) for t, px in texts if t == title]
                if not shown:
                    near = [t for t, _ in texts if t[:12] == title[:12]]
                    problems.append(f"{w}×{h} {code} {n}p: {title!r} not painted whole (painted: {near})")
                elif any(px < floor - 0.05 for _, px in shown):
                    problems.append(f"{w}×{h} {code} {n}p: the title below {floor} px")
            finally:
                translators.install_translators(None, "en")
    assert not problems, "\n".join(problems)


class _Recorder:
    """Records every text a face paints with its rectangle on the image, and the ribbon."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, QRectF]] = []

    def __enter__(self):
        original = QPainter.drawText
        self.original = original
        rec = self.texts

        def record(p: QPainter, *args):
            if len(args) >= 3 and isinstance(args[0], QRectF) and isinstance(args[2], str) and args[2].strip():
                fm = QFontMetricsF(p.font())
                box = fm.boundingRect(args[0], int(args[1]), args[2])
                rec.append((args[2], p.worldTransform().mapRect(box)))
            return original(p, *args)

        QPainter.drawText = record
        return self

    def __exit__(self, *exc):
        QPainter.drawText = self.original


def _overlaps(face: DarkTalesFace, width_px: int) -> list[str]:
    """Painted texts of ``face`` (other than its tag) that meet its ribbon, at ``width_px``."""
    h = round(width_px * 1.4)
    image = QImage(width_px, h, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    rib = ribbon_rect(p, float(width_px), float(h))
    p.end()
    with _Recorder() as rec:
        faces.render(face, width_px, abilities=True)
    bad = []
    for text, box in rec.texts:
        if text == face.tag:
            continue
        inter = box & rib
        if inter.width() > 0.5 and inter.height() > 0.5:
            bad.append(f"{text!r} {box.getRect()} meets the ribbon {rib.getRect()}")
    return bad


#: card widths on screen (px) at each window's floor, per ribbon: "×3" in the common area (scale
#: 0.85), "known" on an opponent's hand (0.9; 1.4 for the single opponent at 2 players), "seen"
#: on the own hand (1.5), in a 1024×640 and a 1280×800 window
WIDTHS = {9.0: {"count": (44,), "known": (47, 73), "seen": (78,)},
          11.0: {"count": (53,), "known": (56, 87), "seen": (93,)}}


@pytest.mark.parametrize("code", LANGUAGES)
def test_ribbons_cover_no_text_and_are_never_cut(code, qapp):
    translators.install_translators(None, code)
    problems = []
    try:
        tags = {"known": cardtext_tr("known"), "seen": cardtext_tr("seen"), "count": "×3"}
        for floor, per_tag in WIDTHS.items():
            faces.set_text_floor(floor, 1.0)
            for which, widths in per_tag.items():
                tag = tags[which]
                for width in widths:
                    for cid in CARDS:
                        face = DarkTalesFace("card", cid, tag=tag)
                        with _Recorder() as rec:
                            faces.render(face, width)
                        cut = [t for t, _ in rec.texts if t.endswith("…") and tag.startswith(t[:-1])]
                        problems += [f"{code} {width}px {cid}: ribbon {tag!r} cut to {t!r}" for t in cut]
                        if not cut:
                            problems += [f"{code} {width}px {cid} [{tag}]: {p}" for p in _overlaps(face, width)]
    finally:
        faces.set_text_floor(9.0, 1.0)
        translators.install_translators(None, "en")
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("code,known", [("pt_BR", "conhecida"), ("es", "conocida")])
def test_the_known_ribbon_says_known(code, known, qapp):
    """QA of issue 11 (7th pass): the ribbons read "vista" ("seen", or "a view") in pt_BR and
    es; a card whose identity another player knows is "conhecida" / "conocida" - on an
    opponent's card you know and on your own card others know (its hover names who)."""
    translators.install_translators(None, code)
    try:
        assert cardtext_tr("known") == known and cardtext_tr("seen") == known
    finally:
        translators.install_translators(None, "en")


def cardtext_tr(source: str) -> str:
    from PySide6.QtCore import QCoreApplication
    return QCoreApplication.translate("dark_tales.table", source)


def test_hyphens_fall_between_syllables(qapp):
    """A name too wide for its line breaks where the language's hyphenation patterns allow:
    "En-chanted", "Prin-cesa", "Encan-tado" - never "Ench-anted"."""
    from PySide6.QtGui import QFont
    assert syllable_breaks("Enchanted", "en") == [2]          # British patterns: En-chanted
    assert syllable_breaks("Princesa", "es") == [4, 6]        # Prin-ce-sa
    assert syllable_breaks("Encantada", "pt_BR") == [2, 5, 7]  # En-can-ta-da
    font = QFont()
    font.setPixelSize(9)
    font.setBold(True)
    fm = QFontMetricsF(font)
    for language, word in (("en", "Enchanted"), ("es", "Princesa"), ("pt_BR", "Encantada"), ("es", "Encantado")):
        width = fm.horizontalAdvance(word) * 0.7
        lines = _wrap([word], fm, lambda i: width, True, breaks=lambda w: syllable_breaks(w, language))
        if lines is None:       # no boundary of the whole word leaves pieces that fit: not split
            assert language == "en" and syllable_breaks(word, language) == [2], word   # "En-chanted" only
            continue
        assert "".join(x.rstrip("-") for x in lines) == word
        done = 0
        for line in lines[:-1]:     # each hyphen at a syllable boundary of the whole word
            done += len(line) - 1
            assert done in syllable_breaks(word, language), (word, lines)
    assert _wrap(["Enchanted"], fm, lambda i: fm.horizontalAdvance("Enchant"), True,
                 breaks=lambda w: syllable_breaks(w, "en")) == ["En-", "chanted"]
    # a word the patterns cannot break is never split ("Cur-sed"): the wrap fails, the caller
    # shrinks the name or wraps it at word boundaries
    assert _wrap(["Princess"], fm, lambda i: 30.0, True, breaks=lambda w: []) is None


@pytest.mark.parametrize("code,one,five", [
    ("en", "Ana drew 1 card.", "Ana drew 5 cards."),
    ("pt_BR", "Ana comprou 1 carta.", "Ana comprou 5 cartas."),
    ("es", "Ana robó 1 carta.", "Ana robó 5 cartas."),
])
def test_card_counts_in_the_log_use_plural_forms(code, one, five, qapp):
    from contaria_desktop.engines.core import Event
    from contaria_desktop.i18n import messages
    translators.install_translators(None, code)
    try:
        ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"])
        drew = [messages.event_text(Event("dark_tales.drew", {"seat": 0, "count": k, "why": "card"}), ctx)
                for k in (1, 5)]
        looked = [messages.event_text(Event("dark_tales.looked", {"seat": 0, "count": k}), ctx) for k in (1, 3)]
    finally:
        translators.install_translators(None, "en")
    plain = [t.replace("\u2068", "").replace("\u2069", "") for t in drew + looked]
    assert plain[:2] == [one, five]
    assert all("(s)" not in t and "{" not in t for t in plain)
    assert "3" in plain[3] and plain[2] != plain[3].replace("3", "1")   # singular and plural differ


def test_the_turn_hint_names_only_what_is_possible():
    """Issue 18.4 (QA): with an empty hand only Pass is legal, so the bar must not ask for a
    card from the hand; "or first use an item line" only when a line can be used."""
    from contaria_desktop.engines.core import Action
    from contaria_desktop.games.dark_tales import messages as M
    play, line, pas = Action("play", card="c1"), Action("use_item", line="wand"), Action("pass")
    assert M.turn_key({}, [play, line]) == "dark_tales.turn"
    assert M.turn_key({}, [play]) == "dark_tales.turn.play"
    assert M.turn_key({}, [line, pas]) == "dark_tales.turn.line"
    assert M.turn_key({}, [pas]) == "dark_tales.turn.pass"
