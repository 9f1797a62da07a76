"""Code quality gates that CI runs with the suite: ruff (lint and format) and mypy --strict on engine/training/gui."""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
BIN = pathlib.Path(sys.executable).parent
PATHS = ["trainer", "tests", "benchmarks", "tools", "packaging"]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), cwd=ROOT, capture_output=True, text=True)


def test_ruff_lint_is_clean():
    res = _run(str(BIN / "ruff"), "check", *PATHS)
    assert res.returncode == 0, res.stdout + res.stderr


def test_ruff_format_is_clean():
    res = _run(str(BIN / "ruff"), "format", "--check", *PATHS)
    assert res.returncode == 0, res.stdout + res.stderr


def test_mypy_strict_on_engine_training_and_gui(tmp_path):
    res = _run(str(BIN / "mypy"), "--cache-dir", str(tmp_path / "mypy"))
    assert res.returncode == 0, res.stdout + res.stderr
    modules = sum(len(list((ROOT / "trainer" / pkg).glob("*.py"))) for pkg in ("engine", "training", "gui"))
    assert f"in {modules} source files" in res.stdout
