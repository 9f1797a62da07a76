"""The PDF report over many pages: no table row is split across two pages (its text all on one page, found with
pdftotext page by page), the header row goes on with the table on the next page, no heading is left at the foot
of a page with what it heads on the next, and scenarios and exams are named by their titles in both languages, not
their ids."""

from __future__ import annotations

import re
from pathlib import Path

from tests.gui.exam_world import populated_store
from tests.gui.test_report import pdf_text, render_pages, tool
from trainer.gui import fonts
from trainer.gui.qt import QtCore, QtGui
from trainer.gui.report import (
    BREAK,
    export_pdf,
    layout_document,
    move_row_to_next_page,
    pdf_writer,
    report_font,
    report_html,
)
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


# ------------------------------------------------------------------------------------------- headings


def _laid_out(markup: str, tmp_path: Path, page: QtCore.QSizeF | None = None) -> QtGui.QTextDocument:
    """``markup`` laid out as the report's PDF is (A4 by default), without writing it."""
    family = fonts.cjk_family()
    assert family is not None
    writer, a4, _footer = pdf_writer(tmp_path / "layout.pdf", "layout")
    return layout_document(markup, report_font(family, 9.0), writer, page or a4)


def _page_of(document: QtGui.QTextDocument, text: str) -> int:
    """The page of the first line of the block holding ``text``."""
    block = document.find(text).block()
    assert block.isValid(), text
    top = document.documentLayout().blockBoundingRect(block).top()
    lines = block.layout()
    first = lines.lineAt(0)
    middle = top - lines.boundingRect().top() + first.y() + first.height() / 2
    return int(middle // document.pageSize().height())


def test_a_scenario_heading_is_never_left_at_the_foot_of_a_page(qapp, tmp_path):
    """Item 2's heading ("Scenario 2: …") stays on the page of its first error, however many rows come before it
    (the sweep crosses several page feet); the PDF says the same."""
    starts = []
    for errors in range(1, 40):
        document = _laid_out(report_html([_record(errors)], titles=TITLES), tmp_path)
        heading = _page_of(document, "Scenario 2")
        assert heading == _page_of(document, f"第{errors}項"), f"{errors} rows before it: the heading is orphaned"
        if heading > _page_of(document, f"第{errors - 1}項"):
            starts.append(errors)
    assert _page_of(document, "Scenario 2") >= 2, "the sweep runs over several pages"
    assert starts, "the heading starts a page for some count"
    pages = _pages(export_pdf([_record(starts[0])], tmp_path / "heading.pdf", titles=TITLES))
    heading_page = next(n for n, text in enumerate(pages) if "gone-scenario" in text)
    assert f"ROW{starts[0]:03d}START" in pages[heading_page]
    assert f"ROW{starts[0] - 1:03d}END" not in pages[heading_page], "it moved to the next page"


def test_headings_one_under_another_go_with_what_they_head(qapp, tmp_path):
    """A heading run (h3, then h4) over a table: at any place on the page, both headings are on the page of the
    table's first row, and the header row with them (never alone at a page's foot)."""
    page = QtCore.QSizeF(1800, 900)
    for filler in range(1, 40):
        markup = (
            "".join(f"<p>filler {n}</p>" for n in range(filler))
            + "<h3>ERRORS</h3><h4>SCENARIO</h4>"
            + "<table border='1'><thead><tr><th>HEADER</th></tr></thead><tr><td>FIRST</td></tr>"
            + "<tr><td>SECOND</td></tr></table><p>after</p>"
        )
        document = _laid_out(markup, tmp_path, page)
        first = _page_of(document, "FIRST")
        for text in ("ERRORS", "SCENARIO", "HEADER"):
            assert _page_of(document, text) == first, f"{filler} paragraphs before: {text} is left behind"
    assert first >= 2


def test_a_break_is_put_before_a_heading_once(qapp, tmp_path):
    from trainer.gui.report import _HEADING, break_before

    markup = "<h2>a</h2><p>x</p><h4 style='color: red'>b</h4>"
    once = break_before(markup, _HEADING, 1)
    assert once == f"<h2>a</h2><p>x</p><h4 style='{BREAK}; color: red'>b</h4>"
    assert break_before(once, _HEADING, 1) == once and break_before(markup, _HEADING, 5) == markup
    assert break_before(markup, _HEADING, 0).startswith(f"<h2 style='{BREAK}'>")
