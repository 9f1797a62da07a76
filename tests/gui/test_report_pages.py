"""The PDF report over many pages: no table row is split across two pages (its text all on one page, found with
pdftotext page by page), the header row goes on with the table on the next page, and scenarios and exams are
named by their titles in both languages, not their ids."""

from __future__ import annotations

import re
from pathlib import Path

from tests.gui.exam_world import populated_store
from tests.gui.test_report import pdf_text, render_pages, tool
from trainer.gui.report import export_pdf, move_row_to_next_page
from trainer.training.store import AttemptItem, AttemptRecord, AttemptRow, Status
from trainer.training.titles import TitleBook, library_titles

TITLES = TitleBook(
    scenarios={"many-errors": {"zh-Hant": "錯誤很多的牌局", "en": "A round with many errors"}},
    exams={"certification": {"zh-Hant": "荷官資格考核", "en": "Dealer certification"}},
)


def _error(n: int) -> dict:
    return {
        "step": n,
        "clause": f"A11.{n % 5 + 1}",
        "severity": "major",
        "code": "deal_order",
        "message": {
            "en": f"ROW{n:03d}START the card went to the wrong seat; a long message that wraps in its cell ROW{n:03d}END",
            "zh-Hant": f"第{n}項：紙牌派錯了門，須依次序派牌。",
        },
    }


def _record(errors: int) -> AttemptRecord:
    started = "2026-11-30T10:00:00+00:00"
    row = AttemptRow(1, "Lei Ka Man", "certification", "1", "sha256:0", 1, started, started, Status.FINISHED, 10,
                     False, {"pass_mark": 80, "skills": {"dealing": 0.1}}, None, "seal")  # fmt: skip
    items = (
        AttemptItem(1, 1, 0, "many-errors", "d", started, started, {"score": 10, "errors": [_error(n) for n in range(errors)]}),
        AttemptItem(2, 1, 1, "gone-scenario", "d", started, started, {"score": 10, "errors": [_error(errors)]}),
    )  # fmt: skip
    return AttemptRecord(row, items)


def _pages(pdf: Path) -> list[str]:
    import subprocess
    import unicodedata

    done = subprocess.run([tool("pdftotext"), "-enc", "UTF-8", str(pdf), "-"], capture_output=True, check=True)
    return unicodedata.normalize("NFKC", done.stdout.decode("utf-8")).split("\f")


def test_no_table_row_is_split_across_pages(qapp, tmp_path):
    rows = 90
    pdf = export_pdf([_record(rows)], tmp_path / "many.pdf", titles=TITLES)
    pages = _pages(pdf)
    assert len([p for p in pages if p.strip()]) >= 4, "the report runs over several pages"
    seen: dict[str, int] = {}
    for number, text in enumerate(pages):
        starts = set(re.findall(r"ROW(\d{3})START", text))
        ends = set(re.findall(r"ROW(\d{3})END", text))
        assert starts == ends, f"page {number + 1}: rows split: {sorted(starts ^ ends)}"
        for row in starts:
            seen[row] = number
        zh_rows = set(re.findall(r"第(\d+)項", text))
        assert {str(int(r)) for r in starts} == zh_rows, f"page {number + 1}: a row's Chinese is on another page"
    assert len(seen) == rows + 1, "every row is in the report"
    later = [text for text in pages[1:] if "ROW" in text]
    assert later and all("Step" in text and "Clause" in text for text in later), "the header row goes on"
    assert all(re.search(rf"\b{n + 1}\s*/\s*{len(pages) - 1}\b", pages[n]) for n in range(len(pages) - 1)), (
        "page numbers"
    )
    assert len(render_pages(pdf, tmp_path)) == len(pages) - 1


def test_the_report_names_scenarios_and_exams_by_their_titles(qapp, tmp_path):
    pdf = export_pdf([_record(2)], tmp_path / "titles.pdf", titles=TITLES)
    text = pdf_text(pdf)
    for words in ("錯誤很多的牌局", "A round with many errors", "荷官資格考核", "Dealer certification"):
        assert words in text, words
    assert "many-errors" not in text and "certification —" not in text
    assert "gone-scenario" in text, "an unknown scenario keeps its id"


def test_the_trainer_tools_report_names_the_worlds_scenarios(qapp, tmp_path):
    store, _exam = populated_store(tmp_path)
    try:
        pdf = export_pdf(store, tmp_path / "world.pdf", titles=library_titles([tmp_path / "scenarios"]))
        text = pdf_text(pdf)
        assert "普通牌局1" in text and "Plain round 2" in text and "gui-plain-1" not in text
    finally:
        store.close()


def test_moving_a_row_repeats_the_header_on_the_new_page():
    markup = "<p>x</p><table border='1'><tr><th>H</th></tr><tr><td>a</td></tr><tr><td>b</td></tr></table>"
    moved = move_row_to_next_page(markup, 0, 2)
    assert moved.count("<table") == 2 and moved.count("<th>H</th>") == 2
    assert "page-break-before: always" in moved and moved.index("<td>a</td>") < moved.index("page-break")
    assert move_row_to_next_page(markup, 0, 0) == markup, "the header row itself is never moved"
