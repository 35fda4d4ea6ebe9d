"""``i18n/names.py``: bidi isolates around seat names, ``&`` doubled for mnemonic texts."""

from __future__ import annotations

import pytest


def test_mnemonic_safe_and_isolate_helpers():
    from contaria_desktop.i18n.names import FSI, PDI, isolate, mnemonic_safe, plain

    assert mnemonic_safe("A&B && C") == "A&&B &&&& C"
    assert isolate("Ana") == FSI + "Ana" + PDI
    # a stray PDI inside a name would end the isolate early: isolate controls are dropped
    assert isolate("x\u2069y\u2068") == FSI + "xy" + PDI
    assert plain(isolate("Ana") + " placed") == "Ana placed"


def test_default_names_of_every_shipped_language_are_recognised(qapp):
    from contaria_desktop.i18n.names import default_kind

    for name, seat, kind in [("Player 1", 0, "human"), ("Jogador 2", 1, "human"), ("Jugador 3", 2, "human"),
                             ("Bot 3 (Hard)", 2, "hard"), ("Robô 3 (Difícil)", 2, "hard"),
                             ("Bot 2 (Aleatorio)", 1, "random"), ("Robô 4 (Fácil)", 3, "easy")]:
        assert default_kind(name, seat) == kind, name
    for name, seat in [("Robô da Ana", 0), ("Bot 3 (Hard) fan", 2), ("Player 3", 0), ("Bot 3 (Hard)", 1),
                       ("Jogador", 0), ("Robô 3 (Brutal)", 2)]:
        assert default_kind(name, seat) is None, name


@pytest.mark.parametrize("code,player,bot", [("en", "Player 1", "Bot 3 (Hard)"),
                                             ("pt_BR", "Jogador 1", "Robô 3 (Difícil)"),
                                             ("es", "Jugador 1", "Bot 3 (Difícil)")])
def test_a_default_name_is_shown_in_the_language_on_screen(qapp, code, player, bot):
    from contaria_desktop.i18n import translators
    from contaria_desktop.i18n.names import SeatNames, display_name, display_names, isolate

    translators.install_translators(qapp, code)
    try:
        for made in ("Player 1", "Jogador 1", "Jugador 1"):
            assert display_name(made, 0) == player
        for made in ("Bot 3 (Hard)", "Robô 3 (Difícil)", "Bot 3 (Difícil)"):
            assert display_name(made, 2) == bot
        assert display_name(isolate("Jogador 1"), 0) == isolate(player)   # isolates kept
        for typed in ("Robô da Ana", "Bot 3 (Hard) fan", "Ana"):
            assert display_name(typed, 2) == typed
        shown = display_names(SeatNames(["Jogador 1", "Ana", "Bot 3 (Hard)"], bots=[2]))
        assert shown == [player, "Ana", bot] and shown.bots == {2}
    finally:
        translators.install_translators(qapp, "en")


def test_the_templates_match_the_new_game_dialogs(qapp):
    from contaria_desktop.i18n.names import default_name
    from contaria_desktop.ui.newgame import SEAT_KINDS, default_seat_name

    for kind in SEAT_KINDS:
        assert default_name(2, kind) == default_seat_name(2, kind)


def test_the_new_game_dialog_takes_any_languages_default_as_a_default(qapp):
    from contaria_desktop.ui.newgame import is_default_name

    assert is_default_name(0, "Jogador 1") and is_default_name(2, "Robô 3 (Difícil)") and is_default_name(1, "Jugador 2")
    assert not is_default_name(0, "Robô da Ana") and not is_default_name(2, "Bot 3 (Hard) fan")
