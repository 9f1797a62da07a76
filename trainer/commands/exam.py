"""``trainer exam show|submit``: an exam's scenarios, and grading recorded logs as a stored, sealed attempt.

``submit`` grades each log with the pure grader (as ``trainer results verify`` re-grades) and ends and seals the
attempt through :func:`trainer.training.exams.seal_attempt`, the same as an attempt taken in the app
(:class:`trainer.training.exam_attempt.ExamAttempt`).

``EXAM`` is an exam file or the id of an exam in ``scenarios/exams/`` (see docs/exams.md).
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from pathlib import Path
from typing import Any

from trainer.cli import UsageError
from trainer.commands._io import print_json, seed_type
from trainer.commands.sitting import sitting_id

HELP = "show an exam's scenarios, or grade logs as an exam attempt and store it"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    show = sub.add_parser("show", help="the exam's scenario files in order")
    show.add_argument("exam", metavar="EXAM", help="exam file or id")
    show.add_argument("--seed", type=seed_type, default=0, help="seed for the exam's draws (default 0)")
    show.add_argument("--json", action="store_true", help='print {"scenarios": [...]}')
    submit = sub.add_parser("submit", help="grade one action log per scenario and store the attempt")
    submit.add_argument("exam", metavar="EXAM", help="exam file or id")
    submit.add_argument("--trainee", required=True, metavar="NAME", help="the trainee's name or id")
    submit.add_argument(
        "--trainer",
        metavar="NAME",
        help="the trainer entering the attempt (required; passphrase asked for, or in TRAINER_PASSPHRASE)",
    )
    submit.add_argument(
        "--seed", type=seed_type, default=None, help="seed for the exam's draws (default: a fresh random one)"
    )
    submit.add_argument(
        "--sitting",
        type=sitting_id,
        metavar="ID",
        help="the sitting the attempt is taken in (trainer sitting list): stored only for a candidate it lists, "
        "while it is open; without it the attempt is unofficial (practice)",
    )
    submit.add_argument("logs", nargs="+", type=Path, metavar="LOG", help="action logs (JSON), one per scenario")


def _load(name: str) -> Any:
    from trainer.training.exams import ExamError, exam_dirs, find_exam, load_exam

    try:
        return load_exam(find_exam(name, exam_dirs()))
    except ExamError as exc:
        raise UsageError(*exc.lines) from None


def _scenarios(exam: Any, seed: int) -> list[Path]:
    from trainer.training.exams import ExamError, exam_scenarios

    try:
        return exam_scenarios(exam, seed)
    except ExamError as exc:
        raise UsageError(*exc.lines) from None


def _shown(path: Path) -> str:
    """A path relative to the working folder when it lies under it (``scenarios/x.toml``), else absolute."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path.resolve())
    except (OSError, RuntimeError):  # a loop of symbolic links
        return str(path)


def _check_scenarios(paths: list[Path]) -> None:
    """Every scenario the exam lists must load: one line per problem, else nothing."""
    import importlib

    module: Any = importlib.import_module("trainer.training.scenario")
    lines: list[str] = []
    for path in paths:
        try:
            module.load_scenario(path)
        except ValueError as exc:  # ScenarioError: one line per problem, each naming the file
            for problem in map(str, getattr(exc, "problems", [exc])):
                lines.append(problem if path.name in problem else f"{_shown(path)}: {problem}")
    if lines:
        raise UsageError(*lines)


def _show(args: argparse.Namespace) -> int:
    exam = _load(args.exam)
    paths = _scenarios(exam, args.seed)
    _check_scenarios(paths)
    if args.json:
        print(json.dumps({"scenarios": [_shown(p) for p in paths]}, ensure_ascii=False))
        return 0
    print(f"{exam.id} (version {exam.version}): {exam.title_en} / {exam.title_zh}")
    minimums = ", ".join(f"{k} ≥ {v:g}" for k, v in exam.skill_minimums.items()) or "none"
    limit = "" if exam.money_error_limit is None else f"; money error limit {exam.money_error_limit} MOP"
    print(f"time limit {exam.time_limit_minutes:g} min; pass mark {exam.pass_mark}; skill minimums: {minimums}{limit}")
    if exam.pace_required:
        from trainer.training.exam_pace import exam_standard

        standard = exam_standard(exam)
        assert standard is not None
        print(
            f"pace required: at least {standard.rounds_per_hour:g} rounds an hour at a full table, at most "
            f"{standard.seconds_per_payout:g} s per payout (docs/exams.md, Pace)"
        )
    for n, path in enumerate(paths, 1):
        print(f"{n:>3}. {_shown(path)}")
    return 0


def _read_log(path: Path) -> list[dict[str, Any]]:
    from trainer.commands._io import read_log

    return read_log(path)


def _submit(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import check_credentials, credentials
    from trainer.commands.results import RegradeError, grade_log, open_store
    from trainer.training.exams import GradedItem, store_submission
    from trainer.training.inputs import InputError, check_name
    from trainer.training.store import StoreError

    try:
        trainee = check_name(args.trainee, "--trainee")
    except InputError as exc:
        raise UsageError(str(exc)) from None
    trainer, passphrase = credentials(args.trainer, "trainer exam submit")  # before any work
    exam = _load(args.exam)
    seed = secrets.randbelow(2**31) if args.seed is None else args.seed
    paths = _scenarios(exam, seed)
    if len(args.logs) != len(paths):
        raise UsageError(f"exam {exam.id} has {len(paths)} scenario(s) but {len(args.logs)} log(s) were given")
    logs = [_read_log(path) for path in args.logs]
    graded: list[GradedItem] = []
    for path, log, log_path in zip(paths, logs, args.logs, strict=True):
        try:
            grade = grade_log(path, log)
            scenario_id = _scenario_id(path)
        except RegradeError as exc:
            raise UsageError(str(exc)) from None
        except Exception as exc:  # bad input the scenario loader or grader refused: name the files
            raise UsageError(f"{log_path}: cannot be graded against {_shown(path)}: {exc}") from None
        graded.append(GradedItem(path, scenario_id, log, grade))
    with open_store() as store:
        check_credentials(store, trainer, passphrase)
        try:
            stored = store_submission(
                store, exam, trainee, seed, graded, source="cli", entered_by=trainer, sitting=args.sitting
            )
        except StoreError as exc:  # e.g. not a candidate of the sitting, or the sitting is closed
            text = str(exc)
            refused = args.sitting is not None and "stored" not in text  # (the sitting's refusal: say so)
            raise UsageError(f"{text}; nothing stored" if refused else text) from None
        try:
            record = store.get_attempt(stored.attempt)
        except StoreError as exc:
            raise UsageError(str(exc)) from None
    if stored.before:  # a retry of the same submission (same trainee, exam, seed, sitting and logs)
        print(f"already stored as attempt {stored.attempt} (this submission was stored before)", file=sys.stderr)
    from trainer.training.skill_figures import shown_figures

    data = record.to_json()
    # the stored figure of a skill with nothing to judge is 1.0 (sealed so); what it means: not tested (null)
    data["skills_shown"] = shown_figures(record.attempt.grade)
    print_json(data, indent=1)  # the names escaped where a terminal would act on them (issue 31)
    return 0


def _scenario_id(path: Path) -> str:
    import importlib

    module: Any = importlib.import_module("trainer.training.scenario")
    return str(module.load_scenario(path).id)


def run(args: argparse.Namespace) -> int:
    from trainer.training.store import StoreError

    try:
        return {"show": _show, "submit": _submit}[args.action](args)
    except StoreError as exc:  # a damaged database file, a full disk: one line
        raise UsageError(str(exc)) from None
