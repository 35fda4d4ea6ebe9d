"""Hot-seat rules for undo, redo and the privacy curtain (pure functions over steps).

Undo works in *units*: the last decision of a human seat plus the bot decisions taken after
it (undoing a human decision but leaving the bots' answers would let them be replayed at once);
redo re-applies the same unit forward. Outside playtest mode a unit may be undone only when

- it is not before the *undo floor*: once the next human seat confirms the privacy curtain
  (``GameSession.confirm_handover``) the previous player's decisions are final
  (``"undo.refused.other_player"``); and
- none of its decisions revealed hidden information to the deciding player or to the table
  (an event with ``reveals`` that is public or visible to that player), since undoing would let
  the player decide again knowing it (``"undo.refused.revealed"``). A reveal visible only to
  *other* seats does not stop undo (issue #4: e.g. the CharLatão Supplier's secret choice of the
  excellent suit lets the other characters look at their quality spaces): another person sees it
  only after confirming the privacy curtain, which makes the decision final anyway, and a bot's
  later decisions are undone with the unit.

Playtest mode undoes and redoes freely.
"""

from __future__ import annotations

from typing import Callable, Sequence

from .timeline import Step

START = "undo.refused.start"
REVEALED = "undo.refused.revealed"
OTHER_PLAYER = "undo.refused.other_player"
NOTHING_OF_YOURS = "undo.refused.nothing_of_yours"


def undo_target(steps: Sequence[Step], cursor: int, is_human: Callable[[int | None], bool],
                floor: int, playtest: bool, start: int = 0) -> tuple[int | None, str]:
    """Where one undo would move the cursor.

    Returns ``(position, "")`` when allowed, else ``(None, reason_key)``. ``start`` is the
    first position of the current game (undo never crosses into an earlier game)."""
    if cursor <= start:
        return None, START
    j = cursor - 1
    while j >= start and not is_human(steps[j].actor):
        j -= 1
    if j < start:  # only bot decisions since the start
        if playtest:
            return cursor - 1, ""
        return None, NOTHING_OF_YOURS
    if playtest:
        return j, ""
    if j < floor:
        return None, OTHER_PLAYER
    decider = steps[j].actor
    if any(reveals_to(steps[k], decider) for k in range(j, cursor)):
        return None, REVEALED
    return j, ""


def reveals_to(step: Step, seat: int | None) -> bool:
    """Did ``step`` reveal hidden information that ``seat`` (the deciding player) or everyone
    could see? True for an event with ``reveals`` that is public (``visible_to`` None) or
    visible to ``seat``; a reveal only to other seats does not count, nor one of what ``seat`` knew
    already (``Event.known_to``: its own card played face up; see the module doc)."""
    if not step.reveals:
        return False
    return any(e.reveals and (e.visible_to is None or seat in e.visible_to)
               and not (e.known_to and seat in e.known_to) for e in step.events)


def redo_target(steps: Sequence[Step], cursor: int, is_human: Callable[[int | None], bool]) -> int | None:
    """Where one redo would move the cursor (``None`` when there is nothing to redo): the next
    decision plus the bot decisions after it, stopping before the next human decision."""
    if cursor >= len(steps):
        return None
    k = cursor + 1
    while k < len(steps) and not is_human(steps[k].actor):
        k += 1
    return k


def floor_after_handover(steps: Sequence[Step], cursor: int, seat: int,
                         is_human: Callable[[int | None], bool], floor: int) -> int:
    """The new undo floor once ``seat`` confirmed the curtain at ``cursor``: every earlier
    decision of another human seat becomes final."""
    for k in range(cursor - 1, floor - 1, -1):
        actor = steps[k].actor
        if actor != seat and is_human(actor):
            return k + 1
    return floor
