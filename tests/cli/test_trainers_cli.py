"""Issue 15 from the command line: `trainer exam submit` needs a trainer's credentials and records who entered
the attempt; `trainer trainers add`; `trainer results verify` names deleted trainers, planted weak hash
parameters and a store rolled back to an older copy; `trainer results export --format xapi`."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.cli.test_results_cli import PASSPHRASE, TRAINER, run, world  # noqa: F401 - the fixture

SUBMIT = ("exam", "submit", "dealing-basic", "--trainee", "陳大文", "plain.json", "wrong.json")


@pytest.fixture
def fresh(world, monkeypatch):  # noqa: F811
    """The world's exam and logs, with a fresh data folder (no trainer yet) and no passphrase set."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "fresh"))
    monkeypatch.delenv("TRAINER_PASSPHRASE", raising=False)
    return world


def listed(capsys) -> list[dict]:
    code, out, err = run(capsys, "results", "list", "--json")
    assert code == 0, err
    return json.loads(out)


def one_line_exit_2(capsys, *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", (code, out, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err.strip()


def test_exam_submit_without_a_trainers_credentials_exits_2_and_stores_nothing(fresh, capsys, monkeypatch):
    line = one_line_exit_2(capsys, *SUBMIT)
    assert line == (
        "trainer exam submit needs a trainer's credentials: --trainer NAME and the passphrase (asked for on a "
        "terminal, or in TRAINER_PASSPHRASE); nothing stored"
    )
    assert listed(capsys) == []
    # a name without its passphrase (no terminal to ask on, nothing in TRAINER_PASSPHRASE)
    line = one_line_exit_2(capsys, *SUBMIT, "--trainer", TRAINER)
    assert "needs trainer Ms Lei's passphrase" in line
    # a passphrase, but no such trainer in a fresh store
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    line = one_line_exit_2(capsys, *SUBMIT, "--trainer", TRAINER)
    assert line == "wrong trainer name or passphrase (--trainer Ms Lei); nothing stored"
    assert listed(capsys) == []


def test_with_a_trainers_credentials_the_attempt_is_stored_and_listed_as_typed_in(fresh, capsys, monkeypatch):
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    code, _, err = run(capsys, "trainers", "add", TRAINER)
    assert code == 0 and "trainer Ms Lei added" in err
    monkeypatch.setenv("TRAINER_PASSPHRASE", "not the passphrase")
    assert "wrong trainer name or passphrase" in one_line_exit_2(capsys, *SUBMIT, "--trainer", TRAINER)
    assert listed(capsys) == []
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    code, out, err = run(capsys, *SUBMIT, "--trainer", TRAINER)
    assert code == 0, err
    stored = json.loads(out)
    assert (stored["source"], stored["entered_by"], stored["sealed"]) == ("cli", "Ms Lei", True)
    [row] = listed(capsys)
    assert (row["trainee"], row["source"], row["entered_by"]) == ("陳大文", "cli", "Ms Lei")
    code, out, _ = run(capsys, "results", "list")
    head, line = out.splitlines()
    assert head.split()[-5:] == ["passed", "source", "entered", "by", "seal"]
    assert line.split()[-4:] == ["cli", "Ms", "Lei", "Sealed"]
    assert run(capsys, "results", "verify")[0] == 0


def test_a_locked_out_trainer_is_told_how_long_to_wait(fresh, capsys, monkeypatch):
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    assert run(capsys, "trainers", "add", TRAINER)[0] == 0
    monkeypatch.setenv("TRAINER_PASSPHRASE", "guess guess")
    for _ in range(5):
        assert "wrong trainer name or passphrase" in one_line_exit_2(capsys, *SUBMIT, "--trainer", TRAINER)
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    line = one_line_exit_2(capsys, *SUBMIT, "--trainer", TRAINER)
    assert line.startswith("trainer Ms Lei: too many wrong passphrases; try again in ") and "nothing stored" in line
    assert listed(capsys) == []


def test_trainers_add_needs_a_trainers_credentials_after_the_first(fresh, capsys, monkeypatch):
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    assert run(capsys, "trainers", "add", TRAINER)[0] == 0
    line = one_line_exit_2(capsys, "trainers", "add", "Mallory")
    assert line == "a trainer exists: adding another needs a trainer's credentials (--by NAME); nothing stored"
    monkeypatch.setenv("TRAINER_PASSPHRASE", "guess guess")
    monkeypatch.setenv("TRAINER_NEW_PASSPHRASE", "mallory passphrase")
    line = one_line_exit_2(capsys, "trainers", "add", "Mallory", "--by", TRAINER)
    assert line == "wrong trainer name or passphrase (--by Ms Lei); nothing stored"
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    monkeypatch.setenv("TRAINER_NEW_PASSPHRASE", "short")
    assert "at least 8 characters" in one_line_exit_2(capsys, "trainers", "add", "Ms Wong", "--by", TRAINER)
    monkeypatch.setenv("TRAINER_NEW_PASSPHRASE", "wong passphrase")
    assert run(capsys, "trainers", "add", "Ms Wong", "--by", TRAINER)[0] == 0
    code, out, _ = run(capsys, "trainers", "list")
    assert code == 0 and out.splitlines() == ["Ms Lei", "Ms Wong"]


# -------------------------------------------------------------------------------------------- verify


def _store(root: Path) -> Path:
    return root / "data" / "results.sqlite3"


def verify_problems(capsys) -> tuple[list[str], str]:
    code, out, err = run(capsys, "results", "verify")
    assert code == 1, (out, err)
    return out.splitlines(), err


def test_verify_names_deleted_trainers_and_a_first_start_is_refused(world, capsys, monkeypatch):  # noqa: F811
    assert run(capsys, "exam", "submit", "--trainer", TRAINER, *SUBMIT[2:])[0] == 0
    with sqlite3.connect(_store(world)) as conn:
        conn.execute("DELETE FROM trainers")
    lines, err = verify_problems(capsys)
    assert lines == ["trainer Ms Lei: sealed but missing: account deleted (every trainer account is gone)"]
    assert "trainer accounts were changed or deleted" in err
    monkeypatch.setenv("TRAINER_PASSPHRASE", "mallory passphrase")
    line = one_line_exit_2(capsys, "trainers", "add", "Mallory")
    assert "the trainer accounts were deleted (the ledger records them): this is not a first start" in line


def test_verify_names_planted_weak_hash_parameters(world, capsys):  # noqa: F811
    salt = b"\x05" * 16
    weak = hashlib.scrypt(b"weak passphrase", salt=salt, n=2, r=1, p=1, dklen=32)
    with sqlite3.connect(_store(world)) as conn:
        conn.execute("UPDATE trainers SET salt = ?, n = 2, r = 1, p = 1, hash = ?", (salt, weak))
    lines, _ = verify_problems(capsys)
    assert lines[0].startswith("trainer Ms Lei: passphrase hash parameters n=2 r=1 p=1 length=32 are weaker than")
    line = one_line_exit_2(capsys, "trainers", "add", "Mallory", "--by", TRAINER)
    assert "wrong trainer name or passphrase" in line


def test_verify_names_a_store_restored_from_an_older_copy(world, capsys):  # noqa: F811
    assert run(capsys, "exam", "submit", "--trainer", TRAINER, *SUBMIT[2:])[0] == 0
    backup = world / "backup.sqlite3"
    shutil.copy2(_store(world), backup)  # closed: the write-ahead log is folded in
    assert run(capsys, "exam", "submit", "--trainer", TRAINER, *SUBMIT[2:])[0] == 0
    shutil.copy2(backup, _store(world))
    lines, err = verify_problems(capsys)
    assert len(lines) == 1 and "the store was rolled back to an older copy" in lines[0]
    assert "1 sealed attempt(s) and 0 trainer account change(s) are missing" in lines[0]
    assert "the store was rolled back or replaced" in err


# -------------------------------------------------------------------------------------------- xAPI


def test_results_export_xapi_writes_statements_an_lrs_can_import(world, capsys):  # noqa: F811
    assert run(capsys, "exam", "submit", "--trainer", TRAINER, *SUBMIT[2:])[0] == 0
    out_file = world / "statements.json"
    code, out, err = run(capsys, "results", "export", "--format", "xapi", str(out_file))
    assert code == 0, err
    assert out.strip() == f"wrote {out_file}: 1 statement(s) (0 ungraded attempt(s) left out)"
    [statement] = json.loads(out_file.read_text(encoding="utf-8"))
    assert set(statement) == {"id", "actor", "verb", "object", "result", "context", "timestamp"}
    assert statement["actor"]["objectType"] == "Agent" and statement["actor"]["name"] == "陳大文"
    assert statement["actor"]["account"]["homePage"].startswith("https://fortune3-trainer.invalid/installations/")
    assert statement["verb"]["id"] == "http://adlnet.gov/expapi/verbs/passed"
    assert statement["verb"]["display"] == {"en-US": "passed", "zh-Hant": "合格"}  # the app's word, as 不合格
    assert statement["object"] == {
        "objectType": "Activity",
        "id": "urn:x-fortune3-trainer:exam:dealing-basic",
        "definition": {
            "type": "http://adlnet.gov/expapi/activities/assessment",
            "name": {"en-US": "Dealing procedure", "zh-Hant": "派牌程序"},
        },
    }
    result = statement["result"]
    assert result["score"] == {"scaled": 0.95, "raw": 95, "min": 0, "max": 100}
    assert result["success"] is True and result["completion"] is True
    assert result["duration"].startswith("PT") and result["duration"].endswith("S")
    assert statement["context"]["instructor"]["account"]["name"] == "Ms Lei"
    # the same statements (same ids) when exported again, so an LRS keeps one copy
    code, _, _ = run(capsys, "results", "export", "--format", "xapi", "--out", str(world / "again.json"))
    assert json.loads((world / "again.json").read_text(encoding="utf-8")) == [statement]


def test_results_export_needs_the_file_once(world, capsys):  # noqa: F811
    line = one_line_exit_2(capsys, "results", "export", "--format", "xapi")
    assert line == "trainer results export: give the file to write once, as --out FILE or as FILE"
