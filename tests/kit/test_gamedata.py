"""Editable rules data (issue 14): every game declares its editable values, validates an
override per kind of error, and runs, saves, clones and replays on it."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.engines.core import GameRecord, get_spec
from contaria_desktop.engines.core.gamedata import (FOUND, INFERRED, PROVENANCES, DataOverrideError,
                                                    provenance_of)

GAMES = ("contaria", "charlatao", "dark_tales", "quissama")
PLAYERS = {"contaria": 3, "charlatao": 3, "dark_tales": 3, "quissama": 3}


def _changed(game: str) -> dict:
    """One override changing the first value that may move by one (copies excluded: they
    must add up)."""
    schema = get_spec(game).data_schema
    for e in schema.editables():
        if e.field not in ("copies", "count"):
            return {e.key: e.shipped + 1 if e.shipped < e.maximum else e.shipped - 1}
    raise AssertionError("no editable value")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_declares_editables_inferred_first(game):
    entries = get_spec(game).data_schema.editables()
    assert entries
    assert all(e.provenance in PROVENANCES and e.minimum <= e.shipped <= e.maximum for e in entries)
    ranks = [{INFERRED: 0, FOUND: 2}.get(e.provenance, 1) for e in entries]
    assert ranks == sorted(ranks)
    assert len({e.key for e in entries}) == len(entries)


@pytest.mark.parametrize("game", GAMES)
def test_errors_per_kind(game):
    schema = get_spec(game).data_schema
    e = schema.editables()[0]
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"no.such.key": 1})
    assert err.value.key == "data.unknown_key" and err.value.params["field"] == "no.such.key"
    for bad in ("3", 1.5, True, None, [1]):
        with pytest.raises(DataOverrideError) as err:
            schema.validate({e.key: bad})
        assert err.value.key == "data.bad_type" and err.value.params["field"] == e.key
    with pytest.raises(DataOverrideError) as err:
        schema.validate({e.key: e.maximum + 1})
    assert err.value.key == "data.out_of_range" and err.value.params["max"] == e.maximum
    with pytest.raises(DataOverrideError) as err:
        schema.validate([1, 2])
    assert err.value.key == "data.not_object"
    assert schema.validate({e.key: e.shipped}) == {}  # the shipped value is no override


def test_counts_must_add_up_dark_tales():
    """DT-C1: the deck holds 48 cards; one more copy of a card breaks it."""
    schema = get_spec("dark_tales").data_schema
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"cards.princess.copies": 3})
    assert err.value.key == "data.inconsistent" and "48" in err.value.params["detail"]
    assert schema.validate({"cards.princess.copies": 3, "cards.dragon.copies": 1})


def test_references_must_hold_quissama():
    """A square must hold its starting capoeiras (Setup)."""
    schema = get_spec("quissama").data_schema
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"squares.SQ_N1.capacity": 1})
    assert err.value.key == "data.inconsistent"


@pytest.mark.parametrize("game", GAMES)
def test_override_travels_with_state_clone_and_record(game):
    spec = get_spec(game)
    ov = _changed(game)
    state = spec.new_game(PLAYERS[game], 7, data=ov)
    assert state.data_overrides == ov
    assert state.clone().data_overrides == ov
    text = json.dumps(state.to_json())
    again = type(state).from_json(json.loads(text))
    assert again == state and again.data_overrides == ov
    rec = GameRecord.start(game, PLAYERS[game], 7, data=ov)
    assert rec.rules_digest != spec.rules_digest() and rec.rules_digest == spec.rules_digest(ov)
    back = GameRecord.from_json(json.loads(json.dumps(rec.to_json())))
    assert back.data == ov and back.initial_state() == state


@pytest.mark.parametrize("game", GAMES)
def test_no_override_is_byte_identical(game):
    spec = get_spec(game)
    state = spec.new_game(PLAYERS[game], 7)
    assert "data_overrides" not in state.to_json()
    assert "data_overrides" not in GameRecord.start(game, PLAYERS[game], 7).to_json()
    assert spec.new_game(PLAYERS[game], 7, data={}).to_json() == state.to_json()


def test_a_save_refuses_a_hostile_override():
    state = get_spec("contaria").new_game(2, 1).to_json()
    state["data_overrides"] = {"cards.donzela_princesa.score": 10 ** 30}
    from contaria_desktop.engines.core import StateFormatError
    with pytest.raises(StateFormatError):
        type(get_spec("contaria").new_game(2, 1)).from_json(state)


def test_values_change_play():
    """The override is the value in force: Contária's card set, Dark Tales' card table,
    Quissama's capacities, CharLatão's scoring entry."""
    c = get_spec("contaria").new_game(2, 1, data={"cards.donzela_princesa.score": 5})
    assert c.cards.by_id["donzela_princesa"].score == 5
    d = get_spec("dark_tales").new_game(2, 1, data={"cards.ogre.vp": 4})
    assert d.card_table["ogre"]["vp"] == 4
    q = get_spec("quissama").new_game(2, 1, data={"cabeca_de_porco.capacity": 7, "squares.SQ_N1.capacity": 6})
    assert q.cdp_cap == 7 and q.sq_cap["SQ_N1"] == 6 and q.view(0)["cdp"]["capacity"] == 7
    from contaria_desktop.engines.charlatao.rules_data import scoring_entry
    ov = {"characters.supplier.basic.per_suit.excellent": 4}
    assert scoring_entry("supplier", "basic", ov)["per_suit"]["excellent"] == 4
    assert scoring_entry("supplier", "basic")["per_suit"]["excellent"] == 3


def test_provenance_marks():
    assert provenance_of("R §4.2") == FOUND and provenance_of("I (A28)") == INFERRED
    assert provenance_of("found") == FOUND and provenance_of("inferred") == INFERRED
    assert provenance_of("PLACEHOLDER") == "REVIEW"
