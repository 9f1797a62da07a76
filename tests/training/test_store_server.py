"""The store's key behaviours on both back ends (the SQLite file and a real PostgreSQL server), and what only the
server has: its roles (a training PC's role cannot UPDATE or DELETE an attempt, cannot read the seal key), and
20 processes x 50 submissions at once with nothing lost and verify clean throughout (issue 15)."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.postgres import PostgresServer
from tests.training.test_store import LOG, fake_regrade, take_exam
from trainer.training.store import SCHEMA_VERSION, ResultsStore, Status, StoreError
from trainer.training.store_backend import TRAINEE_ROLE, TRAINER_ROLE, BackendError, PgBackend

ROOT = Path(__file__).resolve().parents[2]
PASSPHRASE = "trainer passphrase 富貴"


@dataclass
class Where:
    """One store under test: the SQLite file in ``data`` or a database on the session's server."""

    kind: str
    data: Path
    server: PostgresServer | None = None
    database: str = ""

    @property
    def url(self) -> str | None:
        return None if self.server is None else self.server.url(self.database)

    def open(self, **options: object) -> ResultsStore:
        return ResultsStore.open(self.data, url=self.url, **options)

    def tamper(self, *statements: str, params: tuple[object, ...] = ()) -> None:
        """Edit the database behind the store's back, as its owner could (on the server: triggers off)."""
        if self.server is None:
            with sqlite3.connect(self.data / "results.sqlite3", isolation_level=None) as conn:
                for statement in statements:
                    conn.execute(statement, params)
            return
        import psycopg

        with psycopg.connect(self.server.url(self.database), autocommit=True) as conn:
            conn.execute("SET session_replication_role = replica")  # the superuser can: the triggers do not fire
            for statement in statements:
                conn.execute(statement.replace("?", "%s"), params or None)

    def restore(self, snapshot: str) -> None:
        """Put back a copy taken by :meth:`snapshot` (the store must be closed)."""
        if self.server is None:
            shutil.copy(Path(snapshot), self.data / "results.sqlite3")
            return
        self.server.sql("postgres", f'DROP DATABASE "{self.database}" WITH (FORCE)')
        self.server.sql("postgres", f'ALTER DATABASE "{snapshot}" RENAME TO "{self.database}"')

    def snapshot(self) -> str:
        """A copy of the whole store as it is now (the store must be closed)."""
        if self.server is None:
            copy = self.data.parent / "backup.sqlite3"
            shutil.copy(self.data / "results.sqlite3", copy)
            return str(copy)
        name = f"{self.database}_backup"
        self.server.sql("postgres", f'CREATE DATABASE "{name}" TEMPLATE "{self.database}"')
        return name


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request, tmp_path, monkeypatch) -> Where:
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    if request.param == "sqlite":
        return Where("sqlite", tmp_path / "data")
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return Where("postgresql", tmp_path / "data", server, server.create_database())


def problems(store: ResultsStore) -> list[str]:
    return [str(p) for p in store.verify(fake_regrade).problems]


# ---------------------------------------------------------------------------------------------- both


def test_same_schema_version_and_a_sealed_attempt_verifies(where):
    with where.open() as store:
        assert store.server is (where.kind == "postgresql")
        assert store.journal_mode == ("server" if store.server else "wal")
        attempt = take_exam(store)
        record = store.get_attempt(attempt)
        assert record.attempt.status is Status.FINISHED and record.attempt.seal
        assert [len(i.actions) for i in record.items] == [4, 4]
        assert problems(store) == []
        assert store.verify(fake_regrade).checked == 1
        with pytest.raises(StoreError, match="finished; no more actions"):
            store.record_action(record.items[0].id, LOG[0])
    with where.open() as again:  # a second open migrates nothing and finds the same record
        assert again.get_attempt(attempt) == record
    if where.kind == "sqlite":
        with sqlite3.connect(where.data / "results.sqlite3") as conn:
            assert conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    else:
        assert where.server.sql(where.database, "SELECT MAX(version) FROM schema_version") == [(SCHEMA_VERSION,)]


def test_list_filters_and_chinese_names_round_trip(where):
    with where.open() as store:
        take_exam(store, trainee="陳大文")
        take_exam(store, trainee="Lei Ka Man", exam="other-exam")
        assert [a.trainee for a in store.list_attempts()] == ["陳大文", "Lei Ka Man"]
        assert [a.trainee for a in store.list_attempts(exam="other-exam")] == ["Lei Ka Man"]
        assert store.trainees() == sorted(["陳大文", "Lei Ka Man"])
        assert store.count_attempts(trainee="Lei Ka Man") == 1 and store.count_attempts(trainee="Lei") == 0
        assert store.exams() == ["dealing-basic", "other-exam"]


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE attempts SET score = 100 WHERE id = ?",
        "UPDATE actions SET action = replace(action, 'seat:2', 'seat:1') WHERE attempt_id = ?",
        "DELETE FROM ledger WHERE attempt_id = ?",
    ],
)
def test_a_sealed_attempt_edited_by_hand_is_named(where, statement):
    with where.open() as store:
        victim = take_exam(store)
        take_exam(store, trainee="Other")
    where.tamper(statement, params=(victim,))
    with where.open() as store:
        found = problems(store)
    assert any(line.startswith(f"attempt {victim} (陳大文, dealing-basic)") for line in found), found


def test_interrupted_attempts_resume_and_close_on_both(where):
    with where.open() as store:
        attempt = store.start_attempt("陳大文", "dealing-basic", "1", "d", seed=1)
        item = store.add_item(attempt, 0, "s0", "d0")
        store.record_action(item, LOG[0])
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, check=True)
    where.tamper("UPDATE attempts SET pid = ? WHERE id = ?", params=(int(dead.stdout), attempt))
    with where.open() as store:
        assert store.newly_interrupted == [attempt]
        store.add_trainer("Ms Lei", PASSPHRASE)
        store.close_interrupted(attempt, "Ms Lei")
        assert store.get_attempt(attempt).attempt.status is Status.CLOSED
        assert problems(store) == []


def test_a_15_deleted_trainer_account_is_reported_and_is_no_first_start(where):
    with where.open() as store:
        store.add_trainer("Ms Lei", PASSPHRASE)
        take_exam(store)
    where.tamper("DELETE FROM trainers")
    with where.open() as store:
        assert problems(store) == [
            "trainer Ms Lei: sealed but missing: account deleted (every trainer account is gone)"
        ]
        assert not store.first_start()
        with pytest.raises(StoreError, match="not a first start"):
            store.add_trainer("Mallory", "mallory passphrase")


def test_planted_weak_hash_parameters_are_reported_and_never_trusted(where):
    with where.open() as store:
        store.add_trainer("Ms Lei", PASSPHRASE)
    salt = b"\x05" * 16
    weak = hashlib.scrypt(b"weak passphrase", salt=salt, n=2, r=1, p=1, dklen=32)
    where.tamper("UPDATE trainers SET salt = ?, n = 2, r = 1, p = 1, hash = ?", params=(salt, weak))
    with where.open() as store:
        found = problems(store)
        assert found[0].startswith("trainer Ms Lei: passphrase hash parameters n=2 r=1 p=1 length=32 are weaker")
        assert not store.check_trainer_passphrase("Ms Lei", "weak passphrase")


def test_restoring_an_older_copy_of_the_store_is_reported(where):
    with where.open() as store:
        store.add_trainer("Ms Lei", PASSPHRASE)
        take_exam(store)
    backup = where.snapshot()
    with where.open() as store:
        take_exam(store, trainee="Lei Ka Man")
        take_exam(store, trainee="Third")
        assert problems(store) == []
    where.restore(backup)
    with where.open() as store:
        found = problems(store)
    assert any("rolled back to an older copy" in line and "2 sealed attempt(s)" in line for line in found), found


def test_a_trainer_is_locked_out_after_five_wrong_passphrases(where):
    with where.open(lockout_seconds=60) as store:
        store.add_trainer("Ms Lei", PASSPHRASE)
        for _ in range(5):
            assert not store.check_trainer_passphrase("Ms Lei", "guess guess")
        assert store.locked_for("Ms Lei") > 50
        assert not store.check_trainer_passphrase("Ms Lei", PASSPHRASE)


# ---------------------------------------------------------------------------------------------- server only


def test_a_store_url_that_is_not_postgresql_is_named(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINER_STORE", "mysql://x@y/z")
    with pytest.raises(StoreError, match=r"^TRAINER_STORE \(or --store\): 'mysql://x@y/z' is not a PostgreSQL URL"):
        ResultsStore.open(tmp_path)


def test_an_unreachable_server_is_one_line(tmp_path):
    url = f"postgresql://nobody@/nothing?host={tmp_path}&port=1"
    with pytest.raises(StoreError, match="cannot reach the results server"):
        ResultsStore.open(tmp_path, url=url)


@pytest.fixture
def roles(postgres_server: PostgresServer, tmp_path, monkeypatch) -> Where:
    """A server database set up by `trainer store init-server` with a training PC's login and a trainer's."""
    from trainer.cli import main

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    database = postgres_server.create_database("roles")
    url = postgres_server.url(database)
    assert main(["store", "init-server", url, "--trainee-login", "pc_01", "--trainer-login", "ms_lei"]) == 0
    return Where("postgresql", tmp_path / "data", postgres_server, database)


def _as(where: Where, login: str) -> ResultsStore:
    assert where.server is not None
    return ResultsStore.open(where.data, url=where.server.url(where.database, login))


def test_a_training_pcs_role_records_and_seals_but_cannot_update_or_delete_an_attempt(roles):
    with _as(roles, "pc_01") as pc:
        attempt = take_exam(pc)  # recorded and sealed through the server's function
        assert pc.get_attempt(attempt).attempt.seal
        report = pc.verify()
        assert not report.ok and "may not read the seal key" in str(report.problems[0])
    with _as(roles, "ms_lei") as trainer:
        assert problems(trainer) == []
    refused = [
        f"UPDATE attempts SET score = 100 WHERE id = {attempt}",
        f"UPDATE attempts SET status = 'in_progress' WHERE id = {attempt}",
        f"DELETE FROM attempts WHERE id = {attempt}",
        f"UPDATE attempt_items SET grade = NULL WHERE attempt_id = {attempt}",
        f"DELETE FROM actions WHERE attempt_id = {attempt}",
        "UPDATE actions SET action = '{}'",
        "UPDATE ledger SET seal = 'x'",
        "DELETE FROM ledger",
        "INSERT INTO ledger (seq, attempt_id, trainee, exam_id, seal, chain) VALUES (99, 1, 'a', 'b', 'c', 'd')",
        "SELECT key FROM seal_key",
        "SELECT hash FROM trainers",
        "DELETE FROM trainers",
        "UPDATE installation SET key_id = 'x'",
        f"SELECT * FROM fortune3_ledger_append({attempt}, 'a', 'b', 'c')",
        f"SELECT * FROM fortune3_seal({attempt})",
        f"SELECT fortune3_seal_text({attempt})",
        f"SELECT * FROM fortune3_close_attempt({attempt}, 'Ms Lei', NULL)",
    ]
    import psycopg

    for statement in refused:
        with pytest.raises(psycopg.Error) as caught:
            roles.server.sql(roles.database, statement, user="pc_01")
        assert caught.value.sqlstate in ("42501", "P0001", "F3R01"), (statement, caught.value)
    with _as(roles, "ms_lei") as trainer:  # nothing changed
        assert problems(trainer) == []
        assert trainer.get_attempt(attempt).attempt.score == 95


def test_the_ledger_is_append_only_even_for_a_trainers_role(roles):
    import psycopg

    with _as(roles, "ms_lei") as trainer:
        take_exam(trainer)
    for statement in ("UPDATE ledger SET seal = 'x'", "DELETE FROM ledger", "TRUNCATE ledger"):
        with pytest.raises(psycopg.Error, match=r"append-only|permission denied"):
            roles.server.sql(roles.database, statement, user="ms_lei")


def test_a_trainee_role_cannot_set_up_an_empty_server(postgres_server, tmp_path):
    database = postgres_server.create_database("bare")
    postgres_server.sql(database, "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pc_bare') "
                        "THEN CREATE ROLE pc_bare LOGIN; END IF; END $$")  # fmt: skip
    postgres_server.sql(database, "REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    with pytest.raises(StoreError) as caught:
        ResultsStore.open(tmp_path, url=postgres_server.url(database, "pc_bare"))
    assert "may not do that" in str(caught.value) and "\n" not in str(caught.value)


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from tests.training.test_store import LOG, take_exam
    from trainer.training.store import ResultsStore
    url, data, count, name = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    with ResultsStore.open(data, url=url) as store:
        for n in range(count):
            take_exam(store, trainee=f"{name}-{n}", logs=[LOG[:2]])  # a short exam: one scenario, two actions
    print("done")
    """
)


@pytest.mark.slow
def test_twenty_pcs_submitting_fifty_each_at_once_lose_nothing_and_verify_stays_clean(roles, tmp_path):
    pcs, each = 20, 50
    url = roles.server.url(roles.database, "pc_01")
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, url, str(tmp_path / f"pc{n}"), str(each), f"pc{n:02d}"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(pcs)
    ]
    checks = 0
    with _as(roles, "ms_lei") as trainer:
        while any(w.poll() is None for w in writers) or checks == 0:
            report = trainer.verify()  # one snapshot: a half-sealed attempt is never seen
            assert report.ok, [str(p) for p in report.problems][:5]
            checks += 1
            time.sleep(0.2)  # (leave the two cores to the writers)
        outcomes = [w.communicate(timeout=120) for w in writers]
        assert all(w.returncode == 0 for w in writers), [err[-800:] for _, err in outcomes if err][:2]
        report = trainer.verify(fake_regrade)
        assert report.ok and report.checked == pcs * each, [str(p) for p in report.problems][:5]
        attempts = trainer.list_attempts()
        assert len(attempts) == pcs * each and all(a.status is Status.FINISHED for a in attempts)
        assert len({a.trainee for a in attempts}) == pcs * each
    seqs = [r[0] for r in roles.server.sql(roles.database, "SELECT seq FROM ledger ORDER BY seq")]
    assert seqs == list(range(1, pcs * each + 1))  # one link per attempt, no gap, no double
    assert checks >= 1
    print(f"{checks} verify runs while {pcs} writers ran")


def test_migrations_and_functions_are_installed_once_when_many_open_an_empty_server_at_once(postgres_server, tmp_path):
    database = postgres_server.create_database("race")
    url = postgres_server.url(database)
    script = "import sys; from pathlib import Path; from trainer.training.store import ResultsStore; " \
             "ResultsStore.open(Path(sys.argv[2]), url=sys.argv[1]).close()"  # fmt: skip
    openers = [
        subprocess.Popen([sys.executable, "-c", script, url, str(tmp_path / f"p{n}")], cwd=ROOT, stderr=subprocess.PIPE)
        for n in range(6)
    ]
    errors = [p.communicate(timeout=120)[1] for p in openers]
    assert all(p.returncode == 0 for p in openers), errors
    assert postgres_server.sql(database, "SELECT COUNT(*), MAX(version) FROM schema_version") == [
        (SCHEMA_VERSION, SCHEMA_VERSION)
    ]
    assert postgres_server.sql(database, "SELECT COUNT(*) FROM installation") == [(1,)]


def test_the_roles_exist_with_the_documented_names(roles):
    names = {r[0] for r in roles.server.sql(roles.database, "SELECT rolname FROM pg_roles")}
    assert {TRAINEE_ROLE, TRAINER_ROLE, "pc_01", "ms_lei"} <= names


def test_backend_sql_translation():
    backend = PgBackend("postgresql://u@h/d")
    assert backend.ddl("id INTEGER PRIMARY KEY AUTOINCREMENT, salt BLOB, name TEXT") == (
        'id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, salt BYTEA, name TEXT COLLATE "C"'
    )
    assert backend.shown == "postgresql://u@h/d"
    assert PgBackend("postgresql://u:secret@h:5433/d").shown == "postgresql://u@h:5433/d"
    assert str(BackendError("x", "42501")) == "x"


def test_missing_server_binaries_fail_the_tests_naming_the_install_command(monkeypatch):
    import benchmarks.pgserver as pgserver
    import tests.postgres as postgres

    monkeypatch.setenv("PG_BINDIR", "")
    monkeypatch.setattr(pgserver.glob, "glob", lambda pattern: [])
    monkeypatch.setattr(pgserver.shutil, "which", lambda name: None)
    with pytest.raises(pytest.fail.Exception, match=r"binaries \(initdb, pg_ctl\) are missing: sudo apt-get install"):
        postgres.require_server_binaries()
    with pytest.raises(pgserver.ServerError, match=r"binaries \(initdb, pg_ctl\) are missing: sudo apt-get install"):
        pgserver.require_server_binaries()


def test_what_the_app_does_on_a_training_pc_works_with_its_role(roles):
    with _as(roles, "ms_lei") as trainer:
        trainer.add_trainer("Ms Lei", PASSPHRASE)
    with _as(roles, "pc_01") as pc:
        assert pc.trainers() == ["Ms Lei"] and not pc.first_start() and pc.locked_for("Ms Lei") == 0
        pc.save_learner("陳大文", '{"cards": []}')
        pc.save_learner("陳大文", '{"cards": [1]}')
        assert pc.load_learner("陳大文") == '{"cards": [1]}'
        attempt = pc.start_attempt("陳大文", "dealing-basic", "1", "d", seed=1)
        item = pc.add_item(attempt, 0, "s0", "d0")
        pc.record_action(item, LOG[0])
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, check=True)
    roles.tamper("UPDATE attempts SET pid = ? WHERE id = ?", params=(int(dead.stdout), attempt))
    with _as(roles, "pc_01") as pc:
        assert pc.newly_interrupted == [attempt]
        record = pc.resume(attempt)
        assert [a.action for a in record.items[0].actions] == [LOG[0]]
        pc.record_action(item, LOG[1])
        with pytest.raises(StoreError, match="may not do that"):  # a trainer's sign-in needs a trainer's role
            pc.check_trainer_passphrase("Ms Lei", PASSPHRASE)
    with _as(roles, "ms_lei") as trainer:
        assert trainer.check_trainer_passphrase("Ms Lei", PASSPHRASE)
        assert [str(p) for p in trainer.verify().unfinished] == [
            f"attempt {attempt} (陳大文, dealing-basic): in_progress, not finished (not sealed)"
        ]


def test_the_item_analysis_reads_the_same_grades_on_both_and_names_a_damaged_one(where):
    """Issue 18: ``iter_graded`` gives each item's score, pass and errors (on SQLite taken out of the grade by the
    database; a server's grades read whole); a grade that is not JSON is named by attempt and item on both."""
    error = {"code": "c1", "clause": "A11.1", "message": {"en": "Deal in order", "zh-Hant": "依次序派牌"}}
    with where.open() as store:
        attempt = store.start_attempt("Ann", "ex", "1", "sha256:ex", 7)
        grades = [
            {"score": 90, "passed": True, "errors": []},
            {"score": 40, "passed": False, "errors": [error, error]},
            {"passed": False},  # no score: not counted as graded
        ]
        for order, grade in enumerate(grades):
            item = store.add_item(attempt, order, f"s{order + 1}", f"sha256:s{order + 1}")
            store.finish_item(item, grade)
        store.add_item(attempt, 3, "s4", "sha256:s4")  # no grade at all
        store.finish_attempt(attempt, score=65, passed=False, grade={"score": 65, "passed": False})
        [(row, items)] = list(store.iter_graded())
        assert row.id == attempt and [i.scenario_id for i in items] == ["s1", "s2", "s3", "s4"]
        # (the figures an analysis reads: on SQLite the database takes them out of the grade, a server's come whole)
        figures = [None if i.grade is None else {k: v for k, v in i.grade.items() if v != []} for i in items]
        assert figures == [
            {"score": 90, "passed": True},
            {"score": 40, "passed": False, "errors": [error, error]},
            {} if where.kind == "sqlite" else {"passed": False},
            None,
        ]
    where.tamper(
        "UPDATE attempt_items SET grade = ? WHERE attempt_id = ? AND item_order = 1", params=("{oops", attempt)
    )
    with where.open() as store, pytest.raises(StoreError, match=f"attempt {attempt} item 1"):
        list(store.iter_graded())
