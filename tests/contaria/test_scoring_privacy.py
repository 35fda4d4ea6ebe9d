"""The result is public: cards never turned face up stay unrevealed (rulebook §5.1)."""

from contaria_desktop.engines.core import Rng, get_spec


def test_result_hides_identities_of_cards_never_revealed():
    spec = get_spec("contaria")
    for seed in range(20):
        s = spec.new_game(4, seed)
        rng = Rng(seed)
        while not s.is_terminal:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
        res = s.result()
        public = s.view(None)
        shown = {c["handle"]: c for tale in public["tales"] for c in tale["cards"]}
        for lines in res.breakdown.values():
            for line in lines:
                card = shown[line["params"]["card"]]
                if card["identity"] is None:
                    assert line["params"]["identity"] is None
                else:
                    assert line["params"]["identity"] == card["identity"]
