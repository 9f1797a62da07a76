"""Entry point of the frozen desktop build (packaging/trainer.spec).

The same ``trainer`` command as the console script: ``trainer settle FILE``, ``trainer screenshot ...``, etc.
Started without arguments (a double-click, a desktop menu entry) it opens the GUI instead of printing help.
"""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from trainer.cli import main

    sys.exit(main(sys.argv[1:] or ["gui"]))
