"""Pictures of every GUI screen, for looking at them (layout, clipping, translation) in both languages and sizes.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/grab_screens.py OUT_DIR [--size 1280x800 ...] [--lang en ...]

Writes ``OUT_DIR/<lang>_<W>x<H>_<screen>.png``. The results store is a throw-away one under OUT_DIR (graded
attempts of the bundled dealing exam by two trainees), never the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TABLE_SCENARIO = "full_table_everything_at_once"


def _populate(store: Any) -> None:
    """Two trainees with graded attempts of the first bundled exam (reference logs, one with a mistake)."""
    from trainer.engine.procedure import solve
    from trainer.gui.exam_session import bundled_exams, exam_scenarios
    from trainer.training.exams import GradedItem, store_attempt
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario

    exam = next(e for _p, e, _problem in bundled_exams() if e is not None)
    for trainee, day, mistake in (("陳大文", 0, False), ("Lei Ka Man", 1, True), ("陳大文", 2, True)):
        paths = exam_scenarios(exam, 7 + day)
        items = []
        for order, path in enumerate(paths):
            sc = load_scenario(path)
            log = [a.to_json() for a in solve(sc.round())]
            if mistake and order == 0:
                deals = [i for i, a in enumerate(log) if a["action"] == "deal"]
                log[deals[0]], log[deals[1]] = log[deals[1]], log[deals[0]]
            items.append(GradedItem(path, sc.id, log, grade(sc, log).to_json()))
        store_attempt(store, exam, trainee, 7 + day, items)
    _drill_sessions(store, "陳大文")


def _drill_sessions(store: Any, trainee: str) -> None:
    """Four payout-drill sessions of ``trainee`` a day apart, getting faster, always missing one line (the home
    screen's learner panel shows them)."""
    from datetime import UTC, datetime, timedelta

    from trainer.training.drills import LINES
    from trainer.training.learner import LearnerModel, drill_item

    model = LearnerModel.from_json(store.load_learner(trainee) or json.dumps({"trainee": trainee}))
    start = datetime.now(UTC) - timedelta(days=4)
    for day, seconds in enumerate((7.5, 6.0, 5.2, 3.9)):
        for n, (bet, line) in enumerate(LINES[:12]):
            item = drill_item(bet, line)
            model.record(item, item != "pay:pair_plus:flush", seconds + n % 3, start + timedelta(days=day, seconds=n))
    store.save_learner(trainee, model.to_json())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", action="append", default=[])
    parser.add_argument("--lang", action="append", default=[])
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="grab-store-", dir=args.out))
    os.environ["TRAINER_DATA_DIR"] = str(data)
    os.environ.setdefault("TRAINER_ANIMATION_MS", "0")

    from trainer.engine.procedure import solve
    from trainer.gui import i18n
    from trainer.gui.app import MainWindow, create_app
    from trainer.gui.exam_session import bundled_exams
    from trainer.gui.qt import QtWidgets
    from trainer.gui.rules_page import SECTIONS
    from trainer.training.scenario import find_scenario
    from trainer.training.store import ResultsStore

    app, problem = create_app(lang="en")
    store = ResultsStore.open(data)
    _populate(store)
    store.set_trainer_passphrase("Ms Wong", "grab-passphrase")
    sizes = [tuple(int(n) for n in s.split("x")) for s in (args.size or ["1280x800", "1920x1080"])]
    langs = args.lang or list(i18n.LANGUAGES)
    sc = find_scenario(TABLE_SCENARIO)
    reference = solve(sc.round())
    for lang in langs:
        for w, h in sizes:
            i18n.install_translator(app, lang)
            window = MainWindow(font_problem=problem)
            window.resize(w, h)
            window.show()
            screens = window.exam_screens

            def shot(
                name: str, widget: Any = None, lang: str = lang, w: int = w, h: int = h, window: Any = window
            ) -> None:
                app.processEvents()
                (widget or window).grab().save(str(args.out / f"{lang}_{w}x{h}_{name}.png"), "PNG")

            app.processEvents()
            shot("home")
            window.show_page("browser")
            shot("browser")
            window.open_practice(sc)
            shot("briefing")
            window.practice.begin()
            table = window.practice.table
            for act in reference[:27]:
                table.apply(act)
            shot("table_step27")
            for act in reference[27:]:
                if table.grade is not None:
                    break
                table.apply(act)
                if act.kind == "pay" and act.seat == 1:
                    break
            shot("table_paying")
            table.finish()
            shot("table_graded")
            window.show_page("readings")
            for section in SECTIONS:
                window.readings.show_section(section)
                shot(f"rules_{section}")
            screens.show_chooser()
            shot("exam_chooser")
            exam = next(e for _p, e, _problem in bundled_exams() if e is not None)
            session = screens.start_exam(exam, seed=3)
            shot("exam_start")
            session.begin("Grab Trainee")
            session.table.apply(solve(session.items[0].scenario.round())[0])
            shot("exam_table")
            session.time_out()
            shot("exam_result")
            window.show_page("home")
            box: list[Any] = []

            def ask(dialog: Any, box: list[Any] = box) -> bool:
                dialog.show()
                box.append(dialog)
                shot("passphrase", dialog)
                dialog.name_edit.setCurrentText("Ms Wong")
                dialog.pass_edit.setText("grab-passphrase")
                return bool(dialog.try_accept())

            tools = screens.open_tools(ask)
            if tools is not None:
                shot("tools_results")
                tools.trainee_edit.setText("陳大文")
                shot("tools_history")
                tools.trainee_edit.clear()
                tools.chart.clear()
                shot("tools_no_trainee")
                tools.tabs.setCurrentWidget(tools.analysis_tab)
                shot("tools_analysis")
                tools.tabs.setCurrentIndex(0)
                if tools.select_attempt(1) and tools.replay_selected():
                    shot("tools_replay")
                editor = tools.open_editor()  # the scenario editor (issue 14) on the full table
                editor.open_path(sc.path)
                for name, page in (
                    ("bets", editor.bets_page),
                    ("cards", editor.cards_page),
                    ("irregularities", editor.events_page),
                    ("testplay", editor.play_page),
                    ("words", editor.words_page),
                    ("table", editor.table_page),
                ):
                    editor.pages.setCurrentWidget(page)
                    shot(f"tools_editor_{name}")
            window.show_page("home")
            window.learner_panel.profile.edit.setText("陳大文")
            window.learner_panel.use_profile("陳大文")  # last: the table above would feed the model otherwise
            shot("home_learner")
            window.close()
            window.deleteLater()
            app.processEvents()
            QtWidgets.QApplication.closeAllWindows()
    print(f"pictures in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
