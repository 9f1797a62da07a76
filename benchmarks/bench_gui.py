"""The GUI (issues 5 and 18): frames while dealing and paying a full table of seven.

A 1920×1080 ``DealerTable`` in practice mode plays a whole round of a full table of seven (every seat with Ante,
Pair Plus and both side bets, dealt by hand) with the reference dealer's actions — shuffle, cut, the deal with the
200 ms deal animation on, the reveals, the dealer's call, every settlement and payout, the collect — until the round
is over. A frame is one turn of the event loop that repainted the table: an action with the scene update and paint
it caused, or an animation tick with the paint of the region it changed. The worst frame and the 95th percentile
are held to :data:`WORST_FRAME_MS` and :data:`P95_FRAME_MS` (a frame is any turn that repainted something in the
window: the table, the panel, the list of actions that follows the table a moment later); the best of :data:`ROUNDS` rounds counts (each on a
fresh table with the art cache emptied), so a passing load on the machine does not decide.

Offscreen (``QT_QPA_PLATFORM=offscreen``): painting is Qt's raster engine on the CPU. Start-up is
``benchmarks/bench_startup.py``.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
WORST_FRAME_MS = 8.0
P95_FRAME_MS = 4.0
ROUNDS = 3


def _build_translations() -> None:
    """What ``make translations`` does: compile each stale ``.ts`` to its ``.qm`` (the installed state)."""
    from trainer.gui.i18n import I18N_DIR, find_lrelease

    tool = find_lrelease()
    for ts in sorted(I18N_DIR.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if tool and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
            subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)


def _full_table() -> Any:
    import random

    from trainer.engine.cards import Deck
    from trainer.engine.setup import PlayerSetup, RoundSetup, TableSetup

    bets = {"ante": 100, "pair_plus": 25, "six_card_bonus": 25, "progressive": 25}
    players = tuple(PlayerSetup(seat=n, bets=bets, decision="play") for n in range(1, 8))
    deck = Deck.ordered((), random.Random(5)).cards
    return RoundSetup(table=TableSetup(seats=7, method="manual"), players=players, deck=tuple(deck))


def frame_times_ms(cpu: list[float] | None = None) -> list[float]:
    """Frame times (ms, sorted) of one round dealt and paid at a full table of seven at 1920×1080 (see the module
    docstring): each action with its paint, then each animation tick that repainted. ``cpu``, when given, receives
    the processor time this process spent in each of the same frames (sorted): the frame time less the waits for a
    processor that other programs on the machine had (a diagnostic; the targets hold the frame times)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TRAINER_ANIMATION_MS"] = "200"
    from trainer.engine.procedure import candidates
    from trainer.gui import art
    from trainer.gui.app import create_app
    from trainer.gui.dealer_table import DealerTable
    from trainer.gui.qt import QEvent, QObject

    class PaintCounter(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    app, _problem = create_app(lang="en")
    art.CACHE.clear()
    # A paint anywhere in the window makes a frame (the table, the panel, the list). The counter watches from
    # before the table is built: a Python filter's first sight of each kind of event costs PySide6 its lazily
    # made enum classes (~20-40 ms in all), a cost of the measuring, not of the table, which would otherwise fall
    # in the first action's frame.
    counter = PaintCounter()
    app.installEventFilter(counter)
    table = DealerTable("practice")
    table.resize(1920, 1080)
    table.show()
    table.start(_full_table(), "bench")
    app.processEvents()
    frames: list[float] = []
    used: list[float] = []

    def turn(action: Any = None) -> None:
        before = counter.count
        t0, c0 = time.perf_counter(), time.thread_time()
        if action is not None:
            table.apply(action)
        app.processEvents()
        if counter.count > before:
            frames.append((time.perf_counter() - t0) * 1000.0)
            used.append((time.thread_time() - c0) * 1000.0)

    kinds: set[str] = set()
    for _ in range(400):
        grader = table.grader
        assert grader is not None
        if table.grade is not None:
            break
        cands = candidates(grader.round)
        if not cands:
            break
        kinds.add(cands[0].action.kind)
        turn(cands[0].action)
        deadline = time.perf_counter() + 1.0
        while table.scene.animating() and time.perf_counter() < deadline:
            time.sleep(0.004)
            turn()
    deadline = time.perf_counter() + 1.0
    while table._log_timer.isActive() and time.perf_counter() < deadline:  # the list of actions catches up
        time.sleep(0.004)
        turn()
    os.environ["TRAINER_ANIMATION_MS"] = "0"
    app.removeEventFilter(counter)
    assert table.grade is not None, "the round did not reach its end"
    assert {"deal", "reveal", "pay", "take", "clear"} <= kinds, (
        f"the round missed part of the deal or the payouts: {kinds}"
    )
    table.close()
    table.deleteLater()
    app.processEvents()
    if cpu is not None:
        cpu[:] = sorted(used)
    return sorted(frames)


def _summary(frames: list[float]) -> tuple[float, float, float]:
    n = len(frames)
    return frames[-1], frames[min(n - 1, int(n * 0.95))], frames[n // 2]


def run() -> dict[str, Any]:
    _build_translations()
    cpus: list[list[float]] = [[] for _ in range(ROUNDS)]
    rounds = [frame_times_ms(cpu) for cpu in cpus]
    pick = min(range(ROUNDS), key=lambda i: (_summary(rounds[i])[0], _summary(rounds[i])[1]))
    best = rounds[pick]
    worst, p95, median = _summary(best)
    cpu_worst, cpu_p95, _cpu_median = _summary(cpus[pick])
    ok = worst <= WORST_FRAME_MS and p95 <= P95_FRAME_MS
    others = ", ".join(f"{_summary(f)[0]:.1f}/{_summary(f)[1]:.1f}" for f in rounds)
    print(
        f"frames dealing and paying seven seats at 1920×1080 (best of {ROUNDS} rounds; worst/95th of each: {others}):"
        f"\n  worst frame {worst:.1f} ms (target ≤ {WORST_FRAME_MS:.0f} ms) {'✓' if worst <= WORST_FRAME_MS else '✗'}"
        f"\n  95th percentile {p95:.1f} ms (target ≤ {P95_FRAME_MS:.0f} ms) {'✓' if p95 <= P95_FRAME_MS else '✗'}"
        f"\n  median {median:.1f} ms over {len(best)} frames"
        f"\n  (processor time of the same frames in this process: worst {cpu_worst:.1f} ms, 95th percentile"
        f" {cpu_p95:.1f} ms; the rest of a frame's time it waited while other programs ran)"
    )
    return {
        "name": "gui",
        "value": round(worst, 2),
        "worst_frame_ms": round(worst, 2),
        "p95_frame_ms": round(p95, 2),
        "median_frame_ms": round(median, 2),
        "cpu_worst_frame_ms": round(cpu_worst, 2),
        "cpu_p95_frame_ms": round(cpu_p95, 2),
        "target": WORST_FRAME_MS,
        "p95_target": P95_FRAME_MS,
        "frames": len(best),
        "ok": ok,
    }


if __name__ == "__main__":
    run()
