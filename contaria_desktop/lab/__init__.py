"""The playtest lab's engine-level part (issue 15): simulate many games of any registered game,
write ``games.csv``, ``summary.json`` and ``report.html``, compare two variants (A/B), locally or
on a Dask cluster. Pure Python, no Qt; matplotlib and dask are imported only when used.
Above ``bots`` and below ``ui`` in the layer order. See docs/lab.md.

    from contaria_desktop.lab import LabConfig, run, write_outputs
    outcome = run(LabConfig("charlatao", 4, ("random",) * 4, games=100), workers=2)
    write_outputs(outcome, "out")
"""

from .config import SHIPPED, LabConfig, LabConfigError, Variant, load_variant, seat_kinds
from .files import LabOutputError
from .output import write_outputs
from .runner import LabRunError, Outcome, run

__all__ = ["LabConfig", "LabConfigError", "LabOutputError", "LabRunError", "Outcome", "SHIPPED", "Variant",
           "load_variant", "run", "seat_kinds", "write_outputs"]
