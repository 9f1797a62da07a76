"""Names typed in the GUI follow the store's rule (trainer.training.inputs.check_name): a trainee or trainer
name with a control character is refused with a message in the window's language, and nothing is stored."""

from __future__ import annotations

from tests.gui.test_exam_session import session_for
from trainer.gui.i18n import install_translator
from trainer.gui.qt import Qt
from trainer.gui.trainer_tools import PassphraseDialog


def test_a_trainee_name_with_a_control_character_is_refused_at_the_start_page(world, qtbot, qapp):
    _root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.name_edit.setText("陳\x1b[31m大文")
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    assert session.attempt_id is None and store.list_attempts() == []
    assert "control characters" in session.start_error.text()
    install_translator(qapp, "zh-Hant")
    try:
        qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
        assert "控制字元" in session.start_error.text()
    finally:
        install_translator(qapp, "en")


def test_a_trainer_name_with_a_control_character_is_refused_when_setting_a_passphrase(world, qtbot):
    _root, _exam, store = world
    dialog = PassphraseDialog(store)
    qtbot.addWidget(dialog)
    dialog.name_edit.setEditText("boss\tman")
    dialog.pass_edit.setText("correct horse battery")
    if dialog.setup_mode:
        dialog.again_edit.setText("correct horse battery")
    assert not dialog.try_accept()
    assert "control characters" in dialog.error.text() and store.trainers() == []
