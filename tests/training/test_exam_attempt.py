"""The exam attempt as a Qt-free session (issue 17, item 3): each action stored as it is done, the scenarios in
order, the time-out on a clock the test controls, the seal, and the resume of an interrupted attempt rebuilt from
the store. No Qt is imported here."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.gui.exam_world import make_world, reference_log
from trainer.commands.results import Regrader, rescore
from trainer.training.exam_attempt import ExamAttempt, grade_item
from trainer.training.exams import exam_result, load_exam
from trainer.training.grading import grade
from trainer.training.scenario import load_scenario
from trainer.training.session import PracticeRound
from trainer.training.store import ResultsStore, Status, StoreError


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def world(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    exam_path = make_world(tmp_path)  # 20 minutes, two scenarios
    store = ResultsStore.open(tmp_path / "data")
    yield tmp_path, load_exam(exam_path), store
    store.close()


def _paths(root: Path) -> list[Path]:
    return [root / "scenarios" / "gui-plain-1.toml", root / "scenarios" / "gui-plain-2.toml"]


def _verify(store: ResultsStore) -> None:
    report = store.verify(Regrader(), rescore)
    assert report.ok, [str(p) for p in report.problems]


def test_each_action_is_stored_as_it_is_done_and_a_perfect_attempt_is_sealed(world):
    root, exam, store = world
    attempt = ExamAttempt(store, exam, seed=5, clock=FakeClock())
    attempt_id = attempt.begin("陳大文")
    assert attempt.current == 0 and attempt.running
    logs = [reference_log(p) for p in _paths(root)]
    for n, log in enumerate(logs):
        for k, action in enumerate(log):
            assert attempt.current == n
            assert attempt.act(action) == []
            stored = store.get_attempt(attempt_id).items[n].log
            assert stored == log[: k + 1], "stored (committed) before the next action"
    assert attempt.status == Status.FINISHED and attempt.current == -1
    record = store.get_attempt(attempt_id)
    assert record.attempt.status == Status.FINISHED and record.attempt.seal
    assert record.attempt.score == 100 and record.attempt.passed
    assert attempt.result is not None and attempt.result["score"] == 100
    assert [i.log for i in record.items] == logs
    assert attempt.act(logs[0][0]) == [], "nothing after the end"
    _verify(store)


def test_the_item_grade_is_the_pure_graders_grade():
    root = Path(__file__).resolve().parents[2]
    sc = load_scenario(root / "scenarios" / "plain_round_by_hand.toml")
    log = reference_log(root / "scenarios" / "plain_round_by_hand.toml")
    assert grade_item(sc, log[:7]) == grade(sc, log[:7]).to_json()
    assert grade_item(sc, []) == grade(sc, []).to_json()


def test_the_time_out_grades_the_started_round_as_far_as_it_went_and_unstarted_ones_as_empty(world):
    root, exam, store = world
    clock = FakeClock()
    attempt = ExamAttempt(store, exam, seed=5, clock=clock)
    attempt_id = attempt.begin("Ho Wai")
    assert attempt.remaining() == exam.time_limit_seconds
    some = reference_log(_paths(root)[0])[:5]
    for action in some:
        clock.now += 10
        attempt.act(action)
    assert attempt.remaining() == exam.time_limit_seconds - 50
    clock.now += exam.time_limit_seconds
    assert attempt.remaining() == 0
    result = attempt.time_out()
    assert attempt.status == Status.TIMED_OUT and not attempt.running
    record = store.get_attempt(attempt_id)
    assert record.attempt.status == Status.TIMED_OUT and record.attempt.seal
    assert [item.log for item in record.items] == [some, []]
    scenarios = [load_scenario(p) for p in _paths(root)]
    assert record.items[0].grade == grade(scenarios[0], some).to_json()
    assert record.items[1].grade == grade(scenarios[1], []).to_json()
    assert record.items[1].grade["errors"][0]["code"] == "round_unfinished"
    expected = exam_result([i.grade for i in record.items], exam)
    assert result["score"] == expected.score and result["passed"] is expected.passed is False
    assert attempt.act(reference_log(_paths(root)[0])[5]) == []
    assert len(store.get_attempt(attempt_id).items[0].actions) == 5, "nothing after the end"
    _verify(store)


def test_ending_a_scenario_early_grades_it_as_far_as_it_went_and_brings_the_next(world):
    root, exam, store = world
    attempt = ExamAttempt(store, exam, seed=5, clock=FakeClock())
    attempt_id = attempt.begin("Ho Wai")
    first = reference_log(_paths(root)[0])[:4]
    for action in first:
        attempt.act(action)
    attempt.end_item()
    attempt.end_item()  # again: nothing more is stored
    assert attempt.advance() is attempt.round and attempt.current == 1 and attempt.round.log == []
    item = store.get_attempt(attempt_id).items[0]
    assert item.log == first and item.finished is not None
    assert [e["code"] for e in item.grade["errors"]] == ["round_unfinished"]


def test_a_store_that_cannot_be_written_keeps_nothing_and_the_same_call_stores_it_later(world, monkeypatch):
    root, exam, store = world
    attempt = ExamAttempt(store, exam, seed=5, clock=FakeClock())
    attempt_id = attempt.begin("Lei Ka Man")
    log = reference_log(_paths(root)[0])
    attempt.act(log[0])
    real = ResultsStore.record_action

    def full(self, item_id, action, **kw):
        raise StoreError("database or disk is full")

    monkeypatch.setattr(ResultsStore, "record_action", full)
    with pytest.raises(StoreError):
        attempt.record(log[1])
    assert attempt.recorded == 1
    monkeypatch.setattr(ResultsStore, "record_action", real)
    attempt.record(log[1])
    assert attempt.recorded == 2 and store.get_attempt(attempt_id).items[0].log == log[:2]


def _interrupt(root: Path, store: ResultsStore, attempt_id: int) -> ResultsStore:
    """The process holding the attempt died: its pid is one that has exited; the store is opened again."""
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    with sqlite3.connect(root / "data" / "results.sqlite3") as conn:
        conn.execute("UPDATE attempts SET pid = ? WHERE id = ?", (int(gone.stdout), attempt_id))
    store.close()
    again = ResultsStore.open(root / "data")
    assert again.get_attempt(attempt_id).attempt.status == Status.INTERRUPTED
    return again


def test_a_resumed_attempt_is_rebuilt_from_the_store_and_its_clock_counts_on(world):
    root, exam, store = world
    clock = FakeClock()
    attempt = ExamAttempt(store, exam, seed=5, clock=clock)
    attempt_id = attempt.begin("陳大文")
    first = reference_log(_paths(root)[0])
    for action in first[:3]:
        attempt.act(action)
    attempt.round.apply(first[3])  # done at the table, but the program died before it was stored
    store = _interrupt(root, store, attempt_id)
    try:
        later = FakeClock()
        resumed = ExamAttempt.resume(store, exam, store.resume(attempt_id), clock=later)
        assert resumed.trainee == "陳大文" and resumed.current == 0 and resumed.recorded == 3
        assert [a.to_json() for a in resumed.round.log] == first[:3], "what was stored, and only that"
        assert resumed.round.view == PracticeRound(resumed.items[0].scenario.setup, log=first[:3]).view
        assert 0 < resumed.remaining() <= exam.time_limit_seconds
        for action in first[3:]:
            resumed.act(action)
        assert resumed.current == 1
        for action in reference_log(_paths(root)[1]):
            resumed.act(action)
        assert resumed.status == Status.FINISHED
        record = store.get_attempt(attempt_id)
        assert record.attempt.status == Status.FINISHED and record.attempt.score == 100 and record.attempt.passed
        assert record.items[0].log == first
        _verify(store)
    finally:
        store.close()


def test_a_resumed_attempt_whose_last_stored_action_ended_the_round_goes_on_to_the_next_scenario(world):
    root, exam, store = world
    attempt = ExamAttempt(store, exam, seed=5, clock=FakeClock())
    attempt_id = attempt.begin("Ho Wai")
    first = reference_log(_paths(root)[0])
    for action in first[:-1]:
        attempt.act(action)
    attempt.record(first[-1])  # stored, then the program died before the round was ended
    store = _interrupt(root, store, attempt_id)
    try:
        resumed = ExamAttempt.resume(store, exam, store.resume(attempt_id), clock=FakeClock())
        assert resumed.current == 1 and resumed.round is not None and resumed.round.log == []
        item = store.get_attempt(attempt_id).items[0]
        assert item.grade is not None and item.grade["score"] == 100
    finally:
        store.close()


def test_an_attempt_at_another_exam_is_not_resumed(world, tmp_path):
    root, exam, store = world
    attempt = ExamAttempt(store, exam, seed=5, clock=FakeClock())
    attempt_id = attempt.begin("Ho Wai")
    store = _interrupt(root, store, attempt_id)
    try:
        record = store.resume(attempt_id)
        other = exam.__class__(**{**exam.__dict__, "id": "another-exam"})
        with pytest.raises(StoreError, match="not an attempt at another-exam"):
            ExamAttempt.resume(store, other, record)
    finally:
        store.close()


def test_issue31_a_resumed_attempt_in_a_sitting_ends_by_the_sittings_end_time(world):
    from trainer.training import sittings

    root, exam, store = world
    sitting = sittings.open_sitting(
        store, exam_id=exam.id, exam_version=exam.version, exam_digest=exam.digest,
        time_limit=int(exam.time_limit_seconds), candidates=[sittings.Candidate("陳大文")], by="Ms Lei",
    )  # fmt: skip
    attempt = ExamAttempt(store, exam, seed=5, clock=FakeClock())
    attempt_id = attempt.begin("陳大文", sitting=sitting)
    row = store.get_attempt(attempt_id).attempt
    assert row.sitting_id == sitting and row.deadline is not None
    store = _interrupt(root, store, attempt_id)
    try:  # by the store's clock, two minutes are left (the PC was off for most of the limit)
        soon = datetime.fromtimestamp(datetime.fromisoformat(store.now()).timestamp() + 120, UTC)
        with sqlite3.connect(root / "data" / "results.sqlite3") as conn:
            conn.execute(
                "UPDATE attempts SET deadline = ? WHERE id = ?", (soon.isoformat(timespec="microseconds"), attempt_id)
            )
        resumed = ExamAttempt.resume(store, exam, store.resume(attempt_id), clock=FakeClock())
        assert 100 < resumed.remaining() <= 120 < exam.time_limit_seconds
    finally:
        store.close()
