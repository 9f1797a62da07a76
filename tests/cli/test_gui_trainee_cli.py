"""``trainer gui --trainee NAME`` (issue 13): a name the trainer does not take is refused in one line, before any
window opens."""

from __future__ import annotations

import pytest

from trainer.cli import main


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("   ", "--trainee: empty; give the person's name or id"),
        ("a\tb", "--trainee: holds a control character (U+0009); use letters, digits and spaces"),
        ("x" * 500, "--trainee: longer than"),
    ],
)
def test_gui_refuses_a_trainee_name_in_one_line(capsys, name, expected):
    code = main(["gui", "--trainee", name])
    _out, err = capsys.readouterr()
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
    assert err.strip().startswith(expected), err
