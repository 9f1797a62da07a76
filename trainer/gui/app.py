"""The trainer's main window: home, scenario browser, practice table, rules and readings; run-time language switch
and theme (dark or light, :mod:`trainer.gui.theme`: chosen on the home screen, remembered for the next start).

:func:`main` is what ``trainer gui`` (``make run``) starts. Pages live in a stack; other parts of the GUI add their
own with :meth:`MainWindow.add_page` and put a button on the home screen with :meth:`MainWindow.set_home_action`
(the "exams" button is there already, disabled until the exam screens wire it). At start-up the window imports
each module of :data:`EXTENSIONS` that exists and calls its ``install(main_window)``.
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

# The home screen (`make run`) needs none of the engine, the scenarios or the table: those are imported when the
# practice table or the browser is first built (tests/gui/test_startup_imports.py keeps it so).
from trainer.gui import fonts
from trainer.gui.i18n import LANGUAGES, Retranslatable, current_language, install_translator, normalise_language
from trainer.gui.page_parts import big
from trainer.gui.qt import QApplication, Qt, QtCore, QtGui, QtWidgets, QWidget
from trainer.gui.theme import DARK, THEMES, current_theme, remember_theme, remembered_theme, theme_name, themed
from trainer.resources import assets_dir

if TYPE_CHECKING:
    from trainer.gui.browser_page import BrowserPage
    from trainer.gui.dealer_table import DealerTable
    from trainer.gui.learner_panel import LearnerPanel
    from trainer.gui.rules_page import ReadingsPage
    from trainer.training.learner import LearnerKeeper
    from trainer.training.scenario import Scenario

EXTENSIONS: tuple[str, ...] = ("trainer.gui.exam_screens",)
"""Modules that add pages to the main window: each defines ``install(window: MainWindow) -> None``."""

EXTENSION_DELAY_MS = 150
"""``trainer gui`` installs the extensions this long after the window's first paint, so the first screen is not
kept waiting."""
MIN_SIZE = (1280, 800)
"""The window's size at start-up."""
MIN_READABLE = (1152, 720)
"""The window's minimum size: below it the table's labels get too small to read and the hint under the table's
controls drops out of sight (1024×640 was tried). A smaller screen lowers it to the screen's size."""
DESKTOP_FILE_NAME = "org.fortune3trainer.DealerTrainer"


STYLE = "Fusion"


def apply_theme(app: QApplication, set_style: bool = True, theme: str = DARK) -> None:
    """The Fusion style in ``theme`` (:mod:`trainer.gui.theme`: dark, which matches the table, or light);
    ``set_style=False``: the application was made with the style."""
    from trainer.gui import theme as themes

    if set_style:
        app.setStyle(STYLE)
    themes.apply_theme(app, theme)


def minimum_size(screen: QtGui.QScreen | None) -> tuple[int, int]:
    """:data:`MIN_READABLE`, or less on a screen with less room."""
    width, height = MIN_READABLE
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height())
    return width, height


def language_name(lang: str) -> str:
    return "繁體中文" if lang == "zh-Hant" else "English"


# ---------------------------------------------------------------------------------------------------- home


class HomePage(Retranslatable, QWidget):
    """Title and the big buttons: practice, exams, rules and readings, language, theme, quit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QtWidgets.QVBoxLayout(self)
        outer.addStretch(2)
        self.title = QtWidgets.QLabel("富貴三寶", self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big(self.title, 3.2)
        themed(self.title, "color: $accent")
        outer.addWidget(self.title)
        self.subtitle = QtWidgets.QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big(self.subtitle, 1.4, bold=False)
        outer.addWidget(self.subtitle)
        self.rule = QtWidgets.QLabel(self)
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        themed(self.rule, "color: $muted")
        outer.addWidget(self.rule)
        outer.addSpacing(24)
        self.box = QtWidgets.QVBoxLayout()
        self.box.setSpacing(10)
        row = QtWidgets.QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self.box)
        row.addStretch(1)
        outer.addLayout(row)
        self.row = row
        """The buttons' row: :meth:`add_side` puts a panel beside them."""
        self.buttons: dict[str, QtWidgets.QPushButton] = {}
        self.labels: dict[str, Callable[[], str]] = {}
        self.slots: dict[str, Callable[[], object] | None] = {}
        lang_row = QtWidgets.QHBoxLayout()
        self.lang_label = QtWidgets.QLabel(self)
        self.lang_combo = QtWidgets.QComboBox(self)
        for lang in LANGUAGES:
            self.lang_combo.addItem(language_name(lang), lang)
        self.lang_label.setBuddy(self.lang_combo)
        self.theme_label = QtWidgets.QLabel(self)
        self.theme_combo = QtWidgets.QComboBox(self)
        for theme in THEMES:
            self.theme_combo.addItem("", theme)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData(current_theme()))
        self.theme_label.setBuddy(self.theme_combo)
        lang_row.addStretch(1)
        lang_row.addWidget(self.lang_label)
        lang_row.addWidget(self.lang_combo)
        lang_row.addSpacing(24)
        lang_row.addWidget(self.theme_label)
        lang_row.addWidget(self.theme_combo)
        lang_row.addStretch(1)
        outer.addSpacing(12)
        outer.addLayout(lang_row)
        outer.addStretch(3)
        self.retranslate()

    def add_button(
        self, key: str, label: Callable[[], str], slot: Callable[[], object] | None
    ) -> QtWidgets.QPushButton:
        """A home button (``key`` names it for :meth:`MainWindow.set_home_action`); disabled while ``slot`` is None."""
        b = self.buttons.get(key)
        if b is None:
            b = QtWidgets.QPushButton(self)
            b.setAutoDefault(True)  # Enter presses the focused button
            b.setMinimumSize(340, 52)
            big(b, 1.25)
            self.box.addWidget(b)
            self.buttons[key] = b
            quit_button = self.buttons.get("quit")
            if quit_button is not None and key != "quit":  # Quit stays the last button
                self.box.removeWidget(quit_button)
                self.box.addWidget(quit_button)
            b.clicked.connect(lambda _c=False, k=key: self._run(key=k))
        self.slots[key] = slot
        b.setEnabled(slot is not None)
        self.labels[key] = label
        b.setText(label())
        return b

    def add_side(self, widget: QWidget) -> None:
        """Put ``widget`` (the learner panel) to the right of the buttons."""
        self.row.insertSpacing(2, 32)
        self.row.insertWidget(3, widget, 0, Qt.AlignmentFlag.AlignTop)

    def _run(self, key: str) -> None:
        slot = self.slots.get(key)
        if slot is not None:
            slot()

    def retranslate(self) -> None:
        self.subtitle.setText(self.tr("Fortune 3 Card Poker — dealer trainer"))
        self.rule.setText(self.tr("Macao rules: dispatch 89/2025, amended by 94/2025"))
        self.lang_label.setText(self.tr("&Language:"))
        self.lang_combo.setToolTip(self.tr("Switch the language (Ctrl+L)"))
        self.theme_label.setText(self.tr("T&heme:"))
        self.theme_combo.setToolTip(
            self.tr("Dark, as the table, or light for a bright room; remembered for the next start")
        )
        for i in range(self.theme_combo.count()):
            self.theme_combo.setItemText(i, theme_name(self.theme_combo.itemData(i)))
        for key, b in self.buttons.items():
            b.setText(self.labels[key]())
        if "exams" in self.buttons and not self.buttons["exams"].isEnabled():
            self.buttons["exams"].setToolTip(self.tr("The exam screens are not installed in this build"))


# ---------------------------------------------------------------------------------------------------- practice


class PracticePage(Retranslatable, QWidget):
    """The briefing of a scenario, then the table in practice mode."""

    back_requested = QtCore.Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scenario: Any | None = None
        self.stack = QtWidgets.QStackedWidget(self)
        v = QtWidgets.QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.addWidget(self.stack)
        # The briefing (and its widgets brief_text, preview, b_back, b_go ...) is built when first opened:
        # `trainer gui --scenario` goes straight to the table and never needs it.
        self._brief: QWidget | None = None
        from trainer.gui.dealer_table import DealerTable

        self.table: DealerTable = DealerTable("practice", self)
        self.stack.addWidget(self.table)
        self.retranslate()

    @property
    def brief(self) -> QWidget:
        """The briefing pane, built on first use."""
        if self._brief is None:
            self._brief = self._build_brief()
        return self._brief

    def _build_brief(self) -> QWidget:
        brief = QWidget(self)
        bv = QtWidgets.QVBoxLayout(brief)
        bv.setContentsMargins(40, 24, 40, 24)
        self.brief_heading = QtWidgets.QLabel(brief)
        big(self.brief_heading, 1.3)
        bv.addWidget(self.brief_heading)
        middle = QtWidgets.QHBoxLayout()
        self.brief_text = QtWidgets.QTextBrowser(brief)
        middle.addWidget(self.brief_text, 2)
        from trainer.gui.table_scene import TableScene, TableWidget

        self.preview_scene = TableScene(self)
        self.preview = TableWidget(self.preview_scene, brief)
        self.preview.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.preview.setInteractive(False)
        middle.addWidget(self.preview, 3)
        bv.addLayout(middle, 1)
        self.keys_text = QtWidgets.QLabel(brief)
        self.keys_text.setWordWrap(True)
        themed(self.keys_text, "color: $soft")
        bv.addWidget(self.keys_text)
        row = QtWidgets.QHBoxLayout()
        self.b_back = QtWidgets.QPushButton(brief)
        self.b_back.setAutoDefault(True)
        self.b_back.clicked.connect(lambda _c=False: self.back_requested.emit())
        self.b_go = QtWidgets.QPushButton(brief)
        self.b_go.setAutoDefault(True)
        big(self.b_go, 1.2)
        self.b_go.clicked.connect(lambda _c=False: self.begin())
        row.addWidget(self.b_back)
        row.addStretch(1)
        row.addWidget(self.b_go)
        bv.addLayout(row)
        self.stack.addWidget(brief)
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Return), brief, self.begin)
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Escape), brief, lambda: self.back_requested.emit())
        self._brief = brief
        self._retranslate_brief()
        return brief

    def open(self, scenario: Any) -> None:
        """Show the briefing of ``scenario``; Start (Enter) begins the round."""
        self.scenario = scenario
        self.stack.setCurrentWidget(self.brief)
        self.setFocusProxy(self.b_go)  # the page shown again (Back, Ctrl+H and back): Enter starts
        self._fill_brief()
        # The picture of the table is drawn once the briefing is on screen.
        QtCore.QTimer.singleShot(0, self._fill_preview)
        self.b_go.setFocus()

    def start(self, scenario: Any) -> None:
        """Straight to the table of ``scenario``, without its briefing (``trainer gui --scenario``)."""
        self.scenario = scenario
        self.begin()

    def _fill_preview(self) -> None:
        if self.scenario is not None and self._brief is not None and self.stack.currentWidget() is self._brief:
            self.preview_scene.set_view(self.scenario.round().view())
            self.preview_scene.finish_animations()

    def begin(self) -> None:
        if self.scenario is None:
            return
        lang = current_language()
        self.table.start(self.scenario.setup, self.scenario.titles.get(lang) or self.scenario.titles["en"])
        self.stack.setCurrentWidget(self.table)
        self.setFocusProxy(self.table)  # the page shown again: the keys (S, X, 1-7 ...) go to the table at once
        self.table.setFocus()

    def _fill_brief(self) -> None:
        if self.scenario is not None and self._brief is not None:
            from trainer.gui.browser_page import briefing_html

            self.brief_text.setHtml(
                briefing_html(self.scenario, self.tr("Skills"), self.tr("Clauses"), self.tr("Difficulty"))
            )

    def _retranslate_brief(self) -> None:
        self.brief_heading.setText(self.tr("Briefing"))
        self.b_back.setText(self.tr("Back to the scenarios [Esc]"))
        self.b_go.setText(self.tr("Start the round [Enter]"))
        self.keys_text.setText(
            self.tr(
                "Keys: S shuffle · X cut · 1–7 deal to a seat · D dealer · C community · B burn · "
                "R / V reveal · U turn a hand face up · K collect · Q / N dealer qualifies / does not · G rulings · "
                "[ ] choose a bet area · digits + Enter pay · T take · P push · A Ante Bonus · Del refuse · "
                "L clear · H hint · Ctrl+Z undo"
            )
        )
        self._fill_brief()

    def retranslate(self) -> None:
        if self._brief is not None:
            self._retranslate_brief()
        if self.scenario is not None and self.stack.currentWidget() is self.table:
            lang = current_language()
            self.table.title = self.scenario.titles.get(lang) or self.scenario.titles["en"]
            self.table.retranslate()


# ---------------------------------------------------------------------------------------------------- window


def _scenario_library() -> Sequence[Any]:
    """The bundled scenarios (imported and read when the browser is first shown, off the start-up path)."""
    from trainer.training.scenario import scenario_library

    return scenario_library()


class MainWindow(Retranslatable, QtWidgets.QMainWindow):
    """Pages in a stack; a toolbar with Home, Scenarios and the language switch; a status bar."""

    def __init__(
        self,
        scenarios: Sequence[Any] | Callable[[], Sequence[Any]] | None = None,
        font_problem: str | None = None,
        defer_extensions: bool = False,
        start_on_home: bool = True,
    ) -> None:
        super().__init__()
        if scenarios is None:
            scenarios = _scenario_library  # read when the browser is first shown
        self.font_problem = font_problem
        self.stack = QtWidgets.QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.pages: dict[str, QWidget] = {}

        self._home: HomePage | None = None
        self._learner_panel: LearnerPanel | None = None
        self._home_actions: dict[str, tuple[Callable[[], str], Callable[[], object] | None]] = {}
        """The home buttons set before the home screen is built (it is built when first shown or asked for:
        ``trainer gui --scenario`` and ``--exam`` start elsewhere and need none of it on their first screen)."""
        self._scenarios = scenarios
        # The other pages are built when first used: `make run` starts on the home screen alone, and
        # `trainer gui --scenario` needs only the practice page.
        self._browser: BrowserPage | None = None
        self._practice: PracticePage | None = None
        self._readings: ReadingsPage | None = None
        self._learner: LearnerKeeper | None = None
        self._fed_round: object = None

        self.set_home_action("practice", lambda: self.tr("&Practice a scenario"), lambda: self.show_page("browser"))
        self.set_home_action("rounds", lambda: self.tr("Deal &me rounds"), lambda: self.show_page("rounds"))
        self.set_home_action("drills", lambda: self.tr("Payout &drills"), lambda: self.show_page("drills"))
        self.set_home_action("exams", lambda: self.tr("&Exams"), None)
        self.set_home_action("readings", lambda: self.tr("&Rules and readings"), lambda: self.show_page("readings"))
        self.set_home_action("quit", lambda: self.tr("&Quit"), self.close)

        bar = QtWidgets.QToolBar(self)
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.act_home = bar.addAction("")
        self.act_home.triggered.connect(lambda: self.show_page("home"))
        self.act_browser = bar.addAction("")
        self.act_browser.triggered.connect(lambda: self.show_page("browser"))
        self.act_lang = bar.addAction("")
        self.act_lang.triggered.connect(self.toggle_language)
        self.act_full = bar.addAction("")
        self.act_full.triggered.connect(self._toggle_full_screen)
        self.toolbar = bar
        self.status = QtWidgets.QStatusBar(self)
        self.setStatusBar(self.status)

        self.setMinimumSize(*minimum_size(self.screen()))
        self.resize(*MIN_SIZE)
        self.retranslate()
        if start_on_home:
            self.show_page("home")
        self.extensions_installed = False
        self._extensions_after_paint = defer_extensions
        self.after_first_paint: list[Callable[[], object]] = []
        """Called once the window has been painted for the first time (``trainer gui``: the window's icon)."""
        self.after_first_paint.append(self.set_shortcuts)
        if not defer_extensions:
            self.install_extensions()

    def set_shortcuts(self) -> None:
        """The toolbar's keys (Ctrl+H, Ctrl+B, Ctrl+L, F11), set just after the window's first paint rather than when
        it is made: the first key sequence makes PySide build its class and 71 standard keys (~1 ms of start-up),
        and no key reaches a window before it is on screen."""
        for action, keys in (
            (self.act_home, "Ctrl+H"),
            (self.act_browser, "Ctrl+B"),
            (self.act_lang, "Ctrl+L"),
            (self.act_full, "F11"),
        ):
            action.setShortcut(QtGui.QKeySequence(keys))

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        super().paintEvent(event)
        if self.after_first_paint:
            later, self.after_first_paint = self.after_first_paint, []
            for call in later:
                QtCore.QTimer.singleShot(0, call)
        if self._extensions_after_paint:
            # trainer gui: the window is on screen first, the other screens join a moment after its first paint
            # (counted from the paint, not from the start: a slow start does not pull them into the first screen)
            self._extensions_after_paint = False
            QtCore.QTimer.singleShot(EXTENSION_DELAY_MS, self.install_extensions)

    @property
    def home(self) -> HomePage:
        """The home screen (page ``home``): title, the big buttons, the language and the learner panel; built when
        first shown or asked for."""
        if self._home is None:
            from trainer.gui.learner_panel import LearnerPanel

            home = self._home = HomePage(self)
            self.add_page("home", home)
            home.lang_combo.currentIndexChanged.connect(self._language_chosen)
            home.theme_combo.currentIndexChanged.connect(self._theme_chosen)
            panel = self._learner_panel = LearnerPanel(lambda: self.learner, home)
            home.add_side(panel)
            panel.next_requested.connect(self.open_suggestion)
            for key, (label, slot) in self._home_actions.items():
                home.add_button(key, label, slot)
            home.retranslate()
            self._sync_language_combo()
        return self._home

    @property
    def learner_panel(self) -> LearnerPanel:
        """Who is practising and their learner model: what is due, mastery, weak spots, speed, Next (on the home
        screen)."""
        self.home  # noqa: B018  (built with the home screen)
        assert self._learner_panel is not None
        return self._learner_panel

    @property
    def browser(self) -> BrowserPage:
        """The scenario browser (page ``browser``), built on first use."""
        if self._browser is None:
            from trainer.gui.browser_page import BrowserPage

            self._browser = BrowserPage(self._scenarios, self)
            self.add_page("browser", self._browser)
            self._browser.start_requested.connect(self.open_practice)
            self._browser.back_requested.connect(lambda: self.show_page("home"))
        return self._browser

    @property
    def practice(self) -> PracticePage:
        """The briefing and table of a scenario (page ``practice``), built on first use."""
        if self._practice is None:
            self._practice = PracticePage(self)
            self.add_page("practice", self._practice)
            self._practice.back_requested.connect(lambda: self.show_page("browser"))
            self._practice.table.round_finished.connect(lambda _grade: self._learn_from_practice())
        return self._practice

    @property
    def learner(self) -> LearnerKeeper:
        """Who is practising (chosen on the home screen or a practice page) and their learner model, kept in the
        results store; one for every practice page. Built on first use (not for the home screen alone)."""
        if self._learner is None:
            from trainer.training.learner import LearnerKeeper
            from trainer.training.store import ResultsStore

            self._learner = LearnerKeeper(ResultsStore.open)
        return self._learner

    def _learn_from_practice(self) -> None:
        """A graded round of the library's practice table feeds the trainee's learner model (once one is named)."""
        if self._learner is None or not self._learner.model.trainee or self._practice is None:
            return
        rnd = self._practice.table.round
        if rnd is None or rnd is self._fed_round:  # graded again after an undo: once is enough
            return
        self._fed_round = rnd
        from datetime import UTC, datetime

        from trainer.training.learner import learn_from_round

        learn_from_round(self._learner.model, rnd, datetime.now(UTC))
        problem = self._learner.keep()
        if problem is not None:
            self.status.showMessage(problem)

    def open_suggestion(self, suggestion: Any) -> None:
        """Open the exercise the learner panel's Next picked: a drill on a line, or a generated round."""
        if suggestion.kind == "drill" and suggestion.line is not None:
            drills: Any = self.drills
            drills.practise_line(suggestion.line)
            self.show_page("drills")
        elif suggestion.round is not None:
            rounds: Any = self.rounds
            rounds.play_suggested(suggestion.round, suggestion.mode)
            self.show_page("rounds")

    @property
    def readings(self) -> ReadingsPage:
        """Rules and readings (page ``readings``, :mod:`trainer.gui.rules_page`), built on first use."""
        if self._readings is None:
            from trainer.gui.rules_page import ReadingsPage  # imported on first use too

            self._readings = ReadingsPage(self)
            self.add_page("readings", self._readings)
            self._readings.back_requested.connect(lambda: self.show_page("home"))
        return self._readings

    @property
    def rounds(self) -> QWidget:
        """Deal me rounds (page ``rounds``, :mod:`trainer.gui.rounds_page`), built on first use."""
        return self._practice_page("rounds", "trainer.gui.rounds_page", "RoundsPage")

    @property
    def drills(self) -> QWidget:
        """Payout drills (page ``drills``, :mod:`trainer.gui.drills_page`), built on first use."""
        return self._practice_page("drills", "trainer.gui.drills_page", "DrillPage")

    def _practice_page(self, name: str, module: str, cls: str) -> QWidget:
        """A practice page that keeps each trainee's learner model in the results store, imported and built on
        first use (off the start-up path); Back returns home."""
        page = self.pages.get(name)
        if page is None:
            import importlib

            from trainer.training.store import ResultsStore

            built = getattr(importlib.import_module(module), cls)(
                parent=self, store=ResultsStore.open, keeper=self.learner
            )
            built.back_requested.connect(lambda: self.show_page("home"))
            self.add_page(name, built)
            page = built
        return page

    def install_extensions(self) -> None:
        """Import the modules of :data:`EXTENSIONS` and let them add their pages (once)."""
        if self.extensions_installed:
            return
        self.extensions_installed = True
        for name in EXTENSIONS:
            self._install_extension(name)
        self.retranslate()

    # -- hooks for other screens
    def add_page(self, name: str, widget: QWidget) -> None:
        """Add (or replace) a page called ``name``; :meth:`show_page` brings it up."""
        old = self.pages.get(name)
        if old is not None:
            self.stack.removeWidget(old)
        self.pages[name] = widget
        self.stack.addWidget(widget)

    def show_page(self, name: str) -> None:
        if name in ("home", "browser", "practice", "readings", "drills", "rounds"):
            getattr(self, name)  # built on first use
        if name in ("home", "practice", "drills", "rounds") and self._learner is not None:
            self._learner.reload()  # an exam may have fed the trainee's model meanwhile
        if name in ("practice", "rounds"):
            self._last_played = name
        widget = self.pages[name]
        self.stack.setCurrentWidget(widget)
        focus = self.browser.table if name == "browser" else widget
        focus.setFocus()
        if name == "home":
            self.learner_panel.refresh()
            first = next((b for b in self.home.buttons.values() if b.isEnabled()), None)
            if first is not None:
                first.setFocus()

    def round_just_played(self) -> tuple[str, str] | None:
        """The round last dealt in this window — the practice table's scenario or Deal me rounds' generated round —
        as (TOML text, file name) for the scenario editor; None before any."""
        from pathlib import Path

        name = getattr(self, "_last_played", None)
        if name == "practice":
            scenario = self.practice.scenario
            path = getattr(scenario, "path", None)
            if path is None:
                return None
            from trainer.training.inputs import MAX_SCENARIO_BYTES, InputError, read_text_limited

            try:  # (bounded as when it was loaded)
                return read_text_limited(path, MAX_SCENARIO_BYTES, "scenario"), Path(path).name
            except InputError:
                return None
        if name == "rounds":
            rnd = getattr(self.rounds, "round", None)
            if rnd is None:
                return None
            from trainer.training.generate import to_toml

            return to_toml(rnd), f"{rnd.id}.toml"
        return None

    def set_home_action(self, key: str, label: Callable[[], str], slot: Callable[[], object] | None) -> None:
        """Put (or rewire) the home button ``key``; ``label`` gives its text in the current language."""
        self._home_actions[key] = (label, slot)
        if self._home is not None:
            self._home.add_button(key, label, slot)
            self._home.retranslate()

    def _install_extension(self, name: str) -> None:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                return
            raise
        install = getattr(module, "install", None)
        if callable(install):
            install(self)

    # -- actions
    def open_practice(self, scenario: Any) -> None:
        self.practice.open(scenario)
        self.show_page("practice")
        self.practice.b_go.setFocus()

    def start_practice(self, scenario: Any) -> None:
        """Straight to the table of ``scenario`` (``trainer gui --scenario``): its briefing is never built.

        Call it before :meth:`show` to start on the table: neither the home screen nor the briefing is then laid
        out and polished for nothing (~10 ms at start-up)."""
        self.practice.start(scenario)
        self.show_page("practice")
        self.practice.table.setFocus()

    def set_language(self, lang: str) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_translator(app, lang)

    def set_theme(self, theme: str, remember: bool = True) -> None:
        """Show every window in ``theme`` (dark or light) at once; ``remember``: and at the next start."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, set_style=False, theme=theme)
        self._sync_theme_combo()
        if remember:
            problem = remember_theme(theme)
            if problem is not None:
                self.status.showMessage(
                    self.tr("The theme could not be kept for the next start: %1").replace("%1", problem)
                )

    def _theme_chosen(self, index: int) -> None:
        theme = self.home.theme_combo.itemData(index)
        if theme and theme != current_theme():
            self.set_theme(theme)

    def _sync_theme_combo(self) -> None:
        if self._home is None:
            return
        combo = self._home.theme_combo
        i = combo.findData(current_theme())
        if i >= 0 and i != combo.currentIndex():
            combo.blockSignals(True)
            combo.setCurrentIndex(i)
            combo.blockSignals(False)

    def toggle_language(self) -> None:
        self.set_language("en" if current_language() == "zh-Hant" else "zh-Hant")

    def _language_chosen(self, index: int) -> None:
        lang = self.home.lang_combo.itemData(index)
        if lang and lang != current_language():
            self.set_language(lang)

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def _sync_language_combo(self) -> None:
        if self._home is None:
            return
        combo = self._home.lang_combo
        i = combo.findData(current_language())
        if i >= 0 and i != combo.currentIndex():
            combo.blockSignals(True)
            combo.setCurrentIndex(i)
            combo.blockSignals(False)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("富貴三寶 Fortune 3 Card Poker — dealer trainer"))
        self.act_home.setText(self.tr("Home (Ctrl+H)"))
        self.act_browser.setText(self.tr("Scenarios (Ctrl+B)"))
        other = "English" if current_language() == "zh-Hant" else "繁體中文"
        self.act_lang.setText(self.tr("%1 (Ctrl+L)").replace("%1", other))
        self.act_full.setText(self.tr("Full screen (F11)"))
        self._sync_language_combo()
        if self.font_problem:
            self.status.showMessage(self.font_problem)
        else:
            self.status.showMessage(self.tr("Ready. Every control has a key: see the tooltips."))


# ---------------------------------------------------------------------------------------------------- start


def create_app(
    argv: Sequence[str] | None = None, lang: str | None = None, icon: bool = True, theme: str | None = None
) -> tuple[QApplication, str | None]:
    """The QApplication with theme, font and translator; also the one-line font problem (None if fine).
    ``theme``: dark or light (default: the one last chosen in the window, :func:`trainer.gui.theme.remembered_theme`).
    ``icon=False``: the window icon is left to :func:`set_icon` (``trainer gui`` sets it after the first paint:
    reading the SVG loads Qt's SVG plug-in, ~3 ms of start-up)."""
    app = QApplication.instance()
    made_here = app is None
    if app is None:
        # The style named on Qt's command line rather than set afterwards: setStyle hands Python the QStyle, and
        # wrapping it builds a dozen enum classes (PixelMetric, StyleHint, ...), ~6 ms at start-up.
        app = QApplication([*(argv if argv is not None else sys.argv[:1]), "-style", STYLE])
    assert isinstance(app, QApplication)
    app.setApplicationName("fortune3-trainer")
    # The desktop entry's name (packaging/linux/*.desktop): Wayland and the task bar match the window to it.
    QtGui.QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
    if icon:
        set_icon(app)
    apply_theme(app, set_style=not made_here, theme=theme or remembered_theme())
    family = fonts.cjk_family()  # looked up once: it opens font files
    problem = None if family is not None else fonts.MISSING_MESSAGE
    if family is not None:
        fonts.use_family(app, family)
    install_translator(app, normalise_language(lang) if lang else None)
    # What is loaded by now (modules, classes, Qt's wrappers) lives as long as the program: out of the garbage
    # collector's sight, so that a full collection during a frame walks only what the table made since.
    gc.freeze()
    return app, problem


def set_icon(app: QApplication) -> None:
    """The application's icon (``assets/icon.svg``) for its windows and the task bar."""
    icon = assets_dir() / "icon.svg"
    if icon.is_file():
        app.setWindowIcon(QtGui.QIcon(str(icon)))


def grab_later(widget: QWidget, path: str, delay_ms: int = 600, quit_after: bool = True) -> None:
    """Developers: save a picture of ``widget`` to ``path`` after ``delay_ms`` (then quit)."""

    def shoot() -> None:
        widget.grab().save(path, "PNG")
        if quit_after:
            QApplication.quit()

    QtCore.QTimer.singleShot(delay_ms, shoot)


STARTUP_PROBE_ENV = "TRAINER_STARTUP_PROBE"
"""Developers and benchmarks/bench_startup.py: set (not empty, not 0) to leave the process the moment the first
screen is rendered, without Qt's and Python's tear-down: the wall-clock time of the process is its start-up."""
STARTUP_MODULES_ENV = "TRAINER_STARTUP_MODULES"
"""With the probe: a file to write the names of the modules loaded by then, one a line, and of the Qt classes PySide6
has built by then, as ``qt:QtGui.QKeySequence`` (tests/gui/test_startup_imports.py keeps the heavy ones off the
start-up path)."""


def _leave_if_probed(window: QWidget, app: QApplication) -> None:
    import os

    if os.environ.get(STARTUP_PROBE_ENV, "").strip() in ("", "0"):
        return
    app.processEvents()
    window.grab()  # rendered: the moment measured
    for kept in ("trainer.codecache", "trainer.tomlcache"):
        module = sys.modules.get(kept)
        if module is not None:
            module.save()  # what it compiled or parsed is kept: os._exit runs no exit handlers
    modules = os.environ.get(STARTUP_MODULES_ENV, "")
    if modules:
        built = [
            f"qt:{part.__name__.rpartition('.')[2]}.{name}"
            for part in (QtCore, QtGui, QtWidgets)
            for name, value in vars(part).items()
            if isinstance(value, type)
        ]
        with open(modules, "w", encoding="utf-8") as out:
            out.write("\n".join([*sorted(sys.modules), *sorted(built)]) + "\n")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def _collect_again() -> None:
    """What start-up made stays out of the collector's sight (``gc.freeze``); collecting is back on."""
    gc.freeze()
    gc.enable()


def main(
    lang: str | None = None,
    scenario: str | Scenario | None = None,
    grab: str | None = None,
    size: tuple[int, int] | None = None,
    actions: int = 0,
    trainee: str | None = None,
    exam: Any | None = None,
    theme: str | None = None,
) -> int:
    """Run the trainer's window; returns the exit status. ``scenario``: an id, file name or path, or a Scenario
    already loaded (``trainer gui --scenario`` loads it to check it); ``trainee``: who is practising (their
    learner model is shown and fed). ``exam``: an exam already loaded (``trainer gui --exam``): the window opens
    on its start screen (the trainee's name and the exam's rules). ``theme``: dark or light for this run (default:
    the one last chosen in the window)."""
    app, problem = create_app(lang=lang, icon=False, theme=theme)
    if problem:
        print(problem, file=sys.stderr)
    # Started on a scenario's table or an exam's start screen, the home screen is built when first asked for.
    window = MainWindow(font_problem=problem, defer_extensions=exam is None, start_on_home=not (scenario or exam))
    window.after_first_paint.append(lambda: set_icon(app))
    if size is not None:
        window.resize(*size)
    if trainee:
        window.learner_panel.use_profile(trainee)
    sc = None
    if scenario is not None:  # on the table before the window is shown (benchmarks/bench_gui.py does the same)
        if isinstance(scenario, str):
            from trainer.training.scenario import find_scenario

            sc = find_scenario(scenario)
        else:
            sc = scenario
        window.start_practice(sc)
    elif exam is not None:
        screens = getattr(window, "exam_screens", None)
        if screens is not None and screens.store is not None:
            screens.start_exam(exam)
        # While the trainee types their name: what the attempt and the table need (the start screen needs none).
        window.after_first_paint.append(lambda: importlib.import_module("trainer.training.exam_attempt"))
    window.show()
    QtCore.QTimer.singleShot(0, _collect_again)  # on screen: garbage is collected again (off while starting)
    if sc is not None and actions:  # on screen first, so the list of actions scrolls to the last one
        from trainer.engine.procedure import solve

        for act in solve(sc.round())[:actions]:
            window.practice.table.apply(act)
    _leave_if_probed(window, app)
    if grab:
        grab_later(window, grab)
    return int(app.exec())
