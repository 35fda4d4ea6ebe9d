"""Entry script of the frozen app (PyInstaller): the same ``main`` as the installed
``contaria-desktop`` command."""

import sys

from contaria_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
