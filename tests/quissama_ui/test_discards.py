"""The end-of-turn discards by clicks (rulebook Q-T4: discard down to 5, then refill to 5; QA of
issue 13): the bar counts the cards still to discard ("discard 2 more cards"), every card of
the hand is highlighted as a target, each click discards one, Undo takes one back, and the
bar's Done button appears once the hand is down to 5 and ends the turn."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from contaria_desktop.session import GameSession
from tests.ui.conftest import click_target

POSITION = {
    "players": 3, "seed": 4, "current": 0, "first_player": 0, "phase": "cleanup",
    "hands": [["NAGOA_1", "NAGOA_1", "COIN_1", "CROWN", "LIBERTY", "BOURGEOIS", "ESCANDALO"], [], []],
}


def _open(window, tmp_path):
    from contaria_desktop.i18n import translators
    translators.install_translators(None, "en")     # English plural forms ("1 more card")
    path = tmp_path / "cleanup.json"
    path.write_text(json.dumps({"game": "quissama", "position": POSITION}), encoding="utf-8")
    page = window.play(GameSession.open_position(path))
    assert page is not None
    if page.curtain.is_up():
        page.confirm(page.curtain_seat())
    return page


def _captions(page) -> list[str]:
    return [b.text() for _, b in page.bar.buttons()]


def test_discarding_down_to_five_by_clicks_with_the_bar_counting(qtbot, window, tmp_path):
    page = _open(window, tmp_path)
    s, table = page.session, page.table
    hand = lambda: s.state.view(0)["seats"][0]["hand"]          # noqa: E731
    assert "discard 2 more cards" in page.bar.text()
    assert "Done" not in _captions(page)                         # 7 cards: not yet
    # every card of the hand may be discarded: all are highlighted, both Nagoas included
    keys = {f"card:hand:{k}:{i}" for k in set(hand()) for i in range(hand().count(k))}
    assert keys == {k for k in table.targets() if k.startswith("card:hand:")} and len(keys) == 7
    click_target(qtbot, table, "card:hand:NAGOA_1:1")            # the second Nagoa
    assert hand().count("NAGOA_1") == 1 and len(hand()) == 6
    assert "discard 1 more card:" in page.bar.text()
    window.undo()                                                # taken back within the turn
    if page.curtain.is_up():
        page.confirm(page.curtain_seat())
    assert len(hand()) == 7 and "discard 2 more cards" in page.bar.text()
    click_target(qtbot, table, "card:hand:ESCANDALO:0")
    click_target(qtbot, table, "card:hand:COIN_1:0")
    assert len(hand()) == 5 and "ESCANDALO" not in hand()
    assert "press Done" in page.bar.text()
    buttons = {b.text(): b for _, b in page.bar.buttons()}
    assert "Done" in buttons
    assert any(k.startswith("card:hand:") for k in table.targets())   # more may still go
    qtbot.mouseClick(buttons["Done"], Qt.MouseButton.LeftButton)
    assert s.state.current_player == 1
    assert len(s.state.view(0)["seats"][0]["hand"]) == 5        # refilled to 5


def test_the_discard_words_are_translated(qtbot, window, tmp_path):
    from contaria_desktop.i18n import translators
    page = _open(window, tmp_path)
    for code, words in (("pt_BR", "descarte mais 2 cartas"), ("es", "descarta 2 cartas más")):
        translators.install_translators(None, code)
        page.refresh()
        assert words in page.bar.text()
    translators.install_translators(None, "en")


PAYING = {"players": 3, "seed": 4, "current": 0,
          "hands": [["COIN_1", "COIN_1", "COIN_2", "NAGOA_1"], [], []],
          "businesses": {"BZ_N1": {"merchant": 0, "workers": 0}}}


def test_a_payment_being_chosen_is_worded_on_the_bar_and_undone_with_its_button(qtbot, window, tmp_path):
    """Employing in a business that several card sets can pay: the bar asks for the cards
    that pay and shows "Undo selection"; a card put aside, then the button drops the whole
    choice (as Esc) and the bar says the turn's prompt again."""
    path = tmp_path / "paying.json"
    path.write_text(json.dumps({"game": "quissama", "position": PAYING}), encoding="utf-8")
    page = window.play(GameSession.open_position(path))
    if page.curtain.is_up():
        page.confirm(page.curtain_seat())
    table, bar = page.table, page.bar
    prompt = bar.text()
    assert not bar.cancel_button().isVisible()
    click_target(qtbot, table, "biz:BZ_N1")
    assert "several sets of cards can pay" in bar.text() and bar.cancel_button().isVisible()
    click_target(qtbot, table, "card:hand:NAGOA_1:0")          # in both sets: put aside
    assert table.selection() is not None and "card:hand:NAGOA_1:0" in table.disabled()
    qtbot.mouseClick(bar.cancel_button(), Qt.MouseButton.LeftButton)
    assert table.selection() is None and not table.disabled()
    assert bar.text() == prompt and not bar.cancel_button().isVisible()
    assert page.session.state.view(0)["seats"][0]["hand"] == ["COIN_1", "COIN_1", "COIN_2", "NAGOA_1"]
