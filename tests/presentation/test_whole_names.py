"""Issue 18.3 (last part): in Contária and CharLatão the opponents' areas grow into the free
felt, so at 1024×640 and 1280×800 every card name, type banner, character name and seat
title is painted whole - never cut to "Cavalhe…" - for every player count (every language at
the smallest and largest count, English between). A text that cannot be printed whole at a
readable size is left out (the hover preview says it), never elided; long sentences (hints,
prompts) are not names and are not checked here."""

from __future__ import annotations

import re

import pytest

from contaria_desktop.games import registry
from contaria_desktop.i18n import translators

from . import harness as H
from .textsize import painted_texts

GAMES = ("contaria", "charlatao")
CASES = [(g, n) for g in GAMES
         for n in range(registry.get(g).spec().min_players, registry.get(g).spec().max_players + 1)]
SIZES = ((1024, 640), (1280, 800))
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


@pytest.mark.parametrize("game_id,n", CASES)
def test_names_and_banners_are_painted_whole(game_id, n, bare_table, qapp):
    spec = registry.get(game_id).spec()
    phases = H.one_per_phase(spec, n, [1000 * n])
    codes = ("en", "pt_BR", "es") if n in (spec.min_players, spec.max_players) else ("en",)
    cut = []
    for w, h in SIZES:
        bare_table.resize(w, h)
        qapp.processEvents()
        for code in codes:
            translators.install_translators(None, code)
            bare_table.retranslate()        # the plug-ins' cached texts in this language
            try:
                for phase, pos in phases.items():
                    state = pos.state
                    seat = None if state.is_terminal else state.current_player
                    bare_table.set_seat_names(None)     # the default names, translated
                    bare_table.show_state(game_id, state.view(seat),
                                          state.legal_actions() if seat is not None else [],
                                          interactive=seat is not None)
                    qapp.processEvents()
                    cut += [f"{w}×{h} {code} {phase}: {t!r}"
                            for t in cut_names(painted_uncached(bare_table), _names(bare_table))]
            finally:
                translators.install_translators(None, "en")
    assert not cut, "\n".join(sorted(set(cut))[:40])
