"""Start-up (issue 18): every entry point keeps the heavy modules off its path.

Each entry point runs as the real ``trainer`` command in a fresh process (offscreen). The windows leave the
moment their first screen is rendered (``TRAINER_STARTUP_PROBE``) and write the modules loaded by then
(``TRAINER_STARTUP_MODULES``); ``trainer screenshot`` runs to its end and the modules are listed after it. Not
timed (benchmarks/bench_startup.py times them): what is loaded decides the time, and that does not depend on how
fast this machine is.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = "plain_round_by_hand"

NEVER_AT_START = (
    "fsrs",  # the learner model's scheduling: the drills and rounds pages
    "trainer.training.learner",
    "trainer.gui.report",  # the PDF report
    "trainer.gui.rules_page",
    "trainer.gui.drills_page",
    "trainer.gui.rounds_page",
    "trainer.gui.trainer_tools",
    "trainer.gui.results_model",
    "trainer.gui.history_chart",
    "numpy",
    "trainer.training.generate",
    "trainer.training.drills",
    "trainer.training.item_analysis",
    "hypothesis",
    "statistics",  # only for the median of the timings
    "difflib",  # only for "did you mean" in a message about a wrong file
)
"""No entry point's first screen needs these."""

NOT_BEFORE_A_TABLE = (
    "json",
    "trainer.gui.views",
    "trainer.gui.learner_panel",
    "trainer.training.grading",
    "trainer.training.timing",
)
"""Not needed for a table's first screen: JSON (the store, schemas), the browser's table view, the home screen's
learner panel (the home screen is built when first shown), the grader (made while the table waits for the first
action: trainer.training.session.PracticeRound.prepare)."""

STORE = ("sqlite3", "trainer.training.store", "psycopg")
"""The results store: the exam start screen opens it, nothing else at start-up."""

TABLE = (
    "trainer.engine.round",
    "trainer.engine.procedure",
    "trainer.training.scenario",
    "trainer.training.grading",
    "trainer.gui.dealer_table",
    "trainer.gui.table_scene",
    "tomllib",
)
"""The engine, the scenarios and the table: the home screen has none of them."""


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["TRAINER_ANIMATION_MS"] = "0"
    env["TRAINER_DATA_DIR"] = str(tmp_path / "data")
    env.pop("TRAINER_STARTUP_PROBE", None)
    env.pop("TRAINER_STARTUP_MODULES", None)
    return env


def _modules_at_start(tmp_path: Path, *args: str) -> set[str]:
    """The modules loaded when ``trainer gui ARGS`` has rendered its first screen."""
    listing = tmp_path / "modules.txt"
    env = _env(tmp_path)
    env["TRAINER_STARTUP_PROBE"] = "1"
    env["TRAINER_STARTUP_MODULES"] = str(listing)
    cmd = [sys.executable, "-m", "trainer", "gui", "--lang", "en", *args]
    proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert listing.is_file(), "the window left before its first screen was rendered"
    return set(listing.read_text(encoding="utf-8").split())


def _loaded(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(n for n in names if n in modules or any(m.startswith(n + ".") for m in modules))


def test_the_home_screen_loads_no_engine_no_table_no_store(tmp_path):
    modules = _modules_at_start(tmp_path)
    assert "trainer.gui.app" in modules  # the probe ran where it should
    assert _loaded(modules, NEVER_AT_START + STORE + TABLE) == []


def test_the_practice_table_of_a_scenario_loads_no_store_and_nothing_heavy(tmp_path, monkeypatch):
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path / "pycache"))  # bytecode kept, as an installed program
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
    modules = _modules_at_start(tmp_path, "--scenario", SCENARIO)
    assert "trainer.gui.dealer_table" in modules
    assert _loaded(modules, NEVER_AT_START + STORE + NOT_BEFORE_A_TABLE) == []
    # Nor the reference dealer (the table works out the payouts ahead while it waits), the settlement (imported
    # while the table waits) and the words of a scenario's problems (a valid scenario has none).
    later = ("trainer.engine.procedure", "trainer.engine.settlement", "trainer.training.checker_words")
    assert _loaded(modules, later) == []
    # The scenario's text was parsed at the first start and kept (trainer/tomlcache.py): not parsed again, and
    # nothing reads a date (tomllib's parser imports datetime; the store's timestamps are not needed).
    assert "tomllib" in modules
    assert _loaded(_modules_at_start(tmp_path, "--scenario", SCENARIO), ("tomllib", "datetime")) == []


NOT_BUILT_FOR_A_TABLE = (
    "qt:QtCore.QAbstractAnimation",  # none: the cards' flights are moved by one timer of the scene's
    "qt:QtGui.QTextDocument",  # the feedback's rich text: made for the first hint or mistake
    "qt:QtGui.QKeySequence",  # the window's keys: set just after the first paint
    "qt:QtCore.QSortFilterProxyModel",  # the scenario browser
    "qt:QtCore.QAbstractItemModel",
    "qt:QtGui.QStandardItemModel",
    "qt:QtWidgets.QToolButton",
    "qt:QtWidgets.QTableView",
    "qt:QtWidgets.QComboBox",  # the home screen's language choice
    "qt:QtWidgets.QListWidget",  # the actions list: an empty box until the first action or idle moment
    "qt:QtWidgets.QAbstractItemView",
    "qt:QtWidgets.QStyledItemDelegate",
    "qt:QtWidgets.QScrollBar",
)
"""Qt classes a table's first screen does not need: PySide6 builds each, with all its enums, when first looked up
(0.3-1 ms each, docs/gui.md "Keeping start-up quick")."""


def test_the_practice_table_of_a_scenario_builds_no_qt_class_it_does_not_show(tmp_path, monkeypatch):
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path / "pycache"))
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
    built = _modules_at_start(tmp_path, "--scenario", SCENARIO)
    assert "qt:QtWidgets.QGraphicsView" in built and "qt:QtWidgets.QPushButton" in built  # the listing holds them
    assert sorted(set(NOT_BUILT_FOR_A_TABLE) & built) == []


def test_the_exam_start_screen_opens_the_store_but_not_the_table(tmp_path):
    modules = _modules_at_start(tmp_path, "--exam", "certification")
    assert "trainer.gui.exam_session" in modules and "trainer.training.store" in modules
    # The table is built when the first scenario is dealt, after the trainee's name; the attempt, the engine and
    # the scenarios are imported once the start screen is on screen (the library is drawn from its index).
    attempt = ("trainer.training.exam_attempt", "trainer.training.scenario", "trainer.training.grading")
    engine = ("trainer.engine.round", "trainer.engine.procedure", "trainer.engine.settlement")
    assert _loaded(modules, (*NEVER_AT_START, "trainer.gui.dealer_table", "trainer.gui.table_scene")) == []
    assert _loaded(modules, ("trainer.training.exam_attempt",)) == []
    # The first start reads the library and keeps its index; from then on the engine waits too.
    modules = _modules_at_start(tmp_path, "--exam", "certification")
    assert _loaded(modules, (*attempt, *engine)) == []


def test_trainer_screenshot_loads_no_store_no_window_and_nothing_heavy(tmp_path):
    out = tmp_path / "table.png"
    code = (
        "import sys\n"
        "from trainer.cli import main\n"
        f"status = main(['screenshot', {SCENARIO!r}, '--out', {str(out)!r}])\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
        "sys.exit(status)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT, env=_env(tmp_path), timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert out.is_file()
    modules = set(proc.stdout.decode().split())
    assert "trainer.gui.render" in modules
    assert (
        _loaded(modules, (*NEVER_AT_START, *STORE, *NOT_BEFORE_A_TABLE, "trainer.gui.app", "trainer.gui.dealer_table"))
        == []
    )


@pytest.mark.parametrize("value", ["", "0"])
def test_without_the_probe_the_window_stays(value, monkeypatch):
    """The probe is off unless asked for: ``trainer gui`` does not leave by itself."""
    from trainer.gui import app

    monkeypatch.setenv(app.STARTUP_PROBE_ENV, value)
    left: list[int] = []
    monkeypatch.setattr(os, "_exit", left.append)

    class Window:
        def grab(self) -> None:
            raise AssertionError("rendered for the probe")

    app._leave_if_probed(Window(), None)  # type: ignore[arg-type]
    assert left == []


def test_pyside_reads_the_source_of_none_of_the_trainers_modules_nor_the_standard_librarys(tmp_path):
    """PySide6's import hook would read every module's source (trainer.gui.qt._spare_the_feature_scan): the
    trainer's, and the standard library's it imports (again) after PySide6, loaded before it or not."""
    code = (
        "import sys\n"
        "import trainer.gui.qt\n"
        "feature = sys.modules['shibokensupport.feature']\n"
        "read = []\n"
        "real = feature._mod_uses_pyside\n"
        "feature._mod_uses_pyside = lambda module: read.append(module.__name__) or real(module)\n"
        "import trainer.gui.app, trainer.gui.dealer_table, trainer.training.session, trainer.commands.screenshot\n"
        "import colorsys, fractions, dataclasses, typing\n"
        "print(' '.join(read) or 'none')\n"
        "print(feature.pyside_feature_dict['trainer.gui.qt'], feature.pyside_feature_dict['trainer.gui.app'])\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT, env=_env(tmp_path), timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert proc.stdout.decode().split("\n")[:2] == ["none", "0 -1"]
