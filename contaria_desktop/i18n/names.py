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
    """True when ``name`` is the default name of ``seat`` (0-based) - "Player 2" in English
    or in the language on screen (the New Game dialog's ``"Player {n}"``): a common noun, so
    pt_BR/es sentences need an article with it ("conto do Jogador 2", not "de Jogador 2")."""
    from PySide6.QtCore import QCoreApplication
    n = seat + 1
    return plain(name) in {f"Player {n}",
                           QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=n)}


def _template_regex(template: str) -> re.Pattern:
    """``template`` ("Robô {n} ({difficulty})") as a regex; group ``n``: the number."""
    parts = re.split(r"(\{n\}|\{difficulty\})", template)
    return re.compile("".join(r"(?P<n>\d+)" if p == "{n}" else r"[^()\n]+" if p == "{difficulty}"
                              else re.escape(p) for p in parts))


def short_name(name: str) -> str:
    """``name`` for a narrow caption: a default bot name ("Bot 3 (Normal)", "Robô 3 (Difícil)",
    in English or the language on screen) without its difficulty ("Bot 3", "Robô 3"); any
    other name unchanged. Isolates around the name stay around the short form. The whole name
    belongs in the caption's hover text."""
    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate
    bare = plain(name)
    # the short form: the name without its difficulty (QA: "Bot 3 (Nor…" on CharLatão's last trick)
    pairs = ((translate("NewGameDialog", "Bot {n} ({difficulty})"), translate("NewGameDialog", "Bot {n}")),
             ("Bot {n} ({difficulty})", "Bot {n}"))
    for long, short in pairs:
        m = _template_regex(long).fullmatch(bare)
        if m:
            out = short.replace("{n}", m.group("n"))
            return isolate(out) if str(name).startswith(FSI) else out
    return name
