"""Saves, positions and games made by the code from before Contária and CharLatão moved onto
the kit's Flow/Machine (issue 10 item 5) load, replay and play on exactly as they did.

The fixtures in ``tests/kit/legacy/`` were written by ``make_fixtures.py`` running main's code
of commit 83f8244 (see its docstring); never regenerate them with today's code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from contaria_desktop.engines.core import Action, get_spec
from contaria_desktop.session import GameSession

from .legacy.make_fixtures import PLAYOUT_SEEDS, playout_digest

HERE = Path(__file__).parent / "legacy"
SAVES = json.loads((HERE / "saves.json").read_text())
POSITIONS = json.loads((HERE / "positions.json").read_text())
PLAYOUTS = json.loads((HERE / "playouts.json").read_text())


def _id(case):
    return f"{case['game']}-{case['players']}p-{case.get('where', case.get('steps'))}"


@pytest.mark.parametrize("case", SAVES, ids=_id)
def test_old_save_loads_replays_and_plays_on_identically(tmp_path, case):
    path = tmp_path / "old.json"
    path.write_text(json.dumps(case["save"]))
    s = GameSession.load(path)
    assert not s.load_warnings
    assert s.state.to_json() == case["state"] and s.state.state_hash() == case["state_hash"]
    assert s.state.current_player == case["current_player"]
    assert [a.to_json() for a in s.state.legal_actions()] == case["legal"]
    st = s.state.clone()
    for step in case["next"]:
        st.apply(Action.from_json(step["action"]))
        assert st.state_hash() == step["state_hash"]


@pytest.mark.parametrize("case", POSITIONS, ids=_id)
def test_old_position_file_opens_with_the_same_state_and_choices(tmp_path, case):
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(case["file"]))
    s = GameSession.open_position(path)
    assert not s.load_warnings
    assert s.state.to_json() == case["state"] and s.state.state_hash() == case["state_hash"]
    assert [a.to_json() for a in s.state.legal_actions()] == case["legal"]
    spec = get_spec(case["game"])
    again = spec.state_class.from_json(json.loads(json.dumps(s.state.to_json())))
    assert again.to_json() == case["state"]


@pytest.mark.parametrize("case", PLAYOUTS, ids=lambda c: f"{c['game']}-{c['players']}p-{len(c['options'])}")
def test_random_games_give_the_same_events_choices_and_states(case):
    assert case["seeds"] == list(PLAYOUT_SEEDS)
    assert playout_digest(case["game"], case["players"], case["options"], PLAYOUT_SEEDS) == case["digest"]
