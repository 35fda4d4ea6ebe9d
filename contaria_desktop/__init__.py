"""Contária Desktop: modern tabletop games, hot-seat, on one screen (playable: Contária and
CharLatão; Dark Tales and Quissama to come)."""

__version__ = "0.1.0"
#: The name people read (window titles, --help, About). Keep it spelled with the accent.
APP_NAME = "Contária Desktop"
#: ASCII identifier for file names, folders and desktop ids (platformdirs, argparse prog).
APP_ID = "contaria-desktop"
