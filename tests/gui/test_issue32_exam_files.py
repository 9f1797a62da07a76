"""Issue 32, item 19: an exam a trainer builds is saved, by default, in this PC's data folder (an installation may be
read-only), and the Exams page lists it beside the installed exams, marked as saved on this PC; when both hold an
exam of the same id, the newest version is listed and says which file it stands in for, and every lookup by id (the
app, ``trainer exam show``) takes the same one — an attempt's own version is still found by its digest."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.gui import exam_builder as builder_module
from trainer.gui.exam_builder import ExamBuilder, default_exam_path
from trainer.gui.exam_chooser import ExamChooser
from trainer.training import exams as exams_module
from trainer.training.exams import exam_dirs, exam_scenarios, find_exam, load_exam, scan_library

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def install(tmp_path, monkeypatch, english):
    """The program installed in ``tmp_path/install`` (its scenario library and exams), started from another folder,
    with its data folder in ``tmp_path/trainer-data``: returns (the installed scenarios, the data folder)."""
    scenarios = tmp_path / "install" / "scenarios"
    shutil.copytree(ROOT / "scenarios", scenarios)
    monkeypatch.setattr(exams_module, "scenarios_dir", lambda: scenarios)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    data = tmp_path / "trainer-data"
    monkeypatch.setenv("TRAINER_DATA_DIR", str(data))
    assert exams_module.scenario_roots() == [scenarios] and exam_dirs() == [scenarios / "exams"]
    return scenarios, data


@pytest.fixture
def builder(qtbot, install):
    scenarios, _data = install
    widget = ExamBuilder(None, library=scan_library(scenarios))
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    return widget


def _rows(chooser: ExamChooser) -> list[str]:
    return [chooser.list.item(r).text() for r in range(chooser.list.count())]


def _new_exam(builder: ExamBuilder, scenarios: Path) -> None:
    builder.new_exam()
    builder.id_edit.setText("own-check")
    builder.en_edit.setText("Own check")
    builder.zh_edit.setText("本部考核")
    assert builder.add_scenario(scenarios / "ties_push.toml")


def test_the_save_dialog_offers_the_data_folder_and_the_exams_page_lists_the_exam_saved_there(builder, install, qtbot):
    scenarios, data = install
    _new_exam(builder, scenarios)
    assert builder.suggested_path() == data / "exams" / "own-check.toml" == default_exam_path("own-check")
    assert (data / "exams").is_dir(), "made, so that the dialog opens in it"
    asked: list[str] = []
    builder.ask_path = lambda suggested: asked.append(suggested) or suggested  # the trainer accepts what is offered
    saved = builder.save()
    assert asked == [str(data / "exams" / "own-check.toml")] and saved == data / "exams" / "own-check.toml"
    assert builder.status.text() == f"Saved version 1 to {saved}: the Exams page lists it."
    exam = load_exam(saved)
    assert exam.scenarios == ("scenarios/ties_push.toml",), "the library's scenario, wherever it is installed"
    assert exam_scenarios(exam, 1) == [scenarios / "ties_push.toml"]
    assert not (scenarios / "exams" / "own-check.toml").exists()

    chooser = ExamChooser()  # the Exams page, as the exam screens build it
    qtbot.addWidget(chooser)
    rows = _rows(chooser)
    assert "本部考核 / Own check — saved on this PC, version 1" in rows
    assert len(rows) == 3 and "派牌程序考核 / Dealing procedure" in rows  # the installed two, and this PC's
    chooser.list.setCurrentRow(rows.index("本部考核 / Own check — saved on this PC, version 1"))
    assert chooser.about.text() == f"Saved on this PC by a trainer ({saved})."
    taken: list[object] = []
    chooser.exam_chosen.connect(taken.append)
    chooser.take_button.click()
    assert len(taken) == 1 and taken[0].path == saved and taken[0].id == "own-check"


def test_an_installed_exam_changed_on_a_read_only_installation_is_saved_in_the_data_folder_and_listed_once(
    builder, install, qtbot, monkeypatch
):
    scenarios, data = install
    installed = scenarios / "exams" / "dealing-procedure.toml"
    before = installed.read_bytes()
    real_access = os.access

    def read_only(path, mode, *args, **kwargs):  # (the tests run as root, whom chmod does not stop)
        if Path(path).resolve().is_relative_to(scenarios.parent) and mode & os.W_OK:
            return False
        return real_access(path, mode, *args, **kwargs)

    monkeypatch.setattr(builder_module.os, "access", read_only)
    assert builder.open_exam(installed)
    builder.mark_spin.setValue(90)
    asked: list[str] = []
    builder.ask_path = lambda suggested: asked.append(suggested) or suggested
    saved = builder.save()
    assert asked == [str(data / "exams" / "dealing-procedure.toml")] and saved == Path(asked[0])
    assert installed.read_bytes() == before, "the installation is left as it was"
    own, old = load_exam(saved), load_exam(installed)
    assert (own.version, own.pass_mark, old.version) == ("2", 90, "1")
    assert own.scenarios == old.scenarios  # scenarios/…: found in the library from the data folder too
    assert [p.name for p in exam_scenarios(own, 3)] == [p.name for p in exam_scenarios(old, 3)]

    chooser = ExamChooser()
    qtbot.addWidget(chooser)
    rows = _rows(chooser)
    assert [r for r in rows if "Dealing procedure" in r] == [
        "派牌程序考核 / Dealing procedure — saved on this PC, version 2"
    ]
    chooser.list.setCurrentRow(rows.index("派牌程序考核 / Dealing procedure — saved on this PC, version 2"))
    assert chooser.about.text() == (
        f"Saved on this PC by a trainer ({saved}). It is the newest version of this exam: version 1 (installed "
        "with the trainer, dealing-procedure.toml) is not listed."
    )
    # every lookup by id takes the same file; an attempt on version 1 still finds its own by its digest
    assert find_exam("dealing-procedure", exam_dirs()) == saved
    assert find_exam("dealing-procedure", exam_dirs(), digest=old.digest) == installed
    trainer = Path(sys.executable).with_name("trainer")
    shown = subprocess.run(
        [str(trainer), "exam", "show", "dealing-procedure"],
        capture_output=True,
        text=True,
        env={**os.environ, "TRAINER_DATA_DIR": str(data)},
        cwd=ROOT,
        timeout=120,
    )
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()  # (run from the checkout: its installed exams, and this PC's)
    assert lines[0].startswith("dealing-procedure (version 2):") and "pass mark 90" in lines[1]


def test_an_exam_opened_where_it_can_be_written_is_saved_in_place(builder, install, tmp_path):
    """Not a read-only installation: the exam stays where it was opened (no dialog)."""
    scenarios, _data = install
    mine = tmp_path / "mine" / "dealing-procedure.toml"
    mine.parent.mkdir()
    shutil.copy(scenarios / "exams" / "dealing-procedure.toml", mine)
    assert builder.open_exam(mine)
    builder.mark_spin.setValue(85)
    builder.ask_path = lambda suggested: pytest.fail("asked where")
    assert builder.save() == mine and load_exam(mine).pass_mark == 85
