"""Issue 15 on a PostgreSQL server from the command line: `--store URL` / `TRAINER_STORE` put every command on the
server; `trainer store migrate --to URL` copies a SQLite store there and checks the copy; `trainer exam submit`
needs a trainer's credentials there too; `trainer results verify` exits 1 naming deleted trainer accounts, planted
weak hash parameters and a database restored from an older copy."""

from __future__ import annotations

import hashlib
import json

import pytest

from tests.cli.test_results_cli import PASSPHRASE, TRAINER, run, world  # noqa: F401 - the fixture
from tests.cli.test_trainers_cli import SUBMIT, listed, one_line_exit_2

SUBMIT_AS = ("exam", "submit", "--trainer", TRAINER, *SUBMIT[2:])


@pytest.fixture
def server_db(postgres_server):
    return postgres_server.create_database("cli")


@pytest.fixture
def on_server(world, server_db, postgres_server, monkeypatch):  # noqa: F811
    """The world's exam and logs; the results on a fresh server database (TRAINER_STORE) with one trainer."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "pc"))
    monkeypatch.setenv("TRAINER_STORE", postgres_server.url(server_db))
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    return world


def verify_problems(capsys) -> list[str]:
    code, out, err = run(capsys, "results", "verify")
    assert code == 1, (out, err)
    return out.splitlines()


def test_store_option_puts_every_command_on_the_server(world, capsys, server_db, postgres_server, monkeypatch):  # noqa: F811
    monkeypatch.setenv("TRAINER_STORE", "")  # (restored after the test: --store sets it for the run)
    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "pc"))
    url = postgres_server.url(server_db)
    monkeypatch.delenv("TRAINER_PASSPHRASE")
    line = one_line_exit_2(capsys, "--store", url, *SUBMIT)
    assert line.startswith("trainer exam submit needs a trainer's credentials") and line.endswith("nothing stored")
    assert postgres_server.sql(server_db, "SELECT to_regclass('attempts') IS NULL") == [(True,)]  # not even opened
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    assert run(capsys, "trainers", "add", TRAINER, "--store", url)[0] == 0
    code, out, err = run(capsys, "--store", url, *SUBMIT_AS)
    assert code == 0, err
    assert (json.loads(out)["source"], json.loads(out)["entered_by"]) == ("cli", TRAINER)
    assert postgres_server.sql(server_db, "SELECT trainee, source, entered_by FROM attempts") == [
        ("陳大文", "cli", TRAINER)
    ]
    code, out, _ = run(capsys, f"--store={url}", "store", "where")
    assert code == 0 and out.startswith("PostgreSQL server: postgresql://") and "ledger anchor" in out
    assert run(capsys, "--store", url, "results", "verify")[0] == 0


def test_a_bad_store_url_is_one_line_exit_2(world, capsys, monkeypatch):  # noqa: F811
    monkeypatch.setenv("TRAINER_STORE", "")
    line = one_line_exit_2(capsys, "--store", "sqlite:///x", "results", "list")
    assert line == (
        "TRAINER_STORE (or --store): 'sqlite:///x' is not a PostgreSQL URL (postgresql://user@host:port/database); leave it empty for "
        "the results file in the data folder"
    )


def test_migrate_copies_a_sqlite_store_to_the_server_and_checks_it(
    world,  # noqa: F811
    capsys,
    server_db,
    postgres_server,
    monkeypatch,
):
    from trainer.commands import store as store_command

    monkeypatch.setattr(store_command, "PAGE", 3)  # (a page at a time: here 16 actions in six pages)
    assert run(capsys, *SUBMIT_AS)[0] == 0
    assert run(capsys, *SUBMIT_AS)[0] == 0
    before = listed(capsys)
    url = postgres_server.url(server_db)
    code, out, err = run(capsys, "store", "migrate", "--to", url)
    assert code == 0, err
    assert (
        "1 trainers, 0 sittings, 0 sitting_candidates, 0 sitting_pcs, 2 attempts, 4 attempt_items, 16 actions, 3 ledger"
        in out
    )
    assert "every seal checks" in out
    monkeypatch.setenv("TRAINER_STORE", url)
    assert listed(capsys) == before  # the same rows, seals and all
    code, out, err = run(capsys, "results", "verify")  # re-graded on the server's copy
    assert code == 0, (out, err)
    assert run(capsys, *SUBMIT_AS)[0] == 0  # and the server goes on from there
    assert [row["id"] for row in listed(capsys)] == [1, 2, 3]
    monkeypatch.setenv("TRAINER_STORE", "")
    line = one_line_exit_2(capsys, "store", "migrate", "--to", url)
    assert "the server already holds results" in line and line.endswith("nothing copied")


def test_init_server_makes_the_roles(world, capsys, server_db, postgres_server):  # noqa: F811
    url = postgres_server.url(server_db)
    code, out, err = run(capsys, "store", "init-server", url, "--trainee-login", "pc_07", "--trainer-login", "ms_wong")
    assert code == 0, err
    assert "login pc_07: member of fortune3_trainee" in out
    granted = postgres_server.sql(
        server_db,
        "SELECT pg_has_role('pc_07', 'fortune3_trainee', 'MEMBER'), pg_has_role('pc_07', 'fortune3_trainer', "
        "'MEMBER'), has_table_privilege('pc_07', 'attempts', 'DELETE'), has_table_privilege('pc_07', 'seal_key', "
        "'SELECT'), has_table_privilege('ms_wong', 'seal_key', 'SELECT')",
    )
    assert granted == [(True, False, False, False, True)]
    assert run(capsys, "store", "init-server", url)[0] == 0  # again: nothing breaks
    line = one_line_exit_2(capsys, "store", "init-server", url, "--trainee-login", "bad name")
    assert "letters, digits and _ only" in line


def test_verify_on_the_server_names_deleted_trainer_accounts(on_server, capsys, server_db, postgres_server):
    assert run(capsys, "trainers", "add", TRAINER)[0] == 0
    assert run(capsys, *SUBMIT_AS)[0] == 0
    postgres_server.sql(server_db, "ALTER TABLE trainers DISABLE TRIGGER fortune3_guard")
    postgres_server.sql(server_db, "DELETE FROM trainers")
    assert verify_problems(capsys) == [
        "trainer Ms Lei: sealed but missing: account deleted (every trainer account is gone)"
    ]
    monkeypatch_line = one_line_exit_2(capsys, "trainers", "add", "Mallory")
    assert "this is not a first start" in monkeypatch_line


def test_verify_on_the_server_names_planted_weak_hash_parameters(on_server, capsys, server_db, postgres_server):
    assert run(capsys, "trainers", "add", TRAINER)[0] == 0
    salt = b"\x05" * 16
    weak = hashlib.scrypt(b"weak passphrase", salt=salt, n=2, r=1, p=1, dklen=32)
    postgres_server.sql(server_db, "UPDATE trainers SET salt = %s, n = 2, r = 1, p = 1, hash = %s", (salt, weak))
    lines = verify_problems(capsys)
    assert lines[0].startswith("trainer Ms Lei: passphrase hash parameters n=2 r=1 p=1 length=32 are weaker than")


def test_verify_on_the_server_names_a_database_restored_from_an_older_copy(
    on_server, capsys, server_db, postgres_server
):
    assert run(capsys, "trainers", "add", TRAINER)[0] == 0
    assert run(capsys, *SUBMIT_AS)[0] == 0
    postgres_server.sql("postgres", f'CREATE DATABASE "{server_db}_old" TEMPLATE "{server_db}"')
    assert run(capsys, *SUBMIT_AS)[0] == 0
    postgres_server.sql("postgres", f'DROP DATABASE "{server_db}" WITH (FORCE)')
    postgres_server.sql("postgres", f'ALTER DATABASE "{server_db}_old" RENAME TO "{server_db}"')
    lines = verify_problems(capsys)
    assert len(lines) == 1 and "the store was rolled back to an older copy" in lines[0]
    assert "1 sealed attempt(s) and 0 trainer account change(s) are missing" in lines[0]


def test_store_use_is_the_pcs_setting_for_every_command_and_the_app(
    world,  # noqa: F811
    capsys,
    server_db,
    postgres_server,
    monkeypatch,
):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "pc"))
    url = postgres_server.url(server_db)
    code, out, err = run(capsys, "store", "use", url)
    assert code == 0 and "results kept on postgresql://" in out, err
    assert (world / "pc" / "results-server.url").read_text(encoding="utf-8") == url + "\n"
    assert run(capsys, "trainers", "add", TRAINER)[0] == 0
    assert postgres_server.sql(server_db, "SELECT name FROM trainers") == [(TRAINER,)]
    from trainer.training.store import ResultsStore

    with ResultsStore.open() as store:  # what the app opens
        assert store.server and store.trainers() == [TRAINER]
    assert run(capsys, "store", "use", "--local")[0] == 0
    with ResultsStore.open() as store:
        assert not store.server and store.trainers() == []
    line = one_line_exit_2(
        capsys,
        "store",
        "use",
        url.replace(f"{postgres_server.url(server_db).split('@')[0]}", "postgresql://someone:secret"),
    )
    assert "keep the password out of the setting" in line
    (world / "pc" / "results-server.url").write_text("mysql://nope\n", encoding="utf-8")
    line = one_line_exit_2(capsys, "results", "list")
    assert "results-server.url: 'mysql://nope' is not a PostgreSQL URL" in line


def test_migrates_check_compares_every_row_a_page_at_a_time(monkeypatch):
    """The check after the copy reads both tables in key order, a page at a time, and names a row that differs
    or is missing (here on two SQLite tables: the comparison is the same on any connection)."""
    import sqlite3

    from trainer.commands import store as store_command

    monkeypatch.setattr(store_command, "PAGE", 2)
    columns = ["id", "item_id", "action"]
    mine, theirs = sqlite3.connect(":memory:"), sqlite3.connect(":memory:")
    for conn in (mine, theirs):
        conn.execute("CREATE TABLE actions (id INTEGER PRIMARY KEY, item_id INTEGER, action TEXT)")
        conn.executemany("INSERT INTO actions VALUES (?, ?, ?)", [(n, 1, f'{{"n": {n}}}') for n in (5, 1, 3, 2, 4)])
    pages = list(store_command._pages(mine, "actions", columns))
    assert [[r[0] for r in page] for page in pages] == [[1, 2], [3, 4], [5]]
    assert store_command._compare(mine, theirs, "actions", columns) == (5, None)
    theirs.execute("UPDATE actions SET action = '{}' WHERE id = 4")
    assert store_command._compare(mine, theirs, "actions", columns) == (
        5, "actions: the copied rows differ from the store's"
    )  # fmt: skip
    theirs.execute("DELETE FROM actions WHERE id = 5")
    assert store_command._compare(mine, theirs, "actions", columns) == (5, "actions: 4 rows copied of 5")
