"""The lab's plots, drawn into matplotlib ``Figure`` objects (no ``pyplot``, no global backend):
``report.py`` saves them as PNG (matplotlib's Agg renderer) and the Playtest lab window shows the
same figures live on matplotlib's Qt canvas, redrawn as results arrive. One drawing code, one set
of translated texts (``translate``, :mod:`.texts`); seats are numbered from 1 as players count
them, tick numbers use the reader's decimal separator.

Plots (:func:`plot_keys` lists them for a set of records):

- ``win_rate``: win rate per seat position (shared wins count 1/k) with 95 % Wilson intervals,
  the "no seat won" share and the fair share 1/n;
- ``scores``: score distribution per seat (box plots, mean marked);
- ``length``: game length (decisions per game);
- ``col_<name>``: one per categorical game-specific column with 2..40 values (a character, a
  setting): a seat column gives the win rate per value, a game column the mean score per value;
  the column and its values are named in the game's words when ``translate`` carries them
  (``texts.column_name``, ``texts.value_name``), else by the engine's keys;
- ``ab_win_rate`` (:func:`draw_ab`): win rate per seat on A and B side by side.

matplotlib is imported by the functions here, only when a plot is drawn.
"""

from __future__ import annotations

from typing import Any

from .stats import wilson
from .texts import (Translate, column_name, decimal_point, english, kind_name, seat_label, value_name,
                    variant_title)

MAX_CATEGORIES = 40
# Plot order: these first, then the game-specific columns by name.
FIRST = ("win_rate", "scores", "length")


def available() -> bool:
    """True when matplotlib can be imported (a trimmed environment may lack it)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def new_figure(width: float = 7, height: float = 4) -> Any:
    """A ``matplotlib.figure.Figure`` of ``width`` x ``height`` inches (not registered with pyplot)."""
    from matplotlib.figure import Figure
    return Figure(figsize=(width, height))


def categories(records: list[dict[str, Any]], n: int) -> dict[str, tuple[str, dict[str, list]]]:
    """``{column: ("seat" | "game", {value: [(payoff, score), ...]})}`` for the game-specific
    columns whose values are text with 2..40 distinct ``+``-separated parts, not all numbers."""
    found: dict[str, tuple[str, dict[str, list]]] = {}
    bad: set[str] = set()
    for r in records:
        for s in range(n):
            for where, cells in (("game", r["game"]), ("seat", r["seats"][s])):
                for col, value in cells.items():
                    if col in bad:
                        continue
                    if not isinstance(value, str) or not value:
                        bad.add(col)
                        continue
                    kind, groups = found.setdefault(col, (where, {}))
                    for token in set(value.split("+")):
                        groups.setdefault(token, []).append((r["payoffs"][s], float(r["scores"][s])))
    # a list of numbers (CharLatão's ``round_points``: ``12+0+7+0``) is not a category
    numeric = {c for c, (_, groups) in found.items() if all(_is_number(token) for token in groups)}
    # a seat column that is the same for every seat of every game (CharLatão at 3-5 players:
    # every seat plays every character) says nothing about a seat: every bar would be 1/n
    same = {c for c, (where, _) in found.items() if where == "seat" and not _varies(records, n, c)}
    return {c: v for c, v in sorted(found.items())
            if c not in bad and c not in numeric and c not in same and 2 <= len(v[1]) <= MAX_CATEGORIES
            and not (v[0] == "game" and _flat(v[1]))}


def _varies(records: list[dict[str, Any]], n: int, column: str) -> bool:
    """True when seat column ``column`` differs between two seats of some game."""
    for r in records:
        values = {frozenset(str(r["seats"][s].get(column, "")).split("+")) for s in range(n)}
        if len(values) > 1:
            return True
    return False


def _flat(groups: dict[str, list]) -> bool:
    """True when every bar of a game column's plot (mean score per value) would have the same
    height - Quissama's mean score per winning character with 0/1 scores is 1/n for every
    character: the column names the game's outcome, not a category of games."""
    means = {round(sum(sc for _, sc in g) / len(g), 9) for g in groups.values() if g}
    return len(means) <= 1


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _tick_size(count: int) -> float:
    """Font size (points) of ``count`` two-line seat labels under a plot: smaller as they get
    more, so neighbours do not run together in a narrow window (8 pt at least, readable)."""
    return 10 if count <= 3 else 9 if count <= 5 else 8


def _legend_outside(ax: Any) -> None:
    """The legend above the plot area, so it never covers a bar or an error bar."""
    ax.legend(loc="lower left", bbox_to_anchor=(0, 1.08), ncol=3, fontsize="small", frameon=False)


def _local_numbers(ax: Any, translate: Translate) -> None:
    """Tick numbers with the reader's decimal separator (``translate.decimal_point``; matplotlib
    would follow the C locale of the process, not the app's language)."""
    point = decimal_point(translate)
    if point == ".":
        return
    from matplotlib.ticker import FuncFormatter, ScalarFormatter
    for axis in (ax.xaxis, ax.yaxis):
        if isinstance(axis.get_major_formatter(), ScalarFormatter):   # not the category labels
            axis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:g}".replace(".", point)))


def plot_keys(records: list[dict[str, Any]], n: int, translate: Translate | None = None) -> list[str]:
    """The plots ``records`` of an ``n``-seat game have, in display order (none without records).
    A game-specific column is plotted when it is a category (:func:`categories`) and, when
    ``translate`` carries the game's ``names``, the game names it: a column it does not name
    (CharLatão's ``unverified``, ``round_winners``) is the engine's bookkeeping."""
    if not records:
        return []
    named = translate is not None and getattr(translate, "names", None) is not None
    return list(FIRST) + [f"col_{c}" for c in categories(records, n)
                          if not named or column_name(c, translate) != c]


def draw(fig: Any, key: str, records: list[dict[str, Any]], kinds: list[str],
         translate: Translate = english) -> str:
    """Clear ``fig`` and draw plot ``key`` (:func:`plot_keys`) of ``records`` (game records of
    :func:`.play.play_game`, at least one) with seat kinds ``kinds``; returns its title.
    Raises ``KeyError`` for an unknown key or a column the records lack."""
    fig.clear()
    ax = fig.add_subplot()
    n = len(kinds)
    labels = [seat_label(s, k, translate) for s, k in enumerate(kinds)]
    if key == "scores":
        ax.boxplot([[float(r["scores"][s]) for r in records] for s in range(n)], showmeans=True)
        ax.set_xticks(range(1, n + 1), labels, fontsize=_tick_size(n))
        ax.set_ylabel(translate("LabReport", "score"))
        title = translate("LabReport", "Score distribution per seat")
    elif key == "win_rate":
        g = len(records)
        rates, errs = [], [[], []]
        wins = [sum(r["payoffs"][s] for r in records) for s in range(n)]
        nobody = sum(1 for r in records if not any(isinstance(w, int) for w in r["winners"]))
        for x in wins + [nobody]:
            lo, hi = wilson(x, g)
            rates.append(x / g)
            errs[0].append(max(0.0, x / g - lo))      # float noise at 0 % or 100 %
            errs[1].append(max(0.0, hi - x / g))
        ax.bar(range(n + 1), rates, yerr=errs, capsize=4, color=["C0"] * n + ["C7"])
        ax.axhline(1 / n, color="C3", linestyle="--", linewidth=1,
                   label=translate("LabReport", "fair share 1/{n}").format(n=n))
        ax.set_xticks(range(n + 1), labels + [translate("LabReport", "no seat\nwon")], fontsize=_tick_size(n + 1))
        ax.set_ylabel(translate("LabReport", "win rate, 95 % CI\n(a shared win counts 1/k)"))
        ax.set_ylim(0, max(1.0, max(r + e for r, e in zip(rates, errs[1])) + 0.02))
        _legend_outside(ax)
        title = translate("LabReport", "Win rate per seat position")
    elif key == "length":
        ax.hist([r["decisions"] for r in records], bins=min(40, max(5, len(records) // 5)), color="C2")
        from matplotlib.ticker import MaxNLocator
        lengths = {r["decisions"] for r in records}
        if len(lengths) == 1:                                  # one length: one tick, no 324.55
            ax.set_xticks(sorted(lengths))
        else:
            ax.xaxis.set_major_locator(MaxNLocator(integer=True))   # decisions are whole numbers
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))   # so are games
        ax.set_xlabel(translate("LabReport", "decisions per game"))
        ax.set_ylabel(translate("LabReport", "games"))
        title = translate("LabReport", "Game length")
    elif key.startswith("col_"):
        col = key[4:]
        where, groups = categories(records, n)[col]
        names = sorted(groups)
        fig.set_size_inches(max(6, 0.45 * len(names) + 2), fig.get_size_inches()[1])
        if where == "seat":
            vals = [sum(p for p, _ in groups[k]) / len(groups[k]) for k in names]
            cis = [wilson(sum(p for p, _ in groups[k]), len(groups[k])) for k in names]
            ax.bar(range(len(names)), vals, yerr=[[max(0.0, v - c[0]) for v, c in zip(vals, cis)],
                                                   [max(0.0, c[1] - v) for v, c in zip(vals, cis)]], capsize=3)
            ax.set_ylabel(translate("LabReport", "win rate of the seat, 95 % CI"))
            title = translate("LabReport", "Win rate per {column}").format(column=column_name(col, translate))
        else:
            vals = [sum(sc for _, sc in groups[k]) / len(groups[k]) for k in names]
            ax.bar(range(len(names)), vals, color="C1")
            ax.set_ylabel(translate("LabReport", "mean score (all seats)"))
            title = translate("LabReport", "Mean score per {column}").format(column=column_name(col, translate))
        shown = [value_name(col, k, translate) for k in names]
        tilt = len(names) > 6 or sum(len(k) for k in shown) > 40      # long names would overlap
        ax.set_xticks(range(len(names)), shown, rotation=30 if tilt else 0, ha="right" if tilt else "center")
    else:
        raise KeyError(key)
    _local_numbers(ax, translate)
    ax.set_title(title)
    return title


def draw_ab(fig: Any, cmp: dict[str, Any], translate: Translate = english) -> str:
    """Clear ``fig`` and draw the A/B win rates per seat of comparison ``cmp``
    (:func:`.ab.compare`); returns the title."""
    fig.clear()
    ax = fig.add_subplot()
    seats = cmp["seats"]
    x = range(len(seats))
    for off, side, colour in ((-0.2, "a", "C0"), (0.2, "b", "C1")):
        vals = [s["win_rate"][side]["rate"] or 0.0 for s in seats]
        lo = [max(0.0, v - s["win_rate"][side]["ci95"][0]) for v, s in zip(vals, seats)]
        hi = [max(0.0, s["win_rate"][side]["ci95"][1] - v) for v, s in zip(vals, seats)]
        ax.bar([i + off for i in x], vals, width=0.4, yerr=[lo, hi], capsize=3, color=colour,
               label=f"{side.upper()} ({variant_title(cmp[side]['name'], translate)})")
    ax.set_xticks(list(x), [seat_label(s["seat"], s["kind"], translate) for s in seats], fontsize=_tick_size(len(seats)))
    ax.set_ylabel(translate("LabReport", "win rate, 95 % CI"))
    title = translate("LabReport", "Win rate per seat, A and B")
    _local_numbers(ax, translate)
    ax.set_title(title)
    _legend_outside(ax)
    return title


__all__ = ["MAX_CATEGORIES", "available", "categories", "draw", "draw_ab", "kind_name", "new_figure", "plot_keys"]
