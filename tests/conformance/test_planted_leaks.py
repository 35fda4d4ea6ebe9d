"""The conformance harness must catch the leaks issue 19.2 planted by hand (which the old
harness let through): a public ``contaria.peeked_public`` naming the peeked card's identity
(the Fera's peek, cards.md), and a public ``charlatao.pass_chosen`` naming the passed card;
and a Dark Tales one: a public ``dark_tales.looked`` naming the cards the Secret Helper looked at
privately (``dark_tales.looked_private``, DTD-8). Each test patches a copy of the engine's
``_apply`` (restored afterwards), plays random games and proves :func:`check_hidden_information` fails; the same games pass unpatched."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.charlatao.state import CharlataoState
from contaria_desktop.engines.contaria.state import ContariaState
from contaria_desktop.engines.core import Event, Rng, get_spec
from contaria_desktop.engines.dark_tales.state import DarkTalesState

from .harness import ConformanceFailure, check_hidden_information, playout


def _leak(cls: type, monkeypatch: pytest.MonkeyPatch, public: str, private: str, key: str) -> None:
    """Make ``cls`` add ``private``'s parameter ``key`` to the public event ``public``. Wraps
    the public ``apply`` (an engine may inline its ``_apply`` there for speed, as Dark Tales does)."""
    real = cls.apply

    def leaky(self, action):  # type: ignore[no-untyped-def]
        events = real(self, action)
        secret = next((e.params[key] for e in events if e.type == private), None)
        return [Event(e.type, {**e.params, key: secret}, e.visible_to, e.reveals)
                if e.type == public else e for e in events]

    monkeypatch.setattr(cls, "apply", leaky)


def _suite_catches(game: str, n: int, first: int) -> None:
    """Run the conformance suite's own heavy playouts (seeds ``0, 5, ... 295``, as
    ``test_conformance`` does), starting with ``first`` (a seed known to meet the planted
    leak, to keep this test fast), until one fails."""
    for seed in [first, *range(0, 300, 5)]:
        try:
            playout(get_spec(game), n, seed, heavy=True)
        except ConformanceFailure as err:
            assert "log after" in str(err)
            return
    raise AssertionError("the conformance playouts missed the planted leak")


def _hunt(game: str, n: int, event: str, games: int = 40) -> tuple[int, int]:
    """Play random games, running the hidden-information check before every decision that
    emits ``event``. Returns (checks run, failures seen)."""
    spec = get_spec(game)
    runs = fails = 0
    for seed in range(games):
        state = spec.new_game(n, seed)
        rng = Rng(seed)
        while not state.is_terminal and runs < 6:
            legal = state.legal_actions()
            trial = state.clone()
            if any(e.type == event for a in legal[:6] for e in trial.clone().apply(a)):
                runs += 1
                try:
                    check_hidden_information(state, rng, per_seat=6)
                except ConformanceFailure:
                    fails += 1
            state.apply(legal[rng.below(len(legal))])
        if runs >= 6:
            break
    return runs, fails


def test_harness_catches_a_public_peek_naming_the_card(monkeypatch: pytest.MonkeyPatch) -> None:
    runs, fails = _hunt("contaria", 4, "contaria.peeked_public")
    assert runs and fails == 0, "the unpatched engine must pass"
    _leak(ContariaState, monkeypatch, "contaria.peeked_public", "contaria.peeked", "identity")
    runs, fails = _hunt("contaria", 4, "contaria.peeked_public")
    assert runs and fails == runs, (runs, fails)


def test_harness_catches_a_public_pass_naming_the_card(monkeypatch: pytest.MonkeyPatch) -> None:
    runs, fails = _hunt("charlatao", 4, "charlatao.pass_chosen")
    assert runs and fails == 0, "the unpatched engine must pass"
    _leak(CharlataoState, monkeypatch, "charlatao.pass_chosen", "charlatao.pass_chosen_private", "card")
    runs, fails = _hunt("charlatao", 4, "charlatao.pass_chosen")
    assert runs and fails == runs, (runs, fails)


def test_random_playouts_catch_the_planted_pass_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """The suite itself (``playout`` with heavy checks), not only the targeted check."""
    _leak(CharlataoState, monkeypatch, "charlatao.pass_chosen", "charlatao.pass_chosen_private", "card")
    _suite_catches("charlatao", 4, 0)


def test_random_playouts_catch_the_planted_peek_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    _leak(ContariaState, monkeypatch, "contaria.peeked_public", "contaria.peeked", "identity")
    _suite_catches("contaria", 4, 180)


def test_harness_catches_a_public_look_naming_the_peeked_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dark Tales: the Secret Helper's look at the top of the deck is private (DTD-8); a public
    ``looked`` event naming those cards must fail the check for every other seat."""
    runs, fails = _hunt("dark_tales", 4, "dark_tales.looked")
    assert runs and fails == 0, "the unpatched engine must pass"
    _leak(DarkTalesState, monkeypatch, "dark_tales.looked", "dark_tales.looked_private", "cards")
    runs, fails = _hunt("dark_tales", 4, "dark_tales.looked")
    assert runs and fails == runs, (runs, fails)


def test_random_playouts_catch_the_planted_look_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    _leak(DarkTalesState, monkeypatch, "dark_tales.looked", "dark_tales.looked_private", "cards")
    _suite_catches("dark_tales", 4, 0)
