"""A monkey at the table (issue 16): thousands of random keys, clicks and calls fired at the practice table and at
an exam, as a careless or curious user would. Nothing may raise, and the engine may log no fault (tests/conftest.py
fails a test on one); every action the table took was judged once, and in the exam every one was stored."""

from __future__ import annotations

import random

import pytest

from tests.gui.test_exam_session import session_for
from tests.gui.windows import shown_table
from trainer.gui.dealer_table import DealerTable
from trainer.gui.qt import Qt, QtCore
from trainer.training.scenario import find_scenario

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

K = Qt.Key
NO, ALT, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier
KEYS = [
    *(K.Key_S, K.Key_X, K.Key_D, K.Key_C, K.Key_B, K.Key_R, K.Key_V, K.Key_K, K.Key_L, K.Key_Q, K.Key_N, K.Key_U),
    *(K.Key_T, K.Key_P, K.Key_A, K.Key_W, K.Key_H, K.Key_Delete, K.Key_Return, K.Key_Escape, K.Key_Backspace),
    *(K.Key_BracketLeft, K.Key_BracketRight, K.Key_Up, K.Key_Down, K.Key_Home, K.Key_End, K.Key_Tab, K.Key_Space),
    *(K.Key_0, K.Key_1, K.Key_2, K.Key_5, K.Key_7, K.Key_9, K.Key_Z, K.Key_F5, K.Key_F1, K.Key_Q),
]


def _fire(qtbot, t: DealerTable, rng: random.Random) -> None:
    """One random thing a user might do at the table."""
    roll = rng.random()
    view = t.table_view
    if roll < 0.55:
        key = rng.choice(KEYS)
        mods = rng.choice((NO, NO, NO, ALT, CTRL)) if key not in (K.Key_F5,) else NO
        qtbot.keyClick(view, key, mods)
    elif roll < 0.9:
        vp = view.viewport()
        pos = QtCore.QPoint(rng.randrange(max(1, vp.width())), rng.randrange(max(1, vp.height())))
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, NO, pos)
    elif roll < 0.97:
        actions = [a for a in t.rulings_menu.actions() if a.isEnabled() and not a.isSeparator()]
        if actions:
            rng.choice(actions).trigger()  # a call chosen from the rulings menu (G)
    else:
        t.cut_spin.setValue(rng.randrange(0, 60))


@pytest.mark.parametrize("seed", [1, 2])
def test_5000_random_user_actions_at_the_practice_table_raise_nothing(qtbot, english, seed):
    rng = random.Random(seed)
    t = shown_table(qtbot)
    t.seat_asker = lambda _ruling: rng.randint(0, 8)  # the "which seat?" box, answered anyhow (0: cancelled)
    names = ["full_table_everything_at_once", "shuffler_failure_persistent_spare", "plain_round_by_hand"]
    t.start(find_scenario(names[seed % len(names)]).setup)
    rounds = 0
    for _ in range(5000):
        _fire(qtbot, t, rng)
        if t.grade is not None:  # the round is over: deal it again, as a trainee would (F5)
            rounds += 1
            qtbot.keyClick(t.table_view, K.Key_F5)
        assert t.grader is not None and t.grader.steps == len(t.log)  # every action done was judged, once
    assert len(t.log) + rounds > 0


def test_5000_random_user_actions_at_an_exam_raise_nothing_and_every_action_is_stored(world, qtbot):
    _root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.show()
    session.ask_end_round = lambda: rng.random() < 0.1  # Ctrl+E answered either way
    rng = random.Random(7)
    session.name_edit.setText("Monkey")
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    t = session.table
    t.seat_asker = lambda _ruling: rng.randint(0, 8)
    stored: list[int] = []
    session.action_recorded.connect(stored.append)
    fired = 0
    for _ in range(5000):
        if session.stack.currentWidget() is not session.table_page:
            break  # every round of the exam has ended
        _fire(qtbot, t, rng)
        fired += 1
    record = store.get_attempt(session.attempt_id or 0)
    assert stored and sum(len(item.actions) for item in record.items) == len(stored)
    assert fired == 5000 or record.attempt.status == "finished"
