"""Every z-value of the table, in named bands (Cockatrice's ``z_values.h`` idea): the
background sits under the board, the board (spaces, tracks) under the zones, zones under
piles, piles under cards, cards under tokens, and the hover preview, a dragged card and
overlays above everything. Items pick a band plus a small offset (e.g. the card's slot index)
and never invent numbers of their own."""

BACKGROUND = -1000.0
BOARD = -150.0           # board spaces and tracks (a track's spaces: BOARD + 1)
ZONE = -100.0            # zone frames (hands, play areas...), their labels and empty slots
PILE = -50.0             # piles: decks, discard piles, fanned stacks of small cards
CARD = 0.0               # cards: CARD + slot index (0..CARD_SPAN)
CARD_SPAN = 90.0
TOKEN = 100.0            # tokens (markers, coins, meeples) sit on cards and spaces
RAISED = 200.0           # the card under the mouse or keyboard focus, lifted a little
DRAG = 500.0             # a card being dragged
PREVIEW = 1000.0         # the large hover preview
OVERLAY = 2000.0         # messages drawn over the whole table


def card_z(slot: int) -> float:
    """Z-value of a card in slot ``slot`` of its zone (later slots on top)."""
    return CARD + min(max(slot, 0), int(CARD_SPAN))


def token_z(order: int) -> float:
    """Z-value of the ``order``-th token on one card or space (0..99)."""
    return TOKEN + min(max(order, 0), 99)
