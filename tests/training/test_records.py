"""The strict record checker behind scenario files (trainer.training.records)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.training.records import (
    Bool,
    DictOf,
    Int,
    ListOf,
    Nested,
    Number,
    OneOf,
    OrNone,
    Problems,
    Record,
    Str,
    TextOrInt,
    field,
)
from trainer.training.scenario import ScenarioFile


class Inner(Record):
    """An inner table."""

    n: int = field(Int(ge=1, le=9), 5, description="a digit")


class Outer(Record):
    name: str = field(Str(min_length=1, max_length=5, pattern=r"^[a-z]+$"))
    kind: str = field(OneOf("a", "b"), "a")
    size: int = field(OneOf(1, 3), 3)
    flag: bool = field(Bool(), False)
    inner: Inner = field(Nested(Inner), Inner.defaults())
    items: list[int] = field(ListOf(Int(), min_length=1), factory=lambda: [1])
    extra: dict[str, str | int] | None = field(OrNone(DictOf(TextOrInt())), None)
    zh: str = field(Str(), "", alias="zh-Hant")


def kinds(value: object) -> dict[str, str]:
    with pytest.raises(Problems) as info:
        Outer.validate(value)
    return {".".join(str(p) for p in issue.loc): issue.kind for issue in info.value.issues}


def test_true_is_not_a_number_and_a_number_in_quotes_is_not_a_number():
    assert kinds({"name": "x", "size": True, "inner": {"n": True}}) == {
        "size": "literal_error",
        "inner.n": "int_type",
    }
    assert kinds({"name": "x", "inner": {"n": "5"}, "items": [1.0]}) == {"inner.n": "int_type", "items.0": "int_type"}


def test_every_problem_of_a_file_is_reported_at_once():
    got = kinds({"kind": "c", "flag": 1, "inner": {"n": 10, "m": 1}, "items": [], "extra": {"k": [1]}, "zh_hant": "x"})
    assert got == {
        "name": "missing",
        "kind": "literal_error",
        "flag": "bool_type",
        "inner.n": "less_than_equal",
        "inner.m": "extra_forbidden",
        "items": "too_short",
        "extra.k": "text_or_int_type",
        "zh_hant": "extra_forbidden",
    }


def test_text_bounds_and_pattern():
    assert kinds({"name": ""}) == {"name": "string_too_short"}
    assert kinds({"name": "abcdef"}) == {"name": "string_too_long"}
    assert kinds({"name": "Ab"}) == {"name": "string_pattern_mismatch"}
    assert kinds({"name": "ab", "inner": 3}) == {"inner": "model_type"}


def test_defaults_fill_what_the_file_leaves_out_and_given_says_what_it_wrote():
    rec = Outer.validate({"name": "ab", "zh-Hant": "中"})
    assert (rec.kind, rec.size, rec.flag, rec.inner.n, rec.items, rec.extra, rec.zh) == (
        "a",
        3,
        False,
        5,
        [1],
        None,
        "中",
    )
    assert rec.given == {"name", "zh"} and rec.inner.given == frozenset()
    assert rec.dump()["inner"] == {"n": 5}
    with pytest.raises(AttributeError):
        rec.name = "cd"  # type: ignore[misc]


def test_json_schema_carries_bounds_defaults_aliases_and_references():
    schema = Outer.json_schema()
    props = schema["properties"]
    assert schema["required"] == ["name"] and schema["additionalProperties"] is False
    assert props["inner"] == {"$ref": "#/$defs/Inner", "default": {"n": 5}}
    assert schema["$defs"]["Inner"]["properties"]["n"]["maximum"] == 9
    assert props["size"] == {"default": 3, "enum": [1, 3], "title": "Size", "type": "integer"}
    assert props["zh-Hant"]["title"] == "Zh-Hant"


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(JSONISH | st.dictionaries(st.sampled_from(["id", "title", "players", "table", "deck", "expect"]), JSONISH))
def test_any_parsed_value_gives_a_record_or_problems_never_a_crash(value):
    try:
        ScenarioFile.validate(value)
    except Problems as exc:
        assert exc.issues and all(isinstance(i.loc, tuple) for i in exc.issues)


class Limits(Record):
    minutes: float = field(Number(gt=0, le=60))
    shares: dict[str, float] = field(DictOf(Number(ge=0.0, le=1.0), keys=OneOf("a", "b")), factory=dict)


def test_numbers_may_be_whole_or_not_but_never_true_or_nan_and_keys_can_be_fixed():
    assert Limits.validate({"minutes": 2.5, "shares": {"a": 1}}).shares == {"a": 1}
    for bad, kind in ((True, "number_type"), (float("nan"), "number_type"), ("5", "number_type"), (0, "greater_than")):
        with pytest.raises(Problems) as info:
            Limits.validate({"minutes": bad})
        assert [i.kind for i in info.value.issues] == [kind]
    with pytest.raises(Problems) as info:
        Limits.validate({"minutes": 1, "shares": {"c": 0.5, "a": 2}})
    assert [(i.loc, i.kind) for i in info.value.issues] == [
        (("shares", "c"), "literal_error"),
        (("shares", "a"), "less_than_equal"),
    ]
    assert Limits.json_schema()["properties"]["shares"]["propertyNames"] == {"enum": ["a", "b"], "type": "string"}
