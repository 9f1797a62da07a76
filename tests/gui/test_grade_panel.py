"""The end of a practice round: the grade in both languages with the help used; what an exam's table says
before a call; every visible string of the grade panel and the phase line in plain words (issue 11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.exam_world import reference_log
from tests.gui.test_exam_session import scenario_paths, session_for
from tests.wording import problems
from trainer.engine.actions import Action, Burn, Pay, make_action
from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.dealer_table import DealerTable
from trainer.training.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _table(qtbot, mode: str = "practice") -> DealerTable:
    t = DealerTable(mode)
    qtbot.addWidget(t)
    t.resize(1280, 760)
    return t


def _scenario(name: str):
    scenario = load_scenario(ROOT / "scenarios" / f"{name}.toml")
    return scenario, solve(scenario.round())


def _visible(t: DealerTable) -> list[str]:
    """Every string of the panel a trainee reads about the round: title, phase line, feedback, grade, errors."""
    texts = [t.status_label.text(), t.feedback_text()]
    if t.grade_box.isVisibleTo(t):
        texts.append(t.grade_text())
        texts += [t.error_list.item(n).text() for n in range(t.error_list.count())]
    return [x for x in texts if x]


def _scan(t: DealerTable, lang: str) -> list[str]:
    bad = []
    for text in _visible(t):
        # a bilingual text: each line in its own language
        for line in text.splitlines():
            line_lang = "zh-Hant" if any("\u3400" <= ch <= "\u9fff" for ch in line) else "en"
            bad += [f"[{lang}] {line!r}: {p}" for p in problems(line, line_lang)]
    return bad


def test_the_grade_of_a_round_done_with_help_says_so_in_both_languages(qtbot, english):
    scenario, log = _scenario("plain_round_by_hand")
    t = _table(qtbot)
    t.start(scenario.setup, "t")
    t.show_hint()
    t.show_hint()
    t.apply(Burn())  # a mistake, taken back
    t.undo()
    for a in log:
        t.apply(a)
    assert t.grade is not None and t.grade.score == 100
    shown = t.grade_text()
    assert shown.splitlines()[:2] == [
        "Score 100 / 100 — passed, with help: 2 hints, 1 undo",
        "得分 100 / 100 — 合格，曾用輔助：提示 2 次、還原 1 次",
    ]
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    assert t.grade_text().splitlines()[0] == "得分 100 / 100 — 合格，曾用輔助：提示 2 次、還原 1 次"
    # F5: the same round again starts with no help counted
    t.restart()
    for a in log:
        t.apply(a)
    assert t.grade_text().splitlines()[0] == "得分 100 / 100 — 合格，未用輔助"


def test_a_mistake_in_the_grade_is_listed_in_both_languages(qtbot, english):
    scenario, log = _scenario("plain_round_by_hand")
    t = _table(qtbot)
    t.start(scenario.setup, "t")
    for a in log[:2] + log[3:]:  # the first card skipped: the dealing order is broken
        t.apply(a)
    t.finish()
    first = t.error_list.item(0).text().splitlines()
    g = t.grade
    assert g is not None
    assert first[1:] == [g.errors[0].message_en, g.errors[0].message_zh]


@pytest.mark.parametrize(
    "name", ["dealer_card_exposed", "card_to_empty_seat", "player_leaves_and_tells_cards", "late_bet_refused"]
)
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_panel_reads_in_plain_words_at_every_step(qtbot, english, name, lang):
    """The phase line, the feedback and the grade with every error, after each action of a round with mistakes
    (every other action of the reference dealer, then the rest), in both languages."""
    i18n.install_translator(english, lang)
    english.processEvents()
    scenario, log = _scenario(name)
    t = _table(qtbot)
    t.start(scenario.setup, "t")
    bad: list[str] = []
    for n, a in enumerate(log[::2] + log[1::2]):
        t.apply(a)
        if n % 3 == 0:
            t.show_hint()
        bad += _scan(t, lang)
    t.finish()
    bad += _scan(t, lang)
    assert t.grade is not None and t.grade.errors
    assert not bad, "\n".join(bad)


def _after(qtbot, mode: str, name: str, actions: list[Action]) -> DealerTable:
    scenario, _log = _scenario(name)
    t = _table(qtbot, mode)
    t.start(scenario.setup, "t")
    for a in actions:
        t.apply(a)
    return t


def test_a17_1_in_an_exam_the_phase_line_does_not_name_a_void_round_before_the_call(qtbot, english):
    log = _scenario("dealer_card_exposed")[1]
    i = log.index(make_action("declare", ruling="void_round"))
    trainee = [*log[:i], log[i + 1]]  # the trainee goes on without the call: the engine voids the round
    practice = _after(qtbot, "practice", "dealer_card_exposed", trainee)
    exam = _after(qtbot, "exam", "dealer_card_exposed", trainee)
    assert practice.grader is not None and practice.grader.round.phase == "void"
    assert "Void round" in practice.status_label.text()  # practice may say it
    assert "void" not in exam.status_label.text().lower() and exam.scene.title.phase != "void"
    exam.apply(log[i])  # the call, made late: now the table may say so
    assert "Void round" in exam.status_label.text()


def test_a17_5_in_an_exam_no_card_is_marked_dead_before_the_call(qtbot, english):
    log = _scenario("card_to_empty_seat")[1]
    practice = _after(qtbot, "practice", "card_to_empty_seat", log[:4])  # a card slipped to seat 4 (no bet)
    exam = _after(qtbot, "exam", "card_to_empty_seat", log[:4])
    assert any(c.dead for s in practice.scene.view.seats for c in s.cards)
    assert exam.scene.view is not None
    assert not any(c.dead for s in exam.scene.view.seats for c in s.cards)
    assert sum(len(s.cards) for s in exam.scene.view.seats) == sum(len(s.cards) for s in practice.scene.view.seats)


def test_an_exams_rounds_have_neutral_titles(world, qtbot):
    root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.begin("陳大文")
    titles = [load_scenario(p).title(lang) for p in scenario_paths(root) for lang in ("en", "zh-Hant")]
    for n in range(2):
        assert session.table.title_label.text() == f"Round {n + 1} of 2"
        assert session.progress_label.text() == f"陳大文 — Round {n + 1} of 2"
        assert not any(title in session.table.title_label.text() for title in titles)
        if n == 0:
            i18n.install_translator(qtbot_app(qtbot), "zh-Hant")
            qtbot_app(qtbot).processEvents()
            assert session.table.title_label.text() == "第1局，共2局"
            i18n.install_translator(qtbot_app(qtbot), "en")
            qtbot_app(qtbot).processEvents()
        for action in reference_log(session.paths[n]):
            session.table.apply(action)


def qtbot_app(qtbot):
    from trainer.gui.qt import QtWidgets

    app = QtWidgets.QApplication.instance()
    assert app is not None
    return app


def test_a17_1_a_late_call_leaves_one_mark_in_the_actions_list(qtbot, english):
    log = _scenario("dealer_card_exposed")[1]
    i = log.index(make_action("declare", ruling="void_round"))
    t = _after(qtbot, "practice", "dealer_card_exposed", [*log[:i], log[i + 1], log[i]])
    assert sorted(t.errors_at) == [i + 1]
    assert [e.code for e in t.errors_at[i + 1]] == ["late_ruling"]


def test_the_grade_panel_shows_each_skills_band_the_money_put_wrong_and_the_timing(qtbot, english):
    """Issue 12: bands, the money error and the time per action and payout are in the grade the trainee sees, not
    only in replay --json."""
    scenario, log = _scenario("dealer_does_not_qualify")
    t = _table(qtbot)
    t.start(scenario.setup, "t")
    for act in log:
        if act == Pay(seat=3, bet="ante", amount=50):
            act = Pay(seat=3, bet="ante", amount=75)  # 25 over
        t.apply(act)
    assert t.grade is not None and t.grade.money.overpaid == 25
    text, other = t.grade_text(), t.grade_label.toolTip()  # details in the current language, the other on hover
    assert "Payouts 86% learning" in text and "派彩 86% 學習中" in other  # one payout of seven wrong
    assert "Dealing 100% table-ready" in text and "派牌 100% 可上枱" in other
    assert "25 MOP too much" in text and "多付 25 澳門元" in other  # issue 32, item 8: the money in MOP
    assert "payout: median" in text and "派彩：中位數" in other  # the time per payout against its target
    assert not _scan(t, "en")
