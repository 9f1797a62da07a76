"""Verify checks a page of seals at once from the stored text (ResultsStore._fast_seals, issue 18): it must agree
with the full way (parse every stored text, re-write the sealed document) on every untouched attempt, and no
change to the stored rows may pass it -- in particular none that puts the same characters together from
different rows (a text standing for two actions, an index that is text)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.training.test_store import take_exam
from trainer.training.store import DB_NAME, ResultsStore


def stored(folder: Path, logs: Any = None, attempts: int = 2) -> Path:
    with ResultsStore(folder) as store:
        for n in range(attempts):
            take_exam(store, trainee=f"trainee {n}", logs=logs)
    return folder / DB_NAME


def edit(db: Path, *statements: tuple[str, tuple[Any, ...]]) -> None:
    conn = sqlite3.connect(db)
    try:
        for sql, params in statements:
            conn.execute(sql, params)
        conn.commit()
    finally:
        conn.close()


def fast(folder: Path) -> dict[int, bool]:
    with ResultsStore(folder) as store:
        ids = [a.id for a in store.list_attempts()]
        return {attempt_id: ok for attempt_id, (_row, ok) in store._fast_seals(ids).items()}


def problems(folder: Path) -> list[str]:
    with ResultsStore(folder) as store:
        report = store.verify()
        assert report.checked == 2
        return [p.message for p in report.problems]


def first_two_actions(db: Path, last: bool = False) -> list[tuple[Any, ...]]:
    """The first two actions of attempt 1's first item (``last``: its last two)."""
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute(
            "SELECT id, idx, action, timestamp, attempt_id, item_id FROM actions WHERE item_id = 1 ORDER BY idx"
        ).fetchall()
        return rows[-2:] if last else rows[:2]
    finally:
        conn.close()


def test_untouched_seals_match_from_the_stored_text_without_the_full_way(tmp_path):
    folder = tmp_path / "data"
    stored(folder)
    assert fast(folder) == {1: True, 2: True}
    assert problems(folder) == []


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    logs=st.lists(st.lists(st.dictionaries(st.text(max_size=8), JSON, max_size=4), max_size=4), min_size=1, max_size=3)
)
def test_any_json_actions_seal_the_same_from_the_stored_text_as_the_full_way(tmp_path_factory, logs):
    # quotes, backslashes, control characters, Chinese, nesting: the stored text stands for the parsed record
    folder = tmp_path_factory.mktemp("data")
    stored(folder, logs=logs)
    assert fast(folder) == {1: True, 2: True}
    assert problems(folder) == []


def test_a_changed_action_is_reported(tmp_path):
    folder = tmp_path / "data"
    db = stored(folder)
    edit(db, ("UPDATE actions SET action = ? WHERE id = 2", ('{"action":"cut","position":24}',)))
    assert fast(folder) == {1: False, 2: True}
    assert problems(folder) == ["attempt 1 (trainee 0, dealing-basic): seal does not match: record changed"]


def test_an_action_stored_in_other_words_for_the_same_json_still_verifies_the_full_way(tmp_path):
    # the seal is over the record, not its spelling: a text that is not canonical is checked the full way
    folder = tmp_path / "data"
    db = stored(folder)
    edit(db, ("UPDATE actions SET action = ? WHERE id = 1", ('{ "method": "manual", "action": "shuffle" }',)))
    assert fast(folder) == {1: False, 2: True}
    assert problems(folder) == []


def test_two_actions_spliced_into_one_row_are_reported(tmp_path):
    # the one row's text and the next row's time put together give the very characters that were sealed
    folder = tmp_path / "data"
    db = stored(folder)
    (id0, _, action0, ts0, attempt, _), (id1, idx1, action1, ts1, _, _) = first_two_actions(db)
    spliced = f'{action0},"{ts0}",{attempt}],[{idx1},{action1}'
    edit(
        db,
        ("DELETE FROM actions WHERE id = ?", (id1,)),
        ("UPDATE actions SET action = ?, timestamp = ? WHERE id = ?", (spliced, ts1, id0)),
    )
    assert fast(folder) == {1: False, 2: True}
    (problem,) = problems(folder)
    assert problem.startswith("attempt 1: unreadable record") or "attempt 1 (" in problem


def test_an_action_index_that_is_text_standing_for_another_action_is_reported(tmp_path):
    # (the item's last two: text sorts after every number, so the rows stay in the sealed order)
    folder = tmp_path / "data"
    db = stored(folder)
    (id0, idx0, action0, ts0, attempt, _), (id1, idx1, _, _, _, _) = first_two_actions(db, last=True)
    edit(
        db,
        ("DELETE FROM actions WHERE id = ?", (id0,)),
        ("UPDATE actions SET idx = ? WHERE id = ?", (f'{idx0},{action0},"{ts0}",{attempt}],[{idx1}', id1)),
    )
    assert fast(folder) == {1: False, 2: True}
    assert problems(folder) == ["attempt 1 (trainee 0, dealing-basic): seal does not match: record changed"]


def test_an_action_stored_as_bytes_is_reported(tmp_path):
    folder = tmp_path / "data"
    db = stored(folder)
    (id0, _, action0, _, _, _), _ = first_two_actions(db)
    edit(db, ("UPDATE actions SET action = ? WHERE id = ?", (action0.encode(), id0)))
    assert fast(folder) == {1: False, 2: True}
    (problem,) = problems(folder)
    assert problem.startswith("attempt 1") and "damaged record" in problem


def test_a_changed_item_grade_or_a_moved_action_is_reported(tmp_path):
    folder = tmp_path / "data"
    db = stored(folder)
    edit(db, ("UPDATE attempt_items SET grade = replace(grade, '\"score\":100', '\"score\":99') WHERE id = 1", ()))
    edit(
        db,
        ("UPDATE actions SET item_id = 3, idx = 99 WHERE id = (SELECT MAX(id) FROM actions WHERE attempt_id = 1)", ()),
    )
    assert fast(folder) == {1: False, 2: False}
    assert [m.split(":")[0] for m in problems(folder)] == ["attempt 1 (trainee 0, dealing-basic)",
                                                           "attempt 2 (trainee 1, dealing-basic)"]  # fmt: skip


def test_a_big_store_checks_its_seals_in_worker_processes_and_a_change_is_still_reported(tmp_path, monkeypatch):
    from trainer.training import store as store_module

    folder = tmp_path / "data"
    db = stored(folder, attempts=3)
    edit(db, ("UPDATE actions SET action = ? WHERE id = (SELECT MIN(id) FROM actions WHERE attempt_id = 2)",
              ('{"action":"shuffle","method":"machine"}',)))  # fmt: skip
    monkeypatch.setattr(store_module, "PARALLEL_FROM", 1)  # (a big store: so few attempts stand for many)
    monkeypatch.setattr(store_module, "VERIFY_PAGE", 2)
    monkeypatch.setattr(store_module, "PARALLEL_PAGES", 1)
    monkeypatch.setattr(store_module.os, "cpu_count", lambda: 2)
    seen: list[dict[int, bool]] = []
    original = ResultsStore._seals_matched

    def spy(self, page, matched):
        found = original(self, page, matched)
        seen.append({attempt_id: ok for attempt_id, (_row, ok) in found.items()})
        return found

    monkeypatch.setattr(ResultsStore, "_seals_matched", spy)
    with ResultsStore(folder) as store:
        report = store.verify()
    assert seen == [{1: True, 2: False}, {3: True}]  # (worker processes matched them)
    assert report.checked == 3
    assert [p.message for p in report.problems] == [
        "attempt 2 (trainee 1, dealing-basic): seal does not match: record changed"
    ]


def test_the_csv_read_straight_from_the_cursor_is_the_csv_of_the_attempts_read_the_full_way(tmp_path):
    import io
    from datetime import UTC, datetime

    folder = tmp_path / "data"
    with ResultsStore(folder) as store:
        for name in ("=cmd|' /C calc'!A0", "陳大文", "+1", "Chan Tai Man"):
            take_exam(store, trainee=name)
        store.start_attempt("@unfinished", "dealing-basic", "1", "sha256:exam", seed=1)
        for filters in (
            {},
            {"trainee": "陳大文"},
            {"exam": "dealing-basic", "until": datetime(2999, 1, 1, tzinfo=UTC)},
        ):
            lean, full = io.StringIO(), io.StringIO()
            store.write_csv(lean, **filters)
            store.write_csv(full, store.iter_attempts(**filters))
            assert lean.getvalue() == full.getvalue()
        assert "'=cmd" in lean.getvalue() and "'@unfinished" in lean.getvalue()


def test_a_damaged_attempt_row_is_named_by_the_csv_read_straight_from_the_cursor(tmp_path):
    import io

    import pytest

    from trainer.training.store import StoreError

    folder = tmp_path / "data"
    db = stored(folder)
    edit(db, ("UPDATE attempts SET score = 'many' WHERE id = 2", ()))
    with ResultsStore(folder) as store, pytest.raises(StoreError, match="attempt 2: damaged record: the score"):
        store.write_csv(io.StringIO())


def dying_worker(database: str, key: bytes, attempt_ids: Any) -> dict[int, str]:
    import os

    os._exit(3)  # a worker process that dies (killed, out of memory)


def test_when_a_worker_process_dies_the_verify_checks_the_rest_itself(tmp_path, monkeypatch):
    from trainer.training import store as store_module

    folder = tmp_path / "data"
    db = stored(folder, attempts=3)
    edit(db, ("UPDATE actions SET action = ? WHERE id = (SELECT MIN(id) FROM actions WHERE attempt_id = 3)",
              ('{"action":"shuffle","method":"machine"}',)))  # fmt: skip
    monkeypatch.setattr(store_module, "PARALLEL_FROM", 1)
    monkeypatch.setattr(store_module, "VERIFY_PAGE", 1)
    monkeypatch.setattr(store_module, "PARALLEL_PAGES", 1)
    monkeypatch.setattr(store_module.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(store_module, "_fast_seal_worker", dying_worker)
    with ResultsStore(folder) as store:
        report = store.verify()
    assert report.checked == 3
    assert [p.message for p in report.problems] == [
        "attempt 3 (trainee 2, dealing-basic): seal does not match: record changed"
    ]
