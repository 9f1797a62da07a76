"""The trainers' PDF report: it renders (pdftoppm), its pages are not blank, a CJK font is embedded, the Chinese
is in it as text, and `trainer results export --format pdf` writes it end to end from a real store."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from tests.gui.exam_world import populated_store
from trainer.gui.qt import QImage
from trainer.gui.report import ReportError, export_pdf

ROOT = Path(__file__).resolve().parents[2]


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:  # a requirement, not an option: fail, never skip
        pytest.fail(f"{name} is not installed: install poppler-utils (sudo apt-get install poppler-utils)")
    return found


def render_pages(pdf: Path, out: Path) -> list[Path]:
    """pdftoppm the PDF to PNGs at 60 dpi; the pages, in order."""
    done = subprocess.run(
        [tool("pdftoppm"), "-png", "-r", "60", str(pdf), str(out / "page")], capture_output=True, text=True
    )
    assert done.returncode == 0, f"pdftoppm cannot render {pdf}: {done.stderr}"
    return sorted(out.glob("page*.png"))


def ink(png: Path) -> float:
    """The share of pixels that are not white."""
    image = QImage(str(png))
    assert not image.isNull(), png
    dark = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            total += 1
            if image.pixelColor(x, y).lightness() < 200:
                dark += 1
    return dark / total


def not_blank(pdf: Path, page: int, png: Path) -> bool:
    """The page shows something: ink, or at least one word besides its page number (a short last page of a long
    report has little ink but is not blank)."""
    if ink(png) > 0.005:
        return True
    done = subprocess.run(
        [tool("pdftotext"), "-enc", "UTF-8", "-f", str(page), "-l", str(page), str(pdf), "-"], capture_output=True
    )
    assert done.returncode == 0, done.stderr
    return any(not word.isdigit() for word in done.stdout.decode("utf-8").split())


def pdf_text(pdf: Path) -> str:
    """The PDF's text layer (NFKC: Qt maps a few CJK glyphs shared with Kangxi radicals, 大 → ⼤, to the radical)."""
    done = subprocess.run([tool("pdftotext"), "-enc", "UTF-8", str(pdf), "-"], capture_output=True)
    assert done.returncode == 0, done.stderr
    return unicodedata.normalize("NFKC", done.stdout.decode("utf-8"))


def embedded_fonts(pdf: Path) -> list[list[str]]:
    done = subprocess.run([tool("pdffonts"), str(pdf)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return [line.split() for line in done.stdout.splitlines()[2:] if line.strip()]


@pytest.fixture
def store(qapp, tmp_path):
    s, _exam = populated_store(tmp_path)
    yield s
    s.close()


def test_the_report_renders_with_the_chinese_and_every_error(store, tmp_path):
    pdf = export_pdf(store, tmp_path / "report.pdf")
    pages = render_pages(pdf, tmp_path)
    assert len(pages) >= 2
    assert all(not_blank(pdf, n, p) for n, p in enumerate(pages, 1)), "a blank page"
    text = pdf_text(pdf)
    for words in ("陳大文", "Lei Ka Man", "派牌考核", "Dealing check", "學員", "Trainee", "不合格", "Failed"):
        assert words in text, words
    failed = store.get_attempt(2)
    errors = [e for item in failed.items for e in (item.grade or {}).get("errors", [])]
    assert errors, "the planted mistake must give errors"
    flat = "".join(text.split())  # messages wrap across lines
    for err in errors:
        assert err["clause"] in text
        zh = unicodedata.normalize("NFKC", err["message"]["zh-Hant"])
        assert "".join(zh.split())[:12] in flat
        assert "".join(err["message"]["en"].split())[:20] in flat


def test_the_report_says_how_each_attempt_was_entered(store, tmp_path):
    from trainer.gui.report import _Words as Words
    from trainer.gui.report import attempt_html

    typed = store.start_attempt("Ho Wai", "gui-exam", "1", "sha256:x", source="cli", entered_by="Ms Wong")  # unfinished
    flat = "".join(pdf_text(export_pdf(store, tmp_path / "report.pdf")).split())
    assert "由導師在命令列輸入" in flat and "TypedinonthecommandlinebytrainerMsWong" in flat
    assert "在程式內應考" in flat and "Takenintheappby陳大文" in flat
    html = attempt_html(Words(), store.get_attempt(typed))
    assert "Typed in on the command line by trainer Ms Wong" in html


def test_a_cjk_font_is_embedded(store, tmp_path):
    pdf = export_pdf(store, tmp_path / "report.pdf")
    fonts = embedded_fonts(pdf)
    cjk = [f for f in fonts if "CJK" in f[0] or "Han" in f[0] or "JhengHei" in f[0]]
    assert cjk, fonts
    assert all(f[-5] == "yes" for f in cjk), f"not embedded: {cjk}"


def test_a_report_of_chosen_attempts_and_an_empty_one(store, tmp_path):
    pdf = export_pdf([store.get_attempt(2)], tmp_path / "one.pdf")
    text = pdf_text(pdf)
    assert "Lei Ka Man" in text and "陳大文" not in text
    empty = export_pdf([], tmp_path / "empty.pdf")
    assert "No attempts" in pdf_text(empty)
    assert render_pages(empty, tmp_path)


def test_a_path_that_cannot_be_written_is_one_line(store, tmp_path):
    with pytest.raises(ReportError, match="cannot write the PDF there"):
        export_pdf(store, tmp_path / "missing" / "r.pdf")
    with pytest.raises(ReportError, match="cannot write the PDF there"):
        export_pdf(store, tmp_path)


def test_trainer_results_export_pdf_end_to_end(store, tmp_path):
    """The real command in a real process (no Qt application of its own, no display)."""
    out = tmp_path / "cli.pdf"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["TRAINER_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "results", "export", "--format", "pdf", "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"wrote {out}"
    pages = render_pages(out, tmp_path)
    assert pages and all(not_blank(out, n, p) for n, p in enumerate(pages, 1))
    assert "陳大文" in pdf_text(out)


def test_the_report_gives_each_skills_band_and_the_money_put_wrong(store, tmp_path):
    """Issue 12: bands and the money error are in the PDF, in both languages."""
    grade = store.get_attempt(2).attempt.grade or {}
    assert grade.get("bands") and grade.get("money")
    text = "".join(pdf_text(export_pdf([store.get_attempt(2)], tmp_path / "bands.pdf")).split())
    assert "可上枱" in text and "table-ready" in text
    assert unicodedata.normalize("NFKC", "金額：多付") in text and "Money:overpaid" in text


def test_the_report_gives_the_time_per_action_and_payout_when_the_attempt_has_it():
    from trainer.gui.report import _timing_line

    line = _timing_line(
        {"action_median_seconds": 1.5, "action_speed": "fast", "payout_median_seconds": 9.0, "payout_speed": "slow"}
    )
    assert "每步：中位數 1.5 秒（快）" in line and "派彩：中位數 9.0 秒（慢）" in line
    assert "action: median 1.5 s (fast)" in line and "payout: median 9.0 s (slow)" in line
    assert _timing_line(None) == "" and _timing_line({}) == ""
