"""Scoring (§6), winners (A6), Two-Player Game (A7), Single Winner (A24), Book of Tales
(A25) and the result breakdown (docs/contaria-engine-contract.md "Result")."""

from __future__ import annotations

from contaria_desktop.engines.contaria import GAME
from contaria_desktop.engines.contaria.scoring import winners
from contaria_desktop.engines.core import MatchRecord, Rng

from .helpers import position, total, up

# §6: Jacob has 4 white and 2 red points = 2; Wilhelm 2 white and 4 red = -2; CONTÁRIA
# 6 white and 2 red = 4.
JACOB = ["donzela_plain", "crianca_plain", up("donzela_serva"), up("velhinha_rainha_ma")]  # 2+2-1-1
WILHELM = ["fada_plain", up("cavalheiro_fera"), up("velhinha_bruxa"), up("crianca_pinoquio")]  # 2-2-1-1
THIRD = [up("cavalheiro_gigante"), "fada_anao", "fada_madrinha", up("velhinha_lobo_mau")]  # -2+2+2-2
CONTARIA_4 = ["cavalheiro_plain", "velhinha_plain", "fada_mago", up("fada_maligna")]  # 2+2+2-2
CONTARIA_1 = ["velhinha_plain", "fada_mago", up("fada_maligna"), up("donzela_sereia")]  # 2+2-2-1


def _game(players, contaria):
    if players == 3:
        return position(3, tales=[JACOB, WILHELM, THIRD, contaria])
    return position(2, tales=[JACOB, WILHELM, contaria])


def test_scoring_example_contaria_takes_the_happiest_tale():
    """§6 example: Wilhelm wins with the saddest tale, CONTÁRIA takes the happiest: only one
    player wins."""
    st = _game(3, CONTARIA_4)
    assert st.is_terminal
    res = st.result()
    assert res.scores == (2, -2, 0) and res.entities == {"contaria": 4}
    assert res.winners == (1, "contaria")
    assert total(st, 3) == 4


def test_scoring_example_contaria_at_one_lets_jacob_win_too():
    """§6: "If the central tale had only 1 positive point, Jacob would also come out
    victorious"."""
    res = _game(3, CONTARIA_1).result()
    assert res.entities["contaria"] == 1
    assert res.winners == (0, 1)


def test_scoring_example_two_players():
    """Two-Player Game with the §6 tales: CONTÁRIA highest (4) is a tie; CONTÁRIA 1 (≥ 0,
    between) gives the game to the higher player, Jacob (A7)."""
    res = _game(2, CONTARIA_4).result()
    assert res.draw and res.winners == ()
    res = _game(2, CONTARIA_1).result()
    assert not res.draw and res.winners == (0,)


def test_two_player_rule():
    """A7: c strictly between: c >= 0 -> higher wins, c <= -1 -> lower wins; otherwise a tie."""
    opts: dict = {}
    assert winners([5, -3], 0, opts) == ((0,), False, "two_player")
    assert winners([5, -3], -1, opts) == ((1,), False, "two_player")
    assert winners([5, -3], 5, opts) == ((), True, "two_player")   # CONTÁRIA ties the highest
    assert winners([5, -3], -4, opts) == ((), True, "two_player")  # CONTÁRIA the lowest
    assert winners([2, 2], 0, opts) == ((), True, "two_player")


def test_ties_and_contaria_advantage():
    """§2/§6/A6: tied players all win; CONTÁRIA wins ties; all equal: nobody but CONTÁRIA."""
    opts: dict = {}
    assert winners([4, 4, -1], 0, opts)[0] == (0, 1, 2)
    assert winners([4, 1, -1], 4, opts)[0] == (2, "contaria")
    assert winners([3, 3, 3], 3, opts)[0] == ("contaria",)
    assert winners([3, 3, 3], 1, opts)[0] == (0, 1, 2, "contaria")


def test_single_winner_absolute_value():
    """Single Winner: highest absolute score; "4 positive points would lose to 5 negative"
    (A24: CONTÁRIA takes part and wins ties)."""
    opts = {"single_winner": True}
    assert winners([4, -5, 0], 1, opts)[0] == (1,)
    assert winners([4, -5, 0], 5, opts)[0] == ("contaria",)
    assert winners([4, -4, 0], 1, opts)[0] == (0, 1)
    assert winners([4, -5], 0, opts)[0] == (1,)  # also with two players
    st = position(3, tales=[JACOB, WILHELM, THIRD, CONTARIA_1], options={"single_winner": True})
    assert st.result().winners == (0, 1)


def test_breakdown_per_card():
    """Result breakdown: one line per card with base, bonus, deactivated, negated."""
    st = position(3, tales=[
        [up("cavalheiro_cacador"), up("velhinha_lobo_mau"), "crianca_plain", "fada_plain"],
        [up("crianca_pinoquio"), "crianca_maria", "donzela_plain", "fada_mago"],
        ["cavalheiro_plain", "velhinha_plain", "fada_anao", "donzela_princesa"],
        ["velhinha_vovo", "cavalheiro_fera", "donzela_irma_ma", "crianca_joao"]])
    res = st.result()
    lines = res.breakdown["0"]
    assert [ln["points"] for ln in lines] == [3, 0, 2, 2]
    cac, wolf = lines[0], lines[1]
    assert cac["key"] == "contaria.score.card"
    assert cac["params"]["identity"] == "cavalheiro_cacador" and cac["params"]["bonus"] == 1
    assert wolf["params"]["deactivated"] and wolf["points"] == 0
    pin = res.breakdown["1"]
    assert pin[1]["params"]["negated"] and pin[1]["points"] == -2  # Maria face down, made negative
    assert set(res.breakdown) == {"0", "1", "2", "contaria"}
    assert res.scores == (7, 1, 8)


def test_book_of_tales_first_to_three_markers():
    """Book of Tales: a victory marker per win; first to 3 is the Grand Winner; several at
    once all win; optionally play on until one leads alone."""
    from contaria_desktop.engines.core import Result
    rules = GAME.match_rules
    assert rules.is_match({"mode": "book_of_tales"}) and not rules.is_match({"mode": "quick"})
    r = lambda *w: Result((0, 0, 0), w)  # noqa: E731
    games = [r(0, 1), r(0, "contaria"), r(1, 2)]
    st = rules.status(3, {}, games)
    assert st.markers == (2, 2, 1) and not st.finished
    st = rules.status(3, {}, games + [r(0, 1)])
    assert st.finished and st.winners == (0, 1)
    st = rules.status(3, {"book_until_leader": True}, games + [r(0, 1)])
    assert not st.finished
    st = rules.status(3, {"book_until_leader": True}, games + [r(0, 1), r(1)])
    assert st.finished and st.winners == (1,) and st.markers == (3, 4, 1)


def test_book_of_tales_series_plays_through():
    """A real series through the kit's MatchRecord until it is decided."""
    rec = MatchRecord.start("contaria", 3, 9, {"mode": "book_of_tales"})
    rng = Rng(3)
    for _ in range(40):
        state = rec.current.replay()
        while not state.is_terminal:
            legal = state.legal_actions()
            a = legal[rng.below(len(legal))]
            state.apply(a)
            rec.current.actions.append(a)
        if rec.status().finished:
            break
        rec.next_game()
    status = rec.status()
    assert status.finished and max(status.markers) >= 3
    assert all(status.markers[w] >= 3 for w in status.winners)
