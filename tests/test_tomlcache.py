"""trainer/tomlcache.py (issue 18, start-up): a TOML text read before is served its parsed value, kept beside the
bytecode, and tomllib is not even imported for it."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from trainer import tomlcache
from trainer.training.inputs import InputError, is_toml_error, loads_toml

ROOT = Path(__file__).resolve().parents[1]

TEXT = '[table]\nname = "A plain round"\nseats = [1, 2, 3]\nlimits = { min = 5, max = 500 }\nok = true\nx = 1.5\n'


@pytest.fixture
def kept(monkeypatch, tmp_path):
    """An empty cache whose file is in ``tmp_path`` (written even where PYTHONDONTWRITEBYTECODE is set)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(tomlcache, "_kept", {})
    monkeypatch.setattr(tomlcache, "_state", {"loaded": True, "changed": False, "path": str(tmp_path / "t.marshal")})
    return tomlcache


def _count_parses(monkeypatch) -> list[str]:
    parsed: list[str] = []
    real = tomllib.loads
    monkeypatch.setattr(tomllib, "loads", lambda text, **kw: parsed.append(text) or real(text, **kw))
    return parsed


def test_a_text_read_again_is_served_its_kept_value_a_fresh_copy_each_time(kept, monkeypatch):
    parsed = _count_parses(monkeypatch)
    first = loads_toml(TEXT, "a.toml")
    assert first == tomllib.loads(TEXT)
    parsed.clear()
    second = loads_toml(TEXT, "a.toml")
    assert parsed == []  # served from the kept value
    assert second == first and list(second["table"]) == list(first["table"])  # the same keys in the same order
    assert second is not first and second["table"]["seats"] is not first["table"]["seats"]
    first["table"]["seats"].append(4)  # a caller changing its value changes nothing kept
    assert loads_toml(TEXT, "a.toml")["table"]["seats"] == [1, 2, 3]
    assert type(second["table"]["ok"]) is bool and type(second["table"]["x"]) is float


def test_a_changed_text_or_a_tighter_depth_limit_is_parsed_afresh(kept, monkeypatch):
    loads_toml(TEXT, "a.toml")
    parsed = _count_parses(monkeypatch)
    assert loads_toml(TEXT.replace("500", "1000"), "a.toml")["table"]["limits"]["max"] == 1000
    with pytest.raises(InputError, match="nested more than 1 deep"):
        loads_toml(TEXT, "a.toml", limit=1)  # kept for the default limit, not for this one
    assert len(parsed) == 2  # each parsed: the changed text, and the text checked against the tighter limit


def test_bad_texts_and_dates_are_never_kept(kept, monkeypatch):
    for _ in range(2):
        with pytest.raises(tomllib.TOMLDecodeError) as err:
            loads_toml("a = = 1\n", "bad.toml")
        assert is_toml_error(err.value)
    dated = "when = 2025-05-01\n"
    assert loads_toml(dated, "d.toml") == {"when": datetime.date(2025, 5, 1)}  # marshal cannot hold a date
    assert kept._kept == {} and not kept._state["changed"]
    assert not is_toml_error(ValueError("not TOML"))


def test_the_kept_values_survive_in_their_file_and_a_damaged_file_reads_as_empty(kept, tmp_path):
    loads_toml(TEXT, "a.toml")
    assert kept.save() and not kept.save()  # written once; nothing new since
    kept._kept.clear()
    kept._load()
    assert kept.get(TEXT, 64) == tomllib.loads(TEXT)
    Path(kept._state["path"]).write_bytes(b"\x00not marshal")
    kept._kept.clear()
    kept._load()
    assert kept._kept == {} and kept.get(TEXT, 64) is None


def test_the_second_start_of_a_scenario_imports_no_tomllib(tmp_path):
    code = (
        "import sys\n"
        "from trainer.training.scenario import find_scenario\n"
        "find_scenario('plain_round_by_hand')\n"
        "print('tomllib' in sys.modules)\n"
    )
    env = dict(os.environ)
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path / "pycache")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs = []
    for _ in range(2):
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT, env=env, timeout=60)
        assert proc.returncode == 0, proc.stderr.decode()[-2000:]
        runs.append(proc.stdout.decode().strip())
    assert runs == ["True", "False"]
    assert len(list((tmp_path / "pycache").rglob("toml-parsed.*.marshal"))) == 1
