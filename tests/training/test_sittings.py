"""Issue 31: sittings on the SQLite store (one PC) keep the same rules as on a server (tests/training/
test_server_attacks.py): admitted only while open, for a listed candidate, within the attempts allowed; the end time
is start + the sitting's limit by the store's clock; provisional until a trainer signs off, then official; an exam
taken outside any sitting is unofficial (practice)."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import pytest

from tests.training.test_store import LOG, fake_grade, fake_regrade, take_exam
from trainer.training import sittings
from trainer.training.store import ResultsStore, Standing, Status, StoreError, standing_words

EXAM = {"exam_id": "dealing-basic", "exam_version": "1", "exam_digest": "sha256:exam", "time_limit": 900}


def _open(store: ResultsStore, **options: object) -> int:
    values: dict[str, object] = {**EXAM, "candidates": [sittings.Candidate("陳大文", "S-1")], "by": "Ms Lei"}
    values.update(options)
    return sittings.open_sitting(store, **values)  # type: ignore[arg-type]


def _sit(store: ResultsStore, sitting: int, trainee: str = "陳大文") -> int:
    attempt = store.start_attempt(trainee, "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
    item = store.add_item(attempt, 0, "scenario-0", "sha256:s0")
    store.record_action(item, LOG[0])
    store.finish_item(item, fake_grade([LOG[0]]))
    store.finish_attempt(attempt, score=100, passed=True, grade={"score": 100})
    return attempt


def test_issue31_an_exam_outside_any_sitting_reads_unofficial_practice(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        attempt = take_exam(store)
        row = store.get_attempt(attempt).attempt
        assert row.sitting_id is None and row.standing is Standing.UNOFFICIAL
        assert row.to_json()["standing_words"] == {"en": "unofficial (practice)", "zh-Hant": "非正式（練習）"}


def test_issue31_a_sitting_is_provisional_until_signed_off_then_official(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store)
        assert [s.id for s in sittings.sittings_for(store)] == [sitting]
        attempt = _sit(store, sitting)
        assert store.get_attempt(attempt).attempt.standing is Standing.PROVISIONAL
        signed = sittings.sign_off(store, sitting, "Ms Lei")
        assert signed.signed_off_by == "Ms Lei" and signed.closed is not None
        assert signed.state(store.now()) == "signed off"
        row = store.list_attempts()[0]
        assert row.standing is Standing.OFFICIAL and standing_words(row.standing, "zh-Hant") == "正式"
        assert store.verify(fake_regrade).ok
        with pytest.raises(sittings.SittingError, match="signed off at"):
            sittings.sign_off(store, sitting, "Ms Lei")
        assert sittings.sittings_for(store) == []


def test_issue31_a_sitting_admits_only_listed_candidates_within_its_attempts(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store, attempts=2)
        with pytest.raises(StoreError, match="李小明 is not a candidate of sitting"):
            store.start_attempt("李小明", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        with pytest.raises(StoreError, match="not this exam file"):
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:changed", 7, sitting=sitting)
        with pytest.raises(StoreError, match="there is no sitting 99"):
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=99)
        _sit(store, sitting)
        _sit(store, sitting)
        with pytest.raises(StoreError, match="used the 2 attempt"):
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        assert [len(s.attempts) for s in sittings.seats(store, sitting)] == [2]
        assert len(store.list_attempts()) == 2  # nothing stored by the refusals


def test_issue31_a_sitting_refuses_before_it_opens_after_it_closes_and_once_closed(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        later = _open(store, opens="2999-01-01T09:00:00.000000+00:00", closes="2999-01-01T12:00:00.000000+00:00")
        with pytest.raises(StoreError, match="opens at 2999-01-01"):
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=later)
        assert sittings.get_sitting(store, later).state(store.now()) == "scheduled"
        closed = _open(store)
        sittings.close_sitting(store, closed, "Ms Lei")
        with pytest.raises(StoreError, match="was closed at"):
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=closed)
        with pytest.raises(sittings.SittingError, match=r"closes .* before it opens"):
            _open(store, opens="2999-01-02T00:00:00+00:00", closes="2999-01-01T00:00:00+00:00")
        with pytest.raises(sittings.SittingError, match="at least one candidate"):
            _open(store, candidates=[])
        with pytest.raises(sittings.SittingError, match="holds a control character"):
            sittings.parse_candidate("陳\n大文")
        assert sittings.parse_candidate("陳大文=S-0001") == sittings.Candidate("陳大文", "S-0001")
        past = _open(store)
    with sqlite3.connect(tmp_path / "results.sqlite3") as conn:  # the window passed
        conn.execute("UPDATE sittings SET closes = '2020-01-01T00:00:00.000000+00:00' WHERE id = ?", (past,))
    with ResultsStore.open(tmp_path) as store:
        assert sittings.get_sitting(store, past).state(store.now()) == "over"
        with pytest.raises(StoreError, match="closed at 2020-01-01"):
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=past)


def test_issue31_sign_off_waits_for_attempts_under_way(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store)
        attempt = store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        with pytest.raises(sittings.SittingError, match=f"attempt {attempt} .* still under way"):
            sittings.sign_off(store, sitting, "Ms Lei")
        assert store.get_attempt(attempt).attempt.standing is Standing.PROVISIONAL


def test_issue31_an_attempt_past_its_limit_is_closed_with_what_was_recorded(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store)
        attempt = store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        row = store.get_attempt(attempt).attempt
        item = store.add_item(attempt, 0, "scenario-0", "sha256:s0")
        store.record_action(item, LOG[0])
    with sqlite3.connect(tmp_path / "results.sqlite3") as conn:
        deadline = conn.execute("SELECT deadline FROM attempts WHERE id = ?", (attempt,)).fetchone()[0]
        assert (datetime.fromisoformat(deadline) - datetime.fromisoformat(row.started)).total_seconds() == 900
        conn.execute("UPDATE attempts SET deadline = '2020-01-01T00:00:00.000000+00:00' WHERE id = ?", (attempt,))
    with ResultsStore.open(tmp_path) as store:
        assert store.closed_overdue == [attempt]
        record = store.get_attempt(attempt)
        assert record.attempt.status is Status.CLOSED and record.attempt.closed_by == "time limit (store clock)"
        assert [a.action for a in record.items[0].actions] == [LOG[0]]
        assert store.verify(fake_regrade).ok
        sittings.sign_off(store, sitting, "Ms Lei")  # nothing under way any more


def test_issue31_a_retry_with_the_same_client_id_is_the_same_attempt(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        first = store.start_attempt("陳大文", "dealing-basic", "1", "d", 7, request_id="client-7")
        assert store.start_attempt("陳大文", "dealing-basic", "1", "d", 7, request_id="client-7") == first
        assert store.attempt_for_request("client-7").id == first and store.attempt_for_request("other") is None
        assert len(store.list_attempts()) == 1


@pytest.mark.parametrize(
    "edit",
    [
        "UPDATE attempts SET sitting_id = 1 WHERE sitting_id IS NULL",  # a practice attempt moved into it
        "UPDATE attempts SET sitting_id = NULL",  # one taken out
        "INSERT INTO sitting_candidates (sitting_id, name) VALUES (1, '李小明')",
        "UPDATE sittings SET closes = '2999-01-01T00:00:00.000000+00:00'",
        "UPDATE sittings SET signed_off_by = 'Mr Nobody'",
        "UPDATE sittings SET signed_off = NULL, signed_off_by = NULL",
    ],
)
def test_issue31_a_signed_off_sitting_changed_afterwards_is_named_by_verify(tmp_path, edit):
    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store)
        _sit(store, sitting)
        take_exam(store, trainee="李小明")  # practice, outside the sitting
        sittings.sign_off(store, sitting, "Ms Lei")
        assert store.verify(fake_regrade).ok
    with sqlite3.connect(tmp_path / "results.sqlite3") as conn:
        conn.execute(edit)
    with ResultsStore.open(tmp_path) as store:
        report = store.verify(fake_regrade)
        sitting_problems = [str(p) for p in report.problems if p.kind == "sitting"]
        assert len(sitting_problems) == 1 and sitting_problems[0].startswith(f"sitting {sitting}: "), [
            str(p) for p in report.problems
        ]


def test_issue31_a_sitting_signed_off_by_hand_is_named_by_verify(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store)
        _sit(store, sitting)
    with sqlite3.connect(tmp_path / "results.sqlite3") as conn:  # signed off in the database, not by a trainer
        conn.execute("UPDATE sittings SET signed_off = closes, signed_off_by = 'Ms Lei', closed = closes")
    with ResultsStore.open(tmp_path) as store:
        assert store.get_attempt(1).attempt.standing is Standing.OFFICIAL  # as the row says, until verified
        assert [str(p) for p in store.verify(fake_regrade).problems] == [
            f"sitting {sitting}: signed off outside the trainer (no sealed sign-off): sitting changed"
        ]
        assert store.verify_since_last(fake_regrade).problems  # the incremental verify sees it too


def test_issue31_each_refusal_comes_as_data_the_app_words_in_both_languages(tmp_path):
    from trainer.training.refusals import refusal_words

    with ResultsStore.open(tmp_path) as store:
        sitting = _open(store)
        with pytest.raises(StoreError) as caught:
            store.start_attempt("李小明", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        refusal = caught.value.refusal
        assert refusal == {"code": "not_candidate", "sitting": sitting, "trainee": "李小明"}
        assert refusal_words(refusal, "en") == f"李小明 is not a candidate of sitting {sitting}."
        assert refusal_words(refusal, "zh-Hant") == f"李小明 不是第 {sitting} 號考場的考生。"
        sittings.close_sitting(store, sitting, "Ms Lei")
        with pytest.raises(StoreError) as caught:
            store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        assert caught.value.refusal["code"] == "closed"
        words = refusal_words(caught.value.refusal, "zh-Hant", when=lambda t: "TIME")
        assert words == f"第 {sitting} 號考場已於 TIME 結束。"
    assert refusal_words(None) is None and refusal_words({"code": "unknown"}) is None
