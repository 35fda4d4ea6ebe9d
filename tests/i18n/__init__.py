"""Translations: catalogs, lupdate coverage, live language switching, translated screens."""
