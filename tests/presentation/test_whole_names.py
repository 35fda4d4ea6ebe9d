"""Issue 18.3 (last part): in Contária and CharLatão the opponents' areas grow into the free
felt, so at 1024×640 and 1280×800 every card name, type banner, character name and seat
title is painted whole - never cut to "Cavalhe…" - for every player count (tests/budget.py says which
languages each count and size is checked in). A text that cannot be printed whole at a
readable size is left out (the hover preview says it), never elided; long sentences (hints,
prompts) are not names and are not checked here.

The sweep itself runs inside test_text_heights (one render per state checks both the sizes
and the cut names, to keep CI within its budget); this module holds the recogniser."""

from __future__ import annotations

import re

from .textsize import painted_texts

GAMES = ("contaria", "charlatao")
#: zones whose titles name a seat or its things (the centre's zone titles are not names)
SEAT_ZONE = re.compile(r"^(tale|hand|seat|side|slotlabel|last):")



def _names(table) -> set[str]:
    """Every card text and seat-zone title on the table now (what may not be cut)."""
    scene = table.table_scene()
    out: set[str] = set()
    for item in scene.cards.values():
        if item.isVisible():
            out.update(t for t in item.texts() if t)
    for key, zone in scene.zones.items():
        if zone.isVisible() and SEAT_ZONE.match(key):
            out.update(t for t in (zone.title, zone.subtitle) if t)
    return out


def painted_uncached(table) -> list[tuple[str, float]]:
    """:func:`painted_texts` with every item painted afresh: an item's device cache (zones
    use one) would otherwise be reused by ``render`` - the words of the previous language,
    and no ``drawText`` to measure."""
    from PySide6.QtWidgets import QGraphicsItem

    modes = [(item, item.cacheMode()) for item in table.table_scene().items()]
    for item, _mode in modes:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        return painted_texts(table)
    finally:
        for item, mode in modes:
            item.setCacheMode(mode)


def cut_names(painted: list[tuple[str, float]], names: set[str]) -> list[str]:
    """The painted texts that are one of ``names`` cut with "…"."""
    out = []
    for text, _px in painted:
        if not text.endswith("…"):
            continue
        stem = text[:-1].rstrip()
        if any(name != text and name.startswith(stem) for name in names):
            out.append(text)
    return out


def test_a_cut_name_is_recognised():
    assert cut_names([("Cavalhe…", 11.0), ("Rainha Má", 11.0)], {"Cavalheiro", "Rainha Má"}) == ["Cavalhe…"]
    assert cut_names([("Wait…", 11.0)], {"Cavalheiro"}) == []
