"""Errors raised by engines and the kit. Each carries a message key and parameters so the UI
can translate it; ``str(error)`` is a plain English sentence for logs and tests."""

from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base of every error the engines raise on purpose.

    ``key`` is a message key (e.g. ``"illegal.not_your_turn"``), ``params`` its JSON-safe
    parameters; ``args[0]`` is an English fallback sentence.
    """

    def __init__(self, message: str, key: str = "", **params: Any) -> None:
        super().__init__(message)
        self.key = key or type(self).__name__
        self.params = params

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else self.key


class IllegalAction(EngineError):
    """An action that is not legal now. The state is left exactly as it was.

    ``reason`` is the English explanation (same as ``str(err)``).
    """

    @property
    def reason(self) -> str:
        return self.message


class OptionError(EngineError, ValueError):
    """A game option (or player count) that the game does not declare or accept."""


class PositionError(EngineError, ValueError):
    """A hand-written position that is not a valid position of the game; the message names
    the problem (e.g. "card 'x' appears twice")."""


class StateFormatError(EngineError, ValueError):
    """A serialized state (``to_json`` output) that cannot be read back."""


class GameNotOver(EngineError):
    """``result()`` asked of a game that has not ended."""


class UnknownGame(EngineError, KeyError):
    """A game id that is not registered."""

    def __str__(self) -> str:  # KeyError would quote the message
        return self.message
