"""Bad input, continued (issue 36): the files the store keeps beside the results (the installation key, the ledger
anchor and ``ledger.verified``, the server setting) are read within a limit and refused in one line; a stored name of
10 MB is cut with "…" in every listing and export; an empty or unwritable ``--out`` and a device given as an exam
file are named as what they are; a store rolled back says so to ``verify --since-last`` as to a full verify; a login
that cannot set up a server is told what can; and the data folder is owner-only, files and folders alike."""

from __future__ import annotations

import csv
import json
import os
import resource
import shutil
import sqlite3
import stat
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests.cli.test_bad_input_cli import one_line
from tests.cli.test_results_cli import run, submit, world  # noqa: F401 - the fixture
from trainer.training.store import ResultsStore

TRAINER_SCRIPT = Path(sys.executable).with_name("trainer")
HUGE = "名" * 10_000_000
"""A trainee name of 10 million characters (30 MB in UTF-8), planted in the store by hand."""
CUT = "名" * 200 + "…"
"""That name as every listing and export shows it."""


def _limit_memory() -> None:  # pragma: no cover - runs in the child
    resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))


def _real(data: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """The installed ``trainer`` on the data folder ``data``, in at most 1 GiB (an unbounded read of /dev/zero
    fails there at once instead of filling the machine's memory)."""
    env = {k: v for k, v in os.environ.items() if k not in ("TRAINER_DEBUG", "TRAINER_STORE")}
    env["TRAINER_DATA_DIR"] = str(data)
    return subprocess.run(
        [str(TRAINER_SCRIPT), *argv], capture_output=True, text=True, env=env, timeout=120, preexec_fn=_limit_memory
    )


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A store with a trainer account (a ledger entry, so an anchor) verified once (so a ``ledger.verified``)."""
    folder = tmp_path / "data"
    with ResultsStore.open(folder) as store:
        store.add_trainer("Ms Lei", "trainer passphrase 富貴")
        assert store.verify().ok
    assert (folder / "ledger.anchor").exists() and (folder / "ledger.verified").exists()
    return folder


def _endless(path: Path) -> None:
    path.unlink(missing_ok=True)
    path.symlink_to("/dev/zero")


# ------------------------------------------------------------------------------------------- 1. bounded reads


needs_script = pytest.mark.skipif(
    not TRAINER_SCRIPT.exists() or not os.path.exists("/dev/zero") or sys.platform == "win32",
    reason="needs the installed script and /dev/zero",
)


@needs_script
def test_results_list_refuses_an_endless_installation_key_in_one_line(data):
    _endless(data / "installation.key")
    done = _real(data, "results", "list")
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    assert done.stderr.splitlines() == [
        f"{data / 'installation.key'}: the installation key is damaged (not 32 bytes); the results are sealed with "
        "it: restore installation.key from a backup of the data folder"
    ]


@needs_script
def test_an_endless_server_setting_is_refused_in_one_line(data):
    _endless(data / "results-server.url")
    done = _real(data, "results", "list")
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    assert done.stderr.splitlines() == [
        f"{data / 'results-server.url'}: cannot read the results server setting: setting larger than the limit of "
        "64 KiB"
    ]


@needs_script
def test_verify_names_an_endless_ledger_anchor_as_damaged(data):
    _endless(data / "ledger.anchor")
    done = _real(data, "results", "verify", "--seals-only")
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert (
        f"{data / 'ledger.anchor'}: the ledger anchor is damaged (not a regular file but a folder, a device or a pipe)"
        in done.stdout.splitlines()
    )


@needs_script
def test_an_endless_record_of_the_last_verify_only_means_verifying_everything(data):
    _endless(data / "ledger.verified")
    done = _real(data, "results", "verify", "--seals-only", "--since-last")
    assert (done.returncode, done.stderr) == (0, ""), done.stdout
    assert done.stdout == "0 finished attempts checked: all seals match\n"  # everything: no "since the last verify"


# ------------------------------------------------------------------------------------------- 2. stored text


def _plant_huge_name(world: Path) -> None:  # noqa: F811
    with sqlite3.connect(world / "data" / "results.sqlite3") as conn:
        conn.execute("UPDATE attempts SET trainee = ?, entered_by = ? WHERE id = 1", (HUGE, HUGE))


def test_a_10_mb_name_is_cut_in_the_listings(world, capsys):  # noqa: F811
    submit(capsys)
    _plant_huge_name(world)
    code, out, err = run(capsys, "results", "list")
    assert code == 0, err
    assert CUT in out and len(out) < 5_000
    code, out, err = run(capsys, "results", "list", "--json")
    assert code == 0, err
    (row,) = json.loads(out)
    assert row["trainee"] == CUT and row["entered_by"] == CUT
    code, out, err = run(capsys, "results", "verify", "--seals-only")
    assert code == 1 and CUT in out and len(out) < 5_000, err  # (the name changed: the seal no longer matches)


@pytest.mark.parametrize("check", [[], ["--check-seals"]], ids=["unchecked", "checked"])
def test_a_10_mb_name_is_cut_in_the_csv_and_xapi_exports(world, capsys, check):  # noqa: F811
    submit(capsys)
    submit(capsys, trainee="Ho Wai")
    _plant_huge_name(world)
    code, _, err = run(capsys, "results", "export", "--format", "csv", "--out", str(world / "out.csv"), *check)
    assert code == 0, err
    rows = list(csv.DictReader((world / "out.csv").read_text(encoding="utf-8-sig").splitlines()))
    assert [(r["trainee"], r["entered by"]) for r in rows] == [(CUT, CUT), ("Ho Wai", "Ms Lei")]
    code, _, err = run(capsys, "results", "export", "--format", "xapi", "--out", str(world / "out.json"))
    assert code == 0, err
    assert (world / "out.json").stat().st_size < 100_000
    assert CUT in (world / "out.json").read_text(encoding="utf-8") and HUGE[:201] not in (world / "out.json").read_text(
        encoding="utf-8"
    )


# ------------------------------------------------------------------------------------------- 3. and 4. messages


def test_generate_refuses_an_empty_out_and_writes_nothing(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    line = one_line(capsys, "generate", "--count", "2", "--seed", "1", "--out", "")
    assert line == "--out: empty; give the folder to write the .toml files into, e.g. --out generated"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
def test_generate_into_a_folder_that_takes_no_files_says_so(capsys):
    line = one_line(capsys, "generate", "--count", "2", "--seed", "1", "--out", "/proc")
    assert line == (
        "--out /proc: not a folder the rounds can be written into (it takes no new files: a system folder such as "
        "/proc); give another folder, e.g. --out generated"
    )
    assert "No such file" not in line


def test_generate_into_a_file_says_it_is_a_file(capsys, tmp_path):
    (tmp_path / "taken").write_text("x")
    line = one_line(capsys, "generate", "--count", "2", "--seed", "1", "--out", str(tmp_path / "taken"))
    assert line == f"--out {tmp_path / 'taken'}: is a file, not a folder; give the folder to write the .toml files into"


def test_exam_show_names_a_device_and_a_folder_for_what_they_are(capsys, tmp_path):
    assert one_line(capsys, "exam", "show", "/dev/zero") == "/dev/zero: exam file larger than the limit of 1,024 KiB"
    assert one_line(capsys, "exam", "show", "/dev/null") == (
        "/dev/null: the exam file is empty; an exam file is TOML (docs/exams.md)"
    )
    assert one_line(capsys, "exam", "show", str(tmp_path)) == (
        f"{tmp_path}: is a folder, not an exam file; give the exam's .toml file or its id"
    )


def test_verify_since_last_names_a_rollback_as_a_full_verify_does(world, capsys):  # noqa: F811
    db = world / "data" / "results.sqlite3"
    submit(capsys)
    assert run(capsys, "results", "verify", "--seals-only")[0] == 0
    shutil.copy(db, world / "older.sqlite3")
    submit(capsys, trainee="Ho Wai")
    assert run(capsys, "results", "verify", "--seals-only")[0] == 0  # the record now reaches the second attempt
    shutil.copy(world / "older.sqlite3", db)  # the store rolled back to the older copy
    for leftover in ("results.sqlite3-wal", "results.sqlite3-shm"):
        (world / "data" / leftover).unlink(missing_ok=True)
    code, full, full_err = run(capsys, "results", "verify", "--seals-only")
    assert code == 1
    rollback = [line for line in full.splitlines() if "the store was rolled back to an older copy" in line]
    assert rollback and full_err == "the store was rolled back or replaced (1 finished attempt checked)\n"
    code, out, err = run(capsys, "results", "verify", "--seals-only", "--since-last")
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith("ledger entry 3, which the verify of ") and lines[0].endswith(
        "is no longer in the database: the store was rolled back to an older copy (or ledger entries deleted); "
        "everything was checked again"
    )
    assert lines[1:] == full.splitlines()  # the same lines as the full verify, the rollback's among them
    assert err == "the store was rolled back or replaced (1 finished attempt checked)\n"
    assert "damaged" not in err


def test_init_server_by_a_login_without_createrole_says_what_can(world, capsys, postgres_server, monkeypatch):  # noqa: F811
    database = postgres_server.create_database("norole")
    login = f"owner_{uuid.uuid4().hex[:8]}"
    postgres_server.sql(database, f"CREATE ROLE {login} LOGIN")  # no CREATEROLE
    postgres_server.sql(database, f'ALTER DATABASE "{database}" OWNER TO {login}')
    monkeypatch.setenv("TRAINER_DATA_DIR", str(world / "pc"))
    url = postgres_server.url(database, login)
    line = one_line(capsys, "store", "init-server", url)
    # (the server's refusal in brackets: "permission denied to create role" on a server without the roles yet,
    # 'must be member of role "fortune3_owner"' where another database made them)
    assert ": this database role may not do that: set up the results server (" in line
    assert line.endswith(
        "); run `trainer store init-server URL` as a login with CREATEROLE that owns the database (the server's "
        "owner, e.g. postgres)"
    )
    assert "a trainer's role" not in line


# ------------------------------------------------------------------------------------------- 6. one mode


def test_every_file_of_the_data_folder_is_0600_and_every_folder_0700(world, capsys):  # noqa: F811
    from tests.cli.test_results_cli import PASSPHRASE, TRAINER
    from trainer.gui.theme import remember_theme
    from trainer.training.exams import user_exam_dir

    shutil.rmtree(world / "data")  # made afresh by what follows, as on a first start
    with ResultsStore.open(world / "data") as store:
        store.add_trainer(TRAINER, PASSPHRASE)
    submit(capsys)
    assert run(capsys, "results", "verify", "--seals-only")[0] == 0  # writes ledger.verified
    user_exam_dir(create=True)  # where trainers save exams
    assert remember_theme("light") is None  # the window's theme
    paths = [world / "data", *(world / "data").rglob("*")]
    names = {p.name for p in paths}
    assert {"data", "ledger.verified", "installation.key", "ledger.anchor", "results.sqlite3", "exams"} <= names
    wrong = {str(p): oct(stat.S_IMODE(p.stat().st_mode)) for p in paths
             if stat.S_IMODE(p.stat().st_mode) != (0o700 if p.is_dir() else 0o600)}  # fmt: skip
    assert wrong == {}
