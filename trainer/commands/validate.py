"""``trainer validate FILE|DIR …``: check scenario files and play each with the reference dealer.

Exit 0 when every file is valid and meets its ``[expect]`` section; otherwise exit 1 with one line per problem
(``file:line: field: reason``). ``--schema`` prints the JSON Schema of the format (for editor completion).
"""

from __future__ import annotations

import argparse
import sys

HELP = "check scenario files (format, content, and the reference dealer's outcome against [expect])"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="FILE|DIR", help="scenario files or folders of them")
    parser.add_argument("--schema", action="store_true", help="print the JSON Schema of a scenario file and exit")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the problems")


def run(args: argparse.Namespace) -> int:
    from trainer.cli import UsageError
    from trainer.training.scenario import Problem, iter_scenario_files, json_schema_text, validate_file

    if args.schema:
        sys.stdout.write(json_schema_text())
        return 0
    if not args.paths:
        raise UsageError("trainer validate: name at least one scenario file or folder (or --schema)")
    problems: list[Problem] = []
    checked = 0
    for path, exists in iter_scenario_files(args.paths):
        if not exists:
            problems.append(Problem(str(path), "no such file or folder"))
            continue
        checked += 1
        try:
            problems.extend(validate_file(path))
        except Exception as exc:  # never a traceback: whatever went wrong is about this file
            problems.append(Problem(str(path), f"cannot be checked: {type(exc).__name__}: {exc}"))
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
