"""The QGraphicsScene table: draws any engine's per-seat view and turns clicks into that
engine's legal actions. Public API: :class:`TableWidget` (docs/table-api.md)."""

from .widget import TableWidget

__all__ = ["TableWidget"]
