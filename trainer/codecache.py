"""Start-up (issue 18): the code :mod:`dataclasses` writes for each record class, compiled once and kept on disk.

When a dataclass is made, Python writes the source of its ``__init__``, ``__eq__``, ``__repr__``, ``__setattr__``
... and compiles it: some 300 compilations for the engine's and the training's records, about half of what
importing them costs (~20 ms of every entry point that shows a table, benchmarks/bench_startup.py). The compiled
code depends only on that source text, so it is kept, keyed by the text, in a file beside the trainer's bytecode
(``__pycache__``, or under ``PYTHONPYCACHEPREFIX``) and read once per process: a class is then made by running code
already compiled. Nothing else changes (the same text compiles to the same code). A file that cannot be read or
written (a read-only install, ``PYTHONDONTWRITEBYTECODE``) only means compiling as before.

:func:`install` is called by ``trainer/engine/__init__.py`` and ``trainer/training/__init__.py``, before any of
their record classes is made (the home screen, which has none, reads nothing); the file is read when the first
class is made. :func:`save` writes what was compiled meanwhile (at exit, and by the start-up probe, which leaves
without running the exit handlers).
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import dataclasses
import marshal
import os
import sys
from types import CodeType
from typing import Any

MAX_ENTRIES = 1000
"""The file keeps at most this many compiled texts: the trainer's records need about 350."""
MAX_FILE = 64 * 1024 * 1024
"""A kept-code file larger than this is not read (the trainer's own is well under 1 MiB)."""

_cache: dict[str, CodeType] = {}
"""The trainer's own records' code, read from the file and compiled since: each entry point's start reads it all
(one file for all of them, so that one start does not drop what another needs)."""
_state: dict[str, Any] = {"path": None, "missed": 0, "hits": 0, "installed": False, "loaded": False}


def beside_bytecode(stem: str, suffix: str = "marshal") -> str | None:
    """The path of a file ``<stem>.<cache tag>.<suffix>`` beside the bytecode of ``trainer/__init__.py`` (None:
    nowhere: no cache tag, or no place for bytecode)."""
    from importlib.util import cache_from_source

    init = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__init__.py")
    try:
        pyc = cache_from_source(init)
    except (NotImplementedError, ValueError, TypeError):
        return None
    return os.path.join(os.path.dirname(pyc), f"{stem}.{sys.implementation.cache_tag}.{suffix}")


def cache_file() -> str | None:
    """Where the compiled code is kept (None: nowhere)."""
    return beside_bytecode("dataclass-code")


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """:func:`exec` for :mod:`dataclasses`: a text compiled before runs its kept code."""
    if isinstance(source, str) and str((globals or {}).get("__name__", "")).startswith("trainer."):
        # Only the trainer's records (dataclasses passes the class's module's namespace): the file stays the
        # size the trainer needs, whatever else a process (a test run) makes.
        if not _state["loaded"]:
            _state["loaded"] = True
            load(_state["path"])
        code = _cache.get(source)
        if code is None:
            code = _cache[source] = compile(source, "<string>", "exec", dont_inherit=True)
            _state["missed"] += 1
        else:
            _state["hits"] += 1
        source = code
    builtins.exec(source, globals, locals)


def load(path: str | None) -> int:
    """Read the kept code from ``path`` (a missing or damaged file reads as empty); how many texts it held."""
    if path is None:
        return 0
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE + 1)  # one read (marshal.load reads a file piece by piece: 5× slower)
        if len(raw) > MAX_FILE:
            return 0
        data = marshal.loads(raw)
    except (OSError, EOFError, ValueError, TypeError):
        return 0
    if not isinstance(data, dict):
        return 0
    kept = {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, CodeType)}
    for k, v in kept.items():
        _cache.setdefault(k, v)
    return len(kept)


def install() -> None:
    """Serve the compilations of :mod:`dataclasses` from the kept code (once per process)."""
    if _state["installed"]:
        return
    _state["installed"] = True
    _state["path"] = cache_file()
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # found before the builtin by dataclasses' own code
    atexit.register(save)


def save() -> bool:
    """Write the kept code if anything was compiled since it was read; whether it was written."""
    path = _state["path"]
    if not _state["missed"] or path is None or sys.dont_write_bytecode:
        return False
    _state["missed"] = 0
    return write_marshalled(path, dict(list(_cache.items())[-MAX_ENTRIES:]))


def write_marshalled(path: str, value: Any) -> bool:
    """Write ``value`` marshalled to ``path``, whole or not at all (another process may be reading it); False
    when it cannot be written."""
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            marshal.dump(value, f)
        os.replace(tmp, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False
    return True


def stats() -> dict[str, int]:
    """Compilations served from the kept code (``hits``) and made anew (``missed``, since the last save)."""
    return {"hits": int(_state["hits"]), "missed": int(_state["missed"])}
