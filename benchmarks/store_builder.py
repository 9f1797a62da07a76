"""A results store of a department's years: many sealed exam attempts, each of ten scenarios with realistic logs.

Every item is one of the bundled scenarios with the reference dealer's action log for it (its real actions, JSON
as the store keeps them, a second apart) and the real grade of that log; every attempt is sealed by the store's
own sealing code and linked into its ledger (and the ledger anchor), so ``verify`` checks it as it checks any
attempt. Rows go in with bulk inserts in large transactions (the store's per-action commits are for a live exam, not
for building years of them); the seals are the store's own.

Built once per size under the benchmark's temporary folder and kept (``store-<N>``), with a ``built`` marker
written last: a half-built store is built again.
"""

from __future__ import annotations

import json
import random
import shutil
import time
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


def build(directory: Path, attempts: int, *, seed: int = 18, progress: bool = True) -> Path:
    """The store of ``attempts`` sealed attempts in ``directory`` (built unless already there); returns it."""
    marker = directory / "built"
    if marker.is_file() and marker.read_text().strip() == str(attempts):
        return directory
    if directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True)
    from trainer.training.store import ResultsStore, iso

    t0 = time.perf_counter()
    templates = _templates()
    rng = random.Random(seed)
    trainees = [f"trainee-{n:04d}" for n in range(TRAINEES)]
    exams = ["certification", "dealing-procedure"]
    start = datetime(2019, 1, 7, 9, 0, tzinfo=UTC)
    store = ResultsStore(directory)
    conn = store._conn
    conn.execute("PRAGMA synchronous = OFF")  # building only: the store sets FULL again when next opened
    attempt_id = int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM attempts").fetchone()[0])
    item_id = int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM attempt_items").fetchone()[0])
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
            grade = json.dumps({"score": score, "passed": passed, "pass_mark": 85, "items": ITEMS}, sort_keys=True)
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
        with store._transaction() as tx:
            tx.executemany(
                "INSERT INTO attempts (id, trainee, exam_id, exam_version, exam_digest, seed, started, finished, "
                "status, score, passed, grade, source, entered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                attempt_rows,
            )
            tx.executemany(
                "INSERT INTO attempt_items (id, attempt_id, item_order, scenario_id, scenario_digest, started, "
                "finished, grade) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                item_rows,
            )
            tx.executemany(
                "INSERT INTO actions (attempt_id, item_id, idx, action, timestamp) VALUES (?, ?, ?, ?, ?)",
                action_rows,
            )
            for aid in ids:
                store._seal_in(tx, aid)
        done += n
        if progress and (done % 20000 == 0 or done == attempts):
            rate = done / (time.perf_counter() - t0)
            print(f"  building the store: {done:,} of {attempts:,} attempts ({rate:,.0f}/s)", flush=True)
    store.close()
    marker.write_text(f"{attempts}\n")
    return directory
