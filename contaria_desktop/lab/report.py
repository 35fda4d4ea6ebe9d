"""``report.html`` and its PNG plots (matplotlib, imported here only, lazily, with the Agg
backend: no window, no Qt). Without matplotlib the report is written with its tables and a note
saying how to get the plots.

Plots (``plots/*.png`` beside the report): score distribution per seat, win rate per seat
position (95 % Wilson intervals, with the "no seat won" share), game length, and one plot per
categorical game-specific column with 2..40 values (a character, a setting, a card): a seat
column gives the win rate per value, a game column the mean score per value.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from .files import write_bytes, write_text
from .stats import wilson

MAX_CATEGORIES = 40


def _mpl():
    try:
        import matplotlib
    except ImportError:
        return None
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt
    return plt


def _save(plt, fig, path: Path) -> str:
    import io
    buf = io.BytesIO()
    # no date or software version in the PNG: the same games give the same bytes
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight", metadata={"Software": None})
    plt.close(fig)
    write_bytes(path, buf.getvalue())
    return path.name


def categories(records: list[dict[str, Any]], n: int) -> dict[str, tuple[str, dict[str, list]]]:
    """``{column: ("seat" | "game", {value: [(payoff, score), ...]})}`` for the game-specific
    columns whose values are text with 2..40 distinct ``+``-separated parts."""
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
    return {c: v for c, v in sorted(found.items()) if c not in bad and 2 <= len(v[1]) <= MAX_CATEGORIES}


def plots(records: list[dict[str, Any]], kinds: list[str], folder: Path) -> list[tuple[str, str]] | None:
    """Draw the plots into ``folder``; returns ``[(title, file name)]``, or None without
    matplotlib. Raises :class:`~.files.LabOutputError` when a file cannot be written."""
    plt = _mpl()
    if plt is None:
        return None
    n = len(kinds)
    out: list[tuple[str, str]] = []
    if not records:
        return out
    labels = [f"seat {s}\n({k})" for s, k in enumerate(kinds)]

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.boxplot([[float(r["scores"][s]) for r in records] for s in range(n)], showmeans=True)
    ax.set_xticks(range(1, n + 1), labels)
    ax.set_ylabel("score")
    ax.set_title("Score distribution per seat")
    out.append(("Score distribution per seat", _save(plt, fig, folder / "scores.png")))

    fig, ax = plt.subplots(figsize=(7, 4))
    g = len(records)
    rates, errs = [], [[], []]
    for s in range(n):
        x = sum(r["payoffs"][s] for r in records)
        lo, hi = wilson(x, g)
        rates.append(x / g)
        errs[0].append(max(0.0, x / g - lo))      # float noise at 0 % or 100 %
        errs[1].append(max(0.0, hi - x / g))
    nobody = sum(1 for r in records if not any(isinstance(w, int) for w in r["winners"]))
    lo, hi = wilson(nobody, g)
    rates.append(nobody / g)
    errs[0].append(max(0.0, nobody / g - lo))
    errs[1].append(max(0.0, hi - nobody / g))
    ax.bar(range(n + 1), rates, yerr=errs, capsize=4, color=["C0"] * n + ["C7"])
    ax.axhline(1 / n, color="C3", linestyle="--", linewidth=1, label=f"fair share 1/{n}")
    ax.set_xticks(range(n + 1), labels + ["no seat\nwon"])
    ax.set_ylabel("win rate (shared wins 1/k), 95 % CI")
    ax.set_title("Win rate per seat position")
    ax.legend()
    out.append(("Win rate per seat position", _save(plt, fig, folder / "win_rate.png")))

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist([r["decisions"] for r in records], bins=min(40, max(5, len(records) // 5)), color="C2")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    out.append(("Game length", _save(plt, fig, folder / "length.png")))

    for i, (col, (where, groups)) in enumerate(categories(records, n).items()):
        names = sorted(groups)
        fig, ax = plt.subplots(figsize=(max(6, 0.45 * len(names) + 2), 4))
        if where == "seat":
            vals = [sum(p for p, _ in groups[k]) / len(groups[k]) for k in names]
            cis = [wilson(sum(p for p, _ in groups[k]), len(groups[k])) for k in names]
            ax.bar(range(len(names)), vals, yerr=[[max(0.0, v - c[0]) for v, c in zip(vals, cis)],
                                                   [max(0.0, c[1] - v) for v, c in zip(vals, cis)]], capsize=3)
            ax.set_ylabel("win rate of the seat, 95 % CI")
            title = f"Win rate per {col}"
        else:
            vals = [sum(sc for _, sc in groups[k]) / len(groups[k]) for k in names]
            ax.bar(range(len(names)), vals, color="C1")
            ax.set_ylabel("mean score (all seats)")
            title = f"Mean score per {col}"
        tilt = len(names) > 6 or sum(len(k) for k in names) > 40      # long names would overlap
        ax.set_xticks(range(len(names)), names, rotation=30 if tilt else 0, ha="right" if tilt else "center")
        ax.set_title(title)
        out.append((title, _save(plt, fig, folder / f"col_{i:02d}.png")))
    return out


def _pct(r: dict[str, Any]) -> str:
    if r.get("rate") is None:
        return "–"
    lo, hi = r["ci95"]
    return f"{100 * r['rate']:.1f} % ({100 * lo:.1f}–{100 * hi:.1f})"


def _num(x: Any) -> str:
    return "–" if x is None else f"{x:.2f}" if isinstance(x, float) else str(x)


def html_report(summary: dict[str, Any], images: list[tuple[str, str]] | None, title: str) -> str:
    """The report page: run facts, per-seat and per-kind tables, then the plots (``images``:
    ``[(title, relative path)]``; None: matplotlib missing)."""
    st = summary["stats"]
    e = html.escape
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{e(title)}</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
             "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2em .6em;text-align:right}"
             "img{max-width:100%;display:block;margin:1em 0}</style></head><body>",
             f"<h1>{e(title)}</h1>",
             f"<p>{e(summary['game'])}, {summary['players']} players, seats {e(', '.join(summary['seats']))}; "
             f"{summary['games_finished']} of {summary['games_requested']} games (deals {summary['first_seed']}"
             f"–{summary['first_seed'] + summary['games_requested'] - 1})"
             f"{' — interrupted' if summary['interrupted'] else ''}; options <code>{e(str(summary['options']))}</code>;"
             f" variant <code>{e(summary['variant']['name'])}</code>; data digest <code>{summary['data_digest'][:16]}</code>.</p>",
             "<h2>Seats</h2><table><tr><th>seat</th><th>kind</th><th>win rate (95 % CI)</th><th>outright wins</th>"
             "<th>mean score</th><th>sd</th></tr>"]
    for s in st["seats"]:
        parts.append(f"<tr><td>{s['seat']}</td><td>{e(s['kind'])}</td><td>{_pct(s['win_rate'])}</td>"
                     f"<td>{s['wins']}</td><td>{_num(s['score']['mean'])}</td><td>{_num(s['score']['sd'])}</td></tr>")
    parts.append("</table><h2>Seat kinds</h2><table><tr><th>kind</th><th>win rate (95 % CI)</th><th>mean score</th></tr>")
    for k, v in st["kinds"].items():
        parts.append(f"<tr><td>{e(k)}</td><td>{_pct(v['win_rate'])}</td><td>{_num(v['score']['mean'])}</td></tr>")
    parts.append("</table><h2>Games</h2><table>")
    parts.append(f"<tr><td>no seat won</td><td>{_pct(st['no_seat_won'])}</td></tr>")
    for k, v in st["non_seat_winners"].items():
        parts.append(f"<tr><td>won by {e(k)}</td><td>{_pct(v)}</td></tr>")
    parts.append(f"<tr><td>drawn</td><td>{_pct(st['draws'])}</td></tr>")
    ln = st["length"]
    parts.append(f"<tr><td>decisions per game (mean / median / p95)</td><td>{_num(ln['mean'])} / {_num(ln['median'])}"
                 f" / {_num(ln['p95'])}</td></tr></table>")
    t = summary["timings"]
    parts.append(f"<p>{t['backend']} backend, {t['workers']} workers: {t['wall_seconds']:.1f} s, "
                 f"{_num(t['games_per_second'])} games/s.</p>")
    if images is None:
        parts.append("<p><b>No plots:</b> matplotlib is not installed (<code>pip install matplotlib</code>).</p>")
    for name, src in images or []:
        parts.append(f"<h3>{e(name)}</h3><img src='{e(src)}' alt='{e(name)}'>")
    parts.append("</body></html>\n")
    return "\n".join(parts)


def write_report(folder: Path, summary: dict[str, Any], records: list[dict[str, Any]], kinds: list[str],
                 title: str = "Playtest lab report") -> Path:
    """Write ``folder/report.html`` and ``folder/plots/*.png``; returns the report's path."""
    images = plots(records, kinds, folder / "plots")
    if images is not None:
        images = [(t, f"plots/{f}") for t, f in images]
    path = folder / "report.html"
    write_text(path, html_report(summary, images, title))
    return path
