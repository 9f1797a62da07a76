"""The exam builder's model (issue 14, item 2): an exam being put together in the trainer tools, Qt-free.

An :class:`ExamDraft` holds what an exam file holds (docs/exams.md): id, both titles, time limit, pass mark, skill
minimums, the critical-error rule, fixed scenarios and draws. It is read from an exam file
(:func:`draft_from_exam`), checked field by field (:func:`check_draft`, the same record checker as
:func:`~trainer.training.exams.load_exam` plus what only a whole exam can get wrong: nothing to deal, a scenario file
that is not there, a draw the library cannot fill), previewed for a few seeds (:func:`preview`, the same drawing as
an attempt) and written back in the same format (:func:`exam_data` → :func:`~trainer.training.toml_writer.dumps`).

**Versions.** :func:`save_exam` gives the file a version one above every version this exam had before — the file
being replaced, the copies kept in ``versions/`` beside it, and the versions attempts in the results store took —
and keeps a copy of each version it writes as ``versions/<id>.v<N>.toml`` in the exam's folder (outside the
``*.toml`` the exam folder lists, so it is never offered as an exam of its own). Attempts record the version and the
file's digest they took (docs/exams.md), so an earlier attempt keeps naming its version, and :func:`version_file`
finds that version's text again. Saving a draft that means what the file already says writes nothing.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from trainer.engine.kinds import SKILLS
from trainer.training.exams import (
    Draw,
    Exam,
    ExamError,
    ExamFile,
    ScenarioRef,
    load_exam,
    resolve_path,
    resolve_scenarios,
)
from trainer.training.private_files import make_private_folder
from trainer.training.records import Problems, describe, field_path
from trainer.training.toml_writer import dumps

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
VERSIONS = "versions"
"""The folder beside an exam file that keeps a copy of each version saved."""
PREVIEW_SEEDS = (1, 2, 3)
HEADER = ("# Written by the exam builder of the trainer tools. Format: docs/exams.md.",)


@dataclass(frozen=True)
class DrawSpec:
    """A draw as the builder edits it: ``count`` scenarios training ``skill`` (of ``difficulty``, when given)."""

    skill: str
    difficulty: int | str | None = None
    count: int = 1


@dataclass(frozen=True)
class ExamDraft:
    id: str = ""
    title_en: str = ""
    title_zh: str = ""
    version: int | str | None = None
    """The version of the file it was read from (None for a new exam); saving sets the next one."""
    time_limit_minutes: float = 30
    pass_mark: int = 80
    skill_minimums: Mapping[str, float] = field(default_factory=dict)
    critical_errors_fail: bool = True
    money_error_limit: int | None = None
    """MOP put wrong beyond which an attempt fails (set in the file; the builder keeps it as it was read)."""
    pace: tuple[bool, float | None, float | None] = (False, None, None)
    """``pace_required`` and the exam's own figures of pace (set in the file; kept as they were read)."""
    scenarios: tuple[str, ...] = ()
    """Fixed scenario files as written in the file (see :func:`written_path`)."""
    draws: tuple[DrawSpec, ...] = ()


def draft_from_exam(exam: Exam) -> ExamDraft:
    version: int | str = int(exam.version) if exam.version.isdigit() else exam.version
    return ExamDraft(
        id=exam.id,
        title_en=exam.title_en,
        title_zh=exam.title_zh,
        version=version,
        time_limit_minutes=exam.time_limit_minutes,
        pass_mark=exam.pass_mark,
        skill_minimums=dict(exam.skill_minimums),
        critical_errors_fail=exam.critical_errors_fail,
        money_error_limit=exam.money_error_limit,
        pace=(exam.pace_required, exam.pace_rounds_per_hour, exam.pace_seconds_per_payout),
        scenarios=tuple(exam.scenarios),
        draws=tuple(DrawSpec(d.skill, d.difficulty, d.count) for d in exam.draws),
    )


def _number(value: float) -> int | float:
    """30.0 → 30 (as a trainer writes it); 12.5 stays."""
    return int(value) if float(value).is_integer() else float(value)


def exam_data(draft: ExamDraft, version: int | str | None = None) -> dict[str, Any]:
    """The draft as the exam file's table, fields in the order of docs/exams.md (optional ones left out when they
    say what the default says)."""
    data: dict[str, Any] = {
        "id": draft.id,
        "title_en": draft.title_en,
        "title_zh": draft.title_zh,
        "version": version if version is not None else (draft.version if draft.version is not None else 1),
        "time_limit_minutes": _number(draft.time_limit_minutes),
        "pass_mark": int(draft.pass_mark),
    }
    if draft.skill_minimums:
        data["skill_minimums"] = {
            k: _number(float(draft.skill_minimums[k])) for k in SKILLS if k in draft.skill_minimums
        }
    if not draft.critical_errors_fail:
        data["critical_errors_fail"] = False
    if draft.money_error_limit is not None:
        data["money_error_limit"] = int(draft.money_error_limit)
    if draft.pace[0]:
        data["pace_required"] = True
        for name, figure in zip(("pace_rounds_per_hour", "pace_seconds_per_payout"), draft.pace[1:], strict=True):
            if figure is not None:
                data[name] = figure
    if draft.scenarios:
        data["scenarios"] = list(draft.scenarios)
    if draft.draws:
        draws = []
        for d in draft.draws:
            one: dict[str, Any] = {"skill": d.skill}
            if d.difficulty is not None:
                one["difficulty"] = d.difficulty
            one["count"] = int(d.count)
            draws.append(one)
        data["draws"] = draws
    return data


def exam_toml(draft: ExamDraft, version: int | str | None = None) -> str:
    return dumps(exam_data(draft, version), header=HEADER)


def meaning(exam: Exam) -> tuple[Any, ...]:
    """What an exam file says, leaving out its version and its layout (comments, order, spelling of numbers)."""
    return (
        exam.id,
        exam.title_en,
        exam.title_zh,
        float(exam.time_limit_minutes),
        exam.pass_mark,
        tuple(sorted((k, float(v)) for k, v in exam.skill_minimums.items())),
        exam.critical_errors_fail,
        exam.money_error_limit,
        (exam.pace_required, exam.pace_rounds_per_hour, exam.pace_seconds_per_payout),
        tuple(exam.scenarios),
        tuple((d.skill, None if d.difficulty is None else str(d.difficulty), d.count) for d in exam.draws),
    )


# ------------------------------------------------------------------------------------------------- checking


class Problem(NamedTuple):
    """One thing wrong with a draft: the field it belongs to (``id``, ``title_en``, ``scenarios[1]``,
    ``draws[0]``, ``skill_minimums.payouts`` …), a code the GUI words in both languages, the figures the words
    need, and the same in English for the command line and logs."""

    field: str
    code: str
    args: tuple[str, ...]
    english: str


def _record_problems(draft: ExamDraft) -> list[Problem]:
    """The exam file's own checker (:class:`~trainer.training.exams.ExamFile`) on what the draft would write."""
    try:
        ExamFile.validate(exam_data(draft))
    except Problems as exc:
        return [
            Problem(field_path(i.loc) or "exam", "record", (describe(i),), f"{field_path(i.loc)}: {describe(i)}")
            for i in exc.issues
        ]
    return []


def check_draft(draft: ExamDraft, exam_path: Path | None, library: Sequence[ScenarioRef]) -> list[Problem]:
    """Everything wrong with ``draft`` if it were saved as ``exam_path`` (scenario paths are found from there, as
    an attempt finds them), one :class:`Problem` per field. Empty: the file will load and every seed can draw."""
    out: list[Problem] = []
    if not draft.id.strip():
        out.append(Problem("id", "id_missing", (), "id: give the exam an id"))
    elif not ID_PATTERN.fullmatch(draft.id) or len(draft.id) > 80:
        out.append(
            Problem("id", "id_form", (draft.id,), "id: lower-case letters, digits, '.', '_' or '-' (at most 80)")
        )
    for key in ("title_en", "title_zh"):
        text = str(getattr(draft, key)).strip()
        if not text:
            out.append(Problem(key, "title_missing", (), f"{key}: the exam needs a title in this language"))
        elif len(text) > 200:
            out.append(Problem(key, "title_long", ("200",), f"{key}: at most 200 characters"))
    if not draft.scenarios and not draft.draws:
        out.append(Problem("scenarios", "no_items", (), "scenarios: add a scenario or a draw (or both)"))
    seen: set[str] = set()
    probe = placed_exam(exam_path)
    for n, written in enumerate(draft.scenarios):
        found = resolve_path(probe, written)
        if found is None:
            out.append(
                Problem(f"scenarios[{n}]", "scenario_missing", (written,), f"scenarios[{n}]: {written} not found")
            )
        elif str(found.resolve()) in seen:
            out.append(Problem(f"scenarios[{n}]", "scenario_twice", (written,), f"scenarios[{n}]: {written} twice"))
        else:
            seen.add(str(found.resolve()))
    out += _minimum_problems(draft, probe, library)
    if draft.draws and not any(p.code in ("scenario_missing", "scenario_twice") for p in out):
        out += _draw_problems(draft, probe, library)
    known = {p.field for p in out}
    out += [p for p in _record_problems(draft) if p.field not in known and not p.field.startswith(("id", "title"))]
    return out


_JUDGED: dict[tuple[str, int, int], frozenset[str]] = {}
"""The skills a scenario file tests, by (file, modification time, size): worked out once per version of a file."""


def tested_skills(ref: ScenarioRef) -> frozenset[str]:
    """The skills the scenario of ``ref`` tests: those its reference dealer's play gives the grader something to
    judge of (:mod:`trainer.training.skill_figures`; a skill with nothing to judge reads "not tested", its figure
    kept as 1.0). Not the skills it says it trains: a payout scenario deals cards too. A file that cannot be
    played: the skills it says it trains."""
    try:
        stat = ref.path.stat()
        key = (str(ref.path.resolve()), stat.st_mtime_ns, stat.st_size)
    except OSError:
        return ref.skills
    found = _JUDGED.get(key)
    if found is None:
        found = _JUDGED[key] = _judged_in_reference_play(ref)
    return found


def _judged_in_reference_play(ref: ScenarioRef) -> frozenset[str]:
    from trainer.engine.procedure import solve
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario
    from trainer.training.skill_figures import judged_skills

    try:
        scenario = load_scenario(ref.path)
        judged = judged_skills(grade(scenario, solve(scenario.round())).to_json())
    except Exception:  # a file that does not load or play (``trainer validate`` names why): what it says it trains
        return ref.skills
    return frozenset(s.skill for s in judged)


def _pool(draw: DrawSpec, library: Sequence[ScenarioRef], fixed: set[Path]) -> list[ScenarioRef]:
    """The scenarios ``draw`` can deal: of its skill (and difficulty), not one of the exam's fixed ones."""
    return [
        ref
        for ref in library
        if draw.skill in ref.skills
        and (draw.difficulty is None or str(draw.difficulty).strip().lower() == str(ref.difficulty).strip().lower())
        and ref.path.resolve() not in fixed
    ]


def _minimum_problems(draft: ExamDraft, probe: Exam, library: Sequence[ScenarioRef]) -> list[Problem]:
    """A minimum for a skill the exam may leave untested. Such a skill reads "not tested" and is kept as 1.0 (a
    perfect figure), so its minimum is met by everyone: it checks nothing. ``minimum_untested``: no scenario the
    exam can deal tests the skill; ``minimum_maybe_untested``: only some of those its draws can deal do."""
    if not draft.skill_minimums:
        return []
    by_path = {ref.path.resolve(): ref for ref in library}
    fixed = {p.resolve() for p in (resolve_path(probe, w) for w in draft.scenarios) if p is not None}
    surely: set[str] = set()
    maybe: set[str] = set()
    for path in fixed:
        ref = by_path.get(path) or ScenarioRef(path, path.stem, frozenset(), None)
        surely |= tested_skills(ref)
    for d in draft.draws:
        pool = [tested_skills(ref) for ref in _pool(d, library, fixed)]
        if pool:
            surely |= frozenset.intersection(*pool)
            maybe |= frozenset.union(*pool)
    out = []
    for skill in (k for k in SKILLS if k in draft.skill_minimums):
        where = f"skill_minimums.{skill}"
        if skill in surely:
            continue
        if skill in maybe:
            out.append(
                Problem(
                    where,
                    "minimum_maybe_untested",
                    (skill,),
                    f"{where}: only some of the scenarios the draws can deal test {skill}; without one it reads "
                    "'not tested' (kept as 1.0) and this minimum fails no one",
                )
            )
        else:
            out.append(
                Problem(
                    where,
                    "minimum_untested",
                    (skill,),
                    f"{where}: no scenario of the exam tests {skill}; it reads 'not tested' (kept as 1.0) and this "
                    "minimum fails no one",
                )
            )
    return out


def placed_exam(exam_path: Path | None) -> Exam:
    """An exam placed at ``exam_path`` (for finding its scenario files as an attempt would)."""
    return Exam("probe", "", "", "1", 1, 0, {}, True, (), (), exam_path or Path.cwd() / "exam.toml", "")


CHECK_SEEDS = range(32)
"""Seeds a draft's draws are tried with: a draw that runs short for any of them is reported."""


def _draw_problems(draft: ExamDraft, probe: Exam, library: Sequence[ScenarioRef]) -> list[Problem]:
    """A draw the library cannot fill: never (too few scenarios of its kind besides the fixed ones), or for some
    seeds (the draws before it may take what it needs) — tried with the drawing of a real attempt."""
    fixed = {p.resolve() for p in (resolve_path(probe, w) for w in draft.scenarios) if p is not None}
    out = []
    for n, d in enumerate(draft.draws):
        pool = _pool(d, library, fixed)
        if len(pool) < d.count:
            level = "any" if d.difficulty is None else str(d.difficulty)
            out.append(
                Problem(
                    f"draws[{n}]",
                    "draw_short",
                    (str(d.count), d.skill, level, str(len(pool))),
                    f"draws[{n}]: needs {d.count} scenario(s) training {d.skill} at difficulty {level}, "
                    f"the library has {len(pool)}",
                )
            )
    if out:
        return out
    exam = draft_exam(draft, probe.path)
    for seed in CHECK_SEEDS:
        try:
            resolve_scenarios(exam, seed, library)
        except ExamError as exc:
            where = re.search(r"draws\[(\d+)\]", exc.lines[0] if exc.lines else "")
            n = int(where.group(1)) if where else 0
            return [
                Problem(
                    f"draws[{n}]",
                    "draw_sometimes_short",
                    (str(seed),),
                    f"draws[{n}]: the draws before it can leave too few scenarios (seed {seed})",
                )
            ]
    return []


def draft_exam(draft: ExamDraft, exam_path: Path | None) -> Exam:
    """The draft as an :class:`Exam` placed at ``exam_path`` (for drawing; the digest is left empty)."""
    path = exam_path or Path.cwd() / f"{draft.id or 'exam'}.toml"
    return Exam(
        id=draft.id,
        title_en=draft.title_en,
        title_zh=draft.title_zh,
        version=str(draft.version or 1),
        time_limit_minutes=float(draft.time_limit_minutes),
        pass_mark=int(draft.pass_mark),
        skill_minimums=dict(draft.skill_minimums),
        critical_errors_fail=draft.critical_errors_fail,
        scenarios=tuple(draft.scenarios),
        draws=tuple(Draw.validate(exam_data(draft)["draws"][n]) for n in range(len(draft.draws))),
        path=path,
        digest="",
        money_error_limit=draft.money_error_limit,
        pace_required=draft.pace[0],
        pace_rounds_per_hour=draft.pace[1],
        pace_seconds_per_payout=draft.pace[2],
    )


class Drawn(NamedTuple):
    """What one seed deals: the scenario files in order, or why it cannot (one line)."""

    seed: int
    paths: tuple[Path, ...]
    problem: str


def preview(
    draft: ExamDraft, exam_path: Path | None, library: Sequence[ScenarioRef], seeds: Iterable[int] = PREVIEW_SEEDS
) -> list[Drawn]:
    """The scenarios each seed would deal (the drawing of a real attempt, :func:`resolve_scenarios`)."""
    exam = draft_exam(draft, exam_path)
    out = []
    for seed in seeds:
        try:
            out.append(Drawn(seed, tuple(resolve_scenarios(exam, seed, library)), ""))
        except ExamError as exc:
            out.append(Drawn(seed, (), exc.lines[0] if exc.lines else str(exc)))
    return out


def written_path(scenario: Path, exam_path: Path) -> str:
    """How an exam saved as ``exam_path`` names ``scenario``: relative to the nearest folder holding both (from the
    folder above it when that folder is a ``scenarios`` library, as the bundled exams write
    ``scenarios/x.toml``), or absolute when that would not find the same file again."""
    target = scenario.resolve()
    base = exam_path.resolve().parent
    probe = placed_exam(exam_path)
    for folder in (base, *base.parents):
        if target.is_relative_to(folder):
            anchor = folder.parent if folder.name == "scenarios" and folder.parent != folder else folder
            written = target.relative_to(anchor).as_posix()
            found = resolve_path(probe, written)
            if found is not None and found.resolve() == target:
                return written
            break
    return str(target)


# ------------------------------------------------------------------------------------------------- versions


def _as_number(version: object) -> int | None:
    if isinstance(version, bool):
        return None
    if isinstance(version, int):
        return version
    text = str(version).strip()
    if text.isdigit():
        return int(text)
    tail = re.search(r"(\d+)$", text)
    return int(tail.group(1)) if tail else None


def versions_dir(exam_path: Path) -> Path:
    return exam_path.parent / VERSIONS


def version_file(exam_path: Path, exam_id: str, version: int | str) -> Path:
    """Where the copy of ``version`` of exam ``exam_id`` saved beside ``exam_path`` is kept."""
    return versions_dir(exam_path) / f"{exam_id}.v{version}.toml"


def kept_versions(exam_path: Path, exam_id: str) -> list[int]:
    """The versions of ``exam_id`` kept in ``versions/`` beside ``exam_path``, lowest first."""
    found = []
    folder = versions_dir(exam_path)
    if folder.is_dir():
        for p in folder.glob(f"{exam_id}.v*.toml"):
            number = p.name[len(exam_id) + 2 : -len(".toml")]
            if number.isdigit():
                found.append(int(number))
    return sorted(found)


def next_version(draft: ExamDraft, exam_path: Path, taken: Iterable[str] = ()) -> int:
    """One above every version this exam had: the draft's, the file's at ``exam_path`` (when it is this exam),
    the kept copies and ``taken`` (the versions attempts in the results store recorded)."""
    seen: list[int] = []
    for v in (draft.version, *taken):
        n = _as_number(v) if v is not None else None
        if n is not None:
            seen.append(n)
    current = _current(exam_path)
    if current is not None and current.id == draft.id:
        n = _as_number(current.version)
        if n is not None:
            seen.append(n)
    seen += kept_versions(exam_path, draft.id)
    return max(seen, default=0) + 1


def _current(exam_path: Path) -> Exam | None:
    try:
        return load_exam(exam_path) if exam_path.is_file() else None
    except ExamError:
        return None


class Saved(NamedTuple):
    exam: Exam
    """The exam as saved (read back from the file)."""
    written: bool
    """False when the file already said the same: nothing was written and its version stands."""


def save_exam(draft: ExamDraft, exam_path: Path, taken_versions: Iterable[str] = ()) -> Saved:
    """Write ``draft`` to ``exam_path`` as the next version (:func:`next_version`), keep a copy of it in
    ``versions/``, and read it back with :func:`~trainer.training.exams.load_exam`. A draft that means what the
    file at ``exam_path`` already says is not written again. Raises :class:`ExamError` (one line per problem;
    nothing written) when the file would not load, and :class:`OSError` when it cannot be written."""
    current = _current(exam_path)
    if current is not None and current.id == draft.id:
        again = _loaded_text(exam_toml(draft, current.version), exam_path)  # ExamError: nothing written
        if meaning(again) == meaning(current):
            return Saved(current, False)
    version = next_version(draft, exam_path, taken_versions)
    text = exam_toml(draft, version)
    _loaded_text(text, exam_path)  # ExamError: nothing written
    make_private_folder(exam_path.parent)  # (0700 when made, as every folder of the data folder; files: mkstemp, 0600)
    _write(exam_path, text)
    kept = version_file(exam_path, draft.id, version)
    make_private_folder(kept.parent)
    _write(kept, text)
    return Saved(load_exam(exam_path), True)


def _loaded_text(text: str, exam_path: Path) -> Exam:
    """``text`` checked by the exam loader as if it were the file at ``exam_path``."""
    folder = exam_path.parent if exam_path.parent.is_dir() else Path(tempfile.gettempdir())
    fd, name = tempfile.mkstemp(prefix=".exam-builder-", suffix=".toml", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        exam = load_exam(Path(name))
    finally:
        Path(name).unlink(missing_ok=True)
    return replace(exam, path=exam_path)


def _write(path: Path, text: str) -> None:
    """Written whole or not at all (a temporary file beside it, then moved into place)."""
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        os.replace(name, path)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise


def store_versions(rows: Iterable[Any], exam_id: str) -> list[str]:
    """The versions of ``exam_id`` that attempts in the results store took (rows of ``list_attempts``)."""
    return sorted({str(r.exam_version) for r in rows if r.exam_id == exam_id})


def draft_from_data(data: Mapping[str, Any]) -> ExamDraft:
    """A draft from an exam file's table already checked by :class:`ExamFile` (for tests and tools)."""
    model = ExamFile.validate(dict(data))
    return ExamDraft(
        id=model.id,
        title_en=model.title_en,
        title_zh=model.title_zh,
        version=model.version,
        time_limit_minutes=float(model.time_limit_minutes),
        pass_mark=model.pass_mark,
        skill_minimums=dict(model.skill_minimums),
        critical_errors_fail=model.critical_errors_fail,
        money_error_limit=model.money_error_limit,
        pace=(model.pace_required, model.pace_rounds_per_hour, model.pace_seconds_per_payout),
        scenarios=tuple(model.scenarios),
        draws=tuple(DrawSpec(d.skill, d.difficulty, d.count) for d in model.draws),
    )
