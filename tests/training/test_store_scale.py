"""The results store at a department's scale (issue 18): paged queries, the streamed CSV export and the incremental
verify. Not timed (benchmarks/bench_store.py times them on 100,000 attempts): what is read and checked is tested."""

from __future__ import annotations

import csv
import io
import json
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


def test_the_streamed_csv_names_every_error_of_every_item_as_before(store):
    take_exam(store)
    take_exam(store, trainee="Other")
    out = io.StringIO()
    store.write_csv(out)
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert rows[0][0] == "attempt" and len(rows) == 3
    errors = {row[1]: row[8] for row in rows[1:]}
    assert errors == {"陳大文": "A11.1:deal_order", "Other": "A11.1:deal_order"}


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
    assert any("is not the one verified on" in str(p) for p in report.problems)
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
