"""Contária's log lines (games/contaria/messages.py through i18n/messages.py): skipped steps
named with their reason, turn numbers without gaps, the Fera's peek as one line, wording."""

from __future__ import annotations


# ----- 7, 8, 9, 17: the Contária log -----------------------------------------------------------
def _ctx(st, names=("Ana", "Bruno", "Caio")):
    from contaria_desktop.i18n import messages
    from contaria_desktop.ui.gamepage import card_namers

    return messages.MessageContext("contaria", list(names), st.omniscient_view(), **card_namers("contaria"))


def _lines(st, steps):
    """Log lines (isolates removed) for ``steps``: lists of events, one list per decision."""
    from contaria_desktop.i18n import messages
    from contaria_desktop.i18n.names import plain

    entries = [(i, e) for i, events in enumerate(steps) for e in events]
    return [plain(line) for line in messages.log_lines(entries, _ctx(st))]


def test_skipped_step_is_named_with_its_reason():
    from tests.contaria.helpers import mirror, position, to_tale, up

    st = position(3, tales={0: ["cavalheiro_principe"], 1: [up("donzela_princesa")]})
    steps = [mirror(st, "cavalheiro_principe"), to_tale(st, 1)]
    text = "\n".join(_lines(st, steps))
    assert "Príncipe moved from Ana’s tale to Bruno’s tale." in text
    assert ("Príncipe could not reveal a card: there is no face-down DONZELA in Bruno’s tale that can be "
            "revealed.") in text
    assert "ignored" not in text

    st = position(3, tales={0: [up("fada_anao"), "cavalheiro_gigante", up("donzela_princesa")],
                            1: [up("crianca_maria")]}, markers={"DWARF": "cavalheiro_gigante"})
    text = "\n".join(_lines(st, [mirror(st, "cavalheiro_gigante")]))
    assert "Gigante could not move: held in place by the Dwarf marker." in text

    st = position(3, tales={0: ["cavalheiro_principe", "donzela_serva"]})
    text = "\n".join(_lines(st, [mirror(st, "cavalheiro_principe")]))
    assert "Príncipe could not move: no other tale with a DONZELA has room." in text


def test_every_skip_reason_in_the_data_has_a_sentence():
    """Each (ability, detail) the engine can emit has its own template."""
    from contaria_desktop.engines.core import Event
    from contaria_desktop.games.contaria import messages as msg_contaria

    combos = [("move_self", "held"), ("move_self", "condition_unmet"), ("move_self", "no_destination"),
              ("pull", "full_here"), ("pull", "no_card"), ("move_any", "no_card"), ("swap", "held"),
              ("swap", "no_card"), ("reveal", "no_card"), ("flip_back", "no_card"),
              ("choose_one", "no_option"), ("place_marker", "no_card")]
    for ability, detail in combos:
        event = Event("contaria.ability_skipped", {"card": "c01", "identity": "fada_mago", "ability": ability,
                                                   "reason": "no_target", "detail": detail,
                                                   "want": {"types": ["FADA"]}})
        assert msg_contaria.template_key(event) != "contaria.ability_skipped", (ability, detail)
    for detail in ("face_down", "deactivated", "out_of_tale"):
        event = Event("contaria.ability_skipped", {"card": "c01", "identity": "fada_mago", "ability": "pull",
                                                   "reason": "source_inactive", "detail": detail})
        assert msg_contaria.template_key(event) != "contaria.ability_skipped", detail


def test_log_numbers_turns_without_gaps():
    """One number per player turn; the ability choices of a turn are indented under it."""
    import random
    import re

    from contaria_desktop.session import GameSession
    from contaria_desktop.i18n import messages
    from contaria_desktop.ui.gamepage import card_namers

    s = GameSession.new("contaria", 4, seed=11, playtest=True)
    rng = random.Random(11)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    turns = sum(1 for _, e in s.log(None, omniscient=True)
                if e.type in ("contaria.placed", "contaria.mirror_used", "contaria.passed"))
    assert turns < s.cursor  # some decisions were ability choices
    for seat, omni in ((None, True), (None, False), (2, False)):
        ctx = messages.MessageContext("contaria", s.seat_names, s.view(seat), **card_namers("contaria"))
        lines = messages.log_lines(s.log(seat, omniscient=omni), ctx)
        numbers = [int(m.group(1)) for m in (re.match(r"(\d+)\. ", l) for l in lines) if m]
        assert numbers == list(range(1, turns + 1))


def test_fera_peek_is_one_line_in_the_playtest_log_and_public_for_others():
    from contaria_desktop.i18n import messages
    from contaria_desktop.i18n.names import plain
    from tests.contaria.helpers import choose, may, mirror, position

    st = position(3, tales={0: ["cavalheiro_fera"], 1: ["donzela_serva"]})
    steps = [mirror(st, "cavalheiro_fera")]
    steps.append(choose(st, "donzela_serva"))
    steps.append(may(st, True))
    omni = [l for l in _lines(st, steps) if "looked at the other side" in l]
    assert len(omni) == 1 and "Serva" in omni[0]
    entries = [(i, e) for i, events in enumerate(steps) for e in events if e.visible(1)]
    public = [plain(l) for l in messages.log_lines(entries, _ctx(st)) if "looked at the other side" in l]
    assert len(public) == 1 and "Serva" not in public[0]


def test_wording_names_without_articles_and_tales_by_name():
    from contaria_desktop.engines.core import Event
    from contaria_desktop.i18n import messages
    from contaria_desktop.i18n.names import plain
    from tests.contaria.helpers import mirror, position

    st = position(3, tales={0: ["crianca_joao"], 1: ["crianca_plain"]})
    ctx = _ctx(st)
    named = messages.event_text(Event("contaria.revealed", {"seat": 0, "card": "c00", "identity": "crianca_joao"}), ctx)
    assert named.endswith("it is João.") and "the João" not in named
    plain_card = messages.event_text(Event("contaria.revealed", {"seat": 0, "card": "c00",
                                                                 "identity": "crianca_plain"}), ctx)
    assert plain_card.endswith("it is a Criança (plain).")
    st = position(3, tales={0: ["donzela_sereia"], 1: ["cavalheiro_plain"]})
    mirror(st, "donzela_sereia")
    prompt = plain(messages.prompt_text(st.view(0), _ctx(st), 0))
    assert prompt == "Ana, choose the card Sereia brings into Ana’s tale."
