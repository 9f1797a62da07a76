"""The TOML writer keeps meaning: what tomllib reads back is what was written — over the whole scenario and exam
library (a file re-saved by the trainer means what it meant) and over random data."""

from __future__ import annotations

import math
import pathlib
import tomllib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.training.scenario import parse_scenario
from trainer.training.toml_writer import TomlWriteError, dumps

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "scenarios").rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_bundled_file_re_saved_reads_back_the_same(path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    again = dumps(data, header=["#:schema ./scenario.schema.json"])
    assert tomllib.loads(again) == data
    if path.parent.name == "scenarios":  # a scenario re-saved is the same scenario to the checker and the engine
        before = parse_scenario(path.read_bytes(), path.name)
        after = parse_scenario(again.encode("utf-8"), path.name)
        assert after.setup == before.setup and after.expect == before.expect and after.titles == before.titles


KEYS = st.text(min_size=1, max_size=12)
SCALARS = (
    st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.booleans()
    | st.text(max_size=30)
    | st.floats(allow_nan=False)
)
VALUES = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4), max_leaves=12
)


@given(st.dictionaries(KEYS, VALUES | st.lists(st.dictionaries(KEYS, VALUES, max_size=3), min_size=1, max_size=3)))
def test_any_data_reads_back_the_same(data):
    assert tomllib.loads(dumps(data)) == data


def test_special_floats_and_what_toml_cannot_hold():
    back = tomllib.loads(dumps({"a": math.inf, "b": -math.inf}))
    assert back == {"a": math.inf, "b": -math.inf}
    assert math.isnan(tomllib.loads(dumps({"n": math.nan}))["n"])
    with pytest.raises(TomlWriteError, match=r"x\.y: TOML cannot hold a NoneType"):
        dumps({"x": {"y": None}})


def test_a_key_ending_in_a_line_break_is_quoted():
    """Found by the random test: a bare-key pattern anchored with ``$`` lets ``"0\\n"`` through unquoted."""
    data = {"0": {"0\n": 0}, "k\n": 1}
    assert tomllib.loads(dumps(data)) == data
