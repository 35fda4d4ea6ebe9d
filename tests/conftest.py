import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The kit's toy game registers itself for the kit tests and the conformance suite.
from tests.kit import toygame  # noqa: E402,F401
