"""Continuous effects recomputed from the tales (G3) and Errata 1: the deactivation cycle
(Gigante marker on Caçador, Caçador vs Lobo Mau, Lobo Mau vs João, João vs Gigante) is
settled by the order in which the sources came into play."""

from __future__ import annotations

from contaria_desktop.engines.contaria.continuous import _solve

from .helpers import choose, deactivated, kind, mirror, option, points, position, skipped, total, types_of, up

CYCLE = ["cavalheiro_gigante", "cavalheiro_cacador", "velhinha_lobo_mau", "crianca_joao"]


def test_cycle_tale_giant_came_first():
    """In play order Gigante, Caçador, Lobo Mau, João: the Giant (first) holds the Hunter, so
    the Wolf stays active and deactivates João, who can't stop the Giant."""
    st = position(3, tales={0: [up(c) for c in CYCLE]}, markers={"GIANT": "cavalheiro_cacador"})
    assert [deactivated(st, c) for c in CYCLE] == [False, True, False, True]
    assert total(st, 0) == -2 + 0 + (-2 - 1) + 0  # the Wolf's Child bonus: João counts


def test_cycle_tale_built_in_play_joao_arrives_last():
    """The same tale reached by play: the Wolf and then João are revealed after the Giant has
    marked the Hunter. João, the newcomer, is deactivated at once and loses his on-reveal
    ability (A9)."""
    st = position(3, tales={0: [up("cavalheiro_gigante"), up("cavalheiro_cacador"), "velhinha_lobo_mau",
                                "crianca_joao"]}, markers={"GIANT": "cavalheiro_cacador"})
    assert deactivated(st, "cavalheiro_cacador")
    ev = mirror(st, "velhinha_lobo_mau")
    assert skipped(ev) == [("velhinha_lobo_mau", "no_target")]  # no Grandmother elsewhere
    ev = mirror(st, "crianca_joao")
    assert skipped(ev) == [("crianca_joao", "deactivated")]
    assert [deactivated(st, c) for c in CYCLE] == [False, True, False, True]
    assert st.markers["GIANT"] >= 0 and kind(st) is None


def test_cycle_reversed_order_the_giant_arrives_last():
    """João, Lobo Mau and Caçador are in play first (the Hunter holds the Wolf, so João is
    active); a Giant revealed among them is deactivated at once by João and places no marker."""
    st = position(3, tales={0: [up("crianca_joao"), up("velhinha_lobo_mau"), up("cavalheiro_cacador"),
                                "cavalheiro_gigante"]})
    assert [deactivated(st, c) for c in ("crianca_joao", "velhinha_lobo_mau", "cavalheiro_cacador")] == [
        False, True, False]
    ev = mirror(st, "cavalheiro_gigante")
    assert skipped(ev) == [("cavalheiro_gigante", "deactivated")]
    assert st.markers["GIANT"] == -1 and deactivated(st, "cavalheiro_gigante")


def test_even_cycle_prefers_the_earliest_sources():
    """Two stable answers: the one keeping the earliest source active wins."""
    deact = [False] * 4
    # 0 -> 1 -> 2 -> 3 -> 0 (each attacks the next)
    attackers = {1: [0], 2: [1], 3: [2], 0: [3]}
    _solve([0, 1, 2, 3], attackers, [1, 2, 3, 4], deact)
    assert deact == [False, True, False, True]
    _solve([0, 1, 2, 3], attackers, [4, 1, 2, 3], deact)
    assert deact == [True, False, True, False]


def test_odd_cycle_applies_sources_in_order():
    """No stable answer (a 3-cycle): sources apply one by one in order of coming into play,
    and a source already deactivated applies nothing."""
    deact = [False] * 3
    _solve([0, 1, 2], {1: [0], 2: [1], 0: [2]}, [1, 2, 3], deact)
    assert deact == [True, True, False]


def test_odd_cycle_in_play_settles():
    """Giant marker on a face-down VELHINHA that turns out to be the Wolf (A18: the marker
    stays), then João is revealed: Giant -> Wolf -> João -> Giant. The Giant is deactivated
    and loses his marker, which breaks the cycle: the result is stable and deterministic."""
    st = position(3, tales={0: [up("cavalheiro_gigante"), "velhinha_lobo_mau", "crianca_joao"]},
                  markers={"GIANT": "velhinha_lobo_mau"})
    ev = mirror(st, "velhinha_lobo_mau")
    assert skipped(ev) == [("velhinha_lobo_mau", "deactivated")]
    ev = mirror(st, "crianca_joao")
    assert "contaria.marker_removed" in types_of(ev) and st.markers["GIANT"] == -1
    assert [deactivated(st, c) for c in ("cavalheiro_gigante", "velhinha_lobo_mau", "crianca_joao")] == [
        False, False, True]
    assert not st.pending


def test_effects_are_recomputed_not_stored():
    """Nothing about deactivation is serialized: the state's JSON has no such flag, and a
    source flipped back stops acting at once."""
    st = position(3, tales={0: ["fada_madrinha", up("velhinha_lobo_mau"), "crianca_plain"]})
    assert deactivated(st, "crianca_plain")
    assert "deact" not in str(st.to_json())
    mirror(st, "fada_madrinha")
    option(st, "flip_back")          # flip the Wolf (a MONSTRO) back; the Child is active again
    choose(st, "velhinha_lobo_mau")
    assert not deactivated(st, "crianca_plain") and points(st, "crianca_plain") == 2
