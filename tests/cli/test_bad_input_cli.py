"""Bad input to every command: exit status 2 and one line on standard error naming the file or option and what
is wrong, never a traceback, never a run-away read. The specific messages are asserted (the last-resort guard
in ``trainer.cli.main`` is off in tests: TRAINER_DEBUG=1, see tests/conftest.py)."""

from __future__ import annotations

import json
import os
import resource
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.test_results_cli import TRAINER, run, submit, world  # noqa: F401 - the fixture
from trainer.cli import main

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = str(ROOT / "scenarios" / "plain_round_by_hand.toml")
TRAINER_SCRIPT = Path(sys.executable).with_name("trainer")


def one_line(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command in this process; it must exit 2 with exactly one line on stderr, which is returned."""
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert code == 2, (code, out, err)
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "deep.json").write_text("[" * 1000 + "]" * 1000)
    (tmp_path / "deep_field.json").write_text('[{"action": "deal", "to": ' + "[" * 1000 + "]" * 1000 + "}]")
    (tmp_path / "superscript.json").write_text('[{"action": "deal", "to": "seat:²"}]', encoding="utf-8")
    (tmp_path / "huge_seat.json").write_text('[{"action": "take", "seat": ' + "9" * 4300 + ', "bet": "ante"}]')
    (tmp_path / "huge_position.json").write_text('[{"action": "cut", "position": ' + "9" * 4300 + "}]")
    (tmp_path / "long.json").write_text(json.dumps([{"action": "burn"}] * 2001))
    (tmp_path / "deep.toml").write_text("a=" + "[" * 100_000 + "]" * 100_000 + "\n")
    (tmp_path / "loop1.toml").symlink_to(tmp_path / "loop2.toml")
    (tmp_path / "loop2.toml").symlink_to(tmp_path / "loop1.toml")
    return tmp_path


@pytest.mark.parametrize(
    ("log", "expected"),
    [
        ("deep.json", "{p}:1: nested more than 64 deep (arrays or tables inside each other)"),
        ("deep_field.json", "{p}:1: nested more than 64 deep (arrays or tables inside each other)"),
        ("superscript.json", "{p}: action 0.to: 'seat:²' is not a place to deal to (seat:1..seat:7, dealer, community)"),
        ("huge_seat.json", "{p}: action 0.seat: " + "9" * 40 + "… (4300 digits) is not a seat (1..7)"),
        ("huge_position.json", "{p}: action 0.position: " + "9" * 40 + "… (4300 digits) is not a position in the deck (0..52)"),
        ("long.json", "{p}: 2,001 actions; a log holds at most 2,000 (a real round has under 200)"),
    ],
)  # fmt: skip
def test_replay_refuses_a_bad_log_in_one_line(capsys, files, log, expected):
    path = files / log
    assert one_line(capsys, "replay", SCENARIO, str(path)) == expected.format(p=path)


def test_replay_refuses_a_loop_of_symbolic_links_as_the_scenario(capsys, files):
    line = one_line(capsys, "replay", str(files / "loop1.toml"), str(files / "deep.json"))
    assert line.endswith("loop1.toml: is a loop of symbolic links (a link that leads back to itself)")


def test_validate_names_a_loop_of_symbolic_links(capsys, files):
    code = main(["validate", str(files / "loop1.toml")])
    out, _ = capsys.readouterr()
    assert code == 1 and "loop1.toml: is a loop of symbolic links" in out


@pytest.mark.parametrize("command", ["screenshot", "gui"])
@pytest.mark.parametrize("size", ["²x²", "1e3x800", "99999999999999x800", "x", "800×"])
def test_a_size_in_other_digits_or_out_of_range_is_refused(capsys, tmp_path, command, size):
    argv = [command, SCENARIO, "--out", str(tmp_path / "x.png")] if command == "screenshot" else [command]
    line = one_line(capsys, *argv, "--size", size)
    assert line.startswith(f"--size {size}: ")


def test_gui_grab_into_a_missing_folder_fails_with_a_message(capsys, tmp_path):
    line = one_line(capsys, "gui", "--grab", str(tmp_path / "nowhere" / "x.png"))
    assert line == f"--grab {tmp_path}/nowhere/x.png: no such folder {tmp_path}/nowhere"


def test_exam_show_refuses_a_toml_nested_100000_deep(capsys, files):
    line = one_line(capsys, "exam", "show", str(files / "deep.toml"))
    assert line == f"{files / 'deep.toml'}:1: nested more than 64 deep (arrays or tables inside each other)"


def test_a_scenario_nested_100000_deep_is_refused(capsys, files):
    line = one_line(capsys, "replay", str(files / "deep.toml"), str(files / "deep.json"))
    assert line.endswith("deep.toml:1: nested more than 64 deep (arrays or tables inside each other)")


@pytest.mark.parametrize("seed", [str(2**64), "9" * 5000, "²", "-1"])
def test_exam_seed_beyond_64_bits_or_not_a_number_is_refused(capsys, seed):
    line = one_line(capsys, "exam", "show", "certification", "--seed", seed)
    assert line.startswith("trainer exam show: argument --seed: ") and len(line) < 160


def test_results_since_outside_the_years_a_time_can_hold_is_refused(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    line = one_line(capsys, "results", "list", "--since", "0001-01-01T00:00:00+14:00")
    assert line == (
        "trainer results list: argument --since: '0001-01-01T00:00:00+14:00' is outside the dates the results "
        "can hold (years 1..9999 in UTC)"
    )


def test_a_long_refused_option_value_is_cut_short(capsys):
    line = one_line(capsys, "replay", SCENARIO, "x.json", "--lang", "q" * 5000)
    assert "q" * 40 + "…" in line and len(line) < 300


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["settle", "/dev/zero"], "/dev/zero: larger than the limit of 64 MiB"),
        (["replay", SCENARIO, "/dev/zero"], "/dev/zero: action log larger than the limit of 1,024 KiB"),
        (["replay", "/dev/zero", "-"], "/dev/zero: scenario larger than the limit of 1,024 KiB"),
        (["exam", "show", "/dev/zero"], "/dev/zero: exam file larger than the limit of 1,024 KiB"),  # (issue 36)
    ],
)
def test_an_endless_input_is_refused_at_once(capsys, argv, expected):
    assert one_line(capsys, *argv).startswith(expected)


# ------------------------------------------------------------------------------------------- exam and results


def test_exam_show_checks_the_scenarios_it_lists(world, capsys):  # noqa: F811
    (world / "scenarios" / "machine-round.toml").write_text("not = [a scenario")
    code, out, err = run(capsys, "exam", "show", "dealing-basic")
    assert code == 2 and out == "" and "machine-round.toml" in err


@pytest.mark.parametrize("name", ["two\nlines", "bell\x07", "esc\x1b[31m", ""])
def test_exam_submit_refuses_a_trainee_name_with_control_characters(world, capsys, name):  # noqa: F811
    line = one_line(
        capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", name, "plain.json", "plain.json"
    )
    assert line.startswith("--trainee: ")
    assert json.loads(run(capsys, "results", "list", "--json")[1]) == []


def test_exam_submit_refuses_a_deep_log_and_stores_nothing(world, capsys):  # noqa: F811
    (world / "deep.json").write_text("[" * 1000 + "]" * 1000)
    line = one_line(
        capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", "x", "plain.json", "deep.json"
    )
    assert line == "deep.json:1: nested more than 64 deep (arrays or tables inside each other)"
    assert json.loads(run(capsys, "results", "list", "--json")[1]) == []


def test_a_failing_exam_submit_leaves_nothing_half_stored(world, capsys, monkeypatch):  # noqa: F811
    from trainer.training.store import ResultsStore, StoreError

    submit(capsys)
    before = run(capsys, "results", "list", "--json")[1]
    real = ResultsStore.finish_item
    calls = {"n": 0}

    def fail_on_the_second_item(self, item_id, grade, **kw):
        calls["n"] += 1
        if calls["n"] == 2:
            raise StoreError("injected failure between writes")
        return real(self, item_id, grade, **kw)

    monkeypatch.setattr(ResultsStore, "finish_item", fail_on_the_second_item)
    line = one_line(
        capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", "y", "plain.json", "wrong.json"
    )
    assert line == "injected failure between writes"
    monkeypatch.setattr(ResultsStore, "finish_item", real)
    assert run(capsys, "results", "list", "--json")[1] == before
    with sqlite3.connect(world / "data" / "results.sqlite3") as conn:
        assert conn.execute("SELECT COUNT(*) FROM attempt_items").fetchone()[0] == 2  # the first attempt's only
    code, out, _ = run(capsys, "results", "verify")
    assert code == 0 and "1 finished attempt checked" in out


def test_csv_export_neutralises_cells_a_spreadsheet_would_run(world, capsys):  # noqa: F811
    submit(capsys, trainee='=HYPERLINK("http://x")')
    submit(capsys, trainee="@SUM(1)")
    out = world / "out.csv"
    code, _, err = run(capsys, "results", "export", "--format", "csv", "--out", str(out))
    assert code == 0, err
    text = out.read_text(encoding="utf-8-sig")
    assert "'=HYPERLINK" in text and "'@SUM(1)" in text
    assert "\n=" not in text and ",=" not in text and ",@" not in text


@pytest.mark.parametrize("content", [b"", b"x", b"garbage" * 100])
def test_results_refuse_an_empty_or_foreign_database_file(world, capsys, content):  # noqa: F811
    shutil.rmtree(world / "data")  # the world's store (with its trainer) is replaced by the bad file
    (world / "data").mkdir()
    (world / "data" / "results.sqlite3").write_bytes(content)
    for argv in (["results", "list"], ["results", "verify"]):
        line = one_line(capsys, *argv)
        assert "results.sqlite3: " in line and ("empty file" in line or "not a results database" in line)
    line = one_line(
        capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", "x", "plain.json", "plain.json"
    )
    assert "results.sqlite3: " in line
    assert (world / "data" / "results.sqlite3").read_bytes() == content


def test_results_name_a_broken_attempt_and_a_missing_table(world, capsys):  # noqa: F811
    submit(capsys)
    submit(capsys, trainee="other")
    db = world / "data" / "results.sqlite3"
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE attempts SET trainee = X'00ff' WHERE id = 1")
    assert one_line(capsys, "results", "list") == "attempt 1: damaged record: the trainee is bytes, not text"
    code, out, err = run(capsys, "results", "verify")
    assert code == 1 and "attempt 1: unreadable record" in out and "attempt 2" not in out
    assert err.strip() == "1 attempt(s) do not verify (2 finished attempts checked)"
    with sqlite3.connect(db) as conn:
        conn.execute("DROP TABLE ledger")
    assert one_line(capsys, "results", "verify") == (
        f"{db}: the results database is damaged: table ledger is missing; restore it from a backup"
    )


# ------------------------------------------------------------------------------------------- the last resort


def test_an_unexpected_failure_is_one_line_unless_debugging(capsys, monkeypatch):
    from trainer.commands import math as math_command

    def broken(args):
        raise RuntimeError("something\nunforeseen")

    monkeypatch.setattr(math_command, "run", broken)
    with pytest.raises(RuntimeError):  # tests run with TRAINER_DEBUG=1: a programming error shows
        main(["math"])
    monkeypatch.delenv("TRAINER_DEBUG")
    line = one_line(capsys, "math")
    assert line == (
        "trainer math: unexpected failure (RuntimeError: something unforeseen); "
        "run again with TRAINER_DEBUG=1 for the details"
    )


def _limit_memory() -> None:  # pragma: no cover - runs in the child
    resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))


@pytest.mark.skipif(not TRAINER_SCRIPT.exists() or sys.platform == "win32", reason="needs the installed script")
def test_the_real_script_refuses_the_probes_within_30_s_and_1_gib(files, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "TRAINER_DEBUG"}
    env["TRAINER_DATA_DIR"] = str(tmp_path / "data")
    probes = [
        ["replay", SCENARIO, str(files / "deep.json")],
        ["replay", SCENARIO, str(files / "superscript.json")],
        ["exam", "show", str(files / "deep.toml")],
        ["results", "list", "--since", "0001-01-01T00:00:00+14:00"],
        ["settle", "/dev/zero"],
        ["screenshot", SCENARIO, "--out", str(tmp_path / "x.png"), "--size", "²x²"],
    ]
    for argv in probes:
        proc = subprocess.run(
            [str(TRAINER_SCRIPT), *argv], capture_output=True, text=True, env=env, timeout=30, preexec_fn=_limit_memory
        )
        assert proc.returncode == 2 and proc.stdout == "", (argv, proc.stderr)
        assert len(proc.stderr.splitlines()) == 1 and "Traceback" not in proc.stderr, (argv, proc.stderr)
