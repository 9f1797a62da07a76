"""How far a trainee is with an assignment, judged from the store (issue 33; the rules: the table of
:mod:`trainer.training.assignments` and docs/library.md, "When an assignment is done"). No Qt here.

Only work finished at or after the assignment's time counts, under the trainee's name or staff id:

* **scenarios**: the practice rounds recorded of each scenario (:mod:`trainer.training.practice_rounds`; of the
  pinned version's digest when a version is named, of any version otherwise): ``clean:N`` counts the clean ones,
  ``rounds:N`` every one; met when every scenario has its N, at the time of the last of them;
* **generated**: the practice rounds dealt in that mode of Deal me rounds, counted the same way;
* **drill**: the answers of payout drills in the trainee's learner model (a lone payout answer, or a run of them:
  :meth:`~trainer.training.learner.LearnerModel.exercises`); met when each of the drill's lines (or the bet's) has
  been answered right at least once, at the time of the answer that completed them;
* **exam**: the ended attempts at the exam (of the pinned version's digest when one is named) whose seal is not
  broken: ``pass`` met by the first that passed, ``official`` by the first that passed in a signed-off sitting.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from trainer.training.assignments import (
    Assignment,
    Progress,
    Trainee,
    find_trainee,
    get_assignment,
    list_assignments,
    trainees_of,
)

if TYPE_CHECKING:
    from trainer.training.store import ResultsStore


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _digest(store: ResultsStore, kind: str, item: str, version: int | None) -> str | None:
    """The digest a pinned version's work must have (None: any version)."""
    if version is None:
        return None
    from trainer.training.library import versions

    found = [v for v in versions(store, item, kind=kind) if v.version == version]
    return found[0].digest if found else "(no such version)"


def progress_of(store: ResultsStore, assignment: Assignment, trainee: Trainee, now: str) -> Progress:
    """One trainee's :class:`~trainer.training.assignments.Progress` on ``assignment`` as of ``now``."""
    work = assignment.work
    since = _at(assignment.created)
    if work.kind in ("scenarios", "generated"):
        done, needed, met = _rounds(store, assignment, trainee, since)
    elif work.kind == "drill":
        done, needed, met = _drill(store, assignment, trainee, since)
    else:
        done, needed, met = _exam(store, assignment, trainee, since)
    due = None if assignment.due is None else _at(assignment.due)
    if met is not None:
        return Progress(assignment, trainee, "done", done, needed, met, due is not None and _at(met) > due)
    late = due is not None and _at(now) > due
    return Progress(assignment, trainee, "late" if late else "due", done, needed, None, late)


def _rounds(
    store: ResultsStore, assignment: Assignment, trainee: Trainee, since: datetime
) -> tuple[int, int, str | None]:
    from trainer.training.practice_rounds import practice_rounds

    target = assignment.target
    rows = [
        r
        for r in practice_rounds(store, trainee.names)
        if _at(r.recorded) >= since and (r.clean or target.kind == "rounds")
    ]
    work = assignment.work
    if work.kind == "generated":
        counted = [r.recorded for r in rows if r.mode == work.mode]
        return _tally([counted], target.count)
    per: list[list[str]] = []
    for item, version in work.scenarios:
        digest = _digest(store, "scenario", item, version)
        per.append(
            [r.recorded for r in rows if r.scenario_id == item and (digest is None or r.scenario_digest == digest)]
        )
    return _tally(per, target.count)


def _tally(per: Sequence[Sequence[str]], count: int) -> tuple[int, int, str | None]:
    """Progress over several lists of qualifying times (oldest first), each needing ``count``: how many count, how
    many are needed, and when the last needed one came (None: not yet)."""
    done = sum(min(len(times), count) for times in per)
    needed = count * len(per)
    if done < needed:
        return done, needed, None
    return done, needed, max((times[count - 1] for times in per), key=_at)


def _drill(
    store: ResultsStore, assignment: Assignment, trainee: Trainee, since: datetime
) -> tuple[int, int, str | None]:
    from trainer.training.drills import LINES
    from trainer.training.learner import LearnerModel, drill_item

    bet = assignment.work.bet
    lines = {drill_item(b, line) for b, line in LINES if bet is None or b == bet}
    answers = []
    for name in trainee.names:
        kept = store.load_learner(name)
        if kept is None:
            continue
        try:
            model = LearnerModel.from_json(kept)
        except (ValueError, KeyError, TypeError):
            continue  # an unreadable model shows no progress (the learner panel says why)
        answers += [r for ex in model.exercises() if ex.kind == "drill" for r in ex.reviews]
    right: set[str] = set()
    for review in sorted(answers, key=lambda r: r.when):
        if review.when < since or not review.correct or review.item not in lines:
            continue
        right.add(review.item)
        if right == lines:
            return len(lines), len(lines), review.when.isoformat(timespec="microseconds")
    return len(right), len(lines), None


def _exam(
    store: ResultsStore, assignment: Assignment, trainee: Trainee, since: datetime
) -> tuple[int, int, str | None]:
    from trainer.training.store import Standing, Status

    work = assignment.work
    digest = _digest(store, "exam", work.exam or "", work.version)
    official = assignment.target.kind == "official"
    found: list[str] = []
    for name in trainee.names:
        for row in store.list_attempts(trainee=name, exam=work.exam):
            if row.finished is None or _at(row.finished) < since:
                continue
            if row.status not in (Status.FINISHED, Status.TIMED_OUT) or row.valid_passed is not True:
                continue
            if digest is not None and row.exam_digest != digest:
                continue
            if official and row.standing is not Standing.OFFICIAL:
                continue
            found.append(row.finished)
    if not found:
        return 0, 1, None
    return 1, 1, min(found, key=_at)


def status(store: ResultsStore, assignment: Assignment | int, *, now: str | None = None) -> list[Progress]:
    """Each trainee's progress on an assignment (:class:`Progress`), judged from what the store holds and its clock
    (``now``: an ISO time instead, for a report as of then)."""
    if isinstance(assignment, int):
        assignment = get_assignment(store, assignment)
    at = now or store.now()
    return [progress_of(store, assignment, person, at) for person in trainees_of(store, assignment)]


def trainee_status(store: ResultsStore, trainee: str, *, now: str | None = None) -> list[Progress]:
    """A trainee's progress on each assignment made to them or to a group they are in (the home screen's list),
    oldest assignment first; nothing for a name that is not registered."""
    person = find_trainee(store, trainee)
    if person is None:
        return []
    at = now or store.now()
    return [progress_of(store, a, person, at) for a in list_assignments(store, trainee=person.name)]
