"""Why an exam attempt failed, read from its stored grade: the score under the pass mark, a skill under its minimum,
a scenario with a critical error (docs/exams.md "Score and pass") — the same rules as exam_result."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from trainer.training.exam_outcome import Reason, ScenarioScore, outcome
from trainer.training.exams import ExamRules, exam_result


def stored(items: list[dict], rules: ExamRules) -> dict:
    """An attempt grade as the store keeps it (the keys attempt_grade writes that outcome reads)."""
    result = exam_result(items, rules)
    return {
        "score": result.score,
        "passed": result.passed,
        "skills": result.skills,
        "pass_mark": rules.pass_mark,
        "skill_minimums": dict(rules.skill_minimums),
        "critical_errors_fail": rules.critical_errors_fail,
        **({} if rules.money_error_limit is None else {"money_error_limit": rules.money_error_limit}),
    }


def item(score: int, critical: int = 0, minor: int = 0, overpaid: int = 0, underpaid: int = 0, **skills: float) -> dict:
    errors = [{"severity": "critical"}] * critical + [{"severity": "minor"}] * minor
    money = {"overpaid": overpaid, "underpaid": underpaid}
    return {"score": score, "skills": skills, "errors": errors, "money": money}


def test_a_pass_has_no_reasons_and_every_scenario_scored():
    items = [item(100, dealing=1.0), item(80, minor=2, dealing=0.9)]
    got = outcome(stored(items, ExamRules(80, {"dealing": 0.8}, True)), items)
    assert got.passed and got.score == 90 and got.reasons == []
    assert got.scenarios == [ScenarioScore(1, 100, 0, 0), ScenarioScore(2, 80, 2, 0)]


def test_a_score_under_the_pass_mark_is_the_reason():
    items = [item(70, dealing=1.0)]
    assert outcome(stored(items, ExamRules(80, {}, True)), items).reasons == [Reason("score", 70, 80)]


def test_each_skill_under_its_minimum_is_a_reason_even_with_a_good_score():
    items = [item(100, dealing=0.5, payouts=1.0)]
    rules = ExamRules(80, {"dealing": 0.8, "payouts": 0.9, "procedure": 0.5}, True)
    reasons = outcome(stored(items, rules), items).reasons
    assert reasons == [Reason("skill", 0.5, 0.8, skill="dealing"), Reason("skill", 0.0, 0.5, skill="procedure")]


def test_a17_a_critical_error_is_a_reason_naming_its_scenarios():
    items = [item(100, dealing=1.0), item(90, critical=1, dealing=1.0), item(95, critical=2, dealing=1.0)]
    got = outcome(stored(items, ExamRules(80, {}, True)), items)
    assert not got.passed and got.reasons == [Reason("critical", scenarios=(2, 3))]
    assert [s.critical for s in got.scenarios] == [0, 1, 2]
    lenient = outcome(stored(items, ExamRules(80, {}, False)), items)
    assert lenient.passed and lenient.reasons == []


def test_a_scenario_without_a_grade_has_no_score():
    got = outcome({"score": 0, "passed": False, "pass_mark": 80}, [None])
    assert got.scenarios == [ScenarioScore(1, None, 0, 0)] and got.reasons == [Reason("score", 0, 80)]


GRADES = st.lists(
    st.builds(
        item,
        st.integers(0, 100),
        st.integers(0, 2),
        st.integers(0, 2),
        st.sampled_from([0, 10, 100]),
        st.sampled_from([0, 25, 100]),
        dealing=st.floats(0, 1),
        payouts=st.floats(0, 1),
    ),
    min_size=1,
    max_size=5,
)
RULES = st.builds(
    ExamRules,
    st.integers(0, 100),
    st.dictionaries(st.sampled_from(["dealing", "payouts", "procedure"]), st.floats(0, 1), max_size=3),
    st.booleans(),
    st.none() | st.integers(0, 300),
)


@given(GRADES, RULES)
def test_there_is_a_reason_exactly_when_the_attempt_failed(items, rules):
    got = outcome(stored(items, rules), items)
    assert got.passed == exam_result(items, rules).passed
    assert (got.reasons == []) == got.passed
    assert [s.score for s in got.scenarios] == [i["score"] for i in items]
