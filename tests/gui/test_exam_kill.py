"""Acceptance: killing the trainer mid-exam (SIGKILL, a real process taking the exam through the exam session)
loses no recorded action; on the next start the attempt is found interrupted, and can be resumed to the end."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.gui.exam_world import make_world, reference_log
from trainer.training.store import ResultsStore, Status

ROOT = Path(__file__).resolve().parents[2]


def read_line(proc: subprocess.Popen[str], deadline: float) -> str:
    assert proc.stdout is not None
    if time.monotonic() > deadline:
        pytest.fail("the exam process did not acknowledge its actions in time")
    line = proc.stdout.readline()
    if not line:
        proc.wait(timeout=10)
        pytest.fail(f"the exam process ended (status {proc.returncode}): {proc.stderr.read() if proc.stderr else ''}")
    return line.strip()


@pytest.mark.parametrize("count", [1, 23])  # in the first scenario; across into the second
def test_sigkill_mid_exam_loses_no_recorded_action(tmp_path, count):
    exam_path = make_world(tmp_path)
    data = tmp_path / "data"
    env = dict(os.environ, TRAINER_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.gui.exam_kill_child", str(exam_path), str(count)],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120
        attempt = None
        acknowledged = 0
        while acknowledged < count:
            line = read_line(proc, deadline)
            if line.startswith("attempt "):
                attempt = int(line.split()[1])
            elif line.startswith("ack "):
                acknowledged = int(line.split()[1])
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=30)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert proc.returncode == -signal.SIGKILL
    assert attempt is not None

    store = ResultsStore.open(data)  # "the next start"
    try:
        assert store.newly_interrupted == [attempt]
        assert [a.id for a in store.interrupted()] == [attempt]
        record = store.get_attempt(attempt)
        assert record.attempt.status == Status.INTERRUPTED and record.attempt.trainee == "陳大文"
        assert record.attempt.seal is None
        done = [a for item in record.items for a in item.log]
        paths = [tmp_path / "scenarios" / "gui-plain-1.toml", tmp_path / "scenarios" / "gui-plain-2.toml"]
        expected = [a for path in paths for a in reference_log(path)][:count]
        assert done == expected, "every acknowledged action is in the store, in order"
        first = len(reference_log(paths[0]))
        assert len(record.items) == (1 if count < first else 2)
        if count >= first:
            assert record.items[0].grade is not None and record.items[0].grade["score"] == 100
    finally:
        store.close()
