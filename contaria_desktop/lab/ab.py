"""A/B comparison (issue 15): the same deals, seats and bots on variant A (the shipped game) and
variant B, side by side, with the differences and whether they are significant.

A variant (:class:`~.config.Variant`) is a set of game options and/or a rules-data override
(issue 14), given to the engine by :func:`.play.new_state`.

Tests, per difference (two-sided, 5 % level, no correction for the many comparisons - read a
lone "significant" among many rows with care):

- win rates (per seat position, per seat kind, "no seat won", each non-seat winner): the pooled
  two-proportion z-test (shared wins count 1/k, as everywhere in the lab);
- mean scores per seat and game length: Welch's t-test.

Only deals finished on both sides are compared (after a Ctrl+C the sides may differ).
"""

from __future__ import annotations

import dataclasses
import html
import json
from pathlib import Path
from typing import Any, Callable

from .config import SHIPPED, LabConfig, Variant
from .files import check_folder, write_text
from .output import write_outputs
from .runner import Outcome, run
from .stats import rate, two_proportion_z, welch
from .texts import Translate, english, kind_name, number, option_lines, variant_title, winner_label

ALPHA = 0.05


def _prop(xa: float, xb: float, n: int) -> dict[str, Any]:
    test = two_proportion_z(xa, n, xb, n)
    return {"a": rate(xa, n), "b": rate(xb, n), **test,
            "significant": test["p"] is not None and test["p"] < ALPHA}


def _means(a: list[float], b: list[float]) -> dict[str, Any]:
    test = welch(a, b)
    mean = lambda v: sum(v) / len(v) if v else None   # noqa: E731
    return {"a": mean(a), "b": mean(b), **test, "significant": test["p"] is not None and test["p"] < ALPHA}


def compare(a: Outcome, b: Outcome) -> dict[str, Any]:
    """The comparison of two runs of the same deals and seats (``comparison.json``): ``games``
    (deals finished on both sides), ``seats`` (per seat: ``win_rate`` and ``score`` tests),
    ``kinds``, ``no_seat_won``, ``non_seat_winners``, ``length``, ``same_winners`` (deals whose
    winners did not change). Each test: ``a``, ``b``, ``diff`` (B - A), ``z`` or ``t``/``df``,
    ``p``, ``significant``. Raises ``ValueError`` when the runs differ in game, seats or deals."""
    ca, cb = a.config, b.config
    if (ca.game, ca.players, ca.seats, ca.first_seed) != (cb.game, cb.players, cb.seats, cb.first_seed):
        raise ValueError("A and B must play the same game, seats and deals")
    common = sorted({r["seed"] for r in a.records} & {r["seed"] for r in b.records})
    keep = set(common)
    ra = [r for r in a.records if r["seed"] in keep]
    rb = [r for r in b.records if r["seed"] in keep]
    n = len(common)
    kinds = list(ca.seats)
    seats = []
    for s, kind in enumerate(kinds):
        seats.append({"seat": s, "kind": kind,
                      "win_rate": _prop(sum(r["payoffs"][s] for r in ra), sum(r["payoffs"][s] for r in rb), n),
                      "score": _means([float(r["scores"][s]) for r in ra], [float(r["scores"][s]) for r in rb])})
    by_kind = {}
    for kind in sorted(set(kinds)):
        ss = [s for s, k in enumerate(kinds) if k == kind]
        xa = sum(r["payoffs"][s] for r in ra for s in ss)
        xb = sum(r["payoffs"][s] for r in rb for s in ss)
        test = two_proportion_z(xa, n * len(ss), xb, n * len(ss))
        by_kind[kind] = {"a": rate(xa, n * len(ss)), "b": rate(xb, n * len(ss)), **test,
                         "significant": test["p"] is not None and test["p"] < ALPHA}
    nobody = lambda rs: sum(1 for r in rs if not any(isinstance(w, int) for w in r["winners"]))  # noqa: E731
    names = sorted({w for r in ra + rb for w in r["winners"] if isinstance(w, str)})
    return {
        "games": n, "a": ca.variant.to_json(), "b": cb.variant.to_json(), "alpha": ALPHA,
        "seats": seats, "kinds": by_kind, "no_seat_won": _prop(nobody(ra), nobody(rb), n),
        "non_seat_winners": {w: _prop(sum(1 for r in ra if w in r["winners"]),
                                      sum(1 for r in rb if w in r["winners"]), n) for w in names},
        "length": _means([float(r["decisions"]) for r in ra], [float(r["decisions"]) for r in rb]),
        "same_winners": sum(1 for x, y in zip(ra, rb) if x["winners"] == y["winners"]),
    }


def _fmt_rate(r: dict[str, Any], translate: Translate = english) -> str:
    if r.get("rate") is None:
        return "–"
    return (f"{number(100 * r['rate'], '.1f', translate)} % ({number(100 * r['ci95'][0], '.1f', translate)}–"
            f"{number(100 * r['ci95'][1], '.1f', translate)})")


def _row(label: str, t: dict[str, Any], pct: bool, words: dict[str, str], translate: Translate = english) -> str:
    def mean(x: Any) -> str:
        return "–" if x is None else number(x, ".2f", translate)
    a = _fmt_rate(t["a"], translate) if pct else mean(t["a"])
    b = _fmt_rate(t["b"], translate) if pct else mean(t["b"])
    diff = ("–" if t["diff"] is None else
            f"{number(100 * t['diff'], '+.1f', translate)} pt" if pct else number(t["diff"], "+.2f", translate))
    p = "–" if t["p"] is None else number(t["p"], ".3g", translate)
    sig = f"<b>{html.escape(words['yes'])}</b>" if t["significant"] else html.escape(words["no"])
    return (f"<tr><td style='text-align:left'>{html.escape(label)}</td><td>{a}</td><td>{b}</td><td>{diff}</td>"
            f"<td>{p}</td><td>{sig}</td></tr>")


def _texts(translate: Translate) -> dict[str, str]:
    """The A/B page's texts in ``translate``'s language (literal calls: lupdate reads them)."""
    return {
        "title": translate("LabReport", "A/B comparison"),
        "seat_rate": translate("LabReport", "win rate, seat {seat}"),
        "kind_rate": translate("LabReport", "win rate, all {kind} seats"),
        "nobody": translate("LabReport", "no seat won"), "won_by": translate("LabReport", "won by {winner}"),
        "seat_score": translate("LabReport", "mean score, seat {seat}"),
        "length": translate("LabReport", "decisions per game"),
        "intro": translate("LabReport", "the same {games} deals on both sides ({same} with the same winners). "
                                        "Two-sided tests at {alpha} %: two-proportion z-test for rates, Welch's "
                                        "t-test for means; no correction for multiple comparisons."),
        "significant": translate("LabReport", "significant"), "yes": translate("LabReport", "yes"),
        "no": translate("LabReport", "no"), "each": translate("LabReport", "Each side's own report:"),
        "image": translate("LabReport", "win rates A and B"),
        "changes": translate("LabReport", "B changes:"),
    }


def _side_line(label: str, variant: dict[str, Any], translate: Translate = english) -> str:
    """``"A (original)"``, ``"B (advanced side)"``: a side and its variant's name."""
    return f"{label} ({variant_title(variant['name'], translate)})"


def _changes(variant: dict[str, Any], t: dict[str, str], translate: Translate = english) -> str:
    """What B changes: its options in words and each card data value it sets (HTML list)."""
    items = [html.escape(line) for line in option_lines(variant.get("options") or {}, translate)]
    items += [f"<code>{html.escape(str(k))}</code> = {html.escape(json.dumps(v, ensure_ascii=False))}"
              for k, v in sorted((variant.get("data") or {}).items())]
    if not items:
        return ""
    return f"<p>{html.escape(t['changes'])}</p><ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def comparison_html(cmp: dict[str, Any], image: str | None, translate: Translate = english) -> str:
    """The A/B page in ``translate``'s language: side-by-side table with differences, p-values
    and significance, links to each side's own report."""
    e = html.escape
    t = _texts(translate)
    rows = []
    for s in cmp["seats"]:
        rows.append(_row(t["seat_rate"].format(seat=f"{s['seat'] + 1} ({kind_name(s['kind'], translate)})"),
                         s["win_rate"], True, t, translate))
    for k, v in cmp["kinds"].items():
        rows.append(_row(t["kind_rate"].format(kind=kind_name(k, translate)), v, True, t, translate))
    rows.append(_row(t["nobody"], cmp["no_seat_won"], True, t, translate))
    for w, v in cmp["non_seat_winners"].items():
        rows.append(_row(t["won_by"].format(winner=winner_label(w, translate)), v, True, t, translate))
    for s in cmp["seats"]:
        rows.append(_row(t["seat_score"].format(seat=f"{s['seat'] + 1} ({kind_name(s['kind'], translate)})"),
                         s["score"], False, t, translate))
    rows.append(_row(t["length"], cmp["length"], False, t, translate))
    img = f"<img src='{e(image)}' alt='{e(t['image'])}' style='max-width:100%'>" if image else ""
    intro = t["intro"].format(games=cmp["games"], same=cmp["same_winners"], alpha=f"{100 * cmp['alpha']:g}")
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{e(t['title'])}</title><style>"
            "body{font-family:sans-serif;max-width:60em;margin:2em auto}table{border-collapse:collapse}"
            "td,th{border:1px solid #bbb;padding:.2em .6em;text-align:right}</style></head><body>"
            f"<h1>{e(t['title'])}</h1><p>{e(_side_line('A', cmp['a'], translate))}"
            f" — {e(_side_line('B', cmp['b'], translate))}; {e(intro)}</p>"
            + _changes(cmp['b'], t, translate) +
            f"<table><tr><th></th><th>A</th><th>B</th><th>B − A</th><th>p</th><th>{e(t['significant'])}</th></tr>"
            + "\n".join(rows) + f"</table>{img}<p>{e(t['each'])} <a href='A/report.html'>A</a>, "
            "<a href='B/report.html'>B</a>.</p></body></html>\n")


def _plot(cmp: dict[str, Any], path: Path, translate: Translate = english) -> str | None:
    from . import figures
    if not figures.available():
        return None
    from .report import save_png
    fig = figures.new_figure()
    figures.draw_ab(fig, cmp, translate)
    return save_png(fig, path)


def run_ab(config: LabConfig, variant_b: Variant, out: str | Path, *, workers: int = 1, scheduler: Any = None,
           variant_a: Variant = SHIPPED, progress_factory: Callable[[str], Any] | None = None,
           records_factory: Callable[[str], Any] | None = None, translate: Translate = english) -> dict[str, Any]:
    """Run ``config`` on ``variant_a`` then ``variant_b`` (same deals), write ``out/A/`` and
    ``out/B/`` (each a full run's files), ``out/comparison.json`` and ``out/report.html``.
    ``progress_factory(label)`` makes each side's progress callback (a :class:`.progress.ProgressBar`
    for the command line); ``records_factory(label)`` likewise makes each side's ``records``
    callback (:func:`.runner.run`; the lab window's live plots). The reports are written in
    ``translate``'s language (:mod:`.texts`). A Ctrl+C during A skips B. Returns the comparison with
    ``interrupted``. Raises :class:`~.config.LabConfigError` for either side's bad options or
    data and :class:`~.files.LabOutputError` for an unusable ``out`` before any game is played;
    otherwise as :func:`.runner.run` and :func:`.output.write_outputs`."""
    out = Path(out)
    # both sides are checked before either plays: a bad B must not cost a whole A run (QA)
    for variant in (variant_a, variant_b):
        dataclasses.replace(config, variant=variant).validate()
    check_folder(out)
    outcomes = {}
    interrupted = False
    for label, variant in (("A", variant_a), ("B", variant_b)):
        bar = progress_factory(f"games ({label})") if progress_factory else None
        try:
            outcome = run(dataclasses.replace(config, variant=variant), workers, scheduler=scheduler, progress=bar,
                          records=records_factory(label) if records_factory else None)
        finally:
            if bar is not None and hasattr(bar, "close"):
                bar.close()
        write_outputs(outcome, out / label, translate=translate)
        outcomes[label] = outcome
        if outcome.interrupted:
            interrupted = True
            break
    if "B" not in outcomes:
        outcomes["B"] = Outcome(dataclasses.replace(outcomes["A"].config, variant=variant_b), interrupted=True)
    cmp = compare(outcomes["A"], outcomes["B"])
    cmp["interrupted"] = interrupted
    write_text(out / "comparison.json", json.dumps(cmp, indent=2, ensure_ascii=False) + "\n")
    image = _plot(cmp, out / "ab_win_rate.png", translate) if cmp["games"] else None
    write_text(out / "report.html", comparison_html(cmp, image, translate))
    return cmp
