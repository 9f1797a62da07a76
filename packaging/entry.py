"""Entry point of the frozen desktop build (packaging/trainer.spec).

The same ``trainer`` command as the console script: ``trainer settle FILE``, ``trainer screenshot ...``, etc.
Started without arguments (a double-click, a desktop menu entry) it opens the GUI instead of printing help.

Diagnostic: with ``TRAINER_IMPORT_CHECK=mod1,mod2,...`` in the environment the program only imports those modules
and exits 0, or prints one line per module that fails and exits 1. tests/test_package.py uses it to prove that
every module the code imports, lazily or not, made it into the bundle.
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def import_check(names: list[str]) -> int:
    import importlib

    failed = 0
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # report every failure, not only the first
            print(f"{name}: {type(exc).__name__}: {exc}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    check = os.environ.get("TRAINER_IMPORT_CHECK", "").strip()
    if check:
        sys.exit(import_check([n.strip() for n in check.split(",") if n.strip()]))
    from trainer.cli import main

    sys.exit(main(sys.argv[1:] or ["gui"]))
