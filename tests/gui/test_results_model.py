"""The trainer tools' results table: a Qt item model (checked with qtmodeltester) and its trainee/exam/date
filter and sorting."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

import pytest

from tests.gui.exam_world import populated_store
from trainer.gui.i18n import install_translator
from trainer.gui.qt import Qt
from trainer.gui.results_model import ATTEMPT_ROLE, COLUMN, SORT_ROLE, ResultsFilter, ResultsModel
from trainer.training.store import AttemptRow, Status
from trainer.training.titles import TitleBook


def row(n: int, trainee: str, exam: str, started: datetime, score: int | None, passed: bool | None) -> AttemptRow:
    finished = None if score is None else (started + timedelta(minutes=20)).isoformat()
    return AttemptRow(
        id=n,
        trainee=trainee,
        exam_id=exam,
        exam_version="1",
        exam_digest="sha256:0",
        seed=1,
        started=started.isoformat(),
        finished=finished,
        status=Status.FINISHED if score is not None else Status.INTERRUPTED,
        score=score,
        passed=passed,
        grade={"title_en": "Dealing", "title_zh": "派牌"} if score is not None else None,
        closed_by=None,
        seal="x" if score is not None else None,
    )


ROWS = [
    row(1, "陳大文", "certification", datetime(2026, 3, 1, 9, 0, tzinfo=UTC), 90, True),
    row(2, "Lei Ka Man", "dealing-procedure", datetime(2026, 3, 2, 9, 0, tzinfo=UTC), 60, False),
    row(3, "陳大文", "dealing-procedure", datetime(2026, 3, 5, 9, 0, tzinfo=UTC), None, None),
    row(4, "Ho Wai", "certification", datetime(2026, 3, 9, 9, 0, tzinfo=UTC), 85, True),
]


@pytest.fixture
def model(qapp):
    install_translator(qapp, "en")
    m = ResultsModel()
    m.set_rows(ROWS)
    return m


def test_the_model_passes_qtmodeltester(model, qtmodeltester):
    qtmodeltester.check(model, force_py=True)


def test_the_filter_proxy_passes_qtmodeltester(model, qtmodeltester):
    proxy = ResultsFilter()
    proxy.setSourceModel(model)
    proxy.set_trainee("陳")
    proxy.sort(COLUMN["score"], Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy, force_py=True)


def test_an_empty_model_passes_qtmodeltester(qapp, qtmodeltester):
    qtmodeltester.check(ResultsModel(), force_py=True)


def test_columns_and_cells(model):
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [
        "Trainee",
        "Exam",
        "Started",
        "Finished",
        "Status",
        "Score",
        "Passed",
        "Standing",
        "Weakest skill",
        "Overpaid / underpaid",
        "Time per payout",
        "Entered",
    ]
    assert model.rowCount() == 4
    cells = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    assert cells[0] == "陳大文" and cells[1] == "Dealing"  # the title the attempt recorded, not the id
    # an older attempt: nothing more is known; outside any sitting, practice (issue 31)
    assert cells[4:] == ["Finished", "90", "Yes", "Unofficial (practice)", "", "", "", "unknown"]
    unfinished = [model.data(model.index(2, c)) for c in range(model.columnCount())]
    assert unfinished[3] == "" and unfinished[4:] == [
        "Interrupted",
        "",
        "",
        "Unofficial (practice)",
        "",
        "",
        "",
        "unknown",
    ]
    assert model.data(model.index(3, 0), ATTEMPT_ROLE) == 4
    assert model.data(model.index(0, COLUMN["exam"]), Qt.ItemDataRole.ToolTipRole) == "派牌 / Dealing"


def test_the_weakest_skill_and_the_money_put_wrong_are_shown_and_sort(qapp):
    """Issue 12: per attempt, the band of its weakest skill and the money overpaid / underpaid."""
    install_translator(qapp, "en")
    good, weak = (
        row(1, "A", "x", datetime(2026, 3, 1, 9, 0, tzinfo=UTC), 95, True),
        row(2, "B", "x", datetime(2026, 3, 2, 9, 0, tzinfo=UTC), 70, False),
    )
    good.grade.update(bands={"dealing": "table_ready", "payouts": "competent"}, money={"overpaid": 0, "underpaid": 5})
    good.grade.update(timing={"payout_median_seconds": 3.5, "payout_speed": "fast"})
    weak.grade.update(bands={"dealing": "learning", "payouts": "not_ready"}, money={"overpaid": 150, "underpaid": 0})
    m = ResultsModel(titles=BOOK)
    m.set_rows([good, weak])
    skills, money = COLUMN["skills"], COLUMN["money"]
    assert [m.data(m.index(r, skills)) for r in (0, 1)] == ["Payouts: competent", "Payouts: not ready"]
    assert [m.data(m.index(r, money)) for r in (0, 1)] == ["0 / 5", "150 / 0"]
    assert [m.data(m.index(r, COLUMN["payout_time"])) for r in (0, 1)] == ["3.5 s (fast)", ""]
    # issue 15: how and by whom each attempt was entered
    import dataclasses

    m.set_rows([dataclasses.replace(good, source="cli", entered_by="Ms Lei"), dataclasses.replace(weak, source="app")])
    assert [m.data(m.index(r, COLUMN["entered"])) for r in (0, 1)] == ["command line · Ms Lei", "in the app"]
    assert m.data(m.index(1, skills), Qt.ItemDataRole.ToolTipRole) == "Dealing: learning\nPayouts: not ready"
    assert m.data(m.index(1, skills), SORT_ROLE) < m.data(m.index(0, skills), SORT_ROLE)  # the weaker sorts first
    install_translator(qapp, "zh-Hant")
    try:
        assert m.data(m.index(1, skills)) == "派彩：未可上枱"
    finally:
        install_translator(qapp, "en")


BOOK = TitleBook(exams={"dealing-procedure": {"zh-Hant": "派牌程序考核", "en": "Dealing procedure"}})


def test_exams_show_their_titles_in_the_current_language_and_an_unknown_one_its_id(qapp):
    install_translator(qapp, "en")
    m = ResultsModel(titles=BOOK)
    m.set_rows([*ROWS, row(5, "Ho Wai", "retired-exam", datetime(2026, 3, 10, 9, 0, tzinfo=UTC), None, None)])
    exams = [m.data(m.index(r, COLUMN["exam"])) for r in range(m.rowCount())]
    # recorded titles first (rows 1, 2, 4), the exam file's for an unfinished attempt (3), the id when unknown (5)
    assert exams == ["Dealing", "Dealing", "Dealing procedure", "Dealing", "retired-exam"]
    install_translator(qapp, "zh-Hant")
    try:
        assert [m.data(m.index(r, COLUMN["exam"])) for r in (0, 2, 4)] == ["派牌", "派牌程序考核", "retired-exam"]
    finally:
        install_translator(qapp, "en")


def test_statuses_and_headers_follow_the_language(model, qapp):
    install_translator(qapp, "zh-Hant")
    try:
        assert model.headerData(0, Qt.Orientation.Horizontal) == "學員"
        assert model.data(model.index(2, COLUMN["status"])) == "已中斷"
    finally:
        install_translator(qapp, "en")


def visible(proxy: ResultsFilter) -> list[int]:
    return [proxy.attempt_id(r) for r in range(proxy.rowCount())]


def test_filter_by_trainee_exam_and_dates(model):
    proxy = ResultsFilter()
    proxy.setSourceModel(model)
    assert visible(proxy) == [1, 2, 3, 4]
    proxy.set_trainee("陳大文")
    assert visible(proxy) == [1, 3]
    proxy.set_exam("dealing-procedure")
    assert visible(proxy) == [3]
    proxy.set_trainee("")
    assert visible(proxy) == [2, 3]
    proxy.set_trainee("lei")  # part of the name, any case
    assert visible(proxy) == [2]
    proxy.set_trainee("")
    proxy.set_exam("")
    first = datetime(2026, 3, 2, 9, 0, tzinfo=UTC).astimezone().date()
    last = datetime(2026, 3, 5, 9, 0, tzinfo=UTC).astimezone().date()
    proxy.set_dates(first, last)  # both days included
    assert visible(proxy) == [2, 3]
    proxy.set_dates(None, first - timedelta(days=1))
    assert visible(proxy) == [1]
    proxy.set_dates(date(2027, 1, 1), None)
    assert visible(proxy) == []
    assert [r.id for r in proxy.visible_rows()] == []


def test_sorting_uses_the_values_not_the_text(model):
    proxy = ResultsFilter()
    proxy.setSourceModel(model)
    proxy.sort(COLUMN["score"], Qt.SortOrder.DescendingOrder)
    assert visible(proxy) == [1, 4, 2, 3]  # 90, 85, 60, no score
    proxy.sort(COLUMN["started"], Qt.SortOrder.DescendingOrder)
    assert visible(proxy) == [4, 3, 2, 1]
    assert proxy.data(proxy.index(0, COLUMN["started"]), SORT_ROLE) == ROWS[3].started


def test_reload_reads_the_store(qapp, tmp_path, qtmodeltester):
    store, _exam = populated_store(tmp_path)
    try:
        m = ResultsModel(store)
        assert [m.data(m.index(r, 0)) for r in range(m.rowCount())] == ["陳大文", "Lei Ka Man"]
        assert [m.data(m.index(r, COLUMN["passed"])) for r in range(m.rowCount())] == ["Yes", "No"]
        qtmodeltester.check(m, force_py=True)
        m.set_rows([replace(ROWS[0], id=99)])
        assert m.rowCount() == 1
        m.reload()
        assert m.rowCount() == 2
    finally:
        store.close()


def _graded(n: int, figures: dict[str, float], untested: tuple[str, ...] = ()) -> AttemptRow:
    """An attempt whose stored grade has a figure for every skill (1.0 for one not tested) and a band for each
    tested one, as the app stores it."""
    from trainer.training.grading import band_of

    a = row(n, "T", "x", datetime(2026, 12, 1, 9, n, tzinfo=UTC), 20, False)
    skills = {k: 1.0 if k in untested else figures[k] for k in ("dealing", "irregularities", "payouts", "procedure")}
    a.grade.update(skills=skills, bands={k: band_of(v) for k, v in skills.items() if k not in untested})
    return a


def test_the_weakest_skill_is_the_lowest_figure_and_never_one_not_tested(qapp):
    """Review rb, items 3 and 4: Dealing 29 % and Irregularities 0 % (both not ready) name Irregularities, not the
    first alphabetically; Payouts and Procedure at 0 % are named together; 100 % everywhere singles out no skill;
    a skill not tested (stored as 1.0) shows as such in the tooltip and is never the weakest."""
    install_translator(qapp, "en")
    m = ResultsModel(titles=BOOK)
    m.set_rows([
        _graded(1, {"dealing": 0.29, "irregularities": 0.0, "payouts": 1.0, "procedure": 1.0}),
        _graded(2, {"dealing": 0.18, "payouts": 0.0, "procedure": 0.0}, untested=("irregularities",)),
        _graded(3, dict.fromkeys(("dealing", "irregularities", "payouts", "procedure"), 1.0)),
        _graded(4, {"dealing": 0.5, "payouts": 0.95, "procedure": 0.99}, untested=("irregularities",)),
    ])  # fmt: skip
    col = COLUMN["skills"]
    assert [m.data(m.index(r, col)) for r in range(4)] == [
        "Irregularities: not ready", "Payouts, Procedure: not ready", "Every skill tested: table-ready",
        "Dealing: not ready",
    ]  # fmt: skip
    tip = m.data(m.index(1, col), Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines() == ["Dealing 18%: not ready", "Irregularities: not tested", "Payouts 0%: not ready",
                                "Procedure 0%: not ready"]  # fmt: skip
    keys = [m.data(m.index(r, col), SORT_ROLE) for r in range(4)]
    assert keys[0] == keys[1] < keys[3] < keys[2]  # 0 % before 50 % before table-ready everywhere
    install_translator(qapp, "zh-Hant")
    try:
        assert (
            m.data(m.index(1, col)) == "派彩、程序：未可上枱" and m.data(m.index(2, col)) == "各項已測試的技能：可上枱"
        )
        assert "異常情況：未測試" in m.data(m.index(1, col), Qt.ItemDataRole.ToolTipRole)
    finally:
        install_translator(qapp, "en")
