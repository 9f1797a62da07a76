"""The results store at a department's scale (issue 18): paged queries, the streamed CSV export and the incremental
verify. Not timed (benchmarks/bench_store.py times them on 100,000 attempts): what is read and checked is tested."""

from __future__ import annotations

import csv
import io
import json
import time
from pathlib import Path

import pytest

from tests.training.test_store import TAMPER_ONE, _apply_to, db, fake_regrade, take_exam
from trainer.training.store import VERIFIED_NAME, ResultsStore


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    with ResultsStore.open() as s:
        yield s


# ------------------------------------------------------------------------------------------------ paging


def test_pages_of_attempts_are_the_listed_attempts_in_order_with_the_same_filters(store):
    ids = [take_exam(store, trainee=f"T{n % 3}", exam="e1" if n % 2 else "e2") for n in range(11)]
    for filters in ({}, {"trainee": "T1"}, {"exam": "e2"}, {"trainee": "T0", "exam": "e1"}):
        listed = [a.id for a in store.list_attempts(**filters)]
        paged: list[int] = []
        after = None
        while True:
            page = store.attempts_page(after=after, limit=3, **filters)
            paged += [a.id for a in page]
            if len(page) < 3:
                break
            after = (page[-1].started, page[-1].id)
        assert paged == listed, filters
        assert [a.id for a in store.iter_attempts(**filters)] == listed
        assert store.count_attempts(**filters) == len(listed)
    assert sorted(ids) == sorted(a.id for a in store.list_attempts())


DEAL_ORDER = "A11.1 派牌次序或方式錯誤 / Dealing order or method broken"
"""The planted error in the CSV: its clause and its name in both languages."""


def test_the_streamed_csv_names_every_error_of_every_item_as_before(store):
    take_exam(store)
    take_exam(store, trainee="Other")
    out = io.StringIO()
    store.write_csv(out)
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert rows[0][0] == "attempt" and len(rows) == 3
    errors = {row[1]: row[8] for row in rows[1:]}
    assert errors == {"陳大文": DEAL_ORDER, "Other": DEAL_ORDER}


def test_a_grade_the_database_cannot_read_is_named_by_the_export(store):
    victim = take_exam(store)
    _apply_to(store, victim, "UPDATE attempt_items SET grade = '{not json' WHERE attempt_id = (SELECT id FROM victim)")
    from trainer.training.store import StoreError

    with pytest.raises(StoreError, match=f"attempt {victim} item"):
        store.write_csv(io.StringIO())


# ------------------------------------------------------------------------------------------ incremental verify


def test_without_a_verify_before_everything_is_checked_and_the_point_reached_is_remembered(store):
    for _ in range(3):
        take_exam(store)
    report = store.verify_since_last(fake_regrade)
    assert report.ok and report.since is None and report.checked == 3
    last = store.last_verified()
    assert last is not None and last[0] == 3  # three sealed attempts: ledger entries 1..3


def test_an_incremental_verify_checks_only_the_attempts_sealed_since(store):
    for _ in range(3):
        take_exam(store)
    assert store.verify(fake_regrade).ok
    new = [take_exam(store, trainee="New") for _ in range(2)]
    report = store.verify_since_last(fake_regrade)
    assert report.ok and report.since == 3 and report.checked == 2
    assert store.last_verified()[0] == 5  # type: ignore[index]
    again = store.verify_since_last(fake_regrade)
    assert again.ok and again.checked == 0
    assert new


@pytest.mark.parametrize("what", sorted(set(TAMPER_ONE) - {"attempt deleted", "ledger entry deleted"}))
def test_an_incremental_verify_reports_a_change_to_an_attempt_sealed_since(store, what):
    take_exam(store, trainee="Old")
    assert store.verify(fake_regrade).ok
    victim = take_exam(store)
    _apply_to(store, victim, TAMPER_ONE[what])
    found = [str(p) for p in store.verify_since_last(fake_regrade).problems]
    assert any(line.startswith(f"attempt {victim} (") for line in found), (what, found)


def test_a_deleted_new_attempt_is_reported_by_the_incremental_verify(store):
    take_exam(store, trainee="Old")
    assert store.verify(fake_regrade).ok
    victim = take_exam(store)
    _apply_to(store, victim, TAMPER_ONE["attempt deleted"])
    found = [str(p) for p in store.verify_since_last(fake_regrade).problems]
    assert any(f"attempt {victim} (" in line and "record deleted" in line for line in found), found


def test_a_change_before_the_remembered_point_is_left_to_a_full_verify_which_finds_it(store):
    victim = take_exam(store)
    take_exam(store, trainee="Other")
    assert store.verify(fake_regrade).ok
    _apply_to(store, victim, TAMPER_ONE["score"])  # an attempt already verified clean
    assert store.verify_since_last(fake_regrade).ok  # not its scope: only what came since
    full = [str(p) for p in store.verify(fake_regrade).problems]
    assert any(line.startswith(f"attempt {victim} (") for line in full), full


def test_a_rewritten_ledger_up_to_the_remembered_point_makes_the_incremental_verify_check_everything(store):
    victim = take_exam(store)
    take_exam(store, trainee="Other")
    assert store.verify(fake_regrade).ok
    conn = db(store)
    conn.execute("UPDATE ledger SET chain = 'x' || chain WHERE seq = 2")
    conn.close()
    report = store.verify_since_last(fake_regrade)
    assert report.since is None and not report.ok
    assert any("is not the one the verify of" in str(p) and "ledger was rewritten" in str(p) for p in report.problems)
    assert victim


def test_a_forged_or_foreign_record_of_the_last_verify_is_not_trusted(store):
    take_exam(store)
    assert store.verify(fake_regrade).ok
    path = store.directory / VERIFIED_NAME
    data = json.loads(path.read_text(encoding="utf-8"))
    for forged in ({**data, "seq": data["seq"] + 5}, {**data, "installation": "someone-else"}, {"seq": 1}):
        path.write_text(json.dumps(forged), encoding="utf-8")
        assert store.last_verified() is None
        assert store.verify_since_last(fake_regrade).since is None  # everything is checked
    path.write_text("not json", encoding="utf-8")
    assert store.last_verified() is None


def test_a_verify_that_finds_a_problem_does_not_move_the_remembered_point(store):
    take_exam(store)
    assert store.verify(fake_regrade).ok
    before = store.last_verified()
    victim = take_exam(store)
    _apply_to(store, victim, TAMPER_ONE["score"])
    assert not store.verify_since_last(fake_regrade).ok
    assert store.last_verified() == before
    assert not store.verify_since_last(fake_regrade).ok  # still found the next time


def _anchor_lines(store) -> list[str]:
    return store.anchor_path.read_text(encoding="utf-8").splitlines()


def _write_anchor(store, lines: list[str]) -> None:
    store.anchor_path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _since_last_finds(store, text: str) -> None:
    """The incremental verify names a problem saying ``text``."""
    found = [str(p) for p in store.verify_since_last(fake_regrade).problems]
    assert any(text in line for line in found), found


def test_an_incremental_verify_reads_the_anchor_from_where_the_last_verify_stopped(store):
    for _ in range(3):
        take_exam(store)
    assert store.verify(fake_regrade).ok
    lines = _anchor_lines(store)
    record = json.loads((store.directory / VERIFIED_NAME).read_text(encoding="utf-8"))
    size = len(store.anchor_path.read_bytes())
    assert record["anchors"] == {str(store.anchor_path): [size, len(lines)]}  # header and three links
    # A line the last verify read is not read again: damaging it is for a full verify to find.
    _write_anchor(store, [lines[0], "[" + lines[1][1:], *lines[2:]])  # the same length: not JSON any more
    take_exam(store, trainee="New")
    assert store.verify_since_last(fake_regrade).ok
    full = [str(p) for p in store.verify(fake_regrade).problems]
    assert any("line 2 is not JSON" in line for line in full), full


def test_a_damaged_new_line_of_the_anchor_is_found_by_the_incremental_verify_with_its_line_number(store):
    take_exam(store)
    assert store.verify(fake_regrade).ok
    take_exam(store, trainee="New")
    take_exam(store, trainee="New")
    lines = _anchor_lines(store)  # header, the link verified, two new ones
    assert len(lines) == 4
    _write_anchor(store, [*lines[:3], "{not json"])
    _since_last_finds(store, "line 4 is not JSON")


def test_a_store_rolled_back_after_the_last_verify_is_found_by_the_incremental_verify(store):
    take_exam(store)
    assert store.verify(fake_regrade).ok
    take_exam(store, trainee="New")
    victim = take_exam(store, trainee="New")
    _apply_to(store, victim, TAMPER_ONE["attempt deleted"] + "; " + TAMPER_ONE["ledger entry deleted"])
    _since_last_finds(store, "rolled back to an older copy")


def test_an_anchor_cut_shorter_than_the_last_verify_read_is_read_whole(store):
    take_exam(store)
    take_exam(store)
    assert store.verify(fake_regrade).ok
    lines = _anchor_lines(store)
    _write_anchor(store, [*lines[:2], "{not json"])  # shorter than the last verify read
    _since_last_finds(store, "line 3 is not JSON")


def test_an_incremental_verify_reads_only_the_ledger_entries_after_the_point_and_the_accounts(store):
    for _ in range(4):
        take_exam(store)
    assert store.verify(fake_regrade).ok
    take_exam(store, trainee="New")
    statements: list[str] = []
    store._conn.set_trace_callback(statements.append)
    try:
        assert store.verify_since_last(fake_regrade).ok
    finally:
        store._conn.set_trace_callback(None)
    ledger = [s for s in statements if " FROM ledger" in s]
    assert ledger, statements
    for statement in ledger:  # each bounded (entries, attempts, the accounts, the last): no walk of the whole ledger
        rest = statement.split(" FROM ledger", 1)[1]
        assert "WHERE" in rest or rest.rstrip().endswith("LIMIT 1"), statement


def test_a_record_of_the_last_verify_written_before_it_kept_the_anchors_is_still_trusted(store):
    take_exam(store)
    assert store.verify(fake_regrade).ok
    path = store.directory / VERIFIED_NAME
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["anchors"]
    data["mac"] = store._verified_mac(data["seq"], data["chain"], data["verified"])
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.last_verified() == (data["seq"], data["chain"], data["verified"])
    take_exam(store, trainee="New")
    report = store.verify_since_last(fake_regrade)
    assert report.ok and report.since == data["seq"] and report.checked == 1
    data["anchors"] = {str(store.anchor_path): [1, 1]}  # a reading point added by hand: the mac no longer holds
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.last_verified() is None


# ------------------------------------------------------------------------------------ reading the file ahead


def test_a_full_verify_reads_a_big_store_file_from_start_to_end_while_it_checks(store, monkeypatch):
    """A full verify reads nearly every page: each attempt's actions, then ``quick_check`` walks every table
    page by page, scattered through a grown file (from a cold cache, a read at another place for each page). A
    thread reads the whole file in order meanwhile, and the page check comes last."""
    from trainer.training import store_backend

    take_exam(store)
    readers: list[store_backend.ReadAhead] = []
    real_enter = store_backend.ReadAhead.__enter__
    order: list[str] = []

    def entered(self):
        readers.append(self)
        return real_enter(self)

    real_integrity = store_backend.SqliteBackend.integrity

    def integrity(self, conn):
        order.append("pages")
        # (on a busy machine the reader may not have started yet: let it go through the file before the page
        # check, as it does on a store big enough to matter, so the test asserts what it reads, not how fast)
        size = Path(store.path).stat().st_size
        for _ in range(6000):
            if not readers or not readers[0].is_alive() or readers[0].done >= size:
                break
            time.sleep(0.01)
        return real_integrity(self, conn)

    real_records = type(store)._verify_records

    def records(self, *args):
        order.append("records")
        return real_records(self, *args)

    monkeypatch.setattr(type(store), "_verify_records", records)
    monkeypatch.setattr(store_backend, "READ_AHEAD_FROM", 1)
    monkeypatch.setattr(store_backend.ReadAhead, "__enter__", entered)
    monkeypatch.setattr(store_backend.SqliteBackend, "integrity", integrity)
    report = store.verify(fake_regrade)
    assert report.ok and report.checked == 1
    assert len(readers) == 1 and not readers[0].is_alive()  # stopped and waited for at the end
    assert readers[0].done == Path(store.path).stat().st_size  # gone through whole: read, or in memory already
    assert order == ["records", "pages"]  # the page check last, from what the reader has put in memory
    # The incremental verify runs no page check: nothing is read ahead.
    assert store.verify_since_last(fake_regrade).ok and len(readers) == 1


def test_a_damaged_store_file_is_still_the_first_problem_a_verify_names(store, monkeypatch):
    from trainer.training import store_backend

    take_exam(store)
    monkeypatch.setattr(store_backend.SqliteBackend, "integrity", lambda self, conn: ["*** page 7: btree broken"])
    report = store.verify(fake_regrade)
    assert not report.ok
    assert "the database file is damaged: *** page 7: btree broken" in report.problems[0].message


def test_a_store_file_too_big_for_half_the_free_memory_or_small_is_not_read_ahead(store, monkeypatch):
    from trainer.training import store_backend

    take_exam(store)
    size = Path(store.path).stat().st_size
    monkeypatch.setattr(store_backend, "READ_AHEAD_FROM", 1)
    conn = store._conn
    assert store_backend.file_to_read_ahead(conn, memory=2 * size) == Path(store.path).resolve()
    assert store_backend.file_to_read_ahead(conn, memory=2 * size - 2) is None  # over half of it
    monkeypatch.setattr(store_backend, "READ_AHEAD_FROM", size + 1)
    assert store_backend.file_to_read_ahead(conn, memory=10 * size) is None  # small: few pages, read as they come
    assert store_backend.available_memory() > 0


def test_the_reader_ahead_stops_when_its_block_ends(tmp_path, monkeypatch):
    from trainer.training import store_backend

    big = tmp_path / "big"
    big.write_bytes(b"x" * (4 << 20))
    monkeypatch.setattr(store_backend, "READ_AHEAD_CHUNK", 1024)
    with store_backend.ReadAhead(big) as reader:
        pass
    assert not reader.is_alive()  # stopped and waited for: nothing reads the file after the block
    with store_backend.ReadAhead(tmp_path / "gone") as missing:  # a file that vanished: nothing read, no error
        pass
    assert missing.done == 0


def test_the_reader_ahead_reads_what_is_not_in_memory_and_skips_what_is(tmp_path, monkeypatch):
    from trainer.training import store_backend

    big = tmp_path / "big"
    big.write_bytes(b"x" * (3 << 20) + b"y" * 1000)
    size = big.stat().st_size
    monkeypatch.setattr(store_backend, "READ_AHEAD_CHUNK", 1 << 20)
    with store_backend.ReadAhead(big) as warm:
        warm.join()
    assert warm.done == size and warm.read in (0, size)  # just written: in memory (where the OS can tell, 0)
    monkeypatch.setattr(store_backend._MemoryProbe, "holds", lambda self, offset, length: False)
    with store_backend.ReadAhead(big) as cold:
        cold.join()
    assert cold.done == cold.read == size
