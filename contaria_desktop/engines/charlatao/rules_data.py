"""CharLatão rules data: the JSON file ``data/charlatao.json`` read once, checked, and turned
into lookup tables (card ids, suits, set-up numbers, who knows which quality space, scoring
tables with their provenance).

Card ids are ``"<suit>-<rank>"`` (``"blue-3"``): in CharLatão a card's identity is only ever
shown to a seat that knows it (own hand, played face up), and every face-down place (discard
pile, Ea-Nasir's hand, quality spaces) is drawn with opaque handles instead, so the id itself
never needs to be hidden (see ``docs/charlatao-engine-contract.md``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from ..core import gamedata

DATA_PATH = Path(__file__).resolve().parent / "data" / "charlatao.json"

#: Quality spaces on the quality-index card (manual "Preparação de Início de Rodada").
QUALITIES = ("excellent", "good_assyrian", "terrible", "good_babylonian", "acceptable")
#: Character ids (manual "Distribua os outros personagens").
CHARACTERS = ("ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger")
SIDES = ("basic", "advanced")


class RulesDataError(ValueError):
    """The rules data file is malformed; the message names the bad entry."""


def _load() -> dict[str, Any]:
    with open(DATA_PATH, encoding="utf-8") as fh:
        data = json.load(fh)
    check_data(data)
    return data


def check_data(data: Mapping[str, Any]) -> None:
    """Raise :class:`RulesDataError` naming the first problem in a rules-data mapping
    (the shape of ``data/charlatao.json``)."""
    try:
        suits = data["suits"]["ids"]
        if len(suits) != 5 or len(set(suits)) != 5 or not all(isinstance(s, str) and s for s in suits):
            raise RulesDataError("'suits.ids' must be 5 distinct names")
        if any("-" in s for s in suits):
            raise RulesDataError("suit names may not contain '-'")
        for char in CHARACTERS:
            for side in SIDES:
                entry = data["characters"][char][side]
                if "per_suit" not in entry and "tricks" not in entry and "per_suit_by_phase" not in entry:
                    raise RulesDataError(f"characters.{char}.{side} has no scoring")
                for q, v in entry.get("per_suit", {}).items():
                    if q not in QUALITIES or not isinstance(v, int) or isinstance(v, bool):
                        raise RulesDataError(f"characters.{char}.{side}.per_suit.{q} is bad")
                for phase, values in entry.get("per_suit_by_phase", {}).items():
                    if phase not in ("before", "after"):
                        raise RulesDataError(f"characters.{char}.{side}.per_suit_by_phase.{phase} is bad")
                    for q, v in values.items():
                        if q not in QUALITIES or not isinstance(v, int):
                            raise RulesDataError(f"characters.{char}.{side}.per_suit_by_phase.{phase}.{q} is bad")
                for phase, rule in entry.get("tricks", {}).items():
                    if phase not in ("before", "after", "all"):
                        raise RulesDataError(f"characters.{char}.{side}.tricks.{phase} is bad")
                    if "per_trick" not in rule and "table" not in rule:
                        raise RulesDataError(f"characters.{char}.{side}.tricks.{phase} needs per_trick or table")
                    if "table" in rule and ("or_more" not in rule or not rule["table"]):
                        raise RulesDataError(f"characters.{char}.{side}.tricks.{phase} needs a table and or_more")
                if not isinstance(entry.get("verified"), bool) or not isinstance(entry.get("source"), str):
                    raise RulesDataError(f"characters.{char}.{side} needs 'verified' and 'source'")
        for n in ("2", "3", "4", "5"):
            setup = data["setup"][n]
            for key in ("suits", "ranks", "deal", "characters", "spaces"):
                if key not in setup:
                    raise RulesDataError(f"setup.{n}.{key} is missing")
            if any(c not in CHARACTERS for c in setup["characters"]):
                raise RulesDataError(f"setup.{n}.characters has an unknown character")
            if any(q not in QUALITIES for q in setup["spaces"]) or len(setup["spaces"]) != setup["suits"]:
                raise RulesDataError(f"setup.{n}.spaces must name one quality per suit in play")
            if n != "2" and not 1 <= setup["revelation_after_trick"] < setup["deal"]:
                raise RulesDataError(f"setup.{n}.revelation_after_trick is out of range")
        duel = data["two_player"]
        if duel["round_wins_to_win"] < 1 or duel["max_rounds"] < 1:
            raise RulesDataError("two_player round limits must be positive")
    except (KeyError, TypeError) as err:
        raise RulesDataError(f"rules data is missing or has a bad entry: {err}") from None


DATA: dict[str, Any] = _load()
SUITS: tuple[str, ...] = tuple(DATA["suits"]["ids"])
MAX_RANK = 12


def card_id(suit: str, rank: int) -> str:
    """The id of the copper card ``rank`` of ``suit`` (``"blue-3"``)."""
    return f"{suit}-{rank}"


#: every card id of the full 60-card deck -> its suit / rank / sort key
SUIT_OF: dict[str, str] = {}
RANK_OF: dict[str, int] = {}
ORDER: dict[str, int] = {}
for _si, _suit in enumerate(SUITS):
    for _rank in range(1, MAX_RANK + 1):
        _c = card_id(_suit, _rank)
        SUIT_OF[_c], RANK_OF[_c], ORDER[_c] = _suit, _rank, _si * 100 + _rank


def deck(suits: tuple[str, ...] | list[str], ranks: int) -> list[str]:
    """Card ids of ``suits`` with ranks 1..``ranks``, in canonical order."""
    return [card_id(s, r) for s in suits for r in range(1, ranks + 1)]


def setup(num_players: int) -> dict[str, Any]:
    """Set-up numbers for a player count (keys: suits, ranks, deal, characters, spaces,
    revelation_after_trick / ea_nasir_hand)."""
    return DATA["setup"][str(num_players)]


def knowledge(character: str, num_players: int) -> list[str]:
    """Quality spaces ``character`` looks at in step 4 ("Descoberta das qualidades")."""
    return list(DATA["knowledge"].get(character, {}).get(str(num_players), []))


def scoring_entry(character: str, side: str, data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The scoring data of one character side (per_suit / per_suit_by_phase / tricks, plus
    verified, status, source), under the validated rules-data override ``data`` (issue 14;
    the state's ``data_overrides``; none: the shipped data)."""
    return (SCHEMA.data(data) if data else DATA)["characters"][character][side]


def ea_nasir_duel_entry(side: str, data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Ea-Nasir's scoring in the 2-player variant: derived from a buyer card of ``side`` with
    the good types overridden (manual "Pontuação dos jogadores e Ea-Nasir"; INFERRED), under
    the override ``data`` as in :func:`scoring_entry`."""
    rule = (SCHEMA.data(data) if data else DATA)["two_player"]["ea_nasir_scoring"]
    base = scoring_entry(rule["derive_from"], side, data)
    per_suit = dict(base["per_suit"])
    per_suit.update(rule["override"])
    return {"per_suit": per_suit, "verified": bool(rule["verified"]) and bool(base["verified"]),
            "status": rule["status"], "source": rule["source"]}


def two_player(data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The 2-player variant's data (``round_wins_to_win``, ``max_rounds``, ``holds``...) under
    the validated rules-data override ``data`` (issue 14; none: the shipped data)."""
    return (SCHEMA.data(data) if data else DATA)["two_player"]


def is_unverified(entry: Mapping[str, Any]) -> bool:
    return not entry.get("verified", False)


#: range of an editable scoring value (issue 14): printed values are -5..+12
VALUE_RANGE = (-20, 30)
#: range of the 2-player house cap on rounds (issue 14): at most the shipped 20, which the
#: decision bound ``MAX_DECISIONS`` of the ``GameSpec`` is computed from
MAX_ROUNDS_RANGE = (1, 20)
_STATUS = {"FOUND": gamedata.FOUND, "INFERRED": gamedata.INFERRED}


def editables(raw: Mapping[str, Any]) -> list[gamedata.Editable]:
    """The editable values (issue 14): every character side's points per quality
    (``characters.<c>.<side>.per_suit.<quality>``, also ``per_suit_by_phase.<phase>.<q>``),
    trick scoring (``tricks.<phase>.per_trick`` and ``tricks.<phase>.table.<i>``) and Ea-Nasir's
    2-player good-type points (``two_player.ea_nasir_scoring.override.<q>``) and the 2-player
    house cap on rounds (``two_player.max_rounds``, 1..20, PLACEHOLDER: REVIEW). Provenance from
    the entry's ``status`` (FOUND, INFERRED; PLACEHOLDER and others: REVIEW)."""
    lo, hi = VALUE_RANGE
    out: list[gamedata.Editable] = []

    def add(key: str, path: tuple, value: Any, status: Any, source: str, group: str, field: str) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            out.append(gamedata.Editable(key, path, lo, hi, value, _STATUS.get(status, gamedata.REVIEW),
                                         source, group, field))

    for char, sides in raw["characters"].items():
        for side, e in sides.items():
            base = ("characters", char, side)
            status = e.get("status")
            src = str(e.get("source", ""))
            grp = f"{char}.{side}"
            for q, v in e.get("per_suit", {}).items():
                st = status.get(q) if isinstance(status, Mapping) else status
                add(".".join(base + ("per_suit", q)), base + ("per_suit", q), v, st, src, grp, q)
            for ph, values in e.get("per_suit_by_phase", {}).items():
                for q, v in values.items():
                    st = status.get(q) if isinstance(status, Mapping) else status
                    add(".".join(base + ("per_suit_by_phase", ph, q)), base + ("per_suit_by_phase", ph, q), v,
                        st, src, grp, f"{ph}.{q}")
            for ph, rule in e.get("tricks", {}).items():
                st = status if isinstance(status, str) else None
                if "per_trick" in rule:
                    add(".".join(base + ("tricks", ph, "per_trick")), base + ("tricks", ph, "per_trick"),
                        rule["per_trick"], st, src, grp, f"{ph}.per_trick")
                for i, v in enumerate(rule.get("table", ())):
                    add(".".join(base + ("tricks", ph, "table", str(i))), base + ("tricks", ph, "table", i), v,
                        st, src, grp, f"{ph}.table.{i}")
    duel = raw["two_player"]
    out.append(gamedata.Editable("two_player.max_rounds", ("two_player", "max_rounds"), *MAX_ROUNDS_RANGE,
                                 int(duel["max_rounds"]), _STATUS.get(duel.get("max_rounds_status"), gamedata.REVIEW),
                                 str(duel.get("max_rounds_source", "")), "two_player", "max_rounds"))
    rule = raw["two_player"]["ea_nasir_scoring"]
    for q, v in rule["override"].items():
        add(f"two_player.ea_nasir_scoring.override.{q}", ("two_player", "ea_nasir_scoring", "override", q), v,
            rule.get("status"), str(rule.get("source", "")), "ea_nasir.two_player", q)
    return out


#: the editable scoring data (registered on the ``GameSpec``); ``SCHEMA.data(overrides)`` is
#: the merged data mapping (same shape as :data:`DATA`), built once per override
SCHEMA = gamedata.DataSchema("charlatao", lambda: DATA, editables, check_data, lambda raw: raw, DATA)
