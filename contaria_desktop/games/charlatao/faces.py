"""CharLatão card faces: what one card-shaped item shows (:class:`CharlataoFace`) and how it
is painted from the art in ``assets/charlatao/`` (see ``assets/README.md``).

The art holds no words or numbers: ranks, names, counts and captions are painted here, at
the card's on-screen pixel size (``table/faces.pixmap`` caches the result). Suits are
always drawn with their symbol (shape *and* colour: ziggurat, moon, drop, sun, barley), so
they can be told apart without colour.
"""

from __future__ import annotations

import re

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from ...table import art
from ...table.faces import draw_fitted, draw_name, fit_font, readable_px
from . import text

#: the suits' colours (assets/README.md, Okabe-Ito), for frames and fallbacks
SUIT_COLOURS = {"red": QColor("#D55E00"), "blue": QColor("#0072B2"), "green": QColor("#009E73"),
                "yellow": QColor("#F0E442"), "purple": QColor("#CC79A7")}
INK = QColor("#33230f")
SECRET = QColor("#f0c44c")



@dataclass(frozen=True)
class CharlataoFace:
    """One face; hashable (it is the picture cache key).

    ``kind``:

    - ``"copper"``: copper card ``card`` (``"blue-3"``) face up;
    - ``"back"``: a copper card face down (``count``: a number on it, e.g. a pile's size);
    - ``"quality"``: a suit card face down on the quality board; ``suit`` set when the viewer
      knows it (``secret``: only some seats do - drawn as an inset);
    - ``"suit"``: a suit card face up (a revealed quality, or a choice of the Supplier);
    - ``"character"``: character card ``character`` (``side`` "basic"/"advanced").

    ``tag`` is a short caption painted on a ribbon at the foot of the card."""

    kind: str
    card: str | None = None
    suit: str | None = None
    character: str | None = None
    side: str = ""
    count: int | None = None
    tag: str = ""
    secret: bool = False

    # --- what table/scene.py asks of a face ---------------------------------------------
    @property
    def face_up(self) -> bool:
        return self.kind in ("copper", "suit", "character")

    @property
    def identity(self) -> str | None:
        return self.card or self.suit or self.character

    def texts(self) -> list[str]:
        """Every string this face paints (the leak tests read these)."""
        out: list[str] = []
        if self.kind == "copper" and self.card:
            out.append(str(text.rank_of(self.card)))
        if self.kind == "suit" and self.suit:
            name = text.suit_name(self.suit)
            out.append(name[:1].upper() + name[1:])
        if self.kind == "character" and self.character:
            out += [text.character_name(self.character), text.side_name(self.side)]
        if self.count is not None:
            out.append(str(self.count))
        if self.tag:
            out.append(self.tag)
        return out

    # --- table/faces.render and items/preview.py hooks ----------------------------------
    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        """Paint this face on a ``w`` x ``h`` pixel card."""
        if self.kind == "copper" and self.card:
            _paint_copper(p, self.card, w, h)
        elif self.kind == "suit" and self.suit:
            _paint_suit_card(p, self.suit, w, h)
        elif self.kind == "quality":
            _paint_quality_back(p, self.suit if self.secret else None, w, h)
        elif self.kind == "character" and self.character:
            _paint_character(p, self.character, self.side, w, h)
        else:
            _image_or_fill(p, art.load_image("charlatao", "card_back.png"), w, h, QColor("#2f6b55"))
        if self.count is not None:
            _paint_count(p, self.count, w, h)
        if self.tag:
            _paint_tag(p, self.tag, w, h)

    def preview_content(self, card: dict, owner_label: str) -> tuple[list, list]:
        """Pictures and text lines of the hover preview: the layout put them in the
        card dict (``preview_faces``, ``lines``); the face itself otherwise."""
        pictures = card.get("preview_faces") or [(self, owner_label)]
        lines = list(card.get("lines") or [])
        return pictures, lines


# --- painting helpers ---------------------------------------------------------------------

def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(5, int(round(px))))
    f.setBold(bold)
    return f


def suit_image(suit: str) -> QImage | None:
    return art.load_image("charlatao", f"suit_{text.suit_index(suit)}.png")


def draw_suit(p: QPainter, suit: str, centre: QPointF, size: float) -> None:
    """The suit's symbol centred at ``centre``, ``size`` pixels square (a coloured disc
    with the suit's initial when the art is missing)."""
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    image = suit_image(suit)
    if image is not None:
        p.drawImage(rect, image, QRectF(image.rect()))
        return
    p.setPen(Qt.NoPen)
    p.setBrush(SUIT_COLOURS.get(suit, QColor("#888888")))
    p.drawEllipse(rect.adjusted(size * 0.1, size * 0.1, -size * 0.1, -size * 0.1))
    p.setPen(QColor("white"))
    p.setFont(_font(readable_px(p, size * 0.45), True))
    p.drawText(rect, Qt.AlignCenter, text.suit_name(suit)[:1].upper())


def _image_or_fill(p: QPainter, image: QImage | None, w: float, h: float, colour: QColor) -> None:
    if image is not None:
        p.drawImage(QRectF(0, 0, w, h), image, QRectF(image.rect()))
        return
    p.setPen(QPen(colour.darker(150), max(1.0, w * 0.02)))
    p.setBrush(colour)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.05, w * 0.05)


def _paint_copper(p: QPainter, card: str, w: float, h: float) -> None:
    """Copper face: rank and suit symbol in the two corners (on cartouches a little larger
    than the art's, so the rank stays legible in a fanned hand and on small cards), the
    suit symbol large in the centre."""
    suit, rank = text.suit_of(card), text.rank_of(card)
    _image_or_fill(p, art.load_image("charlatao", "card_face.png"), w, h, QColor("#f3e3c3"))
    box = QRectF(w * 0.035, h * 0.025, w * 0.27, h * 0.29)
    _paint_index(p, suit, rank, box, w)
    p.save()
    p.translate(w, h)
    p.rotate(180)
    _paint_index(p, suit, rank, box, w)
    p.restore()
    draw_suit(p, suit, QPointF(w * 0.56, h * 0.52), w * 0.44)


def _paint_index(p: QPainter, suit: str, rank: int, box: QRectF, w: float) -> None:
    p.setPen(QPen(QColor("#b08a55"), max(1.0, w * 0.012)))
    p.setBrush(QColor("#fbf3e2"))
    p.drawRoundedRect(box, w * 0.04, w * 0.04)
    p.setPen(INK)
    rank_rect = QRectF(box.left(), box.top() + box.height() * 0.02, box.width(), box.height() * 0.5)
    draw_fitted(p, rank_rect, str(rank), rank_rect.height() * 0.98, 5.0, bold=True)
    size = min(box.width() * 0.8, box.height() * 0.44)
    draw_suit(p, suit, QPointF(box.center().x(), box.top() + box.height() * 0.52 + size / 2), size)


def _paint_suit_card(p: QPainter, suit: str, w: float, h: float) -> None:
    """A suit card face up: the symbol large, its name (and shape) on a band below."""
    _image_or_fill(p, art.load_image("charlatao", "card_face.png"), w, h, QColor("#f3e3c3"))
    colour = SUIT_COLOURS.get(suit, QColor("#888888"))
    p.setPen(QPen(colour, max(2.0, w * 0.05)))
    p.setBrush(QColor("#f8eedb"))          # over the art's rank cartouches: no rank here
    m = w * 0.07
    p.drawRoundedRect(QRectF(m, m, w - 2 * m, h - 2 * m), w * 0.05, w * 0.05)
    draw_suit(p, suit, QPointF(w * 0.5, h * 0.42), w * 0.6)
    band = QRectF(w * 0.08, h * 0.72, w * 0.84, h * 0.14)    # inside the frame: "Vermelho" whole (18.3)
    p.setPen(INK)
    name = text.suit_name(suit)
    draw_fitted(p, band, name[:1].upper() + name[1:], band.height() * 0.85, 5.0, bold=True)


def _paint_quality_back(p: QPainter, known: str | None, w: float, h: float) -> None:
    """A face-down suit card; ``known``: the suit this viewer knows, drawn as an inset over
    the rosette with a gold frame (the others see only the back)."""
    _image_or_fill(p, art.load_image("charlatao", "quality_back.png"), w, h, QColor("#22407a"))
    if not known:
        return
    p.setPen(QPen(SECRET, max(2.0, w * 0.045), Qt.DashLine))
    p.setBrush(Qt.NoBrush)
    m = w * 0.05
    p.drawRoundedRect(QRectF(m, m, w - 2 * m, h - 2 * m), w * 0.06, w * 0.06)
    r = w * 0.34
    c = QPointF(w * 0.5, h * 0.5)
    p.setPen(QPen(SECRET, max(1.5, w * 0.03)))
    p.setBrush(QColor("#f4ead2"))
    p.drawEllipse(c, r, r)
    draw_suit(p, known, c, r * 1.5)


def _paint_character(p: QPainter, character: str, side: str, w: float, h: float) -> None:
    """Portrait on top, name and side on a band below."""
    frame = QRectF(0.5, 0.5, w - 1, h - 1)
    p.setPen(QPen(QColor("#c79a4a"), max(1.0, w * 0.02)))
    p.setBrush(QColor("#3b2a1c"))
    p.drawRoundedRect(frame, w * 0.06, w * 0.06)
    names = {"assyrian_buyer": "assirio", "supplier": "fornecedor", "babylonian_buyer": "babilonico",
             "messenger": "mensageiro", "ea_nasir": "ea_nasir"}
    image = art.load_image("charlatao", f"character_{names.get(character, character)}.png")
    m = w * 0.05
    portrait = QRectF(m, m, w - 2 * m, w - 2 * m)
    if image is not None:
        p.drawImage(portrait, image, QRectF(image.rect()))
    else:
        p.fillRect(portrait, QColor("#8a6d3b"))
    band = QRectF(m, portrait.bottom() + h * 0.01, w - 2 * m, h - portrait.bottom() - m - h * 0.01)
    p.setPen(QColor("#fff4d6"))
    name_rect = QRectF(band.left(), band.top(), band.width(), band.height() * 0.62)
    # the seat's header names the character and the preview its side: on a card too small
    # to print them readably they are left out, never cut (issue 18.3)
    if not draw_name(p, name_rect, text.character_name(character), name_rect.height() * 0.8, 5.0,
                     optional=True):  # two lines if need be
        # a long name ("Comprador Babilônico") on a small card takes the side's line too:
        # the name is what the table must show whole (issue 18.3); the preview gives the side
        if draw_name(p, band, text.character_name(character), name_rect.height() * 0.8, 5.0,
                     optional=True):
            return
    if side:
        p.setPen(QColor("#e3c98f"))
        side_rect = QRectF(band.left(), name_rect.bottom(), band.width(), band.height() * 0.38)
        draw_fitted(p, side_rect, text.side_name(side), side_rect.height() * 0.8, 5.0, optional=True)


def _paint_count(p: QPainter, count: int, w: float, h: float) -> None:
    r = w * 0.22
    c = QPointF(w * 0.5, h * 0.45)
    p.setPen(QPen(QColor("#f4ead2"), max(1.0, w * 0.025)))
    p.setBrush(QColor(20, 20, 20, 215))
    p.drawEllipse(c, r, r)
    p.setPen(QColor("white"))
    draw_fitted(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), str(count), r * 1.2, 5.0, bold=True)


def _paint_tag(p: QPainter, tag: str, w: float, h: float) -> None:
    """The caption ribbon at the foot of the card, never below the readable size (issue
    18.3): one line when it fits, else its words on as few lines as fit (up to three: "held
    by" / "Bartolomeu" / "Dias" on a small card), the ribbon as tall as they need (QA: "held
    by Play…")."""
    low = readable_px(p, 5.0)
    band = QRectF(w * 0.04, h * 0.78, w * 0.92, h * 0.17)
    px = max(band.height() * 0.75, low)
    room = band.width() - 2 * w * 0.03

    def fits(text: str, size: float) -> bool:
        return QFontMetricsF(fit_font(text, room, size, low, True)).horizontalAdvance(text) <= room + 0.5

    lines = [tag]
    # a hyphenated name may break after its hyphen ("Ea-" / "Nasir") rather than be cut
    words = [w for word in tag.split() for w in re.sub(r"(?<=\w-)(?=\w)", " ", word).split()]
    if not fits(tag, px) and len(words) > 1:
        for count in (2, 3):
            lines = _split_words(words, count)
            if all(fits(line, low) for line in lines):
                break
        line_h = max(h * 0.33 / 2, low * 1.2)
        tall = line_h * len(lines)
        band = QRectF(w * 0.04, h * 0.95 - tall, w * 0.92, tall)
        px = max(min(px, line_h * 0.9), low)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(15, 15, 15, 220))
    p.drawRoundedRect(band, w * 0.04, w * 0.04)
    p.setPen(QColor("white"))
    inner = band.adjusted(w * 0.03, 0, -w * 0.03, 0)
    step = inner.height() / len(lines)
    for i, line in enumerate(lines):
        draw_fitted(p, QRectF(inner.left(), inner.top() + i * step, inner.width(), step), line, px, low, bold=True)


def _join(words: list[str]) -> str:
    """``words`` on one line: a space between them, none after the first half of a
    hyphenated name ("Ea-" + "Nasir" is "Ea-Nasir", not "Ea- Nasir": issue 18.3, pt_BR "dada a
    Ea-Nasir" on a 1280×800 table)."""
    out = ""
    for word in words:
        out += word if not out or out.endswith("-") else " " + word
    return out


def _split_words(words: list[str], count: int) -> list[str]:
    """``words`` on ``count`` lines (fewer if there are fewer words), as even as can be; the
    halves of a hyphenated name rejoin on one line (:func:`_join`)."""
    count = min(count, len(words))
    if count == 2:
        cut = min(range(1, len(words)), key=lambda i: abs(len(_join(words[:i])) - len(_join(words[i:]))))
        return [_join(words[:cut]), _join(words[cut:])]
    best = None
    for i in range(1, len(words) - 1):
        for j in range(i + 1, len(words)):
            parts = [_join(words[:i]), _join(words[i:j]), _join(words[j:])]
            score = max(len(x) for x in parts)
            if best is None or score < best[0]:
                best = (score, parts)
    return best[1] if best else [_join(words)]


def card_dict(kind: str, **fields: Any) -> dict[str, Any]:
    """The ``card`` dict an item carries (what the hover preview and ``hoveredCard`` get)."""
    return {"game": "charlatao", "kind": kind, **fields}
