"""Issue 31 in the app: the trainer tools' Sittings page opens a sitting, watches its seats, closes it and signs it
off; the trainee's list of exams offers the sittings open to this PC, a listed candidate starts in one and an
unlisted name is refused with the store's reason; the results table, the PDF report and the end of an exam say
what an attempt counts for (official, provisional, or unofficial practice). The store is always under tmp_path."""

from __future__ import annotations

import pytest

from tests.gui.exam_world import reference_log, store_attempt
from tests.gui.test_exam_session import PASSPHRASE, scenario_paths
from tests.gui.windows import activate
from trainer.gui import exam_text
from trainer.gui.exam_chooser import ExamChooser
from trainer.gui.exam_session import ExamSession
from trainer.gui.i18n import install_translator
from trainer.gui.qt import Qt
from trainer.gui.results_model import COLUMN
from trainer.gui.sittings_view import SittingsView
from trainer.gui.trainer_tools import TrainerTools
from trainer.training import sittings
from trainer.training.exams import load_exam
from trainer.training.store import ResultsStore, Standing, Status, StoreError, standing_words


def tools_on_sittings(qtbot, store: ResultsStore) -> tuple[TrainerTools, SittingsView]:
    """The trainer tools of Ms Wong at 1280×800, on the Sittings page."""
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    tools.resize(1280, 800)
    activate(qtbot, tools)
    page = tools.sittings_page
    tools.tabs.setCurrentWidget(page)
    return tools, page


def choose_exam(page: SittingsView, title: str = "Dealing check") -> None:
    index = next(i for i in range(page.exam_combo.count()) if title in page.exam_combo.itemText(i))
    page.exam_combo.setCurrentIndex(index)


def open_for(store: ResultsStore, exam_path, *names: str, attempts: int = 1, digest: str | None = None) -> int:
    exam = load_exam(exam_path)
    return sittings.open_sitting(
        store,
        exam_id=exam.id,
        exam_version=str(exam.version),
        exam_digest=digest or exam.digest,
        time_limit=round(exam.time_limit_seconds),
        candidates=[sittings.parse_candidate(n) for n in names],
        by="Ms Wong",
        attempts=attempts,
    )


def sitting_session(qtbot, store: ResultsStore, exam_path, sitting_id: int) -> ExamSession:
    session = ExamSession(store, load_exam(exam_path), seed=5, sitting=sittings.get_sitting(store, sitting_id))
    qtbot.addWidget(session)
    session.resize(1280, 800)
    return session


def standing_of(tools: TrainerTools, attempt_id: int) -> str:
    model = tools.model
    row = next(r for r in range(model.rowCount()) if model.attempt(r).id == attempt_id)
    return model.data(model.index(row, COLUMN["standing"]))


# ------------------------------------------------------------------------------------------- the sittings page


def test_issue31_sittings_page_opens_a_sitting_and_watches_its_seats(world, qtbot, qapp):
    _root, exam_path, store = world
    tools, page = tools_on_sittings(qtbot, store)
    assert tools.tabs.tabText(tools.tabs.indexOf(page)) == "Sittings"
    assert page.timer.isActive(), "read again every few seconds while shown"
    assert page.opens_now.isChecked() and page.closes_edit.time().hour() == 23
    choose_exam(page)

    page.candidates_edit.setPlainText("\n  \n")
    assert page.open_sitting() is None and page.message_is_problem
    assert page.message == "Not opened: list at least one candidate, one a line."
    page.candidates_edit.setPlainText("陳大文=S001\n" + "x" * 81)
    assert page.open_sitting() is None
    assert page.message.startswith("Not opened. The reason:\ncandidates, line 2: ")
    assert sittings.list_sittings(store) == []

    page.candidates_edit.setPlainText("陳大文=S001\nHo Wai\n")
    page.attempts_spin.setValue(2)
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert not page.message_is_problem and page.message.startswith("Sitting 1 is open")
    sitting = sittings.get_sitting(store, 1)
    assert sitting.opened_by == "Ms Wong" and sitting.attempts_allowed == 2 and sitting.exam_id == "gui-exam"
    assert [(c.name, c.staff_id) for c in sitting.candidates] == [("Ho Wai", None), ("陳大文", "S001")]
    assert sitting.closes.endswith("+00:00") and sitting.state(store.now()) == "open"
    [row] = page.sitting_rows()
    assert row[0] == "1" and row[1] == "Dealing check (version 1)" and row[4:] == ["Open", "2"]
    assert page.selected_id() == 1
    assert page.seat_rows() == [
        ["Ho Wai", "", "0 of 2", "not started", "", ""],
        ["陳大文", "S001", "0 of 2", "not started", "", ""],
    ]

    # a candidate starts and deals: the page shows how far (read again by the timer, or at once by refresh())
    session = sitting_session(qtbot, store, exam_path, 1)
    session.candidate_combo.setCurrentIndex(session.candidate_combo.findData("Ho Wai"))
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    for action in reference_log(scenario_paths(_root)[0])[:5]:
        session.table.apply(action)
    page.refresh()
    assert page.seat_rows()[0] == ["Ho Wai", "", "1 of 2", "In progress", "1", "5"]

    install_translator(qapp, "zh-Hant")
    qtbot.waitUntil(lambda: tools.tabs.tabText(tools.tabs.indexOf(page)) == "考場")
    assert page.sitting_rows()[0][4] == "進行中" and page.seat_rows()[0][3] == "進行中"
    assert page.message.startswith("考場 1 已開放")
    install_translator(qapp, "en")

    tools.tabs.setCurrentIndex(0)
    assert not page.timer.isActive(), "not read while hidden"


def test_issue31_close_and_sign_off_ask_first_and_the_results_show_official(world, qtbot):
    root, exam_path, store = world
    practice = store_attempt(store, exam_path, "Lei Ka Man", [reference_log(p) for p in scenario_paths(root)])
    tools, page = tools_on_sittings(qtbot, store)
    choose_exam(page)
    page.candidates_edit.setPlainText("Ho Wai")
    sitting_id = page.open_sitting()
    assert sitting_id == 1

    session = sitting_session(qtbot, store, exam_path, sitting_id)
    attempt = session.begin("Ho Wai")
    tools.refresh()
    assert standing_of(tools, attempt) == "Provisional" and standing_of(tools, practice) == "Unofficial (practice)"

    asked: list[tuple[str, int]] = []
    page.ask = lambda what, sid: asked.append((what, sid)) or False
    assert not page.close_selected() and not page.sign_off_selected()
    assert asked == [("close", 1), ("sign_off", 1)] and sittings.get_sitting(store, 1).closed is None
    title, text, act, keep = page.question("sign_off", 1)
    assert title == "Sign this sitting off?" and "Dealing check" in text and (act, keep) == ("Sign off", "Not yet")

    page.ask = lambda what, sid: True
    assert page.close_selected()
    assert sittings.get_sitting(store, 1).closed is not None and page.sitting_rows()[0][4] == "Closed"
    assert not page.close_button.isEnabled() and page.sign_off_button.isEnabled()

    assert not page.sign_off_selected(), "Ho Wai's attempt is still under way"
    assert page.message_is_problem and page.message.startswith(
        "Not signed off: an attempt in this sitting is still under way or interrupted."
    )
    assert "still under way or interrupted" in page.message.splitlines()[1]
    assert sittings.get_sitting(store, 1).signed_off is None

    session.time_out()
    assert session.status == Status.TIMED_OUT
    assert "Provisional" in session.result_label.text()
    assert "provisional until the trainer signs the sitting off" in session.result_label.text()

    assert page.sign_off_selected()
    assert page.message == "Sitting 1 is signed off: its attempts are official results now."
    assert page.sitting_rows()[0][4] == "Signed off" and not page.sign_off_button.isEnabled()
    assert store.get_attempt(attempt).attempt.standing is Standing.OFFICIAL
    assert standing_of(tools, attempt) == "Official", "the results table follows the sign-off at once"
    assert standing_of(tools, practice) == "Unofficial (practice)"
    column = COLUMN["standing"]
    row = next(r for r in range(tools.model.rowCount()) if tools.model.attempt(r).id == practice)
    tip = tools.model.data(tools.model.index(row, column), Qt.ItemDataRole.ToolTipRole)
    assert tip == "A practice exam, outside any sitting: unofficial, the result does not count."

    from trainer.gui.report import report_html

    html = report_html([store.get_attempt(attempt), store.get_attempt(practice)])
    assert "效力 Standing" in html and "正式 Official" in html and "非正式（練習） Unofficial (practice)" in html


# ------------------------------------------------------------------------------------------- the trainee's side


def test_issue31_the_exam_list_offers_the_open_sittings_and_a_listed_candidate_starts_in_one(world, qtbot):
    _root, exam_path, store = world
    open_for(store, exam_path, "Ho Wai", "陳大文=S001")
    store.close()
    from tests.gui.test_exam_pages import main_window

    window = main_window(qtbot)
    screens = window.exam_screens
    try:
        screens.show_chooser()
        chooser = window.pages["exam_chooser"]
        assert chooser.list.item(0).text().startswith("Sittings open now")
        [row] = chooser.sitting_rows()
        assert row.startswith("Sitting 1: 派牌考核 / Dealing check — open until ")
        assert chooser.list.currentRow() == 1 and chooser.take_button.isEnabled(), "the sitting comes first"
        practice = chooser.list.item(2)
        assert practice.text() == "Practice exams (unofficial): the result does not count"
        assert not practice.flags() & Qt.ItemFlag.ItemIsSelectable
        chooser.take_button.click()  # (the window is not shown)
        session = window.pages["exam_session"]
        assert window.stack.currentWidget() is session and session.sitting_id == 1
        assert session.candidate_combo.isVisibleTo(session) and not session.name_edit.isVisibleTo(session)
        assert [session.candidate_combo.itemText(i) for i in range(2)] == ["Ho Wai", "陳大文 (S001)"]
        assert "Sitting 1, opened by Ms Wong" in session.standing_label.text()
        assert not session.start_button.isEnabled(), "a name is chosen first"
        session.candidate_combo.setCurrentIndex(1)
        session.start_button.click()
        assert session.attempt_id is not None and session.trainee == "陳大文"
        row = screens.store.get_attempt(session.attempt_id).attempt
        assert row.sitting_id == 1 and row.standing is Standing.PROVISIONAL and row.trainee == "陳大文"
    finally:
        screens.store.close()


def test_issue31_an_unlisted_name_and_a_used_up_attempt_are_refused_with_the_reason(world, qtbot, qapp):
    _root, exam_path, store = world
    open_for(store, exam_path, "Ho Wai")
    session = sitting_session(qtbot, store, exam_path, 1)
    session.name_edit.setText("Stranger")  # (the list offers the candidates only; the store decides)
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    assert session.attempt_id is None and store.list_attempts() == []
    assert session.start_error.text() == (
        "The exam cannot start in this sitting. The reason:\nStranger is not a candidate of sitting 1."
    )
    install_translator(qapp, "zh-Hant")
    try:
        with pytest.raises(StoreError):
            session.begin("Stranger")
        assert session.start_error.text() == "不能在此考場開始考核。原因：\nStranger 不是第 1 號考場的考生。"
    finally:
        install_translator(qapp, "en")

    first = sitting_session(qtbot, store, exam_path, 1)
    first.begin("Ho Wai")
    first.time_out()
    again = sitting_session(qtbot, store, exam_path, 1)
    again.candidate_combo.setCurrentIndex(0)
    qtbot.mouseClick(again.start_button, Qt.MouseButton.LeftButton)
    assert again.attempt_id is None and len(store.list_attempts()) == 1
    assert again.start_error.text().endswith("Ho Wai has used the 1 attempt(s) sitting 1 allows.")


def test_issue31_a_practice_exam_says_it_is_unofficial_at_the_start_and_the_end(world, qtbot):
    root, exam_path, store = world
    session = ExamSession(store, load_exam(exam_path), seed=5)
    qtbot.addWidget(session)
    meaning = "A practice exam, outside any sitting: unofficial, the result does not count."
    assert session.standing_label.text() == meaning and session.name_edit.isVisibleTo(session)
    session.begin("Lei")
    for path in scenario_paths(root):
        for action in reference_log(path):
            session.table.apply(action)
    assert session.status == Status.FINISHED
    assert f"Unofficial (practice)</b>: {meaning}" in session.result_label.text()
    row = store.get_attempt(session.attempt_id).attempt
    assert row.sitting_id is None and row.standing is Standing.UNOFFICIAL


def test_issue31_a_sitting_whose_exam_file_is_not_here_says_so_and_cannot_be_taken(world, qtbot):
    _root, exam_path, store = world
    open_for(store, exam_path, "Ho Wai", digest="sha256:" + "0" * 64)
    exam = load_exam(exam_path)
    chooser = ExamChooser([(exam_path, exam, "")], sittings=sittings.sittings_for(store))
    qtbot.addWidget(chooser)
    assert chooser.sitting_rows() == [chooser.list.item(1).text()]
    assert chooser.sitting_rows()[0].startswith("Sitting 1: gui-exam — open until ")
    assert chooser.list.currentRow() == 1 and not chooser.take_button.isEnabled()
    assert chooser.problem.text().startswith(
        "This sitting's exam (gui-exam, version 1) is not among the exam files of this PC"
    )
    chooser.list.setCurrentRow(3)
    assert chooser.take_button.isEnabled() and chooser.problem.text() == ""


def test_issue31_without_a_sitting_the_list_says_its_exams_are_practice(world, qtbot):
    _root, exam_path, _store = world
    chooser = ExamChooser([(exam_path, load_exam(exam_path), "")])
    qtbot.addWidget(chooser)
    assert chooser.list.count() == 1 and chooser.sitting_rows() == []
    assert chooser.note.text().startswith("No sitting is open for this PC now: these are practice exams")


def test_issue31_the_apps_words_for_standing_and_state_are_the_stores(english):
    for state, (en, zh) in sittings.STATE_WORDS.items():
        source = exam_text.SITTING_STATE[state]
        assert source.lower() == en and exam_text.zh_hant("SittingState", source) == zh
    for standing in Standing:
        source = exam_text.STANDING[str(standing)]
        assert standing_words(standing, "en").startswith(source.lower())
        assert standing_words(standing, "zh-Hant").startswith(exam_text.zh_hant("Standing", source))
