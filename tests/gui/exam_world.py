"""A small exam world for the GUI exam tests: two real scenario files, an exam over them, reference logs, and a
results store with graded attempts (the real scenario loader and grader; the store always under tmp_path)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from trainer.engine.procedure import solve
from trainer.training.exams import GradedItem, load_exam
from trainer.training.exams import store_attempt as record_attempt
from trainer.training.grading import grade
from trainer.training.scenario import load_scenario
from trainer.training.store import ResultsStore

SCENARIO = """\
id = "{id}"
skills = ["dealing", "procedure"]
difficulty = 1

[title]
en = "Plain round {n}"
zh-Hant = "普通牌局{n}"

[briefing]
en = "Deal a plain round by hand."
zh-Hant = "以人手派一局普通牌。"

[table]
seats = 5
shuffle = "hand"
seed = {seed}

[[players]]
seat = 1
bets = {{ ante = 100, pair_plus = 50 }}

[[players]]
seat = 3
bets = {{ ante = 200 }}
"""

EXAM = """\
id = "gui-exam"
title_en = "Dealing check"
title_zh = "派牌考核"
version = 1
time_limit_minutes = {minutes}
pass_mark = 80
skill_minimums = {{ dealing = 0.8 }}
scenarios = ["scenarios/gui-plain-1.toml", "scenarios/gui-plain-2.toml"]
"""


def make_world(root: Path, minutes: float = 20) -> Path:
    """Write the scenarios and the exam under ``root``; returns the exam file."""
    scenarios = root / "scenarios"
    (scenarios / "exams").mkdir(parents=True, exist_ok=True)
    for n in (1, 2):
        (scenarios / f"gui-plain-{n}.toml").write_text(
            SCENARIO.format(id=f"gui-plain-{n}", n=n, seed=n + 2), encoding="utf-8"
        )
    exam = scenarios / "exams" / "gui-exam.toml"
    exam.write_text(EXAM.format(minutes=minutes), encoding="utf-8")
    return exam


def reference_log(path: Path) -> list[dict[str, Any]]:
    return [a.to_json() for a in solve(load_scenario(path).round())]


def wrong_log(path: Path) -> list[dict[str, Any]]:
    """The reference log with the first two deals swapped (a dealing-order error, A11)."""
    log = reference_log(path)
    deals = [i for i, a in enumerate(log) if a["action"] == "deal"]
    log[deals[0]], log[deals[1]] = log[deals[1]], log[deals[0]]
    return log


def store_attempt(store: ResultsStore, exam_path: Path, trainee: str, logs: list[list[dict[str, Any]]]) -> int:
    """Store a finished, sealed attempt graded by the real grader; returns its id."""
    exam = load_exam(exam_path)
    paths = [exam_path.parent.parent / Path(s).name for s in exam.scenarios]
    items = []
    for path, log in zip(paths, logs, strict=True):
        scenario = load_scenario(path)
        items.append(GradedItem(path, scenario.id, log, grade(scenario, log).to_json()))
    return record_attempt(store, exam, trainee, 7, items)


def populated_store(root: Path) -> tuple[ResultsStore, Path]:
    """A store in ``root/data`` with a passed attempt (陳大文) and a failed one (Lei Ka Man)."""
    exam = make_world(root)
    plain = [root / "scenarios" / "gui-plain-1.toml", root / "scenarios" / "gui-plain-2.toml"]
    store = ResultsStore.open(root / "data")
    store_attempt(store, exam, "陳大文", [reference_log(p) for p in plain])
    store_attempt(store, exam, "Lei Ka Man", [wrong_log(plain[0]), reference_log(plain[1])])
    return store, exam


if __name__ == "__main__":  # pragma: no cover - a quick look at a populated store
    import sys

    s, _ = populated_store(Path(sys.argv[1]))
    print(json.dumps([r.to_json() for r in s.list_attempts()], ensure_ascii=False, indent=1))
