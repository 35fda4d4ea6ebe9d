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
        if e.field not in ("copies", "count") and e.kind == "int":
            return {e.key: e.shipped + 1 if e.shipped < e.maximum else e.shipped - 1}
    raise AssertionError("no editable value")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_declares_editables_inferred_first(game):
    entries = get_spec(game).data_schema.editables()
    assert entries
    assert all(e.provenance in PROVENANCES for e in entries)
    assert all(e.minimum <= e.shipped <= e.maximum for e in entries if e.kind == "int")
    assert all(e.shipped in e.choices for e in entries if e.kind == "choice")
    ranks = [{INFERRED: 0, FOUND: 2}.get(e.provenance, 1) for e in entries]
    assert ranks == sorted(ranks)
    assert len({e.key for e in entries}) == len(entries)


@pytest.mark.parametrize("game", GAMES)
def test_errors_per_kind(game):
    schema = get_spec(game).data_schema
    e = next(x for x in schema.editables() if x.kind == "int")
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
    assert err.value.key == "data.bad_total" and err.value.params == {"field": "cards.*.copies", "total": 48,
                                                                      "got": 49}
    assert schema.validate({"cards.princess.copies": 3, "cards.dragon.copies": 1})
    with pytest.raises(DataOverrideError) as err:  # DT-T1: the start card stays in the deck
        schema.validate({"cards.night.copies": 0, "cards.day.copies": 8})
    assert err.value.key == "data.too_small" and err.value.params["field"] == "cards.night.copies"


def test_references_must_hold_quissama():
    """A square must hold its starting capoeiras (Setup); the deck deals the Market and the
    hands; a road leads to a square of the business's region (board §3.2)."""
    schema = get_spec("quissama").data_schema
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"squares.SQ_N1.capacity": 1})
    assert err.value.key == "data.too_small" and err.value.params == {"field": "squares.SQ_N1.capacity", "min": 2}
    kinds = [e.key for e in schema.editables() if e.field == "count"]
    with pytest.raises(DataOverrideError) as err:
        schema.validate({k: 0 for k in kinds})
    assert err.value.key == "data.deck_size" and err.value.params["got"] == 0
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"businesses.BZ_N1.square": "SQ_G1"})  # another region: not a choice
    assert err.value.key == "data.bad_choice" and err.value.params["choices"] == "SQ_N1, SQ_N2"
    assert schema.validate({"businesses.BZ_N1.square": "SQ_N2"}) == {"businesses.BZ_N1.square": "SQ_N2"}


@pytest.mark.parametrize("game", GAMES)
def test_choices_are_validated(game):
    """Enumerations and references (issue 14): a choice outside the allowed values, a number
    for a name, or a boolean is refused with ``data.bad_choice`` naming the key and the
    allowed values; every allowed value is accepted on its own."""
    schema = get_spec(game).data_schema
    entries = [e for e in schema.editables() if e.kind == "choice"]
    if game in ("contaria", "charlatao"):
        assert not entries  # only whole numbers there
        return
    assert entries
    for e in entries[:40]:
        for bad in ("no_such_value", 3, True, None, [e.shipped]):
            with pytest.raises(DataOverrideError) as err:
                schema.validate({e.key: bad})
            assert err.value.key == "data.bad_choice" and err.value.params["field"] == e.key
            assert err.value.params["choices"] == ", ".join(e.choices)


def test_dark_tales_every_inferred_value_is_editable():
    """Types, destinations, effect parameters and setting-card values are editable (issue 14)."""
    schema = get_spec("dark_tales").data_schema
    keys = {e.key: e for e in schema.editables()}
    assert keys["cards.ogre.type"].choices == ("MALE", "FEMALE", "MONSTER", "PLACE", "EVENT")
    assert keys["cards.ogre.destination"].choices == ("OWN", "COMMON", "DISCARD")
    assert keys["cards.ogre.steps.0.filter.type"].kind == "choice"
    assert keys["cards.ogre.steps.0.vp"].kind == "int"
    assert "king" in keys["cards.merchant.steps.1.filter.card"].choices  # a reference to a card
    assert keys["cards.old_sage.start_of_turn.0.if"].choices == ("day", "night")
    assert keys["settings.B1.scoring.coins_hand.awards.0"].provenance == INFERRED
    assert keys["settings.B1.scoring.coins_hand.awards.1"].provenance == FOUND
    assert {"settings.A2.lines.wand.cost.wand", "settings.A2.lines.wand.steps.0.n",
            "settings.B3.scoring.sword_armour.vp", "settings.B1.scoring.sword_monster.b.card.type"} <= set(keys)


def test_dark_tales_choices_change_play():
    """A changed type, destination, effect or B value is the one the engine uses."""
    from contaria_desktop.engines.dark_tales import scoring, steps
    spec = get_spec("dark_tales")
    ov = {"cards.ogre.type": "FEMALE", "cards.king.destination": "DISCARD",
          "cards.dragon.steps.0.filter.type": "EVENT", "settings.B2.scoring.coins.vp": 3}
    st = spec.new_game(3, 5, data=ov, options={"setting_b": "B2"})
    assert st.tab.type_of["ogre"] == "FEMALE" and steps.TYPE_OF["ogre"] == "MONSTER"
    assert st.tab.play_info["king"][0] == "DISCARD"
    assert st.tab.steps_by["card"]["dragon"][0]["filter"] == {"type": "EVENT"}
    assert steps._fits({"type": "FEMALE"}, st.tab) >= {"ogre"} and "ogre" not in steps._fits({"type": "FEMALE"})
    st.items[0]["coin"] = 2
    line = next(x for x in scoring.b_lines(st)[0] if x["params"]["line"] == "coins")
    assert line["points"] == 6 and line["params"]["vp_each"] == 3
    again = type(st).from_json(json.loads(json.dumps(st.to_json())))
    assert again.tab.type_of["ogre"] == "FEMALE" and again.clone().tab is again.tab
    shipped = spec.new_game(3, 5, options={"setting_b": "B2"})
    from contaria_desktop.engines.dark_tales.rules_data import TABLES
    assert shipped.tab is TABLES and shipped.tab.type_of["ogre"] == "MONSTER"


def test_charlatao_round_cap_is_editable():
    """The 2-player house cap on rounds (scoring.md 7.7) is data: 1 round ends the game."""
    import random
    spec = get_spec("charlatao")
    st = spec.new_game(2, 1, data={"two_player.max_rounds": 1})
    assert st.view(0)["duel"]["max_rounds"] == 1
    rng = random.Random(1)
    while not st.is_terminal:
        st.apply(rng.choice(st.legal_actions()))
    assert st.round == 1
    with pytest.raises(DataOverrideError):
        spec.data_schema.validate({"two_player.max_rounds": 21})  # the decision bound assumes 20


def test_quissama_road_changes_play():
    """Employ takes the capoeira from the square the road in force leads to (board §3.2)."""
    spec = get_spec("quissama")
    st = spec.new_game(2, 1, data={"businesses.BZ_N1.square": "SQ_N2"})
    assert st.bz_square["BZ_N1"] == "SQ_N2"
    assert type(st).from_json(json.loads(json.dumps(st.to_json()))).bz_square["BZ_N1"] == "SQ_N2"
    assert spec.new_game(2, 1).bz_square["BZ_N1"] == "SQ_N1"
    assert spec.new_game(2, 1, data={"market_max_renewals.value": 2}).max_renewals == 2  # R11's bound
    # the view names the roads only when data moved one, so the board can draw them
    assert st.view(0)["roads"]["BZ_N1"] == "SQ_N2"
    assert "roads" not in spec.new_game(2, 1).view(0)


def test_quissama_board_draws_the_roads_in_force(qapp):
    """The board's road from a business leads to the square the data in force names (issue 14)."""
    from contaria_desktop.games.quissama import layout
    shipped = layout.static_spaces()
    moved = layout.static_spaces({"BZ_N1": "SQ_N2"})
    centre_n2 = layout._CENTRES["SQ_N2"]
    end = moved["road:BZ_N1"].polygon
    assert shipped["road:BZ_N1"].polygon != end
    assert min(abs(p.x() - centre_n2.x()) + abs(p.y() - centre_n2.y()) for p in end) < 12
    assert layout.static_spaces() is not moved and layout.static_spaces()["road:BZ_N1"].polygon == shipped["road:BZ_N1"].polygon


def test_positions_use_the_data_in_force():
    """A hand-written position checks its counts and capacities against its own ``data``
    (issue 14), and the state runs on it."""
    from contaria_desktop.engines.core import PositionError
    q = get_spec("quissama").state_class
    with pytest.raises(PositionError):
        q.from_position({"players": 2, "squares": {"SQ_N1": 7}})  # shipped capacity 5
    st = q.from_position({"players": 2, "squares": {"SQ_N1": 7}, "cdp": 6,
                          "data": {"squares.SQ_N1.capacity": 8, "cabeca_de_porco.capacity": 6}})
    assert st.sq_cap["SQ_N1"] == 8 and st.cdp_cap == 6 and st.squares["SQ_N1"] == 7
    assert st.data_overrides == {"squares.SQ_N1.capacity": 8, "cabeca_de_porco.capacity": 6}
    with pytest.raises(PositionError):
        q.from_position({"players": 2, "data": {"squares.SQ_N1.capacity": 99}})
    d = get_spec("dark_tales").state_class
    hands = [["princess", "princess", "princess"], [], []]
    with pytest.raises(PositionError):
        d.from_position({"num_players": 3, "hands": hands})  # 2 copies shipped
    st = d.from_position({"num_players": 3, "hands": hands,
                          "data": {"cards.princess.copies": 3, "cards.dragon.copies": 1}})
    assert st.ident.count("princess") == 3 and st.data_overrides["cards.princess.copies"] == 3


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
