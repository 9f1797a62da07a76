"""Shared input helpers for the CLI: read JSON and scenario files with one-line messages, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from trainer.cli import UsageError


def read_json(path_text: str, what: str = "file") -> Any:
    """Load JSON from a path (``-`` = standard input); bad input raises :class:`UsageError` naming the file."""
    import sys

    if path_text == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        path = Path(path_text)
        name = path_text
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise UsageError(f"{name}: no such {what}") from None
        except IsADirectoryError:
            raise UsageError(f"{name}: is a directory, not a {what}") from None
        except OSError as exc:
            raise UsageError(f"{name}: cannot read: {exc.strerror}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{name}: not UTF-8 text (byte {exc.start})") from None
    if not text.strip():
        raise UsageError(f"{name}: empty {what}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{name}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from None


def load_scenario_or_fail(path_text: str) -> Any:
    """Load a scenario file; any problem becomes a :class:`UsageError` with file, line and field."""
    from trainer.training.scenario import ScenarioError, load_scenario

    try:
        return load_scenario(Path(path_text))
    except ScenarioError as exc:
        raise UsageError(*[str(p) for p in getattr(exc, "problems", [exc])]) from None
