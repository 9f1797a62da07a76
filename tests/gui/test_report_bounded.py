"""The PDF report of a store holding a 10 MB trainee name and a 500,000-character error message (planted by hand:
names are checked on entry): both are cut with "…" where the store reads them, so the report is as small as any
other and is written at once (issue 36; it ran for minutes at 630 MB)."""

from __future__ import annotations

import sqlite3

import pytest

from tests.gui.exam_world import populated_store
from tests.gui.test_report import pdf_text
from trainer.gui.report import export_pdf, report_html

HUGE = "名" * 10_000_000
CUT = "名" * 200 + "…"


@pytest.fixture
def planted(qapp, tmp_path):
    store, _exam = populated_store(tmp_path)
    with sqlite3.connect(tmp_path / "data" / "results.sqlite3") as conn:
        conn.execute("UPDATE attempts SET trainee = ? WHERE id = 2", (HUGE,))
        conn.execute(  # the failed attempt's first item has errors: its first message made half a million letters
            "UPDATE attempt_items SET grade = json_set(grade, '$.errors[0].message.en', ?) "
            "WHERE attempt_id = 2 AND item_order = 0",
            ("x" * 500_000,),
        )
    yield store
    store.close()


def test_the_report_of_a_store_with_a_10_mb_name_is_cut_and_small(planted, tmp_path):
    records = [planted.get_attempt(row.id) for row in planted.list_attempts()]
    assert records[1].attempt.trainee == CUT
    markup = report_html(records)
    assert CUT in markup and "x" * 2_000 + "…" in markup
    assert len(markup) < 100_000  # (it was over 30 MB)
    pdf = export_pdf(records, tmp_path / "report.pdf")
    text = "".join(pdf_text(pdf).split())
    assert "名" * 10 in text and "陳大文" in text
    assert text.count("名") == 2 * 200  # the heading and the trainee's line, each cut ("…" reads "..." in NFKC)
