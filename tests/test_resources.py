"""trainer/resources.py: the data folders in a checkout, and under sys._MEIPASS in the frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from trainer import resources
from trainer.training import exams, scenario

ROOT = Path(__file__).resolve().parents[1]


def test_checkout_folders_are_the_repository_s() -> None:
    assert not resources.frozen()
    assert resources.resource_root() == ROOT
    assert resources.scenarios_dir() == ROOT / "scenarios"
    assert (resources.scenarios_dir() / "exams").is_dir()
    assert (resources.assets_dir() / "icon.svg").is_file()
    assert sorted(p.name for p in resources.regulation_dir().glob("*.md")) == ["en.md", "zh-Hant.md"]
    assert sorted(p.name for p in resources.i18n_dir().glob("*.ts")) == ["trainer_en.ts", "trainer_zh_Hant.ts"]


def test_frozen_folders_are_under_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.frozen()
    assert resources.resource_root() == tmp_path
    assert resources.scenarios_dir() == tmp_path / "scenarios"
    assert resources.assets_dir() == tmp_path / "assets"
    assert resources.regulation_dir() == tmp_path / "docs" / "regulation"
    assert resources.i18n_dir() == tmp_path / "trainer" / "gui" / "i18n"


def test_scenario_library_is_found_from_another_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    assert scenario.default_root() == ROOT / "scenarios"
    assert exams.scenario_roots() == [ROOT / "scenarios"]


def test_frozen_library_comes_from_the_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "scenarios" / "exams").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert scenario.default_root() == bundle / "scenarios"
    assert exams.scenario_roots() == [bundle / "scenarios"]
    assert exams.exam_dirs() == [bundle / "scenarios" / "exams"]
