"""The trainers' PDF report of exam attempts (``trainer results export --format pdf`` and the trainer tools).

:func:`export_pdf` writes one section per attempt: trainee, exam (both titles, version), start and end,
status, score and pass/fail, its standing (official, provisional or unofficial practice), the per-skill figures,
and every error of every scenario (named by its titles) with its step, clause, severity and message in
Traditional Chinese and English. The labels are bilingual too (zh-Hant
first, the regulation's language), taken from the zh-Hant catalogue of the Qt translation layer. Scenarios and
exams are named by their titles (:mod:`trainer.training.titles`); an id shows only when the file is unknown.

The document is laid out by a :class:`QTextDocument` on A4 pages of a :class:`QPdfWriter`, with the
CJK-capable family chosen by :mod:`trainer.gui.fonts` as its font, so Qt embeds a subset of that font and the
Chinese shows in any PDF reader. No table row is split across two pages: a row that would be is moved to the
next page, where its table goes on under its header row again; and no heading (``<h1>``…``<h6>``) ends a page
while what it heads starts the next: it goes to the next page with it (:func:`layout_document`).
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

from trainer.cli import UsageError
from trainer.gui import exam_text, fonts, seal_text
from trainer.gui.qt import QT_TRANSLATE_NOOP, QFont, QGuiApplication, QtCore, QtGui
from trainer.training.store import AttemptRecord, ResultsStore, StoreError
from trainer.training.titles import TitleBook, library_titles

CONTEXT = "Report"

# Every label of the report (lupdate finds them here; the zh-Hant catalogue translates them).
LABELS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("Report", "Exam results report"),
    "generated": QT_TRANSLATE_NOOP("Report", "Generated"),
    "attempts": QT_TRANSLATE_NOOP("Report", "Attempts"),
    "none": QT_TRANSLATE_NOOP("Report", "No attempts"),
    "attempt": QT_TRANSLATE_NOOP("Report", "Attempt"),
    "trainee": QT_TRANSLATE_NOOP("Report", "Trainee"),
    "exam": QT_TRANSLATE_NOOP("Report", "Exam"),
    "version": QT_TRANSLATE_NOOP("Report", "Version"),
    "started": QT_TRANSLATE_NOOP("Report", "Started"),
    "finished": QT_TRANSLATE_NOOP("Report", "Finished"),
    "status": QT_TRANSLATE_NOOP("Report", "Status"),
    "score": QT_TRANSLATE_NOOP("Report", "Score"),
    "result": QT_TRANSLATE_NOOP("Report", "Result"),
    "pass_mark": QT_TRANSLATE_NOOP("Report", "Pass mark"),
    "passed": QT_TRANSLATE_NOOP("Report", "Passed"),
    "failed": QT_TRANSLATE_NOOP("Report", "Failed"),
    "not_graded": QT_TRANSLATE_NOOP("Report", "Not graded"),
    "standing": QT_TRANSLATE_NOOP("Report", "Standing"),
    "closed_by": QT_TRANSLATE_NOOP("Report", "Closed by"),
    "entered": QT_TRANSLATE_NOOP("Report", "Entered"),
    "source_app": QT_TRANSLATE_NOOP("Report", "Taken in the app by"),
    "source_cli": QT_TRANSLATE_NOOP("Report", "Typed in on the command line by trainer"),
    "source_unknown": QT_TRANSLATE_NOOP("Report", "Not recorded (an older attempt)"),
    "skills": QT_TRANSLATE_NOOP("Report", "Skills"),
    "scenario": QT_TRANSLATE_NOOP("Report", "Scenario"),
    "actions": QT_TRANSLATE_NOOP("Report", "Actions"),
    "errors": QT_TRANSLATE_NOOP("Report", "Errors"),
    "no_errors": QT_TRANSLATE_NOOP("Report", "No errors"),
    "step": QT_TRANSLATE_NOOP("Report", "Step"),
    "clause": QT_TRANSLATE_NOOP("Report", "Clause"),
    "severity": QT_TRANSLATE_NOOP("Report", "Severity"),
    "message": QT_TRANSLATE_NOOP("Report", "Message"),
}


class ReportError(UsageError):
    """The report cannot be written (one line naming the file; the CLI prints it and exits 2)."""


# ----------------------------------------------------------------------------------------------- app, words


def ensure_gui_app() -> QGuiApplication:
    """The running Qt application, or a new offscreen one (the CLI has none; a PDF needs no screen)."""
    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([])
    assert isinstance(app, QGuiApplication)
    return app


class _Words:
    """Bilingual labels: the zh-Hant catalogue's translation and the English source."""

    def zh(self, key: str) -> str:
        return exam_text.zh_hant(CONTEXT, LABELS[key])

    def en(self, key: str) -> str:
        return LABELS[key]

    def both(self, key: str) -> str:
        return exam_text.both(CONTEXT, LABELS[key])


def _when(text: str | None) -> str:
    if not text:
        return "—"
    try:
        return datetime.fromisoformat(text).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    except ValueError:
        return text


def _e(value: object) -> str:
    return html.escape(str(value), quote=False)


# ----------------------------------------------------------------------------------------------- the document


def _records(source: ResultsStore | Sequence[AttemptRecord]) -> list[AttemptRecord]:
    if isinstance(source, ResultsStore):
        return [source.get_attempt(row.id) for row in source.list_attempts()]
    return list(source)


def _skill_table(
    w: _Words, skills: Mapping[str, Any], minimums: Mapping[str, Any], bands: Mapping[str, Any] | None = None
) -> str:
    """The skills with their figures (and minimums), and — for grades that carry them — each skill's band."""
    from trainer.engine.words import GRADE
    from trainer.training.skill_figures import skill_figures

    if not skills:
        return ""
    cells = []
    shown = skill_figures({"skills": skills, **({"bands": bands} if bands is not None else {})})
    for skill in shown:  # a skill with nothing to judge reads "not tested", never 100 %
        name = skill.skill
        label = exam_text.key_both("Skill", name)
        minimum = minimums.get(name)
        figure = "" if skill.figure is None else f"{skill.figure * 100:.0f}%"
        if not skill.tested:
            figure = exam_text.both("SkillResult", exam_text.NOT_TESTED)
        if minimum is not None:
            figure += f" (≥ {float(minimum) * 100:.0f}%)"
        band = GRADE.get(f"band_{(bands or {}).get(name)}")
        band_cell = f"<td>{_e(band.zh)} {_e(band.en)}</td>" if band is not None else ("<td>—</td>" if bands else "")
        cells.append(f"<tr><td>{_e(label)}</td><td align='right'>{_e(figure)}</td>{band_cell}</tr>")
    return (
        f"<h4><b>{_e(w.both('skills'))}</b></h4>"
        "<table class='skills' cellspacing='0' cellpadding='3' border='1'>" + "".join(cells) + "</table>"
    )


def _timing_line(timing: Mapping[str, Any] | None) -> str:
    """The median time per action and per payout against their targets, both languages (attempts taken at the
    app)."""
    from trainer.training.session import timing_lines

    lines = timing_lines(timing) if isinstance(timing, Mapping) else []
    if not lines:
        return ""
    zh = " · ".join(t.zh for t in lines)
    en = " · ".join(t.en for t in lines)
    return f"<p>{_e(zh)}<br/>{_e(en)}</p>"


def _money_line(money: Mapping[str, Any] | None) -> str:
    """The money put wrong over the attempt's rounds, both languages (grades that carry it)."""
    from trainer.engine.words import money_total

    if not money:
        return ""
    t = money_total(money)  # overpaid 100 MOP once / 多付 100 澳門元（1 次）
    return f"<p>{_e(t.zh)}<br/>{_e(t.en)}</p>"


def _error_rows(w: _Words, grade: Mapping[str, Any] | None) -> str:
    errors = [e for e in (grade or {}).get("errors", []) or [] if isinstance(e, Mapping)]
    if not errors:
        return f"<p class='ok'>{_e(w.both('no_errors'))}</p>"
    head = "".join(f"<th>{_e(w.zh(key))}<br/>{_e(w.en(key))}</th>" for key in ("step", "clause", "severity", "message"))
    rows = []
    for err in errors:
        message = err.get("message") or {}
        zh = message.get("zh-Hant", "") if isinstance(message, Mapping) else ""
        en = message.get("en", "") if isinstance(message, Mapping) else str(message)
        severity = str(err.get("severity", ""))
        sev = exam_text.key_both("Severity", severity)
        step = err.get("step")
        rows.append(
            "<tr>"
            f"<td align='right'>{_e('' if step is None else int(step) + 1)}</td>"
            f"<td>{_e(err.get('clause', ''))}</td>"
            f"<td>{_e(sev)}</td>"
            f"<td>{_e(zh)}<br/><span class='en'>{_e(en)}</span></td>"  # no error code: plain words only
            "</tr>"
        )
    return (
        "<table class='errors' width='100%' cellspacing='0' cellpadding='3' border='1'>"
        f"<thead><tr>{head}</tr></thead>" + "".join(rows) + "</table>"
    )


def attempt_html(w: _Words, record: AttemptRecord, titles: TitleBook | None = None) -> str:
    a = record.attempt
    grade = a.grade or {}
    book = titles or TitleBook()
    status_text = exam_text.key_both("Status", str(a.status))
    result = w.both("not_graded" if a.passed is None else ("passed" if a.passed else "failed"))
    colour = "#1b7f3a" if a.passed else ("#b3261e" if a.passed is False else "#555555")
    broken = a.seal_broken  # (changed after it was sealed: no score, no result, a warning over the section)
    if broken:
        result, colour = seal_text.not_valid_both(), "#8c1d18"
    fields = [
        ("trainee", _e(a.trainee)),
        ("exam", _e(book.exam_both(a.exam_id, grade))),
        ("version", _e(a.exam_version)),
        ("started", _e(_when(a.started))),
        ("finished", _e(_when(a.finished))),
        ("status", _e(status_text)),
        ("score", _e(seal_text.not_valid_both() if broken else "—" if a.score is None else a.score)),
    ]
    if "pass_mark" in grade:
        fields.append(("pass_mark", _e(grade["pass_mark"])))
    fields.append(("result", f"<b style='color:{colour}'>{_e(result)}</b>"))
    fields.append(("standing", _e(exam_text.key_both("Standing", str(a.standing)))))  # official or not (issue 31)
    if a.closed_by:
        fields.append(("closed_by", _e(a.closed_by)))
    how = w.both(f"source_{a.source}") if a.source in ("app", "cli") else w.both("source_unknown")
    fields.append(("entered", _e(f"{how} {a.entered_by}" if a.source in ("app", "cli") and a.entered_by else how)))
    seal_words = _e(seal_text.seal_both(a.seal_state))
    fields.append(("seal", f"<b style='color:#8c1d18'>{seal_words}</b>" if broken else seal_words))
    rows = "".join(
        f"<tr><td class='label'>{_e(seal_text.label_both() if k == 'seal' else w.both(k))}</td><td>{v}</td></tr>"
        for k, v in fields
    )
    parts = [
        f"<h2>{_e(w.both('attempt'))} {a.id}: {_e(a.trainee)}</h2>",
        ("<p class='broken'>" + _e(seal_text.seal_both(a.seal_state)) + "</p>" if broken else ""),
        f"<table class='fields' cellspacing='0' cellpadding='2'>{rows}</table>",
        _skill_table(
            w,
            dict(grade.get("skills") or {}),
            dict(grade.get("skill_minimums") or {}),
            dict(grade["bands"]) if isinstance(grade.get("bands"), Mapping) else None,
        ),
        _money_line(grade.get("money")),
        _timing_line(grade.get("timing")),
        f"<h3>{_e(w.both('errors'))}</h3>",
    ]
    if not record.items:
        parts.append(f"<p>{_e(w.both('no_errors'))}</p>")
    for item in record.items:
        item_grade = item.grade or {}
        score = item_grade.get("score")
        parts.append(
            f"<h4><b>{_e(w.both('scenario'))} {item.order + 1}: {_e(book.scenario_both(item.scenario_id))}</b>"
            f" — {_e(w.both('score'))} {_e('—' if score is None else score)}"
            f" — {_e(w.both('actions'))} {len(item.actions)}</h4>"
        )
        if item.grade is None:
            parts.append(f"<p>{_e(w.both('not_graded'))}</p>")
        else:
            parts.append(_error_rows(w, item_grade))
    return "".join(parts)


STYLE = """
body { font-size: 9pt; }
h1 { font-size: 16pt; }
h2 { font-size: 12pt; margin-top: 14pt; }
h3 { font-size: 10pt; }
h4 { font-size: 9pt; font-weight: normal; margin-top: 12px; margin-bottom: 12px; }
td.label { color: #444444; padding-right: 10px; }
table.errors th { background: #eeeeee; }
span.en { color: #333333; }
p.ok { color: #1b7f3a; }
p.broken { color: #8c1d18; background: #f9dedc; font-weight: bold; font-size: 11pt; padding: 4px; }
"""


def report_html(records: Sequence[AttemptRecord], words: _Words | None = None, titles: TitleBook | None = None) -> str:
    w = words or _Words()
    now = datetime.now().astimezone().strftime("%Y-%m-%d %H:%M")
    body = [
        f"<h1>{_e(w.zh('title'))}<br/>{_e(w.en('title'))}</h1>",
        f"<p>{_e(w.both('generated'))}: {_e(now)} — {_e(w.both('attempts'))}: {len(records)}</p>",
    ]
    if not records:
        body.append(f"<p>{_e(w.both('none'))}</p>")
    for n, record in enumerate(records):
        if n:
            body.append("<hr/>")
        body.append(attempt_html(w, record, titles))
    return f"<html><head><style>{STYLE}</style></head><body>{''.join(body)}</body></html>"


LATIN = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica")
"""Latin text goes first to one of these when installed: Qt's PDF text layer of Noto Sans CJK loses some
digits (pdftotext shows "A11.1" as "A."), a plain Latin font keeps the report searchable and copyable."""


def _latin_family() -> list[str]:
    present = set(QtGui.QFontDatabase.families())
    return [name for name in LATIN if name in present][:1]


# ----------------------------------------------------------------------------------------------- pages

FOOTER_MM = 8.0
"""Room under the text of each page for its number."""
MAX_LAYOUTS = 400
"""A bound on the layouts :func:`layout_document` tries (each moves one row or heading); never reached by a real
report."""

BREAK = "page-break-before: always"
_TABLE = re.compile(r"<table\b[^>]*>")
_HEADING = re.compile(r"<h[1-6]\b[^>]*>")


def _tables(document: QtGui.QTextDocument) -> list[QtGui.QTextTable]:
    """The document's tables in document order (the order of ``<table>`` in its HTML)."""
    out: list[QtGui.QTextTable] = []

    def walk(frame: QtGui.QTextFrame) -> None:
        for child in frame.childFrames():
            if isinstance(child, QtGui.QTextTable):
                out.append(child)
            walk(child)

    walk(document.rootFrame())
    return out


def _blocks(document: QtGui.QTextDocument) -> Iterator[QtGui.QTextBlock]:
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def _is_heading(block: QtGui.QTextBlock) -> bool:
    return block.blockFormat().headingLevel() > 0


def _headings(document: QtGui.QTextDocument) -> dict[int, int]:
    """Block number → number of the heading (in document order: the order of ``<h1>``…``<h6>`` in its HTML)."""
    numbers = [block.blockNumber() for block in _blocks(document) if _is_heading(block)]
    return {number: n for n, number in enumerate(numbers)}


def _row_extent(document: QtGui.QTextDocument, table: QtGui.QTextTable, row: int) -> tuple[float, float]:
    layout = document.documentLayout()
    top, bottom = float("inf"), float("-inf")
    for column in range(table.columns()):
        cell = table.cellAt(row, column)
        if not cell.isValid():
            continue
        first = layout.blockBoundingRect(cell.firstCursorPosition().block())
        last = layout.blockBoundingRect(cell.lastCursorPosition().block())
        top, bottom = min(top, first.top()), max(bottom, last.bottom())
    return top, bottom


def _header_rows(table: QtGui.QTextTable) -> int:
    """How many rows head ``table`` (its ``<thead>``, repeated on every page)."""
    return max(0, min(table.format().headerRowCount(), table.rows()))


def split_rows(document: QtGui.QTextDocument) -> Iterator[tuple[int, int]]:
    """(table number, row) of every table row whose text runs over a page break (a row taller than a page
    is left alone: it cannot fit anywhere)."""
    height = document.pageSize().height()
    for n, table in enumerate(_tables(document)):
        for row in range(table.rows()):
            top, bottom = _row_extent(document, table, row)
            if top == float("inf") or bottom - top >= height:
                continue
            if int(top // height) != int((bottom - 0.5) // height):
                yield n, row


def _in_header_row(block: QtGui.QTextBlock) -> bool:
    cursor = QtGui.QTextCursor(block)
    table = cursor.currentTable()
    return table is not None and table.cellAt(cursor).row() < _header_rows(table)


def _content_after(block: QtGui.QTextBlock) -> QtGui.QTextBlock | None:
    """The first block with text after the heading ``block`` that is not a heading itself nor in a table's
    header row: the start of what the heading heads (None at the end of the document)."""
    follower = block.next()
    while follower.isValid() and (_is_heading(follower) or _in_header_row(follower) or not follower.text().strip()):
        follower = follower.next()
    return follower if follower.isValid() else None


def _line_middle(document: QtGui.QTextDocument, block: QtGui.QTextBlock, first: bool) -> float:
    """Half-way down the first (or last) line of ``block``: a line lies on the page of its middle (its foot may
    run a little over the page's edge)."""
    rect = document.documentLayout().blockBoundingRect(block)
    text = block.layout()
    if text.lineCount() == 0:
        return rect.center().y()
    line = text.lineAt(0 if first else text.lineCount() - 1)
    return rect.top() - text.boundingRect().top() + line.y() + line.height() / 2


def _orphans(document: QtGui.QTextDocument) -> Iterator[tuple[int, float]]:
    height = document.pageSize().height()
    numbers = _headings(document)
    for block in _blocks(document):
        content = _content_after(block) if block.blockNumber() in numbers else None
        if content is None:
            continue
        if _line_middle(document, block, first=False) // height < _line_middle(document, content, True) // height:
            yield numbers[block.blockNumber()], document.documentLayout().blockBoundingRect(block).top()


def orphaned_headings(document: QtGui.QTextDocument) -> Iterator[int]:
    """The number (in document order) of every heading whose page is not the page of the first line of what it
    heads — past the headings right under it and its table's header row: a heading left at the foot of a page."""
    return (number for number, _top in _orphans(document))


def break_before(markup: str, pattern: re.Pattern[str], index: int) -> str:
    """``markup`` with a page break before the tag number ``index`` of those ``pattern`` finds (unchanged when
    it has one already)."""
    tags = list(pattern.finditer(markup))
    if not 0 <= index < len(tags):
        return markup
    found = tags[index]
    tag = found.group(0)
    if BREAK in tag:
        return markup
    if "style='" in tag:
        tag = tag.replace("style='", f"style='{BREAK}; ", 1)
    elif 'style="' in tag:
        tag = tag.replace('style="', f'style="{BREAK}; ', 1)
    else:
        tag = tag[:-1].rstrip("/").rstrip() + f" style='{BREAK}'>"
    return markup[: found.start()] + tag + markup[found.end() :]


def move_row_to_next_page(markup: str, table: int, row: int) -> str:
    """``markup`` with table number ``table`` closed before its row ``row`` and opened again on a new page,
    with its header row (a first row of ``<th>``, in a ``<thead>`` that Qt repeats on every page) again."""
    starts = list(_TABLE.finditer(markup))
    opening = starts[table]
    end = markup.index("</table>", opening.end())
    body = markup[opening.end() : end]
    rows = [m.start() for m in re.finditer(r"<tr\b", body)]
    if row <= 0 or row >= len(rows):
        return markup
    first_row = body[: rows[1]]  # with its <thead> if it has one
    header = first_row.strip() if "<th" in first_row else ""
    tag = opening.group(0)
    again = tag[:-1] + f" style='{BREAK}'>" if "style=" not in tag else tag
    cut = opening.end() + rows[row]
    return markup[:cut] + "</table>" + again + header + markup[cut:]


def _moves(document: QtGui.QTextDocument) -> list[tuple[float, Callable[[str], str]]]:
    """What would mend each fault of the layout — a row split across pages, a heading left at a page's foot —
    with where the fault is, top first."""
    headings = _headings(document)
    tables = _tables(document)
    moves: list[tuple[float, Callable[[str], str]]] = [
        (top, partial(break_before, pattern=_HEADING, index=number)) for number, top in _orphans(document)
    ]
    for n, row in split_rows(document):
        table = tables[n]
        top = _row_extent(document, table, row)[0]
        if row > _header_rows(table):
            moves.append((top, partial(move_row_to_next_page, table=n, row=row)))
            continue
        # Its first row would leave the table's header row (or nothing) behind: the whole table goes to the next
        # page, with the headings right above it.
        first_heading = None
        above = table.firstCursorPosition().block().previous()
        while above.isValid() and _is_heading(above):
            first_heading, above = headings[above.blockNumber()], above.previous()
        if first_heading is not None:
            moves.append((top, partial(break_before, pattern=_HEADING, index=first_heading)))
        else:
            moves.append((top, partial(break_before, pattern=_TABLE, index=n)))
    return sorted(moves, key=lambda move: move[0])


def layout_document(
    markup: str, font: QFont, device: QtGui.QPagedPaintDevice, page: QtCore.QSizeF
) -> QtGui.QTextDocument:
    """Lay ``markup`` out on pages of ``page`` (device units) so that no table row is split across pages and no
    heading is left at the foot of a page with what it heads on the next (it goes to the next page too)."""

    def laid_out(text: str) -> QtGui.QTextDocument:
        document = QtGui.QTextDocument()
        document.documentLayout().setPaintDevice(device)
        document.setDefaultFont(font)
        document.setPageSize(page)
        document.setHtml(text)
        return document

    document = laid_out(markup)
    for _ in range(MAX_LAYOUTS):
        for _where, move in _moves(document):
            moved = move(markup)
            if moved != markup:
                markup = moved
                break
        else:
            return document
        document = laid_out(markup)
    return document


PRINT_COLOURS: dict[QtGui.QPalette.ColorRole, str] = {
    QtGui.QPalette.ColorRole.Text: "#000000",
    QtGui.QPalette.ColorRole.WindowText: "#000000",
    QtGui.QPalette.ColorRole.Base: "#ffffff",
    QtGui.QPalette.ColorRole.Window: "#ffffff",
    QtGui.QPalette.ColorRole.Link: "#0b3d91",
    QtGui.QPalette.ColorRole.LinkVisited: "#4b2a7a",
    QtGui.QPalette.ColorRole.Highlight: "#d0d0d0",
    QtGui.QPalette.ColorRole.HighlightedText: "#000000",
}
"""The printed page's colours: black text on white paper, whatever the screen's theme. A text document paints
its text in the palette it is given, by default the application's — light grey under the window's dark theme."""


def print_palette() -> QtGui.QPalette:
    """The palette of :data:`PRINT_COLOURS`, in every colour group."""
    palette = QtGui.QPalette()
    for role, colour in PRINT_COLOURS.items():
        palette.setColor(role, QtGui.QColor(colour))
    return palette


def print_pages(document: QtGui.QTextDocument, writer: QtGui.QPdfWriter, footer: float) -> None:
    """Paint each page of the paginated ``document`` with its number ("2 / 5") under it, in print colours
    (:data:`PRINT_COLOURS`), never the screen's."""
    page = document.pageSize()
    count = document.pageCount()
    context = QtGui.QAbstractTextDocumentLayout.PaintContext()
    context.palette = print_palette()
    painter = QtGui.QPainter(writer)
    try:
        for n in range(count):
            if n:
                writer.newPage()
            painter.save()
            painter.translate(0, -n * page.height())
            clip = QtCore.QRectF(0, n * page.height(), page.width(), page.height())
            painter.setClipRect(clip)
            context.clip = clip
            document.documentLayout().draw(painter, context)
            painter.restore()
            painter.setPen(QtGui.QColor(PRINT_COLOURS[QtGui.QPalette.ColorRole.Text]))
            painter.setFont(document.defaultFont())
            number = QtCore.QRectF(0, page.height(), page.width(), footer)
            painter.drawText(number, int(QtCore.Qt.AlignmentFlag.AlignCenter), f"{n + 1} / {count}")
    finally:
        painter.end()


def export_pdf(
    source: ResultsStore | Sequence[AttemptRecord], path: str | Path, titles: TitleBook | None = None
) -> Path:
    """Write the report of every attempt in the store (or of the given attempt records) to the PDF ``path``.
    Scenarios and exams are named by ``titles`` (the library's by default).

    Raises :class:`ReportError` (one line) if the file cannot be written or no CJK font is installed."""

    def markup() -> str:
        try:
            records = _records(source)
        except StoreError as exc:
            raise ReportError(f"{path}: {exc}") from None
        return report_html(records, titles=titles or library_titles())

    return write_pdf(path, markup, LABELS["title"], 9.0)


def report_font(family: str, point_size: float) -> QFont:
    """The reports' font: a plain Latin family first when installed (:data:`LATIN`), then the CJK ``family``."""
    font = QFont(family)
    font.setFamilies([*_latin_family(), family])
    font.setPointSizeF(point_size)
    return font


def pdf_writer(path: str | Path, title: str) -> tuple[QtGui.QPdfWriter, QtCore.QSizeF, float]:
    """A writer of A4 pages to the PDF ``path``, with the size of each page's text and the room under it for
    its number (device units)."""
    writer = QtGui.QPdfWriter(str(path))
    writer.setPageSize(QtGui.QPageSize(QtGui.QPageSize.PageSizeId.A4))
    writer.setPageMargins(QtCore.QMarginsF(15, 15, 15, 15), QtGui.QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("fortune3-trainer")
    footer = FOOTER_MM / 25.4 * writer.resolution()
    return writer, QtCore.QSizeF(writer.width(), writer.height() - footer), footer


def write_pdf(path: str | Path, markup: Callable[[], str], title: str, point_size: float) -> Path:
    """Lay out the HTML ``markup()`` (asked for once the file and the CJK font are known to be fine) on A4 pages
    with page numbers and write it to the PDF ``path``: the results report's and the item analysis' one printer.
    Raises :class:`ReportError` (one line) if the file cannot be written or no CJK font is installed."""
    out = Path(path)
    if out.is_dir() or not out.parent.is_dir():
        raise ReportError(f"{out}: cannot write the PDF there (not a file in an existing folder)")
    ensure_gui_app()
    family = fonts.cjk_family()
    if family is None:
        raise ReportError(f"{out}: {fonts.MISSING_MESSAGE}")
    text = markup()
    writer, page, footer = pdf_writer(out, title)
    document = layout_document(text, report_font(family, point_size), writer, page)
    print_pages(document, writer, footer)
    del writer  # finishes the file
    if not out.is_file() or out.stat().st_size == 0:
        raise ReportError(f"{out}: cannot write the PDF")
    return out
