"""The results store against damage and bad input: empty or foreign files refused, damaged pages, missing
tables and wrong values named (never a crash), owner-only files, an all-or-nothing submit, CSV cells that a
spreadsheet cannot run, names without control characters, and random rows."""

from __future__ import annotations

import contextlib
import csv
import io
import os
import sqlite3
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.training.test_store import LOG, fake_grade, fake_regrade, take_exam
from trainer.training.store import DB_NAME, ResultsStore, StoreError, csv_cell


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def stored(folder: Path, attempts: int = 2) -> Path:
    """A store with finished, sealed attempts; returns the database path (closed)."""
    with ResultsStore(folder) as store:
        for n in range(attempts):
            take_exam(store, trainee=f"trainee {n}")
    return folder / DB_NAME


def edit(db: Path, sql: str, *params: object) -> None:
    conn = sqlite3.connect(db)
    try:
        conn.execute(sql, params)
        conn.commit()
    finally:
        conn.close()


# ------------------------------------------------------------------------------------------- the file


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b"", "an empty file (0 bytes)"),
        (b"S", "not a results database (1+ bytes"),
        (os.urandom(4096), "not a results database"),
        (b"SQLite format 3", "not a results database"),  # one byte short of the header
    ],
)
def test_an_empty_or_foreign_database_file_is_refused_not_taken_for_a_new_store(folder, content, needle):
    folder.mkdir()
    (folder / DB_NAME).write_bytes(content)
    with pytest.raises(StoreError) as caught:
        ResultsStore(folder)
    assert needle in str(caught.value) and "\n" not in str(caught.value)
    assert (folder / DB_NAME).read_bytes() == content  # left as it was


def test_the_database_is_created_owner_only_and_whole(folder):
    with ResultsStore(folder) as store:
        take_exam(store)
    mode = stat.S_IMODE((folder / DB_NAME).stat().st_mode)
    if os.name == "posix":
        assert mode == 0o600
    assert not [p.name for p in folder.iterdir() if p.name.endswith(".new")]  # no temporary left behind
    with ResultsStore(folder) as again:
        assert len(again.list_attempts()) == 1


@pytest.mark.parametrize("table", ["ledger", "actions", "attempts", "installation"])
def test_a_missing_table_is_named(folder, table):
    db = stored(folder)
    edit(db, f"DROP TABLE {table}")
    with pytest.raises(StoreError, match=f"table {table} is missing"):
        ResultsStore(folder)


def test_zeroed_or_bit_flipped_pages_never_crash_list_verify_or_a_new_attempt(folder):
    """Every page of a real store zeroed in turn, then bits flipped: each operation either works or raises
    StoreError (one line); verify never raises and names what it cannot read."""
    db = stored(folder, attempts=3)
    original = db.read_bytes()
    page = 4096
    assert len(original) >= 8 * page  # schema, tables and indexes on pages of their own
    damages = [(n, None) for n in range(1, len(original) // page)] + [(None, seed) for seed in range(8)]
    for zero, seed in damages:
        data = bytearray(original)
        if zero is not None:
            data[zero * page : (zero + 1) * page] = bytes(page)
        else:
            import random

            rng = random.Random(seed)
            for _ in range(40):
                i = rng.randrange(100, len(data))
                data[i] ^= 1 << rng.randrange(8)
        db.write_bytes(bytes(data))
        try:
            store = ResultsStore(folder)
        except StoreError as exc:
            assert "\n" not in str(exc)
            continue
        with store:
            try:
                store.list_attempts()
                take_exam(store, trainee="new")
            except StoreError as exc:
                assert "\n" not in str(exc)
            report = store.verify(fake_regrade)
            for problem in report.problems:
                assert str(problem).strip()


@pytest.mark.parametrize(
    ("sql", "needle"),
    [
        ("UPDATE attempts SET trainee = X'00ff' WHERE id = 1", "attempt 1: damaged record: the trainee is bytes"),
        ("UPDATE attempts SET seed = 'abc' WHERE id = 1", "attempt 1: damaged record: the seed is 'abc'"),
        ("UPDATE attempts SET started = 'noon' WHERE id = 1", "attempt 1: damaged record: the start time"),
        (
            "UPDATE actions SET action = '" + "[" * 5000 + "]" * 5000 + "' WHERE id = 1",
            "attempt 1 item 0 action 0: damaged record: nested more than 64 deep",
        ),
        ("UPDATE actions SET action = X'7b7d' WHERE id = 1", "attempt 1 item 0 action 0: damaged record: bytes"),
        ("UPDATE actions SET action = '[1]' WHERE id = 1", "an action is a JSON object"),
    ],
)
def test_a_wrong_value_inside_the_store_is_named_by_list_get_and_verify(folder, sql, needle):
    db = stored(folder)
    edit(db, sql)
    with ResultsStore(folder) as store:
        report = store.verify(fake_regrade)
        broken = [p for p in report.problems if p.attempt_id == 1]
        assert broken and any(needle in str(p) for p in broken), report.problems
        assert not [p for p in report.problems if p.attempt_id == 2]  # the other attempt still verifies
        with pytest.raises(StoreError, match="attempt 1"):
            store.get_attempt(1)
        if "actions" not in sql:
            with pytest.raises(StoreError, match="attempt 1"):
                store.list_attempts()
        else:
            assert len(store.list_attempts()) == 2


@pytest.mark.parametrize("value", [float("inf"), 2.5, "7", None])
def test_a_ledger_entry_whose_attempt_number_is_not_a_whole_number_is_named_not_a_crash(folder, value):
    """Found by the random-rows test: an infinite number where the ledger holds an attempt's number crashed
    verify (OverflowError)."""
    db = stored(folder)
    with contextlib.suppress(sqlite3.IntegrityError):  # what the schema itself forbids cannot happen
        edit(db, "UPDATE ledger SET attempt_id = ? WHERE rowid = 1", value)
    with ResultsStore(folder) as store:
        report = store.verify(fake_regrade)
    assert all("\n" not in str(p) for p in report.problems)
    assert any("ledger" in str(p) for p in report.problems) or value is None


# ------------------------------------------------------------------------------------------- submit


def test_a_failure_part_way_through_a_batch_stores_nothing(folder, monkeypatch):
    with ResultsStore(folder) as store:
        take_exam(store, trainee="before")
        before = store.list_attempts()
        calls = {"n": 0}
        real = ResultsStore.record_action

        def failing(self, item_id, action, **kw):
            calls["n"] += 1
            if calls["n"] == 3:
                raise StoreError("disk on fire")
            return real(self, item_id, action, **kw)

        monkeypatch.setattr(ResultsStore, "record_action", failing)
        with pytest.raises(StoreError, match="disk on fire"), store.batch():
            take_exam(store, trainee="half")
        monkeypatch.setattr(ResultsStore, "record_action", real)
        assert store.list_attempts() == before
        assert store.verify(fake_regrade).ok
        take_exam(store, trainee="after")  # the store goes on working
        assert [a.trainee for a in store.list_attempts()] == ["before", "after"]
        assert store.verify(fake_regrade).ok


def test_a_batch_keeps_everything_when_nothing_fails(folder):
    with ResultsStore(folder) as store, store.batch():
        take_exam(store)
    with ResultsStore(folder) as store:
        assert len(store.list_attempts()) == 1 and store.verify(fake_regrade).ok


# ------------------------------------------------------------------------------------------- names, CSV


@pytest.mark.parametrize("name", ["a\nb", "tab\there", "bell\x07", "in\u2028line", "x" * 81, "   "])
def test_a_trainee_name_with_control_characters_or_too_long_is_refused(folder, name):
    with ResultsStore(folder) as store, pytest.raises(StoreError, match="trainee"):
        store.start_attempt(name, "exam", "1", "sha256:x")


@pytest.mark.parametrize("name", ["陳大文", "Chan Tai Man", "O'Neil-Smith", "trainee 42"])
def test_ordinary_names_are_taken(folder, name):
    with ResultsStore(folder) as store:
        store.start_attempt(name, "exam", "1", "sha256:x")
        assert store.list_attempts()[0].trainee == name


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_csv_cells_a_spreadsheet_would_run_as_formulas_start_with_an_apostrophe(folder, start):
    with ResultsStore(folder) as store:
        store.start_attempt("x", f"{start}HYPERLINK(1)", "1", "sha256:x")
        out = io.StringIO(newline="")
        store.write_csv(out)
    row = next(r for r in csv.reader(io.StringIO(out.getvalue())) if r[0] != "attempt")
    assert row[2] == f"'{start}HYPERLINK(1)"
    assert csv_cell(-5) == -5 and csv_cell("plain") == "plain"  # numbers and plain text unchanged


# ------------------------------------------------------------------------------------------- random rows

_VALUES = st.one_of(
    st.none(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False),
    st.text(max_size=30),
    st.binary(max_size=30),
    st.sampled_from(["{}", "[]", '{"action": 1}', "[" * 100 + "]" * 100, "finished", "2025-01-01T00:00:00+00:00"]),
)
_COLUMNS = {
    "attempts": ["trainee", "exam_id", "exam_version", "seed", "started", "finished", "score", "passed", "grade"],
    "attempt_items": ["scenario_id", "started", "grade", "item_order"],
    "actions": ["action", "timestamp", "idx"],
    "ledger": ["trainee", "seal", "chain", "attempt_id"],
}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    changes=st.lists(st.tuples(st.sampled_from(sorted(_COLUMNS)), st.integers(0, 8), _VALUES), min_size=1, max_size=4)
)
def test_random_values_in_the_stores_rows_never_crash_list_get_verify_or_export(tmp_path_factory, changes):
    folder = tmp_path_factory.mktemp("fuzz") / "data"
    db = stored(folder)
    conn = sqlite3.connect(db)
    for table, pick, value in changes:
        column = _COLUMNS[table][pick % len(_COLUMNS[table])]
        with contextlib.suppress(sqlite3.IntegrityError):  # what the schema itself forbids cannot happen
            conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = 1", (value,))
    conn.commit()
    conn.close()
    with ResultsStore(folder) as store:
        report = store.verify(fake_regrade)
        assert all(str(p).strip() and "\n" not in str(p) for p in report.problems)
        for read in (store.list_attempts, lambda: store.get_attempt(1), lambda: store.write_csv(io.StringIO())):
            try:
                read()
            except StoreError as exc:
                assert "\n" not in str(exc)


def test_a_log_action_is_stored_as_given(folder):
    with ResultsStore(folder) as store:
        attempt = take_exam(store, logs=[LOG])
        assert store.get_attempt(attempt).items[0].log == LOG
        assert store.get_attempt(attempt).items[0].grade == fake_grade(LOG)


# ------------------------------------------------------------------------------------------- a full disk


def test_a_full_disk_is_one_line_keeps_what_was_stored_and_the_attempt_goes_on_once_space_is_back(folder):
    """SQLITE_FULL, simulated by capping the database's pages: the action that cannot be stored is refused with
    a message saying so; every action stored before stays; with space back the same attempt takes actions again."""
    with ResultsStore(folder) as store:
        attempt = store.start_attempt("陳大文", "exam", "1", "sha256:x")
        item = store.add_item(attempt, 0, "scenario-0", "sha256:s")
        store.record_action(item, LOG[0])
        pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
        store._conn.execute(f"PRAGMA max_page_count = {pages}")
        big = {"action": "cut", "position": 1, "note": "x" * 20_000}  # needs new pages
        with pytest.raises(StoreError, match="the disk is full: nothing more can be stored"):
            store.record_action(item, big)
        assert [a.action for a in store.get_attempt(attempt).items[0].actions] == [LOG[0]]
        assert store.list_attempts()[0].trainee == "陳大文"  # reading still works
        store._conn.execute("PRAGMA max_page_count = 1073741823")
        for action in LOG[1:]:
            store.record_action(item, action)
        store.finish_item(item, fake_grade(LOG))
        store.finish_attempt(attempt, score=100, passed=True, grade={"score": 100})
        assert store.get_attempt(attempt).items[0].log == LOG
        assert store.verify(fake_regrade).ok


def test_a_store_that_cannot_be_written_still_opens_to_be_read(folder, monkeypatch):
    """Marking another process's dead attempt as interrupted is a write; on a full disk or a read-only folder
    the store still opens, so `results list`, `verify` and `export` work."""
    with ResultsStore(folder) as store:
        take_exam(store)
        store.start_attempt("gone", "exam", "1", "sha256:x")
    edit(folder / DB_NAME, "UPDATE attempts SET pid = 999999999 WHERE trainee = 'gone'")
    real = ResultsStore._transaction

    def full(self):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(ResultsStore, "_transaction", full)
    with ResultsStore(folder) as store:
        assert store.newly_interrupted == [] and len(store.list_attempts()) == 2
        assert store.verify(fake_regrade).ok
    monkeypatch.setattr(ResultsStore, "_transaction", real)
    with ResultsStore(folder) as store:
        assert len(store.newly_interrupted) == 1


def test_a_read_only_results_folder_can_still_be_listed_verified_and_exported(folder, monkeypatch):
    """A store SQLite cannot open for writing (a read-only folder, simulated: the test may run as root, whom
    permissions do not stop) is opened read-only: listing, verifying and CSV work; a write says why it fails."""
    with ResultsStore(folder) as store:
        take_exam(store)
    real_connect = sqlite3.connect

    class NoWrite(sqlite3.Connection):
        def execute(self, sql, *args):  # type: ignore[override]
            if sql.startswith("PRAGMA journal_mode"):
                raise sqlite3.OperationalError("attempt to write a readonly database")
            return super().execute(sql, *args)

    def connect(database, **kw):
        return real_connect(database, **kw) if kw.get("uri") else real_connect(database, factory=NoWrite, **kw)

    monkeypatch.setattr(sqlite3, "connect", connect)
    with ResultsStore(folder) as store:
        assert store.read_only
        assert [a.trainee for a in store.list_attempts()] == ["陳大文"]
        assert store.verify(fake_regrade).ok
        out = io.StringIO()
        store.write_csv(out)
        assert "陳大文" in out.getvalue()
        with pytest.raises(StoreError, match="read-only: nothing can be stored"):
            store.start_attempt("x", "exam", "1", "sha256:x")
