"""The exam builder in the trainer tools (issue 14, item 2): an exam built by clicks and keys, saved, accepted by
``trainer exam show``; each save a new version; problems listed and their fields marked."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.gui.exam_builder import MARK, MARK_TEXT, ExamBuilder
from trainer.gui.qt import Qt
from trainer.training.exam_builder import kept_versions
from trainer.training.exams import load_exam, scan_library
from trainer.training.store import ResultsStore

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def library():
    return scan_library(ROOT / "scenarios")


@pytest.fixture
def builder(qtbot, english, tmp_path, library):
    store = ResultsStore.open(tmp_path / "data")
    widget = ExamBuilder(
        store, library=library, exam_files=lambda: sorted((ROOT / "scenarios" / "exams").glob("*.toml"))
    )
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    yield widget
    store.close()


def _click_library_row(qtbot, builder: ExamBuilder, file_name: str) -> None:
    view = builder.library_list
    for n in range(view.topLevelItemCount()):
        item = view.topLevelItem(n)
        if Path(str(item.data(0, Qt.ItemDataRole.UserRole))).name == file_name:
            view.scrollToItem(item)
            rect = view.visualItemRect(item)
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            assert view.currentItem() is item
            return
    raise AssertionError(f"{file_name} is not in the library list")


def _problems(builder: ExamBuilder) -> list[str]:
    return [builder.problems_list.item(n).text() for n in range(builder.problems_list.count())]


def test_build_an_exam_by_clicks_save_it_and_trainer_exam_show_accepts_it(builder, qtbot, tmp_path):
    qtbot.mouseClick(builder.new_button, Qt.MouseButton.LeftButton)
    assert any(p.startswith("Id: give the exam an id") for p in _problems(builder))
    assert not builder.save_button.isEnabled() and builder.id_edit.styleSheet() == MARK
    qtbot.keyClicks(builder.id_edit, "payout-check")
    qtbot.keyClicks(builder.en_edit, "Payout check")
    builder.zh_edit.setFocus()
    builder.zh_edit.insert("派彩考核")  # Chinese comes from an input method as committed text, not as key presses
    assert builder.id_edit.styleSheet() == ""
    builder.mark_spin.selectAll()
    qtbot.keyClicks(builder.mark_spin, "75")
    _click_library_row(qtbot, builder, "ties_push.toml")
    qtbot.mouseClick(builder.add_button, Qt.MouseButton.LeftButton)
    _click_library_row(qtbot, builder, "trips_beat_straight.toml")
    qtbot.mouseClick(builder.add_button, Qt.MouseButton.LeftButton)
    builder.fixed_list.setCurrentRow(1)
    qtbot.mouseClick(builder.up_button, Qt.MouseButton.LeftButton)  # trips first, then ties
    builder.skill_combo.setCurrentIndex(builder.skill_combo.findData("payouts"))
    builder.count_spin.setValue(2)
    qtbot.mouseClick(builder.add_draw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(builder.minimum_checks["payouts"], Qt.MouseButton.LeftButton)
    assert builder.minimum_spins["payouts"].isEnabled()
    assert _problems(builder) == ["None: the exam can be saved."] and builder.save_button.isEnabled()
    assert builder.version_value.text() == "new — saving makes version 1"
    seed_1 = builder.preview_text.toPlainText().splitlines()
    assert seed_1[0] == "Seed 1:" and seed_1[1].startswith("  1. ")

    target = tmp_path / "exams" / "payout-check.toml"
    target.parent.mkdir()
    asked: list[str] = []
    builder.ask_path = lambda suggested: asked.append(suggested) or str(target)
    qtbot.mouseClick(builder.save_button, Qt.MouseButton.LeftButton)
    assert asked and asked[0].endswith("payout-check.toml")
    assert builder.status.text() == f"Saved version 1 to {target}"
    exam = load_exam(target)
    assert (exam.id, exam.title_zh, exam.pass_mark, exam.version) == ("payout-check", "派彩考核", 75, "1")
    assert [Path(s).name for s in exam.scenarios] == ["trips_beat_straight.toml", "ties_push.toml"]
    assert dict(exam.skill_minimums) == {"payouts": 0.8} and exam.critical_errors_fail
    assert [(d.skill, d.difficulty, d.count) for d in exam.draws] == [("payouts", None, 2)]

    trainer = Path(sys.executable).with_name("trainer")
    shown = subprocess.run([str(trainer), "exam", "show", str(target), "--seed", "1", "--json"], cwd=ROOT,
                           capture_output=True, text=True)  # fmt: skip
    assert shown.returncode == 0, shown.stderr
    names = [Path(p).name for p in json.loads(shown.stdout)["scenarios"]]
    assert names[:2] == ["trips_beat_straight.toml", "ties_push.toml"] and len(names) == 4
    # the preview of seed 1 is what `trainer exam show --seed 1` deals
    preview = builder.preview_text.toPlainText().split("Seed 2:")[0].splitlines()[1:]
    assert len(preview) == 4

    # a second save of a change: version 2, version 1 kept for the attempts that took it
    builder.mark_spin.setValue(85)
    assert builder.version_value.text() == "1 — saving a change makes version 2"
    qtbot.keyClick(builder, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert builder.status.text() == f"Saved version 2 to {target}" and len(asked) == 1  # same file, not asked
    assert load_exam(target).version == "2" and kept_versions(target, "payout-check") == [1, 2]
    qtbot.mouseClick(builder.save_button, Qt.MouseButton.LeftButton)
    assert builder.status.text() == f"Nothing changed: {target} stays at version 2"


def test_problems_are_listed_and_their_fields_marked(builder, qtbot):
    assert builder.open_exam(ROOT / "scenarios" / "exams" / "dealing-procedure.toml")
    assert _problems(builder) == ["None: the exam can be saved."]
    builder.minimum_checks["irregularities"].setChecked(True)  # tested only by some of what the draws deal
    assert builder.minimum_checks["irregularities"].styleSheet() == MARK_TEXT
    assert _problems(builder) == [
        "Minimum for Irregularities: only some of the scenarios the draws can deal test Irregularities: an attempt "
        "dealt none of them shows it as “not tested”, and a skill not tested meets any minimum"
    ]
    assert builder.preview_text.toPlainText().startswith("Seed 1:")  # the exam can still be dealt
    builder.draws_list.setCurrentRow(0)
    for _draw in range(builder.draws_list.count()):
        qtbot.mouseClick(builder.remove_draw_button, Qt.MouseButton.LeftButton)
    assert _problems(builder) == [
        "Minimum for Irregularities: no scenario of the exam tests Irregularities: every attempt would show it as "
        "“not tested”, and a skill not tested meets any minimum, so this one would check nothing"
    ]
    builder.open_exam(ROOT / "scenarios" / "exams" / "dealing-procedure.toml")
    builder.minimum_checks["irregularities"].setChecked(False)
    builder.level_combo.setCurrentIndex(builder.level_combo.findData(5))
    builder.count_spin.setValue(40)
    qtbot.mouseClick(builder.add_draw_button, Qt.MouseButton.LeftButton)
    [problem] = _problems(builder)
    assert problem.startswith("Draw 3: needs 40 scenario(s) training ") and builder.draws_list.styleSheet() == MARK
    assert builder.preview_text.toPlainText() == "Shown once the problems are solved."
    builder.draws_list.setCurrentRow(2)
    qtbot.mouseClick(builder.remove_draw_button, Qt.MouseButton.LeftButton)
    assert _problems(builder) == ["None: the exam can be saved."] and builder.draws_list.styleSheet() == ""


def test_the_builder_speaks_traditional_chinese(builder, qtbot, qapp):
    from trainer.gui import i18n

    i18n.install_translator(qapp, "zh-Hant")
    qapp.processEvents()
    assert builder.save_button.text() != "Save exam [Ctrl+S]"
    assert builder.minimum_checks["payouts"].text() == "派彩"
    builder.new_exam()
    assert all(not text.isascii() for text in _problems(builder))


def test_every_bundled_exam_opens_in_the_builder_and_saves_back_meaning_the_same(qtbot, english, tmp_path):
    """Through the widgets: each bundled exam (copied with the library) opened, read back from the fields, saved:
    the same meaning, so nothing is written; a minimum between whole percents survives an unrelated change."""
    import shutil

    from trainer.training.exam_builder import meaning

    shutil.copytree(ROOT / "scenarios", tmp_path / "scenarios")
    exams = sorted((tmp_path / "scenarios" / "exams").glob("*.toml"))
    store = ResultsStore.open(tmp_path / "data")
    widget = ExamBuilder(store, library=scan_library(tmp_path / "scenarios"), exam_files=lambda: exams)
    qtbot.addWidget(widget)
    assert len(exams) >= 2
    for path in exams:
        before = path.read_bytes()
        assert widget.open_exam(path) and _problems(widget) == ["None: the exam can be saved."]
        assert widget.save() == path and widget.status.text().startswith("Nothing changed: ")
        assert path.read_bytes() == before
    odd = exams[0]
    original = load_exam(odd)
    text = odd.read_text(encoding="utf-8").replace("dealing = 0.8", "dealing = 0.825", 1)
    odd.write_text(text, encoding="utf-8")
    assert widget.open_exam(odd)
    widget.mark_spin.setValue(widget.mark_spin.value() - 1)
    assert widget.save() == odd
    saved = load_exam(odd)
    assert saved.skill_minimums["dealing"] == 0.825 and saved.pass_mark == original.pass_mark - 1
    assert meaning(saved)[:4] == meaning(original)[:4]
    store.close()


def _named(builder: ExamBuilder) -> Path | None:
    """The exam file the exam files' box names (None: it names none)."""
    data = builder.open_combo.currentData()
    return None if builder.open_combo.currentIndex() < 0 or data is None else Path(str(data)).resolve()


def test_the_exam_box_names_the_exam_the_form_shows_or_none(builder, qtbot, tmp_path):
    """The builder opens on a new exam: its exam box names no file (it said certification.toml over an empty
    form); choosing a file opens it; New names none again; a save names the file saved."""
    exams = ROOT / "scenarios" / "exams"
    assert builder.id_edit.text() == "" and _named(builder) is None
    assert builder.open_combo.placeholderText() == "A new exam, not saved yet"
    at = builder.open_combo.findData(str(exams / "dealing-procedure.toml"))
    assert at >= 0
    builder.open_combo.setCurrentIndex(at)
    builder.open_combo.activated.emit(at)  # what choosing it in the box does
    assert builder.id_edit.text() == "dealing-procedure" and builder.path == exams / "dealing-procedure.toml"
    assert _named(builder) == (exams / "dealing-procedure.toml").resolve()
    assert builder.open_exam(exams / "certification.toml")
    assert builder.id_edit.text() == "certification" and _named(builder) == (exams / "certification.toml").resolve()
    qtbot.mouseClick(builder.new_button, Qt.MouseButton.LeftButton)
    assert builder.id_edit.text() == "" and _named(builder) is None
    qtbot.keyClicks(builder.id_edit, "box-check")
    builder.en_edit.setText("Box check")
    builder.zh_edit.setText("盒子考核")
    _click_library_row(qtbot, builder, "ties_push.toml")
    qtbot.mouseClick(builder.add_button, Qt.MouseButton.LeftButton)
    target = tmp_path / "box-check.toml"
    builder.ask_path = lambda _suggested: str(target)
    assert builder.save() == target
    assert _named(builder) == target.resolve()  # saved outside the exam folders: still named


def test_a_wheel_over_the_exam_box_opens_nothing(builder, qtbot):
    """Choosing a file in the box opens it (the form shown is dropped): a wheel turned over it chooses nothing."""
    from trainer.gui.qt import QPointF, QtCore, QtGui

    qtbot.keyClicks(builder.id_edit, "half-done")
    box = builder.open_combo
    centre = QPointF(box.rect().center())
    wheel = QtGui.QWheelEvent(centre, QPointF(box.mapToGlobal(centre.toPoint())), QtCore.QPoint(),
                              QtCore.QPoint(0, -120),
                              Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                              False)  # fmt: skip
    qapp = QtGui.QGuiApplication.instance()
    qapp.sendEvent(box, wheel)
    assert box.currentIndex() == -1 and builder.id_edit.text() == "half-done" and builder.path is None
