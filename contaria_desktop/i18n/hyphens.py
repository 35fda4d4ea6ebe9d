"""Syllable breaks for the interface languages (pyphen's dictionaries: LibreOffice's
hyphenation patterns), shared by every place that wraps a word: card names on the table,
reasons on the score screens.

A missing pyphen or dictionary is not an error: the functions then report no break, and
callers wrap at spaces only (a word is never split at a guessed place: QA of issue 11,
"Cur-sed")."""

from __future__ import annotations

import threading
from typing import Any

#: pyphen's dictionaries per UI language, tried in order (English: British first, "Armour";
#: en_US where the British patterns give no break, "Crea-ture")
HYPHENATION: dict[str, tuple[str, ...]] = {"en": ("en_GB", "en_US"), "pt_BR": ("pt_BR",), "es": ("es",)}
_dictionaries: dict[str, Any] = {}
#: held while a dictionary loads, so a background preload and the UI thread never load one twice
_loading = threading.Lock()


def _current(language: str | None) -> str:
    if language is None:
        from .translators import current_language
        return current_language()
    return language


def _dictionary(code: str) -> Any:
    """pyphen's dictionary ``code``, or None when pyphen or that dictionary is missing."""
    if code not in _dictionaries:
        with _loading:
            if code not in _dictionaries:
                try:
                    import pyphen
                    _dictionaries[code] = pyphen.Pyphen(lang=code)
                except (ImportError, KeyError, OSError):   # no pyphen, or no dictionary for code
                    _dictionaries[code] = None
    return _dictionaries[code]


def preload(language: str) -> threading.Thread | None:
    """Load ``language``'s dictionaries on a background thread and return it (``None`` when
    they are loaded already). Reading one takes about 0.3 s of CPU; done on the UI thread the
    first time a long card name wraps, it froze the table that long (issue 12's latency
    benchmark). A word asked for meanwhile waits for the load instead of loading it twice."""
    codes = [c for c in HYPHENATION.get(language, (language,)) if c not in _dictionaries]
    if not codes:
        return None

    def load() -> None:
        for code in codes:
            _dictionary(code)

    thread = threading.Thread(target=load, name=f"hyphens-{language}", daemon=True)
    thread.start()
    return thread


def syllable_breaks(word: str, language: str | None = None) -> list[int]:
    """Where ``word`` may be hyphenated in ``language`` (default: the language on screen), as
    indices into ``word`` ("Encantada" -> [2, 5, 7] in es); [] when no dictionary knows a break."""
    language = _current(language)
    for code in HYPHENATION.get(language, (language,)):
        dic = _dictionary(code)
        if dic is not None:
            found = [int(k) for k in dic.positions(word) if 0 < int(k) < len(word)]
            if found:
                return found
    return []


def hyphenated(text: str, language: str | None = None) -> str:
    """``text`` with soft hyphens (U+00AD) at its words' syllable breaks: Qt's word wrap may
    break a word there and shows a hyphen ("Babylo-nian", QA of issue 16: "Babyl / onian").
    ``text`` unchanged where no dictionary knows a break."""
    language = _current(language)
    out = []
    for word in text.split(" "):
        breaks = syllable_breaks(word, language)
        for k in reversed(breaks):
            word = word[:k] + "\u00ad" + word[k:]
        out.append(word)
    return " ".join(out)
