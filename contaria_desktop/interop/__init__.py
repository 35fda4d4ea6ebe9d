"""Pure-Python bridges from the engines to other tools (above ``bots``, below ``ui``; the app
and its bundle never import this package). :mod:`.openspiel` exposes every registered engine
as an OpenSpiel game (``pip install 'contaria-desktop[openspiel]'``, see docs/openspiel.md)."""
