"""Issue 35, item 3, in the exam screens: the start page states an exam's money-error limit in both languages, and
the result page gives the money put wrong over the limit as the reason an attempt failed on good points."""

from __future__ import annotations

from tests.gui.exam_world import reference_log
from tests.gui.test_exam_session import scenario_paths, session_for
from trainer.gui.exam_session import rules_lines
from trainer.gui.i18n import install_translator
from trainer.training.exams import load_exam
from trainer.training.store import Status

RULE_EN = (
    "More than 50 MOP paid wrongly over all the scenarios (too much and too little added up) fails the exam, "
    "whatever the score."
)
RULE_ZH = "各情境合計錯付（多付與少付相加）超過 50 澳門元，考核即不合格，不論得分。"


def with_limit(exam_path, limit: int = 50) -> None:
    text = exam_path.read_text(encoding="utf-8").replace("scenarios = [", f"money_error_limit = {limit}\nscenarios = [")
    exam_path.write_text(text, encoding="utf-8")


def test_the_start_page_states_the_money_error_limit_only_for_an_exam_that_sets_one(world):
    _root, exam_path, _store = world
    assert all(en != RULE_EN for _zh, en in rules_lines(load_exam(exam_path), 2))
    with_limit(exam_path)
    assert (RULE_ZH, RULE_EN) in rules_lines(load_exam(exam_path), 2)


def test_an_attempt_over_the_money_error_limit_fails_on_it_whatever_the_points(world, qtbot, qapp):
    root, exam_path, store = world
    with_limit(exam_path)
    session = session_for(qtbot, store, exam_path)
    session.begin("Ho Wai")
    for action in reference_log(scenario_paths(root)[0]):
        session.table.apply(action)
    second = reference_log(scenario_paths(root)[1])
    pay = next(i for i, a in enumerate(second) if a["action"] == "pay")
    second[pay] = {**second[pay], "amount": second[pay]["amount"] + 100}  # 100 MOP overpaid
    for action in second:
        session.table.apply(action)
    assert session.status == Status.FINISHED
    grade = store.get_attempt(session.attempt_id).attempt.grade
    assert grade["score"] >= 80 and grade["money"]["overpaid"] == 100 and not grade["passed"]
    reason = "100 MOP was paid wrongly over the scenarios, more than this exam's limit of 50 MOP."
    assert session.reason_texts() == [reason] and reason in session.result_label.text()
    install_translator(qapp, "zh-Hant")
    assert session.reason_texts() == ["各情境合計錯付 100 澳門元，超過本考核的上限 50 澳門元。"]
