"""Player-typed names inside the window's texts.

Seat names are whatever the players typed: ``R&D``, ``مرحبا``, ``‮reversed``... Two things
keep them from changing the text around them:

- :func:`isolate` wraps a name in Unicode isolates (U+2068 FIRST STRONG ISOLATE ... U+2069
  POP DIRECTIONAL ISOLATE, Unicode Bidirectional Algorithm rules X5c/X6a). Inside, the name
  keeps its own direction; outside, the sentence is laid out as if the name were one neutral
  character, so "مرحبا placed a FADA" stays a left-to-right sentence and the paragraph
  direction comes from the sentence (the app language), not from the name. Every name that
  goes into a message, label, table heading, log line or the winners line goes through it
  (:meth:`messages.MessageContext.seat` does it for every message).
- :func:`mnemonic_safe` doubles ``&`` for texts Qt reads as mnemonics (button captions,
  group box titles, action and tab texts), so ``A&B`` is not shown as "AB" with an
  underlined B.
"""

from __future__ import annotations

import re
from typing import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

FSI = "\u2068"  # FIRST STRONG ISOLATE
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE
#: Isolate controls inside a name are dropped: a stray PDI would end our isolate early.
_ISOLATE_CONTROLS = {ord(c): None for c in "\u2066\u2067\u2068\u2069"}


class SeatNames(list):
    """The seat names a table is drawn with, and :attr:`bots`, the seats a bot plays: a bot's
    own view on screen (``--view-seat``, the replay's "View as") names that seat, never "you"
    (:func:`formatting.is_you`). A plain list of names means every seat is a person's."""

    def __init__(self, names: Iterable[str] = (), bots: Iterable[int] = ()) -> None:
        super().__init__(names)
        self.bots = frozenset(bots)


def isolate(name: str) -> str:
    """``name`` wrapped in FSI ... PDI (isolate controls inside it removed). Embeddings and
    overrides left open inside the name (e.g. an unclosed U+202E) end at the PDI."""
    return FSI + str(name).translate(_ISOLATE_CONTROLS) + PDI


def plain(text: str) -> str:
    """``text`` without isolate controls (for comparisons and tests)."""
    return str(text).translate(_ISOLATE_CONTROLS)


def mnemonic_safe(text: str) -> str:
    """``text`` for a widget that reads ``&`` as a mnemonic marker (QAbstractButton,
    QGroupBox title, QAction, tab text): every ``&`` doubled, so it shows as itself."""
    return str(text).replace("&", "&&")


def is_default_name(name: str, seat: int) -> bool:
    """True when ``name`` is the default name of a person's ``seat`` (0-based) - "Player 2" in
    any language the app ships (:func:`default_kind`): a common noun, so pt_BR/es sentences
    need an article with it ("conto do Jogador 2", not "de Jogador 2")."""
    return default_kind(name, seat) == "human"


def template_source(template: str, number: str = r"\d+") -> str:
    """Regex source matching what ``template`` gives ("Robô {n} ({difficulty})", "Player
    %1"): ``{n}`` / ``%1`` as ``number``, ``{difficulty}`` as a word without brackets, the rest
    literally (:func:`short_name`, ``articles``' default-name pattern)."""
    parts = re.split(r"(\{n\}|\{difficulty\}|%1)", template)
    return "".join(number if p in ("{n}", "%1") else r"[^()\n]+" if p == "{difficulty}"
                   else re.escape(p) for p in parts)


def short_name(name: str) -> str:
    """``name`` for a narrow caption: a default bot name ("Bot 3 (Normal)", "Robô 3 (Difícil)",
    in English or the language on screen) without its difficulty ("Bot 3", "Robô 3"); any
    other name unchanged. Isolates around the name stay around the short form. The whole name
    belongs in the caption's hover text."""
    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate
    bare = plain(name)
    # the short form: the name without its difficulty (QA: "Bot 3 (Nor…" on CharLatão's last trick)
    pairs = ((translate(DEFAULT_CONTEXT, BOT_TEMPLATE), translate(DEFAULT_CONTEXT, SHORT_BOT_TEMPLATE)),
             (BOT_TEMPLATE, SHORT_BOT_TEMPLATE))
    for long, short in pairs:
        m = re.fullmatch(template_source(long, r"(?P<n>\d+)"), bare)
        if m:
            out = short.replace("{n}", m.group("n"))
            return isolate(out) if str(name).startswith(FSI) else out
    return name


# ----- default names follow the language on screen ---------------------------------------
#
# A seat nobody named gets a default name from the New Game dialog ("Player 2", "Bot 3
# (Hard)"), written in the language on screen when the game started, and kept so in the
# session and its save. Such a name is not the player's choice: wherever it is shown it is
# recognised - in any language the app ships - and shown in the language on screen now
# (:func:`display_name`), also after View ▸ Language. A typed name is never changed.

#: The default names' templates (source text, the New Game dialog's translation context).
DEFAULT_CONTEXT = "NewGameDialog"
PLAYER_TEMPLATE = QT_TRANSLATE_NOOP("NewGameDialog", "Player {n}")
BOT_TEMPLATE = QT_TRANSLATE_NOOP("NewGameDialog", "Bot {n} ({difficulty})")
#: a default bot name without its difficulty, for a narrow caption (:func:`short_name`)
SHORT_BOT_TEMPLATE = QT_TRANSLATE_NOOP("NewGameDialog", "Bot {n}")
#: Bot kind -> its difficulty word (source text).
DIFFICULTIES = {"random": QT_TRANSLATE_NOOP("NewGameDialog", "Random"),
                "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
                "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
                "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard")}

_catalogues: dict[str, object] = {}   # language code -> QTranslator (None: none found)
_recognised: dict[tuple[str, int], str | None] = {}   # (plain name, seat) -> kind
_shown: dict[tuple[str, int, int], str] = {}   # (name, seat, generation) -> display name


def _catalogue(code: str):
    """A QTranslator holding ``code``'s app catalogue (not installed), or None."""
    if _catalogues.get(code) is None:   # a missing catalogue is looked for again next time
        from PySide6.QtCore import QTranslator

        from .translators import catalog_path
        path = catalog_path(code)
        tr = QTranslator()
        _catalogues[code] = tr if path is not None and tr.load(str(path)) else None
    return _catalogues[code]


def _default_names(seat: int, tr) -> dict[str, str]:
    """``{name: kind}``: every default name of ``seat`` (0-based) ``tr`` (source -> text) gives."""
    n = seat + 1
    out = {tr(PLAYER_TEMPLATE).format(n=n): "human"}
    for kind, difficulty in DIFFICULTIES.items():
        out[tr(BOT_TEMPLATE).format(n=n, difficulty=tr(difficulty))] = kind
    return out


def default_kind(name: str, seat: int) -> str | None:
    """The seat kind (``"human"``, ``"random"``, ``"easy"``...) whose default name ``name`` is
    for ``seat`` (0-based) in one of the languages the app ships ("Jogador 2" -> "human",
    "Bot 3 (Hard)" / "Robô 3 (Difícil)" -> "hard" for seat 2), or None for any other name (a
    typed one: "Robô da Ana", "Bot 3 (Hard) fan", or "Player 3" on seat 0)."""
    bare = plain(name)
    key = (bare, seat)
    if key not in _recognised:
        from ..common.languages import CODES, SOURCE_LANGUAGE
        found = None
        for code in CODES:
            cat = None if code == SOURCE_LANGUAGE else _catalogue(code)
            if code != SOURCE_LANGUAGE and cat is None:
                continue
            tr = (lambda s: s) if cat is None else (lambda s, c=cat: c.translate(DEFAULT_CONTEXT, s) or s)
            found = _default_names(seat, tr).get(bare)
            if found is not None:
                break
        _recognised[key] = found
    return _recognised[key]


def default_name(seat: int, kind: str, english: bool = False) -> str:
    """``seat``'s (0-based) default name for a seat ``kind`` in the language on screen
    (``english``: in the source language, whatever is on screen)."""
    from PySide6.QtCore import QCoreApplication
    tr = (lambda s: s) if english else (lambda s: QCoreApplication.translate(DEFAULT_CONTEXT, s))  # noqa: E731
    if kind == "human":
        return tr(PLAYER_TEMPLATE).format(n=seat + 1)
    return tr(BOT_TEMPLATE).format(n=seat + 1, difficulty=tr(DIFFICULTIES[kind]) if kind in DIFFICULTIES else kind)


def display_name(name: str, seat: int) -> str:
    """``name`` of ``seat`` (0-based) as shown now: a default name, in whatever language it
    was made ("Jogador 1", "Robô 3 (Difícil)"), in the language on screen ("Player 1", "Bot 3
    (Hard)"); any other name as it is. Isolates around the name stay around it."""
    from .translators import generation
    key = (str(name), seat, generation())
    if key not in _shown:
        kind = default_kind(name, seat) if isinstance(seat, int) and seat >= 0 else None
        if kind is None:
            shown = str(name)
        else:
            shown = default_name(seat, kind)
            if str(name).startswith(FSI):
                shown = isolate(shown)
        if len(_shown) > 4096:
            _shown.clear()
        _shown[key] = shown
    return _shown[key]


def display_names(names: Iterable[str]) -> list[str]:
    """:func:`display_name` of every seat's name, in seat order (a :class:`SeatNames` keeps its
    ``bots``)."""
    shown = [display_name(n, s) for s, n in enumerate(names)]
    return SeatNames(shown, names.bots) if isinstance(names, SeatNames) else shown
