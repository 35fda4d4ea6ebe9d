"""The windows: main window, start page, dialogs (new game, scores, about, crash report),
the hot-seat privacy curtain, the instruction bar and the game log panel.

Imports run one way: ``ui -> table -> session -> engines`` (see ARCHITECTURE.md).
"""
