"""An error is reported under the clause whose duty was missed first (issue 36, docs/regulation-coverage.md, "The
clause each error cites"): a dealer who keeps dealing after the shuffler stopped broke the fault procedure of A17.2,
not the dealing order of A11.2 or the burn of A11.4. Grades of grading rules 2 keep what they named."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.engine.actions import parse_action
from trainer.training.grading import grade
from trainer.training.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "shuffler_failure_once.toml"  # the machine stops as it deals seat 3's packet
DEALT_ON = [
    {"action": "shuffle", "method": "machine"},
    {"action": "deal", "to": "seat:1"},
    {"action": "deal", "to": "seat:3"},  # the machine stops here: end the round and reshuffle is due
    {"action": "deal", "to": "dealer"},
    {"action": "burn"},
    {"action": "deal", "to": "community"},
]
LATE_CALL = [
    *DEALT_ON[:4],
    {"action": "declare", "ruling": "reshuffle"},
    {"action": "push", "seat": 1, "bet": "ante"},
    {"action": "push", "seat": 3, "bet": "ante"},
    {"action": "push", "seat": 3, "bet": "pair_plus"},
    {"action": "clear"},
    {"action": "shuffle", "method": "machine"},
]


def _errors(log: list[dict[str, object]], **rules: int) -> list[tuple[int, str, str]]:
    scenario = load_scenario(SCENARIO)
    result = grade(scenario, [parse_action(a) for a in log], **rules)  # type: ignore[arg-type]
    return [(e.step, e.code, e.clause) for e in result.errors]


def test_a17_2_dealing_on_after_the_shuffler_stopped_cites_the_fault_procedure():
    errors = _errors(DEALT_ON)
    assert errors[0] == (3, "deal_not_due", "A17.2")
    assert all(clause == "A17.2" for _, _, clause in errors), errors  # never A11.2 (order) nor A11.4 (burn)
    assert ("round_unfinished", "A17.2") in [(code, clause) for _, code, clause in errors]


def test_a17_2_a_card_dealt_before_the_late_call_is_the_fault_procedures_error():
    assert _errors(LATE_CALL) == [(3, "deal_not_due", "A17.2")]


@pytest.mark.parametrize("log", [DEALT_ON, LATE_CALL], ids=["dealt_on", "late_call"])
def test_a17_2_a_grade_of_rules_2_is_remade_as_it_was_made(log):
    """Stored grades of rules 2 named the dealing clause: re-graded under their own rules they still do, so a
    verify does not call them changed."""
    assert _errors(log, rules=2)[0] == (3, "deal_order", "A11.2")
