"""``report.html`` and its PNG plots, in the reader's language (``translate``, :mod:`.texts`).
The plots are :mod:`.figures` (the Playtest lab window draws the same ones live) saved with
matplotlib's Agg renderer; matplotlib is imported only here, lazily. Without it the report is
written with its tables and a note saying how to get the plots.

Plots (``plots/*.png`` beside the report): score distribution per seat, win rate per seat
position (95 % Wilson intervals, with the "no seat won" share), game length, and one plot per
categorical game-specific column with 2..40 values (a character, a setting, a card): a seat
column gives the win rate per value, a game column the mean score per value.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from . import figures
from .files import write_bytes, write_text
from .figures import MAX_CATEGORIES, categories  # noqa: F401  (kept importable from here)
from .texts import Plurals, Translate, english, game_title, kind_name, number, option_lines, variant_title, winner_label


def save_png(fig: Any, path: Path) -> str:
    """Write ``fig`` as PNG to ``path`` (atomically); returns the file name. The same figure
    gives the same bytes: no date or software version in the file."""
    import io
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight", metadata={"Software": None})
    write_bytes(path, buf.getvalue())
    return path.name


def plots(records: list[dict[str, Any]], kinds: list[str], folder: Path,
          translate: Translate = english) -> list[tuple[str, str]] | None:
    """Draw the plots (:func:`.figures.plot_keys`) into ``folder`` as PNG; returns ``[(title,
    file name)]``, or None without matplotlib. Raises :class:`~.files.LabOutputError` when a
    file cannot be written."""
    if not figures.available():
        return None
    out: list[tuple[str, str]] = []
    columns = 0
    for key in figures.plot_keys(records, len(kinds), translate):
        fig = figures.new_figure()
        title = figures.draw(fig, key, records, kinds, translate)
        if key.startswith("col_"):
            name, columns = f"col_{columns:02d}.png", columns + 1
        else:
            name = f"{key}.png"
        out.append((title, save_png(fig, folder / name)))
    return out


def _pct(r: dict[str, Any], translate: Translate = english) -> str:
    """A rate with its 95 % interval, in percent with the reader's decimal separator."""
    if r.get("rate") is None:
        return "–"
    lo, hi = r["ci95"]
    return (f"{number(100 * r['rate'], '.1f', translate)} % ({number(100 * lo, '.1f', translate)}–"
            f"{number(100 * hi, '.1f', translate)})")


def _num(x: Any, translate: Translate = english) -> str:
    return "–" if x is None else number(x, ".2f", translate) if isinstance(x, float) else str(x)


def _rate(per_second: float | None, t: dict[str, str], translate: Translate = english) -> str:
    """Games per second, or seconds per game when under one game a second (a slow run's
    "0.0/s" says nothing)."""
    if not per_second:
        return "–"
    if per_second >= 1:
        return t["per_second"].format(rate=number(per_second, ".1f", translate))
    return t["per_game"].format(rate=number(1 / per_second, ".1f", translate))


def _data_lines(data: dict[str, Any] | None, t: dict[str, str], translate: Translate = english) -> str:
    """The card data values a variant changes, as an HTML list ("" for none)."""
    if not data:
        return ""
    items = "".join(f"<li><code>{html.escape(str(k))}</code> = {html.escape(json.dumps(v, ensure_ascii=False))}</li>"
                    for k, v in sorted(data.items()))
    return f"<p>{html.escape(t['data_changes'])}</p><ul>{items}</ul>"


def _texts(translate: Translate) -> dict[str, str]:
    """The report page's texts in ``translate``'s language (literal calls: lupdate reads them)."""
    return {
        "title": translate("LabReport", "Playtest lab report"),
        "facts": translate("LabReport", "{game}, {players} players, seats {seats}; {finished} of {requested} games "
                                        "(deals {first}–{last})"),
        "interrupted": translate("LabReport", " — interrupted"),
        "options_title": translate("LabReport", "Options"), "variant": translate("LabReport", "data"),
        "data_changes": translate("LabReport", "Card data changed from the original:"),
        "digest": translate("LabReport", "data digest"), "seats": translate("LabReport", "Seats"),
        "seat": translate("LabReport", "seat"), "kind": translate("LabReport", "kind"),
        "win_rate": translate("LabReport", "win rate (95 % CI)"),
        "wins": translate("LabReport", "outright wins"), "mean": translate("LabReport", "mean score"),
        "sd": translate("LabReport", "sd"), "kinds": translate("LabReport", "Seat kinds"),
        "games": translate("LabReport", "Games"), "nobody": translate("LabReport", "no seat won"),
        "won_by": translate("LabReport", "won by {winner}"), "drawn": translate("LabReport", "drawn"),
        "length": translate("LabReport", "decisions per game (mean / median / p95)"),
        "per_second": translate("LabReport", "{rate} games/s"), "per_game": translate("LabReport", "{rate} s/game"),
        "no_plots": translate("LabReport", "No plots: matplotlib is not installed."),
    }


def html_report(summary: dict[str, Any], images: list[tuple[str, str]] | None, title: str | None = None,
                translate: Translate = english) -> str:
    """The report page in ``translate``'s language: run facts, per-seat and per-kind tables,
    then the plots (``images``: ``[(title, relative path)]``; None: matplotlib missing).
    ``title`` defaults to "Playtest lab report" translated."""
    t = _texts(translate)
    title = title or t["title"]
    st = summary["stats"]
    e = html.escape
    facts = t["facts"].format(
        game=game_title(summary["game"], translate), players=summary["players"],
        seats=", ".join(kind_name(k, translate) for k in summary["seats"]), finished=summary["games_finished"],
        requested=summary["games_requested"], first=summary["first_seed"],
        last=summary["first_seed"] + summary["games_requested"] - 1)
    if summary["interrupted"]:
        facts += t["interrupted"]
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{e(title)}</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
             "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2em .6em;text-align:right}"
             "img{max-width:100%;display:block;margin:1em 0}</style></head><body>",
             f"<h1>{e(title)}</h1>",
             f"<p>{e(facts)}; {e(t['variant'])}: {e(variant_title(summary['variant']['name'], translate))};"
             f" {e(t['digest'])} <code>{summary['data_digest'][:16]}</code>.</p>",
             f"<h2>{e(t['options_title'])}</h2><ul>"
             + "".join(f"<li>{e(line)}</li>" for line in option_lines(summary["options"], translate)) + "</ul>"
             + _data_lines(summary["variant"].get("data"), t, translate),
             f"<h2>{e(t['seats'])}</h2><table><tr><th>{e(t['seat'])}</th><th>{e(t['kind'])}</th>"
             f"<th>{e(t['win_rate'])}</th><th>{e(t['wins'])}</th><th>{e(t['mean'])}</th><th>{e(t['sd'])}</th></tr>"]
    for s in st["seats"]:
        parts.append(f"<tr><td>{s['seat'] + 1}</td><td>{e(kind_name(s['kind'], translate))}</td>"
                     f"<td>{_pct(s['win_rate'], translate)}</td><td>{s['wins']}</td><td>{_num(s['score']['mean'], translate)}</td>"
                     f"<td>{_num(s['score']['sd'], translate)}</td></tr>")
    parts.append(f"</table><h2>{e(t['kinds'])}</h2><table><tr><th>{e(t['kind'])}</th>"
                 f"<th>{e(t['win_rate'])}</th><th>{e(t['mean'])}</th></tr>")
    for k, v in st["kinds"].items():
        parts.append(f"<tr><td>{e(kind_name(k, translate))}</td><td>{_pct(v['win_rate'], translate)}</td>"
                     f"<td>{_num(v['score']['mean'], translate)}</td></tr>")
    parts.append(f"</table><h2>{e(t['games'])}</h2><table>")
    parts.append(f"<tr><td>{e(t['nobody'])}</td><td>{_pct(st['no_seat_won'], translate)}</td></tr>")
    for k, v in st["non_seat_winners"].items():
        parts.append(f"<tr><td>{e(t['won_by'].format(winner=winner_label(k, translate)))}</td><td>{_pct(v, translate)}</td></tr>")
    parts.append(f"<tr><td>{e(t['drawn'])}</td><td>{_pct(st['draws'], translate)}</td></tr>")
    ln = st["length"]
    parts.append(f"<tr><td>{e(t['length'])}</td><td>{_num(ln['mean'], translate)} / {_num(ln['median'], translate)} / "
                 f"{_num(ln['p95'], translate)}</td></tr></table>")
    tm = summary["timings"]
    lab_counts = Plurals("lab_counts", translate)   # "1 worker process", "2 worker processes"
    timing = lab_counts.tr("{backend} backend, %n worker process(es); {seconds} s, {rate}.", "", int(tm["workers"]))
    parts.append("<p>" + e(timing.format(backend=tm["backend"], seconds=number(tm["wall_seconds"], ".1f", translate),
                                         rate=_rate(tm["games_per_second"], t, translate))) + "</p>")
    if images is None:
        parts.append(f"<p><b>{e(t['no_plots'])}</b> (<code>pip install matplotlib</code>)</p>")
    for name, src in images or []:
        parts.append(f"<h3>{e(name)}</h3><img src='{e(src)}' alt='{e(name)}'>")
    parts.append("</body></html>\n")
    return "\n".join(parts)


def write_report(folder: Path, summary: dict[str, Any], records: list[dict[str, Any]], kinds: list[str],
                 title: str | None = None, translate: Translate = english) -> Path:
    """Write ``folder/report.html`` and ``folder/plots/*.png`` in ``translate``'s language;
    returns the report's path. Raises :class:`~.files.LabOutputError`."""
    images = plots(records, kinds, folder / "plots", translate)
    if images is not None:
        images = [(t, f"plots/{f}") for t, f in images]
    path = folder / "report.html"
    write_text(path, html_report(summary, images, title, translate))
    return path
