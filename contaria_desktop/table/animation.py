"""Grouped table animations (Kajongg's idea): every change caused by one update runs in one
parallel group, and ``idle`` is emitted once when all of it has finished. Speed 0 is instant
(tests, bots, replays): values are set at once and ``idle`` still follows, queued.

Speed is one quantity everywhere: a **duration factor** that multiplies every base duration
(0 = instant, 0.5 = fast, 1 = normal, 2 = slow). View ▸ Animation speed offers
``settings.ANIMATION_SPEEDS``, stores the factor (``prefs.animation_speed``) and the table
passes it on unchanged (issue 19.9: the menu stored a duration factor that the table divided
by, so "Fast" was slow)."""

from __future__ import annotations

from PySide6.QtCore import (QEasingCurve, QObject, QParallelAnimationGroup, QPointF,
                            QPropertyAnimation, QTimer, QVariantAnimation, Signal)

MOVE_MS = 320          # base durations at the normal speed (factor 1)
FLIP_MS = 260

def duration_ms(base_ms: int, factor: float) -> int:
    """Milliseconds an animation of ``base_ms`` at the normal speed takes under duration
    ``factor`` (see module docstring): 0 when ``factor`` <= 0 (instant), else at least 1."""
    if factor <= 0:
        return 0
    return max(1, round(base_ms * factor))

_EASING = QEasingCurve(QEasingCurve.InOutCubic)


class Animator(QObject):
    """Collects the animations of one update: ``begin()``, ``move()``/``flip()``...,
    ``commit()``."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factor = 1.0          # duration factor (see module docstring)
        self._group: QParallelAnimationGroup | None = None
        self._pending: QParallelAnimationGroup | None = None
        self._flips: list = []
        self._idle_queued = False
        self._instant = False       # this update only: set values, animate nothing

    # --- settings -----------------------------------------------------------------------
    def set_duration_factor(self, factor: float) -> None:
        """Multiply every duration by ``factor``: 0 = instant, 0.5 = fast, 1 = normal, 2 = slow
        (``settings.ANIMATION_SPEEDS``). Negative values count as 0."""
        self._factor = max(0.0, float(factor))

    def duration_factor(self) -> float:
        """The factor set by :meth:`set_duration_factor`."""
        return self._factor

    def is_animating(self) -> bool:
        return self._group is not None

    def _ms(self, base: int) -> int:
        return 0 if self._instant else duration_ms(base, self._factor)

    # --- one update ---------------------------------------------------------------------
    def begin(self, instant: bool = False) -> None:
        """Start collecting. A group still running is stopped where it is (items stay at their
        current in-between values, so the next animations start from there); unfinished flips
        jump to their new face. ``instant``: this update sets everything at once."""
        self._instant = instant
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect(self._finished)
            group.stop()
            group.deleteLater()
        for item in self._flips:
            item.set_flip(1.0)
        self._flips = []
        self._pending = QParallelAnimationGroup(self)

    def move(self, item, pos: QPointF, rotation: float, scale: float) -> None:
        """Animate ``item`` (a QGraphicsObject) to ``pos``/``rotation``/``scale``."""
        ms = self._ms(MOVE_MS)
        if ms == 0 or self._pending is None:
            if item.pos() != pos:
                item.setPos(pos)
            if item.rotation() != rotation:
                item.setRotation(rotation)
            if item.scale() != scale:
                item.setScale(scale)
            return
        for prop, now, target in ((b"pos", item.pos(), pos),
                                  (b"rotation", item.rotation(), rotation),
                                  (b"scale", item.scale(), scale)):
            if now == target:
                continue
            anim = QPropertyAnimation(item, prop, self._pending)
            anim.setDuration(ms)
            anim.setStartValue(now)
            anim.setEndValue(target)
            anim.setEasingCurve(_EASING)
            self._pending.addAnimation(anim)

    def flip(self, item) -> None:
        """Turn ``item`` over to its stored target face (``item.set_flip(progress)``)."""
        ms = self._ms(FLIP_MS)
        if ms == 0 or self._pending is None:
            item.set_flip(1.0)
            return
        anim = QVariantAnimation(self._pending)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.valueChanged.connect(item.set_flip)
        self._pending.addAnimation(anim)
        self._flips.append(item)

    def commit(self) -> None:
        """Run what was collected; ``idle`` is emitted when it ends (queued if nothing runs)."""
        group, self._pending = self._pending, None
        if group is None or group.animationCount() == 0:
            if group is not None:
                group.deleteLater()
            self._queue_idle()
            return
        self._group = group
        group.finished.connect(self._finished)
        group.start()

    def _finished(self) -> None:
        group, self._group = self._group, None
        for item in self._flips:
            item.set_flip(1.0)
        self._flips = []
        if group is not None:
            group.deleteLater()
        self.idle.emit()

    def _queue_idle(self) -> None:
        if not self._idle_queued:
            self._idle_queued = True
            QTimer.singleShot(0, self, self._emit_queued_idle)

    def _emit_queued_idle(self) -> None:
        self._idle_queued = False
        if self._group is None:
            self.idle.emit()

