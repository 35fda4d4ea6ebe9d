"""What a newcomer reads on every playable game (issue 18): the game-over bar names the
winners, every score table fits the smallest supported screen, and the table's texts are
painted large enough to read. Games come from ``registry.playable()`` (plus the toy game,
tests/toy_plugin), so a game added later is checked for free."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry
from contaria_desktop.i18n import messages
from contaria_desktop.i18n.names import plain

from . import harness as H
from .test_presentation import CASES, LANGUAGES


def _final(game_id: str, n: int, seed: int):
    spec = registry.get(game_id).spec()
    return H.playout(spec, n, seed)[-1].state


@pytest.mark.parametrize("game_id,n", CASES)
def test_the_game_over_bar_names_every_winner(game_id, n, qapp):
    """Issue 18.4: "The game is over." alone is not enough: the plug-in's presenter
    (``ScorePresenter.game_over_text``) names each winner, or says it is a draw."""
    from contaria_desktop.i18n import translators

    plugin = registry.get(game_id)
    names = [f"Name{i}" for i in range(n)]
    for seed in (1000 * n, 1000 * n + 1):
        state = _final(game_id, n, seed)
        if not state.is_terminal:
            continue
        result = state.result()
        for code in LANGUAGES:
            translators.install_translators(None, code)
            try:
                ctx = messages.MessageContext(game_id, names, state.view(None), **plugin.namers())
                text = plain(plugin.scores().game_over_text(result, ctx))
                winners = [plain(messages.winner_name(w, ctx)) for w in result.winners]
            finally:
                translators.install_translators(None, "en")
            assert text and text != "The game is over."
            if not getattr(result, "draw", False):
                for w in winners:
                    assert w in text, (code, text)
                # one winner is "winner", not "winners" (QA): Qt's plural forms
                plural = ("winners", "vencedores", "ganadores")
                if len(winners) == 1:
                    assert not any(word in text for word in plural), (code, text)
