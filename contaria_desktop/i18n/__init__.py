"""Languages of the app: Qt translators, live switching, locale-aware numbers, and the
translatable texts that do not belong to one window (data-file terms, rules summaries,
card references).

Public API (the View ▸ Language menu and start-up use these)::

    install_translators(app, code) -> list[str]   # replace translators; Qt sends LanguageChange
    set_language(code) -> bool                    # store the choice and switch now
    current_language() -> str                     # "en" | "pt_BR" | "es"
    available_languages() -> list[(code, name)]   # languages this install can show
    system_default_language() -> str              # closest supported system language
    set_run_language(code | None)                 # --lang: this run only, not stored

Translation contexts (fixed strings, so ``lupdate`` sees every message): one per window
class (``MainWindow``, ``NewGameDialog``...), ``core.messages`` and ``<game>.messages`` for
engine message keys (``i18n/messages.py``), ``contaria.cards`` for card texts
(``games/contaria/cardtext.py``, names listed in :mod:`.terms`), ``charlatao.terms``,
``rules.<game>`` (:mod:`.rules`) and ``reference`` (:mod:`.reference`).

Catalogs: ``translations/contaria_desktop_<code>.ts`` (sources, edited with Qt Linguist and
refreshed by ``scripts/update_translations.py``) and the ``.qm`` files built from them.
"""

from __future__ import annotations

from ..common.languages import CATALOG_STEM, CODES, LANGUAGES, SOURCE_LANGUAGE, native_name, normalize
from .translators import (SETTINGS_KEY, available_languages, catalog_path, current_language, generation,
                          install_translators, installed_files, preferred_language, qt_catalog_path,
                          set_language, set_run_language, stored_language, system_default_language)

__all__ = [
    "CATALOG_STEM", "CODES", "LANGUAGES", "SETTINGS_KEY", "SOURCE_LANGUAGE", "available_languages",
    "catalog_path", "current_language", "generation", "install_translators", "installed_files",
    "native_name", "normalize", "preferred_language", "qt_catalog_path", "set_language", "set_run_language",
    "stored_language", "system_default_language",
]
