"""A correct call made late is one late call, not an omission and then an unwarranted call (issue 11, item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.actions import Action, RejectBet, make_action
from trainer.engine.procedure import candidates, solve
from trainer.training.grading import Grader, grade
from trainer.training.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def _scenario_and_log(name: str):
    scenario = load_scenario(ROOT / "scenarios" / f"{name}.toml")
    return scenario, solve(scenario.round())


def _clause_of(scenario, log, i: int) -> str:
    """The clause that demanded action ``i`` of the reference log."""
    g = Grader(scenario.setup)
    for a in log[:i]:
        g.feed(a)
    return next(e.clause for e in candidates(g.round) if e.action == log[i])


def _later(log: list[Action], i: int, k: int) -> list[Action]:
    return [*log[:i], *log[i + 1 : i + 1 + k], log[i], *log[i + 1 + k :]]


CALLS = [
    ("dealer_card_exposed", make_action("declare", ruling="void_round")),
    ("card_to_empty_seat", make_action("declare", ruling="dead_cards", seat=4)),
    ("late_bet_refused", RejectBet(seat=3, bet="pair_plus")),
    ("player_recording_results", make_action("declare", ruling="call_floor", seat=2)),
]


@pytest.mark.parametrize("k", [1, 2])
@pytest.mark.parametrize(("name", "call"), CALLS, ids=[c[0] for c in CALLS])
def test_a17_a18_a_call_made_k_actions_late_is_one_late_call_with_its_clause(name, call, k):
    scenario, log = _scenario_and_log(name)
    i = log.index(call)
    clause = _clause_of(scenario, log, i)
    g = grade(scenario, _later(log, i, k))
    assert [(e.step, e.code, e.clause) for e in g.errors] == [(i + k, "late_ruling", clause)]
    e = g.errors[0]
    assert e.severity == "major" and e.got == call
    assert f"action {i + 1}" in e.message_en and f"第{i + 1}步" in e.message_zh


def test_a17_1_the_omission_stands_when_the_call_never_comes():
    scenario, log = _scenario_and_log("dealer_card_exposed")
    i = log.index(make_action("declare", ruling="void_round"))
    g = grade(scenario, log[:i] + log[i + 1 :])
    assert [(e.step, e.code) for e in g.errors] == [(i, "omitted")]
    assert g.errors[0].severity == "critical"


def test_a17_1_a_wrong_call_set_right_later_is_the_one_wrong_call():
    scenario, log = _scenario_and_log("dealer_card_exposed")
    i = log.index(make_action("declare", ruling="void_round"))
    wrong = make_action("declare", ruling="continue")
    g = grade(scenario, [*log[:i], wrong, *log[i:]])
    assert [(e.step, e.code) for e in g.errors] == [(i, "wrong_ruling")]


def test_a17_5_in_practice_the_late_call_replaces_the_omission_as_it_comes():
    """The incremental grader (the GUI's practice) reports the omission when it happens and the late call when
    it comes; the grade at the end holds only the late call."""
    scenario, log = _scenario_and_log("card_to_empty_seat")
    i = log.index(make_action("declare", ruling="dead_cards", seat=4))
    late = _later(log, i, 1)
    g = Grader(scenario.setup)
    said = [[e.code for e in g.feed(a)] for a in late]
    assert said[i] == ["omitted"] and said[i + 1] == ["late_ruling"]
    assert [e.code for e in g.finish().errors] == ["late_ruling"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(CALLS), st.integers(1, 4))
def test_a_late_call_is_never_also_omitted_and_unwarranted(case, k):
    name, call = case
    scenario, log = _scenario_and_log(name)
    i = log.index(call)
    codes = [e.code for e in grade(scenario, _later(log, i, min(k, len(log) - i - 1))).errors]
    assert "late_ruling" in codes and "unwarranted_ruling" not in codes and "omitted" not in codes


def test_attempts_taken_under_rules_1_grade_a_late_call_as_they_did():
    """Grading rules 2 brought the late call; graded under rules 1, a log is judged as it was then (the omission,
    then the unwarranted call)."""
    scenario, log = _scenario_and_log("dealer_card_exposed")
    i = log.index(make_action("declare", ruling="void_round"))
    late = _later(log, i, 1)
    assert [e.code for e in grade(scenario, late).errors] == ["late_ruling"]
    assert [e.code for e in grade(scenario, late, rules=1).errors] == ["omitted", "unwarranted_ruling"]
