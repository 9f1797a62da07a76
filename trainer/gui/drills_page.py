"""Payout drills: one seat at a time, the cards face up, the bets on the felt; the trainee settles every bet by
keypad or chips and is timed per payout (docs/practice.md). The drill and its answers are Qt-free
(:mod:`trainer.training.drills`); this page only shows them and passes the trainee's answers on.

Keys: digits type the amount, Enter pays it, T takes the bet, P pushes it, Backspace / W clear the amount,
Alt+1…6 add a chip of the tray (smallest first), Esc goes back.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime

from trainer.engine.cards import Card
from trainer.engine.words import BETS, GRADE, HANDS, Term
from trainer.gui import art, exam_text
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.profile_row import ProfileRow
from trainer.gui.qt import QT_TRANSLATE_NOOP, QSize, Qt, QtGui, QtWidgets, QWidget, Signal
from trainer.gui.theme import colour, themed
from trainer.training.drills import LINES, Answer, DrillItem, DrillSession, adaptive_drill
from trainer.training.learner import LearnerKeeper, LearnerModel, drill_item
from trainer.training.store import ResultsStore
from trainer.training.timing import PAYOUT_TARGET

CONTEXT = "DrillPage"
CHIPS = (5, 25, 100, 500, 1000, 5000)
CARD_WIDTH = 86
WORDS = {
    "title": QT_TRANSLATE_NOOP("DrillPage", "Payout drills"),
    "seat": QT_TRANSLATE_NOOP("DrillPage", "Player"),
    "dealer": QT_TRANSLATE_NOOP("DrillPage", "Dealer"),
    "community": QT_TRANSLATE_NOOP("DrillPage", "Community cards"),
    "pool": QT_TRANSLATE_NOOP("DrillPage", "Jackpot pool: %1"),
    "now": QT_TRANSLATE_NOOP("DrillPage", "Settle now: %1 %2"),
    "pay": QT_TRANSLATE_NOOP("DrillPage", "Pay [Enter]"),
    "take": QT_TRANSLATE_NOOP("DrillPage", "Take [T]"),
    "push": QT_TRANSLATE_NOOP("DrillPage", "Push [P]"),
    "clear": QT_TRANSLATE_NOOP("DrillPage", "Clear [W]"),
    "back": QT_TRANSLATE_NOOP("DrillPage", "Back [Esc]"),
    "amount": QT_TRANSLATE_NOOP("DrillPage", "amount (keys 0–9 or chips)"),
    "right": QT_TRANSLATE_NOOP("DrillPage", "✓ %1: %2 (%3 s)"),
    "wrong": QT_TRANSLATE_NOOP("DrillPage", "✗ %4 %1: you %2; the right settlement: %3"),
    "stats": QT_TRANSLATE_NOOP(
        "DrillPage", "Streak %1 (best %2) · %3 of %4 right · median %5 s per payout (fast ≤ %6 s, on target ≤ %7 s)"
    ),
    "do_pay": QT_TRANSLATE_NOOP("DrillPage", "pay %1"),
    "do_take": QT_TRANSLATE_NOOP("DrillPage", "take the bet"),
    "do_push": QT_TRANSLATE_NOOP("DrillPage", "push (the bet stays)"),
    "did_pay": QT_TRANSLATE_NOOP("DrillPage", "paid %1"),
    "did_take": QT_TRANSLATE_NOOP("DrillPage", "took the bet"),
    "did_push": QT_TRANSLATE_NOOP("DrillPage", "pushed the bet"),
    "start": QT_TRANSLATE_NOOP("DrillPage", "Settle each bet of the seat, as fast as you can do it right."),
    "due": QT_TRANSLATE_NOOP("DrillPage", "%1 line(s) due for review · weakest: %2"),
    "not_kept": QT_TRANSLATE_NOOP("DrillPage", "Your practice cannot be kept: %1"),
}


def _t(key: str) -> str:
    return exam_text.translated(CONTEXT, WORDS[key])


def _now() -> datetime:
    return datetime.now(UTC)


def _word(t: Term) -> str:
    """A catalogue term in the current language."""
    return t.zh if current_language().startswith("zh") else t.en


def bet_name(bet: str) -> str:
    return _word(BETS[bet])


def hand_name(hand: str) -> str:
    """The regulation's name of an engine hand (a three-card high card is 三張散牌 / three odd cards)."""
    return _word(HANDS["three_odd_cards" if hand == "high_card" else hand]) if hand != "none" else ""


def line_name(item: str) -> str:
    """A learner-model item of a pay line (``pay:pair_plus:flush``) in words: ``Pair Plus: Flush``."""
    _pay, bet, line = [*item.split(":"), "", ""][:3]
    if bet not in BETS:
        return item
    zh = current_language().startswith("zh")
    outcome = GRADE.get(f"outcome_{line}")
    what = _word(outcome) if outcome is not None else hand_name(line)
    return f"{bet_name(bet)}{'：' if zh else ': '}{what}"


def settle_text(how: str, amount: int) -> str:
    if how == "pay":
        return _t("do_pay").replace("%1", f"{amount:,}")
    return _t("do_take") if how == "take" else _t("do_push")


def done_text(how: str, amount: int) -> str:
    """What the trainee did, in the past tense ("paid 15", "took the bet")."""
    if how == "pay":
        return _t("did_pay").replace("%1", f"{amount:,}")
    return _t("did_take") if how == "take" else _t("did_push")


DRILLED = frozenset(drill_item(bet, line) for bet, line in LINES)
"""The learner items of the lines the drills deal (``pay:pair_plus:flush`` …)."""
DEALER_DECIDES = frozenset({"ante", "play"})
"""The bets whose result depends on the dealer's hand (A13); the others are paid on the seat's hand alone."""


class CardRow(QtWidgets.QWidget):
    """A caption and cards face up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.caption = QtWidgets.QLabel(self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cards = QtWidgets.QLabel(self)
        self.cards.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(1)
        lay.addWidget(self.caption)
        lay.addWidget(self.cards)
        lay.addStretch(1)

    def show_cards(self, caption: str, cards: tuple[Card, ...]) -> None:
        self.caption.setText(caption)
        self.setVisible(bool(cards))
        if not cards:
            return
        dpr = self.devicePixelRatioF()
        pix = [art.card_pixmap(c, CARD_WIDTH, dpr) for c in cards]
        w = sum(int(p.width() / dpr) for p in pix) + 8 * (len(pix) - 1)
        h = max(int(p.height() / dpr) for p in pix)
        canvas = QtGui.QPixmap(int(w * dpr), int(h * dpr))
        canvas.setDevicePixelRatio(dpr)
        canvas.fill(Qt.GlobalColor.transparent)
        painter = QtGui.QPainter(canvas)
        x = 0
        for p in pix:
            painter.drawPixmap(x, 0, p)
            x += int(p.width() / dpr) + 8
        painter.end()
        self.cards.setPixmap(canvas)


class DrillPage(Retranslatable, QWidget):
    """The drill: cards, bets, the bet to settle now, the keypad and chips, what the last answer was."""

    back_requested = Signal()
    answered = Signal(object)
    """Each :class:`~trainer.training.drills.Answer` as it is given (a learner model may record it)."""

    def __init__(
        self,
        seed: int | None = None,
        parent: QWidget | None = None,
        learner: LearnerModel | None = None,
        store: Callable[[], ResultsStore] | None = None,
        keeper: LearnerKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.seed = seed if seed is not None else time.time_ns() % 2**32
        self.keeper = keeper or LearnerKeeper(store)
        """Who is practising; their learner model records every answer, and brings lines due back first."""
        if learner is not None:
            self.keeper.model = learner
        self.session = DrillSession(adaptive_drill(self.seed, self.learner, _now), learner=self.learner)
        self._started = time.monotonic()
        self.amount = 0
        self.answered_item_hands: dict[str, str] = {}
        self.last_answer: Answer | None = None
        """The answer the feedback line shows (its words follow the language)."""
        outer = QtWidgets.QVBoxLayout(self)
        self.title = QtWidgets.QLabel(self)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        self.title.setFont(f)
        themed(self.title, "color: $accent")
        outer.addWidget(self.title)
        self.stats = QtWidgets.QLabel(self)
        outer.addWidget(self.stats)
        self.profile = ProfileRow(self.use_profile, self)
        self.profile_edit = self.profile.edit
        self.due_label = self.profile.note
        outer.addWidget(self.profile)
        felt = QtWidgets.QFrame(self)
        felt.setStyleSheet("QFrame { background: #176b3a; border-radius: 12px; } QLabel { color: #f3e2b3; }")
        fl = QtWidgets.QHBoxLayout(felt)
        self.seat_row, self.dealer_row, self.community_row = CardRow(felt), CardRow(felt), CardRow(felt)
        for card_row in (self.seat_row, self.dealer_row, self.community_row):
            fl.addWidget(card_row)
        outer.addWidget(felt, 1)
        self.pool_label = QtWidgets.QLabel(self)
        outer.addWidget(self.pool_label)
        self.bets_label = QtWidgets.QLabel(self)
        self.bets_label.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.bets_label)
        self.now_label = QtWidgets.QLabel(self)
        nf = self.now_label.font()
        nf.setPointSizeF(nf.pointSizeF() * 1.3)
        nf.setBold(True)
        self.now_label.setFont(nf)
        outer.addWidget(self.now_label)
        row = QtWidgets.QHBoxLayout()
        self.amount_edit = QtWidgets.QLineEdit(self)
        self.amount_edit.setReadOnly(True)
        self.amount_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        row.addWidget(self.amount_edit, 2)
        self.chip_buttons: dict[int, QtWidgets.QToolButton] = {}
        for n, d in enumerate(CHIPS, 1):
            chip = QtWidgets.QToolButton(self)
            chip.setIcon(QtGui.QIcon(art.chip_pixmap(d, 40, self.devicePixelRatioF())))
            chip.setIconSize(QSize(40, 40))
            chip.setToolTip(f"{d} [Alt+{n}]")
            chip.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            chip.clicked.connect(lambda _c=False, d=d: self.add_chip(d))
            row.addWidget(chip)
            self.chip_buttons[d] = chip
        outer.addLayout(row)
        buttons = QtWidgets.QHBoxLayout()
        self.pay_button = QtWidgets.QPushButton(self)
        self.take_button = QtWidgets.QPushButton(self)
        self.push_button = QtWidgets.QPushButton(self)
        self.clear_button = QtWidgets.QPushButton(self)
        self.back_button = QtWidgets.QPushButton(self)
        self.pay_button.clicked.connect(lambda: self.settle("pay"))
        self.take_button.clicked.connect(lambda: self.settle("take"))
        self.push_button.clicked.connect(lambda: self.settle("push"))
        self.clear_button.clicked.connect(self.clear_amount)
        self.back_button.clicked.connect(self.back_requested.emit)
        for b in (self.pay_button, self.take_button, self.push_button, self.clear_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the page
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        outer.addLayout(buttons)
        self.feedback = QtWidgets.QLabel(self)
        self.feedback.setWordWrap(True)
        outer.addWidget(self.feedback)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    # ------------------------------------------------------------------------------------------ showing
    @property
    def item(self) -> DrillItem:
        assert self.session.item is not None
        return self.session.item

    def use_profile(self, name: str) -> None:
        """Practise as ``name``: their learner model is loaded from the store (a new one the first time) and every
        answer from now on is kept there."""
        before = self.keeper.model
        problem = self.keeper.use(name)
        if problem is not None and self.keeper.model is before:
            return  # a name the trainer does not take: the profile stays
        if problem is not None:
            self.feedback.setText(_t("not_kept").replace("%1", problem))
        self.session = DrillSession(adaptive_drill(self.seed, self.learner, _now), learner=self.learner)
        self._show_item()

    @property
    def learner(self) -> LearnerModel:
        return self.keeper.model

    def practise_line(self, line: tuple[str, str]) -> None:
        """Start a drill on ``line`` (bet, outcome), the trainee's model then choosing as before (the home
        screen's Next)."""
        self.session = DrillSession(adaptive_drill(self.seed, self.learner, _now, first=line), learner=self.learner)
        self._started = time.monotonic()
        self.clear_amount()
        themed(self.feedback, "")
        self.feedback.setText(_t("start"))
        self._show_item()

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        """The trainee may have been chosen elsewhere (the home screen): show their name, drill on their model."""
        name = self.keeper.model.trainee
        if name and self.profile_edit.text() != name:
            self.profile_edit.setText(name)
        if self.session.learner is not self.learner:
            self.session = DrillSession(adaptive_drill(self.seed, self.learner, _now), learner=self.learner)
            self._show_item()
        super().showEvent(event)

    def _keep(self) -> None:
        problem = self.keeper.keep()
        if problem is not None:
            self.feedback.setText(_t("not_kept").replace("%1", problem))

    def retranslate(self) -> None:
        self.title.setText(_t("title"))
        self.pay_button.setText(_t("pay"))
        self.take_button.setText(_t("take"))
        self.push_button.setText(_t("push"))
        self.clear_button.setText(_t("clear"))
        self.back_button.setText(_t("back"))
        self.amount_edit.setPlaceholderText(_t("amount"))
        if not self.session.answers:
            self.feedback.setText(_t("start"))
        elif self.last_answer is not None:
            self.feedback.setText(self.answer_text(self.last_answer))
        self._show_item()

    def _show_item(self) -> None:
        item = self.item
        self.seat_row.show_cards(_t("seat"), item.seat)
        self.dealer_row.show_cards(_t("dealer"), item.dealer)
        self.community_row.show_cards(_t("community"), item.community)
        self.pool_label.setVisible("progressive" in item.bets)
        self.pool_label.setText(_t("pool").replace("%1", f"{item.pool:,}"))
        now = self.session.bet
        cells = []
        for bet, stake in item.bets.items():
            text = f"{bet_name(bet)} {stake:,}"
            cells.append(f"<b style='color:{colour('accent')}'>[{text}]</b>" if bet == now else text)
        if now == "ante_bonus":
            cells.append(f"<b style='color:{colour('accent')}'>[{bet_name('ante_bonus')}]</b>")
        self.bets_label.setText(" · ".join(cells))
        stake = item.bets.get(now, item.bets.get("ante", 0)) if now != "ante_bonus" else item.bets["ante"]
        question = _t("now").replace("%1", bet_name(now)).replace("%2", f"{stake:,}")
        if now == "progressive":  # the pool changes from item to item: the payout is worked out from it (A16.3)
            question += " · " + _t("pool").replace("%1", f"{item.pool:,}")
        self.now_label.setText(question)
        self.amount_edit.setText(f"{self.amount:,}" if self.amount else "")
        self._show_stats()

    def _show_stats(self) -> None:
        # the model holds what Deal me rounds and exams fed it too (calls, steps): this line is about the drill's lines
        due = [item for item in self.learner.due(_now()) if item in DRILLED]
        weak = [item for item in self.learner.weaknesses() if item in DRILLED]
        self.due_label.setText(
            _t("due").replace("%1", str(len(due))).replace("%2", line_name(weak[0]) if weak else "—")
            if self.learner.reviews
            else ""
        )
        s = self.session
        payouts = sorted(a.seconds for a in s.answers)
        median = payouts[len(payouts) // 2] if payouts else 0.0
        self.stats.setText(
            _t("stats")
            .replace("%1", str(s.streak))
            .replace("%2", str(s.best_streak))
            .replace("%3", str(sum(a.correct for a in s.answers)))
            .replace("%4", str(len(s.answers)))
            .replace("%5", f"{median:.1f}")
            .replace("%6", f"{PAYOUT_TARGET[0]:g}")
            .replace("%7", f"{PAYOUT_TARGET[1]:g}")
        )

    # ------------------------------------------------------------------------------------------ input
    def add_chip(self, denomination: int) -> None:
        self.amount += denomination
        self.amount_edit.setText(f"{self.amount:,}")

    def clear_amount(self) -> None:
        self.amount = 0
        self.amount_edit.clear()

    def settle(self, how: str) -> Answer | None:
        """Settle the bet shown with ``pay`` (the amount built), ``take`` or ``push``."""
        if how == "pay" and self.amount <= 0:
            return None
        now = time.monotonic()
        self.answered_item_hands = dict(self.item.hands)  # the item may move on with this answer
        answer = self.session.answer(how, self.amount, now - self._started, _now())
        self._started = now
        self.clear_amount()
        self.last_answer = answer
        themed(self.feedback, "color: $done" if answer.correct else "color: $problem")
        self.feedback.setText(self.answer_text(answer))
        self.answered.emit(answer)
        self._keep()
        self._show_item()
        return answer

    def answer_text(self, answer: Answer) -> str:
        """The feedback line of ``answer`` in the current language (rebuilt when the language changes)."""
        name = bet_name(answer.bet)
        if answer.correct:
            text = _t("right").replace("%1", name).replace("%2", settle_text(*answer.right))
            text = text.replace("%3", f"{answer.seconds:.1f}") + " · " + _word(GRADE[f"speed_{answer.speed}"])
        else:
            # The clause first, as the table cites a mistake ("✗ A13.3 …"), in either language.
            wrong = _t("wrong")
            text = (
                (wrong.replace("%4", answer.clause) if answer.clause else wrong.replace("%4 ", ""))
                .replace("%1", name)
                .replace("%2", done_text(*answer.given))
                .replace("%3", settle_text(*answer.right))
            )
        return text + self._hand_note(answer)

    def _hand_note(self, answer: Answer) -> str:
        """After a wrong answer: the hand the bet was settled on, and the dealer's where the dealer's hand decides
        the bet (the Ante and the Play), in the regulation's words."""
        if answer.correct:
            return ""
        hands = self.answered_item_hands
        mine = hand_name(hands.get(answer.bet, "none"))
        if not mine:
            return ""
        zh = current_language().startswith("zh")
        if answer.bet not in DEALER_DECIDES:
            return f"（{mine}）" if zh else f" ({mine})"
        dealer = hand_name(hands.get("dealer", "none"))
        colon = "：" if zh else ": "
        return f"（{mine} · {_t('dealer')}{colon}{dealer}）" if zh else f" ({mine} · {_t('dealer')}{colon}{dealer})"

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        key = event.key()
        K = Qt.Key
        alt = bool(event.modifiers() & Qt.KeyboardModifier.AltModifier)
        if alt and K.Key_1 <= key <= K.Key_6:
            self.add_chip(CHIPS[key - K.Key_1])
        elif K.Key_0 <= key <= K.Key_9:
            self.amount = min(self.amount * 10 + (key - K.Key_0), 10**9)
            self.amount_edit.setText(f"{self.amount:,}")
        elif key in (K.Key_Return, K.Key_Enter):
            self.settle("pay")
        elif key == K.Key_T:
            self.settle("take")
        elif key == K.Key_P:
            self.settle("push")
        elif key in (K.Key_Backspace, K.Key_W):
            self.clear_amount()
        elif key == K.Key_Escape:
            self.back_requested.emit()
        else:
            super().keyPressEvent(event)
