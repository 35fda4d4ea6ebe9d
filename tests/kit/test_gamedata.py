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


def test_dark_tales_inferred_lists_and_line_items_are_choices():
    """The lists inside INFERRED effects and B lines (A3 «take 1 Sword or 1 Armour», B2/B3's
    items, B2's ranking) and the item an INFERRED one-item A line is paid with are choices of
    fixed length (issue 14); printed ones (the Spell's four items, B1's «coins + hand», A1's
    lines) are not editable. A repeated entry is refused naming the entry that changed."""
    schema = get_spec("dark_tales").data_schema
    keys = {e.key: e for e in schema.editables()}
    assert keys["settings.A3.lines.coin.steps.0.items.1"].choices == ("coin", "sword", "armour", "wand")
    assert keys["settings.B2.scoring.coins_rank.metric.0"].choices[-1] == "hand"
    assert {"settings.B3.scoring.unpaired.items.1", "settings.B2.scoring.coins.items.0",
            "settings.A2.lines.coin.paid_with", "settings.A3.lines.wand.paid_with"} <= set(keys)
    assert "settings.A3.lines.coin.steps.0.items.2" not in keys  # the length is the card's wording
    assert not any(k.startswith("settings.A1.lines.") and k.endswith(".paid_with") for k in keys)  # printed
    assert "settings.A3.lines.armour_sword.paid_with" not in keys  # two items (and quoted by a review)
    assert not any(k.startswith(("cards.spell.steps.0.items", "settings.B1.scoring.coins_hand.metric")) for k in keys)
    assert {e.provenance for k, e in keys.items() if k.endswith((".paid_with", ".metric.0"))} == {INFERRED}
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"settings.B3.scoring.unpaired.items.0": "armour"})
    assert err.value.key == "data.bad_choice" and err.value.params == {
        "field": "settings.B3.scoring.unpaired.items.0", "choices": "coin, sword, wand"}
    with pytest.raises(DataOverrideError) as err:  # an A card has one line per item spent
        schema.validate({"settings.A2.lines.coin.paid_with": "wand"})
    assert err.value.params == {"field": "settings.A2.lines.coin.paid_with", "choices": "coin, sword"}
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"settings.A2.lines.coin.paid_with": "dragon"})
    assert err.value.key == "data.bad_choice"
    swap = {"settings.A2.lines.coin.paid_with": "wand", "settings.A2.lines.wand.paid_with": "coin"}
    assert schema.validate(swap) == swap


def test_dark_tales_lists_and_line_items_change_play():
    """A3's coin line offers the items in force; A2's coin line is paid with the item in
    force (its line id stays); B2's ranking adds up the values in force."""
    from contaria_desktop.engines.core import Action
    from contaria_desktop.engines.dark_tales import scoring
    d = get_spec("dark_tales").state_class
    base = {"num_players": 2, "hands": [["king"], []]}
    st = d.from_position({**base, "settings": {"a": "A3"}, "items": [{"coin": 1}, {}],
                          "data": {"settings.A3.lines.coin.steps.0.items.0": "wand"}})
    st.apply(Action("use_item", line="coin"))
    assert st.legal_actions() == [Action("choose_item", item="wand"), Action("choose_item", item="armour")]
    ov = {"settings.A2.lines.coin.paid_with": "sword", "settings.A2.lines.coin.cost.coin": 2}
    st = d.from_position({**base, "settings": {"a": "A2"}, "items": [{"coin": 2, "sword": 1}, {}], "data": ov})
    assert st.tab.lines["A2"]["coin"]["cost"] == {"sword": 2} and st.view(0)["item_lines"][1]["cost"] == {"sword": 2}
    assert Action("use_item", line="coin") not in st.legal_actions()  # 1 sword, 2 needed
    st = d.from_position({**base, "settings": {"a": "A2"}, "items": [{"sword": 2}, {}], "data": ov})
    st.apply(Action("use_item", line="coin"))
    assert st.items[0] == {"coin": 0, "sword": 0, "armour": 0, "wand": 1}
    st = d.from_position({**base, "settings": {"b": "B2"}, "items": [{"coin": 1}, {"coin": 2}],
                          "data": {"settings.B2.scoring.coins_rank.metric.0": "hand"}})
    rank = [next(x for x in seat if x["params"]["line"] == "coins_rank") for seat in scoring.b_lines(st)]
    assert rank[0]["params"]["metric"] == ["hand"] and rank[0]["points"] == 8 and rank[1]["points"] == 0


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


def test_quissama_imperador_target_costs_are_checked():
    """The Imperador's target costs (R20, OQ-Q12, QD-12: INFERRED) are editable per icon, 0..5;
    a target that costs nothing is refused (R20: «paying its cost»)."""
    schema = get_spec("quissama").data_schema
    keys = {e.key: e for e in schema.editables()}
    merchant = [keys[f"costs.imperador_targets.merchant.{s}"] for s in "NGCLBK"]
    assert [e.shipped for e in merchant] == [0, 0, 2, 0, 1, 0] and {e.provenance for e in merchant} == {INFERRED}
    assert keys["costs.imperador_targets.minister.K"].shipped == 1
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"costs.imperador_targets.minister.K": 6})
    assert err.value.key == "data.out_of_range" and err.value.params["max"] == 5
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"costs.imperador_targets.minister.K": "1"})
    assert err.value.key == "data.bad_type"
    with pytest.raises(DataOverrideError) as err:
        schema.validate({"costs.imperador_targets.merchant.B": 0, "costs.imperador_targets.merchant.C": 0})
    assert err.value.key == "data.too_small" and err.value.params == {
        "field": "costs.imperador_targets.merchant.*", "min": 1}


def test_quissama_imperador_target_cost_changes_what_he_can_buy():
    """R20 with an override: the merchant costs a Crown instead of B + 2C; the listing (its
    precomputed cost tables) and the payment both follow, and the shipped game is unchanged."""
    from contaria_desktop.engines.core import Action
    q = get_spec("quissama").state_class
    position = {"players": 3, "hands": [["CROWN", "BOURGEOIS", "COIN_2"], [], []],
                "gallery": {"IMPERADOR": {"owner": 0}}, "businesses": {"BZ_N1": {"merchant": 1}}}
    crown = {"costs.imperador_targets.merchant.K": 1, "costs.imperador_targets.merchant.B": 0,
             "costs.imperador_targets.merchant.C": 0}

    def targets(st):
        return {a["pay"] for a in st.legal_actions() if a.type == "imperador" and a["target"] == "business:BZ_N1"}

    shipped = q.from_position(position)
    assert targets(shipped) == {"BOURGEOIS:1,COIN_2:1"}
    st = q.from_position({**position, "data": crown})
    assert st.imp_cost["merchant"] == {"K": 1} and targets(st) == {"CROWN:1"}
    again = type(st).from_json(json.loads(json.dumps(st.to_json())))
    assert targets(again.clone()) == {"CROWN:1"}
    st.apply(Action("imperador", target="business:BZ_N1", pay="CROWN:1"))
    assert st.businesses["BZ_N1"]["merchant"] == 0 and sorted(c.split(".")[0] for c in st.hands[0]) == [
        "BOURGEOIS", "COIN_2"]
    assert targets(q.from_position(position)) == {"BOURGEOIS:1,COIN_2:1"}  # the shipped data again


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
