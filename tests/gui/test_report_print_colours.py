"""Issue 32, item 1: a PDF exported from the window is printed in print colours — black text on white — whatever
the screen's theme. The window's dark theme (light text in its palette) once leaked into the printed pages: the
results report and the item analysis came out light grey on white, nearly unreadable."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.gui.exam_world import populated_store
from tests.gui.test_report import tool
from tests.training.test_item_analysis_store import make_example
from trainer.gui.item_analysis_view import ItemAnalysisView
from trainer.gui.qt import QApplication
from trainer.gui.report import export_pdf
from trainer.training.store import ResultsStore


def grey_levels(pdf: Path) -> list[int]:
    """How many pixels of the PDF's first page (pdftoppm, grey, 100 dpi) have each grey level, 0 (black) to 255."""
    done = subprocess.run([tool("pdftoppm"), "-gray", "-r", "100", "-f", "1", "-l", "1", str(pdf)], capture_output=True)
    assert done.returncode == 0, done.stderr
    magic, size, _depth, data = done.stdout.split(b"\n", 3)
    assert magic == b"P5", magic
    width, height = map(int, size.split())
    assert len(data) == width * height
    counts = [0] * 256
    for level in data:
        counts[level] += 1
    return counts


def assert_printed_black_on_white(pdf: Path) -> None:
    counts = grey_levels(pdf)
    ink = sum(counts[:230])  # every pixel that is not (nearly) white paper
    black = sum(counts[:60])  # near-black: the text's strokes
    assert sum(counts[230:]) > 0.7 * sum(counts), "the page is white paper"
    assert black >= 1000, f"only {black} near-black pixels: the text is not printed black"
    assert black >= 0.2 * ink, f"{black} of {ink} inked pixels are near-black: the text is grey"


@pytest.fixture
def dark_theme(english):
    """The window's own dark theme on the application (as the app applies it at start-up), undone afterwards."""
    from trainer.gui.app import apply_theme

    old = QApplication.palette()
    apply_theme(english, set_style=False)
    yield english
    english.setPalette(old)


def test_the_results_report_is_black_on_white_under_the_dark_theme(dark_theme, tmp_path):
    store, _exam = populated_store(tmp_path)
    try:
        # the trainer tools' Export PDF report…: the attempts shown, by their records
        pdf = export_pdf([store.get_attempt(row.id) for row in store.list_attempts()], tmp_path / "report.pdf")
    finally:
        store.close()
    assert_printed_black_on_white(pdf)


def test_the_item_analysis_pdf_is_black_on_white_under_the_dark_theme(dark_theme, qtbot, tmp_path):
    store = ResultsStore.open(make_example(tmp_path / "data"))
    try:
        view = ItemAnalysisView(store)
        qtbot.addWidget(view)
        view.show()
        view.inform = lambda _text: None
        view.ask_path = lambda _caption, _name, _pattern: str(tmp_path / "analysis.pdf")
        pdf = view.export("pdf")
    finally:
        store.close()
    assert pdf is not None
    assert_printed_black_on_white(pdf)
