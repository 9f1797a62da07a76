"""Deal me rounds (issue 13, item 1): generated rounds one after another in four modes; the reference dealer's
play scores 100 at every one; Table-ready is the exam table (no help); a round can be saved as a scenario."""

from __future__ import annotations

import pytest

from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.qt import Qt
from trainer.gui.rounds_page import MODES, RoundsPage
from trainer.training.scenario import load_scenario

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


def _page(qtbot) -> RoundsPage:
    page = RoundsPage(seed=12)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


def _play_reference(page: RoundsPage) -> None:
    table = page.table
    assert table.grader is not None
    for act in solve(table.grader.round.copy()):
        table.apply(act)


@pytest.mark.parametrize("mode", range(len(MODES)))
def test_each_mode_deals_rounds_the_reference_dealer_plays_to_100(qtbot, english, mode):
    page = _page(qtbot)
    page.mode_combo.setCurrentIndex(mode)
    assert page.table.mode == MODES[mode].table
    for _ in range(3):
        _play_reference(page)
        assert page.table.grade is not None and page.table.grade.score == 100
        qtbot.keyClick(page.table, Qt.Key.Key_N)  # next round, once this one is graded
    assert page.scores == [100, 100, 100] and page.index >= 3


def test_learn_shows_the_next_step_and_table_ready_gives_no_help(qtbot, english):
    page = _page(qtbot)
    page.mode_combo.setCurrentIndex(0)
    assert page.table.feedback_text()  # Learn: the next correct step is already shown
    page.mode_combo.setCurrentIndex(len(MODES) - 1)
    assert page.table.mode == "exam" and page.table.show_hint() is None


def test_the_irregularity_rate_of_each_mode(qtbot, english):
    page = _page(qtbot)
    page.mode_combo.setCurrentIndex(len(MODES) - 1)
    events = 0
    for _ in range(80):
        page.next_round()
        events += page.round is not None and page.round.event_kind is not None
    assert 8 <= events <= 32  # about a quarter


def test_a_round_saved_as_a_scenario_is_one(qtbot, english, tmp_path):
    page = _page(qtbot)
    page.ask_path = lambda suggested: str(tmp_path / "kept.toml")
    path = page.save_round()
    assert path is not None and "Saved" in page.status.text()
    scenario = load_scenario(path)  # it validates as an ordinary scenario file
    assert page.round is not None and scenario.id == page.round.id


def test_the_page_speaks_chinese(qtbot, english):
    page = _page(qtbot)
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        assert page.title.text() == "連續發牌練習" and page.mode_combo.itemText(0).startswith("學習")
    finally:
        i18n.install_translator(english, "en")


def test_a_trainees_graded_rounds_feed_their_learner_model_kept_in_the_store(qtbot, english, tmp_path):
    from trainer.training.store import ResultsStore

    def opener() -> ResultsStore:
        return ResultsStore.open(tmp_path / "data")

    page = RoundsPage(seed=3, store=opener)
    qtbot.addWidget(page)
    page.use_profile("S77")
    _play_reference(page)
    model = page.keeper.model
    assert model.trainee == "S77" and model.reviews and all(r.correct for r in model.reviews)
    assert any(r.item.startswith("pay:") for r in model.reviews) and any(r.item == "step:deal" for r in model.reviews)
    with opener() as store:
        kept = store.load_learner("S77")
    assert kept is not None and '"S77"' in kept


def test_table_ready_shows_the_grade_and_its_mistakes_when_the_round_ends(qtbot, english):
    """Issue 32, item 2: no help until the grade, and then the grade — the score and each mistake with its
    clause — as in the other modes; after a full round and after Ctrl+E alike."""
    page = _page(qtbot)
    page.mode_combo.setCurrentIndex(len(MODES) - 1)
    table = page.table
    assert table.mode == "exam"
    _play_reference(page)  # the full round, to the clear
    assert table.grade is not None and table.grade.score == 100
    text = table.grade_text()
    assert "100" in text and table.grade_box.isVisible() and not table.controls.isVisible()
    assert table.error_list.count() == 1 and "No mistakes" in table.error_list.item(0).text()
    qtbot.keyClick(table, Qt.Key.Key_N)  # the next round: the controls are back, no grade and no help yet
    assert table.grade is None and not table.grade_box.isVisible() and table.controls.isVisible()
    assert table.feedback_text() == "" and table.show_hint() is None
    table.confirm_end = None
    for act in solve(table.grader.round.copy())[:4]:
        table.apply(act)
    qtbot.keyClick(table.table_view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # end the round here
    grade = table.grade
    assert grade is not None and grade.errors and grade.score < 100
    assert str(grade.score) in table.grade_text() and table.grade_box.isVisible()
    shown = [table.error_list.item(i).text() for i in range(table.error_list.count())]
    assert len(shown) == len(grade.errors)
    assert all(str(e.clause) in line and e.message_en in line for e, line in zip(grade.errors, shown, strict=True))


def test_next_exercise_is_numbered_as_the_top_line_counts(qtbot, english):
    """Issue 32, item 12: after Next exercise the top line said "Round 6" and the panel "Generated round 1"."""
    from trainer.gui.app import MainWindow

    window = MainWindow(scenarios=[])
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("rounds")
    page = window.rounds
    assert isinstance(page, RoundsPage)
    for _ in range(4):
        _play_reference(page)
        page.next_round()
    _play_reference(page)  # round 5, graded
    window.show_page("home")
    window.learner_panel.request_next()
    assert window.stack.currentWidget() is page
    assert page.count_label.text().startswith("Round 6 ")
    assert page.table.title.startswith("Generated round 6:")
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    try:
        assert page.table.title.startswith("自動產生的牌局 6：")
    finally:
        i18n.install_translator(english, "en")
        english.processEvents()
    assert page.table.title.startswith("Generated round 6:")
