"""``trainer replay`` and ``trainer solve`` speak plain words in the language asked for (issue 11, item 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.wording import problems
from trainer.cli import main
from trainer.engine.procedure import solve
from trainer.training.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_replay_of_a_log_with_mistakes_reads_in_plain_words(capsys, tmp_path, lang):
    path = ROOT / "scenarios" / "player_leaves_and_tells_cards.toml"
    log = [a.to_json() for a in solve(load_scenario(path).round())]
    mistaken = log[::2] + log[1::2]  # every other action first: many kinds of mistake
    (tmp_path / "log.json").write_text(json.dumps(mistaken), encoding="utf-8")
    out = _run(capsys, "replay", str(path), str(tmp_path / "log.json"), "--lang", lang)
    lines = out.splitlines()
    assert len(lines) > 6
    bad = [f"{line!r}: {p}" for line in lines for p in problems(line, lang)]
    assert not bad, "\n".join(bad)
    assert ("得分" in lines[0]) == (lang == "zh-Hant")


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_solve_names_each_action_in_words(capsys, lang):
    path = ROOT / "scenarios" / "full_table_everything_at_once.toml"
    out = _run(capsys, "solve", str(path), "--lang", lang)
    words = [line.strip().split("  ")[1] for line in out.splitlines()]
    assert ("通知主管（第3門）" if lang == "zh-Hant" else "call the floor (seat 3)") in words
    bad = [f"{w!r}: {p}" for w in words for p in problems(w, lang)]
    assert words and not bad, "\n".join(bad)
