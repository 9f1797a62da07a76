"""Fault codes are one enum carrying severity and skill (issue 12): every fault has its message frames, every frame
is a fault, and an unknown code is an error — never graded as a silent minor fault."""

from __future__ import annotations

import pytest

from trainer.engine.actions import Clear, Collect, make_action
from trainer.engine.faults import Fault
from trainer.engine.procedure import SKILL_OF_KIND, ProcedureError
from trainer.training.grading import FRAMES, MESSAGES, PENALTY, make_error

SKILLS = set(SKILL_OF_KIND.values())


def test_every_fault_has_its_frames_and_every_frame_is_a_fault():
    assert set(FRAMES) == {str(f) for f in Fault}
    assert set(MESSAGES) == set(Fault)


def test_every_fault_carries_a_known_severity_and_skill():
    for f in Fault:
        assert f.severity in PENALTY, f
        assert f.skill is None or f.skill in SKILLS, f
        assert MESSAGES[f][0] == f.severity


def test_the_critical_faults_are_the_void_and_unfinished_ones():
    assert {f for f in Fault if f.severity == "critical"} == {
        Fault.OMITTED_VOID,
        Fault.WRONG_RULING,
        Fault.ROUND_UNFINISHED,
    }


def test_a_fault_is_its_code():
    assert Fault.DEAL_ORDER == "deal_order" and Fault.of("deal_order") is Fault.DEAL_ORDER
    assert ProcedureError(Fault.DEAL_ORDER, "x", clause="A11.1").code == "deal_order"


def test_an_unknown_code_is_an_error_not_a_minor_fault():
    with pytest.raises(ValueError, match="unknown fault code 'no_such_code'"):
        Fault.of("no_such_code")
    with pytest.raises(ValueError):
        make_error("no_such_code", "A8", 0, expected=None, got=None, why="")


def test_a_fault_with_a_skill_of_its_own_counts_against_it_whatever_was_due():

    e = make_error("deal_order", "A11.1", 3, expected=Clear(), got=make_action("deal", to="seat:2"), why="x")
    assert (e.severity, e.skill) == ("major", "dealing")
    omitted = make_error("omitted", "A12.3", 3, expected=Collect(seat=2), got=Clear(), why="x")
    assert omitted.skill == "procedure"  # an omission counts against the skill of what was omitted


def test_one_definition_of_the_skills_and_bet_kinds():
    """Issue 17: the skills and bet kinds are one StrEnum each; every list of them elsewhere is derived from it."""
    from trainer.engine import actions, words
    from trainer.engine.kinds import BETS, SKILLS, BetKind, Skill
    from trainer.training import exams, grading, scenario

    assert tuple(Skill) == SKILLS and tuple(BetKind) == BETS
    assert grading.SKILLS is SKILLS and exams.SKILLS is SKILLS and scenario.SKILLS is SKILLS
    assert actions.PAY_BETS[: len(BETS)] == BETS
    assert set(words.SKILLS) == set(Skill) and set(BetKind) <= set(words.BETS)
    assert set(SKILL_OF_KIND.values()) == set(Skill)
