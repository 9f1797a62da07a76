"""``trainer validate FILE|DIR …``: check scenario files and play each with the reference dealer.

Exit 0 when every file is valid and meets its ``[expect]`` section; otherwise exit 1 with one line per problem
(``file:line: field: reason``). ``--schema`` prints the JSON Schema of the format (for editor completion).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

HELP = "check scenario files (format, content, and the reference dealer's outcome against [expect])"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="FILE|DIR", help="scenario files or folders of them")
    parser.add_argument("--schema", action="store_true", help="print the JSON Schema of a scenario file and exit")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the problems")


def run(args: argparse.Namespace) -> int:
    from trainer.cli import UsageError
    from trainer.training.scenario import Problem, iter_scenario_files, json_schema_text

    if args.schema:
        sys.stdout.write(json_schema_text())
        return 0
    if not args.paths:
        raise UsageError("trainer validate: name at least one scenario file or folder (or --schema)")
    problems: list[Problem] = []
    files: list[Path] = []
    for path, exists in iter_scenario_files(args.paths):
        if exists:
            files.append(path)
        else:
            problems.append(Problem(str(path), "no such file or folder"))
    checked = len(files)
    for found in _check_all(files):
        problems.extend(found)
    for p in problems:
        print(p)
    bad_files = len({p.file for p in problems})
    if not args.quiet:
        print(
            f"{checked} scenario file(s) checked: "
            + ("all valid" if not problems else f"{len(problems)} problem(s) in {bad_files} file(s)"),
            file=sys.stderr,
        )
    if checked == 0 and not problems:
        print(f"no scenario files found in {' '.join(args.paths)}", file=sys.stderr)
        return 1
    return 1 if problems else 0


PARALLEL_FROM = 64
"""From this many files on, the files are checked by one process per core (a library of generated rounds)."""


def _check(path: Path) -> list[Any]:
    """One file's problems; whatever goes wrong is about this file, never a traceback."""
    from trainer.training.scenario import Problem, validate_file

    try:
        return list(validate_file(path))
    except Exception as exc:
        return [Problem(str(path), f"cannot be checked: {type(exc).__name__}: {exc}")]


def _check_all(files: list[Path]) -> list[list[Any]]:
    """Every file's problems, in the order of ``files``."""
    cores = os.cpu_count() or 1
    if len(files) < PARALLEL_FROM or cores < 2:
        return [_check(p) for p in files]
    from concurrent.futures import ProcessPoolExecutor

    try:
        with ProcessPoolExecutor(max_workers=min(cores, 8)) as pool:
            return list(pool.map(_check, files, chunksize=max(1, len(files) // (8 * cores))))
    except (OSError, RuntimeError):  # no processes to be had here: check them one by one
        return [_check(p) for p in files]
