"""The results store at a department's scale on a PostgreSQL server (issue 18): the same attempts exported from
the SQLite file and from a server give the same CSV, verify checks a page of seals at once on the server as on
SQLite (and no change to the stored rows passes it), the store benchmark's server is kept and started again, and
its builder seals through the server's own function. Not timed (benchmarks/bench_store.py times them)."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

from benchmarks import pgserver
from benchmarks.pgserver import PostgresServer
from benchmarks.store_builder import build, build_server
from tests.training.test_store import fake_regrade, take_exam
from trainer.training.store import DB_NAME, ResultsStore, StoreError

ATTEMPTS = 12


@pytest.fixture(scope="module")
def twins(postgres_server: PostgresServer, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, Path]:
    """The same :data:`ATTEMPTS` attempts built by the benchmark's builder in a SQLite file and on the server:
    the SQLite folder, the server's URL and the PC's data folder for it."""
    root = tmp_path_factory.mktemp("twins")
    build(root / "sqlite", ATTEMPTS, progress=False)
    url = postgres_server.url(postgres_server.create_database())
    build_server(url, root / "pc", root / "built", ATTEMPTS, progress=False)
    assert (root / "built").read_text().strip() == str(ATTEMPTS)
    return root / "sqlite", url, root / "pc"


def _csv(store: ResultsStore) -> str:
    out = io.StringIO()
    store.write_csv(out)
    return out.getvalue()


def test_built_on_a_server_every_seal_and_link_checks_as_on_sqlite(twins):
    folder, url, pc = twins
    for directory, where in ((folder, None), (pc, url)):
        with ResultsStore(directory, url=where) as store:
            report = store.verify()
            assert report.ok and report.checked == ATTEMPTS, report.problems
            first = store.list_attempts()[0]
    # the builder's canonical text is the store's own sealed document: the server's seal is the store's seal
    with ResultsStore(pc, url=url) as store:
        assert store._seal_of(first.id) == first.seal
        assert store._conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0] == ATTEMPTS


def test_the_export_from_a_server_is_the_export_from_sqlite(twins):
    folder, url, pc = twins
    with ResultsStore(folder) as local, ResultsStore(pc, url=url) as server:
        text = _csv(local)
        assert text.count("\n") == ATTEMPTS + 1
        assert _csv(server) == text
        cut = local.list_attempts()[ATTEMPTS // 2].started
        from trainer.training.store import parse_iso

        out_local, out_server = io.StringIO(), io.StringIO()
        local.write_csv(out_local, trainee=None, until=parse_iso(cut))
        server.write_csv(out_server, trainee=None, until=parse_iso(cut))
        assert out_server.getvalue() == out_local.getvalue() and out_local.getvalue().count("\n") == ATTEMPTS // 2 + 1


def _server_store(postgres_server: PostgresServer, tmp_path: Path, attempts: int = 3) -> tuple[ResultsStore, str]:
    database = postgres_server.create_database()
    store = ResultsStore(tmp_path / "data", url=postgres_server.url(database))
    for n in range(attempts):
        take_exam(store, trainee=f"trainee {n}")
    return store, database


def test_the_errors_of_items_are_exported_from_a_server_as_from_sqlite(postgres_server, tmp_path):
    store, _ = _server_store(postgres_server, tmp_path, 2)
    with store:
        text = _csv(store)
    errors = [line.split(",")[8] for line in text.splitlines()[1:]]
    assert errors == ["A11.1 派牌次序或方式錯誤 / Dealing order or method broken"] * 2
    with ResultsStore(tmp_path / "local") as local:
        take_exam(local, trainee="trainee 0")
        take_exam(local, trainee="trainee 1")
        assert [line.split(",")[8] for line in _csv(local).splitlines()[1:]] == errors


def test_a_grade_the_server_cannot_read_is_named_by_the_export(postgres_server, tmp_path):
    store, database = _server_store(postgres_server, tmp_path, 2)
    with store:
        victim = store.list_attempts()[1].id
        with postgres_server_conn(postgres_server, database) as conn:
            conn.execute("UPDATE attempt_items SET grade = '{not json' WHERE attempt_id = %s", (victim,))
        with pytest.raises(StoreError, match=f"attempt {victim} item"):
            _csv(store)


def postgres_server_conn(server: PostgresServer, database: str):
    """The database's owner, with the store's guard triggers off (an edit behind the store's back)."""
    import psycopg

    conn = psycopg.connect(server.url(database), autocommit=True)
    conn.execute("SET session_replication_role = replica")
    return conn


def test_a_page_of_seals_is_checked_at_once_on_a_server(postgres_server, tmp_path):
    store, _ = _server_store(postgres_server, tmp_path)
    with store:
        ids = [a.id for a in store.list_attempts()]
        assert {i: ok for i, (_row, ok) in store._fast_seals(ids).items()} == dict.fromkeys(ids, True)
        calls: list[int] = []
        full = store._seal_of
        store._seal_of = lambda attempt_id: calls.append(attempt_id) or full(attempt_id)  # type: ignore[method-assign]
        report = store.verify(fake_regrade)
        assert report.ok and report.checked == 3 and calls == []  # none was checked the full way


FIRST_ITEM = "(SELECT MIN(item_id) FROM actions WHERE attempt_id = %(victim)s)"


@pytest.mark.parametrize(
    ("statements", "named"),
    [
        # not JSON at all: the server refuses the page's query; the page is checked the full way, verify goes on
        ([f"UPDATE actions SET action = '{{not json' WHERE idx = 0 AND item_id = {FIRST_ITEM}"], "unreadable record"),
        # the same characters from other rows: the first action's text takes in the second's (two actions in one
        # row, the rows put together give the sealed text character for character)
        ([f"UPDATE actions a SET action = a.action || ',' || to_json(a.timestamp)::text || ',' || a.attempt_id "
          f"|| '],[1,' || b.action, timestamp = b.timestamp FROM actions b WHERE b.item_id = a.item_id "
          f"AND b.idx = 1 AND a.idx = 0 AND a.item_id = {FIRST_ITEM}",
          f"DELETE FROM actions WHERE idx = 1 AND item_id = {FIRST_ITEM}"], "unreadable record"),
        # an action moved to another attempt (its item stays): a stray action of that attempt
        ([f"UPDATE actions SET attempt_id = (SELECT MIN(id) FROM attempts) WHERE idx = 0 AND item_id = {FIRST_ITEM}"],
         "seal does not match"),
        # a grade that is JSON but not an object
        (["UPDATE attempt_items SET grade = '[1]' WHERE attempt_id = %(victim)s AND item_order = 0"],
         "seal does not match"),
    ],
)  # fmt: skip
def test_a_changed_record_never_passes_the_page_check_on_a_server(postgres_server, tmp_path, statements, named):
    store, database = _server_store(postgres_server, tmp_path)
    with store:
        victim = store.list_attempts()[1].id
        with postgres_server_conn(postgres_server, database) as conn:
            for statement in statements:
                conn.execute(statement, {"victim": victim})
        fast = {i: ok for i, (_row, ok) in _fast_or_empty(store).items()}
        assert not fast.get(victim, False)
        report = store.verify()
        assert report.checked == 3
        named_ids = sorted({p.attempt_id for p in report.problems})
        moved = "attempt_id = (SELECT MIN(id)" in statements[0]
        assert named_ids == sorted({victim, *([min(fast)] if moved else [])}), report.problems
        assert named in report.problems[0].message, report.problems
        if moved:  # the attempt the action was moved to: its stray action changes what was sealed
            assert not fast.get(min(fast), True)


def _fast_or_empty(store: ResultsStore) -> dict[int, tuple[object, bool]]:
    try:
        return store._fast_seals([a.id for a in store.list_attempts()])
    except Exception:  # the server refused the page (a text that is not JSON): nothing passed
        return {}


def test_the_benchmarks_server_folder_is_kept_and_started_again():
    import shutil
    import tempfile

    # (not under pytest's tmp_path: as root the server runs as `postgres`, which must reach the folder)
    folder = Path(tempfile.mkdtemp(prefix="f3-pg-kept-"))
    server = PostgresServer(pgserver.require_server_binaries(), folder)
    try:
        name = server.create_database(name="results")
        server.sql(name, "CREATE TABLE kept (n int)")
        server.sql(name, "INSERT INTO kept VALUES (18)")
    finally:
        server.stop()
    assert (folder / "data" / "PG_VERSION").is_file()  # a given folder is not removed
    again = PostgresServer(pgserver.require_server_binaries(), folder)
    try:
        assert again.sql("results", "SELECT n FROM kept") == [(18,)]
    finally:
        again.stop()
        shutil.rmtree(folder, ignore_errors=True)


def test_without_server_binaries_the_benchmarks_server_half_is_one_failed_line(monkeypatch, capsys, tmp_path):
    from benchmarks import bench_store

    monkeypatch.setattr(bench_store, "WORK", tmp_path)
    monkeypatch.setattr(pgserver, "server_binaries", lambda: None)
    result = bench_store.postgresql(10)
    out = capsys.readouterr().out
    assert result["ok"] is False
    assert "apt-get install -y postgresql" in out and out.rstrip().endswith("✗")
    assert not (tmp_path / "pg-10" / "built").exists()


def test_a_sqlite_store_gets_the_ledger_index(tmp_path):
    with ResultsStore(tmp_path) as store:
        take_exam(store)
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        plan = " ".join(
            str(r[-1]) for r in conn.execute("EXPLAIN QUERY PLAN SELECT 1 FROM ledger WHERE attempt_id = 1")
        )
    assert "ledger_attempt" in plan


def test_an_incremental_verify_on_a_server_checks_only_what_was_sealed_since(postgres_server, tmp_path):
    store, database = _server_store(postgres_server, tmp_path)
    with store:
        assert store.verify().ok
        assert store.verified_path.name.startswith("ledger-") and store.verified_path.is_file()
        newer = take_exam(store, trainee="trainee new")
        report = store.verify_since_last()
        assert report.ok and report.since == 3 and report.checked == 1
        take_exam(store, trainee="trainee newer")
        with postgres_server_conn(postgres_server, database) as conn:
            conn.execute("UPDATE attempts SET score = 100 WHERE id = %s", (newer + 1,))
        found = store.verify_since_last()
        assert [p.attempt_id for p in found.problems] == [newer + 1], found.problems


def test_a_big_servers_pages_are_checked_by_worker_processes_in_the_verifys_own_snapshot(
    postgres_server, tmp_path, monkeypatch
):
    import trainer.training.store as store_module

    monkeypatch.setattr(store_module, "PARALLEL_FROM", 2)
    monkeypatch.setattr(store_module, "VERIFY_PAGE", 2)
    store, database = _server_store(postgres_server, tmp_path, 5)
    with store:
        victim = store.list_attempts()[3].id
        assert store.verify().ok
        calls: list[int] = []
        full = store._seal_of
        store._seal_of = lambda attempt_id: calls.append(attempt_id) or full(attempt_id)  # type: ignore[method-assign]
        assert store.verify().checked == 5 and calls == []  # every page matched by a worker
        with postgres_server_conn(postgres_server, database) as conn:
            conn.execute(f"UPDATE actions SET action = '{{not json' WHERE idx = 0 AND item_id = {FIRST_ITEM}",
                         {"victim": victim})  # fmt: skip
        report = store.verify()
        assert report.checked == 5 and [p.attempt_id for p in report.problems] == [victim], report.problems
        ids = sorted(a.id for a in store.list_attempts(check_seals=False))  # (checking seals would call _seal_of)
        assert calls == ids[2:4]  # the page the server refused (of two), and no other, the full way
