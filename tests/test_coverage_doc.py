"""docs/regulation-coverage.md holds: every clause it lists is cited by each scenario it names, and every piece of
code and every test it points to exists (issue 17: the coverage table cannot drift from the project)."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ROWS = [
    [cell.strip() for cell in line.strip().strip("|").split("|")]
    for line in (ROOT / "docs" / "regulation-coverage.md").read_text(encoding="utf-8").splitlines()
    if line.startswith("| A")
]
IDS = [row[0] for row in ROWS]


def _cited_by(clause: str, cited: list[str]) -> bool:
    """``A17.4`` is cited by a scenario citing ``A17.4.2``, and ``A17.4.2`` by one citing ``A17.4``."""
    return any(c == clause or c.startswith(clause + ".") or clause.startswith(c + ".") for c in cited)


def test_the_table_lists_the_clauses():
    assert len(ROWS) >= 50 and all(re.fullmatch(r"A\d+(\.\d+)*", c) for c in IDS)


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_each_scenario_named_for_a_clause_cites_it(row):
    clause, scenarios = row[0], row[-1]
    for name in re.findall(r"`([\w-]+\.toml)`", scenarios):
        path = ROOT / "scenarios" / name
        assert path.exists(), f"{clause}: no scenario {name}"
        cited = tomllib.loads(path.read_text(encoding="utf-8")).get("clauses", [])
        assert _cited_by(clause, cited), f"{clause}: {name} does not cite it (it cites {cited})"


def _names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    for node in ast.walk(tree):
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_the_code_and_tests_a_clause_points_to_exist(row):
    clause, code, tests = row[0], row[2], row[3]
    for path, symbol in re.findall(r"`(trainer/[\w/]+\.py):([\w.]+)`", code):
        file = ROOT / path
        assert file.exists(), f"{clause}: no file {path}"
        assert symbol.split(".")[0] in _names(file), f"{clause}: {path} has no {symbol}"
    for path, name in re.findall(r"`([\w/]*test_\w+\.py)::(test_\w+)", tests):
        files = [ROOT / path] if "/" in path else sorted((ROOT / "tests").rglob(path))
        assert files and files[0].exists(), f"{clause}: no test file {path}"
        assert f"def {name}(" in files[0].read_text(encoding="utf-8"), f"{clause}: {path} has no {name}"
