"""A tampered record is never shown as sealed and passed in the trainer tools (results table, a trainee's
summary and chart, the replay) nor in the PDF report, on SQLite and on a real PostgreSQL server
(docs/exams.md, "A broken seal where results are shown")."""

from __future__ import annotations

import pytest

from tests.gui.exam_world import make_world, reference_log, store_attempt, wrong_log
from tests.gui.test_report import pdf_text
from tests.training.test_store_server import where  # noqa: F401 - the fixture: SQLite and a real PostgreSQL
from trainer.gui.i18n import install_translator
from trainer.gui.qt import Qt
from trainer.gui.report import export_pdf
from trainer.gui.results_model import COLUMN
from trainer.gui.seal_text import FULL, SHORT, left_out, not_checked
from trainer.gui.trainer_tools import TrainerTools
from trainer.training import seals
from trainer.training.seals import SealState

TAMPERS = {
    "score": "UPDATE attempts SET score = 100, passed = 1 WHERE id = ?",
    "passed": "UPDATE attempts SET passed = 1 WHERE id = ?",
    "action": "UPDATE actions SET action = replace(action, 'seat:1', 'seat:3') WHERE attempt_id = ?",
    "grade": "UPDATE attempt_items SET grade = replace(grade, '\"passed\":false', '\"passed\":true') "
    "WHERE attempt_id = ?",
}


def _row(tools: TrainerTools, attempt_id: int) -> int:
    return next(r for r in range(tools.model.rowCount()) if tools.model.attempt(r).id == attempt_id)


@pytest.mark.parametrize("what", list(TAMPERS))
def test_a_tampered_attempt_shows_seal_broken_in_the_tools_and_the_report(
    where,  # noqa: F811 - the fixture
    what,
    tmp_path,
    monkeypatch,
    qapp,
    qtbot,
):
    monkeypatch.chdir(tmp_path)  # (the replay finds the scenarios under scenarios/)
    install_translator(qapp, "en")
    exam = make_world(tmp_path)
    plain = [tmp_path / "scenarios" / "gui-plain-1.toml", tmp_path / "scenarios" / "gui-plain-2.toml"]
    with where.open() as store:
        victim = store_attempt(store, exam, "Lei Ka Man", [wrong_log(plain[0]), reference_log(plain[1])])
        other = store_attempt(store, exam, "陳大文", [reference_log(p) for p in plain])
        assert store.get_attempt(victim).attempt.passed is False
    where.tamper(TAMPERS[what], params=(victim,))
    store = where.open()
    try:
        assert any(p.attempt_id == victim for p in store.verify().problems)
        tools = TrainerTools(store, "Ms Wong")
        qtbot.addWidget(tools)
        model = tools.model
        bad, good = _row(tools, victim), _row(tools, other)

        def cell(row: int, key: str, role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> object:
            return model.data(model.index(row, COLUMN[key]), role)

        # the results table: no score, no pass, "Seal broken" in plain words, on a red ground
        assert cell(bad, "score") == "—" and cell(bad, "passed") == "Seal broken" and cell(bad, "skills") == "—"
        assert cell(bad, "trainee", Qt.ItemDataRole.ToolTipRole) == FULL[SealState.BROKEN]
        assert cell(bad, "score", Qt.ItemDataRole.BackgroundRole) is not None
        assert cell(good, "score") == "100" and cell(good, "passed") == "Yes"
        assert cell(good, "score", Qt.ItemDataRole.BackgroundRole) is None

        # a trainee's summary counts the broken attempt apart, the chart leaves it out
        assert tools.trainee_summary("Lei Ka Man") == left_out(1)
        assert tools.trainee_summary("陳大文").startswith("陳大文, over 2 rounds:")
        assert tools.select_attempt(victim)
        assert tools.chart.series == {}
        assert tools.bands_label.text() == "Attempts with a broken seal, left out of these figures: 1"

        # the item analysis reads in bulk: no seal checked, and it says so in one line
        tools.tabs.setCurrentWidget(tools.analysis_tab)
        unchecked = "Seals not checked in these figures: use “Check the records”"  # the button beside it (issue 32)
        assert tools.analysis_tab.summary.text() == "2 finished attempts — " + unchecked
        assert not_checked() == "Seals not checked in these figures: to check them, run trainer results verify"
        tools.tabs.setCurrentIndex(0)

        # the replay says what it replays is not what was sealed
        assert tools.replay_selected()
        assert not tools.replay.seal_label.isHidden()
        assert tools.replay.seal_label.text() == "Seal broken: this record was changed after it was sealed"
        assert tools.select_attempt(other) and tools.replay_selected()
        assert tools.replay.seal_label.isHidden()

        # the PDF: the warning in both languages, no score, no result, never "Sealed" for it
        text = pdf_text(export_pdf([store.get_attempt(victim)], tmp_path / "bad.pdf"))
        flat = "".join(text.split())
        assert "封條不符:此紀錄在封存後被更改" in flat and "Sealbroken:thisrecordwaschangedafteritwassealed" in flat
        assert "無效:封條不符" in flat and "已封存" not in flat and "合格Passed" not in flat and "Failed" not in flat
        text = pdf_text(export_pdf([store.get_attempt(other)], tmp_path / "good.pdf"))  # (pdf_text: NFKC)
        assert "已封存,封條相符" in "".join(text.split()) and "Passed" in text and "封條不符" not in text

        # in zh-Hant
        install_translator(qapp, "zh-Hant")
        assert cell(bad, "passed") == "封條不符"
        assert cell(bad, "trainee", Qt.ItemDataRole.ToolTipRole) == "封條不符：此紀錄在封存後被更改"
    finally:
        install_translator(qapp, "en")
        store.close()


def test_the_guis_words_for_the_seal_are_the_command_lines(qapp):
    from trainer.gui import exam_text

    for state in SealState:
        for table, short in ((FULL, False), (SHORT, True)):
            assert table[state] == seals.seal_words(state, "en", short=short)
            assert exam_text.zh_hant("Seal", table[state]) == seals.seal_words(state, "zh-Hant", short=short)
