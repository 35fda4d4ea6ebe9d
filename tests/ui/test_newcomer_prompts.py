"""Issue 18.4: the instruction bar lists only what is possible (Contária's turn hint with an
empty hand, with no face-down card) - the game's ``turn_key`` hook, fed the seat's legal
actions by ``messages.prompt_text`` and the game page."""

from __future__ import annotations

from contaria_desktop.i18n import messages
from contaria_desktop.i18n.names import plain
from tests.contaria.helpers import position


def _prompt(st) -> str:
    ctx = messages.MessageContext("contaria", ["Ana", "Bia", "Caio"], st.view(0))
    return plain(messages.prompt_text(st.view(0), ctx, 0, st.legal_actions()))


def test_empty_hand_does_not_offer_placing_a_card(qapp):
    st = position(3, hands={0: []}, tales={0: ["crianca_joao"], 1: ["cavalheiro_plain"]})
    assert {a.type for a in st.legal_actions()} == {"mirror"}
    text = _prompt(st)
    assert "hand" not in text and "mirror" in text


def test_no_face_down_card_offers_only_placing(qapp):
    st = position(3, hands={0: ["crianca_joao"]})
    assert {a.type for a in st.legal_actions()} == {"place"}
    text = _prompt(st)
    assert "hand" in text and "mirror" not in text


def test_neither_move_possible_says_pass(qapp):
    st = position(3)
    if {a.type for a in st.legal_actions()} == {"pass"}:
        assert "pass" in _prompt(st)


def test_without_legal_actions_the_full_hint_stays(qapp):
    st = position(3, hands={0: ["crianca_joao"]})
    ctx = messages.MessageContext("contaria", ["Ana", "Bia", "Caio"], st.view(0))
    assert "hand" in plain(messages.prompt_text(st.view(0), ctx, 0)) and "mirror" in plain(
        messages.prompt_text(st.view(0), ctx, 0))
