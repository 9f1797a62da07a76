"""Issue 31, "Exam records no training PC can forge", on the command line: a name that a hostile training PC stored
(a line break, ESC and a terminal escape sequence, a bidi override) is printed escaped wherever the command line
shows it, so it can neither move the cursor nor reorder or hide text; `trainer store use` refuses a password in
the URL's query as in its user part, and no command prints a password."""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from pathlib import Path

import pytest

from tests.cli.test_results_cli import TRAINER, run, submit, world  # noqa: F401 - the fixture
from tests.cli.test_trainers_cli import one_line_exit_2
from trainer.engine.errors import UNPRINTABLE, printable

ODD = "陳\n大文\x1b[2J\u202eevil\t"
"""A trainee's name no app would store: a line break, ESC and "clear the screen", a right-to-left override."""
ODD_SHOWN = "陳\\n大文\\x1b[2J\\u202eevil\\t"
LOGS = ("plain.json", "wrong.json")


def raw_characters(text: str) -> list[str]:
    """The characters of ``text`` (line breaks between lines aside) a terminal would act on."""
    return [ch for ch in text.replace("\n", "") if unicodedata.category(ch) in UNPRINTABLE]


def tamper(folder: Path, sql: str, params: tuple[object, ...] = ()) -> None:
    """Change the SQLite store of the working folder by hand, past the app's name check (as a hostile training PC
    could)."""
    with sqlite3.connect(folder / "data" / "results.sqlite3") as conn:
        assert conn.execute(sql, params).rowcount >= 1


@pytest.fixture
def odd_attempt(world, capsys):  # noqa: F811
    """An attempt whose trainee, entered_by and exam id hold characters a terminal acts on."""
    attempt = submit(capsys)
    tamper(
        world,
        "UPDATE attempts SET trainee = ?, entered_by = ?, exam_id = ?, closed_by = ? WHERE id = ?",
        (ODD, "Ms\u2066 Lei\u2069\x9b", "exam\u200b\r\u2028", "x\x00\ufeff", attempt["id"]),
    )
    return attempt


def test_issue31_printable_escapes_control_bidi_and_format_characters_and_keeps_letters_and_spaces():
    odd = (
        "\n\t\r\x00\x1b\x7f\x85\x9b\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068"
        "\u2069\u061c\ufeff\u2028\u2029\ud800\ue000\U000e0001\u0378"
    )
    shown = printable(odd)
    assert shown.isascii() and shown.isprintable()
    assert printable("\n\x1b[2J\u202e") == "\\n\\x1b[2J\\u202e"
    for kept in ("陳大文", "Ms Lei", "陳　大文", "Zoë Ångström", "a\\nb"):
        assert printable(kept) == kept


def test_issue31_odd_characters_in_names_print_escaped(world, capsys, odd_attempt, monkeypatch):  # noqa: F811
    from trainer.training.titles import TitleBook

    monkeypatch.setattr("trainer.training.titles.library_titles", lambda roots=None: TitleBook())  # ids as titles
    code, out, err = run(capsys, "results", "list")
    assert code == 0, err
    assert not raw_characters(out), out
    row = next(line for line in out.splitlines() if line.lstrip().startswith(str(odd_attempt["id"])))
    assert ODD_SHOWN in row and "Ms\\u2066 Lei\\u2069\\x9b" in row and "exam\\u200b\\r\\u2028" in row
    assert len(out.splitlines()) == 4  # the heading, the one attempt, its broken seal in two languages

    code, out, err = run(capsys, "results", "list", "--json")
    assert code == 0, err
    assert not raw_characters(out), out
    assert "\\u001b[2J" in out and "\\u202e" in out and "\\u009b" in out and "陳" in out
    (listed,) = json.loads(out)  # a program reads the stored values
    assert listed["trainee"] == ODD and listed["entered_by"] == "Ms\u2066 Lei\u2069\x9b"

    code, out, err = run(capsys, "results", "analysis", "--view", "trainees")
    assert code == 0, err
    assert not raw_characters(out) and ODD_SHOWN in out, out
    code, out, err = run(capsys, "results", "analysis", "--json")
    assert code == 0, err
    assert not raw_characters(out) and json.loads(out)["trainees"][0]["trainee"] == ODD

    code, out, err = run(capsys, "results", "verify", "--seals-only")
    assert code == 1
    assert not raw_characters(out) and not raw_characters(err), (out, err)


def test_issue31_a_trainer_name_changed_by_hand_prints_escaped(world, capsys):  # noqa: F811
    tamper(world, "UPDATE trainers SET name = ? WHERE name = ?", ("Ms\x1b]0;owned\x07 Lei\u202e", TRAINER))
    code, out, err = run(capsys, "trainers", "list")
    assert code == 0, err
    assert out == "Ms\\x1b]0;owned\\x07 Lei\\u202e\n"


def test_issue31_exam_submit_prints_its_json_without_raw_control_characters(world, capsys):  # noqa: F811
    code, out, err = run(
        capsys, "exam", "submit", "--trainer", TRAINER, "dealing-basic", "--trainee", "陳\u3000大文", *LOGS
    )
    assert code == 0 and not raw_characters(out), err
    assert "陳\u3000大文" in out  # an ideographic space is a space: kept as it is
    assert json.loads(out)["trainee"] == "陳\u3000大文"


# ------------------------------------------------------------------------------------------- a password


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://u@h/db?password=secret",
        "postgresql://u@h/db?sslmode=require&password=secret",
        "postgresql://u@h/db?PASSWORD=secret&application_name=x",
        "postgres://u@h:5432/db?pass%77ord=secret",
        "postgresql://u@h?password=secret",
        "postgresql://u:secret@h/db",
        "postgresql://u:secret@[::1]:5432/db",
        "postgresql://u:secret@h1:5432,h2:5433/db",
    ],
)
def test_issue31_store_use_refuses_a_password_in_the_urls_query_or_user_part(world, capsys, url):  # noqa: F811
    line = one_line_exit_2(capsys, "store", "use", url)
    assert line.startswith("trainer store use: keep the password out of the setting"), line
    assert "?password=" in line and "secret" not in line
    assert not (world / "data" / "results-server.url").exists()


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://u@h/db?password=secret", "postgresql://u@h/db"),
        ("postgresql://u@h/db?sslmode=require&password=secret", "postgresql://u@h/db?sslmode=require"),
        (
            "postgresql://u@h/db?sslmode=require&PASSWORD=secret&application_name=x",
            "postgresql://u@h/db?sslmode=require&application_name=x",
        ),
        ("postgresql://u:secret@h:5432/db?password=again", "postgresql://u@h:5432/db"),
        ("postgresql://u:secret@[::1]:5432/db", "postgresql://u@[::1]:5432/db"),
        ("postgresql://u:se?cret@h/db", "postgresql://u@h/db"),
        ("postgresql:///db?host=/run/pg&password=secret", "postgresql:///db?host=/run/pg"),
        ("postgresql://u@h:5432/db?sslmode=require", "postgresql://u@h:5432/db?sslmode=require"),
        ("postgresql://h/db?", "postgresql://h/db?"),
    ],
)
def test_issue31_shown_url_drops_every_password_and_keeps_the_rest(url, shown):
    from trainer.training.store_backend import shown_url

    assert shown_url(url) == shown


@pytest.mark.parametrize(
    "url",
    ["postgresql://u@127.0.0.1:1/db?password=%zzsecret", "postgresql://u:%zzsecret@127.0.0.1:1/db"],
)
def test_issue31_no_command_prints_a_password_libpq_echoes(world, capsys, monkeypatch, url):  # noqa: F811
    """libpq quotes a bad part of the URL in its message (``invalid percent-encoded token: "%zzsecret"``)."""
    monkeypatch.setenv("TRAINER_STORE", "")  # (restored after the test: --store sets it for the run)
    for argv in (
        ("--store", url, "results", "list"),
        ("--store", url, "store", "where"),
        ("store", "init-server", url),
        ("store", "migrate", "--to", url),
    ):
        monkeypatch.setenv("TRAINER_STORE", "")
        line = one_line_exit_2(capsys, *argv)
        assert "secret" not in line and "***" in line, (argv, line)
    (world / "data" / "results-server.url").write_text(url + "\n", encoding="utf-8")  # a setting written by hand
    monkeypatch.setenv("TRAINER_STORE", "")
    line = one_line_exit_2(capsys, "results", "list")
    assert "secret" not in line and "***" in line, line
    line = one_line_exit_2(capsys, "store", "use", "mysql://u:secret@h/db")  # quoted as not a PostgreSQL URL
    assert "not a PostgreSQL URL" in line and "secret" not in line, line
