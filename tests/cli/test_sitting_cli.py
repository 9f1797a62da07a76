"""Issue 31 ("Exam records no training PC can forge") from the command line: `trainer sitting open|list|show|close|
sign-off`, `trainer exam submit --sitting`, a retried submission stored once, and the standing (official /
provisional / unofficial (practice)) wherever results are shown: `results list`, its JSON, the CSV and the xAPI
export. On the SQLite file and on a real PostgreSQL server (the trainer's login)."""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import datetime, timedelta

import pytest

from tests.cli.test_results_cli import PASSPHRASE, TRAINER, run, world  # noqa: F401 - the fixture
from tests.cli.test_trainers_cli import listed, one_line_exit_2

LOGS = ("plain.json", "wrong.json")
OPEN = ("sitting", "open", "dealing-basic", "--candidate", "陳大文=S-1001", "--candidate", "Lei Ka Man")


def submit_argv(trainee: str, *more: str) -> tuple[str, ...]:
    return ("exam", "submit", "dealing-basic", "--trainer", TRAINER, "--trainee", trainee, *more, *LOGS)


@pytest.fixture
def trainer_account(world, monkeypatch, capsys):  # noqa: F811
    """The world's exam and logs, in a fresh data folder whose one trainer was added by `trainer trainers add`."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "fresh"))
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    code, _, err = run(capsys, "trainers", "add", TRAINER)
    assert code == 0 and f"trainer {TRAINER} added" in err
    return world


def opened(capsys, *more: str) -> int:
    """Open a sitting of the exam for 陳大文 and Lei Ka Man; its id (the second word of the one line printed)."""
    code, out, err = run(capsys, *OPEN, "--trainer", TRAINER, *more)
    assert code == 0, err
    (line,) = out.splitlines()
    found = re.fullmatch(r"sitting (\d+) opened: dealing-basic \(version 1\), 2 candidate\(s\), .+", line)
    assert found, line
    return int(found.group(1))


def submitted(capsys, trainee: str, *more: str) -> dict:
    code, out, err = run(capsys, *submit_argv(trainee, *more))
    assert code == 0, err
    return json.loads(out)


def standing_cells(table: str) -> dict[int, str]:
    """The standing column of `trainer results list`'s table, by attempt id."""
    head, *rows = table.splitlines()
    assert re.search(r"\bstatus +standing +score +passed\b", head), head
    cells = {}
    for row in rows:
        found = re.match(
            r" *(\d+) .* (?:finished|timed_out|closed) +(official|provisional|unofficial \(practice\)) ", row
        )
        if found:
            cells[int(found.group(1))] = found.group(2)
    return cells


# ------------------------------------------------------------------------------------------- SQLite


def test_issue31_sitting_opened_by_a_trainer_admits_only_listed_candidates(trainer_account, capsys):
    sitting = opened(capsys)

    code, out, err = run(capsys, "sitting", "list")
    assert code == 0, err
    head, row = out.splitlines()
    assert head.split()[:4] == ["id", "state", "exam", "opens"]
    assert row.split()[:6] == [str(sitting), "open", "/", "進行中", "dealing-basic", "(version"]
    assert row.rstrip().endswith(TRAINER)
    code, out, _ = run(capsys, "sitting", "list", "--json", "--open")
    (data,) = json.loads(out)
    assert (data["id"], data["exam"], data["exam_version"], data["time_limit_seconds"]) == (
        sitting,
        "dealing-basic",
        "1",
        1200,
    )
    assert data["state"] == "open" and data["state_words"] == {"en": "open", "zh-Hant": "進行中"}
    assert data["candidates"] == [{"name": "Lei Ka Man", "staff_id": None}, {"name": "陳大文", "staff_id": "S-1001"}]
    assert (data["opened_by"], data["standing"], data["pcs"]) == (TRAINER, "provisional", [])

    # a listed candidate: stored, under the sitting, provisional
    stored = submitted(capsys, "陳大文", "--sitting", str(sitting))
    assert (stored["sitting"], stored["standing"], stored["sealed"]) == (sitting, "provisional", True)
    # a candidate it does not list: one line, nothing stored
    line = one_line_exit_2(capsys, *submit_argv("Ho Wai", "--sitting", str(sitting)))
    assert line == f"Ho Wai is not a candidate of sitting {sitting}; nothing stored"
    assert [r["trainee"] for r in listed(capsys)] == ["陳大文"]

    code, out, err = run(capsys, "sitting", "show", str(sitting))
    assert code == 0, err
    assert out.splitlines()[0] == f"sitting {sitting}: dealing-basic (version 1)"
    assert "  state:      open / 進行中" in out.splitlines()
    assert "  results:    provisional (sitting not signed off yet) / 暫定（考場尚未簽核）" in out.splitlines()
    assert out.splitlines()[-4:] == [
        "candidates:",
        "  Lei Ka Man: no attempt yet",
        "  陳大文 (staff id S-1001):",
        f"    attempt {stored['id']}: finished, 2 scenario(s) begun, 8 action(s)",
    ]
    code, out, _ = run(capsys, "sitting", "show", str(sitting), "--json")
    seats = {c["name"]: c["attempts"] for c in json.loads(out)["candidates"]}
    assert seats == {
        "Lei Ka Man": [],
        "陳大文": [{"id": stored["id"], "status": "finished", "items": 2, "actions": 8}],
    }

    code, out, _ = run(capsys, "results", "list")
    assert standing_cells(out) == {stored["id"]: "provisional"}
    assert out.splitlines()[-1].startswith("provisional: taken in a sitting not signed off yet")

    # signed off: the attempt is official wherever it is shown
    code, out, err = run(capsys, "sitting", "sign-off", str(sitting), "--trainer", TRAINER)
    assert code == 0, err
    assert out.strip() == f"sitting {sitting} signed off by {TRAINER}: its 1 attempt(s) are official / 正式"
    code, out, _ = run(capsys, "results", "list")
    assert standing_cells(out) == {stored["id"]: "official"}
    (row,) = listed(capsys)
    assert (row["sitting"], row["standing"]) == (sitting, "official")
    assert row["standing_words"] == {"en": "official", "zh-Hant": "正式"}
    code, out, _ = run(capsys, "sitting", "show", str(sitting))
    assert "  state:      signed off / 已簽核" in out.splitlines()
    assert f"  signed off: {TRAINER} at " in out and f"  closed by:  {TRAINER} at " in out
    # a signed-off sitting seats nobody
    line = one_line_exit_2(capsys, *submit_argv("Lei Ka Man", "--sitting", str(sitting)))
    assert line.startswith(f"sitting {sitting} was closed at ") and line.endswith("; nothing stored")
    assert run(capsys, "results", "verify")[0] == 0


def test_issue31_an_exam_submitted_outside_a_sitting_lists_as_unofficial_practice(trainer_account, capsys, tmp_path):
    sitting = opened(capsys)
    official = submitted(capsys, "陳大文", "--sitting", str(sitting))["id"]
    assert run(capsys, "sitting", "sign-off", str(sitting), "--trainer", TRAINER)[0] == 0
    practice = submitted(capsys, "陳大文")
    assert (practice["sitting"], practice["standing"]) == (None, "unofficial")
    assert practice["standing_words"] == {"en": "unofficial (practice)", "zh-Hant": "非正式（練習）"}

    _, out, _ = run(capsys, "results", "list")
    assert standing_cells(out) == {official: "official", practice["id"]: "unofficial (practice)"}
    assert "provisional:" not in out

    # the CSV: the sitting and the standing in both languages, last
    target = tmp_path / "r.csv"
    for extra in ((), ("--check-seals",)):
        assert run(capsys, "results", "export", "--format", "csv", "--out", str(target), *extra)[0] == 0
        table = {r[0]: r for r in csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig")))}
        assert table["attempt"][-2:] == ["sitting", "standing"]
        assert table[str(official)][-2:] == [str(sitting), "正式 / Official"]
        assert table[str(practice["id"])][-2:] == ["", "非正式（練習） / Unofficial (practice)"]

    # xAPI: the standing as a result extension
    target = tmp_path / "r.json"
    assert run(capsys, "results", "export", "--format", "xapi", "--out", str(target))[0] == 0
    standing = {
        s["context"]["extensions"]["urn:x-fortune3-trainer:attempt"]["id"]: s["result"]["extensions"][
            "urn:x-fortune3-trainer:standing"
        ]
        for s in json.loads(target.read_text(encoding="utf-8"))
    }
    assert standing[official] == {
        "standing": "official",
        "sitting": sitting,
        "words": {"en": "official", "zh-Hant": "正式"},
    }
    assert standing[practice["id"]]["standing"] == "unofficial" and standing[practice["id"]]["sitting"] is None


def test_issue31_a_wrong_passphrase_opens_closes_and_signs_off_nothing(trainer_account, capsys, monkeypatch):
    sitting = opened(capsys)
    monkeypatch.setenv("TRAINER_PASSPHRASE", "not the passphrase")
    wrong = f"wrong trainer name or passphrase (--trainer {TRAINER}); nothing stored"
    assert one_line_exit_2(capsys, *OPEN, "--trainer", TRAINER) == wrong
    assert one_line_exit_2(capsys, "sitting", "close", str(sitting), "--trainer", TRAINER) == wrong
    assert one_line_exit_2(capsys, "sitting", "sign-off", str(sitting), "--trainer", TRAINER) == wrong
    assert one_line_exit_2(capsys, *OPEN, "--trainer", "Mallory") == (
        "wrong trainer name or passphrase (--trainer Mallory); nothing stored"
    )
    monkeypatch.delenv("TRAINER_PASSPHRASE")
    assert one_line_exit_2(capsys, *OPEN) == (
        "trainer sitting open needs a trainer's credentials: --trainer NAME and the passphrase (asked for on a "
        "terminal, or in TRAINER_PASSPHRASE); nothing stored"
    )
    _, out, _ = run(capsys, "sitting", "list", "--json")
    (only,) = json.loads(out)
    assert (only["id"], only["state"], only["closed"], only["signed_off"]) == (sitting, "open", None, None)


def test_issue31_the_retry_of_the_same_exam_submit_is_recognised_and_stored_once(trainer_account, capsys):
    sitting = opened(capsys)  # one attempt each: a second *attempt* would be refused, a retry is recognised
    argv = submit_argv("陳大文", "--sitting", str(sitting), "--seed", "7")
    code, first, err = run(capsys, *argv)
    assert code == 0 and err == "", err
    code, again, err = run(capsys, *argv)
    assert code == 0, err
    stored = json.loads(first)["id"]
    assert err.strip() == f"already stored as attempt {stored} (this submission was stored before)"
    assert json.loads(again) == json.loads(first)
    assert [r["id"] for r in listed(capsys)] == [stored]
    # another seed is another submission: the sitting's one attempt is used
    line = one_line_exit_2(capsys, *submit_argv("陳大文", "--sitting", str(sitting), "--seed", "8"))
    assert line == f"陳大文 has used the 1 attempt(s) sitting {sitting} allows; nothing stored"
    # outside a sitting too: the same trainee, exam, seed and logs entered again are the same submission
    practice = submitted(capsys, "Lei Ka Man", "--seed", "3")["id"]
    code, _, err = run(capsys, *submit_argv("Lei Ka Man", "--seed", "3"))
    assert code == 0 and f"already stored as attempt {practice}" in err
    assert [r["id"] for r in listed(capsys)] == [stored, practice]
    # other logs: another submission, stored
    code, _, err = run(capsys, "exam", "submit", "dealing-basic", "--trainer", TRAINER, "--trainee", "Lei Ka Man",
                          "--seed", "3", "plain.json", "plain.json")  # fmt: skip
    assert code == 0 and err == "", err
    assert len(listed(capsys)) == 3


def test_issue31_a_closed_sitting_starts_no_attempt_and_its_trainer_can_still_sign_it_off(trainer_account, capsys):
    sitting = opened(capsys, "--attempts", "2")
    first = submitted(capsys, "Lei Ka Man", "--sitting", str(sitting))["id"]
    code, out, err = run(capsys, "sitting", "close", str(sitting), "--trainer", TRAINER)
    assert code == 0, err
    assert out.startswith(f"sitting {sitting} closed by {TRAINER}: no new attempt starts")
    assert out.rstrip().endswith(f"trainer sitting sign-off {sitting}")
    line = one_line_exit_2(capsys, *submit_argv("Lei Ka Man", "--sitting", str(sitting)))
    assert line.startswith(f"sitting {sitting} was closed at ")
    assert one_line_exit_2(capsys, "sitting", "close", str(sitting), "--trainer", TRAINER).startswith(
        f"sitting {sitting} was closed at "
    )
    code, out, _ = run(capsys, "sitting", "list")
    assert "closed / 已結束" in out
    assert "no open sittings" in run(capsys, "sitting", "list", "--open")[1]
    assert run(capsys, "sitting", "sign-off", str(sitting), "--trainer", TRAINER)[0] == 0
    assert one_line_exit_2(capsys, "sitting", "sign-off", str(sitting), "--trainer", TRAINER).startswith(
        f"sitting {sitting} was signed off at "
    )
    assert [(r["id"], r["standing"]) for r in listed(capsys)] == [(first, "official")]


def test_issue31_sitting_commands_refuse_bad_input_in_one_line(trainer_account, capsys):
    assert one_line_exit_2(capsys, "sitting", "show", "9") == "there is no sitting 9"
    assert one_line_exit_2(capsys, "sitting", "close", "9", "--trainer", TRAINER) == "there is no sitting 9"
    assert one_line_exit_2(capsys, "sitting", "sign-off", "9", "--trainer", TRAINER) == "there is no sitting 9"
    assert "is not a sitting's id" in one_line_exit_2(capsys, "sitting", "show", "nine")
    assert "is not a sitting's id" in one_line_exit_2(capsys, "sitting", "show", "99999999999999999999")
    assert "is not a sitting's id" in one_line_exit_2(capsys, *submit_argv("陳大文", "--sitting", "0"))
    assert one_line_exit_2(capsys, *submit_argv("陳大文", "--sitting", "4")) == "there is no sitting 4; nothing stored"
    assert one_line_exit_2(capsys, *OPEN, "--trainer", TRAINER, "--opens", "tomorrow") == (
        "--opens: 'tomorrow' is not an ISO-8601 date or time (e.g. 2026-12-08T09:00)"
    )
    assert "is outside the years 1..9999" in one_line_exit_2(
        capsys, *OPEN, "--trainer", TRAINER, "--closes", "9999-12-31T23:59:59-14:00"
    )
    today = datetime.now().astimezone()
    line = one_line_exit_2(
        capsys,
        *OPEN,
        "--trainer",
        TRAINER,
        "--opens",
        today.isoformat(),
        "--closes",
        (today - timedelta(hours=1)).isoformat(),
    )
    assert line.startswith("the sitting would close (") and line.endswith("): give a later --closes")
    assert "before it opens" in one_line_exit_2(capsys, *OPEN, "--trainer", TRAINER, "--closes", "2020-01-01")
    line = one_line_exit_2(capsys, *OPEN, "--trainer", TRAINER, "--opens", "2020-01-01", "--closes", "2020-01-02")
    assert line.startswith("the sitting would close at 2020-01-02 23:59 (UTC") and line.endswith("over already")
    assert one_line_exit_2(capsys, "sitting", "open", "dealing-basic", "--trainer", TRAINER) == (
        "a sitting needs at least one candidate (--candidate NAME)"
    )
    assert (
        one_line_exit_2(capsys, *OPEN, "--candidate", "陳大文", "--trainer", TRAINER) == "a candidate is listed twice"
    )
    assert "between 1 and 20" in one_line_exit_2(capsys, *OPEN, "--trainer", TRAINER, "--attempts", "0")
    assert "candidate" in one_line_exit_2(capsys, "sitting", "open", "dealing-basic", "--candidate", "=S-1",
                                          "--trainer", TRAINER)  # fmt: skip
    assert "no-such-exam" in one_line_exit_2(capsys, "sitting", "open", "no-such-exam", "--candidate", "A",
                                             "--trainer", TRAINER)  # fmt: skip
    assert run(capsys, "sitting", "list") == (0, "no sittings\n", "")
    # a date alone for --closes: the end of that day, this computer's time
    tomorrow = (today + timedelta(days=1)).date().isoformat()
    sitting = opened(capsys, "--closes", tomorrow)
    _, out, _ = run(capsys, "sitting", "show", str(sitting))
    assert f"to {tomorrow} 23:59 (UTC" in out


# ------------------------------------------------------------------------------------------- server


@pytest.fixture
def on_server(world, postgres_server, monkeypatch, capsys):  # noqa: F811
    """The world's exam and logs; the results on a server database set up by `trainer store init-server` with a
    training PC's login (pc_01) and a trainer's (ms_lei); the trainer account added over the trainer's login.
    Returns the trainer's and the PC's URLs."""
    from trainer.cli import main

    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "pc"))
    monkeypatch.setenv("TRAINER_STORE", "")  # (restored after the test: --store sets it for the run)
    database = postgres_server.create_database("sittings")
    url = postgres_server.url(database)
    assert main(["store", "init-server", url, "--trainee-login", "pc_01", "--trainer-login", "ms_lei"]) == 0
    capsys.readouterr()
    trainer_url, pc_url = postgres_server.url(database, "ms_lei"), postgres_server.url(database, "pc_01")
    monkeypatch.setenv("TRAINER_PASSPHRASE", PASSPHRASE)
    code, _, err = run(capsys, "--store", trainer_url, "trainers", "add", TRAINER)
    assert code == 0, err
    return trainer_url, pc_url


def test_issue31_on_a_server_a_trainer_opens_a_sitting_its_candidate_is_stored_and_signed_off(on_server, capsys):
    trainer_url, pc_url = on_server
    code, out, err = run(capsys, "--store", trainer_url, *OPEN, "--pc", "pc_01", "--trainer", TRAINER)
    assert code == 0, err
    sitting = int(re.fullmatch(r"sitting (\d+) opened: .*, PC pc_01", out.strip()).group(1))
    # a training PC's login may not open, close or sign off a sitting
    assert run(capsys, "--store", pc_url, *OPEN, "--trainer", TRAINER)[0] == 2
    line = one_line_exit_2(capsys, "--store", trainer_url, *submit_argv("Ho Wai", "--sitting", str(sitting)))
    # (the server's refusal, named after the server: its URL, never a password)
    assert line.endswith(f": Ho Wai is not a candidate of sitting {sitting}; nothing stored")
    stored = json.loads(
        run(capsys, "--store", trainer_url, *submit_argv("陳大文", "--sitting", str(sitting), "--seed", "5"))[1]
    )
    assert (stored["sitting"], stored["standing"], stored["trainee"]) == (sitting, "provisional", "陳大文")
    code, _, err = run(capsys, "--store", trainer_url, *submit_argv("陳大文", "--sitting", str(sitting), "--seed", "5"))
    assert code == 0 and f"already stored as attempt {stored['id']}" in err  # a retry: stored once
    code, out, _ = run(capsys, "--store", trainer_url, "sitting", "show", str(sitting))
    assert f"    attempt {stored['id']}: finished, 2 scenario(s) begun, 8 action(s)" in out.splitlines()
    assert "  PCs:        pc_01" in out.splitlines()
    assert run(capsys, "--store", pc_url, "sitting", "sign-off", str(sitting), "--trainer", TRAINER)[0] == 2
    code, out, err = run(capsys, "--store", trainer_url, "sitting", "sign-off", str(sitting), "--trainer", TRAINER)
    assert code == 0, err
    code, out, _ = run(capsys, "--store", trainer_url, "results", "list", "--json")
    assert [(r["id"], r["sitting"], r["standing"]) for r in json.loads(out)] == [(stored["id"], sitting, "official")]
    practice = json.loads(run(capsys, "--store", trainer_url, *submit_argv("Lei Ka Man"))[1])
    code, out, _ = run(capsys, "--store", trainer_url, "results", "list")
    assert standing_cells(out) == {stored["id"]: "official", practice["id"]: "unofficial (practice)"}
    assert run(capsys, "--store", trainer_url, "results", "verify")[0] == 0
