"""``trainer settle`` per settle.md: the real console script and trainer.cli.main in-process."""

from __future__ import annotations

import copy
import gc
import io
import json
import pathlib
import random
import subprocess
import sys
from typing import Any

import pytest

from tests.engine.test_settlement import CONTRACT_ROUND
from trainer.cli import main
from trainer.engine.samples import random_rounds
from trainer.engine.settlement import round_from_json, settle

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRAINER = pathlib.Path(sys.executable).with_name("trainer")


def run_script(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(TRAINER), "settle", *args], input=stdin, capture_output=True, cwd=ROOT, timeout=60)
    return subprocess.CompletedProcess(proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode())


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(["settle", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def expected(obj: Any) -> Any:
    return settle(round_from_json(obj)).to_json()


def write(tmp_path: pathlib.Path, data: Any, name: str = "rounds.json") -> str:
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


# ---------------------------------------------------------------------------------------------- good input


def test_contract_example_through_the_real_console_script(tmp_path: pathlib.Path) -> None:
    proc = run_script(write(tmp_path, CONTRACT_ROUND))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    seat1 = out["seats"][0]
    assert seat1["results"]["pair_plus"] == 2000 == 40 * 50  # A16.1
    assert seat1["results"]["ante_bonus"] == 500 == 5 * 100  # A13.4
    assert out["dealer"] == {"hand": "high_card", "qualifies": True}
    assert out["progressive"] == {"pool_before": 250000, "pool_after": 100000, "paid_order": [1]}
    assert out == expected(CONTRACT_ROUND)


def test_standard_input_and_array_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    rounds = random_rounds(random.Random(7), 25)
    proc = run_script("-", stdin=json.dumps(rounds).encode())
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [expected(r) for r in rounds]


def test_in_process_main_single_and_array(capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path) -> None:
    rc, out, err = run_main(capsys, write(tmp_path, CONTRACT_ROUND))
    assert (rc, err) == (0, "") and json.loads(out) == expected(CONTRACT_ROUND)
    rc, out, err = run_main(capsys, write(tmp_path, []))
    assert (rc, err, json.loads(out)) == (0, "", [])
    assert gc.isenabled()  # the command switches the collector off only while it runs


def test_in_process_standard_input(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    stdin = io.TextIOWrapper(io.BytesIO(json.dumps([CONTRACT_ROUND]).encode()))
    monkeypatch.setattr(sys, "stdin", stdin)
    rc, out, _ = run_main(capsys, "-")
    assert rc == 0 and json.loads(out) == [expected(CONTRACT_ROUND)]


def test_large_array_split_over_two_processes_keeps_order(
    capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path
) -> None:
    rounds = random_rounds(random.Random(11), 2500)
    rc, out, err = run_main(capsys, write(tmp_path, rounds))
    assert (rc, err) == (0, "")
    assert json.loads(out) == [expected(r) for r in rounds]


def test_large_array_problems_from_both_halves(capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path) -> None:
    rounds = random_rounds(random.Random(12), 2500)
    rounds[5]["seats"][0]["bets"]["pair_plus"] = 0
    rounds[2400]["dealer"][1] = "Zz"
    rc, out, err = run_main(capsys, write(tmp_path, rounds))
    assert rc == 2 and out == ""
    assert err.splitlines() == [
        "round 5: seats[0].bets.pair_plus: must be positive (leave the bet out for no bet) (settle.md)",
        'round 2400: dealer[1]: "Zz" is not a card (rank 2-9, T/10, J, Q, K, A; suit s, h, d, c) (settle.md)',
    ]


def test_ten_spelling_and_case_accepted(capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path) -> None:
    obj = {
        "dealer": ["qS", "7H", "2c"],
        "seats": [{"seat": 2, "cards": ["10h", "JH", "9h"], "bets": {"ante": 5, "play": 5}}],
    }
    rc, out, _ = run_main(capsys, write(tmp_path, obj))
    assert rc == 0 and json.loads(out)["seats"][0]["hand"] == "straight_flush"


# ----------------------------------------------------------------------------------------------- bad input


def _seat(**changes: Any) -> dict[str, Any]:
    obj = copy.deepcopy(CONTRACT_ROUND)
    obj["seats"][0].update(changes)  # type: ignore[index]
    return obj


def _bets(**bets: Any) -> dict[str, Any]:
    obj = copy.deepcopy(CONTRACT_ROUND)
    obj["seats"][0]["bets"].update(bets)  # type: ignore[index]
    return obj


BAD_ROUNDS: list[tuple[str, Any, list[str]]] = [
    ("play_not_ante", _bets(play=50), ["seats[0].bets.play: must equal the ante (A12.2)"]),
    ("bool_as_number", _bets(ante=True), ["seats[0].bets.ante: must be a whole number, got a boolean (true/false)"]),
    ("float", _bets(pair_plus=2.5), ["seats[0].bets.pair_plus: must be a whole number, got a decimal number"]),
    ("float_whole", _bets(pair_plus=50.0), ["seats[0].bets.pair_plus: must be a whole number"]),
    ("negative", _bets(six_card_bonus=-20), ["seats[0].bets.six_card_bonus: must be positive"]),
    ("zero", _bets(progressive=0), ["seats[0].bets.progressive: must be positive"]),
    ("text_amount", _bets(ante="100"), ["seats[0].bets.ante: must be a whole number, got text"]),
    ("unknown_bet", _bets(blind=5), ["seats[0].bets.blind: unknown bet"]),
    ("extra_field", _seat(colour="red"), ["seats[0].colour: unknown field"]),
    ("extra_round_field", {**CONTRACT_ROUND, "table": 3}, ["table: unknown field"]),
    ("folded_with_play", _seat(folded=True), ["seats[0].bets.play: a folded seat has no Play bet (A12.2)"]),
    ("folded_not_bool", _seat(folded="yes"), ["seats[0].folded: must be true or false"]),
    ("side_without_base", _seat(bets={"six_card_bonus": 5}), ["seats[0].bets.six_card_bonus: a side bet needs"]),
    ("no_bets", _seat(bets={}), ["seats[0].bets: a seat needs at least one bet (A11.1)"]),
    ("seat_out_of_range", _seat(seat=8), ["seats[0].seat: must be a seat number 1..7 (A5.2)"]),
    ("seat_twice", _seat(seat=4), ["seats[1].seat: seat 4 is also at seats[0] (A5.2)"]),
    ("two_cards", _seat(cards=["Ah", "Kh"]), ["seats[0].cards: needs exactly 3 cards, has 2 (A11.1)"]),
    ("bad_card", _seat(cards=["Ah", "Kh", "Qx"]), ['seats[0].cards[2]: "Qx" is not a card']),
    ("card_number", _seat(cards=["Ah", "Kh", 12]), ["seats[0].cards[2]: 12 is not a card"]),
    ("duplicate_card", _seat(cards=["Ah", "Kh", "Qs"]), ["seats[0].cards[2]: Qs is also at dealer[0] (A2.1)"]),
    ("no_community", {k: v for k, v in CONTRACT_ROUND.items() if k != "community"}, ["community: missing"]),
    ("no_progressive", {k: v for k, v in CONTRACT_ROUND.items() if k != "progressive"}, ["progressive: missing"]),
    ("one_community", {**CONTRACT_ROUND, "community": ["Th"]}, ["community: needs exactly 2 cards, has 1 (A11.3)"]),
    ("no_dealer", {k: v for k, v in CONTRACT_ROUND.items() if k != "dealer"}, ["dealer: missing"]),
    ("not_an_object", [1, 2], None),  # handled below: an array of two bad rounds
    ("pool_float", {**CONTRACT_ROUND, "progressive": {"pool": 1.5, "seed": 1, "fixed": {}}}, None),
]


@pytest.mark.parametrize(("name", "obj", "lines"), BAD_ROUNDS, ids=[b[0] for b in BAD_ROUNDS])
def test_bad_round_exit_2_one_line_per_problem(
    capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path, name: str, obj: Any, lines: list[str] | None
) -> None:
    rc, out, err = run_main(capsys, write(tmp_path, obj))
    assert rc == 2 and out == "" and "Traceback" not in err
    got = err.splitlines()
    for line in got:
        assert line.endswith(")") and "(" in line  # every line names its rule
    if lines is not None:
        assert len(got) == len(lines)
        for g, want in zip(got, lines, strict=True):
            assert g.startswith(want), g
    elif name == "not_an_object":
        assert got == [
            "round 0: a round must be a JSON object, got a whole number (settle.md)",
            "round 1: a round must be a JSON object, got a whole number (settle.md)",
        ]
    else:
        assert got[0] == "progressive.pool: must be a whole number, got a decimal number (settle.md)"
        assert len(got) == 1 + 5  # and each of the five fixed amounts is missing (A16.3)


def test_array_problems_name_the_round_index(capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path) -> None:
    rounds = [CONTRACT_ROUND, CONTRACT_ROUND, CONTRACT_ROUND, _bets(play=50)]
    rc, out, err = run_main(capsys, write(tmp_path, rounds))
    assert (rc, out) == (2, "")
    assert err.splitlines() == ["round 3: seats[0].bets.play: must equal the ante (A12.2)"]


@pytest.mark.parametrize(
    ("name", "content", "start"),
    [
        ("invalid_json", '{"dealer": ["Qs",\n  "7h" "2c"]}', "invalid JSON at line 2, column 8:"),
        ("truncated", '[{"dealer": ', "invalid JSON at line 1, column 13:"),
        ("not_utf8", b'{"dealer": ["Q\xff"]}', "not UTF-8 text (byte 14"),
        ("empty", "", "empty input"),
        ("nan", '{"dealer": NaN}', "invalid JSON: NaN is not a number JSON allows"),
        ("huge_int", '{"seats": ' + "9" * 5000 + "}", "invalid JSON:"),
        ("deep", "[" * 100_000 + "]" * 100_000, "invalid JSON: nested too deeply"),
        ("top_level_text", '"hello"', None),
    ],
)
def test_unreadable_input_exit_2_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path, name: str, content: Any, start: str | None
) -> None:
    path = write(tmp_path, content)
    rc, out, err = run_main(capsys, path)
    assert rc == 2 and out == "" and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1
    if start is None:
        assert lines[0] == "a round must be a JSON object, got text (settle.md)"
    else:
        assert lines[0].startswith(f"{path}: {start}"), lines[0]


def test_missing_file_and_directory(capsys: pytest.CaptureFixture[str], tmp_path: pathlib.Path) -> None:
    for path in (str(tmp_path / "nope.json"), str(tmp_path)):
        rc, out, err = run_main(capsys, path)
        assert rc == 2 and out == ""
        assert err.startswith(f"{path}: cannot read: ") and err.count("\n") == 1


def test_real_script_bad_input_no_traceback(tmp_path: pathlib.Path) -> None:
    for data in (b"\xff\xfe", b"[1,", json.dumps([_bets(play=50), _seat(seat=0)]).encode()):
        proc = run_script("-", stdin=data)
        assert proc.returncode == 2 and proc.stdout == ""
        assert "Traceback" not in proc.stderr and proc.stderr.strip()
    proc = run_script(str(tmp_path / "missing.json"))
    assert proc.returncode == 2 and proc.stdout == "" and "cannot read" in proc.stderr
