"""trainer/codecache.py (issue 18, start-up): the code dataclasses generates is compiled once and kept."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import types
from pathlib import Path

import trainer.engine  # noqa: F401  (installs the cache)
from trainer import codecache

ROOT = Path(__file__).resolve().parents[1]

PROBE = (
    "import json, trainer.engine.actions, trainer.engine.events, trainer.codecache as c\nprint(json.dumps(c.stats()))\n"
)


def _run(prefix: Path) -> dict[str, int]:
    env = dict(os.environ)
    env["PYTHONPYCACHEPREFIX"] = str(prefix)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, cwd=ROOT, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    return json.loads(proc.stdout)


def test_the_second_start_compiles_none_of_the_records_code(tmp_path):
    first = _run(tmp_path / "pycache")
    assert first["missed"] > 50  # the engine's records: their __init__, __eq__, __repr__ ... compiled
    files = list((tmp_path / "pycache").rglob("dataclass-code.*.marshal"))
    assert len(files) == 1
    second = _run(tmp_path / "pycache")
    assert second["missed"] == 0 and second["hits"] >= first["missed"]


def test_a_record_made_from_kept_code_behaves_as_one_compiled_anew(tmp_path, monkeypatch):
    assert dataclasses.exec is codecache._exec  # type: ignore[attr-defined]  # installed by trainer.engine
    monkeypatch.setitem(sys.modules, "trainer.records_for_a_test", types.ModuleType("trainer.records_for_a_test"))

    def make() -> type:
        @dataclasses.dataclass(frozen=True, slots=True)
        class Stake:
            __module__ = "trainer.records_for_a_test"  # a trainer module's record: its code is kept
            seat: int
            amount: int = 5

        return Stake

    before = codecache.stats()["hits"]
    a, b = make(), make()  # the second is made from the code kept for the first
    assert codecache.stats()["hits"] > before
    for cls in (a, b):
        s = cls(3)
        assert (s.seat, s.amount, repr(s)) == (3, 5, "test_a_record_made_from_kept_code_behaves_as_one_compiled_anew"
                                               ".<locals>.make.<locals>.Stake(seat=3, amount=5)")  # fmt: skip
        assert s == cls(3, 5) and s != cls(4) and hash(s) == hash(cls(3))
        try:
            s.seat = 4  # type: ignore[misc]
        except dataclasses.FrozenInstanceError:
            pass
        else:
            raise AssertionError("a frozen record was changed")


def test_records_made_elsewhere_are_compiled_as_usual_and_not_kept():
    before = codecache.stats()

    @dataclasses.dataclass(frozen=True)
    class Elsewhere:  # this test module's: not the trainer's
        n: int

    assert Elsewhere(1) == Elsewhere(1) and codecache.stats() == before


def test_a_damaged_or_missing_file_reads_as_empty(tmp_path):
    bad = tmp_path / "dataclass-code.marshal"
    bad.write_bytes(b"\x00not marshal at all")
    assert codecache.load(str(bad)) == 0
    assert codecache.load(str(tmp_path / "none.marshal")) == 0
    assert codecache.load(None) == 0
    bad.write_bytes(__import__("marshal").dumps({"text": 3, 4: "x"}))  # not code: ignored
    assert codecache.load(str(bad)) == 0


def test_an_unwritable_place_only_means_compiling_again(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setitem(codecache._state, "path", str(blocked / "sub" / "dataclass-code.marshal"))
    monkeypatch.setitem(codecache._state, "missed", 1)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    assert codecache.save() is False
    assert not list(tmp_path.glob("**/*.tmp"))
