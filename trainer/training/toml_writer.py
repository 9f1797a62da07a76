"""Writing TOML: the scenario and exam files the trainer writes itself (generated rounds, files saved by an editor).

:func:`dumps` writes a dict the way ``tomllib`` reads it back — ``tomllib.loads(dumps(d)) == d`` for any dict of
strings, whole numbers, floats, booleans, lists and dicts (a test holds it to that over the whole scenario library and
random data). Scalars come first, then tables (``[name]``), then arrays of tables (``[[name]]``), in the dict's order.
Comments of a hand-written file are not kept: re-saving keeps its meaning, not its layout.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


class TomlWriteError(ValueError):
    """A value TOML cannot hold (the message names its key)."""


def _string(text: str, multiline: bool = False) -> str:
    """A TOML basic string: JSON's escapes are TOML's, but TOML also refuses a raw DEL (U+007F). Text with line
    breaks (briefings) is written as a multi-line string, one line a line, as a person would."""
    if not multiline or "\n" not in text:
        return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")
    body = []
    for ch in text:
        if ch == "\\":
            body.append("\\\\")
        elif ch == '"':
            body.append('\\"')
        elif ch in "\n\t":
            body.append(ch)
        elif ord(ch) < 0x20 or ch == "\x7f":
            body.append(f"\\u{ord(ch):04x}")
        else:
            body.append(ch)
    return '"""\n' + "".join(body) + '"""'


def _key(k: str) -> str:
    return k if _BARE.fullmatch(k) else _string(k)


def _value(v: Any, where: str) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return _string(v, multiline=True)
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{_key(str(k))} = {_value(x, f'{where}.{k}')}" for k, x in v.items()) + " }"
    if isinstance(v, Sequence):
        return "[" + ", ".join(_value(x, f"{where}[{i}]") for i, x in enumerate(v)) + "]"
    raise TomlWriteError(f"{where}: TOML cannot hold a {type(v).__name__}")


def _is_table(v: Any) -> bool:
    return isinstance(v, Mapping)


def _is_table_array(v: Any) -> bool:
    return isinstance(v, Sequence) and not isinstance(v, str) and bool(v) and all(isinstance(x, Mapping) for x in v)


def _table(out: list[str], data: Mapping[str, Any], path: list[str]) -> None:
    """One level: the top level's tables become ``[name]`` sections and its arrays of tables ``[[name]]`` blocks;
    below that everything is written inline (``bets = { ante = 100 }``), as trainers write scenario files."""
    top = not path
    scalars = [(k, v) for k, v in data.items() if not top or not (_is_table(v) or _is_table_array(v))]
    tables = [(k, v) for k, v in data.items() if top and _is_table(v)]
    arrays = [(k, v) for k, v in data.items() if top and _is_table_array(v)]
    where = ".".join(path) or "(top)"
    for k, v in scalars:
        out.append(f"{_key(str(k))} = {_value(v, f'{where}.{k}')}")
    for k, v in tables:
        out += ["", f"[{_key(str(k))}]"]
        _inline_level(out, v, str(k))
    for k, v in arrays:
        for item in v:
            out += ["", f"[[{_key(str(k))}]]"]
            _inline_level(out, item, str(k))


def _inline_level(out: list[str], data: Mapping[str, Any], where: str) -> None:
    for k, v in data.items():
        out.append(f"{_key(str(k))} = {_value(v, f'{where}.{k}')}")


def dumps(data: Mapping[str, Any], header: Sequence[str] = ()) -> str:
    """``data`` as a TOML document; ``header`` lines (comments such as ``#:schema …``) come first."""
    out = list(header)
    _table(out, data, [])
    return "\n".join(out).lstrip("\n") + "\n"
