"""Statistics for the lab (standard library only): Wilson intervals, the two-proportion z-test,
Welch's t-test, and the run summary written to ``summary.json``."""

from __future__ import annotations

import math
import statistics
from typing import Any, Iterable

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95 % Wilson score interval ``(low, high)`` of a proportion: ``successes`` (may be
    fractional, e.g. shared wins counted 1/k) out of ``n`` trials; ``(0, 1)`` when ``n == 0``."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def normal_two_sided(z: float) -> float:
    """Two-sided p-value of a standard normal statistic ``z``."""
    return math.erfc(abs(z) / math.sqrt(2))


def two_proportion_z(x1: float, n1: int, x2: float, n2: int) -> dict[str, float | None]:
    """Pooled two-proportion z-test of ``x1/n1`` against ``x2/n2``: ``{"diff": p2 - p1, "z", "p"}``
    (``z``/``p`` None when undefined: an empty side, or both proportions 0 or 1)."""
    if n1 <= 0 or n2 <= 0:
        return {"diff": None, "z": None, "p": None}
    p1, p2 = x1 / n1, x2 / n2
    pool = (x1 + x2) / (n1 + n2)
    se = math.sqrt(pool * (1 - pool) * (1 / n1 + 1 / n2))
    if se == 0:
        return {"diff": p2 - p1, "z": None, "p": None}
    z = (p2 - p1) / se
    return {"diff": p2 - p1, "z": z, "p": normal_two_sided(z)}


def _betacf(a: float, b: float, x: float) -> float:
    # Continued fraction of the incomplete beta function (modified Lentz), Numerical Recipes 6.4.
    tiny, eps = 1e-300, 3e-16
    qab, qap, qam = a + b, a + 1, a - 1
    c, d = 1.0, 1 - qab * x / qap
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1 + aa * d
        d = 1 / (d if abs(d) > tiny else tiny)
        c = 1 + aa / c if abs(1 + aa / c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1 + aa * d
        d = 1 / (d if abs(d) > tiny else tiny)
        c = 1 + aa / c if abs(1 + aa / c) > tiny else tiny
        de = d * c
        h *= de
        if abs(de - 1) < eps:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """Regularized incomplete beta function I_x(a, b), 0 <= x <= 1."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    ln = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    if x < (a + 1) / (a + b + 2):
        return math.exp(ln) * _betacf(a, b, x) / a
    return 1 - math.exp(ln) * _betacf(b, a, 1 - x) / b


def t_two_sided(t: float, df: float) -> float:
    """Two-sided p-value of Student's t statistic ``t`` with ``df`` degrees of freedom."""
    return betainc(df / 2, 0.5, df / (df + t * t))


def welch(a: list[float], b: list[float]) -> dict[str, float | None]:
    """Welch's t-test of mean(b) against mean(a): ``{"diff": mean b - mean a, "t", "df", "p"}``
    (``t``/``df``/``p`` None with fewer than 2 values a side or no variance at all)."""
    if len(a) < 2 or len(b) < 2:
        return {"diff": None, "t": None, "df": None, "p": None}
    ma, mb = statistics.fmean(a), statistics.fmean(b)
    va, vb = statistics.variance(a) / len(a), statistics.variance(b) / len(b)
    if va + vb == 0:
        return {"diff": mb - ma, "t": None, "df": None, "p": None if mb == ma else 0.0}
    t = (mb - ma) / math.sqrt(va + vb)
    df = (va + vb) ** 2 / (va * va / (len(a) - 1) + vb * vb / (len(b) - 1))
    return {"diff": mb - ma, "t": t, "df": df, "p": t_two_sided(t, df)}


def rate(successes: float, n: int) -> dict[str, Any]:
    """``{"n", "rate", "ci95": [low, high]}`` of a proportion (Wilson interval)."""
    lo, hi = wilson(successes, n)
    return {"n": n, "rate": successes / n if n else None, "ci95": [lo, hi]}


def describe(values: Iterable[float]) -> dict[str, Any]:
    """``{"n", "mean", "sd", "min", "median", "max", "p05", "p95"}`` (None where undefined)."""
    v = sorted(values)
    if not v:
        return {"n": 0, "mean": None, "sd": None, "min": None, "median": None, "max": None, "p05": None,
                "p95": None}
    q = lambda f: v[min(len(v) - 1, int(f * (len(v) - 1) + 0.5))]   # noqa: E731 - nearest rank
    return {"n": len(v), "mean": statistics.fmean(v), "sd": statistics.stdev(v) if len(v) > 1 else 0.0,
            "min": v[0], "median": statistics.median(v), "max": v[-1], "p05": q(0.05), "p95": q(0.95)}


def seat_stats(records: list[dict[str, Any]], kinds: list[str]) -> list[dict[str, Any]]:
    """Per seat position: kind, win rate (payoff share, Wilson 95 % CI), outright wins, scores."""
    n = len(records)
    out = []
    for s, kind in enumerate(kinds):
        pay = sum(r["payoffs"][s] for r in records)
        out.append({"seat": s, "kind": kind, "win_rate": rate(pay, n),
                    "wins": sum(1 for r in records if s in r["winners"]),
                    "score": describe(float(r["scores"][s]) for r in records)})
    return out


def kind_stats(records: list[dict[str, Any]], kinds: list[str]) -> dict[str, Any]:
    """Per seat kind (all seats of that kind pooled): win rate with CI over seat-games, scores."""
    out = {}
    for kind in sorted(set(kinds)):
        seats = [s for s, k in enumerate(kinds) if k == kind]
        pay = sum(r["payoffs"][s] for r in records for s in seats)
        out[kind] = {"seats": seats, "win_rate": rate(pay, len(records) * len(seats)),
                     "score": describe(float(r["scores"][s]) for r in records for s in seats)}
    return out


def summary_stats(records: list[dict[str, Any]], kinds: list[str]) -> dict[str, Any]:
    """The statistical part of ``summary.json``: ``games``, ``seats`` (:func:`seat_stats`),
    ``kinds``, ``nobody_won``, ``non_seat_winners`` (``{name: rate}``), ``draws``, ``length``
    (decisions per game, :func:`describe`)."""
    n = len(records)
    named: dict[str, int] = {}
    for r in records:
        for w in r["winners"]:
            if isinstance(w, str):
                named[w] = named.get(w, 0) + 1
    seat_won = sum(1 for r in records if any(isinstance(w, int) for w in r["winners"]))
    return {"games": n, "seats": seat_stats(records, kinds), "kinds": kind_stats(records, kinds),
            "no_seat_won": rate(n - seat_won, n),
            "non_seat_winners": {k: rate(v, n) for k, v in sorted(named.items())},
            "draws": rate(sum(1 for r in records if r["draw"]), n),
            "length": describe(r["decisions"] for r in records)}
