"""Hand-written positions (POSITION.md): loading, round trip, and clear errors."""

from __future__ import annotations

import json
import os

import pytest

from contaria_desktop.engines.contaria import ContariaState
from contaria_desktop.engines.contaria.cards import card_set
from contaria_desktop.engines.contaria.position import to_position
from contaria_desktop.engines.core import PositionError

from .helpers import choices, kind, position, tale, up

ALL = [c.id for c in card_set({}).cards]


def _pos(**kw):
    base = {"players": 3, "hands": [[], [], []], "tales": [[], [], [], []]}
    base.update(kw)
    return base


@pytest.mark.parametrize("pos,message", [
    (_pos(hands=[ALL[:9], ALL[9:18], ALL[18:25] + ["donzela_plain"]]), "26 cards listed; the game has 25"),
    (_pos(tales=[ALL[:5], [], [], []]), "tale 0 holds 5 cards"),
    (_pos(tales=[[], [], [], ALL[:5]]), "the CONTÁRIA tale holds 5 cards"),
    (_pos(hands=[["donzela_rapunzel"], [], []]), "unknown card 'donzela_rapunzel'"),
    (_pos(hands=[["fada_plain"], [], []], tales=[["fada_plain"], [], [], []]), "card 'fada_plain' appears twice"),
    (_pos(tales=[["crianca_plain"], [], [], []], markers={"GIANT": "crianca_plain"}),
     "marker GIANT is in play but its character 'cavalheiro_gigante' is not face up in a tale"),
    (_pos(tales=[[up("velhinha_bruxa")], [], [], []], hands=[["crianca_plain"], [], []],
          markers={"WITCH": "crianca_plain"}), "marker WITCH is on 'crianca_plain', which is not a card in a tale"),
    (_pos(tales=[[up("cavalheiro_gigante"), up("crianca_joao"), "fada_plain"], [], [], []],
          markers={"GIANT": "fada_plain"}), "its character is deactivated"),
    (_pos(markers={"DRAGON": "fada_plain"}), "unknown marker 'DRAGON'"),
    (_pos(tales=[["donzela_plain", {"card": "fada_plain", "deactivated": True}], [], [], []]),
     "'fada_plain' is listed as deactivated=True but the tale makes it active"),
    (_pos(players=6), "'players' must be 2 to 5"),
    (_pos(hands=[[], []]), "'hands' must be a list of 3 lists"),
    (_pos(mirrors_used=[4, 0, 0]), "'mirrors_used' must be 3 numbers from 0 to 3"),
    (_pos(to_move=3), "'to_move' must be a seat 0..2"),
    (_pos(colour="blue"), "unknown position key 'colour'"),
    (_pos(options={"mode": "marathon"}), "bad options"),
    (_pos(tales=[[{"card": "fada_plain", "side": "up"}], [], [], []]), "unknown card key 'side'"),
    (_pos(peeks={"1": ["fada_plain"]}), "seat 1 peeked at 'fada_plain', which is not in play"),
])
def test_position_errors_name_the_problem(pos, message):
    with pytest.raises(PositionError) as err:
        ContariaState.from_position(pos)
    assert message in str(err.value)


def test_marker_on_its_own_character_is_an_error():
    with pytest.raises(PositionError, match="cannot be on its own character"):
        ContariaState.from_position(_pos(tales=[[up("fada_anao")], [], [], []], markers={"DWARF": "fada_anao"}))


def test_position_documented_example_loads():
    """The example in POSITION.md is a valid position (kept in sync)."""
    here = os.path.dirname(__file__)
    doc = os.path.join(here, "..", "..", "contaria_desktop", "engines", "contaria", "POSITION.md")
    with open(doc, encoding="utf-8") as fh:
        text = fh.read()
    block = text.split("```json", 1)[1].split("```", 1)[0]
    st = ContariaState.from_position(json.loads(block))
    assert st.current_player == 1 and kind(st) == "choose_card"
    assert choices(st) == ["crianca_plain"]


def test_round_trip_through_to_position():
    st = position(3, hands={0: ["fada_plain"], 2: ["donzela_plain"]},
                  tales={0: [up("cavalheiro_gigante"), "crianca_plain"], 1: ["velhinha_vovo"],
                         3: [up("fada_anao"), "crianca_maria"]},
                  markers={"GIANT": "crianca_plain", "DWARF": "crianca_maria"}, mirrors_used=[1, 2, 0],
                  peeks={"2": ["velhinha_vovo"]}, to_move=2, turn=7)
    again = ContariaState.from_position(json.loads(json.dumps(to_position(st))))
    assert to_position(again) == to_position(st)
    assert tale(again, 3) == ["fada_anao", "crianca_maria"] and again.turns == 7
    assert again.view(2)["tales"][1]["cards"][0]["identity"] == "velhinha_vovo"


def test_full_tales_make_a_finished_position():
    st = position(2, tales=[["fada_plain", "crianca_plain", "velhinha_plain", "donzela_plain"],
                            ["fada_mago", "crianca_maria", "velhinha_vovo", "donzela_serva"],
                            ["fada_anao", "crianca_joao", "velhinha_bruxa", "donzela_sereia"]])
    assert st.is_terminal and st.result().draw  # 8, 8, 8


def test_pending_reveal_in_a_position():
    """A position can stop in the middle of an ability: ``{"reveal": id, "seat": s}``."""
    st = position(3, tales={0: [up("fada_mago")], 1: ["crianca_plain"]},
                  pending=[{"reveal": "fada_mago", "seat": 1}], to_move=1)
    assert st.current_player == 1 and choices(st) == ["crianca_plain", "fada_mago"]
    assert st.view(None)["pending"]["prompt"] == "contaria.prompt.choose_move_target"


def test_bad_saved_state_is_a_clear_error():
    from contaria_desktop.engines.core import StateFormatError
    st = position(3, tales={0: ["fada_mago"]})
    data = st.to_json()
    for key, value in [("identity", ["fada_mago"] * 25), ("pending", [{"op": "dance", "seat": 0, "src": "c00"}]),
                       ("tales", [["c99"]]), ("rng", -1)]:
        bad = dict(data, **{key: value})
        with pytest.raises(StateFormatError):
            ContariaState.from_json(bad)


def test_cards_seen_by_all_stay_known():
    st = position(3, tales={0: ["cavalheiro_fera"]}, seen_by_all=["cavalheiro_fera"])
    assert st.view(None)["tales"][0]["cards"][0]["identity"] == "cavalheiro_fera"
    assert to_position(st)["seen_by_all"] == ["cavalheiro_fera"]
