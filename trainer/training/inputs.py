"""Bounded reading and parsing of every file the trainer is given: one helper for the commands and the store.

Every reader has a size limit far above any real file, so a wrong file (``/dev/zero``, a disk image, a log
written by a runaway script) is refused with one line instead of filling memory. JSON and TOML are checked
for nesting depth *before* they are parsed (a linear scan of the brackets), so a file nested 100,000 deep
is refused instead of exhausting the parser's recursion; the parsed value is then checked again, without
recursion, so nothing deeper than :data:`MAX_DEPTH` ever reaches the code that walks it.

The limits (documented in docs/actions.md, docs/scenarios.md, docs/exams.md and docs/settle.md):

=====================  ==========================  ===============================================
what                   limit                       a real one
=====================  ==========================  ===============================================
action log (JSON)      1 MiB, 2,000 actions        a few KiB, under 200 actions
scenario file (TOML)   1 MiB                       a few KiB
exam file (TOML)       1 MiB                       under 1 KiB
settle input (JSON)    64 MiB                      200 bytes a round (about 300,000 rounds)
any JSON or TOML       nested 64 deep              5 deep
installation key       32 bytes                    32 bytes
a setting file         64 KiB                      one line (``results-server.url``, the theme)
ledger.verified        64 KiB                      under 1 KiB
ledger anchor          256 MiB                     100 bytes an entry (10 MiB at 100,000 attempts)
scenario index         16 MiB                      200 bytes a scenario file
=====================  ==========================  ===============================================

What the store gives back to be shown or exported is bounded too (:func:`bounded`): a name, an id or another text
of a row longer than :data:`STORED_NAME_MAX` characters, or a text inside a stored grade longer than
:data:`STORED_TEXT_MAX`, is cut there and ends with "…" (only a damaged or forged store holds one: names are
checked on entry, :func:`check_name`), so a 10 MB name prints and exports like any other.

No Qt; only the engine's message helpers: the store and the commands both use it.
"""

from __future__ import annotations

import errno
import os
import re
import sys
from pathlib import Path
from typing import Any

from trainer import tomlcache
from trainer.engine.errors import SHORT, shorten, shown

__all__ = ["SHORT", "InputError", "shorten", "shown"]

KIB = 1024
MIB = 1024 * KIB

MAX_DEPTH = 64
"""Deepest nesting of arrays and tables/objects in any JSON or TOML the trainer reads."""
MAX_LOG_BYTES = 1 * MIB
"""An action log file (``replay``, ``exam submit``)."""
MAX_LOG_ACTIONS = 2_000
"""Actions in one log: a real round has under 200 (seven seats, every bet settled, a few irregularities)."""
MAX_SCENARIO_BYTES = 1 * MIB
"""A scenario file."""
MAX_EXAM_BYTES = 1 * MIB
"""An exam file."""
MAX_SETTLE_BYTES = 64 * MIB
"""The input of ``trainer settle`` (one round or an array of rounds)."""
MAX_STORED_JSON = 1 * MIB
"""One JSON text inside the results store (an action, a grade)."""
MAX_KEY_BYTES = 32
"""The installation key (``installation.key``): exactly this long; a longer file is damaged."""
MAX_SETTING_BYTES = 64 * KIB
"""A setting file of one line in the data folder (``results-server.url``, the window's theme)."""
MAX_VERIFIED_BYTES = 64 * KIB
"""``ledger.verified``: how far the last clean verify reached (a few hundred bytes)."""
MAX_ANCHOR_BYTES = 256 * MIB
"""A ledger anchor file: about 100 bytes a ledger entry (some 2.6 million entries)."""
MAX_INDEX_BYTES = 16 * MIB
"""The scenario library's index in the data folder (about 200 bytes a scenario file)."""
MAX_DOC_BYTES = 4 * MIB
"""A page of the regulation the rules page shows (under 100 KiB)."""
STORED_NAME_MAX = 200
"""The longest name, id or other text of a stored row that is shown or exported whole (a name is at most
:data:`NAME_MAX`); a longer one is cut (:func:`bounded`)."""
STORED_TEXT_MAX = 2_000
"""The longest text inside a stored grade (a message, a title) that is shown or exported whole (a real one is
under 300 characters)."""


class InputError(ValueError):
    """An input that cannot be read: ``str()`` is one line ``name[:line]: reason``."""

    def __init__(self, name: str, reason: str, line: int | None = None) -> None:
        self.name = name
        self.reason = reason
        self.line = line
        super().__init__(f"{name}:{line}: {reason}" if line else f"{name}: {reason}")


class TooLarge(InputError):
    """A file larger than its limit (:func:`read_limited`)."""


# ------------------------------------------------------------------------------------------------- reading


def os_reason(exc: OSError) -> str:
    """Why a file cannot be read, in plain words (a loop of symbolic links is named as such)."""
    if exc.errno == errno.ELOOP:
        return "is a loop of symbolic links (a link that leads back to itself)"
    if exc.errno == errno.ENOENT:
        return "no such file"
    if exc.errno == errno.EISDIR:
        return "is a folder, not a file"
    return f"cannot be read ({exc.strerror or exc})"


def open_without_waiting(path: str | Path) -> Any:
    """Open a file for reading; a named pipe that nobody writes to reads as empty at once instead of waiting for
    ever (opened without blocking, then read normally, so ``<(command)`` still works)."""
    nonblock = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | nonblock)
    if nonblock:
        import fcntl

        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~nonblock)
    return os.fdopen(fd, "rb")


def read_limited(path: str | Path, limit: int, what: str = "file") -> bytes:
    """The bytes of a file (``"-"``: standard input), refused with :class:`InputError` above ``limit`` bytes
    (only ``limit + 1`` bytes are ever read, so ``/dev/zero`` is refused at once)."""
    name = "<stdin>" if str(path) == "-" else str(path)
    try:
        if str(path) == "-":
            data = sys.stdin.buffer.read(limit + 1)
        else:
            with open_without_waiting(path) as fh:
                if os.path.isdir(path):
                    raise IsADirectoryError(errno.EISDIR, "is a directory")
                data = fh.read(limit + 1)
    except OSError as exc:
        raise InputError(name, os_reason(exc)) from None
    if len(data) > limit:
        raise TooLarge(name, f"{what} larger than the limit of {size_words(limit)}")
    return data


def size_words(limit: int) -> str:
    """A size limit in words: ``32 bytes``, ``1,024 KiB`` (up to 1 MiB, as the limits have always been said),
    ``256 MiB``."""
    if limit < KIB:
        return f"{limit} bytes"
    if limit <= MIB:
        return f"{limit // KIB:,} KiB"
    return f"{limit // MIB:,} MiB"


def read_text_limited(path: str | Path, limit: int, what: str = "file") -> str:
    """:func:`read_limited` and :func:`decode`: the UTF-8 text of a file of at most ``limit`` bytes, or
    :class:`InputError` (one line naming the file)."""
    return decode(read_limited(path, limit, what), "<stdin>" if str(path) == "-" else str(path))


def decode(data: bytes, name: str) -> str:
    """UTF-8 text (a leading byte-order mark is dropped); :class:`InputError` otherwise."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(name, f"not UTF-8 text (bad byte {exc.start})") from None
    if "\x00" in text:
        raise InputError(name, "not a text file (it holds binary data)")
    return text


# ------------------------------------------------------------------------------------------------- depth

_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)
_TOML_TOKENS = re.compile(
    r'"""(?:[^\\]|\\.)*?(?:"""|\Z)'  # multi-line basic string
    r"|'''.*?(?:'''|\Z)"  # multi-line literal string
    r'|"(?:[^"\\\n]|\\.)*"?'  # basic string
    r"|'[^'\n]*'?"  # literal string
    r"|#[^\n]*"  # comment
    r"|[\[\]{}]",
    re.DOTALL,
)


def _scan_depth(text: str, tokens: re.Pattern[str], limit: int) -> int | None:
    """The line where the brackets of ``text`` first nest deeper than ``limit``, else None (strings and
    comments skipped). Linear: one regular-expression pass."""
    depth = 0
    for m in tokens.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            if depth > limit:
                return text.count("\n", 0, m.start()) + 1
        elif c in "]}":
            depth = max(0, depth - 1)
    return None


def value_depth(value: object, limit: int = MAX_DEPTH) -> bool:
    """Whether a parsed value nests at most ``limit`` deep (checked without recursion)."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth + 1 > limit:
            return False
        stack.extend((child, depth + 1) for child in children)
    return True


def _too_deep(name: str, line: int | None, limit: int) -> InputError:
    return InputError(name, f"nested more than {limit} deep (arrays or tables inside each other)", line)


class _Constant(ValueError):
    pass


def _reject_constant(name: str) -> object:
    raise _Constant(name)


_DECODER: Any = None
"""``json.loads`` with these options would build a decoder for every text: made once, on first use (json is not
imported at start-up: the table's first screen reads no JSON)."""
_JSON_ERROR: Any = None


def _decoder() -> Any:
    global _DECODER, _JSON_ERROR
    import json

    _JSON_ERROR = json.JSONDecodeError
    _DECODER = json.JSONDecoder(parse_constant=_reject_constant)
    return _DECODER


def loads_json(text: str, name: str, limit: int = MAX_DEPTH) -> Any:
    """Parse JSON text whose nesting is at most ``limit``; :class:`InputError` (one line) otherwise."""
    # Nesting cannot be deeper than the number of brackets that open: a text with no more than ``limit`` of them
    # (every action and grade a store holds) needs neither depth check, counted at C speed (verify reads
    # millions of such texts).
    shallow = text.count("[") + text.count("{") <= limit
    line = None if shallow else _scan_depth(text, _JSON_TOKENS, limit)
    if line is not None:
        raise _too_deep(name, line, limit)
    try:
        value = (_DECODER or _decoder()).decode(text)
    except _JSON_ERROR as exc:
        raise InputError(name, f"invalid JSON at column {exc.colno}: {exc.msg}", exc.lineno) from None
    except _Constant as exc:
        raise InputError(name, f"invalid JSON: {exc} is not a number JSON allows") from None
    except RecursionError:
        raise _too_deep(name, None, limit) from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise InputError(name, f"invalid JSON: {shorten(str(exc), 80)}") from None
    if not shallow and not value_depth(value, limit):
        raise _too_deep(name, None, limit)
    return value


def loads_toml(text: str, name: str, limit: int = MAX_DEPTH) -> dict[str, Any]:
    """Parse TOML text whose nesting is at most ``limit`` (brackets, and dotted keys after parsing);
    ``tomllib.TOMLDecodeError`` is left to the caller (it knows how to place the line), any other failure
    becomes :class:`InputError`."""
    kept = tomlcache.get(text, limit)  # a text parsed (and checked) before: its value (trainer/tomlcache.py)
    if kept is not None:
        return kept
    line = _scan_depth(text, _TOML_TOKENS, limit)
    if line is not None:
        raise _too_deep(name, line, limit)
    import tomllib  # here: a text parsed before needs none of it (start-up, trainer/tomlcache.py)

    try:
        value = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        raise
    except RecursionError:
        raise _too_deep(name, None, limit) from None
    except ValueError as exc:  # an integer with more digits than Python converts
        raise InputError(name, f"not valid TOML: {shorten(str(exc), 80)}") from None
    if not value_depth(value, limit):
        raise _too_deep(name, None, limit)
    tomlcache.keep(text, limit, value)
    return value


def is_toml_error(exc: BaseException) -> bool:
    """Whether ``exc`` is ``tomllib``'s parse error (tomllib is imported only when a text is parsed: a module that
    catches its error asks here rather than importing it)."""
    tomllib = sys.modules.get("tomllib")
    return tomllib is not None and isinstance(exc, tomllib.TOMLDecodeError)


def read_json(path: str | Path, limit: int, what: str = "file") -> Any:
    """Read (bounded), decode and parse (depth-checked) a JSON file or standard input (``"-"``)."""
    name = "<stdin>" if str(path) == "-" else str(path)
    text = decode(read_limited(path, limit, what), name)
    if not text.strip():
        raise InputError(name, f"empty {what}")
    return loads_json(text, name)


# ------------------------------------------------------------------------------------------------- stored text


def bounded(text: str, limit: int = STORED_NAME_MAX) -> str:
    """A stored text as it is shown or exported: whole up to ``limit`` characters, else its first ``limit`` and
    "…" (nothing escaped: a JSON or CSV export keeps the characters; a terminal's output escapes them itself)."""
    return text if len(text) <= limit else text[:limit] + "…"


_LONG_STRING: dict[int, re.Pattern[str]] = {}


def bounded_texts(value: Any, limit: int = STORED_TEXT_MAX, text: str | None = None) -> Any:
    """A parsed JSON value (a stored grade) with every text in it, keys included, :func:`bounded` to ``limit``;
    changed in place where it can be, and returned. Nesting is at most :data:`MAX_DEPTH` (checked when parsed).
    ``text``: the JSON text it was parsed from: when no string in it is longer than ``limit`` (one search of the
    text, what nearly every grade is), the value is returned as it is without being walked."""
    if text is not None:
        pattern = _LONG_STRING.get(limit)
        if pattern is None:  # a quote, then more than ``limit`` characters (or escapes) of one string
            pattern = _LONG_STRING[limit] = re.compile(r'"(?:[^"\\]|\\.){' + str(limit + 1) + "}")
        if pattern.search(text) is None:
            return value
    if isinstance(value, str):
        return bounded(value, limit)
    if isinstance(value, list):
        for n, item in enumerate(value):
            value[n] = bounded_texts(item, limit)
    elif isinstance(value, dict):
        if any(len(k) > limit for k in value):
            cut = {bounded(k, limit): v for k, v in value.items()}
            value.clear()
            value.update(cut)
        for k, item in value.items():
            value[k] = bounded_texts(item, limit)
    return value


# ------------------------------------------------------------------------------------------------- names

NAME_MAX = 80
"""The longest trainee or trainer name."""


def check_name(text: str, what: str = "name") -> str:
    """A person's name or id as typed (trimmed); :class:`InputError` for an empty name, one longer than
    :data:`NAME_MAX` characters, or one holding control characters (newlines, tabs, escapes)."""
    import unicodedata

    name = text.strip()
    if not name:
        raise InputError(what, "empty; give the person's name or id")
    if len(name) > NAME_MAX:
        raise InputError(what, f"longer than {NAME_MAX} characters")
    for ch in name:
        if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"):
            raise InputError(what, f"holds a control character (U+{ord(ch):04X}); use letters, digits and spaces")
    return name
