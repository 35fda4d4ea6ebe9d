"""The View ▸ Language menu's entry points. The machinery (translators, live switching, the
stored choice, ``--lang``) lives in :mod:`contaria_desktop.i18n`; this module keeps the names
the window code and its tests use."""

from __future__ import annotations

from ..i18n import (CODES, LANGUAGES, available_languages, current_language, install_translators, native_name,
                    normalize, preferred_language, set_language, set_run_language, stored_language,
                    system_default_language)

__all__ = ["CODES", "LANGUAGES", "available_languages", "current_language", "install_translators", "native_name",
           "normalize", "preferred_language", "set_language", "set_run_language", "stored_language",
           "system_default_language"]
