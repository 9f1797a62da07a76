"""The results store at a department's scale (issue 18): 100,000 sealed attempts of ten scenarios each, on SQLite
and on PostgreSQL.

The store (``benchmarks/store_builder.py``: realistic logs and grades, sealed by the store's own code) is built
once under the benchmark's temporary folder and kept: the SQLite file in ``store-<N>``, the PostgreSQL server's
data folder in ``pg-<N>`` (a real server started there for the run, benchmarks/pgserver.py, and stopped after;
its database owner is the login, which may read the seal key as verify and export need). Then on each back end
in turn (the server's through ``TRAINER_STORE``), each a fresh process of the real ``trainer`` command or of the
real widget:

- ``trainer results list --trainee NAME`` (a filter): at most :data:`LIST_S`;
- the trainer tools' results table opening in the running app (from opening the store and importing the tools to
  ``TrainerTools`` shown and rendered, its model reading the store a page at a time): at most :data:`TABLE_S`;
- ``trainer results export --format csv``: at least :data:`EXPORT_RATE` attempts/s, and flat memory (peak of the
  whole export against the peak of exporting a tenth);
- ``trainer results analysis`` over every attempt (the item analysis the trainer tools' tab shows): its time, and
  flat memory (its peak against the peak of analysing a tenth);
- ``trainer results verify --seals-only``: at least :data:`VERIFY_RATE` attempts/s;
- ``trainer results verify --since-last --seals-only`` after ten attempts were added (three times, the best): at
  most :data:`INCREMENTAL_S`.

These rows are measured with the store's files in the OS's cache (read once before them). Then, where the OS's
cache can be emptied (Linux, as root), from the disk: the results table opening and the verify again, beside the
time the disk takes to read the store's files once, shown without a target (the disk decides them; see
:func:`_measure`).

``BENCH_STORE_ATTEMPTS`` sets another size (a quick look: 2000). The times are best of :data:`REPEATS` runs
(verify: best of :data:`VERIFY_RUNS`). Without the PostgreSQL server binaries the server's half prints the command
that installs them and fails (✗).
"""

from __future__ import annotations

import contextlib
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from typing import Any

from benchmarks.processes import ROOT, trainer

ATTEMPTS = int(os.environ.get("BENCH_STORE_ATTEMPTS", "100000"))
WORK = pathlib.Path(tempfile.gettempdir()) / "fortune3-bench-store"
REPEATS = 3
LIST_S = 1.0
TABLE_S = 1.0
EXPORT_RATE = 20_000
VERIFY_RATE = 2_000
INCREMENTAL_S = 1.0
VERIFY_RUNS = 2
"""A full verify takes ~40 s: the better of two runs counts (one run once read 56 s, then 32–37 s three times)."""
FLAT = 1.5
"""Memory is flat when exporting everything peaks at most this many times exporting a tenth."""
PG_OPTIONS = "-c shared_buffers=256MB -c max_wal_size=4GB"
"""The benchmark's server: a modest department server's memory (the tests' server is smaller)."""
PG_DATABASE = "results"


def _env(directory: pathlib.Path, url: str | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["TRAINER_DATA_DIR"] = str(directory)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("TRAINER_STORE", None)
    if url is not None:
        env["TRAINER_STORE"] = url
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(pathlib.Path(tempfile.gettempdir()) / "fortune3-bench-pycache")
    return env


MEASURED = """
import resource, subprocess, sys, time
t0 = time.perf_counter()
proc = subprocess.run(sys.argv[1:], capture_output=True)
elapsed = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
lines = proc.stdout.count(b"\\n")
sys.stdout.write(f"{elapsed} {peak} {proc.returncode} {lines}\\n")
sys.stdout.write(proc.stdout.decode(errors="replace")[-2000:])
sys.stderr.write(proc.stderr.decode(errors="replace")[-2000:])
"""


def _run(cmd: list[str], env: dict[str, str], ok: tuple[int, ...] = (0,)) -> tuple[float, int, str]:
    """Wall seconds, peak memory (KiB) and standard output of ``cmd`` in a fresh process."""
    proc = subprocess.run([sys.executable, "-c", MEASURED, *cmd], capture_output=True, cwd=ROOT, env=env)
    head, _, out = proc.stdout.decode().partition("\n")
    elapsed, peak, code, lines = head.split()
    if int(code) not in ok:
        raise RuntimeError(f"{' '.join(cmd[-4:])} failed ({code}): {proc.stderr.decode()[-800:]}")
    return float(elapsed), int(peak), f"{lines}\n{out}"


def _best(cmd: list[str], env: dict[str, str]) -> tuple[float, int, str]:
    runs = [_run(cmd, env) for _ in range(REPEATS)]
    return min(runs, key=lambda r: r[0])


TABLE = """
import os, sys, time
from trainer.gui.app import create_app
app, _ = create_app(lang="en")  # the app is running: the trainer opens its tools from the home screen
t0 = time.perf_counter()
from trainer.gui.trainer_tools import TrainerTools
from trainer.training.store import ResultsStore
store = ResultsStore.open()
tools = TrainerTools(store, "bench")
tools.resize(1280, 800)
tools.show()
app.processEvents()
tools.grab()
elapsed = time.perf_counter() - t0
print(elapsed, tools.model.rowCount(), tools.proxy.rowCount())
sys.stdout.flush()
os._exit(0)
"""


def _add_attempts(directory: pathlib.Path, count: int, url: str | None = None) -> None:
    """Ten new attempts taken as the app takes them (every action committed, then sealed)."""
    from trainer.training.store import ResultsStore

    with ResultsStore(directory, url=url) as store:
        for n in range(count):
            attempt = store.start_attempt(f"new-{n}", "certification", "1", "sha256:bench", seed=n)
            for order in range(2):
                item = store.add_item(attempt, order, "plain_round_by_hand", "sha256:bench")
                for action in ({"action": "shuffle", "method": "manual"}, {"action": "cut", "position": 20}):
                    store.record_action(item, action)
                store.finish_item(item, {"score": 100, "passed": True, "errors": []})
            store.finish_attempt(attempt, score=100, passed=True, grade={"score": 100, "passed": True})


@contextlib.contextmanager
def pg_store(attempts: int) -> Iterator[tuple[str, pathlib.Path]]:
    """The kept PostgreSQL store of ``attempts`` attempts (built when its ``built`` marker is not there) on a
    server started in ``pg-<N>`` for the duration: its URL and this PC's data folder (the ledger anchor)."""
    import shutil

    from benchmarks.pgserver import PostgresServer, require_server_binaries
    from benchmarks.store_builder import build_server

    folder = WORK / f"pg-{attempts}"
    marker = folder / "built"
    kept = marker.is_file() and marker.read_text().strip() == str(attempts)
    if not kept and folder.exists():
        shutil.rmtree(folder)  # half built: again
    server = PostgresServer(require_server_binaries(), folder, options=PG_OPTIONS)
    try:
        if not kept:
            server.create_database(name=PG_DATABASE)
            build_server(server.url(PG_DATABASE), folder / "pc", marker, attempts)
        yield server.url(PG_DATABASE), folder / "pc"
    finally:
        server.stop()


def run() -> dict[str, Any]:
    from benchmarks.store_builder import build

    directory = WORK / f"store-{ATTEMPTS}"
    t0 = time.perf_counter()
    build(directory, ATTEMPTS)
    built = time.perf_counter() - t0
    print(f"SQLite: {ATTEMPTS:,} attempts ({directory}, {'built in ' if built > 5 else 'kept, '}{built:.0f} s)")
    results = {"sqlite": _measure(directory, None, directory), "postgresql": postgresql(ATTEMPTS)}
    return {"name": "store", "attempts": ATTEMPTS, **results, "ok": all(r["ok"] for r in results.values())}


def postgresql(attempts: int) -> dict[str, Any]:
    """The five rows on the kept PostgreSQL store; a ✗ line naming what is missing when no server can start."""
    from benchmarks.pgserver import ServerError

    t0 = time.perf_counter()
    try:
        with pg_store(attempts) as (url, pc):
            built = time.perf_counter() - t0
            print(f"PostgreSQL: {attempts:,} attempts ({pc.parent}, {'built in ' if built > 15 else 'kept, '}"
                  f"{built:.0f} s)")  # fmt: skip
            return _measure(pc, url, pc.parent / "data")
    except ServerError as exc:
        print(f"PostgreSQL: no server to measure: {exc} ✗")
        return {"ok": False, "error": str(exc)}


def _store_files(where: pathlib.Path) -> list[pathlib.Path]:
    """The files the store's data lie in under ``where`` (the SQLite file and its journal, or the server's data
    folder)."""
    return sorted(p for p in where.rglob("*") if p.is_file() and not p.name.endswith((".key", ".anchor", ".verified")))


def _read_once(files: list[pathlib.Path]) -> tuple[int, float]:
    """Read ``files`` once, each from its start to its end in large pieces: (bytes, seconds)."""
    total, t0 = 0, time.perf_counter()
    view = memoryview(bytearray(8 << 20))
    for path in files:
        try:
            with open(path, "rb", buffering=0) as file:
                while count := file.readinto(view):
                    total += count
        except OSError:
            continue
    return total, time.perf_counter() - t0


def _drop_caches() -> bool:
    """Empty the OS's cache of files (Linux, as root), so that what follows reads from the disk: whether it
    could."""
    try:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as knob:
            knob.write("3\n")
        return True
    except OSError:
        return False


def _measure(directory: pathlib.Path, url: str | None, data: pathlib.Path) -> dict[str, Any]:
    """The rows on the store of ``directory`` (or of ``url`` on a server, ``directory`` the PC's data folder),
    whose data lie in ``data``.

    The rows with targets are measured with the store's files in the OS's cache, read once first (a server that
    keeps its store in memory; a PC that verifies after the day's use): what the trainer's code costs. Then, when
    the OS's cache can be emptied (as root), the results table and the verify again from the disk, beside the
    time the disk takes to read the store's files once (the least a verify can cost from a cold cache): shown,
    not held to the targets, as the disk decides them (on the build machine the same file read at 40 MB/s to
    1.9 GB/s from one hour to the next; a server reads its own files)."""
    env = _env(directory, url)
    files = _store_files(data)
    size, seconds = _read_once(files)
    print(f"  (the store's files, {size / 1e9:.1f} GB, read once into the OS's cache first: {seconds:.1f} s)")
    from trainer.training.store import ResultsStore

    with ResultsStore(directory, url=url) as store:
        total = store.count_attempts()
        trainee = store.list_attempts()[0].trainee if total < 5000 else "trainee-0005"
        first = store.attempts_page(limit=1)[0].started
        ordered = store.attempts_page(limit=1, newest_first=True)[0].started
    rows: dict[str, Any] = {}

    def line(key: str, text: str, ok: bool, **data: Any) -> None:
        rows[key] = {"ok": ok, **data}
        print(f"  {text} {'✓' if ok else '✗'}")

    listed, _, out = _best([*trainer(), "results", "list", "--trainee", trainee], env)
    shown = max(0, int(out.split("\n", 1)[0]) - 1)  # (the heading line)
    line("list", f"results list --trainee (a filter, {shown} rows of {total:,}): {listed:.2f} s (target ≤ {LIST_S:.0f} s)",
         listed <= LIST_S, seconds=round(listed, 3))  # fmt: skip

    table = min(_table_open(env) for _ in range(REPEATS))
    line("table", f"trainer tools' results table open ({table[1].split()[1]} rows read of {total:,}): "
         f"{table[0]:.2f} s (target ≤ {TABLE_S:.0f} s)", table[0] <= TABLE_S, seconds=round(table[0], 3))  # fmt: skip

    csv = WORK / "export.csv"
    exported, peak, _ = _best([*trainer(), "results", "export", "--format", "csv", "--out", str(csv)], env)
    rate = total / exported
    # A tenth of the attempts: those started before the one a tenth of the way in time.
    cut = _tenth_start(first, ordered)
    _small, small_peak, _ = _best(
        [*trainer(), "results", "export", "--format", "csv", "--until", cut, "--out", str(WORK / "tenth.csv")], env
    )
    flat = peak <= FLAT * small_peak
    line("export", f"results export --format csv: {rate:,.0f} attempts/s (target ≥ {EXPORT_RATE:,}); peak memory "
         f"{peak / 1024:.0f} MiB, a tenth {small_peak / 1024:.0f} MiB ({'flat' if flat else 'grows'})",
         rate >= EXPORT_RATE and flat, rate=round(rate), peak_mib=round(peak / 1024), tenth_peak_mib=round(small_peak / 1024))  # fmt: skip

    analysed, a_peak, _ = _run([*trainer(), "results", "analysis"], env)
    _a_small, a_small_peak, _ = _run([*trainer(), "results", "analysis", "--until", cut], env)
    a_flat = a_peak <= FLAT * a_small_peak
    line("analysis", f"results analysis (every attempt, the grades a page at a time): {analysed:.1f} s, "
         f"{total / analysed:,.0f} attempts/s; peak memory {a_peak / 1024:.0f} MiB, a tenth {a_small_peak / 1024:.0f} "
         f"MiB ({'flat' if a_flat else 'grows'}; target: flat)", a_flat, seconds=round(analysed, 2),
         peak_mib=round(a_peak / 1024), tenth_peak_mib=round(a_small_peak / 1024))  # fmt: skip

    verified, checked = min((_verify(env) for _ in range(VERIFY_RUNS)), key=lambda r: r[0])
    vrate = checked / verified
    line("verify", f"results verify --seals-only: {checked:,} in {verified:.0f} s, {vrate:,.0f} attempts/s "
         f"(target ≥ {VERIFY_RATE:,})", vrate >= VERIFY_RATE and checked == total, rate=round(vrate))  # fmt: skip

    runs = []
    for _ in range(REPEATS):  # each run after ten more attempts (a run checks what came since the one before)
        _add_attempts(directory, 10, url)
        runs.append(_run([*trainer(), "results", "verify", "--since-last", "--seals-only"], env))
    incremental, _, out = min(runs, key=lambda r: r[0])
    fresh = re.search(r"(\d+) finished attempts checked since", out)
    line("incremental", f"results verify --since-last after 10 new attempts: {incremental:.2f} s, "
         f"{fresh.group(1) if fresh else '?'} checked (target ≤ {INCREMENTAL_S:.0f} s)",
         incremental <= INCREMENTAL_S and fresh is not None and fresh.group(1) == "10", seconds=round(incremental, 3))  # fmt: skip
    cold: dict[str, Any] = {}
    if _drop_caches():
        size, seconds = _read_once(files)
        _drop_caches()
        table = _table_open(env)
        _drop_caches()
        verified, checked = _verify(env)
        cold = {"read_s": round(seconds, 2), "read_mb_s": round(size / 1e6 / seconds), "table_s": round(table[0], 3),
                "verify_s": round(verified, 1), "verify_rate": round(checked / verified)}  # fmt: skip
        print(f"  · from a cold cache (shown, no target: the disk decides these), the disk reading the store's "
              f"{size / 1e9:.1f} GB once in {seconds:.1f} s ({size / 1e6 / seconds:,.0f} MB/s): the results table "
              f"open {table[0]:.2f} s; results verify --seals-only {verified:.0f} s, {checked / verified:,.0f} "
              f"attempts/s")  # fmt: skip
    else:
        print("  · from a cold cache: not measured (emptying the OS's cache of files needs root on Linux)")
    return {"attempts": total, "rows": rows, "cold": cold, "ok": all(r["ok"] for r in rows.values())}


def _verify(env: dict[str, str]) -> tuple[float, int]:
    """``trainer results verify --seals-only`` in a fresh process: (seconds, attempts it says it checked)."""
    verified, _, out = _run([*trainer(), "results", "verify", "--seals-only"], env)
    found = re.search(r"(\d+) finished attempts checked", out)
    return verified, int(found.group(1)) if found else 0


def _table_open(env: dict[str, str]) -> tuple[float, str]:
    """The trainer tools' results table opened in a fresh process: (seconds, what it printed)."""
    out = subprocess.run([sys.executable, "-c", TABLE], capture_output=True, cwd=ROOT, env=env, check=True)
    text = out.stdout.decode().strip()
    return float(text.split()[0]), text


def _tenth_start(first: str, last: str) -> str:
    from datetime import datetime

    a, b = datetime.fromisoformat(first), datetime.fromisoformat(last)
    return (a + (b - a) / 10).isoformat()


if __name__ == "__main__":
    run()
