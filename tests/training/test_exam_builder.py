"""The exam builder's model (issue 14, item 2): the bundled exams open and save back meaning the same, versions
rise on each save and earlier attempts keep theirs, problems are named by field, previews draw as attempts do."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from trainer.training.exam_builder import (
    DrawSpec,
    ExamDraft,
    check_draft,
    draft_from_exam,
    exam_toml,
    kept_versions,
    meaning,
    next_version,
    preview,
    save_exam,
    store_versions,
    version_file,
    written_path,
)
from trainer.training.exams import (
    ScenarioRef,
    exam_scenarios,
    file_digest,
    load_exam,
    resolve_scenarios,
    scan_library,
    scenario_roots,
)

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = sorted((ROOT / "scenarios" / "exams").glob("*.toml"))


@pytest.fixture(scope="module")
def library() -> list[ScenarioRef]:
    return scan_library(ROOT / "scenarios")


def test_there_are_bundled_exams_to_round_trip():
    assert {p.stem for p in BUNDLED} >= {"certification", "dealing-procedure"}


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_every_bundled_exam_opens_and_saves_back_meaning_the_same(path, tmp_path, library):
    exam = load_exam(path)
    draft = draft_from_exam(exam)
    assert check_draft(draft, path, library) == []
    # the same file format: written text, read back by the exam loader, says what the bundled file says
    copy = tmp_path / "scenarios" / "exams" / path.name
    copy.parent.mkdir(parents=True)
    copy.write_text(exam_toml(draft), encoding="utf-8")
    again = load_exam(copy)
    assert meaning(again) == meaning(exam) and again.version == exam.version
    # saving through the builder over a copy of the bundled file: unchanged meaning, so nothing is written
    shutil.copy(path, copy)
    before = copy.read_bytes()
    saved = save_exam(draft, copy)
    assert not saved.written and copy.read_bytes() == before and saved.exam.version == exam.version
    # and the same seed draws the same scenarios from the re-saved text as from the bundled file
    copy.write_text(exam_toml(draft), encoding="utf-8")
    for seed in (0, 7):
        ours = [p.name for p in resolve_scenarios(load_exam(copy), seed, library)]
        assert ours == [p.name for p in exam_scenarios(exam, seed)]


def _draft(**changes) -> ExamDraft:
    base = ExamDraft(
        id="payout-check",
        title_en="Payout check",
        title_zh="派彩考核",
        time_limit_minutes=20,
        pass_mark=75,
        skill_minimums={"payouts": 0.8},
        scenarios=("scenarios/ties_push.toml",),
        draws=(DrawSpec("payouts", None, 2),),
    )
    return replace(base, **changes)


def _world(tmp_path: Path) -> Path:
    """A copy of the bundled library under tmp_path; returns where a new exam would go."""
    shutil.copytree(ROOT / "scenarios", tmp_path / "scenarios", ignore=shutil.ignore_patterns("exams"))
    (tmp_path / "scenarios" / "exams").mkdir()
    return tmp_path / "scenarios" / "exams" / "payout-check.toml"


def test_each_save_raises_the_version_and_keeps_every_version_for_the_attempts_that_took_it(tmp_path):
    target = _world(tmp_path)
    first = save_exam(_draft(), target)
    assert first.written and first.exam.version == "1" and first.exam.pass_mark == 75
    digest_1 = file_digest(target)  # what an attempt at version 1 records (docs/exams.md)
    second = save_exam(replace(draft_from_exam(first.exam), pass_mark=85), target)
    assert second.written and second.exam.version == "2" and second.exam.pass_mark == 85
    assert kept_versions(target, "payout-check") == [1, 2]
    kept_1 = version_file(target, "payout-check", 1)
    assert file_digest(kept_1) == digest_1 and load_exam(kept_1).pass_mark == 75  # version 1 as it was taken
    # saving what the file already says writes nothing and keeps the version
    third = save_exam(draft_from_exam(second.exam), target)
    assert not third.written and third.exam.version == "2"
    # the kept copies are not exams of the folder: an exam folder lists *.toml beside it only
    assert sorted(p.name for p in target.parent.glob("*.toml")) == ["payout-check.toml"]


def test_a_version_never_repeats_one_an_attempt_took_even_when_the_file_was_deleted(tmp_path):
    target = _world(tmp_path)
    rows = [type("Row", (), {"exam_id": "payout-check", "exam_version": v})() for v in ("1", "4", "2")]
    rows.append(type("Row", (), {"exam_id": "other", "exam_version": "9"})())
    taken = store_versions(rows, "payout-check")
    assert taken == ["1", "2", "4"]
    assert next_version(_draft(), target, taken) == 5
    saved = save_exam(_draft(), target, taken)
    assert saved.exam.version == "5"
    target.unlink()
    shutil.rmtree(target.parent / "versions")
    assert next_version(_draft(), target, taken) == 5  # the store still knows 1, 2 and 4
    assert next_version(_draft(version="2026-7"), target) == 8  # a text version counts by its trailing number


def test_problems_are_named_by_field(tmp_path, library):
    target = _world(tmp_path)
    lib = scan_library(tmp_path / "scenarios")
    assert check_draft(_draft(), target, lib) == []
    codes = {(p.field, p.code) for p in check_draft(ExamDraft(), target, lib)}
    assert codes >= {("id", "id_missing"), ("title_en", "title_missing"), ("title_zh", "title_missing"),
                     ("scenarios", "no_items")}  # fmt: skip
    wrong = _draft(
        id="Payout Check",
        scenarios=("scenarios/ties_push.toml", "scenarios/nowhere.toml"),
        skill_minimums={"payouts": 0.8, "dealing": 0.5},
    )
    codes = {(p.field, p.code) for p in check_draft(wrong, target, lib)}
    assert ("id", "id_form") in codes and ("scenarios[1]", "scenario_missing") in codes
    twice = _draft(scenarios=("scenarios/ties_push.toml", "ties_push.toml"), draws=())
    assert [(p.field, p.code) for p in check_draft(twice, target, lib)] == [("scenarios[1]", "scenario_twice")]
    untested = _draft(skill_minimums={"irregularities": 0.5}, draws=())
    ties = next(r for r in lib if r.id == "ties-push" or r.path.name == "ties_push.toml")
    expected = [("skill_minimums.irregularities", "minimum_untested")]
    assert [(p.field, p.code) for p in check_draft(untested, target, lib)] == expected
    payouts = sum("payouts" in r.skills for r in lib)
    short = _draft(draws=(DrawSpec("payouts", None, payouts + 1),))
    [problem] = check_draft(short, target, lib)
    assert (problem.field, problem.code) == ("draws[0]", "draw_short")
    assert problem.args[-1] == str(payouts - ("payouts" in ties.skills))  # the fixed one is not drawn again


def test_a_draw_that_runs_short_only_for_some_seeds_is_reported(tmp_path):
    target = _world(tmp_path)
    a, b, c = (tmp_path / f"{n}.toml" for n in "abc")
    lib = [
        ScenarioRef(a, "a", frozenset({"dealing"}), 1),
        ScenarioRef(b, "b", frozenset({"dealing", "payouts"}), 1),
        ScenarioRef(c, "c", frozenset({"payouts"}), 1),
    ]
    # the dealing draw takes a or b; when it takes b, the payouts draw has only c left for its two
    draft = _draft(scenarios=(), skill_minimums={}, draws=(DrawSpec("dealing", None, 1), DrawSpec("payouts", None, 2)))
    problems = check_draft(draft, target, lib)
    assert [(p.field, p.code) for p in problems] == [("draws[1]", "draw_sometimes_short")]
    fine = replace(draft, draws=(DrawSpec("dealing", None, 1), DrawSpec("payouts", None, 1)))
    assert check_draft(fine, target, lib) == []


def test_the_preview_draws_what_an_attempt_with_that_seed_deals(tmp_path):
    target = _world(tmp_path)
    lib = scan_library(tmp_path / "scenarios")
    saved = save_exam(_draft(), target)
    for drawn in preview(_draft(), target, lib, seeds=(1, 2, 3)):
        assert not drawn.problem
        assert list(drawn.paths) == resolve_scenarios(saved.exam, drawn.seed, lib)
        assert drawn.paths[0].name == "ties_push.toml" and len(drawn.paths) == 3
    [bad] = preview(_draft(draws=(DrawSpec("payouts", 9, 1),)), target, lib, seeds=(1,))
    assert bad.paths == () and "draws[0]" in bad.problem


def test_scenario_paths_are_written_as_the_bundled_exams_write_them(tmp_path):
    target = _world(tmp_path)
    assert written_path(tmp_path / "scenarios" / "ties_push.toml", target) == "scenarios/ties_push.toml"
    elsewhere = tmp_path / "mine" / "x.toml"
    elsewhere.parent.mkdir()
    elsewhere.write_text("", encoding="utf-8")
    assert written_path(elsewhere, target) == "mine/x.toml"
    assert scenario_roots()  # the bundled library is found from the tests' working folder


def test_a_minimum_is_checked_against_the_skills_the_scenarios_test_and_an_untested_one_fails_no_one(library):
    """A skill no scenario tests reads "not tested" and is kept as 1.0, which meets any minimum: the builder says
    so (not "fails every trainee"), and judges "tested" as the grader does — ties_push says it trains payouts, but
    its play has procedure steps to judge, so a procedure minimum is checked."""
    from trainer.engine.procedure import solve
    from trainer.training.exams import ExamRules, exam_result
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario
    from trainer.training.skill_figures import not_tested

    target = ROOT / "scenarios" / "exams" / "probe.toml"
    ties = load_scenario(ROOT / "scenarios" / "ties_push.toml")
    assert [str(getattr(s, "value", s)) for s in ties.skills] == ["payouts"]
    only_ties = _draft(scenarios=(str(ROOT / "scenarios" / "ties_push.toml"),), draws=())
    assert check_draft(replace(only_ties, skill_minimums={"procedure": 0.8}), target, library) == []
    [problem] = check_draft(replace(only_ties, skill_minimums={"irregularities": 0.8}), target, library)
    assert (problem.field, problem.code) == ("skill_minimums.irregularities", "minimum_untested")
    assert "'not tested'" in problem.english and "fails no one" in problem.english
    # what the words say: the skill reads "not tested", and the minimum fails no one, not even a poor attempt
    log = [a.to_json() for a in solve(ties.round())]
    graded = grade(ties, log[:-3]).to_json()
    assert not_tested(graded) == ["irregularities"] and graded["skills"]["irregularities"] == 1.0
    assert exam_result([graded], ExamRules(0, {"irregularities": 0.8}, False)).passed
    # drawn: only some of the scenarios a payouts draw can deal test irregularities
    drawn = _draft(scenarios=(), draws=(DrawSpec("payouts", None, 1),), skill_minimums={"irregularities": 0.8})
    [problem] = check_draft(drawn, target, library)
    assert (problem.field, problem.code) == ("skill_minimums.irregularities", "minimum_maybe_untested")
