"""Stand-ins for the scenario loader and the grader, for testing exams and the results CLI on their own.

A fake scenario file is TOML with ``fake = true``, an ``id``, ``skills`` and ``difficulty``; the fake grader
takes 10 points off per deal to seat 2 (a pure function of the log, like the real one).
"""

from __future__ import annotations

import sys
import tomllib
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest


@dataclass(frozen=True)
class FakeScenario:
    id: str
    skills: tuple[str, ...]
    difficulty: int


def load_scenario(path: Path) -> FakeScenario:
    data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("fake") is not True:
        raise ValueError(f"{path}: not a fake scenario")
    return FakeScenario(str(data["id"]), tuple(data.get("skills", ())), int(data.get("difficulty", 1)))


@dataclass(frozen=True)
class FakeGrade:
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return self.data


PENALTY = {"points": 10}


def grade(scenario: FakeScenario, log: Sequence[Mapping[str, Any]]) -> FakeGrade:
    errors = [
        {"step": i, "code": "deal_order", "clause": "A11.1", "severity": "major",
         "message": {"en": "dealt out of order", "zh-Hant": "派牌次序錯誤"}}
        for i, a in enumerate(log)
        if a.get("to") == "seat:2"
    ]  # fmt: skip
    score = max(0, 100 - PENALTY["points"] * len(errors))
    skills = {"dealing": score / 100, "irregularities": 1.0, "payouts": 1.0, "procedure": 1.0}
    return FakeGrade({"score": score, "passed": not errors, "errors": errors, "skills": skills})


def write_scenario(folder: Path, scenario_id: str, skills: Sequence[str] = ("dealing",), difficulty: int = 1) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{scenario_id}.toml"
    listed = ", ".join(f'"{s}"' for s in skills)
    path.write_text(
        f'fake = true\nid = "{scenario_id}"\nskills = [{listed}]\ndifficulty = {difficulty}\n',
        encoding="utf-8",
    )
    return path


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Put the fakes in place of ``trainer.training.scenario`` and ``trainer.training.grading``."""
    scenario = types.ModuleType("trainer.training.scenario")
    scenario.load_scenario = load_scenario  # type: ignore[attr-defined]
    grading = types.ModuleType("trainer.training.grading")
    grading.grade = grade  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "trainer.training.scenario", scenario)
    monkeypatch.setitem(sys.modules, "trainer.training.grading", grading)
    import trainer.training as package

    monkeypatch.setattr(package, "scenario", scenario, raising=False)
    monkeypatch.setattr(package, "grading", grading, raising=False)
