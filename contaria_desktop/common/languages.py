"""The app's languages: codes, native names, and matching a locale name to one of them
(shared by ``i18n`` and the lab; ``contaria_desktop.i18n`` re-exports them).

No Qt translation here - language names are written in their own language and never
translated, so a user who switched to a language they cannot read can still find theirs.
"""

from __future__ import annotations

from typing import Iterable

#: (code, native name). ``en`` is the source language (the English text in the code).
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("pt_BR", "Português (Brasil)"),
    ("es", "Español"),
)
CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)
SOURCE_LANGUAGE = "en"

#: Stem of the app's catalogs: ``translations/contaria_desktop_<code>.ts`` / ``.qm``.
CATALOG_STEM = "contaria_desktop"


def native_name(code: str) -> str:
    """``"pt_BR"`` -> ``"Português (Brasil)"``. Raises ``KeyError`` for an unknown code."""
    return dict(LANGUAGES)[code]


def normalize(code: str | None) -> str | None:
    """Map a locale name to a supported code, or ``None``.

    ``"pt-br"``, ``"pt_BR"``, ``"pt_PT"``, ``"PT"`` -> ``"pt_BR"`` (the only Portuguese);
    ``"es_MX"``, ``"es-419"`` -> ``"es"``; ``"en_GB"`` -> ``"en"``; ``"de"``, ``""``,
    ``None``, ``"C"`` -> ``None``."""
    if not code or not isinstance(code, str):
        return None
    code = code.strip().replace("-", "_").split(".")[0].split("@")[0]
    for known in CODES:
        if code.lower() == known.lower():
            return known
    base = code.split("_")[0].lower()
    for known in CODES:
        if known.split("_")[0].lower() == base:
            return known
    return None


def first_supported(names: Iterable[str]) -> str | None:
    """The first of ``names`` (locale names in order of preference) that :func:`normalize`
    maps to a supported code, or ``None``."""
    for name in names:
        found = normalize(name)
        if found is not None:
            return found
    return None
