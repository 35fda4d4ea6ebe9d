"""The view names the instruction bar's sentence: ``prompt`` per phase and, for a pending
choice, ``pending["prompt"]`` (message keys the table's plug-in translates; issue 13, Board
and UI)."""

from __future__ import annotations

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.quissama import GAME

from .helpers import pos


def test_each_phase_and_pending_choice_has_a_prompt_key():
    st = GAME.new_game(3, seed=4)
    assert st.view(st.current_player)["prompt"] == "quissama.prompt.opening"
    st = pos(3, hands=[["NAGOA_1"], ["COIN_1"], []], cdp=2,
             gallery={"ALEMAO": {"owner": 0, "meeples": []}, "_present": ["ALEMAO", "QUISSAMA"]})
    v = st.view(0)
    assert v["prompt"] == "quissama.prompt.main"
    st.apply(Action("ability", character="ALEMAO"))
    v = st.view(0)
    assert v["pending"]["kind"] == "steal" and v["pending"]["prompt"] == "quissama.prompt.steal"
    assert st.view(None)["pending"]["prompt"] == "quissama.prompt.steal"
