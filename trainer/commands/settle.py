"""``trainer settle FILE|-``: settle rounds as ``docs/settle.md`` describes.

Input: one round object or a JSON array of rounds (UTF-8; a leading byte-order mark is accepted). Output:
one result or an array of results in the same order (an array is printed one result per line, so 100,000
rounds stay cheap to write and to read line by line). Bad input: exit 2, nothing on standard output, one line
per problem on standard error: ``round N: field: message (clause)`` (``round N:`` only for arrays, N counted
from 0), or ``FILE: ...`` when the file itself cannot be read or is not JSON. Unknown fields and bet names are
refused rather than ignored, so that a misspelt bet is never settled as "no bet".

Only :mod:`json`, the engine and the input limits are imported: the whole process is meant to settle well over
12,000 rounds/s. An array of rounds that are all valid is settled by the compiled settler where it was built
(:mod:`trainer.engine.compiled`, the same output); anything else, and everything when it was not built, by the
Python path here.
"""

from __future__ import annotations

import argparse
import errno
import gc
import json
import marshal
import os
import sys

from trainer.cli import UsageError
from trainer.engine import compiled
from trainer.engine.settlement import RoundInputError, settle_json
from trainer.training.inputs import MAX_SETTLE_BYTES, open_without_waiting  # the largest input read: settle.md

PARALLEL_FROM = 2000
"""Arrays of at least this many rounds are split between two processes."""

HELP = "settle rounds given as JSON (a file, or - for standard input) and print the results as JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a JSON file holding one round or an array of rounds; - for stdin")


class _Constant(ValueError):
    pass


def _reject_constant(name: str) -> object:
    raise _Constant(name)


def _read(path: str) -> bytes:
    """The input's bytes, at most :data:`MAX_SETTLE_BYTES` of them."""
    name = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_SETTLE_BYTES + 1)
        else:
            with open_without_waiting(path) as fh:  # a named pipe nobody writes to is empty, not a wait
                data = fh.read(MAX_SETTLE_BYTES + 1)
    except OSError as exc:
        reason = "is a loop of symbolic links" if exc.errno == errno.ELOOP else (exc.strerror or str(exc))
        raise UsageError(f"{name}: cannot read: {reason}") from None
    if len(data) > MAX_SETTLE_BYTES:
        raise UsageError(
            f"{name}: larger than the limit of {MAX_SETTLE_BYTES // 2**20} MiB (about 300,000 rounds): "
            "split the rounds between files"
        )
    return data


def _parse(path: str, data: bytes) -> object:
    name = "<stdin>" if path == "-" else path
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{name}: not UTF-8 text (byte {exc.start}: {exc.reason})") from None
    if not text.strip():
        raise UsageError(f"{name}: empty input: expected a round object or an array of rounds (settle.md)")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{name}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except _Constant as exc:
        raise UsageError(f"{name}: invalid JSON: {exc} is not a number JSON allows") from None
    except RecursionError:
        raise UsageError(f"{name}: invalid JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        text = str(exc)
        raise UsageError(f"{name}: invalid JSON: {text[:80] + '…' if len(text) > 80 else text}") from None


def _settle_range(data: list[object], start: int, stop: int) -> tuple[list[str], list[str]]:
    """Problem lines and compact JSON results of ``data[start:stop]`` (results only while no problem)."""
    lines: list[str] = []
    out: list[str] = []
    encode = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode
    for i in range(start, stop):
        try:
            result = settle_json(data[i], i)
        except RoundInputError as exc:
            lines.extend(exc.lines)
            continue
        if not lines:
            out.append(encode(result))
    return lines, out


def _settle_array(data: list[object]) -> tuple[list[str], list[str]]:
    """:func:`_settle_range` over the whole array, the second half in a forked child where the platform has
    fork and a second core (settling is pure computation on the parsed input; the child sends back text)."""
    n = len(data)
    if n < PARALLEL_FROM or not hasattr(os, "fork") or (os.cpu_count() or 1) < 2:
        return _settle_range(data, 0, n)
    half = n // 2
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: settle the second half, send it back, leave without running any clean-up
        status = 1
        try:
            os.close(read_fd)
            payload = marshal.dumps(_settle_range(data, half, n))
            with os.fdopen(write_fd, "wb") as pipe:
                pipe.write(payload)
            status = 0
        finally:
            os._exit(status)
    os.close(write_fd)
    lines, out = _settle_range(data, 0, half)
    with os.fdopen(read_fd, "rb") as pipe:
        payload = pipe.read()
    _, status = os.waitpid(pid, 0)
    try:
        if status != 0:
            raise ValueError(status)
        more_lines, more_out = marshal.loads(payload)
    except (ValueError, EOFError, TypeError):  # the child failed: do its half here
        more_lines, more_out = _settle_range(data, half, n)
    if lines or more_lines:
        return lines + more_lines, []
    return lines, out + more_out


def run(args: argparse.Namespace) -> int:
    # No reference cycles are made here, and the collector's passes over a large parsed file cost more than
    # the settlement itself: switch it off for this short-lived command.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(args.file)
    finally:
        if collecting:
            gc.enable()


def _run(path: str) -> int:
    raw = _read(path)
    text = compiled.settle_array(raw)
    if text is not None:
        sys.stdout.buffer.write(text)
    else:
        sys.stdout.write(printed(_parse(path, raw)))
    sys.stdout.flush()
    return 0


def printed(data: object) -> str:
    """What the command prints for parsed input, by the Python path (:class:`UsageError` with one line per
    problem when there are any)."""
    if type(data) is list:
        lines, out = _settle_array(data)
        if lines:
            raise UsageError(*lines)
        return "[\n" + ",\n".join(out) + "\n]\n" if out else "[]\n"
    try:
        result = settle_json(data)
    except RoundInputError as exc:
        raise UsageError(*exc.lines) from None
    return json.dumps(result, indent=2) + "\n"
