"""One exam attempt as a Qt-free session: the exam's scenarios in order, the one at the table, the time limit on a
clock passed in, every action written to the results store as it is done, the end of each scenario, the time-out,
the seal, and the resume of an interrupted attempt.

The GUI (``trainer/gui/exam_session.py``) shows an :class:`ExamAttempt` and puts its current
:class:`~trainer.training.session.PracticeRound` on the table; ``trainer exam submit`` grades its logs with
:func:`grade_item` and seals through the same :func:`~trainer.training.exams.seal_attempt`. The rules:

* every action is stored (committed) before the next one is taken; a scenario ends when nothing more is to be
  done at its table, or when the trainee ends it early, graded as far as it went;
* when the time runs out, the scenario at the table is graded as far as it went and every scenario not yet
  started is graded as an empty log (so ``trainer results verify`` re-grades the same); the attempt ends as
  ``timed_out``;
* a resumed attempt keeps its finished scenarios, rebuilds the unfinished one from its stored actions, and its
  clock counts on from the time already used (its start to the last stored action);
* each scenario's round, once ended, feeds the trainee's learner model kept in the same store (exam answers count
  like practice ones, :func:`~trainer.training.learner.learn_in_store`); a failure there never stops the exam
  (:attr:`ExamAttempt.learner_problem` says what it was).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from trainer.engine.actions import Action, parse_action
from trainer.training.exams import Exam, exam_scenarios, scenario_digest, seal_attempt
from trainer.training.grading import Grade, GradeError
from trainer.training.scenario import Scenario, load_scenario
from trainer.training.session import Clock, PracticeRound
from trainer.training.store import AttemptRecord, ResultsStore, Status, StoreError
from trainer.training.timing import attempt_timing


def grade_item(scenario: Scenario, log: Sequence[Action | Mapping[str, Any]]) -> dict[str, Any]:
    """A scenario's grade (``Grade.to_json()``) for an action log, judged as the table judges it."""
    return PracticeRound(scenario.setup, log=log).finish().to_json()


@dataclass
class ExamItem:
    """One scenario of the attempt: its file, the scenario, its row in the store once started, its grade once
    ended."""

    path: Path
    scenario: Scenario
    item_id: int | None = None
    grade: dict[str, Any] | None = None


class ExamAttempt:
    """One attempt at ``exam`` (see the module docstring). ``paths`` are the exam's scenario files for ``seed``
    (default: :func:`~trainer.training.exams.exam_scenarios`); each is loaded now (a broken one raises its
    ``ValueError`` before anything is stored). ``clock`` gives seconds on a steady clock (tests pass their own).

    :meth:`begin` starts it for a trainee; :meth:`resume` continues an interrupted one. A driver then either puts
    :attr:`round` on a table and calls :meth:`record` for each action done there and :meth:`end_item` /
    :meth:`advance` when the round ends (the GUI), or calls :meth:`act` for each action (tests, tools)."""

    def __init__(
        self,
        store: ResultsStore,
        exam: Exam,
        *,
        seed: int,
        paths: Sequence[Path] | None = None,
        clock: Clock = time.monotonic,
        wall_clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.store = store
        self.wall_clock = wall_clock or (lambda: datetime.now(UTC))
        """When a review of the learner model happened (tests pass their own)."""
        self.learner_problem: str | None = None
        """Why the last round could not feed the trainee's learner model (None when it did)."""
        self.exam = exam
        self.seed = seed
        self.clock = clock
        self._drawn = paths is None
        self.paths = list(exam_scenarios(exam, seed) if paths is None else paths)
        self.items = [ExamItem(path, load_scenario(path)) for path in self.paths]
        self.attempt_id: int | None = None
        self.trainee = ""
        self.current = -1
        """The scenario at the table (0-based), -1 before the first and after the end."""
        self.round: PracticeRound | None = None
        """The round of the scenario at the table."""
        self.recorded = 0
        """Actions stored so far in this attempt (a resumed one counts those stored before)."""
        self.status: Status | None = None
        """None while the attempt runs; finished or timed out once sealed."""
        self.result: dict[str, Any] | None = None
        """The attempt's grade as sealed (:func:`~trainer.training.exams.attempt_grade`)."""
        self.deadline = 0.0
        self._replay: dict[int, list[dict[str, Any]]] = {}

    # ------------------------------------------------------------------------------------------ start
    def begin(self, trainee: str, sitting: int | None = None) -> int:
        """Start the attempt for ``trainee`` (stored at once), start the clock and put the first scenario on the
        table; returns the attempt id. ``sitting``: the sitting it is taken in (the store refuses it, with a
        :class:`~trainer.training.store.StoreError` saying why, unless the sitting admits ``trainee`` now; issue
        31); None for a practice attempt outside any sitting (unofficial)."""
        self.attempt_id = self.store.start_attempt(
            trainee, self.exam.id, self.exam.version, self.exam.digest, self.seed, sitting=sitting
        )
        stored = self.store.get_attempt(self.attempt_id).attempt.seed
        if stored is not None and stored != self.seed and self._drawn:
            # the results server drew the seed of an attempt in a sitting (a PC cannot pick the scenarios)
            self.seed = stored
            self.paths = list(exam_scenarios(self.exam, stored))
            self.items = [ExamItem(path, load_scenario(path)) for path in self.paths]
        self.trainee = trainee
        self.deadline = self.clock() + self.exam.time_limit_seconds
        self.start_item(0)
        return self.attempt_id

    @classmethod
    def resume(
        cls,
        store: ResultsStore,
        exam: Exam,
        record: AttemptRecord,
        *,
        paths: Sequence[Path] | None = None,
        clock: Clock = time.monotonic,
        wall_clock: Callable[[], datetime] | None = None,
    ) -> ExamAttempt:
        """Continue an attempt the store handed over (:meth:`ResultsStore.resume`): the finished scenarios stay
        as they are, the first unfinished one is rebuilt from its stored actions and put on the table (when they
        ended its round, it is ended and the next one comes up, or the attempt ends), and the clock counts on
        from the time already used (start to the last stored action)."""
        a = record.attempt
        if a.exam_id != exam.id or a.seed is None:
            raise StoreError(f"attempt {a.id} is not an attempt at {exam.id}")
        attempt = cls(store, exam, seed=a.seed, paths=paths, clock=clock, wall_clock=wall_clock)
        attempt.attempt_id = a.id
        attempt.trainee = a.trainee
        last = a.started
        for stored in record.items:
            if stored.order >= len(attempt.items) or stored.scenario_id != attempt.items[stored.order].scenario.id:
                raise StoreError(f"attempt {a.id}: item {stored.order + 1} is not the exam's scenario any more")
            item = attempt.items[stored.order]
            item.item_id = stored.id
            item.grade = stored.grade
            if stored.grade is None:
                attempt._replay[stored.order] = [dict(entry) for entry in stored.log]
            last = max([last, stored.started, *(row.timestamp for row in stored.actions)])
        used = (datetime.fromisoformat(last) - datetime.fromisoformat(a.started)).total_seconds()
        left = exam.time_limit_seconds - used
        if a.deadline is not None:  # a sitting's end time, by the store's clock, is the last word
            now = datetime.fromisoformat(store.now())
            left = min(left, (datetime.fromisoformat(a.deadline) - now).total_seconds())
        attempt.deadline = clock() + max(0.0, left)
        attempt.recorded = sum(len(i.actions) for i in record.items)
        attempt.advance()
        return attempt

    def start_item(self, order: int) -> PracticeRound:
        """Put scenario ``order`` on the table (its row is stored first); a resumed one is rebuilt from its stored
        actions. Safe to call again after a store failure."""
        if self.attempt_id is None:
            raise StoreError("the attempt has not begun")
        item = self.items[order]
        if item.item_id is None:
            item.item_id = self.store.add_item(self.attempt_id, order, item.scenario.id, scenario_digest(item.path))
        self.current = order
        self.round = PracticeRound(item.scenario.setup, clock=self.clock, log=self._replay.pop(order, ()))
        return self.round

    # ------------------------------------------------------------------------------------------ the clock
    def remaining(self) -> float:
        """Seconds left (0 once the time is up)."""
        return max(0.0, self.deadline - self.clock())

    @property
    def running(self) -> bool:
        return self.attempt_id is not None and self.status is None

    # ------------------------------------------------------------------------------------------ actions
    def record(self, action: Action | Mapping[str, Any]) -> None:
        """Store an action done at the table for the current scenario (committed when this returns). A
        :class:`StoreError` (a full disk) leaves nothing stored: call again to retry."""
        if not self.running or not 0 <= self.current < len(self.items):
            raise StoreError("no scenario of the attempt is at the table")
        item_id = self.items[self.current].item_id
        assert item_id is not None
        self.store.record_action(item_id, parse_action(action).to_json())
        self.recorded += 1

    def act(self, action: Action | Mapping[str, Any]) -> list[GradeError]:
        """Do an action at the current scenario's table and store it; when nothing more is to be done there, the
        scenario ends and the next one comes up (or the attempt ends). Returns the mistakes it made. Nothing is
        done once the attempt has ended."""
        if not self.running or self.round is None or self.round.finished:
            return []
        errors = self.round.apply(action)
        self.record(action)
        if self.round.over():
            self.end_item()
            self.advance()
        return errors

    def end_item(self, grade: Grade | Mapping[str, Any] | None = None) -> None:
        """End the scenario at the table: graded as far as it went (``grade``: the grade its round already gave)
        and stored. Safe to call again after a store failure, and after it was stored."""
        if not 0 <= self.current < len(self.items):
            return
        item = self.items[self.current]
        if item.grade is not None:
            return
        if grade is None:
            assert self.round is not None
            grade = self.round.finish()
        data = grade.to_json() if isinstance(grade, Grade) else dict(grade)
        assert item.item_id is not None
        self.store.finish_item(item.item_id, data)
        item.grade = data
        if self.round is not None:
            self._learn(self.round)

    def _learn(self, rnd: PracticeRound) -> None:
        """The ended round's answers feed the trainee's learner model (practice, not the record: a failure is
        noted in :attr:`learner_problem` and the exam goes on)."""
        try:
            from trainer.training.learner import learn_in_store  # fsrs: off the exam start screen's path

            learn_in_store(self.store, self.trainee, [rnd], self.wall_clock())
            self.learner_problem = None
        except (StoreError, ValueError) as exc:
            self.learner_problem = str(exc)

    def advance(self) -> PracticeRound | None:
        """After a scenario ended: the next one not yet ended on the table (returned), or, with every one ended,
        the attempt ended as finished (None). A scenario rebuilt from stored actions that already ended its round
        is ended at once."""
        while self.running:
            pending = next((n for n, item in enumerate(self.items) if item.grade is None), None)
            if pending is None:
                self.end(Status.FINISHED)
                return None
            if pending != self.current or self.round is None:
                self.start_item(pending)
            assert self.round is not None
            if not (self.round.log and self.round.over()):
                return self.round
            self.end_item()  # it ended with its last stored action
        return None

    # ------------------------------------------------------------------------------------------ the end
    def time_out(self, refused: int = 0) -> dict[str, Any]:
        """The time ran out: the scenario at the table graded as far as it went, every one not yet started graded
        as an empty log, and the attempt ended as timed out. Returns the attempt's grade. ``refused``: how many of
        the last actions done at the table the store refused, its clock saying the time was up -- they are not
        part of the attempt: the round is graded without them (as ``trainer results verify`` grades the stored
        log)."""
        if not self.running:
            return dict(self.result or {})
        assert self.attempt_id is not None
        if refused > 0 and self.round is not None and 0 <= self.current < len(self.items):
            kept = self.round.log[: max(0, len(self.round.log) - refused)]
            self.round = PracticeRound(self.items[self.current].scenario.setup, clock=self.clock, log=kept)
        self.end_item()
        for order, item in enumerate(self.items):
            if item.grade is not None:
                continue
            if item.item_id is None:
                item.item_id = self.store.add_item(self.attempt_id, order, item.scenario.id, scenario_digest(item.path))
            item.grade = grade_item(item.scenario, [])
            self.store.finish_item(item.item_id, item.grade)
        return self.end(Status.TIMED_OUT)

    def end(self, status: Status) -> dict[str, Any]:
        """Seal the attempt (every scenario graded) as ``status``, with how long the trainee took from the times
        the store kept with each action. Returns the attempt's grade."""
        assert self.attempt_id is not None
        timing = attempt_timing(self.store.get_attempt(self.attempt_id).items)
        self.result = seal_attempt(
            self.store,
            self.attempt_id,
            self.exam,
            [item.grade or {} for item in self.items],
            [item.scenario.id for item in self.items],
            status=status,
            timing=timing.to_json() if timing is not None else None,
            timed=True,  # every action was done at this table: the store's times measure the pace
        )
        self.status = status
        self.current = -1
        return self.result
