"""A round at the dealer's table as a Qt-free session: :class:`PracticeRound` (the log, the grader, undo, review of
a past step, the mistakes per step, the help used), its :class:`PracticeRecord` of help and action times, and what
an exam's table may show before a call is made.

The GUI (``trainer/gui/dealer_table.py``) only turns clicks and keys into actions for a :class:`PracticeRound`
and draws what it says; :func:`exam_view` and :func:`exam_phase` decide what the table shows in an exam.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from trainer.engine.actions import Action, Declare, parse_action
from trainer.engine.due import Due
from trainer.engine.round import Phase, Round, prepare_settlement
from trainer.engine.setup import RoundSetup
from trainer.engine.view import SeatView, TableView
from trainer.engine.words import GRADE, SKILLS, Text

if TYPE_CHECKING:
    # Imported where they are used: a practice table's first picture needs neither (~2 ms of start-up).
    from trainer.training.grading import Grade, GradeError, Grader
    from trainer.training.timing import Timing

_log = logging.getLogger(__name__)


def _both(key: str, **fields: object) -> Text:
    t = GRADE[key]
    return Text(t.en.format(**fields), t.zh.format(**fields))


@dataclass
class PracticeRecord:
    """The help a practice round used (hints shown, actions taken back, or Learn mode's next step shown after
    every action) and when each action was done (seconds since the round started, for the timing). Reset when the
    round starts again."""

    hints: int = 0
    undos: int = 0
    started: float = 0.0
    times: list[float] = dataclasses.field(default_factory=list)
    learn: bool = False
    """The round is played in Learn mode: the next step is shown after every action (its hints are not counted:
    the grade says "done in Learn mode")."""

    def hint(self, *, learn: bool = False) -> None:
        """A hint was shown: asked for (counted), or shown by Learn mode (``learn``: the round is a Learn round)."""
        if learn:
            self.learn = True
        elif not self.learn:
            self.hints += 1

    def undo(self) -> None:
        self.undos += 1
        if self.times:
            self.times.pop()

    def stamp(self, now: float) -> None:
        """An action was done at clock time ``now`` (the same clock as ``started``)."""
        self.times.append(max(self.times[-1] if self.times else 0.0, now - self.started))

    def timing(self, kinds: Sequence[str]) -> Timing | None:
        """Time per action and per payout of the actions done (``kinds``: their kinds, in order)."""
        if not kinds or len(kinds) != len(self.times):
            return None
        from trainer.training.timing import timing_from_offsets

        return timing_from_offsets(kinds, self.times)

    @property
    def helped(self) -> bool:
        return bool(self.hints or self.undos or self.learn)

    def help_text(self) -> Text:
        """``with help: 3 hints, 1 undo`` / ``曾用輔助：提示 3 次、還原 1 次`` (``no help used`` / ``未用輔助``
        without help); a Learn round ``done in Learn mode`` / ``在學習模式下完成`` (and its undos)."""
        parts: list[Text] = []
        if self.hints and not self.learn:
            parts.append(_both("hint") if self.hints == 1 else _both("hints", n=self.hints))
        if self.undos:
            parts.append(_both("undo") if self.undos == 1 else _both("undos", n=self.undos))
        if self.learn:
            learn = _both("learn_mode")
            return Text(", ".join([learn.en, *(p.en for p in parts)]), "、".join([learn.zh, *(p.zh for p in parts)]))
        if not parts:
            return _both("no_help")
        frame = GRADE["with_help"]
        return Text(
            frame.en.format(help=", ".join(p.en for p in parts)),
            frame.zh.format(help="、".join(p.zh for p in parts)),
        )

    def score_line(self, grade: Grade) -> Text:
        """``Score 100 / 100 — passed, with help: 3 hints, 1 undo`` (a Learn round: ``…, done in Learn mode``) in
        both languages: a round done with help is never shown as a plain 100."""
        score = _both("score", score=grade.score)
        verdict = _both("passed" if grade.passed else "not_passed")
        helped = self.help_text()
        return Text(
            f"{score.en} — {verdict.en}, {helped.en}",
            f"{score.zh} — {verdict.zh}，{helped.zh}",
        )


def grade_details(grade: Grade, timing: Timing | None = None) -> list[Text]:
    """Under the score: each skill that arose with its figure and band, the money put wrong, the style notes of
    payouts built from chips, and (with ``timing``) the median time per action and per payout against their
    targets, in both languages
    (``Dealing 100% table-ready · Payouts 80% not ready`` / ``派牌 100% 可上枱 · …``)."""
    parts: list[Text] = []
    for key, band in grade.bands.items():
        figure = f"{grade.skills[key]:.0%}"
        name, words = SKILLS[key], GRADE[f"band_{band}"]
        parts.append(Text(f"{name.en} {figure} {words.en}", f"{name.zh} {figure} {words.zh}"))
    lines = [Text(" · ".join(p.en for p in parts), " · ".join(p.zh for p in parts)), money_text(grade)]
    bets = money_bets_text(grade)
    if bets is not None:
        lines.append(bets)
    lines.extend(note.text for note in grade.style)  # notes, not mistakes: no points (docs/grading.md)
    times = timing_lines(timing.to_json()) if timing is not None else []
    if times:
        lines.append(Text(" · ".join(t.en for t in times), " · ".join(t.zh for t in times)))
    return lines


def money_text(grade: Grade) -> Text:
    """The money a round's settlements put wrong, in MOP: ``Money: 3 of 12 settlements paid wrongly (150 MOP too
    much, 50 MOP too little)`` / ``金額：結算 12 注，其中 3 注錯付（多付 150 澳門元、少付 50 澳門元）``; ``Money:
    nothing paid wrongly in 12 settlements`` when none was, ``Money: no bet settled`` before any settlement. (The
    grade's JSON keeps the figures: ``Money.to_json``.)"""
    m = grade.money
    if not m.settled:
        return _both("money_none")
    wrong = m.overpayments + m.underpayments
    if not wrong:
        return _both("money_right", bets=m.settled)
    amounts = (("money_over", m.overpaid), ("money_under", m.underpaid))
    parts = [_both(key, amount=amount) for key, amount in amounts if amount]
    frame = GRADE["money"]
    return Text(
        frame.en.format(wrong=wrong, bets=m.settled, parts=", ".join(p.en for p in parts)),
        frame.zh.format(wrong=wrong, bets=m.settled, parts="、".join(p.zh for p in parts)),
    )


def money_bets_text(grade: Grade) -> Text | None:
    """Each bet a round put wrong with its amount in MOP and, under grading rules 3, what the money cost in the
    score: ``Seat 1's Ante Bonus: 100 MOP too little (not settled) — the money cost 2 points`` / ``第1門的額外彩金：
    少付 100 澳門元（未結算）——錯付金額扣 2 分``; None when no bet was put wrong."""
    from trainer.training.money_errors import bets_text

    m = grade.money
    if not m.bets:
        return None
    text = bets_text(m.bets)
    if not m.points:
        return text
    cost = _both("money_point") if m.points == 1 else _both("money_points", points=m.points)
    return Text(f"{text.en} — {cost.en}", f"{text.zh}——{cost.zh}")


def timing_lines(timing: Mapping[str, Any]) -> list[Text]:
    """``action: median 1.5 s (fast)`` / ``每步：中位數 1.5 秒（快）`` for the action and the payout (what a
    :meth:`Timing.to_json` holds)."""
    out: list[Text] = []
    for name in ("action", "payout"):
        seconds, speed = timing.get(f"{name}_median_seconds"), timing.get(f"{name}_speed")
        if seconds is None or f"speed_{speed}" not in GRADE:
            continue
        what, how = GRADE[f"timing_{name}"], GRADE[f"speed_{speed}"]
        frame = GRADE["timing"]
        out.append(
            Text(
                frame.en.format(what=what.en, seconds=seconds, speed=how.en),
                frame.zh.format(what=what.zh, seconds=seconds, speed=how.zh),
            )
        )
    return out


NO_MISTAKES = _both("no_mistakes")

CALLED_PHASES: dict[str, tuple[str, ...]] = {
    "void": ("void_round", "reshuffle"),
    "ended": ("reshuffle",),
    "closed": ("close_table",),
}
"""Phases only a ruling brings about → the rulings that do."""


def exam_phase(phase: str, shown: str, log: Sequence[Action]) -> str:
    """The phase an exam may name now. A phase that only a ruling brings (a void round, a closed table) is named
    once the trainee has made that ruling; when the engine made it for them (they omitted it), the phase shown
    before (``shown``) stays, so the table does not tell them what they missed."""
    calls = CALLED_PHASES.get(phase)
    if calls is None or any(isinstance(a, Declare) and a.ruling in calls for a in log):
        return phase
    return shown


def exam_view(view: TableView, phase: str) -> TableView:
    """``view`` as an exam shows it: the phase is ``phase`` (:func:`exam_phase`) and no card is marked dead (the
    mark would name the irregularity before the trainee has called it)."""

    def seat(s: SeatView) -> SeatView:
        if not any(c.dead for c in s.cards):
            return s
        return dataclasses.replace(s, cards=tuple(dataclasses.replace(c, dead=False) for c in s.cards))

    return dataclasses.replace(view, phase=phase, seats=tuple(seat(s) for s in view.seats))


Clock = Callable[[], float]
"""Seconds on a steady clock (``time.monotonic``); tests pass their own."""


class PracticeRound:
    """One round at the table from a scenario's setup: every action is judged as it is done (the grader applies it
    to its round), the mistakes each action made are kept by step, and the round can be taken back an action at
    a time (:meth:`undo`) or looked at as it was after any step (:meth:`review`). The GUI's practice and exam
    tables both run on one; the exam's table simply never undoes.

    ``clock`` times the actions (for :meth:`PracticeRecord.timing`); ``log`` replays actions already done (a
    resumed exam item) without stamping them."""

    def __init__(
        self, setup: RoundSetup, *, clock: Clock = time.monotonic, log: Sequence[Action | Mapping[str, Any]] = ()
    ) -> None:
        self.setup = setup
        self.clock = clock
        self.help = PracticeRecord(started=clock())
        """The hints shown and the actions taken back (shown with the grade), and when each action was done."""
        self._grader: Grader | None = None
        self._opening: TableView | None = None
        """The table before any action, while there is no grader yet (:attr:`view`)."""
        self.log: list[Action] = []
        self.errors_at: dict[int, list[GradeError]] = {}
        """The mistakes each action made (by its 0-based step) that still stand."""
        self.grade: Grade | None = None
        self.shown_phase = "shuffle"
        """The phase an exam's table names now (:func:`exam_phase`)."""
        self._view: tuple[tuple[Grader, int, bool], TableView] | None = None
        self._rebuild([parse_action(a) for a in log])

    # ------------------------------------------------------------------------------------------ state
    @property
    def grader(self) -> Grader:
        """The round's grader (its round is the round at the table): made when first needed (an action, a hint, the
        table's work while it waits for the dealer: :meth:`prepare`), not for the table's first picture."""
        if self._grader is None:
            from trainer.training.grading import Grader

            self._grader = Grader(self.setup)
        return self._grader

    def prepare(self) -> bool:
        """One step of what the round needs before its actions, if it is not done yet: the grader (the first action
        needs it), then the settlement's module (the decisions need it). The table calls this while it waits for
        the dealer, so that no action waits for them; whether there was anything to do."""
        if self._grader is None:
            _ = self.grader
            return True
        return prepare_settlement()  # then the round's results, needed at the decisions

    def _rebuild(self, log: Sequence[Action]) -> None:
        """Judge ``log`` again from the start (after an undo, or to drop an action the engine failed on)."""
        self._grader = None  # a new one, made when first needed
        self.errors_at = {}
        self.log = []
        for act in log:
            errs = self.grader.feed(act)
            if errs:
                self.errors_at[len(self.log)] = errs
            self.log.append(act)
        self._drop_replaced_errors()

    def _drop_replaced_errors(self) -> None:
        """An omission the grader has since replaced (the call came late: one late call) is no longer marked."""
        if not self.errors_at:
            return
        current = {id(e) for e in self.grader.errors}
        marks = {step: [e for e in errs if id(e) in current] for step, errs in self.errors_at.items()}
        self.errors_at = {step: errs for step, errs in marks.items() if errs}

    def _unchanged_since(self, seen: tuple[Grader, int, bool] | None) -> bool:
        """Whether the round is as it was when ``seen`` (:meth:`_state`) was taken."""
        return seen is not None and seen[0] is self.grader and seen[1:] == self._state()[1:]

    def _state(self) -> tuple[Grader, int, bool]:
        """What the table depends on: the grader (a new one after an undo), the actions fed to it (every change
        of a practice round is one), and whether the round is graded."""
        return (self.grader, len(self.log), self.grade is None)

    @property
    def view(self) -> TableView:
        """The table now (worked out once per change: a redraw of the table asks for it several times)."""
        if self._grader is None:  # no action yet: the table as the setup lays it out (the grader's round would too)
            if self._opening is None:
                self._opening = Round(self.setup).view()
            return self._opening
        if self._view is None or not self._unchanged_since(self._view[0]):
            self._view = (self._state(), self.grader.round.view())
        return self._view[1]

    @property
    def finished(self) -> bool:
        """The round has been graded (:meth:`finish`): no more actions until an :meth:`undo`."""
        return self.grade is not None

    def over(self) -> bool:
        """The round is at its end: nothing more a dealer could correctly do. An engine fault working that out is
        logged (with its traceback) and the round goes on. (What is due is worked out once a step: Grader.due.)"""
        if self.grader.round.phase in (Phase.DONE, Phase.CLOSED):
            return True
        try:
            return not self.grader.due()
        except Exception as exc:  # an engine fault must not end the round in the trainee's face
            _log.exception("could not work out the next action: %r", exc)
            return False

    # ------------------------------------------------------------------------------------------ actions
    def apply(self, action: Action | Mapping[str, Any]) -> list[GradeError]:
        """Do one action: judge and apply it, stamp its time, and return the mistakes it made. Nothing is done
        once the round is graded. If the engine fails on it, the round is judged again without it (nothing is
        lost) and the fault is raised for the caller to report."""
        if self.grade is not None:
            return []
        act = parse_action(action)
        try:
            errors = self.grader.feed(act)
        except Exception:
            self._rebuild(list(self.log))
            raise
        step = len(self.log)
        self.log.append(act)
        self.help.stamp(self.clock())
        if errors:
            self.errors_at[step] = errors
        self._drop_replaced_errors()
        return errors

    def finish(self) -> Grade:
        """Grade the round now (as far as it went); the same grade again once graded."""
        if self.grade is None:
            self.grade = self.grader.finish()
        return self.grade

    def undo(self) -> Action | None:
        """Take back the last action (counted as help): the round is judged again from the shorter log and is
        no longer graded. Returns the action taken back (None with nothing to take back)."""
        if not self.log:
            return None
        last = self.log[-1]
        self.help.undo()
        self._rebuild(self.log[:-1])
        self.grade = None
        return last

    def hint(self, *, learn: bool = False) -> Due | None:
        """The reference dealer's next action with its clause and reason (counted as help; ``learn``: shown by
        Learn mode, which makes this a Learn round), or None when there is none. An engine fault is raised."""
        if self.grade is not None:
            return None
        cands = self.grader.due()
        if not cands:
            return None
        self.help.hint(learn=learn)
        return cands[0]

    # ------------------------------------------------------------------------------------------ looking back
    def review(self, step: int, *, marked: bool = False) -> TableView:
        """The table as it was before action ``step`` (0-based) of the log (after ``step`` actions); ``step`` is
        kept within the log. ``marked``: each bet settled by then marked right or wrong, as in :meth:`practice_view`."""
        from trainer.training.grading import Grader

        step = max(0, min(step, len(self.log)))
        g = Grader(self.setup)
        for act in self.log[:step]:
            g.feed(act)
        if not marked:
            return g.round.view()
        from trainer.training.settle_marks import marked_view, settlement_marks

        return marked_view(g.round.view(), settlement_marks(self.log[:step], self.errors_at))

    def timing(self) -> Timing | None:
        """Time per action and per payout of the actions done."""
        return self.help.timing([a.kind for a in self.log])

    def practice_view(self) -> TableView:
        """The table as practice shows it: each settled bet marked right or wrong (``SeatView.marks``: the
        grader's verdict on its settlement, :mod:`trainer.training.settle_marks`)."""
        from trainer.training.settle_marks import marked_view, settlement_marks

        return marked_view(self.view, settlement_marks(self.log, self.errors_at))

    def exam_view(self) -> TableView:
        """The table as an exam shows it: nothing names an irregularity before the trainee called it."""
        view = self.view
        self.shown_phase = exam_phase(view.phase, self.shown_phase, self.log)
        return exam_view(view, self.shown_phase)
