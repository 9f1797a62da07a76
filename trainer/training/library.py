"""The department's library on the results store (issue 33; docs/library.md): scenarios and exams a trainer
publishes, each version kept whole with its text, its digest, who published it and when (by the store's clock),
readable from every PC that uses the store. No Qt here.

* :func:`publish` checks the text with the validator first (a scenario as ``trainer validate`` checks it: its format,
  the reference dealer's play and its ``[expect]``; an exam as the exam loader does, with every scenario it names
  found and every draw fillable), then stores it as version 1 of its id, or as the next version when the id has one
  whose text differs; the same text again stores nothing (:attr:`Published.new` is false).
* :func:`list_library`: the latest version of each id that is not withdrawn (or every version); :func:`get`: a
  version's text, its digest checked on the way out; :func:`withdraw`: a version hidden from new work and kept for
  the record.
* An attempt pins what it used: a published exam is run from its text written to a file of this PC's cache
  (:func:`load_exam`: the attempt records the library's version number and the text's digest), each scenario an
  attempt or a practice round used is recorded by id and digest, and :func:`scenario_for_item` finds that very text
  again (the bundled file of that digest, or the library's version of it) — so an attempt on version 1 still
  re-grades (``trainer results verify``) and replays when version 2 exists.

Writes are a trainer's: the caller checks the trainer's passphrase (the command line and the app's trainer tools do,
as for sittings) and passes the name as ``by``; the name must be a trainer account of the store. On a results server
only a trainer's database role may write these tables at all, and the server stamps the times and keeps every
published version as it was (:mod:`trainer.training.library_server`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from trainer.training.inputs import MAX_SCENARIO_BYTES, InputError, check_name

if TYPE_CHECKING:
    from trainer.training.exams import Exam
    from trainer.training.scenario import Scenario
    from trainer.training.store import ResultsStore

KINDS = ("scenario", "exam")
"""What the library holds."""

KIND_WORDS = {"scenario": ("scenario", "情境"), "exam": ("exam", "考核")}
"""Each kind in plain words, English and Chinese."""

MAX_TEXT_BYTES = MAX_SCENARIO_BYTES
"""A published text is at most 1 MiB (as a scenario or exam file)."""

CACHE_NAME = "library-cache"
"""The folder of the data folder where this PC writes the published texts it runs (one folder per store)."""


class LibraryError(Exception):
    """Something the library cannot do, with the reason: one line, or one line per problem the validator found
    (:attr:`lines`)."""

    def __init__(self, *lines: str) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


@dataclass(frozen=True)
class Version:
    """One published version (without its text: :func:`get` reads that)."""

    kind: str
    item_id: str
    version: int
    digest: str
    """``sha256:<hex>`` of the text's UTF-8 bytes: what an attempt records of the file it used."""
    published_by: str
    published: str
    """When, by the store's clock (ISO-8601, UTC)."""
    withdrawn_by: str | None
    withdrawn: str | None
    title_en: str = ""
    title_zh: str = ""

    @property
    def is_withdrawn(self) -> bool:
        return self.withdrawn is not None


@dataclass(frozen=True)
class Text:
    """A version and its text (its digest checked)."""

    version: Version
    text: str


class Published(NamedTuple):
    """What :func:`publish` did: the id and the version number the text is stored as; ``new`` false when the text
    was the latest version already (nothing stored)."""

    kind: str
    item_id: str
    version: int
    digest: str
    new: bool


def digest_of(text: str) -> str:
    """The digest of a published text: ``sha256:<hex>`` of its UTF-8 bytes (as ``exams.file_digest`` of a file
    holding those bytes)."""
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


# ------------------------------------------------------------------------------------------- the database


@contextlib.contextmanager
def _db(store: ResultsStore) -> Iterator[None]:
    """A database failure as the store's one-line :class:`~trainer.training.store.StoreError`."""
    from trainer.training.store import StoreError, _database_problem
    from trainer.training.store_backend import DB_ERRORS

    try:
        yield
    except (LibraryError, StoreError):
        raise
    except DB_ERRORS as exc:
        raise StoreError(_database_problem(store.path, exc)) from None


def checked_trainer(store: ResultsStore, by: str) -> str:
    """``by`` as a trainer account of the store (the caller checked the passphrase); else :class:`LibraryError`."""
    try:
        name = check_name(by, "trainer")
    except InputError as exc:
        raise LibraryError(str(exc)) from None
    if name not in store.trainers():
        raise LibraryError(f"{name} is not a trainer of this store (trainer trainers list); nothing stored")
    return name


_COLUMNS = "kind, item_id, version, digest, published_by, published, withdrawn_by, withdrawn, content"


def _version(row: Sequence[Any]) -> Version:
    kind, item_id, number, digest, by, at, wby, wat, content = row
    en, zh = titles_of(str(kind), str(content))
    return Version(
        str(kind), str(item_id), int(number), str(digest), str(by), str(at),
        None if wby is None else str(wby), None if wat is None else str(wat), en, zh,
    )  # fmt: skip


def titles_of(kind: str, text: str) -> tuple[str, str]:
    """The English and Chinese titles written in a scenario or exam text ("" where it has none)."""
    from trainer.training.inputs import loads_toml

    try:
        data = loads_toml(text, kind)
    except Exception:  # a title is for showing: a text that is not TOML has none
        return "", ""
    if kind == "exam":
        return str(data.get("title_en", "") or ""), str(data.get("title_zh", "") or "")
    title = data.get("title")
    if not isinstance(title, dict):
        return "", ""
    return str(title.get("en", "") or ""), str(title.get("zh-Hant", "") or "")


def _kind(kind: str) -> str:
    if kind not in KINDS:
        raise LibraryError(f"kind {kind!r}: the library holds a scenario or an exam")
    return kind


def versions(store: ResultsStore, item_id: str, *, kind: str | None = None) -> list[Version]:
    """Every version of ``item_id`` (of ``kind``, or of whichever kind has that id), oldest first."""
    with _db(store):
        kind = kind if kind is not None else _kind_of(store, item_id)
        rows = store._conn.execute(
            f"SELECT {_COLUMNS} FROM library WHERE kind = ? AND item_id = ? ORDER BY version", (_kind(kind), item_id)
        ).fetchall()
    return [_version(r) for r in rows]


def _kind_of(store: ResultsStore, item_id: str) -> str:
    kinds = [str(r[0]) for r in store._conn.execute("SELECT DISTINCT kind FROM library WHERE item_id = ?", (item_id,))]
    if not kinds:
        raise LibraryError(f"{item_id}: nothing of this id is published in the library (trainer library list)")
    if len(kinds) > 1:
        raise LibraryError(f"{item_id}: both a scenario and an exam have this id: say which (--kind scenario|exam)")
    return kinds[0]


def list_library(store: ResultsStore, *, kind: str | None = None, all_versions: bool = False) -> list[Version]:
    """The library: for each id the latest version not withdrawn (ids whose every version is withdrawn are left
    out), by kind then id; ``all_versions``: every version, withdrawn ones too, oldest first within an id."""
    where, params = ("WHERE kind = ?", (_kind(kind),)) if kind is not None else ("", ())
    with _db(store):
        rows = store._conn.execute(
            f"SELECT {_COLUMNS} FROM library {where} ORDER BY kind, item_id, version", params
        ).fetchall()
    every = [_version(r) for r in rows]
    if all_versions:
        return every
    latest: dict[tuple[str, str], Version] = {}
    for v in every:
        if not v.is_withdrawn:
            latest[(v.kind, v.item_id)] = v
    return list(latest.values())


def current(store: ResultsStore, item_id: str, *, kind: str | None = None) -> Version:
    """The version new work uses: the latest that is not withdrawn."""
    every = versions(store, item_id, kind=kind)
    live = [v for v in every if not v.is_withdrawn]
    if not live:
        raise LibraryError(f"{item_id}: every published version is withdrawn; publish it again to use it")
    return live[-1]


def get(store: ResultsStore, item_id: str, version: int | None = None, *, kind: str | None = None) -> Text:
    """A version's text (``version`` None: :func:`current`), its digest checked: a text changed after it was
    published (which only the database's owner could do) raises :class:`LibraryError`. A withdrawn version is
    returned too (for the record: :attr:`Version.is_withdrawn`)."""
    if version is None:
        chosen = current(store, item_id, kind=kind)
    else:
        found = [v for v in versions(store, item_id, kind=kind) if v.version == version]
        if not found:
            raise LibraryError(f"{item_id}: there is no version {version} (trainer library list --all)")
        chosen = found[0]
    with _db(store):
        row = store._conn.execute(
            "SELECT content FROM library WHERE kind = ? AND item_id = ? AND version = ?",
            (chosen.kind, chosen.item_id, chosen.version),
        ).fetchone()
    text = str(row[0])
    if digest_of(text) != chosen.digest:
        raise LibraryError(
            f"{chosen.kind} {item_id} version {chosen.version}: its text does not match its digest: it was changed "
            "after it was published; publish it again"
        )
    return Text(chosen, text)


def by_digest(store: ResultsStore, kind: str, item_id: str, digest: str) -> Text | None:
    """The published version of ``item_id`` whose text has ``digest`` (withdrawn or not), its digest checked; None
    when the library has none."""
    with _db(store):
        row = store._conn.execute(
            f"SELECT {_COLUMNS} FROM library WHERE kind = ? AND item_id = ? AND digest = ? ORDER BY version LIMIT 1",
            (_kind(kind), item_id, digest),
        ).fetchone()
    if row is None:
        return None
    version, text = _version(row), str(row[-1])
    if digest_of(text) != version.digest:
        raise LibraryError(
            f"{kind} {item_id} version {version.version}: its text does not match its digest: it was changed "
            "after it was published"
        )
    return Text(version, text)


# ------------------------------------------------------------------------------------------- checking


def kind_of_text(text: str) -> str:
    """Whether a text is an exam (it has a pass mark or a time limit) or a scenario."""
    from trainer.training.inputs import loads_toml

    try:
        data = loads_toml(text, "text")
    except Exception:
        return "scenario"  # the scenario checker says what is wrong with it
    return "exam" if "pass_mark" in data or "time_limit_minutes" in data else "scenario"


def check_text(store: ResultsStore, kind: str, text: str, name: str = "text") -> str:
    """Run the validator on a text about to be published; returns its id. :class:`LibraryError` lists every
    problem, as ``trainer validate`` (a scenario) or the exam loader (an exam) words it, naming ``name``."""
    _kind(kind)
    data = text.encode("utf-8")
    if len(data) > MAX_TEXT_BYTES:
        raise LibraryError(f"{name}: {len(data):,} bytes; a published text is at most {MAX_TEXT_BYTES // 1024:,} KiB")
    if kind == "scenario":
        from trainer.training.scenario import ScenarioError, parse_scenario, validate_scenario

        try:
            scenario = parse_scenario(data, name, Path(name))
        except ScenarioError as exc:
            raise LibraryError(*(str(p) for p in exc.problems)) from None
        problems = validate_scenario(scenario)
        if problems:
            raise LibraryError(*(str(p) for p in problems))
        return str(scenario.id)
    import tempfile

    from trainer.training.exams import ExamError, exam_scenarios
    from trainer.training.exams import load_exam as load

    with tempfile.TemporaryDirectory(prefix="fortune3-exam-") as folder:
        root = Path(folder)
        path = _write_exam_layout(store, root, "exam", text)
        try:
            exam = load(path)
            exam_scenarios(exam, 0)  # every fixed scenario found, every draw fillable (from the bundled library)
        except ExamError as exc:
            raise LibraryError(*(line.replace(str(path), name).replace(str(root), "…") for line in exc.lines)) from None
        return exam.id


# ------------------------------------------------------------------------------------------- writing


def publish(store: ResultsStore, kind: str, text: str, by: str, *, name: str = "text") -> Published:
    """Check ``text`` (:func:`check_text`) and store it as the next version of its id (version 1 for a new id), by
    the trainer ``by`` (whose credentials the caller checked); the same text as the latest version stores nothing
    (``new`` false). ``name``: how the text is named in the validator's problems (its file)."""
    from trainer.training.store import StoreError

    by = checked_trainer(store, by)
    item_id = check_text(store, kind, text, name)
    digest = digest_of(text)
    with _db(store):
        try:
            with store._transaction() as conn:
                rows = conn.execute(
                    "SELECT version, digest, withdrawn FROM library WHERE kind = ? AND item_id = ? ORDER BY version",
                    (kind, item_id),
                ).fetchall()
                live = [r for r in rows if r[2] is None]
                if live and str(live[-1][1]) == digest:
                    return Published(kind, item_id, int(live[-1][0]), digest, False)
                number = (int(rows[-1][0]) if rows else 0) + 1
                conn.execute(
                    "INSERT INTO library (kind, item_id, version, content, digest, published_by, published) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (kind, item_id, number, text, digest, by, store.now()),
                )
        except StoreError:
            raise
        except Exception as exc:
            if "unique" in str(exc).lower() or "duplicate" in str(exc).lower():
                raise LibraryError(
                    f"{kind} {item_id}: another trainer published a version of it at the same moment; try again"
                ) from None
            raise
    return Published(kind, item_id, number, digest, True)


def withdraw(store: ResultsStore, item_id: str, version: int, by: str, *, kind: str | None = None) -> Version:
    """Withdraw a version (by the trainer ``by``): no new work uses it (:func:`current` skips it, an assignment
    cannot name it, a library exam no longer lists it); its text stays, for the attempts that used it."""
    by = checked_trainer(store, by)
    found = [v for v in versions(store, item_id, kind=kind) if v.version == version]
    if not found:
        raise LibraryError(f"{item_id}: there is no version {version} (trainer library list --all)")
    chosen = found[0]
    if chosen.is_withdrawn:
        raise LibraryError(
            f"{chosen.kind} {item_id} version {version} was withdrawn at {chosen.withdrawn} by {chosen.withdrawn_by}"
        )
    with _db(store), store._transaction() as conn:
        conn.execute(
            "UPDATE library SET withdrawn_by = ?, withdrawn = ? WHERE kind = ? AND item_id = ? AND version = ? "
            "AND withdrawn IS NULL",
            (by, store.now(), chosen.kind, item_id, version),
        )
    return next(v for v in versions(store, item_id, kind=chosen.kind) if v.version == version)


# ------------------------------------------------------------------------------------------- running it


def cache_dir(store: ResultsStore) -> Path:
    """Where this PC writes the published texts it runs: ``library-cache/<installation id>`` in the data folder."""
    return Path(store.directory) / CACHE_NAME / store.installation_id


def _write_once(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole (a temporary file moved into place); a file holding it already is kept."""
    try:
        if path.read_bytes() == data:
            return
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def _referenced(store: ResultsStore, text: str) -> dict[str, Text]:
    """The published scenarios an exam's text names as ``scenarios/<id>.toml`` (their current versions)."""
    from trainer.training.inputs import loads_toml

    try:
        written = loads_toml(text, "exam").get("scenarios") or []
    except Exception:
        return {}
    live = {v.item_id for v in list_library(store, kind="scenario")}
    out: dict[str, Text] = {}
    for entry in written if isinstance(written, list) else []:
        parts = Path(str(entry)).parts
        if len(parts) == 2 and parts[0] == "scenarios" and parts[1].endswith(".toml"):
            stem = parts[1][: -len(".toml")]
            if stem in live and stem not in out:
                out[stem] = get(store, stem, kind="scenario")
    return out


def _write_exam_layout(store: ResultsStore, root: Path, exam_id: str, text: str) -> Path:
    """Write an exam's text as ``root/scenarios/exams/<exam_id>.toml`` and, beside it, the published scenarios it
    names (``root/scenarios/<id>.toml``): an exam of the library names a published scenario as
    ``scenarios/<id>.toml`` (found before a bundled file of that name), a bundled one as any exam does."""
    for stem, found in _referenced(store, text).items():
        _write_once(root / "scenarios" / f"{stem}.toml", found.text.encode("utf-8"))
    path = root / "scenarios" / "exams" / f"{exam_id}.toml"
    _write_once(path, text.encode("utf-8"))
    return path


def scenario_path(store: ResultsStore, item_id: str, version: int | None = None) -> Path:
    """A published scenario (``version`` None: the current one) as a file of this PC's cache, for the practice
    table: ``load_scenario`` reads it, and its digest is the version's."""
    found = get(store, item_id, version, kind="scenario")
    v = found.version
    path = cache_dir(store) / "scenarios" / item_id / f"v{v.version}-{v.digest[7:23]}.toml"
    _write_once(path, found.text.encode("utf-8"))
    return path


def load_scenario(store: ResultsStore, item_id: str, version: int | None = None) -> Scenario:
    """A published scenario, loaded (:func:`scenario_path`)."""
    from trainer.training.scenario import load_scenario as load

    return load(scenario_path(store, item_id, version))


def load_exam(store: ResultsStore, exam_id: str, version: int | None = None) -> Exam:
    """A published exam (``version`` None: the current one), ready for an
    :class:`~trainer.training.exam_attempt.ExamAttempt`: written with the published scenarios it names to a folder
    of this PC's cache; its ``version`` is the library's version number and its ``digest`` the text's, which the
    attempt records. A withdrawn version is refused (it is kept for the record only)."""
    from trainer.training.exams import ExamError
    from trainer.training.exams import load_exam as load

    found = get(store, exam_id, version, kind="exam")
    v = found.version
    if v.is_withdrawn:
        raise LibraryError(f"exam {exam_id} version {v.version} is withdrawn: no new attempt may use it")
    named = _referenced(store, found.text)
    key = hashlib.sha256("\n".join([v.digest, *(f"{k} {t.version.digest}" for k, t in sorted(named.items()))]).encode())
    root = cache_dir(store) / "exams" / f"{exam_id}-v{v.version}-{key.hexdigest()[:16]}"
    try:
        exam = load(_write_exam_layout(store, root, exam_id, found.text))
    except ExamError as exc:
        raise LibraryError(*exc.lines) from None
    return dataclasses.replace(exam, version=str(v.version))


def scenario_for_item(store: ResultsStore | None, scenario_id: str, digest: str) -> Scenario:
    """The scenario an attempt's item or a practice round used, by its id and digest: the bundled file when it is
    still that text, else the library's version with that digest. :class:`LibraryError` when neither holds it
    (the replay and ``trainer results verify`` need the very text that was graded)."""
    from trainer.training.exams import ExamError, find_scenario, scenario_digest
    from trainer.training.scenario import ScenarioError, parse_scenario
    from trainer.training.scenario import load_scenario as load

    bundled: Path | None
    try:
        bundled = find_scenario(scenario_id)
    except ExamError:
        bundled = None
    if bundled is not None and scenario_digest(bundled) == digest:
        return load(bundled)
    found = by_digest(store, "scenario", scenario_id, digest) if store is not None else None
    if found is None:
        where = f"the bundled file {bundled} has changed since" if bundled is not None else "no bundled file has it"
        raise LibraryError(f"scenario {scenario_id} ({digest}): not in the library, and {where}")
    name = f"library:{scenario_id}@{found.version.version}"
    try:
        return parse_scenario(found.text.encode("utf-8"), name, Path(name))
    except ScenarioError as exc:
        raise LibraryError(*(str(p) for p in exc.problems)) from None
