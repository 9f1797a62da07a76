"""Clause ids have one definition, :class:`trainer.engine.clauses.Clause`: every member is a clause of the project's
English rendering of the regulation (``docs/regulation/en.md``), every clause id the trainer cites is a member, and
code writes the member, never the id as a string."""

from __future__ import annotations

import io
import json
import re
import tokenize
from pathlib import Path

import pytest

from trainer.engine.clauses import CLAUSES, Clause, is_clause

ROOT = Path(__file__).resolve().parents[2]
TRAINER = ROOT / "trainer"
CLAUSE_ID = re.compile(r"\bA\d+(?:\.\d+)*\b")
ID_LITERAL = re.compile(r"""^[rbuRBU]*(['"])A\d+(?:\.\d+)*\1$""")


def _rendered_ids() -> set[str]:
    """The ids of ``docs/regulation/en.md``: each numbered provision (``**A17.1.2**``) and each article (``## Art. 14``)."""
    text = (ROOT / "docs" / "regulation" / "en.md").read_text(encoding="utf-8")
    provisions = set(re.findall(r"\*\*(A\d+(?:\.\d+)*)\*\*", text))
    articles = {f"A{n}" for n in re.findall(r"^## Art\. (\d+) ", text, flags=re.MULTILINE)}
    return provisions | articles


def _sources() -> list[Path]:
    return sorted(p for p in TRAINER.rglob("*.py") if "__pycache__" not in p.parts)


def test_every_clause_is_a_clause_of_the_regulation_and_every_one_is_listed():
    rendered = _rendered_ids()
    assert len(rendered) > 80  # the page was read: 18 articles and their provisions
    assert sorted(set(Clause) - rendered) == []
    assert sorted(rendered - set(Clause)) == []


def test_every_clause_id_cited_in_the_trainer_is_a_clause():
    cited: dict[str, list[str]] = {}
    for path in _sources():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for cid in CLAUSE_ID.findall(line):
                cited.setdefault(cid, []).append(f"{path.relative_to(ROOT)}:{n}")
    assert {"A17.1.2", "A13.4", "A9.2"} <= set(cited)  # the scan finds ids
    unknown = {cid: where[:3] for cid, where in cited.items() if cid not in CLAUSES}
    assert unknown == {}


def test_code_cites_clause_members_not_strings():
    """A clause id is written ``Clause.A17_2`` in code; the only string literals of clause ids are the members'
    values in ``trainer/engine/clauses.py``."""
    found = []
    for path in _sources():
        if path.name == "clauses.py" and path.parent.name == "engine":
            continue
        source = path.read_text(encoding="utf-8")
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.STRING and ID_LITERAL.match(tok.string):
                found.append(f"{path.relative_to(ROOT)}:{tok.start[0]} {tok.string}")
    assert found == []


@pytest.mark.parametrize("clause", list(Clause), ids=str)
def test_a_clause_is_its_plain_id(clause):
    """Stored records and JSON keep plain strings: a member is its id."""
    assert clause == clause.value and str(clause) == clause.value and f"{clause}" == clause.value
    assert json.dumps({"clause": clause}) == json.dumps({"clause": clause.value})
    assert Clause[clause.value.replace(".", "_")] is clause and is_clause(clause.value)


def test_not_clauses():
    assert not is_clause("A99") and not is_clause("house:ante_before_collect") and not is_clause(17)
