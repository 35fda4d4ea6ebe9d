"""CharLatão on screen: the game's plug-in (:class:`CharlataoPlugin`).

The engine is :mod:`contaria_desktop.engines.charlatao` (its rules data through the public
accessor :mod:`contaria_desktop.engines.charlatao.rules_data`); everything drawn or said about the
game is in this package: ``layout`` (with ``placing``, ``centre``), ``faces``, ``text`` and
``hover`` (names and hover texts), ``targeting``, ``messages`` (log templates), ``scores``,
``rules`` (summary), ``reference`` (character reference); the engine/table contract is
``docs/charlatao-engine-contract.md``. No Qt at module level (see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

from typing import Any, Mapping

import contaria_desktop.engines.charlatao  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin


class CharlataoPlugin(GamePlugin):
    id = "charlatao"
    engine_module = "contaria_desktop.engines.charlatao"
    package = __name__
    art_folder = "charlatao"

    def scores(self) -> Any:
        return self.module("scores").CharlataoScores()

    def score_extra(self, session: Any) -> Any:
        """Which suit had which quality in each round (``{round: {quality: suit}}``), from the
        public log."""
        scores = self.module("scores")
        rounds = len((session.state.view(None).get("scores") or {}).get("rounds") or [])
        return scores.round_suits((e for _, e in session.log(None)), rounds - 1)

    def round_dialog(self, session: Any, ctx: Any, parent: Any) -> Any:
        """The round just scored, per participant with the per-suit breakdown, from the
        public view (its contents are public once the round is scored)."""
        scores = self.module("scores")
        public = session.state.view(None)
        last = scores.last_round(public)
        if last is None:
            return None
        unverified = set(public.get("unverified") or [])
        suits = scores.round_suits((e for _, e in session.log(None)), last[0]).get(last[0])
        return scores.RoundScoreDialog(last[0], last[1], ctx, unverified, parent, suits=suits, side=public.get("side"),
                                       last=bool(public.get("is_terminal")))

    def lab_name(self, column: str, value: str | None = None) -> str:
        """The lab's plots: ``characters`` (each seat's character per round) and ``side`` (the
        cards' side option) in the table's words."""
        from PySide6.QtCore import QCoreApplication
        text = self.module("text")
        if column == "characters":
            return (QCoreApplication.translate("charlatao_table", "character") if value is None
                    else text.character_name(value))
        if column == "side":
            return QCoreApplication.translate("charlatao_table", "side") if value is None else text.side_name(value)
        return ""

    def rules_blocks(self) -> Any:
        return self.module("rules").RULES

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return self.module("reference").reference_html()

    def data_entry_name(self, entry: Any) -> str:
        """The character and side a scoring value belongs to (Tools ▸ Card data…, issue 14)."""
        from PySide6.QtCore import QCoreApplication
        text = self.module("text")
        char, _, side = str(entry.group).partition(".")
        if entry.field == "max_rounds":
            return QCoreApplication.translate("CardDataDialog", "2-player game")
        if side == "two_player":
            return QCoreApplication.translate("CardDataDialog", "{character}, 2-player game").format(
                character=text.character_name(char))
        return f"{text.character_name(char)} · {text.side_name(side)}"

    def data_field_name(self, entry: Any) -> str:
        """Points per card of a quality (per phase), or trick points, in words."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        text = self.module("text")
        parts = str(entry.field).split(".")
        if parts == ["max_rounds"]:
            return translate("CardDataDialog", "Most rounds (then the leaders share the victory)")
        phases = {"before": translate("CardDataDialog", "before the Revelation"),
                  "after": translate("CardDataDialog", "after the Revelation")}
        if len(parts) == 1:
            return translate("CardDataDialog", "Per card of the {quality} suit").format(quality=text.space_name(parts[0]))
        if parts[1] == "per_trick":
            return translate("CardDataDialog", "Per trick won {phase}").format(phase=phases.get(parts[0], parts[0]))
        if parts[1] == "table" and len(parts) == 3:
            return translate("CardDataDialog", "Tricks won {phase}: {count}").format(
                count=parts[2], phase=phases.get(parts[0], parts[0]))
        if len(parts) == 2:
            return translate("CardDataDialog", "Per card of the {quality} suit, {phase}").format(
                quality=text.space_name(parts[1]), phase=phases.get(parts[0], parts[0]))
        return str(entry.field)


PLUGIN = CharlataoPlugin()
