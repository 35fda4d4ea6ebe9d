"""A game played with a data override must not leave its events in the engine's shared event
cache for the next game of the same process (found by test order: the fuzzed overrides of
tests/session/test_data_overrides.py changed the pinned playouts that ran after them)."""

from contaria_desktop.engines.core import Rng, get_spec


def _events(data):
    st = get_spec("dark_tales").new_game(2, 5, data=data)
    rng = Rng(5)
    out = []
    while not st.is_terminal:
        legal = st.legal_actions()
        out.extend(e.to_json() for e in st.apply(legal[rng.below(len(legal))]))
    return out


def test_overridden_destination_and_vp_do_not_leak_into_the_next_game():
    plain = _events({})
    from contaria_desktop.session.overrides import validate
    for data in ({"cards.ogre.destination": "COMMON"}, {"cards.ogre.vp": 3}):
        assert validate("dark_tales", data) == data
        assert _events(data) != plain, data
        assert _events({}) == plain, data
