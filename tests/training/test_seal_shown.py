"""A tampered record is never shown as sealed and passed (docs/exams.md, "A broken seal where results are shown"):
every reader of results for people checks the seals of the rows it reads, on both back ends."""

from __future__ import annotations

import csv
import io

import pytest

from tests.training.test_store import take_exam
from tests.training.test_store_server import _as, roles, where  # noqa: F401 - fixtures: SQLite and a real PostgreSQL
from trainer.training.item_analysis import analyse_graded
from trainer.training.seals import SealState, seal_both, seal_words
from trainer.training.store import ResultsStore

TAMPERS = {
    "score": ["UPDATE attempts SET score = 100 WHERE id = ?"],
    "passed": ["UPDATE attempts SET passed = 0 WHERE id = ?"],
    "action": ["UPDATE actions SET action = replace(action, 'seat:2', 'seat:1') WHERE attempt_id = ?"],
    "grade": ["UPDATE attempt_items SET grade = replace(grade, '\"score\":90', '\"score\":100') WHERE attempt_id = ?"],
    "seal removed": ["UPDATE attempts SET seal = NULL WHERE id = ?"],
}


def _tampered(where, what: str) -> tuple[int, int]:  # noqa: F811 - the fixture
    """Two attempts of 陳大文 (each 95, passed; items 100 and 90): the first then changed behind the store's back."""
    with where.open() as store:
        victim = take_exam(store)
        other = take_exam(store)
    for statement in TAMPERS[what]:
        where.tamper(statement, params=(victim,))
    return victim, other


@pytest.mark.parametrize("what", list(TAMPERS))
def test_a_tampered_attempt_reads_as_seal_broken_wherever_it_is_read(where, what):  # noqa: F811
    victim, other = _tampered(where, what)
    with where.open() as store:
        assert any(str(p).startswith(f"attempt {victim} ") for p in store.verify().problems)
        states = {a.id: a.seal_state for a in store.list_attempts()}
        assert states == {victim: SealState.BROKEN, other: SealState.SEALED}
        page = {a.id: a for a in store.attempts_page(limit=10, newest_first=True)}
        assert page[victim].seal_broken and not page[other].seal_broken
        assert page[victim].valid_score is None and page[victim].valid_passed is None
        assert page[other].valid_score == 95 and page[other].valid_passed is True
        assert store.get_attempt(victim).attempt.seal_state is SealState.BROKEN
        assert store.get_attempt(other).attempt.seal_state is SealState.SEALED
        checked = {a.id: a.seal_state for a, _ in store.iter_graded(check_seals=True)}
        assert checked.get(victim, SealState.BROKEN) is SealState.BROKEN
        analysis = analyse_graded(store.iter_graded(check_seals=True))
        assert (analysis.graded, analysis.broken, analysis.unchecked) == (1, 1, 0)  # counted apart, in no figure
        assert [(p.attempts, p.passed) for p in analysis.exams] == [(1, 1)]
        assert analysis.to_json()["broken_seals_left_out"] == 1 and "seals_not_checked" not in analysis.to_json()
        history = {p.attempt_id: p for p in store.history("陳大文")}
        assert (history[victim].score, history[victim].passed) == (None, None)
        assert history[victim].seal_state is SealState.BROKEN and history[other].score == 95
        assert len(store.item_grades("陳大文")) == 2  # the broken attempt's two items are left out
        listed = {row["id"]: row for row in (a.to_json() for a in store.list_attempts())}
        assert listed[victim]["sealed"] is False and listed[victim]["seal_state"] == "broken"
        assert listed[victim]["score"] is None and listed[victim]["passed"] is None
        assert listed[victim]["seal_words"]["en"] == seal_words(SealState.BROKEN, "en")
        assert listed[other]["sealed"] is True and listed[other]["score"] == 95
        out = io.StringIO()
        store.write_csv(out, check_seals=True)
        rows = {r[0]: r for r in csv.reader(io.StringIO(out.getvalue()))}
        assert rows["attempt"][-3:] == ["seal", "sitting", "standing"]  # (the sitting and standing last: issue 31)
        assert rows[str(victim)][6:8] == ["—", "—"] and rows[str(victim)][-3] == seal_both(SealState.BROKEN)
        assert rows[str(other)][6:8] == ["95", "yes"] and rows[str(other)][-3] == seal_both(
            SealState.SEALED, short=True
        )
        out = io.StringIO()
        store.write_csv(out, store.list_attempts(), check_seals=True)  # the given rows: the same cells
        assert {r[0]: r for r in csv.reader(io.StringIO(out.getvalue()))} == rows


@pytest.mark.parametrize("what", ["score", "seal removed"])
def test_the_bulk_reads_check_no_seal_unless_asked(where, what):  # noqa: F811
    """An export's CSV and the item analysis read the store in bulk: no seal is checked by default (the columns
    as before seals were checked, the figures counted as stored; ``unchecked`` says so), only with
    ``check_seals``."""
    victim, other = _tampered(where, what)
    with where.open() as store:
        bulk = {a.id: a.seal_state for a, _ in store.iter_graded()}
        assert bulk[other] is SealState.UNCHECKED
        # (an ended attempt without a seal is broken at no cost; a changed score is not seen without the check)
        assert bulk[victim] is (SealState.BROKEN if what == "seal removed" else SealState.UNCHECKED)
        analysis = analyse_graded(store.iter_graded())
        assert (analysis.graded, analysis.broken, analysis.unchecked) == (
            (1, 1, 1) if what == "seal removed" else (2, 0, 2)
        )
        assert analysis.to_json()["seals_not_checked"] == analysis.unchecked
        out = io.StringIO()
        store.write_csv(out)
        rows = {r[0]: r for r in csv.reader(io.StringIO(out.getvalue()))}
        assert rows["attempt"] == ["attempt", "trainee", "exam", "started", "finished", "status", "score", "passed",
                                   "errors", "source", "entered by", "sitting", "standing"]  # fmt: skip
        assert rows[str(victim)][6:8] == (["95", "yes"] if what == "seal removed" else ["100", "yes"])
        assert rows[str(other)][6:8] == ["95", "yes"] and len(rows[str(other)]) == 13
        out = io.StringIO()
        store.write_csv(out, store.list_attempts())  # the given rows, no seal column asked: the same
        assert {r[0]: r for r in csv.reader(io.StringIO(out.getvalue()))} == rows


def test_untouched_attempts_read_as_sealed_and_a_running_one_as_not_sealed(where):  # noqa: F811
    with where.open() as store:
        done = take_exam(store)
        running = store.start_attempt("Lei Ka Man", "dealing-basic", "1", "sha256:exam", seed=1)
        states = {a.id: a.seal_state for a in store.list_attempts()}
        assert states == {done: SealState.SEALED, running: SealState.UNSEALED}
        assert store.list_attempts(check_seals=False)[0].seal_state is SealState.UNCHECKED


def test_a_stored_text_that_is_merely_not_canonical_is_not_called_broken(where):  # noqa: F811
    with where.open() as store:
        attempt = take_exam(store)
    # (the same action, spelt with a space: the page's quick check misses, the full check matches the seal)
    where.tamper("UPDATE actions SET action = replace(action, '\"deal\",', '\"deal\", ') WHERE attempt_id = ?",
                 params=(attempt,))  # fmt: skip
    with where.open() as store:
        assert store.list_attempts()[0].seal_state is SealState.SEALED


def test_many_pages_are_checked_page_by_page(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        ids = [take_exam(store, trainee=f"T{n}") for n in range(3)]
        with store._transaction() as conn:
            conn.execute("UPDATE attempts SET score = 99 WHERE id = ?", (ids[1],))
        # (as the owner would: the store's own connection writes no seal)
        store._CSV_PAGE = 2
        out = io.StringIO()
        store.write_csv(out, check_seals=True)
        rows = list(csv.reader(io.StringIO(out.getvalue())))[1:]
        assert [r[6] for r in rows] == ["95", "—", "95"]


def test_a_training_pcs_role_shows_its_seals_as_not_checked_and_a_trainers_checks_them(roles):  # noqa: F811
    with _as(roles, "pc_01") as pc:
        attempt = take_exam(pc)
        assert [a.seal_state for a in pc.list_attempts()] == [SealState.UNCHECKED]
        assert pc.get_attempt(attempt).attempt.valid_score == 95  # (not checked is not broken)
    with _as(roles, "ms_lei") as trainer:
        assert [a.seal_state for a in trainer.list_attempts()] == [SealState.SEALED]
    roles.tamper("UPDATE attempts SET score = 100 WHERE id = ?", params=(attempt,))
    with _as(roles, "ms_lei") as trainer:
        assert [a.seal_state for a in trainer.list_attempts()] == [SealState.BROKEN]
