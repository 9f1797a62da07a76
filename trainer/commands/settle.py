"""``trainer settle FILE|-``: settle rounds per ``shared/contracts/settle.md``.

Input: one round object or a JSON array of rounds (UTF-8; a leading byte-order mark is accepted). Output:
one result or an array of results in the same order (an array is printed one result per line, so 100,000
rounds stay cheap to write and to read line by line). Bad input: exit 2, nothing on standard output, one line
per problem on standard error: ``round N: field: message (clause)`` (``round N:`` only for arrays, N counted
from 0), or ``FILE: ...`` when the file itself cannot be read or is not JSON. Unknown fields and bet names are
refused rather than ignored, so that a misspelt bet is never settled as "no bet".

Only :mod:`json` and the engine are imported: the whole process is meant to settle well over 12,000 rounds/s.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys

from trainer.cli import UsageError
from trainer.engine.settlement import RoundInputError, settle_json

HELP = "settle rounds given as JSON (a file, or - for standard input) and print the results as JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file", metavar="FILE", help="a JSON file holding one round or an array of rounds; - for stdin"
    )


class _Constant(ValueError):
    pass


def _reject_constant(name: str) -> object:
    raise _Constant(name)


def _load(path: str) -> object:
    name = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as fh:
                data = fh.read()
    except OSError as exc:
        raise UsageError(f"{name}: cannot read: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{name}: not UTF-8 text (byte {exc.start}: {exc.reason})") from None
    if not text.strip():
        raise UsageError(f"{name}: empty input: expected a round object or an array of rounds (settle.md)")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise UsageError(
            f"{name}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except _Constant as exc:
        raise UsageError(f"{name}: invalid JSON: {exc} is not a number JSON allows") from None
    except RecursionError:
        raise UsageError(f"{name}: invalid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise UsageError(f"{name}: invalid JSON: {exc}") from None


def run(args: argparse.Namespace) -> int:
    # No reference cycles are made here, and the collector's passes over a large parsed file cost more than
    # the settlement itself: switch it off for this short-lived command.
    gc.disable()
    data = _load(args.file)
    if type(data) is list:
        lines: list[str] = []
        out: list[str] = []
        encode = json.JSONEncoder(separators=(",", ":")).encode
        for i, obj in enumerate(data):
            try:
                result = settle_json(obj, i)
            except RoundInputError as exc:
                lines.extend(exc.lines)
                continue
            if not lines:
                out.append(encode(result))
        if lines:
            raise UsageError(*lines)
        sys.stdout.write("[\n" + ",\n".join(out) + "\n]\n" if out else "[]\n")
    else:
        try:
            result = settle_json(data)
        except RoundInputError as exc:
            raise UsageError(*exc.lines) from None
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    sys.stdout.flush()
    return 0
