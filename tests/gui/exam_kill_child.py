"""A real exam in its own process, for the SIGKILL test: ``python -m tests.gui.exam_kill_child EXAM N``.

Starts the Qt application offscreen, opens an exam session on the results store of ``TRAINER_DATA_DIR``,
starts the attempt for trainee 陳大文 and does the reference dealer's actions at the exam table one by one.
After the store has committed each action it prints ``ack <n>`` (the session's ``action_recorded``); after ``N``
actions it prints ``waiting`` and sleeps until it is killed.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str]) -> int:
    exam_path, count = Path(argv[0]), int(argv[1])
    from tests.gui.exam_world import reference_log
    from trainer.gui.exam_session import ExamSession
    from trainer.gui.qt import QApplication
    from trainer.training.exams import load_exam
    from trainer.training.store import ResultsStore

    app = QApplication([])
    store = ResultsStore.open()
    session = ExamSession(store, load_exam(exam_path), seed=11)
    session.action_recorded.connect(lambda n: print(f"ack {n}", flush=True))
    attempt = session.begin("陳大文")
    print(f"attempt {attempt}", flush=True)
    actions = [a for path in session.paths for a in reference_log(path)]
    for action in actions[:count]:
        session.table.apply(action)
        app.processEvents()
    print("waiting", flush=True)
    while True:  # until SIGKILL
        time.sleep(1)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
