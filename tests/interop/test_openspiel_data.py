"""OpenSpiel games on the rules data in force (issue 14): the ``data`` parameter gives the
engine an override, and the action encoding carries the payments of *that* data (a Quissama
Imperador target cost raised by an override asks payments no shipped cost asks)."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")

from contaria_desktop.engines.core import Action, GameRecord, get_spec  # noqa: E402
from contaria_desktop.interop import openspiel as osp  # noqa: E402
from contaria_desktop.interop.encoding import Unencodable, codec_for, quissama_payments  # noqa: E402

#: the Imperador replaces a merchant for 5 Coins and 1 Bourgeois (shipped: 2 and 1)
DEARER = {"costs.imperador_targets.merchant.C": 5}


def test_a_dearer_imperador_target_is_encoded_with_the_data_in_force():
    from contaria_desktop.engines.quissama import payments as P
    from contaria_desktop.engines.quissama import rules_data as R
    shipped, dearer = codec_for("quissama"), codec_for("quissama", DEARER)
    hand = {k: 9 for k in R.ICONS} | {R.WILD: 9}
    # the engine's own minimal payments of the cost with the opponent's-area Bourgeois (R23f)
    paid = P.options(hand, {"C": 5, "B": 2})
    assert paid and set(paid) <= set(quissama_payments(DEARER))
    for pay in paid:
        dearer.encode(Action("imperador", target="business:BZ_N1", pay=pay))
    new = [pay for pay in paid if pay not in set(quissama_payments())]
    assert new
    with pytest.raises(Unencodable):
        shipped.encode(Action("imperador", target="business:BZ_N1", pay=new[0]))
    # the shipped data's ids do not move; an empty override is the shipped data
    assert codec_for("quissama", {}) is shipped and shipped.decode(0) == dearer.decode(0)


def test_a_game_with_data_runs_records_and_serializes_on_it():
    game = osp.load("quissama", players=2, data=json.dumps(DEARER))
    assert game.num_distinct_actions() == codec_for("quissama", DEARER).size > codec_for("quissama").size
    state = game.new_initial_state()
    state.apply_action(3)
    engine = state.engine()
    assert engine.data_overrides == DEARER and engine.imp_cost["merchant"] == {"B": 1, "C": 5}
    rng = random.Random(4)
    for _ in range(25):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    record = state.record()
    assert record.data == DEARER and record.rules_digest == get_spec("quissama").rules_digest(DEARER)
    assert GameRecord.from_json(record.to_json()).replay() == state.engine()
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(back) == str(state) and back.engine().data_overrides == DEARER
    assert str(game.state_from_record(record)) == str(state)
    with pytest.raises(ValueError, match="other rules data"):
        osp.load("quissama", players=2).state_from_record(record)


def test_bad_data_is_refused():
    with pytest.raises(Exception, match="costs.imperador_targets.merchant.C"):
        osp.load("quissama", data=json.dumps({"costs.imperador_targets.merchant.C": 9}))
    with pytest.raises(Exception, match="JSON"):
        osp.load("quissama", data="{not json")
