"""Every z-value of the table, in named bands (Cockatrice's ``z_values.h`` idea): the
background sits under the zones, zones under cards, cards under markers, and the hover
preview, a dragged card and overlays above everything. Items pick a band plus a small
offset (e.g. the card's slot index) and never invent numbers of their own."""

BACKGROUND = -1000.0
ZONE = -100.0            # tale and hand frames, their labels and empty slots
MIRROR = -50.0           # mirror stacks beside each seat
CARD = 0.0               # cards: CARD + slot index (0..CARD_SPAN)
CARD_SPAN = 90.0
MARKER = 100.0           # markers sit on their cards
RAISED = 200.0           # the card under the mouse or keyboard focus, lifted a little
DRAG = 500.0             # a card being dragged
PREVIEW = 1000.0         # the large hover preview
OVERLAY = 2000.0         # messages drawn over the whole table


def card_z(slot: int) -> float:
    """Z-value of a card in slot ``slot`` of its zone (later slots on top)."""
    return CARD + min(max(slot, 0), int(CARD_SPAN))


def marker_z(order: int) -> float:
    """Z-value of the ``order``-th marker on one card."""
    return MARKER + order
