"""Issue 35, item 7, from the command line: `trainer results export --format xapi` writes statements an LRS
accepts (tests/xapi_rules.py), `--xapi-home-page URL` (an https:// URL, checked), `--pseudonymous`, and the plain
and `--check-seals` exports no longer give one id to different content."""

from __future__ import annotations

import json

from tests.cli.test_results_cli import TRAINER, run, submit, world  # noqa: F401 - the fixture
from tests.cli.test_trainers_cli import one_line_exit_2
from tests.xapi_rules import problems


def _export(capsys, world, name: str, *options: str) -> list[dict]:  # noqa: F811
    code, _out, err = run(capsys, "results", "export", "--format", "xapi", *options, "--out", str(world / name))
    assert code == 0, err
    return json.loads((world / name).read_text(encoding="utf-8"))


def test_the_plain_and_checked_exports_give_different_content_different_ids(world, capsys):  # noqa: F811
    submit(capsys)
    submit(capsys, trainee="李小明", logs=("wrong.json", "plain.json"))
    plain = _export(capsys, world, "x-plain.json")
    checked = _export(capsys, world, "x-checked.json", "--check-seals")
    assert len(plain) == len(checked) == 2
    for a, b in zip(plain, checked, strict=True):
        assert problems(a) == [] and problems(b) == []
        assert {k: v for k, v in a.items() if k not in ("id", "context")} == {
            k: v for k, v in b.items() if k not in ("id", "context")
        }
        assert a["context"] != b["context"] and a["id"] != b["id"]  # was one id for both: an LRS answered 409
    assert _export(capsys, world, "x-again.json") == plain  # the same content again: the same ids
    assert all(s["actor"]["account"]["homePage"].startswith("https://fortune3-trainer.invalid/installations/")
               for s in plain)  # fmt: skip


def test_a_home_page_given_is_the_accounts_and_a_bad_one_is_one_line(world, capsys):  # noqa: F811
    submit(capsys)
    [made] = _export(capsys, world, "x-ours.json", "--xapi-home-page", "https://training.example.mo/dealer-trainer")
    assert made["actor"]["account"] == {"homePage": "https://training.example.mo/dealer-trainer", "name": "陳大文"}
    assert made["context"]["instructor"]["account"]["homePage"] == "https://training.example.mo/dealer-trainer"
    assert problems(made) == []
    line = one_line_exit_2(
        capsys, "results", "export", "--format", "xapi", "--xapi-home-page", "http://training.example.mo", "x.json"
    )
    assert line == (
        "trainer results export: --xapi-home-page 'http://training.example.mo' must start with https:// "
        "(e.g. https://training.example.mo/dealer-trainer)"
    )
    assert not (world / "x.json").exists()
    line = one_line_exit_2(capsys, "results", "export", "--format", "csv", "--pseudonymous", "x.csv")
    assert line == "trainer results export: --xapi-home-page and --pseudonymous are for --format xapi"


def test_pseudonymous_export_sends_no_names_and_the_same_pseudonyms_each_time(world, capsys):  # noqa: F811
    submit(capsys)
    first = _export(capsys, world, "x-p1.json", "--pseudonymous")
    text = (world / "x-p1.json").read_text(encoding="utf-8")
    assert "陳大文" not in text and TRAINER not in text
    [made] = first
    assert problems(made) == [] and "name" not in made["actor"]
    assert made["actor"]["account"]["name"].startswith("pseudonym-")
    assert made["context"]["instructor"]["account"]["name"].startswith("pseudonym-")
    assert made["actor"]["account"]["name"] != made["context"]["instructor"]["account"]["name"]
    assert _export(capsys, world, "x-p2.json", "--pseudonymous") == first  # stable: the same statement, the same id
    [named] = _export(capsys, world, "x-named.json")
    assert named["id"] != made["id"]
