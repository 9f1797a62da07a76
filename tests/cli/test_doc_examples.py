"""The examples of docs/settle.md, docs/math.md and docs/actions.md are what the commands really print."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from trainer.cli import main

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
EXAMPLE_SCENARIO = DOCS / "examples" / "two_seats_by_hand.toml"


def blocks(doc: str, lang: str) -> list[str]:
    """The fenced code blocks of ``docs/<doc>`` tagged ``lang`` ("" = untagged), in order."""
    text = (DOCS / doc).read_text(encoding="utf-8")
    return [m.group(2) for m in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.S | re.M) if m.group(1) == lang]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out = capsys.readouterr()
    return rc, out.out, out.err


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_settle_md_example_round_gives_the_result_shown(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    round_json, result_json, _bad = blocks("settle.md", "json")
    rc, out, err = run(capsys, "settle", write(tmp_path, "round.json", round_json))
    assert (rc, err) == (0, "")
    assert json.loads(out) == json.loads(result_json)


def test_settle_md_bad_input_gives_the_lines_shown(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad_json = blocks("settle.md", "json")[2]
    (shown,) = [b for b in blocks("settle.md", "") if "$ trainer settle bad.json" in b]
    rc, out, err = run(capsys, "settle", write(tmp_path, "bad.json", bad_json))
    assert (rc, out) == (2, "")
    expected = shown.splitlines()[1:]
    assert err.splitlines() == expected


def test_math_md_json_is_what_trainer_math_prints(capsys: pytest.CaptureFixture[str]) -> None:
    (shown,) = blocks("math.md", "json")
    rc, out, _ = run(capsys, "math", "--json")
    assert rc == 0
    assert json.loads(out) == json.loads(shown)


def _doc_log() -> list[dict[str, Any]]:
    (log,) = [json.loads(b) for b in blocks("actions.md", "json") if b.lstrip().startswith("[")]
    assert isinstance(log, list)
    return log


def _replay(capsys: pytest.CaptureFixture[str], tmp_path: Path, log: list[dict[str, Any]]) -> dict[str, Any]:
    rc, out, err = run(capsys, "replay", str(EXAMPLE_SCENARIO), write(tmp_path, "log.json", json.dumps(log)), "--json")
    assert (rc, err) == (0, "")
    grade: dict[str, Any] = json.loads(out)
    return grade


def test_actions_md_example_log_scores_100(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    log = _doc_log()
    assert {"action": "reveal", "what": "seat:1"} in log  # seat 1's hand turned face up before its bets
    grade = _replay(capsys, tmp_path, log)
    (shown,) = re.findall(r"`(\{\"score\": 100.*?\})`", (DOCS / "actions.md").read_text(encoding="utf-8"))
    assert grade == json.loads(shown)
    assert grade["score"] == 100 and grade["errors"] == []


def test_actions_md_grade_example_is_the_graded_mistaken_log(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (shown,) = [json.loads(b.replace('"…"', '""')) for b in blocks("actions.md", "json") if '"score"' in b]
    log = _doc_log()
    log.remove({"action": "collect", "seat": 3})
    log[log.index({"action": "declare", "ruling": "dealer_qualifies"})]["ruling"] = "dealer_does_not_qualify"
    grade = _replay(capsys, tmp_path, log)
    for key in ("score", "passed", "skills", "rules", "credit", "opportunities", "bands", "money"):
        assert grade[key] == shown[key], key
    assert len(grade["errors"]) == len(shown["errors"])
    for got, doc in zip(grade["errors"], shown["errors"], strict=True):
        for key in ("step", "code", "clause", "severity", "skill", "expected", "got"):
            assert got[key] == doc[key], key
        if doc["message"]["en"]:
            assert got["message"] == doc["message"]
