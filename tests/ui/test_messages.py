"""Engine message keys become translated sentences with nothing left unfilled."""

from __future__ import annotations

import random
import re
from pathlib import Path

from contaria_desktop.engines.contaria import abilities
from contaria_desktop.session import GameSession
from contaria_desktop.i18n import messages
from contaria_desktop.i18n.names import plain

CONTRACT_EVENTS = ["placed", "mirror_used", "revealed", "moved", "swapped", "pulled", "marker_placed",
                   "marker_removed", "flipped_back", "ability_skipped", "may_declined", "peeked",
                   "peeked_public", "passed", "game_over"]


def test_every_contract_event_and_engine_prompt_has_a_template():
    for name in CONTRACT_EVENTS:
        assert messages.has_text(f"contaria.{name}"), name
    for key in set(abilities.PROMPTS.values()) | {"contaria.prompt.may_peek", "contaria.prompt.choose_marker_target"}:
        assert messages.has_text(key), key


def test_every_option_of_the_game_has_a_label_and_choice_labels():
    from contaria_desktop.engines.core import get_spec
    spec = get_spec("contaria")
    for opt in spec.options:
        assert messages.has_text(opt.label_key), opt.name
        for value in opt.choices:
            if isinstance(value, str):
                assert messages.has_text(f"contaria.choice.{opt.name}.{value}"), (opt.name, value)


def test_log_and_prompts_of_random_games_are_complete_sentences():
    unfilled = re.compile(r"\{\w+\}|\?\s|^\s*$")
    for seed in range(6):
        s = GameSession.new("contaria", 2 + seed % 4, seed=seed, seat_names=[f"P{i}" for i in range(2 + seed % 4)])
        rng = random.Random(seed)
        while not s.is_over:
            view = s.view(s.current_player)
            ctx = messages.MessageContext("contaria", s.seat_names, view)
            prompt = messages.prompt_text(view, ctx, s.current_player)
            assert not unfilled.search(prompt), prompt
            for action in s.legal_actions():
                if action.type == "choose_option":
                    assert messages.has_text(f"contaria.choose.{action['option']}"), action
            s.apply(rng.choice(s.legal_actions()))
        for seat in [None, *range(s.num_players)]:
            ctx = messages.MessageContext("contaria", s.seat_names, s.view(seat))
            for line in messages.log_lines(s.log(seat), ctx):
                assert not unfilled.search(line), line


def test_log_says_where_a_card_was_at_the_time():
    from contaria_desktop.engines.core import Event
    ctx = messages.MessageContext("contaria", ["Ana", "Bruno"], {"contaria_tale": 2, "tales": [
        {"id": 0, "cards": []}, {"id": 1, "cards": [{"handle": "c01", "initial": "FADA", "identity": None}]},
        {"id": 2, "cards": []}]})
    entries = [(0, Event("contaria.placed", {"seat": 0, "card": "c01", "initial": "FADA", "tale": 0})),
               (1, Event("contaria.mirror_used", {"seat": 1, "card": "c01"})),
               (1, Event("contaria.moved", {"card": "c01", "from": 0, "to": 1}))]
    lines = [plain(line) for line in messages.log_lines(entries, ctx)]  # names come isolated
    assert lines[0] == "1. Ana placed a FADA in Ana’s tale."
    assert lines[1] == "2. Bruno used a mirror on a FADA in Ana’s tale."
    assert lines[2].startswith("    FADA moved from Ana’s tale to Bruno’s tale")


def test_ui_sources_use_fixed_translation_contexts():
    """No ``self.tr`` (its context depends on the subclass) in the windows' code."""
    root = Path(messages.__file__).parents[1] / "ui"   # the windows' code (i18n/messages.py moved below ui)
    for path in list(root.glob("*.py")) + [root.parent / "app.py"]:
        assert "self.tr(" not in path.read_text(encoding="utf-8"), path


def test_lupdate_finds_the_windows_strings(tmp_path):
    """The translation tool sees the fixed contexts (translations are built from this)."""
    import shutil
    import subprocess
    import sys

    import pytest
    lupdate = shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name("pyside6-lupdate"))
    if not Path(lupdate).exists():
        pytest.skip("pyside6-lupdate not installed")
    package = Path(messages.__file__).parents[1]   # the windows, the games' plug-ins, the message tables
    sources = [p for unit in ("ui", "games", "i18n") for p in sorted((package / unit).rglob("*.py"))]
    ts = tmp_path / "ui.ts"
    subprocess.run([lupdate, *map(str, sources), str(package / "app.py"), "-ts", str(ts)],
                   check=True, capture_output=True, timeout=60)
    text = ts.read_text(encoding="utf-8")
    for context in ("MainWindow", "Curtain", "NewGameDialog", "ScoreDialog", "contaria.messages", "core.messages"):
        assert f"<name>{context}</name>" in text, context
    assert "Pass to {name}" in text and "{seat} placed a {initial} in {tale}." in text


def test_charlatao_events_prompts_and_score_lines_are_sentences():
    from contaria_desktop.engines.core import get_spec
    from contaria_desktop.ui.scores import ScoreDialog  # noqa: F401  (same words path)

    spec = get_spec("charlatao")
    for opt in spec.options:
        assert messages.has_text(opt.label_key), opt.name
    unfilled = re.compile(r"\{\w+\}|^\s*$")
    for n in (2, 3, 4, 5):
        s = GameSession.new("charlatao", n, seed=n, seat_names=[f"P{i}" for i in range(n)])
        rng = random.Random(n)
        steps = 0
        while not s.is_over and steps < 400:
            view = s.view(s.current_player)
            ctx = messages.MessageContext("charlatao", s.seat_names, view)
            prompt = messages.prompt_text(view, ctx, s.current_player)
            assert view["prompt"] and messages.has_text(view["prompt"]), view["prompt"]
            assert not unfilled.search(prompt), prompt
            s.apply(rng.choice(s.legal_actions()))
            steps += 1
        for seat in [None, 0]:
            ctx = messages.MessageContext("charlatao", s.seat_names, s.view(seat))
            for _, event in s.log(seat):
                assert messages.has_text(event.type), event.type
            for line in messages.log_lines(s.log(seat), ctx):
                assert not unfilled.search(line) and "?" not in line, line
        if s.is_over:
            ctx = messages.MessageContext("charlatao", s.seat_names, s.view(None))
            for lines in s.result().breakdown.values():
                for line in lines:
                    assert messages.has_text(line["key"]), line["key"]
                    sentence = messages.text(line["key"], **ctx.words(line["params"]))
                    assert not unfilled.search(sentence) and "?" not in sentence, sentence
