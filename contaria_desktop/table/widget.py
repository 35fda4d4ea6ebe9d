"""The table widget (docs/table-api.md): draws a game view and turns clicks, drags and keys
into one of the engine's legal actions.

Beyond the contract: ``set_seat_names(names)`` (labels instead of "Player N"),
``set_bottom_seat(seat)`` (keep one seat at the bottom, e.g. for an omniscient replay),
``selection()`` (the half-made choice, for tests and the instruction bar) and
``table_scene()`` (the scene, for tests).

The view is scaled to the window (``fitInView`` of the scene rectangle - the plan's ``bounds`` -
on every resize), so the whole table stays
visible from 1024x640 to 4K; cards are rendered at their on-screen size, never blurry."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView

from ..engines.core import plugins
from . import art, faces, zvalues
from .animation import Animator
from .geometry import SCENE_W
from .items.card import CardItem
from .items.preview import PreviewItem
from .layouts import layout_for, plugin_for
from .scene import TableScene
from .targeting import CARD, Targeting

FELT = QColor("#1f4a3a")


class TableWidget(QGraphicsView):
    """See docs/table-api.md. Signals: ``actionChosen(Action)`` (always one of ``legal``),
    ``idle()`` (every animation finished), ``hoveredCard(dict | None)``."""

    actionChosen = Signal(object)
    idle = Signal()
    hoveredCard = Signal(object)
    selectionChanged = Signal(object)   # the half-made selection's key, or None

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._scene = TableScene(self)
        self.setScene(self._scene)
        self._animator = Animator(self)
        self._animator.idle.connect(self.idle)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform
                            | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(320, 200)
        self._game_id: str | None = None
        self._view: dict | None = None
        self._legal: list = []
        self._interactive = False
        self._bottom = 0
        self._seat_names: list[str] | None = None
        self._fixed_bottom: int | None = None
        self._targeting = Targeting()   # replaced per game in show_state
        self._focus: str | None = None
        self._hovered: str | None = None
        self._hover_by_keyboard = False   # the preview shows the keyboard focus, not the mouse
        self._press: tuple[str, QPointF, QPointF] | None = None   # key, scene pos, grab offset
        self._dragging: CardItem | None = None
        self._told_selection: str | None = None   # last selection told by selectionChanged

    # --- public API (docs/table-api.md) -------------------------------------------------
    def show_state(self, game_id: str, view: dict, legal: list, *, interactive: bool) -> None:
        """Draw exactly ``view``; highlight and accept ``legal`` when ``interactive``.

        Raises ``KeyError`` for a game without a table layout."""
        layout = layout_for(game_id)
        if game_id != self._game_id:
            self._scene.clear_table()
            self._game_id = game_id
        self._end_drag(animate=False)
        self._view, self._legal, self._interactive = view, list(legal), bool(interactive)
        viewer = view.get("viewer")
        bottom = self._bottom
        if viewer is not None:
            bottom = int(viewer)
        elif self._fixed_bottom is not None:
            bottom = self._fixed_bottom
        elif view.get("current_player") is not None:
            bottom = int(view["current_player"])
        # the table turns to a new bottom seat at once: a whole-table swirl says nothing
        turned = bottom != self._bottom
        self._bottom = bottom
        plan = layout.plan(view, self._bottom, self._seat_names)
        self._animator.begin(instant=turned)
        before = self._scene.sceneRect()
        self._scene.apply(plan, self._animator)
        if self._scene.sceneRect() != before:     # a plan of other bounds (TablePlan.bounds)
            self.fitInView(self._scene.sceneRect(), Qt.KeepAspectRatio)
        seat = view.get("current_player")
        pending = view.get("pending") or {}
        if pending.get("seat") is not None:
            seat = pending["seat"]
        self._targeting = self._make_targeting(self._legal if self._interactive else [], seat)
        self._focus = None
        self._refresh_highlights()
        if self._hover_by_keyboard:
            # the keyboard focus went with the old decision, and so does its preview (QA:
            # a card's preview stayed over the next seat's table after the turn moved on)
            self._set_hovered(None)
        self._refresh_preview()
        self._animator.commit()

    def set_animation_speed(self, factor: float) -> None:
        """``factor`` multiplies every animation's duration: 0 = instant, 0.5 = fast, 1 = normal,
        2 = slow (``settings.ANIMATION_SPEEDS``, as stored by View ▸ Animation speed)."""
        self._animator.set_duration_factor(factor)

    def is_animating(self) -> bool:
        return self._animator.is_animating()

    def retranslate(self) -> None:
        """Redraw every text in the current language."""
        for plugin in plugins.load_plugins().values():   # every game's cached texts
            plugin.retranslate()
        faces.clear_cache()
        if self._game_id is not None and self._view is not None:
            factor = self._animator.duration_factor()
            self._animator.set_duration_factor(0)
            selection = self._targeting.selection
            self.show_state(self._game_id, self._view, self._legal, interactive=self._interactive)
            self._targeting.selection = selection
            self._refresh_highlights()
            self._animator.set_duration_factor(factor)
        self._scene.update()

    def targets(self) -> list[str]:
        """Keys of the highlighted legal targets, in keyboard (reading) order."""
        return self._ordered_targets()

    def target_scene_pos(self, key: str) -> QPointF:
        """A scene point that clicks ``key``. Raises ``KeyError`` for an unknown key."""
        item = self._scene.item(key)
        if item is None:
            raise KeyError(key)
        if key in self._scene.cards:
            return self._visible_point(item)
        candidates = self._click_candidates(item)
        for point in candidates:      # the first point whose click means ``key``
            if self._click_key(self._keys_at(self.mapFromScene(point))) == key:
                return point
        return candidates[0]

    def _click_candidates(self, item) -> list[QPointF]:
        """Scene points on ``item`` worth clicking, best first: a zone's empty slots (certainly
        the zone, not a card in it), then its header, then its centre; an item's own
        ``click_points()`` (piles, board spaces); else its centre."""
        if item.key in self._scene.zones:
            rect = item.sceneBoundingRect()
            points = [item.mapToScene(slot.center()) for slot in getattr(item, "slots", [])[:1]]
            return points + [QPointF(rect.center().x(), rect.top() + 14),
                             item.mapToScene(item.rect.center())]
        if hasattr(item, "click_points"):
            return list(item.click_points())
        return [item.sceneBoundingRect().center()]

    def _visible_point(self, item: CardItem) -> QPointF:
        """A point of ``item`` not covered by another card (fanned hands overlap): the
        centre when it is free, else the first free point scanning from the top left."""
        rect = item.card_rect()
        candidates = [rect.center()]
        for fy in (0.2, 0.5, 0.8):
            for fx in (0.12, 0.3, 0.5, 0.7, 0.88):
                candidates.append(QPointF(rect.left() + fx * rect.width(),
                                          rect.top() + fy * rect.height()))
        for local in candidates:
            point = item.mapToScene(local)
            top = [k for k in self._keys_at(self.mapFromScene(point)) if k in self._scene.cards]
            if top and top[0] == item.key:
                return point
        return item.scenePos()

    # --- extensions -----------------------------------------------------------------------
    def set_seat_names(self, names: list[str] | None) -> None:
        """Names shown instead of "Player N" (applied on the next ``show_state``); a
        :class:`~contaria_desktop.i18n.names.SeatNames` keeps its ``bots`` (never "you")."""
        from ..i18n.names import SeatNames
        self._seat_names = SeatNames(names, getattr(names, "bots", ())) if names else None

    def set_bottom_seat(self, seat: int | None) -> None:
        """Seat drawn at the bottom when the view has no ``viewer`` (omniscient/public
        views); None (default): the seat to move. Applied on the next ``show_state``."""
        self._fixed_bottom = None if seat is None else int(seat)

    def table_scene(self) -> TableScene:
        return self._scene

    def selection(self) -> str | None:
        """Key of the half-made selection (e.g. a hand card), if any."""
        return self._targeting.selection

    def selection_prompt(self) -> tuple[str, dict] | None:
        """``(message key, params)`` of the next step while a selection is half-made (the
        game's ``Targeting.prompt()``, e.g. "now choose a tale"), or None."""
        prompt = getattr(self._targeting, "prompt", None)
        return prompt() if callable(prompt) and self._targeting.selection is not None else None

    def cancel_selection(self) -> bool:
        """Drop the half-made selection, as Esc does (the bar's "Undo selection" button).
        True when there was one."""
        if not self._targeting.cancel():
            return False
        self._focus = None
        self._refresh_highlights()
        return True

    def restore_selection(self, key: str | None) -> bool:
        """Make ``key`` the half-made selection again if it is still a first step now (a
        language switch redraws the table and must not drop it). True when restored."""
        if key is None or self._targeting.selection is not None:
            return False
        options = self._targeting.choices(None)
        if key not in options or options[key] is not None:
            return False
        self._targeting.selection = key
        self._refresh_highlights()
        return True

    def focus_first_target(self) -> None:
        """Give the table keyboard focus with the ring on the first target (after the
        curtain: Tab, arrows and Enter work at once, and it shows).

        Opens no preview: this focus is given by the program (the curtain may have been
        dismissed with the mouse), and a large preview must open only when the player moved
        the focus with the keyboard (QA issue 11: it covered the title and the common area
        right after a mouse click). The next Tab or arrow opens it."""
        self.setFocus(Qt.OtherFocusReason)
        if self._targeting.targets():
            self._focus = None
            self._move_focus(1, preview=False)

    # --- highlights, focus, preview -----------------------------------------------------
    def _ordered_targets(self) -> list[str]:
        keys = self._targeting.targets()

        def where(key: str) -> tuple[float, float]:
            item = self._scene.item(key)
            if item is None:
                return (1e9, 1e9)
            c = item.sceneBoundingRect().center()
            return (round(c.y() / 80.0), c.x())

        return sorted(keys, key=where)

    def _refresh_highlights(self) -> None:
        targets = set(self._targeting.targets())
        if self._focus is not None and self._focus not in targets \
                and self._focus != self._targeting.selection:
            self._focus = None
        self._scene.set_highlights(targets, self._targeting.selection, self._focus)
        self._scene.set_disabled(set(self.disabled()))
        if self._targeting.selection != self._told_selection:
            self._told_selection = self._targeting.selection
            self.selectionChanged.emit(self._told_selection)
        # the hover preview says why a card is disabled: that changes with the selection
        # (e.g. a token that selects a kind of move), so an open preview is redrawn with it
        hovered = self._scene.cards.get(self._hovered) if self._hovered else None
        if hovered is not None and hovered.isVisible() and self._scene.preview.isVisible():
            self._show_preview(hovered)
        self.viewport().update()

    def _refresh_preview(self) -> None:
        key = self._hovered
        item = self._scene.cards.get(key) if key else None
        if item is None or not item.isVisible():
            self._set_hovered(None)
        else:
            self._show_preview(item)
            self.hoveredCard.emit(item.card)

    def _set_hovered(self, key: str | None) -> None:
        self._hover_by_keyboard = False     # set again by the keyboard path after this call
        if key == self._hovered and (key is None or self._scene.preview.isVisible()):
            return
        self._hovered = key
        item = self._scene.cards.get(key) if key else None
        if item is None:
            self._scene.preview.clear()
            self.hoveredCard.emit(None)
            return
        self._show_preview(item)
        self.hoveredCard.emit(item.card)

    def _show_preview(self, item: CardItem) -> None:
        preview: PreviewItem = self._scene.preview
        place = self._scene.plan.cards.get(item.key) if self._scene.plan else None
        preview.show_card(item.card, item.face, place.owner_label if place else "",
                          note=self.disabled().get(item.key, ""))
        # constant reading size on screen: larger in scene units when the window is small, and
        # its smallest line at least the readable size (issue 18.3: at 1024×640 its lines
        # were 6.7-8.3 px); no taller than the table
        view_scale = max(self.transform().m22(), 1e-3)
        w, h = preview.size()
        table_h = self._scene.sceneRect().bottom()
        need = faces.text_floor() / (preview.smallest_px() * view_scale)
        scale = min(max(0.85 / view_scale, need, 1.0), max(1.5, need), (table_h - 16) / h)
        preview.setScale(scale)
        w, h = w * scale, h * scale
        box = item.sceneBoundingRect()
        c = box.center()
        table_w = self._scene.sceneRect().right()
        y = min(max(8.0, c.y() - h / 2), table_h - h - 8)
        # the far side first; but never over a place the card could go now (a tale to drop
        # on, a target of the half-made selection - or what the game keeps in sight for this
        # card, Targeting.preview_keep_clear): the side covering the least of them, else
        # any free place near the card (above the hand, between the zones)
        sides = [SCENE_W - w - 12, 12.0] if c.x() < SCENE_W / 2 else [12.0, SCENE_W - w - 12]
        keep = getattr(self._targeting, "preview_keep_clear", None)
        keys = list(keep(item.key)) if callable(keep) else \
            (self._targeting.targets() if self._targeting.selection is not None else [])
        if self._dragging is not None:
            keys += [k for k in self._targeting.targets() if k not in keys]
        keep_clear = [r for r in (self._target_rect(k) for k in keys if k != item.key) if r is not None]

        def covered(pos: tuple[float, float]) -> float:
            rect = QRectF(pos[0], pos[1], w, h)
            return sum((rect & r).width() * (rect & r).height() for r in keep_clear + [box])

        spots = [(x, y) for x in sides]
        if keep_clear and all(covered(spot) > 0 for spot in spots):
            xs = [12.0 + (table_w - w - 24) * i / 24 for i in range(25)]
            ys = {8.0, y, max(8.0, box.top() - h - 8), min(table_h - h - 8, box.bottom() + 8), table_h - h - 8}
            near = sorted(((px, py) for px in xs for py in ys),
                          key=lambda s: (s[0] + w / 2 - c.x()) ** 2 + (s[1] + h / 2 - c.y()) ** 2)
            spots += near
        x, y = min(spots, key=covered)   # min keeps the first of equals: the far side
        preview.setPos(x, y)
        if self._dragging is not None and covered((x, y)) > 0:
            preview.clear()   # dragging and no side is free: the drop targets matter more

    def _target_rect(self, key: str) -> QRectF | None:
        item = self._scene.item(key)
        return item.sceneBoundingRect() if item is not None and item.isVisible() else None

    # --- geometry -----------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.KeepAspectRatio)
        self.resetCachedContent()
        # the smallest text follows the window's size: 9 px at 1024×640, 11 px from 1280×800
        # (issue 18.3); the items paint again with it
        size = self.window().size()   # the window's size: the rule is said of 1024×640 / 1280×800 windows
        if faces.set_text_floor(faces.min_text_px_for(size.width(), size.height()), self.devicePixelRatioF()):
            for item in self._scene.all_items():
                item.update()
        if self._scene.preview.isVisible():
            self._refresh_preview()     # its scale follows the view's (it kept the first one)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, FELT.darker(140))
        image = art.table_background(self._art_folders())
        if image is not None:       # a texture: tiled, never stretched
            painter.fillRect(rect, QBrush(image))
        else:
            table = self._scene.sceneRect()
            grad = QRadialGradient(table.center(), SCENE_W * 0.6)
            grad.setColorAt(0.0, FELT.lighter(125))
            grad.setColorAt(1.0, FELT.darker(115))
            painter.fillRect(table, grad)

    def _art_folders(self) -> tuple[str, ...]:
        """Art folders to look for a felt texture in: the game on screen first, then the
        other games' (a game without its own felt borrows another's)."""
        loaded = plugins.load_plugins()
        first = [loaded[self._game_id].art_folder] if self._game_id in loaded else []
        return tuple(dict.fromkeys(first + [p.art_folder for p in loaded.values() if p.art_folder]))

    # --- mouse ----------------------------------------------------------------------------
    def _keys_at(self, view_pos) -> list[str]:
        keys = []
        for item in self.items(view_pos):
            if item is self._scene.preview or item is self._dragging:
                continue
            key = getattr(item, "key", None)
            # pieces that take no clicks (a token on a card or space) let them through
            if key and item.isVisible() and item.acceptedMouseButtons() & Qt.LeftButton:
                keys.append(key)
        return keys

    def _click_key(self, keys: list[str]) -> str | None:
        """The key a click on ``keys`` (topmost first) means: a target, the selection, or the
        zone (or board space) of a card clicked while that zone is a target."""
        targets = set(self._targeting.targets())
        selection = self._targeting.selection
        plan = self._scene.plan
        for key in keys:
            if key in targets or key == selection:
                return key
            if key.startswith(CARD):
                if plan is not None and key in plan.cards and plan.cards[key].zone in targets:
                    return plan.cards[key].zone
                return None     # the topmost card takes the click, not a card under it
        return None

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.MouseFocusReason)
        keys = self._keys_at(event.position().toPoint())
        key = self._click_key(keys)
        scene_pos = self.mapToScene(event.position().toPoint())
        if key is not None:
            item = self._scene.item(key)
            offset = scene_pos - item.scenePos() if item is not None else QPointF()
            self._press = (key, scene_pos, offset)
        else:
            self._press = None
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        pos = event.position().toPoint()
        scene_pos = self.mapToScene(pos)
        if self._press is not None and event.buttons() & Qt.LeftButton:
            key, start, offset = self._press
            if self._dragging is None and key in self._targeting.draggable() and \
                    (event.position() - self.mapFromScene(start).toPointF()).manhattanLength() \
                    >= QApplication.startDragDistance():
                self._dragging = self._scene.cards[key]
                self._dragging.setZValue(zvalues.DRAG)
                self._set_hovered(None)
            if self._dragging is not None:
                self._dragging.setPos(scene_pos - offset)
                target = self._drop_target_at(pos)
                self._focus = target if target in self._targeting.targets() else None
                self._refresh_highlights()
                event.accept()
                return
        if self._dragging is None:
            cards = [k for k in self._keys_at(pos) if k.startswith(CARD)]
            self._set_hovered(cards[0] if cards else None)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.LeftButton:
            super().mouseReleaseEvent(event)
            return
        press, self._press = self._press, None
        if self._dragging is not None:
            card = self._dragging
            target = self._drop_target_at(event.position().toPoint())
            action = None
            if target is not None:
                action = self._targeting.drop(card.key, target)
            self._end_drag(animate=action is None)
            self._focus = None
            if action is not None:
                self._emit(action)
            else:
                self._refresh_highlights()
            event.accept()
            return
        if press is not None:
            keys = self._keys_at(event.position().toPoint())
            if self._click_key(keys) == press[0]:
                self._activate(press[0])
        event.accept()

    def leaveEvent(self, event) -> None:
        if self._dragging is None:
            self._set_hovered(None)
        super().leaveEvent(event)

    def _drop_target_at(self, view_pos) -> str | None:
        """What a dragged card over ``view_pos`` would land on: the topmost zone, board or
        track space or pile there, or the zone of a card there (a card in a zone stands for
        its zone)."""
        plan = self._scene.plan
        scene = self._scene
        for key in self._keys_at(view_pos):
            if key in scene.zones or key in scene.spaces or key in scene.piles:
                return key
            if key in scene.cards and plan is not None and key in plan.cards:
                zone = plan.cards[key].zone
                if zone in scene.zones or zone in scene.spaces:
                    return zone
        return None

    def _end_drag(self, animate: bool) -> None:
        card, self._dragging = self._dragging, None
        if card is None or self._scene.plan is None:
            return
        place = self._scene.plan.cards.get(card.key)
        if place is None:
            return
        card.setZValue(place.z)
        if animate:
            self._animator.begin()
            self._animator.move(card, place.pos, place.rotation, place.scale)
            self._animator.commit()
        else:
            card.setPos(place.pos)

    # --- keyboard -------------------------------------------------------------------------
    def event(self, event) -> bool:
        # Tab and Backtab move between targets instead of leaving the table (only while there
        # is something to choose: otherwise keyboard focus may leave as usual)
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Tab, Qt.Key_Backtab) \
                and self._targeting.targets():
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        shift = bool(event.modifiers() & Qt.ShiftModifier)
        if key in (Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Right, Qt.Key_Left, Qt.Key_Up, Qt.Key_Down):
            back = key in (Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Up) or (key == Qt.Key_Tab and shift)
            self._move_focus(-1 if back else 1)
            event.accept()
            return
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            if self._focus is not None:
                self._activate(self._focus)
            event.accept()
            return
        if key == Qt.Key_Escape:
            if self.cancel_selection():
                event.accept()
                return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        """Focus reached the table by Tab/Backtab/a shortcut: show the ring's card large (a
        keyboard move); by the mouse or the program: no preview (QA issue 11)."""
        super().focusInEvent(event)
        if event.reason() in (Qt.TabFocusReason, Qt.BacktabFocusReason, Qt.ShortcutFocusReason) \
                and self._focus is not None and self._focus in self._scene.cards:
            self._set_hovered(self._focus)
            self._hover_by_keyboard = self._hovered is not None

    def _move_focus(self, step: int, preview: bool = True) -> None:
        """Move the keyboard ring ``step`` targets on (wrapping); ``preview``: the ring's card
        shows large (only for a move made with the keyboard)."""
        order = self._ordered_targets()
        if not order:
            self._focus = None
            self._refresh_highlights()
            return
        if self._focus in order:
            i = (order.index(self._focus) + step) % len(order)
        else:
            i = 0 if step > 0 else len(order) - 1
        self._focus = order[i]
        self._refresh_highlights()
        if not preview:
            return
        # the preview follows the keyboard: a card shows large, anything else clears it
        self._set_hovered(self._focus if self._focus in self._scene.cards else None)
        self._hover_by_keyboard = self._hovered is not None

    # --- choosing ---------------------------------------------------------------------------
    def _activate(self, key: str) -> None:
        action = self._targeting.activate(key)
        if action is not None:
            self._emit(action)
            return
        # a selection changed: keep keyboard focus on the first new target
        order = self._ordered_targets()
        self._focus = order[0] if (self._focus is not None and order) else None
        self._refresh_highlights()

    def _make_targeting(self, legal: list, seat):
        """The game's targeting (its plug-in's ``targeting(legal, seat, view)``); nothing is
        targeted before a game is shown."""
        if self._game_id is None:
            return Targeting()
        return plugin_for(self._game_id).targeting(legal, seat, self._view or {})

    def disabled(self) -> dict[str, str]:
        """Cards of the deciding seat that may not be chosen now, with the reason (shown
        dimmed; the reason in the hover preview). Empty for games without such cards."""
        return dict(self._targeting.disabled())

    def _emit(self, action) -> None:
        """Emit ``action`` (one of ``legal``) once; the table waits for the next state."""
        self._targeting = self._make_targeting([], None)
        self._focus = None
        self._refresh_highlights()
        self.actionChosen.emit(action)
