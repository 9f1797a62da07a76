"""``trainer screenshot`` (the real console script once, then in-process) and ``trainer gui``'s bad input."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from trainer.cli import main
from trainer.engine.procedure import solve
from trainer.gui.qt import QImage
from trainer.training.scenario import find_scenario

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRAINER = pathlib.Path(sys.executable).with_name("trainer")
SCENARIO = "plain_round_by_hand"


def test_the_console_script_writes_a_png_of_the_requested_size(tmp_path):
    out = tmp_path / "table.png"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run(
        [
            str(TRAINER),
            "screenshot",
            SCENARIO,
            "--out",
            str(out),
            "--step",
            "5",
            "--size",
            "800x500",
            "--lang",
            "zh-Hant",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 500)
    assert "after 5 of" in proc.stdout


def test_default_size_is_1280x800_and_the_step_changes_the_picture(tmp_path, capsys):
    n = len(solve(find_scenario(SCENARIO).round()))
    early, late = tmp_path / "early.png", tmp_path / "late.png"
    assert main(["screenshot", SCENARIO, "--out", str(early), "--step", "0"]) == 0
    assert main(["screenshot", SCENARIO, "--out", str(late), "--step", str(n - 1), "--lang", "en"]) == 0
    a, b = QImage(str(early)), QImage(str(late))
    assert (a.width(), a.height()) == (1280, 800) == (b.width(), b.height())
    assert a != b
    capsys.readouterr()


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["no_such_scenario", "--out", "{tmp}/x.png"], "no_such_scenario"),
        ([SCENARIO, "--out", "{tmp}/x.png", "--size", "big"], "--size"),
        ([SCENARIO, "--out", "{tmp}/x.png", "--size", "10x99999"], "--size"),
        ([SCENARIO, "--out", "{tmp}/x.png", "--step", "999"], "--step 999"),
        ([SCENARIO, "--out", "{tmp}/x.png", "--step", "two"], "--step"),
        ([SCENARIO, "--out", "{tmp}/x.png", "--lang", "fr"], "--lang"),
        ([SCENARIO, "--out", "{tmp}/nowhere/x.png"], "no such folder"),
        ([SCENARIO, "--out", "{tmp}/x.jpg"], "PNG"),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, capsys, args, needle):
    rc = main(["screenshot", *[a.replace("{tmp}", str(tmp_path)) for a in args]])
    err = capsys.readouterr().err
    assert rc == 2
    assert len(err.strip().splitlines()) == 1 and needle in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("args", "needle"),
    [(["--lang", "fr"], "--lang"), (["--size", "huge"], "--size"), (["--scenario", "nope"], "nope")],
)
def test_gui_bad_input_exits_2_with_one_line(capsys, args, needle):
    rc = main(["gui", *args])
    err = capsys.readouterr().err
    assert rc == 2 and len(err.strip().splitlines()) == 1 and needle in err


def test_trainer_gui_starts_on_its_home_screen_and_grabs_it(tmp_path):
    out = tmp_path / "window.png"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    proc = subprocess.run(
        [str(TRAINER), "gui", "--lang", "en", "--grab", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


def test_from_the_command_line_it_leaves_at_once_with_its_output_written(tmp_path):
    """``trainer screenshot`` skips the tear-down (trainer.cli._leave): the line is still printed, the status kept,
    and what the code cache compiled is still saved (os._exit runs no exit handlers)."""
    out = tmp_path / "table.png"
    code = (
        "import sys\n"
        "from trainer.cli import main\n"
        f"sys.argv = ['trainer', 'screenshot', {SCENARIO!r}, '--out', {str(out)!r}, '--step', '3']\n"
        "main()\n"
        "print('not reached: main() left the process')\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.startswith(f"{out}: 1280x800, {SCENARIO} after 3 of ") and "not reached" not in proc.stdout
    assert QImage(str(out)).width() == 1280
    assert list((tmp_path / "pycache").rglob("dataclass-code.*.marshal"))
