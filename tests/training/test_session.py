"""The practice record of help used, and what an exam's table shows before a call (issue 11, items 3 and 4)."""

from __future__ import annotations

from pathlib import Path

from tests.wording import problems
from trainer.engine.actions import make_action
from trainer.engine.procedure import solve
from trainer.training.grading import Grader, grade
from trainer.training.scenario import load_scenario
from trainer.training.session import PracticeRecord, exam_phase, exam_view

ROOT = Path(__file__).resolve().parents[2]


def _perfect():
    scenario = load_scenario(ROOT / "scenarios" / "plain_round_by_hand.toml")
    return grade(scenario, solve(scenario.round()))


def test_a_clean_round_says_no_help_was_used():
    line = PracticeRecord().score_line(_perfect())
    assert line.en == "Score 100 / 100 — passed, no help used"
    assert line.zh == "得分 100 / 100 — 合格，未用輔助"


def test_help_is_counted_and_shown_with_the_score_in_both_languages():
    record = PracticeRecord()
    for _ in range(3):
        record.hint()
    record.undo()
    assert record.helped
    line = record.score_line(_perfect())
    assert line.en == "Score 100 / 100 — passed, with help: 3 hints, 1 undo"
    assert line.zh == "得分 100 / 100 — 合格，曾用輔助：提示 3 次、還原 1 次"
    record.undo()
    assert record.help_text().en == "with help: 3 hints, 2 undos"
    assert problems(line.en, "en") == [] and problems(line.zh, "zh-Hant") == []


def test_a_hint_alone_is_help_too():
    record = PracticeRecord(hints=1)
    assert record.score_line(_perfect()).en.endswith("with help: 1 hint")


def _fed(name: str, n: int):
    scenario = load_scenario(ROOT / "scenarios" / f"{name}.toml")
    g = Grader(scenario.setup)
    log = solve(scenario.round())
    for a in log[:n]:
        g.feed(a)
    return g, log


def test_a17_1_an_exam_does_not_name_the_void_round_the_trainee_did_not_call():
    scenario = load_scenario(ROOT / "scenarios" / "dealer_card_exposed.toml")
    log = solve(scenario.round())
    i = log.index(make_action("declare", ruling="void_round"))
    g = Grader(scenario.setup)
    shown = "shuffle"
    trainee = [*log[:i], log[i + 1]]  # the void call omitted: the engine makes it, the table is void
    for a in trainee:
        g.feed(a)
        shown = exam_phase(g.round.view().phase, shown, trainee[: trainee.index(a) + 1])
    assert g.round.view().phase == "void" and shown == "dealing"
    assert exam_view(g.round.view(), shown).phase == "dealing"
    # called by the trainee: named
    assert exam_phase("void", "dealing", log[: i + 1]) == "void"


def test_a17_5_an_exam_table_marks_no_card_dead():
    g, _log = _fed("card_to_empty_seat", 4)  # a card slipped to seat 4 (no bet); the call not made yet
    view = g.round.view()
    assert any(c.dead for s in view.seats for c in s.cards)
    shown = exam_view(view, view.phase)
    assert not any(c.dead for s in shown.seats for c in s.cards)
    assert [len(s.cards) for s in shown.seats] == [len(s.cards) for s in view.seats]


def test_a_practice_record_times_each_action_and_an_undo_takes_its_time_back():
    from trainer.training.session import PracticeRecord

    rec = PracticeRecord(started=100.0)
    for now in (102.0, 103.0, 110.0):
        rec.stamp(now)
    rec.undo()
    rec.stamp(111.0)
    timing = rec.timing(["deal", "deal", "pay"])
    assert timing is not None
    assert timing.action_seconds == (2.0, 1.0, 8.0) and timing.payout_seconds == (8.0,)
    assert rec.timing(["deal"]) is None  # times and actions must match


def test_the_table_before_any_action_is_the_graders_first_table_for_every_scenario():
    """A practice round draws its first table without a grader (made when first needed): it is the table the
    grader's round shows before any action, for every scenario of the library."""
    from trainer.training.scenario import library_files
    from trainer.training.session import PracticeRound

    files = library_files(ROOT / "scenarios")
    assert len(files) > 20
    for path in files:
        setup = load_scenario(path).setup
        practice = PracticeRound(setup)
        first = practice.view
        assert practice._grader is None, path.name  # drawn without one
        assert practice.prepare()  # the grader, first
        while practice.prepare():  # then what the round needs later
            pass
        assert practice._grader is not None and not practice.prepare()
        assert practice.view == first == Grader(setup).round.view(), path.name


def test_a_round_taken_back_to_its_start_shows_its_first_table_and_judges_again():
    from trainer.training.session import PracticeRound

    scenario = load_scenario(ROOT / "scenarios" / "plain_round_by_hand.toml")
    practice = PracticeRound(scenario.setup)
    first = practice.view
    actions = solve(scenario.round())
    assert practice.apply(actions[0]) == [] and len(practice.log) == 1
    assert practice.view != first
    assert practice.undo() == actions[0] and practice.view == first and practice.errors_at == {}
    assert practice.apply(actions[1])  # out of order: the grader made again judges it wrong


def test_a_round_settles_at_the_decisions_with_the_settlement_imported_then():
    """The round imports the settlement when it first settles; prepare_settlement imports it ahead (once)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from trainer.engine import round as r\n"
        "from trainer.engine.procedure import solve\n"
        "from trainer.training.scenario import load_scenario\n"
        "print('trainer.engine.settlement' in sys.modules)\n"
        f"sc = load_scenario({str(ROOT / 'scenarios' / 'plain_round_by_hand.toml')!r})\n"
        "rd = sc.round()\n"
        "for a in solve(sc.round()):\n"
        "    rd.apply(a)\n"
        "print(rd.result is not None, 'trainer.engine.settlement' in sys.modules, r.prepare_settlement())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split("\n")[:2] == ["False", "True True False"]
