"""`trainer validate`: the bundled library passes; every corrupted copy is refused in plain words, never a traceback."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from trainer.cli import main

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"
PLAIN = LIBRARY / "plain_round_by_hand.toml"
TRAINER = pathlib.Path(sys.executable).with_name("trainer")


def corrupt(kind: str, data: bytes) -> bytes:
    if kind == "truncated":
        return data[: data.index(b"bets = {") + 12]
    if kind == "bad_card":
        return data.replace(b'"9s"', b'"Zz"')
    if kind == "duplicated_card":
        return data.replace(b'"8h"', b'"Ah"')
    if kind == "wrong_type":
        return data.replace(b"seats = 7", b'seats = "seven"')
    if kind == "empty":
        return b""
    if kind == "binary_garbage":
        return bytes(range(256)) * 8
    if kind == "unknown_field":
        return data.replace(b"difficulty = 1", b"dificulty = 1")
    if kind == "seat_beyond_table":
        return data.replace(b"seats = 7", b"seats = 6").replace(b"seat = 5", b"seat = 8")
    if kind == "wrong_expectation":
        return data.replace(b'bet = "play", amount = 100', b'bet = "play", amount = 200')
    raise AssertionError(kind)


# kind -> text the message must contain (besides the file name)
CASES = {
    "truncated": "not valid TOML",
    "bad_card": 'deck.top[4]: "Zz" is not a card',
    "duplicated_card": "deck.top[5]: duplicate card Ah",
    "wrong_type": 'table.seats: expected a whole number, got the text "seven"',
    "empty": "the file is empty",
    "binary_garbage": "not a text file",
    "unknown_field": "dificulty: unknown field 'dificulty' (did you mean 'difficulty'?)",
    "seat_beyond_table": "players[1].seat: seat 8 but the table has 6 seats",
    "wrong_expectation": 'expect.payouts (seat 2 play): expected "pay 200", the reference dealer got "pay 100"',
}


def test_validate_the_bundled_library_exits_0(capsys):
    assert main(["validate", str(LIBRARY)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "all valid" in captured.err


@pytest.mark.parametrize("kind", sorted(CASES))
def test_corrupted_copy_is_refused_naming_file_and_field(kind, tmp_path, capsys):
    bad = tmp_path / f"{kind}.toml"
    bad.write_bytes(corrupt(kind, PLAIN.read_bytes()))
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines and all(line.startswith(str(bad)) for line in lines)
    assert any(CASES[kind] in line for line in lines), out
    assert "Traceback" not in out


def test_a4_2_side_bet_without_base_bet_is_refused_unless_marked(tmp_path, capsys):
    bad = tmp_path / "side.toml"
    bad.write_bytes(PLAIN.read_bytes().replace(b"bets = { ante = 200 }", b"bets = { six_card_bonus = 200 }"))
    assert main(["validate", str(bad)]) == 1
    assert "players[1].bets.six_card_bonus: six_card_bonus without a base bet (A4.2)" in capsys.readouterr().out


def test_good_and_bad_files_together_exit_1_listing_only_the_bad(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_bytes(corrupt("bad_card", PLAIN.read_bytes()))
    assert main(["validate", str(PLAIN), str(bad), str(tmp_path / "missing.toml")]) == 1
    out = capsys.readouterr().out
    assert str(PLAIN) not in out and "bad.toml" in out and "missing.toml: no such file or folder" in out


def test_console_script_never_prints_a_traceback(tmp_path):
    for kind in CASES:
        (tmp_path / f"{kind}.toml").write_bytes(corrupt(kind, PLAIN.read_bytes()))
    (tmp_path / "latin1.toml").write_bytes('id = "café"\n'.encode("latin-1"))
    proc = subprocess.run([str(TRAINER), "validate", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    named = {pathlib.Path(line.split(":")[0]).name for line in proc.stdout.splitlines()}
    assert named == {f"{kind}.toml" for kind in CASES} | {"latin1.toml"}


def test_console_script_passes_the_library():
    proc = subprocess.run([str(TRAINER), "validate", str(LIBRARY)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_schema_option_prints_the_committed_schema(capsys):
    assert main(["validate", "--schema"]) == 0
    printed = capsys.readouterr().out
    assert json.loads(printed) == json.loads((LIBRARY / "scenario.schema.json").read_text(encoding="utf-8"))


def test_no_paths_is_a_usage_error(capsys):
    assert main(["validate"]) == 2
    assert "name at least one scenario file" in capsys.readouterr().err


def test_empty_folder_exits_1(tmp_path, capsys):
    assert main(["validate", str(tmp_path)]) == 1
    assert "no scenario files found" in capsys.readouterr().err


def test_many_files_are_checked_in_parallel_and_reported_in_order(tmp_path):
    """From 64 files on, validate checks them one process per core; what it reports and in which order is the
    same as checking them one by one."""
    from trainer.commands import validate as command
    from trainer.training.generate import Options, generate, to_toml

    for rnd in generate(70, 9, Options(irregularities=0.3)):
        (tmp_path / f"{rnd.id}.toml").write_text(to_toml(rnd), encoding="utf-8")
    for name in ("gen-9-3.toml", "gen-9-60.toml"):  # two broken files, far apart
        path = tmp_path / name
        path.write_text(path.read_text(encoding="utf-8").replace("seats = ", "seats = 9 #"), encoding="utf-8")
    files = sorted(tmp_path.glob("*.toml"))
    one_by_one = [command._check(p) for p in files]
    assert command._check_all(files) == one_by_one
    assert sum(bool(x) for x in one_by_one) == 2
