"""A results store of a department's years: many sealed exam attempts, each of ten scenarios with realistic logs.

Every item is one of the bundled scenarios with the reference dealer's action log for it (its real actions, JSON
as the store keeps them, a second apart) and the real grade of that log; every attempt is sealed by the store's
own sealing code and linked into its ledger (and the ledger anchor), so ``verify`` checks it as it checks any
attempt. Rows go in with bulk inserts in large transactions (the store's per-action commits are for a live exam, not
for building years of them); the seals are the store's own.

Built once per size under the benchmark's temporary folder and kept (``store-<N>``), with a ``built`` marker
written last: a half-built store is built again.

On a PostgreSQL server (:func:`build_server`) the same attempts go in with ``COPY`` in large transactions, and each
batch is sealed by the server's own sealing function (``fortune3_seal_attempt``, the one a training PC's
attempts are sealed with: it makes the seal from the attempt's canonical text and links it into the ledger) and
its links appended to this PC's ledger anchor, so ``verify`` checks them as it checks any attempt.
"""

from __future__ import annotations

import random
import shutil
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ITEMS = 10
TRAINEES = 400
BATCH = 2000


def _templates() -> list[tuple[str, str, list[str], str, dict[str, Any]]]:
    """Per bundled scenario: id, digest, its reference log as stored action texts, its grade as stored, grade."""
    from trainer.engine.procedure import solve
    from trainer.training.exams import scenario_digest
    from trainer.training.grading import grade
    from trainer.training.scenario import scenario_library
    from trainer.training.store import _grade_text, canonical_json

    out = []
    for sc in scenario_library():
        log = [a.to_json() for a in solve(sc.round())]
        graded = grade(sc, log).to_json()
        out.append((sc.id, scenario_digest(sc.path), [canonical_json(a) for a in log], _grade_text(graded), graded))
    return out


Batch = tuple[list[int], list[tuple[Any, ...]], list[tuple[Any, ...]], list[tuple[Any, ...]]]


def _batches(attempts: int, seed: int, first_attempt: int, first_item: int) -> Iterator[Batch]:
    """The attempts in batches of :data:`BATCH`: their ids and their rows of attempts (the columns of
    :data:`ATTEMPT_COLUMNS`), items (:data:`ITEM_COLUMNS`) and actions (:data:`ACTION_COLUMNS`)."""
    from trainer.training.store import canonical_json, iso

    templates = _templates()
    rng = random.Random(seed)
    trainees = [f"trainee-{n:04d}" for n in range(TRAINEES)]
    exams = ["certification", "dealing-procedure"]
    start = datetime(2019, 1, 7, 9, 0, tzinfo=UTC)
    attempt_id, item_id = first_attempt, first_item
    done = 0
    while done < attempts:
        n = min(BATCH, attempts - done)
        attempt_rows, item_rows, action_rows, ids = [], [], [], []
        for k in range(n):
            attempt_id += 1
            ids.append(attempt_id)
            began = start + timedelta(minutes=37 * (done + k))
            chosen = rng.sample(templates, ITEMS)
            scores = [int(t[4].get("score", 100)) for t in chosen]
            score = round(sum(scores) / len(scores))
            passed = score >= 85
            grade = canonical_json({"score": score, "passed": passed, "pass_mark": 85, "items": ITEMS})
            clock = began
            for order, (sid, digest, texts, grade_text, _graded) in enumerate(chosen):
                item_id += 1
                item_started = iso(clock)
                for idx, text in enumerate(texts):
                    clock += timedelta(seconds=1)
                    action_rows.append((attempt_id, item_id, idx, text, iso(clock)))
                item_rows.append((item_id, attempt_id, order, sid, digest, item_started, iso(clock), grade_text))
            trainee = rng.choice(trainees)
            attempt_rows.append(
                (attempt_id, trainee, rng.choice(exams), "1", "sha256:bench", rng.randrange(2**31), iso(began),
                 iso(clock), "finished", score, int(passed), grade, "app", trainee)
            )  # fmt: skip
        yield ids, attempt_rows, item_rows, action_rows
        done += n


ATTEMPT_COLUMNS = (
    "id, trainee, exam_id, exam_version, exam_digest, seed, started, finished, status, score, passed, grade, "
    "source, entered_by"
)
ITEM_COLUMNS = "id, attempt_id, item_order, scenario_id, scenario_digest, started, finished, grade"
ACTION_COLUMNS = "attempt_id, item_id, idx, action, timestamp"


def _progress(t0: float, done: int, attempts: int, where: str) -> None:
    if done % 20000 == 0 or done == attempts:
        rate = done / (time.perf_counter() - t0)
        print(f"  building the store{where}: {done:,} of {attempts:,} attempts ({rate:,.0f}/s)", flush=True)


def build(directory: Path, attempts: int, *, seed: int = 18, progress: bool = True) -> Path:
    """The store of ``attempts`` sealed attempts in ``directory`` (built unless already there); returns it."""
    marker = directory / "built"
    if marker.is_file() and marker.read_text().strip() == str(attempts):
        return directory
    if directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True)
    from trainer.training.store import ResultsStore

    t0 = time.perf_counter()
    store = ResultsStore(directory)
    conn = store._conn
    conn.execute("PRAGMA synchronous = OFF")  # building only: the store sets FULL again when next opened
    attempt_id = int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM attempts").fetchone()[0])
    item_id = int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM attempt_items").fetchone()[0])
    done = 0
    for ids, attempt_rows, item_rows, action_rows in _batches(attempts, seed, attempt_id, item_id):
        with store._transaction() as tx:
            tx.executemany(
                f"INSERT INTO attempts ({ATTEMPT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                attempt_rows,
            )
            tx.executemany(f"INSERT INTO attempt_items ({ITEM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", item_rows)
            tx.executemany(f"INSERT INTO actions ({ACTION_COLUMNS}) VALUES (?, ?, ?, ?, ?)", action_rows)
            for aid in ids:
                store._seal_in(tx, aid)
        done += len(ids)
        if progress:
            _progress(t0, done, attempts, "")
    store.close()
    marker.write_text(f"{attempts}\n")
    return directory


def _canonical_texts(attempt_rows: list[tuple[Any, ...]], item_rows: list[tuple[Any, ...]],
                     action_rows: list[tuple[Any, ...]]) -> list[str]:  # fmt: skip
    """Each attempt's canonical text as sealed (``canonical_json`` of the store's ``_seal_document``), put
    together from the stored texts by the store's own :meth:`~ResultsStore._fast_text`."""
    from trainer.training.store import ResultsStore, canonical_json

    pieces: dict[int, list[str]] = {}
    for attempt_id, item_id, idx, text, stamp in action_rows:
        pieces.setdefault(item_id, []).append(f"[{idx},{text},{canonical_json(stamp)},{attempt_id}]")
    actions = {item_id: ",".join(p) for item_id, p in pieces.items()}
    items: dict[int, list[tuple[Any, ...]]] = {}
    for row in item_rows:
        items.setdefault(row[1], []).append((row[1], row[0], *row[2:], 1))
    texts = []
    for row in attempt_rows:
        full = (*row[:12], None, None, *row[12:])  # (closed_by and seal: none yet)
        text = ResultsStore._fast_text(row[0], full, items[row[0]], actions, set(), {})
        if text is None:
            raise ValueError(f"attempt {row[0]}: its stored texts do not make its canonical text")
        texts.append(text)
    return texts


def build_server(url: str, directory: Path, marker: Path, attempts: int, *, seed: int = 18,
                 progress: bool = True) -> None:  # fmt: skip
    """The store of ``attempts`` sealed attempts in the (empty) PostgreSQL database of ``url`` (as its owner),
    ``directory`` being this PC's data folder (the ledger anchor); ``marker`` is written last (the attempts'
    count). Finishes with ``VACUUM ANALYZE``, as the server's autovacuum would have done over the years."""
    from trainer.training.store import ResultsStore

    directory.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    store = ResultsStore(directory, url=url)
    raw = store._conn._raw  # type: ignore[attr-defined]  # (psycopg's own connection: COPY)
    done = 0
    for ids, attempt_rows, item_rows, action_rows in _batches(attempts, seed, 0, 0):
        texts = _canonical_texts(attempt_rows, item_rows, action_rows)
        with store._transaction():
            with raw.cursor() as cur:
                for table, columns, rows in (
                    ("attempts", ATTEMPT_COLUMNS, attempt_rows),
                    ("attempt_items", ITEM_COLUMNS, item_rows),
                    ("actions", ACTION_COLUMNS, action_rows),
                ):
                    with cur.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                        for row in rows:
                            copy.write_row(row)
                # sealed by the server from the rows just copied (its own text of each: the same as ``texts``)
                links = cur.execute(
                    "SELECT s.out_seq, s.out_chain FROM unnest(%s::bigint[]) WITH ORDINALITY AS u(id, n), "
                    "LATERAL fortune3_seal(u.id) s ORDER BY u.n",
                    (ids,),
                ).fetchall()
                made = cur.execute(
                    "SELECT fortune3_seal_text(u.id) FROM unnest(%s::bigint[]) WITH ORDINALITY AS u(id, n) ORDER BY u.n",
                    (ids[:1],),
                ).fetchall()
                if [m[0] for m in made] != texts[:1]:
                    raise ValueError(f"attempt {ids[0]}: the server's sealed text is not the store's canonical text")
            store._anchor_pending.extend((int(seq), str(chain), "attempt") for seq, chain in links)
        done += len(ids)
        if progress:
            _progress(t0, done, attempts, " on PostgreSQL")
    for table, column in (("attempts", "id"), ("attempt_items", "id"), ("actions", "id")):
        raw.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
            f"COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
        )
    raw.execute("VACUUM ANALYZE")
    store.close()
    marker.write_text(f"{attempts}\n")
