"""``trainer gui``: the trainer's window (what ``make run`` starts)."""

from __future__ import annotations

import argparse
import importlib
import os

HELP = "open the trainer's window (home screen, scenario browser, practice table)"


def _size(text: str) -> tuple[int, int]:
    from trainer.commands._io import size_type

    return size_type(text, (320, 240), (8000, 8000))


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", help="zh-Hant or en (default: from the system locale)")
    p.add_argument(
        "--theme", help="dark or light, for this run (default: the one last chosen on the home screen, else dark)"
    )
    p.add_argument("--scenario", help="open this scenario (id, file name or path) straight in practice")
    p.add_argument("--exam", help="open this exam (id or file) on its start screen: the trainee's name and its rules")
    p.add_argument("--size", help="window size WIDTHxHEIGHT (default 1280x800)")
    p.add_argument("--grab", metavar="PNG", help="developers: save a picture of the window after start-up and quit")
    p.add_argument("--step", type=int, default=0, help="with --scenario: play the reference dealer's first N actions")
    p.add_argument(
        "--trainee",
        metavar="NAME",
        help="practise as this trainee (name or staff id): their learner model is on the home screen and every "
        "practice round feeds it",
    )


def run(args: argparse.Namespace) -> int:
    # No garbage collection while the window starts (~60 collections, ~8 ms, of objects that all stay): the
    # window collects again once it is on screen (trainer.gui.app.main), or when this returns.
    from trainer.commands._io import without_gc

    return without_gc(_run, args)


def _run(args: argparse.Namespace) -> int:
    from trainer.cli import UsageError
    from trainer.engine.errors import shorten

    size = _size(args.size) if args.size else None
    if not 0 <= args.step <= 100_000:
        raise UsageError("--step: must be 0 or more (and at most the actions of a round)")
    if args.grab:
        from pathlib import Path

        grab = Path(args.grab)
        if not grab.parent.is_dir():
            raise UsageError(f"--grab {shorten(args.grab, 200)}: no such folder {shorten(str(grab.parent), 200)}")
        if not os.access(grab.parent, os.W_OK):
            raise UsageError(
                f"--grab {shorten(args.grab, 200)}: the folder {shorten(str(grab.parent), 200)} is not writable"
            )
    trainee = None
    if args.trainee is not None:
        from trainer.training.inputs import InputError, check_name

        try:
            trainee = check_name(args.trainee, "--trainee")
        except InputError as exc:
            raise UsageError(str(exc)) from None
    scenario = None
    if args.scenario:
        from trainer.training.scenario import ScenarioError, find_scenario

        try:
            scenario = find_scenario(args.scenario)  # checked here, handed on: read once
        except ScenarioError as exc:
            raise UsageError(*[str(p) for p in exc.problems]) from None
        # The Qt-free half of the practice table before PySide6: once PySide6 is in, its import hook reads the
        # source of every module imported after it.
        importlib.import_module("trainer.training.session")
    exam = None
    if args.exam:
        if scenario is not None:
            raise UsageError("--exam and --scenario: choose one (an exam or a scenario to practise)")
        from trainer.training.exams import ExamError, exam_dirs, find_exam, load_exam

        try:
            exam = load_exam(find_exam(args.exam, exam_dirs()))
        except ExamError as exc:
            _show_in_a_window(exc.lines, args.lang)
            raise UsageError(*exc.lines) from None
        importlib.import_module("trainer.training.store")  # Qt-free: before PySide6 too
        # The attempt (and with it the engine and the grader) is imported once the start screen is on screen.
    # Qt from here on.
    from trainer.gui.app import main
    from trainer.gui.i18n import normalise_language

    lang = None
    if args.lang:
        try:
            lang = normalise_language(args.lang)
        except ValueError as exc:
            raise UsageError(f"--lang: {shorten(str(exc), 120)}") from None
    theme = None
    if args.theme:
        from trainer.gui.theme import normalise_theme

        try:
            theme = normalise_theme(args.theme)
        except ValueError as exc:
            raise UsageError(f"--theme: {shorten(str(exc), 120)}") from None
    if args.grab and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return main(
        lang=lang,
        scenario=scenario,
        grab=args.grab,
        size=size,
        actions=args.step,
        trainee=trainee,
        exam=exam,
        theme=theme,
    )


def _show_in_a_window(lines: tuple[str, ...], lang: str | None) -> None:
    """An exam that cannot start is also shown in a window when one can be seen (started from a desktop shortcut,
    nobody reads standard error); the command then prints the lines and exits with status 2 as always."""
    from trainer.gui import problem_window

    if problem_window.can_show():
        problem_window.show_problems(lines, lang)
