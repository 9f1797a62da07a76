"""The index of the scenario library (issue 18, start-up of an exam): an unchanged scenario file is not read again,
a changed one is, and the draw is the same as without the index."""

from __future__ import annotations

import json
import os

from tests import fake_library
from trainer.training import exams
from trainer.training.exams import scan_library


def _library(tmp_path, monkeypatch):
    fake_library.install(monkeypatch)
    root = tmp_path / "scenarios"
    fake_library.write_scenario(root / "basics", "plain-round", ("dealing", "procedure"), 1)
    fake_library.write_scenario(root, "exposed-card", ("irregularities",), 2)
    (root / "broken.toml").write_text("not = [valid", encoding="utf-8")
    loads: list[str] = []
    real = exams._scenario_module().load_scenario

    def counting(path):
        loads.append(path.name)
        return real(path)

    monkeypatch.setattr(exams._scenario_module(), "load_scenario", counting)
    return root, loads


def _refs(refs):
    return sorted((r.path, r.id, sorted(r.skills), r.difficulty) for r in refs)


def test_an_unchanged_library_is_drawn_from_the_index_without_reading_a_scenario(tmp_path, monkeypatch):
    root, loads = _library(tmp_path, monkeypatch)
    index = tmp_path / "data" / "index.json"
    plain = _refs(scan_library(root))
    loads.clear()
    assert _refs(scan_library(root, index)) == plain
    assert sorted(loads) == ["broken.toml", "exposed-card.toml", "plain-round.toml"] and index.is_file()
    loads.clear()
    assert _refs(scan_library(root, index)) == plain  # the broken one is kept as not drawable too
    assert loads == []


def test_a_changed_or_new_file_is_read_again(tmp_path, monkeypatch):
    root, loads = _library(tmp_path, monkeypatch)
    index = tmp_path / "index.json"
    scan_library(root, index)
    loads.clear()
    changed = fake_library.write_scenario(root, "exposed-card", ("irregularities", "payouts"), 3)
    st = changed.stat()
    os.utime(changed, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    fake_library.write_scenario(root, "new-one", ("payouts",), 1)
    refs = {r.id: r for r in scan_library(root, index)}
    assert sorted(loads) == ["exposed-card.toml", "new-one.toml"]
    assert refs["exposed-card"].skills == {"irregularities", "payouts"} and refs["exposed-card"].difficulty == 3
    assert set(refs) == {"plain-round", "exposed-card", "new-one"}


def test_a_damaged_or_foreign_index_is_not_trusted(tmp_path, monkeypatch):
    root, loads = _library(tmp_path, monkeypatch)
    index = tmp_path / "index.json"
    plain = _refs(scan_library(root))
    for text in ("{not json", json.dumps({"code": ["other"], "files": {}}), json.dumps([1, 2])):
        index.write_text(text, encoding="utf-8")
        loads.clear()
        assert _refs(scan_library(root, index)) == plain
        assert len(loads) == 3
    data = json.loads(index.read_text(encoding="utf-8"))
    for entry in data["files"].values():
        if entry[1] is not None:
            entry[1]["skills"] = "dealing"  # not a list: that entry is read from its file again
    index.write_text(json.dumps(data), encoding="utf-8")
    loads.clear()
    assert _refs(scan_library(root, index)) == plain
    assert sorted(loads) == ["exposed-card.toml", "plain-round.toml"]
