"""docs/regulation-coverage.md, "The clause each error cites" (issue 36): every error code has a row, and every
clause the engine's diagnosis writes for a code (``err(Fault.X, Clause.Y, ...)`` in trainer/engine/procedure.py) is
named in that code's row, so the table cannot drift from the code."""

from __future__ import annotations

import ast
from pathlib import Path

from trainer.engine.clauses import Clause
from trainer.engine.faults import Fault

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "regulation-coverage.md").read_text(encoding="utf-8")
SECTION = DOC.split("## The clause each error cites", 1)[-1]
ROWS = {
    cells[0].strip("`"): cells[1]
    for cells in (
        [c.strip() for c in line.strip().strip("|").split("|")]
        for line in SECTION.splitlines()
        if line.startswith("| `")
    )
}


def _cited_in_code() -> dict[str, set[str]]:
    """Code -> every clause constant written with it in the engine's diagnosis (both branches of a conditional)."""
    source = (ROOT / "trainer" / "engine" / "procedure.py").read_text(encoding="utf-8")
    cited: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and len(node.args) > 1 and isinstance(node.args[0], ast.Attribute)):
            continue
        if not (isinstance(node.args[0].value, ast.Name) and node.args[0].value.id == "Fault"):
            continue
        code = str(Fault[node.args[0].attr])
        for part in ast.walk(node.args[1]):
            if isinstance(part, ast.Attribute) and isinstance(part.value, ast.Name) and part.value.id == "Clause":
                cited.setdefault(code, set()).add(str(Clause[part.attr]))
    return cited


def test_every_error_code_has_a_row_saying_its_clause_and_why():
    assert SECTION != DOC, "the section is missing"
    assert sorted(ROWS) == sorted(str(f) for f in Fault)


def test_every_clause_the_diagnosis_cites_is_in_its_codes_row():
    cited = _cited_in_code()
    assert cited[str(Fault.DEAL_NOT_DUE)] == {"A17.2"}
    for code, clauses in cited.items():
        for clause in clauses:
            assert clause in ROWS[code], f"{code}: cites {clause}, its row says {ROWS[code]!r}"
