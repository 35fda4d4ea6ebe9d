"""Contária Desktop: four modern tabletop games, hot-seat, on one screen."""

__version__ = "0.1.0"
APP_NAME = "Contaria Desktop"
APP_ID = "contaria-desktop"
