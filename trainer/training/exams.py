"""Exam definitions (``scenarios/exams/*.toml``, see ``docs/exams.md``): loading, drawing, the result.

An exam is a fixed list of scenario files and/or draws from the scenario library by skill and difficulty.
Draws use a ``random.Random(seed)`` made for the attempt, and the seed is recorded with the attempt, so the
same seed always gives the same scenarios. The exam's score is the mean of its scenarios' scores; it is passed
when the score reaches the pass mark and every per-skill figure reaches its minimum.
"""

from __future__ import annotations

import hashlib
import importlib
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from trainer.engine.kinds import SKILLS
from trainer.resources import scenarios_dir
from trainer.training.inputs import (
    MAX_EXAM_BYTES,
    MAX_INDEX_BYTES,
    MAX_SCENARIO_BYTES,
    InputError,
    decode,
    is_toml_error,
    loads_toml,
    read_limited,
)
from trainer.training.records import (
    Bool,
    DictOf,
    Int,
    ListOf,
    Nested,
    Number,
    OneOf,
    OrNone,
    Problems,
    Record,
    Str,
    TextOrInt,
    describe,
    field,
    field_path,
)

if TYPE_CHECKING:
    from trainer.training.store import ResultsStore, Status

MAX_PROBLEMS = 100
"""An exam file's problems reported at most (then a count of the rest)."""


class ExamError(ValueError):
    """An exam file is unreadable or wrong, or its scenarios cannot be found. One line per problem."""

    def __init__(self, *lines: str) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


# ------------------------------------------------------------------------------------------------- the model

SKILL = OneOf(*SKILLS)
TEXT = Str(min_length=1, max_length=200, strip=True)


class Draw(Record):
    """``count`` scenarios drawn at random from the library's scenarios that train ``skill``
    (and have ``difficulty``, if given)."""

    skill: str = field(SKILL)
    difficulty: int | str | None = field(OrNone(TextOrInt()), None)
    count: int = field(Int(ge=1, le=100), 1)


class ExamFile(Record):
    """The TOML file as written by a trainer."""

    id: str = field(Str(max_length=80, pattern=r"^[a-z0-9][a-z0-9._-]*$", form="lower-case letters, digits, . _ -"))
    title_en: str = field(TEXT)
    title_zh: str = field(TEXT)
    version: int | str = field(TextOrInt())
    time_limit_minutes: float = field(Number(gt=0, le=24 * 60))
    pass_mark: int = field(Int(ge=0, le=100))
    skill_minimums: dict[str, float] = field(DictOf(Number(ge=0.0, le=1.0), keys=SKILL), factory=dict)
    critical_errors_fail: bool = field(Bool(), True)
    money_error_limit: int | None = field(OrNone(Int(ge=0, le=10_000_000)), None)
    """Our extension (docs/exams.md): MOP put wrong over the attempt beyond which it fails, whatever the points."""
    pace_required: bool = field(Bool(), False)
    """Our extension (docs/exams.md, "Pace"): the attempt is held to the house standard of pace."""
    pace_rounds_per_hour: float | None = field(OrNone(Number(gt=0, le=400)), None)
    pace_seconds_per_payout: float | None = field(OrNone(Number(gt=0, le=120)), None)
    scenarios: list[str] = field(ListOf(Str(min_length=1)), factory=list)
    draws: list[Draw] = field(ListOf(Nested(Draw)), factory=list)


class ExamRules(NamedTuple):
    """What decides a pass (recorded with each attempt, so an attempt can be re-scored without the file)."""

    pass_mark: int
    skill_minimums: Mapping[str, float]
    critical_errors_fail: bool = False
    """A critical error in any scenario (e.g. a void round not declared) fails the exam whatever the score.
    Recorded attempts without the key were scored without this rule."""
    money_error_limit: int | None = None
    """MOP put wrong over all the scenarios (overpaid plus underpaid) beyond which the exam fails whatever the
    score; None: no limit (and attempts recorded without the key)."""


@dataclass(frozen=True)
class Exam:
    id: str
    title_en: str
    title_zh: str
    version: str
    time_limit_minutes: float
    pass_mark: int
    skill_minimums: Mapping[str, float]
    critical_errors_fail: bool
    scenarios: tuple[str, ...]
    draws: tuple[Draw, ...]
    path: Path
    digest: str
    money_error_limit: int | None = None
    pace_required: bool = False
    """Hold the attempt to the house standard of pace (:mod:`trainer.training.exam_pace`)."""
    pace_rounds_per_hour: float | None = None
    pace_seconds_per_payout: float | None = None
    """The exam's own figures of pace in place of the house standard's (None: the house's)."""

    @property
    def rules(self) -> ExamRules:
        return ExamRules(self.pass_mark, dict(self.skill_minimums), self.critical_errors_fail, self.money_error_limit)

    @property
    def time_limit_seconds(self) -> float:
        return self.time_limit_minutes * 60.0


# ------------------------------------------------------------------------------------------------- loading


def file_digest(path: Path) -> str:
    """``sha256:<hex>`` of a file's bytes (the version of an exam or scenario an attempt used), read within the
    limit of either (:class:`ExamError` above it: one line)."""
    try:
        data = read_limited(path, max(MAX_EXAM_BYTES, MAX_SCENARIO_BYTES), "file")
    except InputError as exc:
        raise ExamError(str(exc)) from None
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _line_of(
    text: str,
    loc: Sequence[int | str],
    lines: Sequence[str] | None = None,
    headers: dict[str, list[int]] | None = None,
) -> int | None:
    """Best effort: the line of the field at ``loc`` in the TOML text (1-based), or None. ``lines`` and
    ``headers`` (a cache of ``[[name]]`` header lines) may be shared between calls on the same text."""
    lines = text.splitlines() if lines is None else lines
    headers = {} if headers is None else headers
    keys = [part for part in loc if isinstance(part, str)]
    if not keys:
        return None
    top = keys[0]
    index = next((part for part in loc[1:2] if isinstance(part, int)), None)
    if index is not None:  # an array of tables: [[draws]] headers
        if top not in headers:
            header = re.compile(rf"^\s*\[\[\s*{re.escape(top)}\s*\]\]")
            headers[top] = [n for n, line in enumerate(lines) if header.match(line)]
        found = headers[top]
        if index < len(found):
            start = found[index]
            end = found[index + 1] if index + 1 < len(found) else len(lines)
            for sub in keys[1:2]:
                assign = re.compile(rf"^\s*{re.escape(sub)}\s*=")
                for n in range(start, end):
                    if assign.match(lines[n]):
                        return n + 1
            return start + 1
    top_assign = re.compile(rf"^\s*{re.escape(top)}\s*=")
    top_table = re.compile(rf"^\s*\[\s*{re.escape(top)}\s*\]")
    for n, line in enumerate(lines):
        if top_assign.match(line) or top_table.match(line):
            if len(keys) > 1 and index is None:
                inner = re.compile(rf"(^|[\s{{,]){re.escape(keys[1])}\s*=")
                for m in range(n, len(lines)):
                    if inner.search(lines[m]):
                        return m + 1
            return n + 1
    return None


def load_exam(path: Path) -> Exam:
    """Read and check an exam file. Raises :class:`ExamError` with one ``file:line: field: reason`` per
    problem."""
    try:
        raw = read_limited(path, MAX_EXAM_BYTES, "exam file")
        text = decode(raw, str(path))
        if not text.strip():
            raise InputError(str(path), "the exam file is empty; an exam file is TOML (docs/exams.md)")
        data = loads_toml(text, str(path))
    except InputError as exc:
        raise ExamError(str(exc)) from None
    except Exception as exc:
        if not is_toml_error(exc):
            raise
        raise ExamError(f"{path}: not valid TOML: {exc}") from None
    try:
        model = ExamFile.validate(data)
    except Problems as exc:
        lines = []
        text_lines = text.splitlines()
        headers: dict[str, list[int]] = {}
        for issue in exc.issues[:MAX_PROBLEMS]:  # each is placed by a scan of the text: a bounded number
            line = _line_of(text, issue.loc, text_lines, headers)
            where = f"{path}:{line}" if line else str(path)
            lines.append(f"{where}: {field_path(issue.loc) or 'exam'}: {describe(issue)}")
        if len(exc.issues) > MAX_PROBLEMS:
            lines.append(f"{path}: … and {len(exc.issues) - MAX_PROBLEMS:,} more problems")
        raise ExamError(*dict.fromkeys(lines)) from None
    if not model.scenarios and not model.draws:
        raise ExamError(f"{path}: an exam needs scenarios = [...] or draws = [...] (or both)")
    for name in ("pace_rounds_per_hour", "pace_seconds_per_payout"):
        if name in model.given and not model.pace_required:
            line = _line_of(text, (name,))
            where = f"{path}:{line}" if line else str(path)
            raise ExamError(f"{where}: {name}: needs pace_required = true (the exam's own figure of pace)")
    return Exam(
        id=model.id,
        title_en=model.title_en,
        title_zh=model.title_zh,
        version=str(model.version),
        time_limit_minutes=float(model.time_limit_minutes),
        pass_mark=model.pass_mark,
        skill_minimums={k: float(v) for k, v in model.skill_minimums.items()},
        critical_errors_fail=model.critical_errors_fail,
        scenarios=tuple(model.scenarios),
        draws=tuple(model.draws),
        path=path,
        digest="sha256:" + hashlib.sha256(raw).hexdigest(),
        money_error_limit=model.money_error_limit,
        pace_required=model.pace_required,
        pace_rounds_per_hour=model.pace_rounds_per_hour,
        pace_seconds_per_payout=model.pace_seconds_per_payout,
    )


def find_exam(name: str, search: Sequence[Path], digest: str | None = None) -> Path:
    """An exam given as a file path, or by id (``<dir>/<id>.toml`` or a file whose ``id`` matches) in
    ``search``. When several folders hold an exam of that id (an installed exam and a version a trainer saved in
    the data folder: :func:`exam_dirs`), the one :func:`newest_exams` lists is taken — or, given ``digest`` (an
    attempt's), the file of that digest."""
    as_path = Path(name)
    if as_path.suffix == ".toml" or as_path.exists() or as_path.is_symlink():
        if as_path.is_file():
            return as_path
        if as_path.is_symlink() and not as_path.exists():
            raise ExamError(f"{name}: a symbolic link that leads nowhere or back to itself (a loop)")
        if as_path.is_dir():
            raise ExamError(f"{name}: is a folder, not an exam file; give the exam's .toml file or its id")
        if as_path.exists():  # a device (/dev/zero) or a pipe: read within the exam file's limit, which says why not
            return as_path
        raise ExamError(f"{name}: no such exam file")
    named = [d / f"{name}.toml" for d in search if (d / f"{name}.toml").is_file()]
    if len(named) == 1 and len(search) == 1 and digest is None:
        return named[0]  # (one folder: the file of that name, unread)
    same: list[tuple[int, Path, Exam]] = []
    for n, directory in enumerate(search):
        for candidate in sorted(directory.glob("*.toml")):
            try:
                exam = load_exam(candidate)
            except ExamError:
                continue
            if exam.id == name:
                same.append((n, candidate, exam))
    if digest is not None:
        for _n, candidate, exam in same:
            if exam.digest == digest:
                return candidate
    if same:  # the highest version; on a tie the later folder's, the later file's (as newest_exams)
        return max(reversed(same), key=lambda found: (_version_number(found[2].version), found[0]))[1]
    if named:
        return named[0]
    where = ", ".join(str(d) for d in search) or "nowhere"
    raise ExamError(f"{name}: no exam with this id or file name (looked in {where})")


def _version_number(version: str) -> int:
    """An exam's version as a number to compare (``3``, ``v3`` → 3; none: -1)."""
    tail = re.search(r"(\d+)$", str(version).strip())
    return int(tail.group(1)) if tail else -1


# ------------------------------------------------------------------------------------------------- scenarios


class ScenarioRef(NamedTuple):
    """One scenario of the library, as a draw sees it."""

    path: Path
    id: str
    skills: frozenset[str]
    difficulty: int | str | None


def _scenario_module() -> Any:
    try:
        return importlib.import_module("trainer.training.scenario")
    except ModuleNotFoundError as exc:
        if exc.name == "trainer.training.scenario":
            raise ExamError("finding scenarios needs trainer.training.scenario, which is not built yet") from None
        raise


def scan_library_files(paths: Sequence[Path], index: Path | None = None) -> list[ScenarioRef]:
    """Index these scenario files with the scenario loader; files that do not load are left out
    (``trainer validate`` is the place to hear about them). ``index``: a file keeping what each scenario file
    gave, by its path, size and time of change (:func:`library_index`): an unchanged file is not loaded again."""
    kept = _read_index(index) if index is not None else {}
    fresh: dict[str, list[Any]] = {}
    refs = []
    module = None
    for path in paths:
        key, stamp = _index_key(path)
        entry = kept.get(key)
        if entry is None or entry[0] != stamp:
            if module is None:
                module = _scenario_module()
            try:
                scenario = module.load_scenario(path)
            except Exception:  # a broken scenario is not drawable; validation reports it
                entry = [stamp, None]
            else:
                skills = sorted({str(getattr(s, "value", s)) for s in (getattr(scenario, "skills", ()) or ())})
                difficulty = getattr(scenario, "difficulty", None)
                difficulty = difficulty if isinstance(difficulty, int | str) else None
                entry = [stamp, {"id": str(scenario.id), "skills": skills, "difficulty": difficulty}]
        fresh[key] = entry
        found = entry[1]
        if found is not None:
            refs.append(ScenarioRef(path, found["id"], frozenset(found["skills"]), found["difficulty"]))
    if index is not None and any(kept.get(k) != v for k, v in fresh.items()):
        _write_index(index, {**kept, **fresh})
    return refs


def library_index() -> Path:
    """Where the exam screens keep the index of the scenario library: in the results store's folder (reading 40
    scenario files to draw from them takes ~35 ms at each exam start; benchmarks/bench_startup.py)."""
    from trainer.training.store import data_dir

    return data_dir() / "scenario-library-index.json"


_INDEX_FORMAT = 1


def _code_stamp() -> list[Any]:
    """What the index depends on besides the files: the format, the trainer's version and its scenario loader."""
    from trainer import __version__

    try:
        loader = Path(__file__).with_name("scenario.py").stat()
        stamp: list[Any] = [loader.st_size, loader.st_mtime_ns]
    except OSError:
        stamp = []
    return [_INDEX_FORMAT, __version__, *stamp]


def _index_key(path: Path) -> tuple[str, list[int]]:
    try:
        st = path.stat()
    except OSError:
        return str(path.absolute()), []
    return str(path.absolute()), [st.st_size, st.st_mtime_ns]


def _read_index(index: Path) -> dict[str, list[Any]]:
    import json

    try:  # (bounded; a damaged or endless index is read as none: it is made again)
        data = json.loads(read_limited(index, MAX_INDEX_BYTES, "scenario index"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("code") != _code_stamp() or not isinstance(data.get("files"), dict):
        return {}
    files: dict[str, list[Any]] = {}
    for key, entry in data["files"].items():
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], list)):
            continue
        found = entry[1]
        if found is None or (
            isinstance(found, dict)
            and isinstance(found.get("id"), str)
            and isinstance(found.get("skills"), list)
            and all(isinstance(s, str) for s in found["skills"])
            and isinstance(found.get("difficulty"), int | str | None)
        ):
            files[key] = entry
    return files


def _write_index(index: Path, files: dict[str, list[Any]]) -> None:
    import contextlib
    import json

    from trainer.training.private_files import make_private_folder, write_private

    with contextlib.suppress(OSError):  # whole or not at all, owner-only as every file of the data folder
        make_private_folder(index.parent)
        write_private(index, json.dumps({"code": _code_stamp(), "files": files}))


def scan_library(root: Path, index: Path | None = None) -> list[ScenarioRef]:
    """Index the scenario files under ``root`` (``**/*.toml`` except under ``exams/``); ``index``: see
    :func:`scan_library_files`."""
    paths = [p for p in sorted(root.rglob("*.toml")) if "exams" not in p.relative_to(root).parts]
    return scan_library_files(paths, index)


def resolve_path(exam: Exam, written: str) -> Path | None:
    """A scenario path as written in an exam file: absolute, or relative to the exam file's folder or any
    folder above it (so ``scenarios/plain.toml`` works from ``scenarios/exams/``), or the working folder, or —
    for an exam kept outside the library, in the data folder — the folder holding the scenario library
    (``scenarios/plain.toml`` is the library's, wherever the program is installed: :func:`library_written`)."""
    given = Path(written)
    if given.is_absolute():
        return given if given.is_file() else None
    base = exam.path.resolve().parent
    for folder in (base, *base.parents, Path.cwd(), *(root.parent for root in scenario_roots())):
        candidate = folder / given
        if candidate.is_file():
            return candidate
    return None


def library_written(scenario: Path) -> str | None:
    """How an exam outside the library names a scenario of the library: ``scenarios/<path in the library>``
    (found again by :func:`resolve_path` wherever the program is installed); None for a scenario outside it."""
    target = scenario.resolve()
    for root in scenario_roots():
        library = root.resolve()
        if target.is_relative_to(library):
            return (Path(library.name) / target.relative_to(library)).as_posix()
    return None


def _same_difficulty(a: int | str | None, b: int | str | None) -> bool:
    return a is not None and b is not None and str(a).strip().lower() == str(b).strip().lower()


def resolve_scenarios(exam: Exam, seed: int, library: Sequence[ScenarioRef] | None = None) -> list[Path]:
    """The exam's scenario files in order: its fixed ``scenarios`` first, then each draw's picks (drawn with
    ``random.Random(seed)``; a scenario is never drawn twice in one attempt, nor a fixed one drawn again)."""
    problems: list[str] = []
    chosen: list[Path] = []
    for n, written in enumerate(exam.scenarios):
        found = resolve_path(exam, written)
        if found is None:
            problems.append(f"{exam.path}: scenarios[{n}]: {written} does not exist")
        else:
            chosen.append(found)
    if exam.draws:
        if library is None:
            raise ExamError(f"{exam.path}: draws: no scenario library to draw from")
        rng = random.Random(seed)
        taken = {p.resolve() for p in chosen}
        for n, draw in enumerate(exam.draws):
            pool = sorted(
                (
                    ref
                    for ref in library
                    if draw.skill in ref.skills
                    and (draw.difficulty is None or _same_difficulty(draw.difficulty, ref.difficulty))
                    and ref.path.resolve() not in taken
                ),
                key=lambda ref: str(ref.path),
            )
            if len(pool) < draw.count:
                level = "" if draw.difficulty is None else f" at difficulty {draw.difficulty}"
                problems.append(
                    f"{exam.path}: draws[{n}]: needs {draw.count} scenario(s) training {draw.skill}{level}, "
                    f"the library has {len(pool)} left"
                )
                continue
            for ref in rng.sample(pool, draw.count):
                chosen.append(ref.path)
                taken.add(ref.path.resolve())
    if problems:
        raise ExamError(*problems)
    return chosen


def exam_scenarios(exam: Exam, seed: int, index: Path | None = None) -> list[Path]:
    """The exam's scenario files for ``seed`` (the library is scanned only when the exam draws; ``index``: the
    library's index, see :func:`scan_library_files`)."""
    library = None
    if exam.draws:
        library = [ref for root in scenario_roots() for ref in scan_library(root, index)]
    return resolve_scenarios(exam, seed, library)


# ------------------------------------------------------------------------------------------------- result


class ExamResult(NamedTuple):
    score: int
    passed: bool
    skills: dict[str, float]
    bands: dict[str, str]
    """Per skill that arose in some item (grades of rules 2 and later): its band (docs/grading.md)."""
    money: dict[str, int]
    """The items' money put wrong added up: overpaid, underpaid, overpayments, underpayments, bets_settled."""


def exam_result(item_grades: Sequence[Mapping[str, Any]], exam: Exam | ExamRules) -> ExamResult:
    """The exam's score (mean of the items' scores, rounded half up), per-skill figures (mean over the items
    that report the skill) and the pass: score ≥ pass mark, every skill ≥ its minimum (a skill no item
    reports counts as 0), — unless the exam turns it off — no critical error in any scenario, and — when the exam
    sets a money-error limit — no more money put wrong than the limit."""
    from trainer.training.money_errors import over_money_limit

    rules = exam.rules if isinstance(exam, Exam) else exam
    if not item_grades:
        return ExamResult(0, False, {}, {}, {})
    scores = [int(g.get("score", 0)) for g in item_grades]
    score = (2 * sum(scores) + len(scores)) // (2 * len(scores))
    skills = (
        _pooled_skills(item_grades) if all("opportunities" in g for g in item_grades) else _mean_skills(item_grades)
    )
    critical = any(
        isinstance(e, Mapping) and e.get("severity") == "critical" for g in item_grades for e in (g.get("errors") or [])
    )
    passed = (
        score >= rules.pass_mark
        and all(skills.get(name, 0.0) >= minimum - 1e-9 for name, minimum in rules.skill_minimums.items())
        and not (rules.critical_errors_fail and critical)
        and not over_money_limit(item_grades, rules.money_error_limit)
    )
    return ExamResult(score, passed, skills, _bands(item_grades, skills), _money(item_grades))


def _bands(item_grades: Sequence[Mapping[str, Any]], skills: Mapping[str, float]) -> dict[str, str]:
    if not all("opportunities" in g for g in item_grades):
        return {}
    from trainer.training.grading import band_of

    due: dict[str, int] = {}
    for grade in item_grades:
        for name, n in dict(grade.get("opportunities") or {}).items():
            due[str(name)] = due.get(str(name), 0) + int(n)
    return {name: band_of(skills[name]) for name in sorted(due) if due[name] and name in skills}


def skill_summary(item_grades: Sequence[Mapping[str, Any]]) -> tuple[dict[str, float], dict[str, str], dict[str, int]]:
    """Skills, bands and money over any set of graded rounds — an attempt's, or all of a trainee's (only grades
    of rules 2 and later carry what bands and money need; older ones are left out)."""
    graded = [g for g in item_grades if "opportunities" in g]
    if not graded:
        return {}, {}, {}
    skills = _pooled_skills(graded)
    return skills, _bands(graded, skills), _money(graded)


MONEY_FIELDS = ("overpaid", "underpaid", "overpayments", "underpayments", "bets_settled")


def _money(item_grades: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    moneys = [g.get("money") for g in item_grades]
    if not all(isinstance(m, Mapping) for m in moneys):
        return {}
    return {k: sum(int(m.get(k, 0)) for m in moneys if isinstance(m, Mapping)) for k in MONEY_FIELDS}


def _mean_skills(item_grades: Sequence[Mapping[str, Any]]) -> dict[str, float]:
    """Grades made before grading version 2 carry no opportunities: the mean of the items' figures."""
    sums: dict[str, list[float]] = {}
    for grade in item_grades:
        for name, value in dict(grade.get("skills") or {}).items():
            sums.setdefault(str(name), []).append(float(value))
    return {name: sum(values) / len(values) for name, values in sorted(sums.items())}


def _pooled_skills(item_grades: Sequence[Mapping[str, Any]]) -> dict[str, float]:
    """Per skill, the due actions done right over the due actions that arose, across all items (an item in which
    a skill never arose does not lift it); 1.0 for a skill that arose in no item."""
    credit: dict[str, int] = {}
    due: dict[str, int] = {}
    for grade in item_grades:
        for name, n in dict(grade.get("opportunities") or {}).items():
            due[str(name)] = due.get(str(name), 0) + int(n)
            credit[str(name)] = credit.get(str(name), 0) + int(dict(grade.get("credit") or {}).get(name, 0))
    return {name: (credit[name] / due[name] if due[name] else 1.0) for name in sorted(due)}


def attempt_grade(result: ExamResult, exam: Exam, scenario_ids: Sequence[str]) -> dict[str, Any]:
    """The attempt-level grade stored (and sealed) with an attempt; it carries the rules, so a verifier can
    re-score the attempt from its items without the exam file."""
    extra: dict[str, Any] = {"bands": result.bands, "money": result.money} if result.money else {}
    return {
        **extra,
        "score": result.score,
        "passed": result.passed,
        "skills": result.skills,
        "pass_mark": exam.pass_mark,
        "skill_minimums": dict(exam.skill_minimums),
        "critical_errors_fail": exam.critical_errors_fail,
        **({} if exam.money_error_limit is None else {"money_error_limit": exam.money_error_limit}),
        "title_en": exam.title_en,
        "title_zh": exam.title_zh,
        "scenarios": list(scenario_ids),
    }


class GradedItem(NamedTuple):
    """One scenario of an attempt, graded: its file, id, the action log and the grade (``Grade.to_json()``)."""

    path: Path
    scenario_id: str
    log: Sequence[Mapping[str, Any]]
    grade: Mapping[str, Any]


def seal_attempt(
    store: ResultsStore,
    attempt_id: int,
    exam: Exam,
    item_grades: Sequence[Mapping[str, Any]],
    scenario_ids: Sequence[str],
    *,
    status: Status | None = None,
    timing: Mapping[str, Any] | None = None,
    timed: bool | None = None,
) -> dict[str, Any]:
    """End an attempt whose items are all graded: the exam's result from the items' grades (:func:`exam_result`),
    the attempt-level grade (:func:`attempt_grade`, with ``timing`` when known), stored and sealed as ``status``
    (finished unless told). Returns the grade stored. The one place an attempt is ended, in the app
    (:class:`~trainer.training.exam_attempt.ExamAttempt`) and from the command line (:func:`store_attempt`).
    ``timed``: the actions were done at the table (their stored times measure the pace; default: ``timing`` is
    known), for an exam that requires pace (:mod:`trainer.training.exam_pace`)."""
    from trainer.training.store import Status

    result = exam_result(item_grades, exam)
    grade = attempt_grade(result, exam, scenario_ids)
    if timing is not None:
        grade["timing"] = dict(timing)
    passed = result.passed
    if exam.pace_required:
        from trainer.training.exam_pace import KEY, exam_standard, judge

        standard = exam_standard(exam)
        assert standard is not None
        timed = timing is not None if timed is None else timed
        grade[KEY] = judge(store.get_attempt(attempt_id).items, standard, timed=timed)
        passed = grade["passed"] = passed and bool(grade[KEY]["met"])
    store.finish_attempt(attempt_id, score=result.score, passed=passed, grade=grade, status=status or Status.FINISHED)
    return grade


class Stored(NamedTuple):
    """What :func:`store_submission` did: the attempt's id, and whether this very submission was stored before
    (a retry: nothing was stored now)."""

    attempt: int
    before: bool = False


def submission_id(
    exam: Exam,
    trainee: str,
    seed: int | None,
    items: Sequence[GradedItem],
    digests: Sequence[str],
    *,
    source: str,
    entered_by: str | None,
    sitting: int | None,
) -> str:
    """The request id of a submission (issue 31): the SHA-256 of the canonical JSON of the trainee, the exam's
    digest, the seed, the source, who entered it, the sitting and each item's scenario id, scenario digest and
    action log. The same submission made again (a retry after a lost connection or a timeout) has the same id,
    so the store recognises it instead of storing it twice."""
    from trainer.training.store import canonical_json

    document = {
        "trainee": trainee,
        "exam_digest": exam.digest,
        "seed": seed,
        "source": source,
        "entered_by": entered_by,
        "sitting": sitting,
        "items": [
            {"scenario": item.scenario_id, "scenario_digest": digest, "log": [dict(a) for a in item.log]}
            for item, digest in zip(items, digests, strict=True)
        ],
    }
    return "sha256:" + hashlib.sha256(canonical_json(document).encode("utf-8")).hexdigest()


def store_submission(
    store: ResultsStore,
    exam: Exam,
    trainee: str,
    seed: int | None,
    items: Sequence[GradedItem],
    *,
    source: str = "app",
    entered_by: str | None = None,
    sitting: int | None = None,
) -> Stored:
    """Record already-graded logs as one finished attempt (every action, each item's grade, the exam's result)
    and seal it. Used by ``trainer exam submit`` (``source`` ``cli``, ``entered_by`` the trainer whose
    credentials it checked) and by tools that replay logs taken in the app (``app``, entered by the trainee).
    ``sitting``: the sitting it is taken in (the store admits it only under an open sitting, for a listed
    candidate: a :class:`~trainer.training.store.StoreError` says why not).
    One transaction: a failure or a kill part-way stores nothing. The submission's :func:`submission_id` is the
    attempt's request id: when an ended attempt holds it already (the same submission stored before), nothing is
    stored again and that attempt is returned (``before`` true)."""
    from trainer.training.store import UNFINISHED, StoreError

    digests = [scenario_digest(item.path) for item in items]  # read before anything is written
    request = submission_id(exam, trainee, seed, items, digests, source=source, entered_by=entered_by, sitting=sitting)
    with store.batch():
        found = store.attempt_for_request(request)
        if found is not None:
            if found.status in UNFINISHED:
                raise StoreError(
                    f"this submission was started before as attempt {found.id}, which is {found.status}: "
                    "close it (trainer tools) before submitting it again"
                )
            return Stored(found.id, before=True)
        attempt = store.start_attempt(
            trainee,
            exam.id,
            exam.version,
            exam.digest,
            seed,
            source=source,
            entered_by=entered_by,
            sitting=sitting,
            request_id=request,
        )
        for order, (item, digest) in enumerate(zip(items, digests, strict=True)):
            item_id = store.add_item(attempt, order, item.scenario_id, digest)
            for action in item.log:
                store.record_action(item_id, action)
            store.finish_item(item_id, item.grade)
        seal_attempt(store, attempt, exam, [item.grade for item in items], [item.scenario_id for item in items])
    learn_from_exam(store, trainee, items)
    return Stored(attempt)


def store_attempt(
    store: ResultsStore,
    exam: Exam,
    trainee: str,
    seed: int | None,
    items: Sequence[GradedItem],
    *,
    source: str = "app",
    entered_by: str | None = None,
    sitting: int | None = None,
) -> int:
    """:func:`store_submission`'s attempt id (the one stored now, or the one this same submission was stored as
    before)."""
    return store_submission(
        store, exam, trainee, seed, items, source=source, entered_by=entered_by, sitting=sitting
    ).attempt


def learn_from_exam(store: ResultsStore, trainee: str, items: Sequence[GradedItem]) -> str | None:
    """The rounds of a stored attempt feed ``trainee``'s learner model (exam answers count like practice ones;
    no times are known for logs entered afterwards). Practice, not the record: a problem is returned, not
    raised."""
    from datetime import UTC, datetime

    try:
        from trainer.training.learner import learn_in_store
        from trainer.training.scenario import load_scenario
        from trainer.training.session import PracticeRound

        rounds = [PracticeRound(load_scenario(item.path).setup, log=item.log) for item in items]
        learn_in_store(store, trainee, rounds, datetime.now(UTC))
    except Exception as exc:  # the attempt is sealed already: practice must never undo or hide that
        return str(exc) or type(exc).__name__
    return None


def rules_from_grade(grade: Mapping[str, Any] | None) -> ExamRules:
    """The rules recorded in an attempt's grade (see :func:`attempt_grade`)."""
    from trainer.training.money_errors import recorded_limit

    grade = grade or {}
    return ExamRules(
        int(grade.get("pass_mark", 101)),
        dict(grade.get("skill_minimums") or {}),
        bool(grade.get("critical_errors_fail", False)),
        recorded_limit(grade.get("money_error_limit")),
    )


# ------------------------------------------------------------------------------------------------- where


def scenario_roots() -> list[Path]:
    """Where bundled scenarios live: ``scenarios/`` in the working folder and next to the package."""
    roots: list[Path] = []
    for root in (Path.cwd() / "scenarios", scenarios_dir()):
        if root.is_dir() and all(root.resolve() != r.resolve() for r in roots):
            roots.append(root)
    return roots


def installed_exam_dirs() -> list[Path]:
    """The exams installed with the program: ``exams/`` of each scenario root."""
    return [root / "exams" for root in scenario_roots() if (root / "exams").is_dir()]


def user_exam_dir(create: bool = False) -> Path:
    """Where this PC keeps the exams its trainers build: ``exams/`` in the data folder (``$TRAINER_DATA_DIR`` or the
    user data folder; :func:`trainer.training.store.data_dir`), which a read-only installation leaves writable;
    made when ``create``. (Until the department's library on the store, issue 33.)"""
    from trainer.training.store import data_dir

    folder = data_dir() / "exams"
    if create:
        from trainer.training.private_files import make_private_folder

        make_private_folder(folder)  # 0700, as every folder the trainer makes in its data folder
    return folder


def exam_dirs() -> list[Path]:
    """Every folder exams are found in: the installed ones, then this PC's own (:func:`user_exam_dir`) when there is
    one. The Exams page, the trainer tools and the command line (``trainer exam``, ``trainer sitting``) all look
    here."""
    own = user_exam_dir()
    dirs = installed_exam_dirs()
    if own.is_dir() and all(own.resolve() != d.resolve() for d in dirs):
        dirs.append(own)
    return dirs


def is_own_exam(path: Path) -> bool:
    """Whether ``path`` is one of this PC's own exams (kept in :func:`user_exam_dir`)."""
    try:
        return path.resolve().parent == user_exam_dir().resolve()
    except OSError:
        return False


class ListedExam(NamedTuple):
    """One exam file of :func:`listed_exams`."""

    path: Path
    exam: Exam | None
    problem: str
    """Why the file does not load ("" when it does)."""
    own: bool
    """Kept in this PC's data folder (:func:`user_exam_dir`), not installed with the program."""
    set_aside: tuple[Path, ...] = ()
    """Other files of the same exam id that :func:`newest_exams` does not list (this one is the newest)."""


def listed_exams(dirs: Sequence[Path] | None = None) -> list[ListedExam]:
    """Every exam file in ``dirs`` (default :func:`exam_dirs`), in their order, each loaded or with its problem."""
    out: list[ListedExam] = []
    own = user_exam_dir().resolve()
    for directory in exam_dirs() if dirs is None else dirs:
        mine = directory.resolve() == own
        for path in sorted(directory.glob("*.toml")):
            try:
                out.append(ListedExam(path, load_exam(path), "", mine))
            except ExamError as exc:
                out.append(ListedExam(path, None, str(exc).splitlines()[0], mine))
    return out


def newest_exams(files: Sequence[ListedExam]) -> list[ListedExam]:
    """One file per exam id: the highest version (this PC's own on a tie, as it comes later), the others named in
    its ``set_aside`` — the exam a trainer saved again in the data folder stands in for the installed one of the same
    id. Files that do not load are all kept (each with its problem)."""
    best: dict[str, int] = {}
    for n, f in enumerate(files):
        if f.exam is None:
            continue
        at = best.get(f.exam.id)
        if at is None:
            best[f.exam.id] = n
            continue
        held = files[at].exam
        assert held is not None
        if (_version_number(f.exam.version), n) >= (_version_number(held.version), at):
            best[f.exam.id] = n
    out: list[ListedExam] = []
    for n, f in enumerate(files):
        if f.exam is None:
            out.append(f)
        elif best[f.exam.id] == n:
            others = tuple(g.path for g in files if g.exam is not None and g.exam.id == f.exam.id and g is not f)
            out.append(f._replace(set_aside=others))
    return out


def find_scenario(scenario_id: str, roots: Sequence[Path] | None = None) -> Path:
    """The scenario file with this id under the scenario roots (``<id>.toml`` first, then every file)."""
    roots = scenario_roots() if roots is None else list(roots)
    if not roots:
        raise ExamError(f"scenario {scenario_id}: no scenarios/ folder to look in")
    for root in roots:
        for candidate in sorted(root.rglob(f"{scenario_id}.toml")):
            if "exams" not in candidate.relative_to(root).parts:
                found = [ref for ref in scan_library_files([candidate]) if ref.id == scenario_id]
                if found:
                    return candidate
    for root in roots:
        for ref in scan_library(root):
            if ref.id == scenario_id:
                return ref.path
    raise ExamError(f"scenario {scenario_id}: not found under {', '.join(str(r) for r in roots)}")


def scenario_digest(path: Path) -> str:
    """The version of a scenario file an attempt used: the scenario module's ``scenario_digest`` when it has
    one, else ``sha256:<hex>`` of the file's bytes."""
    try:
        module: Any = importlib.import_module("trainer.training.scenario")
    except ModuleNotFoundError as exc:
        if exc.name != "trainer.training.scenario":
            raise
        module = None
    own = getattr(module, "scenario_digest", None)
    if callable(own):
        return str(own(path))
    return file_digest(path)
