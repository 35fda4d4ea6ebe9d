"""The presentation checks can fail: each is run on the toy game (tests/toy_plugin) broken
on purpose, and finds the fault (the overlap check's own test is in test_presentation.py)."""

from __future__ import annotations

import importlib

from contaria_desktop.engines.core import get_spec

from . import harness as H


def _toy(name: str):
    """A module of the toy game, imported at test time (importing registers its engine; at
    collection that would change what other suites parametrize over)."""
    return importlib.import_module(f"tests.toy_plugin.{name}")


def _position(n=2, seed=3):
    return H.playout(get_spec("harvest"), n, seed)[0]   # the deal: plays into both baskets


def test_a_basket_that_is_never_highlighted_is_found(table, monkeypatch):
    original = _toy('harvest.targeting').HarvestTargeting.targets
    monkeypatch.setattr(_toy('harvest.targeting').HarvestTargeting, "targets",
                        lambda self: [k for k in original(self) if k != "basket:1"])
    state = _position().state
    legal = state.legal_actions()
    found, problems = H.clickable_actions(H.Clicker(table), "harvest", state.view(state.current_player), legal)
    bad = H.unreachable("harvest", legal, found)
    assert bad and all("basket=1" in b for b in bad) and not problems


def test_a_highlighted_target_that_does_nothing_is_found(table, monkeypatch):
    original = _toy('harvest.targeting').HarvestTargeting.targets
    monkeypatch.setattr(_toy('harvest.targeting').HarvestTargeting, "targets", lambda self: original(self) + ["deck"])
    state = _position().state
    _, problems = H.clickable_actions(H.Clicker(table), "harvest", state.view(state.current_player),
                                      state.legal_actions())
    assert any("deck" in p and "does nothing" in p for p in problems)


def test_a_key_without_template_or_translation_is_found(qapp, monkeypatch):
    from contaria_desktop.games import registry

    plugin = registry.get("harvest")
    spec = plugin.spec()
    games = [H.playout(spec, 2, 1)]
    trs = {code: H.catalogues(code) for code in ("en", "pt_BR", "es")}
    assert H.untranslated(H.message_keys(plugin, spec, games), trs) == []
    monkeypatch.delitem(_toy('harvest.messages').TEMPLATES, "harvest.passed")
    bad = H.untranslated(H.message_keys(plugin, spec, games), trs)
    assert any(b.startswith("harvest.passed") and "no template" in b for b in bad)
    monkeypatch.setitem(_toy('harvest.messages').TEMPLATES, "harvest.passed", "{seat} passed on this turn.")
    bad = H.untranslated(H.message_keys(plugin, spec, games), trs)
    assert {b.split(" not translated in ")[-1].split(":")[0] for b in bad if "harvest.passed" in b} == {"pt_BR", "es"}


def test_a_screen_showing_unknown_identities_is_found(table, monkeypatch):
    original = _toy('harvest_engine').HarvestState.view

    def leaky(self, seat):
        view = original(self, seat)
        view["hands"] = [[self._card(h, True) for h in hand] for hand in self.hands]
        return view

    monkeypatch.setattr(_toy('harvest_engine').HarvestState, "view", leaky)
    state = _position().state
    names = ["A", "B"]
    seed = next(s for s in range(50)
                if state.shuffle_unknown(0, s).view(0)["hands"][1] != state.view(0)["hands"][1])
    before = H.seat_scene(table, "harvest", state, 0, names)
    after = H.seat_scene(table, "harvest", state.shuffle_unknown(0, seed), 0, names)
    assert before["items"] != after["items"] and before["previews"] != after["previews"]
