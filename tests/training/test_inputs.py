"""Bounded reading: size limits, nesting depth, short values in messages, names; random and mutated scenario,
exam and log files are refused cleanly; scenario checking grows linearly with the file."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.engine.actions import ActionFormatError, parse_log
from trainer.engine.errors import shown
from trainer.training import inputs
from trainer.training.exams import ExamError, load_exam
from trainer.training.inputs import InputError, check_name, loads_json, loads_toml, read_json, read_limited
from trainer.training.scenario import ScenarioError, load_scenario, parse_scenario, validate_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted(p for p in (ROOT / "scenarios").glob("*.toml"))
EXAMS = sorted((ROOT / "scenarios" / "exams").glob("*.toml"))


# ------------------------------------------------------------------------------------------- limits


def test_a_file_over_its_limit_is_refused_after_reading_one_byte_more(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 101)
    with pytest.raises(InputError, match="action log larger than the limit"):
        read_limited(path, 100, "action log")
    assert read_limited(path, 101) == b" " * 101


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_an_endless_file_is_refused_at_once():
    with pytest.raises(InputError, match="larger than the limit of 1,024 KiB"):
        read_json("/dev/zero", inputs.MAX_LOG_BYTES, "action log")
    with pytest.raises(ScenarioError, match="scenario larger than the limit"):
        load_scenario("/dev/zero")


def test_a_loop_of_symbolic_links_is_named(tmp_path):
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    a.symlink_to(b)
    b.symlink_to(a)
    with pytest.raises(ScenarioError, match="is a loop of symbolic links"):
        load_scenario(a)
    assert any("loop of symbolic links" in str(p) for p in validate_file(a))
    with pytest.raises(InputError, match="loop of symbolic links"):
        read_json(a, 100)


@pytest.mark.parametrize(
    ("text", "line"),
    [("[" * 1000 + "]" * 1000, 1), ('[{"a":\n' + "[" * 65 + "]" * 65 + "}]", 2), ("[" * 100_000, 1)],
)
def test_json_nested_deeper_than_the_limit_is_refused_before_parsing(text, line):
    with pytest.raises(InputError) as caught:
        loads_json(text, "log.json")
    assert str(caught.value) == f"log.json:{line}: nested more than 64 deep (arrays or tables inside each other)"


def test_brackets_inside_strings_do_not_count_as_nesting():
    assert loads_json('["' + "[" * 500 + '"]', "x") == ["[" * 500]
    assert loads_toml('a = "' + "[" * 500 + '"\n# ' + "{" * 500 + "\n", "x") == {"a": "[" * 500}


def test_toml_nested_deeper_than_the_limit_is_refused_by_brackets_or_by_dotted_keys():
    with pytest.raises(InputError, match="nested more than 64 deep"):
        loads_toml("a=" + "[" * 100_000 + "]" * 100_000, "exam.toml")
    with pytest.raises(InputError, match="nested more than 64 deep"):
        loads_toml(".".join(f"k{i}" for i in range(100)) + " = 1", "exam.toml")


def test_a_4300_digit_number_is_shown_cut_short():
    with pytest.raises(ActionFormatError) as caught:
        parse_log(loads_json('[{"action": "cut", "position": ' + "9" * 4300 + "}]", "x"))
    message = str(caught.value)
    assert message == "action 0.position: " + "9" * 40 + "… (4300 digits) is not a position in the deck (0..52)"
    assert shown("x" * 100) == repr("x" * 40 + "…") and shown([[[]]]) == "a list" and shown({}) == "an object"


@pytest.mark.parametrize("to", ["seat:²", "seat:٣", "seat:01", "seat:" + "9" * 5000, "seat:-1", "seat:"])
def test_a_seat_written_with_other_digits_or_too_long_is_not_a_place_to_deal_to(to):
    with pytest.raises(ActionFormatError, match="is not a place to deal to") as caught:
        parse_log([{"action": "deal", "to": to}])
    assert len(str(caught.value)) < 200


def test_names_with_control_characters_are_refused_and_others_kept():
    assert check_name("  陳大文 ") == "陳大文"
    for bad in ("a\nb", "a\rb", "a\x1bb", "a\u200bb", "", "x" * 81):
        with pytest.raises(InputError):
            check_name(bad, "--trainee")


# ------------------------------------------------------------------------------------------- linear checking


def _players(n: int) -> bytes:
    head = 'id = "many"\nskills = ["dealing"]\n[title]\nen = "x"\nzh-Hant = "x"\n[briefing]\nen = "x"\nzh-Hant = "x"\n'
    return (head + "".join(f"[[players]]\nseat = {i % 7 + 1}\nbets = {{ ante = 10 }}\n" for i in range(n))).encode()


def _calls_to_check(data: bytes) -> int:
    """Every call the check makes, of our functions, tomllib's and the built-in ones: a count of the work that is
    the same on every machine and every run (a clock would measure the machine too)."""
    calls = 0

    def count(frame: object, event: str, arg: object) -> None:
        nonlocal calls
        if event in ("call", "c_call"):
            calls += 1

    sys.setprofile(count)
    try:
        with pytest.raises(ScenarioError) as caught:
            parse_scenario(data, "many.toml")
    finally:
        sys.setprofile(None)
    assert len(caught.value.problems) > 600  # a seat given twice, over and over: every one placed on its line
    return calls


def test_checking_a_scenario_grows_linearly_with_its_size():
    """Four times the [[players]] blocks take four times the calls, give or take a few: the old quadratic
    checking (a count of lines from the start for each problem; 30,000 blocks took 47 s) grew with the square.
    Each problem's line is now found by a binary search in the list of line starts made once, which
    ``test_each_problem_is_placed_without_reading_the_text_again`` checks."""
    small, large = _players(1000), _players(4000)
    assert len(large) < inputs.MAX_SCENARIO_BYTES
    ratio = _calls_to_check(large) / _calls_to_check(small)
    assert 3.5 < ratio < 4.4, ratio


def test_each_problem_is_placed_without_reading_the_text_again():
    """The first question makes the list of line starts; every later one is a binary search in it and never reads
    the text (a count of lines from the start for each problem made checking quadratic)."""
    from trainer.training.scenario import _Locator

    text = _players(300).decode()
    locator = _Locator(text)
    positions = [0, 1, len(text) // 3, text.index("\n"), text.index("\n") + 1, len(text) - 1, len(text)]
    assert locator.line_at(positions[0]) == 1
    locator.text = None  # type: ignore[assignment]  # any reading of the text from here on fails
    for pos in positions:
        assert locator.line_at(pos) == text.count("\n", 0, pos) + 1, pos


def test_a_scenario_over_the_size_limit_is_refused_without_parsing():
    with pytest.raises(ScenarioError, match="scenario larger than the limit of 1,024 KiB"):
        parse_scenario(_players(30_000), "many.toml")


# ------------------------------------------------------------------------------------------- random input


def _mutations(seed_texts: list[bytes]) -> st.SearchStrategy[bytes]:
    """A real file with a few bytes replaced, inserted or deleted, or cut short, or random bytes."""

    @st.composite
    def mutate(draw: st.DrawFn) -> bytes:
        data = bytearray(draw(st.sampled_from(seed_texts)))
        for _ in range(draw(st.integers(1, 6))):
            where = draw(st.integers(0, max(0, len(data) - 1)))
            how = draw(st.sampled_from(["replace", "insert", "delete", "cut", "nest"]))
            piece = draw(st.binary(min_size=1, max_size=4) | st.sampled_from([b"[", b"{", b"]", b'"', b"=", b"\n"]))
            if how == "replace":
                data[where : where + len(piece)] = piece
            elif how == "insert":
                data[where:where] = piece
            elif how == "delete":
                del data[where : where + draw(st.integers(1, 20))]
            elif how == "cut":
                del data[where:]
            else:
                data[where:where] = b"[" * draw(st.integers(60, 3000))
        return bytes(data)

    return st.one_of(mutate(), st.binary(max_size=300), st.text(max_size=300).map(str.encode))


@settings(max_examples=150, deadline=None)
@given(data=_mutations([p.read_bytes() for p in SCENARIOS[:6]]))
def test_random_and_mutated_scenario_files_are_refused_with_problems_never_a_crash(data):
    try:
        parse_scenario(data, "fuzz.toml")
    except ScenarioError as exc:
        assert exc.problems and all(str(p).startswith("fuzz.toml") for p in exc.problems)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_mutations([p.read_bytes() for p in EXAMS]))
def test_random_and_mutated_exam_files_are_refused_with_lines_never_a_crash(tmp_path, data):
    path = tmp_path / "fuzz.toml"
    path.write_bytes(data)
    try:
        load_exam(path)
    except ExamError as exc:
        assert exc.lines and all(line.strip() and "\n" not in line for line in exc.lines)


_LOG = b'[{"action": "shuffle", "method": "manual"}, {"action": "cut", "position": 23}, {"action": "deal", "to": "seat:1"}, {"action": "pay", "seat": 1, "bet": "ante", "amount": 10}]'


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_mutations([_LOG]))
def test_random_and_mutated_action_logs_are_refused_with_one_line_never_a_crash(tmp_path, data):
    path = tmp_path / "log.json"
    path.write_bytes(data)
    try:
        parse_log(read_json(path, inputs.MAX_LOG_BYTES, "action log"))
    except (InputError, ActionFormatError) as exc:
        assert str(exc).strip() and "\n" not in str(exc) and len(str(exc)) < 400


def test_long_keys_and_values_in_scenario_and_exam_files_are_cut_short_in_messages(tmp_path):
    key, text, digits = "k" * 5000, "v" * 5000, "9" * 4000
    scenario = f'{key} = 1\nid = "{text}"\ndifficulty = {digits}\n[title]\nen = "x"\nzh-Hant = "y"\n'
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(scenario.encode(), "long.toml")
    lines = [str(p) for p in caught.value.problems]
    assert all(len(line) < 300 for line in lines), lines
    assert f"long.toml:3: difficulty: {'9' * 40}… (4000 digits) is too large (at most 5)" in lines
    exam = tmp_path / "long.toml"
    exam.write_text(f'{key} = 1\nid = "x"\npass_mark = {digits}\n')
    with pytest.raises(ExamError) as exam_caught:
        load_exam(exam)
    # (the line names the exam file's known fields too: 400 leaves room for those the file format has grown)
    assert all(len(line) < 400 + len(str(exam)) for line in exam_caught.value.lines), exam_caught.value.lines
    assert any(f"unknown field '{'k' * 40}…'" in line for line in exam_caught.value.lines)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_nobody_writes_to_reads_as_empty_instead_of_waiting_for_ever(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="empty action log"):
        read_json(fifo, inputs.MAX_LOG_BYTES, "action log")
    with pytest.raises(ScenarioError, match="the file is empty"):
        load_scenario(fifo)
