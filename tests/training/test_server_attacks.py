"""Issue 31: the attacks a trainee at a training PC can try with the PC's own database login, run as that login
against a real PostgreSQL server set up by ``trainer store init-server``. Each must be refused and leave every
sealed row, seal, ledger link and role membership as it was; the seal key never reaches the PC.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import psycopg
import pytest

from tests.postgres import SUPERUSER, PostgresServer
from tests.training.test_store import LOG, fake_grade, fake_regrade, take_exam
from trainer.training import sittings
from trainer.training.store import LOCKOUT_AFTER, ResultsStore, Standing, Status, StoreError
from trainer.training.store_backend import LEDGER_LOCK
from trainer.training.store_server import RESULTS_TABLES, TRAINEE_ROLE

PASSPHRASE = "trainer passphrase 富貴"
# every name a SECURITY DEFINER function (or a guard) reads: a table of the store or a catalogue
SHADOWED = (*RESULTS_TABLES, "pg_roles", "pg_locks", "pg_stat_activity", "pg_namespace", "pg_auth_members")


class Server:
    """One database made by ``init-server`` with two PCs' logins and a trainer's; psycopg sessions as any."""

    def __init__(self, server: PostgresServer, database: str, data) -> None:
        self.server, self.database, self.data = server, database, data

    def store(self, login: str, data_name: str | None = None) -> ResultsStore:
        return ResultsStore.open(self.data / (data_name or login), url=self.server.url(self.database, login))

    def session(self, login: str) -> psycopg.Connection:
        return psycopg.connect(self.server.url(self.database, login), autocommit=True)

    def state(self) -> tuple[object, ...]:
        """Everything an attack could change: the sealed rows, the ledger, the key, the accounts, the sittings and
        who is a member of which role (read as the superuser)."""
        sql = lambda s: self.server.sql(self.database, s)  # noqa: E731
        return (
            sql("SELECT * FROM attempts ORDER BY id"),
            sql("SELECT * FROM attempt_items ORDER BY id"),
            sql("SELECT * FROM actions ORDER BY id"),
            sql("SELECT * FROM ledger ORDER BY seq"),
            sql("SELECT * FROM seal_key"),
            sql("SELECT name, hash FROM trainers ORDER BY name"),
            sql("SELECT * FROM sittings ORDER BY id"),
            sql("SELECT * FROM sitting_candidates ORDER BY sitting_id, name"),
            sql(
                "SELECT r.rolname, m.rolname FROM pg_auth_members a JOIN pg_roles r ON r.oid = a.roleid "
                "JOIN pg_roles m ON m.oid = a.member ORDER BY 1, 2"
            ),
        )


@pytest.fixture
def pg(postgres_server: PostgresServer, tmp_path, monkeypatch) -> Iterator[Server]:
    from trainer.cli import main

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    database = postgres_server.create_database("attack")
    url = postgres_server.url(database)
    assert main(["store", "init-server", url, "--trainee-login", "pc_01", "--trainee-login", "pc_02",
                 "--trainer-login", "ms_lei"]) == 0  # fmt: skip
    server = Server(postgres_server, database, tmp_path)
    with server.store("ms_lei") as trainer:
        trainer.add_trainer("Ms Lei", PASSPHRASE)
        take_exam(trainer, trainee="李小明")  # a sealed attempt the attacks aim at
    yield server


def _refused(session: psycopg.Connection, statement: str, params: tuple[object, ...] | None = None) -> str:
    """Run ``statement`` in a transaction of its own; it must fail. Returns the server's error code."""
    with pytest.raises(psycopg.Error) as caught, session.transaction():
        session.execute(statement, params)
    return str(caught.value.sqlstate)


def test_issue31_a_pc_can_shadow_no_name_a_server_function_reads(pg):
    before = pg.state()
    with pg.session("pc_01") as pc:
        for name in SHADOWED:
            for statement in (
                f"CREATE TEMP TABLE {name} (id bigint, key bytea)",
                f"CREATE TEMP VIEW {name} AS SELECT 1 AS id",
                f"CREATE TABLE public.{name} (id bigint)",
                f"CREATE VIEW public.{name} AS SELECT 1 AS id",
            ):
                assert _refused(pc, statement) == "42501", statement
        for statement in (
            "CREATE SCHEMA pc_own",
            "CREATE FUNCTION public.sha256(bytea) RETURNS bytea LANGUAGE sql AS 'SELECT $1'",
            "CREATE FUNCTION public.fortune3_hmac(bytea, bytea) RETURNS text LANGUAGE sql AS 'SELECT 1::text'",
            "CREATE OPERATOR public.|| (LEFTARG = text, RIGHTARG = text, FUNCTION = pg_catalog.textcat)",
        ):
            assert _refused(pc, statement) == "42501", statement
    assert pg.state() == before


def test_issue31_every_server_function_pins_its_search_path_and_is_owned_by_the_nologin_role(pg):
    rows = pg.server.sql(
        pg.database,
        "SELECT p.proname, p.prosecdef, p.proconfig, r.rolname, r.rolcanlogin FROM pg_proc p "
        "JOIN pg_roles r ON r.oid = p.proowner WHERE p.proname LIKE 'fortune3%'",
    )
    assert len(rows) >= 20
    for name, _, config, owner, can_login in rows:
        assert owner == "fortune3_owner" and not can_login, name
        path = [c for c in (config or []) if c.startswith("search_path=")]
        assert path and path[0].endswith("pg_temp"), (name, config)
    assert any(definer for _, definer, *_ in rows)
    # TEMP on the database and CREATE on its schemas: not for PUBLIC, not for the PC's role
    for role in ("public", TRAINEE_ROLE, "pc_01"):
        if role == "public":
            temp = pg.server.sql(pg.database, "SELECT has_database_privilege('pc_01', current_database(), 'TEMP')")
        else:
            temp = pg.server.sql(pg.database, f"SELECT has_database_privilege('{role}', current_database(), 'TEMP')")
        assert temp == [(False,)], role
    create = pg.server.sql(
        pg.database,
        "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' "
        "AND has_schema_privilege('pc_01', oid, 'CREATE')",
    )
    assert create == []


def test_issue31_the_seal_key_never_reaches_a_pc(pg):
    key = pg.server.sql(pg.database, "SELECT encode(key, 'hex') FROM seal_key")[0][0]
    seen: list[str] = []
    with pg.session("pc_01") as pc:
        for statement in (
            "SELECT key FROM seal_key",
            "SELECT * FROM seal_key",
            "SELECT fortune3_seal_text(1)",
            "SELECT fortune3_hmac('\\x00'::bytea, '\\x00'::bytea)",
            "SELECT * FROM fortune3_seal(1)",
            "SELECT * FROM fortune3_ledger_link(1, 'a', 'b', 'c')",
            "SELECT * FROM fortune3_ledger_append(0, 'a', 'account', 'c')",
            "SELECT hash, salt FROM trainers",
            "COPY seal_key TO STDOUT",
        ):
            assert _refused(pc, statement) in ("42501", "F3R01"), statement
        for row in pc.execute("SELECT * FROM ledger").fetchall():
            seen += [str(v) for v in row]
        for row in pc.execute("SELECT * FROM attempts").fetchall():
            seen += [str(v) for v in row]
    assert all(key not in text for text in seen)


def test_issue31_no_direct_write_on_any_results_table(pg):
    before = pg.state()
    with pg.session("pc_01") as pc:
        for table in RESULTS_TABLES:
            for statement in (
                f"INSERT INTO {table} DEFAULT VALUES",
                f"UPDATE {table} SET {_column(pg, table)} = {_column(pg, table)}",
                f"DELETE FROM {table}",
                f"TRUNCATE {table}",
                f"LOCK TABLE {table} IN EXCLUSIVE MODE",
                f"SELECT * FROM {table} FOR UPDATE",
            ):
                assert _refused(pc, statement) == "42501", statement
        for statement in (
            "GRANT fortune3_trainer TO pc_01",
            "GRANT fortune3_owner TO pc_01",
            "SET ROLE fortune3_owner",
            "SET ROLE fortune3_trainer",
            "ALTER TABLE attempts DISABLE TRIGGER ALL",
            "SET session_replication_role = replica",
        ):
            assert _refused(pc, statement) == "42501", statement
    assert pg.state() == before


def _column(pg: Server, table: str) -> str:
    return str(
        pg.server.sql(
            pg.database,
            "SELECT column_name FROM information_schema.columns WHERE table_name = %s ORDER BY ordinal_position "
            "LIMIT 1",
            (table,),
        )[0][0]
    )


def test_issue31_a_pc_cannot_forge_backdate_or_claim_a_trainer_entered_attempt(pg):
    before = pg.state()
    start = "SELECT fortune3_start_attempt(%s, %s, 'dealing-basic', '1', 'sha256:exam', 7, NULL, NULL, 1, 'h', 'b', %s, %s, %s)"
    with pg.session("pc_01") as pc:
        for params in (
            ("r1", "陳大文", "cli", "Ms Lei", None),  # typed in by a trainer
            ("r2", "陳大文", "app", "Ms Lei", None),  # entered by someone else
            ("r3", "陳大文", "app", "陳大文", "2020-01-01T09:00:00.000000+00:00"),  # back-dated
            ("r4", "陳大文\n\x1b[2J", "app", "陳大文\n\x1b[2J", None),  # a name with a newline and an escape
            ("r5", "陳大文\u202e", "app", "陳大文\u202e", None),  # a bidi override
        ):
            assert _refused(pc, start, params) == "F3R01", params
    assert pg.state() == before
    with pg.store("pc_01") as pc:  # through the store too: refused with one line
        with pytest.raises(StoreError, match="source app, entered by the trainee") as caught:
            pc.start_attempt("陳大文", "dealing-basic", "1", "d", 1, source="cli", entered_by="Ms Lei")
        assert "\n" not in str(caught.value)
        with pytest.raises(StoreError, match="server stamps them"):
            from datetime import UTC, datetime

            pc.start_attempt("陳大文", "dealing-basic", "1", "d", 1, started=datetime(2020, 1, 1, tzinfo=UTC))
    assert pg.state() == before


def test_issue31_an_attempt_a_pc_records_has_the_servers_times_and_source(pg):
    with pg.store("pc_01") as pc:
        attempt = take_exam(pc)
        row = pc.get_attempt(attempt).attempt
    assert row.source == "app" and row.entered_by == row.trainee and row.standing is Standing.UNOFFICIAL
    login, _, stamped = pg.server.sql(
        pg.database, "SELECT pc_login, started, started::timestamptz > now() - interval '1 minute' FROM attempts "
        "WHERE id = %s", (attempt,)
    )[0]  # fmt: skip
    assert login == "pc_01" and stamped
    with pg.store("ms_lei") as trainer:
        assert [str(p) for p in trainer.verify(fake_regrade).problems] == []


def test_issue31_one_pc_cannot_touch_another_pcs_attempt(pg):
    with pg.store("pc_02") as other:
        theirs = other.start_attempt("王美玲", "dealing-basic", "1", "sha256:exam", 7)
        item = other.add_item(theirs, 0, "scenario-0", "sha256:s0")
        other.record_action(item, LOG[0])
    before = pg.state()
    with pg.session("pc_01") as pc:
        for statement in (
            f'SELECT fortune3_record_action({item}, \'{{"action": "shuffle"}}\', NULL)',
            f"SELECT fortune3_add_item({theirs}, 1, 's', 'd', NULL)",
            f"SELECT fortune3_finish_item({item}, '{{\"score\": 100}}', NULL)",
            f"SELECT * FROM fortune3_finish_attempt({theirs}, 'finished', 100, true, '{{\"score\": 100}}', NULL)",
            f"SELECT fortune3_mark_interrupted({theirs})",
            f"SELECT fortune3_resume({theirs}, 1, 'h', 'b')",
            f"SELECT * FROM fortune3_close_attempt({theirs}, 'Ms Lei', NULL)",
        ):
            assert _refused(pc, statement) in ("F3R01", "42501"), statement
    assert pg.state() == before
    with pg.store("pc_01") as pc:  # the store opened on pc_01 leaves pc_02's attempt alone
        assert theirs not in pc.newly_interrupted
        with pytest.raises(StoreError, match="another training PC"):
            pc.finish_attempt(theirs, score=100, passed=True, grade={"score": 100})
    assert pg.state() == before


def test_issue31_a_pc_holding_locks_does_not_block_sealing(pg):
    with pg.session("pc_01") as pc:
        pc.execute(f"SELECT pg_advisory_lock({LEDGER_LOCK})")  # the lock the ledger used to take
        pc.execute("BEGIN")
        pc.execute("LOCK TABLE ledger IN ACCESS SHARE MODE")  # all it may lock
        pc.execute("SELECT * FROM attempts")
        with pg.store("ms_lei") as trainer:
            attempt = take_exam(trainer, trainee="張志強")  # sealed meanwhile, not held up
        with pg.store("pc_02") as other:
            take_exam(other, trainee="黃美儀")
        pc.execute("ROLLBACK")
    with pg.store("ms_lei") as trainer:
        assert trainer.get_attempt(attempt).attempt.status is Status.FINISHED
        assert [str(p) for p in trainer.verify(fake_regrade).problems] == []


def test_issue31_a_pc_sitting_on_its_own_seal_makes_others_wait_seconds_with_one_line(pg):
    with pg.store("pc_02") as other:
        theirs = other.start_attempt("王美玲", "dealing-basic", "1", "sha256:exam", 7)
    with pg.store("pc_01") as pc:
        mine = pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7)
    with pg.session("pc_01") as hog:
        hog.execute("SET idle_in_transaction_session_timeout = 0")
        hog.execute("BEGIN")
        hog.execute(
            "SELECT * FROM fortune3_finish_attempt(%s, 'finished', 0, false, '{\"score\": 0}', NULL)", (mine,)
        )  # holds the ledger's head row until it ends
        with pg.store("pc_02") as other, pytest.raises(StoreError) as caught:
            other.finish_attempt(theirs, score=90, passed=True, grade={"score": 90})
        message = str(caught.value)
        assert "busy" in message and "pc_01" in message and "nothing was stored" in message and "\n" not in message
        hog.execute("ROLLBACK")
    with pg.store("pc_02") as other:  # once the hog is gone, the same attempt ends and is sealed
        assert other.get_attempt(theirs).attempt.status is Status.IN_PROGRESS
        assert other.finish_attempt(theirs, score=90, passed=True, grade={"score": 90})


def test_issue31_parallel_wrong_passphrases_are_counted_before_scrypt_runs(pg, monkeypatch):
    import trainer.training.store as store_module

    runs: list[int] = []
    real = store_module._scrypt
    monkeypatch.setattr(store_module, "_scrypt", lambda p, s: runs.append(1) or real(p, s))
    results: list[bool] = []
    barrier = threading.Barrier(10)

    def guess(n: int) -> None:
        with pg.store("ms_lei", f"guess{n}") as trainer:
            barrier.wait()
            results.append(trainer.check_trainer_passphrase("Ms Lei", f"wrong guess {n}"))

    threads = [threading.Thread(target=guess, args=(n,)) for n in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [False] * 10
    assert len(runs) <= LOCKOUT_AFTER  # the rest were refused before scrypt: the lockout had started
    with pg.store("ms_lei") as trainer:
        assert trainer.locked_for("Ms Lei") > 0
        assert not trainer.check_trainer_passphrase("Ms Lei", PASSPHRASE)  # even the right one waits


def test_issue31_the_sqlite_store_counts_parallel_guesses_before_scrypt_too(tmp_path, monkeypatch):
    import trainer.training.store as store_module

    with ResultsStore.open(tmp_path) as store:
        store.add_trainer("Ms Lei", PASSPHRASE)
    runs: list[int] = []
    real = store_module._scrypt
    monkeypatch.setattr(store_module, "_scrypt", lambda p, s: runs.append(1) or real(p, s))
    barrier = threading.Barrier(8)

    def guess(n: int) -> None:
        with ResultsStore.open(tmp_path) as store:
            barrier.wait()
            store.check_trainer_passphrase("Ms Lei", f"wrong {n}")

    threads = [threading.Thread(target=guess, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(runs) <= LOCKOUT_AFTER


def test_issue31_names_with_control_or_bidi_characters_are_refused_by_the_server(pg):
    for name in ("陳大文\n", "\x1b[31m陳", "a\u202eb", "a\u2066b", "a\u200fb", " 陳大文", "x" * 81):
        with pytest.raises(psycopg.Error) as caught:
            pg.server.sql(
                pg.database,
                "INSERT INTO attempts (trainee, exam_id, exam_version, exam_digest, started, status) "
                "VALUES (%s, 'e', '1', 'd', '2026-01-01T00:00:00.000000+00:00', 'in_progress')",
                (name,),
                user="ms_lei",
            )
        assert caught.value.sqlstate in ("23514", "42501"), name  # the CHECK (or no grant at all)
    with pytest.raises(psycopg.Error) as caught:  # the CHECK holds for the server's owner too
        pg.server.sql(
            pg.database,
            "INSERT INTO attempts (trainee, exam_id, exam_version, exam_digest, started, status) "
            "VALUES (%s, 'e', '1', 'd', '2026-01-01T00:00:00.000000+00:00', 'in_progress')",
            ("a\u202eb",),
        )
    assert caught.value.sqlstate == "23514"


# ------------------------------------------------------------------------------------------------- sittings


def _open(store: ResultsStore, **options: object) -> int:
    defaults: dict[str, object] = {
        "exam_id": "dealing-basic", "exam_version": "1", "exam_digest": "sha256:exam", "time_limit": 600,
        "candidates": [sittings.Candidate("陳大文", "S-0001")], "by": "Ms Lei",
    }  # fmt: skip
    defaults.update(options)
    return sittings.open_sitting(store, **defaults)  # type: ignore[arg-type]


def test_issue31_only_a_trainer_opens_a_sitting(pg):
    before = pg.state()
    with pg.store("pc_01") as pc, pytest.raises(StoreError, match="may not do that"):
        _open(pc)
    with pg.session("pc_01") as pc:
        for statement in (
            "INSERT INTO sittings (exam_id, exam_version, exam_digest, time_limit, opens, closes, attempts_allowed, "
            "opened_by, created) VALUES ('e', '1', 'd', 60, 'x', 'y', 1, 'Ms Lei', 'z')",
            "UPDATE sittings SET signed_off = 'now'",
            "INSERT INTO sitting_candidates (sitting_id, name) VALUES (1, '陳大文')",
        ):
            assert _refused(pc, statement) == "42501", statement
    assert pg.state() == before


def test_issue31_a_sitting_admits_listed_candidates_on_listed_pcs_within_its_attempts(pg):
    with pg.store("ms_lei") as trainer:
        sitting = _open(trainer, pcs=["pc_01"], candidates=[sittings.Candidate("陳大文"), sittings.Candidate("王美玲")])
    with pg.store("pc_02") as other:
        assert other.server and sittings.sittings_for(other) == []
        with pytest.raises(StoreError, match=r"login pc_02.* may not seat"):
            other.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
    with pg.store("pc_01") as pc:
        assert [s.id for s in sittings.sittings_for(pc)] == [sitting]
        with pytest.raises(StoreError, match="not a candidate of sitting") as caught:
            pc.start_attempt("李小明", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        assert caught.value.refusal == {"code": "not_candidate", "sitting": sitting, "trainee": "李小明"}
        with pytest.raises(StoreError, match="not this exam file"):
            pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:other", 7, sitting=sitting)
        attempt = pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        with pytest.raises(StoreError, match="used the 1 attempt"):
            pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        item = pc.add_item(attempt, 0, "scenario-0", "sha256:s0")
        pc.record_action(item, LOG[0])
        pc.finish_item(item, fake_grade([LOG[0]]))
        pc.finish_attempt(attempt, score=100, passed=True, grade={"score": 100})
        assert pc.get_attempt(attempt).attempt.standing is Standing.PROVISIONAL
    deadline, started = pg.server.sql(pg.database, "SELECT deadline, started FROM attempts WHERE id = %s", (attempt,))[
        0
    ]
    from datetime import datetime

    assert (datetime.fromisoformat(deadline) - datetime.fromisoformat(started)).total_seconds() == 600
    with pg.store("ms_lei") as trainer:
        sittings.sign_off(trainer, sitting, "Ms Lei")
        row = trainer.get_attempt(attempt).attempt
        assert row.standing is Standing.OFFICIAL and row.sitting_id == sitting
        assert [str(p) for p in trainer.verify(fake_regrade).problems] == []
    # the sign-off is sealed: a practice attempt moved into the sitting afterwards (by the server's owner) is named
    practice = pg.server.sql(pg.database, "SELECT MIN(id) FROM attempts")[0][0]
    with pg.session(SUPERUSER) as owner:
        owner.execute("SET session_replication_role = replica")
        owner.execute("UPDATE attempts SET sitting_id = %s WHERE id = %s", (sitting, practice))
    with pg.store("ms_lei") as trainer:
        assert [str(p) for p in trainer.verify(fake_regrade).problems if p.kind == "sitting"] == [
            f"sitting {sitting}: differs from its sealed sign-off (its attempts, candidates, window or sign-off were "
            "changed afterwards): sitting changed"
        ]


def test_issue31_the_server_draws_the_seed_of_a_pcs_attempt_in_a_sitting(pg):
    with pg.store("ms_lei") as trainer:
        sitting = _open(trainer, candidates=[sittings.Candidate("陳大文"), sittings.Candidate("王美玲")])
        entered = trainer.start_attempt("王美玲", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        assert trainer.get_attempt(entered).attempt.seed == 7  # a trainer entering a paper result keeps its seed
    with pg.store("pc_01") as pc:
        seeds = {
            pc.get_attempt(
                pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
            ).attempt.seed
        }
    assert seeds != {7} and all(isinstance(seed, int) for seed in seeds)  # (the one it asked for: 1 in 2**31)


def test_issue31_a_sitting_names_only_training_pcs_logins(pg):
    with pg.store("ms_lei") as trainer:
        with pytest.raises(sittings.SittingError, match="pc_99, ms_lei is not a training PC's login"):
            _open(trainer, pcs=["pc_01", "pc_99", "ms_lei"])
        assert sittings.list_sittings(trainer) == []


def test_issue31_a_sitting_refuses_outside_its_window_and_once_closed(pg):
    with pg.store("ms_lei") as trainer:
        later = _open(trainer, opens="2999-01-01T09:00:00.000000+00:00", closes="2999-01-01T12:00:00.000000+00:00")
        now = _open(trainer)
    with pg.store("pc_01") as pc, pytest.raises(StoreError, match="opens at 2999-01-01"):
        pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=later)
    pg.server.sql(pg.database, "UPDATE sittings SET closes = '2020-01-01T00:00:00.000000+00:00' WHERE id = %s", (now,))
    with pg.store("pc_01") as pc, pytest.raises(StoreError, match="closed at 2020-01-01"):
        pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=now)
    with pg.store("ms_lei") as trainer:
        again = _open(trainer)
        sittings.close_sitting(trainer, again, "Ms Lei")
    with pg.store("pc_01") as pc, pytest.raises(StoreError, match="was closed at"):
        pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=again)


def test_issue31_an_attempt_past_its_limit_is_closed_by_the_servers_clock(pg):
    with pg.store("ms_lei") as trainer:
        sitting = _open(trainer)
    with pg.store("pc_01") as pc:
        attempt = pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, sitting=sitting)
        item = pc.add_item(attempt, 0, "scenario-0", "sha256:s0")
        pc.record_action(item, LOG[0])
        # the server's clock passes the end time (start + limit) and the grace: as if the limit were over
        pg.server.sql(
            pg.database,
            "UPDATE attempts SET deadline = to_char((now() - interval '1 minute') AT TIME ZONE 'UTC', "
            "'YYYY-MM-DD\"T\"HH24:MI:SS.US') || '+00:00' WHERE id = %s",
            (attempt,),
        )
        with pytest.raises(StoreError, match="time is up") as caught:
            pc.record_action(item, LOG[1])
        assert caught.value.refusal is not None and caught.value.refusal["code"] == "time_up"
    with pg.store("pc_01") as pc:  # the next store opened (any PC, any trainer) closes it, sealed
        assert attempt in pc.closed_overdue
        record = pc.get_attempt(attempt)
        assert record.attempt.status is Status.CLOSED and record.attempt.closed_by == "time limit (store clock)"
        assert [a.action for a in record.items[0].actions] == [LOG[0]]  # with what was recorded
    with pg.store("ms_lei") as trainer:
        assert [str(p) for p in trainer.verify(fake_regrade).problems] == []


def test_issue31_a_retry_of_a_start_is_the_same_attempt(pg):
    with pg.store("pc_01") as pc:
        first = pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, request_id="client-1")
        again = pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, request_id="client-1")
        assert first == again and pc.attempt_for_request("client-1").id == first
    with pg.store("pc_02") as other, pytest.raises(StoreError, match="belongs to another training PC"):
        other.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7, request_id="client-1")  # (not its own)


def test_issue31_a_connection_lost_at_commit_says_it_may_have_been_stored(pg):
    with pg.store("pc_01") as pc:
        attempt = pc.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", 7)
        pid = pc._conn.execute("SELECT pg_backend_pid()").fetchone()[0]
        with pytest.raises(StoreError) as caught, pc._transaction() as conn:
            conn.execute("SELECT 1")
            pg.server.sql(pg.database, "SELECT pg_terminate_backend(%s)", (pid,))
        message = str(caught.value)
        assert "may have been stored" in message and "trainer results list" in message, message
    with pg.store("pc_01") as pc:
        assert pc.get_attempt(attempt).attempt.status in (Status.IN_PROGRESS, Status.INTERRUPTED)


def test_issue31_an_older_servers_grants_go_when_the_owner_brings_it_up_to_date(pg):
    # a server set up by an older trainer: the PC's role could write the tables, and its objects are older
    pg.server.sql(pg.database, "GRANT INSERT, UPDATE ON attempts, actions TO fortune3_trainee")
    pg.server.sql(
        pg.database,
        "CREATE OR REPLACE FUNCTION fortune3_objects_version() RETURNS integer LANGUAGE sql AS 'SELECT 1'",
    )
    with pytest.raises(StoreError, match="may not do that"):  # a PC cannot bring it up to date itself
        pg.store("pc_01")
    with ResultsStore.open(pg.data / "owner", url=pg.server.url(pg.database)):  # the owner opens it: up to date
        pass
    with pg.session("pc_01") as pc:
        assert _refused(pc, "UPDATE attempts SET score = 100") == "42501"
    with pg.store("pc_01") as pc:
        take_exam(pc)


def test_issue31_an_exam_taken_on_a_pc_in_a_sitting_is_stored_with_the_servers_seed_times_and_source(
    pg, tmp_path, monkeypatch
):
    from tests.gui.exam_world import make_world, reference_log
    from trainer.commands.results import Regrader, rescore
    from trainer.training.exam_attempt import ExamAttempt
    from trainer.training.exams import load_exam

    monkeypatch.chdir(tmp_path)
    exam = load_exam(make_world(tmp_path))
    with pg.store("ms_lei") as trainer:
        sitting = _open(
            trainer, exam_id=exam.id, exam_version=exam.version, exam_digest=exam.digest,
            time_limit=int(exam.time_limit_seconds),
        )  # fmt: skip
    with pg.store("pc_01") as pc:
        attempt = ExamAttempt(pc, exam, seed=7)
        attempt_id = attempt.begin("陳大文", sitting=sitting)
        row = pc.get_attempt(attempt_id).attempt
        assert attempt.seed == row.seed != 7  # the server's draw, taken up by the attempt
        for path in attempt.paths:
            for action in reference_log(path):
                attempt.act(action)
        assert attempt.status is Status.FINISHED
    with pg.store("ms_lei") as trainer:
        row = trainer.get_attempt(attempt_id).attempt
        assert (row.source, row.entered_by, row.sitting_id, row.standing) == (
            "app",
            "陳大文",
            sitting,
            Standing.PROVISIONAL,
        )
        stamped = pg.server.sql(
            pg.database,
            "SELECT bool_and(timestamp::timestamptz BETWEEN now() - interval '5 minutes' AND clock_timestamp()) "
            "FROM actions WHERE attempt_id = %s",
            (attempt_id,),
        )[0][0]
        assert stamped
        assert trainer.verify(Regrader(), rescore).ok
