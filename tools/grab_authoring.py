"""The pictures of docs/authoring.md for the exam builder and the item analysis, rendered offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/grab_authoring.py docs/images [--lang en] [--size 1280x800]

Writes ``authoring-exam-builder.png`` and ``authoring-item-analysis.png``. The results store is a throw-away one
(six trainees, two attempts each at the bundled dealing-procedure exam, some with a dealing mistake or a wrong
payout), never the user's; the exam builder shows the bundled certification exam.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TRAINEES = ("陳大文", "Lei Ka Man", "Wong Siu Ming", "黃美玲", "Ho Chi Kin", "李家豪")


def _spoil(log: list[dict[str, Any]], rng: random.Random) -> list[dict[str, Any]]:
    """The log with a dealing-order mistake (two deals swapped) or a payout off by one unit."""
    log = [dict(a) for a in log]
    deals = [i for i, a in enumerate(log) if a.get("action") == "deal"]
    pays = [i for i, a in enumerate(log) if a.get("action") == "pay" and isinstance(a.get("amount"), int)]
    if pays and rng.random() < 0.5:
        i = rng.choice(pays)
        log[i]["amount"] = int(log[i]["amount"]) + 5
    elif len(deals) > 1:
        log[deals[0]], log[deals[1]] = log[deals[1]], log[deals[0]]
    return log


def populate(store: Any) -> None:
    from trainer.engine.procedure import solve
    from trainer.training.exams import GradedItem, exam_dirs, exam_scenarios, load_exam, scenario_digest
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario

    exam = load_exam(
        next(d / "dealing-procedure.toml" for d in exam_dirs() if (d / "dealing-procedure.toml").is_file())
    )
    rng = random.Random(14)
    start = datetime(2026, 9, 7, 9, tzinfo=UTC)
    for n, trainee in enumerate(TRAINEES * 2):
        seed = 100 + n
        skill = rng.random() * 0.8  # how often this attempt goes wrong
        items = []
        for path in exam_scenarios(exam, seed):
            sc = load_scenario(path)
            log = [a.to_json() for a in solve(sc.round())]
            if rng.random() < skill:
                log = _spoil(log, rng)
            items.append(GradedItem(path, sc.id, log, grade(sc, log).to_json()))
        when = start + timedelta(days=5 * n)
        attempt = store.start_attempt(trainee, exam.id, exam.version, exam.digest, seed, started=when)
        for order, item in enumerate(items):
            item_id = store.add_item(attempt, order, item.scenario_id, scenario_digest(item.path), started=when)
            for action in item.log:
                store.record_action(item_id, action)
            store.finish_item(item_id, item.grade)
        from trainer.training.exams import seal_attempt

        seal_attempt(store, attempt, exam, [i.grade for i in items], [i.scenario_id for i in items])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(x) for x in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="grab-authoring-"))
    os.environ["TRAINER_DATA_DIR"] = str(data)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from trainer.gui import i18n
    from trainer.gui.qt import QtWidgets
    from trainer.gui.trainer_tools import TrainerTools
    from trainer.training.store import ResultsStore

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    from trainer.gui.fonts import apply_app_font

    apply_app_font(app)  # as the app does: a CJK-capable font for the Chinese
    i18n.install_translator(app, args.lang)
    store = ResultsStore.open(data)
    populate(store)
    tools = TrainerTools(store, "Ms Lei")
    tools.resize(width, height)
    tools.show()

    tools.tabs.setCurrentWidget(tools.builder)
    builder = tools.builder
    _ = builder.library
    certification = next(
        (builder.open_combo.itemData(i) for i in range(builder.open_combo.count())
         if str(builder.open_combo.itemData(i)).endswith("certification.toml")),
        None,
    )  # fmt: skip
    builder.open_exam(certification)
    builder.library_list.setCurrentItem(builder.library_list.topLevelItem(0))
    for _ in range(5):
        app.processEvents()
    tools.grab().save(str(args.out / "authoring-exam-builder.png"))

    tools.tabs.setCurrentWidget(tools.analysis_tab)
    for _ in range(5):
        app.processEvents()
    tools.grab().save(str(args.out / "authoring-item-analysis.png"))
    store.close()
    print(f"wrote {args.out / 'authoring-exam-builder.png'} and {args.out / 'authoring-item-analysis.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
