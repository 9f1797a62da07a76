"""Review rb, item 4: an exam whose scenarios have no irregularity, run out of time after a few actions — the result
page (both languages) and the PDF report say Irregularities was not tested, never 100 %."""

from __future__ import annotations

import re

import pytest

from tests.gui.exam_world import make_world, reference_log
from trainer.gui.exam_session import ExamSession
from trainer.gui.i18n import install_translator
from trainer.gui.report import attempt_html
from trainer.training.exams import load_exam
from trainer.training.store import ResultsStore, Status


@pytest.fixture
def timed_out(tmp_path, monkeypatch, qapp, qtbot):
    monkeypatch.chdir(tmp_path)
    install_translator(qapp, "en")
    exam_path = make_world(tmp_path, minutes=0.02)  # 1.2 seconds
    store = ResultsStore.open(tmp_path / "data")
    session = ExamSession(store, load_exam(exam_path), seed=5)
    qtbot.addWidget(session)
    session.resize(1280, 800)
    session.begin("陳大文")
    for action in reference_log(tmp_path / "scenarios" / "gui-plain-1.toml")[:4]:
        session.table.apply(action)
    qtbot.waitUntil(lambda: session.status is not None, timeout=10_000)
    assert session.status == Status.TIMED_OUT
    yield session, store
    store.close()
    install_translator(qapp, "en")


def test_the_result_page_says_a_skill_not_tested_in_both_languages(timed_out, qapp, qtbot):
    session, store = timed_out
    stored = store.get_attempt(session.attempt_id).attempt.grade or {}
    assert stored["skills"]["irregularities"] == 1.0  # sealed as before; shown as what it is
    text = session.result_label.text()
    assert "Irregularities not tested" in text and "Irregularities 100%" not in text
    assert re.search(r"Dealing \d+% \(≥ 80%\) · Irregularities not tested · Payouts \d+% · Procedure \d+%", text)
    install_translator(qapp, "zh-Hant")
    qtbot.waitUntil(lambda: "未測試" in session.result_label.text())
    assert "異常情況 未測試" in session.result_label.text() and "異常情況 100%" not in session.result_label.text()


def test_the_pdf_report_says_a_skill_not_tested(timed_out):
    from trainer.gui.report import _Words

    session, store = timed_out
    html = attempt_html(_Words(), store.get_attempt(session.attempt_id))
    skills = html[html.index("class='skills'") :].split("</table>")[0]
    row = next(r for r in skills.split("<tr>") if "Irregularities" in r)
    assert "未測試 not tested" in row and "100%" not in row
    assert "%" in next(r for r in skills.split("<tr>") if "Dealing" in r)
