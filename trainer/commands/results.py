"""``trainer results list|export|verify``: the stored exam results (see docs/exams.md).

The store lives in the user data directory, or in ``$TRAINER_DATA_DIR``. ``verify`` checks every finished
attempt's seal and re-grades each of its scenarios from the stored action log with the real grader; it exits 1
and names each attempt whose record was changed.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import json
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from trainer.cli import UsageError
from trainer.commands._io import print_json

HELP = "list, export (CSV or PDF) and verify the stored exam results"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    listing = sub.add_parser("list", help="list attempts (oldest first)")
    _filters(listing)
    listing.add_argument("--json", action="store_true", help="a JSON array of rows")
    export = sub.add_parser("export", help="write the attempts to a CSV, PDF or xAPI (JSON) file")
    export.add_argument("--format", choices=("csv", "pdf", "xapi"), required=True)
    export.add_argument("--out", type=Path, metavar="FILE", help="the file to write (or give it as FILE)")
    export.add_argument("file", nargs="?", type=Path, metavar="FILE", help=argparse.SUPPRESS)
    _filters(export)
    export.add_argument(
        "--check-seals",
        action="store_true",
        help="csv and xapi: check each attempt's seal against its record as it is exported (a seal column in the "
        "CSV, a broken seal's score and result '—'; about as slow as verify --seals-only); the PDF always checks",
    )
    export.add_argument(
        "--xapi-home-page",
        metavar="URL",
        help="xapi: the https:// home page the accounts are on (default: this installation's own, "
        "https://fortune3-trainer.invalid/installations/<id>); keep the same one for every export",
    )
    export.add_argument(
        "--pseudonymous",
        action="store_true",
        help="xapi: name each trainee's and trainer's account by a stable pseudonym made with this installation's "
        "secret key, and send no names",
    )
    analysis = sub.add_parser(
        "analysis", help="item analysis: how each scenario performs, each exam's pass rate by period, trainees' history"
    )
    analysis.add_argument("--json", action="store_true", help="the analysis as JSON (all three views)")
    analysis.add_argument(
        "--view",
        choices=("scenarios", "exams", "trainees"),
        default="scenarios",
        help="the table shown and written by --csv: per scenario (default), per exam and period, per trainee",
    )
    analysis.add_argument("--period", choices=("month", "week"), default="month", help="periods of the exams view")
    analysis.add_argument("--csv", type=Path, metavar="FILE", help="also write the chosen view's table as CSV")
    analysis.add_argument("--pdf", type=Path, metavar="FILE", help="also write all three views as a PDF report")
    analysis.add_argument(
        "--check-seals",
        action="store_true",
        help="check each attempt's seal against its record and leave out those whose seal is broken (about as slow "
        "as verify --seals-only)",
    )
    _filters(analysis)
    verify = sub.add_parser("verify", help="check every seal and re-grade every attempt from its log")
    verify.add_argument(
        "--seals-only", action="store_true", help="check the seals but do not re-grade (no grader needed)"
    )
    verify.add_argument(
        "--since-last",
        action="store_true",
        help="check only what was sealed or changed since the last verify that found everything in order "
        "(a full verify finds a change made before it)",
    )


def _filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--trainee", metavar="NAME", help="only this trainee's attempts")
    parser.add_argument("--exam", metavar="ID", help="only attempts at this exam")
    parser.add_argument("--since", type=_date, metavar="DATE", help="started on or after (ISO-8601 date/time)")
    parser.add_argument("--until", type=_date, metavar="DATE", help="started before (ISO-8601 date/time)")


def _date(text: str) -> datetime:
    from datetime import UTC

    from trainer.training.inputs import shorten

    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shorten(text)!r} is not an ISO-8601 date or time") from None
    try:
        moment = moment if moment.tzinfo else moment.astimezone()  # a bare date is local time
        moment.astimezone(UTC)  # the store compares UTC times: it must have one
    except (OverflowError, ValueError, OSError):
        raise argparse.ArgumentTypeError(
            f"{shorten(text)!r} is outside the dates the results can hold (years 1..9999 in UTC)"
        ) from None
    return moment


def open_store() -> Any:
    """The results store (``UsageError`` with the store's one-line reason if it cannot be opened)."""
    from trainer.training.store import ResultsStore, StoreError, data_dir
    from trainer.training.store_setting import hide_configured_passwords

    try:
        return ResultsStore.open()
    except StoreError as exc:  # libpq may echo a part of the URL: never its password (issue 31)
        raise UsageError(hide_configured_passwords(str(exc), data_dir())) from None


# ------------------------------------------------------------------------------------------- grading glue


class RegradeError(Exception):
    """A stored item cannot be re-graded (its scenario is missing or has changed)."""


def _module(name: str, what: str) -> Any:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            raise RegradeError(f"{what} needs {name}, which is not built yet") from None
        raise


def find_scenario(scenario_id: str) -> Path:
    """The bundled scenario file with this id (``scenarios/**/*.toml`` in the working folder or next to the
    package)."""
    from trainer.training.exams import ExamError
    from trainer.training.exams import find_scenario as find

    try:
        return find(scenario_id)
    except ExamError as exc:
        raise RegradeError(str(exc)) from None


def grade_log(scenario_path: Path, log: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Grade an action log against a scenario file with the real grader; the grade JSON of docs/actions.md."""
    scenario_module = _module("trainer.training.scenario", "grading")
    return grade_scenario(scenario_module.load_scenario(scenario_path), log)


def grade_scenario(scenario: Any, log: Sequence[Mapping[str, Any]], rules: int | None = None) -> dict[str, Any]:
    """Grade an action log against a loaded scenario with the real grader (a pure function of the two); ``rules``:
    under those grading rules (default: the current ones)."""
    grading = _module("trainer.training.grading", "grading")
    grade = grading.grade(scenario, log) if rules is None else grading.grade(scenario, log, rules=rules)
    data = grade.to_json() if hasattr(grade, "to_json") else grade
    return dict(data)


class Regrader:
    """The re-grading callable :meth:`ResultsStore.verify` takes: finds each item's scenario by id, checks it
    is the version the attempt used, and grades the stored log under the grading rules it was graded by (rules 2
    and later: ``grading.OLDEST_REGRADED_RULES``; an older grade raises :class:`OlderRules`). ``store``: the store
    being verified, whose library (docs/library.md) keeps the published versions: an item whose bundled file is not
    the text it used (or that has none) is graded against the library's version of that digest."""

    def __init__(self, store: Any = None) -> None:
        self.store = store
        self._library: dict[tuple[str, str], Any] = {}
        self._paths: dict[str, Path] = {}
        self._scenarios: dict[tuple[Path, str], Any] = {}
        """Each scenario file read once per version (a verify re-grades the same few scenarios many times)."""

    def __call__(self, item: Any) -> dict[str, Any]:
        from trainer.training.exams import scenario_digest
        from trainer.training.store import OlderRules

        grading = _module("trainer.training.grading", "re-grading")
        current = getattr(grading, "GRADING_RULES", None)
        stored = grading.rules_of(item.grade) if hasattr(grading, "rules_of") else None
        oldest = getattr(grading, "OLDEST_REGRADED_RULES", current)
        if current is not None and stored is not None and not oldest <= stored <= current:
            raise OlderRules(stored, current)  # a grade of rules the grader no longer grades by: its seal is checked

        try:
            path = self._paths.get(item.scenario_id)
            if path is None:
                path = self._paths[item.scenario_id] = find_scenario(item.scenario_id)
            digest = scenario_digest(path)
            if digest != item.scenario_digest:
                raise RegradeError(f"scenario file {path} has changed since the attempt (digest {digest})")
        except RegradeError:
            published = self._published(item.scenario_id, item.scenario_digest)
            if published is None:
                raise
            return grade_scenario(published, item.log, stored if stored != current else None)
        scenario = self._scenarios.get((path, digest))
        if scenario is None:
            scenario = _module("trainer.training.scenario", "grading").load_scenario(path)
            self._scenarios[(path, digest)] = scenario
        return grade_scenario(scenario, item.log, stored if stored != current else None)

    def _published(self, scenario_id: str, digest: str) -> Any:
        """The library's version of ``scenario_id`` with ``digest``, loaded (None: the store has none)."""
        if self.store is None:
            return None
        key = (scenario_id, digest)
        if key not in self._library:
            from trainer.training.library import LibraryError, by_digest

            try:
                found = by_digest(self.store, "scenario", scenario_id, digest)
            except LibraryError as exc:
                raise RegradeError(str(exc)) from None
            if found is None:
                self._library[key] = None
            else:
                name = f"library:{scenario_id}@{found.version.version}"
                scenario_module = _module("trainer.training.scenario", "grading")
                self._library[key] = scenario_module.parse_scenario(found.text.encode("utf-8"), name, Path(name))
        return self._library[key]


def rescore(record: Any, grades: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The attempt's score and pass recomputed from re-graded items with the rules recorded in its grade."""
    from trainer.training.exam_pace import rescored_passed
    from trainer.training.exams import exam_result, rules_from_grade

    result = exam_result(grades, rules_from_grade(record.attempt.grade))
    passed = rescored_passed(record.attempt.grade, record.items, result.passed)  # an exam that requires pace
    return {"score": result.score, "passed": passed, "skills": result.skills}


# ------------------------------------------------------------------------------------------- actions


def _rows(store: Any, args: argparse.Namespace, *, check_seals: bool = True) -> list[Any]:
    return list(
        store.list_attempts(
            trainee=args.trainee, exam=args.exam, since=args.since, until=args.until, check_seals=check_seals
        )
    )


def _say_not_checked(what: str) -> None:
    """On standard error, one line in both languages: this bulk export or analysis did not check the seals."""
    from trainer.training.seals import not_checked_line

    print(not_checked_line(what), file=sys.stderr)


def _list(args: argparse.Namespace) -> int:
    with open_store() as store:
        rows = _rows(store, args)
    if args.json:
        print_json([row.to_json() for row in rows], indent=1)
        return 0
    if not rows:
        print("no attempts")
        return 0
    from trainer.engine.errors import printable
    from trainer.training.seals import INVALID, seal_words
    from trainer.training.store import Standing

    head = f"{'id':>5}  {'started':<19}  {_pad('trainee', 20)}  {_pad('exam', 24)}  {'status':<11}"
    print(f"{head}  {'standing':<21}  score  passed  source   {_pad('entered by', 20)}  seal")
    for row in rows:
        started = datetime.fromisoformat(row.started).astimezone().strftime("%Y-%m-%d %H:%M:%S")
        score = INVALID if row.seal_broken else "" if row.score is None else str(row.score)
        passed = INVALID if row.seal_broken else "" if row.passed is None else ("yes" if row.passed else "no")
        # What a training PC stored is shown escaped (issue 31): a line break, ESC or U+202E in a name can
        # neither move the cursor nor reorder the line.
        print(
            f"{row.id:>5}  {started:<19}  {_pad(printable(row.trainee), 20)}  {_pad(printable(row.exam_id), 24)}  "
            f"{printable(str(row.status)):<11}  {STANDING_SHORT[row.standing]:<21}  {score:>5}  {passed:<6}  "
            f"{printable(row.source or 'unknown'):<7}  "
            f"{_pad(printable(row.entered_by or ''), 20)}  {seal_words(row.seal_state, short=True)}"
        )
    if any(row.standing is Standing.PROVISIONAL for row in rows):
        print("provisional: taken in a sitting not signed off yet (trainer sitting sign-off ID makes it official)")
    _say_broken(rows)
    return 0


STANDING_SHORT = {"official": "official", "provisional": "provisional", "unofficial": "unofficial (practice)"}
"""An attempt's standing in the results table (``list --json`` has it in full, in both languages)."""


def _say_broken(rows: Sequence[Any]) -> None:
    """After a listing or an export: each attempt whose seal is broken, in both languages (docs/exams.md)."""
    from trainer.training.seals import SealState, seal_words

    for row in rows:
        if row.seal_broken:
            print(
                f"attempt {row.id}: {seal_words(SealState.BROKEN, 'en')}\n"
                f"考核 {row.id}：{seal_words(SealState.BROKEN, 'zh-Hant')}"
            )


def _analysis(args: argparse.Namespace) -> int:
    """Item analysis of the attempts the filters keep (docs/exams.md, "Item analysis"): a table per scenario
    (titles, not ids), per exam and month or week, or per trainee (``--view``); ``--json`` for all of them,
    ``--csv FILE`` for the chosen table, ``--pdf FILE`` for all three."""
    from trainer.training.item_analysis import analyse_graded, history_limit, write_csv
    from trainer.training.titles import library_titles

    for out in (args.csv, args.pdf):
        if out is not None and not out.parent.exists():
            raise UsageError(f"{out}: the folder {out.parent} does not exist")
    with open_store() as store:  # the grades a page at a time, not the actions: flat memory on a store of years
        graded = store.iter_graded(
            trainee=args.trainee, exam=args.exam, since=args.since, until=args.until, check_seals=args.check_seals
        )
        analysis = analyse_graded(graded, args.period, history_limit(args.trainee))
    if not args.check_seals:
        _say_not_checked("analysis")
    titles = library_titles()
    if args.csv is not None:
        try:
            write_csv(args.csv, analysis, args.view, titles)
        except OSError as exc:
            raise UsageError(f"{args.csv}: cannot write: {exc.strerror}") from None
    if args.pdf is not None:
        report = _report_module()
        report.analysis_pdf(analysis, args.pdf, titles=titles, filters=_filter_words(args))
    if args.json:
        data = {**analysis.to_json(), "pass_rate_by_month": analysis.pass_rate_by_month()}
        for scenario in data["scenarios"]:  # the titles, whole, in both languages beside the ids
            scenario["title"] = {"en": titles.scenario(scenario["scenario"], "en"),
                                 "zh-Hant": titles.scenario(scenario["scenario"], "zh-Hant")}  # fmt: skip
        print_json(data, indent=1)
        return 0
    if analysis.broken:
        from trainer.training.seals import SealState, seal_words

        print(f"{analysis.broken} attempt(s) left out of these figures: {seal_words(SealState.BROKEN, 'en')}")
        print(f"{analysis.broken} 次考核未計入以下數字：{seal_words(SealState.BROKEN, 'zh-Hant')}")
    if not analysis.scenarios:
        print("no graded attempts / 沒有已評分的考核")
        return 0
    from trainer.engine.errors import printable

    for line in analysis_lines(analysis, args.view, args.period, titles):
        print(printable(line.rstrip()))  # stored names and messages escaped (issue 31)
    return 0


def analysis_lines(analysis: Any, view: str, period: str, titles: Any) -> list[str]:
    """The chosen view of an item analysis as text lines: titles whole (the column as wide as the longest), each
    error in plain words of both languages (clause, count, the grader's message), never an internal code. Stored
    names and ids (a trainee, an exam or scenario id without a title) are shown escaped (issue 31)."""
    from trainer.engine.errors import printable
    from trainer.training.item_analysis import HISTORY_LIMIT, frequent_text

    lines: list[str] = []
    if view == "exams":
        names = [printable(titles.exam(ps.exam, "en")) for ps in analysis.exams]
        wide = max([_width("exam"), *map(_width, names)])
        lines.append(f"{_pad('exam', wide)}  {period:<8}  {'n':>4}  {'passed':>6}  {'rate':>5}")
        for ps, title in zip(analysis.exams, names, strict=True):
            lines.append(f"{_pad(title, wide)}  {ps.period:<8}  {ps.attempts:>4}  {ps.passed:>6}  {ps.pass_rate:>5.0%}")
        return lines
    if view == "trainees":
        if not analysis.history_complete:
            return [f"more than {HISTORY_LIMIT:,} items in these attempts: choose a trainee (--trainee NAME) for a "
                    "history"]  # fmt: skip
        names = [printable(titles.scenario(h.scenario, "en")) for h in analysis.history]
        trainees = [_width(printable(h.trainee)) for h in analysis.history]
        who, wide = max([_width("trainee"), *trainees]), max([_width("scenario"), *map(_width, names)])
        lines.append(
            f"{_pad('trainee', who)}  {'started':<16}  {'attempt':>7}  {_pad('scenario', wide)}  score  passed"
        )
        for h, title in zip(analysis.history, names, strict=True):
            started = datetime.fromisoformat(h.started).astimezone().strftime("%Y-%m-%d %H:%M")
            trainee = _pad(printable(h.trainee), who)
            lines.append(f"{trainee}  {started:<16}  {h.attempt:>7}  {_pad(title, wide)}  {h.score:>5}  "
                         f"{'yes' if h.passed else 'no'}")  # fmt: skip
            lines += [f"    {w.clause} {w.en}" + (f" / {w.zh}" if w.zh else "") for w in h.words]
        return lines
    names = [printable(titles.scenario(st.scenario, "en")) for st in analysis.scenarios]
    wide = max([_width("scenario"), *map(_width, names)])
    lines.append(f"{_pad('scenario', wide)}  {'n':>4}  {'passed':>6}  {'mean':>5}  {'r_pb':>6}  {'U-L':>5}")
    for st, title in zip(analysis.scenarios, names, strict=True):
        r_pb = "" if st.point_biserial is None else f"{st.point_biserial:+.2f}"
        u_l = "" if st.upper_lower is None else f"{st.upper_lower:+.2f}"
        lines.append(f"{_pad(title, wide)}  {st.attempts:>4}  {st.pass_rate:>6.0%}  {st.mean_score:>5.1f}  "
                     f"{r_pb:>6}  {u_l:>5}")  # fmt: skip
        zh = printable(titles.scenario(st.scenario, "zh-Hant"))
        if zh != title:
            lines.append(f"  {zh}")
        if st.top_errors:
            lines.append("    most frequent errors / 最常見的錯誤:")
            for e in st.top_errors:
                lines.append(f"      {frequent_text((e,), 'en')}")
                if e.words.zh:
                    lines.append(f"      {frequent_text((e,), 'zh-Hant')}")
    for exam, months in analysis.pass_rate_by_month().items():
        lines.append(f"{titles.exam(exam, 'en')}: " + ", ".join(f"{m} {rate:.0%}" for m, rate in months.items()))
    return lines


def _filter_words(args: argparse.Namespace) -> dict[str, str]:
    """The filters given, for the PDF's heading."""
    out = {}
    for key in ("trainee", "exam", "since", "until"):
        value = getattr(args, key, None)
        if value is not None:
            out[key] = value.isoformat() if isinstance(value, datetime) else str(value)
    return out


def _report_module() -> Any:
    """trainer.gui.analysis_report (a PDF needs Qt): a clear line when it is not there."""
    try:
        return importlib.import_module("trainer.gui.analysis_report")
    except ModuleNotFoundError as exc:
        if exc.name in ("trainer.gui.analysis_report", "trainer.gui.report", "trainer.gui"):
            raise UsageError("PDF export needs the GUI module (trainer.gui.report), which is not available") from None
        if exc.name and exc.name.split(".")[0] in ("PySide6", "shiboken6"):
            raise UsageError("PDF export needs the GUI module: PySide6 is not installed") from None
        raise


def _width(text: str) -> int:
    """The terminal columns ``text`` takes (Chinese characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    """Left-aligned in ``width`` terminal columns (Chinese characters take two)."""
    return text + " " * max(0, width - _width(text))


def _export(args: argparse.Namespace) -> int:
    from trainer.training.store import StoreError

    if (args.out is None) == (args.file is None):
        raise UsageError("trainer results export: give the file to write once, as --out FILE or as FILE")
    out: Path = args.out if args.out is not None else args.file
    if args.format != "xapi" and (args.xapi_home_page is not None or args.pseudonymous):
        raise UsageError("trainer results export: --xapi-home-page and --pseudonymous are for --format xapi")
    home = _home_page(args.xapi_home_page) if args.xapi_home_page is not None else None
    if not out.parent.exists():
        raise UsageError(f"{out}: the folder {out.parent} does not exist")
    with open_store() as store:
        if args.format == "xapi":
            from trainer.training.xapi import pseudonym, statements

            names: Callable[[str], str] | None = None
            if args.pseudonymous:
                try:
                    names = functools.partial(pseudonym, store.pseudonym_key())
                except StoreError as exc:
                    raise UsageError(str(exc)) from None
            rows = _rows(store, args, check_seals=args.check_seals)
            data = statements(rows, store.installation_id, home, names)
            try:
                out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            except OSError as exc:
                raise UsageError(f"{out}: cannot write: {exc.strerror}") from None
            broken = sum(1 for row in rows if row.seal_broken)
            left = len(rows) - len(data) - broken
            print(f"wrote {out}: {len(data)} statement(s) ({left} ungraded attempt(s) left out)")
            if broken:
                print(f"{broken} attempt(s) whose seal is broken left out / 封條不符的 {broken} 次考核未匯出")
            _say_broken(rows)
            if not args.check_seals:
                _say_not_checked("export")
            return 0
        if args.format == "csv":
            try:  # streamed: a page of attempts at a time
                store.export_csv(
                    out,
                    trainee=args.trainee,
                    exam=args.exam,
                    since=args.since,
                    until=args.until,
                    check_seals=args.check_seals,
                )
            except StoreError as exc:
                raise UsageError(str(exc)) from None
            print(f"wrote {out}")
            if not args.check_seals:
                _say_not_checked("export")
            return 0
        try:
            report = importlib.import_module("trainer.gui.report")
        except ModuleNotFoundError as exc:
            if exc.name in ("trainer.gui.report", "trainer.gui"):
                raise UsageError(
                    "PDF export needs the GUI module (trainer.gui.report), which is not available"
                ) from None
            if exc.name and exc.name.split(".")[0] in ("PySide6", "shiboken6"):
                raise UsageError("PDF export needs the GUI module: PySide6 is not installed") from None
            raise
        report.export_pdf([store.get_attempt(row.id) for row in _rows(store, args)], out)
    print(f"wrote {out}")
    return 0


def _home_page(text: str) -> str:
    """``--xapi-home-page`` checked (:func:`trainer.training.xapi.home_page`); a usage error naming the rule."""
    from trainer.training.xapi import home_page

    try:
        return home_page(text)
    except ValueError as exc:
        raise UsageError(
            f"trainer results export: --xapi-home-page {text!r} {exc} (e.g. https://training.example.mo/dealer-trainer)"
        ) from None


def _verify(args: argparse.Namespace) -> int:
    with open_store() as store:
        check = store.verify_since_last if args.since_last else store.verify
        if args.seals_only:
            report = check()
        else:
            try:  # fail once, clearly, rather than once per item
                _module("trainer.training.scenario", "re-grading")
                _module("trainer.training.grading", "re-grading")
            except RegradeError as exc:
                raise UsageError(f"{exc} (use --seals-only to check the seals alone)") from None
            report = check(Regrader(store), rescore)
    for note in (*report.unfinished, *report.older_rules):
        print(f"note: {note}", file=sys.stderr)
    for problem in report.problems:
        print(problem)
    if report.problems:
        attempts = len({p.attempt_id for p in report.problems if p.attempt_id > 0})
        whole = any(p.attempt_id <= 0 and p.kind == "attempt" for p in report.problems)
        accounts = any(p.kind == "account" for p in report.problems)
        anchor = any(p.kind == "anchor" for p in report.problems)
        sittings = any(p.kind == "sitting" for p in report.problems)
        others = whole or accounts or anchor or sittings
        parts = [f"{attempts} attempt(s) do not verify"] if attempts or not others else []
        parts += ["the database file itself is damaged"] if whole else []
        parts += ["trainer accounts were changed or deleted"] if accounts else []
        parts += ["signed-off sittings were changed after their sign-off"] if sittings else []
        parts += ["the store was rolled back or replaced"] if anchor else []
        since = "" if report.since is None else f" since the last verify (ledger entry {report.since})"
        print(f"{'; '.join(parts)} ({_attempts(report.checked)} checked{since})", file=sys.stderr)
        return 1
    what = "seals match" if args.seals_only else "seals and re-grades match"
    since = "" if report.since is None else f" since the last verify (ledger entry {report.since})"
    print(f"{_attempts(report.checked)} checked{since}: all {what}")
    return 0


def run(args: argparse.Namespace) -> int:
    from trainer.training.store import StoreError

    action = {"list": _list, "export": _export, "verify": _verify, "analysis": _analysis}[args.action]
    try:
        return action(args)
    except StoreError as exc:  # a damaged record or database file, a full disk: one line
        raise UsageError(str(exc)) from None


def _attempts(n: int) -> str:
    """``1 finished attempt`` / ``2 finished attempts``."""
    return f"{n} finished attempt" if n == 1 else f"{n} finished attempts"
