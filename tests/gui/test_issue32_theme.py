"""Issue 32, item 20: a light theme for bright training rooms, chosen on the home screen (Dark / Light, 深色 / 淺色),
applied at once to the open windows, remembered for the next start (in the data folder: every test has its own,
tests/gui/conftest.py), and ``trainer gui --theme`` for one run. Text outside the felt — pages, panels, the side
panel's feedback, the results table, the chart — reads at least 4.5:1 (WCAG 2 AA) against what it is drawn on, in
both themes; printed pages keep their print colours."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from trainer.gui import i18n, theme
from trainer.gui.colours import DONE, PROBLEM, contrast, text_colour_on
from trainer.gui.feedback_text import FeedbackText
from trainer.gui.qt import QApplication, QColor, QImage, QtCore, QtGui, QtWidgets, QWidget
from trainer.gui.theme import DARK, LIGHT, THEMES

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

ROOT = Path(__file__).resolve().parents[2]
MIN = 4.5
Role = QtGui.QPalette.ColorRole
COLOUR = re.compile(r"color:\s*(#[0-9a-fA-F]{6})")


@pytest.fixture
def themes(english):
    """The application as the window makes it; afterwards dark again, with the palette the tests before left."""
    old = QApplication.palette()
    yield english
    theme.apply_theme(english, DARK)
    english.setPalette(old)


def _window(qtbot: Any) -> Any:
    from trainer.gui.app import MainWindow
    from trainer.training.scenario import scenario_library

    w = MainWindow(scenario_library())
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def _choose(window: Any, name: str) -> None:
    """Pick ``name`` in the home screen's Theme box, as a person does."""
    combo = window.home.theme_combo
    combo.setCurrentIndex(combo.findData(name))
    QApplication.processEvents()


def _light(colour: QColor) -> bool:
    return colour.lightnessF() > 0.8


# ----------------------------------------------------------------------------------------- chosen and remembered


def test_choosing_light_makes_the_application_light_and_is_remembered(qtbot, themes):
    window = _window(qtbot)
    combo = window.home.theme_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(THEMES)
    assert [combo.itemText(i) for i in range(combo.count())] == ["Dark", "Light"]
    assert combo.currentData() == DARK and not theme.setting_path().exists()  # nothing chosen yet: dark
    _choose(window, LIGHT)
    palette = QApplication.palette()
    assert _light(palette.color(Role.Window)) and _light(palette.color(Role.Base))
    assert palette.color(Role.WindowText).lightnessF() < 0.2 and palette.color(Role.Text).lightnessF() < 0.2
    assert window.home.palette().color(Role.Window) == palette.color(Role.Window)  # the open window took it
    assert theme.setting_path().read_text(encoding="utf-8").strip() == "light"
    assert theme.remembered_theme() == LIGHT
    # Dark again: at once, and remembered too.
    _choose(window, DARK)
    assert QApplication.palette().color(Role.Window).lightnessF() < 0.2
    assert theme.remembered_theme() == DARK


def test_the_next_start_reads_the_theme_back(qtbot, themes):
    """A start of the app (create_app, as ``trainer gui`` does) and a new window show the theme chosen before."""
    from trainer.gui.app import create_app

    assert theme.remember_theme(LIGHT) is None
    theme.apply_theme(themes, DARK)  # as the app was before the start
    app, _problem = create_app(lang="en")
    assert app is themes and theme.current_theme() == LIGHT
    assert _light(QApplication.palette().color(Role.Window))
    window = _window(qtbot)
    assert window.home.theme_combo.currentData() == LIGHT
    assert window.home.theme_combo.currentText() == "Light"


def test_the_theme_is_kept_in_the_data_folder_never_elsewhere(tmp_path, monkeypatch):
    from trainer.training.store import data_dir

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "kept"))
    assert theme.data_dir() == data_dir() == tmp_path / "kept"
    assert theme.remembered_theme() == DARK  # nothing kept: dark, and nothing made
    assert not (tmp_path / "kept").exists()
    assert theme.remember_theme(LIGHT) is None
    assert sorted(p.name for p in (tmp_path / "kept").iterdir()) == [theme.SETTING_NAME]
    (tmp_path / "kept" / theme.SETTING_NAME).write_text("purple\n", encoding="utf-8")
    assert theme.remembered_theme() == DARK  # a file spoilt by hand: the default
    monkeypatch.delenv("TRAINER_DATA_DIR")
    assert theme.data_dir() == data_dir()  # the user's folder, found as the store finds it (not touched here)
    for xdg in (str(tmp_path / "xdg"), "relative/xdg", ""):
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
        assert theme.data_dir() == data_dir(), xdg
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert theme.data_dir() == data_dir() == tmp_path / "home" / ".local" / "share" / "fortune3-trainer"


def test_a_theme_that_cannot_be_kept_is_said_and_still_shown(qtbot, themes, tmp_path, monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("TRAINER_DATA_DIR", str(blocked / "data"))  # under a file: cannot be made
    window = _window(qtbot)
    _choose(window, LIGHT)
    assert theme.current_theme() == LIGHT and _light(QApplication.palette().color(Role.Window))
    assert window.status.currentMessage().startswith("The theme could not be kept for the next start: ")


def test_the_theme_is_chosen_in_chinese_too(qtbot, themes):
    window = _window(qtbot)
    i18n.install_translator(themes, "zh-Hant")
    QApplication.processEvents()
    combo = window.home.theme_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["深色", "淺色"]
    assert window.home.theme_label.text() == "配色(&H)："


def _gui(tmp_path: Path, name: str, *args: str) -> QImage:
    """``trainer gui --grab`` in a new process, with the data folder in ``tmp_path``: its picture."""
    out = tmp_path / f"{name}.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRAINER_DATA_DIR": str(tmp_path / "data")}
    cmd = [sys.executable, "-m", "trainer", "gui", "--lang", "en", "--grab", str(out), *args]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    image = QImage(str(out))
    assert not image.isNull()
    return image


def test_trainer_gui_starts_in_the_theme_remembered_or_the_one_given(tmp_path):
    background = (640, 740)  # below the home screen's language row, above the status bar
    # --theme light: for this run only, nothing is remembered.
    image = _gui(tmp_path, "given", "--theme", "light")
    assert image.pixelColor(*background) == QColor(theme.PALETTES[LIGHT][Role.Window])
    assert not (tmp_path / "data" / theme.SETTING_NAME).exists()
    # Light chosen in the window before: the next start is light.
    (tmp_path / "data").mkdir(exist_ok=True)
    (tmp_path / "data" / theme.SETTING_NAME).write_text("light\n", encoding="utf-8")
    image = _gui(tmp_path, "remembered")
    assert image.pixelColor(*background) == QColor(theme.PALETTES[LIGHT][Role.Window])
    # --theme dark wins over what is remembered.
    image = _gui(tmp_path, "dark", "--theme", "dark")
    assert image.pixelColor(*background) == QColor(theme.PALETTES[DARK][Role.Window])


def test_trainer_gui_refuses_an_unknown_theme(capsys):
    from trainer.cli import main

    assert main(["gui", "--theme", "purple"]) == 2
    assert '--theme: unknown theme "purple" (use one of: dark, light)' in capsys.readouterr().err


# ----------------------------------------------------------------------------------------------- readable text


PAIRS = (
    (Role.WindowText, Role.Window),
    (Role.Text, Role.Base),
    (Role.Text, Role.AlternateBase),
    (Role.ButtonText, Role.Button),
    (Role.HighlightedText, Role.Highlight),
    (Role.ToolTipText, Role.ToolTipBase),
    (Role.Link, Role.Base),
    (Role.Link, Role.Window),
    (Role.PlaceholderText, Role.Base),
    (Role.BrightText, Role.Window),
)
"""The palette's text roles and what they are drawn on."""


@pytest.mark.parametrize("name", THEMES)
def test_every_text_role_of_the_palette_reads_at_4_5_to_1(name):
    palette = theme.palette(name)
    low = {
        (text.name, back.name): round(contrast(palette.color(text), palette.color(back)), 2)
        for text, back in PAIRS
        if contrast(palette.color(text), palette.color(back)) < MIN
    }
    assert low == {}


@pytest.mark.parametrize("name", THEMES)
def test_every_colour_of_the_apps_words_reads_at_4_5_to_1_where_it_is_drawn(name):
    """Headings, lesser lines, problems, things done: on the window, in lists and boxes, and on the learner panel;
    the problem and done pairs of trainer.gui.colours as they are picked for the theme's backgrounds."""
    palette = theme.palette(name)
    backgrounds = {
        "window": palette.color(Role.Window),
        "base": palette.color(Role.Base),
        "panel": QColor(theme.colour("panel", name)),
    }
    low = []
    for word, value in theme.WORDS[name].items():
        if word == "panel":
            continue
        least = 3.0 if word in theme.FRAMES else MIN  # a frame is a graphic: WCAG 2 asks 3:1 of those
        for where, back in backgrounds.items():
            if contrast(QColor(value), back) < least:
                low.append((word, where, round(contrast(QColor(value), back), 2)))
        for pair in (PROBLEM, DONE):
            for where, back in backgrounds.items():
                if contrast(QColor(text_colour_on(pair, back)), back) < MIN:
                    low.append((pair, where))
    for where, back in backgrounds.items():  # the panel's own text
        if contrast(palette.color(Role.WindowText), back) < MIN:
            low.append(("text", where))
    assert low == []


def _background(image: QImage, rect: Any) -> QColor:
    """The colour most of ``rect``'s pixels have in ``image``: what the widget's text is drawn on."""
    counts: Counter[int] = Counter()
    for y in range(max(rect.top(), 0), min(rect.bottom() + 1, image.height()), 2):
        for x in range(max(rect.left(), 0), min(rect.right() + 1, image.width()), 2):
            counts[image.pixel(x, y)] += 1
    return QColor.fromRgb(counts.most_common(1)[0][0])


def _unreadable(root: QWidget) -> list[tuple[str, str, float]]:
    """Every visible label, button, field and text box of ``root`` whose text reads under 4.5:1 against the colour
    it is drawn on (the most common colour of its picture), its own colours (rich text) included."""
    image = root.grab().toImage()
    found = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root) or not w.isEnabled() or w.width() < 4 or w.height() < 4:
            continue
        if isinstance(w, QtWidgets.QLabel) and w.text().strip() and w.pixmap().isNull():
            texts = [w.palette().color(w.foregroundRole()), *map(QColor, COLOUR.findall(w.text()))]
        elif isinstance(w, FeedbackText) and w.text():  # the table's feedback: rich text drawn by hand
            texts = [w.palette().color(Role.WindowText), *map(QColor, COLOUR.findall(w.text()))]
        elif isinstance(w, QtWidgets.QPushButton) and w.text():  # on a gradient: the face left of the words
            face = w.mapTo(root, QtCore.QPoint(4, w.height() // 2))
            back = image.pixelColor(face)
            text = w.palette().color(Role.ButtonText)
            if contrast(text, back) < MIN:
                found.append((w.text()[:60], f"{text.name()} on {back.name()}", round(contrast(text, back), 2)))
            continue
        elif isinstance(w, QtWidgets.QLineEdit) and w.text():
            texts = [w.palette().color(Role.Text)]
        elif isinstance(w, QtWidgets.QTextBrowser):
            html = w.toHtml()
            texts = [w.palette().color(Role.Text), *map(QColor, COLOUR.findall(html))]
            w = w.viewport()
        else:
            continue
        rect = w.rect().translated(w.mapTo(root, QtCore.QPoint(0, 0)))
        back = _background(image, rect)
        for text in texts:
            ratio = contrast(text, back)
            if ratio < MIN:
                said = w.text() if isinstance(w, QtWidgets.QLabel | FeedbackText) else type(w).__name__
                found.append((said[:60], f"{text.name()} on {back.name()}", round(ratio, 2)))
    return found


@pytest.mark.parametrize("name", THEMES)
def test_the_text_of_every_page_reads_at_4_5_to_1(qtbot, themes, name):
    from trainer.gui.qt import Qt
    from trainer.training.drills import right_answer
    from trainer.training.scenario import find_scenario

    theme.apply_theme(themes, name)
    window = _window(qtbot)
    problems: dict[str, list[Any]] = {}

    def check(page: str, widget: QWidget) -> None:
        QApplication.processEvents()
        found = _unreadable(widget)
        if found:
            problems[page] = found

    check("home", window)
    window.show_page("browser")
    check("browser", window)
    window.open_practice(find_scenario("plain_round_by_hand"))
    check("briefing", window)
    window.practice.begin()
    table = window.practice.table
    table.show_hint()
    check("table with a hint", window)
    table.apply({"action": "deal", "to": "dealer"})  # before the shuffle: a mistake
    check("table after a mistake", window)
    drills = window.drills
    window.show_page("drills")
    how, _amount = right_answer(drills.item.results[drills.session.bet])
    qtbot.keyClick(drills, Qt.Key.Key_T if how != "take" else Qt.Key.Key_P)  # surely wrong
    check("drill answered wrongly", window)
    window.show_page("rounds")
    check("deal me rounds", window)
    window.show_page("readings")
    for section in ("paytables", "readings"):
        window.readings.show_section(section)
        check(f"rules: {section}", window)
    window.show_page("home")
    window.learner_panel.problem.setText("A problem")  # the panel's red line, shown
    window.learner_panel.problem.show()
    check("home with a problem", window)
    assert problems == {}


@pytest.mark.parametrize("name", THEMES)
def test_the_results_table_reads_at_4_5_to_1_and_a_broken_seal_too(themes, name):
    from trainer.gui.qt import Qt
    from trainer.gui.results_model import ResultsModel
    from trainer.training.store import AttemptRow, SealState, Status

    theme.apply_theme(themes, name)

    def row(n: int, passed: bool) -> AttemptRow:
        return AttemptRow(
            id=n, trainee="陳大文", exam_id="certification", exam_version="1", exam_digest="sha256:0", seed=1,
            started=datetime(2026, 3, 1, 9, tzinfo=UTC).isoformat(), finished=datetime(2026, 3, 1, 10, tzinfo=UTC).isoformat(),
            status=Status.FINISHED, score=90 if passed else 40, passed=passed, grade={"title_en": "Dealing", "title_zh": "派牌"},
            closed_by=None, seal="x",
        )  # fmt: skip

    model = ResultsModel()
    model.set_rows([row(1, True), row(2, False), replace(row(3, True), seal_state=SealState.BROKEN)])
    palette = QApplication.palette()
    low = []
    for r in range(model.rowCount()):
        back = model.data(model.index(r, 0), Qt.ItemDataRole.BackgroundRole)
        for c in range(model.columnCount()):
            index = model.index(r, c)
            fore = model.data(index, Qt.ItemDataRole.ForegroundRole)
            text = fore.color() if fore is not None else palette.color(Role.Text)
            grounds = (
                [back.color()] if back is not None else [palette.color(Role.Base), palette.color(Role.AlternateBase)]
            )
            for ground in grounds:
                if contrast(text, ground) < MIN:
                    low.append((r, c, text.name(), ground.name()))
    assert low == []


@pytest.mark.parametrize("name", THEMES)
def test_the_history_chart_and_its_empty_line_read_in_the_theme(qtbot, themes, name):
    from trainer.gui.history_chart import HistoryChart

    theme.apply_theme(themes, name)
    chart = HistoryChart()
    qtbot.addWidget(chart)
    chart.resize(700, 300)
    chart.show()
    qtbot.waitExposed(chart)
    assert contrast(chart.text_colour, chart.background) >= MIN
    assert _unreadable(chart) == []  # "Select a trainee to see the history"


# -------------------------------------------------------------------------------------------------- at once


def test_a_switch_recolours_the_open_pages_at_once(qtbot, themes):
    """Dark → Light with the practice table open on a hint: the hint, the learner panel, the headings and a
    problem line set before the switch all take the light colours; and back."""
    from trainer.training.scenario import find_scenario

    window = _window(qtbot)
    window.open_practice(find_scenario("plain_round_by_hand"))
    window.practice.begin()
    table = window.practice.table
    table.show_hint()
    assert theme.colour("hint", DARK) in table.feedback.text()
    exam_problem = QtWidgets.QLabel(window.home)
    exam_problem.setStyleSheet(f"color: {PROBLEM[1]}")  # as trainer.gui.colours.text_colour picked it on dark
    _choose(window, LIGHT)
    assert theme.colour("hint", LIGHT) in table.feedback.text()
    assert theme.colour("hint", DARK) not in table.feedback.text()
    assert theme.colour("panel", LIGHT) in window.learner_panel.styleSheet()
    assert window.home.title.styleSheet() == f"color: {theme.colour('accent', LIGHT)}"
    assert exam_problem.styleSheet() == f"color: {PROBLEM[0]}"
    assert theme.colour("accent", LIGHT) in window.practice.brief_text.toHtml()
    assert _unreadable(window) == []
    _choose(window, DARK)
    assert theme.colour("hint", DARK) in table.feedback.text()
    assert window.home.title.styleSheet() == f"color: {theme.colour('accent', DARK)}"
    assert exam_problem.styleSheet() == f"color: {PROBLEM[1]}"


# ---------------------------------------------------------------------------------------- what stays the same


def test_the_felt_stays_green_and_the_window_is_light_around_it(qtbot, themes, tmp_path):
    """A picture of the practice table in the light theme (looked at: tests keep it in tmp_path/light.png): the
    felt is the table's green, the side panel light."""
    from trainer.training.scenario import find_scenario

    theme.apply_theme(themes, LIGHT)
    window = _window(qtbot)
    window.start_practice(find_scenario("plain_round_by_hand"))
    QApplication.processEvents()
    image = window.grab().toImage()
    image.save(str(tmp_path / "light.png"))
    table = window.practice.table
    view = table.table_view.rect().translated(table.table_view.mapTo(window, QtCore.QPoint(0, 0)))
    green = total = 0
    for y in range(view.top(), view.bottom(), 8):
        for x in range(view.left(), view.right(), 8):
            colour = image.pixelColor(x, y)
            total += 1
            green += colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 20
    assert green > 0.4 * total, "the felt is green"
    panel = table.log_heading.mapTo(window, QtCore.QPoint(table.log_heading.width() - 2, 1))
    assert _light(image.pixelColor(panel))


def test_printed_pages_keep_their_print_colours_in_the_light_theme(themes):
    from trainer.gui.report import PRINT_COLOURS, print_palette

    theme.apply_theme(themes, LIGHT)
    palette = print_palette()
    assert all(palette.color(role) == QColor(value) for role, value in PRINT_COLOURS.items())
