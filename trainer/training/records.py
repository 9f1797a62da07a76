"""Strict, declarative records for the files trainers write (scenarios), with every problem found and a JSON Schema.

Why not a validation library: loading a scenario sits on the trainer's start-up path, and the library we used before
(pydantic) cost about 170 ms to import and build for 18 small models, a third of the time to the first picture. The
scenario and exam formats need only a handful of shapes, so this module checks them directly:

* :class:`Record` subclasses declare fields with :func:`field` and a *shape* (:class:`Int`, :class:`Str`,
  :class:`Number`, :class:`Bool`, :class:`OneOf`, :class:`OrNone`, :class:`ListOf`, :class:`DictOf`, :class:`TextOrInt`,
  :class:`Nested`); the annotation is for the type checker, the shape is what is checked.
* Checking is strict, as a hand-written file deserves: ``true`` is not a number, ``"100"`` is not a number, ``1.0`` is
  not a whole number, an unknown key is an error.
* :meth:`Record.check` collects *every* problem as an :class:`Issue` (a kind, the path to the value, the value and
  the details), so the file's author sees them all at once; ``scenario.py`` turns them into plain words.
* :meth:`Record.json_schema` writes the JSON Schema (draft 2020-12) editors use to help the author.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any, ClassVar, TypeVar

from trainer.engine.errors import shorten, shown

Loc = tuple[str | int, ...]
R = TypeVar("R", bound="Record")


@dataclass(frozen=True, slots=True)
class Issue:
    """One problem: ``kind`` (``missing``, ``extra_forbidden``, ``int_type``, ``literal_error``, ...), where, what."""

    kind: str
    loc: Loc
    value: object = None
    ctx: Mapping[str, object] = dc_field(default_factory=dict)


class Problems(Exception):
    """Raised by :meth:`Record.validate` with every :class:`Issue` found."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = issues
        super().__init__(f"{len(issues)} problem(s)")


_MISSING: Any = object()


# ------------------------------------------------------------------------------------------------------- shapes


class Shape:
    """What a value must look like. ``check`` returns the value (or None after adding issues)."""

    description: str | None = None

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        raise NotImplementedError

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def _described(self, out: dict[str, Any]) -> dict[str, Any]:
        if self.description is not None:
            out["description"] = self.description
        return out


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Number(Shape):
    """A number, whole or not, within bounds (``true`` is not a number, nor is NaN)."""

    json_type = "number"
    type_issue = "number_type"

    def __init__(
        self,
        ge: float | None = None,
        le: float | None = None,
        description: str | None = None,
        *,
        gt: float | None = None,
    ) -> None:
        self.ge, self.le, self.gt, self.description = ge, le, gt, description

    def accepts(self, value: object) -> bool:
        return (_is_int(value) or isinstance(value, float)) and value == value

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if not self.accepts(value):
            issues.append(Issue(self.type_issue, loc, value))
            return None
        assert isinstance(value, int | float)
        if self.ge is not None and value < self.ge:
            issues.append(Issue("greater_than_equal", loc, value, {"ge": self.ge}))
        elif self.gt is not None and value <= self.gt:
            issues.append(Issue("greater_than", loc, value, {"gt": self.gt}))
        elif self.le is not None and value > self.le:
            issues.append(Issue("less_than_equal", loc, value, {"le": self.le}))
        return value

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.json_type}
        if self.ge is not None:
            out["minimum"] = self.ge
        if self.gt is not None:
            out["exclusiveMinimum"] = self.gt
        if self.le is not None:
            out["maximum"] = self.le
        return self._described(out)


class Int(Number):
    """A whole number within bounds (``1.0`` and ``true`` are not whole numbers)."""

    json_type = "integer"
    type_issue = "int_type"

    def __init__(self, ge: int | None = None, le: int | None = None, description: str | None = None) -> None:
        super().__init__(ge, le, description)

    def accepts(self, value: object) -> bool:
        return _is_int(value)


class Str(Shape):
    def __init__(
        self,
        min_length: int | None = None,
        max_length: int | None = None,
        pattern: str | None = None,
        description: str | None = None,
        *,
        form: str = "lower-case letters, digits and _ only",
        strip: bool = False,
    ) -> None:
        self.min_length, self.max_length, self.description = min_length, max_length, description
        self.pattern, self.form, self.strip = pattern, form, strip
        self._re = re.compile(pattern) if pattern is not None else None

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if not isinstance(value, str):
            issues.append(Issue("string_type", loc, value))
            return None
        if self.strip:
            value = value.strip()
        if self.min_length is not None and len(value) < self.min_length:
            issues.append(Issue("string_too_short", loc, value, {"min_length": self.min_length}))
        elif self.max_length is not None and len(value) > self.max_length:
            issues.append(Issue("string_too_long", loc, value, {"max_length": self.max_length}))
        elif self._re is not None and not self._re.search(value):
            issues.append(Issue("string_pattern_mismatch", loc, value, {"pattern": self.pattern, "form": self.form}))
        return value

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "string"}
        if self.min_length is not None:
            out["minLength"] = self.min_length
        if self.max_length is not None:
            out["maxLength"] = self.max_length
        if self.pattern is not None:
            out["pattern"] = self.pattern
        return self._described(out)


class Bool(Shape):
    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if not isinstance(value, bool):
            issues.append(Issue("bool_type", loc, value))
            return None
        return value

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        return {"type": "boolean"}


class OneOf(Shape):
    """One of a fixed list of texts or whole numbers (never ``true`` for 1)."""

    def __init__(self, *values: str | int) -> None:
        self.values = values

    def _same(self, value: object, allowed: str | int) -> bool:
        return type(value) is type(allowed) and value == allowed

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if not any(self._same(value, v) for v in self.values):
            shown = [repr(v) for v in self.values]
            expected = shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]
            issues.append(Issue("literal_error", loc, value, {"expected": expected}))
            return None
        return value

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        kind = "string" if all(isinstance(v, str) for v in self.values) else "integer"
        return {"enum": list(self.values), "type": kind}


class OrNone(Shape):
    """The shape, or nothing (a field left out)."""

    def __init__(self, inner: Shape) -> None:
        self.inner = inner

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        return None if value is None else self.inner.check(value, loc, issues)

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        return {"anyOf": [self.inner.schema(defs), {"type": "null"}]}


class ListOf(Shape):
    def __init__(self, item: Shape, min_length: int | None = None) -> None:
        self.item, self.min_length = item, min_length

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if not isinstance(value, list):
            issues.append(Issue("list_type", loc, value))
            return None
        out = [self.item.check(v, (*loc, i), issues) for i, v in enumerate(value)]
        if self.min_length is not None and len(value) < self.min_length:
            issues.append(Issue("too_short", loc, value, {"min_length": self.min_length}))
        return out

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"items": self.item.schema(defs), "type": "array"}
        if self.min_length is not None:
            out["minItems"] = self.min_length
        return out


class DictOf(Shape):
    """A table whose values all have one shape; its keys are free text, or one of ``keys``."""

    def __init__(self, value: Shape, keys: OneOf | None = None) -> None:
        self.value, self.keys = value, keys

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if not isinstance(value, dict):
            issues.append(Issue("dict_type", loc, value))
            return None
        out = {}
        for k, v in value.items():
            key = str(k)
            if self.keys is not None:
                self.keys.check(key, (*loc, key), issues)
            out[key] = self.value.check(v, (*loc, key), issues)
        return out

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"additionalProperties": self.value.schema(defs), "type": "object"}
        if self.keys is not None:
            out["propertyNames"] = self.keys.schema(defs)
        return out


class TextOrInt(Shape):
    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        if isinstance(value, str) or _is_int(value):
            return value
        issues.append(Issue("text_or_int_type", loc, value))
        return None

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        return {"anyOf": [{"type": "string"}, {"type": "integer"}]}


class Nested(Shape):
    """A table (``[section]`` or ``{ … }``) checked as a :class:`Record`."""

    def __init__(self, record: type[Record]) -> None:
        self.record = record

    def check(self, value: object, loc: Loc, issues: list[Issue]) -> Any:
        return self.record.check(value, loc, issues)

    def schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        name = self.record.__name__
        if name not in defs:
            defs[name] = {}  # placeholder: stops a record that refers to itself
            defs[name] = self.record.definition(defs)
        return {"$ref": f"#/$defs/{name}"}


# ------------------------------------------------------------------------------------------------------ records


@dataclass(slots=True)
class Field:
    """How one field of a record is read: its shape, its default (or default factory) and its name in the file."""

    shape: Shape
    default: Any = _MISSING
    factory: Callable[[], Any] | None = None
    alias: str | None = None
    description: str | None = None
    name: str = ""

    @property
    def key(self) -> str:
        """The key written in the file."""
        return self.alias or self.name

    @property
    def required(self) -> bool:
        return self.default is _MISSING and self.factory is None

    def fallback(self) -> Any:
        return self.factory() if self.factory is not None else self.default


def field(
    shape: Shape,
    default: Any = _MISSING,
    *,
    factory: Callable[[], Any] | None = None,
    alias: str | None = None,
    description: str | None = None,
) -> Any:
    """Declare a record field (typed ``Any`` so that ``seats: int = field(Int(...), 7)`` type-checks)."""
    return Field(shape, default, factory, alias, description)


def _dump(value: object) -> object:
    if isinstance(value, Record):
        return value.dump()
    if isinstance(value, list):
        return [_dump(v) for v in value]
    if isinstance(value, dict):
        return {k: _dump(v) for k, v in value.items()}
    return value


def _keyed(value: object) -> object:
    """As :func:`_dump`, but nested records by the keys a file writes (``class``, not ``table_class``)."""
    if isinstance(value, Record):
        return {f.key: _keyed(getattr(value, name)) for name, f in value.fields.items()}
    if isinstance(value, list):
        return [_keyed(v) for v in value]
    return value


def _frozen(value: object) -> object:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    return value


class Record:
    """An immutable, checked record. Subclasses declare their fields with :func:`field`."""

    fields: ClassVar[dict[str, Field]] = {}
    schema_title: ClassVar[str | None] = None
    given: frozenset[str]
    """The names of the fields the file wrote (the others took their defaults)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own: dict[str, Field] = {}
        for name, value in list(vars(cls).items()):
            if isinstance(value, Field):
                value.name = name
                own[name] = value
                delattr(cls, name)
        cls.fields = {**cls.fields, **own}

    def __init__(self, values: Mapping[str, Any], given: frozenset[str]) -> None:
        for name, f in self.fields.items():
            object.__setattr__(self, name, values[name] if name in values else f.fallback())
        object.__setattr__(self, "given", given)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and type(other) is type(self) and self.dump() == other.dump()

    def __hash__(self) -> int:
        return hash((type(self).__name__, _frozen(self.dump())))

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.fields)
        return f"{type(self).__name__}({inner})"

    def dump(self) -> dict[str, Any]:
        """The fields as plain data (nested records as dicts), by field name."""
        return {name: _dump(getattr(self, name)) for name in self.fields}

    # checking ---------------------------------------------------------------------------------------------------
    @classmethod
    def check(cls: type[R], value: object, loc: Loc, issues: list[Issue]) -> R | None:
        """The record for ``value`` (a dict from the parsed file); problems go to ``issues``."""
        if not isinstance(value, dict):
            issues.append(Issue("model_type", loc, value))
            return None
        before = len(issues)
        values: dict[str, Any] = {}
        given: set[str] = set()
        for name, f in cls.fields.items():
            if f.key in value:
                values[name] = f.shape.check(value[f.key], (*loc, f.key), issues)
                given.add(name)
            elif f.required:
                issues.append(Issue("missing", (*loc, f.key)))
        names = [f.key for f in cls.fields.values()]
        for key in value:
            if key not in names:
                issues.append(Issue("extra_forbidden", (*loc, str(key)), value[key], {"known": names}))
        if len(issues) > before:
            return None
        return cls(values, frozenset(given))

    @classmethod
    def validate(cls: type[R], value: object) -> R:
        """The record, or :class:`Problems` with every issue."""
        issues: list[Issue] = []
        out = cls.check(value, (), issues)
        if issues or out is None:
            raise Problems(issues)
        return out

    @classmethod
    def defaults(cls: type[R]) -> R:
        """The record with every field at its default (for a section the file leaves out)."""
        return cls.validate({})

    # JSON Schema --------------------------------------------------------------------------------------------------
    @classmethod
    def definition(cls, defs: dict[str, Any]) -> dict[str, Any]:
        props: dict[str, Any] = {}
        for f in cls.fields.values():
            out = dict(f.shape.schema(defs))
            inner = f.shape.inner if isinstance(f.shape, OrNone) else f.shape
            if not isinstance(inner, Nested):
                out["title"] = f.key.replace("_", " ").title()
            if f.default is not _MISSING:
                out["default"] = _keyed(f.default)
            if f.description is not None:
                out["description"] = f.description
            props[f.key] = out
        out = {
            "additionalProperties": False,
            "properties": props,
            "title": cls.schema_title or cls.__name__,
            "type": "object",
        }
        required = [f.key for f in cls.fields.values() if f.required]
        if required:
            out["required"] = required
        if cls.__doc__:
            out["description"] = inspect.cleandoc(cls.__doc__)
        return out

    @classmethod
    def json_schema(cls) -> dict[str, Any]:
        """The JSON Schema (draft 2020-12) of a file holding this record."""
        defs: dict[str, Any] = {}
        top = cls.definition(defs)
        defs.pop(cls.__name__, None)
        if defs:
            top["$defs"] = defs
        top["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        return top


# ------------------------------------------------------------------------------------------ plain-word messages


def field_path(loc: Sequence[str | int]) -> str:
    """``players[0].bets.ante``: the path to a value as the file's author would write it."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + shorten(part)
    return out


def describe_value(value: object) -> str:
    """What the file holds, in words: ``the number 3``, ``the text "x"``, ``true (true/false)``, ``a list``."""
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, int):
        return f"the number {shown(value)}"
    if isinstance(value, float):
        return f"the number {value} (not whole)"
    if isinstance(value, str):
        return f'the text "{value}"' if len(value) < 40 else "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def describe(issue: Issue) -> str:
    """One issue in plain words (without the path: callers put ``file:line: path:`` in front)."""
    kind, value, ctx = issue.kind, issue.value, issue.ctx
    if kind == "missing":
        return "is missing (required)"
    if kind == "extra_forbidden":
        name = str(issue.loc[-1]) if issue.loc else "?"
        known = ctx.get("known")
        names = [str(n) for n in known] if isinstance(known, list) else []
        import difflib  # only for a wrong name: off the start-up path

        close = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
        if close:
            return f"unknown field {shown(name)} (did you mean {close[0]!r}?)"
        return f"unknown field {shown(name)} (known here: {', '.join(names)})"
    if kind == "literal_error":
        expected = str(ctx.get("expected", "")).replace("'", '"')
        return f"{describe_value(value)} is not allowed here; use one of {expected}"
    expected_words = {
        "int_type": "a whole number",
        "number_type": "a number",
        "string_type": "text in quotes",
        "text_or_int_type": "text in quotes or a whole number",
        "bool_type": "true or false",
        "list_type": "a list [ … ]",
        "model_type": "a table (a [section] or { key = value })",
        "dict_type": "a table (a [section] or { key = value })",
    }
    if kind in expected_words:
        return f"expected {expected_words[kind]}, got {describe_value(value)}"
    if kind == "greater_than_equal":
        return f"{shown(value)} is too small (at least {ctx.get('ge')})"
    if kind == "greater_than":
        return f"{shown(value)} is too small (must be more than {ctx.get('gt')})"
    if kind == "less_than_equal":
        return f"{shown(value)} is too large (at most {ctx.get('le')})"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length', 1)} item(s)"
    if kind == "string_too_short":
        return "is empty"
    if kind == "string_too_long":
        return f"is too long (at most {ctx.get('max_length')} characters)"
    if kind == "string_pattern_mismatch":
        return f"{describe_value(value)} has the wrong form ({ctx.get('form')})"
    return f"is not valid ({kind})"
