"""Trainees, groups and assignments on the results store (issue 33; docs/library.md). No Qt here.

A trainer (the caller checked the passphrase and passes the name as ``by``) registers trainees by name and staff
id, puts them in groups (a class, a shift), and assigns work to a trainee or a group with a due date and a target:

========== =========================================== ==================================================================
work       what                                        targets (default first)
========== =========================================== ==================================================================
scenarios  scenario ids, each its current version or   ``clean:N`` N clean practice rounds of each, ``rounds:N`` N rounds
           a pinned version (``id@2``)                 of each played to the end
generated  generated rounds of a mode of Deal me       ``rounds:N`` N rounds of that mode played to the end, ``clean:N``
           rounds (learn, guided, practice,            N clean ones
           table_ready)
drill      the payout drill (every line), or one bet's ``pass``: each of its lines answered right at least once in
           lines                                       payout drills
exam       an exam id, its current version or a        ``pass`` an ended attempt that passed (seal not broken),
           pinned one                                  ``official`` one that passed in a signed-off sitting
========== =========================================== ==================================================================

Only work done after the assignment was made counts (by the store's clock: a practice round's time recorded, an
attempt's end; a drill answer's time as the PC kept it in the learner model), by the trainee's name or staff id.
A trainee's state for an assignment (:func:`trainer.training.progress.status`) is **done** once the target is met, **late** when it is not and
the due time has passed, else **due**; a target met after the due time reads *done late* (:attr:`Progress.late`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from trainer.training.inputs import InputError, check_name
from trainer.training.library import LibraryError, checked_trainer
from trainer.training.library import _db as _db  # (one home: a database failure as the store's one line)
from trainer.training.library_server import MODES

if TYPE_CHECKING:
    from trainer.training.store import ResultsStore

WORKS = ("scenarios", "generated", "drill", "exam")
TARGETS = {
    "scenarios": ("clean", "rounds"),
    "generated": ("rounds", "clean"),
    "drill": ("pass",),
    "exam": ("pass", "official"),
}
"""The targets each kind of work may have; the first is the default (``generated`` needs its count given)."""
MAX_COUNT = 100
"""At most this many rounds a target may ask for."""
DRILL_BETS = ("ante", "ante_bonus", "pair_plus", "six_card_bonus", "progressive")
"""The bets whose lines a drill assignment may be narrowed to (the payout drill's lines, ``drills.LINES``)."""

STATE_WORDS = {
    "due": ("due", "待完成"),
    "done": ("done", "已完成"),
    "late": ("late", "逾期"),
    "done late": ("done late", "逾期完成"),
}
"""A trainee's state for an assignment in plain words (English, Chinese); ``done late``: met after the due time."""


class AssignmentError(LibraryError):
    """A trainee, group or assignment that cannot be made or read, with the reason in one line."""


# ------------------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Trainee:
    name: str
    staff_id: str | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """The names the trainee's work may be recorded under: the name, and the staff id."""
        return (self.name,) if self.staff_id is None else (self.name, self.staff_id)


@dataclass(frozen=True)
class Group:
    name: str
    added_by: str
    added: str
    members: tuple[Trainee, ...] = ()


@dataclass(frozen=True)
class Target:
    """What makes an assignment done: ``kind`` (``clean``, ``rounds``, ``pass``, ``official``) and, for rounds, how
    many."""

    kind: str
    count: int = 1

    def __str__(self) -> str:
        return f"{self.kind}:{self.count}" if self.kind in ("clean", "rounds") else self.kind

    def words(self) -> tuple[str, str]:
        """In plain words, English and Chinese."""
        n = self.count
        return {
            "clean": (f"{n} clean round(s) (no mistake, no help)", f"{n} 局無誤（無錯誤、無提示）"),
            "rounds": (f"{n} round(s) played to the end", f"完成 {n} 局"),
            "pass": ("a pass", "合格"),
            "official": ("a pass in a signed-off sitting", "在已簽核的考場合格"),
        }[self.kind]


@dataclass(frozen=True)
class Work:
    """What is assigned (see the module's table). ``scenarios``: ``(id, version or None)`` pairs; ``version``: the
    exam's pinned version."""

    kind: str
    scenarios: tuple[tuple[str, int | None], ...] = ()
    mode: str | None = None
    bet: str | None = None
    exam: str | None = None
    version: int | None = None

    def to_json(self) -> dict[str, Any]:
        if self.kind == "scenarios":
            return {"scenarios": [{"id": i, "version": v} for i, v in self.scenarios]}
        if self.kind == "generated":
            return {"mode": self.mode}
        if self.kind == "drill":
            return {"bet": self.bet}
        return {"exam": self.exam, "version": self.version}

    @classmethod
    def from_json(cls, kind: str, data: dict[str, Any]) -> Work:
        if kind == "scenarios":
            return cls(kind, scenarios=tuple((str(s["id"]), s.get("version")) for s in data["scenarios"]))
        if kind == "generated":
            return cls(kind, mode=str(data["mode"]))
        if kind == "drill":
            return cls(kind, bet=data.get("bet"))
        return cls(kind, exam=str(data["exam"]), version=data.get("version"))

    def words(self) -> tuple[str, str]:
        """In plain words, English and Chinese (ids as written, a version as ``v2``)."""
        from trainer.training.practice_rounds import MODE_WORDS

        def named(item: str, version: int | None) -> str:
            return item if version is None else f"{item} v{version}"

        if self.kind == "scenarios":
            listed = ", ".join(named(i, v) for i, v in self.scenarios)
            return f"practise scenario {listed}", f"練習情境 {listed}"
        if self.kind == "generated":
            en, zh = MODE_WORDS[self.mode or "practice"]
            return f"Deal me rounds in {en} mode", f"連續發牌練習（{zh}模式）"
        if self.kind == "drill":
            if self.bet is None:
                return "the payout drill (every line)", "派彩練習（全部賠率）"
            from trainer.engine.words import BETS

            term = BETS[self.bet]
            return f"the payout drill: {term.en} lines", f"派彩練習：{term.zh}"
        exam = named(self.exam or "", self.version)
        return f"exam {exam}", f"考核 {exam}"


@dataclass(frozen=True)
class Assignment:
    id: int
    work: Work
    target: Target
    trainee: str | None
    """The trainee it is assigned to (or None: a group)."""
    group: str | None
    due: str | None
    """The due time (ISO-8601, UTC), or None for no due date."""
    assigned_by: str
    created: str
    """When it was made, by the store's clock: only work done since counts."""
    cancelled_by: str | None = None
    cancelled: str | None = None


@dataclass(frozen=True)
class Progress:
    """One trainee's progress on one assignment."""

    assignment: Assignment
    trainee: Trainee
    state: str
    """``due``, ``done`` or ``late`` (:data:`STATE_WORDS`)."""
    done: int
    """How much of the target is met (rounds counted, a drill's lines answered right; 1 for an exam passed)."""
    needed: int
    met: str | None
    """When the target was met (ISO-8601, UTC), or None."""
    late: bool
    """Met after the due time, or not met with the due time past."""

    @property
    def words_key(self) -> str:
        """The key of :data:`STATE_WORDS`: the state, or ``done late``."""
        return "done late" if self.state == "done" and self.late else self.state


# ------------------------------------------------------------------------------------------- parsing


def parse_target(work: str, text: str | None) -> Target:
    """A target as written (``clean:3``, ``rounds:20``, ``pass``, ``official``; None: the work's default)."""
    allowed = TARGETS[work]
    if text is None:
        if work == "generated":
            raise AssignmentError("generated rounds need a count: --target rounds:N or --target clean:N")
        return Target(allowed[0], 1)
    kind, _, count = text.strip().partition(":")
    if kind not in allowed:
        raise AssignmentError(f"target {text!r}: {work} work takes {' or '.join(_target_forms(work))}")
    if kind in ("clean", "rounds"):
        try:
            n = int(count)
        except ValueError:
            raise AssignmentError(f"target {text!r}: write {kind}:N, N a whole number 1 … {MAX_COUNT}") from None
        if not 1 <= n <= MAX_COUNT:
            raise AssignmentError(f"target {text!r}: N is 1 … {MAX_COUNT}")
        return Target(kind, n)
    if count:
        raise AssignmentError(f"target {text!r}: {kind} takes no count")
    return Target(kind, 1)


def _target_forms(work: str) -> list[str]:
    return [f"{k}:N" if k in ("clean", "rounds") else k for k in TARGETS[work]]


def parse_ref(text: str, what: str) -> tuple[str, int | None]:
    """``ID`` or ``ID@VERSION`` as written on the command line."""
    item, at, number = text.strip().partition("@")
    if not item:
        raise AssignmentError(f"{what} {text!r}: write ID or ID@VERSION")
    if not at:
        return item, None
    try:
        version = int(number)
    except ValueError:
        raise AssignmentError(f"{what} {text!r}: the version after @ is a whole number") from None
    if version < 1:
        raise AssignmentError(f"{what} {text!r}: versions start at 1")
    return item, version


# ------------------------------------------------------------------------------------------- the database


def _name(text: str, what: str) -> str:
    try:
        return check_name(text, what)
    except InputError as exc:
        raise AssignmentError(str(exc)) from None


# ------------------------------------------------------------------------------------------- trainees and groups


def list_trainees(store: ResultsStore) -> list[Trainee]:
    with _db(store):
        rows = store._conn.execute("SELECT name, staff_id FROM trainees ORDER BY name").fetchall()
    return [Trainee(str(n), None if s is None else str(s)) for n, s in rows]


def find_trainee(store: ResultsStore, name: str) -> Trainee | None:
    """The registered trainee known by ``name`` or by that staff id (None: not registered)."""
    name = name.strip()
    with _db(store):
        row = store._conn.execute(
            "SELECT name, staff_id FROM trainees WHERE name = ? OR staff_id = ? ORDER BY name LIMIT 1", (name, name)
        ).fetchone()
    return None if row is None else Trainee(str(row[0]), None if row[1] is None else str(row[1]))


def add_trainee(store: ResultsStore, name: str, by: str, staff_id: str | None = None) -> Trainee:
    """Register a trainee (or give a registered one a staff id); returns the trainee as registered."""
    by = checked_trainer(store, by)
    name = _name(name, "trainee")
    staff = None if staff_id is None or not staff_id.strip() else _name(staff_id, "staff id")
    with _db(store), store._transaction() as conn:
        row = conn.execute("SELECT staff_id FROM trainees WHERE name = ?", (name,)).fetchone()
        if staff is not None:
            other = conn.execute("SELECT name FROM trainees WHERE staff_id = ? AND name <> ?", (staff, name)).fetchone()
            if other is not None:
                raise AssignmentError(f"staff id {staff} is {other[0]}'s already")
        if row is None:
            conn.execute(
                "INSERT INTO trainees (name, staff_id, added_by, added) VALUES (?, ?, ?, ?)",
                (name, staff, by, store.now()),
            )
        elif staff is not None and row[0] != staff:
            conn.execute("UPDATE trainees SET staff_id = ? WHERE name = ?", (staff, name))
        final = conn.execute("SELECT staff_id FROM trainees WHERE name = ?", (name,)).fetchone()
    return Trainee(name, None if final[0] is None else str(final[0]))


def list_groups(store: ResultsStore) -> list[Group]:
    """Every group with its members (by name)."""
    with _db(store):
        groups = store._conn.execute("SELECT name, added_by, added FROM trainee_groups ORDER BY name").fetchall()
        members = store._conn.execute(
            "SELECT m.group_name, t.name, t.staff_id FROM group_members m JOIN trainees t ON t.name = m.trainee "
            "ORDER BY m.group_name, t.name"
        ).fetchall()
    by_group: dict[str, list[Trainee]] = {}
    for group, name, staff in members:
        by_group.setdefault(str(group), []).append(Trainee(str(name), None if staff is None else str(staff)))
    return [Group(str(n), str(b), str(a), tuple(by_group.get(str(n), ()))) for n, b, a in groups]


def get_group(store: ResultsStore, name: str) -> Group:
    for group in list_groups(store):
        if group.name == name:
            return group
    raise AssignmentError(f"there is no group {name!r} (trainer group list)")


def add_group(store: ResultsStore, name: str, by: str) -> Group:
    """Make a group (a class, a shift)."""
    by = checked_trainer(store, by)
    name = _name(name, "group")
    with _db(store), store._transaction() as conn:
        if conn.execute("SELECT 1 FROM trainee_groups WHERE name = ?", (name,)).fetchone() is not None:
            raise AssignmentError(f"there is a group {name!r} already")
        conn.execute("INSERT INTO trainee_groups (name, added_by, added) VALUES (?, ?, ?)", (name, by, store.now()))
    return get_group(store, name)


def add_member(store: ResultsStore, group: str, trainee: str, by: str, staff_id: str | None = None) -> Group:
    """Put a trainee in a group (registering the trainee, with ``staff_id``, when new)."""
    by = checked_trainer(store, by)
    get_group(store, group)
    known = find_trainee(store, trainee)
    person = known if known is not None and staff_id is None else add_trainee(store, trainee, by, staff_id)
    with _db(store), store._transaction() as conn:
        if conn.execute(
            "SELECT 1 FROM group_members WHERE group_name = ? AND trainee = ?", (group, person.name)
        ).fetchone():
            raise AssignmentError(f"{person.name} is in group {group!r} already")
        conn.execute(
            "INSERT INTO group_members (group_name, trainee, added_by, added) VALUES (?, ?, ?, ?)",
            (group, person.name, by, store.now()),
        )
    return get_group(store, group)


def remove_member(store: ResultsStore, group: str, trainee: str, by: str) -> Group:
    """Take a trainee out of a group (the group's assignments no longer list them)."""
    checked_trainer(store, by)
    get_group(store, group)
    person = find_trainee(store, trainee)
    name = person.name if person is not None else trainee
    with _db(store), store._transaction() as conn:
        if not conn.execute(
            "SELECT 1 FROM group_members WHERE group_name = ? AND trainee = ?", (group, name)
        ).fetchone():
            raise AssignmentError(f"{name} is not in group {group!r}")
        conn.execute("DELETE FROM group_members WHERE group_name = ? AND trainee = ?", (group, name))
    return get_group(store, group)


def groups_of(store: ResultsStore, trainee: Trainee) -> list[str]:
    with _db(store):
        rows = store._conn.execute(
            "SELECT group_name FROM group_members WHERE trainee = ? ORDER BY group_name", (trainee.name,)
        ).fetchall()
    return [str(r[0]) for r in rows]


# ------------------------------------------------------------------------------------------- assignments


def _check_work(store: ResultsStore, work: Work) -> Work:
    """The work as it is stored: every id found (in the library, or bundled), no withdrawn version named."""
    if work.kind not in WORKS:
        raise AssignmentError(f"work {work.kind!r}: one of {', '.join(WORKS)}")
    if work.kind == "scenarios":
        if not work.scenarios:
            raise AssignmentError("name at least one scenario (--scenario ID or ID@VERSION)")
        for item, version in work.scenarios:
            _check_ref(store, "scenario", item, version)
        return Work("scenarios", scenarios=tuple(dict.fromkeys(work.scenarios)))
    if work.kind == "generated":
        if work.mode not in MODES:
            raise AssignmentError(f"mode {work.mode!r}: one of {', '.join(MODES)}")
        return Work("generated", mode=work.mode)
    if work.kind == "drill":
        if work.bet is not None and work.bet not in DRILL_BETS:
            raise AssignmentError(f"drill bet {work.bet!r}: one of {', '.join(DRILL_BETS)} (or none: every line)")
        return Work("drill", bet=work.bet)
    if not work.exam:
        raise AssignmentError("name the exam (--exam ID or ID@VERSION)")
    _check_ref(store, "exam", work.exam, work.version)
    return Work("exam", exam=work.exam, version=work.version)


def _check_ref(store: ResultsStore, kind: str, item: str, version: int | None) -> None:
    from trainer.training import library

    published = [v for v in library.list_library(store, kind=kind, all_versions=True) if v.item_id == item]
    if version is not None:
        found = [v for v in published if v.version == version]
        if not found:
            raise AssignmentError(f"{kind} {item}: the library has no version {version} (trainer library list --all)")
        if found[0].is_withdrawn:
            raise AssignmentError(f"{kind} {item} version {version} is withdrawn: it cannot be assigned")
        return
    if any(not v.is_withdrawn for v in published):
        return
    if kind == "scenario":
        from trainer.training.exams import ExamError, find_scenario

        try:
            find_scenario(item)
            return
        except ExamError:
            pass
    else:
        from trainer.training.exams import ExamError, exam_dirs, find_exam

        try:
            find_exam(item, exam_dirs())
            return
        except ExamError:
            pass
    raise AssignmentError(f"{kind} {item}: neither published (trainer library list) nor bundled")


def assign(
    store: ResultsStore,
    work: Work,
    by: str,
    *,
    trainee: str | None = None,
    group: str | None = None,
    due: str | None = None,
    target: Target | None = None,
) -> Assignment:
    """Assign ``work`` to a trainee (registered now when new) or a group, by the trainer ``by``; ``due``: an
    ISO-8601 time (UTC when it has no zone), None for no due date; ``target``: None for the work's default
    (:func:`parse_target`). Returns the assignment as stored (its time by the store's clock)."""
    from trainer.training.sittings import SittingError, parse_time

    by = checked_trainer(store, by)
    if (trainee is None) == (group is None):
        raise AssignmentError("assign to one trainee (--trainee NAME) or one group (--group NAME)")
    work = _check_work(store, work)
    target = target if target is not None else parse_target(work.kind, None)
    if target.kind not in TARGETS[work.kind]:
        raise AssignmentError(f"target {target}: {work.kind} work takes {' or '.join(_target_forms(work.kind))}")
    when = None
    if due is not None:
        try:
            when = parse_time(due, "due")
        except SittingError as exc:
            raise AssignmentError(str(exc)) from None
    if group is not None:
        get_group(store, group)
        to_trainee, to_group = None, group
    else:
        assert trainee is not None
        known = find_trainee(store, trainee)
        to_trainee, to_group = (known or add_trainee(store, trainee, by)).name, None
    now = store.now()
    if when is not None and datetime.fromisoformat(when) <= datetime.fromisoformat(now):
        raise AssignmentError(f"the due time {when} is past already (the store's clock says {now})")
    with _db(store), store._transaction() as conn:
        number = int(
            conn.execute(
                "INSERT INTO assignments (kind, subject, target, trainee, group_name, due, assigned_by, created) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (work.kind, json.dumps(work.to_json(), ensure_ascii=False, sort_keys=True), str(target), to_trainee,
                 to_group, when, by, now),
            ).fetchone()[0]
        )  # fmt: skip
    return get_assignment(store, number)


_COLUMNS = "id, kind, subject, target, trainee, group_name, due, assigned_by, created, cancelled_by, cancelled"


def _assignment(row: Sequence[Any]) -> Assignment:
    kind = str(row[1])
    t = None if row[3] is None else str(row[3])
    target_kind, _, count = (t or "").partition(":")
    text = [None if v is None else str(v) for v in row]
    return Assignment(
        id=int(row[0]), work=Work.from_json(kind, json.loads(str(row[2]))),
        target=Target(target_kind, int(count) if count else 1), trainee=text[4], group=text[5], due=text[6],
        assigned_by=str(row[7]), created=str(row[8]), cancelled_by=text[9], cancelled=text[10],
    )  # fmt: skip


def get_assignment(store: ResultsStore, assignment_id: int) -> Assignment:
    with _db(store):
        row = store._conn.execute(f"SELECT {_COLUMNS} FROM assignments WHERE id = ?", (assignment_id,)).fetchone()
    if row is None:
        raise AssignmentError(f"there is no assignment {assignment_id} (trainer assign list)")
    return _assignment(row)


def list_assignments(
    store: ResultsStore,
    *,
    trainee: str | None = None,
    group: str | None = None,
    cancelled: bool = False,
) -> list[Assignment]:
    """The assignments, oldest first: all, or those of a group, or a trainee's (made to them or to a group they are
    in; ``trainee`` by name or staff id); ``cancelled``: cancelled ones too."""
    with _db(store):
        rows = store._conn.execute(f"SELECT {_COLUMNS} FROM assignments ORDER BY id").fetchall()
    every = [_assignment(r) for r in rows]
    if not cancelled:
        every = [a for a in every if a.cancelled is None]
    if group is not None:
        every = [a for a in every if a.group == group]
    if trainee is not None:
        person = find_trainee(store, trainee)
        if person is None:
            return []
        groups = set(groups_of(store, person))
        every = [a for a in every if a.trainee == person.name or (a.group is not None and a.group in groups)]
    return every


def cancel(store: ResultsStore, assignment_id: int, by: str) -> Assignment:
    """Cancel an assignment (kept for the record; no longer listed as due)."""
    by = checked_trainer(store, by)
    found = get_assignment(store, assignment_id)
    if found.cancelled is not None:
        raise AssignmentError(f"assignment {assignment_id} was cancelled at {found.cancelled} by {found.cancelled_by}")
    with _db(store), store._transaction() as conn:
        conn.execute(
            "UPDATE assignments SET cancelled_by = ?, cancelled = ? WHERE id = ? AND cancelled IS NULL",
            (by, store.now(), assignment_id),
        )
    return get_assignment(store, assignment_id)


# ------------------------------------------------------------------------------------------- progress


def trainees_of(store: ResultsStore, assignment: Assignment) -> list[Trainee]:
    """Who an assignment is for: its trainee, or its group's members now."""
    if assignment.group is not None:
        return list(get_group(store, assignment.group).members)
    person = find_trainee(store, assignment.trainee or "")
    return [person if person is not None else Trainee(assignment.trainee or "")]
