"""Shared input helpers for the CLI: read JSON, action logs and scenario files with one-line messages, never a
traceback. The reading itself (size limits, nesting depth) is :mod:`trainer.training.inputs`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from trainer.cli import UsageError


def read_json(path_text: str, what: str = "file", limit: int | None = None) -> Any:
    """Load JSON from a path (``-`` = standard input); bad input raises :class:`UsageError` naming the file.
    At most ``limit`` bytes (default: the action-log limit) and :data:`~trainer.training.inputs.MAX_DEPTH`
    levels of nesting."""
    from trainer.training.inputs import MAX_LOG_BYTES, InputError
    from trainer.training.inputs import read_json as read

    try:
        return read(path_text, MAX_LOG_BYTES if limit is None else limit, what)
    except InputError as exc:
        raise UsageError(str(exc)) from None


def read_log(path_text: str | Path, *, parse: bool = True) -> Any:
    """An action log file: a JSON array of at most ``MAX_LOG_ACTIONS`` actions, each (with ``parse``) a valid
    action of the contract (actions.md). The raw objects are returned (what the grader and the store take);
    without ``parse`` the caller checks them (``replay`` first takes off the optional times)."""
    from trainer.engine.actions import ActionFormatError, parse_log
    from trainer.training.inputs import MAX_LOG_ACTIONS

    raw = read_json(str(path_text), "action log")
    if isinstance(raw, list) and len(raw) > MAX_LOG_ACTIONS:
        raise UsageError(
            f"{path_text}: {len(raw):,} actions; a log holds at most {MAX_LOG_ACTIONS:,} (a real round has under 200)"
        )
    if not parse:
        return raw
    try:
        parse_log(raw)
    except ActionFormatError as exc:
        raise UsageError(f"{path_text}: {exc}") from None
    return list(raw)


def load_scenario_or_fail(path_text: str) -> Any:
    """Load a scenario file; any problem becomes a :class:`UsageError` with file, line and field."""
    from trainer.training.scenario import ScenarioError, load_scenario

    try:
        return load_scenario(Path(path_text))
    except ScenarioError as exc:
        raise UsageError(*[str(p) for p in getattr(exc, "problems", [exc])]) from None


SEED_LIMIT = 2**63
"""Seeds are stored as SQLite integers: 0 .. 2**63 - 1."""


def seed_type(text: str) -> int:
    """``--seed`` for argparse: a whole number 0 .. 2**63 - 1 written in ASCII digits."""
    import argparse

    from trainer.training.inputs import shorten

    digits = text.strip()
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"{shorten(text)!r} is not a whole number 0 or more")
    if len(digits) > 19 or int(digits) >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"{shorten(text)!r} is too large (a seed is below 2**63)")
    return int(digits)


def size_type(text: str, low: tuple[int, int], high: tuple[int, int]) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` in pixels (ASCII digits), each side within ``low``..``high``; :class:`UsageError`."""
    import re

    from trainer.training.inputs import shorten

    m = re.fullmatch(r"\s*([0-9]{1,5})\s*[xX×]\s*([0-9]{1,5})\s*", text)
    if m is None:
        raise UsageError(f"--size {shorten(text)}: expected WIDTHxHEIGHT in pixels, e.g. 1280x800")
    width, height = int(m.group(1)), int(m.group(2))
    if not (low[0] <= width <= high[0] and low[1] <= height <= high[1]):
        raise UsageError(
            f"--size {shorten(text)}: the width must be {low[0]}..{high[0]} and the height {low[1]}..{high[1]} pixels"
        )
    return width, height


def without_gc(run: Any, args: Any) -> int:
    """``run(args)`` with no garbage collection meanwhile, as a window or a picture starts (dozens of collections
    of objects that all stay); collection is as it was afterwards."""
    import gc

    collecting = gc.isenabled()
    gc.disable()
    try:
        return int(run(args))
    finally:
        if collecting:
            gc.enable()


def print_json(data: Any, *, indent: int | None = None) -> None:
    """Print ``data`` as JSON, the letters of every script as they are (陳大文), and every character a terminal
    would act on or that reorders text (control characters such as ESC and U+009B, U+202E and the other bidi and
    format characters, U+2028: :data:`trainer.engine.errors.UNPRINTABLE`) as a ``\\uXXXX`` escape: stored names
    printed to a terminal cannot move the cursor or disguise themselves (issue 31); a program reads the same
    values."""
    import json

    from trainer.engine.errors import printable

    text = json.dumps(data, ensure_ascii=False, indent=indent)
    lines = text.split("\n")  # a raw line break only stands between values (indent); inside a string it is \n
    print("\n".join(line if printable(line) == line else "".join(map(_json_char, line)) for line in lines))


def _json_char(ch: str) -> str:
    """One character of JSON text, escaped as ``\\uXXXX`` (a surrogate pair beyond U+FFFF) when a terminal
    would act on it."""
    import json

    from trainer.engine.errors import printable

    return ch if printable(ch) == ch else json.dumps(ch)[1:-1]
