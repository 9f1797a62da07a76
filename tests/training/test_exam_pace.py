"""Issue 35, item 4 (Qt-free): an exam may require the house pace (``pace_required = true``, docs/exams.md "Pace").
The attempt's pace is measured from the times the store keeps with each action, recorded with the standard in its
sealed grade, fails the attempt when missed (or when it cannot be measured), says so in both languages, and
``results verify`` re-scores it the same; exams and attempts without it are unchanged."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.gui.exam_world import make_world, reference_log
from tests.wording import problems
from trainer.commands.results import Regrader, rescore
from trainer.training.exam_attempt import ExamAttempt, grade_item
from trainer.training.exam_outcome import Reason, outcome
from trainer.training.exam_pace import outcome_text, rescored_passed, rule_text
from trainer.training.exams import ExamError, GradedItem, load_exam, scenario_digest, seal_attempt, store_submission
from trainer.training.house_standard import HouseStandard, save_standard
from trainer.training.scenario import load_scenario
from trainer.training.store import ResultsStore

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

PACED = """\
id = "{id}"
title_en = "Pace check"
title_zh = "節奏考核"
version = 1
time_limit_minutes = 60
pass_mark = 80
{pace}scenarios = ["scenarios/gui-plain-1.toml", "scenarios/gui-plain-2.toml"]
"""


@pytest.fixture
def world(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    make_world(tmp_path)
    exams = tmp_path / "scenarios" / "exams"
    for exam_id, pace in (
        ("paced", "pace_required = true\n"),
        ("own-pace", "pace_required = true\npace_rounds_per_hour = 10\npace_seconds_per_payout = 12\n"),
        ("unpaced", ""),
    ):
        (exams / f"{exam_id}.toml").write_text(PACED.format(id=exam_id, pace=pace), encoding="utf-8")
    store = ResultsStore.open(tmp_path / "data")
    yield tmp_path, store
    store.close()


def _paths(root: Path) -> list[Path]:
    return [root / "scenarios" / "gui-plain-1.toml", root / "scenarios" / "gui-plain-2.toml"]


def _taken(root: Path, store: ResultsStore, exam_id: str, seconds: float) -> dict:
    """A perfect attempt at ``exam_id`` dealt at the table, ``seconds`` between actions (the store's times), sealed
    as the app seals it; returns the attempt's grade."""
    exam = load_exam(root / "scenarios" / "exams" / f"{exam_id}.toml")
    attempt = store.start_attempt("陳大文", exam.id, exam.version, exam.digest, 1, started=START)
    now = START
    grades, ids = [], []
    for order, path in enumerate(_paths(root)):
        scenario = load_scenario(path)
        item = store.add_item(attempt, order, scenario.id, scenario_digest(path), started=now)
        log = reference_log(path)
        for action in log:
            now += timedelta(seconds=seconds)
            store.record_action(item, action, timestamp=now)
        grade = grade_item(scenario, log)
        store.finish_item(item, grade, finished=now)
        grades.append(grade)
        ids.append(scenario.id)
        now += timedelta(seconds=30)
    return seal_attempt(store, attempt, exam, grades, ids, timing={}, timed=True)


def _verified(store: ResultsStore) -> None:
    report = store.verify(Regrader(), rescore)
    assert report.ok, [str(p) for p in report.problems]


def _stored_grade(store: ResultsStore) -> list[tuple[int | None, bool | None]]:
    return [(a.score, a.passed) for a in store.list_attempts()]


def test_an_attempt_under_the_house_pace_fails_whatever_its_score_and_says_so_in_both_languages(world):
    root, store = world
    grade = _taken(root, store, "paced", seconds=6.0)
    pace = grade["pace"]
    assert grade["score"] == 100 and grade["passed"] is False and pace["met"] is False
    assert pace["standard"] == {"rounds_per_hour": 40.0, "seconds_per_payout": 3.0, "players_seconds": 15.0}
    assert pace["timed"] is True and pace["rounds"] == 2
    assert (round(pace["rounds_per_hour"]), pace["seconds_per_payout"]) == (11, 10.5)  # the figures of docs/exams.md
    assert _stored_grade(store) == [(100, False)]
    told = outcome(grade, [{"score": 100}, {"score": 100}])
    assert told.reasons == [Reason("pace")]
    text = outcome_text(grade)
    assert text is not None
    assert text.en.startswith("Pace: ") and "under the house pace" in text.en and "(house standard 40)" in text.en
    assert text.zh.startswith("節奏：") and "未達公司標準節奏" in text.zh
    assert problems(text.en, "en") == [] and problems(text.zh, "zh-Hant") == []
    _verified(store)


def test_an_attempt_at_the_house_pace_passes_and_a_later_change_of_the_setting_changes_nothing(world):
    root, store = world
    grade = _taken(root, store, "paced", seconds=0.5)
    assert grade["passed"] is True and grade["pace"]["met"] is True
    assert (round(grade["pace"]["rounds_per_hour"]), grade["pace"]["seconds_per_payout"]) == (87, 0.875)
    assert outcome(grade, [{"score": 100}, {"score": 100}]).reasons == []
    text = outcome_text(grade)
    assert text is not None and text.en.endswith("— at the house pace") and text.zh.endswith("——達到公司標準節奏")
    save_standard(root / "data", HouseStandard(rounds_per_hour=400, seconds_per_payout=0.1))
    _verified(store)  # re-scored against the standard recorded with the attempt, not this PC's new one


def test_the_house_standard_of_this_pc_and_the_exams_own_figures(world):
    root, store = world
    assert _taken(root, store, "paced", seconds=6.0)["passed"] is False  # 11 rounds an hour, 10.5 s a payout
    save_standard(root / "data", HouseStandard(rounds_per_hour=10, seconds_per_payout=12))
    assert _taken(root, store, "paced", seconds=6.0)["passed"] is True  # this PC's standard is a lenient one
    save_standard(root / "data", HouseStandard())
    own = _taken(root, store, "own-pace", seconds=6.0)
    assert own["passed"] is True and own["pace"]["standard"]["rounds_per_hour"] == 10
    exam = load_exam(root / "scenarios" / "exams" / "own-pace.toml")
    rule = rule_text(HouseStandard(10, 12))
    assert exam.pace_required and exam.pace_rounds_per_hour == 10 and exam.pace_seconds_per_payout == 12
    assert "at least 10 rounds an hour" in rule.en and "每小時至少 10 局" in rule.zh
    _verified(store)


def test_an_exam_without_pace_required_is_unchanged(world):
    root, store = world
    grade = _taken(root, store, "unpaced", seconds=6.0)
    assert "pace" not in grade and grade["passed"] is True and outcome_text(grade) is None
    assert rescored_passed(grade, [], True) is True and rescored_passed(grade, [], False) is False
    assert not load_exam(root / "scenarios" / "exams" / "unpaced.toml").pace_required
    _verified(store)


def test_a_log_entered_afterwards_cannot_show_the_pace_and_fails_saying_why(world):
    root, store = world
    exam = load_exam(root / "scenarios" / "exams" / "paced.toml")
    items = [
        GradedItem(
            path, load_scenario(path).id, reference_log(path), grade_item(load_scenario(path), reference_log(path))
        )
        for path in _paths(root)
    ]
    attempt = store_submission(store, exam, "Ho Wai", 3, items, source="cli", entered_by="Ms Lei").attempt
    record = store.get_attempt(attempt)
    grade = record.attempt.grade
    assert record.attempt.score == 100 and record.attempt.passed is False
    assert grade["pace"] == {
        "standard": grade["pace"]["standard"],
        "timed": False,
        "met": False,
        "not_measured": "entered",
    }
    text = outcome_text(grade)
    assert text is not None
    assert text.en == (
        "Pace not measured (the actions were entered afterwards, not dealt at the table): this exam requires the "
        "house pace"
    )
    assert text.zh == "節奏未能計算（動作於事後輸入，並非在枱上進行）：本考核要求達到公司標準節奏"
    _verified(store)


def test_the_exam_table_measures_the_pace_from_the_stored_times(world, monkeypatch):
    """The app's attempt: every action stored with the store's time; here a clock the test moves 6 s an action."""
    root, store = world
    wall = [START]
    record, add = store.record_action, store.add_item

    def stamped(item_id, action, **_kw):
        wall[0] += timedelta(seconds=6)
        return record(item_id, action, timestamp=wall[0])

    monkeypatch.setattr(store, "record_action", stamped)
    monkeypatch.setattr(store, "add_item", lambda *a, **kw: add(*a, **kw, started=wall[0]))
    exam = load_exam(root / "scenarios" / "exams" / "paced.toml")
    attempt = ExamAttempt(store, exam, seed=5, clock=lambda: 0.0)
    attempt.begin("陳大文")
    for path in _paths(root):
        for action in reference_log(path):
            attempt.act(action)
    assert attempt.result is not None and attempt.result["score"] == 100
    assert attempt.result["pace"]["timed"] is True and attempt.result["passed"] is False
    _verified(store)


def test_a_figure_of_pace_without_pace_required_is_refused_naming_the_file_line_and_field(world):
    root, _store = world
    path = root / "scenarios" / "exams" / "bad.toml"
    path.write_text(PACED.format(id="bad", pace="pace_seconds_per_payout = 4\n"), encoding="utf-8")
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    assert (
        str(caught.value)
        == f"{path}:7: pace_seconds_per_payout: needs pace_required = true (the exam's own figure of pace)"
    )
    path.write_text(PACED.format(id="bad", pace="pace_required = 1\n"), encoding="utf-8")
    with pytest.raises(ExamError, match=r"bad.toml:7: pace_required: expected true or false"):
        load_exam(path)


def test_the_exam_builder_keeps_the_pace_a_file_requires(world):
    from trainer.training.exam_builder import draft_from_exam, exam_toml, meaning

    root, _store = world
    path = root / "scenarios" / "exams" / "own-pace.toml"
    exam = load_exam(path)
    path.write_text(exam_toml(draft_from_exam(exam), version=1), encoding="utf-8")
    again = load_exam(path)
    assert (again.pace_required, again.pace_rounds_per_hour, again.pace_seconds_per_payout) == (True, 10, 12)
    assert meaning(again) == meaning(exam)
    plain = load_exam(root / "scenarios" / "exams" / "unpaced.toml")
    assert "pace_" not in exam_toml(draft_from_exam(plain), version=1)


def test_trainer_exam_show_says_the_pace_required(world, capsys):
    from tests.cli.test_results_cli import run

    root, _store = world
    code, out, err = run(capsys, "exam", "show", str(root / "scenarios" / "exams" / "own-pace.toml"))
    assert code == 0, err
    assert "pace required: at least 10 rounds an hour at a full table, at most 12 s per payout" in out
    code, out, err = run(capsys, "exam", "show", str(root / "scenarios" / "exams" / "unpaced.toml"))
    assert code == 0 and "pace required" not in out, out
