"""Installing Qt translators: the app's own catalog (``translations/contaria_desktop_<code>.qm``)
and Qt's ``qtbase_<code>.qm`` (standard buttons and dialogs), and switching them live.

Installing or removing a :class:`QTranslator` makes Qt send ``QEvent.LanguageChange`` to the
application, which passes it to every top-level widget and from there to every child widget
(``changeEvent``); widgets that show translated text re-set it there. Nothing needs a restart.

Which language a run uses (first match wins):
1. the ``--lang`` option of this run (:func:`set_run_language`; never stored);
2. the user's choice from View ▸ Language, stored in the settings (key ``ui/language``);
3. the system locale (:func:`system_default_language`), if it is a supported language;
4. English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..common.languages import CATALOG_STEM, CODES, SOURCE_LANGUAGE, first_supported, normalize

#: QSettings key of the stored choice (kept from the first version of the language menu).
SETTINGS_KEY = "ui/language"

#: Locale used for numbers in each language (QLocale.setDefault).
LOCALES = {"en": "en_US", "pt_BR": "pt_BR", "es": "es_ES"}

_installed: list[QTranslator] = []
_active: str | None = None          # language whose translators are installed now
_run_language: str | None = None    # --lang: this run only, not stored
_generation = 0                     # bumped on every install (caches of translated text)


def _settings():
    from .. import settings as prefs  # the one place that knows where settings live
    return prefs


def system_default_language() -> str:
    """The supported language closest to the system's UI languages, else ``"en"``.

    ``QLocale.system().uiLanguages()`` is the user's ordered preference (e.g.
    ``["pt-BR", "pt"]``); the first one we support wins, so ``pt_PT`` gets ``pt_BR`` and any
    ``es_*`` gets ``es``."""
    system = QLocale.system()
    return first_supported([*system.uiLanguages(), system.name()]) or SOURCE_LANGUAGE


def stored_language() -> str | None:
    """The language stored by View ▸ Language, or ``None`` (never chosen, or unreadable)."""
    return normalize(_settings().get_str(SETTINGS_KEY))


def preferred_language() -> str:
    """The language this run should use: ``--lang``, else stored, else system, else English."""
    return _run_language or stored_language() or system_default_language()


def current_language() -> str:
    """The language on screen now (the one whose translators are installed); before any
    install, the language :func:`preferred_language` would install."""
    return _active or preferred_language()


def generation() -> int:
    """A counter bumped by every :func:`install_translators`; caches of translated text
    can key on it (or on ``QLocale().name()``)."""
    return _generation


def _catalog_dirs() -> list[Path]:
    from ..resources import MissingAsset, translations_dir
    try:
        return [translations_dir()]
    except MissingAsset:
        return []


def catalog_path(code: str) -> Path | None:
    """The app's compiled catalog for ``code`` (``contaria_desktop_<code>.qm``), or ``None``
    when it is not there (an install built without translations). English has one too: it
    holds only the plural forms (``%n card(s)`` -> "1 card" / "2 cards")."""
    for folder in _catalog_dirs():
        path = folder / f"{CATALOG_STEM}_{code}.qm"
        if path.is_file():
            return path
    return None


def plugin_catalog_paths(code: str) -> list[Path]:
    """The compiled catalogues ``<id>_<code>.qm`` that installed game plug-ins ship in their
    own folder (``GamePlugin.catalog_dir()``; a game in its own distribution), in game-id
    order. Plug-ins without one (their texts are in the app's catalogue) add nothing."""
    from ..engines.core import plugins
    out: list[Path] = []
    for game_id, plugin in sorted(plugins.load_plugins().items()):
        folder = plugin.catalog_dir() if hasattr(plugin, "catalog_dir") else None
        if folder is not None and (Path(folder) / f"{game_id}_{code}.qm").is_file():
            out.append(Path(folder) / f"{game_id}_{code}.qm")
    return out


def qt_catalog_path(code: str) -> Path | None:
    """Qt's own ``qtbase_<code>.qm``: a bundled copy in ``translations/`` if one is shipped,
    else the one in Qt's translations folder (``QLibraryInfo``); ``None`` if neither exists."""
    if code == SOURCE_LANGUAGE:
        return None
    folders = _catalog_dirs() + [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    for folder in folders:
        path = folder / f"qtbase_{code}.qm"
        if path.is_file():
            return path
    return None


def available_languages() -> list[tuple[str, str]]:
    """``(code, native name)`` of the languages this install can show: English (the source
    text) and every language whose compiled catalog is present (View ▸ Language lists these)."""
    from ..common.languages import LANGUAGES
    return [(code, name) for code, name in LANGUAGES if code == SOURCE_LANGUAGE or catalog_path(code)]


def install_translators(app: QCoreApplication | None, code: str) -> list[str]:
    """Replace the installed translators with those for ``code`` and make ``code`` the
    default locale (numbers). Returns the names of the files loaded.

    ``app`` is the application (``None``: the running one). A missing catalog is not an
    error: English source text is shown for what it would have translated. Raises
    ``ValueError`` for an unsupported code. English loads only the app's plural-forms catalog.
    Qt sends ``LanguageChange`` to every widget
    (posted, delivered by the event loop)."""
    global _active, _generation
    known = normalize(code)
    if known is None:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(CODES)}")
    app = app or QCoreApplication.instance()
    for tr in _installed:
        if app is not None:
            app.removeTranslator(tr)
    _installed.clear()
    QLocale.setDefault(QLocale(LOCALES[known]))
    _active = known
    _generation += 1
    loaded: list[str] = []
    if app is None:
        return loaded
    from .hyphens import preload
    preload(known)   # off the UI thread, before the first card name wraps
    for path in (qt_catalog_path(known), catalog_path(known), *plugin_catalog_paths(known)):
        if path is None:
            continue
        tr = QTranslator(app)
        if tr.load(str(path)):
            app.installTranslator(tr)
            _installed.append(tr)
            loaded.append(path.name)
    return loaded


def set_language(code: str) -> bool:
    """View ▸ Language: store ``code`` as the user's language and switch to it now.

    Clears a ``--lang`` override (an explicit choice wins). Returns ``True`` only when a
    restart is still needed to see it (no application is running yet). Raises
    ``ValueError`` for an unsupported code."""
    global _run_language
    known = normalize(code)
    if known is None:
        raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(CODES)}")
    _settings().set_value(SETTINGS_KEY, known)
    _run_language = None
    app = QCoreApplication.instance()
    if app is None:
        return True
    if known != _active:
        install_translators(app, known)
    return False


def set_run_language(code: str | None) -> None:
    """Use ``code`` for this run only (``--lang``); ``None`` drops the override. Once
    translators are installed the change is applied at once. Raises ``ValueError`` for an
    unsupported code."""
    global _run_language
    if code is None:
        _run_language = None
    else:
        known = normalize(code)
        if known is None:
            raise ValueError(f"unsupported language {code!r}; choose one of {', '.join(CODES)}")
        _run_language = known
    app = QCoreApplication.instance()
    if _active is not None and app is not None and preferred_language() != _active:
        install_translators(app, preferred_language())


def installed_files() -> list[str]:
    """Names of the ``.qm`` files installed now (tests, About box)."""
    return [Path(tr.filePath()).name for tr in _installed]
