"""Random and mutated input to the command-line readers (settle's rounds, replay's logs): every input either
works or is refused with exit status 2 and plain lines on standard error; never an exception (tests run with
TRAINER_DEBUG=1, so the last-resort guard would not hide one)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cli.test_settle_cli import CONTRACT_ROUND
from trainer.cli import main

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = str(ROOT / "scenarios" / "plain_round_by_hand.toml")
FIXTURES = [HealthCheck.function_scoped_fixture]

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["ante", "play", "Qs", "seat:1", "seat:²", "dealer", "pay", "deal", "10c", "manual"]),
)
_JSON = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=30,
)


def _mutate(value: Any, draw: st.DrawFn) -> Any:
    """A copy of ``value`` with one member replaced, removed or added at a random place."""
    if isinstance(value, dict) and value:
        key = draw(st.sampled_from(sorted(value)))
        out = dict(value)
        how = draw(st.sampled_from(["replace", "remove", "recurse", "add"]))
        if how == "replace":
            out[key] = draw(_JSON)
        elif how == "remove":
            del out[key]
        elif how == "add":
            out[draw(st.text(max_size=8))] = draw(_JSON)
        else:
            out[key] = _mutate(value[key], draw)
        return out
    if isinstance(value, list) and value:
        i = draw(st.integers(0, len(value) - 1))
        out = list(value)
        out[i] = _mutate(value[i], draw) if draw(st.booleans()) else draw(_JSON)
        return out
    return draw(_JSON)


@st.composite
def _mutated(draw: st.DrawFn, base: Any) -> Any:
    value = base
    for _ in range(draw(st.integers(1, 3))):
        value = _mutate(value, draw)
    return value


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    err = capsys.readouterr().err
    assert code in (0, 2), (code, err)
    if code == 2:
        assert err.strip() and "Traceback" not in err
    return code, err


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.one_of(_JSON, _mutated(CONTRACT_ROUND), _mutated([CONTRACT_ROUND, CONTRACT_ROUND])))
def test_settle_takes_or_refuses_random_and_mutated_rounds(tmp_path, capsys, data):
    path = tmp_path / "rounds.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _run(capsys, "settle", str(path))


LOG = [
    {"action": "shuffle", "method": "manual"},
    {"action": "cut", "position": 26},
    {"action": "deal", "to": "seat:1"},
    {"action": "pay", "seat": 1, "bet": "ante", "amount": 10},
    {"action": "declare", "ruling": "dealer_qualifies"},
]


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.one_of(_JSON, _mutated(LOG)))
def test_replay_grades_or_refuses_random_and_mutated_logs(tmp_path, capsys, data):
    path = tmp_path / "log.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, err = _run(capsys, "replay", SCENARIO, str(path), "--json")
    if code == 2:
        assert len(err.splitlines()) == 1 and err.startswith(str(path))


def _refused_or_taken(capsys: pytest.CaptureFixture[str], *argv: str) -> None:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse: usage errors
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code in (0, 1, 2), (argv, code, err)
    if code == 2:
        assert len(err.splitlines()) == 1 and len(err) < 400, err


_ARGUMENT = st.one_of(
    st.text(max_size=40),
    st.from_regex(r"-?[0-9²³¹٠-٩]{1,30}", fullmatch=True),
    st.from_regex(r"[0-9²]{0,6}[xX×][0-9²]{0,6}", fullmatch=True),
    st.from_regex(r"[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}([+-][0-9]{2}:[0-9]{2})?)?", fullmatch=True),
).filter(lambda s: ("\x00" not in s and not s.startswith("-")) or s.lstrip("-").isdigit())


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(value=_ARGUMENT)
def test_option_values_in_any_script_or_range_are_taken_or_refused_in_one_line(tmp_path, monkeypatch, capsys, value):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    _refused_or_taken(capsys, "results", "list", "--since", value)
    _refused_or_taken(capsys, "results", "list", "--until", value)
    _refused_or_taken(capsys, "exam", "show", "certification", "--json", "--seed", value)
    _refused_or_taken(capsys, "screenshot", SCENARIO, "--out", str(tmp_path / "missing" / "x.png"), "--size", value)
    _refused_or_taken(capsys, "screenshot", SCENARIO, "--out", str(tmp_path / "missing" / "x.png"), "--step", value)


def test_settle_cuts_long_field_names_and_values_short(tmp_path, capsys):
    path = tmp_path / "long.json"
    path.write_text(
        json.dumps(
            {"x" * 5000: 1, "dealer": [[[[["As"]]]], "Ks", "Qs"], "seats": [{"seat": 1, "bets": {"y" * 5000: 2}}]}
        )
    )
    code, err = _run(capsys, "settle", str(path))
    assert code == 2 and all(len(line) < 200 for line in err.splitlines()), err
    assert "x" * 40 + "…: unknown field" in err and "dealer[0]: a list is not a card" in err
