"""Choosing a language: system default, stored choice, --lang, live switching (LanguageChange
reaches every widget), Qt's own texts, locale-aware numbers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from contaria_desktop import i18n
from contaria_desktop.common import languages
from contaria_desktop.i18n import formatting, translators


@pytest.mark.parametrize("name,code", [
    ("pt_BR", "pt_BR"), ("pt-BR", "pt_BR"), ("pt_PT", "pt_BR"), ("PT", "pt_BR"), ("es_MX", "es"),
    ("es-419", "es"), ("en_GB", "en"), ("en_US.UTF-8", "en"), ("de_DE", None), ("C", None), ("", None),
    (None, None)])
def test_normalize(name, code):
    assert i18n.normalize(name) == code


def test_first_supported_follows_the_users_order():
    assert languages.first_supported(["de-DE", "es-AR", "en-US"]) == "es"
    assert languages.first_supported(["de", "fr"]) is None


def test_system_default_is_a_supported_language():
    assert i18n.system_default_language() in i18n.CODES


def test_native_names_are_not_translated(app):
    i18n.install_translators(app, "es")
    assert dict(i18n.available_languages()) == dict(i18n.LANGUAGES)
    assert i18n.native_name("pt_BR") == "Português (Brasil)"


def test_preference_order(app, monkeypatch):
    monkeypatch.setattr(translators, "system_default_language", lambda: "es")
    assert i18n.preferred_language() == "es"                    # nothing stored: the system
    i18n.set_language("pt_BR")
    assert i18n.stored_language() == "pt_BR" and i18n.preferred_language() == "pt_BR"
    i18n.set_run_language("en")                                 # --lang wins, not stored
    assert i18n.current_language() == "en" and i18n.stored_language() == "pt_BR"
    i18n.set_run_language(None)
    assert i18n.current_language() == "pt_BR"


def test_bad_codes_are_refused(app):
    for call in (i18n.set_language, i18n.set_run_language, lambda c: i18n.install_translators(app, c)):
        with pytest.raises(ValueError):
            call("klingon")


@pytest.mark.parametrize("code,file_label,cancel", [
    ("en", "&File", "Cancel"), ("pt_BR", "&Arquivo", "Cancelar"), ("es", "&Archivo", "Cancelar")])
def test_install_loads_app_and_qt_catalogs(app, code, file_label, cancel):
    loaded = i18n.install_translators(app, code)
    if code != "en":
        assert loaded == [f"qtbase_{code}.qm", f"contaria_desktop_{code}.qm"]
    assert i18n.current_language() == code
    assert QCoreApplication.translate("MainWindow", "&File") == file_label
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel


def test_switching_replaces_translators_instead_of_stacking(app):
    i18n.install_translators(app, "pt_BR")
    i18n.install_translators(app, "es")
    assert i18n.installed_files() == ["qtbase_es.qm", "contaria_desktop_es.qm"]
    i18n.install_translators(app, "en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


class _Probe(QWidget):
    """A widget that retranslates itself on LanguageChange, like the app's windows do."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0
        self.label = QLabel(self)
        QVBoxLayout(self).addWidget(self.label)
        self.inner = _Child(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("StartPage", "New game…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslate()
        super().changeEvent(event)


class _Child(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_set_language_switches_live_and_is_remembered(app, qtbot):
    probe = _Probe()
    qtbot.addWidget(probe)
    probe.show()
    assert probe.label.text() == "New game…"
    assert i18n.set_language("es") is False                  # no restart needed
    qtbot.waitUntil(lambda: probe.label.text() == "Nueva partida…")
    assert probe.inner.changes >= 1                          # children get the event too
    assert i18n.stored_language() == "es"
    i18n.set_language("pt_BR")
    qtbot.waitUntil(lambda: probe.label.text() == "Nova partida…")
    from contaria_desktop import settings as prefs
    assert prefs.get_str(i18n.SETTINGS_KEY) == "pt_BR"


def test_numbers_follow_the_language(app):
    i18n.install_translators(app, "en")
    assert formatting.number(12345) == "12,345"
    i18n.install_translators(app, "pt_BR")
    assert formatting.number(12345) == "12.345"
    assert QLocale().name() == "pt_BR"
    assert formatting.signed(-3) == "−3" and formatting.signed(4) == "+4" and formatting.signed(0) == "0"


def test_dates_follow_the_language(app):
    import datetime
    moment = datetime.datetime(2024, 5, 17, 14, 3)
    i18n.install_translators(app, "en")
    assert "5/17/24" in formatting.date_time(moment)
    i18n.install_translators(app, "es")
    assert formatting.date_time(moment).startswith("17/5/24")


def test_generation_counts_installs(app):
    before = i18n.generation()
    i18n.install_translators(app, "es")
    assert i18n.generation() == before + 1


def test_missing_catalogs_fall_back_to_english(app, monkeypatch):
    monkeypatch.setattr(translators, "_catalog_dirs", lambda: [])
    monkeypatch.setattr(translators, "qt_catalog_path", lambda code: None)
    assert i18n.install_translators(app, "es") == []
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert i18n.available_languages() == [("en", "English")]


def test_start_up_uses_the_remembered_language(app):
    """The View > Language choice survives a restart: the next start installs it."""
    from contaria_desktop.app import create_application
    i18n.set_language("es")
    i18n.install_translators(app, "en")          # as if the app had been closed
    translators._active = None
    create_application()
    assert i18n.current_language() == "es"
    assert QCoreApplication.translate("MainWindow", "&File") == "&Archivo"


def test_first_start_follows_the_system_language(app, monkeypatch):
    from contaria_desktop.app import create_application
    monkeypatch.setattr(translators, "system_default_language", lambda: "pt_BR")
    translators._active = None
    create_application()
    assert i18n.current_language() == "pt_BR" and i18n.stored_language() is None
