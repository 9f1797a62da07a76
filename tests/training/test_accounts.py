"""Trainer accounts and records nobody can forge (issue 15, the SQLite store): who entered an attempt, trainer
accounts sealed into the ledger, fixed scrypt parameters, the sign-in lockout, the ledger anchor outside the
database (rollback and replacement), and verify reading one consistent snapshot. Real SQLite files under
tmp_path; nothing of the store is mocked."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from tests.training.test_store import LOG, fake_grade, fake_regrade, take_exam
from trainer.training import store as store_module
from trainer.training.store import (
    ANCHOR_NAME,
    DB_NAME,
    SCRYPT_DKLEN,
    SCRYPT_N,
    SCRYPT_P,
    SCRYPT_R,
    ResultsStore,
    StoreError,
    canonical_json,
)

PASS = "trainer passphrase"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "data"


def problems(store: ResultsStore) -> list[str]:
    return [str(p) for p in store.verify(fake_regrade).problems]


def kinds(store: ResultsStore) -> set[str]:
    return {p.kind for p in store.verify(fake_regrade).problems}


def sql(data: Path, statement: str, params: tuple[object, ...] = ()) -> int:
    with sqlite3.connect(data / DB_NAME) as conn:
        return conn.execute(statement, params).rowcount


# ------------------------------------------------------------------------------------------ who entered it


def test_an_attempt_records_who_entered_it_and_how_sealed_with_it(data):
    with ResultsStore.open(data) as store:
        app = take_exam(store)
        cli = store.start_attempt("Lei", "dealing-basic", "1", "sha256:x", source="cli", entered_by="Ms Wong")
        item = store.add_item(cli, 0, "scenario-0", "sha256:s0")
        for action in LOG:
            store.record_action(item, action)
        store.finish_item(item, fake_grade(LOG))
        store.finish_attempt(cli, score=100, passed=True, grade={"score": 100})
        rows = {row.id: row for row in store.list_attempts()}
        assert (rows[app].source, rows[app].entered_by) == ("app", "陳大文")
        assert (rows[cli].source, rows[cli].entered_by) == ("cli", "Ms Wong")
        assert rows[cli].to_json()["source"] == "cli" and rows[cli].to_json()["entered_by"] == "Ms Wong"
        assert problems(store) == []
    # a typed-in attempt passed off as taken in the app breaks its seal
    sql(data, "UPDATE attempts SET source = 'app', entered_by = 'Lei' WHERE id = ?", (cli,))
    with ResultsStore.open(data) as store:
        assert problems(store) == [f"attempt {cli} (Lei, dealing-basic): seal does not match: record changed"]
    # and hiding how it was entered (as an older attempt would read) breaks it too
    sql(data, "UPDATE attempts SET source = NULL, entered_by = NULL WHERE id = ?", (app,))
    with ResultsStore.open(data) as store:
        assert f"attempt {app} (陳大文, dealing-basic): seal does not match: record changed" in problems(store)


def test_a_typed_in_attempt_needs_the_trainer_who_entered_it(data):
    with ResultsStore.open(data) as store:
        with pytest.raises(StoreError, match="needs the trainer who entered it"):
            store.start_attempt("Lei", "e", "1", "d", source="cli")
        with pytest.raises(StoreError, match="source 'web' is not one of app, cli"):
            store.start_attempt("Lei", "e", "1", "d", source="web", entered_by="x")
        assert store.list_attempts() == []


# ------------------------------------------------------------------------------------------ accounts


def test_the_first_trainer_needs_no_credentials_every_later_one_does(data):
    with ResultsStore.open(data) as store:
        assert store.first_start()
        store.add_trainer("Ms Lei", PASS)
        assert not store.first_start()
        with pytest.raises(StoreError, match="a trainer exists: adding another needs a trainer's credentials"):
            store.add_trainer("Mallory", "mallory passphrase")
        with pytest.raises(StoreError, match="wrong trainer name or passphrase for 'Ms Lei'"):
            store.add_trainer("Mallory", "mallory passphrase", by="Ms Lei", by_passphrase="guess guess")
        store.add_trainer("Ms Wong", "second passphrase", by="Ms Lei", by_passphrase=PASS)
        with pytest.raises(StoreError, match="a trainer named 'Ms Wong' exists already"):
            store.add_trainer("Ms Wong", "third passphrase", by="Ms Lei", by_passphrase=PASS)
        assert store.trainers() == ["Ms Lei", "Ms Wong"]
        assert store.check_trainer_passphrase("Ms Wong", "second passphrase")
        assert problems(store) == []


def test_deleting_every_trainer_is_reported_and_never_a_first_start(data):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
        store.add_trainer("Ms Wong", "second passphrase", by="Ms Lei", by_passphrase=PASS)
        take_exam(store)
    assert sql(data, "DELETE FROM trainers") == 2
    with ResultsStore.open(data) as store:
        assert problems(store) == [
            "trainer Ms Lei: sealed but missing: account deleted (every trainer account is gone)",
            "trainer Ms Wong: sealed but missing: account deleted (every trainer account is gone)",
        ]
        assert not store.first_start()
        assert "the trainer accounts were deleted" in store.first_start_refusal()
        with pytest.raises(StoreError, match="the trainer accounts were deleted"):
            store.add_trainer("Mallory", "mallory passphrase")
        assert store.trainers() == []


def test_deleting_the_trainers_with_their_ledger_entries_is_still_found(data):
    """Ledger entries deleted from the end keep the chain whole: the anchor outside the database holds them."""
    with ResultsStore.open(data) as store:
        take_exam(store)
        store.add_trainer("Ms Lei", PASS)
    sql(data, "DELETE FROM trainers")
    sql(data, "DELETE FROM ledger WHERE attempt_id = 0")
    with ResultsStore.open(data) as store:
        found = problems(store)
        assert len(found) == 1 and "rolled back to an older copy (or ledger entries deleted)" in found[0]
        assert "0 sealed attempt(s) and 1 trainer account change(s) are missing" in found[0]
        assert not store.first_start() and "ledger anchor records them" in store.first_start_refusal()


def test_an_edited_account_row_is_reported(data):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
    salt = b"\x01" * 16
    digest = hashlib.scrypt(b"mallory passphrase", salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_DKLEN)
    sql(data, "UPDATE trainers SET salt = ?, hash = ?", (salt, digest))
    with ResultsStore.open(data) as store:
        assert store.check_trainer_passphrase("Ms Lei", "mallory passphrase")  # the row alone would let it in ...
        assert problems(store) == ["trainer Ms Lei: differs from its sealed record: account changed"]  # ... but shows
    sql(data, "INSERT INTO trainers SELECT 'Mallory', salt, n, r, p, dklen, hash, created, changed FROM trainers")
    with ResultsStore.open(data) as store:
        assert "trainer Mallory: not in the ledger: account added outside the trainer" in problems(store)


def test_planted_weak_hash_parameters_are_refused_and_reported(data):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
    salt = b"\x02" * 16
    weak = hashlib.scrypt(b"weak passphrase", salt=salt, n=2, r=1, p=1, dklen=SCRYPT_DKLEN)
    sql(data, "UPDATE trainers SET salt = ?, n = 2, r = 1, hash = ?", (salt, weak))
    with ResultsStore.open(data) as store:
        assert not store.check_trainer_passphrase("Ms Lei", "weak passphrase")  # never checked with n=2
        assert problems(store) == [
            f"trainer Ms Lei: passphrase hash parameters n=2 r=1 p=1 length=32 are weaker than the fixed "
            f"n={SCRYPT_N} r={SCRYPT_R} p={SCRYPT_P} length={SCRYPT_DKLEN}: account changed (this passphrase is "
            "refused)",
            "trainer Ms Lei: differs from its sealed record: account changed",
        ]


def test_changing_a_passphrase_is_sealed_again(data):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
        assert store.change_trainer_passphrase("Ms Lei", PASS, "a new passphrase")
        assert problems(store) == []
        assert store.check_trainer_passphrase("Ms Lei", "a new passphrase")


# ------------------------------------------------------------------------------------------ lockout


def test_five_wrong_passphrases_lock_the_trainer_out_for_a_growing_wait(data):
    with ResultsStore.open(data, lockout_seconds=0.4) as store:
        store.add_trainer("Ms Lei", PASS)
        for _ in range(4):
            assert not store.check_trainer_passphrase("Ms Lei", "guess guess")
        assert store.locked_for("Ms Lei") == 0
        assert not store.check_trainer_passphrase("Ms Lei", "guess guess")  # the fifth
        assert 0 < store.locked_for("Ms Lei") <= 0.4
        assert not store.check_trainer_passphrase("Ms Lei", PASS)  # even the right one waits
        time.sleep(0.45)
        assert not store.check_trainer_passphrase("Ms Lei", "guess guess")  # the sixth: twice as long
        assert 0.4 < store.locked_for("Ms Lei") <= 0.8
    with ResultsStore.open(data, lockout_seconds=0.4) as again:  # recorded in the store, not in the process
        assert again.locked_for("Ms Lei") > 0.3
        time.sleep(0.85)
        assert again.check_trainer_passphrase("Ms Lei", PASS)
        assert again.locked_for("Ms Lei") == 0
        for _ in range(4):  # a success starts the count again
            assert not again.check_trainer_passphrase("Ms Lei", "guess guess")
        assert again.locked_for("Ms Lei") == 0


def test_the_default_lockout_is_the_fixed_one(data):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
        for _ in range(5):
            store.check_trainer_passphrase("Ms Lei", "guess guess")
        assert store_module.LOCKOUT_SECONDS - 2 < store.locked_for("Ms Lei") <= store_module.LOCKOUT_SECONDS


# ------------------------------------------------------------------------------------------ the anchor


def _closed_copy(data: Path, to: Path) -> None:
    shutil.copytree(data, to)


def _restore(backup: Path, data: Path, *names: str) -> None:
    for leftover in (f"{DB_NAME}-wal", f"{DB_NAME}-shm"):
        (data / leftover).unlink(missing_ok=True)
    for name in names:
        shutil.copy2(backup / name, data / name)


def test_restoring_an_older_copy_of_the_store_is_reported(data, tmp_path):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
        take_exam(store)
    _closed_copy(data, tmp_path / "backup")
    with ResultsStore.open(data) as store:
        take_exam(store, trainee="Lei")  # a failed attempt the trainee would rather not have
        take_exam(store, trainee="Lei")
    _restore(tmp_path / "backup", data, DB_NAME)
    with ResultsStore.open(data) as store:
        found = problems(store)
        assert found == [
            f"{data / ANCHOR_NAME}: the store was rolled back to an older copy (or ledger entries deleted): the "
            "anchor records ledger entries up to 4, the database ends at 2; 2 sealed attempt(s) and 0 trainer "
            "account change(s) are missing"
        ]
        assert kinds(store) == {"anchor"}
        take_exam(store)  # writing on after the rollback does not hide it
        assert "differ from the anchor: the store was rolled back and written again, or replaced" in problems(store)[-1]


def test_deleting_the_store_wholesale_and_starting_afresh_is_reported(data):
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
        take_exam(store)
        old = store.installation_id
    (data / DB_NAME).unlink()
    with ResultsStore.open(data) as store:
        assert store.installation_id != old
        found = problems(store)
        assert (
            len(found) == 1
            and "the results database was replaced: the ledger anchor belongs to installation" in found[0]
        )
        assert f"{old} (2 ledger entries)" in found[0]
        assert not store.first_start()  # a fresh store is not a first start while the anchor says otherwise


def test_a_deleted_anchor_is_reported(data):
    with ResultsStore.open(data) as store:
        take_exam(store)
    (data / ANCHOR_NAME).unlink()
    with ResultsStore.open(data) as store:
        assert problems(store) == [
            f"{data / ANCHOR_NAME}: the ledger anchor is missing but the ledger has 1 entries: it was deleted, or "
            "this database was copied here from elsewhere"
        ]
        take_exam(store)  # a new anchor is started, and says so
        assert problems(store) == [
            f"{data / ANCHOR_NAME}: the ledger anchor was deleted and restarted at ledger entry 2"
        ]


def test_the_anchor_copy_elsewhere_finds_a_rollback_of_the_whole_data_folder(data, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    with ResultsStore.open(data, anchor_copy=stick) as store:
        take_exam(store)
    _closed_copy(data, tmp_path / "backup")
    with ResultsStore.open(data, anchor_copy=stick) as store:
        take_exam(store, trainee="Lei")
        copy = stick / f"fortune3-trainer-{store.installation_id}.anchor"
    assert copy.read_text(encoding="utf-8") == (data / ANCHOR_NAME).read_text(encoding="utf-8")
    _restore(tmp_path / "backup", data, DB_NAME, ANCHOR_NAME)  # the database and its anchor, both older
    with ResultsStore.open(data) as store:
        assert problems(store) == []  # without the copy, one PC cannot tell
    with ResultsStore.open(data, anchor_copy=stick) as store:
        found = problems(store)
        assert len(found) == 1 and found[0].startswith(f"{copy}: the store was rolled back to an older copy")


def test_an_anchor_line_cut_short_by_a_crash_is_not_damage(data):
    with ResultsStore.open(data) as store:
        take_exam(store)
    with open(data / ANCHOR_NAME, "a", encoding="utf-8") as fh:
        fh.write('{"chain":"ab')
    with ResultsStore.open(data) as store:
        assert problems(store) == []
    (data / ANCHOR_NAME).write_text("not json\n", encoding="utf-8")
    with ResultsStore.open(data) as store:
        assert any("the ledger anchor is damaged (line 1 is not JSON)" in p for p in problems(store))


# ------------------------------------------------------------------------------------------ an older store


def _v1_store(data: Path) -> tuple[int, bytes]:
    """A store as schema version 1 wrote it (no sources, trainers not sealed), built with the first migration
    and the format-1 seal: one trainer, one sealed attempt."""
    import hmac
    import secrets

    data.mkdir(parents=True)
    key = secrets.token_bytes(32)
    (data / "installation.key").write_bytes(key)
    conn = sqlite3.connect(data / DB_NAME, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.executescript(store_module._MIGRATIONS[0])
    conn.execute("INSERT INTO schema_version VALUES (1)")
    conn.execute(
        "INSERT INTO installation VALUES (1, 'old0000000000000', '2026-01-01T00:00:00.000000+00:00', ?)",
        (store_module._key_id(key),),
    )
    salt = b"\x03" * 16
    digest = hashlib.scrypt(PASS.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_DKLEN)
    when = "2026-01-02T00:00:00.000000+00:00"
    conn.execute("INSERT INTO trainers VALUES ('Ms Lei', ?, ?, ?, ?, ?, ?, ?, ?)",
                 (salt, SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_DKLEN, digest, when, when))  # fmt: skip
    grade = {"score": 100, "passed": True}
    conn.execute(
        "INSERT INTO attempts (id, trainee, exam_id, exam_version, exam_digest, seed, started, finished, status, "
        "score, passed, grade) VALUES (1, '陳大文', 'dealing-basic', '1', 'sha256:exam', 7, ?, ?, 'finished', 100, 1, ?)",
        (when, when, canonical_json(grade)),
    )
    item_grade = {"score": 100, "passed": True, "errors": [], "skills": {}}
    conn.execute("INSERT INTO attempt_items VALUES (1, 1, 0, 'scenario-0', 'sha256:s0', ?, ?, ?)",
                 (when, when, canonical_json(item_grade)))  # fmt: skip
    conn.execute("INSERT INTO actions VALUES (1, 1, 1, 0, ?, ?)", (canonical_json(LOG[0]), when))
    attempt = {"id": 1, "trainee": "陳大文", "exam_id": "dealing-basic", "exam_version": "1",
               "exam_digest": "sha256:exam", "seed": 7, "started": when, "finished": when, "status": "finished",
               "score": 100, "passed": 1, "grade": grade, "closed_by": None}  # fmt: skip
    items = [{"order": 0, "scenario_id": "scenario-0", "scenario_digest": "sha256:s0", "started": when,
              "finished": when, "grade": item_grade, "actions": [[0, LOG[0], when, 1]]}]  # fmt: skip
    document = {"format": 1, "attempt": attempt, "items": items, "stray_actions": 0}
    seal = hmac.new(key, canonical_json(document).encode(), hashlib.sha256).hexdigest()
    chain = hmac.new(
        key, canonical_json(["", 1, 1, "陳大文", "dealing-basic", seal]).encode(), hashlib.sha256
    ).hexdigest()
    conn.execute("UPDATE attempts SET seal = ? WHERE id = 1", (seal,))
    conn.execute("INSERT INTO ledger VALUES (1, 1, '陳大文', 'dealing-basic', ?, ?)", (seal, chain))
    conn.close()
    return 1, key


def test_an_older_store_is_upgraded_its_attempts_read_as_source_unknown_and_still_verify(data):
    attempt, _ = _v1_store(data)
    with ResultsStore.open(data) as store:
        row = store.get_attempt(attempt).attempt
        assert (row.source, row.entered_by) == (None, None)
        assert store.verify().problems == []
        assert store.check_trainer_passphrase("Ms Lei", PASS) and not store.first_start()
        lines = (data / ANCHOR_NAME).read_text(encoding="utf-8").splitlines()
        assert json.loads(lines[0])["restarted"] is False and len(lines) == 3  # the attempt and the trainer
    sql(data, "DELETE FROM trainers")  # from now on the upgraded account is sealed like a new one
    with ResultsStore.open(data) as store:
        assert [str(p) for p in store.verify().problems] == [
            "trainer Ms Lei: sealed but missing: account deleted (every trainer account is gone)"
        ]


# ------------------------------------------------------------------------------------------ a consistent verify


WRITER = """
import sys, time
from pathlib import Path
from tests.training.test_store import take_exam
from trainer.training.store import ResultsStore
with ResultsStore.open(Path(sys.argv[1])) as store:
    print("ready", flush=True)
    for n in range(int(sys.argv[2])):
        if n in (50, 100):  # wait (at most a minute) until a verify has seen what was written so far
            gate = Path(sys.argv[1]) / f"go-{n}"
            for _ in range(6000):
                if gate.exists():
                    break
                time.sleep(0.01)
        take_exam(store, trainee=f"t{n % 5}")
print("done", flush=True)
"""


def test_verify_reads_one_snapshot_while_another_process_writes(data):
    """Another process seals attempts (and their ledger links and anchor lines) all the time verify runs:
    every verify is clean — it sees each attempt with its ledger link and anchor line, or neither."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    with ResultsStore.open(data) as store:
        store.add_trainer("Ms Lei", PASS)
        take_exam(store)
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(data), "150"], env=env, stdout=subprocess.PIPE, text=True, cwd=root
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        runs = 0
        seen: set[int] = set()
        with ResultsStore.open(data) as store:
            while proc.poll() is None or runs < 3:
                report = store.verify(fake_regrade)
                assert report.problems == [], [str(p) for p in report.problems]
                seen.add(report.checked)
                runs += 1
                if report.checked in (51, 101):  # the writer waits there: let it go on
                    (data / f"go-{report.checked - 1}").touch()
        assert proc.wait(timeout=120) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert {51, 101} <= seen  # verify really ran while the attempts were being written (the writer waited there)
    with ResultsStore.open(data) as store:
        report = store.verify(fake_regrade)
        assert report.problems == [] and report.checked == 151
