"""Language choice. The translations work wires live switching later; for now
:func:`set_language` is the single entry point the View ▸ Language menu calls, and it only
stores the choice (applied at the next start by :func:`install_translators`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator, QT_TRANSLATE_NOOP

from . import prefs

#: (code, name shown in the menu). Language names are written in their own language and
#: deliberately not translated.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("pt_BR", "Português (Brasil)"),
    ("es", "Español"),
)
CODES = tuple(code for code, _ in LANGUAGES)

_NOTE = QT_TRANSLATE_NOOP("i18n", "The language will change the next time you start the game.")

_installed: list[QTranslator] = []
_run_language: str | None = None  # --lang: this run only, not stored


def normalize(code: str | None) -> str | None:
    """Map ``"pt-br"``, ``"pt_BR"``, ``"PT"`` ... to a supported code, or ``None``."""
    if not code:
        return None
    code = code.replace("-", "_")
    for known in CODES:
        if code.lower() == known.lower():
            return known
    base = code.split("_")[0].lower()
    for known in CODES:
        if known.split("_")[0].lower() == base:
            return known
    return None


def current_language() -> str:
    """The language of this run: ``--lang`` if given, else the stored choice, else the
    system language if supported, else English."""
    return (_run_language or normalize(prefs.get_str("ui/language")) or normalize(QLocale.system().name())
            or "en")


def set_run_language(code: str | None) -> None:
    """Use ``code`` for this run only (the ``--lang`` option); None clears it."""
    global _run_language
    _run_language = normalize(code) if code else None


def set_language(code: str) -> bool:
    """Store ``code`` (one of :data:`CODES`) as the user's language.

    Returns True when a restart is needed to see it (always, until live switching is wired).
    Raises ``ValueError`` for an unsupported code."""
    global _run_language
    known = normalize(code)
    if known is None:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(CODES)}")
    prefs.set_value("ui/language", known)
    _run_language = None  # an explicit choice in the menu wins over --lang
    return True


def restart_note() -> str:
    """Status-bar note shown after a language choice."""
    return QCoreApplication.translate("i18n", _NOTE)


def install_translators(app: QCoreApplication, code: str) -> list[str]:
    """Load Qt's own and the app's ``.qm`` files for ``code`` into ``app``.

    Returns the names of the files loaded (empty for English or when none are built yet);
    missing files are not an error - the English source text is shown."""
    from ..resources import MissingAsset, translations_dir

    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    loaded: list[str] = []
    if code == "en":
        return loaded
    qt = QTranslator(app)
    if qt.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
        loaded.append(f"qtbase_{code}")
    try:
        folder = translations_dir()
    except MissingAsset:
        return loaded
    for qm in sorted(folder.glob(f"*_{code}.qm")) or sorted(folder.glob(f"{code}.qm")):
        tr = QTranslator(app)
        if tr.load(str(qm)):
            app.installTranslator(tr)
            _installed.append(tr)
            loaded.append(qm.name)
    return loaded
