"""Dark Tales card and setting-card texts in the language on screen, written from the engine's
public rules data (:mod:`contaria_desktop.engines.dark_tales.rules_data`: each card's effect
steps, the A card's item lines, the B card's scoring lines) - so a value corrected in the data
file is shown corrected. Values with ``INFERRED`` provenance are listed by :func:`unverified`.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from ...engines.dark_tales import rules_data
from ...i18n import messages as core
from ...i18n.context import TrContext
from . import messages as M

translate = QCoreApplication.translate
dark_tales_counts = TrContext("dark_tales_counts")   # plural phrases (lupdate reads the name)


class _Ctx:
    """The bits of ``i18n.messages.MessageContext`` the naming helpers use (no seats)."""

    def text(self, key: str, **params: Any) -> str:
        return core.text(key, **params)

    def has_text(self, key: str) -> bool:
        return core.has_text(key)

    def seat(self, s: Any) -> str:
        return str(s)


CTX = _Ctx()


def name(card_id: str) -> str:
    """Translated name of card ``card_id``."""
    return M.card_name(card_id, CTX)


def type_name(kind: str) -> str:
    return M.type_name(kind, CTX)


def item_name(item: str) -> str:
    return M.item_name(item, CTX)


def setting_name(sid: str) -> str:
    return M.setting_name(sid, CTX)


def setting_code(sid: str) -> str:
    """A setting card's printed code ("A1")."""
    return M.setting_code(sid, CTX)


def title(a: str, b: str) -> str:
    """The tale's title: the A and B titles joined by a translated "and" (DT-G3)."""
    return core.text("dark_tales.title", a=setting_name(a), b=setting_name(b))


def _filter(f: Mapping[str, Any] | None) -> str:
    return M.filter_name(f, CTX)


def step_text(step: Mapping[str, Any]) -> str:
    """One effect step in words (rulebook wording where known; cards.md section 7 ops)."""
    op = step.get("op")
    n = int(step.get("n", 1) or 0)
    vp = int(step.get("vp", 0) or 0)
    what = _filter(step.get("filter"))
    if op == "draw":
        body = translate("dark_tales.cardtext", "Draw a card.") if n == 1 else \
            dark_tales_counts.tr("Draw %n card(s).", "", n)
    elif op == "take_item":
        body = translate("dark_tales.cardtext", "Take one %1 from the supply.").replace("%1", item_name(step["item"]))
    elif op == "choose_item":
        body = translate("dark_tales.cardtext", "Take one item of your choice: %1.").replace(
            "%1", " / ".join(item_name(i) for i in step["items"]))
    elif op == "gain_vp":
        body = translate("dark_tales.cardtext", "+%1 VP.").replace("%1", str(n))
    elif op == "gain_vp_per":
        body = translate("dark_tales.cardtext", "+%1 VP for each %2 in play.").replace("%1", str(vp)).replace("%2", what)
    elif op == "discard_in_play":
        body = translate("dark_tales.cardtext", "Discard a %1 in play: +%2 VP.").replace("%1", what).replace("%2", str(vp))
    elif op == "take_in_play_to_hand":
        body = translate("dark_tales.cardtext", "Take a %1 in play into your hand.").replace("%1", what)
    elif op == "reveal_top_may_play":
        body = translate("dark_tales.cardtext", "Reveal the top card of the deck; if it is a %1, you may play it at once.").replace("%1", what)
    elif op == "reveal_hands_score":
        body = translate("dark_tales.cardtext", "Every player reveals their hand: +%1 VP for each %2 revealed.").replace(
            "%1", str(vp)).replace("%2", what)
    elif op == "replace_daynight":
        body = translate("dark_tales.cardtext", "Replaces the Day or Night card in play.")
    elif op == "look_top_take":
        body = dark_tales_counts.tr("Look at the top %n card(s) of the deck and take one into your hand.", "", n)
    elif op == "take_discard_top":
        body = translate("dark_tales.cardtext", "Take the top card of the discard pile into your hand.")
    else:
        body = str(op)
    if step.get("optional"):
        body = translate("dark_tales.cardtext", "You may: %1").replace("%1", body)
    if step.get("if") == "day":
        body = translate("dark_tales.cardtext", "By day: %1").replace("%1", body)
    elif step.get("if") == "night":
        body = translate("dark_tales.cardtext", "By night: %1").replace("%1", body)
    return body


def _tables() -> Any:
    """The rules-data tables in force (the player's card data when set, issue 14)."""
    from . import PLUGIN
    force = PLUGIN.data_in_force
    return rules_data.SCHEMA.data(force) if force else rules_data.TABLES


def changed(prefix: str) -> str:
    """``"†"`` when a value whose key starts with ``prefix`` (``"cards.ogre.steps."``) comes
    from the player's card data (issue 14), else ``""``."""
    from . import PLUGIN
    return PLUGIN.OVERRIDE_MARK if any(k.startswith(prefix) for k in PLUGIN.data_in_force) else ""


def card_lines(card_id: str) -> list[str]:
    """The card's text, one sentence per step (start-of-turn and continuous effects too), in
    the data in force."""
    card = _tables().cards[card_id]
    out = [step_text(s) for s in card.get("steps", [])]
    for s in card.get("start_of_turn", []):
        out.append(translate("dark_tales.cardtext", "At the start of your turn: %1").replace("%1", step_text(s)))
    if "no_draw" in card.get("continuous", []):
        out.append(translate("dark_tales.cardtext", "While it is in front of you, you cannot draw cards."))
    if card.get("exclude_from_vp_counts"):
        out.append(translate("dark_tales.cardtext", "Never counted when points are added up."))
    return out


def destination_text(card_id: str) -> str:
    dest = _tables().cards[card_id]["destination"]
    if dest == "OWN":
        return translate("dark_tales.cardtext", "Stays in front of you.")
    if dest == "COMMON":
        return translate("dark_tales.cardtext", "Goes to the common area.")
    return translate("dark_tales.cardtext", "Goes to the discard pile after its text.")


def card_vp(card_id: str) -> int:
    """The printed VP in force: the player's card data when it changes it (issue 14)."""
    from . import PLUGIN
    return int(PLUGIN.data_in_force.get(f"cards.{card_id}.vp", rules_data.CARDS[card_id]["vp"]))


def card_type(card_id: str) -> str:
    """The card's type in force (issue 14)."""
    return str(_tables().cards[card_id]["type"])


def card_copies(card_id: str) -> int:
    """The card's copies in the deck, in force (issue 14)."""
    return int(_tables().cards[card_id]["copies"])


def unverified(card_id: str) -> list[str]:
    """Which of the card's values are INFERRED (``vp``, ``effect``, ``type``...)."""
    prov = rules_data.CARDS[card_id]["provenance"]
    return [k for k, v in prov.items() if v == "INFERRED"]


def unverified_mark() -> str:
    """The small mark next to an unverified value."""
    return translate("dark_tales.cardtext", "(?)")


def unverified_note() -> str:
    """What the mark means (tooltip / note)."""
    return translate("dark_tales.cardtext", "Unverified value: reconstructed from reviews and examples, "
                                            "not read on a printed card.")


def line_lines(setting: str, line_id: str) -> list[str]:
    """An A card's item line: its steps in words."""
    line = _tables().lines[setting][line_id]
    mark = changed(f"settings.{setting}.lines.{line_id}.")
    return [step_text(s) + (" " + mark if mark else "") for s in line["steps"]]


def line_inferred(setting: str, line_id: str) -> bool:
    return rules_data.LINES[setting][line_id].get("status", "INFERRED") != "FOUND"


def setting_lines(sid: str) -> list[tuple[str, bool]]:
    """A setting card's lines in words, each with True when its values are unverified; in the
    data in force, a line with a value from the player's card data ends with † (issue 14)."""
    s = _tables().settings[sid]
    out = []
    if s["kind"] == "A":
        for line in s["lines"]:
            cost = M.cost_text(line["cost"], CTX)
            body = " ".join(step_text(st) for st in line["steps"])
            mark = changed(f"settings.{sid}.lines.{line['id']}.")
            out.append((translate("dark_tales.cardtext", "%1: %2").replace("%1", cost).replace("%2", body)
                        + (" " + mark if mark else ""), line.get("status") != "FOUND"))
        return out
    for line in s["scoring"]:
        vp = str(line.get("vp", ""))
        if line["kind"] == "pair":
            a, b = _side(line["a"]), _side(line["b"])
            text = translate("dark_tales.cardtext", "Each pair %1 + %2: %3 VP.").replace("%1", a).replace("%2", b).replace("%3", vp)
        elif line["kind"] == "per_item":
            items = " / ".join(item_name(i) for i in line["items"])
            if line.get("unpaired"):
                text = translate("dark_tales.cardtext", "Each unpaired %1: %2 VP.").replace("%1", items).replace("%2", vp)
            else:
                text = translate("dark_tales.cardtext", "Each %1: %2 VP.").replace("%1", items).replace("%2", vp)
        else:
            metric = " + ".join(item_name(m) for m in line["metric"])
            awards = line.get("awards", [])
            text = translate("dark_tales.cardtext", "Most %1: %2 VP; second: %3 VP.").replace("%1", metric).replace(
                "%2", str(awards[0] if awards else 0)).replace("%3", str(awards[1] if len(awards) > 1 else 0))
        mark = changed(f"settings.{sid}.scoring.{line['id']}.")
        out.append((text + (" " + mark if mark else ""), line.get("status") != "FOUND"))
    return out


def _side(side: Mapping[str, Any]) -> str:
    if "item" in side:
        return item_name(side["item"])
    card = side.get("card") or {}
    return type_name(card.get("type", "")) if "type" in card else name(card.get("card", ""))


def setting_kind(sid: str) -> str:
    return str(rules_data.SETTINGS[sid]["kind"])


def setting_inferred(sid: str) -> bool:
    return rules_data.SETTINGS[sid].get("provenance") != "FOUND"
