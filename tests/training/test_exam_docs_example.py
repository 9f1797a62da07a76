"""The example exam of docs/exams.md is a file that loads: its scenario paths name files of the library."""

from __future__ import annotations

import re
from pathlib import Path

from trainer.training.exams import load_exam

ROOT = Path(__file__).resolve().parents[2]


def test_the_documented_example_exam_loads(tmp_path, monkeypatch):
    text = (ROOT / "docs" / "exams.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```toml\n(.*?)```", text, flags=re.DOTALL)
    example = next(b for b in blocks if 'id = "dealing-procedure"' in b)
    path = tmp_path / "dealing-procedure.toml"
    path.write_text(example, encoding="utf-8")
    monkeypatch.chdir(ROOT)  # its scenario paths are relative to the repository, as the docs say
    exam = load_exam(path)
    assert exam.id == "dealing-procedure"
    assert [Path(p).name for p in exam.scenarios] == ["plain_round_by_hand.toml", "plain_round_by_machine.toml"]
