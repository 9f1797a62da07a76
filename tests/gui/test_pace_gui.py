"""Issue 35, item 4 in the window: the learner panel shows the trainee's pace against the house standard over time
(the latest rounds, and each session's rounds an hour against the standard's), in both languages; a Table-ready
round shows its pace against the standard after its grade, and says whether it met it when the standard holds
Table-ready rounds to it."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.app import MainWindow
from trainer.gui.rounds_page import MODES, RoundsPage
from trainer.training.house_standard import HouseStandard, save_standard
from trainer.training.learner import LearnerModel
from trainer.training.pace import RoundPace
from trainer.training.store import ResultsStore

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

NOW = datetime.now(UTC)


def _data() -> Path:
    return Path(os.environ["TRAINER_DATA_DIR"])


def _model(trainee: str) -> LearnerModel:
    """Two sessions a day apart: 31 rounds an hour and 4 s a payout, then 48 rounds an hour and 2.4 s a payout."""
    model = LearnerModel(trainee)
    model.record("step:deal", True, 1.0, NOW - timedelta(days=1))
    for n in range(3):
        model.pace.append(RoundPace(7, 17, 20.0, 68.0, 100.0, NOW - timedelta(days=1, minutes=n)))
    model.pace.append(RoundPace(7, 17, 10.0, 40.0, 60.0, NOW - timedelta(minutes=5)))
    return model


def _window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_learner_panel_shows_pace_against_the_house_standard_over_time(qtbot, english):
    with ResultsStore.open() as store:
        store.save_learner("陳大文", _model("陳大文").to_json())
    save_standard(_data(), HouseStandard(rounds_per_hour=45, seconds_per_payout=3.5))
    w = _window(qtbot)
    panel = w.learner_panel
    assert not panel.pace_label.isVisible()  # nothing before a trainee is named
    panel.profile.edit.setText("陳大文")
    panel.use_profile("陳大文")
    assert panel.pace_label.isVisible()
    assert panel.pace_label.text() == (
        "Pace over your last 4 rounds: 34 rounds an hour at a full table (house standard 45), 3.6 s per payout "
        "(house standard 3.5) — under the house pace: too few rounds an hour, payouts too slow"
    )
    assert panel.pace_spark.isVisible() and panel.pace_spark.values == [31.3, 48.0]
    assert panel.pace_spark.target == 45
    assert "dashed: the house standard of 45" in panel.pace_spark.toolTip()
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        assert panel.pace_label.text() == (
            "最近 4 局的節奏：七門坐滿時每小時 34 局（公司標準 45 局），每次派彩 3.6 秒（公司標準 3.5 秒）"
            "——未達公司標準節奏：每小時局數不足、派彩太慢"
        )
        assert "公司標準 45 局" in panel.pace_spark.toolTip()
    finally:
        i18n.install_translator(english, "en")


def test_a_new_trainee_is_told_no_round_is_timed_yet(qtbot, english):
    w = _window(qtbot)
    w.learner_panel.profile.edit.setText("Ho Wai")
    w.learner_panel.use_profile("Ho Wai")
    assert w.learner_panel.pace_label.text().startswith("Pace: no timed rounds yet")
    assert not w.learner_panel.pace_spark.isVisible()


class Clock:
    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def _table_ready_round(qtbot, step: float) -> RoundsPage:
    """A Table-ready round without an irregularity, played by the reference dealer ``step`` seconds an action."""
    page = RoundsPage(seed=12)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    page.mode_combo.setCurrentIndex([m.key for m in MODES].index("table_ready"))
    while page.round is not None and page.round.event_kind is not None:
        page.next_round()
    assert not page.pace_label.isVisible()
    rnd = page.table.round
    assert rnd is not None
    rnd.clock = Clock(step)
    rnd.help.started = 0.0
    for act in solve(rnd.grader.round.copy()):
        page.table.apply(act)
    assert page.table.grade is not None and page.table.grade.score == 100
    return page


def test_a_table_ready_round_is_shown_against_the_house_standard(qtbot, english):
    page = _table_ready_round(qtbot, 0.5)
    assert page.pace_label.isVisible()
    text = page.pace_label.text()
    assert text.startswith("This round's pace: ") and "(house standard 40)" in text and "(house standard 3)" in text
    assert "house pace" not in text  # the standard does not hold Table-ready rounds to it by default


def test_table_ready_rounds_held_to_the_standard_say_whether_they_met_it(qtbot, english):
    save_standard(_data(), HouseStandard(table_ready=True))
    slow = _table_ready_round(qtbot, 10.0)
    verdict = "— under the house pace: too few rounds an hour, payouts too slow: not table-ready yet"
    assert slow.pace_label.text().endswith(verdict)
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        assert slow.pace_label.text().startswith("本局節奏：七門坐滿時每小時")
        assert slow.pace_label.text().endswith("未達公司標準節奏：每小時局數不足、派彩太慢：尚未可上枱")
    finally:
        i18n.install_translator(english, "en")
    fast = _table_ready_round(qtbot, 0.5)
    assert fast.pace_label.text().endswith("— at the house pace")
    fast.next_round()
    assert not fast.pace_label.isVisible()  # the next round has no pace until it is graded


def test_an_exam_requiring_pace_lists_the_rule_and_gives_the_missed_pace_as_the_reason(world, qtbot):
    """An exam held to 300 rounds an hour: never met (the players' own 15 s a round leave at most 240)."""
    from tests.gui.exam_world import reference_log
    from tests.gui.test_exam_session import scenario_paths, session_for, verify_ok
    from trainer.gui.exam_session import rules_lines
    from trainer.gui.qt import Qt
    from trainer.training.store import Status

    root, exam_path, store = world
    exam_path.write_text(
        exam_path.read_text(encoding="utf-8")
        + "pace_required = true\npace_rounds_per_hour = 300\npace_seconds_per_payout = 120\n",
        encoding="utf-8",
    )
    session = session_for(qtbot, store, exam_path)
    rule = next(line for line in rules_lines(session.exam, 2) if "house standard" in line[1])
    assert rule[1].startswith("Your pace must meet the house standard: at least 300 rounds an hour at a full table")
    assert rule[0].startswith("你的節奏須達到公司標準：七門坐滿時每小時至少 300 局")
    assert rule[0] in session.rules_label.text() and rule[1] in session.rules_label.text()
    session.name_edit.setText("陳大文")
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    for path in scenario_paths(root):
        for action in reference_log(path):
            session.table.apply(action)
    assert session.status == Status.FINISHED and session.result is not None
    assert session.result["score"] == 100 and session.result["passed"] is False
    reasons = session.reason_texts()
    assert len(reasons) == 1 and reasons[0].startswith("Pace: ")
    assert reasons[0].endswith("— under the house pace: too few rounds an hour")
    assert "(house standard 300)" in reasons[0] and reasons[0] in session.result_label.text()
    verify_ok(store)
