"""The hyphenation dictionaries load off the UI thread when a language is installed (issue 12:
the first wrapped card name froze the table for ~0.3 s while pyphen read its dictionary)."""

import threading

import pytest

from contaria_desktop.i18n import hyphens


@pytest.fixture()
def fresh(monkeypatch):
    """Forget the loaded dictionaries for the test (restored afterwards)."""
    monkeypatch.setattr(hyphens, "_dictionaries", {})
    return hyphens


def test_preload_loads_every_dictionary_of_the_language_on_another_thread(fresh):
    seen = []
    real = fresh._dictionary

    def spy(code):
        seen.append((code, threading.current_thread() is threading.main_thread()))
        return real(code)

    fresh._dictionary = spy
    try:
        thread = fresh.preload("en")
        assert thread is not None and thread.daemon
        thread.join(10)
    finally:
        fresh._dictionary = real
    assert seen == [("en_GB", False), ("en_US", False)]
    assert set(fresh._dictionaries) == {"en_GB", "en_US"}
    assert fresh.preload("en") is None   # nothing left to load
    assert fresh.syllable_breaks("Encantada", "es") == [2, 5, 7]


def test_a_word_asked_for_while_preloading_waits_and_loads_once(fresh, monkeypatch):
    loads = []
    gate = threading.Event()

    class Slow:
        def __init__(self, lang):
            loads.append(lang)
            gate.wait(5)

        def positions(self, word):
            return [2]

    import pyphen
    monkeypatch.setattr(pyphen, "Pyphen", Slow)
    thread = fresh.preload("es")
    asked = threading.Thread(target=lambda: fresh.syllable_breaks("Bosque", "es"))
    asked.start()
    gate.set()
    thread.join(5)
    asked.join(5)
    assert loads == ["es"]


def test_installing_a_language_starts_the_preload(fresh, monkeypatch, qapp):
    from contaria_desktop.i18n import translators
    started = []
    monkeypatch.setattr(hyphens, "preload", lambda language: started.append(language))
    before = translators.current_language()
    try:
        translators.install_translators(qapp, "pt_BR")
    finally:
        translators.install_translators(qapp, before)
    assert started == ["pt_BR", before]
