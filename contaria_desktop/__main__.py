"""``python -m contaria_desktop``: same as the ``contaria-desktop`` command."""

import sys

from .app import main

if __name__ == "__main__":
    sys.exit(main())
