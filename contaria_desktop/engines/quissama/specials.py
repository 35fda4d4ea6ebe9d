"""The nine special cards (rulebook, Special Cards; board §5.3; QD-4, QD-11, OQ-Q19): which
uses are legal now and their effects. Split from :mod:`.actions`, whose helpers it uses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action, Event
from . import actions as A
from .rules_data import BUSINESSES, CDP, MINISTRY_SLOTS, SCANDAL, SQUARES
from .rules_data import kind_of as _kind

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState as S

BERN = "BERNARDINA"
#: special card -> characters its free placement may target (rulebook, Special Cards)
PLACE_CARDS = {"BURGUESIA": ("ALENCAR", "ARAUJO"), "FAMILIA_IMPERIAL": ("IMPERADOR", "PRINCESA")}


def _interned() -> dict[tuple, Action]:
    """Every special-card action, built once (an Action is immutable)."""
    out: dict[tuple, Action] = {}
    for i in range(MINISTRY_SLOTS):
        out[(SCANDAL, i)] = Action("special", card=SCANDAL, slot=i + 1)
    for loc in [*(f"square:{q}" for q in SQUARES), *(f"business:{b}" for b in BUSINESSES), "cdp"]:
        out[("BENCAO_DE_PEITO", loc)] = Action("special", card="BENCAO_DE_PEITO", location=loc)
    for q in SQUARES:
        out[("FUGA", q)] = Action("special", card="FUGA", square=q)
        for d in ("in", "out"):
            out[("CABECA_DE_PORCO", d, q)] = Action("special", card="CABECA_DE_PORCO", direction=d, square=q)
    for card, chars in PLACE_CARDS.items():
        for c in chars:
            out[(card, c)] = Action("special", card=card, character=c)
    for v in range(5):
        out[("MALTA", v)] = Action("special", card="MALTA", option="remove", seat=v)
    out[("MALTA",)] = Action("special", card="MALTA", option="place")
    out[("COLAR",)] = Action("special", card="COLAR")
    return out


_ACT = _interned()
_PEITO_SQ = {q: f"square:{q}" for q in SQUARES}
_PEITO_BZ = {b: f"business:{b}" for b in BUSINESSES}


def special_legal(st: "S", p: int, card: str) -> list[Action]:
    """Special cards whose effect is possible now (QD-4: a card without a target is only
    discarded or paid)."""
    A_ = _ACT
    if card == SCANDAL:
        return [A_[(card, i)] for i, m in enumerate(st.ministry) if m is not None]
    if card == "BENCAO_DE_PEITO":
        locs = [_PEITO_SQ[q] for q, n in st.squares.items() if n > 0]
        locs += [_PEITO_BZ[b] for b, v in st.businesses.items() if v["workers"] > 0]
        locs += ["cdp"] if st.cdp > 0 else []
        return [A_[(card, x)] for x in locs]
    if card == "FUGA":
        if st.senzala < 1:
            return []
        return [A_[(card, q)] for q, n in st.squares.items() if n < st.sq_cap[q]]
    if card == "CABECA_DE_PORCO":
        out = []
        for q in CDP["squares"]:
            if st.squares[q] > 0 and st.cdp < st.cdp_cap:
                out.append(A_[(card, "in", q)])
            if st.cdp > 0 and st.squares[q] < st.sq_cap[q]:
                out.append(A_[(card, "out", q)])
        return out
    if card in PLACE_CARDS:
        return [A_[(card, c)] for c in PLACE_CARDS[card] if _free_place_ok(st, p, c)]
    if card == "MALTA":
        out = []
        if "ALEMAO" in st.gallery:
            out += [A_[(card, v)] for v in sorted(set(st.gallery["ALEMAO"]["meeples"])) if v != p]
        if _free_place_ok(st, p, "QUISSAMA"):
            out.append(A_[(card,)])
        return out
    if card == "COLAR":
        return [A_[(card,)]] if colar_effect(st, p) else []
    return []


def _free_place_ok(st: "S", p: int, char: str) -> bool:
    return char in st.gallery and char != BERN and A.can_place(st, p, char)


def colar_effect(st: "S", p: int) -> tuple[str, int | None] | None:
    """What the Colar does for ``p`` (rulebook, Colar; QD-11): place on Woodruff; or, owning
    Woodruff, one Bernardina action: remove another player's meeple, else place."""
    if "WOODRUFF" not in st.gallery:
        return None
    if st.gallery["WOODRUFF"]["owner"] != p:
        return ("woodruff", None) if A.can_place(st, p, "WOODRUFF") else None
    if BERN not in st.gallery:
        return None
    g = st.gallery[BERN]
    one = st.options.get("bernardina_one_action_per_turn", True) and st.turn["bernardina"]
    others = [m for m in g["meeples"] if m != p]
    if g["owner"] == p:
        return ("remove", others[0]) if others and not one else None
    if others:
        return ("remove", others[0]) if A.has_free_character(st, p) and not one else None
    return ("place", None) if A.can_place(st, p, BERN) else None


def apply_special(st: "S", p: int, a: Action, events: list[Event]) -> None:
    """The nine special cards (rulebook, Special Cards; board §5.3)."""
    card_kind = a["card"]
    card = st.take_from_hand(p, card_kind)
    if card_kind == SCANDAL:
        st.removed.append(card)  # «After using the card, remove it from the game»
    else:
        st.discard.append(card)
    params: dict[str, Any] = {"seat": p, "card": card_kind}
    if card_kind == SCANDAL:
        i = a["slot"] - 1
        victim = st.ministry[i]
        st.ministry[i] = None
        st.supply[victim] += 1
        params.update(slot=a["slot"], victim=victim)
    elif card_kind == "BENCAO_DE_PEITO":
        A._remove_capoeira(st, a["location"])
        params["location"] = a["location"]
    elif card_kind == "FUGA":
        st.senzala -= 1
        st.squares[a["square"]] += 1
        params["square"] = a["square"]
    elif card_kind == "CABECA_DE_PORCO":
        q = a["square"]
        step = 1 if a["direction"] == "in" else -1
        st.squares[q] -= step
        st.cdp += step
        params.update(direction=a["direction"], square=q)
    elif card_kind in PLACE_CARDS:
        params["character"] = a["character"]   # the log names it (QA: "played the Burguesia on ?")
        events.append(A.ev("quissama.special", params))
        A.place_meeple(st, p, a["character"], events)
        return
    elif card_kind == "MALTA":
        params["option"] = a["option"]   # remove from the Alemão / place on Quissama: the log says which
        events.append(A.ev("quissama.special", params))
        if a["option"] == "remove":
            A.remove_meeple(st, "ALEMAO", a["seat"], events, p)
        else:
            A.place_meeple(st, p, "QUISSAMA", events)
        return
    elif card_kind == "COLAR":
        effect = colar_effect_before(st, p, card)
        events.append(A.ev("quissama.special", params))
        what, victim = effect
        if what == "woodruff":
            A.place_meeple(st, p, "WOODRUFF", events)
        elif what == "remove":
            st.turn["bernardina"] = True
            A.remove_meeple(st, BERN, victim, events, p)
        else:
            A.place_meeple(st, p, BERN, events)
        return
    events.append(A.ev("quissama.special", params))


def colar_effect_before(st: "S", p: int, card: str) -> tuple[str, int | None]:
    """The Colar's effect, decided with the card back in hand (it was legal then)."""
    st.hands[p].append(card)
    effect = colar_effect(st, p)
    st.hands[p].remove(card)
    assert effect is not None
    return effect
