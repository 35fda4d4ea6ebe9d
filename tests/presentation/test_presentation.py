"""Presentation conformance for every registered game plug-in and player count (issue 10
item 6): the real games found through the ``contaria_desktop.games`` entry points plus the
toy third game (tests/toy_plugin), so Dark Tales and Quissama are checked as soon as they
are installed. The checks are in :mod:`tests.presentation.harness`.

CI runs a few positions per game and count (``PRESENTATION_SEEDS``, default 1 game per
count; ``scripts/presentation_conformance.py`` runs many more and prints timings).
"""

from __future__ import annotations

import os

import pytest

from contaria_desktop.games import registry
from tests.toy_plugin import ENTRY_POINT, PLAYER_COUNTS

from . import harness as H

SEEDS = int(os.environ.get("PRESENTATION_SEEDS", "1"))
LANGUAGES = ("en", "pt_BR", "es")


def _cases() -> tuple[list[str], list[tuple[str, int]]]:
    """The installed games (as the app finds them) and the toy game, with their player
    counts. The toy game is not imported here (see ``tests.toy_plugin.PLAYER_COUNTS``)."""
    found = registry.playable()   # a game without a table yet (engine-only) has nothing to check
    games = [p.id for p in found] + [ENTRY_POINT.name]
    counts = [(p.id, n) for p in found for n in range(p.spec().min_players, p.spec().max_players + 1)]
    return games, counts + [(ENTRY_POINT.name, n) for n in PLAYER_COUNTS]


GAMES, CASES = _cases()


def _seeds(n: int) -> list[int]:
    return [1000 * n + s for s in range(SEEDS)]


def test_the_suite_covers_every_registered_game_and_the_toy_game():
    installed = {p.id for p in registry.playable()}      # the toy game injected (conftest)
    assert installed == set(GAMES) and "harvest" in GAMES
    spec = registry.get("harvest").spec()
    assert tuple(range(spec.min_players, spec.max_players + 1)) == PLAYER_COUNTS
    assert {"contaria", "charlatao"} <= set(GAMES)
    assert not registry.errors()


@pytest.mark.parametrize("game_id,n", CASES)
def test_every_message_key_has_a_template_translated_in_every_language(game_id, n, qapp):
    """Events (and the finer template keys a game picks from them, e.g. Contária's skip
    reasons), prompts, score lines, option captions, the game's name, and every key the log,
    prompts and score lines are built from when rendered: each has a template
    in the game's table (or the core one), present in the compiled pt_BR and es catalogues
    the app installs, with the same placeholders."""
    plugin = registry.get(game_id)
    spec = plugin.spec()
    games = [H.playout(spec, n, seed) for seed in _seeds(n)]
    keys = H.message_keys(plugin, spec, games)
    assert len(keys) > 3
    for key, where in H.rendered_keys(plugin, spec, games).items():
        keys.setdefault(key, where)
    trs = {code: H.catalogues(code) for code in LANGUAGES}
    assert all(trs[code] for code in ("pt_BR", "es"))
    bad = H.untranslated(keys, trs)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("game_id,n", CASES)
def test_every_legal_action_is_reachable_by_clicks_or_a_bar_button(game_id, n, table):
    """At the first position of each phase met (each kind of decision: a turn, each
    ability's choice...), real mouse clicks on the highlighted targets, several steps deep
    (select, then choose), each sequence replayed on a freshly shown table; what clicks do
    not reach must be an instruction-bar button with a caption."""
    spec = registry.get(game_id).spec()
    checked = 0
    clicker = H.Clicker(table)
    for pos in H.one_per_phase(spec, n, _seeds(n)).values():   # every kind of decision met
        state = pos.state
        if state.is_terminal:
            continue
        legal = state.legal_actions()
        found, problems = H.clickable_actions(clicker, game_id, state.view(H.deciding_seat(state)), legal)
        problems += H.unreachable(game_id, legal, found)
        assert not problems, f"step {pos.step}:\n" + "\n".join(problems)
        checked += 1
    assert checked


@pytest.mark.parametrize("game_id,n", CASES)
def test_a_seat_s_screen_does_not_depend_on_identities_it_does_not_know(game_id, n, table):
    """``state.shuffle_unknown(seat, seed)`` permutes what ``seat`` does not know; the table
    items (texts, tooltips, faces, positions), targets, disabled reasons, prompt, hover
    previews and the log lines of the next decisions must stay the same for that seat (and
    for a spectator)."""
    spec = registry.get(game_id).spec()
    names = [f"P{i}" for i in range(n)]
    for pos in H.positions(spec, n, _seeds(n), per_game=3):
        state = pos.state
        for seat in [None, *range(n)]:
            before = H.seat_scene(table, game_id, state, seat, names)
            shuffled = state.shuffle_unknown(seat, 7919 * (pos.step + 1))
            after = H.seat_scene(table, game_id, shuffled, seat, names)
            for part in before:
                assert before[part] == after[part], (f"step {pos.step}, seat {seat}: the {part} show identities "
                                                     f"the seat does not know")


@pytest.mark.parametrize("game_id,n", CASES)
def test_no_items_of_different_zones_overlap_at_1024x640(game_id, n, table):
    """One picture of each phase met in the games (the seat to move's view, and the final
    public view); see :func:`harness.overlaps` for what is exempt and why."""
    spec = registry.get(game_id).spec()
    phases = H.one_per_phase(spec, n, _seeds(n))
    assert len(phases) >= 2
    assert table.width() == 1024 and table.height() == 640
    bad = []
    for phase, pos in phases.items():
        state = pos.state
        seat = None if state.is_terminal else state.current_player
        table.show_state(game_id, state.view(seat), [], interactive=False)
        bad += [f"{phase} step {pos.step}: {p}" for p in H.overlaps(table.table_scene())]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_rules_summary_and_card_reference_exist(game_id, code, qapp):
    """Help has a rules summary (every block translated) and a card reference, in each
    language."""
    from contaria_desktop.i18n import reference, rules, translators

    plugin = registry.get(game_id)
    blocks = list(plugin.rules_blocks())
    assert blocks and any(tag == "h1" for tag, _ in blocks)
    assert rules.has_rules(game_id) and reference.has_reference(game_id)
    trs = H.catalogues(code)
    if code != "en":
        missing = [text for _, text in blocks if not H.translated(trs, plugin.rules_context(), text)]
        assert not missing, missing
    try:
        translators.install_translators(None, code)
        html = reference.reference_html(game_id)
        assert len(html) > 100 and "not written yet" not in html
        assert "not written yet" not in rules.rules_html(game_id)
    finally:
        translators.install_translators(None, "en")


def test_the_overlap_check_finds_overlaps(table):
    """The check itself: two zones crossing, a card lying over another zone, and a card off
    the table are found; a nested zone and a fan inside one zone are not."""
    from PySide6.QtCore import QPointF, QRectF

    from contaria_desktop.table.animation import Animator
    from contaria_desktop.table.layouts.base import CardPlace, TablePlan, ZonePlace
    from tests.toy_plugin.harvest.faces import HarvestFace

    plan = TablePlan()
    for key, rect in {"a": QRectF(100, 100, 400, 300), "b": QRectF(450, 150, 300, 300),
                      "inner": QRectF(120, 150, 100, 100), "c": QRectF(900, 100, 400, 300)}.items():
        plan.zones[key] = ZonePlace(key, rect, key)
    cards = {"card:x1": ((1000, 250), "c"), "card:x2": ((1040, 250), "c"),     # a fan: fine
             "card:y": ((880, 250), "c"),                                      # over zone b? no: over nothing else
             "card:z": ((480, 300), "a"),                                      # over zone b
             "card:off": ((1590, 500), "c")}                                   # off the table
    for key, ((x, y), zone) in cards.items():
        plan.cards[key] = CardPlace(key, {"handle": key}, HarvestFace("pear-1"), QPointF(x, y), 1.0, 0.0, 1.0, zone)
    scene = table.table_scene()
    scene.clear_table()
    animator = Animator(table)
    animator.begin(instant=True)
    scene.apply(plan, animator)
    animator.commit()
    bad = H.overlaps(scene)
    scene.clear_table()
    table._game_id = None
    assert "zones a and b overlap" in bad
    assert any(p.startswith("card card:z (of a) lies over zone b") for p in bad)
    assert any("card:off" in p and "off the table" in p for p in bad)
    assert not any("inner" in p for p in bad)
    assert not any("card:x1" in p and "card:x2" in p for p in bad)
