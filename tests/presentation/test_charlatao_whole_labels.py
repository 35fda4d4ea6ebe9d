"""Issue 18.3 (CharLatão): no text on the CharLatão table is painted cut with "…" - the round
title, the quality columns, the trick slots, the seat titles, the Bribe box, the last trick
and the card captions all get the room the felt has (wider or two-line zones, short captions
with the full words in the tooltip). One position per phase, 2 and 5 players, 1024×640 and
1280×800, in pt_BR and es (the longest words), measured from the real ``drawText`` calls."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces

from . import harness as H
from .test_whole_names import painted_uncached

#: window size -> the floor px (the table is measured in a real main window: realsize.py)
SIZES = {(1024, 640): 9.0, (1280, 800): 11.0}
LANGUAGES = ("pt_BR", "es")


def _positions(spec, n: int) -> dict:
    """One position per phase, plus one mid-round play position (a last trick on show) and the
    last passing position (the others' face-down choices captioned)."""
    out = dict(H.one_per_phase(spec, n, [3 + 1000 * n]))
    game = H.playout(spec, n, 3 + 1000 * n)
    passing = [p for p in game if not p.state.is_terminal and H.phase_of(p.state)[0] == "pass"]
    if passing:
        out[("pass", "all chosen")] = passing[-1]
    plays = [p for p in game if p.state.view(p.state.current_player if not p.state.is_terminal else None)
             .get("last_trick") and H.phase_of(p.state)[0] == "play"]
    if plays:
        out[("play", "with last trick")] = plays[len(plays) // 2]
    return out


@pytest.mark.parametrize("n", [2, 5])
def test_no_charlatao_text_is_cut(n, window_table, qapp):
    spec = registry.get("charlatao").spec()
    positions = _positions(spec, n)
    bare_table = window_table.table
    cut = []
    for (w, h), floor in SIZES.items():
        window_table.place("charlatao", (w, h))    # the table as big as in the main window
        assert faces.text_floor() == floor        # the floor of the window's size
        for code in LANGUAGES:
            translators.install_translators(None, code)
            bare_table.retranslate()
            try:
                for phase, pos in positions.items():
                    state = pos.state
                    seat = None if state.is_terminal else state.current_player
                    bare_table.set_seat_names(None)
                    bare_table.show_state("charlatao", state.view(seat),
                                          state.legal_actions() if seat is not None else [],
                                          interactive=seat is not None)
                    qapp.processEvents()
                    texts = painted_uncached(bare_table)
                    assert texts, "nothing painted?"
                    cut += [f"{w}×{h} {code} {phase[0]}: {t!r}" for t, _px in texts if t.endswith("…")]
            finally:
                translators.install_translators(None, "en")
                bare_table.retranslate()
    assert not cut, "cut texts:\n" + "\n".join(sorted(set(cut))[:60])


def test_a_hyphenated_name_breaks_after_its_hyphen_and_rejoins_on_one_line():
    """A caption split over lines may break "Ea-Nasir" after its hyphen, but the halves on
    one line are "Ea-Nasir", never "Ea- Nasir" (pt_BR "dada a Ea-Nasir" at 1280×800)."""
    from contaria_desktop.games.charlatao.faces import _split_words
    assert _split_words(["dada", "a", "Ea-", "Nasir"], 2) == ["dada a", "Ea-Nasir"]
    assert not any("- " in line for line in _split_words(["given", "to", "Ea-", "Nasir"], 3))
    assert _split_words(["held", "by", "Bartolomeu", "Dias"], 2) == ["held by", "Bartolomeu Dias"]


@pytest.mark.parametrize("n", [4, 5])
def test_bot_names_on_the_trick_and_the_last_trick_are_whole(n, window_table, qapp):
    """QA of the bots: the default bot names ("Robô 3 (Normal)") were cut on the trick slots
    and the last trick's captions ("Robô 3 (Nor…"). There the caption is the short form
    ("Robô 3"), nothing is painted cut, and the last trick's hover names each player whole
    (1280×800, every language)."""
    from contaria_desktop.i18n.names import isolate, plain
    from contaria_desktop.ui.newgame import default_seat_name

    plugin = registry.get("charlatao")
    game = H.playout(plugin.spec(), n, 3 + 1000 * n)
    pos = next(p for p in game[len(game) // 4:] if not p.state.is_terminal
               and H.phase_of(p.state)[0] == "play" and p.state.view(p.state.current_player).get("last_trick")
               and (p.state.view(p.state.current_player).get("trick") or {}).get("cards"))
    state = pos.state
    seat = state.current_player
    view = state.view(seat)
    bare_table = window_table.table
    window_table.place("charlatao", (1280, 800))
    try:
        for code in ("en", "pt_BR", "es"):
            translators.install_translators(None, code)
            bare_table.retranslate()
            names = [default_seat_name(s, "human" if s == seat else "normal") for s in range(n)]
            bare_table.set_seat_names([isolate(name) for name in names])
            bare_table.show_state("charlatao", view, state.legal_actions(), interactive=True)
            qapp.processEvents()
            texts = painted_uncached(bare_table)
            assert not [t for t, _px in texts if t.endswith("…")], (code, texts)
            plan = plugin.layout().plan(view, seat, [isolate(name) for name in names])
            last = [c for c in plan.cards.values() if c.zone == f"last:{seat}"]
            assert len(last) == n
            for card in last:
                tag = plain(card.face.tag)
                hover = " ".join(plain(line[0]) for line in card.card["lines"])
                assert "(" not in tag and tag, (code, tag)   # "Robô 3", "Bot 3", "You"/"Você"/"Tú"
                whole = [name for name in names if name in hover]   # "Played by Robô 3 (Normal)"
                assert len(whole) == 1, (code, tag, hover)
                assert whole[0].startswith(tag) or whole[0] == names[seat], (code, tag, hover)
            slots = [plain(z.title) for k, z in plan.zones.items() if k.startswith("slot:")]
            assert len(slots) == n and not any("(" in t for t in slots), (code, slots)
    finally:
        translators.install_translators(None, "en")
        bare_table.retranslate()


def _bot_names(n: int, human: int, kinds=("normal", "hard", "easy", "normal")) -> list[str]:
    from contaria_desktop.ui.newgame import default_seat_name
    bots = iter(kinds)
    return [default_seat_name(s, "human" if s == human else next(bots)) for s in range(n)]


@pytest.mark.parametrize("code,size,short", [("pt_BR", (1280, 800), True), ("es", (1024, 640), True),
                                             ("en", (1024, 640), False)])
def test_the_pass_to_caption_shortens_a_bot_name(code, size, short, window_table, qapp):
    """QA: the own "pass to" slot's caption was cut, "para o Robô 2 (Difí…": a bot's name in
    its short form there ("para o Robô 2") when the whole does not fit ("to Bot 2 (Hard)"
    does), the whole name in the card's hover."""
    from contaria_desktop.i18n.names import isolate, plain

    plugin = registry.get("charlatao")
    game = H.playout(plugin.spec(), 4, 1)
    pos = next(p for p in game if not p.state.is_terminal and H.phase_of(p.state)[0] == "pass"
               and p.state.current_player == 0)
    state = pos.state
    view = state.view(0)
    bare_table = window_table.table
    window_table.place("charlatao", size)
    try:
        translators.install_translators(None, code)
        bare_table.retranslate()
        names = [isolate(name) for name in _bot_names(4, 0, ("hard", "normal", "easy"))]
        bare_table.set_seat_names(names)
        bare_table.show_state("charlatao", view, state.legal_actions(), interactive=True)
        qapp.processEvents()
        texts = painted_uncached(bare_table)
        assert not [t for t, _px in texts if t.endswith("…")], (code, texts)
        plan = plugin.layout().plan(view, 0, names)
        caption = plain(plan.zones["slotlabel:pass"].title)
        assert ("(" not in caption) == short and "2" in caption, (code, caption)
        assert caption in [plain(t) for t, _px in texts], (code, caption)
    finally:
        translators.install_translators(None, "en")
        bare_table.retranslate()


def test_the_trick_slots_of_a_row_share_one_form(qapp):
    """QA: "Bot 2 | Bot 3 (Hard) | Bot 4 (Easy)" in one row (each slot decided alone whether
    its whole name fits): when one does not fit, every slot of the row is in the short form."""
    from contaria_desktop.games.charlatao.placing import Ctx
    from contaria_desktop.i18n.names import plain

    plugin = registry.get("charlatao")
    checked = 0
    for n in (3, 4, 5):
        game = H.playout(plugin.spec(), n, 3 + 1000 * n)
        for pos in game[len(game) // 4:len(game) // 2]:
            state = pos.state
            if state.is_terminal or H.phase_of(state)[0] != "play":
                continue
            seat = state.current_player
            view = state.view(seat)
            for code in ("en", "pt_BR", "es"):
                translators.install_translators(None, code)
                try:
                    names = _bot_names(n, seat, ("normal", "hard", "easy", "hard"))
                    plan = plugin.layout().plan(view, seat, names)
                    c = Ctx(view, seat, names)
                    labels = [plain(z.title) for k, z in plan.zones.items() if k.startswith("slot:")]
                    whole = {plain(c.name(s)) for s in range(n)}
                    short = {plain(c.short(s)) for s in range(n)}
                    forms = {("whole" if label in whole else "") + ("short" if label in short else "")
                             for label in labels} - {"wholeshort"}   # "Ana": both forms alike
                    assert len(forms) <= 1, (code, n, labels)
                    assert forms <= {"whole", "short"}, (code, n, labels)
                    checked += 1
                finally:
                    translators.install_translators(None, "en")
            break
    assert checked == 9


@pytest.mark.parametrize("code,size", [("en", (1280, 800)), ("es", (1024, 640)), ("pt_BR", (1024, 640))])
def test_every_seat_shows_its_points_at_game_over(code, size, window_table, qapp):
    """QA: at game over the headers "Bot 2 (Normal) · Ea-Nasir" and "Player 1 · Babylonian
    Buyer" took the room of their points ("+53 points" was dropped). The name part is
    shortened instead: every seat's points are painted, whatever the characters."""
    from collections import Counter

    from contaria_desktop.i18n.names import isolate, plain

    plugin = registry.get("charlatao")
    bare_table = window_table.table
    window_table.place("charlatao", size)
    missing = []
    try:
        translators.install_translators(None, code)
        bare_table.retranslate()
        for seed in range(1, 7):
            state = H.playout(plugin.spec(), 4, seed)[-1].state
            assert state.is_terminal
            names = [isolate(name) for name in _bot_names(4, 0)]
            bare_table.set_seat_names(names)
            bare_table.show_state("charlatao", state.view(None), [], interactive=False)
            qapp.processEvents()
            painted = Counter(plain(t) for t, _px in painted_uncached(bare_table))
            plan = plugin.layout().plan(state.view(None), 0, names)
            points = Counter(plain(z.subtitle) for k, z in plan.zones.items() if k.startswith("seat:"))
            assert sum(points.values()) == 4 and all(points)
            missing += [f"seed {seed}: {text!r} ×{count}" for text, count in points.items()
                        if painted[text] < count]
    finally:
        translators.install_translators(None, "en")
        bare_table.retranslate()
    assert not missing, missing
