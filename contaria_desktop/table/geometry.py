"""Fixed scene geometry shared by items and layouts, in scene units (not pixels).

The scene is a 1600 x 1000 rectangle (or a plan's ``TablePlan.bounds``) that the view scales
to fit the window, so layouts never think about window size; pixmaps are rendered at the
on-screen size."""

from PySide6.QtCore import QRectF

SCENE_W = 1600.0
SCENE_H = 1000.0
SCENE_RECT = QRectF(0.0, 0.0, SCENE_W, SCENE_H)

# a card at scale 1; layouts scale cards per zone (items are centred on their position)
CARD_W = 100.0
CARD_H = 140.0
CARD_RADIUS = 7.0

