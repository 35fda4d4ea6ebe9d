"""Harvest's table: the bottom seat's hand, the other hands at the top, two baskets and the
deck in the middle (scene units, 1600 x 1000)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from contaria_desktop.i18n.formatting import seat_label
from contaria_desktop.table.geometry import CARD_H, CARD_W
from contaria_desktop.table.items.zone import HEADER_H
from contaria_desktop.table.layouts.base import CardPlace, TablePlan, ZonePlace

from .faces import HarvestFace
from .messages import text
from .targeting import basket_key


def targeting(legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Any:
    from .targeting import HarvestTargeting
    return HarvestTargeting(legal, seat)


def _row(plan: TablePlan, zone: str, rect: QRectF, cards: list[dict], scale: float, owner: str,
         face_of) -> None:
    """Cards side by side, centred in ``rect`` below its header."""
    w = CARD_W * scale + 8
    x0 = rect.center().x() - w * (len(cards) - 1) / 2
    y = rect.top() + HEADER_H + (rect.height() - HEADER_H) / 2
    for i, card in enumerate(cards):
        key = "card:" + card["handle"]
        plan.cards[key] = CardPlace(key, dict(card), face_of(card), QPointF(x0 + i * w, y), scale, 0.0,
                                    10.0 + i, zone, owner)


def plan(view: Mapping[str, Any], bottom_seat: int, seat_names: Sequence[str] | None) -> TablePlan:
    """Where everything goes for ``view`` (``State.view``), ``bottom_seat`` at the bottom."""
    out = TablePlan()
    n = int(view.get("num_players") or len(view.get("hands") or []))
    viewer = view.get("viewer")
    face = lambda c: HarvestFace(c.get("identity"))   # noqa: E731
    others = [(bottom_seat + k) % n for k in range(1, n)]
    hand_h = HEADER_H + CARD_H * 1.1 + 20
    places = {bottom_seat: QRectF(450, 1000 - hand_h - 10, 700, hand_h)}
    top_w = 1560 / len(others) - 20
    for i, seat in enumerate(others):
        places[seat] = QRectF(20 + i * (top_w + 20), 10, top_w, HEADER_H + CARD_H * 0.8 + 20)
    for seat, rect in places.items():
        label = seat_label(seat, viewer, seat_names)
        key = f"hand:{seat}"
        out.zones[key] = ZonePlace(key, rect, text("harvest.zone.hand", seat=label), "",
                                   emphasis=seat == viewer)
        scale = 1.1 if seat == bottom_seat else 0.8
        _row(out, key, rect, list(view["hands"][seat]), scale, text("harvest.zone.hand", seat=label), face)
    size = int(view.get("basket_size") or 6)
    basket_w = size * (CARD_W * 0.9 + 8) + 30
    for b, basket in enumerate(view.get("baskets") or []):
        rect = QRectF(40 + b * (basket_w + 30), 300, basket_w, HEADER_H + CARD_H * 0.9 + 30)
        key = basket_key(b)
        title = text("harvest.zone.basket", number=b + 1)
        out.zones[key] = ZonePlace(key, rect, title, f"{len(basket)}/{size}")
        _row(out, key, rect, list(basket), 0.9, title, face)
    deck = int(view.get("deck") or 0)
    rect = QRectF(40 + 2 * (basket_w + 30), 300, 1560 - 2 * (basket_w + 30) - 20, HEADER_H + CARD_H * 0.9 + 30)
    out.zones["deck"] = ZonePlace("deck", rect, text("harvest.zone.deck"), "")
    if deck:
        card = {"handle": "deck", "identity": None}
        out.cards["card:deck"] = CardPlace("card:deck", card, HarvestFace(None, deck),
                                           QPointF(rect.center().x(), rect.top() + HEADER_H + (rect.height() - HEADER_H) / 2),
                                           0.9, 0.0, 10.0, "deck", text("harvest.zone.deck"))
    return out
