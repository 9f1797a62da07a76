"""The scenario editor of the trainer tools (issue 14): a trainer builds a scenario file without writing TOML.

Everything the editor knows about scenarios is in the Qt-free :class:`trainer.training.editor.Draft`; this widget
turns clicks and keys into its calls and shows what it says:

* **Words** — id, titles and briefings in both languages, skills, clauses, difficulty (suggested from the round);
* **Table** — seats, the dealing method, side bets offered, limits, the Progressive pool and fixed amounts,
  the cut, the spare shuffler and the shoe, house rules;
* **Bets** — the table itself (click a bet area to put the chosen chip on it, right-click to take one off; click
  the tray to choose the chip) and one row of spin boxes per seat, with the player's decision and conduct;
* **Cards** — every slot of the shoe for the chosen dealing method (each seat's cards, the dealer's, the community
  cards, a burned card): choose a slot, then a card; the slots left open are dealt at random;
* **Irregularities** — a timeline of events (exposed card, card to another place, shuffler failure, late bet,
  a player's conduct) at the Nth deal;
* **Test play** — the reference dealer's log in both languages and every bet's outcome; *Pin as expectations*
  writes them into the file's ``[expect]``.

Every change is checked at once by the checker of ``trainer validate``; each problem is shown next to its field
and in the list below the pages (click one to go to its page). The layout stays still as problems come and go (issue
32): each field's problem line keeps its room while empty, the list has one height, the Cards page's slots one width.
The words and small widgets the pages are built from are in :mod:`trainer.gui.scenario_editor_parts`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from trainer.engine import words
from trainer.engine.cards import ALL_CARDS, RANK_CHARS, SUIT_CHARS, parse_card
from trainer.engine.round import Round
from trainer.engine.setup import PlayerSetup, RoundSetup, TableSetup
from trainer.engine.view import TableView
from trainer.gui import art
from trainer.gui.colours import DONE, PROBLEM, text_colour
from trainer.gui.i18n import Retranslatable, current_language, term
from trainer.gui.qt import (
    QEvent,
    QObject,
    QSize,
    Qt,
    QtGui,
    QtWidgets,
    QWidget,
    Signal,
)
from trainer.gui.scenario_editor_parts import (
    CONDUCT_KEYS,
    EVENT_KINDS,
    FIXED_HANDS,
    MONEY_MAX,
    SKILL_KEYS,
    ProblemLine,
    as_list,
    bet_words,
    card_label,
    conduct_words,
    event_kind_words,
    faded,
    field_words,
    is_card,
    place_words,
    problem_text,
    shuffle_words,
    skill_words,
    whole,
)
from trainer.gui.table_scene import TableScene, TableWidget
from trainer.gui.theme import colour as theme_colour
from trainer.training.editor import SHUFFLES, Check, Draft, DraftError, Settled, Slot
from trainer.training.scenario import BET_NAMES, INTENTIONAL, SIDE_BET_NAMES, library_files
from trainer.training.titles import TitleBook


class ScenarioEditor(Retranslatable, QWidget):
    """The scenario editor page (one tab of the trainer tools)."""

    changed = Signal()
    saved = Signal(str)

    def __init__(self, parent: QWidget | None = None, library: Path | None = None) -> None:
        super().__init__(parent)
        self.draft = Draft.empty()
        self.result = Check()
        self.library = library
        self.chip = 25
        self.selected_slot: tuple[str, int] | None = None
        self._loading = False
        self._titles: TitleBook | None = None
        self._problem_labels: list[tuple[str, ProblemLine, QWidget]] = []
        self.ask_open_path: Callable[[], str] = self._ask_open_path
        """Asks which file to open → path or ""; tests replace it."""
        self.ask_save_path: Callable[[str], str] = self._ask_save_path
        """Asks where to save (suggested file name) → path or ""; tests replace it."""
        self.inform: Callable[[str], None] = self._inform
        self.warn: Callable[[str], None] = self._warn
        """A file that cannot be opened: a warning box (tests replace it, as :attr:`inform`)."""
        self.round_just_played: Callable[[], tuple[str, str] | None] = lambda: None
        """The round last dealt at the practice table or in Deal me rounds, as (TOML text, file name), or None;
        the host window sets it."""

        lay = QtWidgets.QVBoxLayout(self)
        lay.addLayout(self._build_start_row())
        lay.addWidget(self.status)
        self.pages = QtWidgets.QTabWidget()
        lay.addWidget(self.pages, 1)
        self.words_page = self._build_words_page()
        self.table_page = self._build_table_page()
        self.bets_page = self._build_bets_page()
        self.cards_page = self._build_cards_page()
        self.events_page = self._build_events_page()
        self.play_page = self._build_play_page()
        for page in (
            self.words_page,
            self.table_page,
            self.bets_page,
            self.cards_page,
            self.events_page,
            self.play_page,
        ):
            self.pages.addTab(page, "")
        self.problems_heading = QtWidgets.QLabel()
        self.problems_list = QtWidgets.QListWidget()
        # Always there, at one height: the list appearing with the first problem (or going with the last) changed
        # the pages' height, and the table of the Bets page moved under the pointer (issue 32).
        self.problems_list.setFixedHeight(96)
        self.problems_list.itemActivated.connect(self._go_to_problem)
        self.problems_list.itemClicked.connect(self._go_to_problem)
        lay.addWidget(self.problems_heading)
        lay.addWidget(self.problems_list)
        self.retranslate()
        self.load(Draft.empty())

    # ================================================================================== building the pages
    def _build_start_row(self) -> QtWidgets.QHBoxLayout:
        row = QtWidgets.QHBoxLayout()
        self.new_button = QtWidgets.QPushButton()
        self.new_button.clicked.connect(lambda: self.load(Draft.empty()))
        self.library_combo = QtWidgets.QComboBox()
        self.library_combo.setMinimumContentsLength(24)
        self.library_combo.setMaximumWidth(460)  # the room the row has left, for a long title
        self.library_combo.setSizeAdjustPolicy(
            QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.open_library_button = QtWidgets.QPushButton()
        self.open_library_button.clicked.connect(self.open_library_choice)
        self.seed_spin = QtWidgets.QSpinBox()
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setValue(1)
        self.generate_button = QtWidgets.QPushButton()
        self.generate_button.clicked.connect(lambda: self.load(Draft.generated(self.seed_spin.value())))
        self.open_button = QtWidgets.QPushButton()
        self.open_button.clicked.connect(self.open_file)
        self.just_played_button = QtWidgets.QPushButton()
        self.just_played_button.clicked.connect(self.open_round_just_played)
        self.save_button = QtWidgets.QPushButton()
        self.save_button.clicked.connect(lambda: self.save())
        self.save_as_button = QtWidgets.QPushButton()
        self.save_as_button.clicked.connect(lambda: self.save(ask=True))
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+S"), self, lambda: self.save())
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+O"), self, self.open_file)
        self.status = QtWidgets.QLabel()
        """Valid, the problems, or where the file was saved: on its own line under the buttons, wrapped (in the
        row it made the editor wider than a 1280-pixel window, and was cut off)."""
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # room for two lines from the start ("Saved:" and a long path may take two): the pages under it stay put
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing())
        row.addWidget(self.new_button)
        row.addWidget(self.library_combo, 1)
        for w in (self.open_library_button, self.seed_spin):
            row.addWidget(w)
        for w2 in (
            self.generate_button,
            self.just_played_button,
            self.open_button,
            self.save_button,
            self.save_as_button,
        ):
            row.addWidget(w2)
        self._fill_library()
        return row

    def _fill_library(self) -> None:
        from trainer.training.scenario import default_root
        from trainer.training.titles import read_titles

        root = self.library or default_root()
        self.library_combo.clear()
        self._titles = read_titles([root]) if root.is_dir() else None
        for p in library_files(root) if root.is_dir() else []:
            self.library_combo.addItem(p.stem, str(p))
        self._title_library()

    def _title_library(self) -> None:
        """Each bundled scenario by its title in the current language (its id in the tooltip)."""
        from trainer.gui.i18n import current_language

        for i in range(self.library_combo.count()):
            path = Path(str(self.library_combo.itemData(i)))
            title = self._titles.scenario(path.stem, current_language()) if self._titles is not None else path.stem
            self.library_combo.setItemText(i, title or path.stem)
            self.library_combo.setItemData(i, path.stem, Qt.ItemDataRole.ToolTipRole)

    def _problem_label(self, prefix: str, widget: QWidget) -> ProblemLine:
        """The problem line of the field ``prefix`` (``widget``): there from the start, empty while valid."""
        label = ProblemLine()
        self._problem_labels.append((prefix, label, widget))
        return label

    def _field(self, prefix: str, widget: QWidget) -> QWidget:
        """``widget`` with its problem line under it (filled when the checker names ``prefix``; its room is kept
        while the field is valid, so nothing moves when a problem comes or goes)."""
        box = QWidget()
        box.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Maximum)
        v = QtWidgets.QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(1)
        v.addWidget(widget)
        v.addWidget(self._problem_label(prefix, widget))
        return box

    def _build_words_page(self) -> QWidget:
        page = QtWidgets.QScrollArea()
        page.setWidgetResizable(True)
        inner = QWidget()
        form = QtWidgets.QFormLayout(inner)
        form.setFieldGrowthPolicy(QtWidgets.QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.id_label, self.id_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.id_edit.textEdited.connect(lambda t: self._set("id", t.strip()))
        self.title_en_label, self.title_en = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.title_zh_label, self.title_zh = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.title_en.textEdited.connect(lambda t: self._set_words("title", "en", t))
        self.title_zh.textEdited.connect(lambda t: self._set_words("title", "zh-Hant", t))
        self.brief_en_label, self.brief_en = QtWidgets.QLabel(), QtWidgets.QPlainTextEdit()
        self.brief_zh_label, self.brief_zh = QtWidgets.QLabel(), QtWidgets.QPlainTextEdit()
        for edit, lang in ((self.brief_en, "en"), (self.brief_zh, "zh-Hant")):
            edit.setMaximumHeight(110)
            edit.setTabChangesFocus(True)
            edit.textChanged.connect(lambda e=edit, lg=lang: self._set_words("briefing", lg, e.toPlainText()))
        self.skills_label = QtWidgets.QLabel()
        skills_box = QWidget()
        sh = QtWidgets.QHBoxLayout(skills_box)
        sh.setContentsMargins(0, 0, 0, 0)
        self.skill_checks: dict[str, QtWidgets.QCheckBox] = {}
        for key in SKILL_KEYS:
            box = QtWidgets.QCheckBox()
            box.toggled.connect(lambda _on: self._set_skills())
            self.skill_checks[key] = box
            sh.addWidget(box)
        sh.addStretch(1)
        self.clauses_label, self.clauses_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.clauses_edit.textEdited.connect(self._set_clauses)
        self.difficulty_label, self.difficulty_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.difficulty_spin.setRange(1, 5)
        self.difficulty_spin.setMaximumWidth(80)
        self.difficulty_spin.valueChanged.connect(lambda v: self._set("difficulty", v))
        self.suggest_button = QtWidgets.QPushButton()
        self.suggest_button.clicked.connect(self.apply_suggestion)
        self.suggest_note = QtWidgets.QLabel()
        self.suggest_note.setWordWrap(True)
        form.addRow(self.id_label, self._field("id", self.id_edit))
        form.addRow(self.title_en_label, self._field("title.en", self.title_en))
        form.addRow(self.title_zh_label, self._field("title.zh-Hant", self.title_zh))
        form.addRow(self.brief_en_label, self._field("briefing.en", self.brief_en))
        form.addRow(self.brief_zh_label, self._field("briefing.zh-Hant", self.brief_zh))
        form.addRow(self.skills_label, self._field("skills", skills_box))
        form.addRow(self.clauses_label, self._field("clauses", self.clauses_edit))
        form.addRow(self.difficulty_label, self._field("difficulty", self.difficulty_spin))
        form.addRow(self.suggest_button, self.suggest_note)
        page.setWidget(inner)
        return page

    def _money_spin(self, minimum: int = 0) -> QtWidgets.QSpinBox:
        spin = QtWidgets.QSpinBox()
        spin.setRange(minimum, MONEY_MAX)
        spin.setGroupSeparatorShown(True)
        spin.setMinimumWidth(90)
        spin.setMaximumWidth(140)
        return spin

    def _build_table_page(self) -> QWidget:
        page = QtWidgets.QScrollArea()
        page.setWidgetResizable(True)
        inner = QWidget()
        form = QtWidgets.QFormLayout(inner)
        form.setFieldGrowthPolicy(QtWidgets.QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.seats_label, self.seats_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.seats_spin.setMaximumWidth(80)
        self.seats_spin.setRange(5, 7)
        self.seats_spin.valueChanged.connect(self._set_seats)
        self.method_label, self.method_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        for key in SHUFFLES:
            self.method_combo.addItem("", key)
        self.method_combo.currentIndexChanged.connect(self._set_method)
        self.side_label = QtWidgets.QLabel()
        side_box = QWidget()
        sh = QtWidgets.QHBoxLayout(side_box)
        sh.setContentsMargins(0, 0, 0, 0)
        self.side_checks: dict[str, QtWidgets.QCheckBox] = {}
        for key in SIDE_BET_NAMES:
            box = QtWidgets.QCheckBox()
            box.toggled.connect(lambda _on: self._set_side_bets())
            self.side_checks[key] = box
            sh.addWidget(box)
        sh.addStretch(1)
        self.limits_label = QtWidgets.QLabel()
        limits_box = QWidget()
        grid = QtWidgets.QGridLayout(limits_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.limit_checks: dict[str, QtWidgets.QCheckBox] = {}
        self.limit_spins: dict[str, tuple[QtWidgets.QSpinBox, QtWidgets.QSpinBox]] = {}
        self.limit_min_label, self.limit_max_label = QtWidgets.QLabel(), QtWidgets.QLabel()
        grid.addWidget(self.limit_min_label, 0, 1)
        grid.addWidget(self.limit_max_label, 0, 2)
        for row, key in enumerate(BET_NAMES, 1):
            check = QtWidgets.QCheckBox()
            low, high = self._money_spin(), self._money_spin(1)
            check.toggled.connect(lambda _on, k=key: self._set_limit(k))
            low.valueChanged.connect(lambda _v, k=key: self._set_limit(k))
            high.valueChanged.connect(lambda _v, k=key: self._set_limit(k))
            check.toggled.connect(low.setEnabled)
            check.toggled.connect(high.setEnabled)
            low.setEnabled(False)
            high.setEnabled(False)
            self.limit_checks[key] = check
            self.limit_spins[key] = (low, high)
            grid.addWidget(check, row, 0)
            grid.addWidget(low, row, 1)
            grid.addWidget(high, row, 2)
            grid.addWidget(self._problem_label(f"table.limits.{key}", check), row, 3)
        grid.setColumnStretch(3, 1)  # the problem lines take the rest of the row
        self.pool_label, self.pool_spin = QtWidgets.QLabel(), self._money_spin()
        self.reset_label, self.reset_spin = QtWidgets.QLabel(), self._money_spin()
        self.pool_spin.valueChanged.connect(lambda v: self._set("table", "progressive", "pool", v))
        self.reset_spin.valueChanged.connect(lambda v: self._set("table", "progressive", "seed", v))
        self.fixed_label = QtWidgets.QLabel()
        fixed_box = QWidget()
        fg = QtWidgets.QGridLayout(fixed_box)
        fg.setContentsMargins(0, 0, 0, 0)
        self.fixed_names: dict[str, QtWidgets.QLabel] = {}
        self.fixed_spins: dict[str, QtWidgets.QSpinBox] = {}
        for i, hand in enumerate(FIXED_HANDS):
            name, spin = QtWidgets.QLabel(), self._money_spin()
            spin.valueChanged.connect(lambda v, h=hand: self._set("table", "progressive", "fixed", h, v or None))
            self.fixed_names[hand], self.fixed_spins[hand] = name, spin
            fg.addWidget(name, i // 3, (i % 3) * 2)
            fg.addWidget(spin, i // 3, (i % 3) * 2 + 1)
        self.cut_label, self.cut_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.cut_spin.setRange(1, 51)
        self.cut_spin.setMaximumWidth(80)
        self.cut_spin.valueChanged.connect(lambda v: self._set("table", "cut", None if v == 26 else v))
        self.spare_check, self.shoe_check = QtWidgets.QCheckBox(), QtWidgets.QCheckBox()
        self.spare_check.toggled.connect(lambda on: self._set("table", "spare_shuffler", True if on else None))
        self.shoe_check.toggled.connect(lambda on: self._set("table", "shoe_available", None if on else False))
        self.house_label, self.house_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.house_edit.textEdited.connect(self._set_house_rules)
        form.addRow(self.seats_label, self._field("table.seats", self.seats_spin))
        form.addRow(self.method_label, self._field("table.shuffle", self.method_combo))
        form.addRow(self.side_label, self._field("table.side_bets", side_box))
        form.addRow(self.limits_label, limits_box)
        form.addRow(self.pool_label, self._field("table.progressive.pool", self.pool_spin))
        form.addRow(self.reset_label, self._field("table.progressive.seed", self.reset_spin))
        form.addRow(self.fixed_label, self._field("table.progressive.fixed", fixed_box))
        form.addRow(self.cut_label, self._field("table.cut", self.cut_spin))
        form.addRow("", self.spare_check)
        form.addRow("", self.shoe_check)
        form.addRow(self.house_label, self._field("table.house_rules", self.house_edit))
        page.setWidget(inner)
        return page

    def _build_bets_page(self) -> QWidget:
        page = QWidget()
        v = QtWidgets.QVBoxLayout(page)
        self.bets_note = QtWidgets.QLabel()
        self.bets_note.setWordWrap(True)
        v.addWidget(self.bets_note)
        split = QtWidgets.QSplitter(Qt.Orientation.Vertical)
        self.scene = TableScene(self)
        self.table_view = TableWidget(self.scene, self)
        self.table_view.setMinimumHeight(220)
        self.table_view.viewport().installEventFilter(self)
        split.addWidget(self.table_view)
        rows = QtWidgets.QScrollArea()
        rows.setWidgetResizable(True)
        inner = QWidget()
        grid = QtWidgets.QGridLayout(inner)
        self.bet_headers = [QtWidgets.QLabel() for _ in range(9)]
        for col, h in enumerate(self.bet_headers):
            grid.addWidget(h, 0, col)
        self.seat_labels: list[QtWidgets.QLabel] = []
        self.bet_spins: dict[tuple[int, str], QtWidgets.QSpinBox] = {}
        self.decision_combos: dict[int, QtWidgets.QComboBox] = {}
        self.name_edits: dict[int, QtWidgets.QLineEdit] = {}
        self.elsewhere_checks: dict[int, QtWidgets.QCheckBox] = {}
        self.conduct_buttons: dict[int, QtWidgets.QToolButton] = {}
        self.conduct_actions: dict[tuple[int, str], QtGui.QAction] = {}
        self.seat_rows: dict[int, list[QWidget]] = {}
        for seat in range(1, 8):
            row = seat
            label = QtWidgets.QLabel()
            self.seat_labels.append(label)
            widgets: list[QWidget] = [label]
            grid.addWidget(label, row, 0)
            for col, key in enumerate(BET_NAMES, 1):
                spin = self._money_spin()
                spin.setSpecialValueText("—")
                spin.valueChanged.connect(lambda v, s=seat, k=key: self._set_bet(s, k, v))
                self.bet_spins[(seat, key)] = spin
                grid.addWidget(spin, row, col)
                widgets.append(spin)
            combo = QtWidgets.QComboBox()
            for key in ("optimal", "play", "fold"):
                combo.addItem("", key)
            combo.currentIndexChanged.connect(lambda _i, s=seat: self._set_player(s, "decision"))
            name = QtWidgets.QLineEdit()
            name.setMaximumWidth(110)
            name.textEdited.connect(lambda _t, s=seat: self._set_player(s, "player"))
            elsewhere = QtWidgets.QCheckBox()
            elsewhere.toggled.connect(lambda _on, s=seat: self._set_player(s, "seated"))
            conduct = QtWidgets.QToolButton()
            conduct.setPopupMode(QtWidgets.QToolButton.ToolButtonPopupMode.InstantPopup)
            menu = QtWidgets.QMenu(conduct)
            for key in (*INTENTIONAL, *CONDUCT_KEYS):
                act = menu.addAction("")
                act.setCheckable(True)
                act.toggled.connect(lambda _on, s=seat: self._set_player(s, "conduct"))
                self.conduct_actions[(seat, key)] = act
            conduct.setMenu(menu)
            self.decision_combos[seat], self.name_edits[seat] = combo, name
            self.elsewhere_checks[seat], self.conduct_buttons[seat] = elsewhere, conduct
            for col, w in enumerate((combo, name, elsewhere, conduct), 5):
                grid.addWidget(w, row, col)
            problem = self._problem_label(f"seat:{seat}", label)
            grid.addWidget(problem, row, 9)
            widgets += [combo, name, elsewhere, conduct, problem]
            self.seat_rows[seat] = widgets
        grid.setColumnStretch(9, 1)
        rows.setWidget(inner)
        split.addWidget(rows)
        split.setSizes([600, 400])
        v.addWidget(split, 1)
        return page

    def _build_cards_page(self) -> QWidget:
        page = QWidget()
        h = QtWidgets.QHBoxLayout(page)
        left = QtWidgets.QVBoxLayout()
        self.cards_note = QtWidgets.QLabel()
        self.cards_note.setWordWrap(True)
        left.addWidget(self.cards_note)
        slots_area = QtWidgets.QScrollArea()
        slots_area.setWidgetResizable(True)
        self.slots_widget = QWidget()
        self.slots_grid = QtWidgets.QGridLayout(self.slots_widget)
        slots_area.setWidget(self.slots_widget)
        left.addWidget(slots_area, 1)
        self.slot_buttons: dict[tuple[str, int], QtWidgets.QToolButton] = {}
        self.slot_group = QtWidgets.QButtonGroup(self)
        self.slot_group.setExclusive(True)
        self.deck_label = QtWidgets.QLabel()
        self.deck_label.setWordWrap(True)
        self.deck_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        left.addWidget(self._field("deck", self.deck_label))
        h.addLayout(left, 1)
        right = QtWidgets.QVBoxLayout()
        self.picker_label = QtWidgets.QLabel()
        right.addWidget(self.picker_label)
        picker = QtWidgets.QGridLayout()
        picker.setSpacing(2)
        self.card_buttons: dict[str, QtWidgets.QToolButton] = {}
        for row, suit in enumerate(SUIT_CHARS):
            for col, rank in enumerate(reversed(RANK_CHARS)):
                text = rank + suit
                b = QtWidgets.QToolButton()
                b.setIcon(QtGui.QIcon(art.card_pixmap(parse_card(text), 34)))
                b.setIconSize(QSize(34, 48))
                b.setAutoRaise(True)
                b.setToolTip(card_label(text))
                b.setAccessibleName(card_label(text))
                b.clicked.connect(lambda _c=False, t=text: self.pick_card(t))
                self.card_buttons[text] = b
                picker.addWidget(b, row, col)
        right.addLayout(picker)
        buttons = QtWidgets.QHBoxLayout()
        self.chance_button = QtWidgets.QPushButton()
        self.chance_button.clicked.connect(lambda: self.pick_card(None))
        self.clear_cards_button = QtWidgets.QPushButton()
        self.clear_cards_button.clicked.connect(self._clear_cards)
        self.redraw_button = QtWidgets.QPushButton()
        self.redraw_button.clicked.connect(self._redraw)
        for b2 in (self.chance_button, self.clear_cards_button, self.redraw_button):
            buttons.addWidget(b2)
        buttons.addStretch(1)
        right.addLayout(buttons)
        right.addStretch(1)
        h.addLayout(right)
        return page

    def _build_events_page(self) -> QWidget:
        page = QWidget()
        v = QtWidgets.QVBoxLayout(page)
        self.events_note = QtWidgets.QLabel()
        self.events_note.setWordWrap(True)
        v.addWidget(self.events_note)
        self.plan_label = QtWidgets.QLabel()
        self.plan_label.setWordWrap(True)
        v.addWidget(self.plan_label)
        self.timeline = QtWidgets.QListWidget()
        self.timeline.currentRowChanged.connect(self._event_chosen)
        self.timeline.setMinimumHeight(120)
        v.addWidget(self.timeline, 1)
        v.addWidget(self._problem_label("events", self.timeline))
        form = QtWidgets.QFormLayout()
        form.setFieldGrowthPolicy(QtWidgets.QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.kind_label, self.kind_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        for key in EVENT_KINDS:
            self.kind_combo.addItem("", key)
        self.kind_combo.currentIndexChanged.connect(lambda _i: self._show_event_fields())
        self.at_label, self.at_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.at_spin.setRange(0, 60)
        self.at_spin.setValue(1)
        self.card_label, self.card_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.card_spin.setRange(1, 3)
        self.target_label, self.target_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        self.to_label, self.to_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.to_spin.setRange(1, 7)
        self.persistent_check = QtWidgets.QCheckBox()
        self.seat_label, self.seat_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.seat_spin.setRange(1, 7)
        self.bet_label, self.bet_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        for key in BET_NAMES:
            self.bet_combo.addItem("", key)
        self.amount_label, self.amount_spin = QtWidgets.QLabel(), self._money_spin(1)
        self.amount_spin.setValue(25)
        self.conduct_label, self.conduct_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        for key in CONDUCT_KEYS:
            self.conduct_combo.addItem("", key)
        self.event_rows: dict[str, tuple[QWidget, QWidget]] = {
            "kind": (self.kind_label, self.kind_combo),
            "at": (self.at_label, self.at_spin),
            "card": (self.card_label, self.card_spin),
            "target": (self.target_label, self.target_combo),
            "to": (self.to_label, self.to_spin),
            "persistent": (QtWidgets.QLabel(), self.persistent_check),
            "seat": (self.seat_label, self.seat_spin),
            "bet": (self.bet_label, self.bet_combo),
            "amount": (self.amount_label, self.amount_spin),
            "conduct": (self.conduct_label, self.conduct_combo),
        }
        for label, w in self.event_rows.values():
            form.addRow(label, w)
        v.addLayout(form)
        buttons = QtWidgets.QHBoxLayout()
        self.add_event_button = QtWidgets.QPushButton()
        self.add_event_button.clicked.connect(self.add_event)
        self.remove_event_button = QtWidgets.QPushButton()
        self.remove_event_button.clicked.connect(self.remove_event)
        self.change_event_button = QtWidgets.QPushButton()
        self.change_event_button.clicked.connect(self.change_event)
        buttons.addWidget(self.add_event_button)
        buttons.addWidget(self.change_event_button)
        buttons.addWidget(self.remove_event_button)
        buttons.addStretch(1)
        v.addLayout(buttons)
        return page

    def _build_play_page(self) -> QWidget:
        page = QWidget()
        v = QtWidgets.QVBoxLayout(page)
        self.play_note = QtWidgets.QLabel()
        self.play_note.setWordWrap(True)
        v.addWidget(self.play_note)
        split = QtWidgets.QSplitter(Qt.Orientation.Horizontal)
        self.log_table = QtWidgets.QTableWidget(0, 3)
        self.log_table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_table.verticalHeader().setVisible(False)
        self.log_table.horizontalHeader().setStretchLastSection(True)
        self.settled_table = QtWidgets.QTableWidget(0, 3)
        self.settled_table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.settled_table.verticalHeader().setVisible(False)
        self.settled_table.horizontalHeader().setStretchLastSection(True)
        split.addWidget(self.log_table)
        split.addWidget(self.settled_table)
        split.setSizes([620, 380])
        v.addWidget(split, 1)
        self.expect_label = QtWidgets.QLabel()
        self.expect_label.setWordWrap(True)
        v.addWidget(self._field("expect", self.expect_label))
        buttons = QtWidgets.QHBoxLayout()
        self.pin_button = QtWidgets.QPushButton()
        self.pin_button.clicked.connect(self.pin_expectations)
        self.unpin_button = QtWidgets.QPushButton()
        self.unpin_button.clicked.connect(self.unpin_expectations)
        buttons.addWidget(self.pin_button)
        buttons.addWidget(self.unpin_button)
        buttons.addStretch(1)
        v.addLayout(buttons)
        return page

    # ================================================================================== texts
    def retranslate(self) -> None:
        self.new_button.setText(self.tr("&New table"))
        self.new_button.setToolTip(self.tr("Start from an empty table"))
        self._title_library()
        self.open_library_button.setText(self.tr("Open from the library"))
        self.open_library_button.setToolTip(self.tr("Start from the bundled scenario chosen on the left"))
        self.seed_spin.setToolTip(self.tr("Seed of the generated round"))
        self.generate_button.setText(self.tr("&Generate"))
        self.generate_button.setToolTip(self.tr("Start from a generated round (the seed on the left)"))
        self.just_played_button.setText(self.tr("&Round just played"))
        self.just_played_button.setToolTip(
            self.tr("Start from the round last dealt at the practice table or in Deal me rounds")
        )
        self.open_button.setText(self.tr("&Open file… [Ctrl+O]"))
        self.save_button.setText(self.tr("&Save [Ctrl+S]"))
        self.save_as_button.setText(self.tr("Save &as…"))
        for i, title in enumerate(
            (
                self.tr("Words"),
                self.tr("Table"),
                self.tr("Bets"),
                self.tr("Cards"),
                self.tr("Irregularities"),
                self.tr("Test play"),
            )
        ):
            self.pages.setTabText(i, title)
        # words
        self.id_label.setText(self.tr("Id (file name):"))
        self.id_edit.setToolTip(self.tr("Lower-case letters, digits, _ . - ; the file is saved as <id>.toml"))
        self.title_en_label.setText(self.tr("Title (English):"))
        self.title_zh_label.setText(self.tr("Title (繁體中文):"))
        self.brief_en_label.setText(self.tr("Briefing (English):"))
        self.brief_zh_label.setText(self.tr("Briefing (繁體中文):"))
        self.skills_label.setText(self.tr("Skills:"))
        for key, box in self.skill_checks.items():
            box.setText(skill_words(key))
        self.clauses_label.setText(self.tr("Clauses:"))
        self.clauses_edit.setPlaceholderText(self.tr("e.g. A11.1, A17.4.1"))
        self.difficulty_label.setText(self.tr("Difficulty (1–5):"))
        self.suggest_button.setText(self.tr("Suggest from the round"))
        self.suggest_button.setToolTip(self.tr("Skills, clauses and difficulty from what the round contains"))
        # table
        self.seats_label.setText(self.tr("Player positions:"))
        self.method_label.setText(self.tr("Shuffling and dealing:"))
        for i in range(self.method_combo.count()):
            self.method_combo.setItemText(i, shuffle_words(str(self.method_combo.itemData(i))))
        self.side_label.setText(self.tr("Side bets offered:"))
        for key, box in self.side_checks.items():
            box.setText(bet_words(key))
        self.limits_label.setText(self.tr("Table limits:"))
        self.limit_min_label.setText(self.tr("Minimum"))
        self.limit_max_label.setText(self.tr("Maximum"))
        for key, check in self.limit_checks.items():
            check.setText(bet_words(key))
        self.pool_label.setText(self.tr("Progressive pool before the round:"))
        self.reset_label.setText(self.tr("Pool restarts from:"))
        self.fixed_label.setText(self.tr("Fixed amounts (0: the usual):"))
        for hand, name in self.fixed_names.items():
            name.setText(term(hand))
        self.cut_label.setText(self.tr("Cut card at:"))
        self.spare_check.setText(self.tr("A spare shuffler is at hand (A17.2)"))
        self.shoe_check.setText(self.tr("The table can switch to the shoe (A17.2)"))
        self.house_label.setText(self.tr("House rules:"))
        self.house_edit.setPlaceholderText(self.tr("names, separated by commas"))
        # bets
        self.bets_note.setText(
            self.tr(
                "Click a bet area to put the chosen chip on it, right-click to take one off; click a chip in the "
                "tray to choose it. Or type the amounts below (0: no bet)."
            )
        )
        headers = [
            self.tr("Seat"),
            *(bet_words(k) for k in BET_NAMES),
            self.tr("Decision"),
            self.tr("Player"),
            self.tr("Seated elsewhere"),
            self.tr("Conduct"),
        ]
        for h, text in zip(self.bet_headers, headers, strict=True):
            h.setText(text)
        for seat, combo in self.decision_combos.items():
            self.seat_labels[seat - 1].setText(self.tr("Seat %1").replace("%1", str(seat)))
            combo.setItemText(0, self.tr("best play (Q-6-4 or better)"))
            combo.setItemText(1, term("play"))
            combo.setItemText(2, term("fold"))
            self.name_edits[seat].setPlaceholderText(f"P{seat}")
            self.conduct_buttons[seat].setText(self.tr("Conduct…"))
        for (_seat, key), act in self.conduct_actions.items():
            act.setText(conduct_words(key))
        # cards
        self.cards_note.setText(
            self.tr(
                "Each slot is one card as the reference dealer deals it with this table's method. Choose a slot, "
                "then a card; the slots left open are dealt at random."
            )
        )
        self.picker_label.setText(self.tr("Cards:"))
        self.chance_button.setText(self.tr("Leave to chance"))
        self.clear_cards_button.setText(self.tr("Clear every choice"))
        self.redraw_button.setText(self.tr("New random draw"))
        # events
        self.events_note.setText(
            self.tr("What goes wrong while dealing, at the Nth deal (0: as betting opens, for a player's conduct).")
        )
        for i in range(self.kind_combo.count()):
            self.kind_combo.setItemText(i, event_kind_words(str(self.kind_combo.itemData(i))))
        self.kind_label.setText(self.tr("What happens:"))
        self.at_label.setText(self.tr("At deal:"))
        self.card_label.setText(self.tr("Which card (1–3):"))
        self.target_label.setText(self.tr("Whose card:"))
        self.to_label.setText(self.tr("Lands at seat:"))
        self.persistent_check.setText(self.tr("The fault persists after the reshuffle"))
        self.seat_label.setText(self.tr("Seat:"))
        self.bet_label.setText(self.tr("Bet:"))
        for i in range(self.bet_combo.count()):
            self.bet_combo.setItemText(i, bet_words(str(self.bet_combo.itemData(i))))
        self.amount_label.setText(self.tr("Amount:"))
        self.conduct_label.setText(self.tr("The player:"))
        for i in range(self.conduct_combo.count()):
            self.conduct_combo.setItemText(i, conduct_words(str(self.conduct_combo.itemData(i))))
        self.add_event_button.setText(self.tr("Add to the timeline"))
        self.remove_event_button.setText(self.tr("Remove the selected"))
        self.change_event_button.setText(self.tr("Change the selected"))
        self.change_event_button.setToolTip(self.tr("Replace the irregularity chosen in the timeline by the one above"))
        # test play
        self.play_note.setText(
            self.tr("The reference dealer plays the round as it stands: every action, and how each bet ends.")
        )
        self.log_table.setHorizontalHeaderLabels(["#", "English", "繁體中文"])
        self.settled_table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Bet"), self.tr("Outcome")])
        self.pin_button.setText(self.tr("&Pin as expectations"))
        self.pin_button.setToolTip(self.tr("Write this outcome into the file: trainer validate then holds it"))
        self.unpin_button.setText(self.tr("Remove the expectations"))
        self._show_result()  # the words drawn from the draft (timeline, slots, outcomes) follow the language

    # ================================================================================== loading
    def load(self, draft: Draft) -> None:
        """Show ``draft`` in every page."""
        self.draft = draft
        self.selected_slot = None
        self._loading = True
        try:
            d = draft
            self.id_edit.setText(str(d.get("id", default="")))
            self.title_en.setText(str(d.get("title", "en", default="")))
            self.title_zh.setText(str(d.get("title", "zh-Hant", default="")))
            self.brief_en.setPlainText(str(d.get("briefing", "en", default="")))
            self.brief_zh.setPlainText(str(d.get("briefing", "zh-Hant", default="")))
            self._fill_skills_clauses()
            self.seats_spin.setValue(d.seats)
            self.method_combo.setCurrentIndex(SHUFFLES.index(d.shuffle))
            offered = as_list(d.get("table", "side_bets", default=list(SIDE_BET_NAMES)))
            for key, box in self.side_checks.items():
                box.setChecked(key in offered)
            for key in BET_NAMES:
                lim = d.get("table", "limits", key)
                self.limit_checks[key].setChecked(isinstance(lim, dict))
                low, high = self.limit_spins[key]
                low.setValue(whole(lim.get("min"), 0) if isinstance(lim, dict) else 0)
                high.setValue(whole(lim.get("max"), MONEY_MAX) if isinstance(lim, dict) else 1000)
            self.pool_spin.setValue(whole(d.get("table", "progressive", "pool"), 100_000))
            self.reset_spin.setValue(whole(d.get("table", "progressive", "seed"), 50_000))
            for hand, spin in self.fixed_spins.items():
                spin.setValue(whole(d.get("table", "progressive", "fixed", hand), 0))
            self.cut_spin.setValue(whole(d.get("table", "cut"), 26))
            self.spare_check.setChecked(d.get("table", "spare_shuffler") is True)
            self.shoe_check.setChecked(d.get("table", "shoe_available") is not False)
            self.house_edit.setText(", ".join(str(r) for r in as_list(d.get("table", "house_rules"))))
            self._fill_seats()
        finally:
            self._loading = False
        self.refresh()

    def _fill_skills_clauses(self) -> None:
        d = self.draft
        skills = as_list(d.get("skills"))
        for key, box in self.skill_checks.items():
            box.setChecked(key in skills)
        self.clauses_edit.setText(", ".join(str(c) for c in as_list(d.get("clauses"))))
        self.difficulty_spin.setValue(whole(d.get("difficulty"), 1))

    def _fill_seats(self) -> None:
        d = self.draft
        was = self._loading
        self._loading = True
        try:
            for seat, widgets in self.seat_rows.items():
                for w in widgets[:-1]:
                    w.setVisible(seat <= d.seats)
                line = widgets[-1]
                if isinstance(line, ProblemLine):  # a seat beyond the table's takes no room (its line shows a problem)
                    line.keep_room(seat <= d.seats)
                p = d.player(seat) or {}
                for key in BET_NAMES:
                    self.bet_spins[(seat, key)].setValue(d.bet(seat, key))
                self.decision_combos[seat].setCurrentIndex(
                    max(0, ("optimal", "play", "fold").index(p.get("decision", "optimal")))
                    if p.get("decision", "optimal") in ("optimal", "play", "fold")
                    else 0
                )
                self.name_edits[seat].setText(str(p.get("player", "")))
                self.elsewhere_checks[seat].setChecked(p.get("seated", True) is False)
                flags = as_list(p.get("conduct"))
                for (s, key), act in self.conduct_actions.items():
                    if s == seat:
                        act.setChecked(key in flags)
                enabled = bool(p)
                for w in (self.decision_combos[seat], self.name_edits[seat], self.elsewhere_checks[seat]):
                    w.setEnabled(enabled)
                self.conduct_buttons[seat].setEnabled(enabled)
        finally:
            self._loading = was

    # ================================================================================== changes
    def _changed(self) -> None:
        if self._loading:
            return
        self.refresh()
        self.changed.emit()

    def _set(self, *path_and_value: Any) -> None:
        if self._loading:
            return
        self.draft.set(*path_and_value)
        self._changed()

    def _set_words(self, what: str, lang: str, text: str) -> None:
        if self._loading:
            return
        node = self.draft.data.get(what)
        if not isinstance(node, dict):  # a hand-written file may hold anything here: the editor writes a table
            node = self.draft.data[what] = {}
        node[lang] = text
        self._changed()

    def _set_seats(self, seats: int) -> None:
        """Player positions (A5.2): the Bets page shows a row for each."""
        if self._loading:
            return
        self.draft.set("table", "seats", seats)
        self._fill_seats()
        self._changed()

    def _set_skills(self) -> None:
        self._set("skills", [k for k in SKILL_KEYS if self.skill_checks[k].isChecked()])

    def _set_clauses(self, text: str) -> None:
        self._set("clauses", [c.strip() for c in text.replace("，", ",").split(",") if c.strip()])

    def _set_method(self, index: int) -> None:
        if self._loading:
            return
        self.draft.set_shuffle(str(self.method_combo.itemData(index)))
        self._changed()

    def _set_side_bets(self) -> None:
        chosen = [k for k in SIDE_BET_NAMES if self.side_checks[k].isChecked()]
        self._set("table", "side_bets", None if chosen == list(SIDE_BET_NAMES) else chosen)

    def _set_limit(self, key: str) -> None:
        if self._loading:
            return
        low, high = self.limit_spins[key]
        if self.limit_checks[key].isChecked():
            self.draft.set_limit(key, low.value(), high.value())
        else:
            self.draft.set_limit(key, None, None)
        self._changed()

    def _set_house_rules(self, text: str) -> None:
        rules = [r.strip() for r in text.split(",") if r.strip()]
        self._set("table", "house_rules", rules or None)

    def _set_bet(self, seat: int, key: str, amount: int) -> None:
        if self._loading:
            return
        self.draft.set_bet(seat, key, amount)
        self._fill_seats()
        self._changed()

    def set_bet(self, seat: int, key: str, amount: int) -> None:
        """Put ``amount`` on a bet area (the spin box shows it too)."""
        self.bet_spins[(seat, key)].setValue(max(0, amount))

    def _set_player(self, seat: int, key: str) -> None:
        if self._loading:
            return
        value: Any
        if key == "decision":
            value = self.decision_combos[seat].currentData()
        elif key == "player":
            value = self.name_edits[seat].text().strip()
        elif key == "seated":
            value = not self.elsewhere_checks[seat].isChecked()
        else:
            value = [k for (s, k), act in self.conduct_actions.items() if s == seat and act.isChecked()]
        self.draft.set_player(seat, key, value)
        self._changed()

    def apply_suggestion(self) -> None:
        s = self.draft.suggest(self.result if self.result.round is not None else None)
        self.draft.set("skills", list(s.skills))
        self.draft.set("clauses", list(s.clauses))
        self.draft.set("difficulty", s.difficulty)
        self._loading = True
        try:
            self._fill_skills_clauses()
        finally:
            self._loading = False
        self._changed()

    # cards -------------------------------------------------------------------------------------------------
    def select_slot(self, place: str, index: int) -> None:
        self.selected_slot = (place, index)
        b = self.slot_buttons.get((place, index))
        if b is not None:
            b.setChecked(True)

    def pick_card(self, card: str | None) -> None:
        """Put ``card`` (None: chance) on the chosen slot, then choose the next slot as the page shows them: the
        same place's next card (seat 4's second after its first, not seat 1's second that the shoe gives before
        it), then the next place's first."""
        if self.selected_slot is None:
            return
        place, index = self.selected_slot
        self.draft.pick(place, index, card)
        keys = self._slots_in_reading_order()
        if card is not None and self.selected_slot in keys:
            i = keys.index(self.selected_slot)
            self.selected_slot = keys[i + 1] if i + 1 < len(keys) else self.selected_slot
        self._changed()

    def _slots_in_reading_order(self) -> list[tuple[str, int]]:
        """The slots as the Cards page lays them out: a row per place (in the order the shoe first reaches it), its
        cards left to right."""
        rows: dict[str, int] = {}
        for s in self.draft.slots():
            rows.setdefault(s.place, len(rows))
        return sorted((s.key for s in self.draft.slots()), key=lambda k: (rows[k[0]], k[1]))

    def _clear_cards(self) -> None:
        self.draft.clear_picks()
        self._changed()

    def _redraw(self) -> None:
        seed = self.draft.get("deck", "seed")
        self.draft.reshuffle_rest((seed if isinstance(seed, int) else 0) + 1)
        self._changed()

    # events ------------------------------------------------------------------------------------------------
    def _show_event_fields(self) -> None:
        from trainer.training.editor import EVENT_FIELDS

        kind = str(self.kind_combo.currentData())
        wanted = set(EVENT_FIELDS[kind]) | {"kind"}
        for name, (label, w) in self.event_rows.items():
            label.setVisible(name in wanted)
            w.setVisible(name in wanted)

    def event_from_form(self) -> dict[str, Any]:
        kind = str(self.kind_combo.currentData())
        e: dict[str, Any] = {"kind": kind, "at": self.at_spin.value()}
        if kind == "card_exposed":
            target = self.target_combo.currentData()
            if target:
                e = {"kind": kind, "target": target, "card": self.card_spin.value()}
            elif self.card_spin.value() != 1:
                e["card"] = self.card_spin.value()
        elif kind == "card_slips":
            e["to"] = f"seat:{self.to_spin.value()}"
        elif kind == "shuffler_failure":
            e["persistent"] = self.persistent_check.isChecked()
        elif kind == "late_bet":
            e.update(seat=self.seat_spin.value(), bet=self.bet_combo.currentData(), amount=self.amount_spin.value())
        else:
            e.update(seat=self.seat_spin.value(), conduct=self.conduct_combo.currentData())
        return e

    def add_event(self) -> None:
        index = self.draft.add_event(self.event_from_form())
        self._changed()
        self.timeline.setCurrentRow(index)

    def change_event(self) -> None:
        row = self.timeline.currentRow()
        if 0 <= row < len(self.draft.events()):
            index = self.draft.replace_event(row, self.event_from_form())
            self._changed()
            self.timeline.setCurrentRow(index)

    def _event_chosen(self, row: int) -> None:
        """An irregularity chosen in the timeline: the form shows it (to change it)."""
        events = self.draft.events()
        if not 0 <= row < len(events):
            return
        e = events[row]
        if not isinstance(e, dict):
            return
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(e.get("kind"))))
        at = e.get("at")
        self.at_spin.setValue(at if isinstance(at, int) else 1)
        card = e.get("card")
        self.card_spin.setValue(card if isinstance(card, int) else 1)
        self.target_combo.setCurrentIndex(max(0, self.target_combo.findData(e.get("target") or "")))
        to = str(e.get("to", ""))
        if to.startswith("seat:") and to[5:].isdigit():
            self.to_spin.setValue(int(to[5:]))
        self.persistent_check.setChecked(bool(e.get("persistent", False)))
        seat = e.get("seat")
        if isinstance(seat, int):
            self.seat_spin.setValue(seat)
        self.bet_combo.setCurrentIndex(max(0, self.bet_combo.findData(e.get("bet"))))
        amount = e.get("amount")
        if isinstance(amount, int):
            self.amount_spin.setValue(amount)
        self.conduct_combo.setCurrentIndex(max(0, self.conduct_combo.findData(e.get("conduct"))))

    def remove_event(self) -> None:
        row = self.timeline.currentRow()
        if 0 <= row < len(self.draft.events()):
            self.draft.remove_event(row)
            self._changed()

    # test play ---------------------------------------------------------------------------------------------
    def pin_expectations(self) -> bool:
        try:
            self.draft.pin_expect(self.result if self.result.round is not None else None)
        except DraftError:
            self.inform(self.tr("The round cannot be played yet: see the problems."))
            return False
        self._changed()
        return True

    def unpin_expectations(self) -> None:
        self._set("expect", None)

    # ================================================================================== showing
    def refresh(self) -> None:
        """Check the draft again and show everything that depends on it."""
        self.result = self.draft.check()
        self._show_result()

    def _show_result(self) -> None:
        self._show_problems()
        self._show_table()
        self._show_slots()
        self._show_events()
        self._show_play()

    def _seat_prefix(self, prefix: str) -> str:
        if prefix.startswith("seat:"):
            index = self.draft.player_index(int(prefix[5:]))
            return f"players[{index}]" if index is not None else "players[-]"
        return prefix

    def _show_problems(self) -> None:
        problems = self.result.problems
        shown: set[int] = set()
        for prefix, label, widget in self._problem_labels:
            mine = self.result.problems_at(self._seat_prefix(prefix))
            shown |= {id(p) for p in mine}
            said = "\n".join(problem_text(p) for p in mine)
            label.set_problem(said)
            widget.setToolTip(said)
        self.problems_list.clear()
        self.problems_heading.setText(
            self.tr("Problems (click one to go to its field):") if problems else self.tr("No problems.")
        )
        seats = [whole(x.get("seat"), 0) if isinstance(x, dict) else 0 for x in self.draft.players()]
        for p in problems:
            colon = "：" if current_language().startswith("zh") else ": "
            item = QtWidgets.QListWidgetItem(f"{field_words(p.field, seats)}{colon}{problem_text(p)}")
            item.setData(Qt.ItemDataRole.UserRole, p.field)
            item.setForeground(QtGui.QColor(theme_colour("editor_problem")))
            self.problems_list.addItem(item)
        if problems:
            self.status.setText(self.tr("%1 problem(s): see below").replace("%1", str(len(problems))))
            self.status.setStyleSheet(f"color: {text_colour(PROBLEM, self)}")
        else:
            self.status.setText(self.tr("Valid: trainer validate accepts this scenario"))
            self.status.setStyleSheet(f"color: {text_colour(DONE, self)}")

    def page_of(self, problem_field: str) -> QWidget:
        head = problem_field.split(".")[0].split("[")[0].split(" ")[0]
        return {
            "table": self.table_page,
            "players": self.bets_page,
            "deck": self.cards_page,
            "events": self.events_page,
            "expect": self.play_page,
        }.get(head, self.words_page)

    def _go_to_problem(self, item: QtWidgets.QListWidgetItem) -> None:
        self.pages.setCurrentWidget(self.page_of(str(item.data(Qt.ItemDataRole.UserRole) or "")))

    def table_view_now(self) -> TableView:
        """The felt with the bets as they stand (drawn even while the scenario has problems)."""
        d = self.draft
        offered = d.get("table", "side_bets", default=list(SIDE_BET_NAMES))
        table = TableSetup(
            seats=d.seats,
            method="manual" if d.shuffle == "hand" else "machine",
            packet_size=1 if d.shuffle == "one-card" else 3,
            side_bets=tuple(k for k in SIDE_BET_NAMES if k in offered),
        )
        players = []
        for p in d.players():
            if not isinstance(p, dict):
                continue
            seat = p.get("seat")
            bets = p.get("bets", {})
            if isinstance(seat, int) and 1 <= seat <= d.seats and isinstance(bets, dict):
                clean = {k: v for k, v in bets.items() if k in BET_NAMES and isinstance(v, int) and v > 0}
                players.append(PlayerSetup(seat=seat, bets=clean, seated=p.get("seated", True) is not False))
        return Round(RoundSetup(table=table, players=tuple(players), deck=ALL_CARDS)).view()

    def _show_table(self) -> None:
        self.scene.set_view(self.table_view_now())
        self.scene.set_payout(None, [])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table_view.viewport() and event.type() == QEvent.Type.MouseButtonPress:
            pos = event.position().toPoint()  # type: ignore[attr-defined]
            target = self.scene.target_at(self.table_view.mapToScene(pos))
            right = event.button() == Qt.MouseButton.RightButton  # type: ignore[attr-defined]
            self.click_target(target, right)
            return True
        return super().eventFilter(watched, event)

    def click_target(self, target: str | None, take_off: bool = False) -> None:
        """A click on the table: a chip of the tray is chosen; a bet area gets (or loses) one chip."""
        if target is None:
            return
        if target.startswith("tray:"):
            self.chip = int(target[5:])
            self.bets_note.setToolTip(self.tr("Chip: %1").replace("%1", str(self.chip)))
            return
        parts = target.split(":")
        if len(parts) == 3 and parts[0] == "seat" and parts[2] in BET_NAMES:
            seat, key = int(parts[1]), parts[2]
            now = self.draft.bet(seat, key)
            self.set_bet(seat, key, now - self.chip if take_off else now + self.chip)

    def _show_slots(self) -> None:
        while self.slots_grid.count():
            item = self.slots_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if isinstance(w, QtWidgets.QAbstractButton):
                self.slot_group.removeButton(w)
            if w is not None:
                w.hide()
                w.setParent(None)
                w.deleteLater()
        self.slot_buttons = {}
        slots = self.draft.slots()
        dealt = self.draft.dealt()
        fixed = self.draft.fixed
        rows: dict[str, int] = {}
        width = self._slot_width()
        for s in slots:
            if s.place not in rows:
                rows[s.place] = len(rows)
                label = QtWidgets.QLabel(place_words(s.place))
                label.setWordWrap(True)
                label.setMaximumWidth(150)
                r = self.result.round  # unknown while the round cannot be played: no seat said to have no bet
                if r is not None and s.place.startswith("seat:") and int(s.place[5:]) not in r.betting_seats():
                    label.setText(self.tr("Seat %1:\nno bet, dead cards (A17.5)").replace("%1", s.place[5:]))
                self.slots_grid.addWidget(label, rows[s.place], 0)
            b = QtWidgets.QToolButton()
            b.setCheckable(True)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            b.setMinimumWidth(width)  # one width, chosen card or chance: the slots stay put as cards are chosen
            card = fixed.get(s.key)
            shown = card or dealt.get(s.key)
            if shown:
                pix = art.card_pixmap(parse_card(shown), 40)
                if card is None:
                    pix = faded(pix)
                b.setIcon(QtGui.QIcon(pix))
                b.setIconSize(QSize(40, 56))
            b.setText(self._slot_text(s, card))
            b.setAccessibleName(f"{place_words(s.place)} {s.index + 1}")
            b.clicked.connect(lambda _c=False, k=s.key: self.select_slot(*k))
            self.slot_group.addButton(b)
            self.slot_buttons[s.key] = b
            self.slots_grid.addWidget(b, rows[s.place], s.index + 1)
        if self.selected_slot not in self.slot_buttons:
            self.selected_slot = slots[0].key if slots else None
        if self.selected_slot is not None:
            self.slot_buttons[self.selected_slot].setChecked(True)
        if not slots:
            self.slots_grid.addWidget(QtWidgets.QLabel(self.tr("No card is dealt: place a bet, or see the problems.")))
        self.slots_grid.setColumnStretch(5, 1)
        top = self.draft.top()
        self.deck_label.setText(
            self.tr("Deck order (top card first; ? = left to chance): %1 — then the rest at random").replace(
                "%1", " ".join(card_label(c) if is_card(c) else c for c in top) or "—"
            )
        )

    def _slot_width(self) -> int:
        """The width of the widest slot's text (a chosen card or chance, a two-digit deal, a burn)."""
        metrics = self.slots_widget.fontMetrics()
        texts = [self._slot_text(Slot(0, "dealer", 0, deal), card) for deal in (0, 99) for card in (None, "Th")]
        return max(metrics.horizontalAdvance(t) for t in texts) + 16

    def _slot_text(self, s: Slot, card: str | None) -> str:
        deal = self.tr("deal %1").replace("%1", str(s.deal)) if s.deal else self.tr("burn")
        chance = self.tr("random")
        return f"{card_label(card)} · {deal}" if card else f"{chance} · {deal}"

    def _show_events(self) -> None:
        row = self.timeline.currentRow()
        self.timeline.blockSignals(True)
        self.timeline.clear()
        for e in self.draft.events():
            self.timeline.addItem(self.event_text(e) if isinstance(e, dict) else str(e))
        if 0 <= row < self.timeline.count():
            self.timeline.setCurrentRow(row)
        self.timeline.blockSignals(False)
        plan: dict[int, str] = {}
        for s in self.draft.slots():
            if s.deal and s.deal not in plan:
                plan[s.deal] = place_words(s.place)
        self.plan_label.setText(
            self.tr("Deals: %1").replace("%1", " · ".join(f"{n} {where}" for n, where in sorted(plan.items())) or "—")
        )
        seats = self.draft.seats
        self.target_combo.clear()
        self.target_combo.addItem(self.tr("the card of that deal"), "")
        self.target_combo.addItem(term("dealer"), "dealer")
        for n in range(1, seats + 1):
            self.target_combo.addItem(self.tr("Seat %1").replace("%1", str(n)), f"seat:{n}")
        for spin in (self.to_spin, self.seat_spin):
            spin.setMaximum(seats)
        self._show_event_fields()

    def event_text(self, e: dict[str, Any]) -> str:
        kind = str(e.get("kind", ""))
        at = e.get("at")
        when = self.tr("deal %1").replace("%1", str(at)) if isinstance(at, int) and at > 0 else ""
        if at == 0:
            when = self.tr("as betting opens")
        what = event_kind_words(kind) if kind in EVENT_KINDS else kind
        extra = ""
        if kind == "card_exposed" and e.get("target"):
            which = self.tr("card %1").replace("%1", str(e.get("card", 1)))
            extra = f"{place_words(str(e['target']))}, {which}"
        elif kind == "card_slips":
            extra = self.tr("lands at %1").replace("%1", place_words(str(e.get("to", ""))))
        elif kind == "shuffler_failure" and e.get("persistent"):
            extra = self.tr("persists")
        elif kind == "late_bet":
            where = place_words(f"seat:{e.get('seat')}")
            extra = f"{where}, {bet_words(str(e.get('bet')))} {e.get('amount')}"
        elif kind == "conduct" and e.get("conduct") in CONDUCT_KEYS:
            where = place_words(f"seat:{e.get('seat')}")
            extra = f"{where} {conduct_words(str(e['conduct']))}"
        return " · ".join(x for x in (when, what, extra) if x)

    def _show_play(self) -> None:
        r = self.result
        acts = r.action_objects
        self.log_table.setRowCount(len(acts))
        for i, a in enumerate(acts):
            for col, text in enumerate((str(i + 1), words.action_text(a, "en"), words.action_text(a, "zh-Hant"))):
                self.log_table.setItem(i, col, QtWidgets.QTableWidgetItem(text))
        self.log_table.resizeColumnToContents(0)
        self.log_table.resizeColumnToContents(1)
        settled = r.settled()
        self.settled_table.setRowCount(len(settled))
        for i, s in enumerate(settled):
            outcome = self.outcome_text(s)
            row = (self.tr("Seat %1").replace("%1", str(s.seat)), bet_words(s.bet), outcome)
            for col, text in enumerate(row):
                self.settled_table.setItem(i, col, QtWidgets.QTableWidgetItem(text))
        self.settled_table.resizeColumnsToContents()
        expect = self.draft.get("expect")
        if r.round is None:
            self.expect_label.setText(self.tr("The round cannot be played yet: see the problems."))
        elif isinstance(expect, dict):
            self.expect_label.setText(
                self.tr("Expectations pinned: %1 check(s); trainer validate holds the file to them.").replace(
                    "%1", str(len(expect))
                )
            )
        else:
            self.expect_label.setText(self.tr("No expectations yet: pin these when they are what the rules want."))
        self.pin_button.setEnabled(r.round is not None)
        self.unpin_button.setEnabled(isinstance(expect, dict))

    def outcome_text(self, s: Settled) -> str:
        if s.result == "pay":
            return self.tr("pay %1").replace("%1", f"{s.amount:,}")
        if s.result == "take":
            return self.tr("take")
        if s.result == "push":
            return self.tr("push")
        if s.result == "refused":
            return self.tr("refuse")
        return self.tr("kept for the next round (%1)").replace("%1", f"{s.amount:,}")

    # ================================================================================== files
    def open_library_choice(self) -> None:
        """Start from the bundled scenario chosen: Save then asks where (the library itself is not overwritten)."""
        path = self.library_combo.currentData()
        if path and self.open_path(Path(str(path))):
            self.draft.path = None

    def open_file(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_path(Path(path))

    def refresh_just_played(self) -> None:
        """Offer the round just played only when there is one."""
        self.just_played_button.setEnabled(self.round_just_played() is not None)

    def open_round_just_played(self) -> bool:
        """Load the round last dealt (a new file: Save asks where, the library file is never overwritten)."""
        played = self.round_just_played()
        if played is None:
            self.inform(self.tr("No round has been dealt in this window yet."))
            return False
        text, name = played
        try:
            draft = Draft.from_text(text, name)
        except DraftError as exc:
            self.warn(self.cannot_open_text(exc))
            return False
        self.load(draft)
        return True

    def open_path(self, path: Path) -> bool:
        try:
            draft = Draft.from_file(path)
        except DraftError as exc:
            self.warn(self.cannot_open_text(exc))
            return False
        self.load(draft)
        at = self.library_combo.findData(str(path))
        if at >= 0:
            self.library_combo.setCurrentIndex(at)
        return True

    def save(self, ask: bool = False, path: str | Path | None = None) -> Path | None:
        """Write the file (with the schema line); asks where the first time (or with ``ask``)."""
        target = Path(path) if path is not None else self.draft.path
        if target is None or ask:
            suggested = f"{self.draft.get('id') or 'scenario'}.toml"
            chosen = self.ask_save_path(suggested)
            if not chosen:
                return None
            target = Path(chosen)
        try:
            saved = self.draft.save(target)
        except OSError as exc:
            self.inform(self.tr("Not saved: %1").replace("%1", str(exc)))
            return None
        self.status.setText(self.tr("Saved: %1").replace("%1", str(saved)))
        self.saved.emit(str(saved))
        return saved

    def _ask_open_path(self) -> str:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self, self.tr("Open a scenario"), "", "TOML (*.toml)")
        return path

    def _ask_save_path(self, suggested: str) -> str:
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, self.tr("Save the scenario"), suggested, "TOML (*.toml)")
        return path

    def _inform(self, text: str) -> None:
        QtWidgets.QMessageBox.information(self, self.tr("Scenario editor"), text)

    def _warn(self, text: str) -> None:
        QtWidgets.QMessageBox.warning(self, self.tr("Scenario editor"), text)

    def cannot_open_text(self, exc: DraftError) -> str:
        """Why a file cannot be opened, in the current language: the file, the line where known and what is
        wrong, in the words ``trainer validate``'s problems have in either language."""
        problem = exc.problem
        if problem is None:
            return str(exc)
        if problem.line is not None:
            head = self.tr("%1 cannot be opened (line %2):").replace("%2", str(problem.line))
        else:
            head = self.tr("%1 cannot be opened:")
        return head.replace("%1", problem.file) + "\n" + problem_text(problem)
