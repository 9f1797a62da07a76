"""Issue 33 on a real PostgreSQL server set up by ``trainer store init-server``: two data folders stand for two PCs
on one server. The library, trainees, groups and assignments a trainer's login writes are read the same from a
training PC's login in another data folder; the trainee's practice there makes the assignment done; the learner
model follows the trainee. A training PC's login cannot publish, withdraw, assign or manage groups — tested with the
raw SQL as that login, not only through the Python API — and even a trainer's login cannot back-date a row or
change a published version."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest

from tests.gui.exam_world import reference_log
from tests.postgres import PostgresServer
from tests.training.test_library import PASSPHRASE, TRAINER, exam_text, scenario_text, take, verify_problems
from trainer.training import assignments as asg
from trainer.training import library
from trainer.training.learner import LearnerKeeper
from trainer.training.library_server import LIBRARY_TABLES
from trainer.training.practice_rounds import practice_rounds, record_round
from trainer.training.progress import trainee_status
from trainer.training.store import ResultsStore, StoreError


class Server:
    def __init__(self, server: PostgresServer, database: str, data) -> None:
        self.server, self.database, self.data = server, database, data

    def store(self, login: str, folder: str | None = None) -> ResultsStore:
        """The store as ``login`` from the data folder ``folder`` (a PC of its own)."""
        return ResultsStore.open(self.data / (folder or login), url=self.server.url(self.database, login))

    def session(self, login: str) -> psycopg.Connection:
        return psycopg.connect(self.server.url(self.database, login), autocommit=True)

    def sql(self, statement: str) -> list[tuple]:
        return self.server.sql(self.database, statement)

    def state(self) -> tuple[object, ...]:
        return tuple(self.sql(f"SELECT * FROM {table} ORDER BY 1, 2") for table in LIBRARY_TABLES)


@pytest.fixture
def pg(postgres_server: PostgresServer, tmp_path, monkeypatch) -> Iterator[Server]:
    from trainer.cli import main

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "owner"))
    monkeypatch.chdir(tmp_path)
    database = postgres_server.create_database("library")
    url = postgres_server.url(database)
    assert main(["store", "init-server", url, "--trainee-login", "pc_01", "--trainee-login", "pc_02",
                 "--trainer-login", "ms_lei"]) == 0  # fmt: skip
    server = Server(postgres_server, database, tmp_path)
    with server.store("ms_lei") as trainer:
        trainer.add_trainer(TRAINER, PASSPHRASE)
        library.publish(trainer, "scenario", scenario_text(), TRAINER)
        asg.add_group(trainer, "Class A", TRAINER)
        asg.add_member(trainer, "Class A", "陳大文", TRAINER, "S-1001")
        asg.assign(trainer, asg.Work("drill"), TRAINER, group="Class A")
    yield server


def _refused(session: psycopg.Connection, statement: str) -> str:
    with pytest.raises(psycopg.Error) as caught, session.transaction():
        session.execute(statement)
    return str(caught.value.sqlstate)


def test_issue33_a_pc_login_cannot_publish_withdraw_assign_or_manage_groups_refused_by_the_server(pg):
    before = pg.state()
    digest = library.digest_of("x")
    with pg.session("pc_01") as pc:
        for statement in (
            # publish a version, or change one
            "INSERT INTO library (kind, item_id, version, content, digest, published_by, published) VALUES "
            f"('scenario', 'forged', 1, 'x', '{digest}', 'Ms Lei', '2020-01-01T00:00:00.000000+00:00')",
            "INSERT INTO library (kind, item_id, version, content, digest, published_by, published) "
            "SELECT kind, item_id, version + 1, content, digest, published_by, published FROM library",
            "UPDATE library SET withdrawn_by = 'Ms Lei', withdrawn = '2020-01-01'",
            "UPDATE library SET content = 'x'",
            "DELETE FROM library",
            # assign, or cancel an assignment
            "INSERT INTO assignments (kind, subject, target, trainee, assigned_by, created) VALUES "
            "('drill', '{\"bet\": null}', 'pass', '陳大文', 'Ms Lei', '2020-01-01')",
            "UPDATE assignments SET cancelled_by = 'Ms Lei', cancelled = '2020-01-01'",
            "UPDATE assignments SET due = '2099-01-01'",
            "DELETE FROM assignments",
            # trainees and groups
            "INSERT INTO trainees (name, added_by, added) VALUES ('Mallory', 'Ms Lei', '2020-01-01')",
            "UPDATE trainees SET staff_id = 'S-9'",
            "INSERT INTO trainee_groups (name, added_by, added) VALUES ('Class B', 'Ms Lei', '2020-01-01')",
            "INSERT INTO group_members (group_name, trainee, added_by, added) VALUES "
            "('Class A', '陳大文', 'Ms Lei', '2020-01-01')",
            "DELETE FROM group_members",
            "DELETE FROM trainee_groups",
            # a practice round written directly (not through the server's function)
            "INSERT INTO practice_rounds (trainee, scenario_id, scenario_digest, helped, score, clean, log, grade, "
            "recorded) VALUES ('陳大文', 's', 'd', 0, 100, 1, '[]', '{}', '2020-01-01')",
            "UPDATE practice_rounds SET clean = 1",
            *(f"TRUNCATE {table}" for table in LIBRARY_TABLES),
            *(f"ALTER TABLE {table} DISABLE TRIGGER ALL" for table in LIBRARY_TABLES),
        ):
            assert _refused(pc, statement) == "42501", statement
        # but it reads them all
        for table in LIBRARY_TABLES:
            pc.execute(f"SELECT * FROM {table}").fetchall()
    assert pg.state() == before
    # the Python API as the PC's login: the server refuses it too (the trainer's name alone is not enough)
    with pg.store("pc_01") as pc_store:
        for write in (
            lambda: library.publish(pc_store, "scenario", scenario_text(9), TRAINER),
            lambda: library.withdraw(pc_store, "lib-round", 1, TRAINER),
            lambda: asg.assign(pc_store, asg.Work("drill"), TRAINER, group="Class A"),
            lambda: asg.add_group(pc_store, "Class B", TRAINER),
            lambda: asg.remove_member(pc_store, "Class A", "陳大文", TRAINER),
        ):
            with pytest.raises(StoreError, match="this database role may not do that"):
                write()
    assert pg.state() == before


def test_issue33_a_trainers_login_cannot_back_date_or_change_a_published_version(pg):
    started = pg.sql("SELECT fortune3_now()")[0][0]
    text = scenario_text(5)
    with pg.session("ms_lei") as trainer:
        trainer.execute(
            "INSERT INTO library (kind, item_id, version, content, digest, published_by, published, withdrawn_by, "
            "withdrawn) VALUES ('scenario', 'lib-round', 2, %s, %s, 'Ms Lei', '2020-01-01T00:00:00.000000+00:00', "
            "'Ms Lei', '2020-01-01T00:00:00.000000+00:00')",
            (text, library.digest_of(text)),
        )
        trainer.execute(
            "INSERT INTO assignments (kind, subject, target, trainee, assigned_by, created) VALUES "
            "('drill', '{\"bet\": null}', 'pass', '陳大文', 'Ms Lei', '2020-01-01T00:00:00.000000+00:00')"
        )
        refused = (
            "UPDATE library SET content = 'x' WHERE version = 1",
            "UPDATE library SET published = '2020-01-01' WHERE version = 1",
            "DELETE FROM library",
            "TRUNCATE library",
            "DELETE FROM assignments",
            "UPDATE assignments SET target = 'clean:1'",
            "DELETE FROM trainees",
            "UPDATE practice_rounds SET clean = 1",
        )
        for statement in refused:
            assert _refused(trainer, statement) in ("42501", "P0001"), statement
        # a version must be the next one and its digest its text's
        assert _refused(trainer, "INSERT INTO library (kind, item_id, version, content, digest, published_by, "
                        f"published) VALUES ('scenario', 'lib-round', 9, 'x', '{library.digest_of('x')}', 'Ms Lei', "
                        "'x')") == "F3R01"  # fmt: skip
        assert _refused(trainer, "INSERT INTO library (kind, item_id, version, content, digest, published_by, "
                        "published) VALUES ('scenario', 'other', 1, 'x', 'sha256:00', 'Ms Lei', 'x')") == "F3R01"  # fmt: skip
        # withdrawn once, by the server's clock
        trainer.execute("UPDATE library SET withdrawn_by = 'Ms Lei', withdrawn = '2020-01-01' WHERE version = 1")
        assert _refused(trainer, "UPDATE library SET withdrawn_by = 'Mallory' WHERE version = 1") == "42501"
    rows = pg.sql("SELECT version, published, withdrawn FROM library ORDER BY version")
    assert rows[1][1] >= started, rows  # published: the server's time, not 2020
    assert rows[1][2] is None  # a withdrawal cannot come with the version
    assert rows[0][2] >= started  # withdrawn: the server's time
    (created,) = pg.sql("SELECT created FROM assignments ORDER BY id DESC LIMIT 1")[0]
    assert created >= started


def test_issue33_what_one_pc_publishes_and_assigns_the_other_reads_and_its_practice_makes_it_done(pg):
    with pg.store("ms_lei", "trainer-pc") as trainer:
        library.publish(trainer, "exam", exam_text(), TRAINER)
        made = asg.assign(
            trainer, asg.Work("scenarios", scenarios=(("lib-round", None),)), TRAINER, trainee="S-1001",
            due="2099-01-01", target=asg.parse_target("scenarios", "clean:1"),
        )  # fmt: skip
        exam_assignment = asg.assign(trainer, asg.Work("exam", exam="lib-exam"), TRAINER, group="Class A")
    with pg.store("pc_01", "training-pc") as pc:
        assert [(v.kind, v.item_id, v.version) for v in library.list_library(pc)] == [
            ("exam", "lib-exam", 1), ("scenario", "lib-round", 1)
        ]  # fmt: skip
        assert library.get(pc, "lib-round").text == scenario_text()
        mine = {p.assignment.id: p.state for p in trainee_status(pc, "陳大文")}
        assert mine == {1: "due", made.id: "due", exam_assignment.id: "due"}
        scenario = library.load_scenario(pc, "lib-round")
        record_round(pc, "陳大文", scenario, reference_log(scenario.path))
        take(pc, library.load_exam(pc, "lib-exam"))  # sealed by the server's functions
        (row,) = practice_rounds(pc, ["陳大文"])
        assert (row.pc_login, row.clean) == ("pc_01", True)
    with pg.store("ms_lei", "trainer-pc") as trainer:
        states = {p.assignment.id: p.state for p in trainee_status(trainer, "S-1001")}
        assert states == {1: "due", made.id: "done", exam_assignment.id: "done"}
        assert verify_problems(trainer) == []


def test_issue33_a_pc_records_practice_only_through_the_servers_function(pg):
    with pg.session("pc_01") as pc:
        for params in (
            ("陳大文\x1b[2J", "s", "sha256:" + "0" * 64, None, False, "[]", '{"score": 100, "errors": []}'),
            ("陳大文", "s", "not a digest", None, False, "[]", '{"score": 100, "errors": []}'),
            ("陳大文", "s", "sha256:" + "0" * 64, "cheat", False, "[]", '{"score": 100, "errors": []}'),
            ("陳大文", "s", "sha256:" + "0" * 64, None, False, "{}", '{"score": 100, "errors": []}'),
            ("陳大文", "s", "sha256:" + "0" * 64, None, False, "[]", '{"score": 101, "errors": []}'),
        ):
            with pytest.raises(psycopg.Error) as caught, pc.transaction():
                pc.execute("SELECT fortune3_record_practice(%s, %s, %s, %s, %s, %s, %s)", params)
            assert caught.value.sqlstate == "F3R01", params
        # what it may record is stamped by the server: its login, the server's time, clean from the grade
        pc.execute(
            "SELECT fortune3_record_practice('陳大文', 's', %s, 'learn', false, '[]', '{\"score\": 100, \"errors\": []}')",
            ("sha256:" + "0" * 64,),
        )
    assert pg.sql("SELECT pc_login, clean FROM practice_rounds") == [("pc_01", 0)]  # Learn mode is never clean


def test_issue33_the_learner_model_follows_the_trainee_from_one_data_folder_to_another(pg):
    first = LearnerKeeper(lambda: pg.store("pc_01", "pc-one"))
    assert first.use("陳大文") is None
    first.model.record("pay:pair_plus:flush", False, 3.0, _now())
    assert first.keep() is None
    second = LearnerKeeper(lambda: pg.store("pc_02", "pc-two"))
    assert second.use("陳大文") is None
    assert [r.item for r in second.model.reviews] == ["pay:pair_plus:flush"]
    assert second.model.to_json() == first.model.to_json()


def _now():
    from datetime import UTC, datetime

    return datetime.now(UTC)
