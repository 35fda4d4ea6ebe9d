"""Errors and warnings of the session layer. Each carries a message key and parameters so the
UI can translate it; ``str(error)`` is a plain English sentence for logs and tests."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any


class SaveError(Exception):
    """A save or position file that cannot be read or written.

    - ``path``: the file (``str``), or ``""`` when not tied to a file;
    - ``problem``: English description of what is wrong (e.g. ``"action 37 is not legal: ..."``);
    - ``key`` / ``params``: message key + JSON-safe parameters for translation
      (``params`` always holds ``path`` and ``problem``).

    ``str(err)`` is ``"<path>: <problem>"``.
    """

    def __init__(self, path: Any, problem: str, key: str = "save.error", **params: Any) -> None:
        self.path = os.fspath(path) if isinstance(path, (str, os.PathLike)) else str(path or "")
        self.problem = problem
        self.key = key
        self.params = {"path": self.path, "problem": problem, **params}
        super().__init__(f"{self.path}: {problem}" if self.path else problem)

    @property
    def message(self) -> str:
        return str(self)


class UndoRefused(Exception):
    """``GameSession.undo()`` is not allowed now. ``key`` is the reason message key, one of
    ``"undo.refused.start"``, ``"undo.refused.revealed"``, ``"undo.refused.other_player"``,
    ``"undo.refused.nothing_of_yours"``."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key

    @property
    def reason(self) -> str:
        return self.key


@dataclass(frozen=True)
class LoadWarning:
    """Something the user should know about a file that still loaded.

    ``key``: message key (``"save.warning.rules_changed"``...), ``params``: JSON-safe
    parameters, ``message``: English sentence."""

    key: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.message
