"""The practice round as a Qt-free session (issue 17, item 3): the log, the mistakes per step, undo, review of a
past step, the help used and the grade, without any widget."""

from __future__ import annotations

from pathlib import Path

from trainer.engine.actions import Action, make_action
from trainer.engine.procedure import solve
from trainer.training.grading import Grader, grade_setup
from trainer.training.scenario import load_scenario
from trainer.training.session import PracticeRound

ROOT = Path(__file__).resolve().parents[2]
PLAIN = ROOT / "scenarios" / "plain_round_by_hand.toml"
EXPOSED = ROOT / "scenarios" / "dealer_card_exposed.toml"


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _plain() -> tuple[PracticeRound, list[Action], FakeClock]:
    sc = load_scenario(PLAIN)
    clock = FakeClock()
    return PracticeRound(sc.setup, clock=clock), solve(sc.round()), clock


def _view_after(setup, log):
    g = Grader(setup)
    for act in log:
        g.feed(act)
    return g.round.view()


def test_a11_1_a_wrong_action_is_marked_at_its_step_and_undo_takes_it_back():
    pr, reference, _ = _plain()
    for act in reference[:4]:
        assert pr.apply(act) == []
    before = pr.view
    errors = pr.apply(make_action("deal", to="dealer"))  # wrong: the seats are dealt first
    assert errors and pr.errors_at == {4: errors}
    assert pr.undo() == make_action("deal", to="dealer")
    assert pr.log == reference[:4] and pr.view == before and pr.errors_at == {}
    assert pr.help.undos == 1 and pr.help.helped


def test_undo_with_nothing_done_does_nothing_and_counts_nothing():
    pr, _, _ = _plain()
    assert pr.undo() is None
    assert pr.help.undos == 0 and pr.log == []


def test_review_gives_the_table_as_it_was_after_that_many_actions_and_changes_nothing():
    pr, reference, _ = _plain()
    for act in reference[:6]:
        pr.apply(act)
    now = pr.view
    for step in (0, 3, 6):
        assert pr.review(step) == _view_after(pr.setup, reference[:step])
    assert pr.review(99) == now and pr.review(-5) == _view_after(pr.setup, [])
    assert pr.view == now and pr.log == reference[:6]


def test_a_whole_round_finishes_with_the_same_grade_as_the_log_folded():
    pr, reference, _ = _plain()
    for act in reference:
        pr.apply(act)
    assert pr.over()
    g = pr.finish()
    assert pr.finished and g == grade_setup(pr.setup, reference) and g.score == 100
    assert pr.finish() is g
    assert pr.apply(reference[0]) == [] and pr.log == reference  # nothing more once graded


def test_undo_after_the_grade_opens_the_round_again():
    pr, reference, _ = _plain()
    for act in reference:
        pr.apply(act)
    pr.finish()
    pr.undo()
    assert not pr.finished and pr.log == reference[:-1] and not pr.over()


def test_hints_are_the_reference_dealers_next_action_and_are_counted():
    pr, reference, _ = _plain()
    for act in reference[:5]:
        pr.apply(act)
    hint = pr.hint()
    assert hint is not None and hint.action == reference[5] and hint.clause
    assert pr.help.hints == 1
    assert "1 hint" in pr.help.help_text().en


def test_actions_are_timed_with_the_clock_passed_in():
    pr, reference, clock = _plain()
    for act in reference:
        clock.now += 2.0
        pr.apply(act)
    assert pr.help.times == [2.0 * (n + 1) for n in range(len(reference))]
    timing = pr.timing()
    assert timing is not None and timing.to_json()["action_median_seconds"] == 2.0


def test_a_replayed_log_is_judged_but_not_timed():
    pr, reference, _ = _plain()
    again = PracticeRound(pr.setup, log=[a.to_json() for a in reference[:5]])
    assert again.log == reference[:5] and again.help.times == [] and not again.errors_at


def test_a17_1_a_late_call_is_one_mark_at_the_late_step():
    sc = load_scenario(EXPOSED)
    log = solve(sc.round())
    i = log.index(make_action("declare", ruling="void_round"))
    pr = PracticeRound(sc.setup, log=[*log[:i], log[i + 1], log[i]])
    assert sorted(pr.errors_at) == [i + 1]
    assert [e.code for e in pr.errors_at[i + 1]] == ["late_ruling"]


def test_an_engine_fault_drops_the_action_and_keeps_the_round(monkeypatch):
    pr, reference, _ = _plain()
    for act in reference[:3]:
        pr.apply(act)

    feed = Grader.feed

    def broken(self, raw):
        if raw == reference[3]:
            raise RuntimeError("engine fault")
        return feed(self, raw)

    monkeypatch.setattr(Grader, "feed", broken)
    try:
        pr.apply(reference[3])
    except RuntimeError:
        pass
    else:
        raise AssertionError("the fault must reach the caller")
    monkeypatch.undo()
    assert pr.log == reference[:3] and pr.view == _view_after(pr.setup, reference[:3])


def test_what_is_due_is_worked_out_once_per_step_for_judging_and_for_the_end(monkeypatch):
    """Whether the round is over after an action, and the judging of the next one, ask what is due at the same
    step: the grader works it out once (the practice table asks after every action), and it is what the reference
    dealer's procedure says at that step, with a mistake and an undo in between."""
    from trainer.engine import procedure
    from trainer.engine.actions import Collect
    from trainer.training import grading

    worked: list[tuple[int, int]] = []
    real = procedure.candidates

    def counted(r):  # type: ignore[no-untyped-def]
        worked.append((id(r), r.step))
        return real(r)

    monkeypatch.setattr(grading, "candidates", counted)
    practice, actions, _clock = _plain()
    assert practice.apply(Collect(seat=1))  # a mistake first (judged at step 0), then taken back: a new grader
    practice.undo()
    worked.clear()
    for act in actions:
        assert practice.grader.due() == real(practice.grader.round)
        assert practice.apply(act) == []
        assert practice.over() == (act is actions[-1])
    assert practice.grader.due() == []
    assert len(worked) == len(set(worked)) == len(actions) + 1  # once a step, from the first to the end
