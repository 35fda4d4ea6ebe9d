"""Every engine as an OpenSpiel game (issue 17): OpenSpiel's own checks on every game and player
count, the fixed action encoding, the information-state consistency OpenSpiel expects, chance,
payoffs and serialization. docs/openspiel.md describes the adapter.

open_spiel comes with the ``test`` extra (CI installs it); without it these tests are skipped."""

from __future__ import annotations

import random

import pytest

from tests.budget import FULL

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[test]')")

from contaria_desktop.bots import make_sampler, payoffs  # noqa: E402
from contaria_desktop.engines.core import Action, GameRecord, get_spec, plugins  # noqa: E402
from contaria_desktop.interop import openspiel as osp  # noqa: E402
from contaria_desktop.interop.encoding import BUILDERS, Unencodable, codec_for  # noqa: E402

GAMES = sorted(BUILDERS)
CONFIGS = [(g, n) for g in GAMES for n in range(get_spec(g).min_players, get_spec(g).max_players + 1)]


def _ids(config):
    return f"{config[0]}-{config[1]}p"


def play_random(game, seed: int, max_steps: int | None = None, deal: int | None = None):
    """A random playout through OpenSpiel's API, yielding every state before its action."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    state.apply_action(rng.randrange(game.max_chance_outcomes()) if deal is None else deal)
    steps = 0
    while not state.is_terminal() and (max_steps is None or steps < max_steps):
        yield state
        state.apply_action(rng.choice(state.legal_actions()))
        steps += 1
    yield state


# ----- registration and the game type ---------------------------------------------------

def test_every_installed_game_is_registered():
    installed = set(plugins.load_plugins())
    assert installed and installed <= set(osp.REGISTERED), (installed, osp.SKIPPED)
    names = set(pyspiel.registered_names())
    for game_id in installed:
        assert osp.short_name(game_id) == f"python_{game_id}" in names


@pytest.mark.parametrize("game_id", GAMES)
def test_game_type_and_defaults(game_id):
    spec = get_spec(game_id)
    game = pyspiel.load_game(f"python_{game_id}")   # default parameters
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert (t.min_num_players, t.max_num_players) == (spec.min_players, spec.max_players)
    assert t.provides_information_state_string and t.provides_observation_string
    assert game.num_players() == spec.min_players
    assert game.num_distinct_actions() == codec_for(game_id).size
    assert game.max_game_length() == spec.max_decisions
    assert (game.min_utility(), game.max_utility()) == (0.0, 1.0)
    params = game.get_parameters()
    for opt in spec.options:   # every engine option is a game parameter
        assert opt.name in params


def test_options_and_players_are_parameters():
    game = osp.load("contaria", players=4, single_winner=True, first_player="n2", seed=7, deals=3)
    assert game.num_players() == 4 and game.max_chance_outcomes() == 3
    state = game.new_initial_state()
    assert state.is_chance_node() and [a for a, _ in state.chance_outcomes()] == [0, 1, 2]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 2) == "deal 9"
    state.apply_action(2)
    engine = state.engine()
    assert engine.options["single_winner"] is True and engine.options["first_player"] == 2
    assert engine.seed == 9 and state.current_player() == 2
    again = pyspiel.load_game(str(game))            # the game string round-trips (QA)
    assert str(again) == str(game)
    with pytest.raises(Exception, match="first_player"):
        osp.load("contaria", first_player="n7")
    with pytest.raises(Exception, match="n2"):
        osp.load("contaria", first_player="2")
    with pytest.raises(Exception):
        osp.load("contaria", players=6)


# ----- OpenSpiel's own checks -------------------------------------------------------------

@pytest.mark.parametrize("config", CONFIGS, ids=_ids)
def test_openspiel_random_sim(config):
    """OpenSpiel's generic checks: sorted unique legal actions (and none for the other seats),
    the legal-action mask, clone and serialize round trips with identical strings, length
    within max_game_length, returns within the utility bounds."""
    game_id, n = config
    game = osp.load(game_id, players=n)
    # a long game (about 1,000 decisions in Quissama, clone and serialize checked at each)
    # gets one simulation in the default run; the full run does three everywhere
    long_game = game.max_game_length() > 10_000 or n >= 5
    sims = 3 if FULL or not long_game else 1
    pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


# ----- the action encoding ----------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_encoding_round_trips_every_legal_action(game_id):
    spec = get_spec(game_id)
    codec = codec_for(game_id)
    for n in (spec.min_players, spec.max_players):
        game = osp.load(game_id, players=n)
        for state in play_random(game, seed=n, max_steps=400):
            if state.is_terminal():
                break
            for code in state.legal_actions():
                action = codec.decode(code)
                assert codec.encode(action) == code
                assert action in state.engine().legal_actions()
                assert state.action_to_string(code).split(" ")[0] == action.type


def test_encoding_is_fixed_and_documented():
    """The numbers in docs/openspiel.md: the first action of each game and a few others."""
    c = codec_for("contaria")
    assert c.encode(Action("place", card="c00", tale=0)) == 0
    assert c.encode(Action("place", card="c24", tale=5)) == 149
    assert c.encode(Action("mirror", card="c00")) == 150
    assert c.encode(Action("pass")) == 175
    assert c.to_string(1) == "place card=c00 tale=1"
    ch = codec_for("charlatao")
    assert ch.decode(0) == Action("choose_excellent", suit="red")
    assert ch.encode(Action("play", card="red-1")) == 5 + 2 * 60
    dt = codec_for("dark_tales")
    assert dt.decode(0).type == "use_item"
    q = codec_for("quissama")
    assert q.decode(0) == Action("open_business", business="BZ_N1")
    assert q.encode(Action("end_turn")) < q.size
    with pytest.raises(Unencodable):
        c.encode(Action("place", card="c99", tale=0))
    with pytest.raises(Unencodable):
        c.decode(c.size)


# ----- information states -----------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_resampled_worlds_keep_the_information_state(game_id):
    """resample_from_infostate (the bots' sampler) gives a world the seat cannot tell apart:
    the same information-state and observation strings and legal actions; the hidden part
    really moves in some of them."""
    spec = get_spec(game_id)
    game = osp.load(game_id, players=spec.max_players)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    moved = 0
    for i, state in enumerate(play_random(game, seed=3, max_steps=150)):
        if state.is_terminal() or i % 5:
            continue
        p = state.current_player()
        for _ in range(2):
            world = state.resample_from_infostate(p, sampler)
            assert world.information_state_string(p) == state.information_state_string(p)
            assert world.observation_string(p) == state.observation_string(p)
            assert world.legal_actions() == state.legal_actions()
            moved += str(world) != str(state)
    assert moved > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_information_state_is_never_read_from_the_full_state(game_id):
    """Permuting everything seat p does not know (also the deciding seat's cards, the whole
    information set: ``fixed_seats=()``) leaves p's strings unchanged, for every seat."""
    spec = get_spec(game_id)
    game = osp.load(game_id, players=spec.max_players)
    for i, state in enumerate(play_random(game, seed=5, max_steps=120)):
        if i % 7:
            continue
        for p in range(game.num_players()):
            before = (state.information_state_string(p), state.observation_string(p))
            other = state.clone()
            core = other._core
            core.engine = state.engine().shuffle_unknown(p, 1000 + i, fixed_seats=())
            core.changed()
            assert (other.information_state_string(p), other.observation_string(p)) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_different_legal_actions_never_share_a_string(game_id):
    """Across playouts of many deals: one information-state string, one legal action set; and
    each seat's strings at its successive decisions are all different (perfect recall: its
    own actions are in them)."""
    spec = get_spec(game_id)
    legal_of: dict[str, tuple[int, ...]] = {}
    for n in (spec.min_players, spec.max_players):
        game = osp.load(game_id, players=n)
        for seed in range(3):
            mine: dict[int, list[str]] = {}
            for state in play_random(game, seed=seed, max_steps=150):
                if state.is_terminal():
                    break
                p = state.current_player()
                key = state.information_state_string(p)
                legal = tuple(state.legal_actions())
                assert legal_of.setdefault(key, legal) == legal
                mine.setdefault(p, []).append(key)
                for q in range(n):
                    assert state.information_state_string(q).startswith(f"seat {q};")
            for keys in mine.values():
                assert len(set(keys)) == len(keys)


def test_a_seat_that_sees_nothing_new_keeps_its_trail():
    """The trail of a seat grows with its own actions and the events it is shown only: an
    event visible only to another seat leaves it unchanged."""
    from contaria_desktop.engines.core import Event
    game = osp.load("charlatao", players=3)
    state = game.new_initial_state()
    state.apply_action(0)
    core = state._core
    before = [core.trail(p) for p in range(3)]
    core.observe(0, Action("discard", card="red-1"), [Event("x.private", {"card": "red-1"}, visible_to=[0])])
    after = [core.trail(p) for p in range(3)]
    assert after[0] != before[0] and after[0][0] == before[0][0] + 1 and after[1:] == before[1:]
    core.observe(0, Action("discard", card="red-2"), [Event("x.public", {})])
    assert all(a != b for a, b in zip([core.trail(p) for p in (1, 2)], after[1:]))


# ----- payoffs, serialization, records ------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_returns_are_the_bots_payoffs(game_id):
    game = osp.load(game_id, players=get_spec(game_id).min_players)
    *_, last = play_random(game, seed=11)
    assert last.is_terminal()
    expected = payoffs(last.engine().result(), game.num_players())
    assert last.returns() == pytest.approx(expected)
    assert sum(last.returns()) <= 1.0 + 1e-9


@pytest.mark.parametrize("game_id", GAMES)
def test_serialization_goes_through_the_record(game_id):
    game = osp.load(game_id, players=get_spec(game_id).max_players)
    for i, state in enumerate(play_random(game, seed=2, max_steps=60)):
        if i % 20:
            continue
        text = pyspiel.serialize_game_and_state(game, state)
        game2, state2 = pyspiel.deserialize_game_and_state(text)
        assert str(state2) == str(state) and state2.history() == state.history()
        assert [state2.information_state_string(p) for p in range(game.num_players())] == \
               [state.information_state_string(p) for p in range(game.num_players())]
        record = state.record()
        assert GameRecord.from_json(record.to_json()).replay() == state.engine()
        assert str(game.state_from_record(record)) == str(state)
        if state.is_terminal():
            continue
        # a resampled world has no record: it travels as the engine's own JSON
        world = state.resample_from_infostate(state.current_player(), pyspiel.UniformProbabilitySampler(0.0, 1.0))
        _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, world))
        assert str(back) == str(world)
        with pytest.raises(ValueError):
            world.record()


def test_the_deal_is_the_engines_own():
    """Deal number d through OpenSpiel is the app's deal number d: same engine state."""
    game = osp.load("charlatao", players=4, seed=1000)
    state = game.new_initial_state()
    state.apply_action(42)
    assert state.engine() == get_spec("charlatao").new_game(4, 1042, state.engine().options)


# ----- OpenSpiel's IS-MCTS plays every game ------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_openspiel_ismcts_chooses_a_legal_action(game_id):
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = osp.load(game_id, players=2 if get_spec(game_id).min_players <= 2 else get_spec(game_id).min_players)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=np.random.RandomState(2),
                           allow_inconsistent_action_sets=True)
    for state in play_random(game, seed=4, max_steps=3):
        if state.is_terminal():
            break
        if len(state.legal_actions()) > 1:
            assert bot.step(state) in state.legal_actions()
            break


def test_sampler_is_the_bots_sampler(monkeypatch):
    """resample_from_infostate calls contaria_desktop.bots.make_sampler (one sampler, one
    knowledge model for our bots and OpenSpiel's)."""
    calls = []

    def spy(state, seat):
        calls.append(seat)
        return make_sampler(state, seat)

    monkeypatch.setattr(osp, "make_sampler", spy)
    game = osp.load("contaria", players=3)
    state = game.new_initial_state()
    state.apply_action(0)
    state.resample_from_infostate(state.current_player(), pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert calls == [state.current_player()]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_of_every_variant_is_encodable(game_id):
    """Engine-level random games at every player count, with the default options and with every
    yes/no option flipped: each legal action has a number, and the number gives it back."""
    from contaria_desktop.engines.core import Rng
    spec = get_spec(game_id)
    codec = codec_for(game_id)
    flipped = {o.name: not o.default for o in spec.options if o.kind == "bool"}
    for n in range(spec.min_players, spec.max_players + 1):
        # the long game (Quissama) once per count, its options flipped at every other count
        variants = ((n, {}), (100 + n, flipped)) if spec.max_decisions < 10_000 else \
            (((n, {}),) if n % 2 else ((100 + n, flipped),))
        for deal, options in variants:
            state = spec.new_game(n, deal, options)
            rng = Rng(deal)
            while not state.is_terminal:
                legal = state.legal_actions()
                codes = [codec.encode(a) for a in legal]
                assert len(set(codes)) == len(codes)
                assert [codec.decode(c) for c in codes] == legal
                state.apply(legal[rng.below(len(legal))])


def test_a_record_becomes_an_openspiel_state():
    """A game played in the engine (as the app records it) becomes an OpenSpiel state: with
    the chance outcome in its history when the deal is one the chance node picks."""
    from contaria_desktop.engines.core import Rng
    spec = get_spec("dark_tales")
    record = GameRecord.start("dark_tales", 3, seed=12)
    state = record.initial_state()
    rng = Rng(1)
    for _ in range(10):
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        state.apply(action)
        record.actions.append(action)
    game = osp.load("dark_tales", players=3, seed=10, deals=5)
    os_state = game.state_from_record(record)
    assert os_state.engine() == state and os_state.history()[0] == 2 and len(os_state.history()) == 11
    far = osp.load("dark_tales", players=3).state_from_record(GameRecord.start("dark_tales", 3, seed=10 ** 9))
    assert far.engine() == spec.new_game(3, 10 ** 9) and far.history() == []
    with pytest.raises(ValueError):
        osp.load("dark_tales", players=4).state_from_record(record)
    with pytest.raises(ValueError):
        osp.load("dark_tales", players=3, open_scores=True).state_from_record(record)
