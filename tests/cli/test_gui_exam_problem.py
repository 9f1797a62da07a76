"""``trainer gui --exam FILE`` with an exam file that does not load: one line per problem on standard error and
status 2, as every command; and, when a window can be seen (a desktop shortcut: nobody reads standard error), the
same problems in a window in both languages first."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.cli import main
from trainer.gui import problem_window

BROKEN = """\
id = "Bad Id"
title_en = "Broken"
title_zh = "壞"
version = 1
time_limit_minutes = 10
pass_mark = 120
scenarios = ["scenarios/none.toml"]
"""


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken.toml"
    path.write_text(BROKEN, encoding="utf-8")
    return path


def test_a_broken_exam_is_shown_in_a_window_then_refused_with_status_2(capsys, monkeypatch, broken):
    shown: list[tuple[tuple[str, ...], str | None]] = []
    monkeypatch.setattr(problem_window, "can_show", lambda: True)
    monkeypatch.setattr(problem_window, "show_problems", lambda lines, lang: shown.append((tuple(lines), lang)))
    code = main(["gui", "--exam", str(broken), "--lang", "en"])
    _out, err = capsys.readouterr()
    assert code == 2 and "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 2 and all(line.startswith(f"{broken}:") for line in lines)
    assert "pass_mark" in err and "id:" in err
    assert shown == [(tuple(lines), "en")], "the window shows what standard error says"


def test_without_a_display_only_the_lines_and_status_2(capsys, monkeypatch, broken):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert not problem_window.can_show()
    monkeypatch.setattr(problem_window, "show_problems", lambda *a: pytest.fail("no window to show it in"))
    assert main(["gui", "--exam", str(broken)]) == 2
    assert "pass_mark" in capsys.readouterr().err


def test_can_show_needs_a_display_on_linux(monkeypatch):
    monkeypatch.setattr(problem_window.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    assert not problem_window.can_show()
    monkeypatch.setenv("DISPLAY", ":0")
    assert problem_window.can_show()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert not problem_window.can_show()


def test_the_window_says_it_in_both_languages_with_every_problem(qapp, qtbot):
    lines = [f"x.toml:{n}: field{n}: wrong" for n in range(1, 14)]
    box = problem_window.problem_box(lines)
    qtbot.addWidget(box)
    text = box.text()
    assert "考核檔案有問題" in text and "The exam file has problems, so the exam cannot start." in text
    assert "x.toml:1: field1: wrong" in text and "x.toml:10: field10: wrong" in text
    assert "x.toml:11:" not in text and "… +3" in text
    assert box.detailedText() == "\n".join(lines)
    assert "無法開始" in box.windowTitle() and "The exam cannot start" in box.windowTitle()
