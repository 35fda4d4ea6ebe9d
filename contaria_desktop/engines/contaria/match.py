"""Book of Tales (Livro de Contos): a series of quick games (Alternative Rules; A25).

Each game's winners receive one victory marker (CONTÁRIA takes none). The Grand Winner is the
first to 3 markers; several seats reaching 3 in the same game all win. With the option
``book_until_leader`` the series goes on until one seat has more markers than every other
(and at least 3).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from contaria_desktop.engines.core import MatchStatus, Result

MARKERS_TO_WIN = 3


class BookOfTales:
    """:class:`~contaria_desktop.engines.core.MatchRules` for Contária."""

    def is_match(self, options: Mapping[str, Any]) -> bool:
        """True for ``mode == "book_of_tales"``."""
        return options.get("mode") == "book_of_tales"

    def status(self, num_players: int, options: Mapping[str, Any], results: Sequence[Result]) -> MatchStatus:
        """Victory markers per seat after ``results``; finished/winners per the rules above."""
        markers = [0] * num_players
        for res in results:
            for w in res.winners:
                if isinstance(w, int) and not isinstance(w, bool) and 0 <= w < num_players:
                    markers[w] += 1
        top = max(markers) if markers else 0
        if top < MARKERS_TO_WIN:
            return MatchStatus(tuple(markers), False)
        leaders = tuple(i for i, m in enumerate(markers) if m == top)
        if options.get("book_until_leader") and len(leaders) > 1:
            return MatchStatus(tuple(markers), False)
        if options.get("book_until_leader"):
            return MatchStatus(tuple(markers), True, leaders)
        return MatchStatus(tuple(markers), True, tuple(i for i, m in enumerate(markers) if m >= MARKERS_TO_WIN))


BOOK_OF_TALES = BookOfTales()
