"""CharLatão QA fixes (second round): words of the log and prompts, score dialogs that fit a
1024×640 screen and say which suit each quality was, plurals in English, table labels."""

from __future__ import annotations

import random
import re

from contaria_desktop.session import GameSession
from contaria_desktop.ui import messages, msg_charlatao


def _log_and_prompts(n: int, seed: int) -> list[str]:
    s = GameSession.new("charlatao", n, seed=seed, seat_names=[f"P{i}" for i in range(n)])
    rng = random.Random(seed)
    said = []
    while not s.is_over and len(said) < 300:
        view = s.view(s.current_player)
        said.append(messages.prompt_text(view, messages.MessageContext("charlatao", s.seat_names, view),
                                         s.current_player))
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(n):
        ctx = messages.MessageContext("charlatao", s.seat_names, s.view(seat))
        said += messages.log_lines(s.log(seat), ctx)
    return said


def test_suit_cards_on_the_quality_index_are_never_called_tiles():
    """QA #7: the manual's "carta de naipe" on the quality index is a card ("quality card",
    "suit card"), never a "tile"."""
    for key, template in msg_charlatao.TEMPLATES.items():
        assert not re.search(r"\btiles?\b", template, re.I), key
    said = "\n".join(_log_and_prompts(2, 3) + _log_and_prompts(3, 1))
    assert not re.search(r"\btiles?\b", said, re.I)
    assert "quality card" in said and "The suit cards were placed face down on the quality index." in said
