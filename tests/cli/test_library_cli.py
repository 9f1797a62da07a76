"""Issue 33 from the command line: `trainer library list|publish|withdraw|show`, `trainer group …` and `trainer
assign …`. On the SQLite file every write needs a trainer's credentials; on a real PostgreSQL server two data
folders stand for two PCs: what a trainer's login publishes and assigns from one is listed, read and judged the same
from a training PC's login in the other, and the trainee's practice there makes the assignment done."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli.test_results_cli import run
from tests.cli.test_trainers_cli import one_line_exit_2
from tests.gui.exam_world import reference_log
from tests.training.test_library import PASSPHRASE, TRAINER, exam_text, scenario_text
from trainer.training import library
from trainer.training.practice_rounds import record_round
from trainer.training.store import ResultsStore


@pytest.fixture
def pc(tmp_path, monkeypatch, capsys):
    """A data folder of its own (SQLite) with one trainer account; scenario and exam files in the working folder."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TRAINER_STORE", "")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "round.toml").write_text(scenario_text(3), encoding="utf-8")
    (tmp_path / "round-2.toml").write_text(scenario_text(4), encoding="utf-8")
    (tmp_path / "bad.toml").write_text(scenario_text().replace("seats = 5", "seats = 2"), encoding="utf-8")
    (tmp_path / "exam.toml").write_text(exam_text(), encoding="utf-8")
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    code, _, err = run(capsys, "trainers", "add", TRAINER)
    assert code == 0, err
    return tmp_path


def json_out(capsys, *argv: str) -> object:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return json.loads(out)


# ------------------------------------------------------------------------------------------- SQLite


WRITES = (
    ("library", "publish", "round.toml"),
    ("library", "withdraw", "lib-round", "1"),
    ("group", "add", "Class A"),
    ("group", "add-member", "Class A", "陳大文=S-1001"),
    ("group", "remove-member", "Class A", "陳大文"),
    ("assign", "create", "--drill", "--trainee", "陳大文"),
    ("assign", "cancel", "1"),
)


def test_issue33_on_sqlite_every_write_refuses_without_a_trainers_credentials(pc, capsys, monkeypatch):
    before = json_out(capsys, "library", "list", "--all", "--json"), json_out(capsys, "group", "list", "--json")
    for n, argv in enumerate(WRITES):
        line = one_line_exit_2(capsys, *argv)
        command = " ".join(argv[:2])
        assert line == (
            f"trainer {command} needs a trainer's credentials: --trainer NAME and the passphrase (asked for on a "
            "terminal, or in TRAINER_PASSPHRASE); nothing stored"
        ), argv
        assert one_line_exit_2(capsys, *argv, "--trainer", f"Mallory {n}") == (
            f"wrong trainer name or passphrase (--trainer Mallory {n}); nothing stored"
        )
    monkeypatch.setenv("TRAINER_PASSPHRASE", "not the passphrase")
    for n, argv in enumerate(WRITES):  # (after five wrong passphrases the name is locked out: refused too)
        line = one_line_exit_2(capsys, *argv, "--trainer", TRAINER)
        if n < 5:
            assert line == f"wrong trainer name or passphrase (--trainer {TRAINER}); nothing stored"
        else:
            assert re.fullmatch(
                rf"trainer {TRAINER}: too many wrong passphrases; try again in \d+ s; nothing stored", line
            )
    after = json_out(capsys, "library", "list", "--all", "--json"), json_out(capsys, "group", "list", "--json")
    assert before == after == ([], [])
    assert json_out(capsys, "assign", "list", "--all", "--json") == []


def test_issue33_publish_list_show_withdraw_on_the_sqlite_file(pc, capsys):
    code, out, err = run(capsys, "library", "publish", "round.toml", "exam.toml", "--trainer", TRAINER)
    assert code == 0, err
    assert [line.split(" (")[0] for line in out.splitlines()] == [
        "published scenario lib-round version 1",
        "published exam lib-exam version 1",
    ]
    code, out, _ = run(capsys, "library", "publish", "round.toml", "--trainer", TRAINER)
    assert out.strip() == (
        "scenario lib-round: version 1 has this very text already; nothing stored / 內容未變，未另存新版本"
    )
    line = one_line_exit_2(capsys, "library", "publish", "bad.toml", "--trainer", TRAINER)
    assert line == "bad.toml:14: table.seats: 2 is too small (at least 5)"  # the validator's own words
    listed = json_out(capsys, "library", "list", "--json")
    assert [(v["kind"], v["id"], v["version"], v["published_by"]) for v in listed] == [
        ("exam", "lib-exam", 1, TRAINER), ("scenario", "lib-round", 1, TRAINER)
    ]  # fmt: skip
    assert listed[1]["title"] == {"en": "Plain round 1", "zh-Hant": "普通牌局1"}
    assert listed[1]["digest"] == library.digest_of(scenario_text(3))
    code, out, _ = run(capsys, "library", "show", "lib-round")
    assert out == scenario_text(3)
    code, out, err = run(capsys, "library", "publish", "round-2.toml", "--trainer", TRAINER)
    assert out.startswith("published scenario lib-round version 2"), err
    assert run(capsys, "library", "show", "lib-round", "--version", "1")[1] == scenario_text(3)
    code, out, err = run(capsys, "library", "withdraw", "lib-round", "2", "--trainer", TRAINER)
    assert code == 0 and out.startswith("scenario lib-round version 2 withdrawn by Ms Lei"), err
    assert [v["version"] for v in json_out(capsys, "library", "list", "--json", "--kind", "scenario")] == [1]
    every = json_out(capsys, "library", "list", "--json", "--all")
    assert [(v["id"], v["version"], v["withdrawn_by"]) for v in every] == [
        ("lib-exam", 1, None), ("lib-round", 1, None), ("lib-round", 2, TRAINER)
    ]  # fmt: skip
    code, out, _ = run(capsys, "library", "list")
    head, *rows = out.splitlines()
    assert head.split()[:4] == ["kind", "id", "version", "title"]
    assert rows[0].split()[:5] == ["exam", "/", "考核", "lib-exam", "1"]
    assert one_line_exit_2(capsys, "library", "show", "nothing") == (
        "nothing: nothing of this id is published in the library (trainer library list)"
    )
    assert one_line_exit_2(capsys, "library", "withdraw", "lib-round", "2", "--trainer", TRAINER).startswith(
        "scenario lib-round version 2 was withdrawn at "
    )


def test_issue33_groups_and_assignments_on_the_sqlite_file(pc, capsys):
    assert run(capsys, "library", "publish", "round.toml", "--trainer", TRAINER)[0] == 0
    assert (
        run(capsys, "group", "add", "Class A", "--trainer", TRAINER)[1]
        == "group Class A added by Ms Lei / 已新增組別\n"
    )
    _, out, err = run(capsys, "group", "add-member", "Class A", "陳大文=S-1001", "--trainer", TRAINER)
    assert out == "陳大文 (staff id S-1001) added to group Class A / 已加入組別\n", err
    assert run(capsys, "group", "add-member", "Class A", "Lei Ka Man", "--trainer", TRAINER)[0] == 0
    groups = json_out(capsys, "group", "list", "--json")
    assert [(g["name"], g["members"]) for g in groups] == [
        ("Class A", [{"name": "Lei Ka Man", "staff_id": None}, {"name": "陳大文", "staff_id": "S-1001"}])
    ]
    made = json_out(
        capsys, "assign", "create", "--scenario", "lib-round", "--group", "Class A", "--due", "2099-01-02",
        "--target", "clean:1", "--trainer", TRAINER, "--json",
    )  # fmt: skip
    assert (made["work"], made["target"], made["group"]) == (
        {"kind": "scenarios", "scenarios": [{"id": "lib-round", "version": None}]}, "clean:1", "Class A"
    )  # fmt: skip
    assert made["due"].startswith("2099-01-0")  # the end of that local day, in UTC
    states = json_out(capsys, "assign", "status", "--json")
    assert [(s["trainee"], s["state"], s["state_words"]) for s in states] == [
        ("Lei Ka Man", "due", {"en": "due", "zh-Hant": "待完成"}),
        ("陳大文", "due", {"en": "due", "zh-Hant": "待完成"}),
    ]
    with ResultsStore.open(pc / "data") as store:  # 陳大文 practises (as the practice table records it)
        scenario = library.load_scenario(store, "lib-round")
        record_round(store, "S-1001", scenario, reference_log(scenario.path))
    _, out, _ = run(capsys, "assign", "status", "--trainee", "陳大文")
    head, row = out.splitlines()
    assert head.split() == ["id", "trainee", "state", "progress", "assignment"]
    assert row.split()[:6] == [str(made["id"]), "陳大文", "done", "/", "已完成", "1/1"]
    for argv, message in (
        (("--mode", "practice"), "generated rounds need a count: --target rounds:N or --target clean:N"),
        (("--exam", "lib-exam", "--target", "clean:2"), "target 'clean:2': exam work takes pass or official"),
        (("--scenario", "lib-round@7"), "scenario lib-round: the library has no version 7 (trainer library list --all)"),
        (("--scenario", "lib-round", "--due", "tomorrow"),
         "--due: 'tomorrow' is not an ISO-8601 date or time (e.g. 2026-12-08T09:00)"),
    ):  # fmt: skip
        line = one_line_exit_2(capsys, "assign", "create", *argv, "--trainee", "陳大文", "--trainer", TRAINER)
        assert line == message
    _, out, _ = run(capsys, "assign", "cancel", str(made["id"]), "--trainer", TRAINER)
    assert out.startswith(f"assignment {made['id']} cancelled by Ms Lei")
    assert json_out(capsys, "assign", "list", "--json") == []


# ------------------------------------------------------------------------------------------- server


@pytest.fixture
def two_pcs(postgres_server, tmp_path, monkeypatch, capsys):
    """A server set up by `trainer store init-server` with a trainer's login and a training PC's; two data folders
    (the trainer's PC, a training PC); the trainer account added over the trainer's login. Returns the
    command-line prefixes of each PC (data folder and store)."""
    from trainer.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TRAINER_STORE", "")
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "owner"))
    database = postgres_server.create_database("library_cli")
    url = postgres_server.url(database)
    assert main(["store", "init-server", url, "--trainee-login", "pc_01", "--trainer-login", "ms_lei"]) == 0
    capsys.readouterr()
    (tmp_path / "round.toml").write_text(scenario_text(3), encoding="utf-8")
    (tmp_path / "round-2.toml").write_text(scenario_text(4), encoding="utf-8")
    (tmp_path / "exam.toml").write_text(exam_text(), encoding="utf-8")
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    trainer = (tmp_path / "trainer-pc", postgres_server.url(database, "ms_lei"))
    training = (tmp_path / "training-pc", postgres_server.url(database, "pc_01"))
    return trainer, training


def on(capsys, monkeypatch, where: tuple[Path, str], *argv: str) -> tuple[int, str, str]:
    folder, url = where
    monkeypatch.setenv("TRAINER_DATA_DIR", str(folder))
    return run(capsys, "--store", url, *argv)


def test_issue33_one_pc_publishes_and_assigns_the_other_sees_it_due_then_done(two_pcs, capsys, monkeypatch):
    trainer, training = two_pcs
    assert on(capsys, monkeypatch, trainer, "trainers", "add", TRAINER)[0] == 0
    code, out, err = on(capsys, monkeypatch, trainer, "library", "publish", "round.toml", "exam.toml",
                        "--trainer", TRAINER)  # fmt: skip
    assert code == 0, err
    # the training PC lists and reads what the trainer's PC published
    code, out, err = on(capsys, monkeypatch, training, "library", "list", "--json")
    assert [(v["id"], v["version"]) for v in json.loads(out)] == [("lib-exam", 1), ("lib-round", 1)], err
    assert on(capsys, monkeypatch, training, "library", "show", "lib-round")[1] == scenario_text(3)
    # the training PC's login may not publish, even with the trainer's name and passphrase
    code, _, err = on(capsys, monkeypatch, training, "library", "publish", "round-2.toml", "--trainer", TRAINER)
    assert code == 2 and "this database role may not do that" in err
    code, _, err = on(capsys, monkeypatch, training, "group", "add", "Class B", "--trainer", TRAINER)
    assert code == 2 and "this database role may not do that" in err

    code, out, err = on(capsys, monkeypatch, trainer, "assign", "create", "--scenario", "lib-round", "--trainee",
                        "陳大文=S-1001", "--due", "2099-01-02", "--trainer", TRAINER, "--json")  # fmt: skip
    assert code == 0, err
    made = json.loads(out)
    code, out, err = on(capsys, monkeypatch, training, "assign", "status", "--trainee", "S-1001", "--json")
    assert [(s["assignment"], s["state"]) for s in json.loads(out)] == [(made["id"], "due")], err
    # the trainee practises on the training PC (the practice table's Qt-free API, as the PC's login)
    with ResultsStore.open(training[0], url=training[1]) as store:
        scenario = library.load_scenario(store, "lib-round")
        record_round(store, "陳大文", scenario, reference_log(scenario.path))
    for where in (training, trainer):
        code, out, err = on(capsys, monkeypatch, where, "assign", "status", str(made["id"]), "--json")
        assert [(s["trainee"], s["state"], s["done"], s["needed"]) for s in json.loads(out)] == [
            ("陳大文", "done", 1, 1)
        ], err


def test_issue33_v2_published_new_work_pins_it_the_v1_attempt_replays_and_verifies(two_pcs, capsys, monkeypatch):
    trainer, training = two_pcs
    assert on(capsys, monkeypatch, trainer, "trainers", "add", TRAINER)[0] == 0
    assert (
        on(capsys, monkeypatch, trainer, "library", "publish", "round.toml", "exam.toml", "--trainer", TRAINER)[0] == 0
    )
    from tests.training.test_library import take

    with ResultsStore.open(training[0], url=training[1]) as store:  # an attempt on version 1 from the training PC
        first = take(store, library.load_exam(store, "lib-exam"))
        stored = store.get_attempt(first).items[0]
    assert on(capsys, monkeypatch, trainer, "library", "publish", "round-2.toml", "--trainer", TRAINER)[0] == 0
    with ResultsStore.open(training[0], url=training[1]) as store:
        second = take(store, library.load_exam(store, "lib-exam"))
        assert store.get_attempt(second).items[0].scenario_digest == library.digest_of(scenario_text(4))
    assert stored.scenario_digest == library.digest_of(scenario_text(3))
    # replay version 1's attempt: its scenario's text from the library, its log, graded as it was stored
    code, text, _ = on(capsys, monkeypatch, training, "library", "show", "lib-round", "--version", "1")
    Path("v1.toml").write_text(text, encoding="utf-8")
    Path("log.json").write_text(json.dumps(stored.log), encoding="utf-8")
    code, out, err = run(capsys, "replay", "v1.toml", "log.json", "--json")
    assert code == 0, err
    assert json.loads(out)["score"] == stored.grade["score"] and json.loads(out)["errors"] == stored.grade["errors"]
    code, out, err = on(capsys, monkeypatch, trainer, "results", "verify")  # re-graded, version 1 from the library
    assert code == 0, (out, err)


def test_issue33_store_migrate_copies_the_library_groups_assignments_and_practice(pc, capsys, postgres_server):
    assert run(capsys, "library", "publish", "round.toml", "--trainer", TRAINER)[0] == 0
    assert run(capsys, "library", "publish", "round-2.toml", "--trainer", TRAINER)[0] == 0
    assert run(capsys, "group", "add-member", "Class A", "陳大文", "--trainer", TRAINER)[0] == 2  # no such group
    assert run(capsys, "group", "add", "Class A", "--trainer", TRAINER)[0] == 0
    assert run(capsys, "group", "add-member", "Class A", "陳大文=S-1", "--trainer", TRAINER)[0] == 0
    assert run(capsys, "assign", "create", "--drill", "--group", "Class A", "--trainer", TRAINER)[0] == 0
    with ResultsStore.open(pc / "data") as store:
        scenario = library.load_scenario(store, "lib-round")
        record_round(store, "陳大文", scenario, reference_log(scenario.path))
    before = [json_out(capsys, *argv) for argv in (("library", "list", "--all", "--json"), ("group", "list", "--json"),
              ("assign", "list", "--json"), ("assign", "status", "--json"))]  # fmt: skip
    url = postgres_server.url(postgres_server.create_database("migrate"))
    code, out, err = run(capsys, "store", "migrate", "--to", url)
    assert code == 0, err
    assert "2 library, 1 trainees, 1 trainee_groups, 1 group_members, 1 assignments, 1 practice_rounds" in out
    after = [json_out(capsys, "--store", url, *argv) for argv in (("library", "list", "--all", "--json"),
             ("group", "list", "--json"), ("assign", "list", "--json"), ("assign", "status", "--json"))]  # fmt: skip
    assert after == before  # the same versions, times and all
