"""`trainer exam show|submit` and `trainer results list|export|verify`, with stand-in scenarios and grader."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
import sys
import types
from datetime import datetime
from pathlib import Path

import pytest

from tests import fake_library
from trainer.cli import main

PLAIN = [
    {"action": "shuffle", "method": "manual"},
    {"action": "cut", "position": 23},
    {"action": "deal", "to": "seat:1"},
    {"action": "clear"},
]
WRONG = [*PLAIN[:2], {"action": "deal", "to": "seat:2"}, PLAIN[3]]

EXAM = """\
id = "dealing-basic"
title_en = "Dealing procedure"
title_zh = "派牌程序"
version = 1
time_limit_minutes = 20
pass_mark = 90
scenarios = ["scenarios/plain-round.toml", "scenarios/machine-round.toml"]
"""


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A working folder with fake scenarios and an exam; the store in tmp_path (never the user's)."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    fake_library.install(monkeypatch)
    root = tmp_path / "scenarios"
    fake_library.write_scenario(root, "plain-round", ("dealing",), 1)
    fake_library.write_scenario(root, "machine-round", ("dealing",), 1)
    for i in range(6):
        fake_library.write_scenario(root / "irregular", f"irregular-{i}", ("irregularities",), 2)
    (root / "exams").mkdir()
    (root / "exams" / "dealing-basic.toml").write_text(EXAM, encoding="utf-8")
    for name, log in (("plain.json", PLAIN), ("wrong.json", WRONG)):
        (tmp_path / name).write_text(json.dumps(log), encoding="utf-8")
    signed_in_trainer(tmp_path / "data", monkeypatch)
    return tmp_path


TRAINER = "Ms Lei"
PASSPHRASE = "trainer passphrase 富貴"


def signed_in_trainer(data: Path, monkeypatch) -> None:
    """A trainer account in the store at ``data``, its passphrase where `trainer exam submit` reads it."""
    from trainer.training.store import ResultsStore

    with ResultsStore.open(data) as store:
        store.add_trainer(TRAINER, PASSPHRASE)
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def submit(capsys, trainee="陳大文", logs=("plain.json", "wrong.json")) -> dict:
    code, out, err = run(capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", trainee, *logs)
    assert code == 0, err
    return json.loads(out)


def tamper(world: Path, sql: str) -> None:
    with sqlite3.connect(world / "data" / "results.sqlite3") as conn:
        assert conn.execute(sql).rowcount >= 1


# ------------------------------------------------------------------------------------------------ exam


def test_exam_show_lists_the_scenario_files_in_order(world, capsys):
    code, out, _ = run(capsys, "exam", "show", "dealing-basic", "--json")
    assert code == 0
    assert json.loads(out) == {"scenarios": ["scenarios/plain-round.toml", "scenarios/machine-round.toml"]}


def test_exam_show_draws_with_the_seed(world, capsys):
    exam = world / "scenarios" / "exams" / "drawn.toml"
    exam.write_text(EXAM.replace('"dealing-basic"', '"drawn"') + '\n[[draws]]\nskill = "irregularities"\ncount = 3\n')
    _, first, _ = run(capsys, "exam", "show", str(exam), "--seed", "5", "--json")
    _, again, _ = run(capsys, "exam", "show", "drawn", "--seed", "5", "--json")
    drawn = json.loads(first)["scenarios"]
    assert drawn == json.loads(again)["scenarios"]
    assert drawn[:2] == ["scenarios/plain-round.toml", "scenarios/machine-round.toml"]
    assert len(set(drawn[2:])) == 3 and all(p.startswith("scenarios/irregular/irregular-") for p in drawn[2:])


def test_exam_submit_grades_stores_and_seals_the_attempt(world, capsys):
    attempt = submit(capsys)
    assert attempt["trainee"] == "陳大文" and attempt["exam"] == "dealing-basic"
    assert attempt["status"] == "finished" and attempt["sealed"] and len(attempt["seal"]) == 64
    assert [i["scenario"] for i in attempt["items"]] == ["plain-round", "machine-round"]
    assert [i["grade"]["score"] for i in attempt["items"]] == [100, 90]
    assert [i["actions"] for i in attempt["items"]] == [4, 4]
    assert attempt["score"] == 95 and attempt["passed"] is True
    assert attempt["grade"]["pass_mark"] == 90


def test_exam_submit_fails_the_attempt_under_the_pass_mark(world, capsys):
    attempt = submit(capsys, logs=("wrong.json", "wrong.json"))
    assert attempt["score"] == 90 and attempt["passed"] is True
    fake_library.PENALTY["points"] = 20
    try:
        attempt = submit(capsys, logs=("wrong.json", "wrong.json"))
    finally:
        fake_library.PENALTY["points"] = 10
    assert attempt["score"] == 80 and attempt["passed"] is False


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["plain.json"], "exam dealing-basic has 2 scenario(s) but 1 log(s) were given"),
        (["plain.json", "missing.json"], "missing.json: no such file"),
        (["plain.json", "garbage.json"], "garbage.json:1: invalid JSON at column 3"),
        (["plain.json", "binary.json"], "binary.json: not UTF-8 text"),
        (["plain.json", "object.json"], "object.json: an action log must be a JSON array of actions"),
        (["plain.json", "nokind.json"], "nokind.json: action 1.action: missing field 'action'"),
    ],
)
def test_exam_submit_bad_input_is_one_line_exit_2(world, capsys, argv, message):
    (world / "garbage.json").write_text("[{")
    (world / "binary.json").write_bytes(b"\xff[{")
    (world / "object.json").write_text('{"action": "clear"}')
    (world / "nokind.json").write_text('[{"action": "clear"}, {"to": "seat:1"}]')
    code, out, err = run(capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", "x", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err, err
    code, out, _ = run(capsys, "results", "list", "--json")
    assert json.loads(out) == []  # nothing stored


def test_a_bad_exam_file_is_named_with_its_line(world, capsys):
    bad = world / "bad.toml"
    bad.write_text(EXAM.replace("pass_mark = 90", "pass_mark = 190"))
    code, _, err = run(capsys, "exam", "show", str(bad), "--json")
    assert code == 2 and err.strip() == f"{bad}:6: pass_mark: 190 is too large (at most 100)"
    code, _, err = run(capsys, "exam", "show", "no-such-exam")
    assert code == 2 and "no-such-exam: no exam with this id" in err


# ------------------------------------------------------------------------------------------------ results


def test_results_list_json_rows(world, capsys):
    first = submit(capsys)
    submit(capsys, trainee="Lei Ka Man", logs=("plain.json", "plain.json"))
    code, out, _ = run(capsys, "results", "list", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) == 2
    row = rows[0]
    assert {"id", "trainee", "exam", "score", "passed", "started", "finished", "status"} <= row.keys()
    assert (row["id"], row["trainee"], row["exam"], row["score"], row["passed"]) == (
        first["id"], "陳大文", "dealing-basic", 95, True,
    )  # fmt: skip
    assert datetime.fromisoformat(row["started"]) <= datetime.fromisoformat(row["finished"])
    assert datetime.fromisoformat(row["started"]).tzinfo is not None
    _, out, _ = run(capsys, "results", "list", "--trainee", "Lei Ka Man", "--json")
    assert [r["trainee"] for r in json.loads(out)] == ["Lei Ka Man"]
    _, out, _ = run(capsys, "results", "list", "--exam", "other", "--json")
    assert json.loads(out) == []
    _, out, _ = run(capsys, "results", "list", "--since", "2999-01-01", "--json")
    assert json.loads(out) == []
    code, out, _ = run(capsys, "results", "list")
    assert code == 0 and "陳大文" in out and "Lei Ka Man" in out


def test_results_verify_passes_on_an_untouched_store(world, capsys):
    submit(capsys)
    submit(capsys, trainee="Lei Ka Man")
    code, out, err = run(capsys, "results", "verify")
    assert code == 0, out + err
    assert "2 finished attempts checked" in out


def test_results_verify_since_last_checks_only_what_was_sealed_since_and_names_a_change_there(world, capsys):
    submit(capsys)
    code, out, err = run(capsys, "results", "verify", "--since-last")  # no verify before: everything
    assert code == 0 and "1 finished attempt checked: all" in out, out + err
    victim = submit(capsys, trainee="Lei Ka Man")["id"]
    code, out, err = run(capsys, "results", "verify", "--since-last", "--seals-only")
    assert code == 0 and "1 finished attempt checked since the last verify (ledger entry " in out, out + err
    third = submit(capsys, trainee="Third")["id"]
    tamper(world, f"UPDATE attempts SET score = 1 WHERE id = {third}")
    code, out, err = run(capsys, "results", "verify", "--since-last")
    assert code == 1 and out.startswith(f"attempt {third} (Third,"), out + err
    assert "1 finished attempt checked since the last verify (ledger entry " in err
    assert victim


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE attempts SET score = 100 WHERE trainee = '陳大文'",
        "UPDATE attempt_items SET grade = json_set(grade, '$.score', 100) "
        "WHERE scenario_id = 'machine-round' "
        "AND attempt_id = (SELECT id FROM attempts WHERE trainee = '陳大文')",
        "UPDATE actions SET action = json_set(action, '$.to', 'seat:1') WHERE action LIKE '%seat:2%' "
        "AND attempt_id = (SELECT id FROM attempts WHERE trainee = '陳大文')",
        "UPDATE attempts SET finished = '2030-01-01T00:00:00.000000+00:00' WHERE trainee = '陳大文'",
    ],
    ids=["score", "item-grade", "log-entry", "time"],
)
def test_results_verify_names_an_attempt_changed_by_hand(world, capsys, sql):
    victim = submit(capsys)["id"]
    submit(capsys, trainee="Lei Ka Man")
    tamper(world, sql)
    code, out, _ = run(capsys, "results", "verify")
    assert code == 1
    lines = out.strip().splitlines()
    assert lines and all(line.startswith(f"attempt {victim} (陳大文, dealing-basic)") for line in lines), lines
    assert any("seal does not match: record changed" in line for line in lines)


def test_results_verify_reports_a_regrade_mismatch(world, capsys):
    victim = submit(capsys)["id"]
    fake_library.PENALTY["points"] = 15  # the grader now judges the stored log differently
    try:
        code, out, _ = run(capsys, "results", "verify")
    finally:
        fake_library.PENALTY["points"] = 10
    assert code == 1
    expected = f"attempt {victim} (陳大文, dealing-basic): item 2 (machine-round): re-grading differs:"
    assert f"{expected} score 85, stored 90" in out
    assert "seal does not match" not in out


def test_results_verify_reports_a_changed_scenario_file(world, capsys):
    victim = submit(capsys)["id"]
    path = world / "scenarios" / "plain-round.toml"
    path.write_text(path.read_text() + "# edited\n")
    code, out, _ = run(capsys, "results", "verify")
    assert code == 1 and f"attempt {victim}" in out and "has changed since the attempt" in out
    code, out, _ = run(capsys, "results", "verify", "--seals-only")
    assert code == 0


def test_results_verify_without_a_grader_says_so(world, capsys, monkeypatch):
    submit(capsys)
    monkeypatch.setitem(sys.modules, "trainer.training.grading", None)
    code, _, err = run(capsys, "results", "verify")
    assert code == 2 and "trainer.training.grading, which is not built yet" in err and "--seals-only" in err


def test_results_export_csv_keeps_the_chinese(world, capsys):
    victim = submit(capsys)["id"]
    out_file = world / "results.csv"
    code, _, err = run(capsys, "results", "export", "--format", "csv", "--out", str(out_file))
    assert code == 0, err
    raw = out_file.read_bytes()
    assert raw.startswith("\ufeff".encode())
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    assert rows[1][:3] == [str(victim), "陳大文", "dealing-basic"]
    assert rows[0][-4:] == ["source", "entered by", "sitting", "standing"]  # (a bulk export: no seal column)
    assert rows[1][-7:] == [
        "95",
        "yes",
        "A11.1 派牌次序或方式錯誤 / Dealing order or method broken",
        "cli",
        "Ms Lei",
        "",
        "非正式（練習） / Unofficial (practice)",
    ]
    code, _, err = run(capsys, "results", "export", "--format", "csv", "--check-seals", "--out", str(out_file))
    assert code == 0, err
    rows = list(csv.reader(io.StringIO(out_file.read_bytes().decode("utf-8-sig"), newline="")))
    assert rows[0][-5:] == ["source", "entered by", "seal", "sitting", "standing"]
    assert rows[1][-8:] == [
        "95",
        "yes",
        "A11.1 派牌次序或方式錯誤 / Dealing order or method broken",
        "cli",
        "Ms Lei",
        "已封存 / Sealed",
        "",
        "非正式（練習） / Unofficial (practice)",
    ]


def test_results_export_pdf_without_the_gui_module_exits_2(world, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "trainer.gui.report", None)
    code, _, err = run(capsys, "results", "export", "--format", "pdf", "--out", str(world / "r.pdf"))
    assert code == 2 and "PDF export needs the GUI module" in err


def test_results_export_pdf_calls_the_gui_report(world, capsys, monkeypatch):
    calls = []
    report = types.ModuleType("trainer.gui.report")
    report.export_pdf = lambda records, path: calls.append((list(records), path))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "trainer.gui.report", report)
    submit(capsys, "Ana")
    code, _, _ = run(capsys, "results", "export", "--format", "pdf", "--out", str(world / "r.pdf"))
    assert code == 0 and len(calls) == 1 and calls[0][1] == world / "r.pdf"
    everyone = calls[0][0]
    assert everyone and all(hasattr(r, "attempt") for r in everyone)
    code, _, _ = run(
        capsys, "results", "export", "--format", "pdf", "--trainee", "nobody-at-all", "--out", str(world / "r.pdf")
    )
    assert code == 0 and calls[1][0] == []  # the filters choose the attempts in the report


def test_results_bad_usage_exits_2(world, capsys):
    assert run(capsys, "results", "export", "--format", "xls", "--out", "x")[0] == 2
    assert run(capsys, "results", "list", "--since", "yesterday")[0] == 2
    code, _, err = run(capsys, "results", "export", "--format", "csv", "--out", str(world / "no" / "x.csv"))
    assert code == 2 and "does not exist" in err


# ------------------------------------------------------------------------------------------------ real grader

REAL_SCENARIO = """\
id = "exam-test-plain"
skills = ["dealing", "procedure"]
difficulty = 1

[title]
en = "Plain round"
zh-Hant = "普通牌局"

[briefing]
en = "Deal a plain round by hand."
zh-Hant = "以人手派一局普通牌。"

[table]
seats = 5
shuffle = "hand"
seed = 3

[[players]]
seat = 1
bets = { ante = 100, pair_plus = 50 }

[[players]]
seat = 3
bets = { ante = 200 }
"""


def test_real_grader_submit_and_verify_end_to_end(tmp_path, monkeypatch, capsys):
    """With the real scenario loader and grader: the reference log passes, a planted error fails, and a log
    entry changed by hand is reported by verify, both as a broken seal and as a different re-grade."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios" / "exams").mkdir(parents=True)
    (tmp_path / "scenarios" / "exam-test-plain.toml").write_text(REAL_SCENARIO, encoding="utf-8")
    (tmp_path / "scenarios" / "exams" / "plain.toml").write_text(
        EXAM.replace('"dealing-basic"', '"plain"').replace(
            'scenarios = ["scenarios/plain-round.toml", "scenarios/machine-round.toml"]',
            'scenarios = ["scenarios/exam-test-plain.toml"]',
        ),
        encoding="utf-8",
    )
    code, out, err = run(capsys, "solve", "scenarios/exam-test-plain.toml", "--json")
    assert code == 0, err
    reference = json.loads(out)
    (tmp_path / "ref.json").write_text(json.dumps(reference), encoding="utf-8")
    deals = [i for i, a in enumerate(reference) if a["action"] == "deal"]
    wrong = list(reference)
    wrong[deals[0]], wrong[deals[1]] = wrong[deals[1]], wrong[deals[0]]
    (tmp_path / "wrong.json").write_text(json.dumps(wrong), encoding="utf-8")
    signed_in_trainer(tmp_path / "data", monkeypatch)

    code, out, err = run(capsys, "exam", "submit", "--trainer", TRAINER, "plain", "--trainee", "陳大文", "ref.json")
    assert code == 0, err
    good = json.loads(out)
    assert (good["score"], good["passed"]) == (100, True)
    code, out, err = run(capsys, "exam", "submit", "--trainer", TRAINER, "plain", "--trainee", "Lei", "wrong.json")
    bad = json.loads(out)
    assert bad["passed"] is False and bad["items"][0]["grade"]["errors"][0]["clause"].startswith("A11")
    # review rb, item 4: the reference log of a plain round has no irregularity to judge: stored (and sealed) as
    # 1.0, shown as not tested (null); the wrong one made a ruling due (a misdeal): judged there, 0
    assert good["grade"]["skills"]["irregularities"] == 1.0 and good["skills_shown"]["irregularities"] is None
    assert good["skills_shown"]["dealing"] == 1.0 and bad["skills_shown"]["irregularities"] == 0.0
    assert bad["skills_shown"]["dealing"] == bad["grade"]["skills"]["dealing"] < 1
    assert run(capsys, "results", "verify")[0] == 0

    cut = next(i for i, a in enumerate(reference) if a["action"] == "cut")
    tamper(
        tmp_path,
        f"UPDATE actions SET action = json_set(action, '$.position', 1) WHERE idx = {cut} "
        f"AND attempt_id = {good['id']}",
    )
    code, out, _ = run(capsys, "results", "verify")
    assert code == 1
    lines = out.strip().splitlines()
    assert all(line.startswith(f"attempt {good['id']} (陳大文, plain)") for line in lines), lines
    assert any("seal does not match" in line for line in lines)


def test_attempts_sealed_before_seat_reveals_still_verify(tmp_path, monkeypatch, capsys):
    """An attempt recorded under grading rules 1 (no ``reveal seat:N`` in the logs, no ``rules`` in the stored
    grades) re-grades to its stored grade; one recorded today carries today's ``rules`` and re-grades under those."""
    from trainer.engine.procedure import solve
    from trainer.training.exams import GradedItem, load_exam, store_attempt
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario
    from trainer.training.store import ResultsStore

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios" / "exams").mkdir(parents=True)
    path = tmp_path / "scenarios" / "exam-test-plain.toml"
    path.write_text(REAL_SCENARIO, encoding="utf-8")
    exam_path = tmp_path / "scenarios" / "exams" / "plain.toml"
    exam_path.write_text(
        EXAM.replace('"dealing-basic"', '"plain"').replace(
            'scenarios = ["scenarios/plain-round.toml", "scenarios/machine-round.toml"]',
            'scenarios = ["scenarios/exam-test-plain.toml"]',
        ),
        encoding="utf-8",
    )
    scenario = load_scenario(path)
    today = [a.to_json() for a in solve(scenario.round())]
    old_log = [a for a in today if not (a["action"] == "reveal" and a["what"].startswith("seat:"))]
    assert len(old_log) < len(today)
    old_grade = grade(scenario, old_log, rules=1).to_json()
    del old_grade["rules"]  # as stored before the rules were versioned
    assert (old_grade["score"], old_grade["errors"]) == (100, [])
    exam = load_exam(exam_path)
    with ResultsStore.open(tmp_path / "data") as store:
        store_attempt(store, exam, "陳大文", 1, [GradedItem(path, scenario.id, old_log, old_grade)])
        store_attempt(store, exam, "Lei", 2, [GradedItem(path, scenario.id, today, grade(scenario, today).to_json())])
        # the same old log graded today (rules 2) is not what was stored: verify must not use today's rules
        assert grade(scenario, old_log).to_json()["score"] < 100
    code, out, err = run(capsys, "results", "verify")
    assert code == 0, out + err
