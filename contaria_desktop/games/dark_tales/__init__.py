"""Dark Tales on screen: the game's plug-in (:class:`DarkTalesPlugin`).

The engine is :mod:`contaria_desktop.engines.dark_tales` (its rules data through the public
accessor :mod:`contaria_desktop.engines.dark_tales.rules_data`); everything drawn or said about
the game is in this package: ``layout`` (the table), ``faces``, ``cardtext`` (card and setting
texts from the data), ``targeting``, ``messages`` (log, prompts, score lines, names),
``scores`` (the B card's breakdown), ``rules`` (summary) and ``reference`` (card reference).
The engine/table contract is ``docs/dark-tales-engine-contract.md``. No Qt at module level
(see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

from typing import Any, Mapping

import contaria_desktop.engines.dark_tales  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin


class DarkTalesPlugin(GamePlugin):
    id = "dark_tales"
    engine_module = "contaria_desktop.engines.dark_tales"
    package = __name__
    art_folder = "dark_tales"

    def namers(self) -> dict[str, Any]:
        cardtext = self.module("cardtext")
        return {"card_name": cardtext.name, "type_name": cardtext.type_name}

    def lab_name(self, column: str, value: str | None = None) -> str:
        """The lab's plots (``Result.details``, ``docs/dark-tales-engine-contract.md``):
        ``settings`` (the tale's two setting cards) in the cards' words; ``reason`` (how the
        tale ended: ``empty_hand`` - DT-E2/E3 - or ``turn_cap`` - OQ-DT15); ``tie_break``
        (a tie on VP, DT-E6: its JSON cell, decided by items + cards in hand or shared)."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        if column == "settings":
            if value is None:
                return translate("dark_tales.cardtext", "setting")
            return self.module("cardtext").setting_name(value)
        if column == "reason":
            return {None: translate("dark_tales.lab", "end of the tale"),
                    "empty_hand": translate("dark_tales.lab", "no cards left"),
                    "turn_cap": translate("dark_tales.lab", "turn limit")}.get(value, "")
        if column == "tie_break":
            if value is None:
                return translate("dark_tales.lab", "tie on VP")
            tie = _json_object(value)
            if tie is None:
                return ""
            if tie.get("decided"):
                return translate("dark_tales.lab", "broken by items + cards in hand")
            return translate("dark_tales.lab", "shared victory")
        return ""

    def data_entry_name(self, entry: Any) -> str:
        """The card's or setting card's translated name (Tools ▸ Card data…, issue 14)."""
        if str(entry.key).startswith("settings."):
            text = self.module("cardtext")
            return f"{text.setting_code(str(entry.group))} · {text.setting_name(str(entry.group))}"
        return self.module("cardtext").name(str(entry.group))

    def data_key_word(self, word: str) -> str:
        """A setting card's line and the item its cost is paid in are items ("Magic wand"; a
        two-item line ``armour_sword``: "Armour + Sword")."""
        from ...engines.dark_tales.rules_data import ITEMS
        text = self.module("cardtext")
        parts = word.split("_")
        if len(parts) > 1 and all(p in ITEMS for p in parts):
            return " + ".join(text.item_name(p) for p in parts)
        return text.item_name(word)

    def data_field_name(self, entry: Any) -> str:
        """A card's or setting card's value in words (Tools ▸ Card data…): its type and
        destination, an effect's step ("Effect, step 2: how many"), an A line's cost and the
        item it is paid with ("Line “Magic wand”: ..."), a B line's values ("Scoring line 2:
        Award for place 1"); the shared words for victory points and copies."""
        import re

        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        words = {"type": translate("CardDataDialog", "Card type"),
                 "destination": translate("CardDataDialog", "Where it goes when played"),
                 "cost": translate("CardDataDialog", "Items it costs"),
                 "paid_with": translate("CardDataDialog", "Item it is paid with"),
                 "b.vp": translate("CardDataDialog", "Victory points each"),
                 "pair.a.item": translate("CardDataDialog", "First item of the pair"),
                 "pair.b.item": translate("CardDataDialog", "Second item of the pair"),
                 "pair.a.type": translate("CardDataDialog", "First card type of the pair"),
                 "pair.b.type": translate("CardDataDialog", "Card type of the pair"),
                 "step.n": translate("CardDataDialog", "how many"),
                 "step.vp": translate("CardDataDialog", "victory points"),
                 "step.item": translate("CardDataDialog", "item"),
                 "step.if": translate("CardDataDialog", "only by day or by night"),
                 "filter.type": translate("CardDataDialog", "card type it acts on"),
                 "filter.card": translate("CardDataDialog", "card it acts on")}
        field, key = str(entry.field), str(entry.key)
        last = key.rsplit(".", 1)[-1]
        text = words.get(field)
        if field.startswith("award."):
            text = translate("CardDataDialog", "Award for place {place}").format(place=int(field[6:]) + 1)
        elif field == "step.items":  # a list of fixed length: its entries by number
            text = translate("CardDataDialog", "item on offer {n}").format(n=int(last) + 1)
        elif field == "b.items":
            text = translate("CardDataDialog", "Item counted {n}").format(n=int(last) + 1)
        elif field == "b.metric":
            text = translate("CardDataDialog", "Counted for the ranking ({n})").format(n=int(last) + 1)
        if text is None:
            return super().data_field_name(entry)
        step = re.search(r"\.(steps|start_of_turn)\.(\d+)\.", key)
        if step:
            number = int(step.group(2)) + 1
            text = (translate("CardDataDialog", "Effect at the start of the turn, step {n}: {what}")
                    if step.group(1) == "start_of_turn" else
                    translate("CardDataDialog", "Effect, step {n}: {what}")).format(n=number, what=text)
        line = re.search(r"\.lines\.([^.]+)\.", key)
        if line:  # an A card's lines are named by the item they are printed with
            text = translate("CardDataDialog", "Line “{line}”: {what}").format(
                line=self.data_key_word(line.group(1)), what=text)
        scoring = re.search(r"^settings\.([^.]+)\.scoring\.([^.]+)\.", key)
        if scoring:  # a B card's lines by their place on the card
            from ...engines.dark_tales import rules_data
            ids = [x["id"] for x in rules_data.SETTINGS[scoring.group(1)]["scoring"]]
            text = translate("CardDataDialog", "Scoring line {n}: {what}").format(
                n=ids.index(scoring.group(2)) + 1, what=text)
        if field == "cost":
            text = f"{text} ({self.data_key_word(last)})"
        return text

    def data_choice_name(self, entry: Any, value: Any) -> str:
        """A card type, item, card, destination or time of day in words (Tools ▸ Card data…)."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        text = self.module("cardtext")
        field = str(entry.field)
        if field in ("type", "filter.type") or (field.startswith("pair.") and field.endswith(".type")):
            return text.type_name(str(value))
        if field in ("step.item", "step.items", "paid_with", "b.items", "b.metric") or (
                field.startswith("pair.") and field.endswith(".item")):
            name = text.item_name(str(value))  # "cards in hand" for a ranking's hand
            return name[:1].upper() + name[1:]
        if field == "filter.card":
            return text.name(str(value))
        words = {"OWN": translate("CardDataDialog", "In front of its player"),
                 "COMMON": translate("CardDataDialog", "The common area"),
                 "DISCARD": translate("CardDataDialog", "The discard pile, after its text"),
                 "day": translate("CardDataDialog", "By day"), "night": translate("CardDataDialog", "By night")}
        return words.get(str(value), str(value))

    def scores(self) -> Any:
        return self.module("scores").DarkTalesScores()

    def rules_blocks(self) -> Any:
        return self.module("rules").RULES

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return self.module("reference").reference_html()

    def bar_actions(self) -> frozenset[str]:
        """The item lines are instruction-bar buttons too (``use_item``)."""
        return frozenset({"use_item"})

    def bar_caption(self, action: Any) -> str:
        """"Use <cost>" for an item line (``use_item``)."""
        return self.module("bar").bar_caption(action)


def _json_object(text: str) -> dict[str, Any] | None:
    """``text`` read as a JSON object (a lab cell holding a dict), else None."""
    import json
    try:
        got = json.loads(text)
    except (TypeError, ValueError):
        return None
    return got if isinstance(got, dict) else None


PLUGIN = DarkTalesPlugin()
