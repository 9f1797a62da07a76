"""`trainer math`: the real console script prints the contract's JSON; the table form exits 0."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

from trainer.cli import main

TRAINER = pathlib.Path(sys.executable).with_name("trainer")


def test_math_json_from_the_console_script():
    proc = subprocess.run([str(TRAINER), "math", "--json"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)  # exactly one JSON object
    assert set(out) == {"three_card", "pair_plus", "ante_play", "six_card_bonus", "progressive"}
    assert out["three_card"]["counts"]["pair"] == 13 * 6 * 12 * 4
    assert round(out["ante_play"]["house_edge"], 4) == 0.0337
    assert out["ante_play"]["hands_played"] + out["ante_play"]["hands_folded"] == 22100


def test_math_table_is_readable(capsys):
    assert main(["math"]) == 0
    text = capsys.readouterr().out
    assert "House edge (per unit Ante): 3.3730%" in text
    assert "Straight flush" in text and "20,358,520" in text and "2,598,960" in text


def test_math_refuses_an_unknown_option(capsys):
    try:
        code = main(["math", "--bogus"])
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert "--bogus" in err and "Traceback" not in err
