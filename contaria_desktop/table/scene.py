"""The table scene: owns the items of the table vocabulary (``layouts/base.py``: cards, zones,
tokens, piles, board spaces, tracks), keyed by stable ids, and moves them to a layout's plan.
Items are created once and reused for the whole game; an update only changes positions,
faces and highlights (KPat's stable cards)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from . import zvalues
from .animation import Animator
from .geometry import SCENE_RECT
from .items.card import CardItem
from .items.highlight import Highlight
from .items.pile import PileItem
from .items.preview import PreviewItem
from .items.space import SpaceItem, TrackItem
from .items.token import TokenItem
from .items.zone import ZoneItem
from .layouts.base import TablePlan


class TableScene(QGraphicsScene):
    """Scene of :data:`geometry.SCENE_RECT`, or of the current plan's ``bounds``."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        # items move a lot while animating; a BSP index would be rebuilt all the time
        self.setItemIndexMethod(QGraphicsScene.NoIndex)
        self.cards: dict[str, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.tokens: dict[str, TokenItem] = {}
        self.piles: dict[str, PileItem] = {}
        self.spaces: dict[str, SpaceItem] = {}      # board spaces and every track's spaces
        self.tracks: dict[str, TrackItem] = {}
        self.plan: TablePlan | None = None
        self.preview = PreviewItem()
        self.preview.setZValue(zvalues.PREVIEW)
        self.addItem(self.preview)

    def clear_table(self) -> None:
        """Remove every game item (a new game of another kind)."""
        for registry in self._registries():
            for item in registry.values():
                self.removeItem(item)
                item.deleteLater()
            registry.clear()
        self.plan = None
        self.preview.clear()

    def _registries(self) -> tuple[dict, ...]:
        return (self.cards, self.zones, self.tokens, self.piles, self.spaces, self.tracks)

    def item(self, key: str):
        """The item with ``key`` (card, zone, token, pile, board or track space, track) or
        ``None``."""
        for registry in self._registries():
            if key in registry:
                return registry[key]
        return None

    def all_items(self):
        for registry in self._registries():
            yield from registry.values()

    def apply(self, plan: TablePlan, animator: Animator) -> None:
        """Move every item to ``plan`` (collecting animations in ``animator``); items not in
        the plan are hidden, new ones appear in place."""
        self.plan = plan
        bounds = plan.bounds if plan.bounds is not None else SCENE_RECT
        if bounds != self.sceneRect():
            self.setSceneRect(bounds)
        for key, zp in plan.zones.items():
            zone = self.zones.get(key)
            if zone is None:
                zone = self.zones[key] = ZoneItem(key)
                zone.setZValue(zvalues.ZONE)
                self.addItem(zone)
            zone.set_geometry(zp.rect, zp.title, zp.subtitle, zp.slots, zp.emphasis, zp.emblem)
            zone.setVisible(True)
        _hide_missing(self.zones, plan.zones)

        spaces = dict(plan.spaces)
        for key, tp in plan.tracks.items():
            track = self.tracks.get(key)
            if track is None:
                track = self.tracks[key] = TrackItem(key)
                self.addItem(track)
            track.set_place(tp)
            track.setZValue(tp.z)
            track.setVisible(True)
            for sp in tp.spaces():
                spaces[sp.key] = sp
        _hide_missing(self.tracks, plan.tracks)

        for key, sp in spaces.items():
            space = self.spaces.get(key)
            if space is None:
                space = self.spaces[key] = SpaceItem(key)
                self.addItem(space)
            space.set_place(sp)
            space.setZValue(sp.z)
            space.setVisible(True)
        _hide_missing(self.spaces, spaces)

        for key, pp in plan.piles.items():
            pile = self.piles.get(key)
            fresh = pile is None or not pile.isVisible()
            if pile is None:
                pile = self.piles[key] = PileItem(key)
                self.addItem(pile)
            pile.set_place(pp)
            pile.setZValue(pp.z)
            if fresh:
                pile.setPos(pp.top_left)
                pile.setScale(pp.scale)
            else:
                animator.move(pile, pp.top_left, 0.0, pp.scale)
            pile.setVisible(True)
        _hide_missing(self.piles, plan.piles)

        for key, cp in plan.cards.items():
            card = self.cards.get(key)
            fresh = card is None or not card.isVisible()
            if card is None:
                card = self.cards[key] = CardItem(key)
                self.addItem(card)
            card.card = cp.card
            card.setZValue(cp.z)
            if fresh:
                card.set_face(cp.face)
                card.setPos(cp.origin if cp.origin is not None else cp.pos)
                card.setRotation(cp.rotation)
                card.setScale(cp.scale)
                card.setVisible(True)
                if cp.origin is not None:
                    animator.move(card, cp.pos, cp.rotation, cp.scale)
                continue
            old = card.face
            turned = old is None or _side(old) != _side(cp.face)
            if turned:
                card.set_face(cp.face, immediately=False)
                animator.flip(card)
            elif old != cp.face:
                card.set_face(cp.face)
            animator.move(card, cp.pos, cp.rotation, cp.scale)
        _hide_missing(self.cards, plan.cards)

        for key, tk in plan.tokens.items():
            token = self.tokens.get(key)
            fresh = token is None or not token.isVisible()
            if token is None:
                token = self.tokens[key] = TokenItem(key)
                self.addItem(token)
            token.set_place(tk)
            token.setZValue(tk.z)
            if fresh:
                token.setPos(tk.pos)
                token.setScale(tk.scale)
                token.setRotation(tk.rotation)
                token.setVisible(True)
            else:
                animator.move(token, tk.pos, tk.rotation, tk.scale)
        _hide_missing(self.tokens, plan.tokens)

    def set_highlights(self, targets: set[str], selection: str | None, focus: str | None) -> None:
        """Gold for legal targets, blue for the selection, a dashed ring for keyboard focus."""
        for item in self.all_items():
            if not hasattr(item, "set_highlight"):
                continue
            key = item.key
            if key == selection:
                state = Highlight.SELECTED
            elif key in targets:
                state = Highlight.TARGET
            else:
                state = Highlight.NONE
            item.set_highlight(state, focused=key == focus)

    def set_disabled(self, keys: set[str]) -> None:
        """Dim the cards in ``keys`` (not choosable now); every other card is undimmed."""
        for key, card in self.cards.items():
            dimmed = key in keys
            if card.dimmed != dimmed:
                card.dimmed = dimmed
                card.update()

    def texts(self) -> list[str]:
        """Every string any visible item shows or may show (tests look for leaks here)."""
        out: list[str] = []
        for item in self.items():
            if not item.isVisible():
                continue
            if hasattr(item, "texts"):
                out += item.texts()
            if item.toolTip():
                out.append(item.toolTip())
            if hasattr(item, "text") and callable(item.text):
                out.append(item.text())
            if hasattr(item, "toPlainText"):
                out.append(item.toPlainText())
        return out


def _hide_missing(registry: dict, keep: dict) -> None:
    for key, item in registry.items():
        if key not in keep and item.isVisible():
            item.setVisible(False)


def _side(face) -> tuple:
    """What a flip changes: face up or down and, face up, the identity shown (faces without
    these attributes count as face up, their identity being the face itself)."""
    up = getattr(face, "face_up", True)
    return (up, getattr(face, "identity", face) if up else None)
