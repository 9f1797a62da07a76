"""`trainer results list` and `results export` (CSV, xAPI, PDF) never show a tampered record as sealed and passed,
on SQLite and on a real PostgreSQL server (docs/exams.md, "A broken seal where results are shown")."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tests.cli.test_results_cli import run
from tests.gui.test_report import pdf_text
from tests.training.test_store import take_exam
from tests.training.test_store_server import where  # noqa: F401 - the fixture: SQLite and a real PostgreSQL
from trainer.training.seals import SealState, seal_both

TAMPERS = {
    "score": "UPDATE attempts SET score = 100, passed = 1 WHERE id = ?",
    "passed": "UPDATE attempts SET passed = 0 WHERE id = ?",
    "action": "UPDATE actions SET action = replace(action, 'seat:2', 'seat:1') WHERE attempt_id = ?",
    "grade": "UPDATE attempt_items SET grade = replace(grade, '\"score\":90', '\"score\":100') WHERE attempt_id = ?",
}
BROKEN_EN = "Seal broken: this record was changed after it was sealed"
BROKEN_ZH = "封條不符：此紀錄在封存後被更改"
NOT_CHECKED_EXPORT = (
    "Seals not checked in this export: to check them, run trainer results verify, or export with --check-seals / "
    "本次匯出未核對封條：如需核對，請執行 trainer results verify，或加上 --check-seals 匯出"
)
NOT_CHECKED_ANALYSIS = (
    "Seals not checked in these figures: to check them, run trainer results verify, or add --check-seals / "
    "以上數字未核對封條：如需核對，請執行 trainer results verify，或加上 --check-seals"
)


def _one_tampered(where, what: str, monkeypatch) -> tuple[int, int]:  # noqa: F811 - the fixture's value
    """Two sealed attempts in the store ``where`` (the commands use it), the first changed by ``what`` after
    sealing: (its id, the other's)."""
    if where.url is not None:
        monkeypatch.setenv("TRAINER_STORE", where.url)
    with where.open() as store:
        victim = take_exam(store, trainee="Lei Ka Man")
        other = take_exam(store)
    where.tamper(TAMPERS[what], params=(victim,))
    return victim, other


@pytest.mark.parametrize("what", list(TAMPERS))
def test_results_list_and_export_say_seal_broken(where, what, capsys, tmp_path, monkeypatch, qapp):  # noqa: F811
    victim, other = _one_tampered(where, what, monkeypatch)

    code, out, err = run(capsys, "results", "list", "--json")
    assert code == 0, err
    rows = {r["id"]: r for r in json.loads(out)}
    assert (rows[victim]["score"], rows[victim]["passed"], rows[victim]["sealed"]) == (None, None, False)
    assert rows[victim]["seal_state"] == "broken" and rows[victim]["seal_words"]["zh-Hant"] == BROKEN_ZH
    assert (rows[other]["score"], rows[other]["passed"], rows[other]["sealed"]) == (95, True, True)

    code, out, err = run(capsys, "results", "list")
    assert code == 0, err
    lines = out.splitlines()
    bad = next(line for line in lines if line.split()[0] == str(victim))
    good = next(line for line in lines if line.split()[0] == str(other))
    assert "—  —" in bad and "Seal broken" in bad and " yes " not in bad and "100" not in bad
    assert " 95  yes" in good and good.rstrip().endswith("Sealed")
    assert f"attempt {victim}: {BROKEN_EN}" in lines and f"考核 {victim}：{BROKEN_ZH}" in lines

    code, out, err = run(capsys, "results", "analysis", "--json", "--check-seals")
    assert code == 0, err
    assert json.loads(out)["broken_seals_left_out"] == 1 and "seals_not_checked" not in json.loads(out)
    assert json.loads(out)["exams"][0]["attempts"] == 1
    assert NOT_CHECKED_ANALYSIS not in err
    code, out, err = run(capsys, "results", "analysis", "--check-seals")
    assert code == 0, err
    assert (
        f"1 attempt(s) left out of these figures: {BROKEN_EN}" in out and f"1 次考核未計入以下數字：{BROKEN_ZH}" in out
    )
    code, out, err = run(capsys, "results", "analysis", "--check-seals", "--pdf", str(tmp_path / "a.pdf"))
    assert code == 0, err
    flat = "".join(pdf_text(tmp_path / "a.pdf").split())
    assert "封條不符、未計入以上數字的考核:1次" in flat and "Attemptswithabrokenseal,leftoutofthesefigures:1" in flat

    target = tmp_path / "r.csv"
    code, _, err = run(capsys, "results", "export", "--format", "csv", "--check-seals", "--out", str(target))
    assert code == 0, err
    assert NOT_CHECKED_EXPORT not in err
    table = {r[0]: r for r in csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig")))}
    assert table["attempt"][-3:] == ["seal", "sitting", "standing"]
    assert table[str(victim)][6:8] == ["—", "—"] and table[str(victim)][-3] == seal_both(SealState.BROKEN)
    assert table[str(other)][6:8] == ["95", "yes"]

    target = tmp_path / "r.json"
    code, out, err = run(capsys, "results", "export", "--format", "xapi", "--check-seals", "--out", str(target))
    assert code == 0, err
    assert NOT_CHECKED_EXPORT not in err
    statements = json.loads(target.read_text(encoding="utf-8"))
    assert [s["context"]["extensions"]["urn:x-fortune3-trainer:attempt"]["id"] for s in statements] == [other]
    assert "1 attempt(s) whose seal is broken left out" in out and f"attempt {victim}: {BROKEN_EN}" in out

    target = tmp_path / "r.pdf"
    code, out, err = run(capsys, "results", "export", "--format", "pdf", "--out", str(target))
    assert code == 0, err
    flat = "".join(pdf_text(target).split())
    # (the warning over the section and the seal field)
    assert flat.count("封條不符:此紀錄在封存後被更改") == 2 and flat.count("Sealbroken:thisrecordwaschanged") == 2
    assert flat.count("已封存,封條相符") == 1  # the other attempt only


@pytest.mark.parametrize("what", ["score", "passed"])
def test_bulk_export_and_analysis_check_no_seal_unless_asked_and_say_so(where, what, capsys, tmp_path, monkeypatch):  # noqa: F811
    """``results export --format csv|xapi`` and ``results analysis`` read in bulk: without --check-seals no seal is
    checked (the CSV's columns as before, no seal column; the figures as stored), and one line on standard error in
    both languages says so and how to check them."""
    victim, other = _one_tampered(where, what, monkeypatch)

    target = tmp_path / "r.csv"
    code, out, err = run(capsys, "results", "export", "--format", "csv", "--out", str(target))
    assert code == 0, err
    assert err.strip() == NOT_CHECKED_EXPORT and out.strip() == f"wrote {target}"
    table = {r[0]: r for r in csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig")))}
    assert table["attempt"][-3:] == ["entered by", "sitting", "standing"] and "seal" not in table["attempt"]
    assert table[str(victim)][6:8] == (["100", "yes"] if what == "score" else ["95", "no"])  # as stored
    assert table[str(other)][6:8] == ["95", "yes"]

    target = tmp_path / "r.json"
    code, out, err = run(capsys, "results", "export", "--format", "xapi", "--out", str(target))
    assert code == 0, err
    assert err.strip() == NOT_CHECKED_EXPORT
    statements = json.loads(target.read_text(encoding="utf-8"))
    ids = [s["context"]["extensions"]["urn:x-fortune3-trainer:attempt"]["id"] for s in statements]
    assert ids == [victim, other]
    assert not any(s["context"]["extensions"]["urn:x-fortune3-trainer:attempt"]["seal_checked"] for s in statements)

    code, out, err = run(capsys, "results", "analysis", "--json")
    assert code == 0, err
    assert err.strip() == NOT_CHECKED_ANALYSIS
    data = json.loads(out)
    assert data["seals_not_checked"] == 2 and "broken_seals_left_out" not in data
    assert data["exams"][0]["attempts"] == 2
    code, out, err = run(capsys, "results", "analysis")
    assert code == 0, err
    assert err.strip() == NOT_CHECKED_ANALYSIS and "left out of these figures" not in out

    code, out, err = run(capsys, "results", "list")  # (a listing still checks each row)
    assert code == 0, err
    assert f"attempt {victim}: {BROKEN_EN}" in out.splitlines()
