"""The item analysis as a PDF (``trainer results analysis --pdf`` and the trainer tools' Item analysis tab).

Three sections, labels in Traditional Chinese and English (the zh-Hant catalogue of the Qt translation layer,
context ``AnalysisReport``): per scenario (taken, passed, mean score, discrimination, the most frequent errors in the
grader's words), each exam's pass rate by month or week, and each trainee's history. Laid out and printed by the
results report's machinery (:mod:`trainer.gui.report`: A4, a CJK font embedded, no table row split across pages).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

from trainer.gui import exam_text
from trainer.gui.qt import QT_TRANSLATE_NOOP
from trainer.gui.report import (
    STYLE,
    _e,
    _when,
    write_pdf,
)
from trainer.training.item_analysis import HISTORY_LIMIT, Analysis, ErrorWords, FrequentError
from trainer.training.titles import TitleBook, library_titles

CONTEXT = "AnalysisReport"

LABELS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("AnalysisReport", "Item analysis"),
    "generated": QT_TRANSLATE_NOOP("AnalysisReport", "Generated"),
    "filters": QT_TRANSLATE_NOOP("AnalysisReport", "Attempts kept"),
    "all": QT_TRANSLATE_NOOP("AnalysisReport", "every finished attempt"),
    "trainee": QT_TRANSLATE_NOOP("AnalysisReport", "Trainee"),
    "exam": QT_TRANSLATE_NOOP("AnalysisReport", "Exam"),
    "since": QT_TRANSLATE_NOOP("AnalysisReport", "From"),
    "until": QT_TRANSLATE_NOOP("AnalysisReport", "Until"),
    "scenarios": QT_TRANSLATE_NOOP("AnalysisReport", "Per scenario"),
    "scenario": QT_TRANSLATE_NOOP("AnalysisReport", "Scenario"),
    "taken": QT_TRANSLATE_NOOP("AnalysisReport", "Taken"),
    "pass_rate": QT_TRANSLATE_NOOP("AnalysisReport", "Pass rate"),
    "mean": QT_TRANSLATE_NOOP("AnalysisReport", "Mean score"),
    "errors": QT_TRANSLATE_NOOP("AnalysisReport", "Most frequent errors"),
    "reading": QT_TRANSLATE_NOOP(
        "AnalysisReport",
        "r_pb: how well passing the scenario goes with doing well on the exam's other scenarios (0.3 or more "
        "separates strong from weak trainees; below 0.1, or negative, is worth a look). U−L: the pass rate of the "
        "top 27 % minus that of the bottom 27 %. — means too few attempts, or everyone passed or failed alike.",
    ),
    "exams_month": QT_TRANSLATE_NOOP("AnalysisReport", "Pass rate per exam and month"),
    "exams_week": QT_TRANSLATE_NOOP("AnalysisReport", "Pass rate per exam and week"),
    "period": QT_TRANSLATE_NOOP("AnalysisReport", "Period"),
    "attempts": QT_TRANSLATE_NOOP("AnalysisReport", "Attempts"),
    "passed": QT_TRANSLATE_NOOP("AnalysisReport", "Passed"),
    "history": QT_TRANSLATE_NOOP("AnalysisReport", "Each trainee's history"),
    "started": QT_TRANSLATE_NOOP("AnalysisReport", "Started"),
    "item": QT_TRANSLATE_NOOP("AnalysisReport", "Item"),
    "score": QT_TRANSLATE_NOOP("AnalysisReport", "Score"),
    "result": QT_TRANSLATE_NOOP("AnalysisReport", "Result"),
    "yes": QT_TRANSLATE_NOOP("AnalysisReport", "passed"),
    "no": QT_TRANSLATE_NOOP("AnalysisReport", "not passed"),
    "none": QT_TRANSLATE_NOOP("AnalysisReport", "No graded attempts"),
    "errors_all": QT_TRANSLATE_NOOP("AnalysisReport", "Errors"),
    "left_out": QT_TRANSLATE_NOOP(
        "AnalysisReport", "More than %1 items in these attempts: choose a trainee to see a history."
    ),
    "example": QT_TRANSLATE_NOOP("AnalysisReport", "e.g."),
}


def _both(key: str) -> str:
    return exam_text.both(CONTEXT, LABELS[key])


def _zh(key: str) -> str:
    return exam_text.zh_hant(CONTEXT, LABELS[key])


def _figure(value: float | None) -> str:
    return "—" if value is None else f"{value:+.2f}"


def _frequent_cell(errors: tuple[FrequentError, ...]) -> str:
    """The scenario's most frequent errors: clause, count and an example in the grader's words (its own), both
    languages."""
    lines = [
        f"{_e(e.clause)} ×{e.count} {_e(_zh('example'))}「{_e(e.words.zh)}」<br/>"
        f"<span class='en'>{_e(LABELS['example'])} “{_e(e.words.en)}”</span>"
        for e in errors
    ]
    return "<br/>".join(lines) or "—"


def _own_cell(words: tuple[ErrorWords, ...]) -> str:
    """An item's own errors, both languages."""
    return "<br/>".join(f"{_e(w.clause)} {_e(w.zh)}<br/><span class='en'>{_e(w.en)}</span>" for w in words) or "—"


def _head(columns: list[tuple[str, int]]) -> str:
    """Header cells with their share of the page's width (the errors need the most room)."""
    return "".join(f"<th width='{share}%'>{_e(_both(key))}</th>" for key, share in columns)


def analysis_html(analysis: Analysis, titles: TitleBook, filters: Mapping[str, str] | None = None) -> str:
    now = datetime.now().astimezone().strftime("%Y-%m-%d %H:%M")
    kept = ", ".join(f"{_e(_both(k))}: {_e(v)}" for k, v in (filters or {}).items() if k in LABELS)
    body = [
        f"<h1>{_e(_zh('title'))}<br/>{_e(LABELS['title'])}</h1>",
        f"<p>{_e(_both('generated'))}: {_e(now)} — {_e(_both('filters'))}: {kept or _e(_both('all'))}</p>",
    ]
    if analysis.broken:
        from trainer.gui import exam_text, seal_text

        apart = exam_text.both(seal_text.CONTEXT, seal_text.LEFT_OUT).replace("%1", str(analysis.broken))
        body.append(f"<p class='broken'>{_e(apart)}</p>")
    if analysis.unchecked:
        from trainer.gui import exam_text, seal_text

        body.append(f"<p>{_e(exam_text.both(seal_text.CONTEXT, seal_text.NOT_CHECKED))}</p>")
    if not analysis.scenarios:
        body.append(f"<p>{_e(_both('none'))}</p>")
    head = _head([("scenario", 24), ("taken", 7), ("pass_rate", 7), ("mean", 7)])
    body += [
        f"<h2>{_e(_both('scenarios'))}</h2>",
        f"<p>{_e(_zh('reading'))}<br/><span class='en'>{_e(LABELS['reading'])}</span></p>",
        "<table class='errors' border='1' cellspacing='0' cellpadding='3' width='100%'>",
        f"<thead><tr>{head}<th width='8%'>r_pb</th><th width='8%'>U−L</th>{_head([('errors', 39)])}</tr></thead>",
    ]
    for st in analysis.scenarios:
        name = titles.scenario_both(st.scenario)
        body.append(
            f"<tr><td>{_e(name)}</td><td>{st.attempts}</td><td>{st.pass_rate:.0%}</td><td>{st.mean_score:.1f}</td>"
            f"<td>{_figure(st.point_biserial)}</td><td>{_figure(st.upper_lower)}</td>"
            f"<td>{_frequent_cell(st.top_errors)}</td></tr>"
        )
    body.append("</table>")
    section = "exams_week" if analysis.period == "week" else "exams_month"
    head = _head([("exam", 40), ("period", 15), ("attempts", 15), ("passed", 15), ("pass_rate", 15)])
    body += [
        f"<h2>{_e(_both(section))}</h2>",
        f"<table class='errors' border='1' cellspacing='0' cellpadding='3' width='100%'><thead><tr>{head}</tr></thead>",
    ]
    for ps in analysis.exams:
        body.append(
            f"<tr><td>{_e(titles.exam_both(ps.exam))}</td><td>{_e(ps.period)}</td><td>{ps.attempts}</td>"
            f"<td>{ps.passed}</td><td>{ps.pass_rate:.0%}</td></tr>"
        )
    body.append("</table>")
    body.append(f"<h2>{_e(_both('history'))}</h2>")
    if not analysis.history_complete:
        body.append(f"<p>{_e(_both('left_out').replace('%1', f'{HISTORY_LIMIT:,}'))}</p>")
    trainees = list(dict.fromkeys(h.trainee for h in analysis.history))
    head = _head([("started", 12), ("exam", 14), ("item", 6), ("scenario", 20), ("score", 7), ("result", 8)])
    for trainee in trainees:
        body += [
            f"<h3>{_e(_both('trainee'))}: {_e(trainee)}</h3>",
            f"<table class='errors' border='1' cellspacing='0' cellpadding='3' width='100%'><thead><tr>{head}"
            f"{_head([('errors_all', 33)])}</tr></thead>",
        ]
        for h in (h for h in analysis.history if h.trainee == trainee):
            result = _both("yes") if h.passed else _both("no")
            body.append(
                f"<tr><td>{_e(_when(h.started)).replace(' ', '<br/>', 1)}</td><td>{_e(titles.exam_both(h.exam))} v{_e(h.exam_version)}</td>"
                f"<td>{h.order + 1}</td><td>{_e(titles.scenario_both(h.scenario))}</td><td>{h.score}</td>"
                f"<td>{_e(result)}</td><td>{_own_cell(h.words)}</td></tr>"
            )
        body.append("</table>")
    return f"<html><head><style>{STYLE}</style></head><body>{''.join(body)}</body></html>"


def analysis_pdf(
    analysis: Analysis,
    path: str | Path,
    titles: TitleBook | None = None,
    filters: Mapping[str, str] | None = None,
) -> Path:
    """Write the analysis to the PDF ``path``. Raises :class:`~trainer.gui.report.ReportError` (one line) if the
    file cannot be written or no CJK font is installed."""
    return write_pdf(path, lambda: analysis_html(analysis, titles or library_titles(), filters), LABELS["title"], 8.5)
