"""The results store: WAL, durable actions (a real SIGKILL), seals that catch hand edits, re-grading,
passphrases."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import textwrap
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from trainer.training.store import (
    AttemptItem,
    OlderRules,
    ResultsStore,
    Status,
    StoreError,
    canonical_json,
    data_dir,
)

ROOT = Path(__file__).resolve().parents[2]

LOG = [
    {"action": "shuffle", "method": "manual"},
    {"action": "cut", "position": 23},
    {"action": "deal", "to": "seat:1"},
    {"action": "clear"},
]


def fake_grade(log: list[dict[str, Any]]) -> dict[str, Any]:
    """A stand-in grader (a pure function of the log): 100 minus 10 per deal to seat 2."""
    errors = [
        {"step": i, "code": "deal_order", "clause": "A11.1", "severity": "major"}
        for i, a in enumerate(log)
        if a.get("to") == "seat:2"
    ]
    score = max(0, 100 - 10 * len(errors))
    return {
        "score": score,
        "passed": not errors,
        "errors": errors,
        "skills": {"dealing": score / 100, "irregularities": 1.0, "payouts": 1.0, "procedure": 1.0},
    }


def fake_regrade(item: AttemptItem) -> Mapping[str, Any]:
    return fake_grade(item.log)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    with ResultsStore.open() as s:
        yield s


def take_exam(store: ResultsStore, trainee: str = "陳大文", exam: str = "dealing-basic", logs=None) -> int:
    logs = [LOG, [*LOG[:2], {"action": "deal", "to": "seat:2"}, LOG[3]]] if logs is None else logs
    attempt = store.start_attempt(trainee, exam, "1", "sha256:exam", seed=7)
    grades = []
    for order, log in enumerate(logs):
        item = store.add_item(attempt, order, f"scenario-{order}", f"sha256:s{order}")
        for action in log:
            store.record_action(item, action)
        grade = fake_grade(log)
        store.finish_item(item, grade)
        grades.append(grade)
    score = round(sum(g["score"] for g in grades) / len(grades))
    store.finish_attempt(attempt, score=score, passed=score >= 80, grade={"score": score, "items": grades})
    return attempt


def db(store: ResultsStore) -> sqlite3.Connection:
    return sqlite3.connect(store.path, isolation_level=None)


def problems(store: ResultsStore) -> list[str]:
    return [str(p) for p in store.verify(fake_regrade).problems]


# ---------------------------------------------------------------------------------------------- location


def test_trainer_data_dir_overrides_the_user_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "elsewhere"))
    assert data_dir() == tmp_path / "elsewhere"
    with ResultsStore.open() as s:
        assert s.path == tmp_path / "elsewhere" / "results.sqlite3"
    assert (tmp_path / "elsewhere" / "results.sqlite3").is_file()


def test_without_override_the_platform_user_data_dir_is_used(monkeypatch):
    import platformdirs

    monkeypatch.delenv("TRAINER_DATA_DIR", raising=False)
    assert data_dir() == Path(platformdirs.user_data_dir("fortune3-trainer", appauthor=False))


def test_wal_mode_and_full_sync_are_on(store):
    assert store.journal_mode.lower() == "wal"
    with db(store) as conn:  # the mode is a property of the file: another connection sees it
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] >= 1


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_installation_key_is_32_bytes_readable_only_by_the_owner(store):
    key = store.key_path
    assert key.parent == store.path.parent
    assert len(key.read_bytes()) == 32
    assert stat.S_IMODE(key.stat().st_mode) == 0o600


def test_a_swapped_key_file_is_refused_not_taken_for_tampering(store, tmp_path):
    take_exam(store)
    store.close()
    store.key_path.write_bytes(os.urandom(32))
    with pytest.raises(StoreError, match="not the one these results were sealed with"):
        ResultsStore.open(store.directory)
    store.key_path.unlink()
    with pytest.raises(StoreError, match="missing"):
        ResultsStore.open(store.directory)


# ---------------------------------------------------------------------------------------------- passphrases


def test_trainer_passphrase_is_an_scrypt_hash_and_checks(store):
    store.set_trainer_passphrase("Ms Lei", "correct horse 富貴")
    assert store.check_trainer_passphrase("Ms Lei", "correct horse 富貴")
    assert not store.check_trainer_passphrase("Ms Lei", "correct horse")
    assert not store.check_trainer_passphrase("Nobody", "correct horse 富貴")
    with db(store) as conn:
        salt, n, r, p, stored = conn.execute("SELECT salt, n, r, p, hash FROM trainers").fetchone()
    assert b"correct horse" not in bytes(stored)
    import hashlib

    expected = hashlib.scrypt("correct horse 富貴".encode(), salt=salt, n=n, r=r, p=p, dklen=len(stored))
    assert expected == bytes(stored)


def test_salts_differ_so_equal_passphrases_hash_differently(store):
    store.set_trainer_passphrase("a", "same passphrase")
    store.set_trainer_passphrase("b", "same passphrase")
    with db(store) as conn:
        hashes = {bytes(h) for (h,) in conn.execute("SELECT hash FROM trainers")}
    assert len(hashes) == 2


def test_change_passphrase_needs_the_old_one(store):
    store.set_trainer_passphrase("Ms Lei", "first passphrase")
    assert not store.change_trainer_passphrase("Ms Lei", "wrong passphrase", "second passphrase")
    assert store.check_trainer_passphrase("Ms Lei", "first passphrase")
    assert store.change_trainer_passphrase("Ms Lei", "first passphrase", "second passphrase")
    assert store.check_trainer_passphrase("Ms Lei", "second passphrase")
    assert not store.check_trainer_passphrase("Ms Lei", "first passphrase")


def test_short_passphrase_is_refused(store):
    with pytest.raises(StoreError, match="8 characters"):
        store.set_trainer_passphrase("Ms Lei", "short")


# ---------------------------------------------------------------------------------------------- attempts


def test_a_finished_attempt_is_sealed_and_verifies(store):
    attempt = take_exam(store)
    record = store.get_attempt(attempt)
    assert record.attempt.status is Status.FINISHED
    assert record.attempt.seal and len(record.attempt.seal) == 64
    assert [len(i.actions) for i in record.items] == [4, 4]
    assert record.items[1].log[2] == {"action": "deal", "to": "seat:2"}
    report = store.verify(fake_regrade)
    assert report.ok and report.checked == 1 and not report.unfinished


def test_no_action_after_the_attempt_is_sealed(store):
    attempt = take_exam(store)
    item = store.get_attempt(attempt).items[0].id
    with pytest.raises(StoreError, match="finished"):
        store.record_action(item, {"action": "clear"})


def test_action_indexes_count_from_zero_per_item(store):
    attempt = store.start_attempt("t", "e", "1", "d")
    first = store.add_item(attempt, 0, "s0", "d0")
    second = store.add_item(attempt, 1, "s1", "d1")
    assert [store.record_action(first, a) for a in LOG] == [0, 1, 2, 3]
    assert store.record_action(second, LOG[0]) == 0


def _apply_to(store: ResultsStore, attempt_id: int, sql: str) -> None:
    conn = db(store)
    try:
        conn.execute("CREATE TEMP TABLE victim AS SELECT ? AS id", (attempt_id,))
        conn.executescript(sql)
    finally:
        conn.close()


TAMPER_ONE = {
    "score": "UPDATE attempts SET score = 100 WHERE id = (SELECT id FROM victim)",
    "passed": "UPDATE attempts SET passed = 1 - passed WHERE id = (SELECT id FROM victim)",
    "attempt grade": "UPDATE attempts SET grade = json_set(grade, '$.score', 99) WHERE id = (SELECT id FROM victim)",
    "item grade": "UPDATE attempt_items SET grade = json_set(grade, '$.score', 100) "
    "WHERE item_order = 1 AND attempt_id = (SELECT id FROM victim)",
    "action": "UPDATE actions SET action = json_set(action, '$.to', 'seat:1') "
    "WHERE action LIKE '%seat:2%' AND attempt_id = (SELECT id FROM victim)",
    "action removed": "DELETE FROM actions WHERE idx = 3 AND attempt_id = (SELECT id FROM victim)",
    "action timestamp": "UPDATE actions SET timestamp = '2020-01-01T00:00:00.000000+00:00' "
    "WHERE idx = 0 AND attempt_id = (SELECT id FROM victim)",
    "trainee": "UPDATE attempts SET trainee = '李小明' WHERE id = (SELECT id FROM victim)",
    "started": "UPDATE attempts SET started = '2020-01-01T00:00:00.000000+00:00' WHERE id = (SELECT id FROM victim)",
    "finished": "UPDATE attempts SET finished = '2030-01-01T00:00:00.000000+00:00' WHERE id = (SELECT id FROM victim)",
    "exam version": "UPDATE attempts SET exam_version = '2' WHERE id = (SELECT id FROM victim)",
    "seed": "UPDATE attempts SET seed = 8 WHERE id = (SELECT id FROM victim)",
    "scenario digest": "UPDATE attempt_items SET scenario_digest = 'other' "
    "WHERE item_order = 0 AND attempt_id = (SELECT id FROM victim)",
    "seal removed": "UPDATE attempts SET seal = NULL WHERE id = (SELECT id FROM victim)",
    "status": "UPDATE attempts SET status = 'timed_out' WHERE id = (SELECT id FROM victim)",
    "status back to in progress": "UPDATE attempts SET status = 'in_progress' WHERE id = (SELECT id FROM victim)",
    "attempt deleted": "DELETE FROM actions WHERE attempt_id = (SELECT id FROM victim); "
    "DELETE FROM attempt_items WHERE attempt_id = (SELECT id FROM victim); "
    "DELETE FROM attempts WHERE id = (SELECT id FROM victim)",
    "ledger entry deleted": "DELETE FROM ledger WHERE attempt_id = (SELECT id FROM victim)",
}


@pytest.mark.parametrize("what", sorted(TAMPER_ONE))
def test_editing_the_database_by_hand_is_reported_naming_the_attempt(store, what):
    take_exam(store, trainee="Other", exam="other-exam")
    victim = take_exam(store)
    take_exam(store, trainee="Third", exam="other-exam")
    assert problems(store) == []
    _apply_to(store, victim, TAMPER_ONE[what])
    found = problems(store)
    assert found, f"editing the {what} went unnoticed"
    assert any(line.startswith(f"attempt {victim} (") for line in found), found
    if what != "ledger entry deleted":  # (a removed link also breaks the next one, which is named too)
        assert all(line.startswith(f"attempt {victim} (") for line in found), found
    if what not in ("trainee",):
        assert any("陳大文" in line and "dealing-basic" in line for line in found)
    assert any("record changed" in line or "record deleted" in line or "ledger changed" in line for line in found)


def test_a_regrade_that_disagrees_with_the_stored_grade_is_reported(store):
    attempt = take_exam(store)

    def stricter(item: AttemptItem) -> Mapping[str, Any]:
        grade = fake_grade(item.log)
        if item.order == 0:
            grade = {**grade, "score": grade["score"] - 5}
        return grade

    report = store.verify(stricter)
    assert [str(p) for p in report.problems] == [
        f"attempt {attempt} (陳大文, dealing-basic): item 1 (scenario-0): re-grading differs: score 95, stored 100"
    ]


def test_a_grade_made_under_older_grading_rules_is_checked_by_its_seal_not_regraded(store):
    """Changing the grading rules must not make an honest old record look tampered with: a re-grader that meets a
    grade of older rules says so (OlderRules) and verify notes it and checks the seal alone."""
    attempt = take_exam(store)

    def newer_rules(item: AttemptItem) -> Mapping[str, Any]:
        raise OlderRules(1, 2)

    report = store.verify(newer_rules, lambda record, grades: {"score": -1, "passed": False})
    assert report.ok and report.checked == 1
    assert [p.attempt_id for p in report.older_rules] == [attempt]
    assert "grading rules 1" in str(report.older_rules[0])
    # the seal is still checked for such an attempt
    db(store).execute("UPDATE attempts SET score = 99 WHERE id = ?", (attempt,))
    assert not store.verify(newer_rules).ok


def test_a_regrader_that_fails_is_a_problem_not_a_crash(store):
    attempt = take_exam(store)

    def broken(item: AttemptItem) -> Mapping[str, Any]:
        raise LookupError(f"scenario {item.scenario_id} not found")

    lines = [str(p) for p in store.verify(broken).problems]
    assert lines == [f"attempt {attempt} (陳大文, dealing-basic): item 1 (scenario-0): cannot re-grade: "
                     "scenario scenario-0 not found"]  # fmt: skip


def test_rescore_mismatch_is_reported(store):
    attempt = take_exam(store)
    report = store.verify(fake_regrade, lambda record, grades: {"score": 10, "passed": False})
    assert len(report.problems) == 1
    assert str(report.problems[0]).startswith(f"attempt {attempt} (陳大文, dealing-basic): re-scoring gives")
    assert store.verify(fake_regrade, lambda r, g: {"score": r.attempt.score, "passed": r.attempt.passed}).ok


def test_message_wording_is_not_compared_when_regrading(store):
    take_exam(store)

    def reworded(item: AttemptItem) -> Mapping[str, Any]:
        grade = fake_grade(item.log)
        for err in grade["errors"]:
            err["message"] = {"en": "new wording", "zh-Hant": "新字眼"}
        return grade

    assert store.verify(reworded).ok


# ---------------------------------------------------------------------------------------------- interruption

RECORDER = textwrap.dedent(
    """
    import sys
    from trainer.training.store import ResultsStore
    store = ResultsStore.open()
    attempt = store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", seed=3)
    item = store.add_item(attempt, 0, "plain-round", "sha256:s")
    print(attempt, flush=True)
    i = 0
    while True:
        index = store.record_action(item, {"action": "deal", "to": f"seat:{i % 7 + 1}", "n": i})
        print(index, flush=True)
        i += 1
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_mid_exam_loses_no_acknowledged_action_and_the_attempt_is_interrupted(tmp_path):
    env = {**os.environ, "TRAINER_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", RECORDER], env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert proc.stdout is not None
        attempt = int(proc.stdout.readline())
        acknowledged = [int(proc.stdout.readline()) for _ in range(200)]
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL
    assert acknowledged == list(range(200))
    with ResultsStore.open(tmp_path / "data") as store:
        assert attempt in store.newly_interrupted
        assert [a.id for a in store.interrupted()] == [attempt]
        record = store.get_attempt(attempt)
        assert record.attempt.status is Status.INTERRUPTED
        log = record.items[0].log
        assert len(log) >= len(acknowledged)
        assert [a["n"] for a in log[: len(acknowledged)]] == acknowledged
        report = store.verify(fake_regrade)
        assert report.ok and [p.attempt_id for p in report.unfinished] == [attempt]
        assert "interrupted" in str(report.unfinished[0])


def test_a_live_attempt_is_not_taken_for_interrupted(store):
    attempt = store.start_attempt("t", "e", "1", "d")
    with ResultsStore.open(store.directory) as other:
        assert other.newly_interrupted == []
        assert other.get_attempt(attempt).attempt.status is Status.IN_PROGRESS


def _orphan(store: ResultsStore) -> tuple[int, int]:
    attempt = store.start_attempt("陳大文", "dealing-basic", "1", "d", seed=1)
    item = store.add_item(attempt, 0, "s0", "d0")
    store.record_action(item, LOG[0])
    store.record_action(item, LOG[1])
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True)
    _apply_to(store, attempt, f"UPDATE attempts SET pid = {int(dead.stdout)} WHERE id = (SELECT id FROM victim)")
    return attempt, item


def test_an_attempt_from_another_boot_is_interrupted(store):
    attempt = store.start_attempt("t", "e", "1", "d")
    _apply_to(store, attempt, "UPDATE attempts SET boot_id = 'another-boot' WHERE id = (SELECT id FROM victim)")
    with ResultsStore.open(store.directory) as again:
        from trainer.training.store import _boot_id

        expected = [attempt] if _boot_id() else []
        assert again.newly_interrupted == expected


def test_resume_continues_the_log_and_the_attempt_can_then_finish(store):
    attempt, item = _orphan(store)
    with ResultsStore.open(store.directory) as again:
        assert [a.id for a in again.interrupted()] == [attempt]
        with pytest.raises(StoreError, match="interrupted"):
            again.record_action(item, LOG[2])
        record = again.resume(attempt)
        assert record.items[0].log == LOG[:2]
        assert again.record_action(item, LOG[2]) == 2
        again.record_action(item, LOG[3])
        again.finish_item(item, fake_grade(LOG))
        again.finish_attempt(attempt, score=100, passed=True, grade={"score": 100})
        assert again.verify(fake_regrade).ok
        assert again.get_attempt(attempt).items[0].log == LOG


def test_a_trainer_closes_an_interrupted_attempt_and_it_is_sealed(store):
    attempt, _ = _orphan(store)
    with ResultsStore.open(store.directory) as again:
        with pytest.raises(StoreError, match="no trainer"):
            again.close_interrupted(attempt, "Ms Lei")
        again.set_trainer_passphrase("Ms Lei", "trainer passphrase")
        again.close_interrupted(attempt, "Ms Lei")
        row = again.get_attempt(attempt).attempt
        assert row.status is Status.CLOSED and row.closed_by == "Ms Lei" and row.seal
        assert again.verify(fake_regrade).ok
        _apply_to(again, attempt, "UPDATE attempts SET closed_by = 'x' WHERE id = (SELECT id FROM victim)")
        assert [p.attempt_id for p in again.verify(fake_regrade).problems] == [attempt]


def test_only_interrupted_attempts_can_be_resumed_or_closed(store):
    attempt = take_exam(store)
    with pytest.raises(StoreError, match="finished, not interrupted"):
        store.resume(attempt)


# ---------------------------------------------------------------------------------------------- queries


def test_list_filters_by_trainee_exam_and_date(store):
    day = datetime(2025, 3, 1, 9, tzinfo=UTC)
    ids = {}
    for n, (who, exam) in enumerate([("陳大文", "a"), ("陳大文", "b"), ("Lei", "a"), ("陳大文", "a")]):
        ids[n] = store.start_attempt(who, exam, "1", "d", started=day + timedelta(days=n))
    assert [a.id for a in store.list_attempts(trainee="陳大文")] == [ids[0], ids[1], ids[3]]
    assert [a.id for a in store.list_attempts(exam="a")] == [ids[0], ids[2], ids[3]]
    assert [a.id for a in store.list_attempts(trainee="陳大文", exam="a")] == [ids[0], ids[3]]
    window = store.list_attempts(since=day + timedelta(days=1), until=day + timedelta(days=3))
    assert [a.id for a in window] == [ids[1], ids[2]]
    assert store.trainees() == sorted(["陳大文", "Lei"])
    assert store.count_attempts(trainee="陳大文") == 3 and store.count_attempts(trainee="Lei") == 1
    assert store.count_attempts(trainee="Le") == store.count_attempts(trainee="lei") == 0  # the name exactly


def test_history_gives_date_exam_and_score(store):
    first = take_exam(store)
    second = take_exam(store, logs=[LOG, LOG])
    points = store.history("陳大文")
    assert [(p.attempt_id, p.exam_id, p.score) for p in points] == [
        (first, "dealing-basic", 95),
        (second, "dealing-basic", 100),
    ]
    assert all(datetime.fromisoformat(p.date).tzinfo is not None for p in points)


def test_csv_export_keeps_chinese_and_lists_errors_by_clause(store, tmp_path):
    attempt = take_exam(store)
    out = tmp_path / "results.csv"
    store.export_csv(out)
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read UTF-8
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    assert rows[0] == [
        "attempt",
        "trainee",
        "exam",
        "started",
        "finished",
        "status",
        "score",
        "passed",
        "errors",
        "source",
        "entered by",
        "sitting",
        "standing",
    ]
    assert rows[1][:3] == [str(attempt), "陳大文", "dealing-basic"]
    assert rows[1][5:] == [
        "finished",
        "95",
        "yes",
        "A11.1 派牌次序或方式錯誤 / Dealing order or method broken",
        "app",
        "陳大文",
        "",
        "非正式（練習） / Unofficial (practice)",
    ]
    store.export_csv(out, check_seals=True)  # (asked: each seal checked, a seal column in both languages)
    rows = list(csv.reader(io.StringIO(out.read_bytes().decode("utf-8-sig"), newline="")))
    assert rows[0][-5:] == ["source", "entered by", "seal", "sitting", "standing"]
    assert rows[1][5:] == [
        "finished",
        "95",
        "yes",
        "A11.1 派牌次序或方式錯誤 / Dealing order or method broken",
        "app",
        "陳大文",
        "已封存 / Sealed",
        "",
        "非正式（練習） / Unofficial (practice)",
    ]


def test_canonical_json_is_stable_and_keeps_chinese():
    assert canonical_json({"b": 1, "a": "富貴"}) == '{"a":"富貴","b":1}'
    assert json.loads(canonical_json({"x": [1.5]})) == {"x": [1.5]}


def test_a_trainees_learner_model_is_kept_and_replaced(store):
    assert store.load_learner("陳大文") is None
    store.save_learner("陳大文", '{"trainee": "陳大文", "cards": {}, "reviews": []}')
    store.save_learner("陳大文", '{"trainee": "陳大文", "cards": {}, "reviews": [1]}')
    assert store.load_learner("陳大文") == '{"trainee": "陳大文", "cards": {}, "reviews": [1]}'
    assert store.verify().ok  # practice is kept beside the sealed records and disturbs none
