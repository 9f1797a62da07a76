"""The dealer's workplace: the table scene plus a side panel of controls, in practice or exam mode.

:class:`DealerTable` only turns clicks and keys into the actions of ``docs/actions.md`` and feeds
them to a Qt-free :class:`~trainer.training.session.PracticeRound` (which judges and applies them, keeps the log,
the mistakes per step, undo, review and the help used); it then redraws from the round's view. It decides nothing
about the rules.

Modes:

* ``practice`` — hints (H: the reference dealer's next action, its clause and reason), a short bilingual message
  after each mistake, undo (Ctrl+Z), and at the end the grade with every error; clicking an error shows the table
  as it was at that step.
* ``exam`` — no hints, no undo, no feedback; the grade is only emitted (``round_finished``) for the exam screens.

Signals: ``action_applied(dict)`` — the contract JSON of every action the trainee makes; ``round_finished(object)``
— the :class:`~trainer.training.grading.Grade` when the round is over (or ended early with :meth:`finish`).

Embed it, do not subclass it: its strings are translated in the context ``DealerTable`` (``self.tr``).

Keyboard (also shown in the tooltips): 1–7 deal to a seat, D dealer, C community, B burn, S shuffle, X cut,
R reveal the dealer's cards, V the community cards, U turn the selected seat's hand face up (or click its cards
once the dealer's hand is up), K collect the selected seat's cards, L clear the table;
Q / N the dealer qualifies / does not, G the rulings palette; [ and ] step through the bet areas not settled yet,
Ctrl+1–7 select a seat, Esc clears the amount and the selection; with a bet area selected the number keys type the
amount, Backspace deletes a digit, Enter pays, T takes, P pushes, A pays the Ante Bonus, Delete refuses the bet;
H hint, Ctrl+Z undo.

Paying with chips: a click on a chip of the tray (or a drag onto a bet area) adds it to the payout being built, which
the table shows beside the selected bet with its running total; Alt+1–9 add the tray's 1st–9th chip (smallest
first), Backspace takes back the last chip, W clears the payout, Enter (or its Pay control) pays the total as one
``pay`` action. Only the amount reaches the round: the GUI never works out what the payout should be.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from trainer.engine.actions import (
    Action,
    Burn,
    Clear,
    Collect,
    Cut,
    Deal,
    Declare,
    Pay,
    Push,
    RejectBet,
    Reveal,
    Ruling,
    Shuffle,
    Take,
    make_action,
    parse_action,
)
from trainer.engine.due import Due
from trainer.engine.places import Place
from trainer.engine.round import Round
from trainer.engine.settling_order import settling_areas
from trainer.engine.setup import RoundSetup
from trainer.engine.view import TableView
from trainer.engine.words import action_text, done_text, next_step, step_text
from trainer.gui.art import chip_pixmap
from trainer.gui.feedback_text import FeedbackText
from trainer.gui.i18n import PHASE_TERMS, Retranslatable, current_language, term
from trainer.gui.plain_lines import PlainLines
from trainer.gui.qt import (
    QColor,
    QCoreApplication,
    QEvent,
    QObject,
    QPainterPath,
    QPen,
    QPointF,
    QRectF,
    Qt,
    QtCore,
    QtGui,
    QTimer,
    QtWidgets,
    QWidget,
    Signal,
)
from trainer.gui.table_scene import BET_ORDER, TableScene, TableWidget, chips_for
from trainer.gui.theme import colour as theme_colour
from trainer.gui.theme import current_theme
from trainer.training.session import NO_MISTAKES, Clock, PracticeRecord, PracticeRound, grade_details

if TYPE_CHECKING:
    from trainer.training.grading import Grade, GradeError, Grader

_log = logging.getLogger(__name__)
"""Engine faults met at the table: logged with their traceback (never silently), while the trainee is told and the
round goes on."""

MODES = ("practice", "exam")
DEALING_PHASES = ("shuffle", "betting", "dealing")
"""While the table is in these phases a plain click on a seat deals to it; later it selects the seat."""
TURN_UP_PHASES = ("results", "payout")
"""Once the dealer's hand is up, a plain click on a seat's face-down hand turns it face up."""
RULINGS_WITH_SEAT = ("dead_cards", "call_floor")
Z_MARK = 30.0
PANEL_WIDTH = 392
PANEL_MAX_WIDTH = 480
GHOST_D = 40.0
"""Diameter (scene units) of the chip that follows the pointer while it is dragged from the tray."""


LOG_MIN_LINES = 4
"""The actions list keeps this many lines in sight whatever the feedback above it says (1280×800)."""
DONE_COLOUR = "#a5d6a7"
"""The feedback's colour for a correct action ("✓ …") in the dark theme (``ok`` of :data:`trainer.gui.theme.WORDS`)."""
FEEDBACK_MIN_LINES = 2
"""The feedback's least height, in lines: the room it keeps when it says nothing or one line."""
FEEDBACK_MAX_LINES = 6
"""The feedback grows to its text up to about this many lines (a mistake's words in both languages, wrapped); a
longer one (several mistakes at once) shows as many whole lines as fit in that and scrolls."""
PANEL_MARGIN = 6
PANEL_SPACING = 4
GRID_SPACING = 4
"""The side panel's margins and the room between its parts, and between the buttons of a group: 1280×800 under a
window manager (a title bar, a menu bar and a status line) leaves the panel ~700 pixels, and every button, the
feedback's whole text and LOG_MIN_LINES lines of the actions list must fit in that."""


def _tight(grid: QtWidgets.QGridLayout) -> None:
    """A group's grid of buttons with little room round it (the style's 9 pixels each side took ~30 of the panel's
    height at 1280×800)."""
    grid.setContentsMargins(6, 2, 6, 6)
    grid.setHorizontalSpacing(GRID_SPACING)
    grid.setVerticalSpacing(3)


class SidePanel(QWidget):
    """The panel beside the table. The scroll area around it asks its height for a width: that is the least the
    panel can do with (every button, the feedback's least height, the actions list's least lines), not the height
    it would like, so a long message does not give the panel a scroll bar while there is room to lay it out. When
    even the least does not fit (a shorter window, the Deal me rounds page), the panel scrolls anyway and takes the
    height it would like: the feedback is then shown whole."""

    feedback_area: FeedbackArea | None = None
    scroll_area: QtWidgets.QScrollArea | None = None

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        least = layout.totalMinimumHeightForWidth(width) if layout is not None else -1
        if least < 0:
            return super().heightForWidth(width)
        # (the room from the scroll area itself: asking for the viewport, a bare QWidget, made PySide look up its
        # type among every widget class and cost ~10 ms of start-up)
        scroll, area = self.scroll_area, self.feedback_area
        room = scroll.maximumViewportSize().height() if scroll is not None else least
        if least > room and area is not None and area.isVisibleTo(self):
            return least + max(0, area.sizeHint().height() - area.minimumHeight())
        return least


class FeedbackArea(QtWidgets.QScrollArea):
    """The practice table's feedback (a word-wrapped message): as tall as its whole text, up to about
    FEEDBACK_MAX_LINES lines, and at least FEEDBACK_MIN_LINES; the actions list below gives up the room (down to its
    LOG_MIN_LINES lines). A longer text (several mistakes at once) shows the whole lines that fit and scrolls on its
    own, never a line cut through (issue 32: the second language's line was cut in half at 1280×800). When the
    panel must scroll anyway (:class:`SidePanel`), the area takes its whole text."""

    def __init__(self, label: FeedbackText, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Preferred)
        self.label = label
        self._width = -1
        self._hint = -1
        self._cut = 0  # the part of the area below its last whole line (kept empty)
        self.setMinimumHeight(self.least_height())

    def least_height(self) -> int:
        """The room kept for the feedback whatever it says: FEEDBACK_MIN_LINES lines."""
        return FEEDBACK_MIN_LINES * self.label.fontMetrics().lineSpacing() + 4

    def _text_width(self) -> int:
        # the width from the area and its scroll bar (asking for the viewport, a bare QWidget, makes PySide look
        # up its type among every widget class: ~10 ms the first time)
        bar = self.verticalScrollBar()
        return max(1, self.width() - (bar.width() if bar.isVisible() else 0))

    def text_wanted_height(self) -> int:
        """The height the label's text takes at this width."""
        if not self.label.text():
            return 0
        return self.label.heightForWidth(self._text_width())

    def shown_height(self) -> int:
        """The height the area takes while the panel has room: its whole text if that is at most about
        FEEDBACK_MAX_LINES lines, else the whole lines that fit in those; at least :meth:`least_height`."""
        wanted = self.text_wanted_height()
        most = FEEDBACK_MAX_LINES * self.label.fontMetrics().lineSpacing() + 4
        if wanted > most:
            wanted = max((b for b in self.label.line_bottoms(self._text_width()) if b <= most), default=most)
        return max(self.least_height(), wanted)

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(super().sizeHint().width(), max(self.minimumHeight(), self.text_wanted_height()))

    def minimumSizeHint(self) -> QtCore.QSize:
        # (a scroll area's own asks for ~70 pixels, which a layout took as the least it would like to give)
        return QtCore.QSize(0, self.minimumHeight())

    def text_changed(self) -> None:
        """The label has new text: show its start, and ask the layout for another height if it needs one (the
        panel is not laid out again, ~2 ms, for each one-line message)."""
        self.verticalScrollBar().setValue(0)
        self._ask_height()
        self._cut_at_a_line()

    def _ask_height(self) -> None:
        shown = self.shown_height()
        if shown != self.minimumHeight():
            self.setMinimumHeight(shown)  # (lays the panel out again)
        hint = self.sizeHint().height()
        if hint != self._hint:
            self._hint = hint
            self.updateGeometry()

    def _cut_at_a_line(self) -> None:
        """When the text is taller than the area, leave empty the part below the last line that shows whole."""
        room = self.height()
        cut = 0
        if self.label.text() and self.text_wanted_height() > room:
            bottoms = self.label.line_bottoms(self._text_width())
            cut = room - max((b for b in bottoms if b <= room), default=room)
        if cut != self._cut:
            self._cut = cut
            self.setViewportMargins(0, 0, 0, cut)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width:  # the text wraps otherwise: another height
            self._width = event.size().width()
            self._ask_height()
        if event.size().height() != event.oldSize().height() or self._cut:
            self._cut_at_a_line()


def target_of(action: Action) -> str | None:
    """The table spot an action is about (for the hint's highlight)."""
    match action:
        case Deal(to=place) | Reveal(what=place):
            return f"{place}:cards" if place.is_seat else str(place)
        case Shuffle() | Cut():
            return "shoe"
        case Burn() | Clear():
            return "discard"
        case Collect(seat=n):
            return f"seat:{n}:cards"
        case Take(seat=n, bet=bet) | Push(seat=n, bet=bet) | Pay(seat=n, bet=bet) | RejectBet(seat=n, bet=bet):
            return f"seat:{n}:{'ante' if bet == 'ante_bonus' else bet}"
        case Declare(seat=n):
            return f"seat:{n}:cards" if n else "dealer"
    return None


def keys_for(action: Action, chosen: bool = False) -> str:
    """The keys that make ``action`` at the table (shown with the hint, so the trainee learns them). ``chosen``: the
    bet area a settlement is for is selected already (the hint selects it), so [ ] to step to it is left out — ]
    would step off it."""
    choose = "" if chosen else "[ ], "
    match action:
        case Shuffle():
            return "S"
        case Cut(position=n):
            return f"X ({n})"
        case Deal(to=place):
            return str(place.seat) if place.seat is not None else ("D" if place == Place.DEALER else "C")
        case Burn():
            return "B"
        case Reveal(what=place):
            if place.seat is not None:
                return f"Ctrl+{place.seat}, U"
            return "R" if place == Place.DEALER else "V"
        case Clear():
            return "L"
        case Collect(seat=n):
            return f"Ctrl+{n}, K"
        case Declare(ruling=ruling, seat=n):
            if ruling == Ruling.DEALER_QUALIFIES:
                return "Q"
            if ruling == Ruling.DEALER_DOES_NOT_QUALIFY:
                return "N"
            return (f"Ctrl+{n}, " if n else "") + "G"
        case Take():
            return f"{choose}T"
        case Push():
            return f"{choose}P"
        case RejectBet():
            return f"{choose}Del"
        case Pay(bet=bet, amount=amount):
            return f"{choose}{amount}, " + ("A" if bet == "ante_bonus" else "Enter")
    return ""


def seat_of(name: str | None) -> int | None:
    """``seat:3`` / ``seat:3:ante`` → 3; anything else → None."""
    if not name or not name.startswith("seat:"):
        return None
    part = name.split(":")[1]
    return int(part) if part.isdigit() else None


def bet_of(name: str | None) -> str | None:
    """``seat:3:ante`` → ``ante``; anything else → None."""
    if not name or not name.startswith("seat:"):
        return None
    parts = name.split(":")
    return parts[2] if len(parts) == 3 and parts[2] in BET_ORDER else None


PLACES_FIRST_MS = 500
PLACES_STEP_MS = 40
"""How often the table works out one more seat's places for winnings and labels while a round begins
(:meth:`TableScene.prepare_places`): a seat at a time, between the dealer's actions, from half a second after the
round is put on the table (never in the start-up's first paint, which benchmarks/bench_startup.py times)."""
MAX_PLANNED_ACTIONS = 400
"""The payouts worked out ahead stop after this many actions (a round has ~80)."""

LOG_DELAY_MS = 50
"""The list of actions is brought up to date this long after the table (:meth:`DealerTable.flush_log`: now)."""
GRADE_DELAY_MS = 50
"""When the last action ends a practice round, the panel turns to the grade this long after the table showed
that action (:meth:`DealerTable.flush_grade`: now): two frames of half the work each (benchmarks/bench_gui.py)."""


class DealerTable(Retranslatable, QWidget):
    """The table and its controls. See the module docstring."""

    action_applied = Signal(dict)
    round_finished = Signal(object)
    escape_unused = Signal()
    """Esc with nothing to clear (no amount, no chips, nothing selected, no step under review): the page's own
    Esc (Deal me rounds: Back) is next."""

    def __init__(self, mode: str = "practice", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r} (one of {', '.join(MODES)})")
        self.mode = mode
        self.round: PracticeRound | None = None
        """The round at the table (its log, grader, mistakes, undo, review and help live there)."""
        self._payouts: Iterator[None] | None = None
        """The payouts worked out ahead while the table is idle (:meth:`_plan_payouts`), a step at a time."""
        self._payouts_for: PracticeRound | None = None
        """The round whose payouts :attr:`_payouts` works out."""
        self.clock: Clock = time.monotonic
        """The clock the round's actions are timed with."""
        self.selected: str | None = None
        self.amount = ""
        self.chips: list[int] = []
        """The chips picked from the tray for the payout being built, in order (their sum is ``amount`` while
        they are the way it was built; typing digits makes the amount the only record)."""
        self.reviewing: int | None = None
        self._cycle_from: str | None = None
        """The bet area settled last: ] and [ go on from it once settling has cleared the selection."""
        self.title = ""
        self._feedback_kind = ""
        self._feedback_args: tuple[Any, ...] = ()
        self._feedback_for: tuple[str, tuple[Any, ...], str] | None = None  # what the feedback shows, in which language
        self._hint: Due | None = None
        self._drag: int | None = None
        self._ghost: QtWidgets.QGraphicsPixmapItem | None = None
        self.seat_asker: Callable[[str], int | None] = self._ask_seat
        """Asks which seat a ruling is about when none is selected (tests replace it)."""
        self.confirm_end: Callable[[], bool] | None = None
        """Asked before Ctrl+E / "End the round" ends the round (the exam sets it); None: no question."""
        self.grade_at_end = mode == "practice"
        """Show the grade and its mistakes in the panel when the round ends: practice, and the exam table of Deal me
        rounds' Table-ready (no help until the grade); the exam screens show the grade themselves."""

        self.scene = TableScene(self)
        self.scene.show_hands = mode == "practice"  # an exam shows the turned-up cards, never their rank
        # Each item keeps its picture at screen resolution, so a flying card repaints only pixmaps (bench_gui).
        self.scene.set_item_cache_mode(QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.table_view = TableWidget(self.scene, self)
        self.table_view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table_view.viewport().installEventFilter(self)
        self.table_view.installEventFilter(self)
        self.table_view.viewport().setMouseTracking(True)
        self._mark_at: dict[str, tuple[str | None, QRectF]] = {}
        """Where the highlight and the selection were last drawn (by name and rectangle)."""
        self._highlight = self._mark_item(QColor("#ffd54f"), Qt.PenStyle.SolidLine, 7.0)
        self._selection = self._mark_item(QColor("#4fc3f7"), Qt.PenStyle.DashLine, 4.0)

        self._build_panel()
        lay = QtWidgets.QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        # The felt's column: a page may put a row of its own above the felt (set_header), beside the panel, which
        # then keeps the whole height (1280×800).
        self._felt_column = QtWidgets.QVBoxLayout()
        self._felt_column.setContentsMargins(0, 0, 0, 0)
        self._felt_column.setSpacing(PANEL_SPACING)
        self._felt_column.addWidget(self.table_view, 1)
        self._header: QtWidgets.QHBoxLayout | None = None
        lay.addLayout(self._felt_column, 1)
        lay.addWidget(self.panel_scroll, 0)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.table_view)
        self.retranslate()

    def set_header(self, widget: QtWidgets.QWidget) -> None:
        """Show ``widget`` (a page's own row, e.g. who is practising) above the felt, beside the panel, and the
        round's title beside it (out of the panel, which then keeps its height for the controls, the feedback and
        the actions at 1280×800); the widget moves here from wherever it was (a page with several tables gives it
        to the one it shows)."""
        if self._header is None:
            self._header = QtWidgets.QHBoxLayout()
            self._header.setContentsMargins(0, 0, PANEL_MARGIN, 0)
            self._header.setSpacing(2 * PANEL_SPACING)
            self._felt_column.insertLayout(0, self._header)
            self._panel_layout.removeWidget(self.title_label)
            self._header.addWidget(self.title_label, 1)
        if self._header.indexOf(widget) < 0:
            widget.setParent(self)
            self._header.insertWidget(0, widget, 0)
            widget.show()

    # ------------------------------------------------------------------------------------------ building
    def _prepare_places(self) -> None:
        """A step of what the table works out while it waits for the dealer: the round's grader, the timer of a
        card's flight, the actions list, a seat's places for winnings and labels, then a few card pictures at the
        size the table is shown (the first reveal of a hand copies them), then the discard rack's pictures for each
        height of its pile (the clear's frame copies one)."""
        self._places_timer.setInterval(PLACES_STEP_MS)
        if self.round is not None and self.round.prepare():  # the grader, first: the first action needs it
            return
        if self.scene.prepare_flights():
            return
        if self._log_list is None:  # the actions list, in the place of its empty box
            _ = self.log_list
            return
        if self.scene.prepare_places():
            return
        view = self.table_view
        if self.scene.prepare_faces(view.transform().m11(), view.devicePixelRatioF()):
            return
        if self.scene.prepare_devices(view.transform().m11(), view.devicePixelRatioF()):
            return
        if not self._payouts_step():
            self._places_timer.stop()

    def _plan_payouts(self) -> None:
        """Once the hands are turned up, work out (while the table is idle, an action a step) the payouts a
        correct dealer makes from here and where their winnings go, once a round: the first pay of a crowded
        seat then finds its places ready (:meth:`TableScene.prepare_winnings`). A round played otherwise only
        finds fewer of them ready."""
        view = self.round_view
        if self.round is None or self._payouts_for is self.round or view is None or view.phase not in TURN_UP_PHASES:
            return
        self._payouts_for = self.round
        self._payouts = self._payouts_ahead(self.round.grader.round.copy())
        if not self._places_timer.isActive():
            self._places_timer.start(PLACES_STEP_MS)

    def _payouts_ahead(self, ahead: Round) -> Iterator[None]:
        """The reference dealer's actions from here on a copy of the round, one a step; after each pay, its
        seat's winnings placed."""
        from trainer.engine.procedure import candidates

        for _ in range(MAX_PLANNED_ACTIONS):
            due = candidates(ahead)
            if not due:
                return
            action = due[0].action
            ahead.apply(action)
            if isinstance(action, Pay):
                for seat in ahead.view().seats:
                    if seat.seat == action.seat:
                        self.scene.prepare_winnings(seat.seat, seat.paid)
            yield

    def _payouts_step(self) -> bool:
        """One step of :meth:`_plan_payouts`; False when there is none (left)."""
        if self._payouts is None:
            return False
        try:
            next(self._payouts)
        except StopIteration:
            self._payouts = None
        except Exception as exc:  # only a head start: the pays place their winnings themselves anyway
            _log.exception("could not work out the payouts ahead: %r", exc)
            self._payouts = None
        return self._payouts is not None

    def _mark_item(self, colour: QColor, style: Qt.PenStyle, width: float) -> QtWidgets.QGraphicsPathItem:
        item = QtWidgets.QGraphicsPathItem()
        pen = QPen(colour, width)
        pen.setStyle(style)
        item.setPen(pen)
        item.setZValue(Z_MARK)
        item.setVisible(False)
        self.scene.addItem(item)
        item.setCacheMode(QtWidgets.QGraphicsItem.CacheMode.NoCache)  # a path redrawn at each move
        return item

    def _button(self, slot: Callable[[], object], grid: QtWidgets.QGridLayout | None = None, *pos: int) -> Any:
        b = QtWidgets.QPushButton(self)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.setAutoDefault(False)
        b.clicked.connect(lambda _checked=False: slot())
        if grid is not None:
            grid.addWidget(b, *pos)
        return b

    def _build_panel(self) -> None:
        panel = SidePanel(self)
        panel.setObjectName("dealerPanel")
        v = QtWidgets.QVBoxLayout(panel)
        v.setContentsMargins(PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN)
        v.setSpacing(PANEL_SPACING)

        self.title_label = QtWidgets.QLabel(panel)
        self.title_label.setWordWrap(True)
        f = self.title_label.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.1)
        self.title_label.setFont(f)
        v.addWidget(self.title_label)
        # Room for the count and phase and for the round's latest event below them, taken from the start; a new
        # text asks for another layout only when its height changes (PlainLines: a label asked for one on every
        # action, and the panel's layout measured all its labels again).
        self.status_label = PlainLines(panel, least_lines=2)
        self.status_label.setObjectName("statusLine")
        v.addWidget(self.status_label)
        # What is selected shows in the Bets box's title (the settling keys act on it): no line of its own, the
        # panel's height is scarce at 1280×800.

        self.controls = QtWidgets.QWidget(panel)
        cv = QtWidgets.QVBoxLayout(self.controls)
        cv.setContentsMargins(0, 0, 0, 0)
        cv.setSpacing(PANEL_SPACING)

        # Cards.
        self.deal_box = QtWidgets.QGroupBox(self.controls)
        g = QtWidgets.QGridLayout(self.deal_box)
        _tight(g)
        self.b_shuffle = self._button(self.do_shuffle, g, 0, 0)
        self.cut_spin = QtWidgets.QSpinBox(self.deal_box)
        self.cut_spin.setRange(1, 51)
        self.cut_spin.setValue(26)
        g.addWidget(self.cut_spin, 0, 1)
        self.b_cut = self._button(self.do_cut, g, 0, 2)
        self.b_dealer = self._button(lambda: self.deal("dealer"), g, 1, 0)
        self.b_community = self._button(lambda: self.deal("community"), g, 1, 1)
        self.b_burn = self._button(lambda: self.apply(Burn()), g, 1, 2)
        self.b_reveal_dealer = self._button(lambda: self.apply(Reveal(Place.DEALER)), g, 2, 0)
        self.b_reveal_community = self._button(lambda: self.apply(Reveal(Place.COMMUNITY)), g, 2, 1)
        self.b_collect = self._button(self.do_collect, g, 2, 2)
        self.b_clear = self._button(lambda: self.apply(Clear()), g, 3, 0)
        self.b_qualifies = self._button(lambda: self.declare("dealer_qualifies"), g, 3, 1)
        self.b_not_qualifies = self._button(lambda: self.declare("dealer_does_not_qualify"), g, 3, 2)
        self.b_reveal_seat = self._button(self.do_reveal_seat, g, 4, 0)
        # A push button with a menu (it opens on a press, as the tool button it was did): a tool button made PySide
        # build that class and its enums at start-up (~0.5 ms), and a push button fills its grid cell anyway.
        self.b_rulings = QtWidgets.QPushButton(self.deal_box)
        self.b_rulings.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.b_rulings.setAutoDefault(False)
        self.rulings_menu = QtWidgets.QMenu(self.b_rulings)
        self.ruling_actions: dict[str, QtGui.QAction] = {}
        for ruling in ("void_round", "continue", "dead_cards", "reshuffle", "change_shuffler", "switch_to_shoe",
                       "close_table", "call_floor"):  # fmt: skip
            act = self.rulings_menu.addAction("")
            act.triggered.connect(lambda _c=False, r=ruling: self.declare(r))
            self.ruling_actions[ruling] = act
        self.b_rulings.setMenu(self.rulings_menu)
        g.addWidget(self.b_rulings, 4, 1, 1, 2)
        cv.addWidget(self.deal_box)

        # Bets.
        self.bet_box = QtWidgets.QGroupBox(self.controls)
        bg = QtWidgets.QGridLayout(self.bet_box)
        _tight(bg)
        self.amount_edit = QtWidgets.QLineEdit(self.bet_box)
        self.amount_edit.setReadOnly(True)
        self.amount_edit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.amount_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        af = self.amount_edit.font()
        af.setPointSizeF(af.pointSizeF() * 1.3)
        af.setBold(True)
        self.amount_edit.setFont(af)
        bg.addWidget(self.amount_edit, 0, 0, 1, 4)
        self.keypad: dict[str, QtWidgets.QPushButton] = {}
        keys = ("7", "8", "9", "back", "4", "5", "6", "00", "1", "2", "3", "0")
        for i, key in enumerate(keys):
            b = self._button(functools.partial(self._keypad, key), bg, 1 + i // 4, i % 4)
            if key != "back":
                b.setText(key)
            self.keypad[key] = b
        self.b_clear_amount = self._button(lambda: self._keypad("clear"), bg, 4, 3)
        self.b_take = self._button(lambda: self.settle("take"), bg, 4, 0)
        self.b_push = self._button(lambda: self.settle("push"), bg, 4, 1)
        self.b_pay = self._button(lambda: self.settle("pay"), bg, 4, 2)
        self.b_bonus = self._button(lambda: self.settle("ante_bonus"), bg, 5, 0, 1, 2)
        self.b_refuse = self._button(lambda: self.settle("reject_bet"), bg, 5, 2, 1, 2)
        cv.addWidget(self.bet_box)

        # Practice (Hint, Undo) and the end of the round: one row (1280×800: the panel's height is scarce).
        self.practice_row = QtWidgets.QWidget(self.controls)
        pr = QtWidgets.QHBoxLayout(self.practice_row)
        pr.setContentsMargins(0, 0, 0, 0)
        pr.setSpacing(GRID_SPACING)
        self.b_hint = self._button(self.show_hint)
        self.b_undo = self._button(self.undo)
        self.b_finish = self._button(self.end_round)
        pr.addWidget(self.b_hint, 2)
        pr.addWidget(self.b_undo, 2)
        pr.addWidget(self.b_finish, 3)
        cv.addWidget(self.practice_row)
        v.addWidget(self.controls)

        # Grade (practice, after the round).
        self.grade_box = QtWidgets.QWidget(panel)
        gv = QtWidgets.QVBoxLayout(self.grade_box)
        gv.setContentsMargins(0, 0, 0, 0)
        self.grade_label = QtWidgets.QLabel(self.grade_box)
        self.grade_label.setWordWrap(True)
        self.grade_label.setTextFormat(Qt.TextFormat.RichText)
        gf = self.grade_label.font()
        gf.setBold(True)
        gf.setPointSizeF(gf.pointSizeF() * 1.25)
        self.grade_label.setFont(gf)
        gv.addWidget(self.grade_label)
        self._grade_layout = gv
        self._error_list: QtWidgets.QListWidget | None = None  # made when a grade is first shown (error_list)
        self.b_live = self._button(self.end_review)
        gv.addWidget(self.b_live)
        self.b_again = self._button(self.restart)
        gv.addWidget(self.b_again)
        self.grade_box.setVisible(False)
        v.addWidget(self.grade_box, 1)

        self.feedback = FeedbackText(panel)
        self.feedback.setObjectName("feedback")
        # The feedback is as tall as its text while the panel has room, then it scrolls on its own: mistake
        # messages never push the actions list below out of sight (1280×800).
        self.feedback_area = FeedbackArea(self.feedback, panel)
        panel.feedback_area = self.feedback_area
        v.addWidget(self.feedback_area, 0)
        self.log_heading = QtWidgets.QLabel(panel)
        v.addWidget(self.log_heading)
        # The actions list (log_list) is made at the first action or the table's first idle moment: until then an
        # empty box drawn as the empty list is (a list makes PySide build its classes and their enums, ~3 ms of
        # the table's start-up). Either takes the room that is left and asks for LOG_MIN_LINES lines of it: the
        # panel must fit 1280×800.
        self._panel_layout = v
        self._log_list: QtWidgets.QListWidget | None = None
        box = self._log_box = QtWidgets.QFrame(panel)
        box.setFrameShape(QtWidgets.QFrame.Shape.StyledPanel)
        box.setFrameShadow(QtWidgets.QFrame.Shadow.Sunken)
        box.setAutoFillBackground(True)
        box.setBackgroundRole(QtGui.QPalette.ColorRole.Base)
        box.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Ignored)
        self._log_follow = True
        self._fit_log_lines(self._log_line_guess())
        v.addWidget(box, 1)
        # Redrawing the list takes ~2 ms (every visible line is drawn again when one is added): it follows the
        # table a moment later instead of lengthening the frame that shows the action (benchmarks/bench_gui.py).
        self._log_timer = QTimer(self)
        self._log_timer.setSingleShot(True)
        self._log_timer.setInterval(LOG_DELAY_MS)
        self._log_timer.timeout.connect(self._render_log)
        # What a first pay needs to place its winnings and a hand's label is worked out a seat at a time while the
        # table waits for the dealer, not in the frame of the pay (benchmarks/bench_gui.py: ~2-4 ms a crowded Ante).
        self._places_timer = QTimer(self)
        self._places_timer.setInterval(PLACES_STEP_MS)
        self._places_timer.timeout.connect(self._prepare_places)
        self._grade_timer = QTimer(self)  # the grade a moment after the last action (finish)
        self._grade_timer.setSingleShot(True)
        self._grade_timer.setInterval(GRADE_DELAY_MS)
        self._grade_timer.timeout.connect(self._grade_due)
        if self.mode == "exam":  # no help and no undo: the end of the round alone on its row
            self.b_hint.setVisible(False)
            self.b_undo.setVisible(False)
            self.feedback_area.setVisible(False)

        self.panel_scroll = QtWidgets.QScrollArea(self)
        self.panel_scroll.setWidget(panel)
        panel.scroll_area = self.panel_scroll
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.panel_scroll.setFixedWidth(PANEL_WIDTH)
        self.panel_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        # The panel grows a little on big screens (1920×1080) and keeps its minimum on 1280×800.
        self.panel_scroll.setFixedWidth(max(PANEL_WIDTH, min(PANEL_MAX_WIDTH, event.size().width() // 4)))
        super().resizeEvent(event)

    # ------------------------------------------------------------------------------------------- language

    def _label(self, b: QtWidgets.QAbstractButton, text: str, key: str, tip: str) -> None:
        b.setText(f"{text} [{key}]" if key else text)
        b.setToolTip(f"{tip} ({key})" if key else tip)

    def retranslate(self) -> None:
        """Every visible string again, in the current language."""
        self.deal_box.setTitle(self.tr("Cards"))
        self._label(
            self.b_shuffle,
            self.tr("Shuffle"),
            "S",
            self.tr("Shuffle by hand or with the machine, as the table does (Shift+S: the other way)"),
        )
        self.cut_spin.setToolTip(self.tr("Where the cut card goes: cards from the top"))
        self.cut_spin.setPrefix(self.tr("at "))
        self._label(self.b_cut, self.tr("Cut"), "X", self.tr("Put the cut card at the chosen position"))
        self._label(self.b_dealer, self.tr("Dealer"), "D", self.tr("Deal to the dealer's box (or click it)"))
        self._label(
            self.b_community, self.tr("Community"), "C", self.tr("Deal the community cards (or click the area)")
        )
        self._label(self.b_burn, self.tr("Burn"), "B", self.tr("Burn a card to the discard rack (or click the rack)"))
        self._label(self.b_reveal_dealer, self.tr("Reveal"), "R", self.tr("Turn the dealer's cards face up"))
        self._label(self.b_reveal_community, self.tr("Reveal comm."), "V", self.tr("Turn the community cards face up"))
        self._label(self.b_collect, self.tr("Collect"), "K", self.tr("Collect the selected folded seat's cards"))
        self._label(
            self.b_reveal_seat,
            self.tr("Turn up"),
            "U",
            self.tr("Turn the selected seat's hand face up before settling its bets (or click its cards)"),
        )
        self._label(self.b_clear, self.tr("Clear"), "L", self.tr("Clear the table: the round ends"))
        self._label(self.b_qualifies, self.tr("Qualifies"), "Q", self.tr("Declare: the dealer qualifies"))
        self._label(self.b_not_qualifies, self.tr("Not qual."), "N", self.tr("Declare: the dealer does not qualify"))
        self._label(self.b_rulings, self.tr("Rulings…"), "G", self.tr("Void round, dead cards, call the floor …"))
        names = {
            "void_round": self.tr("&Void round"),
            "continue": self.tr("&Continue the round"),
            "dead_cards": self.tr("&Dead cards (selected seat)"),
            "reshuffle": self.tr("&Reshuffle"),
            "change_shuffler": self.tr("C&hange the shuffler"),
            "switch_to_shoe": self.tr("&Switch to the shoe"),
            "close_table": self.tr("C&lose the table"),
            "call_floor": self.tr("Call the &floor (selected seat)"),
        }
        for ruling, act in self.ruling_actions.items():
            act.setText(names[ruling])
        self.amount_edit.setPlaceholderText(self.tr("amount (keys 0–9, chips)"))
        self.amount_edit.setToolTip(
            self.tr("Type with the number keys or the keypad, or click / drag chips from the tray")
        )
        self.keypad["back"].setText("⌫")
        self.keypad["back"].setToolTip(self.tr("Take back the last digit or chip (Backspace)"))
        self.b_clear_amount.setText(QCoreApplication.translate("AmountPad", "Clear"))  # not the table's Clear
        self.b_clear_amount.setToolTip(self.tr("Clear the payout being built (W or Esc)"))
        self._label(self.b_take, self.tr("Take"), "T", self.tr("The losing bet goes to the house"))
        self._label(self.b_push, self.tr("Push"), "P", self.tr("Return or leave the bet, no payout"))
        self._label(self.b_pay, self.tr("Pay"), "Enter", self.tr("Pay the amount to the selected bet"))
        self._label(self.b_bonus, term("ante_bonus"), "A", self.tr("Pay the amount as the seat's Ante Bonus"))
        self._label(self.b_refuse, self.tr("Refuse bet"), "Del", self.tr("Refuse the selected bet"))
        self._label(self.b_hint, self.tr("Hint"), "H", self.tr("Show the next correct action and its clause"))
        self._label(self.b_undo, self.tr("Undo"), "Ctrl+Z", self.tr("Take back the last action"))
        finish_tip = (
            self.tr("Stop here and see the grade")
            if self.mode == "practice"
            else self.tr("Stop this round here: it counts as it stands and the exam goes on")
        )
        self._label(self.b_finish, self.tr("End the round"), "Ctrl+E", finish_tip)
        self._label(self.b_live, self.tr("Back to the table"), "Esc", self.tr("Leave the review"))
        self._label(self.b_again, self.tr("Deal this round again"), "F5", self.tr("Start the same scenario again"))
        self.table_view.setToolTip(
            self.tr(
                "Click a seat, the dealer's box or the community area to deal (keys 1–7, D, C); "
                "Ctrl+click or right-click selects a seat; click a bet area to select it; "
                "click or drag chips from the tray to build the amount."
            )
        )
        self.log_heading.setText(self.tr("Actions so far"))
        self._log_box.setToolTip(self.tr("Click an action to see the table right after it (Esc returns)"))
        if self._log_list is not None:
            self._log_list.clear()
        self._fit_log_lines(self._log_line_guess())
        self._refresh_labels()
        if self.grade is not None and self.grade_at_end:
            self._show_grade()

    # ------------------------------------------------------------------------------------------- the round
    def start(self, setup: RoundSetup, title: str = "") -> None:
        """Begin a new round with ``setup`` (the scenario's); any earlier round is dropped."""
        self.play(PracticeRound(setup, clock=self.clock), title)

    def play(self, round_: PracticeRound, title: str = "") -> None:
        """Put ``round_`` on the table (a new one, or one rebuilt from recorded actions); any earlier round is
        dropped. A round already graded shows as ended."""
        self.round = round_
        self.title = title
        self.cut_spin.setValue(round_.setup.table.cut_position)
        self.reviewing = None
        self.selected = None
        self._cycle_from = None
        self.amount = ""
        self.chips = []
        self._hint = None
        self._set_feedback("", ())
        self._places_timer.start(PLACES_FIRST_MS)  # once the table is on screen (start-up's first paint is timed)
        self._payouts, self._payouts_for = None, None
        self._grade_timer.stop()
        self.controls.setVisible(True)
        self.controls.setEnabled(True)  # exam mode disables them when a round ends (finish)
        self.grade_box.setVisible(False)
        self._redraw(animate=False)
        if round_.finished:
            self._show_finished()

    # The round's state, read through the table (many callers and tests use these names).
    @property
    def setup(self) -> RoundSetup | None:
        return self.round.setup if self.round is not None else None

    @property
    def grader(self) -> Grader | None:
        return self.round.grader if self.round is not None else None

    @property
    def log(self) -> list[Action]:
        return self.round.log if self.round is not None else []

    @property
    def grade(self) -> Grade | None:
        return self.round.grade if self.round is not None else None

    @property
    def errors_at(self) -> dict[int, list[GradeError]]:
        return self.round.errors_at if self.round is not None else {}

    @property
    def help(self) -> PracticeRecord:
        """Practice: the hints shown and the actions taken back this round (shown with the grade)."""
        return self.round.help if self.round is not None else PracticeRecord()

    def set_title(self, title: str) -> None:
        """The title above the controls (the scenario's, or in an exam the round's number)."""
        self.title = title
        self._refresh_labels()

    def grade_text(self) -> str:
        """The grade line as shown (both languages), as plain text (for tests and accessibility); a grade still
        to come is shown first."""
        self.flush_grade()
        doc = QtGui.QTextDocument()
        doc.setHtml(self.grade_label.text())
        return doc.toPlainText()

    def restart(self) -> None:
        if self.setup is not None:
            self.start(self.setup, self.title)

    @property
    def round_view(self) -> TableView | None:
        return self.round.view if self.round is not None else None

    def is_over(self) -> bool:
        """The round is at its end: nothing more a dealer could correctly do."""
        return self.round is not None and self.round.over()

    def apply(self, action: Action | dict[str, Any]) -> list[GradeError]:
        """Do one action at the table (as if clicked); returns the mistakes it made (practice shows them)."""
        if self.round is None or self.reviewing is not None or self.round.finished:
            return []
        act = parse_action(action)
        try:
            errors = self.round.apply(act)
        except Exception as exc:  # a fault in the engine must not lose the round: the round dropped the action
            _log.exception("could not judge %s: %r", act, exc)
            self._set_feedback("internal", (act,))
            return []
        self._hint = None
        self._highlight.setVisible(False)
        if self.mode == "practice":
            if errors:
                self._set_feedback("mistake", (errors,))
            else:
                self._set_feedback("done", (act,))
        self.action_applied.emit(act.to_json())  # after the feedback: Learn mode's next step follows it
        self._redraw()
        if self.is_over():
            self.finish(later=True)
        else:
            self._plan_payouts()
        return errors

    def finish(self, *, later: bool = False) -> Grade | None:
        """End the round now: grade it, emit ``round_finished`` and (practice) show the grade. ``later``: the
        round's last action ended it: the panel turns to the grade :data:`GRADE_DELAY_MS` later, in a frame of its
        own (:meth:`flush_grade`: now), after the frame that shows that action on the table."""
        if self.round is None or self.round.finished:
            self.flush_grade()  # ended already: its grade now, if it was still to come
            return self.grade
        grade = self.round.finish()
        if later and self.grade_at_end:
            self.scene.finish_animations()
            self._grade_timer.start()
        else:
            self._show_finished()
        self.round_finished.emit(grade)
        return grade

    def flush_grade(self) -> None:
        """Show the grade of a round that has ended now, if it is still to come."""
        if self._grade_timer.isActive():
            self._grade_timer.stop()
            self._show_finished()

    def _grade_due(self) -> None:
        if self.round is not None and self.round.finished:
            self._show_finished()

    def _show_finished(self) -> None:
        self.scene.finish_animations()
        if self.grade_at_end:
            self._show_grade()
            self.controls.setVisible(False)
            self.grade_box.setVisible(True)
        else:
            self.controls.setEnabled(False)

    def end_round(self) -> None:
        """Ctrl+E / "End the round": :meth:`finish`, once :attr:`confirm_end` (when set) agrees."""
        if self.grader is None or self.grade is not None:
            return
        if self.confirm_end is None:
            self.finish()
            return
        agreed = self.confirm_end()
        self.take_keys_back()  # after the question box, as after the seat number's
        if agreed:
            self.finish()

    def undo(self) -> None:
        """Take back the last action (practice only): the round is graded again from the shorter log."""
        if self.mode != "practice" or self.round is None or not self.round.log:
            return
        self.end_review()
        phase = self.round.view.phase
        last = self.round.undo()
        if self.round.view.phase != phase:
            # Back in another step of the round (paying → dealing): a bet area still selected from there would
            # turn the number keys into an amount where they should deal to a seat. What Esc, Esc does.
            self._keypad("clear")
            self.select(None)
        self._grade_timer.stop()
        self.controls.setVisible(True)
        self.grade_box.setVisible(False)
        self._hint = None
        self._highlight.setVisible(False)
        self._set_feedback("undone", (last,))
        self._redraw(animate=False)

    # ------------------------------------------------------------------------------------------- commands
    def deal(self, to: str) -> None:
        self.apply(make_action("deal", to=to))

    def do_shuffle(self, other: bool = False) -> None:
        """Shuffle as the table does now (by hand at a shoe, with the machine at a shuffler), or the other way."""
        view = self.round_view
        method = view.method if view is not None else "manual"
        if other:
            method = "manual" if method == "machine" else "machine"
        self.apply(make_action("shuffle", method=method))

    def do_cut(self) -> None:
        self.apply(Cut(self.cut_spin.value()))

    def do_collect(self) -> None:
        seat = seat_of(self.selected)
        if seat is None:
            self._set_feedback("need_seat", ())
            return
        self.apply(Collect(seat))

    def do_reveal_seat(self) -> None:
        """Turn the selected seat's hand face up (a seat or one of its bet areas may be selected)."""
        seat = seat_of(self.selected)
        if seat is None:
            self._set_feedback("need_seat", ())
            return
        self.apply(Reveal(Place.at_seat(seat)))

    def declare(self, ruling: str) -> None:
        seat: int | None = None
        if ruling in RULINGS_WITH_SEAT:
            seat = seat_of(self.selected)
            if seat is None:
                seat = self.seat_asker(ruling)
                if seat is None:
                    return
        # the record as asked: a seat the table does not have is the engine's to judge (a wrong call), not a crash
        self.apply(Declare(Ruling(ruling), seat))

    def settle(self, how: str) -> None:
        """``take`` / ``push`` / ``pay`` / ``ante_bonus`` / ``reject_bet`` for the selected bet area."""
        seat, bet = seat_of(self.selected), bet_of(self.selected)
        if how == "ante_bonus":
            bet = "ante"
        if seat is None or bet is None:
            self._set_feedback("need_bet", ())
            return
        if how in ("pay", "ante_bonus"):
            if not self.amount or int(self.amount) <= 0:
                self._set_feedback("need_amount", ())
                return
            chips = tuple(self.chips) if self._built_from_chips() else None  # the chips it was built from: style
            act: Action = Pay(seat, "ante_bonus" if how == "ante_bonus" else bet, int(self.amount), chips)
        else:
            settle: dict[str, type[Take | Push | RejectBet]] = {"take": Take, "push": Push, "reject_bet": RejectBet}
            act = settle[how](seat, bet)
        self.amount = ""
        self.chips = []
        self._cycle_from = self.selected  # ] goes on from here, not from the first area again
        self.select(None)
        self.apply(act)

    def add_chip(self, value: int) -> None:
        """A chip from the tray onto the payout being built."""
        if self.grader is None or self.reviewing is not None or self.grade is not None:
            return
        total = (int(self.amount) if self.amount else 0) + value
        if len(str(total)) > 9:
            return
        if not self._built_from_chips():
            self.chips = self.payout_chips()  # a typed amount, then chips: the stack holds both
        self.chips.append(value)
        self.amount = str(total)
        self._refresh_labels()

    def add_tray_chip(self, index: int) -> None:
        """The ``index``-th chip of the tray (0 = the smallest), as if clicked (Alt+1–9)."""
        view = self.round_view
        denominations = sorted(set(view.chip_denominations)) if view is not None else []
        if 0 <= index < len(denominations):
            self.add_chip(denominations[index])

    def clear_payout(self) -> None:
        """Put the chips being built back in the tray (W, the C button, the payout's ✕)."""
        self._keypad("clear")

    def _built_from_chips(self) -> bool:
        return bool(self.chips) and str(sum(self.chips)) == self.amount

    def payout_chips(self) -> list[int]:
        """The chips of the payout being built: the ones picked, or a typed amount in the table's chips."""
        if self._built_from_chips():
            return list(self.chips)
        view = self.round_view
        if not self.amount or view is None:
            return []
        return chips_for(int(self.amount), view.chip_denominations)

    def _keypad(self, key: str) -> None:
        if key == "back":
            if self._built_from_chips():
                self.chips.pop()  # the last chip picked goes back to the tray
                self.amount = str(sum(self.chips)) if self.chips else ""
            else:
                self.amount = self.amount[:-1]
        elif key == "clear":
            self.amount = ""
            self.chips = []
        elif len(self.amount) < 9:
            self.amount = (self.amount + key).lstrip("0")
        if not self._built_from_chips():
            self.chips = []
        self._refresh_labels()

    def select(self, name: str | None) -> None:
        """Select a seat (``seat:N``) or a bet area (``seat:N:ante``); None clears the selection."""
        if self.selected != name and bet_of(name) is None:
            self.amount = ""
            self.chips = []
        self.selected = name
        self._show_mark(self._selection, name)
        self._refresh_labels()

    def cycle_selection(self, step: int) -> None:
        """Select the next (previous) bet area that holds a stake not settled yet, in the order the bets are
        settled (seat by seat: :func:`~trainer.engine.settling_order.settling_areas`). It goes on from the area
        selected, or else from the one last settled (settling clears the selection), so ] walks the table once
        instead of coming back to the first open area after each bet."""
        view = self.round_view
        if view is None:
            return
        areas = settling_areas(view)
        if not any(is_open for _name, is_open in areas):
            return
        names = [name for name, _is_open in areas]
        start = self.selected if self.selected in names else self._cycle_from
        i = names.index(start) if start in names else (-1 if step > 0 else len(names))
        for _ in areas:
            i = (i + step) % len(areas)
            if areas[i][1]:
                self.select(areas[i][0])
                return

    def show_hint(self, learn: bool = False) -> Due | None:
        """Practice: highlight the reference dealer's next action and show it in words (both languages), its keys,
        clause and reason. ``learn``: Learn mode shows it after every action (the round is graded as a Learn round,
        the hint not counted), under the outcome of the action just done."""
        if self.mode != "practice" or self.round is None or self.round.finished:
            return None
        try:
            hint = self.round.hint(learn=learn)
        except Exception as exc:
            _log.exception("could not work out the hint: %r", exc)
            return None
        if hint is None:
            return None
        self._hint = hint
        target = target_of(self._hint.action)
        if bet_of(target) is not None:
            # A bet to settle: chosen too, so that the keys the hint names (the amount, Enter, T ...) settle it.
            self.select(target)
        self._show_mark(self._highlight, target)
        outcome = self.feedback.text() if learn and self._feedback_kind in ("done", "mistake") else ""
        self._set_feedback("hint", (self._hint, outcome))
        return self._hint

    # ------------------------------------------------------------------------------------------- review
    def review(self, step: int) -> None:
        """Show the table as it was before action ``step`` (0-based) of the log."""
        if self.round is None:
            return
        step = max(0, min(step, len(self.round.log)))
        view = self.round.review(step, marked=self.mode == "practice")
        self.reviewing = step
        self.scene.set_view(view)
        self.scene.finish_animations()
        self._highlight.setVisible(False)
        self._selection.setVisible(False)
        self._refresh_labels()

    def end_review(self) -> None:
        if self.reviewing is None:
            return
        self.reviewing = None
        self._redraw(animate=False)

    def _error_chosen(self, row: int) -> None:
        if self.grade is None or not 0 <= row < len(self.grade.errors):
            return
        self.review(self.grade.errors[row].step)

    # ------------------------------------------------------------------------------------------- drawing
    def shown_view(self) -> TableView | None:
        """The table as the trainee sees it: in an exam, nothing names an irregularity before they called it
        (:func:`~trainer.training.session.exam_view`); in practice each settled bet is marked right or wrong."""
        if self.round is None:
            return None
        return self.round.exam_view() if self.mode == "exam" else self.round.practice_view()

    def _redraw(self, animate: bool = True) -> None:
        view = self.shown_view()
        if view is None:
            return
        self.scene.set_view(view)
        if not animate:
            self.scene.finish_animations()
        self._show_mark(self._selection, self.selected)
        if self._hint is not None:
            self._show_mark(self._highlight, target_of(self._hint.action))
        self._refresh_labels()

    def _show_mark(self, item: QtWidgets.QGraphicsPathItem, name: str | None) -> None:
        rect = self._rect_of(name)
        if rect is None:
            item.setVisible(False)
            return
        key = "highlight" if item is self._highlight else "selection"
        if item.isVisible() and self._mark_at.get(key) == (name, rect):
            return  # where it is already: a new path (its dashed outline measured again) took ~0.5 ms a frame
        self._mark_at[key] = (name, QRectF(rect))
        path = QPainterPath()
        grow = 14 if item is self._highlight else 7
        r = rect.adjusted(-grow, -grow, grow, grow)
        if name is not None and bet_of(name) is not None:
            path.addEllipse(r)
        else:
            path.addRoundedRect(r, 10, 10)
        item.setPath(path)
        item.setVisible(True)

    def _rect_of(self, name: str | None) -> QRectF | None:
        if not name:
            return None
        if name.startswith("seat:") and bet_of(name) is None and not name.endswith(":cards"):
            name = f"{name}:cards"
        try:
            return self.scene.mark_rect(name)
        except KeyError:
            return None

    def _place_name(self, name: str | None) -> str:
        if not name:
            return self.tr("nothing")
        seat, bet = seat_of(name), bet_of(name)
        if seat is not None:
            where = self.tr("Seat %1").replace("%1", str(seat))
            return f"{where} · {term(bet)}" if bet else where
        try:
            return self.scene.label_of(name)
        except KeyError:
            return name

    def _refresh_labels(self) -> None:
        title = self.title or self.tr("Dealer table")
        self.title_label.setText(title)
        view = self.shown_view()
        lines = []
        if self.reviewing is not None:
            lines.append(
                self.tr("Reviewing: the table after %1 actions. Esc returns.").replace("%1", str(self.reviewing))
            )
        elif view is not None:
            lines.append(
                self.tr("Actions: %1").replace("%1", str(len(self.log))) + " · " + self._phase_name(view.phase)
            )
            msg = self._event_text(view.message)
            if msg:
                lines.append(msg)
        self.status_label.setText("\n".join(lines))
        if self.selected:
            self.bet_box.setTitle(self.tr("Selected: %1").replace("%1", self._place_name(self.selected)))
        else:
            self.bet_box.setTitle(self.tr("Bets: select an area, then settle"))
        self.amount_edit.setText(self.amount)
        live = self.reviewing is None and self.grade is None
        self.scene.set_payout(self.selected if live else None, self.payout_chips() if live else [])
        self.b_undo.setEnabled(bool(self.log) and self.mode == "practice")
        self._render_feedback()
        self._log_timer.start()  # the list of actions a moment later, in a frame of its own

    def _phase_name(self, phase: str) -> str:
        key = PHASE_TERMS.get(phase)
        if key is not None:
            return term(key)
        names = {
            "done": self.tr("Round over"),
            "ended": self.tr("Void round cleared: reshuffle"),
            "closed": self.tr("Table closed"),
        }
        return names.get(phase, phase)

    def _event_text(self, message: str) -> str:
        """The round's last event key in words (scripted events come through the view)."""
        if not message:
            return ""
        parts = message.split(":")
        kind = parts[0]
        if kind == "shuffler_failure":
            return self.tr("The shuffler's fault light is on.")
        if kind == "ready":
            return self.tr("The shoe is ready: bets are down.")
        if kind == "decisions":
            return self.tr("The players have decided: play or fold.")
        if kind == "card_slips" and len(parts) >= 3:
            return self.tr("A card slipped to seat %1.").replace("%1", parts[2])
        if kind == "card_exposed" and len(parts) >= 2:
            return self._exposed_text(":".join(parts[1:]))
        if kind == "late_bet" and len(parts) >= 2:
            return self.tr("Seat %1 put a bet down late.").replace("%1", parts[1])
        if kind == "conduct" and len(parts) >= 3:
            what = {
                "recording": self.tr("is recording results"),
                "predicting": self.tr("is working out a betting system"),
                "leaves_table": self.tr("left the table during the round"),
                "tells_cards": self.tr("is telling others the cards"),
                "discloses_dealer_cards": self.tr("is trying to disclose the dealer's cards"),
            }.get(parts[2], parts[2])
            return self.tr("The player at seat %1 %2.").replace("%1", parts[1]).replace("%2", what)
        return ""

    def _exposed_text(self, place: str) -> str:
        """A card exposed by mistake (A17), in plain words: whose card it was."""
        seat = seat_of(place)
        if seat is not None:
            return self.tr("A card of seat %1 was exposed.").replace("%1", str(seat))
        if place == "dealer":
            return self.tr("One of the dealer's cards was exposed.")
        if place == "community":
            return self.tr("A community card was exposed.")
        return self.tr("A card was exposed: %1.").replace("%1", self._place_name(place))

    def flush_log(self) -> None:
        """Bring the list of actions up to date now (it follows the table :data:`LOG_DELAY_MS` later)."""
        self._log_timer.stop()
        self._render_log()

    @property
    def log_list(self) -> QtWidgets.QListWidget:
        """The actions so far, one a line (click one to see the table right after it). Made when first needed, in
        the place of the empty box that stood for it."""
        if self._log_list is None:
            from trainer.gui.kept_rows import KeptRowsDelegate  # an item delegate: its Qt classes built now too

            box = self._log_box
            lst = QtWidgets.QListWidget(box.parentWidget())
            lst.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # One line per action: the list need not measure every line again for each action added (a frame).
            lst.setUniformItemSizes(True)
            # Each line drawn from a picture kept per line: every visible line is drawn again when one is added.
            lst.setItemDelegate(KeptRowsDelegate(lst))
            lst.setSizePolicy(box.sizePolicy())
            lst.setMinimumHeight(box.minimumHeight())
            lst.setToolTip(box.toolTip())
            lst.itemClicked.connect(lambda item: self._log_chosen(lst.row(item)))
            # The list follows the latest action, also when it is resized later (the grade appears, the panel is
            # laid out again); scrolling up stops that until the bottom is reached again.
            bar = lst.verticalScrollBar()
            bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if self._log_follow else None)
            bar.valueChanged.connect(lambda value: setattr(self, "_log_follow", value >= bar.maximum()))
            self._panel_layout.replaceWidget(box, lst)
            box.hide()
            box.deleteLater()
            self._log_list = self._log_box = lst
        return self._log_list

    @property
    def error_list(self) -> QtWidgets.QListWidget:
        """The graded round's mistakes, one a line (click one to see the table at that step): made when a grade is
        first shown (no table's first screen shows one)."""
        if self._error_list is None:
            lst = self._error_list = QtWidgets.QListWidget(self.grade_box)
            lst.setWordWrap(True)
            lst.setMinimumHeight(160)
            lst.currentRowChanged.connect(self._error_chosen)
            lst.itemClicked.connect(lambda item: self._error_chosen(lst.row(item)))
            self._grade_layout.insertWidget(1, lst, 1)
        return self._error_list

    def _render_log(self) -> None:
        """The actions so far, newest last; in practice a mistake is marked (click one to see the table after it)."""
        if self._log_list is None and not self.log:
            return  # nothing to show yet: the empty box stays
        lang = current_language()
        shown = self.log_list.count()
        if shown > len(self.log):
            self.log_list.clear()
            shown = 0
        for i in range(shown, len(self.log)):
            wrong = self.mode == "practice" and i in self.errors_at
            item = QtWidgets.QListWidgetItem(f"{i + 1}. {'✗ ' if wrong else ''}{action_text(self.log[i], lang)}")
            if wrong:
                item.setForeground(QColor(theme_colour("problem")))
            self.log_list.addItem(item)
        if len(self.log) > shown:
            self._log_follow = True
            self.log_list.scrollToBottom()
        if self.log_list.count():
            self._fit_log_lines(self.log_list.sizeHintForRow(self.log_list.count() - 1))

    def _log_line_guess(self) -> int:
        """A line of the actions list before one is shown, from the font: a Chinese line is drawn with a fallback
        font that is taller (the first lines shown measure it, :meth:`_render_log`; the guess is meant to be right,
        so that the panel is not laid out again then)."""
        height = self._log_box.fontMetrics().height()
        return -(-height * 13 // 10) if current_language().startswith("zh") else height

    def _fit_log_lines(self, line: int) -> None:
        """The actions list keeps at least LOG_MIN_LINES lines of height ``line`` in sight, however long the
        feedback above it grows (the panel is laid out again only when that height changes)."""
        box = self._log_box
        height = LOG_MIN_LINES * max(1, line) + 2 * box.frameWidth()
        if box.minimumHeight() != height:
            box.setMinimumHeight(height)

    def _log_chosen(self, row: int) -> None:
        if self.mode == "practice" and 0 <= row < len(self.log):
            self.review(row + 1)

    # ------------------------------------------------------------------------------------------- feedback
    def _set_feedback(self, kind: str, args: tuple[Any, ...]) -> None:
        self._feedback_kind = kind
        self._feedback_args = args
        self._render_feedback()

    def feedback_text(self) -> str:
        """The feedback shown now, as plain text (for tests and accessibility)."""
        doc = QtGui.QTextDocument()
        doc.setHtml(self.feedback.text())
        return doc.toPlainText()

    def _render_feedback(self) -> None:
        kind, args = self._feedback_kind, self._feedback_args
        lang = current_language()
        shown = self._feedback_for
        words = f"{lang} {current_theme()}"  # the words' language and their colours' theme
        if shown is not None and shown[0] == kind and shown[1] is args and shown[2] == words:
            return  # (the same message: the redraw after an action renders the feedback the action just set)
        self._feedback_for = (kind, args, words)
        problem, second, hint = theme_colour("problem"), theme_colour("second"), theme_colour("hint")
        esc = _escape
        html = ""
        plain: str | None = None  # the message when it is plain words: drawn without laying out rich text
        colour: str | None = None
        if kind == "mistake":
            rows = []
            for e in args[0]:
                # Both languages, the current one first (as the grade's list of mistakes).
                first, other_line = (
                    (e.message_zh, e.message_en) if lang.startswith("zh") else (e.message_en, e.message_zh)
                )
                # The clause on the message's first line: the feedback has a few lines only (1280×800).
                rows.append(
                    f"<p style='margin:0 0 4px 0'><b style='color:{problem}'>✗ {esc(e.clause)}</b> "
                    f"{esc(first)}<br><span style='color:{second}'>{esc(other_line)}</span></p>"
                )
            html = "".join(rows)
        elif kind == "done":
            plain, colour = f"✓ {done_text(args[0], lang)}", theme_colour("ok")
        elif kind == "undone":
            plain = self.tr("Undone: %1").replace("%1", action_text(args[0], lang))
        elif kind == "hint":
            exp: Due = args[0]
            why = exp.why_zh if lang.startswith("zh") and exp.why_zh else exp.why
            head = self.tr("Next: %1").replace("%1", step_text(exp.action, lang))  # a payout's amount in MOP
            other = next_step(exp.action).lang("en" if lang.startswith("zh") else "zh-Hant")
            target = target_of(exp.action)
            chosen = bet_of(target) is not None and self.selected == target
            keys = self.tr("Keys: %1").replace("%1", keys_for(exp.action, chosen))
            # The keys on the first line: at 1280×800 the feedback may show two lines only, and what to press is
            # what the trainee came for; the step in the other language, the clause and the reason follow. Learn
            # mode keeps the outcome of the action just done (args[1]: its message): a mistake above, a tick below.
            outcome = args[1] if len(args) > 1 else ""
            mistake = outcome.endswith("</p>")
            html = (
                (outcome if mistake else "")
                + f"<b style='color:{hint}'>{esc(head)}</b> <span style='color:{second}'>· {esc(keys)}</span>"
                f"<br><span style='color:{second}'>{esc(other)}</span><br>{esc(exp.clause)} — {esc(why)}"
                + (f"<br>{outcome}" if outcome and not mistake else "")
            )
        elif kind == "internal":
            plain = self.tr("The trainer could not judge %1; it was not done.").replace(
                "%1", action_text(args[0], lang)
            )
        elif kind == "need_bet":
            plain = self.tr("Select a bet area first: click it, or step with [ and ].")
        elif kind == "need_seat":
            plain = self.tr("Select a seat first: Ctrl+click it, or Ctrl+1–7.")
        elif kind == "need_amount":
            plain = self.tr("Type the amount first (number keys, keypad or chips).")
        if plain is not None:
            html = f"<span style='color:{colour}'>{esc(plain)}</span>" if colour else esc(plain)
        if html == self.feedback.text():
            return  # (shown already: the redraw after an action renders it again; measuring it again ~0.4 ms)
        if plain is None:
            self.feedback.setText(html)
        else:
            self.feedback.set_plain(html, plain, colour)
        self.feedback_area.text_changed()

    def _show_grade(self) -> None:
        g = self.grade
        if g is None:
            return
        zh = current_language().startswith("zh")
        # Both languages, the current one first (README: the grade in both languages).
        line = self.help.score_line(g)
        first, second = (line.zh, line.en) if zh else (line.en, line.zh)
        small = "<span style='font-size:small; font-weight:normal; color:" + theme_colour("second") + "'>{}</span>"
        # The score in both languages; the details (skills, money, timing) in the current one, the other in the
        # tooltip, so that the actions list keeps its room.
        details = grade_details(g, self.round.timing() if self.round is not None else None)
        shown = "".join("<br>" + small.format(_escape(d.zh if zh else d.en)) for d in details)
        self.grade_label.setToolTip("\n".join(d.en if zh else d.zh for d in details))
        self.grade_label.setText(f"{_escape(first)}<br>{small.format(_escape(second))}{shown}")
        self.error_list.blockSignals(True)
        self.error_list.clear()
        for e in g.errors:
            msgs = (e.message_zh, e.message_en) if zh else (e.message_en, e.message_zh)
            head = self.tr("Action %1").replace("%1", str(e.step + 1))  # counted from 1, as in the actions list
            self.error_list.addItem(f"{head} · {e.clause}\n{msgs[0]}\n{msgs[1]}")
        if not g.errors:
            self.error_list.addItem("\n".join((NO_MISTAKES.zh, NO_MISTAKES.en) if zh else NO_MISTAKES))
        self.error_list.blockSignals(False)
        self.error_list.setToolTip(self.tr("Click a mistake to see the table as it was at that step"))

    # ------------------------------------------------------------------------------------------- input
    def _ask_seat(self, ruling: str) -> int | None:
        view = self.round_view
        top = len(view.seats) if view is not None else 7
        seat, ok = QtWidgets.QInputDialog.getInt(self, self.tr("Which seat?"), self.tr("Seat number:"), 1, 1, top)
        self.take_keys_back()
        return int(seat) if ok else None

    def take_keys_back(self) -> None:
        """After a question box: the window is active again and the table has the keys. Without this, closing the
        box can leave no window active (no window manager hands the activation back), and then the window's own
        shortcuts (Ctrl+H, Ctrl+B, Ctrl+L) wait for an active window while the table's keys still arrive."""
        from trainer.gui.keyboard import take_back_the_keyboard

        take_back_the_keyboard(self)
        self.table_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        focus = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focus, QtWidgets.QAbstractButton):
            focus.click()  # Enter on a focused button presses it
            return
        if not self.handle_key(event.key(), event.modifiers(), event.text()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, mods: Qt.KeyboardModifier, text: str = "") -> bool:
        """One key of the keyboard map (module docstring); True if it was used."""
        K = Qt.Key
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        if self.reviewing is not None or self.grade is not None:
            if key == K.Key_Escape:
                if self.reviewing is None:
                    self.escape_unused.emit()
                else:
                    self.end_review()
                return True
            if ctrl and key == K.Key_Z:
                self.undo()
                return True
            if key == K.Key_F5 and self.mode == "practice":
                self.restart()
                return True
            if key in (K.Key_Down, K.Key_Up) and self.grade is not None and self.error_list.count():
                row = self.error_list.currentRow() + (1 if key == K.Key_Down else -1)
                self.error_list.setCurrentRow(max(0, min(self.error_list.count() - 1, row)))
                return True
            return False
        if ctrl:
            if key == K.Key_Z:
                self.undo()
            elif key == K.Key_E:
                self.end_round()
            elif K.Key_1 <= key <= K.Key_7:
                self.select(f"seat:{key - K.Key_0}")
            else:
                return False
            return True
        if mods & Qt.KeyboardModifier.AltModifier:
            if K.Key_1 <= key <= K.Key_9:
                self.add_tray_chip(key - K.Key_1)
                return True
            return False
        if key == K.Key_S and mods & Qt.KeyboardModifier.ShiftModifier:
            self.do_shuffle(other=True)
            return True
        if K.Key_0 <= key <= K.Key_9:
            digit = key - K.Key_0
            if bet_of(self.selected) is not None:
                self._keypad(str(digit))
            elif 1 <= digit <= 7:
                self.deal(str(Place.at_seat(digit)))
            return True
        simple: dict[int, Callable[[], object]] = {
            K.Key_S: self.do_shuffle,
            K.Key_X: self.do_cut,
            K.Key_D: lambda: self.deal("dealer"),
            K.Key_C: lambda: self.deal("community"),
            K.Key_B: lambda: self.apply(Burn()),
            K.Key_R: lambda: self.apply(Reveal(Place.DEALER)),
            K.Key_V: lambda: self.apply(Reveal(Place.COMMUNITY)),
            K.Key_K: self.do_collect,
            K.Key_U: self.do_reveal_seat,
            K.Key_L: lambda: self.apply(Clear()),
            K.Key_Q: lambda: self.declare("dealer_qualifies"),
            K.Key_N: lambda: self.declare("dealer_does_not_qualify"),
            K.Key_G: self._popup_rulings,
            K.Key_T: lambda: self.settle("take"),
            K.Key_P: lambda: self.settle("push"),
            K.Key_Return: lambda: self.settle("pay"),
            K.Key_Enter: lambda: self.settle("pay"),
            K.Key_A: lambda: self.settle("ante_bonus"),
            K.Key_Delete: lambda: self.settle("reject_bet"),
            K.Key_BracketRight: lambda: self.cycle_selection(1),
            K.Key_BracketLeft: lambda: self.cycle_selection(-1),
            K.Key_Backspace: lambda: self._keypad("back"),
            K.Key_W: self.clear_payout,
            K.Key_Escape: self._escape,
            K.Key_H: self.show_hint,
        }
        fn = simple.get(key)
        if fn is None:
            return False
        fn()
        return True

    def _escape(self) -> None:
        """Esc clears the amount (and its chips) first, then the selection; with neither it is the page's."""
        if self.amount or self.chips:
            self._keypad("clear")
        elif self.selected is not None:
            self.select(None)
        else:
            self.escape_unused.emit()

    def _popup_rulings(self) -> None:
        pos = self.b_rulings.mapToGlobal(self.b_rulings.rect().bottomLeft())
        self.rulings_menu.popup(pos)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table_view and event.type() == QEvent.Type.KeyPress:
            key_event: QtGui.QKeyEvent = event  # type: ignore[assignment]
            # The table's keys come first: the view would take the arrows for scrolling.
            return self.handle_key(key_event.key(), key_event.modifiers(), key_event.text())
        if watched is self.table_view.viewport():
            t = event.type()
            if t == QEvent.Type.MouseButtonPress:
                return self._mouse_press(event)  # type: ignore[arg-type]
            if t == QEvent.Type.MouseButtonRelease:
                return self._mouse_release(event)  # type: ignore[arg-type]
            if t == QEvent.Type.MouseMove and self._ghost is not None:
                move: QtGui.QMouseEvent = event  # type: ignore[assignment]
                pos: QPointF = self.table_view.mapToScene(move.position().toPoint())
                self._ghost.setPos(pos - QPointF(GHOST_D / 2, GHOST_D / 2))
                return True
        return super().eventFilter(watched, event)

    def _scene_target(self, event: QtGui.QMouseEvent) -> str | None:
        pos = self.table_view.mapToScene(event.position().toPoint())
        return self.scene.target_at(QPointF(pos))

    def _mouse_press(self, event: QtGui.QMouseEvent) -> bool:
        self.table_view.setFocus()
        target = self._scene_target(event)
        if target is not None and target.startswith("tray:") and event.button() == Qt.MouseButton.LeftButton:
            self._drag = int(target[5:])
            self.table_view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            # A chip follows the pointer until it is let go.
            ghost = QtWidgets.QGraphicsPixmapItem(chip_pixmap(self._drag, int(GHOST_D), 1.0))
            ghost.setZValue(Z_MARK + 1)
            ghost.setOpacity(0.85)
            ghost.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            pos = self.table_view.mapToScene(event.position().toPoint())
            ghost.setPos(QPointF(pos) - QPointF(GHOST_D / 2, GHOST_D / 2))
            self.scene.addItem(ghost)
            self._ghost = ghost
        return True

    def _mouse_release(self, event: QtGui.QMouseEvent) -> bool:
        target = self._scene_target(event)
        chip, self._drag = self._drag, None
        self.table_view.viewport().unsetCursor()
        if self._ghost is not None:
            self.scene.removeItem(self._ghost)
            self._ghost = None
        if chip is not None:
            if bet_of(target) is not None:
                self.select(target)
            if target is not None and (target.startswith(("tray:", "payout")) or bet_of(target) is not None):
                self.add_chip(chip)
            return True
        self.click(target, event.button(), event.modifiers())
        return True

    def click(self, target: str | None, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
              mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # fmt: skip
        """What a click on a named table target does (see the module docstring)."""
        if target is None or self.grader is None or self.reviewing is not None or self.grade is not None:
            return
        choose = button == Qt.MouseButton.RightButton or bool(mods & Qt.KeyboardModifier.ControlModifier)
        phase = self.grader.round.view().phase
        if target.startswith("tray:"):
            self.add_chip(int(target[5:]))
        elif target == "payout:pay":
            self.settle("pay")
        elif target == "payout:clear":
            self.clear_payout()
        elif target == "payout":
            pass  # the payout being built lies over the felt: a click on it is not a click on what is below
        elif bet_of(target) is not None:
            self.select(target)
        elif not choose and phase in TURN_UP_PHASES and self._face_down_hand(target):
            self.apply(make_action("reveal", what=target))
        elif target.startswith("seat:") or target in ("dealer", "community"):
            if choose or phase not in DEALING_PHASES:
                self.select(target)
            else:
                self.deal(target)
        elif target == "shoe":
            self.do_shuffle()
        elif target == "discard":
            self.apply(Burn())

    def _face_down_hand(self, target: str) -> bool:
        """``target`` is a seat (``seat:N``) whose hand lies on the table not yet turned face up."""
        n = seat_of(target)
        view = self.round_view
        if n is None or target != f"seat:{n}" or view is None:
            return False
        seat = next((s for s in view.seats if s.seat == n), None)
        return seat is not None and bool(seat.cards) and not seat.collected and not seat.revealed


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
