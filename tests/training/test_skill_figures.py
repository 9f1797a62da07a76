"""Review rb, items 3 and 4: an attempt's weakest skill is the one with the lowest figure (it was the first
alphabetically among the worst band: always Dealing), and a skill the exam gave nothing to judge reads "not tested",
never 100 %, and is never the weakest or strongest."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.gui.exam_world import make_world, reference_log
from trainer.engine.words import SKILLS
from trainer.training.exams import attempt_grade, exam_result, load_exam
from trainer.training.grading import band_of, grade
from trainer.training.scenario import load_scenario
from trainer.training.skill_figures import (
    judged_skills,
    not_tested,
    shown_figures,
    skill_figures,
    strongest_skills,
    weakest_rank,
    weakest_skills,
)


def _attempt(figures: dict[str, float], untested: tuple[str, ...] = ()) -> dict[str, object]:
    """An attempt's grade as stored (rules 2 and later): a figure for every skill, 1.0 for those not tested, and a
    band only for the tested ones."""
    skills = {k: (1.0 if k in untested else figures[k]) for k in SKILLS}
    bands = {k: band_of(v) for k, v in skills.items() if k not in untested}
    return {"score": 20, "passed": False, "skills": skills, "bands": bands, "money": {"overpaid": 0}}


def _names(found) -> list[str]:
    return [s.skill for s in found]


@pytest.mark.parametrize("weak", list(SKILLS))
def test_the_weakest_skill_is_the_one_with_the_lowest_figure_whichever_it_is(weak):
    figures = {k: 0.29 if k == "dealing" else 0.18 for k in SKILLS} | {weak: 0.0}
    if weak == "dealing":
        figures = {k: 0.29 for k in SKILLS} | {"dealing": 0.0}
    grade_ = _attempt(figures)
    assert all(b == "not_ready" for b in grade_["bands"].values())  # one band for all: the figure decides
    assert _names(weakest_skills(grade_)) == [weak]
    assert weak not in _names(strongest_skills(grade_))


def test_the_reviewers_attempts():
    # attempt 1: Dealing 29 %, Irregularities 0 % (both not ready) -> Irregularities
    one = _attempt({"dealing": 0.29, "irregularities": 0.0, "payouts": 1.0, "procedure": 1.0})
    assert _names(weakest_skills(one)) == ["irregularities"]
    # attempt 3: Dealing 18 %, Payouts 0 %, Procedure 0 % -> Payouts and Procedure, tied
    three = _attempt({"dealing": 0.18, "payouts": 0.0, "procedure": 0.0}, untested=("irregularities",))
    assert _names(weakest_skills(three)) == ["payouts", "procedure"]
    # 100 % everywhere: every skill ties, none is singled out
    full = _attempt(dict.fromkeys(SKILLS, 1.0))
    assert _names(weakest_skills(full)) == list(SKILLS) == _names(strongest_skills(full))
    assert weakest_rank(one) == weakest_rank(three) == (0, 0.0)  # not ready at 0 %: they sort together, first
    assert weakest_rank(full) == (3, 1.0) > weakest_rank(_attempt(dict.fromkeys(SKILLS, 0.99)))


def test_an_exam_without_irregularities_reports_that_skill_not_tested(tmp_path: Path):
    """A real exam of plain rounds (no irregularity), cut short after 4 actions in each round (the clock ran out):
    the stored figure of Irregularities is 1.0 (sealed, as ``verify`` re-computes it) but it is shown as not
    tested, and it is neither the weakest nor the strongest."""
    exam_path = make_world(tmp_path)
    exam = load_exam(exam_path)
    grades = []
    for n in (1, 2):
        path = tmp_path / "scenarios" / f"gui-plain-{n}.toml"
        grades.append(grade(load_scenario(path), reference_log(path)[:4]).to_json())
    result = exam_result(grades, exam)
    stored = attempt_grade(result, exam, ["gui-plain-1", "gui-plain-2"])
    assert stored["skills"]["irregularities"] == 1.0  # what was sealed stays as it was
    shown = shown_figures(stored)
    assert shown["irregularities"] is None and not_tested(stored) == ["irregularities"]
    assert all(isinstance(shown[k], float) for k in ("dealing", "payouts", "procedure"))
    assert "irregularities" not in _names(weakest_skills(stored)) + _names(strongest_skills(stored))
    assert "irregularities" not in _names(judged_skills(stored))
    # each round's own grade says the same from its opportunities
    for g in grades:
        assert shown_figures(g)["irregularities"] is None and "irregularities" in not_tested(g)
    # the skills in the catalogue's order
    assert _names(skill_figures(stored)) == list(SKILLS)


def test_an_older_grade_without_bands_counts_every_named_skill_as_tested():
    old = {"score": 90, "passed": True, "skills": {"payouts": 0.5, "dealing": 0.9}}
    assert shown_figures(old) == {"dealing": 0.9, "payouts": 0.5}
    assert _names(weakest_skills(old)) == ["payouts"]
    assert skill_figures(None) == [] and weakest_skills({}) == [] and weakest_rank(None) == (4, 2.0)


def test_a_grade_with_bands_only_ranks_by_band():
    bands_only = {"bands": {"dealing": "learning", "payouts": "not_ready"}}
    assert _names(weakest_skills(bands_only)) == ["payouts"]


figures = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


@given(st.dictionaries(st.sampled_from(list(SKILLS)), figures, min_size=1), st.sets(st.sampled_from(list(SKILLS))))
def test_the_weakest_is_judged_and_no_judged_skill_is_below_it(values, untested):
    stored = _attempt(dict.fromkeys(SKILLS, 0.5) | values, tuple(untested))
    weakest = weakest_skills(stored)
    judged = judged_skills(stored)
    assert {s.skill for s in judged} == set(SKILLS) - untested
    if not judged:
        assert weakest == [] and strongest_skills(stored) == []
        return
    low = min(s.figure for s in judged if s.figure is not None)
    assert weakest and all(s.skill not in untested and s.figure == low for s in weakest)
    assert all(s.figure is None for s in skill_figures(stored) if s.skill in untested)
