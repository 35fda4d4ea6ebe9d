"""``i18n/names.py``: bidi isolates around seat names, ``&`` doubled for mnemonic texts."""

from __future__ import annotations


def test_mnemonic_safe_and_isolate_helpers():
    from contaria_desktop.i18n.names import FSI, PDI, isolate, mnemonic_safe, plain

    assert mnemonic_safe("A&B && C") == "A&&B &&&& C"
    assert isolate("Ana") == FSI + "Ana" + PDI
    # a stray PDI inside a name would end the isolate early: isolate controls are dropped
    assert isolate("x\u2069y\u2068") == FSI + "xy" + PDI
    assert plain(isolate("Ana") + " placed") == "Ana placed"
