"""The game plug-in interface: everything the shared layers (``ui/``, ``table/``, ``session/``,
``i18n/``) need to know about one game, behind one declared class.

A game is three things (docs/architecture.md, "How to add a game"):

1. an engine package under ``contaria_desktop/engines/<id>/`` (pure Python, registers a
   ``GameSpec``);
2. a presentation package ``contaria_desktop/games/<id>/`` whose ``__init__`` defines a
   :class:`GamePlugin` subclass and an instance of it (``PLUGIN``);
3. one entry point in the ``contaria_desktop.games`` group of ``pyproject.toml``:
   ``<id> = "contaria_desktop.games.<id>:PLUGIN"``.

The module holding ``PLUGIN`` imports no Qt at module level (the engine registry loads it to
find the engine, and ``engines`` must stay usable without Qt); every Qt part is imported when
its method is first called. Presentation reads the engine only through its public API:
``State.view(seat)``, ``State.result()``, the ``GameSpec`` and documented data accessors
(e.g. ``engines.charlatao.rules_data``) - never private state or data-file paths.

Abstract methods must be implemented; the others have working defaults for a simple game.
"""

from __future__ import annotations

import importlib
from abc import ABC
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Protocol, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from ..engines.core import GameSpec


class Layout(Protocol):
    """A table layout: ``plan(view, bottom_seat, seat_names) -> TablePlan`` (docs/table-api.md).
    ``view`` is ``State.view(seat)`` (a dict), ``bottom_seat`` the seat drawn at the bottom,
    ``seat_names`` the display names (or None)."""

    def plan(self, view: Mapping[str, Any], bottom_seat: int, seat_names: Sequence[str] | None) -> Any: ...


class Targeting(Protocol):
    """Click targeting for one decision (``table/targeting.py`` documents the methods):
    ``targets()`` (keys to highlight), ``selection`` (half-made choice), ``activate(key)``
    (-> one of ``legal`` or None), ``cancel()``, ``draggable()``, ``drop(card, zone)`` and
    ``disabled() -> {key: reason}``."""

    selection: str | None

    def targets(self) -> list[str]: ...

    def activate(self, key: str) -> Any: ...

    def cancel(self) -> bool: ...


class MessageTemplates(Protocol):
    """A game's log lines, prompts and skip reasons (``games/<id>/messages.py``):

    - ``CONTEXT``: the translation context (``"<id>.messages"``);
    - ``TEMPLATES``: ``{message key: English source text}`` (marked ``QT_TRANSLATE_NOOP``);
    - ``words(params, ctx) -> {name: text}``: an event's parameters as words;
    - optional ``template_key(event) -> key``, ``Tracker`` (per-log state),
      ``TURN_STARTS`` (event types that start a numbered turn), ``PUBLIC_TWINS``;
    - optional second-person twins ``"<key>.you"`` in ``TEMPLATES``: used instead of ``<key>``
      when the event's ``seat`` is the log's reader (``MessageContext.reader``: "You drew",
      not "Ana drew" to Ana); ``words`` may ask ``ctx.is_reader(seat)`` too."""

    CONTEXT: str
    TEMPLATES: Mapping[str, str]

    def words(self, params: Mapping[str, Any], ctx: Any) -> dict[str, str]: ...


class ScorePresenter:
    """How a game's final and per-round scores are shown (``ui/scores.py`` draws the dialog;
    this fills it). Everything is computed from the engine's public ``Result`` (``result``) and
    the final public view (``ctx.view``); never from private state. The defaults suit a game
    whose ``Result.breakdown`` lines are ``{"key", "params", "points"}``.

    Every game word on the score screen and at the game's end comes from here, never from
    ``ui/``: the headings and tables, :meth:`game_over_text` (the bar at the end, naming the
    winners), :meth:`unverified_note` (the tooltip of the "unverified value" mark), and for a
    series of games (Contária's Book of Tales) :meth:`next_game_label`, :meth:`series_text`
    and :meth:`series_winner_text`. Each has a neutral default, so a new game needs none."""

    # Lay the participants' tables out in a grid even for two of them.
    grid = False

    def participant_name(self, key: str, ctx: Any) -> str:
        """Heading name of breakdown key ``key`` (a seat number as text, or an entity)."""
        from ..i18n import messages
        return ctx.seat(int(key)) if key.isdigit() else messages.winner_name(key, ctx)

    def heading(self, key: str, total: Any, won: bool, result: Any, ctx: Any) -> str | None:
        """The group box title of ``key``; None: the dialog's default (name, points, ★)."""
        return None

    def win_reason(self, result: Any, ctx: Any) -> str:
        """One sentence under the winners (why they won), or ""."""
        return ""

    def draw_reason(self, result: Any, ctx: Any) -> str:
        """Why a drawn game is a draw, or ""."""
        return ""

    def summary_table(self, result: Any, ctx: Any) -> Any:
        """A table above the breakdowns (e.g. points per round), or None."""
        return None

    def breakdown_table(self, lines: Sequence[Mapping[str, Any]], result: Any, ctx: Any, extra: Any) -> Any:
        """The ``QTableWidget`` of one participant's lines, or None for the dialog's generic
        two-column table (item, points). ``extra``: :meth:`GamePlugin.score_extra`."""
        return None

    def notes(self, result: Any, ctx: Any) -> list[str]:
        """The legend under the score view, only for the marks that appear: each entry a
        :class:`~.scoresheet.Badge` (``text`` the mark as the cards show it, ``words`` its
        meaning: one line each, ``ui/scorelegend.py``), or a plain string (a note without a mark)."""
        return []

    # --- a series of games (e.g. Contária's Book of Tales) ------------------------------
    def next_game_label(self) -> str:
        """The button that starts the series' next game (translated). Default "Next game";
        Contária: "Next tale"."""
        from PySide6.QtCore import QCoreApplication
        return QCoreApplication.translate("ScoreDialog", "Next game")

    def series_text(self, markers: str, ctx: Any) -> str:
        """The series standings line; ``markers`` is "Ana: 1, Bia: 2" (seat: games won).
        Default "Series – games won: …"; Contária: "Book of Tales – victory markers: …"."""
        from PySide6.QtCore import QCoreApplication
        return QCoreApplication.translate("ScoreDialog", "Series – games won: {markers}").format(markers=markers)

    def series_winner_text(self, names: str, ctx: Any, count: int = 1) -> str:
        """The headline naming the series' overall winners once it is over (``names``
        already joined; ``count``: how many, for the plural form)."""
        from ..i18n.context import TrContext
        score_winners = TrContext("score_winners")   # lupdate reads the context from the name
        return score_winners.tr("Overall winner(s): %1", "", count).replace("%1", names)

    # --- the drawn score view (issue 16; games/scoresheet.py, ui/scoreview.py) -----------
    # Show the per-participant breakdown tables on the details page (Quissama: no, its
    #: progress table says it all).
    breakdowns = True
    # Size of the cards on the score view relative to the default (CharLatão, with many
    # cards per seat: smaller).
    card_scale = 1.0

    def total_text(self, key: str, total: Any, result: Any, ctx: Any) -> str:
        """Participant ``key``'s total as drawn large on the score view ("+8"); "" for none."""
        from .widgets import signed_points
        return signed_points(total) or ("0" if isinstance(total, (int, float)) else "")

    def seat_cards(self, key: str, lines: Sequence[Mapping[str, Any]], result: Any, ctx: Any,
                   extra: Any) -> list[Any]:
        """Participant ``key``'s cards on the score view: a list of
        :class:`~.scoresheet.ScoreCard` (face, words, points, badges), from its breakdown
        ``lines`` and the final public view. Default: one plain tile per line (its words and
        points), readable for any game."""
        from ..i18n import messages
        from .scoresheet import ScoreCard
        out = []
        for line in lines:
            words = messages.text(line.get("key", ""), **ctx.words(line.get("params", {})))
            points = line.get("points")
            out.append(ScoreCard(None, words, points if isinstance(points, int) else None))
        return out

    def seat_sheets(self, result: Any, ctx: Any, extra: Any) -> list[Any]:
        """Every participant of the score view, in screen order: a list of
        :class:`~.scoresheet.SeatSheet` built from :meth:`participant_name`,
        :meth:`total_text` and :meth:`seat_cards`. Override to add or drop participants."""
        from .scoresheet import SeatSheet, has_won, participant_keys, participant_total
        out = []
        for key in participant_keys(result):
            name = self.participant_name(key, ctx)
            total = participant_total(result, key)
            out.append(SeatSheet(key, name[:1].upper() + name[1:], total,
                                 self.total_text(key, total, result, ctx), has_won(result, key),
                                 self.seat_cards(key, result.breakdown.get(key, []), result, ctx, extra)))
        return out

    def series_table(self, result: Any, ctx: Any, match: Any) -> Any:
        """The standings of a series (``match``: ``markers`` per seat, ``finished``,
        ``winners``) or of a game's rounds, as a :class:`~.scoresheet.SeriesTable`, or None.
        Default: with a series, one row per seat with its games won, the leaders marked."""
        if match is None:
            return None
        from PySide6.QtCore import QCoreApplication
        from .scoresheet import SeriesTable
        translate = QCoreApplication.translate
        markers = list(match.markers)
        best = max(markers) if markers else 0
        rows = [[ctx.seat(s), str(m)] for s, m in enumerate(markers)]
        leaders = [s for s, m in enumerate(markers) if m == best and best > 0]
        return SeriesTable(translate("ScoreDialog", "Series standings"),
                           [translate("ScoreDialog", "Player"), translate("ScoreDialog", "Games won")], rows, leaders)

    def unverified_note(self, result: Any, ctx: Any) -> str:
        """The tooltip of the "unverified value" mark (``widgets.UNVERIFIED_MARK``) on a
        score cell whose value is not yet checked against a printed card, or "" when the
        game has no such values. The full explanation is in the game's Help (rules)."""
        return ""

    def game_over_text(self, result: Any, ctx: Any) -> str:
        """The instruction bar's words when the game is over, naming the winners (or the
        draw). Default: "Game over: {names} win(s)." from ``result.winners`` with
        :meth:`participant_name`-style names (``messages.winner_name``)."""
        from PySide6.QtCore import QCoreApplication
        from ..i18n import messages
        translate = QCoreApplication.translate
        if result is None:
            return translate("ScoreDialog", "The game is over.")
        if getattr(result, "draw", False):
            return translate("ScoreDialog", "Game over: a draw.")
        names = [messages.winner_name(w, ctx) for w in getattr(result, "winners", ())]
        if not names:
            return translate("ScoreDialog", "Game over: nobody wins.")
        from ..i18n.context import TrContext
        score_winners = TrContext("score_winners")   # lupdate reads the context from the name
        from ..i18n.formatting import join_names   # "Ana, Bia and Caio"
        return score_winners.tr("Game over – winner(s): %1.", "", len(names)).replace("%1", join_names(names))


class GamePlugin(ABC):
    """One game's presentation. Subclass it in ``contaria_desktop/games/<id>/__init__.py``
    and expose an instance as the entry point's object.

    Class attributes:

    - ``id``: the game id (the engine's ``GameSpec.id`` and the entry point's name);
    - ``engine_module``: the engine package, imported to register the spec;
    - ``package``: this plug-in's package (its Qt modules are imported from there);
    - ``art_folder``: the folder under ``assets/`` holding the game's images;
    - ``complete``: False for a game still being built (no start-page tile, no CLI start).
    """

    id: str = ""
    engine_module: str = ""
    package: str = ""
    art_folder: str = ""
    complete: bool = True

    # --- engine -------------------------------------------------------------------------
    def spec(self) -> "GameSpec":
        """The engine's registered ``GameSpec``. Raises ``UnknownGame`` if the engine did
        not register."""
        from ..engines.core import get_spec
        return get_spec(self.id)

    def module(self, name: str) -> ModuleType:
        """This plug-in's submodule ``name`` (imported on first use)."""
        return importlib.import_module(f"{self.package}.{name}")

    # --- table --------------------------------------------------------------------------
    def layout(self) -> Layout:
        """The table layout (a module or object with ``plan``). Default: the package's
        ``layout`` module."""
        return self.module("layout")

    def targeting(self, legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Targeting:
        """Click targeting for the decision of ``seat`` among ``legal`` (empty: not interactive).
        Default: the layout's ``targeting(legal, seat, view)``."""
        return self.layout().targeting(legal, seat, view)

    def retranslate(self) -> None:
        """The UI language changed: drop cached translated text and rendered faces."""

    # --- rules data in force (issue 14) -----------------------------------------------------
    # the validated rules-data override the card texts, hover text and card reference show
    # (``{dotted key: value}``; ``{}``: the shipped data); set with :meth:`use_data`
    data_in_force: dict[str, Any] = {}

    def use_data(self, overrides: Mapping[str, Any] | None) -> None:
        """Show the values of ``overrides`` (a game's ``record.data``, or this computer's
        override file for Help) from now on: drops cached texts (:meth:`retranslate`) and the
        rendered faces when they change."""
        overrides = dict(overrides or {})
        if overrides == self.data_in_force:
            return
        self.data_in_force = overrides
        self.retranslate()
        import sys
        if "contaria_desktop.table.faces" in sys.modules:  # faces show card values
            sys.modules["contaria_desktop.table.faces"].clear_cache()

    # the mark next to a value from the player's card data, the same in every game (issue 14)
    OVERRIDE_MARK = "†"

    def overridden(self, *keys: str) -> bool:
        """True when any of the dotted data ``keys`` (``"cards.ogre.vp"``) is overridden in
        the data shown (:attr:`data_in_force`)."""
        return any(k in self.data_in_force for k in keys)

    def override_mark(self, *keys: str) -> str:
        """``"†"`` to put after a value when any of ``keys`` is overridden, else ``""``."""
        return self.OVERRIDE_MARK if self.overridden(*keys) else ""

    def override_note(self) -> tuple[str, str]:
        """The hover-preview line (style ``note``) explaining :attr:`OVERRIDE_MARK`, shared by
        every game: add it when a mark was shown."""
        from PySide6.QtCore import QCoreApplication
        return (QCoreApplication.translate("table", "† A value from your card data (Tools ▸ Card data…), "
                                                    "not the shipped data."), "note")

    def copies_line(self, count: int) -> str:
        """"Copies in the deck: 3", the hover line saying a card's copies in force when the
        player's card data changes them (the caller adds :attr:`OVERRIDE_MARK`, issue 14)."""
        from PySide6.QtCore import QCoreApplication
        return QCoreApplication.translate("table", "Copies in the deck: {count}").format(count=count)

    def data_entry_name(self, entry: Any) -> str:
        """The translated name of what an editable value (``engines.core.gamedata.Editable``)
        belongs to: a card, a character, a board part. Default: its ``group`` id; games
        override it with their own names."""
        return str(entry.group)

    def data_field_name(self, entry: Any) -> str:
        """The value of an ``Editable`` in words, from its ``field``: the base knows only the
        words every game may share (points, victory points, copies, cards in the deck,
        capacity); a game overrides it for its own fields (a card's effect, a road...) and
        falls back on this. Unknown fields read as their ``field`` id."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        words = {"score": translate("CardDataDialog", "Points"), "vp": translate("CardDataDialog", "Victory points"),
                 "copies": translate("CardDataDialog", "Copies in the deck"),
                 "count": translate("CardDataDialog", "Cards in the deck"),
                 "capacity": translate("CardDataDialog", "Capacity")}
        field = str(entry.field)
        return words.get(field, field)

    def data_label(self, entry: Any) -> str:
        """``"Princesa — Points"``: what an editable value belongs to and the value, in words
        (:meth:`data_entry_name` and :meth:`data_field_name`), as the editor's rows and the
        card reference's list of overridden values name it (issue 14). The name starts with
        a capital letter (a game's names may be lower-case inside sentences)."""
        from PySide6.QtCore import QCoreApplication
        name = str(self.data_entry_name(entry))
        return QCoreApplication.translate("CardDataDialog", "{name} — {field}").format(
            name=name[:1].upper() + name[1:], field=self.data_field_name(entry))

    def data_choice_name(self, entry: Any, value: Any) -> str:
        """One allowed value of a choice (``Editable.choices``) in words, for the editor's
        combo box; default: the value itself. A game overrides it with its own names."""
        return str(value)

    # --- words --------------------------------------------------------------------------
    def messages(self) -> MessageTemplates:
        """The game's message templates (log lines, prompts, skip reasons). Default: the
        package's ``messages`` module."""
        return self.module("messages")

    def bar_actions(self) -> frozenset[str]:
        """Action types of this game the instruction bar offers as buttons (beyond the shared
        ``may``, ``choose_option`` and ``pass``): decisions that are not about an item on the
        table, e.g. "end the turn". Each needs a caption (:meth:`bar_caption`)."""
        return frozenset()

    def bar_caption(self, action: Any) -> str:
        """The translated caption of the bar button for ``action`` (a type in
        :meth:`bar_actions`); "" when the game has none."""
        return ""

    def own_card_name(self, view: Mapping[str, Any], handle: str) -> str:
        """The translated name of card ``handle`` as ``view`` (a seat's view) knows it, or ""
        when the game has none to add or the view does not know it. Used where two moves read
        alike on the table ("placed a CAVALHEIRO") but are different cards of the seat's hand
        (the playtest Hint)."""
        return ""

    def namers(self) -> dict[str, Any]:
        """Functions the message context uses to name things: any of ``card_name(identity)``,
        ``type_name(initial)``, ``marker_name(marker)`` (each -> translated text)."""
        return {}

    def lab_name(self, column: str, value: str | None = None) -> str:
        """The Playtest lab's name for a game-specific result column (``value`` None: the
        column, singular and lower case as in "Win rate per character"; else one of its
        values, e.g. a character's key), translated; "" when the game has none (the lab then
        shows the engine's key). Columns are those of ``lab.play`` (``docs/lab.md``)."""
        return ""

    def lab_text(self, what: str, key: str = "", value: Any = None) -> str:
        """The Playtest lab's words for the run itself, translated (generic default, from the
        game's messages as the rest of the app names them): ``what`` ``"game"`` (the game's
        display name), ``"option"`` (option ``key``'s label), ``"choice"`` (value ``value`` of
        option ``key``), ``"winner"`` (a non-seat winner ``key``, e.g. an entity that won);
        "" for anything else."""
        from ..i18n import messages
        if what == "game":
            return messages.game_name(self.spec())
        if what in ("option", "choice"):
            option = next((o for o in self.option_specs() if o.name == key), None)
            if option is None:
                return ""
            if what == "option":
                return messages.option_label(self.id, option)
            return messages.choice_label(self.id, option, value)
        if what == "winner":
            name = f"{self.id}.winner.{key}"
            return messages.text(name) if messages.has_text(name) else ""
        return ""

    # --- scores -------------------------------------------------------------------------
    def scores(self) -> ScorePresenter:
        """The score presenter (final scores)."""
        return ScorePresenter()

    def score_extra(self, session: Any) -> Any:
        """Extra public facts for the final score screen, from the public log/view (e.g.
        CharLatão: which suit had which quality per round), or None."""
        return None

    def round_dialog(self, session: Any, ctx: Any, parent: Any) -> Any:
        """The per-round score dialog of the round just scored (not shown yet), or None when
        the game has no rounds or none was scored yet."""
        return None


    # --- help ---------------------------------------------------------------------------
    def rules_blocks(self) -> Iterable[tuple[str, str]]:
        """The rules summary: ``(tag, English source)`` blocks (``h1``/``h2``/``p``/``li``),
        translated in context :meth:`rules_context`. Empty: "not written yet"."""
        return ()

    def rules_context(self) -> str:
        return f"rules.{self.id}"

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str | None:
        """The card reference as HTML in the language on screen, or None (not written yet)."""
        return None

    def catalog_dir(self) -> Path | None:
        """The folder of this game's own compiled translation catalogues,
        ``<id>_<code>.qm`` (``code``: ``en``, ``pt_BR``, ``es``), installed next to the app's
        catalogue on every language switch (``i18n/translators.py``) - for a game shipped in
        its own distribution. None (default): its texts are in the app's catalogue."""
        return None

    # --- options ------------------------------------------------------------------------
    def option_specs(self) -> tuple[Any, ...]:
        """The game's options (``OptionSpec``: type, default, label/help keys, ``players`` -
        the player counts it applies to - and ``depends_on``). Default: ``spec().options``."""
        return tuple(self.spec().options)

    # --- art ----------------------------------------------------------------------------
    def tile_assets(self) -> tuple[str, ...]:
        """Image names tried, in order, for the start page tile (in :attr:`art_folder`)."""
        return ("tile.png", f"{self.id}_emblem.png", "card_back.png")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"


class EngineOnlyPlugin(GamePlugin):
    """A game whose engine is finished but whose table is still being built
    (``complete = False``): the entry point registers the engine, so the engine conformance
    suite, bots, the session layer and scripts can use it, while the start page, the New Game
    dialog, the CLI and the presentation conformance suite leave the game out
    (:func:`contaria_desktop.games.registry.playable`). Every presentation method raises
    ``NotImplementedError`` naming the game."""

    complete = False

    def _missing(self) -> NotImplementedError:
        return NotImplementedError(f"{self.id}: the table of this game is not built yet")

    def layout(self) -> Layout:
        raise self._missing()

    def targeting(self, legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Targeting:
        raise self._missing()

    def messages(self) -> MessageTemplates:
        raise self._missing()
