"""Exam definitions: validation with file:line: field messages, seeded draws, the exam's result."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import fake_library
from trainer.training.exams import (
    Exam,
    ExamError,
    ExamRules,
    ScenarioRef,
    attempt_grade,
    exam_result,
    find_exam,
    find_scenario,
    load_exam,
    resolve_scenarios,
    rules_from_grade,
    scan_library,
)

GOOD = """\
id = "dealing-basic"
title_en = "Dealing procedure"
title_zh = "派牌程序"
version = 3
time_limit_minutes = 20
pass_mark = 80
skill_minimums = { dealing = 0.8, procedure = 0.5 }
scenarios = ["scenarios/plain.toml", "scenarios/machine.toml"]

[[draws]]
skill = "irregularities"
difficulty = 2
count = 2
"""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def library(n: int = 8) -> list[ScenarioRef]:
    """A tiny fake scenario index: n irregularity scenarios at difficulty 1 and 2, some dealing ones."""
    refs = [
        ScenarioRef(Path(f"/lib/irr-{i}.toml"), f"irr-{i}", frozenset({"irregularities"}), 1 + i % 2) for i in range(n)
    ]
    refs += [ScenarioRef(Path(f"/lib/deal-{i}.toml"), f"deal-{i}", frozenset({"dealing"}), 1) for i in range(3)]
    return refs


@pytest.fixture
def exam(tmp_path: Path) -> Exam:
    write(tmp_path / "scenarios" / "plain.toml", "")
    write(tmp_path / "scenarios" / "machine.toml", "")
    return load_exam(write(tmp_path / "scenarios" / "exams" / "dealing-basic.toml", GOOD))


def test_a_good_exam_loads(exam, tmp_path):
    assert exam.id == "dealing-basic" and exam.version == "3"
    assert exam.title_zh == "派牌程序"
    assert exam.time_limit_seconds == 1200
    assert exam.rules == ExamRules(80, {"dealing": 0.8, "procedure": 0.5}, True)
    assert exam.draws[0].skill == "irregularities" and exam.draws[0].count == 2
    assert exam.digest.startswith("sha256:") and len(exam.digest) == 7 + 64


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            ("pass_mark = 80", "pass_mark = 120"),
            ":6: pass_mark: 120 is too large (at most 100)",
        ),
        (
            ('id = "dealing-basic"', 'id = "Dealing Basic"'),
            ':1: id: the text "Dealing Basic" has the wrong form (lower-case letters',
        ),
        (
            ("dealing = 0.8", "dealing = 80"),
            ":7: skill_minimums.dealing: 80 is too large (at most 1.0)",
        ),
        (
            ("procedure = 0.5", "cooking = 0.5"),
            ':7: skill_minimums.cooking: the text "cooking" is not allowed here; use one of "dealing",',
        ),
        (("count = 2", "count = 0"), ":13: draws[0].count: 0 is too small (at least 1)"),
        (('skill = "irregularities"', 'skill = "luck"'), ':11: draws[0].skill: the text "luck" is not allowed here'),
        (
            ("time_limit_minutes = 20", 'time_limit_minutes = "soon"'),
            ':5: time_limit_minutes: expected a number, got the text "soon"',
        ),
        (('title_zh = "派牌程序"\n', ""), ": title_zh: is missing (required)"),
        (
            ("version = 3", 'version = 3\ncolour = "red"'),
            ":5: colour: unknown field 'colour' (known here: id, title_en",
        ),
    ],
)
def test_bad_exam_fields_are_named_with_file_and_line(tmp_path, change, expected):
    path = write(tmp_path / "bad.toml", GOOD.replace(*change))
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    assert any(line.startswith(str(path)) and expected in line for line in caught.value.lines), caught.value.lines


def test_an_exam_without_scenarios_or_draws_is_refused(tmp_path):
    text = GOOD.split("scenarios =")[0]
    with pytest.raises(ExamError, match="needs scenarios"):
        load_exam(write(tmp_path / "empty.toml", text))


@pytest.mark.parametrize("content", [b"", b"\xff\xfe garbage", b"id = ", b"[[draws]\n"])
def test_unreadable_exam_files_are_one_line_naming_the_file(tmp_path, content):
    path = tmp_path / "broken.toml"
    path.write_bytes(content)
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    assert caught.value.lines and all(line.startswith(str(path)) for line in caught.value.lines)
    assert all("\n" not in line for line in caught.value.lines)


def test_fixed_scenarios_come_first_in_order_then_the_draws(exam, tmp_path):
    paths = resolve_scenarios(exam, seed=1, library=library())
    assert paths[:2] == [tmp_path / "scenarios" / "plain.toml", tmp_path / "scenarios" / "machine.toml"]
    drawn = paths[2:]
    assert len(drawn) == 2 and len(set(drawn)) == 2
    by_path = {ref.path: ref for ref in library()}
    assert all("irregularities" in by_path[p].skills and by_path[p].difficulty == 2 for p in drawn)


def test_draws_are_reproducible_from_the_seed_and_vary_with_it(exam):
    lib = library(20)
    assert resolve_scenarios(exam, 42, lib) == resolve_scenarios(exam, 42, list(reversed(lib)))
    draws = {tuple(resolve_scenarios(exam, seed, lib)[2:]) for seed in range(30)}
    assert len(draws) > 5


def test_a_draw_the_library_cannot_fill_is_refused(exam):
    expected = r"draws\[0\]: needs 2 scenario\(s\) training irregularities at difficulty 2, the library has 1 left"
    with pytest.raises(ExamError, match=expected):
        resolve_scenarios(exam, 0, library(2))


def test_a_missing_fixed_scenario_is_named(exam, tmp_path):
    (tmp_path / "scenarios" / "machine.toml").unlink()
    with pytest.raises(ExamError, match=r"scenarios\[1\]: scenarios/machine.toml does not exist"):
        resolve_scenarios(exam, 0, library())


def grade(score: int, dealing: float = 1.0, procedure: float = 1.0) -> dict[str, object]:
    skills = {"dealing": dealing, "irregularities": 1.0, "payouts": 1.0, "procedure": procedure}
    return {"score": score, "passed": score == 100, "errors": [], "skills": skills}


def test_exam_result_is_the_mean_score_rounded_half_up(exam):
    assert exam_result([grade(100), grade(81)], exam).score == 91  # 90.5
    assert exam_result([grade(100), grade(80), grade(80)], exam).score == 87  # 86.67


def test_passing_needs_the_pass_mark(exam):
    assert exam_result([grade(80)], exam).passed
    assert not exam_result([grade(79)], exam).passed


def test_passing_needs_every_skill_minimum(exam):
    result = exam_result([grade(100, dealing=0.9), grade(100, dealing=0.6)], exam)
    assert result.score == 100 and result.skills["dealing"] == pytest.approx(0.75)
    assert not result.passed
    assert exam_result([grade(100, dealing=0.9), grade(100, dealing=0.7)], exam).passed


def test_a_skill_no_item_reports_counts_as_zero():
    rules = ExamRules(50, {"payouts": 0.1})
    assert not exam_result([{"score": 100, "skills": {"dealing": 1.0}}], rules).passed


def test_no_items_is_no_pass(exam):
    assert exam_result([], exam) == (0, False, {}, {}, {})


def test_the_attempt_grade_carries_the_rules_for_rescoring(exam):
    result = exam_result([grade(90)], exam)
    stored = attempt_grade(result, exam, ["plain"])
    assert rules_from_grade(stored) == exam.rules
    assert exam_result([grade(90)], rules_from_grade(stored)) == result


def test_find_exam_by_id_or_path(exam, tmp_path):
    folder = tmp_path / "scenarios" / "exams"
    assert find_exam("dealing-basic", [folder]) == folder / "dealing-basic.toml"
    renamed = folder / "other-name.toml"
    (folder / "dealing-basic.toml").rename(renamed)
    assert find_exam("dealing-basic", [folder]) == renamed
    assert find_exam(str(renamed), []) == renamed
    with pytest.raises(ExamError, match="no exam with this id"):
        find_exam("nope", [folder])


def test_library_scan_and_find_scenario_use_the_scenario_loader(tmp_path, monkeypatch):
    fake_library.install(monkeypatch)
    root = tmp_path / "scenarios"
    fake_library.write_scenario(root / "basics", "plain-round", ("dealing", "procedure"), 1)
    fake_library.write_scenario(root, "exposed-card", ("irregularities",), 2)
    write(root / "broken.toml", "not = [valid")
    write(root / "exams" / "x.toml", GOOD)
    refs = scan_library(root)
    assert sorted((r.id, sorted(r.skills), r.difficulty) for r in refs) == [
        ("exposed-card", ["irregularities"], 2),
        ("plain-round", ["dealing", "procedure"], 1),
    ]
    assert find_scenario("plain-round", [root]) == root / "basics" / "plain-round.toml"
    with pytest.raises(ExamError, match="scenario nope: not found"):
        find_scenario("nope", [root])


BUNDLED = sorted((Path(__file__).resolve().parents[2] / "scenarios" / "exams").glob("*.toml"))


def test_the_bundled_exams_are_valid_and_cover_procedure_and_certification():
    exams = {exam.id: exam for exam in map(load_exam, BUNDLED)}
    assert {"dealing-procedure", "certification"} <= exams.keys()
    assert set(exams["certification"].skill_minimums) == {"dealing", "irregularities", "payouts", "procedure"}
    for exam in exams.values():
        assert exam.title_zh and exam.title_en and exam.time_limit_minutes > 0
        assert exam.path.stem == exam.id  # `trainer exam show ID` finds it by file name


def test_a17_critical_error_fails_the_exam_whatever_the_score():
    from trainer.training.exams import ExamRules, exam_result

    good = {"score": 100, "skills": {"dealing": 1.0}, "errors": []}
    bad = {"score": 60, "skills": {"dealing": 1.0}, "errors": [{"severity": "critical", "clause": "A17.1.2"}]}
    strict = ExamRules(80, {}, True)
    assert exam_result([good, bad], strict).score == 80
    assert not exam_result([good, bad], strict).passed
    assert exam_result([good, bad], ExamRules(80, {}, False)).passed
    assert exam_result([good, good], strict).passed
