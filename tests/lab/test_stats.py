"""The lab's statistics against known values."""

import math

import pytest

from contaria_desktop.lab.stats import (betainc, describe, t_two_sided, two_proportion_z, welch, wilson)


def test_wilson_known_values():
    lo, hi = wilson(8, 10)                         # 8/10: 0.490 - 0.943 (Wilson 1927 / standard tables)
    assert (round(lo, 3), round(hi, 3)) == (0.490, 0.943)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0


def test_two_proportion_z():
    r = two_proportion_z(45, 100, 60, 100)          # classic textbook example: z = 2.12, p = 0.034
    assert r["diff"] == pytest.approx(0.15)
    assert r["z"] == pytest.approx(2.1246, abs=1e-3) and r["p"] == pytest.approx(0.0336, abs=1e-3)
    assert two_proportion_z(0, 10, 0, 10)["p"] is None


def test_student_t_p_values():
    assert t_two_sided(2.228, 10) == pytest.approx(0.05, abs=5e-4)     # t table, df 10
    assert t_two_sided(1.96, 1e6) == pytest.approx(0.05, abs=1e-3)
    assert betainc(2, 3, 0.4) == pytest.approx(0.5248, abs=1e-4)
    assert t_two_sided(0.0, 5) == pytest.approx(1.0)


def test_welch_t_test():
    a = [19.1, 20.0, 21.5, 18.2, 20.7, 19.9]
    b = [22.4, 23.1, 21.0, 24.5, 22.8, 23.3]
    r = welch(a, b)
    ma, mb = sum(a) / 6, sum(b) / 6
    assert r["diff"] == pytest.approx(mb - ma)
    va = sum((x - ma) ** 2 for x in a) / 5 / 6
    vb = sum((x - mb) ** 2 for x in b) / 5 / 6
    assert r["t"] == pytest.approx((mb - ma) / math.sqrt(va + vb))
    assert 0 < r["p"] < 0.01
    assert welch([1.0], [2.0])["p"] is None
    assert welch([1.0, 1.0], [1.0, 1.0])["p"] is None


def test_describe():
    d = describe([3, 1, 2, 4])
    assert (d["n"], d["min"], d["max"], d["median"], d["mean"]) == (4, 1, 4, 2.5, 2.5)
    assert describe([])["mean"] is None
