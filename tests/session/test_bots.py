"""RandomBot: legal, reproducible, sees only the view and legal actions."""

import pytest

from contaria_desktop.bots import BOTS, RandomBot
from contaria_desktop.session import GameSession


def test_random_bot_is_reproducible_and_legal():
    runs = []
    for _ in range(2):
        s, bot, chosen = GameSession.new("contaria", 3, seed=4), RandomBot(9), []
        while not s.is_over:
            legal = s.legal_actions()
            a = bot.choose(s.view(s.current_player), legal)
            assert a in legal
            s.apply(a)
            chosen.append(a)
        runs.append(chosen)
    assert runs[0] == runs[1]


def test_random_bot_needs_a_choice():
    with pytest.raises(ValueError):
        RandomBot().choose({}, [])
    assert BOTS["random"] is RandomBot


def test_bots_do_not_import_qt():
    import subprocess
    import sys
    code = "import sys, contaria_desktop.bots, contaria_desktop.session; " \
           "print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
