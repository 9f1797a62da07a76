"""Start-up (issue 18): the parsed form of each TOML text read before (scenarios, exams), kept beside the bytecode.

Opening a scenario's table reads its TOML file; parsing it needs :mod:`tomllib`, whose import compiles its
regular expressions (~3 ms of ``trainer gui --scenario`` and ``trainer screenshot``, benchmarks/bench_startup.py),
then the parse itself and the depth checks of :func:`trainer.training.inputs.loads_toml`. The parsed value is a
function of the text alone, so it is kept, keyed by the whole text (and the depth limit it was checked against),
in a file beside the trainer's bytecode (as :mod:`trainer.codecache` keeps the records' compiled code): a text
read again is served from there, the very value ``tomllib`` gave for it. A changed file is a different text and is
parsed afresh; a text that fails to parse is never kept (its error is reported as before); a value that
:mod:`marshal` cannot hold (TOML dates) is not kept. A file that cannot be read or written (a read-only install,
``PYTHONDONTWRITEBYTECODE``) only means parsing as before.
"""

from __future__ import annotations

import atexit
import marshal
import sys
from typing import Any

MAX_ENTRIES = 200
"""The file keeps at most this many texts (the newest): the library holds about 50 scenarios and exams."""
MAX_TEXT = 256 * 1024
"""Longer texts are not kept (a real scenario is a few KiB)."""
MAX_FILE = 64 * 1024 * 1024
"""A cache file larger than this is not read (it cannot be one this module wrote: at most MAX_ENTRIES texts)."""

_kept: dict[str, bytes] = {}
"""Key (limit and text) → the parsed value, marshalled (each hit unmarshals a fresh copy: callers may change it)."""
_state: dict[str, Any] = {"loaded": False, "changed": False, "path": None}


def cache_file() -> str | None:
    """Where the parsed texts are kept: beside the bytecode of ``trainer/__init__.py`` (None: nowhere)."""
    from trainer.codecache import beside_bytecode

    return beside_bytecode("toml-parsed")


def _key(text: str, limit: int) -> str:
    return f"{limit}\n{text}"


def _load() -> None:
    _state["loaded"] = True
    if _state["path"] is None:
        _state["path"] = cache_file()
        atexit.register(save)
    path = _state["path"]
    if path is None:
        return
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE + 1)
        if len(raw) > MAX_FILE:
            return
        data = marshal.loads(raw)
    except (OSError, EOFError, ValueError, TypeError):
        return
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(k, str) and isinstance(v, bytes):
                _kept.setdefault(k, v)


def get(text: str, limit: int) -> dict[str, Any] | None:
    """The value kept for ``text`` parsed with depth ``limit`` (a fresh copy), or None when none is kept."""
    if not _state["loaded"]:
        _load()
    data = _kept.get(_key(text, limit))
    if data is None:
        return None
    try:
        value = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None
    return value if isinstance(value, dict) else None


def keep(text: str, limit: int, value: dict[str, Any]) -> None:
    """Keep ``value``, what ``text`` parsed to (checked at depth ``limit``), if marshal can hold it."""
    if len(text) > MAX_TEXT:
        return
    if not _state["loaded"]:
        _load()
    try:
        data = marshal.dumps(value)
    except ValueError:  # a TOML date or time: parsed each time
        return
    key = _key(text, limit)
    if _kept.get(key) != data:
        _kept.pop(key, None)
        _kept[key] = data
        _state["changed"] = True
        while len(_kept) > MAX_ENTRIES:  # a long process (a test run) reads many texts: the newest are kept
            del _kept[next(iter(_kept))]


def save() -> bool:
    """Write the kept values if any was added since they were read; whether they were written."""
    path = _state["path"]
    if not _state["changed"] or path is None or sys.dont_write_bytecode:
        return False
    _state["changed"] = False
    from trainer.codecache import write_marshalled

    return write_marshalled(path, dict(_kept))
