"""Contária's score presenter (games/contaria/scores.py): why a game was won or drawn."""

from __future__ import annotations


# ----- 11: the score screen explains itself -------------------------------------------------
def _result(scores, contaria, rule="standard"):
    from contaria_desktop.engines.contaria.scoring import winners
    from contaria_desktop.engines.core.state import Result

    opts = {"single_winner": rule == "single_winner"}
    won, draw, rule = winners(list(scores), contaria, opts)
    return Result(scores=tuple(scores), winners=won, entities={"contaria": contaria}, draw=draw,
                  details={"rule": rule})


def test_draw_and_win_reasons():
    from contaria_desktop.i18n import messages
    from contaria_desktop.games.contaria import scores as scores_contaria
    from contaria_desktop.i18n.names import plain

    def say(scores, c, rule="standard"):
        ctx = messages.MessageContext("contaria", ["Ana", "Bruno", "Caio"][:len(scores)])
        r = _result(scores, c, rule)
        return plain(scores_contaria.draw_reason(r, ctx) or scores_contaria.win_reason(r, ctx))

    assert say([3, 8], 8) == "CONTÁRIA tied the highest score (+8)"
    assert say([3, 8], 9) == "CONTÁRIA has the highest score (+9)"
    assert say([3, 8], 3) == "CONTÁRIA tied the lowest score (+3)"
    assert say([4, 4], 1) == "both tales have +4"
    assert say([-3, 8], 2) == "CONTÁRIA (+2) is between the two tales and not negative: the happier tale wins."
    assert say([-3, 8], -1).endswith("negative: the sadder tale wins.")
    # one signed-number format everywhere (i18n/formatting.signed): a typographic minus, as on the cards
    assert say([8, 1, -4], 0) == "Happiest tale: Ana (+8). Saddest tale: Caio (\u22124)."
    # ties said as ties, and how they were broken (A6; issue 16 QA)
    assert say([8, 8, 1], -2) == "Happiest tale: a tie at +8; Ana and Bruno share the win. Saddest tale: CONTÁRIA (\u22122)."
    assert say([8, 1, 0], 8) == ("Happiest tale: a tie at +8 between Ana and CONTÁRIA; ties go to CONTÁRIA, "
                                 "so it wins. Saddest tale: Caio (0).")
    assert say([2, 2, 2], 2) == "Every tale has +2: ties go to CONTÁRIA."
    assert say([8, 1, -9], 0, "single_winner") == "Single winner: the tale furthest from zero wins (\u22129)."
