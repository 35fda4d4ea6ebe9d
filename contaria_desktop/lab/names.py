"""The game's own words for its result columns in ``contaria-lab``'s reports (issue 15).

The Playtest lab window names a game-specific column and its values (``characters`` ->
"character", ``supplier`` -> "Supplier"/"Fornecedor") with the game plug-in's
``GamePlugin.lab_name(column, value)``. The command line gets the same words here, without the
lab importing any game package or Qt: the plug-in object comes from the engine kit's entry-point
discovery (``engines.core.plugins.plugin_for``, standard library only; the module holding
``PLUGIN`` imports no Qt), and its ``lab_name`` imports ``QtCore`` itself when first called.

``lab_name`` translates with ``QCoreApplication.translate``, which reads the translators
installed in the application, so for a report in another language :func:`game_words` installs
the catalogue's ``QTranslator`` (``texts.catalog_translate``) while it is open, in the running
``QCoreApplication`` - or, in a process that has none (the command line's), in a
``QCoreApplication`` it creates for that time and shuts down after (Qt needs one to translate;
it needs no display). English needs neither.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from .texts import Translate, decimal_point, localized

log = logging.getLogger(__name__)

# ``names(column, value) -> str`` (``lab.texts``): "" when the game has no word for it.
Names = Callable[[str, "str | None"], str]


def plugin_names(game_id: str) -> Names | None:
    """The plug-in's ``lab_name`` of ``game_id`` as a ``names`` function (``lab.texts``), or
    None when no plug-in declares the game. A ``lab_name`` that raises gives "" (the engine's
    key is shown) and is logged once: a plug-in's bug never costs a run its report."""
    from ..engines.core import plugins
    try:
        plugin = plugins.plugin_for(game_id)
    except KeyError:
        return None
    lab_name = getattr(plugin, "lab_name", None)
    if lab_name is None:
        return None
    failed: list[str] = []

    def names(column: str, value: str | None = None) -> str:
        try:
            return str(lab_name(column, value) or "")
        except Exception as err:  # noqa: BLE001 - any plug-in error: fall back to the key
            if not failed:
                failed.append(column)
                log.warning("%s: lab_name(%r, %r) failed: %s", game_id, column, value, err)
            return ""

    return names


def plugin_words(game_id: str) -> Callable[..., str] | None:
    """The plug-in's ``lab_text(what, key, value)`` of ``game_id`` (the game's name, option
    labels, non-seat winners; ``lab.texts``), or None without a plug-in. Errors give "" as in
    :func:`plugin_names`."""
    from ..engines.core import plugins
    try:
        plugin = plugins.plugin_for(game_id)
    except KeyError:
        return None
    lab_text = getattr(plugin, "lab_text", None)
    if lab_text is None:
        return None

    def words(what: str, key: str = "", value: Any = None) -> str:
        try:
            return str(lab_text(what, key, value) or "")
        except Exception as err:  # noqa: BLE001 - any plug-in error: fall back to the id
            log.warning("%s: lab_text(%r, %r) failed: %s", game_id, what, key, err)
            return ""

    return words


@contextmanager
def game_words(game_id: str, translate: Translate) -> Iterator[Translate]:
    """``translate`` (a ``lab.texts`` translate: ``english`` or ``catalog_translate(code)``)
    with the game's ``names`` attached, for writing reports; inside the block the catalogue's
    translator is installed in the ``QCoreApplication`` (created when the process has none)
    so the plug-in speaks the report's language, and removed on leaving (an application
    created for it is shut down). A game without a
    plug-in gives ``translate`` as it is (the engine's keys)."""
    names = plugin_names(game_id)
    if names is None:
        yield translate
        return
    translator = getattr(translate, "translator", None)
    app: Any = None
    own = False
    if translator is not None:
        from PySide6.QtCore import QCoreApplication     # only for a report in another language
        app = QCoreApplication.instance()
        if app is None:
            app, own = QCoreApplication([]), True
        app.installTranslator(translator)
    try:
        yield localized(translate, decimal_point(translate), names, plugin_words(game_id))
    finally:
        if app is not None:
            app.removeTranslator(translator)
        if own:
            app.shutdown()      # gone again: the process may still make its own (Q)Application
