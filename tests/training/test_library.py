"""Issue 33: the department's library, trainees, groups and assignments through the Qt-free API, on both back ends
(the SQLite file and a real PostgreSQL server as its owner): publishing checks the text and makes versions, an
attempt pins the version it used and still verifies and replays when version 2 exists, withdrawn versions are kept
for the record, and an assignment's state (due, done, late) follows the work recorded on the store."""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from tests.gui.exam_world import EXAM, SCENARIO, reference_log, wrong_log
from tests.training.test_store_server import Where, where  # noqa: F401 - the fixture
from trainer.commands.results import Regrader, rescore
from trainer.training import assignments as asg
from trainer.training import library
from trainer.training.drills import LINES
from trainer.training.exam_attempt import ExamAttempt
from trainer.training.grading import grade
from trainer.training.learner import LearnerModel, drill_item
from trainer.training.practice_rounds import practice_rounds, record_round, round_log
from trainer.training.progress import status, trainee_status
from trainer.training.store import ResultsStore

TRAINER = "Ms Lei"
PASSPHRASE = "trainer passphrase 富貴"


def scenario_text(seed: int = 3, scenario_id: str = "lib-round") -> str:
    return SCENARIO.format(id=scenario_id, n=1, seed=seed)


def exam_text(pass_mark: int = 80, scenarios: str = '["scenarios/lib-round.toml"]') -> str:
    text = EXAM.format(minutes=20).replace("gui-exam", "lib-exam").replace("pass_mark = 80", f"pass_mark = {pass_mark}")
    return text.replace('["scenarios/gui-plain-1.toml", "scenarios/gui-plain-2.toml"]', scenarios)


@pytest.fixture
def store(where, tmp_path, monkeypatch):  # noqa: F811
    monkeypatch.chdir(tmp_path)  # (no scenarios/ folder here: the bundled library is the package's)
    with where.open() as opened:
        opened.add_trainer(TRAINER, PASSPHRASE)
        yield opened


def take(store: ResultsStore, exam, trainee: str = "陳大文", wrong: bool = False) -> int:
    """An attempt at ``exam`` through the Qt-free ExamAttempt, each scenario dealt by its reference log."""
    attempt = ExamAttempt(store, exam, seed=1)
    attempt_id = attempt.begin(trainee)
    for path in list(attempt.paths):
        for action in wrong_log(path) if wrong else reference_log(path):
            attempt.act(action)
    assert attempt.status is not None, "the attempt ended"
    return attempt_id


def verify_problems(store: ResultsStore) -> list[str]:
    return [str(p) for p in store.verify(Regrader(store), rescore).problems]


# ------------------------------------------------------------------------------------------- publishing


def test_issue33_publish_makes_a_version_per_changed_text_and_none_for_the_same_text(store):
    first = library.publish(store, "scenario", scenario_text(3), TRAINER)
    assert (first.kind, first.item_id, first.version, first.new) == ("scenario", "lib-round", 1, True)
    assert first.digest == library.digest_of(scenario_text(3))
    again = library.publish(store, "scenario", scenario_text(3), TRAINER)
    assert (again.version, again.new) == (1, False)
    second = library.publish(store, "scenario", scenario_text(4), TRAINER)
    assert (second.version, second.new) == (2, True)
    (listed,) = library.list_library(store)
    assert (listed.item_id, listed.version, listed.published_by, listed.title_en) == (
        "lib-round",
        2,
        TRAINER,
        "Plain round 1",
    )
    assert [v.version for v in library.list_library(store, all_versions=True)] == [1, 2]
    got = library.get(store, "lib-round", 1)
    assert got.text == scenario_text(3) and got.version.digest == first.digest
    assert library.get(store, "lib-round").text == scenario_text(4)


def test_issue33_the_validator_refuses_an_invalid_text_with_its_message_and_nothing_is_stored(store):
    bad = scenario_text().replace("seats = 5", "seats = 2")
    with pytest.raises(library.LibraryError) as caught:
        library.publish(store, "scenario", bad, TRAINER, name="bad.toml")
    assert caught.value.lines == ("bad.toml:14: table.seats: 2 is too small (at least 5)",)
    # an exam naming a scenario that exists nowhere
    with pytest.raises(library.LibraryError, match=r"scenarios\[0\]: scenarios/lib-round.toml does not exist"):
        library.publish(store, "exam", exam_text(), TRAINER, name="exam.toml")
    with pytest.raises(library.LibraryError, match="pass_mark"):
        library.publish(store, "exam", exam_text().replace("pass_mark = 80", "pass_mark = 200"), TRAINER)
    assert library.list_library(store, all_versions=True) == []


def test_issue33_only_a_trainer_account_publishes_withdraws_or_assigns(store):
    with pytest.raises(library.LibraryError, match="Mallory is not a trainer of this store"):
        library.publish(store, "scenario", scenario_text(), "Mallory")
    library.publish(store, "scenario", scenario_text(), TRAINER)
    with pytest.raises(library.LibraryError, match="not a trainer"):
        library.withdraw(store, "lib-round", 1, "Mallory")
    with pytest.raises(library.LibraryError, match="not a trainer"):
        asg.add_group(store, "Class A", "Mallory")
    with pytest.raises(library.LibraryError, match="not a trainer"):
        asg.assign(store, asg.Work("drill"), "Mallory", trainee="陳大文")
    assert asg.list_groups(store) == [] and asg.list_assignments(store) == []


def test_issue33_a_withdrawn_version_leaves_new_work_and_stays_for_the_record(store):
    library.publish(store, "scenario", scenario_text(3), TRAINER)
    library.publish(store, "scenario", scenario_text(4), TRAINER)
    withdrawn = library.withdraw(store, "lib-round", 2, TRAINER)
    assert withdrawn.is_withdrawn and withdrawn.withdrawn_by == TRAINER
    assert [(v.version, v.is_withdrawn) for v in library.list_library(store)] == [(1, False)]
    assert library.get(store, "lib-round").version.version == 1  # new work: version 1 again
    assert library.get(store, "lib-round", 2).text == scenario_text(4)  # kept
    with pytest.raises(library.LibraryError, match=r"withdrawn at .* by Ms Lei"):
        library.withdraw(store, "lib-round", 2, TRAINER)
    with pytest.raises(asg.AssignmentError, match="version 2 is withdrawn: it cannot be assigned"):
        asg.assign(store, asg.Work("scenarios", scenarios=(("lib-round", 2),)), TRAINER, trainee="陳大文")
    library.withdraw(store, "lib-round", 1, TRAINER)
    assert library.list_library(store) == []
    with pytest.raises(library.LibraryError, match="every published version is withdrawn"):
        library.get(store, "lib-round")


def test_issue33_a_text_changed_after_it_was_published_is_named_on_reading(store, where):  # noqa: F811
    library.publish(store, "scenario", scenario_text(), TRAINER)
    where.tamper("UPDATE library SET content = content || '# changed' WHERE item_id = 'lib-round'")
    with pytest.raises(library.LibraryError, match="does not match its digest: it was changed after it was published"):
        library.get(store, "lib-round", 1)


# ------------------------------------------------------------------------------------------- versions pinned


def test_issue33_an_attempt_on_version_1_still_verifies_and_replays_when_version_2_exists(store):
    library.publish(store, "scenario", scenario_text(3), TRAINER)
    library.publish(store, "exam", exam_text(80), TRAINER)
    exam_v1 = library.load_exam(store, "lib-exam")
    assert (exam_v1.version, exam_v1.digest) == ("1", library.digest_of(exam_text(80)))
    first = take(store, exam_v1)
    scenario_v1 = library.get(store, "lib-round", 1).version.digest

    library.publish(store, "scenario", scenario_text(4), TRAINER)  # the scenario edited: version 2
    library.publish(store, "exam", exam_text(90), TRAINER)  # the exam edited: version 2
    exam_v2 = library.load_exam(store, "lib-exam")
    second = take(store, exam_v2)

    old, new = store.get_attempt(first), store.get_attempt(second)
    assert (old.attempt.exam_version, old.attempt.exam_digest) == ("1", exam_v1.digest)
    assert (new.attempt.exam_version, new.attempt.exam_digest) == ("2", library.digest_of(exam_text(90)))
    assert old.items[0].scenario_digest == scenario_v1
    assert new.items[0].scenario_digest == library.get(store, "lib-round", 2).version.digest != scenario_v1
    assert old.attempt.passed and new.attempt.passed

    assert verify_problems(store) == []  # version 1's attempt re-graded against version 1's text
    # the replay: the very text the attempt used, and its log graded as stored
    for record in (old, new):
        item = record.items[0]
        used = library.scenario_for_item(store, item.scenario_id, item.scenario_digest)
        assert "sha256:" + used.digest == item.scenario_digest
        assert grade(used, item.log).to_json()["score"] == item.grade["score"]
    # without the library, version 1's item could not be re-graded (the proof the store's library is read)
    assert any("cannot re-grade" in p for p in (str(x) for x in store.verify(Regrader(), rescore).problems))


def test_issue33_a_withdrawn_exam_starts_no_attempt_and_its_old_attempt_still_verifies(store):
    library.publish(store, "scenario", scenario_text(3), TRAINER)
    library.publish(store, "exam", exam_text(), TRAINER)
    attempt = take(store, library.load_exam(store, "lib-exam"))
    library.withdraw(store, "lib-exam", 1, TRAINER)
    with pytest.raises(library.LibraryError, match="every published version is withdrawn"):
        library.load_exam(store, "lib-exam")
    with pytest.raises(library.LibraryError, match="withdrawn: no new attempt may use it"):
        library.load_exam(store, "lib-exam", 1)
    assert store.get_attempt(attempt).attempt.passed and verify_problems(store) == []


# ------------------------------------------------------------------------------------------- assignments


def test_issue33_groups_and_trainees_by_name_and_staff_id(store):
    asg.add_group(store, "Class A", TRAINER)
    asg.add_member(store, "Class A", "陳大文", TRAINER, "S-1001")
    asg.add_member(store, "Class A", "Lei Ka Man", TRAINER)
    (group,) = asg.list_groups(store)
    assert [(t.name, t.staff_id) for t in group.members] == [("Lei Ka Man", None), ("陳大文", "S-1001")]
    assert asg.find_trainee(store, "S-1001") == asg.Trainee("陳大文", "S-1001")
    with pytest.raises(asg.AssignmentError, match="is in group 'Class A' already"):
        asg.add_member(store, "Class A", "S-1001", TRAINER)
    with pytest.raises(asg.AssignmentError, match="staff id S-1001 is 陳大文's already"):
        asg.add_trainee(store, "Ho Wai", TRAINER, "S-1001")
    asg.remove_member(store, "Class A", "S-1001", TRAINER)
    assert [t.name for t in asg.get_group(store, "Class A").members] == ["Lei Ka Man"]
    with pytest.raises(asg.AssignmentError, match="there is no group 'Class B'"):
        asg.add_member(store, "Class B", "Ho Wai", TRAINER)


def test_issue33_clean_rounds_of_a_scenario_make_a_group_assignment_done_per_trainee(store):
    library.publish(store, "scenario", scenario_text(), TRAINER)
    asg.add_group(store, "Class A", TRAINER)
    asg.add_member(store, "Class A", "陳大文", TRAINER, "S-1001")
    asg.add_member(store, "Class A", "Lei Ka Man", TRAINER)
    due = (datetime.now(UTC) + timedelta(days=3)).isoformat()
    made = asg.assign(
        store, asg.Work("scenarios", scenarios=(("lib-round", None),)), TRAINER, group="Class A", due=due,
        target=asg.parse_target("scenarios", "clean:2"),
    )  # fmt: skip
    states = {p.trainee.name: (p.state, p.done, p.needed) for p in status(store, made)}
    assert states == {"陳大文": ("due", 0, 2), "Lei Ka Man": ("due", 0, 2)}

    scenario = library.load_scenario(store, "lib-round")
    right, wrong = reference_log(scenario.path), wrong_log(scenario.path)
    record_round(store, "陳大文", scenario, wrong)  # not clean: a dealing-order mistake
    record_round(store, "陳大文", scenario, right, helped=True)  # not clean: a hint was shown
    record_round(store, "S-1001", scenario, right)  # clean, under the staff id
    assert [(p.state, p.done) for p in status(store, made) if p.trainee.name == "陳大文"] == [("due", 1)]
    last = record_round(store, "陳大文", scenario, right)
    mine = {p.trainee.name: p for p in status(store, made)}
    assert (mine["陳大文"].state, mine["陳大文"].done, mine["陳大文"].late) == ("done", 2, False)
    assert mine["陳大文"].met == practice_rounds(store, ["陳大文"])[-1].recorded
    assert mine["Lei Ka Man"].state == "due"
    assert [p.state for p in trainee_status(store, "S-1001")] == ["done"]
    assert round_log(store, last)[0] == right
    rows = practice_rounds(store, ["陳大文", "S-1001"])
    assert [(r.clean, r.helped, r.score == 100) for r in rows] == [
        (False, False, False), (False, True, True), (True, False, True), (True, False, True)
    ]  # fmt: skip
    # as of after the due time: not met is late; met after the due time is done late
    later = (datetime.now(UTC) + timedelta(days=4)).isoformat()
    assert {p.trainee.name: p.words_key for p in status(store, made, now=later)} == {
        "陳大文": "done", "Lei Ka Man": "late"
    }  # fmt: skip
    before = dataclasses.replace(made, due=made.created)
    assert {p.trainee.name: p.words_key for p in status(store, before)}["陳大文"] == "done late"


def test_issue33_only_work_done_after_the_assignment_counts_and_a_pinned_version_counts_its_own(store):
    library.publish(store, "scenario", scenario_text(3), TRAINER)
    v1 = library.load_scenario(store, "lib-round", 1)
    record_round(store, "陳大文", v1, reference_log(v1.path))  # before the assignment
    library.publish(store, "scenario", scenario_text(4), TRAINER)
    pinned = asg.assign(store, asg.Work("scenarios", scenarios=(("lib-round", 2),)), TRAINER, trainee="陳大文")
    assert status(store, pinned)[0].state == "due"
    record_round(store, "陳大文", v1, reference_log(v1.path))  # version 1: not the pinned one
    assert status(store, pinned)[0].state == "due"
    v2 = library.load_scenario(store, "lib-round", 2)
    record_round(store, "陳大文", v2, reference_log(v2.path))
    assert status(store, pinned)[0].state == "done"


def test_issue33_generated_rounds_drill_and_exam_targets(store):
    library.publish(store, "scenario", scenario_text(), TRAINER)
    library.publish(store, "exam", exam_text(), TRAINER)
    rounds = asg.assign(store, asg.Work("generated", mode="practice"), TRAINER, trainee="陳大文",
                        target=asg.parse_target("generated", "rounds:2"))  # fmt: skip
    drill = asg.assign(store, asg.Work("drill", bet="pair_plus"), TRAINER, trainee="陳大文")
    exam = asg.assign(store, asg.Work("exam", exam="lib-exam"), TRAINER, trainee="陳大文")
    official = asg.assign(store, asg.Work("exam", exam="lib-exam"), TRAINER, trainee="陳大文",
                          target=asg.parse_target("exam", "official"))  # fmt: skip

    scenario = library.load_scenario(store, "lib-round")
    record_round(store, "陳大文", scenario, wrong_log(scenario.path), mode="practice")
    record_round(store, "陳大文", scenario, reference_log(scenario.path), mode="guided")  # another mode
    assert status(store, rounds)[0].done == 1
    record_round(store, "陳大文", scenario, wrong_log(scenario.path), mode="practice")
    assert status(store, rounds)[0].state == "done"

    lines = sorted({drill_item(b, line) for b, line in LINES if b == "pair_plus"})
    model = LearnerModel("陳大文")
    start = datetime.now(UTC) + timedelta(seconds=1)
    for n, item in enumerate(lines[:-1]):
        model.record(item, True, 2.0, start + timedelta(seconds=10 * n))
    model.record(lines[-1], False, 2.0, start + timedelta(seconds=10 * len(lines)))
    store.save_learner("陳大文", model.to_json())
    assert (status(store, drill)[0].state, status(store, drill)[0].done) == ("due", len(lines) - 1)
    model.record(lines[-1], True, 2.0, start + timedelta(seconds=10 * len(lines) + 10))
    store.save_learner("陳大文", model.to_json())
    assert (status(store, drill)[0].state, status(store, drill)[0].needed) == ("done", len(lines))

    take(store, library.load_exam(store, "lib-exam"), wrong=True)  # failed
    assert status(store, exam)[0].state == "due"
    take(store, library.load_exam(store, "lib-exam"))
    assert status(store, exam)[0].state == "done"
    assert status(store, official)[0].state == "due"  # passed outside a sitting: not official


def test_issue33_targets_and_refs_are_checked(store):
    with pytest.raises(asg.AssignmentError, match="generated rounds need a count"):
        asg.parse_target("generated", None)
    with pytest.raises(asg.AssignmentError, match=r"scenarios work takes clean:N or rounds:N"):
        asg.parse_target("scenarios", "pass")
    with pytest.raises(asg.AssignmentError, match=r"N is 1 … 100"):
        asg.parse_target("scenarios", "clean:0")
    assert str(asg.parse_target("exam", None)) == "pass" and str(asg.parse_target("scenarios", None)) == "clean:1"
    with pytest.raises(asg.AssignmentError, match="scenario no-such: neither published"):
        asg.assign(store, asg.Work("scenarios", scenarios=(("no-such", None),)), TRAINER, trainee="陳大文")
    with pytest.raises(asg.AssignmentError, match=r"one trainee .* or one group"):
        asg.assign(store, asg.Work("drill"), TRAINER)
    with pytest.raises(asg.AssignmentError, match="past already"):
        asg.assign(store, asg.Work("drill"), TRAINER, trainee="陳大文", due="2020-01-01")
    bundled = asg.assign(store, asg.Work("scenarios", scenarios=(("plain_round_by_hand", None),)), TRAINER,
                         trainee="陳大文")  # fmt: skip
    assert asg.list_assignments(store, trainee="陳大文") == [bundled]
    cancelled = asg.cancel(store, bundled.id, TRAINER)
    assert cancelled.cancelled_by == TRAINER and asg.list_assignments(store) == []
    assert asg.list_assignments(store, cancelled=True) == [cancelled]


def test_issue33_the_sqlite_store_gets_the_new_tables_by_its_migration(tmp_path):
    with ResultsStore.open(tmp_path) as store:
        store.add_trainer(TRAINER, PASSPHRASE)
        library.publish(store, "scenario", scenario_text(), TRAINER)
    with sqlite3.connect(tmp_path / "results.sqlite3") as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"library", "trainees", "trainee_groups", "group_members", "assignments", "practice_rounds"} <= tables
        assert conn.execute("SELECT item_id, version, published_by FROM library").fetchall() == [
            ("lib-round", 1, TRAINER)
        ]
